//! Where even a hypothesis fails: a placement backed by search, the open value that settles
//! most, quoting a smallest set of clues that force it and the grid facts it rests on.

use super::super::grid::{single, Grid, Item, Pos};
use super::super::model::Puzzle;
use super::super::propagate::Propagator;
use super::super::unsat_core::Switchboard;
use super::kit::Kit;
use super::step::{Deduction, Fact};

/// The open value whose placement (from the solution) lets the solver's propagation (every
/// clue's support table, Hall sets and links, as [`Propagator::propagate`]) settle the most
/// of the grid, ties to the first in grid order; `None` when every value is placed. A search
/// step is the one kind a reader cannot follow step by step, so it should buy as much as it
/// can: taking the first open value instead needs more of them on hard puzzles. The
/// propagation scores a placement quickly, where running the simple steps after each one
/// would take far longer over a large grid's open values.
pub(super) fn search_placement(puzzle: &Puzzle, st: &Grid, sol: &[usize]) -> Option<Item> {
    let open: Vec<usize> = (0..st.dom.len()).filter(|&i| !single(st.dom[i])).collect();
    let first = *open.first()?;
    let model = Propagator::new(puzzle, 0..puzzle.clues.len());
    let Some(mut base) = model.root() else {
        return Some(Item(first));
    };
    for (r, s) in base.dom.iter_mut().zip(&st.dom) {
        *r &= s;
    }
    for (r, s) in base.link.iter_mut().zip(&st.link) {
        *r &= s;
    }
    let all: Vec<usize> = (0..st.dom.len()).collect();
    if !model.propagate(&mut base, &all) {
        return Some(Item(first));
    }
    open.into_iter()
        .min_by_key(|&i| {
            let mut grid = base.clone();
            grid.dom[i] &= 1 << sol[i];
            model.propagate(&mut grid, &[i]);
            let open: u32 = grid.dom.iter().map(|d| d.count_ones()).sum();
            (open, i)
        })
        .map(Item)
}

/// The clues a search step quotes: a minimal set (no clue of it can go) that with the grid
/// `st` leaves `item` no position but `position`.
///
/// One SAT formula with a switch per clue answers every "do these clues still force it?"
/// (see [`Switchboard`]): building a formula per question would cost seconds per search step
/// on a large grid.
///
/// Found among those one refutation used ([`search_clues_quickly`], what an explanation
/// quotes until the step is opened), so the step opened quotes the same clues.
pub(super) fn search_clues(puzzle: &Puzzle, st: &Grid, item: Item, position: Pos) -> Vec<usize> {
    let quick = search_clues_quickly(puzzle, st, item, position);
    search_clues_of(puzzle, st, (item, position), &quick)
}

/// [`search_clues`] among the clues `of` (a set that forces the placement: else all of them).
fn search_clues_of(
    puzzle: &Puzzle,
    st: &Grid,
    (item, position): (Item, Pos),
    of: &[usize],
) -> Vec<usize> {
    let mut elsewhere = st.clone();
    elsewhere.dom[item.0] &= !position.bit();
    Switchboard::clues(puzzle, &elsewhere)
        .minimal_of(of)
        .unwrap_or_else(|| of.to_vec())
}

/// The clues a search step quotes until a person opens it ([`search_clues`] then): those
/// one refutation of the other positions of `item` used, with the grid `st`; not minimal,
/// but one solver call where a minimal set costs one per clue tried.
///
/// Where that refutation takes more than [`QUICK_CONFLICTS`], every clue: the puzzle has one
/// solution and `st` holds it (its steps are sound), so the clues together force the
/// placement. Then the step quotes them all until it is opened, as it cites every fact.
pub(super) fn search_clues_quickly(
    puzzle: &Puzzle,
    st: &Grid,
    item: Item,
    position: Pos,
) -> Vec<usize> {
    let mut elsewhere = st.clone();
    elsewhere.dom[item.0] &= !position.bit();
    match Switchboard::clues(puzzle, &elsewhere).core_within(QUICK_CONFLICTS) {
        Some(Some(core)) => core,
        // Given up, or (a safeguard) not refuted: every clue.
        _ => (0..puzzle.clues.len()).collect(),
    }
}

