//! The positions' own scale: whether they are the puzzle's only order, whether a sentence
//! measures in their terms, and "X was the *second song to be played after* Y", a step of
//! the order counted by an ordinal ("two after Y").
//!
//! The ordinal counts the things the positions hold, whatever the puzzle calls them ("song",
//! "tune", "day"): "the second song to be played after the Bangles tune" is the one two places
//! later. It is read only when the positions are the puzzle's only order (no attribute's values
//! are numbers it could count instead) and are plain places 1 to n (an order of prices or
//! weekdays has a verb of its own, which "the second chore to be cleaned" need not be), after a form of "be" ("X *was* the second …"), with at
//! most one noun and one verb of the puzzle's own between the ordinal and "after" or "before",
//! neither of them a value, a meaning word or a cue. Anything else is left to the other forms.

use super::mentions::Lexicon;
use crate::zebra::case::{among, Lowered};
use crate::zebra::model::Puzzle;

/// The words with "the <ordinal> [noun] [to be <verb> | to <verb> | <verb>ed] after|before"
/// written as the step it counts ("2 after"), after "was", "is", "were" or "are".
pub fn ordinal_steps(p: &Puzzle, lex: &Lexicon, ws: &[String]) -> Vec<String> {
    let plain_places = p.printed.is_none() && (0..p.n()).all(|q| p.labels[q] == q as i64 + 1);
    if !one_scale(p) || !plain_places {
        return ws.to_vec();
    }
    let plain = |k: usize| {
        ws.get(k).is_some_and(|w| {
            w.chars().all(|c| c.is_ascii_alphabetic())
                && !among(w.as_str(), super::closed::MEANING)
                && super::cues::core(w).is_none()
                && super::cues::comparative(w).is_none()
                && super::cues::ordinal(w).is_none()
                && lex.value_at(ws, k).is_none()
                && lex.position_at(ws, k).is_none()
        })
    };
    for i in 1..ws.len().saturating_sub(3) {
        if !among(ws[i - 1].as_str(), "was|is|were|are") || ws[i] != "the" {
            continue;
        }
        let Some(k) = super::cues::ordinal(&ws[i + 1]).filter(|&k| k >= 1 && k < p.n()) else {
            continue;
        };
        let mut j = i + 2;
        if plain(j) && !among(ws[j].as_str(), "to|after|before") {
            j += 1;
        }
        if ws.get(j).is_some_and(|w| w == "to") {
            if ws.get(j + 1).is_some_and(|w| w == "be") {
                j += 1;
            }
            if !plain(j + 1) {
                continue;
            }
            j += 2;
        } else if plain(j) && ws[j].ends_with("ed") {
            j += 1;
        }
        if !ws.get(j).is_some_and(|w| w == "after" || w == "before") || j + 1 >= ws.len() {
            continue;
        }
        let mut out = ws[..i].to_vec();
        out.push(k.to_string());
        out.extend_from_slice(&ws[j..]);
        return out;
    }
    ws.to_vec()
}

/// Whether the positions are the only order the puzzle has: no other attribute's values are
/// all numbers or ordinals ("#105", "first", "2 GB"), which a verb could be comparing instead.
pub fn one_scale(p: &Puzzle) -> bool {
    p.attributes.iter().all(|at| {
        !at.values.iter().all(|v| {
            v.chars().any(|c| c.is_ascii_digit()) || super::cues::ordinal(&v.lowered()).is_some()
        })
    })
}

/// Whether the sentence measures in the positions' own terms: it names their category ("played
/// 2 more *games*") or a unit of their printed labels ("*$25* more", "2 *days* after").
pub fn names_order(p: &Puzzle, lex: &Lexicon, ws: &[String]) -> bool {
    let category = p
        .position_name
        .as_deref()
        .and_then(super::tokens::words)
        .unwrap_or_default();
    ws.iter().any(|w| {
        let of_category = category
            .iter()
            .any(|c| c == w || super::mentions::inflections(c).contains(w));
        let unit = lex.printed().is_some_and(|l| {
            (w.starts_with('$') && l.kind == crate::zebra::labels::Kind::Money)
                || (crate::zebra::labels::is_unit_word(w) && l.factor(Some(w)).is_ok())
        });
        of_category || unit
    })
}
