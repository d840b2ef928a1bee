//! Cutting an English clue sentence into lower-case words. The numbering printed before a clue
//! (`1.`, `12)`, `(3)`), surrounding quotes and the closing full stop are dropped; contractions
//! are opened (`doesn't` → `does not`), a possessive `'s` becomes a word of its own, hyphens
//! separate words (`coffee-drinker`), and commas and semicolons are kept as `,` because the
//! "of X and Y, one …" form needs them. Value names go through the same cutting, so a name and
//! the words a sentence uses for it compare word by word.

/// The longest English clue read, in words: printed clues have a few dozen at most, and the
/// cap keeps reading a line a constant amount of work per word.
pub const MAX_WORDS: usize = 80;

/// Word `k` of `ws`, or "" past its end: the guards look at a word's neighbours this way some
/// 150 times, and one call each is smaller than the bounds check inlined at every look.
#[inline(never)]
pub fn word(ws: &[String], k: usize) -> &str {
    ws.get(k).map_or("", String::as_str)
}

/// Drops a printed clue number: `1.`, `12)`, `(3)`, `4:` followed by a blank, or a list bullet
/// (`•`, `-`, `*`, `·`, `▪`, `◦`) followed by a blank. A lettered label (`a)`) is not dropped: after
/// "two of the following statements are true" it marks a statement that is no clue of its own
/// ([`letter_label`]).
fn strip_numbering(s: &str) -> &str {
    let t = s.trim_start();
    for bullet in ['\u{2022}', '-', '*', '\u{b7}', '\u{25aa}', '\u{25e6}'] {
        if let Some(r) = t.strip_prefix(bullet) {
            if r.starts_with(char::is_whitespace) {
                return r;
            }
        }
    }
    let t2 = t.strip_prefix('(').unwrap_or(t);
    let digits = t2.bytes().take_while(u8::is_ascii_digit).count();
    if digits == 0 || digits > 3 {
        return s;
    }
    let rest = t2.get(digits..).unwrap_or_default();
    for close in [". ", ") ", ": ", ".\t", ")\t"] {
        if let Some(r) = rest.strip_prefix(close) {
            return r;
        }
    }
    s
}

/// The label of a lettered statement, `a)` or `(b)` at the start of a line followed by a
/// blank, if the line has one.
pub fn letter_label(line: &str) -> Option<&str> {
    let t = line.trim_start();
    let b = t.as_bytes();
    let open = usize::from(b.first() == Some(&b'('));
    b.get(open).filter(|c| c.is_ascii_alphabetic())?;
    let end = open + 2;
    (b.get(open + 1) == Some(&b')') && b.get(end).is_some_and(u8::is_ascii_whitespace))
        .then(|| t.get(..end).unwrap_or_default())
}

/// The number printed before a clue (`3` of `3. The Brit …`, `(12) …`, `4) …`), if any.
pub fn printed_number(line: &str) -> Option<String> {
    let rest = strip_numbering(line);
    if rest.len() == line.len() {
        return None;
    }
    let head = line
        .get(..line.len() - rest.len())
        .unwrap_or_default()
        .trim();
    let digits: String = head.chars().filter(char::is_ascii_digit).collect();
    (!digits.is_empty()).then_some(digits)
}

/// The sentence with typographic quotes made plain and its numbering, quotes and closing stop
/// removed.
pub fn clean(line: &str) -> String {
    let plain: String = line
        .chars()
        .map(|c| match c {
            '\u{2018}' | '\u{2019}' | '\u{2032}' => '\'',
            '\u{201c}' | '\u{201d}' => '"',
            '\u{2013}' | '\u{2014}' => '-',
            c => c,
        })
        .collect();
    let mut s = strip_numbering(&plain).trim();
    loop {
        let before = s.len();
        s = s.trim_end_matches(['.', '!', '?', ';']).trim();
        s = s.trim_matches('"').trim();
        if s.len() == before {
            break;
        }
    }
    s.to_string()
}

/// Splits `word` (already lower case) at its apostrophe forms and hyphens into `out`.
fn push_word(word: &str, out: &mut Vec<String>) {
    let w = word.trim_matches(|c: char| crate::zebra::case::has_char("\"()[]{}!?:", c));
    let w = w.trim_end_matches('.');
    // An opening single quote ("'Shadow of Fear' was released") is no part of the word; a
    // possessive cut off already (words joined again after reading) stays one.
    if w == "'s" {
        out.push(w.to_string());
        return;
    }
    let w = w.trim_start_matches('\'');
    if w.is_empty() {
        return;
    }
    for (suffix, open) in [
        ("can't", &["can", "not"][..]),
        ("won't", &["will", "not"]),
        ("cannot", &["can", "not"]),
    ] {
        if w == suffix {
            out.extend(open.iter().map(|s| s.to_string()));
            return;
        }
    }
    if let Some(stem) = w.strip_suffix("n't") {
        push_word(stem, out);
        out.push("not".into());
        return;
    }
    if let Some(stem) = w.strip_suffix("'s") {
        push_word(stem, out);
        out.push("'s".into());
        return;
    }
    let w = w.strip_suffix('\'').unwrap_or(w);
    // "right-wing" is a politics, no side: one word no cue takes.
    if let Some(side) = ["right", "left"].into_iter().find(|s| {
        w.strip_prefix(s)
            .is_some_and(|r| r == "-wing" || r == "-winger")
    }) {
        out.push(format!("{side}wing"));
        return;
    }
    // A hyphen joins words ("coffee-drinker") except before a digit ("-3" is a label).
    let mut start = 0;
    let b = w.as_bytes();
    for i in 0..b.len() {
        if b[i] == b'-' && !(i == 0 && b.get(1).is_some_and(u8::is_ascii_digit)) {
            if i > start {
                out.push(w.get(start..i).unwrap_or_default().to_string());
            }
            start = i + 1;
        }
    }
    if start < w.len() {
        out.push(w.get(start..).unwrap_or_default().to_string());
    }
}

