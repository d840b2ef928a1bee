//! A placed value leaves its position to nobody else of its attribute: grid bookkeeping,
//! no clue read.

use super::super::super::grid::{single, Attr, Grid, Pos};
use super::super::fresh::Fresh;
use super::super::kit::{Found, Kit};
use super::super::facts::place_facts;
use super::super::step::{Deduction, Fact};
use super::Rule;

/// Per attribute, its values in number order.
pub(super) struct Taken;

impl Rule for Taken {
    fn offer(&self, kit: &Kit, st: &Grid, fresh: &mut Fresh) -> Found {
        // Attribute by attribute (the items in number order all the same): no division per
        // item on a scan that runs before most steps of every hypothesis trial.
        for a in Attr::all(kit.m) {
            let changed = fresh.attr_changed[a.0];
            if fresh.taken_block[a.0] >= changed {
                continue;
            }
            for i in a.items(kit.n) {
                if fresh.taken[i.0] >= changed {
                    continue;
                }
                fresh.taken[i.0] = fresh.epoch;
                let here = st.dom[i.0];
                if !single(here) {
                    continue;
                }
                // The attribute's other values' positions, this one's left out.
                let mut others = 0;
                for j in a.items(kit.n) {
                    if j != i {
                        others |= st.dom[j.0];
                    }
                }
                if others & here != 0 {
                    let mut after = kit.copy_of(st);
                    for j in a.items(kit.n) {
                        if j != i {
                            after.dom[j.0] &= !here;
                        }
                    }
                    return kit.checked(
                        Deduction::Taken {
                            item: i,
                            position: Pos(here.trailing_zeros() as usize),
                        },
                        after,
                        &[],
                    );
                }
            }
            fresh.taken_block[a.0] = fresh.epoch;
        }
        Found::Nothing
    }

    fn owns(&self, d: &Deduction) -> bool {
        matches!(d, Deduction::Taken { .. })
    }

    fn redo(&self, kit: &Kit, d: &Deduction, g: &Grid) -> Option<Grid> {
        let Deduction::Taken { item, position } = *d else {
            return None;
        };
        let n = kit.n;
        (g.dom[item.0] == position.bit()).then(|| {
            let mut after = kit.copy_of(g);
            for j in item.attr(n).items(n) {
                if j != item {
                    after.dom[j.0] &= !position.bit();
                }
            }
            after
        })
    }

    /// The placed value's own positions.
    fn reads(&self, kit: &Kit, d: &Deduction, cur: &Grid, out: &mut Vec<Fact>) {
        if let Deduction::Taken { item, .. } = *d {
            place_facts(cur, kit.n, &[item], out);
        }
    }
}
