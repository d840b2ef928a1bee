//! Sorting a sentence's words into pieces: mentions (values, positions), relation cues with
//! the number they take, modifiers, negations, connectives, linking words — and the words the
//! reader cannot place, which make the sentence an error rather than a guess.

use super::cues::{self, Core, Modifier};
use super::mentions::{Found, Lexicon, PositionError};
use crate::zebra::case::among;
use crate::zebra::error::{Clip, ZebraError};
use crate::zebra::labels;
use crate::zebra::model::Puzzle;

/// A value or position the sentence names.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mention {
    Item(usize),
    Pos(usize),
    /// "at one of the ends".
    Ends,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    Mention(Mention),
    /// A relation cue and the number before it ("two houses away").
    Core(Core, Option<i64>),
    Modifier(Modifier),
    Neg,
    And,
    Or,
    Either,
    Neither,
    Nor,
    /// "one" of "of X and Y, one … and the other …".
    One,
    Other,
    /// A word that links two mentions as one ("is", "lives in", "owns").
    Link,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Piece {
    pub kind: Kind,
    /// The word it starts at.
    pub word: usize,
}

/// Whether a value's mention starts at word `k` (`item`) or a position's does (`pos`): the
/// guards ask this of the words around the ones they look at.
pub fn mention_at(pieces: &[Piece], k: usize, item: bool) -> bool {
    pieces.iter().any(|q| {
        q.word == k
            && match q.kind {
                Kind::Mention(Mention::Item(_)) => item,
                Kind::Mention(Mention::Pos(_)) => !item,
                _ => false,
            }
    })
}

/// Why the words could not be sorted.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PieceError {
    /// A value name several attributes share, with no attribute word beside it.
    Ambiguous {
        word: usize,
        items: Vec<usize>,
    },
    Position(PositionError),
    /// An amount whose unit does not fit the ordered category: what is wrong.
    Unit(String),
}

/// The reader's error at `line` for words `ws` that could not be sorted.
pub fn error(p: &Puzzle, line: usize, ws: &[String], e: PieceError) -> ZebraError {
    let english = |message: String| ZebraError::English { line, message };
    match e {
        PieceError::Ambiguous { word, items } => ZebraError::AmbiguousName {
            line,
            name: ws[word].clone(),
            attributes: items
                .iter()
                .map(|&i| p.attributes[p.attribute_of(i)].name.clone())
                .collect(),
        },
        PieceError::Position(PositionError::NoSuchLabel(l)) => ZebraError::NoSuchPosition {
            line,
            label: l,
            labels: (0..p.n()).map(|q| p.label(q)).collect(),
        },
        PieceError::Unit(why) => english(why),
        PieceError::Position(PositionError::OutOfRange(w)) => english(format!(
            "there is no '{}' position among {} positions",
            Clip(&w),
            p.n()
        )),
    }
}

/// The sorted sentence.
pub struct Pieces {
    pub pieces: Vec<Piece>,
    /// Word indices nothing could place.
    pub unplaced: Vec<usize>,
    /// Word indices inside a value's name of several words, after its first ("more" of "Books
    /// and More"): part of the name, whatever the word means on its own.
    pub inside: Vec<usize>,
}

enum Slot {
    Found(Found, usize),
    Word(usize),
}

