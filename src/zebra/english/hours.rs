//! Times on the hour named by their hour after "at" ("leaves at *six*", "at *7*", "at *nine
//! o'clock*"), where a category's values are such times (`5:00`, `6:00`, … or `6:00am`): the
//! value whose hour it is. Only after "at", where a number is a time of day and no count
//! ("two houses away") or place ("house 3"); two values with that hour ("6:00am", "6:00pm")
//! leave it ambiguous, which the reader refuses naming both.
//!
//! A half of the day after the hour ("six *pm*", "6 o'clock *in the evening*", "nine *at
//! night*", "6 *p. m.*") picks the value at that hour of the 24-hour clock: a value's own
//! am/pm, or a value without one read on a 24-hour clock (`6:00` is a morning, `18:00` an
//! evening). Where no value is at that hour, or the words leave the half unclear ("1 at
//! night", "12 in the morning"), the half is not taken as part of the hour, and the guard
//! in [`super::wrong_senses`] refuses the sentence naming it: the half must never be dropped.

use super::cues;

/// The hour of a value written as a time on the hour: `6:00`, `06:00`, `6:00am`, `6:00 pm`.
pub fn hour_of(value: &str) -> Option<i64> {
    let v = value.trim().to_ascii_lowercase().replace('.', "");
    let v = v
        .strip_suffix("am")
        .or_else(|| v.strip_suffix("pm"))
        .unwrap_or(&v)
        .trim_end();
    let (h, m) = v.split_once(':')?;
    if m != "00" || h.is_empty() || h.len() > 2 || !h.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    let h: i64 = h.parse().ok()?;
    (1..=24).contains(&h).then_some(h)
}

/// The hour of the 24-hour clock (0 to 23) of a value on the hour: its own am/pm, or without
/// one the hour as written (`18:00` is 18, `6:00` is 6, `24:00` is 0).
pub fn clock_of(value: &str) -> Option<i64> {
    let h = hour_of(value)?;
    let v = value.trim().to_ascii_lowercase().replace('.', "");
    if v.ends_with("pm") {
        (h <= 12).then_some(h % 12 + 12)
    } else if v.ends_with("am") {
        (h <= 12).then_some(h % 12)
    } else {
        Some(h % 24)
    }
}

/// A half of the day said after an hour.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Half {
    /// "pm", "p.m.", "p. m."
    Pm,
    /// "am", "a.m.", "a. m."
    Am,
    /// "in the morning"
    Morning,
    /// "in the afternoon"
    Afternoon,
    /// "in the evening"
    Evening,
    /// "at night", "tonight"
    Night,
    /// "noon", "midday" (after twelve)
    Noon,
    /// "midnight" (after twelve)
    Midnight,
}

/// The half of the day whose words start at word `j` ("pm", "in the evening", "at night"):
/// (words used, which).
pub fn half_at(ws: &[String], j: usize) -> Option<(usize, Half)> {
    let at = |k: usize| crate::zebra::english::tokens::word(ws, k);
    let half = match (at(j), at(j + 1), at(j + 2)) {
        ("pm" | "p.m." | "p.m", ..) => (1, Half::Pm),
        ("am" | "a.m." | "a.m", ..) => (1, Half::Am),
        // "6 p. m.": the stop after an initial keeps the two letters apart.
        ("p" | "p.", "m" | "m.", _) => (2, Half::Pm),
        ("a" | "a.", "m" | "m.", _) => (2, Half::Am),
        ("in", "the", "morning") => (3, Half::Morning),
        ("in", "the", "afternoon") => (3, Half::Afternoon),
        ("in", "the", "evening") => (3, Half::Evening),
        ("at", "night", _) => (2, Half::Night),
        ("tonight", ..) => (1, Half::Night),
        ("noon" | "midday", ..) => (1, Half::Noon),
        ("midnight", ..) => (1, Half::Midnight),
        _ => return None,
    };
    Some(half)
}

/// The hour of the 24-hour clock that hour `h` of a clue means in `half`, or `None` where
/// the words leave it unclear ("1 at night", "12 in the morning", "9 in the afternoon").
pub fn clock(h: i64, half: Half) -> Option<i64> {
    let c = match half {
        Half::Pm if (1..=12).contains(&h) => h % 12 + 12,
        Half::Am if (1..=12).contains(&h) => h % 12,
        Half::Morning if (1..=11).contains(&h) => h,
        Half::Afternoon if h == 12 => 12,
        Half::Afternoon if (1..=6).contains(&h) => h + 12,
        Half::Evening if (4..=11).contains(&h) => h + 12,
        Half::Night if (6..=11).contains(&h) => h + 12,
        Half::Night | Half::Midnight if h == 12 => 0,
        Half::Noon if h == 12 => 12,
        _ => return None,
    };
    Some(c)
}

