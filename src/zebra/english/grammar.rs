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
use crate::zebra::case::among;
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
const CONDITIONS: &str = "if|unless|whenever|provided|iff|implies";

/// Why a sentence with a condition word is refused, or `None` when it has none.
pub fn condition(ws: &[String]) -> Option<String> {
    condition_among(ws, &[])
}

/// [`condition`], knowing the sentence's pieces: "provided" before one thing that ends the
/// sentence ("the one who arrived first *provided soup*") is the verb, since a condition
/// needs a clause after it.
pub fn condition_among(ws: &[String], pieces: &[Piece]) -> Option<String> {
    let (_, w) = ws.iter().enumerate().find(|&(k, w)| {
        (among(w.as_str(), CONDITIONS)
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
        && (k > 0 && among(ws[k - 1].as_str(), "who|which|that")
            || ws
                .get(k + 1)
                .is_some_and(|w| among(w.as_str(), "either|neither")))
}

/// Whether "provided" at `k` has one thing after it and nothing else: an article, a value or
/// position, the words of its name.
fn provides_one_thing(ws: &[String], pieces: &[Piece], k: usize) -> bool {
    let mut j = k + 1;
    if ws.get(j).is_some_and(|w| among(w.as_str(), "the|a|an")) {
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
    if let Some(why) = cores.first().and_then(|&c| gapped(ws, pieces, ms, c)) {
        return Err(why);
    }
    // "Of X and Y, one is owned by Z" without "the other": one of the two, or both.
    if ws.first().is_some_and(|w| w == "of") && ws.iter().any(|w| w == ",") {
        return Err(
            "'of … , …' without 'one … the other' picks among the things it names, which the \
             clue language cannot state"
                .into(),
        );
    }
    // "at the end of the week" is its last day, not either end.
    if let Some(k) = (0..ws.len().saturating_sub(3)).find(|&k| {
        ws[k] == "end"
            && ws[k + 1] == "of"
            && ws[k + 2] == "the"
            && among(
                ws[k + 3].as_str(),
                "week|month|year|day|evening|night|season|series",
            )
    }) {
        return Err(format!(
            "'end of the {}' is its last part, not either end, which the reader does not \
             read",
            ws[k + 3]
        ));
    }
    if let Some(why) = order_told(ws, pieces) {
        return Err(why);
    }
    if let Some(k) = (1..ws.len().saturating_sub(1))
        .find(|&k| ws[k] == "of" && ws[k + 1] == "them" && among(ws[k - 1].as_str(), ORDINALS))
    {
        return Err(format!(
            "'{} of them' counts among things the sentence names elsewhere, or none: which \
             they are is not said",
            ws[k - 1]
        ));
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
        if let Some(why) = and.and_then(|k| listed(ws, pieces, all[0].piece, k)) {
            return Err(why);
        }
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
                .is_some_and(|n| among(n.as_str(), super::cues::LINKS))
    })?;
    let relative = ws[from..and.word]
        .iter()
        .any(|w| among(w.as_str(), "who|whom|whose|which|that"));
    (!relative).then(|| {
        format!(
            "its 'and {}' opens a second verb, which the relation does not reach",
            ws[and.word + 1]
        )
    })
}

/// Verbs that make what follows an "and" a clause of its own: forms of "be", "do" and
/// "have", and the links' present forms in "-s" ("smokes", "lives"; not "drinkers").
fn finite(w: &str) -> bool {
    among(w, "is|are|was|were|does|do|did|has|have|had")
        || (among(w, super::cues::LINKS)
            && w.len() > 3
            && w.ends_with('s')
            && !w.ends_with("ss")
            && !w.ends_with("ers"))
}

/// Why words that say which of two comes first cannot be read with the sentence's relation:
/// "X and Y spoke on consecutive days, *in that order*" (the order of a relation the reader
/// reads either way round), "…, *Itakura first*" (an aside naming which one leads).
fn order_told(ws: &[String], pieces: &[Piece]) -> Option<String> {
    if let Some(k) = (0..ws.len().saturating_sub(2))
        .find(|&k| ws[k] == "in" && among(ws[k + 1].as_str(), "that|this") && ws[k + 2] == "order")
    {
        return Some(format!(
            "'{} {} {}' says which of them comes first, which the relation read here does not \
             keep",
            ws[k],
            ws[k + 1],
            ws[k + 2]
        ));
    }
    let comma = ws.iter().rposition(|w| w == ",")?;
    let named = pieces
        .iter()
        .any(|q| q.word == comma + 1 && matches!(q.kind, Kind::Mention(_)));
    let last = ws.last()?;
    (named && ws.len() > comma + 2 && among(last.as_str(), ORDINALS)).then(|| {
        format!(
            "', {} … {}' says which one leads, as an aside the reader does not follow",
            ws[comma + 1],
            last
        )
    })
}

/// Why the "and" at piece `and` cannot split a side in two: a comma before it, after the
/// side's first mention, is followed by another thing's name ("The two rimmed tortoise*,
/// Shelly,* and the tortoise from Romania"): a list of three, or a name set beside the first
/// (the same one), which the reader cannot tell apart.
fn listed(ws: &[String], pieces: &[Piece], first: usize, and: usize) -> Option<String> {
    let (from, to) = (pieces[first].word, pieces[and].word);
    let named = |k: usize| {
        pieces
            .iter()
            .any(|q| q.word == k && matches!(q.kind, Kind::Mention(_)))
    };
    (from..to)
        .find(|&c| {
            ws[c] == ","
                && (named(c + 1) || (ws.get(c + 1).is_some_and(|w| w == "the") && named(c + 2)))
        })
        .map(|_| {
            "its commas and 'and' may list three things or set a name beside the first, \
             which the reader cannot tell apart"
                .into()
        })
}

/// Places in a row that "of them" may count among ("the *first of them*").
#[rustfmt::skip]
const ORDINALS: &str = "first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|last|\
    middle|leftmost|rightmost|youngest|oldest";

/// Words that end a thing's name before what describes it ("the Dane *in* the red house").
const JOINERS: &str = "the|a|an|of|with|in|on|at|to|from|by|who|whose|which|that|where|whom|'s|\
    and|or|,|one|house|person";

/// Why the words after the relation cue `core` hold a second clause the relation does not
/// reach, read whole as more things it relates: "X and Y spoke on consecutive days *and Alice
/// on Monday*" (an "and" before anything the relation reaches: a clause with its verb left
/// out), "the Brit lives next to the green house *and the owner is* the Dane" or "*and the
/// Dane smokes* Blend" (a subject and its own verb after the "and", no relative word between),
/// "left of the green house *and the Dane white*" (two things side by side closing the line:
/// "and the Dane [is] white").
fn gapped(ws: &[String], pieces: &[Piece], ms: &[At], core: usize) -> Option<String> {
    let after: Vec<&At> = ms.iter().filter(|a| a.piece > core).collect();
    let first = after.first()?;
    if pieces[core + 1..first.piece]
        .iter()
        .any(|q| q.kind == Kind::And)
    {
        return Some(
            "its 'and' after the relation opens a clause of its own, whose verb is left out, \
             which the relation does not reach"
                .into(),
        );
    }
    // "The Adagio III, shorter than the Irish Pride, *is owned* by Betsy": the verb after
    // the aside's comma is the subject's.
    if let Some(c) = (pieces[core].word..ws.len())
        .find(|&c| ws[c] == "," && ws.get(c + 1).is_some_and(|w| finite(w)))
    {
        return Some(format!(
            "its ', {}' after the relation is the subject's verb, with an aside before it, \
             which the reader does not follow",
            ws[c + 1]
        ));
    }
    let ands: Vec<usize> = pieces[first.piece..]
        .iter()
        .filter(|q| q.kind == Kind::And)
        .map(|q| q.word)
        .collect();
    // "older than Shelly and Snappy *too*": Snappy may be older than Shelly too.
    let too = ws.last().is_some_and(|w| among(w.as_str(), "too|also"))
        || ws.ends_with(&["as".to_string(), "well".to_string()]);
    if too && !ands.is_empty() {
        return Some(
            "its 'and … too' may say the second one does the same, rather than that the \
             relation reaches it"
                .into(),
        );
    }
    for &a in &ands {
        // ("who keeps cats *and drinks* tea": the verb right after the "and" is the same
        // subject's, read by the forms of a second verb.)
        let Some(verb) = (a + 2..ws.len()).find(|&k| finite(&ws[k])) else {
            continue;
        };
        if ws.get(a + 1).is_some_and(|w| finite(w)) {
            continue;
        }
        // ("that one is white": a pointer, not a relative word.)
        let relative = (a + 1..verb).any(|k| {
            among(ws[k].as_str(), "who|whom|whose|which|where")
                || (ws[k] == "that" && ws.get(k + 1).is_none_or(|n| n != "one"))
        });
        if !relative {
            return Some(format!(
                "its 'and … {}' opens a clause with a subject of its own, which the relation \
                 does not reach",
                ws[verb]
            ));
        }
    }
    let [.., prev, last] = after[..] else {
        return None;
    };
    let (l, p) = (pieces[last.piece].word, pieces[prev.piece].word);
    let closing = pieces.iter().all(|q| q.word <= l) && l + 1 == ws.len();
    let side_by_side = l > p
        && prev.piece + 1 == last.piece
        && !among(ws[l - 1].as_str(), JOINERS)
        && ands.iter().any(|&a| a < p);
    (closing && side_by_side).then(|| {
        format!(
            "'{} {}' after its 'and' may be a clause whose verb is left out ('… is {}'), which \
             the relation does not reach",
            ws[p], ws[l], ws[l]
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

#[cfg(test)]
#[path = "tests_red6.rs"]
mod tests_red6;
