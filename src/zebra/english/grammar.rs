//! How the pieces of a sentence combine into clues.
//!
//! A sentence has at most one relation cue and one negation. The mentions before the cue are
//! one side, those after it the other; when the cue stands first ("There is one house between
//! X and Y", "The house to the left of the red house is green") or last ("X and Y are
//! neighbours"), an "and" or the order of the mentions splits the side that has them. On each
//! side the first mention is the person (or house) spoken of and the others describe it ("the
//! Brit *who keeps dogs*"), which makes them the same; a mention joined by "and" that belongs
//! to the same attribute as the first is a second person ("the Brit and the Dane"), since two
//! values of one attribute are never one person. "At one of the ends" is read here; the forms
//! of a choice ("either X or Y", "neither X nor Y", "of X and Y, one … and the other …") in
//! [`choice`].
//!
//! Every mention is used by the reading; a sentence whose mentions do not fit a form is an
//! error that says what was understood.

use super::choice;
use super::cues::{Core, Modifier};
use super::pieces::{Kind, Mention, Piece};
use crate::zebra::error::Clip;
use crate::zebra::model::{Constraint, Puzzle, Relation, Term};

/// A mention and the index of its piece.
#[derive(Clone, Copy, Debug)]
pub struct At {
    pub m: Mention,
    pub piece: usize,
}

/// How a sentence read, or why it did not, in words for the error message.
pub type Reading = Result<Vec<Constraint>, String>;

fn name(p: &Puzzle, m: Mention) -> String {
    match m {
        Mention::Item(i) => format!("'{}'", Clip(p.value_name(i))),
        Mention::Pos(q) => format!("position {}", p.label(q)),
        Mention::Ends => "the ends".into(),
    }
}

/// "found 'A', 'B' and 'C'".
fn found(p: &Puzzle, ms: &[At]) -> String {
    let names: Vec<String> = ms.iter().map(|a| name(p, a.m)).collect();
    match names.len() {
        0 => "found no value or position".into(),
        1 => format!("found only {}", names[0]),
        k => format!("found {} and {}", names[..k - 1].join(", "), names[k - 1]),
    }
}

pub fn term(m: Mention) -> Result<Term, String> {
    match m {
        Mention::Item(i) => Ok(Term::Item(i)),
        Mention::Pos(q) => Ok(Term::Pos(q)),
        Mention::Ends => Err("'the ends' can only be where someone is or is not".into()),
    }
}

fn attribute(p: &Puzzle, m: Mention) -> Option<usize> {
    match m {
        Mention::Item(i) => Some(p.attribute_of(i)),
        Mention::Pos(_) | Mention::Ends => Some(usize::MAX),
    }
}

