//! Position labels as printed: money (`$8.25`), times (`9:00am`, `noon`), dates (`October 3`,
//! `April 4th`), weekdays, months, ordinals (`first`, `1st`) and numbers with or without a unit
//! (`120 ft`, `6.5 feet`, `55%`, `8,500`). Each label keeps its printed name and gets a whole
//! number, its place in the category's own unit (cents, minutes of the day, day of the year,
//! day of the week, month, or the number scaled by the labels' decimals), so a clue's amount
//! ("25 dollars less", "2 weeks after") is a difference of those numbers. A clue's unit that
//! does not fit the category is refused, never dropped.

use super::case::{self, lowercase};
use crate::zebra::case::among;

/// What kind of quantity the labels of one category are.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Kind {
    /// A number, with the unit printed after it (`ft`, `%`, `million`) or before it (`#`), if
    /// any.
    Number { unit: String },
    /// Money, in cents.
    Money,
    /// A time of day, in minutes after midnight.
    Time,
    /// A day of the year (January 1 is 1).
    Date,
    /// A day of the week (Monday is 1).
    Weekday,
    /// A month (January is 1).
    Month,
    /// An ordinal (`first`, `2nd`).
    Ordinal,
    /// A Roman numeral (`XIV`), read only when every label is one (`roman.rs`).
    Roman,
}

/// The labels of the `positions:` line: the printed names, their places, and their unit.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Labels {
    pub names: Vec<String>,
    pub values: Vec<i64>,
    pub kind: Kind,
    /// Decimals the numbers are scaled by (`6.5 feet` is 65 with one decimal).
    pub decimals: u32,
}

// `|`-joined, read with `split('|')` (case.rs's `among` says why: no pointer and length per word).
const WEEKDAYS: &str = "monday|tuesday|wednesday|thursday|friday|saturday|sunday";
const MONTHS: &str =
    "january|february|march|april|may|june|july|august|september|october|november|december";
/// Days before each month in a year that is not a leap year.
const MONTH_START: [i64; 12] = [0, 31, 59, 90, 120, 151, 181, 212, 243, 273, 304, 334];
const ORDINALS: &str =
    "first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|eleventh|twelfth";
/// Labels are below this, as plain labels always were.
const LIMIT: i64 = 1 << 40;

/// A weekday or month name, whole or (in a header) cut to its first three letters (`Wed`,
/// `Sept`): in a clue, "sat" and "may" are words of their own.
fn named(word: &str, names: &str, cut: bool) -> Option<i64> {
    let w = word.trim_end_matches('.');
    names
        .split('|')
        .position(|n| n == w || (cut && w.len() >= 3 && n.starts_with(w)))
        .map(|k| k as i64 + 1)
}

/// `8,500`, `6.5`, `42`: the digits and how many decimals they have. Commas must group by
/// three.
fn decimal(s: &str) -> Option<(i64, u32)> {
    let (whole, frac) = s.split_once('.').unwrap_or((s, ""));
    let groups: Vec<&str> = whole.split(',').collect();
    if groups
        .iter()
        .any(|g| g.is_empty() || !g.bytes().all(|b| b.is_ascii_digit()))
        || (groups.len() > 1 && (groups[0].len() > 3 || groups[1..].iter().any(|g| g.len() != 3)))
        || !frac.bytes().all(|b| b.is_ascii_digit())
        || frac.len() > 4
        || (case::has_char(s, '.') && frac.is_empty())
    {
        return None;
    }
    let digits: String = groups.concat() + frac;
    let v: i64 = digits.parse().ok().filter(|v: &i64| *v < LIMIT)?;
    Some((v, frac.len() as u32))
}

