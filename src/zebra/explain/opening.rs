//! A search step opened: cut to a smallest set of the clues it quoted and the fewest facts it
//! needs ([`fewest_facts`](super::fewest_facts)), as work that can stop between two solver
//! calls and go on later from where it stopped.
//!
//! On a hard 16x16 grid the cut takes seconds (a solver call per clue or fact tried). The page
//! runs it in slices on the one worker that also answers "why?" and checks, so a question
//! asked meanwhile is answered between two slices instead of after the whole cut. The state
//! between slices is everything the one-shot cut keeps on its stack — the solver with what
//! it has learnt, the deletion pass's place, the solutions found so far — so the answer is
//! the same however the work is sliced.

use super::super::cnf::Cnf;
use super::super::grid::{Grid, Item, Pos};
use super::super::model::Puzzle;
use super::super::propagate::Propagator;
use super::super::unsat_core::{CoreSearch, Switchboard};
use super::engine::{Engine, ExplainOptions};
use super::facts::{grid_of, Ledger};
use super::searched::{search_offer, TRIAL_CONFLICTS, UNDECIDED};
use super::step::{apply, open_grid, Deduction, Fact, Step};

/// What a solver call, or building a formula, counts for in a slice's budget besides the
/// work of its search ([`Opening::run`]): one of the fact deletions, most of which
/// propagation alone decides, takes about as long as this many conflicts.
pub const CALL_WORK: u64 = 20;

/// What a unit of work of the closing search ([`FactsCut::closing`]) counts for: under a
/// switch per fact (thousands at 12x12) one takes about this many times as long as one under
/// the clue switches (12x12 #0, step 1439: 2,480 units in 150-230 ms, against 50-85 ms).
const CLOSING_WORK: u64 = 3;

/// A search step being cut to the fewest clues and facts it needs (see the module doc).
pub struct Opening {
    /// The step as the explanation left it.
    step: Step,
    item: Item,
    position: Pos,
    /// The grid before the step, and which earlier step found each of its facts.
    st: Grid,
    ledger: Ledger,
    /// How many conflicts the solver may spend deciding one deletion of a fact.
    conflicts: u64,
    /// How many conflicts the SAT searches have met so far, and their work (`Sat::work`).
    met: u64,
    work: u64,
    phase: Phase,
}

enum Phase {
    /// A smallest set among the clues quoted (`Switchboard::minimal_of`, a deletion a call):
    /// the formula once built, and the clues kept with the place of the next one tried once
    /// the first refutation has answered.
    Clues {
        quoted: Vec<usize>,
        board: Option<Box<Switchboard>>,
        keep: Option<(Vec<usize>, usize)>,
    },
    /// The fewest facts, for the clues found , once their model is made.
    Facts {
        clues: Vec<usize>,
        cut: Option<Box<FactsCut>>,
    },
    Done(Step),
}

/// The deletion pass over the facts a search step may rest on, between two trials: a
/// smallest set that with the clues leaves the step's value no other position, each deletion
/// decided within a bound on conflicts (one it could not decide keeps its fact, and the set
/// is then not known to be the fewest; after `UNDECIDED` such, no more are tried).
///
/// Not by deletion through a [`Switchboard`] as the clues are: with a switch per fact
/// (thousands at 12x12) the solver, which only propagates units, refutes far more slowly than
/// the propagator's Hall sets on a grid with the facts marked. The solutions found for sets
/// that do not force the placement are kept instead: a later set they agree with needs no
/// search.
struct FactsCut {
    offered: Vec<Fact>,
    model: Propagator,
    /// The trials whose solver calls ran out of conflicts.
    undecided: usize,
    /// Every solution found: one that agrees with a later set of facts shows it satisfiable
    /// without a search (most sets tried are subsets of earlier ones).
    found: Vec<Vec<usize>>,
    /// The work left for the pass (as `Kit::fewest` charges it), and whether it ran out.
    left: u64,
    unminimised: bool,
    /// Where the pass is: `None` until the facts together are known to force the step.
    pass: Option<Pass>,
    /// The search that checks they do, where propagation does not settle it.
    check: Option<Box<Cnf>>,
    /// The search of the pass's trial under way, paused.
    searching: Option<Box<Cnf>>,
    /// Once the pass is over past `UNDECIDED` undecided trials: the facts it kept, and the
    /// search for those one refutation used (the step cites the fewer).
    closing: Option<Closing>,
    /// How many conflicts its searches have met, and their work (`Sat::work`).
    met: u64,
    work: u64,
}

