//! The puzzle's own nouns and verbs inside a sentence that has a form of its own: "The *$8.00
//! task* is either the *living room assignment* or *Robert's task*", "*Patti's team finished* 6
//! seconds before *Garrett's duo*", "Of Xesobe's *piece* and Jenadije's *piece*, one *was
//! painted* in 1897 and the other is 'Hoxley Hills'".
//!
//! Such a sentence has meaning words ("either", "not", "before", "one … the other"), so an
//! unknown word in it may never be the relation between two things (that is the plain
//! sentence's privilege, [`super::closed::as_links`]): the relation is a closed word, the
//! *junction* — a form of "be" outside a relative clause, or a relation cue. An unknown word is
//! dropped only where it cannot be that relation:
//! - inside a description, opened by "the", "a", "an", a possessive or a relative word ("the
//!   person *who ordered* the salad", "Robert's *task*"), with no second value after it in the
//!   same stretch ("the man who hired Bob and …" names two people);
//! - as the verb of a comparison: between the subject and the relation cue ("Patti's team
//!   *finished* 6 seconds before");
//! - in a clause of "one … and the other …", which is a plain sentence of its own.
//!
//! And the words must be plain: no number, no word that relates two things apart
//! ([`super::closed::NOT_LINKS`]), no comparative or superlative form, no word naming a second
//! person ("Amy's *brother*"). Anything else leaves the words unplaced and the sentence an error.

use super::closed;
use super::cues::{self, Core};
use super::pieces::{Kind, Mention, Piece};
use crate::zebra::case;
use crate::zebra::case::among;

/// Nouns that name someone other than the person they are said of ("Amy's *brother*", "the
/// *rival* of the Brit"): a description with one of them names a second person.
#[rustfmt::skip]
pub(super) const RELATIONAL: &str = "brother|brothers|sister|sisters|sibling|siblings|mother|\
    father|parent|parents|son|sons|daughter|daughters|husband|wife|spouse|partner|cousin|uncle|\
    aunt|nephew|niece|grandson|granddaughter|grandmother|grandfather|neighbor|neighbour|roommate|\
    colleague|boss|opponent|opponents|rival|rivals|enemy|successor|predecessor|fiance|fiancee|\
    boyfriend|girlfriend|twin|mentor|assistant|mate|pal|employer|employee|teammate|coworker|\
    landlord|tenant|classmate|heir";

/// Words that make an amount or a relation inexact or partial; the reader knows none of them.
#[rustfmt::skip]
const LOOSE: &str = "almost|nearly|approximately|roughly|around|about|within|under|over|up|upto|\
    maybe|perhaps|possibly|probably|likely|mostly|partly|half|twice|thrice|times|double|triple";

/// Whether the sentence loosens an amount ("*almost* 2 days after", "*about* an hour"): a
/// word of [`LOOSE`] right before a number or an article.
pub fn loosened(ws: &[String]) -> bool {
    ws.windows(2).any(|w| {
        let amount = cues::number(w[1].strip_prefix('$').unwrap_or(&w[1])).is_some()
            || among(w[1].as_str(), "a|an|half|as");
        among(w[0].as_str(), LOOSE) && amount
    })
}

/// Words that open a description: what follows up to the next structure word describes a
/// thing ("*the* $340 bike", "Robert*'s* task", "the person *who* …").
const OPENERS: &str = "the|a|an|'s|who|whose|which|that|where|whom|his|her|their|its";

/// Relative words: a form of "be" right after one belongs to the description ("the letter
/// *that was* sent in 1983"), not to the sentence.
const RELATIVES: &str = "who|which|that|where|whom";

/// The forms of "be", the only verb that may join the two halves of a sentence with a form.
const BE: &str = "is|are|was|were|be|been|being";

/// What stands at one word, for the walk below.
#[derive(Clone, Copy, PartialEq, Eq)]
enum At {
    Unknown,
    Value,
    /// A form of "be" outside a relative clause.
    Be,
    /// A relation cue.
    Cue,
    /// "one" or "the other" of "one … and the other …".
    Clause,
    /// A word that ends a stretch: "and", "or", "either", "neither", "nor", "not", a comma.
    Stop,
    Other,
}

