//! Story sentences, as British logic-problem magazines print them: "Chris Cockcroft's package
//! contained a very large tin of biscuits", "Ricardo Richman didn't engage the services of Dick
//! Drill". A sentence that names exactly two things of different attributes, with no relation
//! word and no word of the closed meaning list ([`closed::MEANING`]) besides one negation of its
//! verb, says the two go together (or, negated, that they do not): its other words are the
//! story. The reading is taken only where no word could point at a third thing: a pronoun
//! ("he", "this", "the former"), a possessive of something the sentence does not name ("one
//! *lad's* Aunt Amelia"), a noun for another person ("his *aunt*", "her *friend*"), a
//! comparative ("a *larger* tin"), or a verb whose object is a person the clause after "who"
//! describes ("Amy *married* the man who owns the cat"). A negation must deny the sentence's
//! verb ("wasn't sent", "didn't engage", "was not the one who"), not describe a state ("was
//! not happy with"). Each such sentence is refused naming the word. `--translate` says which
//! words were taken as the story.
//!
//! A line of several sentences is read sentence by sentence ([`super::clauses`]) when it does
//! not read whole.

use super::closed::{self, MEANING};
use super::cues;
pub use super::doubts::{Doubt, DoubtKind};
use super::pieces::{Kind, Mention, Piece};
use crate::zebra::case;
use crate::zebra::case::among;

/// Words that stand for something the sentence does not name.
#[rustfmt::skip]
pub const POINTERS: &str = "he|she|it|they|him|them|this|these|those|former|latter|himself|\
    herself|itself|themselves|someone|somebody|anyone|anybody|everyone|everybody|another|whoever|\
    i|me|we|us|you|my|our|your|mine|yours|ours|he's|she's|it's|they're|i'm|i've|we've|you're|\
    former's|latter's|either's";

/// Nouns for a second person, beside [`super::descriptions::RELATIONAL`]: "his *mum*", "her
/// *friend*", "the *customer*". (A person word such as "man" or "lad" is the thing named
/// itself: "the man from Mobile".)
#[rustfmt::skip]
const OTHERS: &str = "mum|mom|dad|mummy|daddy|grandma|grandpa|granny|grandad|gran|friend|friends|\
    guest|guests|customer|customers|client|clients|kids|children|wives|husbands|parents|relative|\
    relatives|stepmother|stepfather|godmother|godfather";

/// Nouns for another person that count only after a possessive ("the Brit's *maid*", "*his*
/// lawyer", "*whose* landlady"): elsewhere some are verbs or things ("to nurse", "a coach").
#[rustfmt::skip]
const OWNED_OTHERS: &str = "neighbours|neighbors|landlady|maid|butler|servant|servants|visitor|visitors|lodger|\
    housemate|flatmate|fiancée|doctor|dentist|lawyer|solicitor|accountant|tailor|nanny|child|kid|\
    lover|grandchild|grandchildren|stepson|stepdaughter|laws|family|household|gardener|chauffeur|\
    housekeeper|nurse|tutor|coach|trainer|manager|agent|bodyguard|sweetheart|companion|buddy|\
    acquaintance|host|hostess|godson|goddaughter|secretary|staff|valet|cook|maidservant|carer|\
    caretaker|cleaner|fan|fans|roadie|roadies|crew|groupies|audience|editor|colleague|boss|\
    assistant|photographer|cameraman|priest";

/// Comparative forms ending in "-er" that do not end in "-ier": "a *larger* tin".
#[rustfmt::skip]
const COMPARATIVES: &str = "higher|lower|larger|smaller|bigger|greater|longer|shorter|cheaper|\
    dearer|older|younger|taller|faster|slower|further|farther|nearer|later|earlier|lighter|better|\
    worse|richer|poorer|wider|narrower|thicker|thinner|stronger|weaker|newer|sooner|warmer|colder|\
    hotter|cooler|deeper|harder|softer|louder|quieter|smarter|bolder|plainer|kinder|fewer|elder|\
    upper|inner|outer|former|latter|second|third";

/// Forms of "be", "do", "have" and the modals: a negation of a verb stands after one.
#[rustfmt::skip]
const AUXILIARIES: &str = "is|was|are|were|be|been|being|do|does|did|has|have|had|can|could|will|\
    would|should|must|may|might|shall";

const BE: &str = "is|was|are|were|be|been|being";

