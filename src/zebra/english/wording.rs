//! Words that dress what a sentence names without changing which thing it is, written away
//! before the sentence is read:
//!
//! - "the two friends" opening a sentence before its verb: the story's pair, as "the pair"
//!   says it (whose words link what the sentence names, [`super::story`]);
//! - "while <value> is <…ing>" closing a sentence with no comma: "during" that value's time
//!   ("… at the T-shirt vendor *while Yellow Reef is playing*"), as "during" reads;
//! - a word of praise before a value ("the lecturer on *proper* study habits", "the *rare*
//!   white dragon"), from a closed list of adjectives that grade a thing and never pick
//!   another one ("fake", "former", "toy" are not in it: a toy dog is no dog), only where an
//!   article or preposition stands before it;
//! - "the site of" (scene, venue, location) before a value: "South Amboy was not *the site of*
//!   either the beached whale or …" is "South Amboy was not either the beached whale or …";
//! - a value named by its last word and restated by its other words in a clause: "the place
//!   where *the whale was beached*" is "the place where the beached whale was", when the words
//!   after "be" are exactly the name's first words ("beached whale") and end the clause or
//!   come before a place ("in", "at", "on"); "the whale was beached *by* Lois" is refused.

use super::mentions::Lexicon;
use crate::zebra::case::among;
use crate::zebra::model::Puzzle;

/// Adjectives of praise or grade: they say how good or rare a thing is, never which thing.
#[rustfmt::skip]
const PRAISE: &str = "proper|rare|exquisite|beautiful|lovely|famous|elegant|charming|delightful|\
    wonderful|fabulous|gorgeous|handsome|precious|priceless|valuable|splendid|magnificent|\
    stunning|ornate|delicate|popular|talented|renowned|celebrated|fascinating|interesting|\
    informative|entertaining|excellent|superb|marvelous|marvellous|exciting|impressive|remarkable|\
    amazing|majestic|glorious|treasured|prized|cherished";

/// Words after which an adjective describes the thing named next.
const BEFORE_ADJECTIVE: &str = "the|a|an|on|of|about|for|from|with|in|by";

/// Nouns of place that stand for the thing they are the place of ("the *site* of").
const PLACES: &str = "site|scene|venue|location";

/// Words that say an act is on ("while Yellow Reef is *playing*"); "packing", "leaving" do not.
const PERFORMING: &str = "playing|performing|singing|on";

/// How many words after an adjective may hold the value it describes (no name is longer).
const WINDOW: usize = 16;

/// Forms of "be" a restated name follows ("the whale *was* beached").
const BE: &str = "is|was|are|were";

/// Auxiliaries that may follow the story's pair as the subject ("the two friends *won't* …").
const AUXILIARIES: &str = "will|would|did|do|does|are|were|can|could|never|met|meet";

/// `ws` with the words of the module's forms written away.
pub fn rewrite(p: &Puzzle, lex: &Lexicon, ws: &[String]) -> Vec<String> {
    let mut out: Vec<String> = Vec::with_capacity(ws.len());
    let mut k = 0;
    // "The two friends won't meet …": the story's pair, as "the pair" says it.
    let pair =
        ws.len() > 4 && ws[..3] == ["the", "two", "friends"] && among(ws[3].as_str(), AUXILIARIES);
    if pair {
        out.extend(["the".to_string(), "pair".to_string()]);
        k = 3;
    }
    while k < ws.len() {
        let value = |j: usize| j < ws.len() && lex.value_at(ws, j).is_some();
        let w = ws[k].as_str();
        // A value's own words are its name's, whatever they are.
        if let Some((len, items)) = lex.value_at(ws, k) {
            if let Some(name) = restated(p, ws, k, &items).filter(|_| len == 1) {
                // "whale was beached" → "beached whale was".
                out.extend(name.iter().cloned());
                out.push(ws[k].clone());
                out.push(ws[k + 1].clone());
                k += 2 + name.len();
                continue;
            }
            out.extend_from_slice(&ws[k..k + len]);
            k += len;
            continue;
        }
        if among(w, PRAISE)
            && out
                .last()
                .is_some_and(|b| among(b.as_str(), BEFORE_ADJECTIVE))
        {
            let mut j = k;
            while j < ws.len() && among(ws[j].as_str(), PRAISE) && !value(j) {
                j += 1;
            }
            // The value after must be one as it reads without the adjectives: a short form
            // ("the whale") may need the article right before it.
            let mut next: Vec<String> = out.last().cloned().into_iter().collect();
            next.extend(ws[j..].iter().take(WINDOW).cloned());
            if lex.value_at(&next, 1).is_some() {
                k = j;
                continue;
            }
        }
        // "while Yellow Reef is playing" closing a sentence without a comma: during its time.
        if let Some(len) = during(lex, ws, k) {
            out.push("during".into());
            out.extend_from_slice(&ws[k + 1..k + 1 + len]);
            out.push(ws[k + 2 + len].clone());
            k += 3 + len;
            continue;
        }
        let place = w == "the"
            && ws.get(k + 1).is_some_and(|x| among(x.as_str(), PLACES))
            && !value(k + 1)
            && ws.get(k + 2).is_some_and(|x| x == "of");
        let object = |j: usize| {
            value(j)
                || ws
                    .get(j)
                    .is_some_and(|x| among(x.as_str(), "either|neither|the|a|an"))
        };
        if place && object(k + 3) {
            k += 3;
            continue;
        }
        out.push(ws[k].clone());
        k += 1;
    }
    out
}

/// The first words of the value named at `k` by its last word alone, when the words after it
/// are a form of "be" and exactly those words: "whale | was | beached" for "beached whale".
fn restated(p: &Puzzle, ws: &[String], k: usize, items: &[usize]) -> Option<Vec<String>> {
    let [item] = items else { return None };
    let name = super::tokens::words(p.value_name(*item))?;
    let (last, first) = name.split_last()?;
    if first.is_empty() || *last != ws[k] || k == 0 || ws[k - 1] != "the" {
        return None;
    }
    if !among(ws.get(k + 1)?.as_str(), BE) {
        return None;
    }
    let after = ws.get(k + 2..k + 2 + first.len())?;
    // "the whale was beached *by* Lois" says who beached it: the words are a verb there.
    let end = ws
        .get(k + 2 + first.len())
        .is_none_or(|w| among(w.as_str(), ",|or|and|nor|in|at|on"));
    (after == first && end).then(|| first.to_vec())
}

/// The length of the value after a "while" at `k` that closes the sentence as "while <value>
/// <be> playing" ([`PERFORMING`]), the sentence holding no comma (a "while" after one may
/// contrast two clauses: "Amy drinks tea, while Bob …").
fn during(lex: &Lexicon, ws: &[String], k: usize) -> Option<usize> {
    if ws[k] != "while" || k == 0 || ws.iter().any(|w| w == ",") {
        return None;
    }
    let (len, _) = lex.value_at(ws, k + 1)?;
    let be = ws.get(k + 1 + len)?;
    let ing = ws.get(k + 2 + len)?;
    let last = k + 3 + len == ws.len();
    // Only a verb of the act's own time: "while Yellow Reef is *packing*" is after it.
    (among(be.as_str(), BE) && among(ing.as_str(), PERFORMING) && last).then_some(len)
}

#[cfg(test)]
#[path = "tests_wording.rs"]
mod tests;

#[cfg(test)]
#[path = "tests_festival.rs"]
mod tests_festival;