/// Titles before a name ("*Mrs.* Harper", "*Dr.* Nielsen").
const TITLES: &str = "mr|mrs|ms|miss|dr|prof|mister|madam";

/// A plain word: one that may be a noun or verb of the puzzle's own.
pub fn plain(w: &str) -> bool {
    w.chars().all(case::alphabetic)
        && cues::number(w).is_none()
        && cues::ordinal(w).is_none()
        && !among(w, closed::NOT_LINKS)
        && !among(w, closed::MEANING)
        && !among(w, RELATIONAL)
        && !closed::est_superlative(w)
        && !closed::ier_comparative(w)
}

/// What stands at each word of the sentence.
fn walk_marks(ws: &[String], pieces: &[Piece], unplaced: &[usize]) -> Vec<At> {
    let mut at = vec![At::Other; ws.len()];
    for q in pieces {
        at[q.word] = match q.kind {
            Kind::Mention(_) => At::Value,
            Kind::Core(..) => At::Cue,
            Kind::One | Kind::Other => At::Clause,
            Kind::Link if is_be(ws, q.word) => At::Be,
            Kind::Link | Kind::Modifier(_) => At::Other,
            Kind::Neg | Kind::And | Kind::Or | Kind::Either | Kind::Neither | Kind::Nor => At::Stop,
        };
    }
    for &k in unplaced {
        at[k] = At::Unknown;
    }
    for (k, w) in ws.iter().enumerate() {
        if w == "," {
            at[k] = At::Stop;
        }
        // "the act during which Tim *and* Kerri will meet": an "and" between two of the
        // puzzle's own words joins those, inside the description.
        if joins_unknowns(ws, unplaced, k) {
            at[k] = At::Other;
        }
    }
    at
}

/// Whether word `k` is an "and" between two unplaced words ("Tim *and* Kerri").
fn joins_unknowns(ws: &[String], unplaced: &[usize], k: usize) -> bool {
    ws[k] == "and" && k > 0 && unplaced.contains(&(k - 1)) && unplaced.contains(&(k + 1))
}

/// Whether word `k` is a form of "be" that joins the sentence's halves: not one right after a
/// relative word ("the letter that *was* sent"), auxiliaries aside.
pub fn is_be(ws: &[String], k: usize) -> bool {
    // Auxiliaries may stand between ("the person who *will be* working with Nelson").
    const AUX: &str = "will|would|can|could|may|might|must|should|shall|to|has|have|had|been";
    let before = ws[..k].iter().rev().find(|w| !among(w.as_str(), AUX));
    among(ws[k].as_str(), BE) && !before.is_some_and(|w| among(w.as_str(), RELATIVES))
}

/// Whether every unknown word of `ws[from..to]` stands inside a description (see the module
/// comment), the stretch being one thing of a list.
pub fn described(
    ws: &[String],
    pieces: &[Piece],
    unplaced: &[usize],
    from: usize,
    to: usize,
) -> bool {
    let at = walk_marks(ws, pieces, unplaced);
    walk(ws, &at, from, to)
}

fn walk(ws: &[String], at: &[At], from: usize, to: usize) -> bool {
    let (mut opened, mut clause) = (false, false);
    // Whether an unknown word followed a value in this stretch (None: no value yet).
    let mut pending: Option<bool> = None;
    for k in from..to {
        match at[k] {
            At::Unknown => {
                let title = among(ws[k].as_str(), TITLES) && at.get(k + 1) == Some(&At::Value);
                // The verb of a comparison: only unknown and free words up to the cue.
                let comparison_verb = (k + 1..at.len())
                    .find(|&j| !(at[j] == At::Unknown || at[j] == At::Other && is_free(&ws[j])))
                    .is_some_and(|j| at[j] == At::Cue);
                if !(opened || clause || comparison_verb || title) {
                    return false;
                }
                if !clause && pending.is_some() && !title {
                    pending = Some(true);
                }
            }
            At::Value => {
                // "the man who hired Bob": an unknown word between two values of one stretch
                // may relate them.
                if pending == Some(true) && !clause {
                    return false;
                }
                pending = Some(false);
            }
            At::Be | At::Cue | At::Stop => {
                // "the country *and* speed metal acts": two values sharing one noun, the
                // description still open.
                let shared = ws[k] == "and"
                    && k > 0
                    && at[k - 1] == At::Value
                    && at.get(k + 1) == Some(&At::Value);
                opened &= shared;
                clause &= at[k] == At::Be;
                pending = None;
            }
            At::Clause => {
                clause = true;
                opened = false;
                pending = None;
            }
            At::Other => {
                opened |= among(ws[k].as_str(), OPENERS);
                // "the August release *in which* Helen played a teacher": what the clause
                // names is in the thing before it, not something done to a second one.
                if place_clause(ws, k) {
                    pending = None;
                }
            }
        }
    }
    true
}

