//! Sentences that state two facts, cut into two sentences before they are read:
//!
//! - a chain, "Ruth is two years older than the Baker child, who is two years older than Sam":
//!   the relative clause after the comma speaks of what the first comparison ends with, so it
//!   becomes "the Baker child is two years older than Sam";
//! - a shared subject, "The Blondie song was played just before the Beach Boys track, and
//!   sometime after the Beatles hit": the second relation speaks of the first sentence's
//!   subject, so it becomes "The Blondie song was played sometime after the Beatles hit";
//! - a relative clause between commas, "Eskum, who arrived first, brought the fish": both
//!   clauses speak of the subject.
//!
//! Each part is then read as a sentence of its own, and the line is read only when both are.

use super::cues;
use crate::zebra::case::among;

/// Words after which a comparison names the thing it compares with.
const OBJECT_OPENERS: &str = "than|before|after|behind|beside";

/// Relative words that open a clause about the thing before the comma.
const RELATIVE: &str = "who|which";

/// Whether `w` is a relation word: a cue ("after", "left", "next"), a comparative, or "ahead"
/// / "behind".
fn relation_word(w: &str) -> bool {
    cues::core(w).is_some() || cues::comparative(w).is_some() || among(w, "ahead|behind")
}

/// Words that may stand between a clause's start and its relation word ("and *sometime*
/// after", "but *two years* younger").
fn lead_word(w: &str) -> bool {
    cues::modifier(w).is_some()
        || cues::number(w).is_some()
        || among(w, cues::UNITS)
        || crate::zebra::labels::is_unit_word(w)
        || among(w, "a|an|is|was|are|were|right")
}

/// The two sentences `ws` states, when it is one of the module's forms.
pub fn split(ws: &[String]) -> Option<[Vec<String>; 2]> {
    let comma = ws.iter().position(|w| w == ",")?;
    let (head, tail) = (&ws[..comma], &ws[comma + 1..]);
    if tail.iter().any(|w| w == ",") && among(tail.first()?.as_str(), RELATIVE) {
        // "X, who P, Q": both speak of X.
        let second = comma + 1 + tail.iter().position(|w| w == ",")?;
        let (p, q) = (&ws[comma + 2..second], &ws[second + 1..]);
        // ("The swimmer next to Carol, who swims Butterfly, …": the clause may speak of Carol,
        // the nearer, and the whole sentence is refused as such in `scopes`.)
        let related = head.iter().any(|w| relation_word(w));
        if head.is_empty() || p.is_empty() || q.is_empty() || q.iter().any(|w| w == ",") || related
        {
            return None;
        }
        return Some([[head, p].concat(), [head, q].concat()]);
    }
    if tail.iter().any(|w| w == ",") || head.is_empty() || tail.len() < 2 {
        return None;
    }
    let first_relation = head.iter().position(|w| relation_word(w))?;
    if among(tail[0].as_str(), RELATIVE) {
        // "X … than Y, who …": the clause speaks of Y.
        let opener = head
            .iter()
            .rposition(|w| among(w.as_str(), OBJECT_OPENERS))?;
        let object = &head[opener + 1..];
        let rest = &tail[1..];
        if object.is_empty() || !rest.iter().any(|w| relation_word(w)) {
            return None;
        }
        return Some([head.to_vec(), [object, rest].concat()]);
    }
    // "X … before Y, and sometime after Z": the second relation speaks of X.
    if !among(tail[0].as_str(), "and|but") {
        return None;
    }
    let rest = &tail[1..];
    let cue = rest.iter().position(|w| relation_word(w))?;
    if !rest[..cue].iter().all(|w| lead_word(w)) {
        return None;
    }
    // The subject and its verb: the words before the first relation and what leads to it.
    let mut start = first_relation;
    while start > 0
        && lead_word(&head[start - 1])
        && !among(head[start - 1].as_str(), "is|was|are|were")
    {
        start -= 1;
    }
    Some([head.to_vec(), [&head[..start], rest].concat()])
}
