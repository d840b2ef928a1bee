//! The words that change a meaning, and the checks that keep a sentence from being read as
//! something it does not say.
//!
//! The reader drops fillers ("the", "person", "also") and links ("is", "owns"), so a word
//! that changes what a sentence says must never pass as one of them: "*Exactly* one of Amy
//! and Bob owns the cat", "Amy is *as* old *as* Bob", "Bob is someone *other than* the cat
//! owner" would otherwise read as plain "is". [`MEANING`] is the closed list of such words;
//! each is accepted only inside a form that uses it (a comparative with its "than", "each
//! other", "the other" of "one … the other", "exactly" before a counted distance), and any
//! other use refuses the sentence. Last, a reading that makes two values of one attribute
//! the same (or different) thing is refused: two values of one attribute are never one
//! person, so such a reading can only come from a sentence that says something else ("Amy
//! owns the cat and Bob owns the dog" is two clauses, not one).

use super::cues::{self, Core};
use super::pieces::{Kind, Mention, Piece};
use crate::zebra::case;
use crate::zebra::case::among;
use crate::zebra::error::Clip;
use crate::zebra::model::{Constraint, Puzzle, Relation, Term};

/// Words that change what a sentence means. The reader always recognises them: each is
/// either used by the form the sentence is read in, or the sentence is refused.
#[rustfmt::skip]
pub const MEANING: &str = "not|never|no|than|ahead|behind|before|after|more|less|fewer|if|unless|\
    only|or|either|neither|nor|except|excepting|same|different|both|each|every|all|exactly|\
    precisely|other|others|else|as|but|instead|unlike|least|most|some|any|none|whereas|although|\
    though|whether|then|so|rather|alone|nobody|when|while|whenever|once|until|unless|nothing";

/// The meaning words a sentence uses outside every form that accounts for them, in the order
/// they stand (each once).
pub fn unaccounted(ws: &[String], pieces: &[Piece]) -> Vec<String> {
    let mut kinds: Vec<Option<Kind>> = vec![None; ws.len()];
    for q in pieces {
        kinds[q.word] = Some(q.kind);
    }
    let kind_at = |i: usize| kinds[i];
    let has = |f: &dyn Fn(Kind) -> bool| pieces.iter().any(|q| f(q.kind));
    let comparative = has(&|k| matches!(k, Kind::Core(Core::Less | Core::More, _)));
    let counted = has(&|k| matches!(k, Kind::Core(_, Some(_))));
    let alternatives = has(&|k| matches!(k, Kind::Or | Kind::Nor | Kind::Either | Kind::Neither));
    let as_count = ws.iter().filter(|w| *w == "as").count();
    let mut out: Vec<String> = aside_negation(ws)
        .into_iter()
        .chain(name_ordinal(ws))
        .collect();
    for (i, w) in ws.iter().enumerate() {
        let w = w.as_str();
        if !among(w, MEANING) {
            continue;
        }
        let prev = i.checked_sub(1).map(|k| ws[k].as_str());
        let next = ws.get(i + 1).map(String::as_str);
        let accounted = match w {
            // Pieces the grammar reads: a cue, a negation, a connective, "one … the other".
            // ("as" is also a link, which accounts for nothing.)
            _ if kind_at(i).is_some_and(|k| k != Kind::Link) => true,
            "than" => comparative,
            "exactly" | "precisely" => counted,
            // "each other", "one another" say the relation goes both ways.
            "each" => next == Some("other"),
            "other" => prev == Some("each"),
            // "both" only stresses "X and Y both …"; beside an "or" it is "… or both".
            "both" => !alternatives,
            // "as" links ("known as", "the same … as"); "as … as" compares.
            "as" => as_count == 1,
            _ => false,
        };
        if !accounted && !out.iter().any(|o| o == w) {
            out.push(w.to_string());
        }
    }
    out
}

