//! A misspelt relation word ("lefft", "imediately", "nexxt"): a word neither language can
//! place that is a letter or two away from a word they know. The fix is offered only when
//! the line, with that one word replaced, reads as a clue: a suggestion that would still
//! fail is no help. A misspelt value name gets its suggestion too ([`suggestion`]), and a
//! word one letter away from a word the reader knows is named in the refusal
//! ([`near_known`]).

use super::cues;
use crate::zebra::case::{self, among, Lowered};
use crate::zebra::error::Clip;
use crate::zebra::grid::Attr;
use crate::zebra::model::Puzzle;
use crate::zebra::names::{edit_distance, normal};

/// The relation words of the clue language's forms, besides the English cues. Words that
/// only join a relation ("from", "of", "not") are left out: many an unknown word is near
/// them, and the English reader reads a line with "from" in place of one as "is".
const CLUE_WORDS: &str = "left|right|immediately|next|away|after|before|either";

/// The words a relation is written with, each once.
fn vocabulary() -> Vec<&'static str> {
    let mut words: Vec<&'static str> = CLUE_WORDS.split('|').collect();
    let known = cues::CORES.iter().map(|&(w, _)| w);
    let known = known.chain(cues::COMPARATIVES.iter().map(|&(w, _)| w));
    let known = known.chain(cues::MODIFIERS.iter().map(|&(w, _)| w));
    for w in known {
        if !words.contains(&w) {
            words.push(w);
        }
    }
    words
}

