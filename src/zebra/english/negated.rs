//! A plain sentence in the puzzle's own words that denies a link or names a value "exactly":
//! "Wanda's *sighting* didn't *happen* in July", "The $175 *piece* isn't *shaped* like a beach
//! chair", "Eunice's *project* has nothing to do with basking sharks", "Gina Gallatin doesn't
//! have exactly 27 wins".
//!
//! The plain sentence ([`super::closed::as_links`]) reads the puzzle's verbs and nouns as the
//! link between the two things it names; denying that sentence denies the link. That holds
//! only when the denial is of the sentence itself, so the form is narrow:
//! - it names exactly two things, values or printed labels (no worded position, which may be
//!   an adverb), and nothing else the reader knows but links and fillers; or three, the last
//!   two joined by one "or" after the denial ("Mrs Quilter isn't *making* a kimono or a
//!   cocktail dress": the link to each is denied);
//! - it has one denial, standing between the two: "not" right after an auxiliary or a form of
//!   "be" ("didn't", "isn't", "will not"), "never", or "has nothing to do with";
//! - "exactly" / "precisely" only right before the second thing ("doesn't have *exactly* 27
//!   wins" names the value 27, as printed), and no other word that changes a meaning, no
//!   comma (a clause of its own), no word that relates two things apart, names a second
//!   person or compares.
//!
//! The unknown words then become links, the denial a negation, and the grammar reads "A is not
//! B". A sentence with "exactly" and no denial reads "A is B" the same way. A denial between
//! two values of one attribute ("the garage worker didn't clean the attic") says nothing as a
//! denied link, so the verb there is no link and the sentence is refused ([`vacuous`]).

use super::closed::{worded_position, MEANING};
use super::descriptions::plain;
use super::pieces::{Kind, Piece};
use crate::zebra::case::among;
use crate::zebra::model::{Constraint, Puzzle, Relation, Term};

/// Words a "not" may follow when it denies the sentence's own verb ("does not", "wasn't").
const AUXILIARIES: &str = "is|are|was|were|be|been|does|do|did|will|would|can|could|has|have|had|\
    should|shall|must|may|might";

/// The pieces of a denial (or an "exactly") in the puzzle's own words, with its unplaced words
/// read as links; `None` when the sentence is not of this form (see the module doc).
/// `category_word`: whether a word is one of a category's name.
pub fn read(
    ws: &[String],
    pieces: &[Piece],
    unplaced: &[usize],
    category_word: &dyn Fn(&str) -> bool,
) -> Option<Vec<Piece>> {
    if ws.iter().any(|w| w == ",") || ws.iter().filter(|w| *w == "as").count() > 1 {
        return None;
    }
    let mentions: Vec<usize> = pieces
        .iter()
        .filter(|q| matches!(q.kind, Kind::Mention(_)))
        .map(|q| q.word)
        .collect();
    // "Mrs Quilter isn't making a kimono or a cocktail dress": the denied link to each of the
    // two after the denial, joined by one "or" with at most an article between.
    let or = pieces.iter().find(|q| q.kind == Kind::Or).map(|q| q.word);
    let (first, second) = match (&mentions[..], or) {
        ([first, second], None) => (*first, *second),
        ([first, second, third], Some(o)) => {
            let article = |k: usize| among(ws[k].as_str(), "a|an|the");
            let mut between = (second + 1..*third).filter(|&k| k != o);
            if !(second < &o && &o < third && between.all(article)) {
                return None;
            }
            (*first, *second)
        }
        _ => return None,
    };
    let only_links = pieces.iter().all(|q| match q.kind {
        Kind::Mention(_) => !worded_position(ws, q, category_word),
        Kind::Link | Kind::Neg => true,
        Kind::Or => or == Some(q.word),
        _ => false,
    });
    if !only_links {
        return None;
    }
    // "has nothing to do with": a denial of its own, its words no longer unplaced.
    let nothing = (first + 1..second).find(|&k| {
        ws[k] == "nothing"
            && among(ws[k - 1].as_str(), "has|have|had")
            && ws
                .get(k + 1..k + 4)
                .is_some_and(|t| t == ["to", "do", "with"])
    });
    let negations: Vec<&Piece> = pieces.iter().filter(|q| q.kind == Kind::Neg).collect();
    let denial = match (negations.as_slice(), nothing) {
        ([], None) => None,
        ([q], None) => {
            let after_auxiliary = q.word > 0 && among(ws[q.word - 1].as_str(), AUXILIARIES);
            let denies = match ws[q.word].as_str() {
                "not" => after_auxiliary,
                "never" => true,
                _ => false,
            };
            if !denies {
                return None;
            }
            Some(q.word)
        }
        ([], Some(k)) => Some(k),
        _ => return None,
    };
    if denial.is_some_and(|d| !(first < d && d < second)) {
        return None;
    }
    // Every meaning word is the denial or an "exactly" naming the second thing.
    let exactly = |k: usize| among(ws[k].as_str(), "exactly|precisely") && k + 1 == second;
    let mut named_exactly = false;
    for (k, w) in ws.iter().enumerate() {
        if !among(w.as_str(), MEANING) || Some(k) == denial || Some(k) == or || w == "as" {
            continue;
        }
        if !exactly(k) {
            return None;
        }
        named_exactly = true;
    }
    // Without a denial or an "exactly" the sentence is the plain one, read elsewhere.
    if denial.is_none() && !named_exactly {
        return None;
    }
    let phrase = nothing.map_or(0..0, |k| k..k + 4);
    if !unplaced
        .iter()
        .all(|&k| phrase.contains(&k) || plain(&ws[k]))
    {
        return None;
    }
    let mut out: Vec<Piece> = pieces.to_vec();
    if let Some(k) = nothing {
        out.push(Piece {
            kind: Kind::Neg,
            word: k,
        });
    }
    out.extend(
        unplaced
            .iter()
            .filter(|&&k| !phrase.contains(&k))
            .map(|&word| Piece {
                kind: Kind::Link,
                word,
            }),
    );
    crate::sort::sort_by_key(&mut out, |q| q.word);
    Some(out)
}

/// Whether the reading denies that two values of one attribute (or two positions) are one:
/// true of any puzzle, so the sentence's verb relates them some other way.
pub fn vacuous(p: &Puzzle, read: &[Constraint]) -> bool {
    read.iter().any(|c| match *c {
        Constraint::Rel {
            x,
            rel: Relation::NotSame,
            y,
        } => match (x, y) {
            (Term::Item(i), Term::Item(j)) => p.attribute_of(i) == p.attribute_of(j),
            (Term::Pos(_), Term::Pos(_)) => true,
            _ => false,
        },
        _ => false,
    })
}