/// The negation of an aside set off by commas when the sentence goes on after it: in "Leon,
/// who is not King, is 25" the "is 25" belongs to Leon, yet read clause by clause it would go
/// to King. No form reads such an aside, so its negation refuses the sentence; nor one that
/// opens with its negation.
fn aside_negation(ws: &[String]) -> Option<String> {
    let commas: Vec<usize> = (0..ws.len()).filter(|&i| ws[i] == ",").collect();
    commas.windows(2).find_map(|pair| {
        let (open, close) = (pair[0], pair[1]);
        let aside = &ws[open + 1..close];
        // "The Brit, *not* the Dane, drinks tea": the aside denies its thing what the
        // sentence goes on to say, and read clause by clause the Dane would drink the tea.
        let opening = |k: usize| aside.get(k).map(String::as_str);
        let relative = matches!(
            opening(0),
            Some("who" | "which" | "whose" | "not" | "never")
        ) || (matches!(opening(0), Some("and" | "but"))
            && opening(1) == Some("not"));
        let negation = aside.iter().find(|w| among(w.as_str(), "not|never|no"));
        (relative && close + 1 < ws.len())
            .then_some(negation)
            .flatten()
            .cloned()
    })
}

/// "first" or "last" before "name": a part of a person's name, not a position ("Calla's last
/// name isn't Ingham" says nothing of the last place). No form reads it, so it refuses the
/// sentence rather than pass as a position.
fn name_ordinal(ws: &[String]) -> Option<String> {
    ws.windows(2)
        .find(|w| among(w[0].as_str(), "first|last|middle") && among(w[1].as_str(), "name|names"))
        .map(|w| format!("{} {}", w[0], w[1]))
}

/// Why a reading is refused: it makes two values of one attribute the same thing, or offers
/// one value as an alternative for another of its own attribute. (Saying two such values
/// differ, as "the Brit and the Dane live in different houses" does, is true and stays.)
pub fn same_attribute(p: &Puzzle, read: &[Constraint]) -> Option<String> {
    let attribute = |t: Term| match t {
        Term::Item(i) => Some(p.attribute_of(i)),
        Term::Pos(_) => None,
    };
    let one = |a: Term, b: Term| attribute(a).is_some() && attribute(a) == attribute(b);
    let text = |t: Term| format!("'{}'", Clip(&p.term_text(t)));
    // Values the reading makes one, followed through: "the rock is the apple" and "the rock
    // is the pear" make the apple the pear, though neither clause says so.
    if let Some((a, b)) = merged(p, read) {
        return Some(format!(
            "its reading would make {} and {} one and the same, and two values of one \
             attribute never are: the sentence says something the reader does not follow",
            text(a),
            text(b)
        ));
    }
    for c in read {
        let clash = match *c {
            Constraint::Rel {
                x,
                rel: Relation::Same,
                y,
            } => one(x, y).then_some((x, y)),
            Constraint::Either { x, y, z } => {
                [y, z].into_iter().find(|&v| one(x, v)).map(|v| (x, v))
            }
            Constraint::OneEach { x, y, z, w } => [(x, z), (x, w), (y, z), (y, w)]
                .into_iter()
                .find(|&(a, b)| one(a, b)),
            _ => None,
        };
        if let Some((a, b)) = clash {
            return Some(format!(
                "its reading would make {} and {} one and the same, and two values of one \
                 attribute never are: the sentence says something the reader does not follow",
                text(a),
                text(b)
            ));
        }
    }
    None
}

/// Two values of one attribute (or two positions) that the reading's "is"s join through a
/// third thing.
fn merged(p: &Puzzle, read: &[Constraint]) -> Option<(Term, Term)> {
    let mut classes: Vec<Vec<Term>> = vec![];
    for c in read {
        let Constraint::Rel {
            x,
            rel: Relation::Same,
            y,
        } = *c
        else {
            continue;
        };
        let find = |cs: &Vec<Vec<Term>>, t: Term| cs.iter().position(|k| k.contains(&t));
        let joined = match (find(&classes, x), find(&classes, y)) {
            (Some(i), Some(j)) if i == j => continue,
            (Some(i), Some(j)) => {
                let other = classes.remove(i.max(j));
                let keep = i.min(j);
                classes[keep].extend(other);
                keep
            }
            (Some(i), None) => {
                classes[i].push(y);
                i
            }
            (None, Some(j)) => {
                classes[j].push(x);
                j
            }
            (None, None) => {
                classes.push(vec![x, y]);
                classes.len() - 1
            }
        };
        let k = &classes[joined];
        for (n, &a) in k.iter().enumerate() {
            for &b in &k[n + 1..] {
                let clash = match (a, b) {
                    (Term::Item(i), Term::Item(j)) => p.attribute_of(i) == p.attribute_of(j),
                    (Term::Pos(i), Term::Pos(j)) => i != j,
                    _ => false,
                };
                if clash {
                    return Some((a, b));
                }
            }
        }
    }
    None
}