/// `9:00am`, `9 am`, `10:30`, `noon`, `midnight`: minutes after midnight. A time needs a
/// colon or an am/pm, so that a bare number stays a number.
fn time(s: &str) -> Option<i64> {
    // "10.00am", "12.00 noon": a stop between hours and minutes, where the am, pm or noon
    // says the label is a time (a bare "6.50" stays a number).
    let marked = "am|pm|a.m.|p.m.|noon|midday"
        .split('|')
        .any(|m| s.ends_with(m));
    let colon: String;
    let s = match s.find('.') {
        Some(k)
            if marked
                && k > 0
                && s.as_bytes()[k - 1].is_ascii_digit()
                && s.get(k + 1..)
                    .unwrap_or_default()
                    .bytes()
                    .take_while(u8::is_ascii_digit)
                    .count()
                    == 2 =>
        {
            colon = format!(
                "{}:{}",
                s.get(..k).unwrap_or_default(),
                s.get(k + 1..).unwrap_or_default()
            );
            colon.as_str()
        }
        _ => s,
    };
    if among(s, "noon|midday|12 noon|12 midday|12:00 noon") {
        return Some(12 * 60);
    }
    if among(s, "midnight|12 midnight") {
        return Some(0);
    }
    let t: String = s
        .chars()
        .filter(|c| !c.is_whitespace() && *c != '.')
        .collect();
    let (clock, half) = if let Some(c) = t.strip_suffix("am") {
        (c, Some(0))
    } else if let Some(c) = t.strip_suffix("pm") {
        (c, Some(12))
    } else {
        (t.as_str(), None)
    };
    let (h, m) = match clock.split_once(':') {
        Some((h, m)) if m.len() == 2 => (h, m),
        Some(_) => return None,
        None if half.is_some() => (clock, "0"),
        None => return None,
    };
    let (h, m): (i64, i64) = (h.parse().ok()?, m.parse().ok()?);
    if h.to_string().len() > 2 || m >= 60 {
        return None;
    }
    match half {
        Some(add) if (1..=12).contains(&h) => Some((h % 12 + add) * 60 + m),
        None if h < 24 => Some(h * 60 + m),
        _ => None,
    }
}

/// `3`, `3rd`, `3,`: a day of the month.
fn day_of_month(s: &str) -> Option<i64> {
    let s = s.trim_end_matches(',');
    let digits = s.bytes().take_while(u8::is_ascii_digit).count();
    let suffix = s.get(digits..).unwrap_or_default();
    if digits == 0 || digits > 2 || !["", "st", "nd", "rd", "th"].contains(&suffix) {
        return None;
    }
    s.get(..digits)
        .unwrap_or_default()
        .parse()
        .ok()
        .filter(|d| (1..=31).contains(d))
}

/// Whether a clue's word is a day of the month (`3`, `3rd`), as after a month's name.
pub fn day_of_month_word(w: &str) -> bool {
    day_of_month(w).is_some()
}

/// Whether a value is a month's whole name (`May`, `june`).
pub fn is_month(v: &str) -> bool {
    named(&lowercase(v), MONTHS, false).is_some()
}

/// One label: its kind, its number and its decimals.
fn one(label: &str, cut: bool) -> Option<(Kind, i64, u32)> {
    let lower = lowercase(label);
    let words: Vec<&str> = lower.split_whitespace().collect();
    if let [w] = words[..] {
        if let Some(d) = named(w, WEEKDAYS, cut) {
            return Some((Kind::Weekday, d, 0));
        }
        if let Some(m) = named(w, MONTHS, cut).filter(|_| w.len() >= 3) {
            return Some((Kind::Month, m, 0));
        }
        if let Some(k) = ORDINALS.split('|').position(|o| o == w) {
            return Some((Kind::Ordinal, k as i64 + 1, 0));
        }
    }
    if let [m, d] = words[..] {
        if let (Some(m), Some(d)) = (named(m, MONTHS, cut), day_of_month(d)) {
            return Some((Kind::Date, MONTH_START[m as usize - 1] + d, 0));
        }
    }
    if let Some(t) = time(&lower) {
        return Some((Kind::Time, t, 0));
    }
    if let Some(k) = day_of_month(&lower).filter(|_| !lower.bytes().all(|b| b.is_ascii_digit())) {
        return Some((Kind::Ordinal, k, 0));
    }
    if let Some(money) = lower.strip_prefix('$').or_else(|| lower.strip_prefix('£')) {
        // "$5 million": the amount scaled by its word.
        let (amount, scale) = match money.trim().split_once(' ') {
            Some((a, "thousand")) => (a, 1_000),
            Some((a, "million")) => (a, 1_000_000),
            Some((a, "billion")) => (a, 1_000_000_000),
            Some(_) => return None,
            None => (money.trim(), 1),
        };
        let (v, dec) = decimal(amount)?;
        if dec > 2 {
            return None;
        }
        let cents = (v * 10i64.pow(2 - dec)).checked_mul(scale)?;
        return Some((Kind::Money, cents, 2));
    }
    let (prefix, rest) = match lower.strip_prefix('#') {
        Some(r) => ("#", r),
        None => ("", lower.as_str()),
    };
    let end = rest
        .find(|c: char| !(c.is_ascii_digit() || c == '.' || c == ','))
        .unwrap_or(rest.len());
    let (v, dec) = decimal(rest.get(..end).unwrap_or_default())?;
    let unit = rest
        .get(end..)
        .unwrap_or_default()
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ");
    let unit = unit.trim_end_matches('.').to_string();
    // A unit is words (`ft`, `light years`) or `%`; anything else is no number.
    let word = |c: char| case::alphabetic(c) || c == ' ' || c == '.' || c == '%';
    if (!prefix.is_empty() && !unit.is_empty()) || !unit.chars().all(word) {
        return None;
    }
    Some((
        Kind::Number {
            unit: format!("{prefix}{unit}"),
        },
        v,
        dec,
    ))
}

