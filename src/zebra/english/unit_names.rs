//! A unit after a number that does not fit the positions' ([`super::trapped`] asks
//! this): "the 25 *m* vessel" where the lengths are in feet would otherwise name 25 ft, the
//! unit dropped as one of the story's words. A label's number must carry the label's own unit
//! ("25 feet" for `25 ft`, not "25 yards", nor "25 cents" for `$25`); an amount one the labels
//! convert ("3 *kg* longer" on feet is refused). On plain number labels the unit a category's
//! name gives ("pounds lost", "ages" in years) is the one a clue may write ("7 lbs", not "7
//! kg"; "10 years old", not "10 feet long").

use crate::zebra::case::{among, has_str, Lowered};
use crate::zebra::english::cues;
use crate::zebra::english::pieces::{mention_at, Piece};
use crate::zebra::english::wrong_senses::cannot_state;
use crate::zebra::model::Puzzle;

/// Spellings of one unit, a group a line ("ft" is "foot" is "feet").
#[rustfmt::skip]
const UNITS: &[&str] = &[
    "m metre metres meter meters", "km kilometre kilometres kilometer kilometers",
    "cm centimetre centimetres centimeter centimeters", "mm millimetre millimetres",
    "ft ft. foot feet", "in in. inch inches", "yd yds yard yards", "mi mile miles",
    "kg kgs kilo kilos kilogram kilograms", "gram grams", "lb lbs pound pounds", "oz ounce ounces",
    "ton tons tonne tonnes", "stone stones", "litre litres liter liters", "gallon gallons",
    "acre acres", "knot knots", "mph", "kph km/h", "sec secs second seconds",
    "min mins minute minutes", "hr hrs hour hours", "day days", "week weeks", "month months",
    "year years yr yrs", "dollar dollars buck bucks", "cent cents", "penny pence", "euro euros",
    "quid", "% percent", "point points", "degree degrees ° °f °c",
];

/// Why the amount ending at unit `k` is of a thing the row has ("has a 25-foot *mast*", "with
/// a 25-foot boat"), or `None`: the row is not measured.
fn owned_measure(ws: &[String], k: usize) -> Option<String> {
    let at = |j: usize| crate::zebra::english::tokens::word(ws, j);
    let has = among(at(k.wrapping_sub(3)), "has|have|had|with|having|owns|owned");
    let thing = !matches!(at(k + 1), "" | "," | "long") && cues::comparative(at(k + 1)).is_none();
    (has && among(at(k.wrapping_sub(2)), "a|an") && thing).then(|| {
        cannot_state(
            ws,
            k - 3,
            k + 1,
            "measures a thing the row has, not the row",
        )
    })?
}

/// The unit a word writes, as the index of its group in [`UNITS`]; `None` for no unit.
fn family(w: &str) -> Option<usize> {
    UNITS.iter().position(|g| g.split(' ').any(|x| x == w))
}

/// Why a number's unit does not fit the positions, or `None`.
pub fn misfit(p: &Puzzle, ws: &[String], pieces: &[Piece]) -> Option<String> {
    let at = |k: usize| crate::zebra::english::tokens::word(ws, k);
    // The units the positions' name gives ("pounds lost", "lengths" gives none).
    let name = p.position_name.as_deref().unwrap_or("").lowered();
    // Whether every unit the name gives is `f` (a name that gives none takes any).
    let named = |f: usize| {
        name.split(' ')
            .filter_map(|x| {
                family(if matches!(x, "age" | "ages") {
                    "year"
                } else {
                    x
                })
            })
            .all(|g| g == f)
    };
    (1..ws.len()).find_map(|k| {
        let u = at(k);
        // "in" and "m" are units only right after the number and at the end of a phrase
        // ("25 in the race" is no length).
        let closed = matches!(
            at(k + 1),
            "" | "," | "long" | "tall" | "high" | "wide" | "deep"
        );
        let fam = family(u)?;
        if u == "in" && !closed {
            return None;
        }
        if let Some(why) = owned_measure(ws, k) {
            return Some(why);
        }
        // "25 square feet": an area, which no length is (unless a value is one: "1225 sq ft").
        let area = among(at(k - 1), "square|sq|cubic") && cues::number(at(k - 2)).is_some();
        let squared = matches!(&p.printed, Some(l) if matches!(&l.kind,
            crate::zebra::labels::Kind::Number { unit } if has_str(&unit.lowered(), at(k - 1))));
        if area && !mention_at(pieces, k - 2, true) && !squared {
            return cannot_state(ws, k - 1, k, "is in a unit the positions are not");
        }
        let n = at(k - 1);
        let bare = n.strip_prefix('$').unwrap_or(n);
        // ("10.2 feet": a decimal is a number too.)
        let decimal = bare
            .split('.')
            .all(|d| !d.is_empty() && d.bytes().all(|b| b.is_ascii_digit()));
        if cues::number(bare).is_none() && !decimal {
            return None;
        }
        let label = mention_at(pieces, k - 1, false);
        let fits = match &p.printed {
            Some(l) => {
                let printed = match &l.kind {
                    crate::zebra::labels::Kind::Number { unit } => {
                        let last = unit.rsplit(' ').next().unwrap_or("").lowered();
                        family(&last) == Some(fam) || last == u
                    }
                    _ => false,
                };
                let factor = l.factor(Some(u));
                printed || (factor.is_ok() && (!label || factor == l.factor(None)))
            }
            None => named(fam),
        };
        (!fits).then(|| cannot_state(ws, k - 1, k, "is in a unit the positions are not"))?
    })
}
