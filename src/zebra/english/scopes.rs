//! Words whose reach the plain reading gets wrong: every word of such a sentence is placed,
//! yet read as one relation it would say something else ([`super::traps::trapped`] asks
//! these after its own):
//!
//! - a "not" before a "both" in one clause ("is *not* next to *both* Daisy and Carol"): it
//!   denies the pair, not each ("A and B both do not …" denies each, and reads);
//! - a comparison with another thing ("Keith, *like* the Hall child, is older", "…, *as is*
//!   Nora"): the other thing does the same, it is not the subject;
//! - an aside after a subject that relates two things ("the swimmer next to Carol*, who* swims
//!   Butterfly, is Betty"): it may speak of either;
//! - an amount against two things ("$3 more than Kate *and* Max") or two things counted
//!   *together* ("Keith and Nora *together* are older"): their sum, or an impossible pair;
//! - on houses in a row (plain positions) where another category is a scale (ages, hours,
//!   prices), a comparison ("*older* than", "leaves *after*", "the *first to* leave"): it may
//!   compare that category, not the places in the row;
//! - a comparison at another time ("*yesterday*", "than Nora *will* be"): no clue's order
//!   moves; or of another amount ("*tipped* $3 more", "Kate's *tip*");
//! - a name of another kind after a possessive ("Calla's *maiden name*", "*nickname*") where
//!   the category is another name ("last name");
//! - a count of some of the order's units ("2 more *home* games"): a part, not the order;
//! - a value owned by another said to be a third ("the Brit's *tea is green*"): what the tea
//!   itself is, not the grid's green.

use super::cues::{self, Core};
use super::pieces::{Kind, Mention, Piece};
use super::wrong_senses::{cannot_state, quote_words};
use crate::zebra::case::{among, Lowered};
use crate::zebra::error::Clip;
use crate::zebra::model::Puzzle;

/// Auxiliaries that make "as" open a clause of comparison ("as *is* Nora", "as *does* the
/// Dane").
const AS_CLAUSE: &str = "is|are|was|were|does|do|did|has|have|had|will|can";

/// Words that count two things as one sum.
const TOGETHER: &str = "together|combined|jointly|altogether";

/// Words that put a comparison at another time.
const SHIFTS: &str = "yesterday|tomorrow|ago";

/// Verbs of being somewhere in a row, before which "before" / "after" are places ("Albert is
/// immediately *before* the boy …").
#[rustfmt::skip]
const ROW_VERBS: &str = "is|are|was|were|be|lives|live|lived|sits|sit|sat|seated|stands|stood|\
    located|situated|placed|positioned|parked|house|one";

/// Amounts of money beside a price ("Allen *tipped* $3 more", "Kate's *tip*"): another amount
/// than the one the order holds, unless a category is named for it.
#[rustfmt::skip]
const OTHER_AMOUNTS: &str = "tip|tips|tipped|tax|taxes|fee|fees|deposit|deposits|discount|\
    discounts|refund|refunds|bonus|bonuses|surcharge|penalty|commission";

/// Whether word `w` is a word of a category's or the positions' name, or of a printed label.
fn named(p: &Puzzle, w: &str) -> bool {
    let names = p.attributes.iter().map(|a| a.name.as_str());
    let labels = p
        .printed
        .iter()
        .flat_map(|l| l.names.iter().map(String::as_str));
    names
        .chain(p.position_name.as_deref())
        .chain(labels)
        .any(|n| n.lowered().split_whitespace().any(|x| x == w))
}

/// Words for a name that are no category's ("Calla's *nickname*").
const OTHER_NAMES: &str = "nickname|nicknames|alias|pseudonym|codename";

