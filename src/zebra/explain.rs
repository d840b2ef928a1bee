//! Explanations: the solution as a sequence of steps a person can follow.
//!
//! The grid a person keeps is the same data the solver keeps ([`State`]): the possible
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

use super::model::{Constraint, Puzzle, Term};
use super::propagate::{single, Model, State};
use serde::Serialize;

/// Why a step holds. Items are numbered `attribute * n + value`; positions are 0-based.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Deduction {
    /// One clue read against the grid.
    Clue { clue: usize },
    /// A value is placed, so no other value of its attribute is there.
    Taken { item: usize, position: usize },
    /// Only one value of an attribute can still be at a position.
    OnlyValue { item: usize, position: usize },
    /// Two values can never be at the same position, so they are not the same.
    Apart { a: usize, b: usize },
    /// `a` has one possible partner `b` left in b's attribute: they are the same, and share
    /// what is known about each.
    Partner { a: usize, b: usize },
    /// A value must share its position with one of its possible partners in `attribute`.
    Reach { item: usize, attribute: usize },
    /// Two (or more) clues read together.
    Clues { clues: Vec<usize> },
    /// Assuming `item` at `position` leads, by `chain` simpler steps using `clues`, to a
    /// contradiction: `steps` are those steps on the grid with the assumption made (the last
    /// of the `chain` may be the contradiction itself), and `end` is what cannot hold.
    Hypothesis {
        item: usize,
        position: usize,
        clues: Vec<usize>,
        chain: usize,
        steps: Vec<Step>,
        end: Contradiction,
    },
    /// Nothing simpler works: a search shows that `clues`, read with the grid, leave `item`
    /// only `position` (a smallest such set: without any one of them another position stays
    /// open).
    Search {
        item: usize,
        position: usize,
        clues: Vec<usize>,
    },
}

impl Deduction {
    /// A short stable name of the kind (the serde tag).
    pub fn kind(&self) -> &'static str {
        match self {
            Deduction::Clue { .. } => "clue",
            Deduction::Taken { .. } => "taken",
            Deduction::OnlyValue { .. } => "only_value",
            Deduction::Apart { .. } => "apart",
            Deduction::Partner { .. } => "partner",
            Deduction::Reach { .. } => "reach",
            Deduction::Clues { .. } => "clues",
            Deduction::Hypothesis { .. } => "hypothesis",
            Deduction::Search { .. } => "search",
        }
    }

    /// Indices of the clues the step uses.
    pub fn clues(&self) -> Vec<usize> {
        match self {
            Deduction::Clue { clue } => vec![*clue],
            Deduction::Clues { clues }
            | Deduction::Hypothesis { clues, .. }
            | Deduction::Search { clues, .. } => clues.clone(),
            _ => vec![],
        }
    }
}

/// What cannot hold at the end of a hypothesis's chain.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Contradiction {
    /// These clues allow no placement of the values they name on the grid.
    Clues { clues: Vec<usize> },
    /// A value has no position left.
    NoPosition { item: usize },
    /// A position has no value of an attribute left.
    NoValue { attribute: usize, position: usize },
    /// A value can share its position with no value of another attribute.
    NoPartner { item: usize, attribute: usize },
}

impl Contradiction {
    /// Indices of the clues it quotes.
    pub fn clues(&self) -> &[usize] {
        match self {
            Contradiction::Clues { clues } => clues,
            _ => &[],
        }
    }
}

/// One step: why, and what changes on the grid.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Step {
    pub deduction: Deduction,
    /// (item, position): values placed by this step.
    pub fixed: Vec<(usize, usize)>,
    /// (item, position): positions ruled out (not counting those of values it places).
    pub eliminated: Vec<(usize, usize)>,
    /// (a, b): values found to be the same.
    pub linked: Vec<(usize, usize)>,
    /// (a, b): values found not to be the same.
    pub unlinked: Vec<(usize, usize)>,
}

/// The open grid: every value anywhere, every pair possibly the same.
pub fn open_grid(puzzle: &Puzzle) -> State {
    let (n, m) = (puzzle.n(), puzzle.m());
    let full = if n == 64 { u64::MAX } else { (1u64 << n) - 1 };
    let mut st = State {
        dom: vec![full; n * m],
        link: vec![full; n * m * m],
    };
    for i in 0..n * m {
        st.link[i * m + i / n] = 1 << (i % n);
    }
    st
}

