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
    /// A distance or other number in a clue too large to be one (2^40 or more).
    NumberTooLarge { line: usize, number: String },
    /// "X is either A or B or C …" whose alternatives mix attributes (or values and
    /// positions): two that differ.
    MixedAlternatives {
        line: usize,
        first: String,
        other: String,
    },
    /// A clue line read as English that could not be read: what was understood, and why
    /// no clue came of it.
    English { line: usize, message: String },
    /// A clue line the clue language refuses, in a build without the English reader (the
    /// browser's core modules): the page hands such a text to the English module, which reads
    /// it (see `readings.rs`), or says why it cannot.
    NeedsReader { line: usize },
    /// A clue counting statements ("exactly 2 of: …") that cannot be one: a statement that
    /// is no single relation, too few or too many statements, a count that says nothing.
    Counting { line: usize, problem: String },
    /// A clue of order (`what`: "left of", "next to", "a position" …) in a grid without
    /// order: the text has no `positions:` line.
    NoOrder { line: usize, what: String },
    /// A line holding a control character that is not a blank (NUL and the like; a tab, a
    /// form feed or a carriage return is a blank): invisible on screen, so a name holding
    /// one could never be typed back. `column` counts characters
    /// from 1; `code` is the character's code point.
    ControlCharacter {
        line: usize,
        column: usize,
        code: u32,
    },
    /// Clue lines that could not be read, every one of them (a pasted puzzle shows all its
    /// unread lines at once), each with the number printed before it when it has one.
    Unread { lines: Vec<UnreadLine> },
    /// A puzzle text longer than the reader accepts.
    TooLong { bytes: usize, max: usize },
    /// A generator request outside what the generator supports.
    BadSize {
        positions: usize,
        attributes: usize,
        message: String,
    },
}

/// Text from the input as an error quotes it: whole when short, else its first characters
/// and its length, so that one long line does not make a message megabytes long.
pub(crate) struct Clip<'a>(pub &'a str);

impl Clip<'_> {
    /// Longer than this many characters is cut.
    const MAX: usize = 80;
    /// How many characters a cut text keeps.
    const KEEP: usize = 60;
}

impl fmt::Display for Clip<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut chars = self.0.char_indices();
        match chars.nth(Self::MAX) {
            None => f.write_str(self.0),
            Some(_) => {
                let cut = self.0.char_indices().nth(Self::KEEP).map_or(0, |(i, _)| i);
                let total = self.0.chars().count();
                write!(
                    f,
                    "{}… ({total} characters)",
                    self.0.get(..cut).unwrap_or_default()
                )
            }
        }
    }
}

/// One clue line that could not be read: the number printed before the clue ("3" of
/// "3. The Brit …"), if any, and why.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct UnreadLine {
    pub clue: Option<String>,
    pub error: ZebraError,
}

impl UnreadLine {
    /// The line's error, its place named by line and printed clue number: "line 7 (clue 3):
    /// …".
    pub fn message(&self) -> String {
        let text = self.error.to_string();
        match (self.error.line(), &self.clue) {
            (Some(line), Some(clue)) => {
                let head = format!("line {line}:");
                match text.strip_prefix(&head) {
                    Some(rest) => format!("line {line} (clue {}):{rest}", Clip(clue)),
                    None => text,
                }
            }
            _ => text,
        }
    }
}

/// Whether `s` is a whole number written in digits, of any size.
pub(crate) fn is_integer(s: &str) -> bool {
    let digits = s.strip_prefix(['-', '+']).unwrap_or(s);
    !digits.is_empty() && digits.bytes().all(|b| b.is_ascii_digit())
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
    /// The same position label twice (or two labels at the same place: `$5`, `$5.00`).
    LabelTwice { label: String },
    /// Labels in different units (`$5` and `6 ft`).
    MixedUnits { first: String, other: String },
    /// A `group:` line that is not "group: NAME: v1, v2, …" over one attribute's values.
    BadGroup { why: String },
}

impl fmt::Display for HeaderProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            HeaderProblem::MissingName => {
                write!(f, "an attribute line needs a name before the colon")
            }
            HeaderProblem::EmptyValue { attribute } => write!(
                f,
                "attribute \"{}\" has an empty value (values are separated by commas)",
                Clip(attribute)
            ),
            HeaderProblem::BadPositions { found } => write!(
                f,
                "expected \"positions: N\" or \"positions: NAME: L1, L2, …\" with numeric labels, but found \"{}\"",
                Clip(found)
            ),
            HeaderProblem::NotANumber { label } if is_integer(label) => write!(
                f,
                "position label {} is too large (labels are below 2^40)",
                Clip(label)
            ),
            HeaderProblem::NotANumber { label } => write!(
                f,
                "position label \"{}\" is neither a number (with or without a unit), money, a time, a date, a weekday, a month nor an ordinal",
                Clip(label)
            ),
            HeaderProblem::LabelTwice { label } => {
                write!(f, "position label {} is given twice", Clip(label))
            }
            HeaderProblem::MixedUnits { first, other } => write!(
                f,
                "position label \"{}\" is not in the same unit as the first label \"{}\"",
                Clip(other),
                Clip(first)
            ),
            HeaderProblem::BadGroup { why } => write!(
                f,
                "expected \"group: NAME: v1, v2, …\" naming values of one attribute, but {why}"
            ),
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
            | ZebraError::MixedAlternatives { line, .. }
            | ZebraError::NumberTooLarge { line, .. }
            | ZebraError::English { line, .. }
            | ZebraError::NeedsReader { line }
            | ZebraError::Counting { line, .. }
            | ZebraError::NoOrder { line, .. }
            | ZebraError::ControlCharacter { line, .. } => Some(*line),
            ZebraError::Unread { lines } => lines.first().and_then(|l| l.error.line()),
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
            ZebraError::MixedAlternatives { .. } => "mixed_alternatives",
            ZebraError::NumberTooLarge { .. } => "number_too_large",
            ZebraError::English { .. } => "english",
            ZebraError::NeedsReader { .. } => "needs_reader",
            ZebraError::Counting { .. } => "counting",
            ZebraError::NoOrder { .. } => "no_order",
            ZebraError::ControlCharacter { .. } => "control_character",
            // One unread line is the error it has.
            ZebraError::Unread { lines } if lines.len() == 1 => lines[0].error.kind(),
            ZebraError::Unread { .. } => "unread_lines",
            ZebraError::TooLong { .. } => "too_long",
            ZebraError::BadSize { .. } => "bad_size",
        }
    }
}

