//! A puzzle's opening and closing prose: the setting ("Four boys are at home to watch some
//! movies.") followed by the question or by the list of one category's values ("These houses
//! are built with red marbles, green marbles, …"), which state no clue; and the question's
//! premise ("*If the first house is not red,* who lives where?"), which does and must read.

use super::closed::MEANING;
use super::cues;
use super::mentions::Lexicon;
use super::structure::{self, Structure};
use crate::zebra::case::{self, among};
use crate::zebra::model::Puzzle;

/// The premise of a question that opens "If P, …?" with no other "if": P's words. (Any
/// other "if" in a question is a condition no form reads: "Can you tell if …" is "whether";
/// and "If Sue were first, who would …?" supposes what need not be so.) The question must
/// follow P's comma: "If P, Q, who …?" would drop Q, and "If P, *does* the Swede …?" asks
/// whether P brings Q about, which states neither.
pub fn premise(ws: &[String]) -> Option<String> {
    let c = ws.iter().position(|w| w == ",")?;
    let supposed = ws.iter().any(|w| among(w, SUPPOSING));
    let ask = ws[c + 1..].iter().position(|w| !among(w, "so|then|now"))? + c + 1;
    let asks = among(&ws[ask], "who|whom|whose|what|which|where|when|how|why")
        || (among(&ws[ask], "can|could") && ws.get(ask + 1).is_some_and(|w| w == "you"));
    // "If the Brit *lived* in the red house, who *owns* the fish?": a past premise before a
    // present question supposes what is not so.
    let linked = |w: &String, past: bool| {
        among(w, cues::LINKS)
            && !among(w, "aged|named|called|coloured|colored|seated|painted")
            && (if past {
                w.ends_with("ed") || among(w, PAST)
            } else {
                w.ends_with('s') && !among(w, "was|'s")
            })
    };
    let past = (1..c)
        .any(|k| linked(&ws[k], true) && !among(&ws[k - 1], "is|are|be|been|being|has|have|not"));
    let counterfactual = past && ws[c..].iter().any(|w| linked(w, false));
    (ws[0] == "if"
        && c > 1
        && asks
        && !supposed
        && !counterfactual
        && ws.iter().filter(|w| *w == "if").count() == 1)
        .then(|| ws[1..c].join(" "))
}

/// Whether a question states something before it asks ("*The first house is red;* who lives
/// where?", "*Given that Sue is first,* who …?"): a clause that names a value or a position
/// and ends at a comma or semicolon right before a question word (maybe after "so"). Only "If P, …?"
/// ([`premise`]) is read; skipping such a line would drop what it states.
pub fn states_before(lex: &Lexicon, ws: &[String]) -> bool {
    let names = |k: usize| lex.value_at(ws, k).is_some() || lex.position_at(ws, k).is_some();
    // "Who owns the fish, *given that* the Brit …?" states it after.
    let given = ws
        .iter()
        .position(|w| among(w, "given|assuming|provided|knowing|since|because"));
    if given.is_some_and(|g| (g..ws.len()).any(names)) {
        return true;
    }
    // ("Who lives in the red house, who in the blue?" asks twice; "When the Brit …, who …?"
    // states.)
    (ws[0] == "when" || !among(&ws[0], ASKING))
        && (1..ws.len()).any(|s| {
            ws[s] == ","
                && ws[s + 1..]
                    .iter()
                    .find(|w| !among(w, "so|then|now|and|but"))
                    .is_some_and(|w| among(w, ASKING))
                && (0..s).any(names)
        })
}

/// Why a question that [`states_before`] it asks is refused.
pub const STATES_BEFORE: &str =
    "it states something beside its question, which is read only after an opening 'if'";

/// Past forms of linking verbs that do not end in "-ed".
const PAST: &str =
    "was|had|did|kept|drank|ate|wore|drove|grew|bought|chose|wrote|won|lost|got|sat|\
    spoke|came|went|sold|ran|flew|rode|held|brought|made";

