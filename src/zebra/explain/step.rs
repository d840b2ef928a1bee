//! What an explanation is made of: a [`Step`] is a [`Deduction`] (why it holds) plus the cells
//! and links it changes; a [`Contradiction`] is what a hypothesis's chain ends in. This is all
//! that `render` and `report` need to know about explanations, and how a step is replayed on
//! a grid.

use super::super::grid::{full, Grid, Item, Pos};
use super::super::model::Puzzle;
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
pub fn open_grid(puzzle: &Puzzle) -> Grid {
    let (n, m) = (puzzle.n(), puzzle.m());
    Grid::open(n, m, vec![full(n); n * m])
}

/// Applies a step's changes to a grid (what the page does when it replays steps).
pub fn apply(puzzle: &Puzzle, st: &mut Grid, step: &Step) {
    debug_assert_eq!(
        st.dom.len(),
        puzzle.n() * puzzle.m(),
        "a grid of this puzzle"
    );
    for &(i, p) in &step.eliminated {
        st.dom[i] &= !Pos(p).bit();
    }
    for &(i, p) in &step.fixed {
        st.dom[i] = Pos(p).bit();
    }
    for &(a, b) in &step.unlinked {
        st.unlink(Item(a), Item(b));
    }
    for &(a, b) in &step.linked {
        st.link(Item(a), Item(b));
    }
}
