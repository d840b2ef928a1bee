//! Set phrases of printed puzzles whose meaning is fixed, rewritten into words the reader
//! already reads, and the forms that state two facts or none:
//!
//! - "the one who *only* drinks water" (one drink each: "only" adds nothing), "the boy who is
//!   *going to* eat Cookies" (eats);
//! - "the first house *on the left*" (counted from the left, as "from the left"), "to the right
//!   *(your right)* of";
//! - "*exactly* to the left of" (Brainzilla's word for directly);
//! - superlatives: "the youngest" / "the oldest" on an attribute of ages (its smallest and
//!   largest value), "the top floor" / "the bottom floor" on an order of floors (its largest and
//!   smallest label: floors are numbered upward), "the ground floor" where the floors are
//!   numbered from 0, "above" / "below" (higher, lower) after a verb on floors, and a floor's
//!   printed abbreviation after its label ("Floor 3 (3F)", "the Ground floor (G)");
//! - "A and B are two of the lost pets": two different pets (the adjectives are the puzzle's
//!   own words); "A, B and C live on different floors (of a house that contains only five
//!   floors)": all different, with the count checked;
//! - "X is somewhere between A and B, in that order": X is right of A and left of B (two
//!   facts; without "in that order" either order fits, which no clue states);
//! - a floor puzzle's opening line, "6 people (A, B, …) live in a building with a Ground floor
//!   (G) and 5 upper floors (1F-5F)", which states no clue when its counts and names are the
//!   puzzle's.
//!
//! Each rewrite needs the whole phrase, so a word of it elsewhere is read (or refused) as
//! before; every rewrite is a single pass over the words.

use super::closed::MEANING;
use super::cues;
use super::mentions::Lexicon;
use super::structure;
use crate::zebra::case::{self, among, Lowered};
use crate::zebra::model::Puzzle;

/// Words that name a floor of a building.
const FLOOR_WORDS: &str = "floor|floors|storey|storeys|story|stories|level|levels";

/// Nouns that may stand between an ordinal and "on the left" ("the first *house* on the left").
const PLACE_NOUNS: &str = "house|one|position|place|spot|seat|person|man|woman|floor";

/// Link words that are no verb a description's "only" could qualify.
const NOT_VERBS: &str = "is|are|was|were|be|being|in|at|with|whose|'s|of|as|by|for|on|from|where|\
    whom|does|do|did|will|can|could|would|should|must|home|found|kind|pet|pets|fan|fans";

/// Titles before a person's name.
const TITLES: &str = "mr|mrs|ms|miss|dr|col|prof|sir|lady";

/// Whether `ws[k]` ends a value of the puzzle's colours (an attribute named colour or color).
fn colour(p: &Puzzle, lex: &Lexicon, ws: &[String], k: usize) -> bool {
    (k.saturating_sub(2)..=k).any(|start| {
        lex.value_at(ws, start).is_some_and(|(len, items)| {
            start + len == k + 1
                && items.iter().all(|&it| {
                    let name = p.attributes[p.attribute_of(it)].name.lowered();
                    among(name.as_str(), "colour|color|colours|colors")
                })
        })
    })
}

/// "Each house is a different color", "Each homeowner is of a different nationality, drinks
/// a different beverage, …", "Each of the three has a different first name, …": every value
/// is used once, which the grid already says. Every clause says "different", and the line
/// names no value, position or number and has no other word that changes a meaning.
pub fn each_different(lex: &Lexicon, ws: &[String]) -> bool {
    if ws.first().map(String::as_str) != Some("each") || ws.len() < 4 {
        return false;
    }
    let mut has_different = false;
    for (k, w) in ws.iter().enumerate().skip(1) {
        let w = w.as_str();
        if among(w, ",|and") {
            // Every clause says "different" ("…, and owns a different pet").
            if !has_different && k > 3 && ws[k - 1] != "," {
                return false;
            }
            has_different = false;
            continue;
        }
        if w == "different" {
            has_different = true;
            continue;
        }
        let name_part = among(w, "first|last") && ws.get(k + 1).is_some_and(|n| n == "name");
        let count = k == 3 && ws[1] == "of" && ws[2] == "the" && cues::number(w).is_some();
        let plain = w.chars().all(case::alphabetic)
            && !among(w, MEANING)
            && cues::ordinal(w).is_none()
            && cues::number(w).is_none();
        if !(name_part || count || plain) || lex.value_at(ws, k).is_some() {
            return false;
        }
    }
    has_different
}

/// Whether the positions are the floors of a building (the headers number them upward).
fn floors(p: &Puzzle) -> bool {
    p.position_name.as_deref().is_some_and(|name| {
        name.lowered()
            .split_whitespace()
            .any(|w| among(w, FLOOR_WORDS))
    })
}

