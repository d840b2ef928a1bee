//! The explainer's state and its main loop: the simplest step available, taken again and
//! again until the grid is full; and how a step found is settled and described.

use super::super::grid::{single, Grid};
use super::super::model::Puzzle;
use super::fresh::{ClueIndex, Fresh, Values};
use super::step::{Contradiction, Deduction, Step};

/// Options for the explainer.
#[derive(Clone, Copy, Debug)]
pub struct ExplainOptions {
    /// Allow hypothesis steps (the generator turns them off to test for simple puzzles).
    pub hypotheses: bool,
    /// Give up after this many steps.
    pub max_steps: usize,
}

impl Default for ExplainOptions {
    fn default() -> Self {
        ExplainOptions {
            hypotheses: true,
            max_steps: 100_000,
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

/// What a rule found: the step (with the values whose link rows it narrowed), or a
/// contradiction.
// Found is moved, not stored: boxing the step's grid would only add an allocation per step.
#[allow(clippy::large_enum_variant)]
pub(super) enum Found {
    Step(Deduction, Grid, Values),
    Contradiction(Contradiction),
    Nothing,
}

/// What reading one or two clues against the grid gives.
pub(super) enum Reading {
    /// The clues allow no placement of the values they name.
    Impossible,
    /// Nothing the grid does not show already.
    Nothing,
    /// The grid narrowed to what the clues allow.
    Narrows(Grid),
}

pub(crate) struct Explainer<'a> {
    pub puzzle: &'a Puzzle,
    pub n: usize,
    pub m: usize,
    pub opts: ExplainOptions,
    /// Which values each clue names, for reading clues and for the change cache.
    pub index: ClueIndex,
    /// Per placement (`item * n + position`), how long its refutation took at the last
    /// hypothesis step (past `limit` when it was not refuted), to try quick ones first.
    pub last_chain: Vec<usize>,
    /// Scratch for reading clues: each item's trial position (usize::MAX: none).
    pub pos: std::cell::RefCell<Vec<usize>>,
}

impl<'a> Explainer<'a> {
    pub(crate) fn new(puzzle: &'a Puzzle, opts: ExplainOptions) -> Self {
        let items = puzzle.n() * puzzle.m();
        Explainer {
            puzzle,
            n: puzzle.n(),
            m: puzzle.m(),
            opts,
            index: ClueIndex::new(puzzle),
            last_chain: vec![0; items * puzzle.n()],
            pos: Default::default(),
        }
    }

    /// Steps from `st` until the grid is full or nothing applies; (steps, solved).
    pub(crate) fn run(&mut self, st: Grid) -> (Vec<Step>, bool) {
        self.run_reporting(st, &mut |_| {})
    }

    /// [`run`](Self::run), handing `progress` each batch of new steps that ends in a
    /// hypothesis.
    pub(super) fn run_reporting(
        &mut self,
        mut st: Grid,
        progress: &mut dyn FnMut(&[Step]),
    ) -> (Vec<Step>, bool) {
        let mut steps: Vec<Step> = vec![];
        let mut reported = 0;
        let mut fresh = self.index.stale();
        while steps.len() < self.opts.max_steps {
            if st.is_solved() {
                return (steps, true);
            }
            let found = match self.simple(&st, &mut fresh) {
                Found::Nothing if self.opts.hypotheses => {
                    self.hypothesis(&st, &fresh).unwrap_or(Found::Nothing)
                }
                f => f,
            };
            match found {
                Found::Step(d, mut after, linked) => {
                    // The settled grid is what replaying the step gives (the grids are kept
                    // symmetric), so it is the next grid as it is.
                    self.settle(&st, &mut after);
                    let hypothesis = matches!(d, Deduction::Hypothesis { .. });
                    steps.push(self.describe(d, &st, &after));
                    self.index.touched(&mut fresh, &st, &after, &linked);
                    st = after;
                    if hypothesis {
                        progress(&steps[reported..]);
                        reported = steps.len();
                    }
                }
                Found::Contradiction(_) | Found::Nothing => return (steps, false),
            }
        }
        (steps, false)
    }

    /// The simplest non-hypothesis step available; `fresh` describes `st` and learns
    /// which clues and pairs have nothing to add to it.
    pub(super) fn simple(&self, st: &Grid, fresh: &mut Fresh) -> Found {
        for c in 0..self.puzzle.clues.len() {
            if fresh.clue[c] {
                continue;
            }
            match self.read_clues(st, &[c]) {
                Reading::Narrows(after) => {
                    let linked = self.clue_values(&[c]);
                    return Found::Step(Deduction::Clue { clue: c }, after, linked);
                }
                Reading::Nothing => fresh.clue[c] = true,
                Reading::Impossible => {
                    return Found::Contradiction(Contradiction::Clues { clues: vec![c] })
                }
            }
        }
        match self.bookkeeping(st, fresh) {
            Found::Nothing => {}
            f => return f,
        }
        for (q, &(a, b)) in self.index.pairs.iter().enumerate() {
            if fresh.pair[q] {
                continue;
            }
            match self.read_clues(st, &[a, b]) {
                Reading::Narrows(after) => {
                    let linked = self.clue_values(&[a, b]);
                    return Found::Step(Deduction::Clues { clues: vec![a, b] }, after, linked);
                }
                Reading::Nothing => fresh.pair[q] = true,
                Reading::Impossible => {
                    return Found::Contradiction(Contradiction::Clues { clues: vec![a, b] })
                }
            }
        }
        Found::Nothing
    }

    pub(super) fn checked(&self, d: Deduction, after: Grid, linked: &[usize]) -> Found {
        match after.dom.iter().position(|&d| d == 0) {
            Some(item) if d.clues().is_empty() => {
                Found::Contradiction(Contradiction::NoPosition { item })
            }
            Some(_) => Found::Contradiction(Contradiction::Clues { clues: d.clues() }),
            None => Found::Step(d, after, Values::of(linked)),
        }
    }

    /// A cell a step left empty: a value without a position or a partner.
    pub(super) fn emptied(&self, st: &Grid) -> Option<Contradiction> {
        if let Some(item) = st.dom.iter().position(|&d| d == 0) {
            return Some(Contradiction::NoPosition { item });
        }
        let r = st.link.iter().position(|&l| l == 0)?;
        Some(Contradiction::NoPartner {
            item: r / self.m,
            attribute: r % self.m,
        })
    }

    /// The values the clues `cs` (at most two) name.
    pub(super) fn clue_values(&self, cs: &[usize]) -> Values {
        debug_assert!(cs.len() <= 2);
        let mut v = Values::default();
        for &c in cs {
            v.add(&self.index.clue_items[c]);
        }
        v
    }

    /// The step from `before` to `after`, with placed values' positions cleared for the rest
    /// of their attributes.
    pub(crate) fn finish(&self, deduction: Deduction, before: &Grid, mut after: Grid) -> Step {
        self.settle(before, &mut after);
        self.describe(deduction, before, &after)
    }

    /// Clears the positions of values a step placed for the rest of their attributes.
    pub(super) fn settle(&self, before: &Grid, after: &mut Grid) {
        let n = self.n;
        for i in 0..n * self.m {
            if single(after.dom[i]) && !single(before.dom[i]) {
                let base = i / n * n;
                for j in base..base + n {
                    if j != i {
                        after.dom[j] &= !after.dom[i];
                    }
                }
            }
        }
    }

    /// The step that turns `before` into `after` (a settled grid).
    pub(super) fn describe(&self, deduction: Deduction, before: &Grid, after: &Grid) -> Step {
        let (n, m) = (self.n, self.m);
        let mut step = Step {
            deduction,
            fixed: vec![],
            eliminated: vec![],
            linked: vec![],
            unlinked: vec![],
        };
        for i in 0..n * m {
            let gone = before.dom[i] & !after.dom[i];
            if single(after.dom[i]) && !single(before.dom[i]) {
                step.fixed.push((i, after.dom[i].trailing_zeros() as usize));
            } else {
                for p in 0..n {
                    if gone & (1 << p) != 0 {
                        step.eliminated.push((i, p));
                    }
                }
            }
            for b in (i / n + 1)..m {
                let (lb, la) = (before.link[i * m + b], after.link[i * m + b]);
                for v in 0..n {
                    if lb & !la & (1 << v) != 0 {
                        step.unlinked.push((i, b * n + v));
                    }
                }
                if single(la) {
                    let j = b * n + la.trailing_zeros() as usize;
                    let back = 1u64 << (i % n);
                    let now = after.link[j * m + i / n] == back;
                    let was = single(lb) && before.link[j * m + i / n] == back;
                    if now && !was {
                        step.linked.push((i, j));
                    }
                }
            }
        }
        step
    }
}
