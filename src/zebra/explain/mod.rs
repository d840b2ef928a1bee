//! Explanations: the solution as a sequence of steps a person can follow.
//!
//! The grid a person keeps is the same data the solver keeps ([`Grid`]): the possible
//! positions of every value, and for every two values of different attributes whether they
//! may still be "the same" (share a position). Each step is data — a [`Deduction`] saying
//! *why* plus the cells it changes — and [`render`](super::render) turns it into a sentence.
//!
//! At each point the simplest available step is taken, in this order:
//! 1. one clue, read against the grid (everything its values can still do, projected);
//! 2. grid bookkeeping: the only value left for a position, a placed value leaving its
//!    position to nobody else, two values that can never meet, a value with a single partner
//!    left in another attribute, a value that must stand where one of its partners can;
//! 3. two clues that share a value, read together;
//! 4. a hypothesis: a placement that the steps above lead to a contradiction;
//! 5. where even that fails (hard random grids from 8x8 up, never generated ones), a
//!    placement backed by search, quoting a smallest set of clues that force it.
//!
//! A step that fixes a value also clears its position for the other values of its attribute,
//! since a person does that without thinking.
//!
//! The explainer is an engine and its rules. The engine (`engine`) owns the grid, the
//! change cache (`fresh`), the journal and spare grids (`kit`) and the order of
//! preference; each simple rule (1. and 2. and 3. above) is a file of `rules/` behind one
//! interface, `rules::Rule`: it reads the grid through the kit the engine lends it and
//! offers a step, and can make its deduction again on a grid with fewer facts (how the
//! engine finds the fewest facts a step rests on). A hypothesis (4.) has that interface too
//! but runs the listed rules in its trials, so the engine tries it after them; a
//! search-backed placement (5.) comes from the solution, not the grid, and is the engine's.
//!
//! Files: [`step`] (the data), `engine` (the main loop), `kit` (what the engine lends a
//! rule, and what a rule hands back), `rules/` (the simple rules and their list),
//! `reading/` (clue readings: each clue's tables, readings worked out from words, the pair
//! readings known to say nothing, what a reading narrows), `split` (a step found, written
//! out one conclusion a step), `facts` (the facts a step rests on), `fresh` (the change
//! cache), `journal` (the old words of a grid narrowed in place), `rules/hypothesis`
//! (hypotheses), `searched` (search-backed placements), `opening` (a search step cut to
//! its fewest facts when opened, in slices). `split` is lent to rules by the kit
//! because the hypothesis rule writes out the steps of its trials as the engine does, with
//! the kit's spare grids and its budget for citing the fewest facts.
//!
//! Adding a rule: a file `rules/NAME.rs` with a unit struct implementing `rules::Rule`
//! (`offer`: the first step of its kind as a `kit::Found`, taken on `kit.copy_of` the grid
//! and checked by `kit.checked`; `owns` and `redo`: its deduction made again; `reads`: the
//! facts of the grid it reads), and its line in the list in `rules/mod.rs`, where its place
//! is its preference. A rule that looks at the whole grid each time needs nothing else; one
//! that skips what cannot have changed keeps per-instance records in `fresh::Fresh`, as
//! `taken` does. A new kind of deduction is data the page and the command line show, so it
//! also needs its `Deduction` variant (`step`) and its sentence (`render`): the compiler
//! points at each of those matches.

mod engine;
mod facts;
mod fresh;
mod journal;
mod kit;
mod opening;
mod reading;
mod rules;
mod searched;
mod split;
mod step;

pub use engine::{ExplainOptions, BATCH_STEPS, MAX_STEPS};
pub use opening::Opening;
pub use step::{apply, open_grid, Contradiction, Deduction, Fact, Origin, Step, Used};

use super::grid::{Grid, Pos};
use super::model::Puzzle;
use super::propagate::Propagator;
use engine::Engine;
use facts::Ledger;
use searched::{
    search_clues, search_clues_quickly, search_facts_offered, search_facts_quickly,
    search_placement,
};