/// The smallest and largest value of the one attribute of ages ("age: 8, 9, 10"), if the
/// puzzle has exactly one, all of whose values are whole numbers.
fn ages(p: &Puzzle) -> Option<(i64, i64)> {
    let mut found = p.attributes.iter().filter(|a| {
        a.name
            .lowered()
            .split_whitespace()
            .any(|w| among(w, "age|ages"))
    });
    let at = found.next()?;
    if found.next().is_some() {
        return None;
    }
    let vs: Vec<i64> = at
        .values
        .iter()
        .map(|v| v.trim().parse::<i64>().ok())
        .collect::<Option<_>>()?;
    Some((*vs.iter().min()?, *vs.iter().max()?))
}

/// `ws` with the module's set phrases rewritten.
pub fn rewrite(p: &Puzzle, lex: &Lexicon, ws: &[String]) -> Result<Vec<String>, String> {
    let at = |k: usize| ws.get(k).map(String::as_str);
    let before = |i: usize, back: usize| i.checked_sub(back).and_then(at);
    let vertical = floors(p);
    let mut out: Vec<String> = Vec::with_capacity(ws.len());
    let mut i = 0;
    while i < ws.len() {
        let w = ws[i].as_str();
        let next = at(i + 1);
        let side = |k: usize| matches!(at(k), Some("left" | "right"));
        // "the one who only drinks water".
        if w == "only"
            && matches!(before(i, 1), Some("who" | "that"))
            && next.is_some_and(|v| among(v, cues::LINKS) && !among(v, NOT_VERBS))
        {
            i += 1;
            continue;
        }
        // "the boy who is going to eat Cookies".
        if w == "going"
            && matches!(before(i, 1), Some("is" | "are" | "was" | "were"))
            && next == Some("to")
            && at(i + 2).is_some_and(|v| among(v, cues::LINKS) && !among(v, NOT_VERBS))
        {
            i += 2;
            continue;
        }
        // "the first house on the left": counted from the left.
        if among(w, "on|to") && next == Some("the") && side(i + 2) {
            let ordinal_before = |k: Option<&str>| k.is_some_and(|o| cues::ordinal(o).is_some());
            let counted = ordinal_before(before(i, 1))
                || (before(i, 1).is_some_and(|n| among(n, PLACE_NOUNS))
                    && ordinal_before(before(i, 2)));
            // "the first house on the left of the red house" counts from the red house (the
            // one beside it), not from the end of the row: no position names it.
            if counted && at(i + 3) == Some("of") {
                return Err(format!(
                    "'{} … {w} the {} of' counts from what follows, which the reader does not \
                     read as a position",
                    ws[i - 1 - usize::from(cues::ordinal(&ws[i - 1]).is_none())],
                    ws[i + 2]
                ));
            }
            if counted && w == "on" {
                out.push("from".into());
                i += 1;
                continue;
            }
        }
        // "the third one along": the third from the start of the row ("along from X"
        // counts from X, and stays).
        if w == "along"
            && (before(i, 1).is_some_and(|n| among(n, PLACE_NOUNS))
                && before(i, 2).is_some_and(|o| cues::ordinal(o).is_some()))
            && !matches!(next, Some("from" | "to" | "past" | "after" | "of"))
        {
            i += 1;
            continue;
        }
        // "to the right (your right) of".
        if w == "your" && side(i + 1) && before(i, 1) == next {
            i += 2;
            continue;
        }
        // "exactly to the left of".
        if w == "exactly"
            && (side(i + 1) || (next == Some("to") && at(i + 2) == Some("the") && side(i + 3)))
        {
            out.push("immediately".into());
            i += 1;
            continue;
        }
        // "the youngest boy", "the oldest".
        if among(w, "youngest|oldest")
            && before(i, 1) == Some("the")
            && !matches!(
                next,
                Some("of" | "among" | "amongst" | "in" | "two" | "three")
            )
        {
            if let Some((low, high)) = ages(p) {
                let age = if w == "youngest" { low } else { high };
                out.extend([age.to_string(), "year".into(), "old".into()]);
                i += 1;
                continue;
            }
        }
        // Floors are numbered upward: the top floor has the largest label, wherever the
        // headers list it.
        let upward = if p.labels.windows(2).all(|l| l[0] < l[1]) {
            Some(true)
        } else if p.labels.windows(2).all(|l| l[0] > l[1]) {
            Some(false)
        } else {
            None
        };
        if let (true, Some(upward)) = (vertical, upward) {
            let floor_next = next.is_some_and(|f| among(f, FLOOR_WORDS));
            let ground = w == "ground" && floor_next && p.labels.iter().min() == Some(&0);
            // "the top or the bottom floor": both name a floor.
            let paired = matches!(next, Some("or" | "and" | "nor"))
                && matches!(
                    (at(i + 2), at(i + 3), at(i + 4)),
                    (Some("the"), Some("top" | "bottom"), Some(f)) | (Some("top" | "bottom"), Some(f), _)
                        if among(f, FLOOR_WORDS)
                );
            if among(w, "top|bottom") && (floor_next || paired) || ground {
                let top = w == "top";
                out.push(
                    if top == upward {
                        "rightmost"
                    } else {
                        "leftmost"
                    }
                    .into(),
                );
                i += 1;
                continue;
            }
            // "the Ground floor (G)", "Floor 3 (3F)": the label's printed abbreviation.
            let abbreviation = (w == "g"
                && before(i, 2) == Some("ground")
                && before(i, 1).is_some_and(|f| among(f, FLOOR_WORDS)))
                || (before(i, 2).is_some_and(|f| among(f, FLOOR_WORDS))
                    && before(i, 1)
                        .is_some_and(|n| n.parse::<i64>().is_ok() && w == format!("{n}f")));
            if abbreviation {
                i += 1;
                continue;
            }
            // "Sara lives above Thor", "immediately below": a verb's, not "the floor above".
            if among(w, "above|below")
                && matches!(
                    before(i, 1),
                    Some(
                        "lives"
                            | "live"
                            | "lived"
                            | "is"
                            | "are"
                            | "was"
                            | "were"
                            | "resides"
                            | "stays"
                            | "immediately"
                            | "directly"
                            | "just"
                            | "somewhere"
                    )
                )
            {
                out.push(if w == "above" { "after" } else { "before" }.into());
                i += 1;
                continue;
            }
        }
        // "Mr. Reed Richards", "Ms. Itakura": a title before a name.
        // (A name that has its title, "Mr. Black" beside a black shirt, keeps it.)
        if among(w, TITLES) && lex.value_at(ws, i).is_none() && lex.value_at(ws, i + 1).is_some() {
            i += 1;
            continue;
        }
        // "the house with green walls": the colour of the house.
        if among(w, "walls|wall") && i > 0 && colour(p, lex, ws, i - 1) {
            i += 1;
            continue;
        }
        // "A and B are two of the lost pets": two different pets.
        if let Some(len) = two_of_the(lex, ws, i) {
            out.extend([w.to_string(), "different".into()]);
            i += len;
            continue;
        }
        // "… live on different floors of an apartment house that contains only five floors".
        if let Some(len) = different_places(p, lex, ws, i) {
            out.extend(["are", "all", "different"].map(String::from));
            out.push(ws[i + 3].clone());
            i += len;
            continue;
        }
        out.push(ws[i].clone());
        i += 1;
    }
    Ok(out)
}