/// How many conflicts the refutation behind a search step's quoted clues may take (about a
/// second): hard 16x16 #1's first search step needs 130 k and #2's first two 304 k and
/// 77 k, most of the time their whole explanations took, while every other search step of
/// hard 16x16 #0-#2 needs fewer than 30 k.
pub(super) const QUICK_CONFLICTS: u64 = 32_000;

/// The facts of `st` a search step placing `item` at `position` may rest on, and the model of
/// the clues it quotes: what both ways of choosing among those facts start from.
pub(super) fn search_offer(
    ex: &Kit,
    st: &Grid,
    (item, position): (Item, Pos),
    clues: &[usize],
) -> (Vec<Fact>, Propagator) {
    let d = Deduction::Search {
        item,
        position,
        clues: clues.to_vec(),
        fewest: false,
    };
    let offered = ex.offered(&d, st);
    (offered, Propagator::new(ex.puzzle, clues.iter().copied()))
}

/// The facts of the grid `st` a search step placing `item` at `position` may rest on: all
/// of them, which with `clues` force the placement (the clues were chosen so, on `st`).
/// What an explanation cites until a person opens the step ([`Opening`](super::Opening) then).
pub(super) fn search_facts_offered(
    ex: &Kit,
    st: &Grid,
    placement: (Item, Pos),
    clues: &[usize],
) -> Vec<Fact> {
    search_offer(ex, st, placement, clues).0
}

/// How many conflicts the SAT search may spend deciding whether the facts left after one
/// deletion still force a search step's placement. Past it the fact tried stays, and the
/// step says its facts may not be the fewest: on a hard 16x16 grid one such question can
/// take seconds, and a step tries hundreds.
pub(super) const TRIAL_CONFLICTS: u64 = 2_000;

/// How many deletions a search step's facts may leave undecided before the rest are not
/// tried (each costs `TRIAL_CONFLICTS`; on a hard 16x16 grid thousands would be tried).
/// The step then cites the smaller of the facts left and those one refutation used.
pub(super) const UNDECIDED: usize = 4;

/// The facts of the grid `st` a search step rests on, found quickly for a hint: those one
/// refutation of the other positions of `item` used, with `clues` (the facts of a SAT
/// call's final conflict, see [`Switchboard::core`]). Often several times the smallest set
/// (cut when the step is opened, [`Opening`](super::Opening)), which needs a search per deletion tried: too slow on a large grid
/// while a person is waiting for a hint.
pub(super) fn search_facts_quickly(
    ex: &Kit,
    st: &Grid,
    (item, position): (Item, Pos),
    clues: &[usize],
) -> Vec<Fact> {
    let (offered, model) = search_offer(ex, st, (item, position), clues);
    quick_facts(offered, &model, (item, position))
}

/// [`search_facts_quickly`] among the facts `offered`, with `model` the clues quoted.
pub(super) fn quick_facts(
    offered: Vec<Fact>,
    model: &Propagator,
    (item, position): (Item, Pos),
) -> Vec<Fact> {
    let Some(mut board) = Switchboard::facts(model, &offered, (item, position)) else {
        // The clues contradict themselves: they need no fact.
        return vec![];
    };
    match board.core() {
        Some(used) => used.into_iter().map(|k| offered[k]).collect(),
        // Not forced by these facts alone (a safeguard): cite them all.
        None => offered,
    }
}

#[cfg(test)]
mod tests {
    use super::super::open_grid;
    use super::*;

    /// Where the refutation behind a search step's clues would take more than
    /// `QUICK_CONFLICTS` (placing a value of hard 16x16 #1 from the open grid), the step
    /// quotes every clue, without the search: they force the placement all the same.
    #[test]
    fn a_refutation_past_the_quick_conflicts_quotes_every_clue() {
        let p = Puzzle::parse(include_str!("../../../benches/data/zebra-16x16-1.txt"))
            .expect("stored puzzles parse");
        let sol = Propagator::new(&p, 0..p.clues.len())
            .search(1)
            .solutions
            .remove(0);
        let st = open_grid(&p);
        let mut elsewhere = st.clone();
        elsewhere.dom[0] &= !(1 << sol[0]);
        assert!(
            Switchboard::clues(&p, &elsewhere)
                .core_within(QUICK_CONFLICTS)
                .is_none(),
            "the refutation takes more than QUICK_CONFLICTS"
        );
        let all: Vec<usize> = (0..p.clues.len()).collect();
        assert_eq!(search_clues_quickly(&p, &st, Item(0), Pos(sol[0])), all);
    }
}
