//! Clues in English: a clue line that is not in the clue language is read as an English
//! sentence ("The Englishman lives in the red house.") and becomes one or more clues of the
//! language. Reading goes in four steps, each in its own file: [`tokens`] cuts the sentence
//! into words, [`mentions`] finds the values and positions it names, [`pieces`] sorts the
//! other words into relation cues ([`cues`]), negations, connectives and fillers, and
//! [`grammar`] combines them. A sentence that fits no form, or has a word nothing can place,
//! is an error naming the line and saying what was understood, never a guess.

mod amounts;
mod as_printed;
mod asides;
mod between;
mod chains;
mod choice;
mod clauses;
mod closed;
mod compare;
mod conjoined;
mod cues;
mod descriptions;
mod doubts;
mod gaps;
mod grammar;
mod hedges;
mod hours;
mod intro;
mod kinds;
mod lists;
mod mentions;
mod negated;
mod orders;
mod owned;
mod phrases;
mod pieces;
mod predicates;
mod ratio;
mod rows;
mod scales;
mod scopes;
mod shared;
mod short_forms;
mod sides;
mod some_order;
mod statements;
mod story;
mod structure;
mod tokens;
mod totals;
mod translate;
mod traps;
mod typo;
mod wording;
mod wrong_senses;

use super::error::{is_integer, Clip, ZebraError};
use super::labels;
use super::model::{Constraint, Puzzle, Term};

use cues::number as tokens_number;
use mentions::Lexicon;
pub(crate) use statements::{lead, letter};
use std::cell::RefCell;
use tokens::and_list;
pub(crate) use tokens::printed_number;
pub use translate::translate;

/// What a word inside a value's name of several words reads as once the value is found: no
/// word (words never hold a blank), so no form takes it for one of its own.
const NAME_PART: &str = "(part of a name)";

/// The English reader of one puzzle (its value names, built once for all its lines).
pub(crate) struct English {
    lexicon: Lexicon,
    /// The words the last line read took as its story ([`story`]), for `--translate`.
    story: RefCell<Vec<String>>,
    /// The words the last line read left out as what two people share ([`shared`]), for
    /// `--translate`.
    shared: RefCell<Vec<String>>,
    /// The words of the line being read as printed, which reported words are traced to.
    printed: RefCell<Vec<String>>,
}

impl English {
    pub(crate) fn new(p: &Puzzle) -> English {
        English {
            lexicon: Lexicon::new(p),
            story: RefCell::new(vec![]),
            shared: RefCell::new(vec![]),
            printed: RefCell::new(vec![]),
        }
    }

    /// Reads `text` at `line` as English after the clue language refused it with `refusal`.
    /// Only "not a clue form" and "no such name" refusals are worth a second reading; the
    /// clue language's other errors (a position that does not exist, a name two attributes
    /// share) stand. `clue_reads(line)`: whether the clue language reads a line, to offer a
    /// misspelt relation word's fix only when the fixed line reads. (kinds.rs's
    /// `English::read` adds the `group:` headers' words.)
    fn read_sentence(
        &self,
        p: &Puzzle,
        line: usize,
        text: &str,
        refusal: ZebraError,
        clue_reads: &dyn Fn(&str) -> bool,
    ) -> Result<Vec<Constraint>, ZebraError> {
        self.forget_reported();
        let whole = self.read_with(p, line, text, refusal.clone(), Some(clue_reads), true);
        // A line of several sentences read whole is read as one sentence, which it is not
        // after a full stop or where "he" or "she" opens a clause: only its parts may read.
        let several = clauses::several(text) || predicates::shaped(&self.lexicon, text);
        if whole.is_ok() && !several {
            return whole;
        }
        let parts = match clauses::split(text) {
            Some(parts) => self.read_parts(p, line, parts, &refusal, clue_reads),
            None => self.read_predicates(p, line, text, &refusal, clue_reads),
        };
        // (A line of the puzzle's structure states nothing that could be misread: "Four boys
        // are at home. Figure out …".)
        match parts {
            Ok(out) => Ok(out),
            Err(_) if whole.as_ref().is_ok_and(Vec::is_empty) || whole.is_err() => whole,
            Err(Some(e)) => Err(e),
            Err(None) => Err(ZebraError::English {
                line,
                message: "it holds more than one sentence or clause, and they do not read \
                          one by one: a 'he' or 'she' may stand for more than one thing the \
                          sentence before names, a word points back at it, or a verb after \
                          ', and' has no one thing for its subject"
                    .into(),
            }),
        }
    }