/// Applies a step's changes to a grid (what the page does when it replays steps).
pub fn apply(puzzle: &Puzzle, st: &mut State, step: &Step) {
    let (n, m) = (puzzle.n(), puzzle.m());
    for &(i, p) in &step.eliminated {
        st.dom[i] &= !(1 << p);
    }
    for &(i, p) in &step.fixed {
        st.dom[i] = 1 << p;
    }
    for &(a, b) in &step.unlinked {
        st.link[a * m + b / n] &= !(1 << (b % n));
        st.link[b * m + a / n] &= !(1 << (a % n));
    }
    for &(a, b) in &step.linked {
        st.link[a * m + b / n] = 1 << (b % n);
        st.link[b * m + a / n] = 1 << (a % n);
    }
}

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

/// The steps that solve a puzzle with a unique solution (empty if it has none or several).
pub fn explain(puzzle: &Puzzle) -> Vec<Step> {
    explain_reporting(puzzle, &mut |_| {})
}

/// Like [`explain`], and hands `progress` the steps found so far, a batch after each
/// hypothesis or search-backed placement (the slow steps: a 12x12 grid can need a hundred
/// hypotheses and seconds in all), so a reader can start on the first steps while the rest
/// are worked out. The batches together are a prefix of the result.
pub fn explain_reporting(puzzle: &Puzzle, progress: &mut dyn FnMut(&[Step])) -> Vec<Step> {
    let model = Model::new(puzzle, 0..puzzle.clues.len());
    let s = model.search(2);
    if s.count != 1 {
        return vec![];
    }
    let mut ex = Explainer::new(puzzle, ExplainOptions::default());
    // How many steps have been handed over: the batches must stay a prefix of the result.
    let mut sent = 0;
    let mut forward = |batch: &[Step], sent: &mut usize| {
        *sent += batch.len();
        progress(batch);
    };
    let (steps, solved) = ex.run_reporting(open_grid(puzzle), &mut |b| forward(b, &mut sent));
    if solved {
        return steps;
    }
    // Only reachable if even hypotheses fail: finish with search-backed placements so the
    // replay still reaches the solution.
    let mut steps = steps;
    let mut st = open_grid(puzzle);
    for step in &steps {
        apply(puzzle, &mut st, step);
    }
    let sol = &s.solutions[0];
    while let Some(i) = search_placement(puzzle, &st, sol) {
        let before = st.clone();
        let mut after = st.clone();
        after.dom[i] = 1 << sol[i];
        let step = ex.finish(
            Deduction::Search {
                item: i,
                position: sol[i],
                clues: search_clues(puzzle, &st, i, sol[i]),
            },
            &before,
            after,
        );
        apply(puzzle, &mut st, &step);
        steps.push(step);
        // A search-backed placement ends a batch too: what follows it can take as long.
        let batch = sent;
        forward(&steps[batch..], &mut sent);
        let (more, done) = ex.run_reporting(st.clone(), &mut |b| forward(b, &mut sent));
        for step in more {
            apply(puzzle, &mut st, &step);
            steps.push(step);
        }
        if done {
            break;
        }
    }
    steps
}

