//! The sentence forms of a choice: "either X or Y", "X, Y or Z", "neither X nor Y" (and
//! "not … or"), and "of X and Y, one … and the other …".

use super::cues::Core;
use super::pieces::{Kind, Piece};
use super::sides::{describe, rel, relation, side, term, At, Reading};
use crate::zebra::case::among;
use crate::zebra::error::Clip;
use crate::zebra::model::{Constraint, Puzzle, Relation, Term};

/// The clues of a sentence whose first "or" (or "nor") is piece `o`: `core` is its relation
/// cue, `negs` its count of negations ("neither" among them).
#[allow(clippy::too_many_arguments)]
pub fn or_form(
    p: &Puzzle,
    ws: &[String],
    pieces: &[Piece],
    ms: &[At],
    o: usize,
    core: Option<(Core, Option<i64>, &str)>,
    immediate: bool,
    negs: usize,
) -> Reading {
    let alts = alternatives(ws, pieces, ms, o)?;
    let rest: Vec<At> = ms
        .iter()
        .filter(|m| !alts.iter().any(|a| a.piece == m.piece))
        .copied()
        .collect();
    if rest.is_empty() {
        return Err("nothing is said to be one of them".into());
    }
    let s = side(p, ws, pieces, &rest);
    let mut out = vec![];
    describe(&s, &mut out)?;
    // "Ekum is either dessert or nuts, and was not the last": a "not" after the choice is
    // another clause's, no denial of it ("does not live on either X or Y" denies both).
    let last_alt = alts.iter().map(|a| a.piece).max().unwrap_or(0);
    let late_not = (last_alt..pieces.len()).any(|k| pieces[k].kind == Kind::Neg);
    if late_not && pieces.iter().any(|q| q.kind == Kind::Either) {
        return Err("its 'not' stands beside an 'either … or …' it does not deny".into());
    }
    if negs > 0 {
        if let Some(why) = denial_scope(ws, pieces, &alts, s.heads.len()) {
            return Err(why);
        }
        // "neither X nor Y is Z", "Z does not … X or Y": the relation fails for both.
        let (r, swap) = relation(p, core, immediate, true)?;
        let pair_first = alts[0].piece < rest[0].piece;
        for &h in &s.heads {
            for x in alts.iter().map(|a| a.m) {
                out.push(if pair_first {
                    rel(x, r, swap, h)?
                } else {
                    rel(h, r, swap, x)?
                });
            }
        }
        // "Neither Mrs. Harper's order nor the strawberry cake is the October 6 delivery"
        // names two things as its subjects: they are not one. ("Bill is neither the flautist
        // nor Oakley" says nothing of the flautist and Oakley.)
        // (Only a "neither" that opens the sentence makes them its subjects: in "the one who
        // *neither* drinks tea nor keeps dogs" the tea drinker may keep the dogs.)
        let neither = pieces
            .iter()
            .any(|q| q.kind == Kind::Neither && q.word == 0);
        if neither && pair_first && core.is_none_or(|c| c.0 == Core::Same) {
            out.extend(apart(p, &alts));
        }
        return Ok(out);
    }
    if core.is_some_and(|c| c.0 != Core::Same) {
        return Err(format!(
            "'{} either … or …' cannot be stated in the clue language",
            core.map_or("", |c| c.2)
        ));
    }
    if s.heads.len() != 1 {
        return Err("it is not clear who is either of them".into());
    }
    let x = term(s.heads[0])?;
    if let [a, b] = alts[..] {
        out.push(Constraint::Either {
            x,
            y: term(a.m)?,
            z: term(b.m)?,
        });
        return Ok(out);
    }
    let ys = alts
        .iter()
        .map(|a| term(a.m))
        .collect::<Result<Vec<_>, _>>()?;
    let stated = p.one_of(x, &ys).map_err(|(a, b)| {
        format!(
            "{} and {} are not of one kind, and three or more alternatives must all be \
             values of one attribute, or all positions",
            Clip(&p.term_text(a)),
            Clip(&p.term_text(b))
        )
    })?;
    out.extend(stated);
    Ok(out)
}

/// Auxiliaries that open an inverted clause after "nor" ("nor *is* Carol", "nor *does* the
/// Dane"): a sentence of its own, whose subject is not the first clause's.
const INVERTED: &str = "is|are|was|were|does|do|did|has|have|had|will|would|can|could|should";

