//! Sentence shapes every word of which the reader accounts for, but whose reading would say
//! something other than the sentence: each is refused here by name before any form reads it.
//!
//! - two clauses joined by "or" ("Bill is the flautist *or* Oakley is the secretary"): a
//!   choice between two facts, which no clue states (read as one clause, Bill became both);
//! - "*not both*": a denial of the pair, not of each ("not both drink tea" is no "neither");
//! - "*next to last*": the one before the last, or the one beside it;
//! - "*closer to* the red house *than*": a distance from a third thing, no order;
//! - "*besides*" after a value ("keeps dogs besides cats"): in addition to, not beside;
//! - a comparative beside a value ("drinks *more tea* than", "likes *dogs more* than"): it
//!   compares how much of the value, not the puzzle's order;
//! - "*by* 6:00", "older *by* 2 years": a deadline or a margin, no "at" and no value;
//! - "*a third of*", "*two thirds*", "*half of*": fractions, which no clue states;
//! - "*last year*", "*next week*": a time, no position;
//! - "the *first* to leave *after* the Greek ship": the next one after it, not the first;
//! - "*about* 6:00": an approximate hour, no hour; "*at worst* second": a bound;
//! - "*usually*", "*sometimes*": not always so;
//! - "*beaten by* Amy", "*overtook*": two people of the order, no link;
//! - "to the *far left of*": somewhere well left of, not the end;
//! - an aside naming a neighbour ("the Brit*, whose neighbour is the Swede,* drinks tea"): the
//!   verb after it is the Brit's, not the neighbour's;
//! - a value that is a number standing as an amount ("played *3 more* games than" where 3 is
//!   a shirt number, "played *7 games*" where 7 games is no label): the amount, not the value;
//! - a unit that does not fit the comparative ("2 *feet* older", "2 *dollars* later") or
//!   positions that are plain places ("2 *hours* after" where the positions are a row).

use super::cues::{self, Core};
use super::pieces::{mention_at, Kind, Piece};
use super::wrong_senses::cannot_state;
use crate::zebra::case::{self, among, Lowered};
use crate::zebra::error::Clip;
use crate::zebra::model::Puzzle;

/// Words that make a clause of the words before them ("Bill *is* the flautist").
const COPULAS: &str = "is|are|was|were";

/// Link words that are prepositions, no verb of a clause.
#[rustfmt::skip]
const PREPOSITIONS: &str = "in|at|with|whose|'s|of|as|by|for|on|from|where|whom";

/// Words after "last", "next" or "this" that make it a time, not a place in the order.
#[rustfmt::skip]
const TIMES: &str = "year|week|month|night|time|summer|winter|spring|autumn|fall|season|weekend|\
    morning|evening|afternoon";

/// Fractions after "a", "one", "two" or "three".
const FRACTIONS: &str = "third|thirds|quarter|quarters|fifth|fifths|sixth|tenth";

/// Words that bound an amount or an hour rather than name it.
#[rustfmt::skip]
const BOUNDS: &str = "about|around|approximately|roughly|circa|over|under|above|below|nearly|\
    almost";

/// Words that say how often: not always so.
#[rustfmt::skip]
const FREQUENCIES: &str = "sometimes|usually|often|occasionally|rarely|seldom|mostly|partly|\
    partially|generally|normally|typically|frequently";

/// Verbs of one person getting past another in the order ("Amy *beat* Bob"): no link.
#[rustfmt::skip]
const CONTESTS: &str = "beat|beats|beaten|beating|defeated|defeats|defeat|outran|outruns|\
    outscored|outscores|outsold|outsells|overtook|overtakes|overtaken|trailed|trails|outpaced|\
    outlasted";

/// Units by what they measure: time, money, length, weight (a "pound" is money or weight).
#[rustfmt::skip]
const DIMENSIONS: [(&str, &[&str]); 6] = [
    ("minute|minutes|min|mins|hour|hours", &["clock", "time"]),
    ("day|days|week|weeks|month|months|year|years", &["time", "age"]),
    ("dollar|dollars|buck|bucks|cent|cents", &["money"]),
    ("foot|feet|ft|inch|inches|mile|miles|km|cm|metre|metres|meter|meters", &["length"]),
    ("pound|pounds", &["money", "weight"]),
    ("lb|lbs|kg", &["weight"]),
];

