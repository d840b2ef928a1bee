//! The only value of an attribute left for a position stands there: grid bookkeeping, no
//! clue read.

use super::super::super::grid::{single, Attr, Grid, Item, Pos};
use super::super::facts::place_facts;
use super::super::fresh::Fresh;
use super::super::kit::{Found, Kit};
use super::super::step::{Contradiction, Deduction, Fact};
use super::Rule;

/// Per attribute, its positions in order.
pub(super) struct OnlyValue;

impl Rule for OnlyValue {
    fn offer(&self, kit: &Kit, st: &Grid, fresh: &mut Fresh) -> Found {
        for a in Attr::all(kit.m) {
            let changed = fresh.attr_changed[a.0];
            if fresh.only_block[a.0] >= changed {
                continue;
            }
            for p in Pos::all(kit.n) {
                let k = Fresh::only_at(a, p, kit.n);
                if fresh.only[k] >= changed {
                    continue;
                }
                fresh.only[k] = fresh.epoch;
                // The first value that may stand at `p`, and how many may (two is enough).
                let (mut first, mut holders) = (Item(0), 0);
                for j in a.items(kit.n) {
                    if st.dom[j.0] & p.bit() != 0 {
                        if holders == 0 {
                            first = j;
                        }
                        holders += 1;
                        if holders == 2 {
                            break;
                        }
                    }
                }
                if holders == 0 {
                    return Found::Contradiction(Contradiction::NoValue {
                        attribute: a,
                        position: p,
                    });
                }
                if holders == 1 && !single(st.dom[first.0]) {
                    let mut after = kit.copy_of(st);
                    after.dom[first.0] = p.bit();
                    return kit.checked(
                        Deduction::OnlyValue {
                            item: first,
                            position: p,
                        },
                        after,
                        &[],
                    );
                }
            }
            fresh.only_block[a.0] = fresh.epoch;
        }
        Found::Nothing
    }

    fn owns(&self, d: &Deduction) -> bool {
        matches!(d, Deduction::OnlyValue { .. })
    }

    fn redo(&self, kit: &Kit, d: &Deduction, g: &Grid) -> Option<Grid> {
        let Deduction::OnlyValue { item, position } = *d else {
            return None;
        };
        let n = kit.n;
        let mut holders = item
            .attr(n)
            .items(n)
            .filter(|j| g.dom[j.0] & position.bit() != 0);
        (holders.next() == Some(item) && holders.next().is_none()).then(|| {
            let mut after = kit.copy_of(g);
            after.dom[item.0] = position.bit();
            after
        })
    }

    /// The positions of the attribute's other values.
    fn reads(&self, kit: &Kit, d: &Deduction, cur: &Grid, out: &mut Vec<Fact>) {
        if let Deduction::OnlyValue { item, .. } = *d {
            let others: Vec<Item> = item.attr(kit.n).items(kit.n).filter(|&j| j != item).collect();
            place_facts(cur, kit.n, &others, out);
        }
    }
}
