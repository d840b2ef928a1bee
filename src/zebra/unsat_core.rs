//! Minimal sets of clue lines that rule something out (the clues a search-backed step
//! quotes), and the grid facts one refutation rests on (the facts it cites).
//!
//! Every candidate (a clue line) gets a switch in one SAT formula (see
//! [`Cnf::switch`]), so "do these candidates contradict?" is one call of the same solver
//! under assumptions, keeping what it learnt between calls, instead of a formula built per
//! question. A failed call also names the switches its refutation used, often far fewer than
//! were on; the deletion pass starts from those and shrinks to them again after every
//! deletion that keeps the contradiction. The result is minimal: dropping any one member
//! leaves a satisfiable set (every member was tested on its own against a superset of the
//! result, and a set that is satisfiable stays so without more members).

use super::cnf::Cnf;
use super::fact::Fact;
use super::grid::{Grid, Item, Pos};
use super::model::Puzzle;
use super::propagate::Propagator;
use crate::sat::Lit;

/// How many times [`Switchboard::core`] asks again with only what the last refutation used.
const CORE_ROUNDS: usize = 8;

/// Where [`Switchboard::core_for`] is between two pieces: the core so far (none before the
/// first refutation) and the rounds asked again.
#[derive(Default)]
pub(crate) struct CoreSearch {
    core: Option<Vec<usize>>,
    round: usize,
}

/// A refutation asked within a number of conflicts ([`Switchboard::refuted_for`] or
/// `refuted_within`): `None` when it did not answer in them.
type Refute = fn(&mut Switchboard, &[usize], u64) -> Option<Option<Vec<usize>>>;

/// A formula with a switch per candidate.
pub(crate) struct Switchboard {
    cnf: Cnf,
    /// The switch of each candidate, in candidate order (increasing variables).
    switches: Vec<Lit>,
}

impl Switchboard {
    /// The puzzle's constraints of a grid on `root` (no clue), with a switch per clue line.
    ///
    /// The switches are decided at one level, as the facts' are: with one level each, every
    /// conflict of a refutation that needs a deep search jumped back into the 170-odd
    /// switches of a 16x16 and decided them again one by one. The first search step of
    /// hard 16x16 #1 took 385 k conflicts at 74 us each (28 s), and takes 130 k at 37 us.
    pub(crate) fn clues(puzzle: &Puzzle, root: &Grid) -> Switchboard {
        let none = Propagator::new(puzzle, std::iter::empty());
        let mut cnf = Cnf::new(&none, root);
        cnf.sat.assume_at_one_level();
        let switches = (0..puzzle.clues.len())
            .map(|c| {
                let s = cnf.switch();
                cnf.switch_clue(s, &Propagator::new(puzzle, [c]), root);
                s
            })
            .collect();
        Switchboard { cnf, switches }
    }

    /// The clue lines of `model` with `item` ruled out of `position`, and a switch per grid
    /// fact of `facts`; `None` when the clue lines contradict themselves.
    pub(crate) fn facts(
        model: &Propagator,
        facts: &[Fact],
        (item, position): (Item, Pos),
    ) -> Option<Switchboard> {
        let root = model.root()?;
        let mut cnf = Cnf::new(model, &root);
        // Thousands of switches, and the refutation needs a search beneath them.
        cnf.sat.assume_at_one_level();
        cnf.rule_out(item, position);
        let switches = facts
            .iter()
            .map(|&f| {
                let s = cnf.switch();
                cnf.switch_fact(s, f);
                s
            })
            .collect();
        Some(Switchboard { cnf, switches })
    }

    /// The candidates (indices, increasing) one refutation of all of them together used, or
    /// `None` when all of them together do not contradict. Not minimal, but one solver call:
    /// deleting members one by one costs a search each, seconds in all on a 12x12 with
    /// thousands of candidates.
    pub(crate) fn core(&mut self) -> Option<Vec<usize>> {
        self.core_within(u64::MAX).flatten()
    }

    /// [`core`](Self::core) with each solver call given up after `conflicts` conflicts:
    /// `None` when the first one gave up (a later one that does keeps the core so far).
    pub(crate) fn core_within(&mut self, conflicts: u64) -> Option<Option<Vec<usize>>> {
        let mut at = CoreSearch::default();
        loop {
            let before = (at.core.is_some(), at.round);
            if let Some(answer) = self.core_step(&mut at, Self::refuted_within, conflicts) {
                return Some(answer);
            }
            if (at.core.is_some(), at.round) == before {
                // The call gave up: the core so far, if any.
                return at.core.map(Some);
            }
        }
    }

    /// [`core`](Self::core) in pieces, each paused after `conflicts` more units of work
    /// ([`Sat::work`](crate::sat::Sat::work): conflicts and propagations) or ended
    /// after one of its solver calls: `None` while it goes on (call again with the same
    /// `at`), else `core`'s answer, the same however it was cut.
    pub(crate) fn core_for(
        &mut self,
        at: &mut CoreSearch,
        conflicts: u64,
    ) -> Option<Option<Vec<usize>>> {
        self.core_step(at, Self::refuted_for, conflicts)
    }

    /// One solver call of the core search, asked with `refute` (given up or paused: `None`,
    /// `at` unchanged): `None` while it goes on, else the answer.
    fn core_step(
        &mut self,
        at: &mut CoreSearch,
        refute: Refute,
        conflicts: u64,
    ) -> Option<Option<Vec<usize>>> {
        let Some(core) = &at.core else {
            let all: Vec<usize> = (0..self.switches.len()).collect();
            match refute(self, &all, conflicts)? {
                None => return Some(None),
                Some(core) => at.core = Some(core),
            }
            return None;
        };
        if at.round >= CORE_ROUNDS {
            return Some(Some(core.clone()));
        }
        // Asked again with only the members used, in the other order, a refutation often
        // needs fewer of them.
        let mut on = core.clone();
        if at.round.is_multiple_of(2) {
            on.reverse();
        }
        let Some(mut used) = refute(self, &on, conflicts)? else {
            return Some(Some(core.clone()));
        };
        crate::sort::sort(&mut used);
        if used.len() == core.len() {
            return Some(Some(core.clone()));
        }
        at.core = Some(used);
        at.round += 1;
        None
    }