/// What a unit measures (none for a word that is no unit).
fn dimensions(w: &str) -> &'static [&'static str] {
    DIMENSIONS
        .iter()
        .find(|(units, _)| among(w, units))
        .map_or(&[], |&(_, ds)| ds)
}

/// Comparatives that measure one thing only, and what.
const MEASURES: [(&str, &str); 5] = [
    ("older|younger", "age"),
    ("taller|shorter", "length"),
    ("heavier|lighter", "weight"),
    ("cheaper|dearer|pricier|costlier", "money"),
    ("earlier|later|sooner", "time"),
];

/// What a comparative measures, when it measures one thing only.
fn measures(w: &str) -> Option<&'static str> {
    MEASURES
        .iter()
        .find(|(words, _)| among(w, words))
        .map(|&(_, m)| m)
}

/// Why the sentence must be refused for one of the shapes above, or `None`. `pieces`: the
/// sorted words of the sentence; `value_word(k)`: whether word `k` is (part of) a mention.
pub fn trapped(
    p: &Puzzle,
    ws: &[String],
    pieces: &[Piece],
    value_word: &dyn Fn(usize) -> bool,
) -> Option<String> {
    let at = |k: usize| crate::zebra::english::tokens::word(ws, k);
    let item = |k: usize| mention_at(pieces, k, true);
    let pos = |k: usize| mention_at(pieces, k, false);
    let verb = |k: usize| {
        among(at(k), COPULAS) || (among(at(k), cues::LINKS) && !among(at(k), PREPOSITIONS))
    };
    or_of_clauses(ws, value_word, &verb)
        .or_else(|| number_as_amount(p, ws, &item))
        .or_else(|| neighbour_aside(ws, pieces, value_word))
        .or_else(|| (0..ws.len()).find_map(|k| word_trap(ws, k, &at, &item, &pos, value_word)))
        .or_else(|| ordinal_counted_from(ws, &pos))
        .or_else(|| roman_ordinal(p, ws, &pos))
        .or_else(|| counted_value(ws, &item, &pos))
        .or_else(|| unit_misfit(p, ws, value_word))
        .or_else(|| unit_names::misfit(p, ws, pieces))
        .or_else(|| story_verbs::trapped(p, ws, pieces, value_word))
        .or_else(|| super::wrong_senses::trapped(p, ws, pieces, value_word))
        .or_else(|| super::gaps::trapped(p, ws, pieces, value_word))
        .or_else(|| super::scopes::trapped(p, ws, pieces, value_word))
}

/// "The Brit has *2 dogs*": a bare number right before a value counts it, though the number
/// is also a place's label (one: "1 Addock Avenue" may be an address); likewise a label
/// before a count of places ("II rooms after").
fn counted_value(
    ws: &[String],
    item: &dyn Fn(usize) -> bool,
    pos: &dyn Fn(usize) -> bool,
) -> Option<String> {
    if let Some(k) = (0..ws.len().saturating_sub(1))
        .find(|&k| pos(k) && cues::number(&ws[k]).is_some_and(|n| n > 1) && item(k + 1))
    {
        return cannot_state(ws, k, k + 1, "counts the value rather than naming a place");
    }
    // "Di is *II rooms after* Liv": a label that no amount reads (a Roman numeral) counting
    // places before a comparison.
    let at = |k: usize| crate::zebra::english::tokens::word(ws, k);
    // ("The Adagio III is *III feet* shorter": any Roman numeral, likewise.)
    let numeral = |k: usize| crate::zebra::roman::value(&at(k).to_ascii_uppercase()).is_some();
    let k = (0..ws.len()).find(|&k| {
        (pos(k) || numeral(k))
            && (among(at(k + 1), cues::UNITS) || super::rows::is_row_noun(at(k + 1)))
            && (at(k + 1).ends_with('s') || among(at(k + 1), "feet|inches"))
            && !among(at(k + 1), "is|lies|less")
            && (among(at(k + 2), "after|before|away|apart")
                || cues::comparative(at(k + 2)).is_some())
    })?;
    cannot_state(
        ws,
        k,
        k + 2,
        "counts with a label's name or a numeral the reader reads as no amount",
    )
}