/// "are *two of the lost pets*" to the end of the sentence, at the count `ws[i]`: the words
/// used, when the last is a category's word and those between are plain words of no value.
fn two_of_the(lex: &Lexicon, ws: &[String], i: usize) -> Option<usize> {
    let n = cues::number(&ws[i])?;
    let rest = ws.get(i + 1..)?;
    let [of, the, between @ .., noun] = rest else {
        return None;
    };
    let plain = |k: usize| {
        let w = ws[k].as_str();
        w.chars().all(case::alphabetic)
            && !among(w, MEANING)
            && cues::number(w).is_none()
            && lex.value_at(ws, k).is_none()
            && lex.position_at(ws, k).is_none()
    };
    let count = i > 0 && among(ws[i - 1].as_str(), "are|were") && n >= 2;
    (count
        && of == "of"
        && the == "the"
        && lex.is_attribute_word(noun)
        && (i + 3..i + 3 + between.len()).all(plain))
    .then_some(rest.len() + 1)
}

/// "live on different floors", with an optional "of a(n) … that contains (only) five
/// floors" to the end whose count is the puzzle's: the words used, at `ws[i]`.
fn different_places(p: &Puzzle, lex: &Lexicon, ws: &[String], i: usize) -> Option<usize> {
    let at = |k: usize| ws.get(k).map(String::as_str);
    let cat = at(i + 3)?;
    let opens = matches!(at(i), Some("live" | "lived"))
        && matches!(at(i + 1), Some("on" | "in"))
        && at(i + 2) == Some("different")
        && lex.is_attribute_word(cat);
    if !opens {
        return None;
    }
    let tail = &ws[i + 4..];
    if tail.is_empty() {
        return Some(4);
    }
    // "of an apartment house that contains only five floors".
    let [of, a, rest @ ..] = tail else {
        return None;
    };
    let that = rest.iter().position(|w| w == "that")?;
    let (setting, count) = (&rest[..that], &rest[that + 1..]);
    let count: Vec<&str> = count
        .iter()
        .map(String::as_str)
        .filter(|w| *w != "only")
        .collect();
    let plain = setting
        .iter()
        .all(|w| w.chars().all(case::alphabetic) && !among(w.as_str(), MEANING));
    let counted = matches!(count[..], ["contains" | "has", n, c] if cues::number(n) == Some(p.n() as i64) && c == cat);
    (of == "of" && among(a.as_str(), "a|an") && plain && counted).then_some(ws.len() - i)
}