/// Why a denial of a choice ("neither X nor Y …", "not … X or Y") reaches words it does not
/// cover, or `None`: a "neither" whose first alternative is not the first thing after it
/// ("Neither *the Brit* keeps *dogs* nor the Dane drinks tea" joins two clauses, not dogs and
/// the Dane); a second "not" ("Neither of them is *not* swimming Butterfly" says both are); a
/// "nor" that opens an inverted clause with a subject of its own ("…, *nor is Carol*", "nor
/// does the dog owner"; "nor does *he*" keeps the subject); and more than one thing the
/// denial is said of, which an "and" joins ("Neither A nor B drinks tea, *and* the Swede keeps
/// dogs", "…, and neither does the dog owner": the second clause is no second object).
fn denial_scope(ws: &[String], pieces: &[Piece], alts: &[At], heads: usize) -> Option<String> {
    let neither = pieces.iter().position(|q| q.kind == Kind::Neither);
    if let Some(n) = neither {
        let first = (n + 1..pieces.len()).find(|&k| matches!(pieces[k].kind, Kind::Mention(_)));
        if first != alts.first().map(|a| a.piece) {
            return Some(
                "its 'neither … nor …' joins two clauses, not two things, which the clue \
                 language cannot state"
                    .into(),
            );
        }
        if pieces.iter().any(|q| q.kind == Kind::Neg) {
            return Some("it has 'neither' and a second negation ('not')".into());
        }
    }
    for q in pieces.iter().filter(|q| q.kind == Kind::Nor) {
        let at = |k: usize| crate::zebra::english::tokens::word(ws, k);
        let pronoun = among(at(q.word + 2), "he|she|it|they");
        if among(at(q.word + 1), INVERTED) && !pronoun {
            return Some(format!(
                "'nor {} …' opens a clause with a subject of its own, which the reader does \
                 not follow",
                Clip(at(q.word + 1))
            ));
        }
    }
    (heads > 1).then(|| {
        "an 'and' after its denial may open a clause of its own, which the denial does not \
         reach"
            .into()
    })
}

/// "X is not Y" for every two of `alts` that are values of different attributes (two values
/// of one attribute, or two positions, are never one thing anyway).
fn apart(p: &Puzzle, alts: &[At]) -> Vec<Constraint> {
    let mut out = vec![];
    for (k, a) in alts.iter().enumerate() {
        for b in &alts[k + 1..] {
            // "at one of the ends" is no thing to set apart.
            let (Ok(x), Ok(y)) = (term(a.m), term(b.m)) else {
                continue;
            };
            let differ = match (x, y) {
                (Term::Item(i), Term::Item(j)) => p.attribute_of(i) != p.attribute_of(j),
                (Term::Pos(_), Term::Pos(_)) => false,
                _ => true,
            };
            if differ {
                out.push(Constraint::Rel {
                    x,
                    rel: Relation::NotSame,
                    y,
                });
            }
        }
    }
    out
}

/// The mentions "or" (or "nor") joins, the one at piece `o` first found: the mentions on
/// either side of it, those after joined by further "or"s, and those before joined by a
/// comma alone ("the Scot, the Welsh or the Irish"). An "or" outside the list is an error.
fn alternatives(ws: &[String], pieces: &[Piece], ms: &[At], o: usize) -> Result<Vec<At>, String> {
    let is_or = |k: &Piece| k.kind == Kind::Or || k.kind == Kind::Nor;
    let (Some(a), Some(b)) = (
        ms.iter().rposition(|m| m.piece < o),
        ms.iter().position(|m| m.piece > o),
    ) else {
        return Err("'or' does not stand between two of them".into());
    };
    let (mut from, mut to) = (a, b);
    while to + 1 < ms.len() && pieces[ms[to].piece + 1..ms[to + 1].piece].iter().any(is_or) {
        to += 1;
    }
    // Fillers leave no piece between two mentions; a comma must be among them.
    let comma = |k: usize| {
        ms[k - 1].piece + 1 == ms[k].piece
            && ws[pieces[ms[k - 1].piece].word..pieces[ms[k].piece].word].contains(&",".into())
    };
    while from > 0 && comma(from) {
        from -= 1;
    }
    let (first, last) = (ms[from].piece, ms[to].piece);
    if pieces
        .iter()
        .enumerate()
        .any(|(k, q)| is_or(q) && !(first < k && k < last))
    {
        return Err("its 'or's do not join one list".into());
    }
    Ok(ms[from..=to].to_vec())
}

/// "of X and Y, one is Z and the other is W".
pub fn one_each(ms: &[At], one: usize, other: usize, related: bool) -> Reading {
    if related {
        return Err("'one … the other' with a relation other than 'is' cannot be stated".into());
    }
    if ms.len() != 4 || !(one < ms[2].piece && ms[2].piece < other && other < ms[3].piece) {
        return Err(
            "'one … the other …' needs two things, then one for 'one' and one for 'the other'"
                .into(),
        );
    }
    Ok(vec![Constraint::OneEach {
        x: term(ms[0].m)?,
        y: term(ms[1].m)?,
        z: term(ms[2].m)?,
        w: term(ms[3].m)?,
    }])
}

/// "…, or both" makes an inclusive or (one or the other, or both), read only as "X is
/// either Y or Z, or both" (`statements`): any other is refused by name, not as an unknown
/// "both".
pub fn inclusive_or(ws: &[String]) -> Option<String> {
    ws.windows(2)
        .any(|w| w[0] == "or" && w[1] == "both")
        .then(|| {
            "'or both' makes an inclusive or (one or the other, or both), which is read only \
         as a whole sentence 'X is either Y or Z, or both'"
                .to_string()
        })
}