/// Why a list of labels is refused: the label at fault and what is wrong with it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LabelError {
    /// A label none of the printed forms reads.
    Unread(String),
    /// A label in a different unit from the first one.
    MixedUnits { first: String, other: String },
    /// Two labels at the same place.
    Twice(String),
}

/// Reads the labels of a `positions:` line.
pub fn read(names: &[String]) -> Result<Labels, LabelError> {
    if let Some(values) = super::roman::values(names) {
        let (names, kind, decimals) = (names.to_vec(), Kind::Roman, 0);
        return Ok(Labels {
            names,
            values,
            kind,
            decimals,
        });
    }
    let mut read = vec![];
    for n in names {
        read.push(one(n, true).ok_or_else(|| LabelError::Unread(n.clone()))?);
    }
    let kind = read.first().map(|r| r.0.clone()).unwrap_or(Kind::Ordinal);
    if let Some(k) = read.iter().position(|r| r.0 != kind) {
        return Err(LabelError::MixedUnits {
            first: names[0].clone(),
            other: names[k].clone(),
        });
    }
    let decimals = read.iter().map(|r| r.2).max().unwrap_or(0);
    let mut values = vec![];
    for (k, (_, v, d)) in read.iter().enumerate() {
        let v = v
            .checked_mul(10i64.pow(decimals - d))
            .filter(|v| *v < LIMIT)
            .ok_or_else(|| LabelError::Unread(names[k].clone()))?;
        if values.contains(&v) {
            return Err(LabelError::Twice(names[k].clone()));
        }
        values.push(v);
    }
    Ok(Labels {
        names: names.to_vec(),
        values,
        kind,
        decimals,
    })
}

/// Whether a word is a unit a clue may measure with ("dollars", "weeks", "feet").
pub fn is_unit_word(w: &str) -> bool {
    const WORDS: &str = "dollar|dollars|buck|bucks|cent|cents|minute|minutes|min|mins|hour|hours|\
        day|days|week|weeks|month|months|year|years|foot|feet|ft|inch|inches|pound|pounds|lb|lbs|\
        percent";
    among(w, WORDS)
}

/// Words for the same unit: a label's unit as printed and what a clue may write for it.
fn same_unit(printed: &str, word: &str) -> bool {
    // The families, `/` between them, each `|`-joined: a word's family is the list it is in.
    const FAMILIES: &str = "ft|ft.|foot|feet/in|in.|inch|inches/lb|lbs|pound|pounds/\
        %|percent|percentage points/min|mins|minute|minutes/year|years/day|days";
    let family =
        |w: &str| -> &'static str { FAMILIES.split('/').find(|f| among(w, f)).unwrap_or("") };
    let last = printed.rsplit(' ').next().unwrap_or(printed);
    let (a, b) = (family(last), family(word));
    (!a.is_empty() && a == b)
        || word == last
        || word.strip_suffix('s') == Some(last)
        || last.strip_suffix('s') == Some(word)
}

