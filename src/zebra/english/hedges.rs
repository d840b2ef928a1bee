//! Words that keep a sentence from saying its two things go together, though every other word
//! of it would read as a plain link: the link is only nearly so ("the Brit *almost* lives in
//! the red house"), not real ("*pretended* to", "*wished*", "*could*", "*suppose*", "*had*
//! the Brit lived"), past ("*formerly*", "*used to*", "*gave up*"), denied in words the reader
//! does not count as a negation ("*denied* owning"), only possible ("does not
//! *necessarily*"), or of two people ("*both* the Brit's *neighbours* drink tea"). The reader
//! drops the puzzle's own verbs as links, so such a word would otherwise pass as one of them;
//! each refuses the sentence, naming it.
//!
//! Two more sentence shapes are refused here for the same reason, a plain link read where the
//! sentence says something else: a verb whose object is another person ("the Brit *visits
//! the man who* drinks tea" says nothing of the Brit drinking tea), and a value named like a
//! modal verb standing where the verb is ("the cat owner *will not be* Rose" on a puzzle with
//! a "Will"). Last, a contrast after a comma that names a value of the subject's own attribute
//! ("the Brit drinks tea, *not the Dane*") denies the Dane the tea; read as "the Brit is not
//! the Dane", true of any puzzle, it would lose that, so it is refused.

use super::cues;
use crate::zebra::case::among;
use crate::zebra::error::Clip;
use crate::zebra::model::{Constraint, Puzzle};

/// Words that make a link unreal, partial, past or denied.
#[rustfmt::skip]
const HEDGES: &str = "almost|nearly|barely|hardly|scarcely|pretended|pretends|pretend|pretending|\
    formerly|previously|allegedly|necessarily|mistaken|mistook|wished|wishes|wish|hoped|hopes|\
    dreamed|dreamt|dreams|imagined|imagines|intends|intended|tried|tries|denied|denies|deny|\
    denying|allergic|afraid|scared|stopped|quit|quits|ceased|abandoned|ex|previous|former|ideal|\
    dream|plus|supposed|expected|expects|expecting|wants|want|wanted|wanting|fears|feared|fear|\
    needs|need|needed|seeks|sought|craves|craved|misses|missed|lacks|lacked|false|untrue|ish|\
    immune|unaffected|resistant|invulnerable|probably|possibly|perhaps|maybe|presumably|supposedly|\
    reportedly|apparently|seemingly|suppose|supposing|assume|assuming|imagine|hypothetically|\
    theory|aliases|synonyms";

/// Words that bound an amount rather than name it: "*over* 40" is no "40".
#[rustfmt::skip]
const BOUNDS: &str = "over|above|past|beyond|under|below|about|around|approximately|roughly";

/// Two-word forms of the same: a verb whose meaning its next word turns ("*used to* live",
/// "*gave up* tea", "*wanted to* own").
#[rustfmt::skip]
const PAIRS: &[(&str, &str)] = &[
    ("used", "to"), ("wanted", "to"), ("wants", "to"), ("want", "to"),
    ("gave", "up"), ("give", "up"), ("given", "up"), ("gives", "up"), ("giving", "up"),
    ("ran", "out"), ("run", "out"), ("runs", "out"), ("would", "like"), ("would", "love"),
    ("claims", "to"), ("claimed", "to"), ("claim", "to"), ("claiming", "to"), ("looks", "like"),
    ("looked", "like"), ("look", "like"), ("named", "after"), ("called", "after"),
    ("sat", "out"), ("sit", "out"), ("sits", "out"), ("sitting", "out"), ("have", "to"),
];

/// Verbs that relate two people: "Rose *married* the cat owner" says nothing of Rose's pet.
/// (Before a value's name they may be the puzzle's own link: "Rose married Will" where the
/// husbands are an attribute.)
#[rustfmt::skip]
const BETWEEN_PEOPLE: &str = "married|marries|marry|wed|weds|met|meets|dated|dates|divorced|\
    befriended|admires|admired|envies|envied";

