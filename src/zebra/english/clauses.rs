//! A line of several sentences or clauses, read one by one when it does not read whole:
//! sentences joined by ";" or after a full stop ("Harriet didn't sit on the tree branch. Mike
//! doesn't like oranges."), and a clause joined by "but" or "and" whose subject is "he" or "she"
//! ("Anna sat by the stream but she didn't eat the pear").
//!
//! A sentence after the first may not point back at another ("…; *this* pub isn't …", "the
//! *former*"), except by a "he" or "she" that opens it, or a "this" before its verb ("…; *this
//! is* not the Oak", "…; *this happened* on Monday"). That pronoun stands for a thing (or the
//! event) of the sentence before it, and the line is read only when which thing cannot matter:
//! the sentence before says that the two things it names go together (one row), so the pronoun
//! is that row whichever of the two it means, and is read as the first of them that is a
//! value. Any other sentence before it (a denial, three things, a comparison) leaves two
//! possible rows, and the line is refused.

use super::English;
use crate::zebra::case::{self, among, Lowered};
use crate::zebra::error::ZebraError;
use crate::zebra::model::{Constraint, Puzzle, Relation, Term};

/// Words before a full stop that end no sentence: titles and abbreviations ("Mr. Black").
#[rustfmt::skip]
const ABBREVIATIONS: &str = "mr|mrs|ms|mx|dr|st|col|esq|jr|sr|prof|rev|gen|capt|lt|sgt|no|nos|vs|\
    etc|mt|ft|co|inc|ltd|messrs|fr|sq|ave|rd|approx|dept|univ|maj|cpl|pte|hon|sen|rep|gov";

/// Conjunctions that may open a clause of its own.
const JOINS: &str = "but|and";

/// Pronouns that may open a clause and stand for a thing of the clause before.
const SUBJECTS: &str = "he|she";

/// Verbs that may follow a "This" opening a sentence after the first: it is then that
/// sentence's subject, the thing or event the sentence before tells of.
#[rustfmt::skip]
const THIS_VERBS: &str = "is|was|isn't|wasn't|did|didn't|does|doesn't|happened|occurred|took";

/// One clause of a line: its text, and whether a "he" or "she" (cut off) opened it.
#[derive(Debug, PartialEq, Eq)]
pub struct Clause {
    pub text: String,
    pub pronoun: bool,
}

/// Whether a line holds more than one sentence or clause in a way the reader's forms, which
/// take a line for one sentence, must not read across: a full stop that ends a sentence, or a
/// "he" or "she" opening a clause after a comma or a conjunction ("…, and *she* ate …"),
/// which the forms would pass over as a word that carries nothing.
pub fn several(text: &str) -> bool {
    if full_stops(text).len() > 1 || text.split(';').skip(1).any(opens_with_this) {
        return true;
    }
    let Some(ws) = super::tokens::words(&super::tokens::clean(text)) else {
        return false;
    };
    (1..ws.len()).any(|k| {
        among(ws[k].as_str(), SUBJECTS) && among(ws[k - 1].as_str(), ",|and|but|or|so|yet")
    })
}

/// The clauses of a line, when it has several and none after the first points back at another
/// but by an opening "he" or "she" (see the module doc). `None` for a line of one clause, one
/// that points back otherwise, or one too long to be a sentence.
pub fn split(text: &str) -> Option<Vec<Clause>> {
    // A line too long to be one sentence is too long to be several: the work stays in
    // proportion to a sentence's length.
    super::tokens::words(&super::tokens::clean(text))?;
    let mut out = vec![];
    for sentence in text.split(';').flat_map(full_stops) {
        let tokens: Vec<&str> = sentence.split_whitespace().collect();
        let mut start = 0;
        let mut pronoun = false;
        let mut k = 0;
        while k + 1 < tokens.len() {
            let join = tokens[k].lowered();
            let subject = tokens[k + 1].lowered();
            if k > start && among(join.as_str(), JOINS) && among(subject.as_str(), SUBJECTS) {
                push(&mut out, &tokens[start..k], pronoun);
                start = k + 2;
                pronoun = true;
                k += 2;
                continue;
            }
            k += 1;
        }
        // A sentence that opens with "He" or "She" after one before it.
        let opens = tokens
            .first()
            .is_some_and(|t| among(t.lowered().as_str(), SUBJECTS));
        // A sentence that opens with "This" and its verb ("…; *this is* not the Oak", "…;
        // *this happened* on Monday"): the thing or the event the sentence before tells of,
        // which is that sentence's one row as a "he" is. ("This pub", "this character": a
        // noun after it may name a thing of another row.)
        let this = opens_with_this(sentence);
        if start == 0 && (opens || this) && !out.is_empty() {
            start = 1;
            pronoun = true;
        }
        push(&mut out, &tokens[start.min(tokens.len())..], pronoun);
    }
    if out.len() < 2 {
        return None;
    }
    for clause in &out[1..] {
        let ws = super::tokens::words(&super::tokens::clean(&clause.text))?;
        // "Neither of them" points back at the two the clause before names (`the_two`).
        let skip = if neither_of_them(&clause.text).is_some() {
            3
        } else {
            0
        };
        if ws[skip.min(ws.len())..]
            .iter()
            .any(|w| among(w.as_str(), super::story::POINTERS))
        {
            return None;
        }
    }
    if out[0].pronoun {
        return None;
    }
    Some(out)
}

