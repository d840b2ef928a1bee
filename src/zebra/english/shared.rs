//! Two things said to share something the puzzle has no category for: "Frank and the Teacher
//! both vote Tory", "A and the man from Moscow are physicians". What they share the clue
//! language cannot state, but the sentence speaks of two people, so they are two rows: "Frank
//! is not Teacher". Only that is read, and only when nothing else could be lost with the
//! shared words:
//! - the sentence is two people of different categories (each a value of a category of people,
//!   "guest", "profession", or described as one, "the *man* from Moscow"; "Amy and the cat"
//!   may be one row) joined by one "and", each at most described by linking words, then
//!   "both" (or "are/were both", or "Both" opening the sentence) and words the reader does
//!   not know ("vote Tory"); or, with no "both", "are"/"were" and one plural noun ending the
//!   sentence ("are physicians");
//! - those words are plain (no value, number, pronoun, meaning word, comparative or relating
//!   verb), and the sentence has no comma, cue, negation or other connective.
//!
//! "Amy and the cat owner both live next to Bob" names a third thing and is read elsewhere;
//! "Celia and Erica are both Scots" (one category) says nothing the rows do not, and stays
//! refused, as does "both don't vote", "both vote for Bob" and "are the same age".

use super::closed::MEANING;
use super::descriptions::plain;
use super::pieces::{Kind, Mention, Piece};
use super::rows::is_row_noun;
use crate::zebra::case::{among, Lowered};
use crate::zebra::model::Puzzle;

/// Categories whose values are people ("guest", "profession", "first name"; not "pet name"):
/// their values name a row's person, not something the person has.
const PERSON_CATEGORIES: &str =
    "first|last|full|name|names|surname|surnames|guest|guests|passenger|passengers|\
    person|people|profession|professions|occupation|occupations|job|jobs|nationality|\
    nationalities|player|players|friend|friends";

/// Nouns for a person in a thing's description ("the *man* from Moscow").
const PEOPLE: &str = "man|woman|person|guy|lady|gentleman|boy|girl|passenger|guest|player";

/// The two values the sentence says are two people, and the words of what they share (left
/// out of the reading), when it is of this form (see the module doc). `covered(k)`: whether
/// word `k` is a mention's word.
pub fn read<'u>(
    p: &Puzzle,
    ws: &[String],
    pieces: &[Piece],
    unplaced: &'u [usize],
    covered: &dyn Fn(usize) -> bool,
) -> Option<(usize, usize, &'u [usize])> {
    let mut items = vec![];
    let mut and = None;
    for q in pieces {
        match q.kind {
            Kind::Mention(Mention::Item(i)) => items.push((q.word, i)),
            Kind::And if and.is_none() => and = Some(q.word),
            Kind::Link => {}
            _ => return None,
        }
    }
    let (&[(a, x), (b, y)], Some(and)) = (items.as_slice(), and) else {
        return None;
    };
    // An article, a row noun or a linking word ("the man from Moscow"); no possessive ("Amy
    // and *her* cat" are one row), pronoun or word that changes a meaning.
    let link = |k: usize| {
        let w = ws[k].as_str();
        !among(w, MEANING)
            && (among(w, "a|an|the")
                || is_row_noun(w)
                || among(w, PEOPLE)
                || pieces.iter().any(|q| q.word == k && q.kind == Kind::Link))
    };
    let opens = usize::from(ws.first().is_some_and(|w| w == "both"));
    if ws.iter().any(|w| among(w.as_str(), ",|;|:")) {
        return None;
    }
    // Before each thing only its description; right after the first, the "and".
    let end_a = (a..ws.len()).find(|&k| !covered(k))?;
    if end_a != and || !(opens..a).all(link) || !(and + 1..b).all(link) {
        return None;
    }
    let mut k = (b..ws.len()).find(|&k| !covered(k))?;
    let be = among(ws[k].as_str(), "are|were");
    k += usize::from(be);
    let both = ws.get(k).is_some_and(|w| w == "both");
    k += usize::from(both);
    let rest = &ws[k..];
    let story = |j: usize| unplaced.contains(&j) && plain(&ws[j]);
    let shared = match (opens == 1, both) {
        (true, true) => false,
        (true, false) | (false, true) => {
            (k..ws.len()).any(story) && (k..ws.len()).all(|j| story(j) || link(j))
        }
        // "are physicians": one plural noun.
        (false, false) => be && rest.len() == 1 && rest[0].ends_with('s') && story(k),
    };
    // Both must be people: two different things may share a row ("Amy and the cat").
    let person = |i: usize, from: usize, to: usize| {
        let name = p.attributes[p.attribute_of(i)].name.lowered();
        name.split_whitespace().all(|w| among(w, PERSON_CATEGORIES))
            || ws[from..to].iter().any(|w| among(w.as_str(), PEOPLE))
    };
    let people = person(x, opens, a) && person(y, and + 1, b);
    // What they share, left out: the words no piece took, from its first word on (`unplaced`
    // runs in the sentence's order).
    let left = &unplaced[unplaced.partition_point(|&j| j < k)..];
    (shared && people && p.attribute_of(x) != p.attribute_of(y)).then_some((x, y, left))
}