/// Verbs and prepositions that relate two things without making them one: never read as a
/// link however plain the rest of the sentence ("Amy beat the Brit" is no "Amy is the Brit").
/// Verbs that only speak of a thing, fear, fake or part with it ("mentions", "dreads",
/// "resembles", "threw out") are no link either. Also the words for a property no grid holds, a gender: they say something of one thing,
/// and the clause beside them names another ("Sam's surgeon is a woman, the movie star's is
/// male" is no "Sam is the movie star").
#[rustfmt::skip]
pub const NOT_LINKS: &str = "beat|beats|defeated|defeats|outscored|outran|outranked|outsold|\
    preceded|precedes|trailed|trails|hates|hated|dislikes|disliked|avoids|avoided|lacks|lacked|\
    without|against|opposite|across|facing|faces|faced|instead|rather|replaced|replaces|missed|\
    misses|failed|fails|refused|refuses|declined|rejected|skipped|above|below|under|beneath|over|\
    near|far|nearer|farther|apart|between|beyond|past|until|till|since|later|earlier|sooner|prior|\
    following|follows|followed|next|versus|vs|unlike|differs|differ|except|male|female|males|\
    females|hate|hating|dislike|avoid|lack|miss|skip|skips|despise|despises|despised|loathe|\
    loathes|loathed|detest|detests|detested|shun|shuns|shunned|ignore|ignores|ignored|twice|\
    thrice|double|triple|half|times|quarter|mentions|mentioned|mention|misplaced|misplaces|forgot|\
    forgets|forgotten|discarded|discards|dreads|dreaded|dread|terrified|fakes|faked|imitates|\
    imitated|resembles|resembled|owes|owed|rejects|reject|refuse|decline|declines|threw|throws|\
    rid|swapped|swaps|traded|trades|exchanged|exchanges|lends|lent|plans|planned|planning|\
    remembers|remembered|recalls|recalled|thinks|thought|sacked|sacks|dismissed|dismisses|\
    resigned|resigns|sued|sues|envies|envied|envy|competes|competed|compete|outbid|outbids|rivals|\
    applied|applies|protest|protests|quest";

/// Nouns ending in "-ier" that are no comparative ("the *soldier* called Gummer", "the
/// *terrier*").
#[rustfmt::skip]
const IER_NOUNS: &str = "soldier|soldiers|cashier|courier|barrier|frontier|premier|pier|tier|\
    dossier|chandelier|financier|glacier|grenadier|brigadier|cavalier|clothier|furrier|collier|\
    terrier|terriers|carrier|farrier|hosier|croupier|bombardier|gondolier|fusilier|vizier|rapier|\
    atelier|sommelier|hotelier|couturier|costumier";

/// Whether `w` is a comparative in "-ier" ("happ*ier*", "earl*ier*"): not one of
/// [`IER_NOUNS`].
pub fn ier_comparative(w: &str) -> bool {
    w.ends_with("ier") && !among(w, IER_NOUNS)
}

/// Whether `w` relates two things without making them one ([`NOT_LINKS`]): such a word is
/// never dropped as one of the puzzle's own words.
pub fn relates_apart(w: &str) -> bool {
    among(w, NOT_LINKS)
}

