//! Times on the hour named by their hour after "at" ("leaves at *six*", "at *7*", "at *nine
//! o'clock*"), where a category's values are such times (`5:00`, `6:00`, … or `6:00am`): the
//! value whose hour it is. Only after "at", where a number is a time of day and no count
//! ("two houses away") or place ("house 3"); two values with that hour ("6:00am", "6:00pm")
//! leave it ambiguous, which the reader refuses naming both.

use super::cues;
use std::collections::HashMap;

/// The hour of a value written as a time on the hour: `6:00`, `06:00`, `6:00am`, `6:00 pm`.
pub fn hour_of(value: &str) -> Option<i64> {
    let v = value.trim().to_ascii_lowercase();
    let v = v
        .strip_suffix("am")
        .or_else(|| v.strip_suffix("pm"))
        .unwrap_or(&v)
        .trim_end()
        .trim_end_matches('.');
    let (h, m) = v.split_once(':')?;
    if m != "00" || h.is_empty() || h.len() > 2 || !h.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    let h: i64 = h.parse().ok()?;
    (1..=24).contains(&h).then_some(h)
}

/// The items named by the hour at word `i` (`six`, `7`, `six o'clock`) after "at": (words
/// used, items).
pub fn hour_at(
    hours: &HashMap<i64, Vec<usize>>,
    ws: &[String],
    i: usize,
) -> Option<(usize, Vec<usize>)> {
    let w = ws.get(i)?;
    if i == 0 || ws[i - 1] != "at" {
        return None;
    }
    let items = hours.get(&cues::number(w)?)?;
    let len = if ws.get(i + 1).is_some_and(|w| w == "o'clock") {
        2
    } else {
        1
    };
    Some((len, items.clone()))
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
    }
}