/// See [`FactsCut::closing`]: the formula with a switch per fact, once built.
struct Closing {
    kept: Vec<Fact>,
    board: Option<Box<Switchboard>>,
    search: CoreSearch,
}

/// The place of a deletion pass (`solve::deletion_filter`): the members kept, the next run of
/// them tried without, and its length.
struct Pass {
    keep: Vec<usize>,
    at: usize,
    run: usize,
}

impl Pass {
    /// The next run tried without, `(from, to)`, or `None` when the pass is over.
    fn next(&mut self) -> Option<(usize, usize)> {
        while self.at >= self.keep.len() {
            if self.run == 1 {
                return None;
            }
            self.run = self.run.div_ceil(2);
            self.at = 0;
        }
        Some((self.at, (self.at + self.run).min(self.keep.len())))
    }
}

impl Opening {
    /// Step `k` of `steps` (an explanation of `puzzle`) to be opened: `Err` with the step
    /// itself when there is nothing to cut (not a search step, or one cut already), `None`
    /// when there is no step `k`.
    pub fn start(puzzle: &Puzzle, steps: &[Step], k: usize) -> Option<Result<Opening, Step>> {
        let step = steps.get(k)?;
        let Deduction::Search {
            item,
            position,
            clues,
            fewest: false,
        } = &step.deduction
        else {
            return Some(Err(step.clone()));
        };
        let mut st = open_grid(puzzle);
        let mut ledger = Ledger::default();
        for s in &steps[..k] {
            apply(puzzle, &mut st, s);
            ledger.record(s);
        }
        Some(Ok(Opening {
            phase: Phase::Clues {
                quoted: clues.clone(),
                board: None,
                keep: None,
            },
            step: step.clone(),
            item: *item,
            position: *position,
            st,
            ledger,
            conflicts: TRIAL_CONFLICTS,
            met: 0,
            work: 0,
        }))
    }

    /// The same with each deletion of a fact decided within `conflicts` (tests).
    #[cfg(test)]
    pub(super) fn with_conflicts(mut self, conflicts: u64) -> Opening {
        self.conflicts = conflicts;
        self
    }

    /// Goes on for at most `budget` units of work (at least one piece): a conflict of the SAT
    /// search is one, and so are `PROPAGATIONS_PER_WORK` of its propagations (`Sat::work`:
    /// conflicts alone do not bound time), a solver call or a formula built [`CALL_WORK`]
    /// more. A search — a refutation, or a deletion of a fact, which gives up after its own
    /// bound on conflicts — pauses when the slice's budget runs out and goes on in the next
    /// slice. The step cut, once done.
    pub fn run(&mut self, puzzle: &Puzzle, budget: u64) -> Option<&Step> {
        let budget = budget.max(1);
        let mut spent: u64 = 0;
        while spent < budget && !matches!(self.phase, Phase::Done(_)) {
            spent = spent.saturating_add(self.work(puzzle, budget - spent));
        }
        match &self.phase {
            Phase::Done(step) => Some(step),
            _ => None,
        }
    }

    /// Runs to the end: the step cut.
    pub fn finish(mut self, puzzle: &Puzzle) -> Step {
        loop {
            if let Some(step) = self.run(puzzle, u64::MAX) {
                return step.clone();
            }
        }
    }

    /// How many conflicts its SAT searches have met so far.
    pub fn conflicts_met(&self) -> u64 {
        self.met
    }

    /// How much work its SAT searches have done so far (`Sat::work`, without [`CALL_WORK`]).
    pub fn work_done(&self) -> u64 {
        self.work
    }

