//! Verbs done with another person: "the Brit *talked to* the owner of the cats", "the judge
//! *met* Dora Flint". Talking to, meeting, visiting, helping or marrying someone is done with
//! someone else, so such a sentence never says that its two things go together, though the
//! reader would otherwise take the verb for one of the puzzle's own links. It is refused,
//! naming the words, where its object is a person:
//! - a person named by what they have or do: "the owner of …", "the tea drinker", "the man
//!   who …", "the woman with …";
//! - a value of a category of people ("name", "nationality", "occupation" …);
//! - such a value after "with" that follows a thing or a word of the story ("had lunch *with*
//!   Dora Flint"): a companion.
//!
//! A category that names each row's counterpart ("husband", "partner", "opponent" …) makes the
//! verb the puzzle's own link ("Rose married Will" where the husbands are a category), so
//! it reads. A value of any other category ("spoke for 5 minutes", "visited Paris", "lives
//! with the dogs") is no person, and reads as before.

use super::cues;
use super::pieces::{Kind, Mention, Piece};
use super::wrong_senses::quote_words;
use crate::zebra::case::{self, among, Lowered};
use crate::zebra::error::Clip;
use crate::zebra::model::Puzzle;

/// Verbs whose object stands right after them ("met Dora", "visited the Dane"), or after
/// "with", "to", "against" or "by" ("met with", "married to", "was visited by").
#[rustfmt::skip]
const DIRECT: &str = "met|meet|meets|meeting|married|marries|marry|marrying|wed|weds|dated|dates|\
    phoned|phones|phone|rang|rings|greeted|greets|kissed|kisses|hugged|hugs|thanked|thanks|\
    interviewed|interviews|hired|hires|employed|employs|befriended|befriends|invited|invites|\
    visited|visits|visit|visiting|helped|helps|help|helping|beat|beats|beaten|defeated|defeats|\
    accompanied|accompanies|sued|divorced|engaged|introduced|joined|joins|consulted|consults";

/// Verbs that reach their person only through a preposition ("talked *to*", "spoke *with*",
/// "lost *to*", "played *against*"): alone, their object is a thing ("speaks French").
#[rustfmt::skip]
const PHRASAL: &str = "talked|talks|talk|talking|spoke|speaks|speak|speaking|spoken|chatted|chats|\
    chat|chatting|argued|argues|argue|danced|dances|dance|wrote|writes|write|written|lives|live|\
    lived|living|sat|sits|sit|sitting|seated|lost|loses|lose|played|plays|play|competed|competes|\
    worked|works|waved|waves|listened|listens";

/// Link verbs of liking, following or calling, whose object may be a person ("*likes* the
/// tea drinker") as well as a thing ("likes tea").
#[rustfmt::skip]
const FEELING: &str = "likes|like|liked|loves|love|loved|enjoys|enjoy|enjoyed|prefers|prefer|\
    preferred|follows|follow|followed|following|watches|watch|watched|called|calls|call|chose|\
    chosen|chooses|picked|picks";

/// Verbs of living: "blue lives with German" is the clue language's "in one house", so a value
/// after them reads; a person described after them is a second person in the house.
const LIVING: &str = "lives|live|lived|living";

/// Prepositions that lead from a verb to the person it is done with ("by" only after a verb
/// of [`DIRECT`]: "was visited *by*", where "written *by*" names the writer).
const TO_PERSON: &str = "to|with|against";

/// Words of a category's name that make its values people. ("Friends", "students",
/// "guests" are left out: they may be the rows' people or each row's counterpart, as in
/// "the vacation *with* Neal" where the friends are the companions.)
#[rustfmt::skip]
const PEOPLE: &str = "name|names|surname|surnames|nationality|nationalities|occupation|\
    occupations|job|jobs|profession|professions|person|people|man|men|woman|women|girl|girls|boy|\
    boys|child|children|kid|kids|character|characters|who|resident|residents|owner|owners|career|\
    careers";

/// Words of a category's name that make its values each row's counterpart: the person the
/// verb is done with is the one in the subject's row.
#[rustfmt::skip]
const COUNTERPARTS: &str = "husband|husbands|wife|wives|spouse|spouses|partner|partners|date|\
    dates|opponent|opponents|rival|rivals|pal|pals|penpal|penpals|fiance|fiancee|boyfriend|\
    boyfriends|girlfriend|girlfriends|client|clients|customer|customers|patient|patients|visitor|\
    visitors|caller|callers|host|hosts|tutor|tutors|teacher|teachers|coach|coaches|mentor|mentors|\
    doctor|doctors|interviewer|escort|companion|companions|helper|helpers|sibling|siblings|\
    brother|brothers|sister|sisters|roommate|roommates|neighbour|neighbor|neighbours|neighbors|\
    bride|brides|groom|grooms|suitor|suitors|contact|contacts|boss|bosses|mother|father|son|\
    daughter|sons|daughters";

/// Words for a person a clause or phrase after them describes: "the *man* who …".
#[rustfmt::skip]
const PERSONS: &str = "man|woman|person|lady|guy|gentleman|boy|girl|one|fellow|men|women|people|\
    ladies|resident|occupant|individual|someone";

