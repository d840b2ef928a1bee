//! The two kinds of step beyond simple reading: a hypothesis (a placement that simple steps
//! lead to a contradiction, the quickest such chain chosen) and, where even that fails, a
//! placement backed by search with a smallest set of clues that force it.

use super::super::grid::{single, Grid, Item, Pos};
use super::super::model::Puzzle;
use super::super::propagate::Propagator;
use super::super::solve::deletion_filter;
use super::explainer::{ExplainOptions, Explainer, Found, Reading};
use super::facts::{grid_of, Ledger};
use super::fresh::{Fresh, Values};
use super::step::{apply, Contradiction, Deduction, Fact, Origin, Step};
use std::collections::VecDeque;

/// One hypothesis tried: how many steps it took, the clues they used, the steps (when
/// written out), the facts of the grid before the hypothesis they rest on (likewise) and
/// the contradiction it reached, if any.
struct Trial {
    chain: usize,
    clues: Vec<usize>,
    steps: Vec<Step>,
    uses: Vec<Fact>,
    end: Option<Contradiction>,
}

impl Explainer<'_> {
    /// A placement that the simple steps refute; the one with the shortest chain wins.
    pub(super) fn hypothesis(&mut self, st: &Grid, known: &Fresh) -> Option<Found> {
        let (n, m) = (self.n, self.m);
        let mut best: Option<(Item, Pos, usize)> = None;
        let limit = 60;
        // Every open placement, those refuted quickest last time first: the best chain found
        // so far caps the others' chains, so finding a short one early saves most of the
        // work. The choice does not depend on this order (ties go to the first placement in
        // grid order, as without it). The keys are plain numbers (last chain, then
        // placement): a sort of its own for pairs added 4 KB to the WebAssembly.
        let chains = &self.last_chain;
        let cells = chains.len();
        let mut order: Vec<usize> = Item::all(n, m)
            .filter(|&i| !single(st.dom[i.0]))
            .flat_map(|i| Pos::members(st.dom[i.0]).map(move |p| (i, p)))
            .map(|(i, p)| chains.get(i, p) * cells + chains.key(i, p))
            .collect();
        order.sort_unstable();
        for k in order {
            let (i, p) = self.last_chain.pair(k % cells);
            let cap = best.as_ref().map_or(limit, |b| b.2);
            let t = self.trial(st, known, i, p, cap, false);
            let chain = if t.end.is_some() {
                t.chain
            } else {
                t.chain + limit
            };
            self.last_chain.set(i, p, chain);
            if t.end.is_some()
                && best
                    .as_ref()
                    .is_none_or(|b| (t.chain, i, p) < (b.2, b.0, b.1))
            {
                best = Some((i, p, t.chain));
            }
        }
        let (item, position) = best.map(|(i, p, _)| (i, p))?;
        // The winner again, this time writing its chain out (the trials are deterministic).
        let t = self.trial(st, known, item, position, limit, true);
        let end = t.end?;
        let mut clues = t.clues;
        clues.sort_unstable();
        let mut after = st.clone();
        after.dom[item.0] &= !position.bit();
        Some(Found::Given(
            Deduction::Hypothesis {
                item,
                position,
                clues,
                chain: t.chain,
                steps: t.steps,
                end,
            },
            after,
            t.uses,
        ))
    }

    /// Assumes `item` at `position` and takes simple steps until a contradiction (`end`) or
    /// `cap` steps; with `record`, the steps are written out, and `chain` counts them (and
    /// the end, when no step emptied a cell).
    fn trial(
        &self,
        st: &Grid,
        known: &Fresh,
        item: Item,
        position: Pos,
        cap: usize,
        record: bool,
    ) -> Trial {
        let mut out = Trial {
            chain: 0,
            clues: vec![],
            steps: vec![],
            uses: vec![],
            end: None,
        };
        let mut ledger = Ledger::assuming(Fact::In(item, position));
        let mut trial = st.clone();
        trial.dom[item.0] = position.bit();
        if record {
            self.cascade(
                &mut trial,
                &mut out.steps,
                &mut ledger,
                VecDeque::from([item]),
            );
        } else {
            let mut raw = trial.clone();
            self.settle(st, &mut raw);
            trial = raw;
        }
        let mut fresh = known.clone();
        self.index
            .touched(&mut fresh, st, &trial, &Values::default());
        let cite = |clues: &mut Vec<usize>, cs: &[usize]| {
            for &c in cs {
                if !clues.contains(&c) {
                    clues.push(c);
                }
            }
        };
        // Whether the end is a step of its own (no step emptied a cell).
        let mut found_end = false;
        out.end = self.emptied(&trial);
        while out.end.is_none() && out.chain < cap {
            out.chain += 1;
            match self.simple(&trial, &mut fresh) {
                Found::Step(d, raw, linked) => {
                    cite(&mut out.clues, &d.clues());
                    // As in `run`; the step is written out only when it is to be shown.
                    let after = if record {
                        let (new, after) = self.split(&d, &trial, &raw, None, &mut ledger);
                        out.steps.extend(new);
                        after
                    } else {
                        let mut after = raw;
                        self.settle(&trial, &mut after);
                        after
                    };
                    self.index.touched(&mut fresh, &trial, &after, &linked);
                    trial = after;
                    out.end = self.emptied(&trial);
                }
                Found::Contradiction(end) => {
                    cite(&mut out.clues, end.clues());
                    out.end = Some(end);
                    found_end = true;
                }
                Found::Given(..) | Found::Nothing => break,
            }
        }
        if record {
            out.chain = out.steps.len() + usize::from(found_end);
            if let Some(end) = &out.end {
                let mut facts: Vec<Fact> = out
                    .steps
                    .iter()
                    .flat_map(|s| &s.uses)
                    .filter(|u| u.origin == Origin::Earlier)
                    .map(|u| u.fact)
                    .collect();
                let end_facts = self.end_facts(&trial, end);
                facts.extend(
                    end_facts
                        .into_iter()
                        .filter(|&f| ledger.origin(f) == Origin::Earlier),
                );
                facts.sort_unstable();
                facts.dedup();
                out.uses = facts;
            }
        }
        out
    }

    /// The facts of the grid `g` that a contradiction rests on.
    fn end_facts(&self, g: &Grid, end: &Contradiction) -> Vec<Fact> {
        let n = self.n;
        match end {
            Contradiction::NoPosition { item } => {
                (0..n).map(|p| Fact::NotIn(*item, Pos(p))).collect()
            }
            Contradiction::NoValue {
                attribute,
                position,
            } => (0..n)
                .map(|v| Item::new(*attribute, v, n))
                .map(|j| {
                    let d = g.dom[j.0];
                    if single(d) && d != position.bit() {
                        Fact::In(j, Pos(d.trailing_zeros() as usize))
                    } else {
                        Fact::NotIn(j, *position)
                    }
                })
                .collect(),
            Contradiction::NoPartner { item, attribute } => (0..n)
                .map(|v| Fact::not_same(*item, Item::new(*attribute, v, n)))
                .collect(),
            Contradiction::Clues { clues } => {
                let d = Deduction::Clues {
                    clues: clues.clone(),
                };
                let offered = self.offered(&d, g);
                let impossible = |keep: &[usize]| {
                    let facts: Vec<Fact> = keep.iter().map(|&k| offered[k]).collect();
                    match self.read_clues(&grid_of(self.n, self.m, &facts), clues) {
                        Reading::Impossible => true,
                        Reading::Narrows(a) => a.dom.contains(&0) || a.link.contains(&0),
                        Reading::Nothing => false,
                    }
                };
                let all: Vec<usize> = (0..offered.len()).collect();
                if !impossible(&all) {
                    return offered;
                }
                deletion_filter(all, offered.len().div_ceil(2), impossible)
                    .into_iter()
                    .map(|k| offered[k])
                    .collect()
            }
        }
    }
}