/// Past participles that do not end in "-ed": "was not *sent* to".
#[rustfmt::skip]
const PARTICIPLES: &str = "sent|given|taken|made|chosen|won|held|bought|brought|found|seen|told|\
    sold|thrown|worn|shown|written|eaten|kept|paid|driven|known|born|grown|hit|run|put|set|met|\
    led|lent|spent|built|caught|taught|fought|sung|drunk|ridden|flown|struck";

/// Words that open a clause describing the thing before them.
const RELATIVES: &str = "who|whom|whose|which|that|where";

/// What the story reading makes of a sentence.
pub enum Story {
    /// The sentence's pieces, its story words read as links; the story words.
    Read(Vec<Piece>, Vec<usize>),
    /// A sentence of two things the story reading would join, with a word that makes the
    /// reading unsafe.
    Unsafe(Doubt),
    /// Not a story sentence (not two things, or a relation word of another kind).
    No,
}

/// The story reading of a sentence: `ws` its words, `pieces` and `unplaced` as sorted,
/// `covered(k)`: whether word `k` is part of a value's name (a mention's words after its first).
/// `category_word(w)`: whether `w` is a word of a category's name; `one_attribute(a, b)`:
/// whether two mentions are values of one attribute.
pub fn read(
    ws: &[String],
    pieces: &[Piece],
    unplaced: &[usize],
    covered: &dyn Fn(usize) -> bool,
    category_word: &dyn Fn(&str) -> bool,
    one_attribute: &dyn Fn(Mention, Mention) -> bool,
) -> Story {
    let mentions: Vec<&Piece> = pieces
        .iter()
        .filter(|q| matches!(q.kind, Kind::Mention(_)))
        .collect();
    let named = |q: &Piece| match q.kind {
        Kind::Mention(Mention::Item(_)) => true,
        Kind::Mention(Mention::Pos(_)) => !closed::worded_position(ws, q, category_word),
        _ => false,
    };
    let negations: Vec<usize> = pieces
        .iter()
        .filter(|q| q.kind == Kind::Neg)
        .map(|q| q.word)
        .collect();
    // An "and" after both things joins two verbs of one clause ("… ended up in the river
    // *and* floated off"), one between two of the story's words joins those ("a biased *and*
    // untrustworthy judge"); anywhere else it may join two people.
    let last = mentions.last().map_or(0, |q| q.word);
    let between_story =
        |k: usize| k > 0 && unplaced.contains(&(k - 1)) && unplaced.contains(&(k + 1));
    // "a fortune of *just* $5 million": "just" right before a thing, in a sentence with no
    // relation cue, says "no more than" of that thing, and can sharpen no relation.
    let merely = |q: &Piece| {
        matches!(q.kind, Kind::Modifier(_))
            && ws[q.word] == "just"
            && pieces.iter().any(|m| m.word == q.word + 1 && named(m))
    };
    let others = pieces.iter().any(|q| match q.kind {
        Kind::Mention(_) | Kind::Link | Kind::Neg => false,
        Kind::And => q.word < last && !between_story(q.word),
        _ => !merely(q),
    });
    // "Kriegspiel Books *of* Warwick don't employ Gary Higgins": a thing that opens the
    // sentence and the one right after it, joined by "of", "in", "at" or "from", are one row
    // as every reading takes them ("Kriegspiel is Warwick"); the story links that row and
    // the third thing.
    let paired = mentions.len() == 3 && apposition(ws, pieces, mentions[0], mentions[1]);
    let (a, b) = if paired { (1, 2) } else { (0, 1) };
    if !(mentions.len() == 2 || paired)
        || !mentions.iter().all(|q| named(q))
        || others
        || unplaced.is_empty()
    {
        return Story::No;
    }
    let unsafe_word = |w: &str, kind: DoubtKind| Story::Unsafe(Doubt::new(w, kind));
    if negations.len() > 1 {
        return unsafe_word("", DoubtKind::Negations);
    }
    // "didn't eat *just* the toffee" says she ate more than the toffee.
    let just: Vec<usize> = pieces
        .iter()
        .filter(|q| merely(q))
        .map(|q| q.word)
        .collect();
    if !just.is_empty() && !negations.is_empty() {
        return unsafe_word("just", DoubtKind::Meaning);
    }
    let as_count = ws.iter().filter(|w| *w == "as").count();
    for (k, w) in ws.iter().enumerate() {
        let w = w.as_str();
        if among(w, MEANING) && !negations.contains(&k) && !(w == "as" && as_count == 1) {
            return unsafe_word(w, DoubtKind::Meaning);
        }
        if points_at(ws, k, unplaced) {
            return unsafe_word(w, DoubtKind::Pointer);
        }
        // "her" before a noun is a possessive ("her nose"); before anything else it is
        // someone ("gave her the book").
        if w == "her" {
            let next = ws.get(k + 1).map(String::as_str);
            let noun = next
                .is_some_and(|n| n != "," && !among(n, cues::FILLERS) && !among(n, cues::LINKS))
                || pieces.iter().any(|q| q.word == k + 1);
            if !noun {
                return unsafe_word(w, DoubtKind::Pointer);
            }
        }
        if (w == "one" || w == "ones")
            && !(k > 0 && ws[k - 1] == "the")
            && !ws.get(k + 1).is_some_and(|n| category_word(n))
        {
            return unsafe_word(w, DoubtKind::Third);
        }
        // Someone else: "his *aunt*", "Chris's *friend*" (a filler elsewhere).
        if (among(w, super::descriptions::RELATIONAL) || among(w, OTHERS)) && !covered(k) {
            return unsafe_word(w, DoubtKind::SomeoneElse);
        }
        // A possessive of something the sentence does not name: "one lad's Aunt Amelia". A
        // category's noun after a value is that value's row ("the reggae *band's* show").
        let row_noun = k > 1 && category_word(&ws[k - 1]) && covered(k - 2);
        if w == "'s" && !(k > 0 && covered(k - 1)) && !row_noun {
            let owner = k.checked_sub(1).map_or("'s", |o| ws[o].as_str());
            return unsafe_word(owner, DoubtKind::Owner);
        }
    }
    for &k in unplaced {
        let w = ws[k].as_str();
        if among(w, COMPARATIVES) || closed::est_superlative(w) || closed::ier_comparative(w) {
            return unsafe_word(w, DoubtKind::Comparative);
        }
        // ("beat", "opposite": no story word; the sentence is refused naming it.)
        if closed::relates_apart(w) {
            return Story::No;
        }
        if !w.chars().all(case::alphabetic)
            || cues::number(w).is_some()
            || cues::ordinal(w).is_some()
        {
            return unsafe_word(w, DoubtKind::Sign);
        }
    }
    // A story word before a new thing that a relative clause describes: the sentence's two
    // things may be a third person's ("Amy *married the* man *who* owns the cat"). ("The June
    // release in which Helen played a judge" opens no new thing before "which".)
    let (first, second) = (mentions[a].word, mentions[b].word);
    if let Some(r) = (first + 1..second).find(|&k| among(ws[k].as_str(), RELATIVES)) {
        let article = (first + 1..r).any(|k| among(ws[k].as_str(), "the|a|an"));
        let story_word = unplaced.iter().find(|&&k| k > first && k < r);
        if let Some(&k) = story_word.filter(|_| article) {
            return unsafe_word(
                &ws[k],
                DoubtKind::Described {
                    first: ws[first].clone(),
                    relative: ws[r].clone(),
                },
            );
        }
    }
    // (Two values of one attribute in an apposition would be read as one: every reading is
    // refused so, `closed::same_attribute`.)
    if let (Kind::Mention(x), Kind::Mention(y)) = (mentions[a].kind, mentions[b].kind) {
        if one_attribute(x, y) {
            return unsafe_word(
                &ws[mentions[a].word],
                DoubtKind::OneAttribute(ws[mentions[b].word].clone()),
            );
        }
    }
    if let Some(&n) = negations.first() {
        if ws[n] == "no" {
            return unsafe_word("no", DoubtKind::Meaning);
        }
        // "The birder *who didn't* photograph Wanda spotted the robin": a negation inside a
        // relative clause denies that clause, not the link between the two things. (A clause
        // that names a thing before the negation is over: "the task that starts at 11:00am
        // *doesn't* get …".)
        let clause = (0..n).rev().find(|&k| among(ws[k].as_str(), RELATIVES));
        let closed = |r: usize| mentions.iter().any(|q| q.word > r && q.word < n);
        if let Some(r) = clause.filter(|&r| !closed(r)) {
            return unsafe_word(&ws[n], DoubtKind::DeniesClause(ws[r].clone()));
        }
        if let Some(doubt) = negation(ws, n, pieces, unplaced) {
            return Story::Unsafe(doubt);
        }
    }
    let mut out: Vec<Piece> = pieces.iter().filter(|q| !merely(q)).copied().collect();
    // (`unplaced` is in word order: each "just" goes in at its place.)
    let mut taken = unplaced.to_vec();
    for &k in &just {
        let at = taken.partition_point(|&j| j < k);
        taken.insert(at, k);
    }
    out.extend(taken.iter().map(|&word| Piece {
        kind: Kind::Link,
        word,
    }));
    crate::sort::sort_by_key(&mut out, |q| q.word);
    Story::Read(out, taken)
}

