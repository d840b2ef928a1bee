//! One clue, read against the grid: everything its values can still do, projected (the
//! reading itself is in [`reading`](super::super::reading)). The simplest step there is, so
//! the first rule tried.

use super::super::super::grid::Grid;
use super::super::fresh::Fresh;
use super::super::kit::{Found, Kit, Reading};
use super::super::step::{Contradiction, Deduction, Fact};
use super::Rule;

/// The clues in clue order, each read on its own.
pub(super) struct OneClue;

impl Rule for OneClue {
    fn offer(&self, kit: &Kit, st: &Grid, fresh: &mut Fresh) -> Found {
        let mut next = 0;
        while let Some(c) = fresh.clue.first_from(next) {
            next = c + 1;
            match kit.reading(st, &[c]) {
                Reading::Narrows(what) => return Found::Read(Deduction::Clue { clue: c }, what),
                Reading::Nothing => fresh.clue.remove(c),
                Reading::Impossible => {
                    return Found::Contradiction(Contradiction::Clues { clues: vec![c] })
                }
            }
        }
        Found::Nothing
    }

    fn owns(&self, d: &Deduction) -> bool {
        matches!(d, Deduction::Clue { .. })
    }

    fn redo(&self, kit: &Kit, d: &Deduction, g: &Grid) -> Option<Grid> {
        kit.read_again(g, &d.clues())
    }

    fn reads(&self, kit: &Kit, d: &Deduction, cur: &Grid, out: &mut Vec<Fact>) {
        super::clue_facts(kit, d, cur, out);
    }
}
