//! The clue language's counting clues: "exactly K of: S1; S2; …", "at least K of: …", "at
//! most K of: …", each statement a clue of one relation (solved in `counted`).

use super::clue::parse_clue;
use super::error::{Clip, ZebraError};
use super::model::{Amount, Constraint, Puzzle};
use super::names::Names;

/// The most statements a counting clue may have: the SAT encoding states the bound with a
/// clause per subset of the statements.
pub const MAX_STATEMENTS: usize = 8;

/// The words a count may be written in besides digits.
// `|`-joined, read with `split('|')` (case.rs's `among` says why).
const NUMBER_WORDS: &str = "zero|one|two|three|four|five|six|seven|eight";

/// The amount a line opens with ("exactly 2 of:", "at least one of:") and the rest of the
/// line after the colon, if it opens so.
fn opening(text: &str) -> Option<(Amount, &str)> {
    let t = text.trim_start();
    let colon = t.find(':')?;
    let head: Vec<String> = t
        .get(..colon)
        .unwrap_or_default()
        .split_whitespace()
        .map(str::to_ascii_lowercase)
        .collect();
    let head: Vec<&str> = head.iter().map(String::as_str).collect();
    let (kind, k): (fn(usize) -> Amount, &str) = match head[..] {
        ["exactly", k, "of"] => (Amount::Exactly, k),
        ["at", "least", k, "of"] => (Amount::AtLeast, k),
        ["at", "most", k, "of"] => (Amount::AtMost, k),
        _ => return None,
    };
    let k = match k.parse::<usize>() {
        Ok(k) => k,
        Err(_) => NUMBER_WORDS.split('|').position(|w| w == k)?,
    };
    Some((kind(k), t.get(colon + 1..).unwrap_or_default()))
}

/// Whether a line is a counting clue (so its colon ends no header name).
pub(crate) fn is_count(text: &str) -> bool {
    opening(text).is_some()
}

/// Reads "exactly K of: S1; S2; …" (also "at least K of:", "at most K of:"), each statement
/// a clue of one relation; `None` when the line does not open so.
pub(crate) fn parse_count(
    names: &Names,
    p: &Puzzle,
    line: usize,
    text: &str,
) -> Option<Result<Vec<Constraint>, ZebraError>> {
    let (amount, rest) = opening(text)?;
    let problem = |problem: String| ZebraError::Counting { line, problem };
    let read = || {
        let statements: Vec<&str> = rest.split(';').map(str::trim).collect();
        if statements.iter().any(|s| s.is_empty()) {
            return Err(problem(
                "a statement is empty: write them \"exactly K of: S1; S2; …\"".into(),
            ));
        }
        let k = statements.len();
        if !(2..=MAX_STATEMENTS).contains(&k) {
            return Err(problem(format!(
                "it has {k} statement{}; a count needs from 2 to {MAX_STATEMENTS}, separated \
                 by \";\"",
                if k == 1 { "" } else { "s" }
            )));
        }
        let (min, max) = amount.range(k);
        if min > max || max > k || (min == 0 && max == k) {
            return Err(problem(format!(
                "\"{}\" of {k} statements {}",
                amount.text(),
                if min > max || min > k {
                    "can never hold"
                } else {
                    "always holds, so it says nothing"
                }
            )));
        }
        let mut parts = vec![];
        for statement in statements {
            if is_count(statement) {
                return Err(problem(format!(
                    "the statement \"{}\" counts statements itself, which a statement cannot",
                    Clip(statement)
                )));
            }
            // A statement that is no clue is this line's error as it stands: the English
            // reader must not take the whole line for a sentence.
            let read = parse_clue(names, p, line, statement).map_err(|e| match e {
                ZebraError::Syntax { .. } | ZebraError::UnknownName { .. } => {
                    let why = e.to_string();
                    let prefix = format!("line {line}: ");
                    problem(format!(
                        "the statement \"{}\" does not read: {}",
                        Clip(statement),
                        why.strip_prefix(&prefix).unwrap_or(&why)
                    ))
                }
                e => e,
            })?;
            match read[..] {
                [ref c @ Constraint::Rel { .. }] => parts.push(c.clone()),
                _ => {
                    return Err(problem(format!(
                        "the statement \"{}\" is not one relation (\"X is Y\", \"X is left \
                         of Y\" …); \"either\" and \"one … the other\" cannot be counted",
                        Clip(statement)
                    )))
                }
            }
        }
        Ok(vec![Constraint::Count { amount, parts }])
    };
    Some(read())
}

/// One clue line: a counting clue, or else any other clue of the language.
pub(crate) fn read_clue(
    names: &Names,
    p: &Puzzle,
    line: usize,
    text: &str,
) -> Result<Vec<Constraint>, ZebraError> {
    parse_count(names, p, line, text).unwrap_or_else(|| parse_clue(names, p, line, text))
}
