//! Text a person typed, quoted in a message as Rust's `{:?}` quotes it (`'é'`, `"qtm"`,
//! `'\u{feff}'`), in little code. `{:?}` decides which characters to escape with Unicode's
//! tables of printable and combining characters, which a WebAssembly module would carry whole
//! for one error message; here ASCII is quoted exactly as `{:?}` does, and of the rest the
//! characters that show nothing or change their neighbour (controls, spaces other than ' ',
//! format characters, combining marks, private use and noncharacters) are escaped as
//! `\u{…}`, every other one written as it is.

use std::fmt::Write;

/// `c` between single quotes, as `format!("{c:?}")` writes it.
pub fn char_literal(c: char) -> String {
    let mut out = String::from('\'');
    push_escaped(&mut out, c, '\'');
    out.push('\'');
    out
}

/// `text` between double quotes, as `format!("{text:?}")` writes it.
pub fn str_literal(text: &str) -> String {
    let mut out = String::from('"');
    for c in text.chars() {
        push_escaped(&mut out, c, '"');
    }
    out.push('"');
    out
}

/// `c` as it stands inside quotes of kind `quote`.
fn push_escaped(out: &mut String, c: char, quote: char) {
    match c {
        '\0' => out.push_str("\\0"),
        '\t' => out.push_str("\\t"),
        '\r' => out.push_str("\\r"),
        '\n' => out.push_str("\\n"),
        '\\' => out.push_str("\\\\"),
        _ if c == quote => {
            out.push('\\');
            out.push(c);
        }
        _ if shows_nothing(c) => {
            let _ = write!(out, "\\u{{{:x}}}", u32::from(c));
        }
        _ => out.push(c),
    }
}

/// Whether `c` shows no mark of its own where it stands: such a character is escaped so the
/// reader sees what is there.
fn shows_nothing(c: char) -> bool {
    let u = u32::from(c);
    if c.is_ascii() {
        return !(' '..='~').contains(&c);
    }
    c.is_control()
        || c.is_whitespace()
        || INVISIBLE.iter().any(|&(from, to)| (from..=to).contains(&u))
        || (u & 0xFFFE) == 0xFFFE
}

/// Format characters, combining marks, variation selectors, tags and private use: the
/// ranges of characters that are not visible on their own, as (first, last) code points.
const INVISIBLE: [(u32, u32); 24] = [
    (0x00AD, 0x00AD),
    (0x0300, 0x036F),
    (0x0483, 0x0489),
    (0x0591, 0x05BD),
    (0x0600, 0x0605),
    (0x061C, 0x061C),
    (0x064B, 0x065F),
    (0x06DD, 0x06DD),
    (0x070F, 0x070F),
    (0x180B, 0x180F),
    (0x1AB0, 0x1AFF),
    (0x1DC0, 0x1DFF),
    (0x200B, 0x200F),
    (0x202A, 0x202E),
    (0x2060, 0x206F),
    (0x20D0, 0x20FF),
    (0xE000, 0xF8FF),
    (0xFDD0, 0xFDEF),
    (0xFE00, 0xFE0F),
    (0xFE20, 0xFE2F),
    (0xFEFF, 0xFEFF),
    (0xFFF0, 0xFFFB),
    (0xE0000, 0xE0FFF),
    (0xF0000, 0x10FFFF),
];

#[cfg(test)]
mod tests {
    use super::*;

    /// Characters a person may type or paste, visible and invisible, beyond ASCII.
    const SAMPLES: &str = "éüßñçøÆŒĳΩλЖжя中日本語한글😀👍€£¥°±×÷«»“”‘’…–—•™©®\u{a0}\u{ad}\u{85}\u{9f}\
                           \u{200b}\u{200c}\u{200d}\u{200e}\u{2028}\u{2029}\u{202e}\u{2060}\u{3000}\
                           \u{feff}\u{fe0f}\u{301}\u{20dd}\u{e000}\u{fffe}\u{ffff}\u{10ffff}\u{e0041}";

    #[test]
    fn ascii_is_quoted_as_debug_quotes_it() {
        for c in (0u8..0x80).map(char::from) {
            assert_eq!(char_literal(c), format!("{c:?}"));
            let s = format!("a{c}b");
            assert_eq!(str_literal(&s), format!("{s:?}"));
        }
    }

    #[test]
    fn typed_characters_are_quoted_as_debug_quotes_them() {
        for c in SAMPLES
            .chars()
            .chain((0x80..0x250).filter_map(char::from_u32))
        {
            assert_eq!(char_literal(c), format!("{c:?}"), "U+{:04X}", u32::from(c));
        }
        assert_eq!(str_literal(SAMPLES), format!("{SAMPLES:?}"));
    }
}