    /// One piece of work, given `left` units of the slice: what it cost.
    fn work(&mut self, puzzle: &Puzzle, left: u64) -> u64 {
        let placement = (self.item, self.position);
        match &mut self.phase {
            Phase::Clues {
                quoted,
                board,
                keep,
            } => {
                let Some(board) = board else {
                    let mut elsewhere = self.st.clone();
                    elsewhere.dom[self.item.0] &= !self.position.bit();
                    *board = Some(Box::new(Switchboard::clues(puzzle, &elsewhere)));
                    return CALL_WORK;
                };
                let before = (board.conflicts(), board.work());
                let bound = left.saturating_sub(CALL_WORK).max(1);
                let answer = match keep {
                    None => board
                        .refuted_for(quoted, bound)
                        .map(|refuted| match refuted {
                            Some(used) => {
                                *keep = Some((used, 0));
                                None
                            }
                            None => Some(std::mem::take(quoted)),
                        }),
                    Some((kept, at)) => board.shrink_for(kept, at, bound).map(|more| match more {
                        true => None,
                        false => Some(std::mem::take(kept)),
                    }),
                };
                self.met += board.conflicts() - before.0;
                let work = board.work() - before.1;
                self.work += work;
                if let Some(Some(clues)) = answer {
                    self.phase = Phase::Facts { clues, cut: None };
                }
                work + CALL_WORK
            }
            Phase::Facts { clues, cut } => {
                let Some(cut) = cut else {
                    let ex = Engine::new(puzzle, ExplainOptions::default());
                    let (offered, model) = search_offer(&ex.kit, &self.st, placement, clues);
                    *cut = Some(Box::new(FactsCut {
                        offered,
                        model,
                        undecided: 0,
                        found: vec![],
                        left: ExplainOptions::default().minimise_work,
                        unminimised: false,
                        pass: None,
                        check: None,
                        searching: None,
                        closing: None,
                        met: 0,
                        work: 0,
                    }));
                    return CALL_WORK;
                };
                let before = (cut.met, cut.work, cut.closing.is_some());
                let weight = if before.2 { CLOSING_WORK } else { 1 };
                let pause = (left.saturating_sub(CALL_WORK) / weight).max(1);
                let done = cut.work(placement, self.conflicts, pause);
                self.met += cut.met - before.0;
                let work = (cut.work - before.1) * weight;
                self.work += work;
                match done {
                    Ok(calls) => calls * CALL_WORK + work,
                    Err((uses, fewest)) => {
                        let mut out = self.step.clone();
                        out.uses = self.ledger.cite(&uses);
                        out.deduction = Deduction::Search {
                            item: self.item,
                            position: self.position,
                            clues: std::mem::take(clues),
                            fewest,
                        };
                        self.phase = Phase::Done(out);
                        CALL_WORK + work
                    }
                }
            }
            Phase::Done(_) => 0,
        }
    }
}

impl FactsCut {
    /// A piece of a trial of the pass (each decided within `conflicts`) or of the closing
    /// search, paused after `pause` units of work: `Ok` with the solver calls begun, or `Err`
    /// with the facts and whether they are the fewest once the cut is over.
    fn work(
        &mut self,
        (item, position): (Item, Pos),
        conflicts: u64,
        pause: u64,
    ) -> Result<u64, (Vec<Fact>, bool)> {
        if self.closing.is_some() {
            return self.close((item, position), pause);
        }
        let Some(pass) = &mut self.pass else {
            return self.check((item, position), pause);
        };
        let Some((from, to)) = pass.next() else {
            let kept: Vec<Fact> = pass.keep.iter().map(|&k| self.offered[k]).collect();
            if self.undecided >= UNDECIDED {
                let search = CoreSearch::default();
                self.closing = Some(Closing {
                    kept,
                    board: None,
                    search,
                });
                return Ok(0);
            }
            return Err((kept, self.undecided == 0 && !self.unminimised));
        };
        let trial: Vec<usize> = [&pass.keep[..from], &pass.keep[to..]].concat();
        let (contradicts, calls) = self.trial(&trial, (item, position), conflicts, pause);
        let Some(contradicts) = contradicts else {
            return Ok(calls);
        };
        let pass = self.pass.as_mut().expect("set above");
        match contradicts {
            true => pass.keep = trial,
            false => pass.at = to,
        }
        Ok(calls)
    }

    /// A piece of the check that all the facts offered force the placement (paused after
    /// `pause` conflicts); the pass starts once it is known.
    fn check(
        &mut self,
        (item, position): (Item, Pos),
        pause: u64,
    ) -> Result<u64, (Vec<Fact>, bool)> {
        let solution = match &mut self.check {
            None => {
                let mut g = grid_of(self.model.n, self.model.m, &self.offered);
                g.dom[item.0] &= !position.bit();
                match self.model.solution_search(&g) {
                    Ok(settled) => settled,
                    Err(cnf) => {
                        self.check = Some(cnf);
                        return Ok(1);
                    }
                }
            }
            Some(cnf) => {
                let before = (cnf.sat.stats.conflicts, cnf.sat.work());
                let found = cnf.sat.solve_assuming_for(&[], pause);
                self.met += cnf.sat.stats.conflicts - before.0;
                self.work += cnf.sat.work() - before.1;
                let Some(found) = found else {
                    return Ok(1);
                };
                let solution = found.then(|| cnf.solution());
                self.check = None;
                solution
            }
        };
        if solution.is_some() {
            // Not forced by these facts alone (a safeguard): cite them all.
            return Err((std::mem::take(&mut self.offered), true));
        }
        let len = self.offered.len();
        self.pass = Some(Pass {
            keep: (0..len).collect(),
            at: 0,
            run: len.div_ceil(2).max(1),
        });
        Ok(1)
    }

