//! Roman numerals as position labels (`positions: century: XIV, XV, XVI`): a list whose every
//! label is a well-formed numeral in capitals (I to MMMCMXCIX, each written the one standard
//! way) is read as those numbers, in an order of their own kind. A numeral is read only when
//! every label of the list is one, so a word such as "I" or "MIX" among words stays a word,
//! and a malformed numeral ("IIII", "VX", "IC") is no number.

const DIGITS: [(&str, u32); 13] = [
    ("M", 1000),
    ("CM", 900),
    ("D", 500),
    ("CD", 400),
    ("C", 100),
    ("XC", 90),
    ("L", 50),
    ("XL", 40),
    ("X", 10),
    ("IX", 9),
    ("V", 5),
    ("IV", 4),
    ("I", 1),
];

/// The numeral written the standard way, for 1 to 3999.
fn write(mut n: u32) -> String {
    let mut s = String::new();
    for (digit, value) in DIGITS {
        while n >= value {
            s.push_str(digit);
            n -= value;
        }
    }
    s
}

/// The value of a well-formed numeral in capitals: read greedily, then kept only when
/// writing the value back gives the same letters (which refuses "IIII", "VX", "IC", "MMMM").
pub fn value(s: &str) -> Option<u32> {
    if s.is_empty() || s.len() > 15 || !s.bytes().all(|b| b"IVXLCDM".contains(&b)) {
        return None;
    }
    let mut rest = s;
    let mut n = 0;
    while !rest.is_empty() {
        let (digit, v) = DIGITS.iter().find(|(d, _)| rest.starts_with(d))?;
        n += v;
        rest = rest.get(digit.len()..).unwrap_or_default();
    }
    ((1..=3999).contains(&n) && write(n) == s).then_some(n)
}

/// The labels' values, when every label is a Roman numeral.
pub fn values(names: &[String]) -> Option<Vec<i64>> {
    names
        .iter()
        .map(|n| value(n.trim()).map(i64::from))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn well_formed_numerals_are_read() {
        let read = |s| value(s);
        assert_eq!(read("XIV"), Some(14));
        assert_eq!(read("XVII"), Some(17));
        assert_eq!(read("MCMXCIX"), Some(1999));
        assert_eq!(read("MMMCMXCIX"), Some(3999));
        assert_eq!(read("I"), Some(1));
        assert_eq!(read("IV"), Some(4));
    }

    #[test]
    fn malformed_numerals_and_words_are_no_numbers() {
        for s in [
            "IIII", "VX", "IC", "XM", "MMMM", "VV", "IIV", "xiv", "", "XIVa", "X IV",
        ] {
            assert_eq!(value(s), None, "{s}");
        }
    }

    #[test]
    fn a_list_is_read_only_when_every_label_is_a_numeral() {
        let list = |l: &[&str]| values(&l.iter().map(|s| s.to_string()).collect::<Vec<_>>());
        assert_eq!(
            list(&["XIV", "XV", "XVI", "XVII"]),
            Some(vec![14, 15, 16, 17])
        );
        assert!(list(&["I", "You", "He"]).is_none());
        assert!(list(&["Henry VIII", "Henry IX"]).is_none());
        assert!(list(&["XIV", "IIII"]).is_none());
    }
}
