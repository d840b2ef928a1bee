//! Clues that count statements, as printed: a line "Exactly two of the following three
//! statements are true:" followed by lettered lines ("a) Ellyfish plays grunge music."),
//! and the inclusive or "X is either Y or Z, or both". Each becomes the clue language's
//! counting clue ("exactly 2 of: …", "at least 1 of: …").
//!
//! The opening line is read only in a closed list of wordings, with its count in words or
//! digits: "exactly", "only" or "just" K ("exactly"), "at least" K, "at most" K, then "of the
//! following" with an optional count of statements and "statements", "sentences" or
//! "clues", then "is" or "are" "true". A bare "Two of the following are true" could mean
//! "exactly" or "at least" and stays unread. The lettered lines that follow must be a), b),
//! c) … in order, as many as the opening line says; each must read as one relation.

use super::super::count_clue::MAX_STATEMENTS;
use super::super::error::ZebraError;
use super::super::model::{Amount, Constraint, Puzzle};
use super::choice;
use super::cues::number;
use super::tokens::{clean, letter_label, words};
use super::English;

/// The clue language's reading of one line (its line number, its text).
pub(crate) type Parse<'a> = dyn Fn(usize, &str) -> Result<Vec<Constraint>, ZebraError> + 'a;

/// What an opening line says: how many of the statements hold, and how many statements
/// there are when it says so.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Lead {
    pub amount: Amount,
    pub statements: Option<usize>,
}

/// A count word: "two", "2".
fn count(w: &str) -> Option<usize> {
    number(w)
        .filter(|&k| (0..=64).contains(&k))
        .map(|k| k as usize)
}

/// The opening line's reading, when the whole line is one of its wordings.
pub(crate) fn lead(text: &str) -> Option<Lead> {
    // Every clue line is asked: most are turned away before any word is cut.
    let following = text.as_bytes().windows(9);
    if !following
        .clone()
        .any(|w| w.eq_ignore_ascii_case(b"following"))
    {
        return None;
    }
    let ws = words(&clean(text))?;
    let w: Vec<&str> = ws.iter().map(String::as_str).collect();
    let (amount, rest): (Amount, &[&str]) = match w[..] {
        ["exactly" | "only" | "just", k, ref rest @ ..] => (Amount::Exactly(count(k)?), rest),
        ["at", "least", k, ref rest @ ..] => (Amount::AtLeast(count(k)?), rest),
        ["at", "most", k, ref rest @ ..] => (Amount::AtMost(count(k)?), rest),
        _ => return None,
    };
    let rest = match rest {
        ["of", "the", "following", rest @ ..] => rest,
        _ => return None,
    };
    let (statements, rest) = match rest {
        [k, rest @ ..] if count(k).is_some() => (count(k), rest),
        _ => (None, rest),
    };
    let rest = match rest {
        ["statements" | "sentences" | "clues" | "statement" | "sentence" | "clue", rest @ ..] => {
            rest
        }
        _ => rest,
    };
    matches!(rest, ["is" | "are", "true"]).then_some(Lead { amount, statements })
}

/// The lettered label of a statement line ("a)", "(b)") as its letter, lower case.
pub(crate) fn letter(text: &str) -> Option<char> {
    let label = letter_label(text)?;
    label
        .chars()
        .find(char::is_ascii_alphabetic)
        .map(|c| c.to_ascii_lowercase())
}

/// The sentence of an inclusive or without its closing "…, or both", when the line ends so
/// and says "both" nowhere else.
pub(crate) fn or_both(ws: &[String]) -> Option<Vec<String>> {
    let k = ws.len();
    (k >= 2 && ws[k - 2] == "or" && ws[k - 1] == "both").then_some(())?;
    let rest = &ws[..k - 2];
    let rest = rest.strip_suffix(&[",".to_string()]).unwrap_or(rest);
    (!rest.iter().any(|w| w == "both")).then(|| rest.to_vec())
}