/// Modal verbs that make a link only possible; before "not" they deny it ("could not own"),
/// which the reader reads.
const MODALS: &str = "could|would|should|might|may";

/// Values' names that are also modal verbs: "Will", "May".
const MODAL_NAMES: &str = "will|may|can|must|might|shall";

/// Words that stand for a person the sentence describes by a clause: "the *man* who".
#[rustfmt::skip]
const PERSONS: &str = "man|woman|person|lady|guy|gentleman|boy|girl|one|fellow";

/// Link words that make the person after them the thing before them, or that read the clause
/// after them as a thing's ("kept *by* the man who", "the house *of* the man who").
#[rustfmt::skip]
const PERSON_LINKS: &str = "is|are|was|were|be|been|being|by|of|as|'s|whose|in|at|where|whom|does|\
    do|did|will|can|could|would|should|must";

/// Why a sentence must be refused for one of the words above, or `None`. `value_word(k)`:
/// whether word `k` is (part of) a value's name, which is never a hedge; `category_word(w)`:
/// whether `w` is a word of a category's name ("Harriet's second *stop*" names a position).
pub fn hedged(
    ws: &[String],
    value_word: &dyn Fn(usize) -> bool,
    category_word: &dyn Fn(&str) -> bool,
) -> Option<String> {
    let next = |k: usize| ws.get(k + 1).map_or("", String::as_str);
    (0..ws.len()).find_map(|k| {
        let w = ws[k].as_str();
        // "the Brit's *second* favourite drink", "his *first* pet", "the Brit's *next*
        // house": an order among the owner's things, no position ("Amy's *second* house" and
        // the like name one).
        let owned = k > 0 && among(ws[k - 1].as_str(), "'s|his|her|their|its");
        let order = cues::ordinal(w).is_some() || among(w, "last|next|previous|former");
        let named = (among(next(k), cues::UNITS) && cues::ordinal(w).is_some())
            || category_word(next(k))
            || among(next(k), "name|names");
        if owned && order && !named {
            return Some(format!(
                "'{} {}' orders the owner's own things, and is no position",
                Clip(&ws[k - 1]),
                Clip(w)
            ));
        }
        // (Only a listed word is looked up among the values: the look-up walks the pieces.)
        let listed = among(w, MODAL_NAMES)
            || among(w, HEDGES)
            || among(w, MODALS)
            || among(w, BOUNDS)
            || among(w, BETWEEN_PEOPLE)
            || PAIRS.iter().any(|pair| pair.0 == w)
            || among(w, "looks|look|looked|seems|seem|seemed|feels");
        if listed && value_word(k) {
            let modal = among(w, MODAL_NAMES)
                && (among(next(k), "be|have|not|never")
                    || (next(k) == "or" && ws.get(k + 2).is_some_and(|n| n == w)));
            return modal.then(|| {
                format!(
                    "'{}' stands where a verb does ('{} {}'), and may be no name of the puzzle",
                    Clip(w),
                    Clip(w),
                    Clip(next(k))
                )
            });
        }
        // "(not) necessarily in that order", "… respectively": the order of a list is left
        // open, which the list's forms read.
        let order = w == "necessarily" && among(next(k), "in|respectively");
        // "*Both* (of) the Brit's neighbours", "the neighbours of the Brit" (not "one of", "neither
        // of" them) drink tea: two people of one value, which no row has.
        let each = |x: &String| among(x, "one|either|neither|none");
        let both = ws.iter().any(|x| x == "both") || next(k) == "of";
        if among(w, "neighbours|neighbors") && both && !ws.iter().any(each) {
            return Some(format!(
                "'{}' gives two people one value, which no row has",
                Clip(w)
            ));
        }
        // ("*Had* the Brit lived …", "*Were* the Brit to …", "*Say* the Brit …": supposed.)
        if (among(w, HEDGES) || (k == 0 && among(w, "had|were|say"))) && !order {
            return Some(format!(
                "'{}' says the link is not quite, not really or no longer so, and the clue \
                 language cannot state that",
                Clip(w)
            ));
        }
        // "Amy looks 40": how she seems, not how old she is.
        let amount = |n: &str| cues::number(n.strip_prefix('$').unwrap_or(n)).is_some();
        // ("they seem to have a mind of their own" after a dash is another clause's.)
        let seeming = among(w, "looks|look|looked|seems|seem|seemed|feels");
        // ("seems to drink tea": a seeming too.)
        let to_be = next(k) == "to"
            && (ws.get(k + 2).is_some_and(|n| n == "be") || among(w, "seems|seemed"));
        if seeming && (amount(next(k)) || to_be) {
            return Some(format!(
                "'{}' says how something seems, and the clue language cannot state that",
                Clip(w)
            ));
        }
        if among(w, BOUNDS) && amount(next(k)) {
            return Some(format!(
                "'{} {}' bounds an amount rather than naming it, and the clue language cannot \
                 state that",
                Clip(w),
                Clip(next(k))
            ));
        }
        // "was used to make": a passive, where "used" is the puzzle's own verb.
        let passive = w == "used" && k > 0 && among(ws[k - 1].as_str(), "is|was|are|were|be");
        if PAIRS.contains(&(w, next(k))) && !passive {
            return Some(format!(
                "'{} {}' says the link is not quite, not really or no longer so, and the clue \
                 language cannot state that",
                Clip(w),
                Clip(next(k))
            ));
        }
        if among(w, MODALS) && !among(next(k), "not|never|") {
            return Some(format!(
                "'{}' says the link is not quite, not really or no longer so, and the clue \
                 language cannot state that",
                Clip(w)
            ));
        }
        // "married (to) the cat owner": an agent noun ("owner", "drinker") names the other.
        let agent = |n: &String| {
            among(n.as_str(), cues::LINKS) && (n.ends_with("er") || n.ends_with("ers"))
        };
        if among(w, BETWEEN_PEOPLE) && ws.iter().skip(k + 1).take(4).any(agent) {
            return Some(format!(
                "'{}' relates two people, and the clue language cannot say how",
                Clip(w)
            ));
        }
        let person = |j: usize| {
            matches!(ws.get(j).map(String::as_str), Some("the" | "a" | "an"))
                && ws.get(j + 1).is_some_and(|n| among(n.as_str(), PERSONS))
                && matches!(
                    ws.get(j + 2).map(String::as_str),
                    Some("who" | "whom" | "that")
                )
        };
        // "with" joins two people of one row where a row pairs people ("was at school *with*
        // the person who …"); after "lives" it puts a second person in one house.
        let lives = k > 0 && among(ws[k - 1].as_str(), "lives|live|lived|living");
        let acts = among(w, cues::LINKS) && !among(w, PERSON_LINKS) && (w != "with" || lives);
        (acts && person(k + 1)).then(|| {
            format!(
                "'{} {} {}' names another person, whom '{}' relates to rather than is",
                Clip(w),
                Clip(&ws[k + 1]),
                Clip(&ws[k + 2]),
                Clip(w)
            )
        })
    })
}

/// Why a reading of a sentence with ", not …" or a closing "not" is refused: a contrast
/// became a denial that two values of one attribute are one ([`super::negated::vacuous`]),
/// beside what the sentence says, so what it denies the second value is lost.
pub fn contrast_lost(p: &Puzzle, ws: &[String], read: &[Constraint]) -> Option<String> {
    // ", not the Dane", "and the Dane does not".
    let contrast = ws.windows(2).any(|w| w[0] == "," && w[1] == "not")
        || ws.last().is_some_and(|w| w == "not");
    (contrast && read.len() > 1 && super::negated::vacuous(p, read)).then(|| {
        "its 'not' denies the second thing what the sentence says of the first, and read as \
         the two being different people it would say nothing"
            .into()
    })
}
