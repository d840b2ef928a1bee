//! What an explanation is made of: a [`Step`] is a [`Deduction`] (why it holds), the earlier
//! [`Fact`]s it rests on, and the one conclusion it draws (the cells and links it changes); a
//! [`Contradiction`] is what a hypothesis's chain ends in. This is all that `render` and
//! `report` need to know about explanations, and how a step is replayed on a grid.

pub use super::super::fact::Fact;
use super::super::grid::{full, Attr, Grid, Item, Pos};
use super::super::model::Puzzle;

/// Why a step holds.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Deduction {
    /// One clue read against the grid.
    Clue { clue: usize },
    /// A value is placed, so no other value of its attribute is there.
    Taken { item: Item, position: Pos },
    /// Only one value of an attribute can still be at a position.
    OnlyValue { item: Item, position: Pos },
    /// A value has one position left.
    OnlyPlace { item: Item, position: Pos },
    /// Two values can never be at the same position, so they are not the same.
    Apart { a: Item, b: Item },
    /// `a` has one possible partner `b` left in b's attribute: they are the same, and share
    /// what is known about each.
    Partner { a: Item, b: Item },
    /// A value must share its position with one of its possible partners in `attribute`.
    Reach { item: Item, attribute: Attr },
    /// Two (or more) clues read together.
    Clues { clues: Vec<usize> },
    /// Assuming `item` at `position` leads, by `chain` simpler steps using `clues`, to a
    /// contradiction: `steps` are those steps on the grid with the assumption made (the last
    /// of the `chain` may be the contradiction itself), and `end` is what cannot hold.
    Hypothesis {
        item: Item,
        position: Pos,
        clues: Vec<usize>,
        chain: usize,
        steps: Vec<Step>,
        end: Contradiction,
    },
    /// Nothing simpler works: a search shows that `clues`, read with the facts the step
    /// uses, leave `item` only `position` (a smallest such set of clues, once the step is
    /// opened: without any one of them another position stays open). `fewest`: no fact the step uses can go either;
    /// false when finding that was cut short (each fact tried costs a search, and a hint,
    /// or a trial the search could not decide within its bound, does not wait for it), so
    /// the step may cite more facts than it needs. An explanation leaves both the clues and
    /// the facts of its search steps uncut (`fewest: false`, the clues one refutation used)
    /// until a person opens the step ([`super::fewest_facts`]).
    Search {
        item: Item,
        position: Pos,
        clues: Vec<usize>,
        fewest: bool,
    },
}

impl Deduction {
    /// A short stable name of the kind.
    pub fn kind(&self) -> &'static str {
        match self {
            Deduction::Clue { .. } => "clue",
            Deduction::Taken { .. } => "taken",
            Deduction::OnlyValue { .. } => "only_value",
            Deduction::OnlyPlace { .. } => "only_place",
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

/// Where a fact a step uses comes from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Origin {
    /// The step with this index (0-based) in the same list of steps: the explanation, or
    /// the hypothesis's chain for a step of a chain.
    Step(usize),
    /// The hypothesis being tried (in a hypothesis's chain).
    Assumed,
    /// Known before the list began: the grid the explanation started from, or for a step of
    /// a hypothesis's chain, the grid the hypothesis was tried on.
    Earlier,
}

/// A fact a step rests on, and where it was found.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Used {
    pub fact: Fact,
    pub origin: Origin,
}

/// What cannot hold at the end of a hypothesis's chain.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Contradiction {
    /// These clues allow no placement of the values they name on the grid.
    Clues { clues: Vec<usize> },
    /// A value has no position left.
    NoPosition { item: Item },
    /// A position has no value of an attribute left.
    NoValue { attribute: Attr, position: Pos },
    /// A value can share its position with no value of another attribute.
    NoPartner { item: Item, attribute: Attr },
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

/// One step: why (the deduction and the earlier facts it uses), and the one conclusion it
/// draws, as the cells and links it changes. A conclusion is one of: one value placed; one
/// value ruled out of some positions; one position ruled out for some values of one
/// attribute (what a placed value takes from the others); one pair found the same (with the
/// pairs that rules out, implied); one value found not the same as some others.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Step {
    pub deduction: Deduction,
    /// The facts of the grid before the step that the deduction rests on (besides the clues
    /// it quotes and the rules of the puzzle): together they force the conclusion.
    pub uses: Vec<Used>,
    /// (item, position): values placed by this step.
    pub fixed: Vec<(Item, Pos)>,
    /// (item, position): positions ruled out (not counting those of values it places).
    pub eliminated: Vec<(Item, Pos)>,
    /// (a, b): values found to be the same.
    pub linked: Vec<(Item, Item)>,
    /// (a, b): values found not to be the same (including those a link in `linked` rules
    /// out: the other partners of `a` in b's attribute and of `b` in a's).
    pub unlinked: Vec<(Item, Item)>,
}

impl Step {
    /// The facts the step concludes (a link's implied non-links left out).
    pub fn concludes(&self) -> Vec<Fact> {
        let linked = |i: Item| self.linked.iter().any(|&(a, b)| a == i || b == i);
        let mut out: Vec<Fact> = self.fixed.iter().map(|&(i, p)| Fact::In(i, p)).collect();
        out.extend(self.eliminated.iter().map(|&(i, p)| Fact::NotIn(i, p)));
        out.extend(self.linked.iter().map(|&(a, b)| Fact::same(a, b)));
        out.extend(
            self.unlinked
                .iter()
                .filter(|&&(a, b)| !linked(a) && !linked(b))
                .map(|&(a, b)| Fact::not_same(a, b)),
        );
        out
    }
}

/// The open grid: every value anywhere, every pair possibly the same; in a grid without
/// order, the key values at their rows (see [`Puzzle::anchors`]).
pub fn open_grid(puzzle: &Puzzle) -> Grid {
    let (n, m) = (puzzle.n(), puzzle.m());
    let mut dom = vec![full(n); n * m];
    puzzle.anchors().for_each(|(i, p)| dom[i] = 1 << p);
    Grid::open(n, m, dom)
}

/// Applies a step's changes to a grid (what the page does when it replays steps).
pub fn apply(puzzle: &Puzzle, st: &mut Grid, step: &Step) {
    debug_assert_eq!(
        st.dom.len(),
        puzzle.n() * puzzle.m(),
        "a grid of this puzzle"
    );
    for &(i, p) in &step.eliminated {
        st.dom[i.0] &= !p.bit();
    }
    for &(i, p) in &step.fixed {
        st.dom[i.0] = p.bit();
    }
    for &(a, b) in &step.unlinked {
        st.unlink(a, b);
    }
    for &(a, b) in &step.linked {
        st.link(a, b);
    }
}
