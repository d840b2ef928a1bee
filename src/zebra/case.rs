//! Lowercasing for names and labels, and the letter classes of words (alphabetic,
//! alphanumeric, uppercase). In WebAssembly the browser answers for text beyond ASCII (its
//! `toLowerCase`, its Unicode RegExp classes), because the standard library's Unicode tables
//! are among the largest data a zebra module would download. It imports nothing of the
//! puzzle, so that labels.rs and names.rs can both use it. Also [`among`], the readers' test of
//! a word against a list of words.

/// `s` in lower case, as [`str::to_lowercase`] writes it: the browser's `toLowerCase` follows
/// the same Unicode default lowercasing, final sigma included.
pub(crate) fn lowercase(s: &str) -> String {
    if s.is_ascii() {
        return s.to_ascii_lowercase();
    }
    #[cfg(target_arch = "wasm32")]
    {
        String::from(js_sys::JsString::from(s).to_lower_case())
    }
    #[cfg(not(target_arch = "wasm32"))]
    {
        s.to_lowercase()
    }
}

/// `c` in lower case when that is one character as long in UTF-8 as `c`, else `c` itself, so
/// that lowering a line keeps every byte offset in it.
pub(crate) fn lower_char(c: char) -> char {
    if c.is_ascii() {
        return c.to_ascii_lowercase();
    }
    let mut buf = [0; 4];
    let l = lowercase(c.encode_utf8(&mut buf));
    let mut cs = l.chars();
    match (cs.next(), cs.next()) {
        (Some(d), None) if d.len_utf8() == c.len_utf8() => d,
        _ => c,
    }
}

/// [`lowercase`] as a method, for the English reader's many lowered names: the standard
/// library's `to_lowercase` would bring its case tables (about 4 KB gzip) into the reader's
/// module.
pub(crate) trait Lowered {
    fn lowered(&self) -> String;
}

impl Lowered for str {
    fn lowered(&self) -> String {
        lowercase(self)
    }
}

/// Whether `word` is one of the `|`-separated words of `list` (`"a|b|c"`); an empty item
/// (`"|."`) is the empty word. It stands for `matches!(word, "a" | "b" | "c")`, which in
/// WebAssembly compiles to one string comparison call per word (some 600 in the English
/// reader): one call with the list as one string took 1.4 KB gzip off the reader's module.
/// The readers' word tables are such strings too (`const LINKS: &str = "is|are|…"`, read
/// with `among` or `split('|')`): a `&[&str]` keeps a pointer and a length per word, 8 bytes
/// for some 3,000 words, 3.9 KB gzip of the reader's module.
#[inline(never)]
pub(crate) fn among(word: &str, list: &str) -> bool {
    list.split('|').any(|w| w == word)
}

/// Where `needle` first occurs in `hay`, as a byte index: `str::find` with a `&str` needle.
/// Core's two-way searcher behind that (and behind `str::contains`, `split_once`, `replace`
/// … with a `&str`, and `contains` with a `char`) cuts strings internally, which carries
/// core's string-slice panic message into a WebAssembly module (some 4 KB gzip of the
/// English reader's). The needles here are words, so comparing each window is linear
/// enough. A match starts with the needle's first byte, never a UTF-8 continuation byte, so
/// the index is a char boundary.
pub(crate) fn find_str(hay: &str, needle: &str) -> Option<usize> {
    let (hay, needle) = (hay.as_bytes(), needle.as_bytes());
    if needle.is_empty() {
        return Some(0);
    }
    hay.windows(needle.len()).position(|w| w == needle)
}

/// `hay.contains(needle)` for a `&str` needle, without core's searcher ([`find_str`]).
pub(crate) fn has_str(hay: &str, needle: &str) -> bool {
    find_str(hay, needle).is_some()
}

/// `s.contains(c)` for a `char`, without core's searcher, which its outlined `contains`
/// calls for a character beyond ASCII ([`find_str`]).
pub(crate) fn has_char(s: &str, c: char) -> bool {
    s.chars().any(|x| x == c)
}

/// [`char::is_alphabetic`]: Unicode's Alphabetic property (`\p{Alphabetic}`).
pub(crate) fn alphabetic(c: char) -> bool {
    if c.is_ascii() {
        return c.is_ascii_alphabetic();
    }
    beyond_ascii(c, Class::Alphabetic)
}

/// [`char::is_alphanumeric`]: Alphabetic or a number of any kind (`\p{N}`).
pub(crate) fn alphanumeric(c: char) -> bool {
    if c.is_ascii() {
        return c.is_ascii_alphanumeric();
    }
    beyond_ascii(c, Class::Alphanumeric)
}

/// [`char::is_uppercase`]: Unicode's Uppercase property (`\p{Uppercase}`).
pub(crate) fn uppercase(c: char) -> bool {
    if c.is_ascii() {
        return c.is_ascii_uppercase();
    }
    beyond_ascii(c, Class::Uppercase)
}

/// The classes above, in the order of their patterns in [`beyond_ascii`].
#[derive(Clone, Copy)]
enum Class {
    Alphabetic,
    Alphanumeric,
    Uppercase,
}

/// Whether `c` (not ASCII) is in `class`: natively the standard library's answer; in
/// WebAssembly the browser's, with a RegExp of the same Unicode property built once per
/// class on the first such letter (the browser's Unicode version may be newer than the
/// library's, which changes only letters added since).
#[cfg(not(target_arch = "wasm32"))]
fn beyond_ascii(c: char, class: Class) -> bool {
    match class {
        Class::Alphabetic => c.is_alphabetic(),
        Class::Alphanumeric => c.is_alphanumeric(),
        Class::Uppercase => c.is_uppercase(),
    }
}

#[cfg(target_arch = "wasm32")]
fn beyond_ascii(c: char, class: Class) -> bool {
    thread_local! {
        static PATTERNS: [js_sys::RegExp; 3] = [
            "^\\p{Alphabetic}$",
            "^[\\p{Alphabetic}\\p{N}]$",
            "^\\p{Uppercase}$",
        ]
        .map(|pattern| js_sys::RegExp::new(pattern, "u"));
    }
    let mut buf = [0; 4];
    PATTERNS.with(|patterns| patterns[class as usize].test(c.encode_utf8(&mut buf)))
}

#[cfg(test)]
mod tests {
    use super::{among, find_str, has_char, has_str};

    #[test]
    fn among_matches_whole_items_only() {
        assert!(among("a", "a|b|c") && among("b", "a|b|c") && among("c", "a|b|c"));
        assert!(!among("ab", "a|b|c"));
        assert!(!among("a|b", "a|b|c"));
        assert!(!among("", "a|b"));
        assert!(among("", "|.") && among(".", "|."));
        assert!(among("x", "x"));
    }

    #[test]
    fn finds_as_core_does() {
        let hays = [
            "",
            "a",
            "the red house. Then",
            "ab ab",
            "café. né",
            "£5 and €6",
            "aaa",
        ];
        let needles = [
            "", "a", ". ", "ab", "é", "né", "€", "aa", "house.", "x", "aaaa",
        ];
        for hay in hays {
            for needle in needles {
                assert_eq!(
                    find_str(hay, needle),
                    hay.find(needle),
                    "{hay:?} {needle:?}"
                );
                assert_eq!(
                    has_str(hay, needle),
                    hay.contains(needle),
                    "{hay:?} {needle:?}"
                );
            }
            for c in ['a', '.', 'é', '€', '£', ' ', 'z'] {
                assert_eq!(has_char(hay, c), hay.contains(c), "{hay:?} {c:?}");
            }
        }
    }
}