/// The values on the hour of a puzzle's categories: by the hour as written, and by the hour
/// of the 24-hour clock. Each is a list of (hour, items) looked through, not a hash map: a
/// puzzle has a few dozen hours at most, and a map of its own type would add its hashing
/// code to the reader's module.
#[derive(Default)]
pub struct Hours {
    written: Vec<(i64, Vec<usize>)>,
    clock: Vec<(i64, Vec<usize>)>,
}

/// The items at hour `h` of `list`, added to it if new.
fn at_hour(list: &mut Vec<(i64, Vec<usize>)>, h: i64) -> &mut Vec<usize> {
    let k = match list.iter().position(|(x, _)| *x == h) {
        Some(k) => k,
        None => {
            list.push((h, vec![]));
            list.len() - 1
        }
    };
    &mut list[k].1
}

/// The items at hour `h` of `list`, if any.
fn items_at(list: &[(i64, Vec<usize>)], h: i64) -> Option<&Vec<usize>> {
    list.iter().find(|(x, _)| *x == h).map(|(_, items)| items)
}

impl Hours {
    /// Adds the value `value`, item `item`, if it is a time on the hour.
    pub fn add(&mut self, item: usize, value: &str) {
        if let Some(h) = hour_of(value) {
            at_hour(&mut self.written, h).push(item);
        }
        if let Some(c) = clock_of(value) {
            at_hour(&mut self.clock, c).push(item);
        }
    }
}

/// The items named by the hour at word `i` (`six`, `7`, `6:00`, `six o'clock`, `six pm`, `6
/// o'clock in the evening`) after "at": (words used, items). A half of the day after the hour is
/// taken only when a value is at that hour of the 24-hour clock; otherwise the hour names the
/// values of its written hour and the half is left for the guard to name.
pub fn hour_at(hours: &Hours, ws: &[String], i: usize) -> Option<(usize, Vec<usize>)> {
    let w = ws.get(i)?;
    if i == 0 || ws[i - 1] != "at" {
        return None;
    }
    // "6:00" is an hour here; "6:00pm" carries a half of its own and is a name or nothing.
    let clock_face = w.ends_with(|c: char| c.is_ascii_digit());
    let h = cues::number(w).or_else(|| hour_of(w).filter(|_| clock_face))?;
    let len = if ws
        .get(i + 1)
        .is_some_and(|w| w == "o'clock" || w == "oclock")
    {
        2
    } else {
        1
    };
    let half = half_at(ws, i + len).and_then(|(n, half)| {
        let items = items_at(&hours.clock, clock(h, half)?)?;
        Some((len + n, items.clone()))
    });
    half.or_else(|| Some((len, items_at(&hours.written, h)?.clone())))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn hours_of_values() {
        assert_eq!(hour_of("6:00"), Some(6));
        assert_eq!(hour_of("06:00am"), Some(6));
        assert_eq!(hour_of("9:00 pm"), Some(9));
        assert_eq!(hour_of("9:30"), None);
        assert_eq!(hour_of("9"), None);
        assert_eq!(hour_of(":00"), None);
        assert_eq!(hour_of("6:00 p.m."), Some(6));
    }

    #[test]
    fn values_on_the_24_hour_clock() {
        assert_eq!(clock_of("6:00"), Some(6));
        assert_eq!(clock_of("18:00"), Some(18));
        assert_eq!(clock_of("6:00pm"), Some(18));
        assert_eq!(clock_of("6:00 p.m."), Some(18));
        assert_eq!(clock_of("12:00am"), Some(0));
        assert_eq!(clock_of("12:00pm"), Some(12));
        assert_eq!(clock_of("18:00pm"), None);
    }

    #[test]
    fn a_half_of_the_day_gives_the_hour_or_none() {
        assert_eq!(clock(6, Half::Pm), Some(18));
        assert_eq!(clock(12, Half::Pm), Some(12));
        assert_eq!(clock(12, Half::Am), Some(0));
        assert_eq!(clock(6, Half::Evening), Some(18));
        assert_eq!(clock(6, Half::Morning), Some(6));
        assert_eq!(clock(12, Half::Morning), None);
        assert_eq!(clock(1, Half::Night), None);
        assert_eq!(clock(18, Half::Pm), None);
        assert_eq!(clock(9, Half::Afternoon), None);
    }
}