/// "the *second* century" on centuries `XIV`, `XV`, …: an ordinal before Roman numerals may
/// name the numeral of its own number (century II) rather than the second label; read only
/// where the two agree (the second label is `II`).
fn roman_ordinal(p: &Puzzle, ws: &[String], pos: &dyn Fn(usize) -> bool) -> Option<String> {
    let labels = p.printed.as_ref()?;
    if !matches!(labels.kind, crate::zebra::labels::Kind::Roman) {
        return None;
    }
    let k = (0..ws.len()).find(|&k| {
        pos(k)
            && cues::ordinal(&ws[k]).is_some_and(|n| {
                n.checked_sub(1).and_then(|i| labels.values.get(i)) != Some(&(n as i64))
            })
    })?;
    cannot_state(
        ws,
        k,
        k + 1,
        "on labels in Roman numerals may name the numeral of its number rather than that place \
         in the list",
    )
}

/// "lives in the second house after the red house": an ordinal position right before
/// "after" or "before" (one noun between at most, no comma) counts from what follows (two
/// after it), not from the end of the row; read as "in 2" and "after", it would be wrong.
fn ordinal_counted_from(ws: &[String], pos: &dyn Fn(usize) -> bool) -> Option<String> {
    (0..ws.len()).find_map(|k| {
        if !pos(k) || cues::ordinal(&ws[k]).is_none() {
            return None;
        }
        let cue = |j: usize| ws.get(j).is_some_and(|w| w == "after" || w == "before");
        let noun = ws
            .get(k + 1)
            .is_some_and(|w| w.chars().all(case::alphabetic));
        let j = if cue(k + 1) {
            k + 1
        } else if noun && cue(k + 2) {
            k + 2
        } else {
            return None;
        };
        Some(format!(
            "'{} … {}' may count from what follows it ({} after it) or place it in the row, \
             and the reader cannot tell which",
            ws[k], ws[j], ws[k]
        ))
    })
}

/// "A is X or B is Y": a mention, a verb and a mention before an "or", and after it a
/// mention and a verb (the rest of a second clause).
fn or_of_clauses(
    ws: &[String],
    value_word: &dyn Fn(usize) -> bool,
    verb: &dyn Fn(usize) -> bool,
) -> Option<String> {
    let o = ws.iter().position(|w| w == "or")?;
    // (Mentions' own words are never verbs: "Will", "May".)
    let verb_at = |k: usize| verb(k) && !value_word(k);
    let first = (0..o).find(|&k| value_word(k))?;
    let v1 = (first + 1..o).find(|&k| verb_at(k))?;
    (v1 + 1..o).find(|&k| value_word(k))?;
    // ("X was *either* A or B": a choice of objects.)
    if ws[v1..o].iter().any(|w| w == "either") {
        return None;
    }
    let m3 = (o + 1..ws.len()).find(|&k| value_word(k))?;
    let v2 = (m3 + 1..ws.len()).find(|&k| verb_at(k))?;
    // The second clause names a second thing after its verb ("or Oakley is *the secretary*";
    // "or the stock Francine bought" is a description).
    (v2 + 1..ws.len()).find(|&k| value_word(k))?;
    // The verb must follow the second subject before anything else of a clause: "or Oakley
    // *is*", not "or tea, is" of a list.
    let between = (m3 + 1..v2).all(|k| value_word(k) || among(ws[k].as_str(), "the|a"));
    between.then(|| {
        format!(
            "'or' joins two clauses ('… {} … or {} {} …'), a choice between two facts, which the \
             clue language cannot state",
            Clip(&ws[v1]),
            Clip(&ws[m3]),
            Clip(&ws[v2])
        )
    })
}

/// Words that compare by an amount written before them ("3 *more*", "3 games *higher*").
#[rustfmt::skip]
const BY_AMOUNT: &str = "more|less|fewer|higher|lower|older|younger|later|earlier|after|before|\
    ahead|behind|larger|smaller|bigger|longer|shorter|taller";