/// Why a sentence must be refused for a verb done with another person, or `None`.
/// `unplaced`: the words the reader could not place (the story's); `value_word(k)`: whether word `k` is (part of) a value's name, which is never the verb.
pub fn between_people(
    p: &Puzzle,
    ws: &[String],
    pieces: &[Piece],
    unplaced: &[usize],
    value_word: &dyn Fn(usize) -> bool,
) -> Option<String> {
    let category = |item: usize, words: &str| {
        let name = p.attributes[p.attribute_of(item)].name.lowered();
        name.split(|c: char| !case::alphanumeric(c))
            .any(|w| among(w, words))
    };
    let item_at = |j: usize| {
        pieces.iter().find_map(|q| match q.kind {
            Kind::Mention(Mention::Item(i)) if q.word == j => Some(i),
            _ => None,
        })
    };
    // The first value of a category of people, the subject a verb after it may relate.
    let first_person = pieces.iter().find_map(|q| match q.kind {
        Kind::Mention(Mention::Item(i)) if category(i, PEOPLE) => Some((q.word, i)),
        _ => None,
    });
    // A counterpart category anywhere in the sentence makes the verb its link.
    let counterpart = pieces.iter().any(|q| match q.kind {
        Kind::Mention(Mention::Item(i)) => category(i, COUNTERPARTS),
        _ => false,
    });
    // "Alice lectured before Charles *arrived*": a verb of the story after the value that
    // "before" or "after" compares with times another event (the same verb, or none, reads).
    for k in (1..ws.len()).filter(|&k| among(&ws[k], "before|after") && value_word(k + 1)) {
        let j = (k + 1..ws.len()).find(|&j| !value_word(j)).unwrap_or(k);
        if unplaced.contains(&j) && !ws[..k].contains(&ws[j]) {
            return super::wrong_senses::cannot_state(ws, k, j, "times another event");
        }
    }
    (0..ws.len()).find_map(|k| {
        let w = ws[k].as_str();
        if value_word(k) {
            return None;
        }
        // "had lunch *with* Dora Flint", "went to Rome *with* Al Hart": after a thing or a word
        // of the story, "with" names a companion ("the person *with* the Swede", "lives *with*"
        // and "goes *with*" are the clue language's own).
        if w == "with" && k > 0 && (unplaced.contains(&(k - 1)) || value_word(k - 1)) {
            let head = k + 1 + usize::from(ws.get(k + 1).is_some_and(|a| a == "the"));
            if let Some(i) = item_at(head).filter(|&i| category(i, PEOPLE) && !counterpart) {
                return Some(format!(
                    "'{} with {}' names a companion, another person, and the clue language \
                     cannot say how they relate",
                    Clip(&ws[k - 1]),
                    Clip(p.value_name(i))
                ));
            }
        }
        let next = ws.get(k + 1).map_or("", String::as_str);
        let through = among(next, TO_PERSON);
        // A verb of the story or of liking before an article may reach a person described
        // ("*knows* the tea drinker", "*likes* the man who …"): such an object is refused
        // below; a value after it is the story's own link ("fired Bill" reads as before).
        let feeling = unplaced.contains(&k) || among(w, FEELING);
        let story_verb = feeling && among(next, "the|a|an");
        // "Alice admires Garber": a person of another category than the subject's, named
        // right after a verb of the story or of liking that follows a value, is someone the
        // verb is done with ("the dodgy Harry Lymes" is no verb).
        let other = |h: usize| {
            let s = first_person
                .filter(|&(j, _)| j < k)
                .map(|q| p.attribute_of(q.1));
            item_at(h)
                .is_some_and(|i| category(i, PEOPLE) && s.is_some_and(|a| a != p.attribute_of(i)))
        };
        let object = if among(w, DIRECT) {
            let through = through || next == "by";
            k + 1 + usize::from(through)
        } else if among(w, PHRASAL) && through {
            k + 2
        } else if story_verb || (feeling && k > 0 && value_word(k - 1) && other(k + 1)) {
            k + 1
        } else {
            return None;
        };
        let article = ws
            .get(object)
            .is_some_and(|a| among(a.as_str(), "the|a|an"));
        let head = object + usize::from(article);
        let verb = ws[k..object.min(ws.len())].join(" ");
        // "the owner of the cats", "the tea drinker", "the man who …", "the woman with …".
        let agent = |n: &String| {
            among(n.as_str(), cues::LINKS)
                && (n.ends_with("er") || n.ends_with("ers") || n.starts_with("owner"))
        };
        let described = ws.get(head).is_some_and(|h| among(h.as_str(), PERSONS))
            && ws
                .get(head + 1)
                .is_some_and(|r| among(r.as_str(), "who|whom|that|whose|with|in|at|from|of"));
        let agent_noun = (head..(head + 4).min(ws.len())).find(|&j| article && agent(&ws[j]));
        if (described || agent_noun.is_some()) && !counterpart {
            // The words up to the agent noun ("knows the tea drinker"), or the verb and the
            // person's noun ("met man").
            let said = match agent_noun {
                Some(j) => quote_words(ws, k, j),
                None => format!(
                    "{} {}",
                    Clip(&verb),
                    Clip(ws.get(head).map_or("", String::as_str))
                ),
            };
            return Some(format!(
                "'{said}' does '{}' with another person, whom the sentence describes rather \
                 than names, and the clue language cannot say how they relate",
                Clip(&verb)
            ));
        }
        if among(w, LIVING) || story_verb {
            return None;
        }
        let person = item_at(head).filter(|&i| category(i, PEOPLE) && !counterpart)?;
        Some(format!(
            "'{}' is done with another person, and '{}' names one: the two are not one \
             person, and the clue language cannot say how they relate",
            Clip(&verb),
            Clip(p.value_name(person))
        ))
    })
}

#[cfg(test)]
#[path = "tests_between.rs"]
mod tests;