    /// Whether the facts `keep` (of those offered) still force the placement, with the
    /// solver calls it began: false without a call once the work left (charged as
    /// `Kit::fewest` charges a trial) or the undecided trials allowed have run out; `None`
    /// when its search paused after `pause` units of work (asked again with the same `keep`,
    /// it goes on).
    fn trial(
        &mut self,
        keep: &[usize],
        (item, position): (Item, Pos),
        conflicts: u64,
        pause: u64,
    ) -> (Option<bool>, u64) {
        let (mut cnf, calls) = match self.searching.take() {
            Some(cnf) => (cnf, 0),
            None => {
                if self.undecided >= UNDECIDED {
                    return (Some(false), 0);
                }
                let cost = keep.len() as u64 + 1;
                if self.left < cost {
                    self.unminimised = true;
                    return (Some(false), 0);
                }
                self.left -= cost;
                let offered = &self.offered;
                let agrees = |s: &Vec<usize>| keep.iter().all(|&k| offered[k].true_in(s));
                if self.found.iter().any(agrees) {
                    return (Some(false), 0);
                }
                let facts: Vec<Fact> = keep.iter().map(|&k| offered[k]).collect();
                let mut g = grid_of(self.model.n, self.model.m, &facts);
                g.dom[item.0] &= !position.bit();
                // `Propagator::solution_in`, its search in pieces.
                match self.model.solution_search(&g) {
                    Ok(settled) => return (Some(self.judge(Some(settled))), 1),
                    Err(cnf) => (cnf, 1),
                }
            }
        };
        let before = (cnf.sat.stats.conflicts, cnf.sat.work());
        let found = cnf.sat.solve_within_for(conflicts, pause);
        self.met += cnf.sat.stats.conflicts - before.0;
        self.work += cnf.sat.work() - before.1;
        let Some(found) = found else {
            self.searching = Some(cnf);
            return (None, calls);
        };
        let solution = found.map(|f| f.then(|| cnf.solution()));
        (Some(self.judge(solution)), calls)
    }

    /// What a trial's search found: whether the facts force the placement (no solution),
    /// keeping a solution found and counting a search that gave up (`None`).
    fn judge(&mut self, solution: Option<Option<Vec<usize>>>) -> bool {
        match solution {
            Some(Some(s)) => self.found.push(s),
            Some(None) => return true,
            None => self.undecided += 1,
        }
        false
    }

    /// A piece of the closing search (see [`FactsCut::closing`]), as
    /// [`quick_facts`](super::searched::quick_facts) finds those facts in one go.
    fn close(&mut self, placement: (Item, Pos), pause: u64) -> Result<u64, (Vec<Fact>, bool)> {
        let closing = self.closing.as_mut().expect("closing");
        let Some(board) = &mut closing.board else {
            let Some(board) = Switchboard::facts(&self.model, &self.offered, placement) else {
                // The clues contradict themselves: they need no fact.
                return Err(self.fewer(vec![]));
            };
            closing.board = Some(Box::new(board));
            return Ok(1);
        };
        let before = (board.conflicts(), board.work());
        let answer = board.core_for(&mut closing.search, pause);
        self.met += board.conflicts() - before.0;
        self.work += board.work() - before.1;
        let quick = match answer {
            None => return Ok(1),
            Some(Some(used)) => used.into_iter().map(|k| self.offered[k]).collect(),
            // Not forced by these facts alone (a safeguard): all of them.
            Some(None) => std::mem::take(&mut self.offered),
        };
        Err(self.fewer(quick))
    }

