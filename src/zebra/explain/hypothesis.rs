//! The two kinds of step beyond simple reading: a hypothesis (a placement that simple steps
//! lead to a contradiction, the quickest such chain chosen) and, where even that fails, a
//! placement backed by search with a smallest set of clues that force it.

use super::super::grid::{single, Grid};
use super::super::model::Puzzle;
use super::super::propagate::Propagator;
use super::explainer::{ExplainOptions, Explainer, Found};
use super::fresh::{Fresh, Values};
use super::step::{apply, Contradiction, Deduction, Step};

/// One hypothesis tried: how many steps it took, the clues they used, the steps (when
/// written out) and the contradiction it reached, if any.
struct Trial {
    chain: usize,
    clues: Vec<usize>,
    steps: Vec<Step>,
    end: Option<Contradiction>,
}

impl Explainer<'_> {
    /// A placement that the simple steps refute; the one with the shortest chain wins.
    pub(super) fn hypothesis(&mut self, st: &Grid, known: &Fresh) -> Option<Found> {
        let (n, m) = (self.n, self.m);
        let mut best: Option<(usize, usize, usize)> = None;
        let limit = 60;
        // Every open placement, those refuted quickest last time first: the best chain found
        // so far caps the others' chains, so finding a short one early saves most of the
        // work. The choice does not depend on this order (ties go to the first placement in
        // grid order, as without it). The keys are plain numbers (last chain, then
        // placement): a sort of its own for pairs added 4 KB to the WebAssembly.
        let cells = n * m * n;
        let mut order: Vec<usize> = (0..n * m)
            .filter(|&i| !single(st.dom[i]))
            .flat_map(|i| {
                (0..n)
                    .filter(move |p| st.dom[i] & (1 << p) != 0)
                    .map(move |p| i * n + p)
            })
            .map(|c| self.last_chain[c] * cells + c)
            .collect();
        order.sort_unstable();
        for (i, p) in order.into_iter().map(|k| (k % cells / n, k % n)) {
            let cap = best.as_ref().map_or(limit, |b| b.2);
            let t = self.trial(st, known, i, p, cap, false);
            self.last_chain[i * n + p] = if t.end.is_some() {
                t.chain
            } else {
                t.chain + limit
            };
            if t.end.is_some()
                && best
                    .as_ref()
                    .is_none_or(|b| (t.chain, i, p) < (b.2, b.0, b.1))
            {
                best = Some((i, p, t.chain));
            }
        }
        let (item, position, _) = best?;
        // The winner again, this time writing its chain out (the trials are deterministic).
        let t = self.trial(st, known, item, position, limit, true);
        let end = t.end?;
        let mut clues = t.clues;
        clues.sort_unstable();
        let mut after = st.clone();
        after.dom[item] &= !(1 << position);
        Some(Found::Step(
            Deduction::Hypothesis {
                item,
                position,
                clues,
                chain: t.chain,
                steps: t.steps,
                end,
            },
            after,
            Values::default(),
        ))
    }

    /// Assumes `item` at `position` and takes simple steps until a contradiction (`end`) or
    /// `cap` steps; with `record`, the steps are written out.
    fn trial(
        &self,
        st: &Grid,
        known: &Fresh,
        item: usize,
        position: usize,
        cap: usize,
        record: bool,
    ) -> Trial {
        let mut trial = st.clone();
        trial.dom[item] = 1 << position;
        let mut fresh = known.clone();
        self.index
            .touched(&mut fresh, st, &trial, &Values::default());
        let mut out = Trial {
            chain: 0,
            clues: vec![],
            steps: vec![],
            end: None,
        };
        let cite = |clues: &mut Vec<usize>, cs: &[usize]| {
            for &c in cs {
                if !clues.contains(&c) {
                    clues.push(c);
                }
            }
        };
        while out.chain < cap {
            out.chain += 1;
            match self.simple(&trial, &mut fresh) {
                Found::Step(d, mut after, linked) => {
                    cite(&mut out.clues, &d.clues());
                    // As in `run`; the step is described only when it is to be shown.
                    self.settle(&trial, &mut after);
                    self.index.touched(&mut fresh, &trial, &after, &linked);
                    if record {
                        out.steps.push(self.describe(d, &trial, &after));
                    }
                    trial = after;
                    if let Some(end) = self.emptied(&trial) {
                        out.end = Some(end);
                        break;
                    }
                }
                Found::Contradiction(end) => {
                    cite(&mut out.clues, end.clues());
                    out.end = Some(end);
                    break;
                }
                Found::Nothing => break,
            }
        }
        out
    }
}

/// The open value whose placement (from the solution) lets simple steps settle the most of
/// the grid, ties to the first in grid order; `None` when every value is placed. A search
/// step is the one kind a reader cannot follow step by step, so it should buy as much as it
/// can: taking the first open value instead needed 1-4 of them per hard puzzle.
pub(super) fn search_placement(puzzle: &Puzzle, st: &Grid, sol: &[usize]) -> Option<usize> {
    let mut simple = Explainer::new(puzzle, ExplainOptions::simple());
    (0..st.dom.len())
        .filter(|&i| !single(st.dom[i]))
        .min_by_key(|&i| {
            let mut grid = st.clone();
            grid.dom[i] = 1 << sol[i];
            let (steps, _) = simple.run(grid.clone());
            for step in &steps {
                apply(puzzle, &mut grid, step);
            }
            let open: u32 = grid.dom.iter().map(|d| d.count_ones()).sum();
            (open, i)
        })
}

/// The clues a search step quotes: a smallest set (by deletion, as for a puzzle without a
/// solution) that with the grid `st` leaves `item` no position but `position`.
///
/// Most clues are not needed, so runs of them are dropped at once first (halving the run
/// whenever one will not go); the last pass, one clue at a time, makes every clue kept
/// necessary. Single deletions alone cost a second per search step on a 12x12.
pub(super) fn search_clues(puzzle: &Puzzle, st: &Grid, item: usize, position: usize) -> Vec<usize> {
    let mut elsewhere = st.clone();
    elsewhere.dom[item] &= !(1 << position);
    let contradict = |clues: &[usize]| {
        !Propagator::new(puzzle, clues.iter().copied()).satisfiable_within(&elsewhere)
    };
    let all: Vec<usize> = (0..puzzle.clues.len()).collect();
    let run = all.len().div_ceil(2);
    super::super::solve::deletion_filter(all, run, contradict)
}