/// The open value whose placement (from the solution) lets simple steps settle the most of
/// the grid, ties to the first in grid order; `None` when every value is placed. A search
/// step is the one kind a reader cannot follow step by step, so it should buy as much as it
/// can: taking the first open value instead needed 1-4 of them per hard puzzle.
fn search_placement(puzzle: &Puzzle, st: &State, sol: &[usize]) -> Option<usize> {
    let mut simple = Explainer::new(
        puzzle,
        ExplainOptions {
            hypotheses: false,
            max_steps: 100_000,
        },
    );
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
fn search_clues(puzzle: &Puzzle, st: &State, item: usize, position: usize) -> Vec<usize> {
    let mut elsewhere = st.clone();
    elsewhere.dom[item] &= !(1 << position);
    let contradict =
        |clues: &[usize]| !Model::new(puzzle, clues.iter().copied()).satisfiable_within(&elsewhere);
    let all: Vec<usize> = (0..puzzle.clues.len()).collect();
    let run = all.len().div_ceil(2);
    super::solve::deletion_filter(all, run, contradict)
}

/// Explains without hypotheses; `Some(steps)` if that reaches a full grid.
pub fn explain_simply(puzzle: &Puzzle) -> Option<Vec<Step>> {
    let mut ex = Explainer::new(
        puzzle,
        ExplainOptions {
            hypotheses: false,
            max_steps: 100_000,
        },
    );
    let (steps, solved) = ex.run(open_grid(puzzle));
    solved.then_some(steps)
}

/// One hypothesis tried: how many steps it took, the clues they used, the steps (when
/// written out) and the contradiction it reached, if any.
struct Trial {
    chain: usize,
    clues: Vec<usize>,
    steps: Vec<Step>,
    end: Option<Contradiction>,
}

/// The values of at most two clues (four each), without repeats, in a fixed array: what a
/// clue reading enumerates, and the values whose link rows a step narrowed itself. These are
/// made millions of times when a big grid needs hypotheses, so they allocate nothing.
#[derive(Clone, Copy, Default)]
struct Values {
    items: [usize; 8],
    len: usize,
}

impl Values {
    fn of(items: &[usize]) -> Values {
        let mut v = Values::default();
        v.add(items);
        v
    }

    fn add(&mut self, items: &[usize]) {
        for &i in items {
            if !self.items[..self.len].contains(&i) {
                self.items[self.len] = i;
                self.len += 1;
            }
        }
    }

    fn items(&self) -> &[usize] {
        &self.items[..self.len]
    }
}

/// What a rule found: the step (with the values whose link rows it narrowed), or a
/// contradiction.
enum Found {
    Step(Deduction, State, Values),
    Contradiction(Contradiction),
    Nothing,
}

pub(crate) struct Explainer<'a> {
    puzzle: &'a Puzzle,
    n: usize,
    m: usize,
    opts: ExplainOptions,
    /// Items each clue names.
    clue_items: Vec<Vec<usize>>,
    /// Pairs of clues that share an item.
    pairs: Vec<(usize, usize)>,
    /// Per item, the clues and the pairs (indices into `pairs`) that name it.
    item_clues: Vec<Vec<usize>>,
    item_pairs: Vec<Vec<usize>>,
    /// Per placement (`item * n + position`), how long its refutation took at the last
    /// hypothesis step (past `limit` when it was not refuted), to try quick ones first.
    last_chain: Vec<usize>,
    /// Scratch for reading clues: each item's trial position (usize::MAX: none).
    pos: std::cell::RefCell<Vec<usize>>,
}

/// Which clues and clue pairs are known to say nothing new on the current grid.
///
/// Reading a clue looks only at the cells of the values it names (their positions and their
/// links to each other), so a clue that added nothing stays that way until one of those cells
/// changes. Re-reading every clue and pair before each step, and before each step of every
/// hypothesis's chain, made explaining a 12x12 puzzle take minutes; now only the clues a step
/// touched are read again. The steps found are the same: a skipped clue would have added
/// nothing.
///
/// The grid rules (bookkeeping) are treated the same way, per rule instance: each records
/// the epoch at which it last found nothing, and each item and attribute the epoch of its
/// last change; an instance is looked at again only once something it reads has changed.
/// Rule instances are still taken in the same order, so the first that applies is the same.
#[derive(Clone)]
struct Fresh {
    clue: Vec<bool>,
    pair: Vec<bool>,
    /// Bumped once per changed grid.
    epoch: u32,
    /// Per item and per attribute, the epoch of its last change (its cells or links).
    item_changed: Vec<u32>,
    attr_changed: Vec<u32>,
    /// Per rule instance, the epoch when it last found nothing (0: never): "taken" per
    /// item, "only value" per attribute and position, the link rules per item and attribute.
    taken: Vec<u32>,
    only: Vec<u32>,
    links: Vec<u32>,
}