/// The relation a cue states, with whether its two sides swap ("right of" is "left of" read
/// backwards).
pub fn relation(
    p: &Puzzle,
    core: Option<(Core, Option<i64>, &str)>,
    immediate: bool,
    neg: bool,
) -> Result<(Relation, bool), String> {
    let Some((core, num, word)) = core else {
        return Ok((
            if neg {
                Relation::NotSame
            } else {
                Relation::Same
            },
            false,
        ));
    };
    let cannot = |what: &str| Err(format!("{what} cannot be stated in the clue language"));
    if neg && !matches!(core, Core::Same | Core::Different | Core::Next) {
        return cannot(&format!("'not {word}'"));
    }
    if let Some(d) = num {
        if d <= 0 {
            return Err(format!(
                "the distance {d} before '{word}' is not a positive number"
            ));
        }
        if !core.takes_number() {
            return Err(format!("'{word}' takes no number"));
        }
    }
    let ascending = p.labels.windows(2).all(|w| w[0] < w[1]);
    let descending = p.labels.windows(2).all(|w| w[0] > w[1]);
    let consecutive = p.labels.windows(2).all(|w| w[1] - w[0] == 1);
    let sided = |left: bool| -> Result<(Relation, bool), String> {
        match num {
            None if immediate => Ok((Relation::ImmLeft, !left)),
            None => Ok((Relation::LeftOf, !left)),
            Some(1) => Ok((Relation::ImmLeft, !left)),
            Some(d) if consecutive => Ok((Relation::LabelDiff(if left { -d } else { d }), false)),
            Some(_) => cannot(&format!(
                "a count of positions '{word}' on labels that are not consecutive"
            )),
        }
    };
    match core {
        Core::Same => Ok((
            if neg {
                Relation::NotSame
            } else {
                Relation::Same
            },
            false,
        )),
        Core::Different => Ok((
            if neg {
                Relation::Same
            } else {
                Relation::NotSame
            },
            false,
        )),
        Core::Next => Ok((
            if neg {
                Relation::NotNextTo
            } else {
                Relation::NextTo
            },
            false,
        )),
        Core::Left => sided(true),
        Core::Right => sided(false),
        Core::Between => match num {
            Some(d) => Ok((Relation::Away(d + 1), false)),
            None => cannot("'between' without a number of houses"),
        },
        Core::Away => match num {
            Some(d) => Ok((Relation::Away(d), false)),
            None => Err(format!(
                "'{word}' needs a distance, as in 'two houses {word}'"
            )),
        },
        Core::Less | Core::More => {
            let less = core == Core::Less;
            if let Some(d) = num {
                return Ok((Relation::LabelDiff(if less { -d } else { d }), false));
            }
            if ascending {
                sided(less)
            } else if descending {
                sided(!less)
            } else {
                cannot(&format!(
                    "'{word}' on position labels that are not in order"
                ))
            }
        }
    }
}

/// x REL y as a constraint, a value first where the relation allows.
pub fn rel(x: Mention, r: Relation, swap: bool, y: Mention) -> Result<Constraint, String> {
    let (mut x, mut y) = (term(x)?, term(y)?);
    if swap {
        std::mem::swap(&mut x, &mut y);
    }
    let symmetric = matches!(
        r,
        Relation::Same
            | Relation::NotSame
            | Relation::NextTo
            | Relation::NotNextTo
            | Relation::Away(_)
    );
    if let (Term::Pos(_), Term::Item(_)) = (x, y) {
        if symmetric {
            std::mem::swap(&mut x, &mut y);
        }
    }
    if let (Term::Pos(_), Term::Pos(_)) = (x, y) {
        return Err("it relates two positions and no value".into());
    }
    Ok(Constraint::Rel { x, rel: r, y })
}

/// One side of a sentence: the persons it speaks of, and what describes each.
pub struct Side {
    pub heads: Vec<Mention>,
    pub same: Vec<(Mention, Mention)>,
}

/// The words that make what follows a description of the person before them ("the person
/// *who* drinks tea and keeps a dog").
const RELATIVE: &[&str] = &["who", "whose", "which", "that"];

/// A side's persons. A mention joined by "and" is a second person when it belongs to the
/// first one's attribute, or when no relative word stands between the start of the side and
/// the "and": "lives next to the tea drinker and the dog owner" names two neighbours, not one
/// person who drinks tea and keeps the dog.
pub fn side(p: &Puzzle, ws: &[String], pieces: &[Piece], ms: &[At]) -> Side {
    let mut heads: Vec<Mention> = vec![];
    let mut same = vec![];
    // The side starts after the relation cue before its first mention, if any.
    let start = ms.first().map_or(0, |a| {
        pieces[..a.piece]
            .iter()
            .rev()
            .find(|q| matches!(q.kind, Kind::Core(..)))
            .map_or(0, |q| q.word + 1)
    });
    for (k, a) in ms.iter().enumerate() {
        let and = (k > 0)
            .then(|| {
                pieces[ms[k - 1].piece + 1..a.piece]
                    .iter()
                    .find(|q| q.kind == Kind::And)
            })
            .flatten();
        let second = and.is_some_and(|q| {
            attribute(p, a.m) == attribute(p, heads[0])
                || !ws[start..q.word]
                    .iter()
                    .any(|w| RELATIVE.contains(&w.as_str()))
        });
        match heads.last() {
            Some(&h) if !second => same.push((h, a.m)),
            _ => heads.push(a.m),
        }
    }
    Side { heads, same }
}