/// Sorts the words `ws` of one sentence.
pub fn sort(lex: &Lexicon, ws: &[String]) -> Result<Pieces, PieceError> {
    let mut slots = vec![];
    let mut inside = vec![];
    let mut i = 0;
    while i < ws.len() {
        if let Some((len, items)) = lex.value_at(ws, i) {
            slots.push(Slot::Found(Found::Value(items), i));
            inside.extend(i + 1..i + len);
            i += len;
        } else if let Some(r) = lex.position_at(ws, i) {
            let (len, found) = r.map_err(PieceError::Position)?;
            slots.push(Slot::Found(found, i));
            i += len;
        } else {
            slots.push(Slot::Word(i));
            i += 1;
        }
    }
    let has = |w: &str| ws.iter().any(|x| x == w);
    let has_than = has("than");
    let takes_number = |w: &str| {
        cues::core(w).is_some_and(Core::takes_number)
            || (has_than && cues::comparative(w).is_some())
    };
    // Numbers go first to the cue after them ("2 pounds more than", "one house between"),
    // skipping unit words; the rest may be position labels.
    let mut numbers: Vec<Option<i64>> = vec![None; ws.len()];
    let mut bound = vec![false; ws.len()];
    for (k, slot) in slots.iter().enumerate() {
        let Slot::Word(i) = *slot else { continue };
        // An amount in dollars may be written `$25`, one in pounds `£25`.
        let dollars = ws[i].strip_prefix('$');
        let pounds = ws[i].strip_prefix('£');
        let Some(d) = cues::number(dollars.or(pounds).unwrap_or(&ws[i])) else {
            continue;
        };
        // "the horned *one* is older", "the last *one*": the word for a thing, no amount.
        let pointer = ws[i] == "one"
            && k > 0
            && match slots[k - 1] {
                Slot::Found(..) => true,
                Slot::Word(j) => among(ws[j].as_str(), "the|that|this|which|each|every|any|no"),
            };
        if pointer {
            continue;
        }
        // The unit the amount is given in ("25 *dollars* less"), measured in the category's
        // own unit when the cue compares labels.
        let mut unit: Option<&str> = dollars.map(|_| "dollars").or(pounds.map(|_| "pounds"));
        for (n, next) in slots[k + 1..].iter().take(6).enumerate() {
            let Slot::Word(j) = *next else { break };
            let w = ws[j].as_str();
            // "one house *is* between": a verb after the counted noun; right after the number
            // ("Keith (who is 4) *is* older") it is the sentence's own.
            if n == 0 && among(w, "is|are|lies|lie") {
                break;
            }
            if right_adverb(ws, j) {
                continue;
            }
            if takes_number(w) {
                let compares = matches!(
                    cues::core(w).or_else(|| cues::comparative(w)),
                    Some(Core::Less | Core::More)
                );
                let d = if compares {
                    match lex.printed() {
                        Some(l) => l.amount(d, unit).map_err(PieceError::Unit)?,
                        None => {
                            let factor = plain_unit(lex, unit).map_err(PieceError::Unit)?;
                            d.checked_mul(factor).ok_or_else(|| {
                                PieceError::Unit(format!("the amount {d} is too large"))
                            })?
                        }
                    }
                } else {
                    d
                };
                numbers[j] = Some(d);
                bound[i] = true;
                break;
            }
            let printed_unit = lex.printed().is_some_and(|l| {
                matches!(&l.kind, labels::Kind::Number { unit } if !unit.is_empty())
                    && l.factor(Some(w)).is_ok()
            });
            if labels::is_unit_word(w) || printed_unit {
                unit = Some(w);
                continue;
            }
            if !(among(w, cues::UNITS) || lex.is_attribute_word(w)) {
                break;
            }
        }
    }
    // "one" and "other" are the one-each form only when both stand free ("each other" and
    // "one another" are fillers).
    let free_other = ws
        .iter()
        .enumerate()
        .any(|(i, w)| w == "other" && !(i > 0 && ws[i - 1] == "each"));
    let free_one = slots
        .iter()
        .any(|s| matches!(s, Slot::Word(i) if ws[*i] == "one" && !bound[*i]));
    let one_each = free_one && free_other;
    let mut pieces = vec![];
    let mut unplaced = vec![];
    for slot in slots {
        let (kind, word) = match slot {
            Slot::Found(found, i) => {
                let m = match found {
                    Found::Value(items) if items.len() == 1 => Mention::Item(items[0]),
                    Found::Value(items) => return Err(PieceError::Ambiguous { word: i, items }),
                    Found::Position(q) => Mention::Pos(q),
                    Found::Ends => Mention::Ends,
                };
                (Some(Kind::Mention(m)), i)
            }
            // A number a cue took is part of that cue.
            Slot::Word(i) if bound[i] => continue,
            Slot::Word(i) if right_emphasis(ws, i) => continue,
            Slot::Word(i) => (word_kind(lex, ws, i, &numbers, one_each, has_than), i),
        };
        match kind {
            Some(kind) => pieces.push(Piece { kind, word }),
            None if is_filler(lex, &ws[word]) => {}
            None => unplaced.push(word),
        }
    }
    Ok(Pieces {
        pieces,
        unplaced,
        inside,
    })
}