/// An explanation: its steps, and whether each cites the fewest facts it needs.
#[derive(Clone, Debug)]
pub struct Explanation {
    pub steps: Vec<Step>,
    /// False when some steps cite more earlier facts than they need: reducing them to the
    /// fewest ran out of the work allowed ([`ExplainOptions::minimise_work`]), or a search
    /// step's facts are not cut down yet (it says `fewest: false`; see [`fewest_facts`]).
    /// Each step still follows from the facts it cites.
    pub smallest: bool,
    /// False when reducing cited facts to the fewest ran out of the work allowed: `smallest`
    /// but for the search steps, which say for themselves (`fewest`).
    pub within_work: bool,
    /// The work spent reducing cited facts to the fewest, in the units of
    /// [`ExplainOptions::minimise_work`].
    pub minimise_spent: u64,
    /// True when the explanation reached [`ExplainOptions::max_steps`] before the grid was
    /// full and stopped there: its steps are valid but do not reach the solution.
    pub stopped: bool,
}

/// The steps that solve a puzzle with a unique solution (empty if it has none or several).
pub fn explain(puzzle: &Puzzle) -> Vec<Step> {
    explain_reporting(puzzle, &mut |_| {})
}

/// Like [`explain`], and hands `progress` the steps found so far, a batch after each
/// hypothesis or search-backed placement (the slow steps: a 12x12 grid can need a hundred
/// hypotheses and seconds in all) and after every [`BATCH_STEPS`] or so steps between them
/// (a generated 16x16 needs no hypothesis but has thousands of steps), so a reader can
/// start on the first steps while the rest are worked out. The batches together are a
/// prefix of the result, and each ends on a settled grid, so the chapters of the steps
/// handed over, but the last, are the first chapters of the whole.
pub fn explain_reporting(puzzle: &Puzzle, progress: &mut dyn FnMut(&[Step])) -> Vec<Step> {
    explanation(puzzle, ExplainOptions::default(), progress).steps
}

/// [`explain_reporting`] with options, saying whether every step cites the fewest facts.
pub fn explanation(
    puzzle: &Puzzle,
    opts: ExplainOptions,
    progress: &mut dyn FnMut(&[Step]),
) -> Explanation {
    let model = Propagator::new(puzzle, 0..puzzle.clues.len());
    let s = model.search(2);
    match s.count {
        1 => explanation_of(puzzle, &s.solutions[0], opts, progress),
        _ => Explanation {
            steps: vec![],
            smallest: true,
            within_work: true,
            minimise_spent: 0,
            stopped: false,
        },
    }
}

/// [`explanation`] of a puzzle whose unique solution is known already (`solution`), as
/// [`analyse`](super::solve::analyse) gives it: on a hard 16x16 the search that would find
/// it again takes half a second.
pub fn explanation_of(
    puzzle: &Puzzle,
    solution: &[usize],
    opts: ExplainOptions,
    progress: &mut dyn FnMut(&[Step]),
) -> Explanation {
    let (steps, ex, stopped) = explained(puzzle, solution, opts, progress);
    Explanation {
        smallest: ex.kit.smallest() && all_fewest(&steps),
        within_work: ex.kit.smallest(),
        steps,
        minimise_spent: ex.kit.minimise_spent(),
        stopped,
    }
}

/// The steps of a puzzle with the unique `solution`, the engine that found them, and
/// whether they stopped at `opts.max_steps` short of the solution.
fn explained<'a>(
    puzzle: &'a Puzzle,
    solution: &[usize],
    opts: ExplainOptions,
    progress: &mut dyn FnMut(&[Step]),
) -> (Vec<Step>, Engine<'a>, bool) {
    let mut ex = Engine::new(puzzle, opts);
    ex.kit.solution = Some(solution.to_vec());
    // How many steps have been handed over: the batches must stay a prefix of the result.
    let mut sent = 0;
    let mut forward = |batch: &[Step], sent: &mut usize| {
        *sent += batch.len();
        progress(batch);
    };
    let mut ledger = Ledger::default();
    let (steps, solved) = ex.run_reporting(open_grid(puzzle), &mut ledger, &mut |b| {
        forward(b, &mut sent)
    });
    if solved {
        return (steps, ex, false);
    }
    // The engine stops at the cap too: that is no failure of the rules, and a search step
    // after it would only add to what the cap bounds.
    if steps.len() >= opts.max_steps {
        return (steps, ex, true);
    }
    // Only reachable if even hypotheses fail: finish with search-backed placements so the
    // replay still reaches the solution.
    let mut steps = steps;
    let mut st = open_grid(puzzle);
    for step in &steps {
        apply(puzzle, &mut st, step);
    }
    let sol = solution;
    while let Some(item) = search_placement(puzzle, &st, sol) {
        let placement = (item, Pos(sol[item.0]));
        // The clues one refutation used, and every fact of the grid: cutting them down to the
        // fewest costs a search per clue or fact tried, most of the time a hard 16x16 took.
        let clues = search_clues_quickly(puzzle, &st, item, placement.1);
        // Every fact of the grid: cutting them down to the fewest costs a search per fact
        // tried (most of the time a hard 16x16 took), and even the facts of one refutation
        // cost seconds there and are most of the grid's, so that waits until a person opens
        // the step ([`fewest_facts`]), and the step says so.
        let uses = search_facts_offered(&ex.kit, &st, placement, &clues);
        let (placed, after) = ex.searched(placement, clues, (&uses, false), &st, &mut ledger);
        steps.extend(placed);
        st = after;
        // A search-backed placement ends a batch too: what follows it can take as long.
        let batch = sent;
        forward(&steps[batch..], &mut sent);
        if steps.len() >= opts.max_steps {
            return (steps, ex, !st.is_solved());
        }
        // Each run counts its own steps: it may take what is left of the cap.
        ex.opts.max_steps = opts.max_steps - steps.len();
        let (more, done) =
            ex.run_reporting(st.clone(), &mut ledger, &mut |b| forward(b, &mut sent));
        for step in more {
            apply(puzzle, &mut st, &step);
            steps.push(step);
        }
        if done {
            break;
        }
        if steps.len() >= opts.max_steps {
            return (steps, ex, true);
        }
    }
    (steps, ex, false)
}