impl<'a> Explainer<'a> {
    pub(crate) fn new(puzzle: &'a Puzzle, opts: ExplainOptions) -> Self {
        let clue_items: Vec<Vec<usize>> = puzzle
            .clues
            .iter()
            .map(|c| {
                let mut v: Vec<usize> = c
                    .constraint
                    .terms()
                    .into_iter()
                    .filter_map(|t| match t {
                        Term::Item(i) => Some(i),
                        Term::Pos(_) => None,
                    })
                    .collect();
                v.sort_unstable();
                v.dedup();
                v
            })
            .collect();
        let mut pairs = vec![];
        for a in 0..clue_items.len() {
            for b in a + 1..clue_items.len() {
                if clue_items[a].iter().any(|i| clue_items[b].contains(i)) {
                    pairs.push((a, b));
                }
            }
        }
        let items = puzzle.n() * puzzle.m();
        let mut item_clues = vec![vec![]; items];
        for (c, its) in clue_items.iter().enumerate() {
            for &i in its {
                item_clues[i].push(c);
            }
        }
        let mut item_pairs = vec![vec![]; items];
        for (q, &(a, b)) in pairs.iter().enumerate() {
            for &i in clue_items[a].iter().chain(&clue_items[b]) {
                if item_pairs[i].last() != Some(&q) {
                    item_pairs[i].push(q);
                }
            }
        }
        Explainer {
            puzzle,
            n: puzzle.n(),
            m: puzzle.m(),
            opts,
            clue_items,
            pairs,
            item_clues,
            item_pairs,
            last_chain: vec![0; items * puzzle.n()],
            pos: Default::default(),
        }
    }

    /// Nothing known yet: every clue and pair is to be read.
    fn stale(&self) -> Fresh {
        let (n, m) = (self.n, self.m);
        Fresh {
            clue: vec![false; self.clue_items.len()],
            pair: vec![false; self.pairs.len()],
            epoch: 1,
            item_changed: vec![1; n * m],
            attr_changed: vec![1; m],
            taken: vec![0; n * m],
            only: vec![0; m * n],
            links: vec![0; n * m * m],
        }
    }

    /// Forgets what is known about the grid rules and clues that read a cell or link that
    /// differs between the two grids. A clue reads the positions of the values it names and
    /// the links among them only, so a value whose links alone changed makes it stale only
    /// if one of those links is to another value of the same clue (or pair of clues): most
    /// steps settle links, and most of them lie outside any one clue.
    ///
    /// `linked` names the rows of the link matrix the step may have narrowed itself; the
    /// only other rows that can differ are the mirrors of the links those rows lost (the
    /// grids are kept symmetric). Scanning the whole matrix instead, after every step of
    /// every hypothesis tried, was a fifth of all the explaining time.
    fn touched(&self, fresh: &mut Fresh, before: &State, after: &State, linked: &Values) {
        let (n, m) = (self.n, self.m);
        fresh.epoch += 1;
        for i in 0..n * m {
            if before.dom[i] != after.dom[i] {
                self.forget(fresh, before, after, i, true);
            }
        }
        for &r in linked.items() {
            self.forget(fresh, before, after, r, false);
            for b in 0..m {
                let mut lost = before.link[r * m + b] & !after.link[r * m + b];
                while lost != 0 {
                    let v = lost.trailing_zeros() as usize;
                    lost &= lost - 1;
                    self.forget(fresh, before, after, b * n + v, false);
                }
            }
        }
        // The hint must cover every row that changed (a missed one would leave stale
        // readings cached, and the explanation would differ): checked in debug builds and
        // in this module's tests.
        #[cfg(any(test, debug_assertions))]
        for i in 0..n * m {
            let row = i * m..i * m + m;
            if before.dom[i] == after.dom[i] && before.link[row.clone()] != after.link[row] {
                assert!(
                    fresh.item_changed[i] == fresh.epoch,
                    "row {i} changed outside the rows the step named"
                );
            }
        }
    }

