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
    /// The check in one sentence, as the page's Check says it first: "All 3 marks agree with
    /// the solution.", "1 of your 3 marks is wrong. Press Check again to see which.", that
    /// there are no marks yet, or that the puzzle has no unique answer to check against.
    pub summary: String,
    /// Which marks are wrong, quoted as written (see [`which_wrong`]); empty when none is.
    pub which: String,
}

/// What a hint says: exactly one of its shapes.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(untagged)]
pub enum HintReport {
    /// `{unique: false, status, summary}`: several solutions or none.
    NotUnique {
        unique: bool,
        status: Status,
        summary: String,
    },
    /// `{wrong: [line], summary, which}`: the marks to fix before a hint, and which they are
    /// (as for [`CheckReport::which`]).
    Wrong {
        wrong: Vec<usize>,
        summary: String,
        which: String,
    },
    /// `{solved: true, summary}`.
    Solved { solved: bool, summary: String },
    /// `{step}`: the step in the shape of an explanation step.
    Step { step: Box<StepReport> },
    /// `{undecided: true, summary}`: no step found.
    Undecided { undecided: bool, summary: String },
}

/// What a hint says when every value is placed (the command line says it too).
pub const SOLVED: &str = "Every value is placed: the puzzle is solved.";

/// "3 marks" or "1 mark".
fn marks_count(n: usize) -> String {
    format!("{n} mark{}", if n == 1 { "" } else { "s" })
}

/// "These 2 marks are wrong (outlined in the grid): “a is in 1”, “b is c”." (or "This mark
/// is"), each mark quoted as its line of `text` reads; empty when `lines` is.
pub fn which_wrong(lines: &[usize], text: &str) -> String {
    if lines.is_empty() {
        return String::new();
    }
    let written: Vec<&str> = text
        .strip_prefix('\u{feff}')
        .unwrap_or(text)
        .lines()
        .collect();
    let quoted: Vec<String> = lines
        .iter()
        .map(|&n| format!("“{}”", written.get(n - 1).copied().unwrap_or("")))
        .collect();
    let these = match lines.len() {
        1 => "This mark is".to_string(),
        n => format!("These {n} marks are"),
    };
    format!(
        "{these} wrong (outlined in the grid): {}.",
        quoted.join(", ")
    )
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
    /// The check of `marks`, read from `text`.
    pub fn new(check: &Check, marks: &Marks, text: &str) -> CheckReport {
        let unique = check.status == Status::Unique;
        let n = marks.marks.len();
        let summary = match check.wrong.len() {
            _ if !unique => "This puzzle does not have exactly one solution, so there is no \
                             answer to check marks against."
                .to_string(),
            _ if n == 0 => "No marks yet: click a cell to mark it.".to_string(),
            0 => format!("All {} agree with the solution.", marks_count(n)),
            k => {
                let are = if k == 1 { "is" } else { "are" };
                format!(
                    "{k} of your {} {are} wrong. Press Check again to see which.",
                    marks_count(n)
                )
            }
        };
        CheckReport {
            unique,
            status: check.status.clone(),
            wrong: check.wrong.clone(),
            summary,
            which: which_wrong(&check.wrong, text),
        }
    }
}

impl HintReport {
    /// The report of `hint` from the marks read from `text`.
    pub fn new(puzzle: &Puzzle, hint: &Hint, text: &str) -> HintReport {
        match hint {
            Hint::NotUnique { status } => HintReport::NotUnique {
                unique: false,
                status: status.clone(),
                summary: "This puzzle does not have exactly one solution, so there is no next \
                          deduction to point at."
                    .to_string(),
            },
            Hint::Wrong { lines } => {
                let (marks, them) = match lines.len() {
                    1 => ("One mark is".to_string(), "it"),
                    n => (format!("{n} marks are"), "them"),
                };
                HintReport::Wrong {
                    wrong: lines.clone(),
                    summary: format!(
                        "{marks} wrong, and a hint reasons from your marks: fix {them} first \
                         (Check shows which)."
                    ),
                    which: which_wrong(lines, text),
                }
            }
            Hint::Solved => HintReport::Solved {
                solved: true,
                summary: SOLVED.to_string(),
            },
            Hint::Step(step) => HintReport::Step {
                step: Box::new(step_report(puzzle, step)),
            },
            Hint::Undecided => HintReport::Undecided {
                undecided: true,
                summary: "The solver could not find a next deduction from here.".to_string(),
            },
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
        Ok(CheckReport::new(
            &super::super::check_marks(&p, &m),
            &m,
            marks,
        ))
    }

    /// `{wrong}`, `{solved}`, `{step}`, `{unique: false, status}` or `{undecided}`.
    pub fn hint(puzzle: &str, marks: &str) -> Result<HintReport, InputError> {
        let (p, m) = read(puzzle, marks)?;
        Ok(HintReport::new(&p, &super::super::hint(&p, &m), marks))
    }
}
