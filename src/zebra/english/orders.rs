//! Words of the positions' own order, read only where the header names that order:
//! - "did better than" / "did worse than" is "ahead of" / "behind" ([`super::compare`] points
//!   it by the category: a smaller place is better, more points are better, and where the
//!   category does not say, the line is refused);
//! - the verb of an order named by its noun (`positions: arrival: …`): "the first *to
//!   arrive*", "the one who *arrived* first", "*arrived* immediately after" speak of that
//!   order ([`super::rows::order_verbs`]);
//! - "Three friends come first, second, and third in a programming competition": a setting
//!   that counts the rows and lists every place in order states no clue ([`places_setting`]).

use super::cues;
use super::mentions::{Found, Lexicon};
use crate::zebra::case;
use crate::zebra::case::among;
use crate::zebra::model::Puzzle;

/// The words with "better than" / "worse than" written "ahead of" / "behind", which the
/// comparison reader points by the category.
pub fn rewrite(ws: &[String]) -> Vec<String> {
    let mut out = Vec::with_capacity(ws.len());
    let mut i = 0;
    while i < ws.len() {
        let w = ws[i].as_str();
        if among(w, "better|worse") && ws.get(i + 1).is_some_and(|t| t == "than") {
            out.push(if w == "better" { "ahead" } else { "behind" }.to_string());
            out.push("of".to_string());
            i += 2;
            continue;
        }
        out.push(ws[i].clone());
        i += 1;
    }
    out
}

/// Whether the line is a setting that counts the rows and lists every place in order ("Three
/// friends come first, second, and third in a programming competition"): the count is the
/// puzzle's, the places are each position once from the first, and every other word is plain
/// (no value, no meaning word, no other number).
pub fn places_setting(p: &Puzzle, lex: &Lexicon, ws: &[String]) -> bool {
    let [count, noun, ..] = ws else {
        return false;
    };
    if cues::number(count) != Some(p.n() as i64) || !noun.ends_with('s') {
        return false;
    }
    let mut next_place = 0;
    let mut k = 2;
    while k < ws.len() {
        let w = ws[k].as_str();
        if let Some(place) = cues::ordinal(w) {
            let named = lex.position_at(ws, k);
            if place != next_place + 1 || named != Some(Ok((1, Found::Position(place - 1)))) {
                return false;
            }
            next_place = place;
        } else if lex.value_at(ws, k).is_some() || !(w == "," || w == "and" || plain(w)) {
            return false;
        }
        k += 1;
    }
    next_place == p.n()
}

/// A word that names nothing and changes no meaning.
fn plain(w: &str) -> bool {
    w.chars().all(case::alphabetic)
        && !among(w, super::closed::MEANING)
        && cues::number(w).is_none()
        && cues::core(w).is_none()
        && cues::comparative(w).is_none()
        && !among(w, cues::NEGATIONS)
}
