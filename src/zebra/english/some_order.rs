//! "In some order": two things matched to two others without saying which goes with which.
//!
//! - "The blimp launching and the skyscraper dedication were covered, *in some order*, by Lois
//!   and the reporter who was sent to Port Charles", "The country and speed metal acts are, in
//!   some order, A and B": the pairs {X, Y} ↔ {A, B}. The sentence is read as the one it
//!   restates, "Of X and Y, one was covered by A and the other was covered by B", so its verb
//!   and descriptions meet that form's rules (a verb that relates two things apart is still
//!   refused). The verb is the words from the first form of "be" after the subject up to the
//!   phrase; a sentence without one (an active verb: who did what is less clear) is left to
//!   the other forms.
//! - "Ms. Itakura and the lecturer on study habits spoke on consecutive days, *in one order or
//!   the other*": closing a sentence, the phrase says a relation holds either way round, which
//!   only a relation without a direction can (next to, D apart); "X spoke before Y, in one
//!   order or the other" is refused.
//!
//! "and" inside a value's name ("Retread Ed and the Flat Tires") splits nothing; where the
//! halves may be cut at several "and"s, the line reads only when exactly one cut reads.

use super::mentions::Lexicon;
use crate::zebra::case::among;
use crate::zebra::model::{Constraint, Relation};
use crate::zebra::ZebraError;

/// The phrases that say "either way round".
const PHRASES: &[&[&str]] = &[
    &["in", "some", "order"],
    &["in", "either", "order"],
    &["in", "one", "order", "or", "the", "other"],
];

/// Forms of "be" that may open the restated verb, and their singular ("one *was* …").
const BE: &[(&str, &str)] = &[("are", "is"), ("were", "was"), ("is", "is"), ("was", "was")];

/// Where the sentence says it: (first word of the phrase, its length), the phrase standing
/// alone after a comma.
fn phrase_at(ws: &[String]) -> Option<(usize, usize)> {
    (1..ws.len()).find_map(|i| {
        if ws[i - 1] != "," {
            return None;
        }
        let len = PHRASES
            .iter()
            .find(|ph| {
                ws[i..]
                    .iter()
                    .zip(ph.iter())
                    .filter(|(a, b)| a == b)
                    .count()
                    == ph.len()
            })?
            .len();
        let end = i + len;
        (end == ws.len() || ws[end] == ",").then_some((i, len))
    })
}

/// What the sentence restates, when it says "in some order".
pub enum Found {
    /// Readings to try, each a sentence "Of X and Y, one … and the other …" (one per way of
    /// cutting the halves at an "and").
    Pairs(Vec<String>),
    /// The sentence without its closing phrase, whose relation must have no direction.
    Either(String),
    /// The phrase where no form takes it.
    Refused(String),
}

/// The indices of the "and"s in `ws` that are no part of a value's name.
fn free_ands(lex: &Lexicon, ws: &[String]) -> Vec<usize> {
    let mut out = vec![];
    let mut k = 0;
    while k < ws.len() {
        if let Some((len, _)) = lex.value_at(ws, k) {
            k += len;
            continue;
        }
        if ws[k] == "and" {
            out.push(k);
        }
        k += 1;
    }
    out
}

/// The sentence's "in some order", when it has one.
pub fn find(lex: &Lexicon, ws: &[String]) -> Option<Found> {
    let (at, len) = phrase_at(ws)?;
    let phrase = ws[at..at + len].join(" ");
    let refused = |why: &str| Some(Found::Refused(format!("'{phrase}' {why}")));
    if ws.iter().any(|w| w == "respectively") {
        return refused("and 'respectively' (in the order written) say opposite things");
    }
    let head = &ws[..at - 1];
    if at + len == ws.len() {
        return Some(Found::Either(head.join(" ")));
    }
    let tail = &ws[at + len + 1..];
    if tail.iter().any(|w| w == ",") {
        return refused("stands before more than one clause");
    }
    let Some(be) = head.iter().position(|w| BE.iter().any(|b| b.0 == w)) else {
        return refused("pairs two things with two others only after a form of 'be'");
    };
    if head[be..].iter().any(|w| among(w.as_str(), "not|never|no")) {
        return refused("pairs two things with two others, which a denial does not");
    }
    let singular = BE.iter().find(|b| b.0 == head[be]).map(|b| b.1)?;
    let verb = [&[singular.to_string()][..], &head[be + 1..]]
        .concat()
        .join(" ");
    let (by, tail) = match tail.split_first() {
        Some((w, rest)) if w == "by" => ("by ", rest),
        _ => ("", tail),
    };
    let subject = &head[..be];
    let mut out = vec![];
    for &s in &free_ands(lex, subject) {
        for &t in &free_ands(lex, tail) {
            let (x, y) = (&subject[..s], &subject[s + 1..]);
            let (a, b) = (&tail[..t], &tail[t + 1..]);
            if [x, y, a, b].iter().any(|h| h.is_empty()) {
                continue;
            }
            out.push(format!(
                "of {} and {} , one {verb} {by}{} and the other {verb} {by}{}",
                x.join(" "),
                y.join(" "),
                a.join(" "),
                b.join(" ")
            ));
        }
    }
    if out.is_empty() {
        return refused("needs two things on each side, joined by 'and'");
    }
    Some(Found::Pairs(out))
}

/// Whether a relation holds either way round.
fn undirected(r: Relation) -> bool {
    matches!(
        r,
        Relation::Same
            | Relation::NotSame
            | Relation::NextTo
            | Relation::NotNextTo
            | Relation::Away(_)
    )
}

/// The clues of `found`, reading each restated sentence with `read`.
pub fn read(
    line: usize,
    found: Found,
    read: impl Fn(&str) -> Result<Vec<Constraint>, ZebraError>,
) -> Result<Vec<Constraint>, ZebraError> {
    let english = |message: String| ZebraError::English { line, message };
    match found {
        Found::Refused(why) => Err(english(why)),
        Found::Either(rest) => {
            let out = read(&rest)?;
            let placed = out.iter().any(|c| {
                matches!(c, Constraint::Rel { rel, .. } if matches!(rel, Relation::NextTo | Relation::Away(_)))
            });
            let all = out
                .iter()
                .all(|c| matches!(c, Constraint::Rel { rel, .. } if undirected(*rel)));
            if placed && all {
                Ok(out)
            } else {
                Err(english(
                    "'in one order or the other' says a relation holds either way round, but \
                     the rest of the sentence states no such relation (only 'next to' or a \
                     distance apart has no direction)"
                        .into(),
                ))
            }
        }
        Found::Pairs(tries) => {
            let mut first_error = None;
            let mut reads: Vec<Vec<Constraint>> = vec![];
            for t in &tries {
                match read(t) {
                    Ok(out) => {
                        if !reads.contains(&out) {
                            reads.push(out);
                        }
                    }
                    Err(e) => {
                        first_error.get_or_insert(e);
                    }
                }
            }
            match reads.len() {
                1 => Ok(reads.remove(0)),
                0 => Err(first_error.expect("at least one reading was tried")),
                _ => Err(english(
                    "'in some order' pairs two things with two others, but the 'and's of the \
                     sentence may cut them in more than one way"
                        .into(),
                )),
            }
        }
    }
}

#[cfg(test)]
#[path = "tests_some_order.rs"]
mod tests;