pub fn describe(s: &Side, out: &mut Vec<Constraint>) -> Result<(), String> {
    for &(h, d) in &s.same {
        out.push(rel(h, Relation::Same, false, d)?);
    }
    Ok(())
}

fn mentions(pieces: &[Piece]) -> Vec<At> {
    pieces
        .iter()
        .enumerate()
        .filter_map(|(k, q)| match q.kind {
            Kind::Mention(m) => Some(At { m, piece: k }),
            _ => None,
        })
        .collect()
}

/// What the sentence names, for an error message: "found 'A' and 'B'".
pub fn understood(p: &Puzzle, pieces: &[Piece]) -> String {
    found(p, &mentions(pieces))
}

/// Whether piece `k` is "left" as a verb: before the amount of another cue ("Linda *left* 2
/// days after Maddy").
pub fn verb_left(ws: &[String], pieces: &[Piece], k: usize) -> bool {
    let w = pieces[k].word;
    ws[w] == "left"
        && pieces[k].kind == Kind::Core(Core::Left, None)
        && ws
            .get(w + 1)
            .is_some_and(|n| super::cues::number(n.strip_prefix('$').unwrap_or(n)).is_some())
        && pieces[k + 1..]
            .iter()
            .any(|q| matches!(q.kind, Kind::Core(Core::Less | Core::More, Some(_))))
}

/// The clue(s) of a sentence.
pub fn combine(p: &Puzzle, ws: &[String], pieces: &[Piece]) -> Reading {
    let ms = mentions(pieces);
    let what = found(p, &ms);
    combine_mentions(p, ws, pieces, &ms).map_err(|why| format!("{what}, but {why}"))
}

/// Words that make a sentence a condition ("if … then …", "… only if …", "unless"), which
/// the clue language cannot state; a sentence opening with "when" is one too.
const CONDITIONS: &[&str] = &["if", "unless", "whenever", "provided", "iff", "implies"];

/// Why a sentence with a condition word is refused, or `None` when it has none.
pub fn condition(ws: &[String]) -> Option<String> {
    let (_, w) = ws
        .iter()
        .enumerate()
        .find(|(k, w)| CONDITIONS.contains(&w.as_str()) || (*k == 0 && *w == "when"))?;
    Some(format!(
        "it is a condition ('{w}'), which the clue language cannot state"
    ))
}

