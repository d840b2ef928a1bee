//! The explainer's state and its main loop: the simplest step available, taken again and
//! again until the grid is full; and how a step found is settled and described.

use super::super::grid::{single, Attr, Grid, Item, Placements, Pos};
use super::super::model::Puzzle;
use super::super::solve::deletion_filter;
use super::allowed::Allowed;
use super::facts::Ledger;
use super::fresh::{ClueIndex, Fresh, Values};
use super::journal::{Before, Journal};
use super::narrowing::Narrowing;
use super::quiet_pairs::QuietPairs;
use super::step::{Contradiction, Deduction, Fact, Step};
use std::cell::Cell;

/// Options for the explainer.
#[derive(Clone, Copy, Debug)]
pub struct ExplainOptions {
    /// Allow hypothesis steps (the generator turns them off to test for simple puzzles).
    pub hypotheses: bool,
    /// Give up after this many steps.
    pub max_steps: usize,
    /// The work the explanation may spend making the facts its steps cite the fewest (see
    /// [`Explainer::fewest`]).
    pub minimise_work: u64,
}

impl Default for ExplainOptions {
    fn default() -> Self {
        ExplainOptions {
            hypotheses: true,
            max_steps: 100_000,
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

/// What a rule found: the step (with the values whose link rows it narrowed), or a
/// contradiction.
// Found is moved, not stored: boxing the step's grid would only add an allocation per step.
#[allow(clippy::large_enum_variant)]
pub(super) enum Found {
    Step(Deduction, Grid, Values),
    /// A step that is no rule to re-run (a hypothesis), with the facts it rests on.
    Given(Deduction, Grid, Vec<Fact>),
    /// A clue reading's step, the grid not narrowed yet (see [`Explainer::first_simple`]).
    Read(Deduction, Narrowing),
    /// A link rule's step, not taken yet (see [`Explainer::link_step`]).
    Link(LinkStep),
    Contradiction(Contradiction),
    Nothing,
}

/// The link rules' steps that a hypothesis trial takes on its own grid.
#[derive(Clone, Copy)]
pub(super) enum LinkStep {
    /// Two values that can never share a position are not the same.
    Apart(Item, Item),
    /// A value with one partner left in that one's attribute is it.
    Partner(Item, Item),
}

impl LinkStep {
    pub fn deduction(self) -> Deduction {
        match self {
            LinkStep::Apart(a, b) => Deduction::Apart { a, b },
            LinkStep::Partner(a, b) => Deduction::Partner { a, b },
        }
    }

    /// The two values whose link rows the step narrows itself.
    pub fn items(self) -> [usize; 2] {
        match self {
            LinkStep::Apart(a, b) | LinkStep::Partner(a, b) => [a.0, b.0],
        }
    }
}

/// What reading one or two clues against the grid gives.
pub(super) enum Reading<G = Grid> {
    /// The clues allow no placement of the values they name.
    Impossible,
    /// Nothing the grid does not show already.
    Nothing,
    /// The grid narrowed to what the clues allow (or what to narrow: a [`Narrowing`]).
    Narrows(G),
}

pub(crate) struct Explainer<'a> {
    pub puzzle: &'a Puzzle,
    pub n: usize,
    pub m: usize,
    pub opts: ExplainOptions,
    /// Which values each clue names, for reading clues and for the change cache.
    pub index: ClueIndex,
    /// Per placement (item, position), how long its refutation took at the last
    /// hypothesis step (past `limit` when it was not refuted), to try quick ones first.
    pub last_chain: Placements<usize>,
    /// The puzzle's unique solution, when known: a hypothesis step then tries only the
    /// placements that contradict it (the others cannot be refuted).
    pub solution: Option<Vec<usize>>,
    /// Per clue, the positions it allows as tables, for reading clues.
    pub allowed: Vec<Allowed>,
    /// Scratch for reading clues: each item's trial position (usize::MAX: none).
    pub pos: std::cell::RefCell<Vec<usize>>,
    /// Grids no longer needed, to copy the next step's grid into (see [`copy_of`](Self::copy_of)).
    spare: std::cell::RefCell<Vec<Grid>>,
    /// The old words of the grid a step narrows in place.
    pub journal: std::cell::RefCell<Journal>,
    /// The clue pair readings known to say nothing.
    pub quiet_pairs: std::cell::RefCell<QuietPairs>,
    /// The work left for making the facts steps cite the fewest (see
    /// [`fewest`](Self::fewest)).
    minimise_left: Cell<u64>,
    /// Whether some step's facts were left as they were because that work ran out.
    unminimised: Cell<bool>,
}

/// The work an explanation may spend by default making the facts its steps cite the fewest,
/// in facts marked on a trial grid (each trial counts one more): the stored puzzles up to 16x16 and
/// their hypothesis chains spend at most a tenth of it, while a 64x64 grid whose clues state
/// every value would spend minutes on it.
const MINIMISE_WORK: u64 = 20_000_000;

/// How many spare grids the explainer keeps: a step needs one at a time.
const SPARE: usize = 4;

impl<'a> Explainer<'a> {
    pub(crate) fn new(puzzle: &'a Puzzle, opts: ExplainOptions) -> Self {
        Explainer {
            puzzle,
            n: puzzle.n(),
            m: puzzle.m(),
            opts,
            index: ClueIndex::new(puzzle),
            last_chain: Placements::new(puzzle.n(), puzzle.m(), 0),
            solution: None,
            allowed: Allowed::of(puzzle),
            pos: Default::default(),
            spare: Default::default(),
            journal: Default::default(),
            quiet_pairs: Default::default(),
            minimise_left: Cell::new(opts.minimise_work),
            unminimised: Cell::new(false),
        }
    }

    /// The members of `0..len` that a smallest set (by deletion) keeps, for a test that
    /// holds of them all: a set that still passes `test` without any one of them. Once the
    /// explanation's work for this has run out, trials count as failed, so the set is one
    /// that passes but may not be the smallest, and [`smallest`](Self::smallest) says so.
    pub(super) fn fewest(&self, len: usize, test: impl Fn(&[usize]) -> bool) -> Vec<usize> {
        let budgeted = |keep: &[usize]| {
            let cost = keep.len() as u64 + 1;
            let left = self.minimise_left.get();
            if left < cost {
                self.unminimised.set(true);
                return false;
            }
            self.minimise_left.set(left - cost);
            test(keep)
        };
        deletion_filter((0..len).collect(), len.div_ceil(2), budgeted)
    }

    /// False when some step cites more facts than it needs: making them the fewest ran out
    /// of time (see [`fewest`](Self::fewest)).
    pub(crate) fn smallest(&self) -> bool {
        !self.unminimised.get()
    }

    /// The work spent so far making cited facts the fewest.
    pub(crate) fn minimise_spent(&self) -> u64 {
        self.opts.minimise_work - self.minimise_left.get()
    }

    /// Steps from `st` until the grid is full or nothing applies; (steps, solved).
    pub(crate) fn run(&mut self, st: Grid) -> (Vec<Step>, bool) {
        self.run_reporting(st, &mut Ledger::default(), &mut |_| {})
    }

    /// [`run`](Self::run), handing `progress` each batch of new steps that ends in a
    /// hypothesis; `ledger` knows which earlier step found each fact of `st`, and learns the
    /// new steps' facts.
    pub(super) fn run_reporting(
        &mut self,
        mut st: Grid,
        ledger: &mut Ledger,
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
            let (d, raw, linked, given) = match found {
                Found::Step(d, raw, linked) => (d, raw, linked, None),
                Found::Given(d, raw, uses) => (d, raw, Values::default(), Some(uses)),
                Found::Contradiction(_) | Found::Nothing | Found::Read(..) | Found::Link(_) => {
                    return (steps, false)
                }
            };
            // The split steps end on the settled grid, which is what replaying them gives
            // (the grids are kept symmetric), so it is the next grid as it is.
            let (new, after) = self.split(&d, &st, &raw, given.as_deref(), ledger);
            #[cfg(any(test, debug_assertions))]
            {
                let mut settled = raw.clone();
                self.settle(&st, &mut settled);
                assert!(settled == after, "the split steps settle the grid");
            }
            steps.extend(new);
            self.index.touched(&mut fresh, &st, &after, &linked);
            self.recycle(std::mem::replace(&mut st, after));
            if matches!(d, Deduction::Hypothesis { .. }) {
                progress(&steps[reported..]);
                reported = steps.len();
            }
        }
        (steps, false)
    }

    /// The simplest non-hypothesis step available; `fresh` describes `st` and learns
    /// which clues and pairs have nothing to add to it.
    pub(super) fn simple(&self, st: &Grid, fresh: &mut Fresh) -> Found {
        let found = self.first_simple(st, fresh);
        self.stepped(st, found)
    }

    /// A step found on `st` and not taken yet, taken on a copy of it ([`Found::Step`]).
    pub(super) fn stepped(&self, st: &Grid, found: Found) -> Found {
        match found {
            Found::Read(d, what) => {
                let after = self.narrowed(st, &what);
                Found::Step(d, after, what.values)
            }
            Found::Link(step) => {
                let mut after = self.copy_of(st);
                {
                    let mut journal = self.journal.borrow_mut();
                    journal.begin(&after);
                    self.link_step(&mut after, &mut journal, step);
                }
                self.checked(step.deduction(), after, &step.items())
            }
            f => f,
        }
    }

    /// [`simple`](Self::simple), but a clue reading's step comes as what it narrows
    /// ([`Found::Read`]), for a hypothesis trial to narrow its own grid in place.
    pub(super) fn first_simple(&self, st: &Grid, fresh: &mut Fresh) -> Found {
        let mut next = 0;
        while let Some(c) = fresh.clue.first_from(next) {
            next = c + 1;
            match self.reading(st, &[c]) {
                Reading::Narrows(what) => return Found::Read(Deduction::Clue { clue: c }, what),
                Reading::Nothing => fresh.clue.remove(c),
                Reading::Impossible => {
                    return Found::Contradiction(Contradiction::Clues { clues: vec![c] })
                }
            }
        }
        match self.bookkeeping(st, fresh) {
            Found::Nothing => {}
            f => return f,
        }
        let mut next = 0;
        while let Some(q) = fresh.pair.first_from(next) {
            next = q + 1;
            let (a, b) = self.index.pairs[q];
            match self.reading(st, &[a, b]) {
                Reading::Narrows(what) => {
                    return Found::Read(Deduction::Clues { clues: vec![a, b] }, what)
                }
                Reading::Nothing => fresh.pair.remove(q),
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
                Found::Contradiction(Contradiction::NoPosition { item: Item(item) })
            }
            Some(_) => Found::Contradiction(Contradiction::Clues { clues: d.clues() }),
            None => Found::Step(d, after, Values::of(linked)),
        }
    }

    /// A copy of `st` for a step to narrow, in a spare grid when there is one: every step
    /// of every hypothesis trial makes one, and allocating and freeing them took a twentieth
    /// of a 12x12 hypothesis hint.
    pub(super) fn copy_of(&self, st: &Grid) -> Grid {
        match self.spare.borrow_mut().pop() {
            Some(mut g) => {
                g.clone_from(st);
                g
            }
            None => st.clone(),
        }
    }

    /// Keeps `g` (a grid no longer needed) for [`copy_of`](Self::copy_of).
    pub(super) fn recycle(&self, g: Grid) {
        let mut spare = self.spare.borrow_mut();
        if spare.len() < SPARE {
            spare.push(g);
        }
    }

    /// A cell a step left empty: a value without a position or a partner.
    pub(super) fn emptied(&self, st: &Grid) -> Option<Contradiction> {
        if let Some(item) = st.dom.iter().position(|&d| d == 0) {
            return Some(Contradiction::NoPosition { item: Item(item) });
        }
        for item in Item::all(self.n, self.m) {
            for attribute in Attr::all(self.m) {
                if st.links(item, attribute) == 0 {
                    return Some(Contradiction::NoPartner { item, attribute });
                }
            }
        }
        None
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

    /// Clears the positions of placed values for the rest of their attributes, again and
    /// again until nothing changes (a value left with one position is placed too): the grid
    /// the steps of [`cascade`](Self::cascade) end on.
    pub(super) fn settle(&self, before: &Grid, after: &mut Grid) {
        // Cells that did not change first: most do not, and this runs after every step of
        // every hypothesis trial.
        let work: Vec<Item> = before
            .dom
            .iter()
            .zip(&after.dom)
            .enumerate()
            .filter(|&(_, (&b, &a))| b != a && single(a) && !single(b))
            .map(|(i, _)| Item(i))
            .collect();
        self.settle_from(work, after, &mut |g, j, v| g.dom[j] = v);
    }

    /// [`settle`](Self::settle) for a grid a step narrowed in place, its old words kept in
    /// `journal` (which keeps those of the settling too).
    pub(super) fn settle_logged(&self, g: &mut Grid, journal: &mut Journal) {
        let before = journal.before(g);
        let mut work: Vec<Item> = journal
            .doms
            .iter()
            .filter(|&&i| single(g.dom[i]) && !single(before.dom(i)))
            .map(|&i| Item(i))
            .collect();
        // In grid order, as `settle` takes them.
        work.sort_unstable();
        self.settle_from(work, g, &mut |g, j, v| journal.set_dom(g, j, v));
    }

    /// Takes the position of each placed value in `work` from the rest of its attribute,
    /// and so on for each value left with one position; `set` writes a value's positions.
    fn settle_from(
        &self,
        mut work: Vec<Item>,
        g: &mut Grid,
        set: &mut dyn FnMut(&mut Grid, usize, u64),
    ) {
        let n = self.n;
        while let Some(i) = work.pop() {
            let here = g.dom[i.0];
            for j in (0..n).map(|v| Item::new(i.attr(n), v, n)) {
                if j != i && g.dom[j.0] & here != 0 {
                    set(g, j.0, g.dom[j.0] & !here);
                    if single(g.dom[j.0]) {
                        work.push(j);
                    }
                }
            }
        }
    }

    /// A search step (a placement from outside the rules) written out as steps: the
    /// placement resting on `clues` and `uses`, then what follows by elimination.
    pub(crate) fn searched(
        &self,
        (item, position): (Item, Pos),
        clues: Vec<usize>,
        uses: &[Fact],
        st: &Grid,
        ledger: &mut Ledger,
    ) -> (Vec<Step>, Grid) {
        let mut raw = st.clone();
        raw.dom[item.0] = position.bit();
        let d = Deduction::Search {
            item,
            position,
            clues,
        };
        self.split(&d, st, &raw, Some(uses), ledger)
    }
}
