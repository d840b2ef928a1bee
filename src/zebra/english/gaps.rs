//! Comparisons whose every word the reader places, yet whose plain reading would say less than
//! (or other than) the sentence ([`super::traps::trapped`] asks these after its own):
//!
//! - a gap said to be large or small with no amount ("*long* before", "*well* after", "*much*
//!   older", "*slightly* taller", "*a few days* before", "*the day* before"): read as a plain
//!   "before" it would silently drop what the sentence claims, so it is refused naming the
//!   words ("sometime before", "somewhat older" claim nothing more and read);
//! - on an order of ages, a unit that is no year ("2 *months* older" where the ages are
//!   years), an amount of two units ("2 years *and* 2 months"), and "before" / "after" /
//!   "earlier" / "later" (one born *before* another is the *older*: the words point against
//!   the order);
//! - "*one of the* houses after", "*more than one* house from": any of several gaps, or a
//!   bound on one, no amount (read before as "1 after", "Brit is left of Dane");
//! - a unit no order is counted in ("2 *decades*", "a *fortnight*"), which would otherwise
//!   leave its number to be read as a label;
//! - "*by* Wednesday", "*from* Monday", "*until* the 5th" on printed labels: the bound of a
//!   span (on or before, from then on), no place;
//! - on houses in a row (plain positions, no named order), "before" / "after" right after a
//!   value of the clause's verb ("drinks *tea after* the Swede"): it may say when (after the
//!   Swede drinks tea), and the houses have no time.

use super::pieces::{mention_at, Piece};
use super::{cues, wrong_senses::cannot_state};
use crate::zebra::case::{among, has_char, Lowered};
use crate::zebra::labels::Kind;
use crate::zebra::model::Puzzle;

/// Words that say a gap is large or small without an amount.
#[rustfmt::skip]
const VAGUE: &str = "long|well|far|much|shortly|soon|slightly|way|considerably|barely|\
    significantly|substantially|marginally|greatly|vastly|deal";

/// Words before "of" or a plural unit that count vaguely ("a few days", "several weeks").
const FEW: &str = "few|several|many|couple|number";

/// Words before an amount that bound it rather than name it.
const BOUNDS: &[&[&str]] = &[
    &["up", "to"],
    &["upwards", "of"],
    &["upward", "of"],
    &["a", "maximum", "of"],
    &["a", "minimum", "of"],
    &["close", "to"],
    &["in", "excess", "of"],
    &["no", "less", "than"],
    &["not", "more", "than"],
];

/// A row's places, as a gap counts them (singular).
const PLACES: &str = "house|home|door|place|position|spot|seat";

/// Units of time.
const TIME_UNITS: &str = "minute|minutes|hour|hours|day|days|week|weeks|month|months|year|years";

/// Units no label is counted in: their number must not be left to be read as a label.
const ODD_UNITS: &str =
    "decade|decades|century|centuries|fortnight|fortnights|generation|generations";

/// Words of order in time, which on ages point against the order.
const TIMELY: &str = "before|after|earlier|later|sooner";

/// Whether `w` compares along an order: "before", "after", "ahead", "older", "more", …
fn compares(w: &str) -> bool {
    among(w, "before|after|ahead|behind|above|below|more|less|fewer")
        || cues::comparative(w).is_some()
}

