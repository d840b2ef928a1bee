//! Why a text is not an Instant Insanity puzzle, or why it could not be solved or generated.
//! Every variant renders as one sentence that names the place (the line or row number), and
//! serialises with a `kind` tag so the page can highlight the offending row.

use serde::Serialize;
use std::fmt;

/// The most cubes a puzzle may have: enough for any sensible puzzle, and it keeps every
/// count of per-cube choices inside a `u64` bit mask.
pub const MAX_CUBES: usize = 64;

#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum InsanityError {
    /// A cube line without 6 colours (or a one-word label, or `Cube` and a label word, and 6
    /// colours).
    WrongTokenCount {
        line: usize,
        /// `"line"` for newline-separated text, `"row"` when the text uses `;` separators.
        unit: &'static str,
        /// The row's words (before any comment).
        found: usize,
        /// The row is led by `Cube`, so its first two words are read as a label.
        label: bool,
    },
    /// No cube lines at all.
    NoCubes,
    /// More than [`MAX_CUBES`] cube lines; `line` is where the first extra cube is.
    TooManyCubes {
        line: usize,
        unit: &'static str,
        max: usize,
    },
    /// A painting to be written as text has a colour that is not one word (empty, or with
    /// white space or `;`), so the text would not read back as the same cubes.
    NotAWord { cube: usize, face: &'static str },
    /// The generator takes 1 to [`MAX_CUBES`] cubes.
    BadSize { n: usize, max: usize },
    /// The generator found no puzzle with exactly one solution in its attempts.
    GenerateFailed { n: usize, attempts: usize },
    /// The search exceeded its node budget before it could decide; `found` is how many
    /// solutions it had counted by then (0: it does not know whether there is any). With
    /// `estimate`, a count stopped early: random probes of the search put its solutions at
    /// about 10^estimate, past the budget.
    TooHard {
        nodes: u64,
        found: u64,
        estimate: Option<u32>,
    },
    /// A count does not fit in 128 bits.
    CountOverflow,
}

impl InsanityError {
    /// A short stable name of the kind of error (the serde tag).
    pub fn kind(&self) -> &'static str {
        match self {
            InsanityError::WrongTokenCount { .. } => "wrong_token_count",
            InsanityError::NoCubes => "no_cubes",
            InsanityError::TooManyCubes { .. } => "too_many_cubes",
            InsanityError::NotAWord { .. } => "not_a_word",
            InsanityError::BadSize { .. } => "bad_size",
            InsanityError::GenerateFailed { .. } => "generate_failed",
            InsanityError::TooHard { .. } => "too_hard",
            InsanityError::CountOverflow => "count_overflow",
        }
    }

    /// The 1-based line (or row) the error is on, if it is on one.
    pub fn line(&self) -> Option<usize> {
        match self {
            InsanityError::WrongTokenCount { line, .. }
            | InsanityError::TooManyCubes { line, .. } => Some(*line),
            _ => None,
        }
    }
}

impl fmt::Display for InsanityError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            InsanityError::WrongTokenCount {
                line,
                unit,
                found,
                label: false,
            } => write!(
                f,
                "{unit} {line}: a cube needs 6 colours (Front Back Left Right Top Bottom), \
                 optionally after a label such as “1” or “Cube 1”, but this {unit} has {found} word{}",
                if *found == 1 { "" } else { "s" }
            ),
            InsanityError::WrongTokenCount {
                line,
                unit,
                found,
                label: true,
            } => {
                let colours = found.saturating_sub(2);
                write!(
                    f,
                    "{unit} {line}: a {unit} led by “Cube” is “Cube”, a label word and 6 colours \
                     (Front Back Left Right Top Bottom), but this {unit} has {colours} word{} \
                     after “Cube” and its label",
                    if colours == 1 { "" } else { "s" }
                )
            }
            InsanityError::NoCubes => write!(
                f,
                "no cubes given: write one cube per line as six colours, Front Back Left Right Top Bottom"
            ),
            InsanityError::TooManyCubes { line, unit, max } => {
                write!(f, "{unit} {line}: too many cubes, at most {max} are allowed")
            }
            InsanityError::NotAWord { cube, face } => write!(
                f,
                "cube {cube}, {face}: a colour is one word, without spaces or “;”, not starting with “#”"
            ),
            InsanityError::BadSize { n, max } => {
                write!(f, "cannot make a puzzle of {n} cubes: choose 1 to {max}")
            }
            InsanityError::GenerateFailed { n, attempts } => write!(
                f,
                "found no {n}-cube puzzle with exactly one solution in {attempts} attempts; try another seed"
            ),
            InsanityError::TooHard {
                nodes, found: 0, ..
            } => write!(
                f,
                "gave up after searching {nodes} positions without finding a stack or proving \
                 there is none: could not decide whether these cubes can be stacked"
            ),
            InsanityError::TooHard {
                nodes,
                found,
                estimate: None,
            } => write!(
                f,
                "gave up after searching {nodes} positions: there are solutions (at least \
                 {found}), but too many ways to stack the cubes to count them all"
            ),
            InsanityError::TooHard {
                nodes,
                found,
                estimate: Some(e),
            } => write!(
                f,
                "gave up after searching {nodes} positions: there are solutions (at least \
                 {found}); random probes of the search estimate some 10^{e} ways to stack the \
                 cubes, too many to count within the node budget"
            ),
            InsanityError::CountOverflow => {
                write!(f, "the number of solutions is too large to count (over 2^128)")
            }
        }
    }
}

impl std::error::Error for InsanityError {}