/// "right" meaning "just" ("right next to", "right beside", "right in the middle", "right at
/// the end"): "right" as a side is "to the right", "on the right", "right of".
fn right_adverb(ws: &[String], i: usize) -> bool {
    ws[i] == "right"
        && ws.get(i + 1).is_some_and(|n| {
            among(
                n.as_str(),
                "next|beside|by|after|before|between|across|in|at",
            )
        })
}

/// "right" stressing a place ("the house right in the middle", "right at the end"): no
/// relation. After "the", "to", "on" or "far" it is the side ("to the right in the row").
fn right_emphasis(ws: &[String], i: usize) -> bool {
    ws[i] == "right"
        && matches!(ws.get(i + 1).map(String::as_str), Some("in" | "at"))
        && !(i > 0 && among(ws[i - 1].as_str(), "the|to|on|far"))
}

fn is_filler(lex: &Lexicon, w: &str) -> bool {
    among(w, cues::FILLERS)
        || super::rows::is_row_noun(w)
        || among(w, cues::EACH_OTHER)
        || among(w, cues::UNITS)
        || lex.is_attribute_word(w)
        || w == ","
}

fn word_kind(
    lex: &Lexicon,
    ws: &[String],
    i: usize,
    numbers: &[Option<i64>],
    one_each: bool,
    has_than: bool,
) -> Option<Kind> {
    let w = ws[i].as_str();
    if right_adverb(ws, i) {
        return Some(Kind::Modifier(Modifier::Immediate));
    }
    if let Some(c) = cues::core(w) {
        // "to the right of" after "next" is still "right"; "next" before "door" is "next".
        return Some(Kind::Core(c, numbers.get(i).copied().flatten()));
    }
    if has_than {
        if let Some(c) = cues::comparative(w) {
            return Some(Kind::Core(c, numbers.get(i).copied().flatten()));
        }
    }
    if let Some(m) = cues::modifier(w) {
        return Some(Kind::Modifier(m));
    }
    if among(w, cues::NEGATIONS) {
        return Some(Kind::Neg);
    }
    match w {
        "and" => return Some(Kind::And),
        "or" => return Some(Kind::Or),
        "either" => return Some(Kind::Either),
        "neither" => return Some(Kind::Neither),
        "nor" => return Some(Kind::Nor),
        "one" if one_each => return Some(Kind::One),
        "other" if one_each => return Some(Kind::Other),
        _ => {}
    }
    // "$625" names the plain label 625 (prices written without their sign in the header).
    if let Some(d) = w.strip_prefix('$').filter(|_| lex.printed().is_none()) {
        if let Some(q) = lex.label_position(d) {
            return Some(Kind::Mention(Mention::Pos(q)));
        }
    }
    // "lane #2": a plain label printed with a number sign.
    if let Some(d) = w.strip_prefix('#').filter(|_| lex.printed().is_none()) {
        if let Some(q) = lex.label_position(d) {
            return Some(Kind::Mention(Mention::Pos(q)));
        }
    }
    if cues::number(w).is_some() {
        // "at 5" that may be a position or a time on the hour: unplaced, so refused.
        if lex.hour_clash(ws, i) {
            return None;
        }
        if let Some(q) = lex.label_position(w) {
            return Some(Kind::Mention(Mention::Pos(q)));
        }
        // A number that is neither a label nor counts anything: unplaced unless a filler.
        return None;
    }
    if among(w, cues::LINKS) || super::rows::is_row_verb(w) {
        return Some(Kind::Link);
    }
    None
}

/// An amount's unit on plain number labels: the category names no unit, so the clue's is
/// taken as the category's, unless a finer unit is named in the headers ("2 weeks after" on
/// `days: 2, 3, 4` would need a conversion the labels do not say).
fn plain_unit(lex: &Lexicon, unit: Option<&str>) -> Result<i64, String> {
    let finer: &[&str] = match unit {
        Some("week" | "weeks") => &["day", "days"],
        Some("hour" | "hours") => &["minute", "minutes"],
        Some("month" | "months") => &["day", "days", "week", "weeks"],
        Some("year" | "years") => &["month", "months", "day", "days"],
        Some("dollar" | "dollars") => &["cent", "cents"],
        _ => &[],
    };
    match finer.iter().find(|w| lex.is_attribute_word(w)) {
        Some(w) => Err(format!(
            "the unit '{}' does not fit a category counted in {w}",
            unit.unwrap_or("")
        )),
        None => Ok(1),
    }
}