/// Whether `x` opens the sentence (after an article at most) and `y` follows it joined by
/// "of", "in", "at" or "from" alone, after one word of the reader's own ("Kriegspiel *Books*
/// of Warwick", "the Rat and Hounds at Pilston"): one row. ("The letter to Amy from Bob" opens
/// with no such thing.)
fn apposition(ws: &[String], pieces: &[Piece], x: &Piece, y: &Piece) -> bool {
    let opens = ws[..x.word].iter().all(|w| among(w.as_str(), "the|a|an"));
    let mut k = x.word + 1;
    // A value's name of several words is blanked after its first word.
    while k < y.word && ws[k] == super::NAME_PART {
        k += 1;
    }
    if k < y.word && pieces.iter().any(|q| q.word == k && q.kind == Kind::Link) {
        k += 1;
    }
    let join = ws
        .get(k)
        .is_some_and(|w| among(w.as_str(), "of|in|at|from"));
    let rest = if ws.get(k + 1).is_some_and(|w| w == "the") {
        k + 2
    } else {
        k + 1
    };
    opens && join && rest == y.word
}

/// Whether the denial reader (`negated.rs`), which reads "exactly", "has nothing to do
/// with" and a "never" with no verb before it itself, may still read a sentence the story
/// reading found unsafe for `doubt`.
pub fn denial_may_read(doubt: &Doubt) -> bool {
    match doubt.kind {
        DoubtKind::Meaning => among(doubt.word.as_str(), "exactly|precisely|nothing"),
        DoubtKind::NoVerb => doubt.word == "never",
        _ => false,
    }
}

