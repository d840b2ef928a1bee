//! A relative clause that closes a sentence, set off by a comma, says something of the thing
//! named right before the comma: "Helen played a demented terrorist leader, *whose name was
//! not Ilsa Harsch*", "The hero of Narwood is the Captain, *who is not Dumbson*", "… wasn't the
//! crime thriller 'Frame', *in which she appeared as Dora Flint*". Such a line states two
//! facts, cut into two sentences before they are read: the sentence before the comma, and the
//! clause said of that thing ("the demented terrorist leader's name was not Ilsa Harsch", "in
//! the crime thriller 'Frame' appeared as Dora Flint"). The line reads only when both do.
//!
//! The clause speaks of the last thing only where nothing else can be what it describes:
//! - the thing is one noun phrase ending at the comma: an article, the story's plain words
//!   ("a *demented* terrorist *leader*") and one value or position, nothing after a "'s";
//! - that phrase is no part of a larger one that may be the clause's subject: not after "of",
//!   "'s", "and", "or", "than" or a relative word of a clause still open ("the man who owns
//!   the cat, who …" may say it of the man), and, in a sentence with a denial, only right
//!   after the denied "be" ("isn't the Dane, who …"; "the club not organised by Bob, which …"
//!   says it of the club, which is not Bob's);
//! - the sentence before the comma has no relation of another kind ("lives next to the Dane's
//!   house, which …" may say it of the house next door).
//!
//! In a clause opened by "in which", "on which", "at which" or "where", a "he" or "she" right
//! after it is the one who acts there, not what the clause links: "'Frame', in which she
//! appeared as Dora Flint" puts Dora Flint in 'Frame' whoever "she" is. Such a clause must name
//! one thing, what is found there ("the red house, where the Dane drinks tea" may be a visit).

use super::descriptions::plain;
use super::mentions::Lexicon;
use super::pieces::{self, Kind};
use crate::zebra::case::among;

/// Words after which a noun phrase belongs to a larger one ("the owner *of* the cat").
const INSIDE: &str = "of|'s|and|or|nor|than|who|whom|whose|which|that|where";

/// Relative words: one opening a clause still open before the phrase may be what the aside
/// describes.
const RELATIVES: &str = "who|whom|whose|which|that|where";

const BE: &str = "is|was|are|were|be|been";

/// The two sentences `ws` states, when it ends in an aside of this module's form.
pub fn split(lex: &Lexicon, ws: &[String]) -> Option<[Vec<String>; 2]> {
    let comma = ws.iter().rposition(|w| w == ",")?;
    let (head, tail) = (&ws[..comma], &ws[comma + 1..]);
    // What the clause becomes once the phrase is put back: "NP …", "NP's …" or "in NP …".
    let (open, place) = match tail {
        [w, ..] if w == "who" || w == "which" => (1, false),
        [w, ..] if w == "whose" => (1, false),
        [w, ..] if w == "where" => (1, true),
        [p, w, ..] if w == "which" && among(p.as_str(), "in|at|on") => (2, true),
        _ => return None,
    };
    let whose = tail[0] == "whose";
    let mut clause = &tail[open..];
    if place && clause.first().is_some_and(|w| w == "he" || w == "she") {
        clause = &clause[1..];
    }
    if clause.len() < 2 {
        return None;
    }
    // A clause of place names one thing, what is found there: "the red house, where the Dane
    // drinks tea" may be a visit, no row.
    if place {
        let inner = pieces::sort(lex, clause).ok()?;
        let things = inner
            .pieces
            .iter()
            .filter(|q| matches!(q.kind, Kind::Mention(_)))
            .count();
        if things != 1 {
            return None;
        }
    }
    let sorted = pieces::sort(lex, head).ok()?;
    // No relation of another kind: only things, linking words and a denial.
    if sorted
        .pieces
        .iter()
        .any(|q| !matches!(q.kind, Kind::Mention(_) | Kind::Link | Kind::Neg))
    {
        return None;
    }
    let last = sorted
        .pieces
        .iter()
        .rfind(|q| matches!(q.kind, Kind::Mention(_)))?;
    let story = |k: usize| sorted.unplaced.contains(&k) && plain(&head[k]);
    // After the thing, its name's own words and at most two plain nouns ("terrorist *leader*").
    let after = (last.word + 1..comma).filter(|k| !sorted.inside.contains(k));
    if after.clone().count() > 2 || !after.clone().all(story) {
        return None;
    }
    // Before it, the story's plain words back to an article.
    let mut start = last.word;
    while start > 0 && story(start - 1) {
        start -= 1;
    }
    let article = start > 0 && among(head[start - 1].as_str(), "the|a|an");
    if article {
        start -= 1;
    } else if start < last.word {
        return None;
    }
    let prev = head[..start].last()?.as_str();
    // "It is the Brit, not the Dane, who drinks tea": the cleft's clause, of the Brit.
    if among(prev, INSIDE) || prev == "," || head[0] == "it" {
        return None;
    }
    // A denial must be of the "be" before the phrase ("wasn't the crime thriller"), not an
    // aside ("the Brit, not the Dane").
    let denied_be = among(prev, "not|never") && start >= 2 && among(head[start - 2].as_str(), BE);
    let denied = sorted.pieces.iter().any(|q| q.kind == Kind::Neg);
    if (denied || among(prev, "not|never")) && !(among(prev, BE) || denied_be) {
        return None;
    }
    // A clause opened in the same stretch (since the last comma) may hold the phrase.
    let stretch = head[..start]
        .iter()
        .rposition(|w| w == ",")
        .map_or(0, |c| c + 1);
    if head[stretch..start]
        .iter()
        .any(|w| among(w.as_str(), RELATIVES))
    {
        return None;
    }
    let mut phrase: Vec<String> = head[start..].to_vec();
    if article {
        phrase[0] = "the".into();
    }
    let second = if place {
        [&["in".to_string()][..], &phrase, clause].concat()
    } else if whose {
        [&phrase[..], &["'s".to_string()], clause].concat()
    } else {
        [&phrase[..], clause].concat()
    };
    Some([head.to_vec(), second])
}
