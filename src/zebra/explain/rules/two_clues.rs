//! Two clues that share a value, read together: what neither says alone (the reading
//! itself is in [`reading`](super::super::reading)). Tried last of the simple rules: a
//! person reads clues one at a time first, and keeps the grid tidy.

use super::super::super::grid::Grid;
use super::super::fresh::Fresh;
use super::super::kit::{Found, Kit, Reading};
use super::super::step::{Contradiction, Deduction, Fact};
use super::Rule;

/// The pairs of clues that share a value, in the clue index's order.
pub(super) struct TwoClues;

impl Rule for TwoClues {
    fn offer(&self, kit: &Kit, st: &Grid, fresh: &mut Fresh) -> Found {
        let mut next = 0;
        while let Some(q) = fresh.pair.first_from(next) {
            next = q + 1;
            let (a, b) = kit.index.pairs[q];
            match kit.reading(st, &[a, b]) {
                Reading::Narrows(what) => {
                    return Found::Read(Deduction::Clues { clues: vec![a, b] }, what)
                }
                Reading::Nothing => fresh.pair.remove(q),
                Reading::Impossible => {
                    return Found::Contradiction(Contradiction::Clues { clues: vec![a, b] })
                }
            }
        }
        Found::Nothing
    }

    fn owns(&self, d: &Deduction) -> bool {
        matches!(d, Deduction::Clues { .. })
    }

    fn redo(&self, kit: &Kit, d: &Deduction, g: &Grid) -> Option<Grid> {
        kit.read_again(g, &d.clues())
    }

    fn reads(&self, kit: &Kit, d: &Deduction, cur: &Grid, out: &mut Vec<Fact>) {
        super::clue_facts(kit, d, cur, out);
    }
}
