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
use super::sides::{describe, found, rel, relation, side, term, At, Reading};
use crate::zebra::model::{Constraint, Puzzle, Relation, Term};

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
    condition_among(ws, &[])
}

/// [`condition`], knowing the sentence's pieces: "provided" before one thing that ends the
/// sentence ("the one who arrived first *provided soup*") is the verb, since a condition
/// needs a clause after it.
pub fn condition_among(ws: &[String], pieces: &[Piece]) -> Option<String> {
    let (_, w) = ws.iter().enumerate().find(|&(k, w)| {
        (CONDITIONS.contains(&w.as_str())
            && !provided_verb(ws, k)
            && !provides_one_thing(ws, pieces, k))
            || (k == 0 && *w == "when")
    })?;
    Some(format!(
        "it is a condition ('{w}'), which the clue language cannot state"
    ))
}

/// "provided" as the verb it also is: in a relative clause ("the one *who provided*
/// mushrooms") or before a choice ("Ekum *provided either* dessert or nuts"), where no
/// condition can stand.
fn provided_verb(ws: &[String], k: usize) -> bool {
    ws[k] == "provided"
        && (k > 0 && matches!(ws[k - 1].as_str(), "who" | "which" | "that")
            || ws
                .get(k + 1)
                .is_some_and(|w| matches!(w.as_str(), "either" | "neither")))
}

/// Whether "provided" at `k` has one thing after it and nothing else: an article, a value or
/// position, the words of its name.
fn provides_one_thing(ws: &[String], pieces: &[Piece], k: usize) -> bool {
    let mut j = k + 1;
    if ws
        .get(j)
        .is_some_and(|w| matches!(w.as_str(), "the" | "a" | "an"))
    {
        j += 1;
    }
    ws[k] == "provided"
        && pieces
            .iter()
            .any(|q| q.word == j && matches!(q.kind, Kind::Mention(_)))
        && pieces.iter().all(|q| q.word <= j)
        && ws[j + 1..].iter().all(|w| w == super::NAME_PART)
}

fn combine_mentions(p: &Puzzle, ws: &[String], pieces: &[Piece], ms: &[At]) -> Reading {
    if let Some(why) = condition_among(ws, pieces) {
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
    if let Some(why) = cores.first().and_then(|&c| second_verb(ws, pieces, c)) {
        return Err(why);
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
    } else if core.is_none() && neg {
        if let Some(why) = denied_pair(ws, pieces, &right) {
            return Err(why);
        }
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

/// Why a denial of two things after it cannot be read: "the Brit does not keep cats *and*
/// drinks tea" goes on with a second verb the "not" does not reach, and "Chris didn't eat his
/// biscuits *on* Monday" may deny the day rather than the biscuits. Only a second thing that
/// describes the first ("the cats *of* the man in the red house", "the house *whose* owner
/// …", "the red house *with* the cats") is read with it.
fn denied_pair(ws: &[String], pieces: &[Piece], right: &[At]) -> Option<String> {
    let [first, second, ..] = right else {
        return None;
    };
    let between = &ws[pieces[first.piece].word + 1..pieces[second.piece].word];
    let has = |set: &[&str]| between.iter().any(|w| set.contains(&w.as_str()));
    if has(&["and", "but"]) {
        return Some("its 'not' may not reach what comes after the 'and'".into());
    }
    let describes = has(&[
        "who", "whom", "whose", "which", "that", "where", "of", "with",
    ]);
    (!describes).then(|| {
        format!(
            "its 'not' may deny '{}' or what follows it",
            ws[pieces[first.piece].word]
        )
    })
}

/// Why an "and" after the relation cue cannot be read as joining two things the relation
/// reaches: it opens a second verb of the sentence's subject ("the Brit lives next to the
/// German *and keeps* cats": the Brit keeps the cats). After a relative clause the verb may be
/// the clause's ("next to the man who keeps cats and drinks tea"), which reads.
fn second_verb(ws: &[String], pieces: &[Piece], core: usize) -> Option<String> {
    let from = pieces[core].word;
    let and = pieces[core..].iter().find(|q| {
        q.kind == Kind::And
            && ws
                .get(q.word + 1)
                .is_some_and(|n| super::cues::LINKS.contains(&n.as_str()))
    })?;
    let relative = ws[from..and.word]
        .iter()
        .any(|w| matches!(w.as_str(), "who" | "whom" | "whose" | "which" | "that"));
    (!relative).then(|| {
        format!(
            "its 'and {}' opens a second verb, which the relation does not reach",
            ws[and.word + 1]
        )
    })
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