fn combine_mentions(p: &Puzzle, ws: &[String], pieces: &[Piece], ms: &[At]) -> Reading {
    if let Some(why) = condition(ws) {
        return Err(why);
    }
    let count = |k: Kind| pieces.iter().filter(|q| q.kind == k).count();
    let first = |f: &dyn Fn(Kind) -> bool| pieces.iter().position(|q| f(q.kind));
    if ms.len() < 2 {
        return Err("a clue relates two things".into());
    }
    let cores: Vec<usize> = (0..pieces.len())
        .filter(|&k| matches!(pieces[k].kind, Kind::Core(..)) && !verb_left(ws, pieces, k))
        .collect();
    let cue = |k: usize| match pieces[k].kind {
        Kind::Core(c, d) => (c, d, ws[pieces[k].word].as_str()),
        _ => unreachable!("cores holds only cue pieces"),
    };
    if cores.len() > 1 {
        let words: Vec<String> = cores.iter().map(|&k| format!("'{}'", cue(k).2)).collect();
        return Err(format!(
            "it has several relations ({}) and a clue states one",
            words.join(", ")
        ));
    }
    let core = cores.first().map(|&k| cue(k));
    let negs = count(Kind::Neg) + count(Kind::Neither);
    if count(Kind::Neg) > 1 {
        return Err("it has two negations".into());
    }
    let immediate = pieces
        .iter()
        .any(|q| q.kind == Kind::Modifier(Modifier::Immediate));
    let or = first(&|k| k == Kind::Or || k == Kind::Nor);
    let one = first(&|k| k == Kind::One);
    let other = first(&|k| k == Kind::Other);
    if let (Some(one), Some(other)) = (one, other) {
        return choice::one_each(
            ms,
            one,
            other,
            core.is_some_and(|c| c.0 != Core::Same) || negs > 0,
        );
    }
    if let Some(o) = or {
        return choice::or_form(p, ws, pieces, ms, o, core, immediate, negs);
    }
    if count(Kind::Neither) > 0 {
        return Err("'neither' has no 'nor'".into());
    }
    let neg = negs > 0;
    if let (Some(c), Some(n)) = (cores.first(), first(&|k| k == Kind::Neg)) {
        // "X does not live next to Y" negates the relation; in "X lives next to the person
        // who does not drink tea" or "the person who does not drink tea lives next to X" it
        // describes someone, which the clue language cannot say.
        let opening = ws[pieces[n].word] == "no" || n == 0;
        if n > *c || (ms[0].piece > n && !opening) {
            return Err("its 'not' describes someone rather than the relation".into());
        }
    }
    let split_at = cores
        .first()
        .copied()
        .or_else(|| first(&|k| k == Kind::Neg));
    let (mut left, mut right): (Vec<At>, Vec<At>) = match split_at {
        Some(c) => ms.iter().partition(|a| a.piece < c),
        None => {
            // "A and the man from Moscow are physicians": an "and" with no link before it
            // joins two people, and what is said of both is no link between them.
            let joined = pieces[ms[0].piece + 1..ms[1].piece]
                .iter()
                .any(|q| q.kind == Kind::And);
            let linked = pieces[..ms[1].piece].iter().any(|q| q.kind == Kind::Link);
            if joined && !linked {
                return Err("'and' joins two of them and nothing relates them".into());
            }
            (vec![ms[0]], ms[1..].to_vec())
        }
    };
    if left.is_empty() && core.is_none() {
        // "The person who does not drink tea keeps dogs": the negation is about the two.
        left = vec![right.remove(0)];
    }
    if left.is_empty() || right.is_empty() {
        let all = if left.is_empty() { right } else { left };
        let and = (all[0].piece..all[all.len() - 1].piece).find(|&k| pieces[k].kind == Kind::And);
        (left, right) = match and {
            Some(k) => all.iter().partition(|a| a.piece < k),
            None if split_at.is_some_and(|c| c < all[0].piece) => {
                // "The house to the left of the red house is green": the first named is
                // the one the cue points from.
                (all[1..].to_vec(), vec![all[0]])
            }
            None => {
                return Err(format!(
                    "'{}' has nothing on one side",
                    core.map_or("not", |c| c.2)
                ))
            }
        };
    }
    let (r, swap) = relation(p, core, immediate, neg)?;
    if core.is_none() && !neg && count(Kind::Link) == 0 {
        return Err("no relation between them".into());
    }
    let (ls, rs) = (side(p, ws, pieces, &left), side(p, ws, pieces, &right));
    let mut out = vec![];
    describe(&ls, &mut out)?;
    describe(&rs, &mut out)?;
    for &x in &ls.heads {
        for &y in &rs.heads {
            out.extend(pair(p, x, r, swap, y)?);
        }
    }
    Ok(out)
}

/// The main relation between two heads; "at one of the ends" becomes "in the first or the
/// last position".
fn pair(p: &Puzzle, x: Mention, r: Relation, swap: bool, y: Mention) -> Reading {
    let (item, ends) = match (x, y) {
        (Mention::Ends, Mention::Ends) => return Err("it relates the ends to the ends".into()),
        (Mention::Ends, m) | (m, Mention::Ends) => (term(m)?, true),
        _ => (Term::Pos(0), false),
    };
    if !ends {
        return Ok(vec![rel(x, r, swap, y)?]);
    }
    let (first, last) = (Term::Pos(0), Term::Pos(p.n() - 1));
    match r {
        Relation::Same if p.n() > 1 => Ok(vec![Constraint::Either {
            x: item,
            y: first,
            z: last,
        }]),
        Relation::NotSame => Ok(vec![
            Constraint::Rel {
                x: item,
                rel: Relation::NotSame,
                y: first,
            },
            Constraint::Rel {
                x: item,
                rel: Relation::NotSame,
                y: last,
            },
        ]),
        _ => Err("only being or not being at one of the ends can be stated".into()),
    }
}