/// The step [`explain`] would take next from the grid `st` (a symmetric grid, such as a
/// person's marks give): the simplest kind available, or `None` when every value is placed
/// or no step of the kinds `opts` allows applies.
pub fn next_step(puzzle: &Puzzle, st: &Grid, opts: ExplainOptions) -> Option<Step> {
    let mut ex = Engine::new(
        puzzle,
        ExplainOptions {
            max_steps: 1,
            ..opts
        },
    );
    // The first step is the one to take: steps split off it (eliminations) come after.
    ex.run(st.clone()).0.into_iter().next()
}

/// The step [`explain`] would take next from the grid `st` (as [`next_step`]), given the
/// puzzle's unique `solution`, which spares trying placements it makes (no chain refutes
/// them); where even a hypothesis finds nothing, the search-backed placement
/// ([`search_step`]). `None` when every value is placed.
pub fn hint_step(puzzle: &Puzzle, st: &Grid, solution: &[usize]) -> Option<Step> {
    let mut ex = Engine::new(
        puzzle,
        ExplainOptions {
            max_steps: 1,
            ..ExplainOptions::default()
        },
    );
    ex.kit.solution = Some(solution.to_vec());
    ex.run(st.clone())
        .0
        .into_iter()
        .next()
        .or_else(|| search_step(puzzle, st, solution))
}

/// Where even a hypothesis finds nothing: the search-backed placement [`explain`] would
/// make from `st`, given the puzzle's unique `solution`; `None` when every value is placed.
/// It quotes the same clues, but cites the grid facts one refutation used rather than a
/// smallest set of them: a person waiting for a hint would wait seconds for that set.
pub fn search_step(puzzle: &Puzzle, st: &Grid, solution: &[usize]) -> Option<Step> {
    let item = search_placement(puzzle, st, solution)?;
    let ex = Engine::new(puzzle, ExplainOptions::default());
    let placement = (item, Pos(solution[item.0]));
    let clues = search_clues(puzzle, st, item, placement.1);
    let uses = search_facts_quickly(&ex.kit, st, placement, &clues);
    // The placement comes first; what it eliminates follows as steps of their own.
    let (steps, _) = ex.searched(placement, clues, (&uses, false), st, &mut Ledger::default());
    steps.into_iter().next()
}

/// Step `k` of `steps` (an explanation of `puzzle`, as [`explain`] gives) quoting a
/// smallest set of clues and citing the fewest facts it needs, for a search step that does
/// not yet (`fewest: false`): the explanation quotes the clues one refutation used and
/// cites every fact of the grid, and cuts them down only here, when a person opens the
/// step, since each clue or fact tried costs a search. The step says `fewest: true` when every
/// deletion was decided, else it still cites a set that forces its placement. `None` when
/// `k` is no such step.
pub fn fewest_facts(puzzle: &Puzzle, steps: &[Step], k: usize) -> Option<Step> {
    let opening = Opening::start(puzzle, steps, k)?.ok()?;
    Some(opening.finish(puzzle))
}

