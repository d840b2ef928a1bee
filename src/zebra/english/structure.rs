//! Structure lines a person pastes with the clues: "There are five houses.", "Based on these
//! clues:", the question at the end ("Who owns the zebra?", "Can you determine …" with or
//! without its "?"), and Puzzle Baron's reminder that no option is used twice. Such a line
//! states no clue; it is recognised only when the whole line is one of these forms (a closed
//! list), so that no clue is ever dropped as prose, and `--translate` says it was skipped.

use super::cues;
use crate::zebra::case;
use crate::zebra::case::among;

/// What a structure line is, when the line is one.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Structure {
    /// "There are five houses …", with the count it gives.
    Count(i64),
    /// "Based on these clues:", the reminder, a sentence that only says every value is used
    /// once.
    Intro,
    /// The question the puzzle asks.
    Question,
}

/// Lines that introduce the clues, as words (the closing colon or stop dropped).
const INTROS: &[&str] = &[
    "based on these clues",
    "based on the clues",
    "based on the following clues",
    "use the clues below",
    "use the following clues",
    "here are the clues",
    "the clues are",
    "clues",
    "the clues",
    "remember , as with all grid based logic puzzles , no option in any category will ever be \
     used more than once",
    "no option in any category will ever be used more than once",
    "a baseball coach recalls that",
];

/// How a question the puzzle asks may open when it is printed without its "?" (a line that
/// ends with "?" is a question whatever its words).
const QUESTION_OPENERS: &[&[&str]] = &[
    &["can", "you"],
    &["could", "you"],
    &["determine"],
    &["figure", "out"],
    &["find", "out"],
    &["work", "out"],
    &["the", "question", "is"],
    &["additionally", ",", "list", "the", "solution"],
    &["list", "the", "solution"],
];

/// What may follow "There are five houses" in a structure line: plain words of the setting
/// ("lined up along a street", "in a port"), and these phrases.
const COUNT_PHRASES: &[&[&str]] = &[
    &["next", "to", "each", "other"],
    &["side", "by", "side"],
    &["from", "left", "to", "right"],
    &["as", "seen", "from", "across", "the", "street"],
];

/// Words of a setting after "There are five houses": no meaning word may be among them.
const SETTING: &str = "house|houses|home|homes|ship|ships|floor|floors|people|persons|friends|in|\
    a|an|the|row|port|street|lined|up|along|on|numbered|to|building|town|of|different|colours|\
    colors|each|,|and";

/// The structure form the whole line `ws` is, if any. `question` says whether the line ended
/// with a "?".
pub fn structure(ws: &[String], question: bool) -> Option<Structure> {
    let line = ws.join(" ");
    if INTROS.contains(&line.as_str()) {
        return Some(Structure::Intro);
    }
    let opens = |o: &[&str]| ws.len() >= o.len() && ws.iter().zip(o).all(|(a, b)| a == b);
    if question || QUESTION_OPENERS.iter().any(|o| opens(o)) {
        return Some(Structure::Question);
    }
    count(ws).map(Structure::Count)
}

/// "There are five houses …": the count, when the rest of the line is setting.
fn count(ws: &[String]) -> Option<i64> {
    let [there, are, n, rest @ ..] = ws else {
        return None;
    };
    if there != "there" || !among(are.as_str(), "are|were") || rest.is_empty() {
        return None;
    }
    let n = cues::number(n)?;
    // "There are five houses", "There were 4 suspects": one or two plain words.
    let plain =
        |w: &String| w.chars().all(case::alphabetic) && !among(w.as_str(), super::closed::MEANING);
    if rest.len() <= 2 && rest.iter().all(plain) {
        return Some(n);
    }
    let mut i = 0;
    // The setting's own count ("numbered 1 to 5") must be the same count.
    while i < rest.len() {
        if let Some(p) = COUNT_PHRASES.iter().find(|p| {
            rest.len() >= i + p.len()
                && rest[i..i + p.len()]
                    .iter()
                    .zip(p.iter())
                    .all(|(a, b)| a == b)
        }) {
            i += p.len();
            continue;
        }
        let w = rest[i].as_str();
        if w == "1" && rest.get(i + 1).is_some_and(|t| t == "to") {
            if rest.get(i + 2).and_then(|k| cues::number(k)) != Some(n) {
                return None;
            }
            i += 3;
            continue;
        }
        if !among(w, SETTING) {
            return None;
        }
        i += 1;
    }
    Some(n)
}