    /// Forgets what is known about the rules and clues reading value `i`'s cell or links:
    /// all of them when its positions changed, else those whose values it has a changed
    /// link word with (nothing when its row did not change after all).
    fn forget(&self, fresh: &mut Fresh, before: &State, after: &State, i: usize, moved: bool) {
        let (n, m) = (self.n, self.m);
        if !moved {
            let row = i * m..i * m + m;
            if before.dom[i] != after.dom[i] || before.link[row.clone()] == after.link[row] {
                return; // handled with the moved values, or unchanged
            }
        }
        fresh.item_changed[i] = fresh.epoch;
        fresh.attr_changed[i / n] = fresh.epoch;
        // Whether a value of the clue shares a changed link word with i.
        let linked_change = |items: &[usize]| {
            items
                .iter()
                .any(|&j| j / n != i / n && before.link[i * m + j / n] != after.link[i * m + j / n])
        };
        for &c in &self.item_clues[i] {
            if fresh.clue[c] && (moved || linked_change(&self.clue_items[c])) {
                fresh.clue[c] = false;
            }
        }
        for &q in &self.item_pairs[i] {
            let (a, b) = self.pairs[q];
            if fresh.pair[q]
                && (moved
                    || linked_change(&self.clue_items[a])
                    || linked_change(&self.clue_items[b]))
            {
                fresh.pair[q] = false;
            }
        }
    }

    /// Steps from `st` until the grid is full or nothing applies; (steps, solved).
    pub(crate) fn run(&mut self, st: State) -> (Vec<Step>, bool) {
        self.run_reporting(st, &mut |_| {})
    }