/// What "X is either Y or Z, or both" states, from the reading of "X is either Y or Z":
/// at least one of "X is Y" and "X is Z". Any other reading is no inclusive or.
pub(crate) fn inclusive(read: &[Constraint]) -> Option<Constraint> {
    let [Constraint::Either { x, y, z }] = *read else {
        return None;
    };
    let same = |y| Constraint::Rel {
        x,
        rel: super::super::model::Relation::Same,
        y,
    };
    Some(Constraint::Count {
        amount: Amount::AtLeast(1),
        parts: vec![same(y), same(z)],
    })
}

impl English {
    /// A line with "or both": "X is either Y or Z, or both" read as at least one of "X is Y"
    /// and "X is Z"; any other is refused by name. `None` when the line has no "or both".
    pub(super) fn inclusive_or(
        &self,
        p: &Puzzle,
        line: usize,
        ws: &[String],
        refusal: &ZebraError,
        clue_reads: Option<&dyn Fn(&str) -> bool>,
        stories: bool,
    ) -> Option<Result<Vec<Constraint>, ZebraError>> {
        let why = choice::inclusive_or(ws)?;
        let english = || ZebraError::English { line, message: why };
        let Some(rest) = or_both(ws) else {
            return Some(Err(english()));
        };
        // The sentence without "or both" that does not read says why itself.
        let read = self.read_with(
            p,
            line,
            &rest.join(" "),
            refusal.clone(),
            clue_reads,
            stories,
        );
        Some(read.and_then(|read| inclusive(&read).map(|c| vec![c]).ok_or_else(english)))
    }

    /// Reads the statements that follow an opening line (`lead` at `line`): each with
    /// `parse` (the clue language) or else as English, each one relation. The errors are
    /// every statement's that does not read, or the opening line's when the statements do
    /// not fit it.
    pub(crate) fn read_statements(
        &self,
        p: &Puzzle,
        lead: Lead,
        line: usize,
        statements: &[(usize, &str)],
        parse: &Parse,
    ) -> Result<Constraint, Vec<ZebraError>> {
        let english = |line: usize, message: String| ZebraError::English { line, message };
        let k = statements.len();
        if k == 0 {
            return Err(vec![english(
                line,
                "it introduces statements, but no lettered lines ('a) …', 'b) …') follow it".into(),
            )]);
        }
        if let Some(said) = lead.statements.filter(|&s| s != k) {
            return Err(vec![english(
                line,
                format!("it speaks of {said} statements, but {k} lettered lines follow it"),
            )]);
        }
        if k > MAX_STATEMENTS {
            return Err(vec![english(
                line,
                format!("{k} statements follow it; at most {MAX_STATEMENTS} can be counted"),
            )]);
        }
        for (&(at, text), want) in statements.iter().zip('a'..='z') {
            if letter(text) != Some(want) {
                return Err(vec![english(
                    at,
                    format!(
                        "its statement should be lettered '{want})' (the statements after the \
                         opening line go a), b), c) … in order)"
                    ),
                )]);
            }
        }
        let mut parts = vec![];
        let mut errors = vec![];
        for &(at, text) in statements {
            let label = letter_label(text).unwrap_or("");
            let body = text
                .trim_start()
                .get(label.len()..)
                .unwrap_or_default()
                .trim();
            let read = parse(at, body).or_else(|refusal| {
                self.read(p, at, body, refusal, &|t: &str| parse(at, t).is_ok())
            });
            match read.as_deref() {
                Ok([c @ Constraint::Rel { .. }]) => parts.push(c.clone()),
                Ok(_) => errors.push(english(
                    at,
                    format!(
                        "the statement '{label}' does not read as one relation, and only such \
                         statements can be counted"
                    ),
                )),
                Err(_) => errors.push(read.expect_err("an error")),
            }
        }
        if !errors.is_empty() {
            return Err(errors);
        }
        let (min, max) = lead.amount.range(k);
        if min > max || max > k || (min == 0 && max == k) {
            return Err(vec![english(
                line,
                format!(
                    "'{}' of {k} statements says nothing the clue language can count",
                    lead.amount.text()
                ),
            )]);
        }
        Ok(Constraint::Count {
            amount: lead.amount,
            parts,
        })
    }
}

#[cfg(test)]
#[path = "tests_statements.rs"]
mod tests;
