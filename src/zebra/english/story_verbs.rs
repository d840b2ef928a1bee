//! Story words that turn a plain link around, though every word of the sentence is placed
//! ([`super::trapped`] asks these after its own shapes):
//!
//! - a verb of parting said of a thing ("the Brit *lost* the dogs", "*sold* the dogs", "the
//!   stock Edith *sold*"): he no longer has them, or never kept them; the same verbs before an
//!   amount ("*lost* 7 lbs", "*sold* for $26"), a place ("*lost* in the woods") or under a
//!   category named for them ("pounds lost") are the puzzle's own and read;
//! - "*lost to*", "*sold to*": two parties, no link;
//! - a verb of seeking ("*looking for*", "*longs for*"): the thing is wanted, not had; "*gave
//!   back*", "*turned down*", "*lost track of*": it is gone or refused;
//! - "*is like*": a likeness, not the thing;
//! - "*outside*": not there ("born *outside* Amboy"), except where something is left or
//!   someone waits ("parked *outside* the museum" is at it, and reads);
//! - "*honest about*", "*modest about*": how one speaks of a thing; "*lost interest*";
//! - "*after the Dane's*" after a thing ("drinks the tea after the Dane's"): the Dane's tea,
//!   an order of times;
//! - "*again*" beside a negation: not a second time, which says nothing of the first;
//! - a word of a value's own name as the verb of "by" ("the whale was *beached by* Lois"):
//!   who did what the value names, not who is linked to it.
//!
//! Verbs that never make a link ("mentions", "dreads", "misplaced") are in
//! [`crate::zebra::english::closed::NOT_LINKS`], which keeps the story reading from dropping them.

use crate::zebra::case::{among, Lowered};
use crate::zebra::english::pieces::{mention_at, Kind, Mention, Piece};
use crate::zebra::english::wrong_senses::cannot_state;
use crate::zebra::labels::Kind as LabelKind;
use crate::zebra::model::Puzzle;

/// Verbs that part an owner from a thing.
const PARTING: &str = "lost|loses|lose|losing|sold|sells|sell|selling";

/// Words of a category's name that make those verbs its own ("pounds lost", "sales").
const PARTED: &str = "lost|loss|losses|sold|sale|sales";

/// A word and the one after it that turn a link into a loss, a contest, a search, a likeness
/// or a way of speaking.
#[rustfmt::skip]
const PAIRS: &[(&str, &str)] = &[
    ("lost", "to"), ("loses", "to"), ("sold", "to"), ("sells", "to"), ("lost", "track"),
    ("lost", "interest"), ("gave", "back"), ("gives", "back"), ("turned", "down"),
    ("turns", "down"), ("looking", "for"), ("looks", "for"), ("looked", "for"),
    ("searching", "for"), ("searches", "for"), ("searched", "for"), ("longs", "for"),
    ("longed", "for"), ("yearns", "for"), ("yearned", "for"), ("pines", "for"), ("is", "like"),
    ("was", "like"), ("are", "like"), ("were", "like"), ("honest", "about"),
    ("modest", "about"),
];

/// Verbs that make "after" caring for or taking after someone.
const LOOKS: &str = "look|looks|looking|looked|take|takes|taking|took";

/// Words of leaving something or waiting somewhere, beside which "outside" is "at".
#[rustfmt::skip]
const PLACING: &str = "parked|parks|park|parking|left|leaves|leave|car|waited|waits|waiting|\
    stood|stands|standing|met|meet|meets";

/// Words skipped between a verb and the thing it takes.
const DETERMINERS: &str = "the|a|an|his|her|their|its|off|away";

/// "The Brit drinks the tea *after the Dane's*": the possessive stands for a thing of the
/// puzzle (the Dane's tea), an order of times no row holds; after a house or a position
/// ("the Brit's house is after the Dane's") it reads.
fn elided(p: &Puzzle, ws: &[String], pieces: &[Piece]) -> Option<String> {
    let k = ws
        .iter()
        .rposition(|w| matches!(w.as_str(), "after" | "before"))?;
    let owner = pieces.iter().find_map(|q| match q.kind {
        Kind::Mention(Mention::Item(i)) if q.word > k && ws.last()? == "'s" => Some(i),
        _ => None,
    })?;
    let thing = pieces.iter().any(|q| {
        matches!(q.kind, Kind::Mention(Mention::Item(i))
            if q.word < k && p.attribute_of(i) != p.attribute_of(owner))
    });
    thing.then(|| cannot_state(ws, k, ws.len() - 1, "stands for a thing, no house"))?
}

/// Why the sentence must be refused for one of the words above, or `None`.
pub fn trapped(
    p: &Puzzle,
    ws: &[String],
    pieces: &[Piece],
    value_word: &dyn Fn(usize) -> bool,
) -> Option<String> {
    let at = |k: usize| crate::zebra::english::tokens::word(ws, k);
    let negated = ws.iter().any(|w| matches!(w.as_str(), "not" | "never"));
    if let Some(why) = elided(p, ws, pieces) {
        return Some(why);
    }
    (0..ws.len()).find_map(|k| {
        let w = at(k);
        if value_word(k) {
            return None;
        }
        // "is *looking after* the dogs", "*left the* red house", "*followed* the lecture on
        // nutrition" where the positions are days: caring, leaving and coming after, no link,
        // order or side.
        let leaves = w == "left" && among(at(k + 1), "the|a|an|his|her|their");
        let times = matches!(
            p.printed.as_ref().map(|l| &l.kind),
            Some(LabelKind::Weekday | LabelKind::Date | LabelKind::Month | LabelKind::Time)
        );
        let follows = times && among(w, "followed|follows|follow|preceded|precedes|precede");
        if leaves || follows || (among(w, LOOKS) && at(k + 1) == "after") {
            return cannot_state(ws, k, k, "is a verb here, no link, order or side");
        }
        if PAIRS.contains(&(w, at(k + 1))) {
            return cannot_state(ws, k, k + 1, "says something else than a link");
        }
        if among(w, PARTING) {
            let mut j = k + 1;
            while among(at(j), DETERMINERS) {
                j += 1;
            }
            let named = p
                .attributes
                .iter()
                .map(|a| &a.name)
                .chain(&p.position_name)
                .any(|n| n.lowered().split(' ').any(|x| among(x, PARTED)));
            let passive = k > 0 && matches!(at(k - 1), "is" | "was" | "are" | "were" | "been");
            // "the stock Edith sold": the thing she parted with, before her name.
            let mut m = k;
            while m > 0 && value_word(m - 1) {
                m -= 1;
            }
            let object = m > 1 && m < k && at(m - 2) == "the" && !value_word(m - 1);
            let thing = mention_at(pieces, j, true) || object;
            if !named && (thing || (passive && at(k + 1) == "by")) {
                return cannot_state(ws, k, k, "parts the owner from the thing");
            }
        }
        if w == "outside" && !ws.iter().any(|x| among(x, PLACING)) {
            return cannot_state(ws, k, k, "says where something is not");
        }
        if w == "again" && negated {
            return cannot_state(ws, k, k, "beside a negation denies only a second time");
        }
        let own = || {
            p.attributes
                .iter()
                .flat_map(|a| &a.values)
                .any(|v| v.lowered().split(' ').any(|x| x == w))
        };
        (at(k + 1) == "by" && own())
            .then(|| cannot_state(ws, k, k + 1, "says who did what the value names"))
            .flatten()
    })
}
