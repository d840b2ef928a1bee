//! "Calla's *last name* isn't Ingham": a category named after a value's possessive is that
//! value's row's own value of the category, so "Calla's last name" names the row Calla names.
//! The category's words are dropped with the possessive ("Calla isn't Ingham"), since inside
//! them a word may read as something else ("*last*" as the last position).
//!
//! Only a category's whole name as its header writes it is dropped, after a value of another
//! category: "Calla's brother", "Calla's last dog" are left to the other forms.
//!
//! "The Foot Farm was *Harriet's* second stop": a name that is no value, before the order's
//! own noun counted by an ordinal (`positions: stop: …`), is the one whose stops the rows
//! are: the grid has one row a stop, so they are hers, and "Harriet's second stop" is the
//! second. The name and its "'s" are read as "the" ("the second stop after Tootsies" counts
//! from Tootsies). Only a bare name (no "the", "her" before it:
//! "her friend's second stop" is someone else's) that no form reads, before an ordinal and
//! the order's whole noun.

use super::mentions::Lexicon;
use crate::zebra::case;
use crate::zebra::case::among;
use crate::zebra::model::Puzzle;

/// The words with each "<value>'s <category name>" written as the value alone.
pub fn rewrite(p: &Puzzle, lex: &Lexicon, ws: &[String]) -> Vec<String> {
    let names: Vec<(usize, Vec<String>)> = p
        .attributes
        .iter()
        .enumerate()
        .filter_map(|(a, at)| Some((a, super::tokens::words(&at.name)?)))
        .filter(|(_, name)| !name.is_empty())
        .collect();
    let mut out = Vec::with_capacity(ws.len());
    let mut i = 0;
    while i < ws.len() {
        if follows(p, lex, ws, i) {
            out.push("the".into());
            i += 2;
            continue;
        }
        let Some((len, items)) = lex.value_at(ws, i) else {
            out.push(ws[i].clone());
            i += 1;
            continue;
        };
        out.extend_from_slice(&ws[i..i + len]);
        let at = i + len;
        i = at;
        if ws.get(at).is_none_or(|w| w != "'s") {
            continue;
        }
        let owner: Vec<usize> = items.iter().map(|&it| p.attribute_of(it)).collect();
        let category = names
            .iter()
            .find(|(a, name)| ws[at + 1..].starts_with(name) && !owner.contains(a));
        if let Some((_, name)) = category {
            i = at + 1 + name.len();
        }
    }
    out
}

/// Whether word `i` is a name no form reads, followed by "'s", an ordinal and the order's own
/// noun: the one whose stops (visits, rounds …) the rows are.
fn follows(p: &Puzzle, lex: &Lexicon, ws: &[String], i: usize) -> bool {
    let Some(noun) = p.position_name.as_deref().and_then(super::tokens::words) else {
        return false;
    };
    let w = ws[i].as_str();
    let bare = i == 0
        || !among(ws[i - 1].as_str(), "the|a|an|'s")
            && !among(ws[i - 1].as_str(), super::cues::FILLERS);
    let unknown = w.chars().all(case::alphabetic)
        && lex.value_at(ws, i).is_none()
        && lex.position_at(ws, i).is_none()
        && !among(w, super::cues::FILLERS)
        && !among(w, super::cues::LINKS)
        && !among(w, super::closed::MEANING)
        && !lex.is_attribute_word(w);
    bare && unknown
        && !noun.is_empty()
        && ws.get(i + 1).is_some_and(|s| s == "'s")
        && ws
            .get(i + 2)
            .is_some_and(|o| super::cues::ordinal(o).is_some())
        && ws[i + 3..].starts_with(&noun)
}