/// A value named by a number where the sentence uses the number as an amount: before a
/// comparison ("3 more", "3 games more") or before the positions' own noun ("7 games").
fn number_as_amount(p: &Puzzle, ws: &[String], item: &dyn Fn(usize) -> bool) -> Option<String> {
    let order: Vec<String> = p
        .position_name
        .as_deref()
        .unwrap_or("")
        .lowered()
        .split_whitespace()
        .map(String::from)
        .collect();
    let of_order = |w: &str| {
        order
            .iter()
            .any(|o| o == w || w.strip_suffix('s') == Some(o) || o.strip_suffix('s') == Some(w))
    };
    let at = |k: usize| crate::zebra::english::tokens::word(ws, k);
    let k = (0..ws.len()).find(|&k| {
        item(k)
            && cues::number(&ws[k]).is_some()
            && (among(at(k + 1), BY_AMOUNT)
                || (among(at(k + 2), BY_AMOUNT) && !item(k + 1))
                || of_order(at(k + 1)))
    })?;
    Some(format!(
        "'{} {}' counts an amount, and {} is also a value's name: which is meant is not clear",
        Clip(&ws[k]),
        Clip(at(k + 1)),
        Clip(&ws[k])
    ))
}

/// ", whose neighbour is the Swede, drinks tea": an aside after a comma whose relation names
/// another person, before what the sentence says of its subject.
fn neighbour_aside(
    ws: &[String],
    pieces: &[Piece],
    value_word: &dyn Fn(usize) -> bool,
) -> Option<String> {
    let k = (1..ws.len()).find(|&k| ws[k - 1] == "," && ws[k] == "whose")?;
    let close = (k + 1..ws.len()).find(|&j| ws[j] == ",")?;
    let related = pieces.iter().any(|q| {
        q.word > k && q.word < close && matches!(q.kind, Kind::Core(c, _) if c != Core::Same)
    });
    let said = (close + 1..ws.len()).any(value_word);
    (related && said).then(|| {
        format!(
            "the aside ', whose {} …,' names another person, and what follows it is said of \
             the one before it, which the reader does not follow",
            Clip(ws.get(k + 1).map_or("", String::as_str))
        )
    })
}

/// The traps that one word and its neighbours show.
fn word_trap<'a>(
    ws: &'a [String],
    k: usize,
    at: &dyn Fn(usize) -> &'a str,
    item: &dyn Fn(usize) -> bool,
    pos: &dyn Fn(usize) -> bool,
    value_word: &dyn Fn(usize) -> bool,
) -> Option<String> {
    let w = at(k);
    let prev = if k > 0 { at(k - 1) } else { "" };
    let next = at(k + 1);
    let says = |a: usize, b: usize, why: &str| cannot_state(ws, a, b, why);
    // ("… or Y, but not both" is the exclusive choice its own form reads.)
    if w == "not" && next == "both" && !ws[..k].iter().any(|x| x == "or") {
        return says(k, k + 1, "denies the two together, not each of them");
    }
    if w == "next" && next == "to" && among(at(k + 2), "last|first|final") {
        return says(k, k + 2, "may mean the one before it or the one beside it");
    }
    if among(w, "closer|nearer|further|farther") && among(next, "to|from") {
        // ("closer to the person who keeps dogs than": the object may be a description.)
        let object = (k + 2..(k + 9).min(ws.len()))
            .take_while(|&j| ws[j] != "than")
            .any(value_word);
        if object && ws[k..].iter().any(|x| x == "than") {
            return says(k, k + 1, "measures a distance from a third thing");
        }
    }
    // ("Besides tea, the Brit drinks coffee": opening the sentence, too.)
    if w == "besides" && (k == 0 || value_word(k - 1) || prev == ",") {
        return says(k, k, "means 'as well as', not 'beside'");
    }
    let comparative = among(w, "more|less|fewer|better|worse");
    if comparative && item(k + 1) && ws[k..].iter().any(|x| x == "than") {
        return says(
            k,
            k + 1,
            "compares how much of a value, not the puzzle's order",
        );
    }
    // ("costs *£1 more* than": a price named as an amount is the difference itself.)
    let amount = |x: &str| x.starts_with(|c: char| c.is_ascii_digit() || case::has_char("$£€", c));
    if comparative && k > 0 && item(k - 1) && !amount(prev) && next == "than" {
        return says(
            k - 1,
            k,
            "compares how much of a value, not the puzzle's order",
        );
    }
    if w == "by" {
        let digits = next.starts_with(|c: char| c.is_ascii_digit() || c == '$');
        let unit = |x: &str| !dimensions(x).is_empty() || among(x, "|.|,|;");
        let amount = cues::number(next).is_some() && unit(at(k + 2));
        if digits || amount {
            return says(
                k,
                k + 1,
                "bounds or measures by an amount (a deadline, a margin)",
            );
        }
    }
    if among(w, FRACTIONS) && among(prev, "a|one|two|three") {
        return says(k - 1, k, "is a fraction");
    }
    if w == "half" && next == "of" {
        return says(k, k + 1, "is a fraction");
    }
    let owned = among(prev, "the|'s|his|her|their|its");
    // ("played in 5 games last season": another position named, "last" is read as none.)
    let positioned = (0..ws.len()).any(|j| j != k && pos(j));
    if among(w, "last|next|this") && among(next, TIMES) && !owned && !positioned {
        return says(k, k + 1, "is a time, no place in the order");
    }
    // "the first to leave after X", "the second ship to leave after X": counted from X, not
    // from the first of all.
    if cues::ordinal(w).is_some() || among(w, "last|next") {
        let to = (k + 1..(k + 3).min(ws.len())).find(|&j| ws[j] == "to");
        let after = to.and_then(|t| {
            (t + 1..(t + 4).min(ws.len())).find(|&j| among(ws[j].as_str(), "after|before"))
        });
        if let Some(a) = after {
            return says(
                k,
                a,
                "names the nearest one past a point, not a place in the order",
            );
        }
    }
    if w == "at" && among(next, "worst|best") {
        return says(k, k + 1, "bounds a place rather than naming it");
    }
    if (among(w, FREQUENCIES) || among(w, CONTESTS)) && !value_word(k) {
        return says(
            k,
            k,
            "is no plain link (not always so, or one person past another)",
        );
    }
    if w == "far" && among(next, "left|right") && at(k + 2) == "of" {
        return says(k, k + 2, "says somewhere well beyond, not at the end");
    }
    if among(w, BOUNDS)
        && next.starts_with(|c: char| c.is_ascii_digit() || case::has_char("$£€", c))
    {
        return says(k, k + 1, "bounds an amount or a time rather than naming it");
    }
    None
}