    /// [`English::read`]; without `clue_reads`, no fix for a misspelt word is looked for.
    /// `stories`: whether the puzzle's own words may link what the sentence names (not when
    /// checking that a misspelt word's fix reads: the fix must read as the relation it is).
    fn read_with(
        &self,
        p: &Puzzle,
        line: usize,
        text: &str,
        refusal: ZebraError,
        clue_reads: Option<&dyn Fn(&str) -> bool>,
        stories: bool,
    ) -> Result<Vec<Constraint>, ZebraError> {
        if !matches!(
            refusal,
            ZebraError::Syntax { .. } | ZebraError::UnknownName { .. }
        ) {
            return Err(refusal);
        }
        let english = |message: String| ZebraError::English { line, message };
        // A lettered statement ("a) Ellyfish plays grunge music.") is one part of the clue
        // before it ("exactly two of the following are true"), not a fact of its own.
        if let Some(label) = tokens::letter_label(text) {
            return Err(english(format!(
                "'{label}' marks a statement that belongs to the clue before it, which the clue \
                 language cannot state (only some of such statements are true)"
            )));
        }
        // A line longer than any English clue is no sentence: the clue language's refusal
        // says more about it.
        let Some(ws) = tokens::words(&tokens::clean(text)) else {
            return Err(refusal);
        };
        if let Some(read) = self.inclusive_or(p, line, &ws, &refusal, clue_reads, stories) {
            return read;
        }
        // "A and B snitched a total of six": each side read as a sentence of its own.
        let side = |implied: &str| self.read_with(p, line, implied, refusal.clone(), None, stories);
        if let Some(read) = totals::read(p, line, &ws, side) {
            return read;
        }
        if let Some(found) = some_order::find(&self.lexicon, &ws) {
            let read =
                |implied: &str| self.read_with(p, line, implied, refusal.clone(), None, stories);
            return some_order::read(line, found, read);
        }
        // A line of the puzzle's structure ("There are five houses.", "Based on these
        // clues:", the question) states no clue, when the whole line is one of its forms.
        // (A question inside quotes is something a person in the story says, which may be
        // a clue: "Did you notice that we all wear different colours than our names?")
        let question = text.trim_end().ends_with('?');
        let setting = || {
            phrases::setting(&self.lexicon, &ws)
                .map(structure::Structure::Count)
                .or_else(|| {
                    (phrases::each_different(&self.lexicon, &ws)
                        || amounts::header_range(p, &self.lexicon, &ws)
                        || orders::places_setting(p, &self.lexicon, &ws)
                        || intro::setting_then(p, &self.lexicon, &tokens::clean(text)))
                    .then_some(structure::Structure::Intro)
                })
        };
        match structure::structure(&ws, question).or_else(setting) {
            Some(structure::Structure::Count(k)) if k != p.n() as i64 => {
                return Err(english(format!(
                    "it says there are {k}, but the puzzle has {} positions",
                    p.n()
                )));
            }
            // "If the first house is not red, who lives where?": the premise is a clue.
            Some(structure::Structure::Question) if ws.iter().any(|w| w == "if") => {
                let premise = intro::premise(&ws)
                    .ok_or_else(|| english(grammar::condition(&ws).unwrap_or_default()))?;
                return self.read_with(p, line, &premise, refusal, None, stories);
            }
            Some(structure::Structure::Question) if intro::states_before(&self.lexicon, &ws) => {
                return Err(english(intro::STATES_BEFORE.into()));
            }
            Some(_) => return Ok(vec![]),
            None => {}
        }
        // A floor puzzle's opening line names the people and floors; set phrases ("the
        // first house on the left", "the top floor") become the words the reader reads.
        if let Some(intro) = phrases::floors_intro(p, &self.lexicon, &ws) {
            return intro.map(|()| vec![]).map_err(english);
        }
        let ws = owned::rewrite(p, &self.lexicon, &ws);
        let ws = phrases::rewrite(p, &self.lexicon, &ws).map_err(english)?;
        let ws = wording::rewrite(p, &self.lexicon, &ws);
        // "did better than": the order's own comparison, pointed by its category.
        let ws = orders::rewrite(&ws);
        let ws = scales::ordinal_steps(p, &self.lexicon, &ws);
        // "twice as many as": read as the comparison it implies, whose order becomes the ratio.
        if let Some(found) = ratio::find(p, &ws) {
            let read = |implied: &str| self.read_with(p, line, implied, refusal, None, stories);
            return ratio::read(line, found, read);
        }
        // Two facts a line, each read as a sentence of its own: "X is somewhere between A and
        // B, in that order", a chain ("A is older than B, who is older than C") and a closing
        // aside ("…, whose name was not Ilsa Harsch").
        if let Some(parts) = phrases::between_in_order(&ws)
            .or_else(|| chains::split(&ws))
            .or_else(|| asides::split(&self.lexicon, &ws))
        {
            let mut out = vec![];
            for part in parts {
                out.extend(self.read_with(
                    p,
                    line,
                    &part.join(" "),
                    refusal.clone(),
                    None,
                    stories,
                )?);
            }
            return Ok(out);
        }
        // A number in digits too large to be one is that, not a word nothing can place.
        if let Some(w) = ws
            .iter()
            .find(|w| is_integer(w) && tokens_number(w).is_none())
        {
            return Err(ZebraError::NumberTooLarge {
                line,
                number: w.clone(),
            });
        }
        if let Some(why) = compare::may_verb(p, &ws) {
            return Err(english(why.into()));
        }
        let ws = compare::rewrite(p, &ws).map_err(english)?;
        let sorted =
            pieces::sort(&self.lexicon, &ws).map_err(|e| pieces::error(p, line, &ws, e))?;
        // The words inside a value's name of several words are the name's ("Books and *More*"):
        // none of them may change what the sentence says.
        let mut in_name = vec![false; ws.len()];
        for &k in &sorted.inside {
            in_name[k] = true;
        }
        let ws: Vec<String> = ws
            .iter()
            .zip(in_name)
            .map(|(w, inside)| if inside { NAME_PART.into() } else { w.clone() })
            .collect();
        // A word of a category's name or of a printed label ("5 *games*", "3 *day*").
        let category_word = &|w: &str| {
            self.lexicon.is_attribute_word(w)
                || super::labels::is_unit_word(w)
                || p.printed.as_ref().is_some_and(|l| {
                    l.names
                        .iter()
                        .any(|n| super::case::lowercase(n).split(' ').any(|x| x == w))
                })
        };
        // Whether word `k` is a value's word (a mention's words after its first).
        // The words inside a value's name are blanked above, so they are found by index.
        let covered = |k: usize| {
            sorted.inside.contains(&k)
                || sorted.pieces.iter().any(|q| {
                    let len = match q.kind {
                        pieces::Kind::Mention(pieces::Mention::Item(_)) => {
                            self.lexicon.value_at(&ws, q.word).map(|f| f.0)
                        }
                        pieces::Kind::Mention(_) => self
                            .lexicon
                            .position_at(&ws, q.word)
                            .and_then(|r| r.ok())
                            .map(|f| f.0),
                        _ => None,
                    };
                    len.is_some_and(|len| q.word <= k && k < q.word + len)
                })
        };
        // Words no reading may pass over: a second person after a possessive ("Chris's
        // *friend*"), a comparative of something the order is not ("a *larger* tin" on days).
        let value_word = |k: usize| {
            covered(k)
                || sorted
                    .pieces
                    .iter()
                    .any(|q| q.word == k && matches!(q.kind, pieces::Kind::Mention(_)))
        };
        if let Some(why) = story::someone_else(&ws, &value_word, category_word)
            .or_else(|| compare::foreign_comparative(p, &ws, &sorted.pieces))
            .or_else(|| hedges::hedged(&ws, &value_word, category_word))
            .or_else(|| {
                between::between_people(p, &ws, &sorted.pieces, &sorted.unplaced, &value_word)
            })
            .or_else(|| traps::trapped(p, &ws, &sorted.pieces, &value_word))
        {
            return Err(english(why));
        }
        // "The four bikes are A, B and C", "A, B and C are all different bikes".
        if grammar::condition_among(&ws, &sorted.pieces).is_none() {
            if let Some(read) = lists::read(p, &ws, &sorted.pieces, &sorted.unplaced, category_word)
            {
                return read.map_err(english);
            }
        }
        if !sorted.unplaced.is_empty() {
            // A condition is refused as one whatever else the line holds: a word the reader
            // cannot place is no typo to correct ("unless" is not "less").
            if let Some(why) = grammar::condition_among(&ws, &sorted.pieces) {
                return Err(english(why));
            }
            // A plain comparison carries the puzzle's own verbs and nouns ("Oliver paid 1
            // dollar more than Irene"). It is tried before looking for a misspelt relation
            // word: its one cue is known, so its unknown words are the puzzle's ("finished …
            // behind Nellie's *flower*" is no "lower"); a name that looks misspelt still wins.
            if typo::suggestion(p, &ws, &sorted.unplaced).is_none() {
                if let Some(pieces) = compare::tolerate(p, &ws, &sorted.pieces, &sorted.unplaced) {
                    let read = grammar::combine(p, &ws, &pieces).ok();
                    if let Some(read) = read.filter(|r| closed::same_attribute(p, r).is_none()) {
                        return Ok(read);
                    }
                }
            }
            if let Some(clue_reads) = clue_reads {
                // A fixed line may read in either language; the English reading of it is
                // tried without looking for fixes again.
                let reads = |fixed: &str| {
                    clue_reads(fixed)
                        || self
                            .read_with(p, line, fixed, refusal.clone(), None, false)
                            .is_ok()
                };
                if let Some((word, fix)) = typo::relation_word(text, &ws, &sorted.unplaced, &reads)
                {
                    return Err(ZebraError::UnknownWord {
                        line,
                        word,
                        suggestion: fix.to_string(),
                    });
                }
            }
            if let Some(s) = typo::suggestion(p, &ws, &sorted.unplaced) {
                return Err(ZebraError::UnknownName {
                    line,
                    name: s.0,
                    suggestion: Some(s.1),
                });
            }
            // "Frank and the Teacher both vote Tory": two people, whatever they share.
            if let Some((x, y, left)) =
                shared::read(p, &ws, &sorted.pieces, &sorted.unplaced, &covered)
            {
                self.report(&self.shared, &ws, left);
                let (x, y) = (Term::Item(x), Term::Item(y));
                let rel = super::model::Relation::NotSame;
                return Ok(vec![Constraint::Rel { x, rel, y }]);
            }
            // A story sentence: two things, the story's words, at most a denied verb.
            let story = if stories {
                story::read(
                    &ws,
                    &sorted.pieces,
                    &sorted.unplaced,
                    &covered,
                    category_word,
                    &|a, b| match (a, b) {
                        (pieces::Mention::Item(x), pieces::Mention::Item(y)) => {
                            p.attribute_of(x) == p.attribute_of(y)
                        }
                        (pieces::Mention::Pos(_), pieces::Mention::Pos(_)) => true,
                        _ => false,
                    },
                )
            } else {
                story::Story::No
            };
            let mut unsafe_story = None;
            match story {
                story::Story::Read(pieces, taken) => {
                    let read = grammar::combine(p, &ws, &pieces).ok();
                    if let Some(read) = read.filter(|r| closed::same_attribute(p, r).is_none()) {
                        self.report(&self.story, &ws, &taken);
                        return Ok(read);
                    }
                }
                story::Story::Unsafe(why) => unsafe_story = Some(why),
                story::Story::No => {}
            }
            // The puzzle's own verbs and nouns link what the sentence names when nothing
            // else in it could change the meaning; a story the story reader found unsafe
            // (a pronoun, another person) is no plain link nor its denial either.
            let safe = unsafe_story.is_none()
                && stories
                && !story::points_elsewhere(&ws, &sorted.unplaced);
            let adverbs = match p.printed.as_ref() {
                Some(l) => l.kind != labels::Kind::Ordinal,
                None => (0..p.n()).any(|q| p.labels[q] != q as i64 + 1),
            };
            let links = if safe {
                closed::as_links(
                    &ws,
                    &sorted.pieces,
                    &sorted.unplaced,
                    category_word,
                    adverbs,
                )
            } else {
                None
            };
            if let Some(pieces) = links {
                let read = grammar::combine(p, &ws, &pieces).ok();
                if let Some(read) = read.filter(|r| closed::same_attribute(p, r).is_none()) {
                    return Ok(read);
                }
            }
            // Or deny that link ("Wanda's sighting didn't happen in July").
            // The denial reader has narrower checks of its own (one denial between the two
            // things, no other meaning word) and reads "exactly" and "nothing" itself; any
            // other doubt the story reading found ("was not *happy* with") stops it too.
            let denied = if stories
                && unsafe_story.as_ref().is_none_or(story::denial_may_read)
                && !story::points_elsewhere(&ws, &sorted.unplaced)
            {
                negated::read(&ws, &sorted.pieces, &sorted.unplaced, category_word)
            } else {
                None
            };
            if let Some(pieces) = denied {
                let read = grammar::combine(p, &ws, &pieces).ok();
                let read = read.filter(|r| !negated::vacuous(p, r));
                if let Some(read) = read.filter(|r| closed::same_attribute(p, r).is_none()) {
                    return Ok(read);
                }
            }
            // The puzzle's own nouns and verbs inside the descriptions of a sentence with a
            // form ("the $8.00 task is either …").
            // A clause after a comma ("the Ivey child, who was born on a Tuesday") may state a
            // fact of its own, which the puzzle's own words must not hide.
            let clause = ws
                .windows(2)
                .any(|w| w[0] == "," && super::case::among(&w[1], "who|which|whose|where"));
            let absorbed = if clause {
                None
            } else {
                descriptions::absorb(
                    &ws,
                    &sorted.pieces,
                    &sorted.unplaced,
                    scales::one_scale(p) || scales::names_order(p, &self.lexicon, &ws),
                    category_word,
                )
            };
            if let Some(pieces) = absorbed {
                if closed::unaccounted(&ws, &pieces).is_empty() {
                    let read = grammar::combine(p, &ws, &pieces).ok();
                    if let Some(read) = read.filter(|r| closed::same_attribute(p, r).is_none()) {
                        return Ok(read);
                    }
                }
            }
            let words = self.as_printed(&ws, &sorted.unplaced);
            let words: Vec<String> = words.iter().map(|w| format!("'{}'", Clip(w))).collect();
            return Err(english(format!(
                "cannot place the word{} {} ({}){}{}",
                if words.len() == 1 { "" } else { "s" },
                and_list(&words),
                grammar::understood(p, &sorted.pieces),
                unsafe_story
                    .map(|why| format!("; they are not read as a story, since {why}"))
                    .unwrap_or_default(),
                typo::near_hint(p, &ws, &sorted.unplaced)
            )));
        }
        if let Some(why) = grammar::condition_among(&ws, &sorted.pieces) {
            return Err(english(why));
        }
        // A word that changes the meaning is read by a form or refuses the sentence.
        let loose = closed::unaccounted(&ws, &sorted.pieces);
        // "Gina doesn't have exactly 27 wins": the value named exactly, as printed.
        if !loose.is_empty() {
            if let Some(pieces) = negated::read(&ws, &sorted.pieces, &[], category_word) {
                let read = grammar::combine(p, &ws, &pieces).ok();
                let read = read.filter(|r| !negated::vacuous(p, r));
                if let Some(read) = read.filter(|r| closed::same_attribute(p, r).is_none()) {
                    return Ok(read);
                }
            }
        }
        if !loose.is_empty() {
            let words: Vec<String> = (self.printed_loose(&ws, &loose).iter())
                .map(|w| format!("'{}'", Clip(w)))
                .collect();
            return Err(english(format!(
                "{} {} what the sentence says, and no form the reader knows uses {} \
                 there ({})",
                and_list(&words),
                if words.len() == 1 {
                    "changes"
                } else {
                    "change"
                },
                if words.len() == 1 { "it" } else { "them" },
                grammar::understood(p, &sorted.pieces)
            )));
        }
        let read = grammar::combine(p, &ws, &sorted.pieces).map_err(english)?;
        if let Some(why) = hedges::contrast_lost(p, &ws, &read) {
            return Err(english(why));
        }
        match closed::same_attribute(p, &read) {
            Some(why) => Err(english(format!(
                "{}, but {why}",
                grammar::understood(p, &sorted.pieces)
            ))),
            None => Ok(read),
        }
    }
}

#[cfg(test)]
mod refusals;
#[cfg(test)]
mod test_support;
#[cfg(test)]
mod tests;
#[cfg(test)]
mod tests_asides;
#[cfg(test)]
mod tests_clauses;
#[cfg(test)]
mod tests_comparisons;
#[cfg(test)]
mod tests_descriptions;
#[cfg(test)]
mod tests_intro;
#[cfg(test)]
mod tests_kinds;
#[cfg(test)]
mod tests_negated;
#[cfg(test)]
mod tests_owned;
#[cfg(test)]
mod tests_phrases;
#[cfg(test)]
mod tests_predicates;
#[cfg(test)]
mod tests_printed;
#[cfg(test)]
mod tests_ratio;
#[cfg(test)]
mod tests_red;
#[cfg(test)]
mod tests_red10;
#[cfg(test)]
mod tests_rows;
#[cfg(test)]
mod tests_scales;
#[cfg(test)]
mod tests_shared;
#[cfg(test)]
mod tests_story;
#[cfg(test)]
mod tests_totals;