/// Whether every search step of `steps` cites the fewest facts it needs.
pub fn all_fewest(steps: &[Step]) -> bool {
    steps
        .iter()
        .all(|s| !matches!(s.deduction, Deduction::Search { fewest: false, .. }))
}

/// Explains without hypotheses; `Some(steps)` if that reaches a full grid.
pub fn explain_simply(puzzle: &Puzzle) -> Option<Vec<Step>> {
    let mut ex = Engine::new(puzzle, ExplainOptions::simple());
    let (steps, solved) = ex.run(open_grid(puzzle));
    solved.then_some(steps)
}

/// Whether [`explain_simply`] reaches a full grid, for a puzzle with exactly one solution
/// (what the generator asks of each candidate puzzle): the same deductions, not written out
/// as steps, so without the work of finding the facts each step cites (most of the time
/// the steps take).
pub fn explains_simply(puzzle: &Puzzle) -> bool {
    Engine::new(puzzle, ExplainOptions::simple()).solves_simply(open_grid(puzzle))
}

#[cfg(test)]
mod tests {
    use super::super::grid::single;
    use super::*;

    /// `touched` asserts, in tests, that a step changed no link row outside the rows it
    /// named and their mirrors. These stored puzzles need every kind of step, including
    /// hypotheses with chains.
    #[test]
    fn steps_name_every_link_row_they_change() {
        let mut kinds = std::collections::BTreeSet::new();
        for text in [
            include_str!("../../../benches/data/zebra-6x6-3.txt"),
            include_str!("../../../benches/data/zebra-8x8-2.txt"),
        ] {
            let p = Puzzle::parse(text).expect("stored puzzles parse");
            kinds.extend(explain(&p).iter().map(|s| s.deduction.kind()));
        }
        for kind in [
            "clue",
            "clues",
            "only_value",
            "apart",
            "partner",
            "reach",
            "hypothesis",
        ] {
            assert!(kinds.contains(kind), "no {kind} step: {kinds:?}");
        }
    }

    /// A search step places, of all the values still open, the one after which the solver's
    /// propagation leaves the fewest cells open (ties to the first in grid order). On 8x8 #9
    /// the first open value would be a worse choice at least once, so this checks the choice
    /// matters.
    #[test]
    fn a_search_step_places_the_value_that_settles_most() {
        let p = Puzzle::parse(include_str!("../../../benches/data/zebra-8x8-9.txt"))
            .expect("stored puzzles parse");
        let model = Propagator::new(&p, 0..p.clues.len());
        let all: Vec<usize> = (0..p.items()).collect();
        let open_after = |st: &Grid, i: usize, q: usize| -> u32 {
            let mut grid = model.root().expect("a puzzle with a solution");
            for (r, s) in grid.dom.iter_mut().zip(&st.dom) {
                *r &= s;
            }
            for (r, s) in grid.link.iter_mut().zip(&st.link) {
                *r &= s;
            }
            grid.dom[i] &= 1 << q;
            assert!(
                model.propagate(&mut grid, &all),
                "the solution's placement holds"
            );
            grid.dom.iter().map(|d| d.count_ones()).sum()
        };
        let sol = &solution_of(&p);
        let mut st = open_grid(&p);
        let (mut searches, mut first_worse) = (0, false);
        for step in explain(&p) {
            if let Deduction::Search { item, position, .. } = step.deduction {
                searches += 1;
                assert_eq!(
                    position.0, sol[item.0],
                    "a search step places the solution's value"
                );
                let chosen = open_after(&st, item.0, position.0);
                let open: Vec<usize> = (0..st.dom.len()).filter(|&i| !single(st.dom[i])).collect();
                for &i in &open {
                    let other = open_after(&st, i, sol[i]);
                    assert!(
                        other > chosen || (other == chosen && i >= item.0),
                        "{i} beats {item:?}"
                    );
                }
                first_worse |= open_after(&st, open[0], sol[open[0]]) > chosen;
            }
            apply(&p, &mut st, &step);
        }
        assert!(searches > 0, "8x8 #9 needs a search step");
        assert!(
            first_worse,
            "the first open value would have done as well every time"
        );
    }

    fn solution_of(p: &Puzzle) -> Vec<usize> {
        Propagator::new(p, 0..p.clues.len())
            .search(1)
            .solutions
            .remove(0)
    }
}