/// Words that open what a question asks.
const ASKING: &str = "who|whom|whose|what|which|where|when|how|why|can|could|is|are|does|do|did";

/// Words of a question that supposes rather than states its premise.
const SUPPOSING: &str = "would|could|might|should|were|had|may";

/// "Four boys are at home to watch some movies. Figure out which is the favourite kind of
/// movie of each one.": a setting that counts the people (the puzzle's count) and names no
/// value or position ("in the only four different homes"), then the question or the list of
/// one category's values. Read from the cleaned line `text`.
pub fn setting_then(p: &Puzzle, lex: &Lexicon, text: &str) -> bool {
    let Some(stop) = case::find_str(text, ". ") else {
        return false;
    };
    let (setting, then) = (
        text.get(..stop).unwrap_or_default(),
        text.get(stop + 2..).unwrap_or_default(),
    );
    let (Some(ws), Some(qs)) = (super::tokens::words(setting), super::tokens::words(then)) else {
        return false;
    };
    let n = p.n() as i64;
    let [count, noun, rest @ ..] = &ws[..] else {
        return false;
    };
    // (No word of telling the truth or lying: such a setting says who may be believed.)
    let plain = |w: &String| {
        w.chars().all(case::alphabetic)
            && (!among(w, MEANING) || w == "some" || w == "different")
            && cues::number(w).is_none()
            && cues::ordinal(w).is_none()
            && !among(w, TRUTH)
    };
    // "the only four homes": the count again, which "only" closes.
    let counted = |k: usize| {
        let w = &rest[k];
        cues::number(w) == Some(n)
            || (w == "only"
                && k > 0
                && rest[k - 1] == "the"
                && rest.get(k + 1).and_then(|x| cues::number(x)) == Some(n))
    };
    let question =
        structure::structure(&qs, then.trim_end().ends_with('?')) == Some(Structure::Question);
    (question || value_list(p, lex, &qs, &plain))
        && cues::number(count) == Some(n)
        && (noun.ends_with('s') || noun == "people")
        && plain(noun)
        && (0..rest.len()).all(|k| plain(&rest[k]) || counted(k))
        && (0..ws.len())
            .all(|k| lex.value_at(&ws, k).is_none() && lex.position_at(&ws, k).is_none())
}

/// Words of telling the truth or lying: a setting that uses them says who may be believed.
const TRUTH: &str = "lie|lies|lied|lying|liar|liars|truth|truthful|true|false";

/// "These houses are built with red marbles, green marbles, white marbles and blue marbles":
/// plain words, then every value of one category once as a list that ends the sentence (its
/// values joined by commas and "and", each maybe followed by the category's word). No order
/// word may stand before it ("from left to right, the houses are …" is an order).
fn value_list(p: &Puzzle, lex: &Lexicon, ws: &[String], plain: &dyn Fn(&String) -> bool) -> bool {
    let mut items: Vec<usize> = vec![];
    let mut k = 0;
    while k < ws.len() {
        if lex.position_at(ws, k).is_some() {
            return false;
        }
        if let Some((len, found)) = lex.value_at(ws, k) {
            let [item] = found[..] else { return false };
            if items.contains(&item)
                || items
                    .first()
                    .is_some_and(|&f| p.attribute_of(f) != p.attribute_of(item))
            {
                return false;
            }
            items.push(item);
            k += len;
            continue;
        }
        let w = &ws[k];
        let ok = if items.is_empty() {
            plain(w) && cues::core(w).is_none() && !matches!(w.as_str(), "order" | "respectively")
        } else {
            matches!(w.as_str(), "," | "and") || lex.is_attribute_word(w)
        };
        if !ok {
            return false;
        }
        k += 1;
    }
    items.len() == p.n()
}

#[cfg(test)]
#[path = "tests_red8.rs"]
mod tests_red8;

#[cfg(test)]
#[path = "tests_red9.rs"]
mod tests_red9;
