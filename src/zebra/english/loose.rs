//! Sentences that say less than the link their words would make ([`super::traps::trapped`]
//! asks these after its own shapes):
//!
//! - "*somewhere in* the middle", "one of the *middle houses*", "*a* middle house": a place
//!   near the middle, not the one middle place;
//! - "*Suppose* the Brit …", "*Had* the Brit lived …", "*Were* the Brit to …": a premise
//!   supposed, not stated;
//! - "*both* of the Brit's neighbours drink tea", "the Brit's *neighbours* drink tea": two
//!   people of one value, which a row of one value a house never has (read as "next to tea"
//!   it would say less than the sentence, and lose that it cannot be).

use super::cues;
use super::pieces::{mention_at, Kind, Mention, Piece};
use super::wrong_senses::cannot_state;
use crate::zebra::case::among;

/// Words that suppose rather than state what follows.
#[rustfmt::skip]
const SUPPOSING: &str = "suppose|supposing|assume|assuming|imagine|imagining|hypothetically|\
    theoretically|theory";

/// Words that open a supposition when they open the sentence ("*Had* the Brit lived …").
const OPENING: &str = "had|were|say";

/// Why the sentence must be refused for one of the shapes above, or `None`.
pub fn trapped(
    ws: &[String],
    pieces: &[Piece],
    value_word: &dyn Fn(usize) -> bool,
) -> Option<String> {
    let at = |k: usize| ws.get(k).map_or("", String::as_str);
    let says = |a: usize, b: usize, why: &str| cannot_state(ws, a, b, why);
    if among(at(0), OPENING) && !value_word(0) {
        return says(0, 0, "opens a supposition, not a fact");
    }
    let values = pieces
        .iter()
        .filter(|q| matches!(q.kind, Kind::Mention(Mention::Item(_))))
        .count();
    for k in 0..ws.len() {
        let w = at(k);
        if value_word(k) && !mention_at(pieces, k, false) {
            continue;
        }
        if among(w, SUPPOSING) {
            return says(k, k, "supposes rather than states");
        }
        if among(w, "middle|centre|center") && mention_at(pieces, k, false) {
            let n = at(k + 1);
            let plural = n == "ones" || (n.ends_with('s') && among(n, cues::UNITS) && n != "is");
            let vague =
                k >= 3 && among(at(k - 3), "somewhere|anywhere") && among(at(k - 2), "in|at");
            let some = among(at(k.wrapping_sub(1)), "a|an");
            if plural || vague || some {
                let (a, b) = match (plural, vague) {
                    (true, _) => (k, k + 1),
                    (_, true) => (k - 3, k),
                    _ => (k - 1, k),
                };
                return says(a, b, "is a place near the middle, not the middle one");
            }
        }
        // "the Brit's neighbours", "the neighbours of the Brit" (not "one of", "neither
        // of" them), with one value besides the owner.
        let owned = at(k.wrapping_sub(1)) == "'s" || (at(k + 1) == "of" && at(k + 2) == "the");
        let picked =
            (0..k).any(|j| among(&ws[j], "one|either|neither|none|any") && at(j + 1) == "of");
        if among(w, "neighbours|neighbors") && owned && !picked && values < 3 {
            let both = (k.saturating_sub(5)..ws.len()).find(|&j| ws[j] == "both");
            let (a, b) = both.map_or((k, k), |j| (j.min(k), j.max(k)));
            return says(a, b, "gives two people one value, which no row has");
        }
    }
    None
}

#[cfg(test)]
#[path = "tests_red10.rs"]
mod tests_red10;
