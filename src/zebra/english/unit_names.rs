//! A unit after a number that does not fit the positions' ([`super::trapped`] asks
//! this): "the 25 *m* vessel" where the lengths are in feet would otherwise name 25 ft, the
//! unit dropped as one of the story's words. A label's number must carry the label's own unit
//! ("25 feet" for `25 ft`, not "25 yards", nor "25 cents" for `$25`); an amount one the labels
//! convert ("3 *kg* longer" on feet is refused). On plain number labels the unit a category's
//! name gives ("pounds lost", "ages" in years) is the one a clue may write ("7 lbs", not "7
//! kg"; "10 years old", not "10 feet long").

use crate::zebra::case::Lowered;
use crate::zebra::english::pieces::{mention_at, Piece};
use crate::zebra::english::wrong_senses::cannot_state;
use crate::zebra::model::Puzzle;

/// The unit a word writes, as one spelling for all its forms; `""` for no unit.
fn family(w: &str) -> &'static str {
    match w {
        "m" | "metre" | "metres" | "meter" | "meters" => "m",
        "km" | "kilometre" | "kilometres" | "kilometer" | "kilometers" => "km",
        "cm" | "centimetre" | "centimetres" | "centimeter" | "centimeters" => "cm",
        "mm" | "millimetre" | "millimetres" => "mm",
        "ft" | "ft." | "foot" | "feet" => "ft",
        "in" | "in." | "inch" | "inches" => "in",
        "yd" | "yds" | "yard" | "yards" => "yd",
        "mi" | "mile" | "miles" => "mi",
        "kg" | "kgs" | "kilo" | "kilos" | "kilogram" | "kilograms" => "kg",
        "gram" | "grams" => "g",
        "lb" | "lbs" | "pound" | "pounds" => "lb",
        "oz" | "ounce" | "ounces" => "oz",
        "ton" | "tons" | "tonne" | "tonnes" => "t",
        "stone" | "stones" => "st",
        "litre" | "litres" | "liter" | "liters" => "l",
        "gallon" | "gallons" => "gal",
        "acre" | "acres" => "acre",
        "knot" | "knots" => "kn",
        "mph" => "mph",
        "kph" | "km/h" => "kph",
        "sec" | "secs" | "second" | "seconds" => "s",
        "min" | "mins" | "minute" | "minutes" => "min",
        "hr" | "hrs" | "hour" | "hours" => "h",
        "day" | "days" => "day",
        "week" | "weeks" => "week",
        "month" | "months" => "month",
        "year" | "years" | "yr" | "yrs" => "year",
        "dollar" | "dollars" | "buck" | "bucks" => "$",
        "cent" | "cents" => "c",
        "penny" | "pence" => "p",
        "euro" | "euros" => "eur",
        "quid" => "gbp",
        "%" | "percent" => "%",
        "point" | "points" => "pt",
        "degree" | "degrees" | "°" | "°f" | "°c" => "deg",
        _ => "",
    }
}

/// Why a number's unit does not fit the positions, or `None`.
pub fn misfit(p: &Puzzle, ws: &[String], pieces: &[Piece]) -> Option<String> {
    let at = |k: usize| ws.get(k).map_or("", String::as_str);
    // The units the positions' name gives ("pounds lost", "lengths" gives none).
    let named: Vec<&str> = p
        .position_name
        .as_deref()
        .map(|n| n.lowered())
        .iter()
        .flat_map(|n| {
            n.split(' ')
                .map(|x| {
                    if matches!(x, "age" | "ages") {
                        "year"
                    } else {
                        family(x)
                    }
                })
                .collect::<Vec<_>>()
        })
        .filter(|f| !f.is_empty())
        .collect();
    (1..ws.len()).find_map(|k| {
        let u = at(k);
        // "in" and "m" are units only right after the number and at the end of a phrase
        // ("25 in the race" is no length).
        let closed = matches!(
            at(k + 1),
            "" | "," | "long" | "tall" | "high" | "wide" | "deep"
        );
        if family(u).is_empty() || (u == "in" && !closed) {
            return None;
        }
        let n = at(k - 1);
        let bare = n.strip_prefix('$').unwrap_or(n);
        if crate::zebra::english::cues::number(bare).is_none() && bare.parse::<f64>().is_err() {
            return None;
        }
        let label = mention_at(pieces, k - 1, false);
        let fits = match &p.printed {
            Some(l) => {
                let printed = match &l.kind {
                    crate::zebra::labels::Kind::Number { unit } => {
                        let last = unit.rsplit(' ').next().unwrap_or("").lowered();
                        family(&last) == family(u) || last == u
                    }
                    _ => false,
                };
                let factor = l.factor(Some(u));
                printed || (factor.is_ok() && (!label || factor == l.factor(None)))
            }
            None => named.is_empty() || named.contains(&family(u)),
        };
        (!fits).then(|| cannot_state(ws, k - 1, k, "is in a unit the positions are not"))?
    })
}