/// The open value whose placement (from the solution) lets simple steps settle the most of
/// the grid, ties to the first in grid order; `None` when every value is placed. A search
/// step is the one kind a reader cannot follow step by step, so it should buy as much as it
/// can: taking the first open value instead needed 1-4 of them per hard puzzle.
pub(super) fn search_placement(puzzle: &Puzzle, st: &Grid, sol: &[usize]) -> Option<Item> {
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
        .map(Item)
}

/// The clues a search step quotes: a smallest set (by deletion, as for a puzzle without a
/// solution) that with the grid `st` leaves `item` no position but `position`.
///
/// Most clues are not needed, so runs of them are dropped at once first (halving the run
/// whenever one will not go); the last pass, one clue at a time, makes every clue kept
/// necessary. Single deletions alone cost a second per search step on a 12x12.
pub(super) fn search_clues(puzzle: &Puzzle, st: &Grid, item: Item, position: Pos) -> Vec<usize> {
    let mut elsewhere = st.clone();
    elsewhere.dom[item.0] &= !position.bit();
    let contradict = |clues: &[usize]| {
        !Propagator::new(puzzle, clues.iter().copied()).satisfiable_within(&elsewhere)
    };
    let all: Vec<usize> = (0..puzzle.clues.len()).collect();
    let run = all.len().div_ceil(2);
    super::super::solve::deletion_filter(all, run, contradict)
}

/// The facts of the grid `st` a search step rests on: a smallest set (by deletion, as for
/// the clues) that with `clues` leaves `item` no position but `position`.
pub(super) fn search_facts(
    ex: &Explainer,
    st: &Grid,
    (item, position): (Item, Pos),
    clues: &[usize],
) -> Vec<Fact> {
    let d = Deduction::Search {
        item,
        position,
        clues: clues.to_vec(),
    };
    let offered = ex.offered(&d, st);
    let model = Propagator::new(ex.puzzle, clues.iter().copied());
    let contradict = |keep: &[usize]| {
        let facts: Vec<Fact> = keep.iter().map(|&k| offered[k]).collect();
        let mut g = grid_of(ex.n, ex.m, &facts);
        g.dom[item.0] &= !position.bit();
        !model.satisfiable_within(&g)
    };
    let all: Vec<usize> = (0..offered.len()).collect();
    if !contradict(&all) {
        return offered;
    }
    deletion_filter(all, offered.len().div_ceil(2), contradict)
        .into_iter()
        .map(|k| offered[k])
        .collect()
}
