//! What the engine lends a rule: the puzzle, the clue index and tables, the scratch space
//! and caches a step needs (the journal, spare grids, the quiet clue pairs, the last
//! hypothesis step's chains), and the few
//! things every rule does with a grid (copy it, check what a step left, settle it); and what
//! a rule hands back ([`Found`]).

use super::super::grid::{single, Attr, Grid, Item, Placements};
use super::super::model::Puzzle;
use super::super::solve::deletion_filter;
use super::fresh::{ClueIndex, Values};
use super::journal::{Before, Journal};
use super::reading::allowed::Allowed;
use super::reading::narrowing::Narrowing;
use super::reading::quiet_pairs::QuietPairs;
use super::step::{Contradiction, Deduction, Fact};
use std::cell::{Cell, RefCell};

/// What a rule found: the step (with the values whose link rows it narrowed), or a
/// contradiction.
// Found is moved, not stored: boxing the step's grid would only add an allocation per step.
#[allow(clippy::large_enum_variant)]
pub(super) enum Found {
    Step(Deduction, Grid, Values),
    /// A step that is no rule to re-run (a hypothesis), with the facts it rests on.
    Given(Deduction, Grid, Vec<Fact>),
    /// A clue reading's step, the grid not narrowed yet (see [`rules::first`]).
    ///
    /// [`rules::first`]: super::rules::first
    Read(Deduction, Narrowing),
    /// A link rule's step, not taken yet (see [`LinkStep`]).
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

    /// Takes the step on `g` in place, keeping the old words in `journal`: a hypothesis
    /// trial takes it on its own grid (a copy of the whole grid per step would cost more than
    /// the step), other steps on a copy ([`Kit::stepped`]).
    pub fn take(self, g: &mut Grid, journal: &mut Journal, n: usize, m: usize) {
        match self {
            LinkStep::Apart(i, j) => journal.unlink(g, i, j, n),
            LinkStep::Partner(i, j) => {
                let (a, b) = (i.attr(n), j.attr(n));
                let both = g.dom[i.0] & g.dom[j.0];
                journal.set_dom(g, i.0, both);
                journal.set_dom(g, j.0, both);
                journal.set_link(g, g.row(j, a), i.bit(n));
                for c in Attr::all(m) {
                    if c == a || c == b {
                        continue;
                    }
                    let (ri, rj) = (g.row(i, c), g.row(j, c));
                    let common = g.link[ri] & g.link[rj];
                    journal.set_link(g, ri, common);
                    journal.set_link(g, rj, common);
                }
                journal.symmetrise(g, &[i.0, j.0], n, m);
            }
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

/// The engine's tools and caches, lent to the rules (they read the grid through it and
/// never change it: a rule's step is taken on a copy, or by the engine in place).
pub(crate) struct Kit<'a> {
    pub puzzle: &'a Puzzle,
    pub n: usize,
    pub m: usize,
    /// Which values each clue names, for reading clues and for the change cache.
    pub index: ClueIndex,
    /// Per placement (item, position), how long its refutation took at the last
    /// hypothesis step (past the chain cap when it was not refuted), to try quick ones
    /// first.
    pub last_chain: RefCell<Placements<usize>>,
    /// The puzzle's unique solution, when known: a hypothesis step then tries only the
    /// placements that contradict it (the others cannot be refuted).
    pub solution: Option<Vec<usize>>,
    /// Per clue, the positions it allows as tables, for reading clues.
    pub allowed: Vec<Allowed>,
    /// Scratch for reading clues: each item's trial position (usize::MAX: none).
    pub pos: RefCell<Vec<usize>>,
    /// Grids no longer needed, to copy the next step's grid into (see [`copy_of`](Self::copy_of)).
    spare: RefCell<Vec<Grid>>,
    /// The old words of the grid a step narrows in place.
    pub journal: RefCell<Journal>,
    /// The clue pair readings known to say nothing.
    pub quiet_pairs: RefCell<QuietPairs>,
    /// The work allowed and left for making the facts steps cite the fewest (see
    /// [`fewest`](Self::fewest)).
    minimise_work: u64,
    minimise_left: Cell<u64>,
    /// Whether some step's facts were left as they were because that work ran out.
    unminimised: Cell<bool>,
}

/// How many spare grids the kit keeps: a step needs one at a time.
const SPARE: usize = 4;

impl<'a> Kit<'a> {
    /// The kit for `puzzle`, with `minimise_work` to spend on making cited facts the fewest.
    pub(crate) fn new(puzzle: &'a Puzzle, minimise_work: u64) -> Self {
        Kit {
            puzzle,
            n: puzzle.n(),
            m: puzzle.m(),
            index: ClueIndex::new(puzzle),
            last_chain: RefCell::new(Placements::new(puzzle.n(), puzzle.m(), 0)),
            solution: None,
            allowed: Allowed::of(puzzle),
            pos: Default::default(),
            spare: Default::default(),
            journal: Default::default(),
            quiet_pairs: Default::default(),
            minimise_work,
            minimise_left: Cell::new(minimise_work),
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
        self.minimise_work - self.minimise_left.get()
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
                    step.take(&mut after, &mut journal, self.n, self.m);
                }
                self.checked(step.deduction(), after, &step.items())
            }
            f => f,
        }
    }

    /// A copy of `st` narrowed as `what` says.
    pub(super) fn narrowed(&self, st: &Grid, what: &Narrowing) -> Grid {
        let mut after = self.copy_of(st);
        let mut journal = self.journal.borrow_mut();
        journal.begin(&after);
        what.take(&mut after, &mut journal, self.n, self.m);
        after
    }

    /// A rule's step taken on a copy of the grid: the step, or the contradiction it ran
    /// into when it left a value no position. `linked` names the values whose link rows the
    /// step narrowed itself.
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
    /// of every hypothesis trial makes one, and allocating and freeing each would add up over
    /// a hint's millions of trial steps.
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
        // Most grids have none (every hypothesis trial's first grid is asked): a whole-word
        // scan says so first, the same words the search below reads (every value's link
        // word for every attribute is the whole link matrix).
        if !has_zero(&st.dom) && !has_zero(&st.link) {
            return None;
        }
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
        crate::sort::sort(&mut work);
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
}

/// Whether some word of `words` is 0, a block of words at a time without a branch per word
/// (which the compiler can turn into vector instructions).
fn has_zero(words: &[u64]) -> bool {
    words
        .chunks(32)
        .any(|block| block.iter().fold(false, |z, &w| z | (w == 0)))
}