impl Labels {
    /// Whether the labels are money in pounds (`£10`), which a clue counts in pounds, not
    /// dollars.
    fn pounds(&self) -> bool {
        self.kind == Kind::Money && self.names.iter().all(|n| n.trim_start().starts_with('£'))
    }

    /// How many of the category's own units one of `word` is, for an amount in a clue; `None`
    /// is a bare number (one whole unit: a dollar, a minute, a day). An `Err` names what the
    /// category is measured in, when the word does not fit it.
    pub fn factor(&self, word: Option<&str>) -> Result<i64, String> {
        let whole = 10i64.pow(self.decimals);
        let pounds = self.pounds();
        let (fits, what) = match (&self.kind, word) {
            (Kind::Money, None) => (Some(100), "money"),
            (Kind::Money, Some(w)) if pounds && among(w, "pound|pounds|quid") => {
                (Some(100), "pounds")
            }
            (Kind::Money, Some(w)) if pounds && among(w, "pence|penny|p") => (Some(1), "pounds"),
            (Kind::Money, _) if pounds => (None, "pounds"),
            (Kind::Money, Some(w)) if among(w, "dollar|dollars|buck|bucks") => (Some(100), "money"),
            (Kind::Money, Some(w)) if among(w, "cent|cents") => (Some(1), "money"),
            (Kind::Money, _) => (None, "money"),
            (Kind::Time, None) => (Some(1), "times"),
            (Kind::Time, Some(w)) if among(w, "minute|minutes|min|mins") => (Some(1), "times"),
            (Kind::Time, Some(w)) if among(w, "hour|hours") => (Some(60), "times"),
            (Kind::Time, _) => (None, "times"),
            (Kind::Date, None) => (Some(1), "dates"),
            (Kind::Date, Some(w)) if among(w, "day|days") => (Some(1), "dates"),
            (Kind::Date, Some(w)) if among(w, "week|weeks") => (Some(7), "dates"),
            (Kind::Date, _) => (None, "dates"),
            (Kind::Weekday, None) => (Some(1), "weekdays"),
            (Kind::Weekday, Some(w)) if among(w, "day|days") => (Some(1), "weekdays"),
            (Kind::Weekday, _) => (None, "weekdays"),
            (Kind::Month, None) => (Some(1), "months"),
            (Kind::Month, Some(w)) if among(w, "month|months") => (Some(1), "months"),
            (Kind::Month, _) => (None, "months"),
            (Kind::Ordinal, None) => (Some(1), "places"),
            (Kind::Ordinal, _) => (None, "places"),
            (Kind::Roman, w) => (w.is_none().then_some(1), "Roman numerals"),
            // Labels in millions or thousands name a scale: "200000 more copies" against
            // `1.2 million` is no count of millions.
            (Kind::Number { unit }, None)
                if among(
                    unit.rsplit(' ').next().unwrap_or(""),
                    "million|millions|thousand|thousands|billion|billions",
                ) =>
            {
                return Err(format!(
                    "an amount without a unit on a category counted in {unit}s is not read"
                ))
            }
            (Kind::Number { .. }, None) => (Some(whole), "numbers"),
            // A category printed without a unit takes the unit a clue gives it, except the
            // units that would need a conversion to mean anything (weeks, hours, cents).
            (Kind::Number { unit }, Some(w)) if unit.is_empty() || unit == "#" => {
                let converts = ["week", "weeks", "hour", "hours", "cent", "cents"];
                (
                    (!converts.contains(&w)).then_some(whole),
                    "numbers without a unit",
                )
            }
            (Kind::Number { unit }, Some(w)) => {
                (same_unit(unit, w).then_some(whole), unit.as_str())
            }
        };
        fits.ok_or_else(|| format!("the unit '{}' does not fit {what}", word.unwrap_or("")))
    }

