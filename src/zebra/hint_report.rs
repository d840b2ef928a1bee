//! Marks, checks and hints ready for JSON, shared by the command line's `--hint --json` and
//! the page: value names instead of item numbers, position labels (and 0-based columns)
//! instead of indices, line numbers instead of clue indices.

use super::fact::Fact;
use super::hint::{Check, Hint};
use super::marks::Marks;
use super::model::Puzzle;
use super::report::{fact_names, step_report, FactReport, StepReport};
use super::solve::Status;
use serde::Serialize;

/// The consequences of the ✓ marks, one list per kind (`in` and `same` stay empty: greying
/// out a row and a column only ever rules cells out).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize)]
pub struct Consequences {
    #[serde(rename = "in")]
    pub is_in: Vec<FactReport>,
    pub not_in: Vec<FactReport>,
    pub same: Vec<FactReport>,
    pub not_same: Vec<FactReport>,
}

/// The marks read: each fact by line, and what the ✓s grey out.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct MarksState {
    pub facts: Vec<FactReport>,
    pub consequences: Consequences,
}

/// Which marks contradict the unique solution.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct CheckReport {
    pub unique: bool,
    pub status: Status,
    /// Line numbers of the wrong marks (empty unless unique).
    pub wrong: Vec<usize>,
}

/// What a hint says: exactly one of its shapes.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(untagged)]
pub enum HintReport {
    /// `{unique: false, status}`: several solutions or none.
    NotUnique { unique: bool, status: Status },
    /// `{wrong: [line]}`.
    Wrong { wrong: Vec<usize> },
    /// `{solved: true}`.
    Solved { solved: bool },
    /// `{step}`: the step in the shape of an explanation step.
    Step { step: Box<StepReport> },
    /// `{undecided: true}`: no step found.
    Undecided { undecided: bool },
}

/// A mark (with the line it was written on) or a consequence of the marks (`line` absent),
/// for display: the fact with names, its position's column, and its clue-language line.
pub fn mark_report(puzzle: &Puzzle, fact: Fact, line: Option<usize>) -> FactReport {
    let column = match fact {
        Fact::In(_, p) | Fact::NotIn(_, p) => Some(p.0),
        Fact::Same(..) | Fact::NotSame(..) => None,
    };
    FactReport {
        line,
        column,
        ..fact_names(puzzle, fact, fact.text(puzzle))
    }
}

impl MarksState {
    pub fn new(puzzle: &Puzzle, marks: &Marks) -> MarksState {
        let facts = marks
            .marks
            .iter()
            .map(|m| mark_report(puzzle, m.fact, Some(m.line)))
            .collect();
        let mut consequences = Consequences::default();
        for f in marks.consequences(puzzle) {
            let list = match f {
                Fact::In(..) => &mut consequences.is_in,
                Fact::NotIn(..) => &mut consequences.not_in,
                Fact::Same(..) => &mut consequences.same,
                Fact::NotSame(..) => &mut consequences.not_same,
            };
            list.push(mark_report(puzzle, f, None));
        }
        MarksState {
            facts,
            consequences,
        }
    }
}

impl CheckReport {
    pub fn new(check: &Check) -> CheckReport {
        CheckReport {
            unique: check.status == Status::Unique,
            status: check.status.clone(),
            wrong: check.wrong.clone(),
        }
    }
}

impl HintReport {
    pub fn new(puzzle: &Puzzle, hint: &Hint) -> HintReport {
        match hint {
            Hint::NotUnique { status } => HintReport::NotUnique {
                unique: false,
                status: status.clone(),
            },
            Hint::Wrong { lines } => HintReport::Wrong {
                wrong: lines.clone(),
            },
            Hint::Solved => HintReport::Solved { solved: true },
            Hint::Step(step) => HintReport::Step {
                step: Box::new(step_report(puzzle, step)),
            },
            Hint::Undecided => HintReport::Undecided { undecided: true },
        }
    }
}

/// Why a puzzle and its marks could not be read: which of the two texts, and the line.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct InputError {
    /// `puzzle` or `marks`: the text at fault.
    pub source: &'static str,
    pub kind: &'static str,
    pub message: String,
    pub line: Option<usize>,
}

/// Reads both texts; the first problem, in the puzzle first, is the error.
pub fn read(puzzle: &str, marks: &str) -> Result<(Puzzle, Marks), InputError> {
    let p = Puzzle::parse(puzzle).map_err(|e| InputError {
        source: "puzzle",
        kind: e.kind(),
        message: e.to_string(),
        line: e.line(),
    })?;
    let m = Marks::parse(&p, marks).map_err(|e| InputError {
        source: "marks",
        kind: e.kind(),
        message: e.to_string(),
        line: e.line(),
    })?;
    Ok((p, m))
}

/// What the page asks of a puzzle and its marks, each read from the two texts first: the
/// typed report, or the first problem in either text. The wasm edge and the tests put the
/// same envelope around them (`ok: true` added, or `{ok: false, error}`).
pub mod answers {
    use super::*;

    /// `{facts, consequences}`.
    pub fn marks_state(puzzle: &str, marks: &str) -> Result<MarksState, InputError> {
        let (p, m) = read(puzzle, marks)?;
        Ok(MarksState::new(&p, &m))
    }

    /// `{unique, status, wrong}`.
    pub fn check(puzzle: &str, marks: &str) -> Result<CheckReport, InputError> {
        let (p, m) = read(puzzle, marks)?;
        Ok(CheckReport::new(&super::super::check_marks(&p, &m)))
    }

    /// `{wrong}`, `{solved}`, `{step}`, `{unique: false, status}` or `{undecided}`.
    pub fn hint(puzzle: &str, marks: &str) -> Result<HintReport, InputError> {
        let (p, m) = read(puzzle, marks)?;
        Ok(HintReport::new(&p, &super::super::hint(&p, &m)))
    }
}