/// The first unplaced word (of `unplaced`, indices into `ws`) with a known word near it whose
/// replacement in `text` makes `reads` accept the line: `(the word as written, the fix)`.
/// Nearer fixes are tried first; short words are left alone (too many words are near them).
pub(super) fn relation_word(
    text: &str,
    ws: &[String],
    unplaced: &[usize],
    reads: &dyn Fn(&str) -> bool,
) -> Option<(String, &'static str)> {
    let vocabulary = vocabulary();
    for &w in unplaced {
        let word = ws[w].as_str();
        let len = word.chars().count();
        if len < 3 {
            continue;
        }
        let limit = if len <= 4 { 1 } else { 2 };
        let mut near: Vec<(usize, &'static str)> = vocabulary
            .iter()
            .map(|&k| (edit_distance(word, k), k))
            .filter(|&(d, _)| d > 0 && d <= limit)
            .collect();
        crate::sort::sort(&mut near);
        let Some((s, e)) = find_word(text, word) else {
            continue;
        };
        for (_, fix) in near.into_iter().filter(|&(_, fix)| has_role(fix, ws, w)) {
            let fixed = format!(
                "{}{fix}{}",
                text.get(..s).unwrap_or_default(),
                text.get(e..).unwrap_or_default()
            );
            if reads(&fixed) {
                return Some((text.get(s..e).unwrap_or_default().to_string(), fix));
            }
        }
    }
    None
}

/// Whether `fix`, put at word `at` of `ws`, would be read as a relation word there: a
/// comparative only with a "than" in the sentence, a modifier ("just", "somewhere") only
/// beside a relation cue. Elsewhere the reader takes the fixed word for one of the puzzle's
/// own ("the *fighter* with 7 losses" is no "lighter", "the one Michael will *dust*" no
/// "just"), so the line would read without the fix being what it says.
fn has_role(fix: &str, ws: &[String], at: usize) -> bool {
    let other = |f: &dyn Fn(&str) -> bool| (0..ws.len()).any(|k| k != at && f(&ws[k]));
    if cues::core(fix).is_none() && cues::comparative(fix).is_some() {
        return other(&|w| w == "than");
    }
    if cues::modifier(fix).is_some() {
        return other(&|w| cues::core(w).is_some());
    }
    true
}

/// The byte range of the first whole word of `text` that is `word` in lower case.
fn find_word(text: &str, word: &str) -> Option<(usize, usize)> {
    let mut start = None;
    let is_letter = |c: char| case::alphanumeric(c) || c == '\'';
    for (i, c) in text.char_indices().chain([(text.len(), ' ')]) {
        match (is_letter(c), start) {
            (true, None) => start = Some(i),
            (false, Some(s)) => {
                if text.get(s..i).unwrap_or_default().lowered() == word {
                    return Some((s, i));
                }
                start = None;
            }
            _ => {}
        }
    }
    None
}

/// A value name close to an unplaced word (or two unplaced words in a row): a typo, not an
/// unknown word. Closer than the clue language's own suggestions, since ordinary English
/// words are near many short names.
pub fn suggestion(p: &Puzzle, ws: &[String], unplaced: &[usize]) -> Option<(String, String)> {
    let mut best: Option<(usize, String, String)> = None;
    let mut try_phrase = |phrase: String| {
        let len = phrase.chars().count();
        let limit = match len {
            0..=3 => 1,
            4..=7 => 2,
            _ => 3,
        };
        for (a, at) in p.attributes.iter().enumerate() {
            for (v, value) in at.values.iter().enumerate() {
                let name = normal(value);
                let d = edit_distance(&phrase, &name);
                // Two edits in a short word keep its first letter ("dgos" for "dogs"): an
                // ordinary noun such as "game" is no typo of "Rams".
                let short_far = d == 2 && len <= 5 && phrase.chars().next() != name.chars().next();
                if d <= limit && 2 * d <= len && !short_far && best.as_ref().is_none_or(|b| d < b.0)
                {
                    best = Some((d, phrase.clone(), p.reference(Attr(a).item(v, p.n()).0)));
                }
            }
        }
    };
    // A misspelt name of several words may have a word the reader knows as a filler ("Old
    // Gould": "old"), so phrases around an unplaced word take fillers as well.
    let free = |k: usize| unplaced.contains(&k) || among(ws[k].as_str(), cues::FILLERS);
    for &w in unplaced {
        try_phrase(ws[w].clone());
        for len in 2..=3 {
            for start in w.saturating_sub(len - 1)..=w {
                let end = start + len;
                if end <= ws.len() && (start..end).all(free) {
                    try_phrase(ws[start..end].join(" "));
                }
            }
        }
    }
    best.map(|(_, phrase, name)| (phrase, name))
}

/// Whether one word is the other with an ending added ("friend"/"friends", "race"/"raced"):
/// another form of a known word, not a misspelling of it.
fn inflected(a: &str, b: &str) -> bool {
    let (short, long) = if a.len() < b.len() { (a, b) } else { (b, a) };
    long.strip_prefix(short)
        .is_some_and(|end| among(end, "s|es|d|ed|r"))
}

/// For the unplaced words of five letters or more (indices into `ws`), the one or two words
/// the reader knows a single edit away (a linking word, a cue, a row's noun or verb, a word of a
/// category's or a value's name), other than an inflection of it: `(the word, the fix)`, two
/// fixes written `a' or 'b`. The
/// line stays refused; the fix is a hint for its message ("swiming": "swimming"). Each word is
/// compared with a fixed vocabulary and the puzzle's names, so the cost is linear in the line.
pub fn near_known(p: &Puzzle, ws: &[String], unplaced: &[usize]) -> Vec<(String, String)> {
    let mut known: Vec<String> = vocabulary().iter().map(|w| w.to_string()).collect();
    let lists = [
        cues::LINKS,
        cues::FILLERS,
        super::rows::ROW_VERBS,
        super::rows::ROW_NOUNS,
    ];
    known.extend(
        lists
            .iter()
            .flat_map(|l| l.split('|').map(|w| w.to_string())),
    );
    let names = p
        .attributes
        .iter()
        .flat_map(|a| std::iter::once(a.name.as_str()).chain(a.values.iter().map(String::as_str)));
    for name in names.chain(p.position_name.as_deref()) {
        for w in normal(name).split_whitespace() {
            known.extend([w.to_string(), format!("{w}s")]);
        }
    }
    let mut out: Vec<(String, String)> = vec![];
    for &k in unplaced {
        let word = ws[k].as_str();
        if word.chars().count() < 5 || out.iter().any(|(w, _)| w == word) {
            continue;
        }
        let mut near: Vec<&String> = vec![];
        for f in &known {
            let one = f.len().abs_diff(word.len()) <= 1 && edit_distance(word, f) == 1;
            if one && !near.contains(&f) {
                near.push(f);
            }
        }
        if near.iter().any(|f| inflected(word, f)) {
            continue;
        }
        match near[..] {
            [fix] => out.push((word.to_string(), fix.clone())),
            [a, b] => out.push((word.to_string(), format!("{a}' or '{b}"))),
            _ => {}
        }
    }
    out
}

/// [`near_known`]'s fixes as the end of a refusal: " (did you mean 'swimming' for 'swiming'?)",
/// or nothing.
pub fn near_hint(p: &Puzzle, ws: &[String], unplaced: &[usize]) -> String {
    let fixes: Vec<String> = near_known(p, ws, unplaced)
        .iter()
        .map(|(w, fix)| format!("'{}' for '{}'", Clip(fix), Clip(w)))
        .collect();
    if fixes.is_empty() {
        String::new()
    } else {
        format!(" (did you mean {}?)", fixes.join(", "))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_word_one_letter_from_a_known_one_is_named() {
        let p = Puzzle::parse("positions: lane: 1, 2\nswimmer: Betty, Carol\n").unwrap();
        let ws: Vec<String> = [
            "carol", "is", "swiming", "in", "lates", "sleeps", "raced", "hapy",
        ]
        .iter()
        .map(|w| w.to_string())
        .collect();
        let near = near_known(&p, &ws, &[2, 4, 5, 6, 7]);
        // Short words ("hapy") and inflections of a known word ("raced", "sleeps") are left
        // alone; two near words are both named.
        assert_eq!(
            near,
            [
                ("swiming".to_string(), "swimming".to_string()),
                ("lates".to_string(), "later' or 'lanes".to_string()),
            ]
        );
    }

    #[test]
    fn finds_whole_words_only() {
        assert_eq!(find_word("leftover is Lefft of x", "lefft"), Some((12, 17)));
        assert_eq!(find_word("lefftover", "lefft"), None);
    }
}