/// Why the sentence must be refused for one of the shapes above, or `None`.
pub fn trapped(
    p: &Puzzle,
    ws: &[String],
    pieces: &[Piece],
    value_word: &dyn Fn(usize) -> bool,
) -> Option<String> {
    let at = |k: usize| ws.get(k).map_or("", String::as_str);
    let says = |a: usize, b: usize, why: &str| cannot_state(ws, a, b, why);
    let free = |k: usize| k < ws.len() && !value_word(k);
    let name = p.position_name.as_deref().unwrap_or("").lowered();
    let name_words: Vec<&str> = name.split_whitespace().collect();
    let ages = name_words.iter().any(|w| among(w, "age|ages|old"));
    let printed_unit = |w: &str| {
        name_words.contains(&w)
            || p.printed.as_ref().is_some_and(|l| {
                l.names
                    .iter()
                    .any(|n| n.lowered().split_whitespace().any(|x| x == w))
            })
    };
    let plain = p.position_name.is_none()
        && p.printed.is_none()
        && (0..p.n()).all(|q| p.labels[q] == q as i64 + 1);
    let item = |k: usize| mention_at(pieces, k, true);
    let pos = |k: usize| mention_at(pieces, k, false);
    let amount = |j: usize| {
        let x = at(j);
        cues::number(x).is_some()
            || x.starts_with(|c: char| c.is_ascii_digit() || has_char("$£€", c))
            || pos(j)
    };
    for k in 0..ws.len() {
        let w = at(k);
        // "up to 9 games", "a maximum of $340": a bound, no amount.
        if let Some(n) = BOUNDS.iter().find_map(|b| {
            let fits = b.iter().enumerate().all(|(j, x)| at(k + j) == *x);
            fits.then_some(b.len())
        }) {
            if amount(k + n) {
                return says(k, k + n, "bounds an amount rather than naming it");
            }
        }
        if vague_gap(ws, k, name_words.last()) {
            return says(k, k + 3, "gives the gap no exact amount");
        }
        // "9 games in a row", "at a time": a run, not the whole count.
        if matches!(
            (w, at(k + 1), at(k + 2)),
            ("in", "a", "row") | ("at", "a", "time")
        ) {
            return says(k, k + 2, "counts a run, not the whole amount");
        }
        // "two games between Bill and Mark" on an order counted in games: a gap of two
        // games, or two counts between theirs?
        let counted = |x: &str| {
            name_words
                .iter()
                .any(|n| *n == x || n.trim_end_matches('s') == x.trim_end_matches('s'))
        };
        if cues::number(w).is_some() && counted(at(k + 1)) && at(k + 2) == "between" {
            return says(
                k,
                k + 2,
                "may be a gap of that amount or that many values between",
            );
        }
        // "15 games between them": a sum of the two, no gap between them.
        let pair = among(at(k + 1), "them|us|both") || (at(k + 1) == "the" && at(k + 2) == "two");
        if w == "between" && pair {
            return says(k, k + 1, "sums what the two have");
        }
        let number = cues::number(w).is_some();
        // (Its number may have been taken for a label: "Keith is *2* decades older"; "*a*
        // decade older" counts one.)
        if (number || among(w, "a|an")) && among(at(k + 1), ODD_UNITS) && !printed_unit(at(k + 1)) {
            return says(
                k,
                k + 1,
                "is in a unit no order of the puzzle is counted in",
            );
        }
        // "on consecutive days": one day apart, which is next to only on days one apart.
        if among(w, "consecutive|adjacent") && free(k) && !steps_of(p, at(k + 1)) {
            return says(
                k,
                k + 1,
                "says one unit apart, and the order's labels are not one such unit apart",
            );
        }
        if !free(k) {
            continue;
        }
        // "long before", "a lot older", "a little later".
        if among(w, VAGUE) && free(k + 1) && compares(at(k + 1)) {
            return says(
                k,
                k + 1,
                "says the gap is large or small but gives no amount",
            );
        }
        if w == "a" && among(at(k + 1), "lot|little|bit") && compares(at(k + 2)) {
            return says(
                k,
                k + 2,
                "says the gap is large or small but gives no amount",
            );
        }
        // "a century after", "the century before" on centuries, "the house after the Dane's":
        // one unit of the order's own noun or a row's, which the amounts above do not count.
        let before = k.checked_sub(1).map_or("", |j| at(j));
        // (The name's last word only: "finished *the race* before Peter" on a "race finish"
        // is the race run.)
        let one_place =
            name_words.last() == Some(&w) || super::rows::is_row_noun(w) || among(w, PLACES);
        if among(before, "a|an|the")
            && one_place
            && !among(w, TIME_UNITS)
            && free(k + 1)
            && compares(at(k + 1))
        {
            return says(k - 1, k + 1, "is one unit away, read as no amount");
        }
        // "a few days before", "several weeks after", "days before", "the day before".
        if (among(w, TIME_UNITS) || among(w, ODD_UNITS)) && free(k + 1) && compares(at(k + 1)) {
            let before = k.checked_sub(1).map_or("", |j| at(j));
            let counted = cues::number(before).is_some() || among(before, "a|an|one");
            if among(before, FEW) || before == "the" || (!counted && w.ends_with('s')) {
                if before == "the" {
                    return says(k - 1, k + 1, "is one unit away, read as no amount");
                }
                let a = if among(before, FEW) { k - 1 } else { k };
                return says(a, k + 1, "gives the gap no exact amount");
            }
        }
        // "2 years and 2 months": one amount in two units.
        let unit = |j: usize| among(at(j), TIME_UNITS) || among(at(j), ODD_UNITS);
        let and_more = at(k + 2) == "and" && cues::number(at(k + 3)).is_some();
        if number && unit(k + 1) && and_more && unit(k + 4) {
            return says(k, k + 4, "is an amount in two units");
        }
        if ages {
            let years = among(at(k + 1), "year|years");
            if number && among(at(k + 1), TIME_UNITS) && !years && !printed_unit(at(k + 1)) {
                return says(
                    k,
                    k + 1,
                    "is no whole number of years, the unit of the ages",
                );
            }
            if among(w, TIMELY) {
                return says(
                    k,
                    k,
                    "orders by time, and on ages the earlier born is the older",
                );
            }
        }
        // "by Wednesday", "by the 5th": on or before, a deadline.
        if among(w, "by|from|until|till|since") && p.printed.is_some() {
            let j = if at(k + 1) == "the" { k + 2 } else { k + 1 };
            if pos(j) {
                return says(
                    k,
                    j,
                    "bounds a span (a deadline, a start), not a place in the order",
                );
            }
        }
        // "drinks tea after the Swede": after the Swede drinks it?
        if plain && among(w, "before|after") {
            let mut j = k;
            while j > 0 && among(at(j - 1), "just|right|immediately|directly") {
                j -= 1;
            }
            if j > 0 && item(j - 1) && !among(at(j.saturating_sub(2)), "the|a|an") {
                return says(
                    j - 1,
                    k,
                    "may say when (after the other does so), and houses in a row have no time",
                );
            }
        }
    }
    None
}