/// Why the sentence must be refused for one of the reaches above, or `None`.
pub fn trapped(
    p: &Puzzle,
    ws: &[String],
    pieces: &[Piece],
    value_word: &dyn Fn(usize) -> bool,
) -> Option<String> {
    let at = |k: usize| crate::zebra::english::tokens::word(ws, k);
    let says = |a: usize, b: usize, why: &str| cannot_state(ws, a, b, why);
    let compares = pieces
        .iter()
        .find(|q| matches!(q.kind, Kind::Core(Core::Less | Core::More, _)));
    let clause_end = |from: usize| {
        (from..ws.len())
            .find(|&j| among(ws[j].as_str(), ",|;|but|whereas"))
            .unwrap_or(ws.len())
    };
    for k in 0..ws.len() {
        let w = at(k);
        if value_word(k) {
            continue;
        }
        // ("… or Y, but not both" is the exclusive choice its own form reads.)
        let or_before = ws[..k].iter().any(|x| x == "or");
        if among(w, "not|never") && !or_before {
            if let Some(b) = (k + 1..clause_end(k)).find(|&j| ws[j] == "both") {
                return says(k, b, "may deny the two together, not each of them");
            }
        }
        // "next to *one of* the Swede and the Dane", "not *one of* A and B": one of the
        // things the "and" joins, not each of them.
        // ("One of A and B …, the other …" pairs them; "exactly one of" is refused for its
        // own word.)
        let other = ws.iter().any(|x| x == "other");
        let counted = among(at(k.wrapping_sub(1)), "exactly|only|just|precisely");
        if among(w, "one|either|any") && at(k + 1) == "of" && !other && !counted {
            // (A list of values: "one of the Brit, the Swede and the Dane".)
            let listed = |j: &usize| value_word(*j) || among(&ws[*j], "the|a|an|,");
            let and = (k + 2..ws.len()).find(|&j| !listed(&j));
            let and = and.filter(|&a| ws[a] == "and" && (k + 2..a).any(value_word));
            if and.is_some_and(|a| (a + 1..a + 3).any(value_word)) {
                return says(k, k + 1, "picks among the things 'and' joins");
            }
        }
        // "*another* Brit", "keeps *another* dog": a second one, which the grid has not.
        if w == "another" && value_word(k + 1) {
            return says(k, k + 1, "speaks of a second one");
        }
        if among(w, "like|unlike") && (k == 0 || at(k - 1) == ",") {
            return says(
                k,
                k + 1,
                "compares with another thing, which is not the one spoken of",
            );
        }
        if w == "as" && among(at(k + 1), AS_CLAUSE) && !among(at(k + 2), "he|she") {
            return says(k, k + 1, "says another thing does the same");
        }
        if let Some(c) = compares {
            if among(w, TOGETHER) {
                return says(k, k, "counts two things as one sum");
            }
            if among(w, SHIFTS) {
                return says(k, k, "compares at another time");
            }
            // ("tipped" where a category is named "tips": the order's own amount.)
            let family = OTHER_AMOUNTS
                .split('|')
                .any(|x| x.get(..3) == w.get(..3) && named(p, x));
            if among(w, OTHER_AMOUNTS) && !family {
                return says(k, k, "measures another amount than the order's");
            }
            // ("than the person who *will* major in …" is a clause of its own.)
            let than = ws[..k].iter().rposition(|x| x == "than");
            let clause = than.is_some_and(|t| {
                ws[t..k]
                    .iter()
                    .any(|x| among(x.as_str(), "who|which|that|whose"))
            });
            if than.is_some() && !clause && among(w, "will|'ll|would") {
                return says(k, k + 1, "compares at another time");
            }
            if let Some(why) = against_two(ws, pieces, c, k) {
                return Some(why);
            }
        }
        if let Some(why) = other_name(p, ws, k, value_word) {
            return Some(why);
        }
    }
    two_antecedents(ws, pieces, value_word)
        .or_else(|| other_scale(p, ws, pieces, value_word))
        .or_else(|| part_of_order(p, ws, value_word))
        .or_else(|| owned_thing_is(p, ws, pieces, value_word))
}

/// "The Brit's tea is green": a value owned by another ("the Brit's *tea*") said to be a
/// value of a third category with a bare "be" that ends the sentence. That says what the tea
/// itself is, and a green tea is not the grid's green (a house's colour); read as the row,
/// the sentence would claim a link it does not make, so it is refused. ("The Brit's house is
/// red", "the Brit's pet is a dog": a row noun or a category's own word is no value, and
/// reads; "the Brit's dog lives in the green house" has a verb of its own, and reads.)
fn owned_thing_is(
    p: &Puzzle,
    ws: &[String],
    pieces: &[Piece],
    value_word: &dyn Fn(usize) -> bool,
) -> Option<String> {
    let item = |k: usize| {
        pieces.iter().find_map(|q| match q.kind {
            Kind::Mention(Mention::Item(i)) if q.word == k => Some(i),
            _ => None,
        })
    };
    let starts = |k: usize| pieces.iter().any(|q| q.word == k);
    // The end of the mention that starts at word `k`: its name's words after the first.
    let end = |k: usize| {
        let mut j = k + 1;
        while j < ws.len() && value_word(j) && !starts(j) {
            j += 1;
        }
        j
    };
    let at = |k: usize| crate::zebra::english::tokens::word(ws, k);
    (0..ws.len()).find_map(|a| {
        let owner = item(a)?;
        let s = end(a);
        let thing = item(s + 1).filter(|_| at(s) == "'s")?;
        let mut j = end(s + 1);
        if !among(at(j), "is|are|was|were") {
            return None;
        }
        j += 1;
        if at(j) == "not" {
            j += 1;
        }
        if among(at(j), "the|a|an") {
            j += 1;
        }
        let said = item(j).filter(|_| end(j) == ws.len())?;
        let kinds = [owner, thing, said].map(|i| p.attribute_of(i));
        let three = kinds[0] != kinds[1] && kinds[1] != kinds[2] && kinds[0] != kinds[2];
        three.then(|| {
            format!(
                "'{}' says what the {} itself is, and a {} {} may be no '{}' of the grid: \
                 the reader cannot tell whose it is",
                quote_words(ws, a, ws.len() - 1),
                Clip(p.value_name(thing)),
                Clip(p.value_name(said)),
                Clip(p.value_name(thing)),
                Clip(p.value_name(said))
            )
        })
    })
}