/// Whether a sentence opens with "this" and its verb: read whole with the one before, the
/// "this" would be a word that carries nothing ("…; *this was* on Monday" said of the wrong
/// thing).
fn opens_with_this(sentence: &str) -> bool {
    let mut tokens = sentence.split_whitespace().map(|t| t.lowered());
    tokens.next().is_some_and(|t| t == "this")
        && tokens.next().is_some_and(|t| among(t.as_str(), THIS_VERBS))
}

/// Adds the clause of `tokens` (a comma before a conjunction dropped) unless it is empty.
fn push(out: &mut Vec<Clause>, tokens: &[&str], pronoun: bool) {
    let text = tokens.join(" ");
    let text = text.trim().trim_end_matches(',').trim();
    if !text.is_empty() {
        out.push(Clause {
            text: text.to_string(),
            pronoun,
        });
    }
}

/// The sentences of `text` cut at each full stop that ends one: after a word of two letters or
/// more that is no abbreviation, before a word with a capital letter.
fn full_stops(text: &str) -> Vec<&str> {
    let mut out = vec![];
    let mut start = 0;
    let mut words = text.split_whitespace().peekable();
    let base = text.as_ptr() as usize;
    while let Some(w) = words.next() {
        let Some(next) = words.peek() else { break };
        // ("Who owns the fish? The Brit lives …": a question ends a sentence as a stop does.)
        let Some(stem) = w.strip_suffix('.').or_else(|| w.strip_suffix('?')) else {
            continue;
        };
        let stem = stem.trim_start_matches(|c: char| case::has_char("\"'(", c));
        let word = stem.len() >= 2
            && stem.chars().all(case::alphabetic)
            && !among(stem.lowered().as_str(), ABBREVIATIONS);
        let capital = next
            .trim_start_matches(|c: char| case::has_char("\"'(", c))
            .starts_with(case::uppercase);
        if word && capital {
            let end = w.as_ptr() as usize - base + w.len();
            out.push(text.get(start..end).unwrap_or_default());
            start = next.as_ptr() as usize - base;
        }
    }
    out.push(text.get(start..).unwrap_or_default());
    out
}

/// The name a "he" or "she" is read as after a clause read as `before`: the value the clause's
/// one row holds, when it says that two things go together (see the module doc).
pub fn antecedent(p: &Puzzle, before: &[Constraint]) -> Option<String> {
    let [Constraint::Rel {
        x,
        rel: Relation::Same,
        y,
    }] = before
    else {
        return None;
    };
    [*x, *y].into_iter().find_map(|t| match t {
        Term::Item(i) => Some(p.value_name(i).to_string()),
        Term::Pos(q) if !p.ordered => Some(p.value_name(p.anchor(q)).to_string()),
        Term::Pos(_) => None,
    })
}

/// The rest of a clause opened by "Neither of them" ("is swimming Butterfly"), if it is one.
fn neither_of_them(text: &str) -> Option<&str> {
    let mut words = text.splitn(4, ' ');
    let opening: Vec<&str> = words.by_ref().take(3).collect();
    let is = |w: &str, want: &str| w.eq_ignore_ascii_case(want);
    (opening.len() == 3
        && is(opening[0], "neither")
        && is(opening[1], "of")
        && is(opening[2], "them"))
    .then(|| words.next())
    .flatten()
}

/// The two things "them" stands for after a clause read as `before`: the two values one
/// relation of two different rows names ("Betty is next to the UK swimmer"). A clause that
/// says two things are one row, or names a position or more than two things, has no "them".
fn the_two(p: &Puzzle, before: &[Constraint]) -> Option<(String, String)> {
    let [Constraint::Rel {
        x: Term::Item(a),
        rel,
        y: Term::Item(b),
    }] = before
    else {
        return None;
    };
    (*rel != Relation::Same && a != b)
        .then(|| (p.value_name(*a).to_string(), p.value_name(*b).to_string()))
}

impl English {
    /// The clauses of a line ([`split`]) read one by one: a "he" or "she" opening one
    /// is the row the one before names, when it names one. `Err(None)` when a pronoun stands
    /// for no one row, `Err(Some(e))` when a clause does not read.
    pub(super) fn read_parts(
        &self,
        p: &Puzzle,
        line: usize,
        parts: Vec<Clause>,
        refusal: &ZebraError,
        clue_reads: &dyn Fn(&str) -> bool,
    ) -> Result<Vec<Constraint>, Option<ZebraError>> {
        self.forget_reported();
        let mut out = vec![];
        let mut before: Vec<Constraint> = vec![];
        for part in parts {
            let text = if part.pronoun {
                let name = antecedent(p, &before).ok_or(None)?;
                format!("{name} {}", part.text)
            } else if let Some(rest) = neither_of_them(&part.text) {
                let (a, b) = the_two(p, &before).ok_or(None)?;
                format!("Neither {a} nor {b} {rest}")
            } else {
                part.text
            };
            let read = self.read_with(p, line, &text, refusal.clone(), Some(clue_reads), true)?;
            out.extend(read.iter().cloned());
            before = read;
        }
        match super::closed::same_attribute(p, &out) {
            Some(why) => Err(Some(ZebraError::English {
                line,
                message: format!("read one by one, {why}"),
            })),
            None => Ok(out),
        }
    }
}