    /// The fewer of the facts the pass kept and `quick`; not known to be the fewest.
    fn fewer(&mut self, quick: Vec<Fact>) -> (Vec<Fact>, bool) {
        let kept = self.closing.take().map(|c| c.kept).unwrap_or_default();
        match quick.len() < kept.len() {
            true => (quick, false),
            false => (kept, false),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::{explain, fewest_facts};
    use super::*;

    type Sliced = (Step, usize, u64, usize);

    /// The step cut in slices of `budget` units of work, how many slices it took, the most
    /// conflicts one slice met, and how many slices did more work than their conflicts.
    fn sliced(p: &Puzzle, steps: &[Step], k: usize, budget: u64) -> Option<Sliced> {
        let mut opening = Opening::start(p, steps, k)?.ok()?;
        let (mut slices, mut most, mut propagated) = (0, 0, 0);
        loop {
            let before = (opening.conflicts_met(), opening.work_done());
            let done = opening.run(p, budget).cloned();
            slices += 1;
            let met = opening.conflicts_met() - before.0;
            most = most.max(met);
            propagated += usize::from(opening.work_done() - before.1 > met);
            if let Some(step) = done {
                return Some((step, slices, most, propagated));
            }
        }
    }

    /// However the work is sliced, the step comes out cut the same: the same clues, facts and
    /// verdict as cut in one go, on every search step of stored puzzles that need them. No
    /// slice meets more conflicts than its budget: a refutation of the clues, and a deletion
    /// of a fact (which gives up after `TRIAL_CONFLICTS`), pause mid-search, at a conflict or,
    /// their propagations counted in the budget too, before a decision.
    #[test]
    fn a_step_cut_in_slices_is_the_step_cut_in_one_go() {
        let mut opened = 0;
        for name in ["8x8-1", "8x8-8", "8x8-9", "10x10-0"] {
            let path = format!(
                "{}/benches/data/zebra-{name}.txt",
                env!("CARGO_MANIFEST_DIR")
            );
            let text = std::fs::read_to_string(path).expect("stored puzzles are there");
            let p = Puzzle::parse(&text).expect("stored puzzles parse");
            let steps = explain(&p);
            for k in 0..steps.len() {
                let Some((whole, one, _, _)) = sliced(&p, &steps, k, u64::MAX) else {
                    continue;
                };
                assert_eq!(one, 1, "an unbounded budget cuts it in one slice");
                assert_eq!(Some(&whole), fewest_facts(&p, &steps, k).as_ref());
                for budget in [1, 40, 2_500] {
                    let (cut, slices, most, propagated) =
                        sliced(&p, &steps, k, budget).expect("a search step");
                    assert_eq!(cut, whole, "{name} step {} in slices of {budget}", k + 1);
                    assert!(slices > 1, "a cut takes more than one slice");
                    assert!(propagated > 0, "propagations count in a slice's work");
                    assert!(most <= budget, "{name} step {}: {most} conflicts", k + 1);
                }
                opened += 1;
            }
        }
        assert!(opened >= 4, "{opened} search steps opened");
    }

    /// Where deciding a deletion runs out of conflicts, the fact stays and the step says its
    /// facts may not be the fewest; the facts still force the placement. Without the bound
    /// (and on the stored 8x8 #9 the default bound is not reached) they are the fewest.
    #[test]
    fn a_search_steps_facts_cut_short_say_so_and_still_force_it() {
        let p = Puzzle::parse(include_str!("../../../benches/data/zebra-8x8-9.txt"))
            .expect("stored puzzles parse");
        let steps = explain(&p);
        let cut = |k: usize, conflicts: u64| {
            let opening = Opening::start(&p, &steps, k)?.ok()?;
            Some(opening.with_conflicts(conflicts).finish(&p))
        };
        let mut searches = 0;
        for k in 0..steps.len() {
            let Some(opened) = cut(k, TRIAL_CONFLICTS) else {
                continue;
            };
            searches += 1;
            let fewest = |s: &Step| matches!(s.deduction, Deduction::Search { fewest: true, .. });
            assert!(
                fewest(&opened),
                "the default bound is not reached on 8x8 #9"
            );
            let full = cut(k, u64::MAX).expect("a search step");
            assert!(fewest(&full));
            let short = cut(k, 0).expect("a search step");
            assert!(
                !fewest(&short),
                "no conflict allowed: some deletion is undecided"
            );
            assert!(
                short.uses.len() > full.uses.len(),
                "{} facts, fewest {}",
                short.uses.len(),
                full.uses.len()
            );
            let Deduction::Search {
                item,
                position,
                clues,
                ..
            } = &short.deduction
            else {
                unreachable!("a search step")
            };
            let model = Propagator::new(&p, clues.iter().copied());
            let facts: Vec<Fact> = short.uses.iter().map(|u| u.fact).collect();
            let mut g = grid_of(p.n(), p.m(), &facts);
            g.dom[item.0] &= !position.bit();
            assert!(model.solution_within(&g).is_none(), "the facts force it");
            let text = super::super::super::render::render(&p, &short);
            assert!(text.contains("cut short"), "{text}");
        }
        assert!(searches > 0, "8x8 #9 needs a search step");
    }
}