    /// A clue's amount `d` (given in `word`, if any) in the category's own unit. On labels
    /// printed in millions or thousands (`1.2 million`) a bare amount counts single things
    /// ("200000 more copies" is 0.2 million): it is read when it is a whole number of the
    /// labels' smallest step, and refused otherwise ("2 more" may mean 2 millions).
    pub fn amount(&self, d: i64, word: Option<&str>) -> Result<i64, String> {
        let scale = match (&self.kind, word) {
            (Kind::Number { unit }, None) => match unit.rsplit(' ').next().unwrap_or("") {
                w if among(w, "thousand|thousands") => Some(1_000i64),
                w if among(w, "million|millions") => Some(1_000_000),
                w if among(w, "billion|billions") => Some(1_000_000_000),
                _ => None,
            },
            _ => None,
        };
        let too_large = || format!("the amount {d} is too large");
        let Some(scale) = scale else {
            return d.checked_mul(self.factor(word)?).ok_or_else(too_large);
        };
        let scaled = d
            .checked_mul(10i64.pow(self.decimals))
            .ok_or_else(too_large)?;
        if scaled % scale != 0 {
            return Err(format!(
                "the amount {d} without a unit is no whole step of labels counted in {}s",
                match &self.kind {
                    Kind::Number { unit } => unit.as_str(),
                    _ => "",
                }
            ));
        }
        Ok(scaled / scale)
    }

