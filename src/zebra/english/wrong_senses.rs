//! Sentences every word of which the reader places, yet whose sense is not the link it would
//! make ([`super::traps::trapped`] calls these after its own shapes; [`super::ratio`] asks
//! [`shifted`]):
//!
//! - "*won* 9 games", "*lost* 9 games" where the positions count games played: a count of
//!   some of them, not the value (a category named for it, "pounds lost", reads);
//! - ", the Swede*'s favourite*" after a value: whose favourite it is, not who has it;
//! - "comes *from* Genoa" where Genoa is a destination, "goes *to* Plymouth" where Plymouth is
//!   an origin: the opposite direction of the category's name;
//! - "6 *pm*" where the category's hour 6 is `6:00` (a morning on a 24-hour clock) or
//!   `6:00am`: the marker disagrees with every value of that hour;
//! - a ratio said of another time ("*will be* twice as old", "as Oakley did *yesterday*"):
//!   the clue language's ratio holds at one time.

use crate::zebra::english::pieces::{Kind, Mention, Piece};
use crate::zebra::english::{cues, hours};
use crate::zebra::error::Clip;
use crate::zebra::model::Puzzle;

/// Verbs that count some of the games (or points) rather than all, with the stems a
/// category's name uses for them.
const COUNTS: &[(&str, &[&str])] = &[
    ("won", &["won", "win", "wins"]),
    ("wins", &["won", "win", "wins"]),
    ("lost", &["lost", "loss", "losses"]),
    ("loses", &["lost", "loss", "losses"]),
    ("drew", &["drew", "draw", "draws", "drawn"]),
];

/// Words of a category's name that say where things go, and where they come from.
const TOWARD: &[&str] = &["destination", "destinations", "to", "bound", "heading"];
const AWAY: &[&str] = &[
    "origin",
    "origins",
    "from",
    "hometown",
    "hometowns",
    "birthplace",
    "born",
];

/// Words that put a ratio at another time than the clue's.
const SHIFTS: &[&str] = &["yesterday", "tomorrow", "ago", "formerly", "previously"];

/// Words `a..=b` of the sentence as a message quotes them (each clipped, the end kept inside
/// the sentence).
pub(super) fn quote_words(ws: &[String], a: usize, b: usize) -> String {
    ws[a..=b.min(ws.len() - 1)]
        .iter()
        .map(|x| Clip(x).to_string())
        .collect::<Vec<_>>()
        .join(" ")
}

/// Why the sentence must be refused for one of the senses above, or `None`.
pub fn trapped(
    p: &Puzzle,
    ws: &[String],
    pieces: &[Piece],
    value_word: &dyn Fn(usize) -> bool,
) -> Option<String> {
    let at = |k: usize| ws.get(k).map_or("", String::as_str);
    let says = |a: usize, b: usize, why: &str| Some(format!("'{}' {why}", quote_words(ws, a, b)));
    let names: Vec<String> = p
        .attributes
        .iter()
        .map(|a| a.name.to_lowercase())
        .chain(p.position_name.iter().map(|n| n.to_lowercase()))
        .collect();
    let named = |stems: &[&str]| {
        names
            .iter()
            .any(|n| n.split_whitespace().any(|w| stems.contains(&w)))
    };
    // Each word's value, found once: the loop below asks of many words.
    let mut items = vec![None; ws.len() + 3];
    for q in pieces {
        if let (Kind::Mention(Mention::Item(i)), Some(slot)) = (q.kind, items.get_mut(q.word)) {
            *slot = Some(i);
        }
    }
    let item_at = |k: usize| items.get(k).copied().flatten();
    for k in 0..ws.len() {
        let w = at(k);
        if let Some((_, stems)) = COUNTS.iter().find(|(v, _)| *v == w) {
            let number = cues::number(at(k + 1)).is_some() && value_word(k + 1);
            if number && !value_word(k) && !named(stems) {
                return says(k, k + 1, "counts some of them, not the value itself");
            }
        }
        if w == "'s" && matches!(at(k + 1), "favourite" | "favorite") && k > 0 && value_word(k - 1)
        {
            let aside = (k.saturating_sub(3)..k).any(|j| ws[j] == ",");
            if aside {
                return says(k - 1, k + 1, "says whose favourite it is, not who has it");
            }
        }
        // The value right after the direction word, past an article.
        let v = if matches!(at(k + 1), "the" | "a") {
            k + 2
        } else {
            k + 1
        };
        let dir = |stems: &[&str]| {
            item_at(v).is_some_and(|i| {
                let name = p.attributes[p.attribute_of(i)].name.to_lowercase();
                name.split_whitespace().any(|x| stems.contains(&x))
            })
        };
        let beside = k > 0 && matches!(at(k - 1), "next" | "close" | "adjacent" | "near");
        if (w == "from" && dir(TOWARD)) || (w == "to" && !beside && dir(AWAY)) {
            return says(k, v, "goes the other way from what its category names");
        }
        if let Some((start, h, pm)) = half_of_day(ws, k) {
            let hours: Vec<&String> = p
                .attributes
                .iter()
                .flat_map(|a| &a.values)
                .filter(|x| hours::hour_of(x) == Some(h))
                .collect();
            if !hours.is_empty() && !hours.iter().any(|x| agrees(x, h, pm)) {
                return says(start, k, "is another half of the day than the values");
            }
        }
    }
    None
}

/// Why a ratio's sentence ("twice as old as") is said of another time than the clue's
/// ("*will be* twice as old", "as Oakley did *yesterday*"), or `None`.
pub fn shifted(ws: &[String]) -> Option<String> {
    let at = |k: usize| ws.get(k).map_or("", String::as_str);
    let k = (0..ws.len()).find(|&k| {
        let future = matches!(at(k), "will" | "'ll") && matches!(at(k + 1), "be" | "have");
        future || SHIFTS.contains(&at(k))
    })?;
    Some(format!(
        "'{}' puts the ratio at another time, which the clue language cannot state",
        Clip(&ws[k])
    ))
}

/// An hour and the half of the day the words ending at `k` give it: "6 pm", "6:00 pm", "six pm",
/// "6 in the evening", "9 at night": (its first word, the hour, whether pm).
fn half_of_day(ws: &[String], k: usize) -> Option<(usize, i64, bool)> {
    let at = |j: usize| ws.get(j).map_or("", String::as_str);
    let (pm, len) = match at(k) {
        "pm" | "p.m." | "p.m" => (true, 1),
        "am" | "a.m." | "a.m" => (false, 1),
        "evening" | "afternoon" if k >= 2 && at(k - 1) == "the" && at(k - 2) == "in" => (true, 3),
        "morning" if k >= 2 && at(k - 1) == "the" && at(k - 2) == "in" => (false, 3),
        "night" if k >= 1 && at(k - 1) == "at" => (true, 2),
        _ => return None,
    };
    let n = k.checked_sub(len)?;
    let h = cues::number(at(n)).or_else(|| hours::hour_of(at(n)))?;
    Some((n, h, pm))
}

/// Whether the value `x` of hour `h` is in the half of the day "pm" (or "am") names: its
/// own marker, or without one a 24-hour clock's.
fn agrees(x: &str, h: i64, pm: bool) -> bool {
    let x = x.trim().to_ascii_lowercase().replace('.', "");
    if x.ends_with("pm") {
        pm
    } else if x.ends_with("am") {
        !pm
    } else {
        (12..24).contains(&h) == pm
    }
}
