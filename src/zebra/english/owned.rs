//! "Calla's *last name* isn't Ingham": a category named after a value's possessive is that
//! value's row's own value of the category, so "Calla's last name" names the row Calla names.
//! The category's words are dropped with the possessive ("Calla isn't Ingham"), since inside
//! them a word may read as something else ("*last*" as the last position).
//!
//! Only a category's whole name as its header writes it is dropped, after a value of another
//! category: "Calla's brother", "Calla's last dog" are left to the other forms.

use super::mentions::Lexicon;
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
