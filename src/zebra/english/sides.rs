//! The parts every sentence form builds with: a mention's term, a relation between two
//! mentions, and a side of a sentence (the thing spoken of and what describes it). The forms
//! themselves are in [`super::grammar`] and [`super::choice`].

use super::cues::Core;
use super::pieces::{Kind, Mention, Piece};
use crate::zebra::case::among;
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

pub fn name(p: &Puzzle, m: Mention) -> String {
    match m {
        Mention::Item(i) => format!("'{}'", Clip(p.value_name(i))),
        Mention::Pos(q) => format!("position {}", p.label(q)),
        Mention::Ends => "the ends".into(),
    }
}

/// "found 'A', 'B' and 'C'".
pub fn found(p: &Puzzle, ms: &[At]) -> String {
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

pub fn attribute(p: &Puzzle, m: Mention) -> Option<usize> {
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
const RELATIVE: &str = "who|whose|which|that";

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
                    .any(|w| among(w.as_str(), RELATIVE))
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
