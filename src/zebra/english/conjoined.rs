//! Two clauses joined by "and" with no comma, each read as a sentence of its own:
//!
//! - a second clause with a subject of its own: "Reed lives left of the green house *and the
//!   third one is* white" is "Reed lives left of the green house" and "the third one is
//!   white". The clause before "and" must relate two things (two mentions, no relative word
//!   that could still be open), and the one after names one thing before its singular "is"
//!   or "was" ("Bob and Sue are neighbours" is a plural subject, not two clauses). Read
//!   whole, such a line would take the second subject for a second object ("lives left of
//!   the green house and of the third one");
//! - a second verb of the subject after a denial: "Johnny *does not* live at either end *and
//!   resides* right of the blue house". The second verb agrees with "does" (its "-s"), so it
//!   is outside the denial: "Johnny does not live at either end" and "Johnny resides right
//!   of the blue house". ("does not keep cats and drink tea", a bare verb, would be inside
//!   it, and is no such line.) The subject is the value opening the sentence (after "the"
//!   or a title), and the first clause holds no relative word, so no other thing can be the
//!   second verb's subject ("does not live with the man who keeps cats and drinks tea"). A
//!   comma may stand before this "and" ("does not keep cats, and drinks tea").
//!
//! Both clauses must read; the line is then never read whole.

use super::clauses::Clause;
use super::mentions::Lexicon;
use super::pieces::{self, Kind};
use crate::zebra::case::among;

/// Words that make what follows part of a description still open.
const RELATIVE: &str = "who|whose|which|that|where|whom";

/// Words in "-s" that are no verb.
const ADVERBS: &str = "always|sometimes|perhaps|besides|towards|afterwards|nevertheless|thus";

/// Titles that may stand before the subject's name.
const TITLES: &str = "the|mr|mrs|ms|miss|dr";

fn mentions(lex: &Lexicon, ws: &[String]) -> Option<usize> {
    let sorted = pieces::sort(lex, ws).ok()?;
    Some(
        sorted
            .pieces
            .iter()
            .filter(|q| matches!(q.kind, Kind::Mention(_)))
            .count(),
    )
}

fn clause(ws: &[String]) -> Clause {
    Clause {
        text: ws.join(" "),
        pronoun: false,
    }
}

/// The two clauses of `ws` (a line's words), when it has one of this module's forms.
pub fn split(lex: &Lexicon, ws: &[String]) -> Option<Vec<Clause>> {
    if ws.iter().any(|w| among(w.as_str(), ";|.")) {
        return None;
    }
    // (A comma may stand before the second verb's "and", nowhere else.)
    let commas: Vec<usize> = (0..ws.len()).filter(|&k| ws[k] == ",").collect();
    match commas[..] {
        [] => own_subject(lex, ws).or_else(|| second_verb(lex, ws)),
        [c] if ws.get(c + 1).is_some_and(|w| w == "and") => {
            let mut plain = ws.to_vec();
            plain.remove(c);
            second_verb(lex, &plain)
        }
        _ => None,
    }
}

/// "A is left of B and C is D": the first "and" after which one thing and a singular "is"
/// or "was" follow, where the words before it relate two things.
fn own_subject(lex: &Lexicon, ws: &[String]) -> Option<Vec<Clause>> {
    for k in (1..ws.len()).filter(|&k| ws[k] == "and") {
        if ws[..k].iter().any(|w| among(w.as_str(), RELATIVE)) {
            return None;
        }
        let Some(verb) = (k + 1..ws.len().min(k + 8)).find(|&j| among(ws[j].as_str(), "is|was"))
        else {
            continue;
        };
        if mentions(lex, &ws[k + 1..verb]) == Some(1) && mentions(lex, &ws[..k])? >= 2 {
            return Some(vec![clause(&ws[..k]), clause(&ws[k + 1..])]);
        }
    }
    None
}

/// "S does not V … and Vs …": the subject's second verb, outside the denial.
fn second_verb(lex: &Lexicon, ws: &[String]) -> Option<Vec<Clause>> {
    let start = usize::from(ws.first().is_some_and(|w| among(w.as_str(), TITLES)));
    let (len, items) = lex.value_at(ws, start)?;
    let end = start + len;
    if items.len() != 1 || ws.get(end)? != "does" || ws.get(end + 1)? != "not" {
        return None;
    }
    let ands: Vec<usize> = (end..ws.len()).filter(|&k| ws[k] == "and").collect();
    let [k] = ands[..] else { return None };
    if ws[..k].iter().any(|w| among(w.as_str(), RELATIVE)) {
        return None;
    }
    let verb = ws.get(k + 1)?;
    let agrees = verb.len() > 3
        && verb.ends_with('s')
        && !verb.ends_with("ss")
        && lex.value_at(ws, k + 1).is_none()
        && lex.position_at(ws, k + 1).is_none()
        && super::cues::core(verb).is_none()
        && !among(verb.as_str(), ADVERBS)
        && !among(verb.as_str(), super::closed::MEANING);
    if !agrees {
        return None;
    }
    let second = [&ws[..end], &ws[k + 1..]].concat();
    Some(vec![clause(&ws[..k]), clause(&second)])
}