impl fmt::Display for ZebraError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ZebraError::Syntax { line, text, expected } => {
                write!(f, "line {line}: expected {expected}, but found \"{}\"", Clip(text))
            }
            ZebraError::BadHeader { line, problem } => write!(f, "line {line}: {problem}"),
            ZebraError::WrongValueCount { line, attribute, expected, found } => write!(
                f,
                "line {line}: attribute \"{}\" has {found} value{} but there are {expected} positions",
                Clip(attribute),
                if *found == 1 { "" } else { "s" }
            ),
            ZebraError::DuplicateValue { line, attribute, value } => {
                let (attribute, value) = (Clip(attribute), Clip(value));
                write!(f, "line {line}: attribute \"{attribute}\" lists \"{value}\" twice")
            }
            ZebraError::DuplicateAttribute { line, name } => {
                write!(f, "line {line}: \"{}\" is already defined", Clip(name))
            }
            ZebraError::UnknownName { line, name, suggestion } => {
                write!(f, "line {line}: no value is called \"{}\"", Clip(name))?;
                match suggestion {
                    Some(s) => write!(f, " (did you mean \"{}\"?)", Clip(s)),
                    None => Ok(()),
                }
            }
            ZebraError::UnknownWord { line, word, suggestion } => write!(
                f,
                "line {line}: no clue uses the word \"{}\" (did you mean \"{suggestion}\"?)",
                Clip(word)
            ),
            ZebraError::AmbiguousName { line, name, attributes } => {
                let name = Clip(name);
                let attributes: Vec<String> = attributes.iter().map(|a| Clip(a).to_string()).collect();
                write!(
                    f,
                    "line {line}: \"{name}\" is a value of {}; write {} to say which",
                    attributes.join(" and "),
                    attributes.iter().map(|a| format!("\"{a}.{name}\"")).collect::<Vec<_>>().join(" or ")
                )
            }
            ZebraError::NoSuchPosition { line, label, labels } => write!(
                f,
                "line {line}: there is no position {} (the positions are {})",
                Clip(label),
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
            ZebraError::NumberTooLarge { line, number } => write!(
                f,
                "line {line}: the number {} is too large (numbers are below 2^40)",
                Clip(number)
            ),
            ZebraError::MixedAlternatives { line, first, other } => write!(
                f,
                "line {line}: \"{}\" and \"{}\" are not of one kind; three or more \
                 alternatives must all be values of one attribute, or all positions",
                Clip(first),
                Clip(other)
            ),
            // Its message is built from clipped words and names.
            ZebraError::English { line, message } => write!(f, "line {line}: {message}"),
            ZebraError::NeedsReader { line } => write!(
                f,
                "line {line}: not in the clue language, and the English reader is not loaded"
            ),
            ZebraError::Counting { line, problem } => write!(
                f,
                "line {line}: {problem}"
            ),
            ZebraError::NoOrder { line, what } => write!(
                f,
                "line {line}: the puzzle has no \"positions:\" line, so its rows are in no \
                 order and {what} has no meaning; add a positions line (\"positions: N\") \
                 if the houses are in a row"
            ),
            ZebraError::ControlCharacter { line, column, code } => write!(
                f,
                "line {line}: character {column} is an invisible control character \
                 (U+{code:04X}{}), which the text may not hold",
                if *code == 0 { ", NUL" } else { "" }
            ),
            ZebraError::Unread { lines } => {
                if lines.len() > 1 {
                    writeln!(f, "{} clue lines could not be read:", lines.len())?;
                }
                let messages: Vec<String> = lines.iter().map(UnreadLine::message).collect();
                write!(f, "{}", messages.join("\n"))
            }
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

/// The first control character of `line` that is not a blank, as the error naming it
/// (`line_no` is its 1-based number).
pub(crate) fn control_character(line_no: usize, line: &str) -> Result<(), ZebraError> {
    match line
        .chars()
        .enumerate()
        .find(|(_, c)| c.is_control() && !c.is_whitespace())
    {
        Some((i, c)) => Err(ZebraError::ControlCharacter {
            line: line_no,
            column: i + 1,
            code: u32::from(c),
        }),
        None => Ok(()),
    }
}