    /// With the candidates `on` switched on: `None` if satisfiable, else the candidates
    /// (a subset of `on`, in its order) the refutation used.
    pub(crate) fn refuted(&mut self, on: &[usize]) -> Option<Vec<usize>> {
        self.refuted_within(on, u64::MAX).flatten()
    }

    /// [`refuted`](Self::refuted) given up after `conflicts` conflicts: `None` then.
    fn refuted_within(&mut self, on: &[usize], conflicts: u64) -> Option<Option<Vec<usize>>> {
        let lits: Vec<Lit> = on.iter().map(|&k| self.switches[k]).collect();
        let found = self.cnf.sat.solve_assuming_within(&lits, conflicts)?;
        Some(self.refutation(on, found))
    }

    /// [`refuted`](Self::refuted) paused after `conflicts` more units of work (conflicts and
    /// propagations, [`Sat::work`](crate::sat::Sat::work)): `None` then, and
    /// asked again with the same `on` it goes on from where it stopped (see
    /// [`Sat::solve_assuming_for`](crate::sat::Sat::solve_assuming_for)), so the answer is
    /// [`refuted`](Self::refuted)'s however the search is cut.
    pub(crate) fn refuted_for(
        &mut self,
        on: &[usize],
        conflicts: u64,
    ) -> Option<Option<Vec<usize>>> {
        let lits: Vec<Lit> = on.iter().map(|&k| self.switches[k]).collect();
        let found = self.cnf.sat.solve_assuming_for(&lits, conflicts)?;
        Some(self.refutation(on, found))
    }

    /// How many conflicts the solver has met so far.
    pub(crate) fn conflicts(&self) -> u64 {
        self.cnf.sat.stats.conflicts
    }

    /// How much work the solver has done so far ([`Sat::work`](crate::sat::Sat::work)).
    pub(crate) fn work(&self) -> u64 {
        self.cnf.sat.work()
    }

    /// After a call with the candidates `on`: `None` if it found a model, else the members
    /// of `on` (in its order) the refutation used.
    fn refutation(&self, on: &[usize], found: bool) -> Option<Vec<usize>> {
        if found {
            return None;
        }
        let mut used: Vec<usize> = self
            .cnf
            .sat
            .failed()
            .iter()
            .filter_map(|l| self.switches.binary_search(l).ok())
            .collect();
        crate::sort::sort(&mut used);
        Some(
            on.iter()
                .copied()
                .filter(|k| used.binary_search(k).is_ok())
                .collect(),
        )
    }

    /// A minimal set of the candidates `on` (indices, increasing) that contradict each
    /// other, or `None` when all of `on` together do not.
    pub(crate) fn minimal_of(&mut self, on: &[usize]) -> Option<Vec<usize>> {
        let mut keep = self.refuted(on)?;
        let mut k = 0;
        while self.shrink(&mut keep, &mut k) {}
        Some(keep)
    }

    /// One deletion of [`minimal_of`](Self::minimal_of): `keep` (contradicting, its members
    /// before `k` necessary) tried without its member `k`; false once every member was tried.
    pub(crate) fn shrink(&mut self, keep: &mut Vec<usize>, k: &mut usize) -> bool {
        self.shrink_for(keep, k, u64::MAX)
            .expect("a search without a bound is never paused")
    }

    /// [`shrink`](Self::shrink) paused after `conflicts` more units of work: `None` then, with
    /// `keep` and `k` unchanged, and asked again it goes on from where it stopped.
    pub(crate) fn shrink_for(
        &mut self,
        keep: &mut Vec<usize>,
        k: &mut usize,
        conflicts: u64,
    ) -> Option<bool> {
        if *k >= keep.len() {
            return Some(false);
        }
        let trial: Vec<usize> = [&keep[..*k], &keep[*k + 1..]].concat();
        match self.refuted_for(&trial, conflicts)? {
            // The members before `k` are necessary, so every refutation uses them:
            // shrinking to what this one used keeps them where they are.
            Some(used) => *keep = used,
            None => *k += 1,
        }
        Some(true)
    }
}

#[cfg(test)]
mod tests {
    use super::super::explain::open_grid;
    use super::*;

    /// The clues that place a value of a hard 16x16 from the open grid (a refutation that
    /// needs a deep search beneath the switches) are found in few conflicts: 4,057 with the
    /// switches at one level, 8,826 with a level each, where every conflict jumped back into
    /// them. The count is the solver's own, the same on every machine.
    #[test]
    fn a_deep_refutation_beneath_the_clue_switches_takes_few_conflicts() {
        let p = Puzzle::parse(include_str!("../../benches/data/zebra-16x16-0.txt"))
            .expect("stored puzzles parse");
        let sol = Propagator::new(&p, 0..p.clues.len())
            .search(1)
            .solutions
            .remove(0);
        let mut elsewhere = open_grid(&p);
        elsewhere.dom[0] &= !(1 << sol[0]);
        let mut board = Switchboard::clues(&p, &elsewhere);
        assert!(board.core().is_some(), "the clues place the first value");
        let conflicts = board.cnf.sat.stats.conflicts;
        assert!(conflicts < 6_000, "{conflicts} conflicts");
    }
}
