//! The rules: each kind of deduction a file behind one interface ([`Rule`]). The simple
//! ones, those a person makes without trying anything out, are in one list whose order is
//! the order of preference (the engine takes the first step the list offers; see
//! [`first`]). The hypothesis (`hypothesis`) is not in the list: its trials run the listed
//! rules, and the engine tries it after them.
//!
//! A rule reads the grid and offers a step: what it found ([`Found`]), not taken yet or taken
//! on a copy of the grid ([`Kit::copy_of`]). It never keeps state of its own: the engine's
//! change cache ([`Fresh`]) holds, per rule instance, whether it found nothing on the grid
//! as it last looked, and the rule reads and writes only its own records there.

pub(super) mod hypothesis;

use super::super::grid::Grid;
use super::fresh::Fresh;
use super::kit::{Found, Kit};
use super::step::Deduction;

/// One kind of deduction.
pub(super) trait Rule {
    /// The first step of this kind on `st` (in the rule's own order of instances), a
    /// contradiction it runs into, or [`Found::Nothing`]. `fresh` says which instances are
    /// known to find nothing on `st`; the rule skips those, and records the ones it looks at
    /// and finds nothing.
    fn offer(&self, kit: &Kit, st: &Grid, fresh: &mut Fresh) -> Found;

    /// Whether `d` is a deduction of this kind.
    fn owns(&self, d: &Deduction) -> bool;

    /// The grid the deduction `d` (of this kind) gives when made again on `g`, or `None`
    /// when it does not go through there: the engine asks this of grids with only some
    /// facts marked, to find the fewest facts a step rests on.
    fn redo(&self, kit: &Kit, d: &Deduction, g: &Grid) -> Option<Grid>;
}

/// The list of rules, in the order of preference: each line a file of this folder and the
/// rule it holds.
macro_rules! rules {
    ($($file:ident :: $rule:ident),* $(,)?) => {
        $(mod $file;)*

        /// The first step the rules offer on `st`, trying them in the list's order.
        pub(super) fn first(kit: &Kit, st: &Grid, fresh: &mut Fresh) -> Found {
            $(
                match $file::$rule.offer(kit, st, fresh) {
                    Found::Nothing => {}
                    found => return found,
                }
            )*
            Found::Nothing
        }

        /// The grid the deduction `d` gives when made again on `g` by the rule it is of
        /// (`None`: it does not go through there, or no rule makes it).
        pub(super) fn redo(kit: &Kit, d: &Deduction, g: &Grid) -> Option<Grid> {
            $(
                if $file::$rule.owns(d) {
                    return $file::$rule.redo(kit, d, g);
                }
            )*
            None
        }
    };
}

rules! {
    one_clue::OneClue,
    taken::Taken,
    only_value::OnlyValue,
    links::Links,
    two_clues::TwoClues,
}
