//! Shared pieces of the `*_fuzz` property tests: the case count (small by default so CI stays
//! quick, `PROPTEST_CASES` for a long campaign) and mutations of valid texts.

use proptest::prelude::*;
use proptest::sample::Index;

/// Cases per property: `PROPTEST_CASES` when set (scripts/fuzz-campaign.sh), else `default`.
pub fn config(default: u32) -> ProptestConfig {
    let cases = std::env::var("PROPTEST_CASES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default);
    ProptestConfig {
        cases,
        ..ProptestConfig::default()
    }
}

/// One edit of a text, at a place chosen relative to its length.
#[derive(Clone, Debug)]
pub enum Edit {
    Delete(Index),
    Insert(Index, char),
    Replace(Index, char),
    /// Copies a run of up to 40 characters to just after itself.
    Repeat(Index, usize),
    Swap(Index, Index),
}

/// Characters that stress parsers: separators, comment marks, a byte-order mark, controls,
/// letters from other scripts, and plain ones.
pub fn nasty_char() -> impl Strategy<Value = char> {
    prop_oneof![
        prop::sample::select(vec![
            ' ', '\t', '\n', '\r', ';', '#', ':', '\u{feff}', '\u{0}', '\u{a0}', '\u{2028}', 'é',
            'ß', '中', '😀', '\'', '’', '2', '-',
        ]),
        any::<char>(),
        proptest::char::range('!', '~'),
    ]
}

pub fn edits(max: usize) -> impl Strategy<Value = Vec<Edit>> {
    let edit = prop_oneof![
        any::<Index>().prop_map(Edit::Delete),
        (any::<Index>(), nasty_char()).prop_map(|(i, c)| Edit::Insert(i, c)),
        (any::<Index>(), nasty_char()).prop_map(|(i, c)| Edit::Replace(i, c)),
        (any::<Index>(), 1usize..40).prop_map(|(i, n)| Edit::Repeat(i, n)),
        (any::<Index>(), any::<Index>()).prop_map(|(i, j)| Edit::Swap(i, j)),
    ];
    prop::collection::vec(edit, 1..=max)
}

/// `text` with `edits` applied in order (on characters, so the result is valid UTF-8).
pub fn mutate(text: &str, edits: &[Edit]) -> String {
    let mut chars: Vec<char> = text.chars().collect();
    for edit in edits {
        let len = chars.len();
        match *edit {
            Edit::Delete(i) if len > 0 => {
                chars.remove(i.index(len));
            }
            Edit::Insert(i, c) => chars.insert(i.index(len + 1), c),
            Edit::Replace(i, c) if len > 0 => chars[i.index(len)] = c,
            Edit::Repeat(i, n) if len > 0 => {
                let start = i.index(len);
                let end = (start + n).min(len);
                let run: Vec<char> = chars[start..end].to_vec();
                chars.splice(end..end, run);
            }
            Edit::Swap(i, j) if len > 0 => chars.swap(i.index(len), j.index(len)),
            _ => {}
        }
    }
    chars.into_iter().collect()
}
