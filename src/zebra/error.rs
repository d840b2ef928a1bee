//! Why a text is not a zebra puzzle (or a generator request cannot be met). Every variant that
//! comes from a line carries its 1-based line number so the page can mark the line.

use serde::Serialize;
use std::fmt;

#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum ZebraError {
    /// A line that is neither a header nor a clue of the language.
    Syntax {
        line: usize,
        text: String,
        expected: String,
    },
    /// A header line whose value is malformed (`positions: x`, an empty attribute…).
    BadHeader { line: usize, problem: HeaderProblem },
    /// An attribute with a different number of values than there are positions.
    WrongValueCount {
        line: usize,
        attribute: String,
        expected: usize,
        found: usize,
    },
    /// The same value twice in one attribute.
    DuplicateValue {
        line: usize,
        attribute: String,
        value: String,
    },
    /// Two attributes with the same name (or a header name reused).
    DuplicateAttribute { line: usize, name: String },
    /// A reference to a value that no attribute has.
    UnknownName {
        line: usize,
        name: String,
        suggestion: Option<String>,
    },
    /// A word no clue form uses that is a letter or two from one they use ("lefft"), with
    /// the fix that makes the line read.
    UnknownWord {
        line: usize,
        word: String,
        suggestion: String,
    },
    /// A value name that occurs in several attributes, used without `attribute.`.
    AmbiguousName {
        line: usize,
        name: String,
        attributes: Vec<String>,
    },
    /// `in N` / `position N` with a label that is not a position.
    NoSuchPosition {
        line: usize,
        label: String,
        labels: Vec<String>,
    },
    /// The puzzle defines no attribute, or no positions could be determined.
    NoAttributes,
    /// More positions than the solver's bit sets hold, or fewer than one.
    TooManyPositions {
        line: usize,
        positions: usize,
        max: usize,
    },
    /// More attributes than the solver's bit sets hold.
    TooManyAttributes {
        line: usize,
        attributes: usize,
        max: usize,
    },
    /// "X is D away from Y" (or after / before) with D below zero.
    NegativeDistance { line: usize, distance: i64 },
    /// A clue line read as English that could not be read: what was understood, and why
    /// no clue came of it.
    English { line: usize, message: String },
    /// A puzzle text longer than the reader accepts.
    TooLong { bytes: usize, max: usize },
    /// A generator request outside what the generator supports.
    BadSize {
        positions: usize,
        attributes: usize,
        message: String,
    },
}

/// What is wrong with a header line.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "problem", rename_all = "snake_case")]
pub enum HeaderProblem {
    /// `: red, green` with nothing before the colon.
    MissingName,
    /// An attribute whose list has an empty value (`a, , b`).
    EmptyValue { attribute: String },
    /// A `positions:` line that is neither a count nor a name with labels.
    BadPositions { found: String },
    /// A position label that is not a whole number (or too large to be one).
    NotANumber { label: String },
    /// The same position label twice.
    LabelTwice { label: i64 },
}

impl fmt::Display for HeaderProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            HeaderProblem::MissingName => {
                write!(f, "an attribute line needs a name before the colon")
            }
            HeaderProblem::EmptyValue { attribute } => write!(
                f,
                "attribute \"{attribute}\" has an empty value (values are separated by commas)"
            ),
            HeaderProblem::BadPositions { found } => write!(
                f,
                "expected \"positions: N\" or \"positions: NAME: L1, L2, …\" with numeric labels, but found \"{found}\""
            ),
            HeaderProblem::NotANumber { label } => {
                write!(f, "position label \"{label}\" is not a whole number")
            }
            HeaderProblem::LabelTwice { label } => write!(f, "position label {label} is given twice"),
        }
    }
}

impl ZebraError {
    /// The 1-based line at fault, when there is one.
    pub fn line(&self) -> Option<usize> {
        match self {
            ZebraError::Syntax { line, .. }
            | ZebraError::BadHeader { line, .. }
            | ZebraError::WrongValueCount { line, .. }
            | ZebraError::DuplicateValue { line, .. }
            | ZebraError::DuplicateAttribute { line, .. }
            | ZebraError::UnknownName { line, .. }
            | ZebraError::UnknownWord { line, .. }
            | ZebraError::AmbiguousName { line, .. }
            | ZebraError::NoSuchPosition { line, .. }
            | ZebraError::TooManyPositions { line, .. }
            | ZebraError::TooManyAttributes { line, .. }
            | ZebraError::NegativeDistance { line, .. }
            | ZebraError::English { line, .. } => Some(*line),
            ZebraError::NoAttributes | ZebraError::TooLong { .. } | ZebraError::BadSize { .. } => {
                None
            }
        }
    }

