//! The engine: it owns the grid, the change cache, the kit the rules borrow (journal,
//! scratch, caches) and the order of preference. Its main loop takes the first step the
//! simple rules offer ([`rules::first`], in their list's order), or where none does a
//! hypothesis, again and again until the grid is full, and writes each step found out as
//! steps a person can check ([`split`](super::split)).

use super::super::grid::{Grid, Item, Pos};
use super::super::model::Puzzle;
use super::facts::Ledger;
use super::fresh::{Fresh, Values};
use super::kit::{Found, Kit};
use super::rules::hypothesis::{Hypothesis, Run};
use super::rules::{self, Rule};
use super::step::{Deduction, Fact, Step};

/// Options for the explainer.
#[derive(Clone, Copy, Debug)]
pub struct ExplainOptions {
    /// Allow hypothesis steps (the generator turns them off to test for simple puzzles).
    pub hypotheses: bool,
    /// Stop after this many steps (give or take the steps of the last deduction, which are
    /// written out whole): the explanation then says it stopped
    /// ([`Explanation::stopped`](super::Explanation::stopped)) and its steps, each valid,
    /// do not reach the solution. What bounds an explanation's memory (see docs/zebra.md).
    pub max_steps: usize,
    /// The work the explanation may spend making the facts its steps cite the fewest (see
    /// [`Kit::fewest`]).
    pub minimise_work: u64,
}

impl Default for ExplainOptions {
    fn default() -> Self {
        ExplainOptions {
            hypotheses: true,
            max_steps: MAX_STEPS,
            minimise_work: MINIMISE_WORK,
        }
    }
}

impl ExplainOptions {
    /// No hypotheses: the steps a person takes without trying anything out (what the
    /// generator asks of a puzzle it calls simple).
    pub fn simple() -> Self {
        ExplainOptions {
            hypotheses: false,
            ..ExplainOptions::default()
        }
    }
}

/// The steps an explanation may have by default: five times the most a stored puzzle has
/// (a hard 16x16's 15.8 k, a 64x64 grid whose clues state every value 12 k), so none meets
/// it. The steps kept are what grows with a long explanation (a hard 16x16's take about
/// 25 MB with their report, beside the trial grids' fixed 32 MB; see docs/zebra.md).
pub const MAX_STEPS: usize = 100_000;

/// The work an explanation may spend by default making the facts its steps cite the fewest,
/// in facts marked on a trial grid (each trial counts one more): the stored puzzles up to 16x16 and
/// their hypothesis chains spend at most a tenth of it, while a 64x64 grid whose clues state
/// every value would spend minutes on it.
const MINIMISE_WORK: u64 = 20_000_000;

/// A batch of progress ends after this many steps even without a hypothesis: a generated
/// grid needs none, and a 16x16 one has thousands of steps, so without it the first chapter
/// would arrive with the whole. Large enough that the batches of a big grid stay few (each
/// is a message to the page), small enough that the first chapter's steps, a few hundred
/// on the grids up to 16x16, arrive in the first batches.
pub const BATCH_STEPS: usize = 256;

pub(crate) struct Engine<'a> {
    /// What the rules borrow: the puzzle, the clue index and tables, scratch and caches.
    pub kit: Kit<'a>,
    pub opts: ExplainOptions,
}

impl<'a> Engine<'a> {
    pub(crate) fn new(puzzle: &'a Puzzle, opts: ExplainOptions) -> Self {
        Engine {
            kit: Kit::new(puzzle, opts.minimise_work),
            opts,
        }
    }

    /// Steps from `st` until the grid is full or nothing applies; (steps, solved).
    pub(crate) fn run(&mut self, st: Grid) -> (Vec<Step>, bool) {
        self.run_reporting(st, &mut Ledger::default(), &mut |_| {})
    }

