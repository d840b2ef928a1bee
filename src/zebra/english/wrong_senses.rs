//! Sentences every word of which the reader places, yet whose sense is not the link it would
//! make ([`super::traps::trapped`] calls these after its own shapes; [`super::ratio`] asks
//! [`shifted`]):
//!
//! - "*won* 9 games", "*lost* 9 games" where the positions count games played: a count of
//!   some of them, not the value (a category named for it, "pounds lost", reads);
//! - ", the Swede*'s favourite*" after a value, "is the Swede*'s favourite*", "the *favourite
//!   of*": whose favourite it is, not who has it;
//! - "*at first*", "*first thing*", "the *first time*": a time of the story, not a place;
//! - "12.0 feet *wide*" where a category holds lengths: another measure than theirs;
//! - "comes *from* Genoa" where Genoa is a destination, "goes *to* Plymouth" where Plymouth is
//!   an origin: the opposite direction of the category's name;
//! - "6 *pm*" where the category's hour 6 is `6:00` (a morning on a 24-hour clock) or
//!   `6:00am`: the marker disagrees with every value of that hour;
//! - "the *same age*" where no category is an age: two people alike, not one;
//! - a ratio said of another time ("*will be* twice as old", "as Oakley did *yesterday*"):
//!   the clue language's ratio holds at one time.

use crate::zebra::case::{among, has_str, Lowered};
use crate::zebra::english::cues;
use crate::zebra::english::hours::{self, Half};
use crate::zebra::english::pieces::{Kind, Mention, Piece};
use crate::zebra::error::Clip;
use crate::zebra::labels;
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
const TOWARD: &str = "destination|destinations|to|bound|heading";
const AWAY: &str = "origin|origins|from|hometown|hometowns|birthplace|born";

/// Words that put a ratio at another time than the clue's.
const SHIFTS: &str = "yesterday|tomorrow|ago|formerly|previously";

/// Words `a..=b` of the sentence as a message quotes them (each clipped, the end kept inside
/// the sentence).
pub(super) fn quote_words(ws: &[String], a: usize, b: usize) -> String {
    ws[a..=b.min(ws.len() - 1)]
        .iter()
        .map(|x| Clip(x).to_string())
        .collect::<Vec<_>>()
        .join(" ")
}

/// The guards' refusal of words `a..=b`: "'…' `why`, which the clue language cannot state".
pub(super) fn cannot_state(ws: &[String], a: usize, b: usize, why: &str) -> Option<String> {
    Some(format!(
        "'{}' {why}, which the clue language cannot state",
        quote_words(ws, a, b)
    ))
}

/// Why the sentence must be refused for one of the senses above, or `None`.
pub fn trapped(
    p: &Puzzle,
    ws: &[String],
    pieces: &[Piece],
    value_word: &dyn Fn(usize) -> bool,
) -> Option<String> {
    let at = |k: usize| crate::zebra::english::tokens::word(ws, k);
    let says = |a: usize, b: usize, why: &str| Some(format!("'{}' {why}", quote_words(ws, a, b)));
    let names: Vec<String> = p
        .attributes
        .iter()
        .map(|a| a.name.lowered())
        .chain(p.position_name.iter().map(|n| n.lowered()))
        .collect();
    let named = |stems: &[&str]| {
        names
            .iter()
            .any(|n| n.split_whitespace().any(|w| stems.contains(&w)))
    };
    // "Frank and the Teacher are the same age" where no category is an age (nor an
    // unnamed order, read as ages): two people of one age, not one person.
    let ages = named(&["age", "ages", "old"]) || (p.ordered && p.position_name.is_none());
    if let Some(k) = (1..ws.len()).find(|&k| at(k - 1) == "same" && among(at(k), "age|ages")) {
        if !ages {
            return says(
                k - 1,
                k,
                "compares an age no category holds, and is no link",
            );
        }
    }
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
            // "won 2 *more* games than", "… than Ellis *won*": a count compared.
            let more = cues::number(at(k + 1)).is_some()
                && (k + 2..k + 5).any(|j| cues::comparative(at(j)).is_some());
            let than = k + 1 == ws.len() && ws[..k].iter().any(|x| x == "than");
            if (number || more || than) && !value_word(k) && !named(stems) {
                return says(k, k + 1, "counts some of them, not the value itself");
            }
        }
        if among(w, "favourite|favorite") && k > 1 {
            let owner = at(k - 1) == "'s" && value_word(k - 2);
            let aside = (k.saturating_sub(4)..k - 1).any(|j| ws[j] == ",");
            if (owner && (aside || matches!(at(k + 1), "" | ","))) || at(k + 1) == "of" {
                return says(k - 2, k + 1, "says whose favourite it is, not who has it");
            }
        }
        // "12.0 feet *wide*" where a category holds lengths: another measure than theirs
        // (read where a category's name gives it, or gives no measure).
        if among(w, "long|tall|high|wide|deep") && (1..3).any(|d| k >= d && value_word(k - d)) {
            let (own, some) = [
                ("length", "long"),
                ("height", "tall|high"),
                ("width", "wide"),
                ("depth", "deep"),
            ]
            .iter()
            .fold((false, false), |(own, some), &(noun, words)| {
                let holds = names.iter().any(|n| has_str(n, noun));
                (own || (holds && among(w, words)), some || holds)
            });
            if some && !own {
                return says(k, k, "is another measure than the category's");
            }
        }
        // "at first", "first thing (in the morning)": a time of the story, not a place.
        let time = among(at(k + 1), "thing|things|time|sight|glance");
        let alone = among(at(k + 1), "|,|the|a|an");
        if among(w, "first|last") && ((at(k.wrapping_sub(1)) == "at" && alone) || time) {
            return says(
                k.saturating_sub(1),
                k + 1,
                "is a time, no place in the order",
            );
        }
        // The value right after the direction word, past an article.
        let v = if among(at(k + 1), "the|a") {
            k + 2
        } else {
            k + 1
        };
        let dir = |stems: &str| {
            item_at(v).is_some_and(|i| {
                let name = p.attributes[p.attribute_of(i)].name.lowered();
                name.split_whitespace().any(|x| among(x, stems))
            })
        };
        let beside = k > 0 && among(at(k - 1), "next|close|adjacent|near");
        if (w == "from" && dir(TOWARD)) || (w == "to" && !beside && dir(AWAY)) {
            return says(k, v, "goes the other way from what its category names");
        }
        if let Some(why) = half_of_day(p, ws, k, pieces, value_word) {
            return Some(why);
        }
    }
    None
}