/// `raw` with the commas that group digits by three ("1,000", "12,500") removed.
fn thousands(raw: &str) -> String {
    let b = raw.as_bytes();
    let mut out = String::with_capacity(raw.len());
    for (k, c) in raw.char_indices() {
        let grouping = c == ','
            && k > 0
            && b[k - 1].is_ascii_digit()
            && b.len() >= k + 4
            && b[k + 1..k + 4].iter().all(u8::is_ascii_digit)
            && !b.get(k + 4).is_some_and(u8::is_ascii_digit);
        if !grouping {
            out.push(c);
        }
    }
    out
}

/// The words of `text` (lower case), with `,` for each comma or semicolon. `None` when the
/// text has more than [`MAX_WORDS`] words.
pub fn words(text: &str) -> Option<Vec<String>> {
    let lower = crate::zebra::case::lowercase(text);
    let mut out = vec![];
    for raw in lower.split_whitespace() {
        // Split off commas and semicolons, which end clauses, wherever they stand.
        // A thousands separator ("1,000 votes") is no comma.
        let joined = thousands(raw);
        let mut rest = joined.as_str();
        while let Some(k) = rest.find([',', ';']) {
            push_word(rest.get(..k).unwrap_or_default(), &mut out);
            if out.last().is_some_and(|w| w != ",") {
                out.push(",".into());
            }
            rest = rest.get(k + 1..).unwrap_or_default();
        }
        push_word(rest, &mut out);
        // A doubled "the" ("left of the the house") is a slip of the pen: English has no use
        // for two, so it reads as one.
        if out.len() > 1 && out[out.len() - 2..] == ["the", "the"] {
            out.pop();
        }
        if out.len() > MAX_WORDS {
            return None;
        }
    }
    Some(out)
}

/// "'a'", "'a' and 'b'", "'a', 'b' and 'c'".
pub(crate) fn and_list(words: &[String]) -> String {
    match words {
        [] => String::new(),
        [w] => w.clone(),
        [init @ .., last] => format!("{} and {last}", init.join(", ")),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn w(s: &str) -> Vec<String> {
        words(&clean(s)).unwrap()
    }

    #[test]
    fn numbering_quotes_and_stop_are_dropped() {
        assert_eq!(w("12) The Brit is red."), ["the", "brit", "is", "red"]);
        assert_eq!(w("1. \u{201c}Tea is hot.\u{201d}"), ["tea", "is", "hot"]);
        assert_eq!(w("(3) Tea"), ["tea"]);
        assert_eq!(w("7 Up is drunk"), ["7", "up", "is", "drunk"]);
        assert_eq!(
            w("\u{2022} Sara lives above Thor"),
            ["sara", "lives", "above", "thor"]
        );
        assert_eq!(w("* Tea"), ["tea"]);
        assert_eq!(w("- Tea is hot"), ["tea", "is", "hot"]);
    }

    #[test]
    fn contractions_possessives_hyphens_and_commas() {
        assert_eq!(w("He doesn't"), ["he", "does", "not"]);
        assert_eq!(w("The Dane\u{2019}s pet"), ["the", "dane", "'s", "pet"]);
        assert_eq!(w("the coffee-drinker"), ["the", "coffee", "drinker"]);
        assert_eq!(w("Of A and B, one"), ["of", "a", "and", "b", ",", "one"]);
        assert_eq!(w("the Smiths' car"), ["the", "smiths", "car"]);
        assert_eq!(w("'Shadow of Fear' was"), ["shadow", "of", "fear", "was"]);
        assert_eq!(w("Amy 's cat"), ["amy", "'s", "cat"]);
        assert_eq!(w("position -3"), ["position", "-3"]);
        assert_eq!(w("1,000 votes, 12,500"), ["1000", "votes", ",", "12500"]);
        assert_eq!(w("A,B, 1,23"), ["a", ",", "b", ",", "1", ",", "23"]);
        assert_eq!(w("left of the the house"), ["left", "of", "the", "house"]);
        assert_eq!(w("the, the house"), ["the", ",", "the", "house"]);
    }

    #[test]
    fn printed_numbers() {
        assert_eq!(printed_number("12) The Brit"), Some("12".into()));
        assert_eq!(printed_number(" (3) Tea"), Some("3".into()));
        assert_eq!(printed_number("4. Tea"), Some("4".into()));
        assert_eq!(printed_number("7 Up is drunk"), None);
        assert_eq!(printed_number("The Brit"), None);
    }

    #[test]
    fn long_sentences_are_refused() {
        assert!(words(&"tea ".repeat(MAX_WORDS + 1)).is_none());
        assert!(words(&"tea ".repeat(MAX_WORDS)).is_some());
    }
}