    /// [`run`](Self::run), handing `progress` each batch of new steps that ends in a
    /// hypothesis or holds at least [`BATCH_STEPS`] steps; `ledger` knows which earlier
    /// step found each fact of `st`, and learns the new steps' facts. A batch ends only
    /// where a deduction's split steps end, on a settled grid (every value the grid shows
    /// placed has its step), so the chapters of the steps handed over so far begin the
    /// chapters of the whole.
    pub(super) fn run_reporting(
        &mut self,
        mut st: Grid,
        ledger: &mut Ledger,
        progress: &mut dyn FnMut(&[Step]),
    ) -> (Vec<Step>, bool) {
        let mut steps: Vec<Step> = vec![];
        let mut reported = 0;
        let mut fresh = self.kit.index.stale();
        loop {
            if st.is_solved() {
                return (steps, true);
            }
            if steps.len() >= self.opts.max_steps {
                return (steps, false);
            }
            let found = self.next(&st, &mut fresh);
            let (d, raw, linked, given) = match found {
                Found::Step(d, raw, linked) => (d, raw, linked, None),
                Found::Given(d, raw, uses) => (d, raw, Values::default(), Some(uses)),
                Found::Contradiction(_) | Found::Nothing | Found::Read(..) | Found::Link(_) => {
                    return (steps, false)
                }
            };
            let kit = &self.kit;
            // The split steps end on the settled grid, which is what replaying them gives
            // (the grids are kept symmetric), so it is the next grid as it is.
            let (new, after) = kit.split(&d, &st, &raw, given.as_deref(), ledger);
            #[cfg(any(test, debug_assertions))]
            {
                let mut settled = raw.clone();
                kit.settle(&st, &mut settled);
                assert!(settled == after, "the split steps settle the grid");
            }
            steps.extend(new);
            kit.index.touched(&mut fresh, &st, &after, &linked);
            kit.recycle(std::mem::replace(&mut st, after));
            if matches!(d, Deduction::Hypothesis { .. }) || steps.len() - reported >= BATCH_STEPS {
                progress(&steps[reported..]);
                reported = steps.len();
            }
        }
    }

    /// Whether the simple rules alone take `st` to a full grid, as [`run`](Self::run) with
    /// hypotheses off would: the same deductions in the same order, taken in place as a
    /// hypothesis trial takes them (`trials_in_place_are_trials_on_copies`) and not written
    /// out as steps, so none of their cited facts is looked for. A step's settled grid is
    /// the grid its written steps end on, so the yes or no is the same for a grid that the
    /// puzzle's one solution fits (the generator's question); `max_steps` caps the
    /// deductions, which are never more than the steps they are written as.
    pub(crate) fn solves_simply(&self, st: Grid) -> bool {
        let mut r = Run::plain(st, self.kit.index.stale());
        loop {
            if r.grid.is_solved() {
                return true;
            }
            if r.refuted || r.stuck || r.steps() >= self.opts.max_steps {
                return false;
            }
            self.kit.advance(&mut r);
        }
    }

    /// The first step the simple rules offer on `st`, taken on a copy of it; `fresh`
    /// describes `st` and learns which clues and rule instances have nothing to add to it.
    pub(super) fn simple(&self, st: &Grid, fresh: &mut Fresh) -> Found {
        self.kit.stepped(st, rules::first(&self.kit, st, fresh))
    }

    /// The next step, in the order of preference: the first the simple rules offer, else
    /// (when the options allow) a hypothesis.
    fn next(&self, st: &Grid, fresh: &mut Fresh) -> Found {
        match self.simple(st, fresh) {
            Found::Nothing if self.opts.hypotheses => Hypothesis.offer(&self.kit, st, fresh),
            f => f,
        }
    }

    /// A search step (a placement from outside the rules) written out as steps: the
    /// placement resting on `clues` and `uses` (`fewest`: no fact of them can go), then what
    /// follows by elimination.
    pub(crate) fn searched(
        &self,
        (item, position): (Item, Pos),
        clues: Vec<usize>,
        (uses, fewest): (&[Fact], bool),
        st: &Grid,
        ledger: &mut Ledger,
    ) -> (Vec<Step>, Grid) {
        let mut raw = st.clone();
        raw.dom[item.0] = position.bit();
        let d = Deduction::Search {
            item,
            position,
            clues,
            fewest,
        };
        self.kit.split(&d, st, &raw, Some(uses), ledger)
    }
}