/// Why a ratio's sentence ("twice as old as") is said of another time than the clue's
/// ("*will be* twice as old", "as Oakley did *yesterday*"), or `None`.
pub fn shifted(ws: &[String]) -> Option<String> {
    let at = |k: usize| crate::zebra::english::tokens::word(ws, k);
    let k = (0..ws.len()).find(|&k| {
        let future = among(at(k), "will|'ll") && among(at(k + 1), "be|have");
        future || among(at(k), SHIFTS)
    })?;
    Some(format!(
        "'{}' puts the ratio at another time, which the clue language cannot state",
        Clip(&ws[k])
    ))
}

/// Why the half of the day whose words start at `k` ("6 *pm*", "six o'clock *in the
/// evening*") must be refused, where the puzzle has times of day and the half is not part of
/// what the reader found: an hour whose value is in the other half ("6 pm" against `6:00` on
/// a 24-hour clock, or `6:00am`), words that leave the half unclear ("1 at night"), or a half
/// beside no value the reader placed. A half the hour's mention took ("at six pm" naming
/// `6:00pm`, a label `6:00 pm`) is a value's word and no concern here.
fn half_of_day(
    p: &Puzzle,
    ws: &[String],
    k: usize,
    pieces: &[Piece],
    value_word: &dyn Fn(usize) -> bool,
) -> Option<String> {
    let (len, half) = hours::half_at(ws, k)?;
    if value_word(k) || !has_times(p) {
        return None;
    }
    let end = k + len - 1;
    let starts = |j: usize| pieces.iter().any(|q| q.word == j);
    // The hour before the half, past "o'clock" (a word of the hour's mention when it took it).
    let mut n = k;
    while n > 0 {
        let w = ws[n - 1].as_str();
        let inside = value_word(n - 1) && !starts(n - 1);
        if !(w == "o'clock" || w == "oclock" || inside) {
            break;
        }
        n -= 1;
    }
    let h = n
        .checked_sub(1)
        .and_then(|j| cues::number(&ws[j]).or_else(|| hours::hour_of(&ws[j])));
    // "noon" and "midnight" alone name a time of their own, which other readings place.
    let Some(h) = h.filter(|_| n < k || !matches!(half, Half::Noon | Half::Midnight)) else {
        if matches!(half, Half::Noon | Half::Midnight) {
            return None;
        }
        let why = "is a time of day the reader places on no hour, and the clue language cannot \
                   state it";
        return Some(format!("'{}' {why}", quote_words(ws, k, end)));
    };
    let start = n - 1;
    // The hour's own words after its first are blanked as a name's: "six … pm".
    let shown = if (n..k).any(|j| ws[j] != "o'clock" && ws[j] != "oclock") {
        format!("{} … {}", Clip(&ws[start]), quote_words(ws, k, end))
    } else {
        quote_words(ws, start, end)
    };
    let says = |why: &str| Some(format!("'{shown}' {why}"));
    let Some(c) = hours::clock(h, half) else {
        return says("may be either half of the day, and the reader cannot tell which");
    };
    // The value the hour was read as, if it was.
    let found = pieces
        .iter()
        .find(|q| q.word == start)
        .and_then(|q| match q.kind {
            Kind::Mention(Mention::Item(i)) => Some(hours::clock_of(p.value_name(i))),
            Kind::Mention(Mention::Pos(q)) => Some(label_clock(p, q)),
            _ => None,
        });
    match found {
        Some(Some(v)) if v == c => None,
        Some(_) => says("is another half of the day than the value it names"),
        None if all_clocks(p).any(|v| v == c) => {
            says("names no value the reader finds here, and is not dropped")
        }
        None => says("is another half of the day than the values"),
    }
}

/// Whether any category (or the positions) of the puzzle holds times on the hour.
fn has_times(p: &Puzzle) -> bool {
    all_clocks(p).next().is_some()
}

/// The hours of the 24-hour clock of every value and label on the hour.
fn all_clocks(p: &Puzzle) -> impl Iterator<Item = i64> + '_ {
    let values = p.attributes.iter().flat_map(|a| &a.values);
    let labels = (0..p.n()).filter_map(|q| label_clock(p, q));
    values.filter_map(|v| hours::clock_of(v)).chain(labels)
}

/// The hour of the 24-hour clock of position `q` when the labels are times and it is on the
/// hour.
fn label_clock(p: &Puzzle, q: usize) -> Option<i64> {
    let l = p.printed.as_ref()?;
    let v = *l.values.get(q)?;
    (l.kind == labels::Kind::Time && v % 60 == 0).then_some(v / 60)
}