/// A unit that does not measure what the sentence's comparative does ("2 feet older"), or a
/// unit at all where the positions are plain places in a row ("2 hours after").
fn unit_misfit(p: &Puzzle, ws: &[String], value_word: &dyn Fn(usize) -> bool) -> Option<String> {
    // (A value's own number is no amount: "the 9-year-old boy" on an attribute of ages.)
    let units: Vec<usize> = (1..ws.len())
        .filter(|&k| {
            !dimensions(&ws[k]).is_empty()
                && cues::number(&ws[k - 1]).is_some()
                && !value_word(k - 1)
        })
        .collect();
    let &u = units.first()?;
    let plain = p.position_name.is_none()
        && p.printed.is_none()
        && (0..p.n()).all(|q| p.labels[q] == q as i64 + 1);
    if plain {
        return Some(format!(
            "'{} {}' measures an amount, and the positions are plain places in a row with none",
            Clip(&ws[u - 1]),
            Clip(&ws[u])
        ));
    }
    let c = ws.iter().find(|w| measures(w).is_some())?;
    let dim = measures(c)?;
    let fits = |k: &usize| {
        let ds = dimensions(&ws[*k]);
        ds.contains(&dim) || (dim == "time" && ds.contains(&"clock"))
    };
    let &bad = units.iter().find(|k| !fits(k))?;
    Some(format!(
        "'{} {}' does not measure what '{}' compares",
        Clip(&ws[bad - 1]),
        Clip(&ws[bad]),
        Clip(c)
    ))
}

#[path = "story_verbs.rs"]
mod story_verbs;

#[path = "unit_names.rs"]
mod unit_names;

#[cfg(test)]
#[path = "tests_red7.rs"]
mod tests7;

#[cfg(test)]
#[path = "tests_red2.rs"]
mod tests;

#[cfg(test)]
#[path = "tests_red3.rs"]
mod tests3;

#[cfg(test)]
#[path = "tests_round_trip.rs"]
mod round_trip;