/// "The swimmer next to Carol, who swims Butterfly, is Betty": an aside after a subject that
/// relates two things (no verb before the comma) may speak of the one right before it (Carol)
/// or of the subject (the swimmer).
fn two_antecedents(
    ws: &[String],
    pieces: &[Piece],
    value_word: &dyn Fn(usize) -> bool,
) -> Option<String> {
    let c = ws.iter().position(|w| w == ",")?;
    let clause = among(ws.get(c + 1)?.as_str(), "who|which|whose");
    let aside = ws[c + 1..].iter().any(|w| w == ",");
    let related = pieces
        .iter()
        .any(|q| q.word < c && matches!(q.kind, Kind::Core(..)));
    let verb = ws[..c].iter().any(|w| among(w.as_str(), "is|are|was|were"));
    (clause && aside && related && !verb && c > 0 && value_word(c - 1)).then(|| {
        format!(
            "', {} …' may speak of '{}' or of the one the sentence opens with, and the reader \
             cannot tell which",
            Clip(&ws[c + 1]),
            Clip(&ws[c - 1])
        )
    })
}

/// "$3 more than Kate *and* Max": an amount compared against two things joined by "and" at
/// word `k` (no clause word between them): it may be their sum, and against each it would
/// make the two one.
fn against_two(ws: &[String], pieces: &[Piece], cue: &Piece, k: usize) -> Option<String> {
    let amount = matches!(cue.kind, Kind::Core(_, Some(_)));
    if !amount || ws[k] != "and" || k < cue.word {
        return None;
    }
    let mention = |j: usize| {
        pieces
            .iter()
            .any(|q| q.word == j && matches!(q.kind, Kind::Mention(_)))
    };
    let before = (cue.word..k).rev().find(|&j| mention(j))?;
    let after = (k + 1..ws.len()).find(|&j| mention(j))?;
    let clause = ws[before..after]
        .iter()
        .any(|w| among(w.as_str(), "who|which|that|whose|,|;"));
    (!clause).then(|| {
        format!(
            "'{} and {}' after an amount may be their sum, and the amount cannot hold for \
             each of two things",
            Clip(&ws[before]),
            Clip(&ws[after])
        )
    })
}

/// "Calla's *maiden name*": a name after a possessive that is no category's, where a category
/// is one ("last name"): it names something else.
fn other_name(
    p: &Puzzle,
    ws: &[String],
    k: usize,
    value_word: &dyn Fn(usize) -> bool,
) -> Option<String> {
    let owner = among(ws[k].as_str(), "'s|his|her|their|whose");
    let names: Vec<String> = p
        .attributes
        .iter()
        .map(|a| a.name.lowered())
        .filter(|n| n.split_whitespace().any(|w| among(w, "name|names")))
        .collect();
    if !owner || names.is_empty() {
        return None;
    }
    let at = |j: usize| crate::zebra::english::tokens::word(ws, j);
    let (w, next) = (at(k + 1), at(k + 2));
    if among(w, OTHER_NAMES) && !value_word(k + 1) {
        return Some(format!(
            "'{}' is no category of the puzzle's names ({})",
            Clip(w),
            names.join(", ")
        ));
    }
    let two = format!("{w} {next}");
    let named = |n: &String| n == &two || n.ends_with(&format!(" {two}"));
    if among(next, "name|names") && !value_word(k + 1) && !names.iter().any(named) {
        return Some(format!(
            "'{}' is no category of the puzzle's names ({})",
            Clip(&two),
            names.join(", ")
        ));
    }
    None
}

