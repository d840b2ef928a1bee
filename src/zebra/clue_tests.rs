//! Checks of the clue reader's shortcuts against the plain definitions they stand for: a
//! name normalised without a copy, a line lowered byte by byte, the count of non-blank
//! characters taken over bytes, on strings made of the characters that could tell them apart.

use super::super::names::normalised;
use super::*;
use proptest::prelude::*;

/// What [`normal`] means, written the plain way: words split at any blank, joined by
/// one space, in lower case.
fn plain_normal(s: &str) -> String {
    s.split_whitespace()
        .collect::<Vec<_>>()
        .join(" ")
        .to_lowercase()
}

/// Strings of the characters the shortcuts treat specially: blanks of every kind,
/// upper case, dots, and letters whose lower case changes length.
fn tricky() -> impl Strategy<Value = String> {
    proptest::collection::vec(
        prop_oneof![
            Just(" "),
            Just("  "),
            Just("\t"),
            Just("\u{b}"),
            Just("\u{c}"),
            Just("\r"),
            Just("\u{a0}"),
            Just("\u{2003}"),
            Just("a"),
            Just("Z"),
            Just("."),
            Just("é"),
            Just("É"),
            Just("İ"),
            Just("ẞ"),
            Just("7"),
        ],
        0..12,
    )
    .prop_map(|parts| parts.concat())
}

proptest! {
    #[test]
    fn normalised_is_normal(s in tricky()) {
        prop_assert_eq!(normalised(&s).into_owned(), plain_normal(&s));
    }

    #[test]
    fn lower_in_place_is_lower(s in tricky()) {
        prop_assert_eq!(lower_in_place(&s), lower_chars(&s));
    }

    #[test]
    fn solid_counts_non_blank_characters(s in tricky()) {
        let p = Puzzle::parse("colour: red, blue").expect("a puzzle");
        let names = Names::new(&p);
        let reader = Reader::new(&names, &p, 1, &s);
        for (i, _) in s.char_indices().chain([(s.len(), ' ')]) {
            let count = s[..i].chars().filter(|c| !c.is_whitespace()).count();
            prop_assert_eq!(reader.solid[i] as usize, count);
        }
    }
}