/// Whether word `k` is a verb in "-ing" going on to what it reaches ("isn't *going* to Mars",
/// "wasn't *visiting* the museum"): a denied verb, where "wasn't *interesting* to" says how
/// something was.
fn progressive(ws: &[String], k: usize, unplaced: &[usize]) -> bool {
    const ADJECTIVES: &str = "interesting|amusing|boring|charming|exciting|willing|surprising|\
        disappointing|annoying|pleasing|worrying|tiring|missing|outstanding";
    let w = ws[k].as_str();
    unplaced.contains(&k)
        && w.len() > 4
        && w.ends_with("ing")
        && !among(w, ADJECTIVES)
        && ws
            .get(k + 1)
            .is_some_and(|x| among(x.as_str(), "to|the|a|an|with|for|on|in|at"))
}

/// Why the negation at `n` may not deny the sentence's verb, if it may not.
fn negation(ws: &[String], n: usize, pieces: &[Piece], unplaced: &[usize]) -> Option<Doubt> {
    let before = n.checked_sub(1).map(|k| ws[k].as_str());
    if !before.is_some_and(|b| among(b, AUXILIARIES)) {
        return Some(Doubt::new(&ws[n], DoubtKind::NoVerb));
    }
    // An aside set off by commas may hold the negation or one of the two things. (A comma
    // that ends the sentence sets off nothing.)
    if ws[..ws.len() - 1].iter().any(|w| w == ",") {
        return Some(Doubt::new(&ws[n], DoubtKind::Aside));
    }
    if !before.is_some_and(|b| among(b, BE)) {
        return None;
    }
    // "was not sent", "isn't the one who", "wasn't on Wednesday", "isn't Amy": a denied link.
    // "was not happy with" says how someone was, not whether they go together.
    let Some(next) = ws.get(n + 1).map(String::as_str) else {
        return Some(Doubt::new(&ws[n], DoubtKind::EndsSentence));
    };
    let piece = pieces.iter().find(|q| q.word == n + 1).map(|q| q.kind);
    let denies = matches!(piece, Some(Kind::Mention(_) | Kind::Link))
        || among(
            next,
            "the|a|an|his|her|their|its|on|in|at|from|to|by|with|for",
        )
        || (unplaced.contains(&(n + 1)) && (next.ends_with("ed") || among(next, PARTICIPLES)))
        || progressive(ws, n + 1, unplaced);
    (!denies).then(|| Doubt::new(&ws[n], DoubtKind::State(next.to_string())))
}

