//! A second predicate that shares the sentence's subject: "Ekum provided either dessert or
//! nuts, *and was not* the last to arrive" is "Ekum provided either dessert or nuts" and "Ekum
//! was not the last to arrive", and "Ekum was late getting home, *so was not* the first to
//! arrive" states that Ekum was not the first to arrive, for the reason before it.
//!
//! The subject is the value that opens the sentence (after "the", if any), and it is the only
//! thing the second predicate can be about: English names no other subject for a verb that
//! follows ", and" with none of its own. The first clause may hold no other comma, so that no
//! relative clause ("X, who …, and was …") can offer a second subject; a subject followed by
//! "and", "or", "of" or a possessive ("Ekum and Epum …", "Ekum's brother …") is not the whole
//! subject, and the line is left to the other forms.
//!
//! A second clause with a subject of its own ("…, and Ebum was not the last to arrive") is a
//! sentence of its own: both are read, one by one, and the line is never read whole (a "not"
//! of one clause must not reach into the other).
//!
//! After "so", the clause before states the reason for the one after: when that reason names
//! nothing but the subject and holds no word that could change a meaning (no negation, no
//! relation, no number), it is the story's colour ("was late getting home"), which the clue
//! after "so" states the consequence of; any other reason is read as a clause of its own and
//! must read. Two clauses joined by "and" with no comma are [`super::conjoined`]'s.

use super::clauses::Clause;
use super::mentions::Lexicon;
use super::pieces::{self, Kind};
use crate::zebra::case::among;
use crate::zebra::error::ZebraError;
use crate::zebra::model::{Constraint, Puzzle};

/// The verbs that open a predicate with no subject of its own after ", and".
const AUXILIARIES: &str = "was|is|were|are|did|does|do|has|had|have";

/// Words after the subject that show it is not the whole subject.
const LONGER: &str = "and|or|nor|of|'s|,|s|who|whose";

/// What a line of a subject and two predicates reads as.
#[derive(Debug, PartialEq, Eq)]
pub enum Predicates {
    /// Both predicates, each a clause with the subject.
    Both(Vec<Clause>),
    /// Only the consequence after "so"; the reason before it (returned) states nothing the
    /// clue language can say.
    Consequence(Clause, String),
}

/// Whether a line has this form's shape: one comma, then "and", "but" or "so" and a verb
/// with no subject of its own, or a clause with a subject of its own ("…, and Ebum was …").
/// Such a line is never read whole, where a "not" of the second clause could reach into the
/// first ("Ekum or Epum brought soup, and was not …").
pub fn shaped(lex: &Lexicon, text: &str) -> bool {
    let Some(ws) = super::tokens::words(&super::tokens::clean(text)) else {
        return false;
    };
    if super::conjoined::split(lex, &ws).is_some() {
        return true;
    }
    let commas: Vec<usize> = (0..ws.len()).filter(|&k| ws[k] == ",").collect();
    let [comma] = commas[..] else { return false };
    ws.get(comma + 1)
        .is_some_and(|w| among(w.as_str(), "and|but|so"))
        && (ws
            .get(comma + 2)
            .is_some_and(|w| among(w.as_str(), AUXILIARIES))
            || own_subject(lex, &ws, comma + 2))
}

/// Whether the clause at word `k` opens with a subject of its own: one value (after "the")
/// and a verb of [`AUXILIARIES`] ("Ebum was not the last to arrive").
fn own_subject(lex: &Lexicon, ws: &[String], k: usize) -> bool {
    let start = k + usize::from(ws.get(k).is_some_and(|w| w == "the"));
    if start >= ws.len() {
        return false;
    }
    lex.value_at(ws, start).is_some_and(|(len, items)| {
        items.len() == 1
            && ws
                .get(start + len)
                .is_some_and(|w| among(w.as_str(), AUXILIARIES))
    })
}

/// The two predicates of `ws` (a line's words), when it has this form (see the module doc).
pub fn split(lex: &Lexicon, ws: &[String]) -> Option<Predicates> {
    let commas: Vec<usize> = (0..ws.len()).filter(|&k| ws[k] == ",").collect();
    let [comma] = commas[..] else { return None };
    let join = ws.get(comma + 1)?.as_str();
    if !among(join, "and|but|so") {
        return None;
    }
    // Two clauses, each with its own subject: each is read as a sentence.
    if own_subject(lex, ws, comma + 2) {
        let clause = |w: &[String]| Clause {
            text: w.join(" "),
            pronoun: false,
        };
        return Some(Predicates::Both(vec![
            clause(&ws[..comma]),
            clause(&ws[comma + 2..]),
        ]));
    }
    if !among(ws.get(comma + 2)?.as_str(), AUXILIARIES) {
        return None;
    }
    let start = usize::from(ws[0] == "the");
    let (len, items) = lex.value_at(ws, start)?;
    let subject_end = start + len;
    if items.len() != 1 || subject_end >= comma || among(ws[subject_end].as_str(), LONGER) {
        return None;
    }
    // A full stop or semicolon inside would make two sentences, which their own reader takes.
    if ws.iter().any(|w| w == ";" || w == ".") {
        return None;
    }
    let subject = &ws[..subject_end];
    let second = Clause {
        text: [subject, &ws[comma + 2..]].concat().join(" "),
        pronoun: false,
    };
    let first = &ws[..comma];
    if join == "so" && colour_only(lex, first) {
        return Some(Predicates::Consequence(
            second,
            first[subject_end..].join(" "),
        ));
    }
    Some(Predicates::Both(vec![
        Clause {
            text: first.join(" "),
            pronoun: false,
        },
        second,
    ]))
}

/// Whether a reason clause names only its subject and holds only words no form reads: no
/// value or position but the subject, no cue, negation or connective, no number.
fn colour_only(lex: &Lexicon, ws: &[String]) -> bool {
    let Ok(sorted) = pieces::sort(lex, ws) else {
        return false;
    };
    let mentions = sorted
        .pieces
        .iter()
        .filter(|q| matches!(q.kind, Kind::Mention(_)))
        .count();
    let others = sorted
        .pieces
        .iter()
        .any(|q| !matches!(q.kind, Kind::Mention(_) | Kind::Link));
    let numbers = ws
        .iter()
        .any(|w| w.chars().any(|c| c.is_ascii_digit()) || super::cues::number(w).is_some());
    mentions == 1
        && !others
        && !numbers
        && !sorted.unplaced.is_empty()
        && super::grammar::condition(ws).is_none()
        && !ws.iter().any(|w| {
            among(w.as_str(), super::closed::MEANING)
                || among(w.as_str(), super::story::POINTERS)
                || super::cues::core(w).is_some()
                || super::cues::comparative(w).is_some()
        })
}

impl super::English {
    /// The line's two predicates ([`split`]) read as clauses; `Err(None)` when it has not
    /// this form.
    pub(super) fn read_predicates(
        &self,
        p: &Puzzle,
        line: usize,
        text: &str,
        refusal: &ZebraError,
        clue_reads: &dyn Fn(&str) -> bool,
    ) -> Result<Vec<Constraint>, Option<ZebraError>> {
        let ws = super::tokens::words(&super::tokens::clean(text)).ok_or(None)?;
        let parts = match split(&self.lexicon, &ws) {
            Some(Predicates::Both(parts)) => parts,
            Some(Predicates::Consequence(clause, _)) => vec![clause],
            None => super::conjoined::split(&self.lexicon, &ws).ok_or(None)?,
        };
        self.read_parts(p, line, parts, refusal, clue_reads)
    }
}