    /// A short stable name of the kind of error (the serde tag).
    pub fn kind(&self) -> &'static str {
        match self {
            ZebraError::Syntax { .. } => "syntax",
            ZebraError::BadHeader { .. } => "bad_header",
            ZebraError::WrongValueCount { .. } => "wrong_value_count",
            ZebraError::DuplicateValue { .. } => "duplicate_value",
            ZebraError::DuplicateAttribute { .. } => "duplicate_attribute",
            ZebraError::UnknownName { .. } => "unknown_name",
            ZebraError::UnknownWord { .. } => "unknown_word",
            ZebraError::AmbiguousName { .. } => "ambiguous_name",
            ZebraError::NoSuchPosition { .. } => "no_such_position",
            ZebraError::NoAttributes => "no_attributes",
            ZebraError::TooManyPositions { .. } => "too_many_positions",
            ZebraError::TooManyAttributes { .. } => "too_many_attributes",
            ZebraError::NegativeDistance { .. } => "negative_distance",
            ZebraError::English { .. } => "english",
            ZebraError::TooLong { .. } => "too_long",
            ZebraError::BadSize { .. } => "bad_size",
        }
    }
}

impl fmt::Display for ZebraError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ZebraError::Syntax { line, text, expected } => {
                write!(f, "line {line}: expected {expected}, but found \"{text}\"")
            }
            ZebraError::BadHeader { line, problem } => write!(f, "line {line}: {problem}"),
            ZebraError::WrongValueCount { line, attribute, expected, found } => write!(
                f,
                "line {line}: attribute \"{attribute}\" has {found} value{} but there are {expected} positions",
                if *found == 1 { "" } else { "s" }
            ),
            ZebraError::DuplicateValue { line, attribute, value } => {
                write!(f, "line {line}: attribute \"{attribute}\" lists \"{value}\" twice")
            }
            ZebraError::DuplicateAttribute { line, name } => {
                write!(f, "line {line}: \"{name}\" is already defined")
            }
            ZebraError::UnknownName { line, name, suggestion } => {
                write!(f, "line {line}: no value is called \"{name}\"")?;
                match suggestion {
                    Some(s) => write!(f, " (did you mean \"{s}\"?)"),
                    None => Ok(()),
                }
            }
            ZebraError::UnknownWord { line, word, suggestion } => write!(
                f,
                "line {line}: no clue uses the word \"{word}\" (did you mean \"{suggestion}\"?)"
            ),
            ZebraError::AmbiguousName { line, name, attributes } => write!(
                f,
                "line {line}: \"{name}\" is a value of {}; write {} to say which",
                attributes.join(" and "),
                attributes.iter().map(|a| format!("\"{a}.{name}\"")).collect::<Vec<_>>().join(" or ")
            ),
            ZebraError::NoSuchPosition { line, label, labels } => write!(
                f,
                "line {line}: there is no position {label} (the positions are {})",
                labels.join(", ")
            ),
            ZebraError::NoAttributes => write!(
                f,
                "the puzzle defines no attribute: add lines such as \"colour: red, green, blue\""
            ),
            ZebraError::TooManyPositions { line, positions, max } => write!(
                f,
                "line {line}: {positions} positions is not supported (from 1 to {max})"
            ),
            ZebraError::TooManyAttributes { line, attributes, max } => write!(
                f,
                "line {line}: this is attribute number {attributes}; at most {max} are supported"
            ),
            ZebraError::NegativeDistance { line, distance } => write!(
                f,
                "line {line}: a distance cannot be negative, but this one is {distance}"
            ),
            ZebraError::English { line, message } => write!(f, "line {line}: {message}"),
            ZebraError::TooLong { bytes, max } => write!(
                f,
                "the puzzle text has {bytes} bytes; at most {max} are read"
            ),
            ZebraError::BadSize { positions, attributes, message } => {
                write!(f, "cannot generate a {positions}x{attributes} puzzle: {message}")
            }
        }
    }
}

impl std::error::Error for ZebraError {}