/// Whether a sentence has a word that stands for something it does not name ("he", "this",
/// "the former"; not the "it" of "It was on Monday that …"): the puzzle's own words must not
/// link what it names, since they may speak of that other thing.
pub fn points_elsewhere(ws: &[String], unplaced: &[usize]) -> bool {
    (0..ws.len()).any(|k| points_at(ws, k, unplaced))
}

/// Whether word `k` stands for something the sentence does not name. "It was on Wednesday
/// that …", "It wasn't Sonia who …": the "it" of the sentence's form points at nothing; "these
/// *clues*": the noun says what is meant.
fn points_at(ws: &[String], k: usize, unplaced: &[usize]) -> bool {
    let w = ws[k].as_str();
    let cleft = k == 0 && w == "it" && ws.get(1).is_some_and(|b| among(b.as_str(), BE));
    let determiner = among(w, "this|these|those") && unplaced.contains(&(k + 1));
    among(w, POINTERS) && !cleft && !determiner
}

/// Why a noun for another person stands after a possessive, if one does: "Chris Cockcroft's
/// *friend* received the toffee", "his *aunt* sent the toffee" speak of a second person, so no
/// reading may link the owner to the thing. Words may stand between, a value among them ("Amy's
/// *best* friend", "the Brit's tea-drinking *neighbour*": the tea is the neighbour's, not the
/// Brit's), up to the verb or the next noun phrase ("the Brit's dog bit *the* neighbour").
/// A value's own words ("one lad's *Aunt* Amelia") and a category's ("Sharon's *client*" where
/// the clients are a category: the client in Sharon's row) are no such noun.
/// `at(k)`: whether word `k` is a value's word.
pub fn someone_else(
    ws: &[String],
    at: &dyn Fn(usize) -> bool,
    category_word: &dyn Fn(&str) -> bool,
) -> Option<String> {
    let person = |k: usize| {
        let w = ws[k].as_str();
        (among(w, super::descriptions::RELATIONAL) || among(w, OTHERS) || among(w, OWNED_OTHERS))
            && !at(k)
            && !category_word(w)
    };
    let owner = |k: usize| among(ws[k].as_str(), "'s|his|her|their|whose");
    // ("the man *whose neighbour* keeps dogs" is the neighbour cue's own form.)
    let neighbour = |k: usize| {
        ws[k] == "whose"
            && ws
                .get(k + 1)
                .is_some_and(|n| among(n.as_str(), "neighbour|neighbor|neighbours|neighbors"))
    };
    (0..ws.len()).find_map(|k| {
        if !owner(k) || neighbour(k) {
            return None;
        }
        // The noun phrase the possessive opens ends at a verb "be", a determiner or a
        // clause word; four words is as long as a described noun runs in a clue.
        let ends = |j: usize| {
            among(ws[j].as_str(), BE) || among(ws[j].as_str(), "the|a|an|who|that|which|and|or|,|;")
        };
        let noun = (k + 1..ws.len().min(k + 5))
            .take_while(|&j| !ends(j))
            .find(|&j| person(j))?;
        Some(format!(
            "'{}' after '{}' names someone else than its owner, and the clue language cannot \
             say who",
            ws[noun], ws[k]
        ))
    })
}

impl super::English {
    /// The words a line was read with as its story (this module), and the words it left out
    /// as what two people share ([`super::shared`]): empty when it was read otherwise (or not
    /// at all).
    pub(crate) fn story_words(
        &self,
        p: &crate::zebra::model::Puzzle,
        line: usize,
        text: &str,
    ) -> (Vec<String>, Vec<String>) {
        let refusal = crate::zebra::error::ZebraError::Syntax {
            line,
            text: text.to_string(),
            expected: String::new(),
        };
        match self.read(p, line, text, refusal, &|_| false) {
            Ok(_) => (self.story.borrow().clone(), self.shared.borrow().clone()),
            Err(_) => (vec![], vec![]),
        }
    }
}
