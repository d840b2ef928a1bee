//! The nouns a puzzle's rows are ("the Greek *ship*", "the *monkey* who ate the apple", "the
//! *athlete* from the UK"): a closed list of things a logic grid's rows commonly are, read
//! like "person" or "house", as a word that names the row and says nothing of it. A word of
//! the list that is a value's name is that value (values are found first). And the verbs
//! such rows take that link a row to what it has, like "lives in" or "owns" ("the ship
//! *carrying* cocoa", "*leaves* at six", "*going* to Marseille", "is *anchored* next to"),
//! and the verb of an order its header names by a noun ("arrival": "the first to *arrive*").

use crate::zebra::case::{among, Lowered};

/// Row nouns beside the people and houses of [`super::cues::FILLERS`], singular and plural.
#[rustfmt::skip]
pub const ROW_NOUNS: &str = "ship|ships|boat|boats|vessel|vessels|monkey|monkeys|vampire|vampires|\
    athlete|athletes|swimmer|swimmers|runner|runners|passenger|passengers";

/// Whether `w` is a row noun.
pub fn is_row_noun(w: &str) -> bool {
    among(w, ROW_NOUNS)
}

/// Verbs of rows that link a row to its values, as [`super::cues::LINKS`] does: a ship leaves
/// at its time, carries its cargo, goes to its destination and is anchored in its place; a
/// guest provides a dish ("provided" as a condition is refused before words are linked); a
/// swimmer swims a style in a lane.
#[rustfmt::skip]
pub const ROW_VERBS: &str = "leaves|leave|leaving|departs|depart|departing|carrying|going|heading|\
    headed|anchored|docked|moored|provided|provides|provide|swimming|swims|swim|swam";

/// Whether `w` is a row verb.
pub fn is_row_verb(w: &str) -> bool {
    among(w, ROW_VERBS)
}

/// Nouns an order may be named by, and the forms of their verb.
const ORDER_VERBS: &[(&str, &[&str])] = &[
    ("arrival", &["arrive", "arrives", "arrived", "arriving"]),
    ("finish", &["finish", "finishes", "finished", "finishing"]),
    ("departure", &["depart", "departs", "departed", "departing"]),
];

/// The verb forms of the order named `name` ("arrival" → "arrive", "arrived", …): words of the
/// order's name, as its noun is.
pub fn order_verbs(name: &str) -> Vec<&'static str> {
    let lower = name.lowered();
    lower
        .split_whitespace()
        .flat_map(|w| {
            ORDER_VERBS
                .iter()
                .filter(move |(noun, _)| *noun == w || format!("{noun}s") == w)
                .flat_map(|(_, verbs)| verbs.iter().copied())
        })
        .collect()
}