    /// The position a clue's words name, written as a label: the printed name (any case, any
    /// spacing), or the same quantity in another printed form (`340 dollars`, `9 am`).
    pub fn find(&self, text: &str) -> Option<usize> {
        let squash = |s: &str| -> String {
            lowercase(s)
                .chars()
                .filter(|c| !c.is_whitespace())
                .collect()
        };
        let t = squash(text);
        if let Some(k) = self.names.iter().position(|n| squash(n) == t) {
            return Some(k);
        }
        let lower = lowercase(text);
        let value = match &self.kind {
            Kind::Money => {
                let words: Vec<&str> = lower.split_whitespace().collect();
                let sign = if self.pounds() { '£' } else { '$' };
                let number = match words[..] {
                    [n, "dollars" | "dollar"] if sign == '$' => n,
                    [n, "pounds" | "pound"] if sign == '£' => n,
                    [n] => n.strip_prefix(sign).unwrap_or(n),
                    _ => return None,
                };
                let (v, d) = decimal(number)?;
                (d <= 2).then(|| v * 10i64.pow(2 - d))?
            }
            Kind::Time => time(&lower).or_else(|| {
                // A bare hour names the label at that hour when only one label is.
                let h: i64 = lower.parse().ok()?;
                let hits: Vec<usize> = (0..self.values.len())
                    .filter(|&k| self.values[k] % 60 == 0 && self.values[k] / 60 % 12 == h % 12)
                    .collect();
                (hits.len() == 1).then(|| self.values[hits[0]])
            })?,
            Kind::Number { unit } if !unit.is_empty() => {
                let (v, d) = decimal(&lower)?;
                v.checked_mul(10i64.pow(self.decimals.checked_sub(d)?))?
            }
            _ => match one(text, false)? {
                (k, v, 0) if k == self.kind => v,
                _ => return None,
            },
        };
        self.values.iter().position(|&v| v == value)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn labels(list: &str) -> Labels {
        let names: Vec<String> = list.split(';').map(|s| s.trim().to_string()).collect();
        read(&names).unwrap()
    }

    #[test]
    fn printed_forms_get_their_place_in_their_unit() {
        assert_eq!(labels("$4.75; $5.75; $12").values, [475, 575, 1200]);
        assert_eq!(
            labels("9:00am; 10:30; noon; 1:15pm").values,
            [540, 630, 720, 795]
        );
        assert_eq!(labels("11:00am; 12 noon").values, [660, 720]);
        assert_eq!(labels("October 3; October 10").values, [276, 283]);
        assert_eq!(labels("April 4th; May 1st").values, [94, 121]);
        assert_eq!(labels("Monday; Wed; Friday").values, [1, 3, 5]);
        assert_eq!(labels("March; April").values, [3, 4]);
        assert_eq!(labels("first; 2nd; third").values, [1, 2, 3]);
        let feet = labels("6 feet; 6.5 feet");
        assert_eq!((feet.values.clone(), feet.decimals), (vec![60, 65], 1));
        assert_eq!(labels("8,500 ft; 10,000 ft").values, [8500, 10000]);
        assert_eq!(labels("55%; 62%").values, [55, 62]);
        assert_eq!(labels("#105; #118").values, [105, 118]);
        assert_eq!(labels("1998; 2004").values, [1998, 2004]);
    }

    #[test]
    fn pounds_millions_and_dotted_times_are_read() {
        let pounds = labels("£1500; £1750");
        assert_eq!(
            (pounds.kind.clone(), pounds.values.clone()),
            (Kind::Money, vec![150000, 175000])
        );
        assert_eq!(pounds.factor(Some("pounds")), Ok(100));
        assert_eq!(pounds.factor(None), Ok(100));
        assert!(pounds.factor(Some("dollars")).is_err());
        assert!(labels("$5; $30").factor(Some("pounds")).is_err());
        assert_eq!(pounds.find("£1750"), Some(1));
        assert_eq!(pounds.find("1500 pounds"), Some(0));
        assert_eq!(pounds.find("1500 dollars"), None);
        assert_eq!(
            labels("$5 million; $8 million").values,
            [500_000_000, 800_000_000]
        );
        assert_eq!(
            labels("10.00am; 12.00 noon; 2.00pm").values,
            [600, 720, 840]
        );
        // A number with decimals and no am, pm or noon stays a number.
        assert_eq!(
            labels("6.50; 7.25").kind,
            Kind::Number {
                unit: String::new()
            }
        );
    }

    #[test]
    fn refused_labels_name_the_label() {
        let read_list = |l: &[&str]| read(&l.iter().map(|s| s.to_string()).collect::<Vec<_>>());
        assert_eq!(
            read_list(&["$5", "banana"]),
            Err(LabelError::Unread("banana".into()))
        );
        assert_eq!(
            read_list(&["$5", "6 ft"]),
            Err(LabelError::MixedUnits {
                first: "$5".into(),
                other: "6 ft".into()
            })
        );
        assert_eq!(
            read_list(&["$5", "$5.00"]),
            Err(LabelError::Twice("$5.00".into()))
        );
        assert_eq!(read_list(&["8,50"]), Err(LabelError::Unread("8,50".into())));
        assert_eq!(
            read_list(&["13:00pm"]),
            Err(LabelError::Unread("13:00pm".into()))
        );
    }

    #[test]
    fn a_clue_amount_is_measured_in_the_category_unit() {
        assert_eq!(labels("$5; $30").factor(Some("dollars")), Ok(100));
        assert_eq!(labels("$5; $30").factor(None), Ok(100));
        assert_eq!(labels("October 3; October 10").factor(Some("weeks")), Ok(7));
        assert_eq!(labels("9:00am; 10:30am").factor(Some("hours")), Ok(60));
        assert_eq!(labels("6 feet; 6.5 feet").factor(Some("foot")), Ok(10));
        assert_eq!(labels("12 inches; 18 inches").factor(Some("inches")), Ok(1));
        assert!(labels("$5; $30").factor(Some("minutes")).is_err());
        assert!(labels("Monday; Tuesday").factor(Some("weeks")).is_err());
        assert!(labels("135 ft; 150 ft").factor(Some("pounds")).is_err());
        assert!(labels("2; 3; 4").factor(Some("weeks")).is_err());
        // A bare amount on labels in millions counts single things, in whole steps only.
        let millions = labels("1.2 million; 1.3 million");
        assert_eq!(millions.amount(200_000, None), Ok(2));
        assert!(millions.amount(2, None).is_err());
        assert_eq!(labels("$5; $30").amount(3, None), Ok(300));
    }

    #[test]
    fn a_label_is_named_in_its_other_forms() {
        let money = labels("$310; $340");
        assert_eq!(money.find("$340"), Some(1));
        assert_eq!(money.find("340 dollars"), Some(1));
        assert_eq!(money.find("340"), Some(1));
        let times = labels("9:00am; 10:00am");
        assert_eq!(times.find("9 am"), Some(0));
        assert_eq!(times.find("9:00"), Some(0));
        assert_eq!(times.find("10"), Some(1));
        assert_eq!(labels("135 ft; 150 ft").find("150"), Some(1));
        assert_eq!(labels("Monday; Tuesday").find("tuesday"), Some(1));
        assert_eq!(labels("April 4th; April 5th").find("April 5"), Some(1));
        assert_eq!(money.find("$350"), None);
    }
}
