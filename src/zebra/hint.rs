//! Checking a person's marks against the solution, and the hint from where they are: the
//! simplest deduction their correct marks and the clues allow that they have not made.
//!
//! Both need the puzzle's unique solution (a wrong mark is one that contradicts it). The hint
//! reasons from the grid the marks give ([`Marks::grid`]: the marks and what their ✓s grey
//! out) with the explainer's own rules and order, so a hint is exactly as faithful as an
//! explanation step: it quotes every clue it uses, and its conclusions are the cells it
//! changes on that grid, so it never repeats a known fact. Wrong marks are reported instead
//! of being reasoned from.

use super::explain::{hint_step, Step};
use super::marks::Marks;
use super::model::Puzzle;
use super::propagate::Propagator;
use super::solve::{Assignment, Status};
use std::cell::RefCell;

/// What checking marks finds.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Check {
    /// Whether the puzzle has one solution, several or none.
    pub status: Status,
    /// Lines of the marks that contradict the unique solution (empty unless unique: with
    /// several solutions or none, no mark can be called wrong).
    pub wrong: Vec<usize>,
}

/// The answer to "what next?".
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Hint {
    /// The puzzle has several solutions or none: marks cannot be judged.
    NotUnique { status: Status },
    /// These lines of the marks contradict the solution; fix them first.
    Wrong { lines: Vec<usize> },
    /// Every value is placed.
    Solved,
    /// The next deduction from the marks.
    Step(Box<Step>),
    /// No step was found (the search-backed placement always finds one on a grid with a
    /// unique solution and correct marks, so this is a safeguard, not an expected answer).
    Undecided,
}

/// What [`solution`] found for the puzzle it was last asked about.
type Solved = (Puzzle, (Status, Option<Assignment>));

thread_local! {
    /// A person asks for hint after hint on one puzzle, and proving a hard 12x12 unique
    /// takes longer than the hint itself; one puzzle is remembered (per thread: the page's
    /// worker keeps it between calls).
    static LAST: RefCell<Option<Solved>> = const { RefCell::new(None) };
}

/// The puzzle's status and, if unique, its solution.
pub fn solution(puzzle: &Puzzle) -> (Status, Option<Assignment>) {
    let known = LAST.with_borrow(|last| {
        last.as_ref()
            .filter(|(p, _)| p == puzzle)
            .map(|(_, found)| found.clone())
    });
    if let Some(found) = known {
        return found;
    }
    let mut s = Propagator::new(puzzle, 0..puzzle.clues.len()).search(2);
    let found = match s.count {
        0 => (Status::None, None),
        1 => (Status::Unique, s.solutions.pop()),
        _ => (Status::Multiple, None),
    };
    LAST.set(Some((puzzle.clone(), found.clone())));
    found
}

/// Which marks contradict the puzzle's unique solution.
pub fn check_marks(puzzle: &Puzzle, marks: &Marks) -> Check {
    match solution(puzzle) {
        (status, Some(sol)) => Check {
            status,
            wrong: marks.wrong(&sol),
        },
        (status, None) => Check {
            status,
            wrong: vec![],
        },
    }
}

/// The hint from these marks: wrong marks first, else the next deduction.
pub fn hint(puzzle: &Puzzle, marks: &Marks) -> Hint {
    match solution(puzzle) {
        (_, Some(sol)) => hint_from(puzzle, marks, &sol),
        (status, None) => Hint::NotUnique { status },
    }
}

/// [`hint`] with the puzzle's unique solution already known (a caller asking many times).
pub fn hint_from(puzzle: &Puzzle, marks: &Marks, solution: &[usize]) -> Hint {
    let lines = marks.wrong(solution);
    if !lines.is_empty() {
        return Hint::Wrong { lines };
    }
    let grid = marks.grid(puzzle);
    if grid.is_solved() {
        return Hint::Solved;
    }
    // Hypotheses included: the hint is the step the explanation would take from here.
    match hint_step(puzzle, &grid, solution) {
        Some(step) => Hint::Step(Box::new(step)),
        None => Hint::Undecided,
    }
}