/// Whether the positions are plain places in a row: no name, no printed labels, 1 to n.
fn plain(p: &Puzzle) -> bool {
    p.position_name.is_none()
        && p.printed.is_none()
        && (0..p.n()).all(|q| p.labels[q] == q as i64 + 1)
}

/// On plain positions, where another category is a scale (`scales::one_scale` fails), a
/// comparison or "the first to leave" may compare that category rather than the row.
fn other_scale(
    p: &Puzzle,
    ws: &[String],
    pieces: &[Piece],
    value_word: &dyn Fn(usize) -> bool,
) -> Option<String> {
    if !plain(p) || super::scales::one_scale(p) {
        return None;
    }
    let scale = p
        .attributes
        .iter()
        .find(|a| {
            a.values.iter().all(|v| {
                v.chars().any(|c| c.is_ascii_digit()) || cues::ordinal(&v.lowered()).is_some()
            })
        })
        .map_or("", |a| a.name.as_str());
    let why = |w: &str| {
        Some(format!(
            "'{}' may compare the {} rather than the places in the row, and the reader cannot \
             tell which",
            Clip(w),
            Clip(scale)
        ))
    };
    // "older", "later", "cheaper" measure; "before" / "after" measure when a verb of the
    // story stands before them ("leaves *after*"), and are places after "is" or "lives".
    let at = |k: usize| crate::zebra::english::tokens::word(ws, k);
    let placed = |k: usize| {
        let mut j = k;
        while j > 0 && (cues::modifier(at(j - 1)).is_some() || at(j - 1) == "right") {
            j -= 1;
        }
        j > 0 && (among(at(j - 1), ROW_VERBS) || value_word(j - 1))
    };
    if let Some(q) = pieces.iter().find(|q| {
        matches!(q.kind, Kind::Core(Core::Less | Core::More, _))
            && (cues::comparative(&ws[q.word]).is_some() || !placed(q.word))
    }) {
        return why(&ws[q.word]);
    }
    // "the first to leave", "leaves first": a place in the order of leaving.
    let q = pieces.iter().find(|q| {
        let k = q.word;
        let ordinal = cues::ordinal(at(k)).is_some() || at(k) == "last";
        let verb_before = k > 0
            && !value_word(k - 1)
            && !among(at(k - 1), cues::FILLERS)
            && !among(at(k - 1), "is|are|was|were|in|at|on")
            && !among(at(k + 1), "house|houses|position|place|from");
        // ("the third *ship to* leave": one noun may stand before "to".)
        let to = at(k + 1) == "to" || (at(k + 2) == "to" && !value_word(k + 1));
        matches!(q.kind, Kind::Mention(Mention::Pos(_))) && ordinal && (to || verb_before)
    })?;
    let end = (q.word..(q.word + 3).min(ws.len()))
        .find(|&j| ws[j] == "to")
        .unwrap_or(q.word);
    why(&quote_words(ws, q.word, end))
}

/// "2 more *home* games", "7 *away* games": a word between an amount (or its comparative) and
/// the order's own noun counts some of them, a part the order does not hold.
fn part_of_order(p: &Puzzle, ws: &[String], value_word: &dyn Fn(usize) -> bool) -> Option<String> {
    let name = p.position_name.as_deref()?.lowered();
    let nouns: Vec<String> = name
        .split_whitespace()
        .flat_map(|w| {
            [
                w.to_string(),
                format!("{w}s"),
                w.trim_end_matches('s').to_string(),
            ]
        })
        .collect();
    let counted = |w: &str| cues::number(w).is_some() || cues::comparative(w).is_some();
    (2..ws.len()).find_map(|j| {
        let part = ws[j - 1].as_str();
        let linking = among(part, cues::FILLERS) || among(part, cues::LINKS);
        // ("the *one who* lost 9 pounds": "one" is no amount there.)
        let found = nouns.contains(&ws[j])
            && counted(&ws[j - 2])
            && ws[j - 2] != "one"
            && linking
            && !value_word(j - 1)
            && !among(part, "more|less|fewer|the|of|to|who|which|that");
        found.then(|| {
            format!(
                "'{} {}' counts some of the {}, not the order itself, which the clue language \
                 cannot state",
                Clip(part),
                Clip(&ws[j]),
                Clip(&name)
            )
        })
    })
}

#[cfg(test)]
#[path = "tests_red5.rs"]
mod tests;