/// The sentence's pieces with its unplaced words read as links, when they may be: the
/// puzzle's own verbs and nouns ("Dana *paid* $8.25", "the *ship* Vesper *sailed* in
/// March") join the things a sentence names when nothing else in it could change the
/// meaning: no relation cue, negation, connective or meaning word at all, and every
/// unplaced word a plain word that is neither a number nor a word that relates two things
/// apart ([`NOT_LINKS`]) nor a comparative or superlative form.
/// `category_word`: whether a word is one of a category's name; `adverbs`: whether the
/// positions are printed labels that are not ordinals, so that "first" or "last" before a verb
/// can only be an adverb.
pub fn as_links(
    ws: &[String],
    pieces: &[Piece],
    unplaced: &[usize],
    category_word: &dyn Fn(&str) -> bool,
    adverbs: bool,
) -> Option<Vec<Piece>> {
    let plain = |w: &str| {
        w.chars().all(case::alphabetic)
            && super::cues::number(w).is_none()
            && super::cues::ordinal(w).is_none()
            && !among(w, NOT_LINKS)
            && !among(w, MEANING)
            && !w.ends_with("est")
            && !ier_comparative(w)
    };
    // On positions printed as labels of another kind (heights, prices, dates), an ordinal right
    // before one of the puzzle's verbs in "-ed" is an adverb ("Mt. Ingram was *first* climbed
    // by Gerry"), no place: dropped. Where the positions are a count or ordinals it may be
    // the place ("the cat was first adopted" in an order of adoption), and refuses.
    let adverb = |q: &Piece| {
        adverbs
            && matches!(q.kind, Kind::Mention(Mention::Pos(_)))
            && among(ws[q.word].as_str(), "first|last")
            && unplaced.contains(&(q.word + 1))
            && ws[q.word + 1].ends_with("ed")
    };
    let kept: Vec<Piece> = pieces.iter().copied().filter(|q| !adverb(q)).collect();
    let pieces = &kept[..];
    // Only values and printed labels: any other position word may be an adverb too ("played
    // *second*"), and an "and" may join two people of whom something is said ("A and C are
    // engineers").
    let bare = pieces.iter().all(|q| {
        matches!(q.kind, Kind::Mention(_) | Kind::Link) && !worded_position(ws, q, category_word)
    });
    let meaning = ws.iter().any(|w| among(w.as_str(), MEANING) && w != "as");
    if !bare || meaning || ws.iter().filter(|w| *w == "as").count() > 1 {
        return None;
    }
    if !unplaced.iter().all(|&k| plain(&ws[k])) {
        return None;
    }
    let mut out = pieces.to_vec();
    out.extend(unplaced.iter().map(|&word| Piece {
        kind: Kind::Link,
        word,
    }));
    crate::sort::sort_by_key(&mut out, |q| q.word);
    Some(out)
}

/// An ordinal word that names a printed label ("positions: placement: first, second, …") where
/// nothing can follow it as the verb it would modify: at the end of the sentence, before a
/// form of "be" or a joining word, or before "place" ("Ophelia finished *second*", "the
/// ostrich that finished *first* was …", "the rose that won *second* place"), not before one
/// of the puzzle's own words ("was *first* climbed").
fn ordinal_label(ws: &[String], k: usize, category_word: &dyn Fn(&str) -> bool) -> bool {
    category_word(&ws[k])
        && ws
            .get(k + 1)
            .is_none_or(|n| among(n.as_str(), "is|was|are|were|and|or|nor|,|place|position"))
}

/// A position named by a word that may be an adverb ("played in 4 games *last* season", "the
/// *second* song to be played after", "was *first* climbed"), not by a printed label ("$160",
/// "March", "4"): with the puzzle's own words about, such a word is no safe position.
/// A number in words, or a small one in digits away from a word of a category's name ("5
/// *games*", "*size* 6"), counts things ("adopted three cats") rather than naming a label.
pub fn worded_position(ws: &[String], q: &Piece, category_word: &dyn Fn(&str) -> bool) -> bool {
    let w = ws[q.word].as_str();
    match q.kind {
        Kind::Mention(Mention::Ends) => true,
        Kind::Mention(Mention::Pos(_)) => {
            (cues::ordinal(w).is_some() && !ordinal_label(ws, q.word, category_word))
                || cues::number(w).is_some_and(|n| {
                    let beside = |k: Option<usize>| {
                        k.and_then(|k| ws.get(k)).is_some_and(|n| category_word(n))
                    };
                    !w.chars().all(|c| c.is_ascii_digit())
                        || (n <= 12 && !beside(Some(q.word + 1)) && !beside(q.word.checked_sub(1)))
                })
                || among(
                    w,
                    "last|middle|centre|center|leftmost|rightmost|far|end|house|position|\
                    left|right|number|floor|top|bottom",
                )
        }
        _ => false,
    }
}

/// Words ending in "-est" that are no superlative: nouns ("contest", "guest") and adjectives
/// of no degree ("a *modest* fortune", "an *honest* man").
#[rustfmt::skip]
const EST_WORDS: &str = "contest|forest|interest|request|harvest|protest|guest|quest|nest|test|\
    chest|crest|conquest|inquest|digest|arrest|manifest|west|modest|honest|priest";

/// Whether a word ending in "-est" is a superlative ("largest", "best"), not one of the
/// [`EST_WORDS`].
pub fn est_superlative(w: &str) -> bool {
    w.ends_with("est") && !among(w, EST_WORDS)
}