/// "X is (somewhere) between A and B, in that order": the two sentences it states, "X is
/// somewhere to the right of A" and "X is somewhere to the left of B".
pub fn between_in_order(ws: &[String]) -> Option<[Vec<String>; 2]> {
    let [body @ .., comma, in_, that, order] = ws else {
        return None;
    };
    if comma != "," || in_ != "in" || !among(that.as_str(), "that|this") || order != "order" {
        return None;
    }
    let b = body.iter().position(|w| w == "between")?;
    let lead = usize::from(b > 0 && body[b - 1] == "somewhere");
    let is = b.checked_sub(lead + 1)?;
    if !among(body[is].as_str(), "is|was|are|were") || is == 0 {
        return None;
    }
    let ends = &body[b + 1..];
    let ands: Vec<usize> = (0..ends.len()).filter(|&k| ends[k] == "and").collect();
    let [and] = ands[..] else { return None };
    let (a, c) = (&ends[..and], &ends[and + 1..]);
    if a.is_empty() || c.is_empty() || ends.iter().any(|w| w == ",") {
        return None;
    }
    let subject = &body[..=is];
    let part = |side: &str, end: &[String]| -> Vec<String> {
        let mut v = subject.to_vec();
        v.extend(["somewhere", "to", "the", side, "of"].map(String::from));
        v.extend_from_slice(end);
        v
    };
    Some([part("right", a), part("left", c)])
}

/// A floor puzzle's opening line, "6 people (A, B, …) live in a building with a Ground floor
/// (G) and 5 upper floors (1F-5F)": `None` when the line is not one, an `Err` when its counts
/// or names are not the puzzle's.
pub fn floors_intro(p: &Puzzle, lex: &Lexicon, ws: &[String]) -> Option<Result<(), String>> {
    const TAIL: &str = "live|in|a|building|with|a|ground|floor|g|and";
    let [people, kind, rest @ ..] = ws else {
        return None;
    };
    let people = cues::number(people)?;
    let live = rest.iter().position(|w| w == "live")?;
    let (names, tail) = rest.split_at(live);
    let [fixed @ .., upper_n, upper, floors_word, first, last] = tail else {
        return None;
    };
    let upper_n = cues::number(upper_n)?;
    let shape = kind == "people"
        && fixed.iter().map(String::as_str).eq(TAIL.split('|'))
        && upper == "upper"
        && floors_word == "floors"
        && first == "1f"
        && *last == format!("{upper_n}f");
    if !shape || !floors(p) {
        return None;
    }
    // The names: one value each, all of one attribute, every one of it.
    let mut attrs = vec![];
    let mut k = 0;
    while k < names.len() {
        if among(names[k].as_str(), ",|and") {
            k += 1;
            continue;
        }
        let (len, items) = lex.value_at(names, k)?;
        let [item] = items[..] else { return None };
        attrs.push((p.attribute_of(item), item));
        k += len;
    }
    crate::sort::sort(&mut attrs);
    attrs.dedup();
    let n = p.n() as i64;
    let whole = attrs.len() == p.n() && attrs.iter().all(|a| a.0 == attrs[0].0);
    Some(if !whole {
        Err("the people it lists are not the names of one attribute, each once".into())
    } else if people != n || upper_n + 1 != n || p.labels.first() != Some(&0) {
        Err(format!(
            "it says there are {people} people and {} floors, but the puzzle has {n} floors \
             numbered from 0 (the ground floor)",
            upper_n + 1
        ))
    } else {
        Ok(())
    })
}

/// "There are five houses in a row, each of a different color and inhabited by people of
/// different nationalities, with different pets, drinks, and flowers": a count line whose
/// setting names the puzzle's categories. Read as [`structure::structure`] reads the line
/// without them.
pub fn setting(lex: &Lexicon, ws: &[String]) -> Option<i64> {
    if ws.len() < 4 || ws[0] != "there" {
        return None;
    }
    let kept: Vec<String> = ws
        .iter()
        .enumerate()
        .filter(|&(k, w)| {
            k < 4
                || !(lex.is_attribute_word(w)
                    || among(w.as_str(), "inhabited|by|with|color|colour"))
        })
        .map(|(_, w)| w.clone())
        .collect();
    if kept.len() == ws.len() {
        return None;
    }
    match structure::structure(&kept, false) {
        Some(structure::Structure::Count(n)) => Some(n),
        _ => None,
    }
}