    /// [`run`](Self::run), handing `progress` each batch of new steps that ends in a
    /// hypothesis.
    fn run_reporting(
        &mut self,
        mut st: State,
        progress: &mut dyn FnMut(&[Step]),
    ) -> (Vec<Step>, bool) {
        let mut steps: Vec<Step> = vec![];
        let mut reported = 0;
        let mut fresh = self.stale();
        while steps.len() < self.opts.max_steps {
            if Model::solved(&st) {
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
                    self.touched(&mut fresh, &st, &after, &linked);
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
    fn simple(&self, st: &State, fresh: &mut Fresh) -> Found {
        for c in 0..self.puzzle.clues.len() {
            if fresh.clue[c] {
                continue;
            }
            match self.read_clues(st, &[c]) {
                Some(Some(after)) => {
                    let linked = self.clue_values(&[c]);
                    return Found::Step(Deduction::Clue { clue: c }, after, linked);
                }
                Some(None) => fresh.clue[c] = true,
                None => return Found::Contradiction(Contradiction::Clues { clues: vec![c] }),
            }
        }
        match self.bookkeeping(st, fresh) {
            Found::Nothing => {}
            f => return f,
        }
        for (q, &(a, b)) in self.pairs.iter().enumerate() {
            if fresh.pair[q] {
                continue;
            }
            match self.read_clues(st, &[a, b]) {
                Some(Some(after)) => {
                    let linked = self.clue_values(&[a, b]);
                    return Found::Step(Deduction::Clues { clues: vec![a, b] }, after, linked);
                }
                Some(None) => fresh.pair[q] = true,
                None => return Found::Contradiction(Contradiction::Clues { clues: vec![a, b] }),
            }
        }
        Found::Nothing
    }

    /// Grid rules that need no clue.
    fn bookkeeping(&self, st: &State, fresh: &mut Fresh) -> Found {
        let (n, m) = (self.n, self.m);
        let now = fresh.epoch;
        // A placed value leaves its position to nobody else.
        for i in 0..n * m {
            if fresh.taken[i] >= fresh.attr_changed[i / n] {
                continue;
            }
            fresh.taken[i] = now;
            if single(st.dom[i]) {
                let base = i / n * n;
                if (base..base + n).any(|j| j != i && st.dom[j] & st.dom[i] != 0) {
                    let mut after = st.clone();
                    for j in base..base + n {
                        if j != i {
                            after.dom[j] &= !st.dom[i];
                        }
                    }
                    return self.checked(
                        Deduction::Taken {
                            item: i,
                            position: st.dom[i].trailing_zeros() as usize,
                        },
                        after,
                        &[],
                    );
                }
            }
        }
        // The only value of an attribute left for a position.
        for a in 0..m {
            for p in 0..n {
                if fresh.only[a * n + p] >= fresh.attr_changed[a] {
                    continue;
                }
                fresh.only[a * n + p] = now;
                let mut holders = (a * n..a * n + n).filter(|&j| st.dom[j] & (1 << p) != 0);
                let Some(first) = holders.next() else {
                    return Found::Contradiction(Contradiction::NoValue {
                        attribute: a,
                        position: p,
                    });
                };
                if holders.next().is_none() && !single(st.dom[first]) {
                    let mut after = st.clone();
                    after.dom[first] = 1 << p;
                    return self.checked(
                        Deduction::OnlyValue {
                            item: first,
                            position: p,
                        },
                        after,
                        &[],
                    );
                }
            }
        }
        // Links.
        for i in 0..n * m {
            for b in 0..m {
                if b == i / n
                    || fresh.links[i * m + b] >= fresh.item_changed[i].max(fresh.attr_changed[b])
                {
                    continue;
                }
                fresh.links[i * m + b] = now;
                let l = st.link[i * m + b];
                if l == 0 {
                    return Found::Contradiction(Contradiction::NoPartner {
                        item: i,
                        attribute: b,
                    });
                }
                for v in (0..n).filter(|v| l & (1 << v) != 0) {
                    let j = b * n + v;
                    if j > i && st.dom[i] & st.dom[j] == 0 {
                        let mut after = st.clone();
                        after.link[i * m + b] &= !(1 << v);
                        after.link[j * m + i / n] &= !(1 << (i % n));
                        return self.checked(Deduction::Apart { a: i, b: j }, after, &[i, j]);
                    }
                }
                if single(l) {
                    let j = b * n + l.trailing_zeros() as usize;
                    // Most partners have nothing left to share: check before copying the grid.
                    let both = st.dom[i] & st.dom[j];
                    let news = st.dom[i] != both
                        || st.dom[j] != both
                        || st.link[j * m + i / n] != 1 << (i % n)
                        || (0..m).any(|c| {
                            c != i / n && c != b && st.link[i * m + c] != st.link[j * m + c]
                        });
                    if news {
                        let mut after = st.clone();
                        after.dom[i] = both;
                        after.dom[j] = both;
                        after.link[j * m + i / n] = 1 << (i % n);
                        for c in 0..m {
                            let common = st.link[i * m + c] & st.link[j * m + c];
                            if c != i / n && c != b {
                                after.link[i * m + c] = common;
                                after.link[j * m + c] = common;
                            }
                        }
                        symmetrise(&mut after, st, &[i, j], n, m);
                        return self.checked(Deduction::Partner { a: i, b: j }, after, &[i, j]);
                    }
                }
                let reach = (0..n)
                    .filter(|v| l & (1 << v) != 0)
                    .fold(0u64, |acc, v| acc | st.dom[b * n + v]);
                if st.dom[i] & !reach != 0 {
                    let mut after = st.clone();
                    after.dom[i] &= reach;
                    return self.checked(
                        Deduction::Reach {
                            item: i,
                            attribute: b,
                        },
                        after,
                        &[],
                    );
                }
            }
        }
        Found::Nothing
    }

    fn checked(&self, d: Deduction, after: State, linked: &[usize]) -> Found {
        match after.dom.iter().position(|&d| d == 0) {
            Some(item) if d.clues().is_empty() => {
                Found::Contradiction(Contradiction::NoPosition { item })
            }
            Some(_) => Found::Contradiction(Contradiction::Clues { clues: d.clues() }),
            None => Found::Step(d, after, Values::of(linked)),
        }
    }

    /// A cell a step left empty: a value without a position or a partner.
    fn emptied(&self, st: &State) -> Option<Contradiction> {
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
    fn clue_values(&self, cs: &[usize]) -> Values {
        debug_assert!(cs.len() <= 2);
        let mut v = Values::default();
        for &c in cs {
            v.add(&self.clue_items[c]);
        }
        v
    }

    /// Everything the clues `cs` allow for the values they name, given the grid: the
    /// projection of all their joint placements. `None` if they allow none, `Some(None)` if
    /// that is no news.
    pub(crate) fn read_clues(&self, st: &State, cs: &[usize]) -> Option<Option<State>> {
        let (n, m) = (self.n, self.m);
        let puzzle = self.puzzle;
        if cs.iter().all(|&c| self.clue_items[c].is_empty()) {
            let ok = cs
                .iter()
                .all(|&c| holds(&puzzle.clues[c].constraint, &[], &puzzle.labels));
            return ok.then_some(None);
        }
        let values = self.clue_values(cs);
        let items = values.items();
        let k = items.len();
        // Check each clue as soon as its last item is placed (a bit per clue of `cs`).
        let mut ready = [0u8; 8];
        for (b, &c) in cs.iter().enumerate() {
            let last = self.clue_items[c]
                .iter()
                .map(|i| items.iter().position(|x| x == i).unwrap_or(0))
                .max();
            ready[last.unwrap_or(0)] |= 1 << b;
        }
        // Every entry is usize::MAX between readings (enumerate puts back what it sets).
        let mut pos = self.pos.borrow_mut();
        pos.resize(n * m, usize::MAX);
        let mut proj = [0u64; 8];
        // equal[a * k + b], apart[a * k + b] for item slots a < b.
        let mut equal = [false; 64];
        let mut apart = [false; 64];
        let mut any = false;
        let ctx = Ctx {
            ex: self,
            st,
            items,
            cs,
            ready: &ready,
        };
        ctx.enumerate(0, &mut pos, &mut |pos| {
            any = true;
            for (s, &i) in items.iter().enumerate() {
                proj[s] |= 1 << pos[i];
                for (t, &j) in items.iter().enumerate().skip(s + 1) {
                    if pos[i] == pos[j] {
                        equal[s * k + t] = true;
                    } else {
                        apart[s * k + t] = true;
                    }
                }
            }
        });
        if !any {
            return None;
        }
        // Most readings change nothing; say so without copying the grid.
        let narrows = items.iter().enumerate().any(|(s, &i)| {
            st.dom[i] & !proj[s] != 0
                || items.iter().enumerate().skip(s + 1).any(|(t, &j)| {
                    let l = st.link[i * m + j / n];
                    let bit = 1 << (j % n);
                    let back = st.link[j * m + i / n];
                    let bit_back = 1 << (i % n);
                    i / n != j / n
                        && if !equal[s * k + t] {
                            l & bit != 0 || back & bit_back != 0
                        } else {
                            !apart[s * k + t] && (l != bit || back != bit_back)
                        }
                })
        });
        if !narrows {
            return Some(None);
        }
        let mut after = st.clone();
        for (s, &i) in items.iter().enumerate() {
            after.dom[i] &= proj[s];
            for (t, &j) in items.iter().enumerate().skip(s + 1) {
                if i / n == j / n {
                    continue;
                }
                if !equal[s * k + t] {
                    after.link[i * m + j / n] &= !(1 << (j % n));
                    after.link[j * m + i / n] &= !(1 << (i % n));
                } else if !apart[s * k + t] {
                    after.link[i * m + j / n] = 1 << (j % n);
                    after.link[j * m + i / n] = 1 << (i % n);
                }
            }
        }
        symmetrise(&mut after, st, items, n, m);
        Some(Some(after))
    }

    /// A placement that the simple steps refute; the one with the shortest chain wins.
    fn hypothesis(&mut self, st: &State, known: &Fresh) -> Option<Found> {
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
        st: &State,
        known: &Fresh,
        item: usize,
        position: usize,
        cap: usize,
        record: bool,
    ) -> Trial {
        let mut trial = st.clone();
        trial.dom[item] = 1 << position;
        let mut fresh = known.clone();
        self.touched(&mut fresh, st, &trial, &Values::default());
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
                    self.touched(&mut fresh, &trial, &after, &linked);
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

    /// The step from `before` to `after`, with placed values' positions cleared for the rest
    /// of their attributes.
    pub(crate) fn finish(&self, deduction: Deduction, before: &State, mut after: State) -> Step {
        self.settle(before, &mut after);
        self.describe(deduction, before, &after)
    }

    /// Clears the positions of values a step placed for the rest of their attributes.
    fn settle(&self, before: &State, after: &mut State) {
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
    fn describe(&self, deduction: Deduction, before: &State, after: &State) -> Step {
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

/// Makes the link matrix symmetric again after a step narrowed some links of `before` (a
/// symmetric state) for `items` only: each link their rows lost is cleared in its mirror
/// too. Scanning the whole matrix on every candidate step made generating an 8x8 puzzle
/// take seconds.
fn symmetrise(st: &mut State, before: &State, items: &[usize], n: usize, m: usize) {
    for r in items.iter().flat_map(|&i| i * m..i * m + m) {
        let lost = before.link[r] & !st.link[r];
        if lost == 0 {
            continue;
        }
        let (i, b) = (r / m, r % m);
        for v in 0..n {
            if lost & (1 << v) != 0 {
                st.link[(b * n + v) * m + i / n] &= !(1 << (i % n));
            }
        }
    }
}

struct Ctx<'c, 'a> {
    ex: &'c Explainer<'a>,
    st: &'c State,
    items: &'c [usize],
    cs: &'c [usize],
    /// Per item slot, the clues of `cs` (bits) whose values are all placed once it is.
    ready: &'c [u8],
}

impl Ctx<'_, '_> {
    fn enumerate(&self, s: usize, pos: &mut [usize], found: &mut impl FnMut(&[usize])) {
        let (n, m) = (self.ex.n, self.ex.m);
        if s == self.items.len() {
            found(pos);
            return;
        }
        let i = self.items[s];
        let puzzle = self.ex.puzzle;
        // The positions the values placed so far leave to this one, as one word: none of
        // theirs in its own attribute; elsewhere not a position it cannot share, and only
        // the position of a value it must be with. (Per position and per placed value, this
        // loop's divisions were an eighth of all the explaining time.)
        let mut open = self.st.dom[i];
        for &j in &self.items[..s] {
            let here = 1u64 << pos[j];
            if i / n == j / n {
                open &= !here;
                continue;
            }
            let l = self.st.link[i * m + j / n];
            let bit = 1u64 << (j % n);
            if l & bit == 0 {
                open &= !here;
            } else if l == bit {
                open &= here;
            }
        }
        while open != 0 {
            let p = open.trailing_zeros() as usize;
            open &= open - 1;
            pos[i] = p;
            let ok = self.cs.iter().enumerate().all(|(b, &c)| {
                self.ready[s] & (1 << b) == 0
                    || holds(&puzzle.clues[c].constraint, pos, &puzzle.labels)
            });
            if ok {
                self.enumerate(s + 1, pos, found);
            }
        }
        pos[i] = usize::MAX;
    }
}

fn holds(c: &Constraint, pos: &[usize], labels: &[i64]) -> bool {
    c.holds(pos, labels)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `touched` asserts, in tests, that a step changed no link row outside the rows it
    /// named and their mirrors. These stored puzzles need every kind of step, including
    /// hypotheses with chains.
    #[test]
    fn steps_name_every_link_row_they_change() {
        let mut kinds = std::collections::BTreeSet::new();
        for text in [
            include_str!("../../benches/data/zebra-6x6-3.txt"),
            include_str!("../../benches/data/zebra-8x8-2.txt"),
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

    /// A search step places, of all the values still open, the one after which simple steps
    /// leave the fewest cells open (ties to the first in grid order). On 8x8 #9 the first
    /// open value would be a worse choice at least once, so this checks the choice matters.
    #[test]
    fn a_search_step_places_the_value_that_settles_most() {
        let p = Puzzle::parse(include_str!("../../benches/data/zebra-8x8-9.txt"))
            .expect("stored puzzles parse");
        let mut simple = Explainer::new(
            &p,
            ExplainOptions {
                hypotheses: false,
                max_steps: 100_000,
            },
        );
        let mut open_after = |st: &State, i: usize, q: usize| -> u32 {
            let mut grid = st.clone();
            grid.dom[i] = 1 << q;
            let (steps, _) = simple.run(grid.clone());
            for s in &steps {
                apply(&p, &mut grid, s);
            }
            grid.dom.iter().map(|d| d.count_ones()).sum()
        };
        let sol = &solution_of(&p);
        let mut st = open_grid(&p);
        let (mut searches, mut first_worse) = (0, false);
        for step in explain(&p) {
            if let Deduction::Search { item, position, .. } = step.deduction {
                searches += 1;
                assert_eq!(
                    position, sol[item],
                    "a search step places the solution's value"
                );
                let chosen = open_after(&st, item, position);
                let open: Vec<usize> = (0..st.dom.len()).filter(|&i| !single(st.dom[i])).collect();
                for &i in &open {
                    let other = open_after(&st, i, sol[i]);
                    assert!(
                        other > chosen || (other == chosen && i >= item),
                        "{i} beats {item}"
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
        Model::new(p, 0..p.clues.len())
            .search(1)
            .solutions
            .remove(0)
    }
}