/// Whether "consecutive" (or "adjacent") before `noun` says next to: the noun is no unit of
/// time ("houses", "positions", or none), or the order's labels are one such unit apart
/// ("days" on weekdays or dates one day apart, "months" on months one apart).
fn steps_of(p: &Puzzle, noun: &str) -> bool {
    let kind = p.printed.as_ref().map(|l| &l.kind);
    let one_apart = p.labels.windows(2).all(|w| w[1] - w[0] == 1);
    match noun {
        "day" | "days" => matches!(kind, Some(Kind::Weekday | Kind::Date)) && one_apart,
        "month" | "months" => matches!(kind, Some(Kind::Month)) && one_apart,
        w => !crate::zebra::labels::is_unit_word(w) && !among(w, TIME_UNITS),
    }
}

#[cfg(test)]
#[path = "tests_red4.rs"]
mod tests;

/// Whether "more than one house", "one of the (two) houses" at `k` names a bound on a gap or
/// any of several gaps, no amount (`own`: the order's noun; places one or several).
#[inline(never)]
fn vague_gap(ws: &[String], k: usize, own: Option<&&str>) -> bool {
    let at = |k: usize| ws.get(k).map_or("", String::as_str);
    let num = |j: usize| cues::number(at(j)).is_some();
    // The place word's index, and whether the words before it fit.
    let (j, fits) = if num(k) && at(k + 1) == "of" && at(k + 2) == "the" {
        if num(k + 3) {
            (k + 4, true)
        } else {
            (k + 3, compares(at(k + 4)) || at(k + 4) == "to")
        }
    } else {
        let one = num(k + 2) || matches!(at(k + 2), "a" | "an");
        (
            k + 3,
            matches!(at(k), "more" | "less" | "fewer") && at(k + 1) == "than" && one,
        )
    };
    let x = at(j).trim_end_matches('s');
    fits && (among(x, PLACES) || own == Some(&x))
}
