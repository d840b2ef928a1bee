//! The rules: each kind of deduction a file behind one interface ([`Rule`]). The simple
//! ones, those a person makes without trying anything out, are in one list whose order is
//! the order of preference (the engine takes the first step the list offers; see
//! [`first`]). The hypothesis (`hypothesis`) is not in the list: its trials run the listed
//! rules, and the engine tries it after them.
//!
//! A rule reads the grid and offers a step: what it found ([`Found`]), not taken yet or taken
//! on a copy of the grid ([`Kit::copy_of`]). It never keeps state of its own: the engine's
//! change cache ([`Fresh`]) holds, per rule instance, whether it found nothing on the grid
//! as it last looked, and the rule reads and writes only its own records there. It also
//! says which facts of the grid its deduction reads ([`Rule::reads`]), from which the engine
//! finds the fewest a step cites.

pub(super) mod hypothesis;

use super::super::grid::{Attr, Grid, Item};
use super::facts::{link_facts, place_facts};
use super::fresh::Fresh;
use super::kit::{Found, Kit};
use super::step::{Deduction, Fact};

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

    /// Pushes onto `out` the facts of `cur` the deduction `d` (of this kind) reads: the
    /// cells it looks at, in any order and possibly repeated (the engine sorts them).
    fn reads(&self, kit: &Kit, d: &Deduction, cur: &Grid, out: &mut Vec<Fact>);
}

/// Every fact the grid shows: what a step that may read any cell reads.
pub(super) fn all_facts(kit: &Kit, cur: &Grid, out: &mut Vec<Fact>) {
    let (n, m) = (kit.n, kit.m);
    let all: Vec<Item> = Item::all(n, m).collect();
    place_facts(cur, n, &all, out);
    for &i in &all {
        for c in Attr::all(m) {
            link_facts(cur, n, i, c, out);
        }
    }
}

/// The facts a reading of clues `d.clues()` reads: the positions of their values and the
/// links between them (both clue rules' [`Rule::reads`]).
fn clue_facts(kit: &Kit, d: &Deduction, cur: &Grid, out: &mut Vec<Fact>) {
    let n = kit.n;
    let mut items: Vec<Item> = vec![];
    for c in d.clues() {
        items.extend(kit.index.clue_items[c].iter().map(|&i| Item(i)));
    }
    crate::sort::sort(&mut items);
    items.dedup();
    place_facts(cur, n, &items, out);
    for &i in &items {
        for &j in &items {
            link_facts(cur, n, i, j.attr(n), out);
        }
    }
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

        /// Pushes the facts of `cur` the deduction `d` reads, as the rule it is of says;
        /// `false` when no listed rule makes it (the engine's own kinds).
        pub(super) fn reads(kit: &Kit, d: &Deduction, cur: &Grid, out: &mut Vec<Fact>) -> bool {
            $(
                if $file::$rule.owns(d) {
                    $file::$rule.reads(kit, d, cur, out);
                    return true;
                }
            )*
            false
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
