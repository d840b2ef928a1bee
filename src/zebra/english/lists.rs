//! Lists of things that are all different: "The four bikes are the Vesper, the $340 bike, the
//! $310 bike and the one made by Arlo", "Three of the figurines were A, B and C" (some of them,
//! as many as named) and "The $570 unit, the Chiller Z and the air
//! conditioner with 20000 BTUs are all different units" (or "… are three different units").
//!
//! The list is split at its commas and "and"s; each thing in it names exactly one value or
//! printed label, with the puzzle's own words only inside its description
//! ([`super::descriptions`]). A count, when given, must be the list's length. The reading is
//! that every two things of the list differ (two values of one attribute, or two positions,
//! always do, so those pairs add nothing).

use super::closed;
use super::cues::{self, Core};
use super::descriptions;
use super::pieces::{Kind, Mention, Piece};
use super::sides::{rel, term};
use crate::zebra::case::among;
use crate::zebra::model::{Constraint, Puzzle, Relation, Term};

/// The clues of a list sentence; `None` when the sentence is no list of either form, an
/// `Err` (why, in words) when it is one that cannot be read.
pub fn read(
    p: &Puzzle,
    ws: &[String],
    pieces: &[Piece],
    unplaced: &[usize],
    category_word: &dyn Fn(&str) -> bool,
) -> Option<Result<Vec<Constraint>, String>> {
    let be = (0..ws.len()).find(|&k| {
        descriptions::is_be(ws, k) && pieces.iter().any(|q| q.word == k && q.kind == Kind::Link)
    })?;
    let kind_at = |k: usize| pieces.iter().find(|q| q.word == k).map(|q| q.kind);
    // No word that changes the meaning but the form's own "all".
    let meaning = ws.iter().enumerate().any(|(k, w)| {
        among(w.as_str(), closed::MEANING)
            && !(w == "all" && k == be + 1)
            && kind_at(k) != Some(Kind::Core(Core::Different, None))
    });
    if meaning {
        return None;
    }
    let different = pieces
        .iter()
        .position(|q| q.kind == Kind::Core(Core::Different, None));
    let (items, head) = match different {
        // "A, B and C are (all | three) different things".
        Some(d) if pieces[d].word > be => {
            let between = &ws[be + 1..pieces[d].word];
            let count = match between {
                [] => None,
                [all] if all == "all" => None,
                [n] => Some(cues::number(n)?),
                _ => return None,
            };
            ((0, be), (pieces[d].word + 1, ws.len(), count))
        }
        Some(_) => return None,
        // "The four bikes are A, B and C".
        None => {
            let count = ws[..be].iter().find_map(|w| cues::number(w));
            let tail = count.and_then(|_| ws[..be].iter().position(|w| cues::number(w).is_some()));
            let tail = tail?;
            // "Three of the figurines were A, B and C": the ones named are as many, and differ.
            let some = tail == 0 && ws.get(1..3).is_some_and(|w| w == ["of", "the"]);
            if !some && ws[..tail] != ["the".to_string()][..] && !ws[..tail].is_empty() {
                return None;
            }
            let nouns = if some { 3 } else { 1 };
            ((be + 1, ws.len()), (tail + nouns, be, count))
        }
    };
    // The words naming the kind of thing ("bikes", "different people") are plain nouns.
    let (from, to, count) = head;
    let plain_noun = |k: usize| {
        let w = ws[k].as_str();
        // "The three *older* animals are …": a place in the order, not a kind of thing.
        if cues::comparative(w).is_some() {
            return false;
        }
        if unplaced.contains(&k) {
            return descriptions::plain(w);
        }
        kind_at(k).is_none()
    };
    if !(from..to).all(plain_noun) {
        return None;
    }
    // The things of the list, at its commas and "and"s.
    let (start, end) = items;
    let mut things: Vec<(usize, usize)> = vec![];
    let mut at = start;
    for k in start..=end {
        if k == end || ws.get(k).is_some_and(|w| w == ",") || kind_at(k) == Some(Kind::And) {
            if k > at {
                things.push((at, k));
            }
            at = k + 1;
        }
    }
    if things.len() < 2 || count.is_some_and(|c| c != things.len() as i64) {
        return None;
    }
    let mut terms: Vec<Term> = vec![];
    for &(a, b) in &things {
        let inside: Vec<&Piece> = pieces
            .iter()
            .filter(|q| a <= q.word && q.word < b)
            .collect();
        let mentions: Vec<Mention> = inside
            .iter()
            .filter_map(|q| match q.kind {
                Kind::Mention(m) => Some(m),
                _ => None,
            })
            .collect();
        let plain = inside.iter().all(|q| {
            matches!(q.kind, Kind::Mention(_) | Kind::Link)
                && !closed::worded_position(ws, q, category_word)
        }) && (a..b).all(|k| !unplaced.contains(&k) || descriptions::plain(&ws[k]));
        if mentions.len() != 1 || !plain || !descriptions::described(ws, pieces, unplaced, a, b) {
            return None;
        }
        terms.push(match term(mentions[0]) {
            Ok(t) => t,
            Err(why) => return Some(Err(why)),
        });
    }
    let attribute = |t: Term| match t {
        Term::Item(i) => Some(p.attribute_of(i)),
        Term::Pos(_) => None,
    };
    let mut out = vec![];
    for (i, &x) in terms.iter().enumerate() {
        for &y in &terms[i + 1..] {
            let implied = match (attribute(x), attribute(y)) {
                (Some(a), Some(b)) => a == b,
                (None, None) => true,
                _ => false,
            };
            if implied {
                continue;
            }
            let as_mention = |t: Term| match t {
                Term::Item(i) => Mention::Item(i),
                Term::Pos(q) => Mention::Pos(q),
            };
            match rel(as_mention(x), Relation::NotSame, false, as_mention(y)) {
                Ok(c) => out.push(c),
                Err(why) => return Some(Err(why)),
            }
        }
    }
    Some(Ok(out))
}

#[cfg(test)]
#[path = "tests_lists.rs"]
mod tests;