/// The sentence's pieces with its unplaced words dropped, when every one of them stands where
/// it cannot be the relation (see the module comment); `None` otherwise.
/// `one_scale`: whether the positions are the puzzle's only order, so that a comparison's
/// verb ("finished", "paid") cannot be measuring another one ("finished 2 places after" on a
/// grid ordered by bib numbers with finishing places as a category).
pub fn absorb(
    ws: &[String],
    pieces: &[Piece],
    unplaced: &[usize],
    one_scale: bool,
    category_word: &dyn Fn(&str) -> bool,
) -> Option<Vec<Piece>> {
    if unplaced.is_empty() || !unplaced.iter().all(|&k| plain(&ws[k])) {
        return None;
    }
    // "first" or "last" before one of the puzzle's own words is an adverb ("*first* summited
    // by", "played in 4 games *last* season"), no position.
    let adverb = |q: &Piece| {
        matches!(q.kind, Kind::Mention(Mention::Pos(_)))
            && among(ws[q.word].as_str(), "first|last")
            && unplaced.contains(&(q.word + 1))
    };
    // ("Tim *and* Kerri": an "and" between two dropped words goes with them.)
    let joined = |q: &Piece| q.kind == Kind::And && joins_unknowns(ws, unplaced, q.word);
    let kept: Vec<Piece> = pieces
        .iter()
        .copied()
        .filter(|q| !adverb(q) && !joined(q))
        .collect();
    let pieces = &kept[..];
    let worded_position = pieces
        .iter()
        .any(|q| closed::worded_position(ws, q, category_word));
    let cue = pieces.iter().any(|q| matches!(q.kind, Kind::Core(..)));
    // Only an order is measured by a verb ("finished 2 minutes before"); a place ("frobs next
    // to", "really lives left of") is where the reader's own words say.
    let placed = (0..pieces.len()).any(|k| {
        matches!(pieces[k].kind, Kind::Core(c, _) if !matches!(c, Core::Less | Core::More))
            && !super::grammar::verb_left(ws, pieces, k)
    });
    // "*almost* 2 days after", "*about* an hour": a word that loosens an amount.
    if worded_position || placed || (cue && !one_scale) || loosened(ws) {
        return None;
    }
    let at = walk_marks(ws, pieces, unplaced);
    // The relation must be a closed word.
    if !at
        .iter()
        .any(|a| matches!(a, At::Be | At::Cue | At::Clause))
        || !walk(ws, &at, 0, ws.len())
    {
        return None;
    }
    // An "or" list's relation must be "be": "Amy hired either Bob or Cal" is no choice of who
    // Amy is.
    if pieces.iter().any(|q| q.kind == Kind::Or) {
        let e = pieces.iter().find(|q| q.kind == Kind::Either)?;
        if e.word == 0 || at[e.word - 1] != At::Be {
            return None;
        }
    }
    // Unplaced words have no piece: the pieces as they are read without them.
    Some(kept)
}

/// Whether word `k` opens a clause of place about the thing before it: "in which", "on
/// which", "at which", "where".
fn place_clause(ws: &[String], k: usize) -> bool {
    match ws[k].as_str() {
        "where" => true,
        "which" => k > 0 && among(ws[k - 1].as_str(), "in|on|at"),
        _ => false,
    }
}

/// Words a comparison's verb may stand before its cue with: units, numbers, auxiliaries.
fn is_free(w: &str) -> bool {
    cues::number(w.strip_prefix('$').unwrap_or(w)).is_some()
        || among(w, cues::UNITS)
        || among(w, cues::FILLERS)
        || among(w, "will|would|did|does|do|has|had|have")
}
