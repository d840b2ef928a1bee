//! Comparisons as publishers print them, before the words are sorted: amounts in words ("a
//! dollar", "half an hour", "twenty-five"), "an unknown number of", "some time", and "ahead of"
//! / "behind", whose direction depends on the ordered category (more votes, but a smaller
//! place or an earlier time). Then, after sorting, a comparison may carry the puzzle's own
//! verbs and nouns ("Oliver *paid* 1 dollar more than Irene", "the *piece* shaped like a train
//! *costs* 75 dollars more"): they are dropped when the sentence is one plain comparison and
//! nothing else in it could change what it says. "may" is the month May only where a month
//! fits the sentence.

use super::closed::{self, MEANING};
use super::cues::{self, Core};
use super::pieces::{Kind, Mention, Piece};
use crate::zebra::case::{self, among, Lowered};
use crate::zebra::labels::{self, Kind as LabelKind};
use crate::zebra::model::Puzzle;

/// Which way "ahead" points on a category, from its printed kind and the words of its name or
/// unit: counts (votes, points, money) grow ahead, places and times shrink. `None`: not clear.
fn ahead_is_more(p: &Puzzle, unit: Option<&str>) -> Option<bool> {
    const LESS: &str = "place|places|placement|placements|spot|spots|position|positions|rank|\
        ranks|ranking|time|times|second|seconds|minute|minutes|hour|hours|min|mins|sec|secs|day|\
        days";
    const MORE: &str =
        "vote|votes|point|points|score|scores|win|wins|dollar|dollars|run|runs|goal|goals";
    let way = |w: &str| {
        if among(w, LESS) {
            Some(false)
        } else if among(w, MORE) {
            Some(true)
        } else {
            None
        }
    };
    if let Some(u) = unit.and_then(way) {
        return Some(u);
    }
    match p.printed.as_ref().map(|l| &l.kind) {
        Some(LabelKind::Ordinal | LabelKind::Time | LabelKind::Date | LabelKind::Weekday) => {
            return Some(false)
        }
        Some(LabelKind::Month) => return Some(false),
        Some(LabelKind::Money) => return Some(true),
        Some(LabelKind::Number { unit }) => {
            if let Some(u) = unit.split_whitespace().last().and_then(way) {
                return Some(u);
            }
        }
        Some(LabelKind::Roman) | None => {}
    }
    let name = p.position_name.as_deref()?.lowered();
    let mut ways = name.split_whitespace().filter_map(way);
    let first = ways.next()?;
    ways.all(|w| w == first).then_some(first)
}

fn is_cue(w: &str) -> bool {
    among(w, "ahead|behind|before|after") || cues::comparative(w).is_some()
}

/// Tens for "twenty-five" (cut at the hyphen into "twenty", "five").
const TENS: &[(&str, i64)] = &[
    ("twenty", 20),
    ("thirty", 30),
    ("forty", 40),
    ("fifty", 50),
    ("sixty", 60),
    ("seventy", 70),
    ("eighty", 80),
    ("ninety", 90),
];

/// The sentence's words with a comparison's amounts and directions written plainly, or why
/// the sentence cannot be read.
pub fn rewrite(p: &Puzzle, ws: &[String]) -> Result<Vec<String>, String> {
    let mut out: Vec<String> = Vec::with_capacity(ws.len());
    let at = |k: usize| ws.get(k).map(String::as_str);
    let mut i = 0;
    while i < ws.len() {
        let w = ws[i].as_str();
        // "an unknown number of votes ahead": no amount, as "somewhat".
        if among(w, "a|an")
            && at(i + 1) == Some("unknown")
            && matches!(at(i + 2), Some("number" | "amount"))
            && at(i + 3) == Some("of")
        {
            out.push("somewhat".into());
            i += 4;
            continue;
        }
        if w == "some"
            && matches!(at(i + 1), Some("time" | "amount"))
            && at(i + 2).is_some_and(is_cue)
        {
            out.push("sometime".into());
            i += 2;
            continue;
        }
        // "half an hour", "a half hour" ("a half-hour" is cut at its hyphen).
        let half = match (w, at(i + 1), at(i + 2)) {
            ("half", Some("an"), Some("hour")) => Some(3),
            ("a", Some("half"), Some("hour")) => Some(3),
            ("half", Some("hour"), _) => Some(2),
            _ => None,
        };
        if let Some(len) = half {
            out.extend(["30".to_string(), "minutes".to_string()]);
            i += len;
            continue;
        }
        // "a dollar more", "an hour after", "one place ahead": the amount one. Not after a
        // place's preposition: "in a position after Bob" is some later one (refused in gaps).
        if among(w, "a|an")
            && !i
                .checked_sub(1)
                .is_some_and(|j| among(&ws[j], "in|at|on|into|onto"))
            && at(i + 1).is_some_and(|u| labels::is_unit_word(u) || unit_noun(u))
            && at(i + 2).is_some_and(is_cue)
        {
            out.push("1".into());
            i += 1;
            continue;
        }
        // "older" is a larger age but an earlier year: on a named order it is read only
        // when the order is of ages.
        if among(w, "older|younger") && !of_ages(p) {
            return Err(format!(
                "'{w}' on {}, which are not ages, is not read (an older thing has an earlier \
                 year)",
                p.position_name.as_deref().unwrap_or("the positions")
            ));
        }
        // "6 fewer losses than", "more wins than" on an order of something else: the
        // comparison measures another category, which the clue language cannot compare.
        let measured = if cues::number(w).is_some() || cues::comparative(w).is_some() {
            at(i + 1).filter(|_| at(i + 2).is_some_and(|c| is_cue(c) || c == "than"))
        } else {
            None
        };
        if let Some(m) = measured.filter(|m| other_category(p, m)) {
            return Err(format!(
                "'{w} {m}' compares a category that is not the order ({}), which the clue \
                 language cannot compare",
                p.position_name.as_deref().unwrap_or("the positions")
            ));
        }
        // "2 places after" counts places, which only an order of places or consecutive
        // labels measures ("#105, #118" or "24 wins, 27 wins" are no places).
        if cues::number(w).is_some() && at(i + 1).is_some_and(place_word) && !counts_places(p) {
            return Err(format!(
                "'{w} {}' counts places, but the order is of labels that are not places",
                ws[i + 1]
            ));
        }
        // The labels' unit of several words ("2 light years closer") stands for its last
        // in an amount; a label keeps its whole name ("the 1225 sq ft rental").
        if let Some(unit) = long_unit(p) {
            let k = unit.len();
            if ws.len() >= i + k
                && ws[i..i + k].iter().zip(&unit).all(|(a, b)| a == b)
                && ws[i + k..].iter().take(2).any(|w| is_cue(w))
            {
                out.push(unit[k - 1].clone());
                i += k;
                continue;
            }
        }
        // "2 dollars per share more": the rate's "per …" says what the amount is of.
        if w == "per"
            && out.last().is_some_and(|u| labels::is_unit_word(u))
            && at(i + 1).is_some_and(|n| n.chars().all(case::alphabetic))
        {
            i += 2;
            continue;
        }
        // "landed somewhat short of", "fell 15 ft short of": a smaller amount, on a category
        // of amounts (a place or a time "short of" another says no more than it is close).
        if w == "short"
            && at(i + 1) == Some("of")
            && matches!(
                p.printed.as_ref().map(|l| &l.kind),
                Some(LabelKind::Number { .. } | LabelKind::Money)
            )
        {
            out.extend(["shorter".to_string(), "than".to_string()]);
            i += 2;
            continue;
        }
        // "left 2 days after", "left sometime before": the verb, not the side.
        if w == "left"
            && at(i + 1).is_some_and(|n| {
                cues::number(n).is_some() || among(n, "a|an|sometime|somewhat|some|before|after")
            })
        {
            out.push("departed".into());
            i += 1;
            continue;
        }
        if let Some(&(_, t)) = TENS.iter().find(|(n, _)| *n == w) {
            let unit = at(i + 1)
                .and_then(cues::number)
                .filter(|u| (1..=9).contains(u));
            out.push((t + unit.unwrap_or(0)).to_string());
            i += if unit.is_some() { 2 } else { 1 };
            continue;
        }
        if among(w, "ahead|behind") {
            // The unit is the word before, after an amount ("500 votes behind").
            let unit = out
                .last()
                .map(String::as_str)
                .filter(|u| u.parse::<i64>().is_err());
            let Some(more) = ahead_is_more(p, unit) else {
                return Err(format!(
                    "'{w}' on a category where it is not clear which way is ahead"
                ));
            };
            let larger = more == (w == "ahead");
            out.push(if larger { "after" } else { "before" }.into());
            i += 1;
            if at(i) == Some("of") {
                i += 1;
            }
            continue;
        }
        out.push(w.to_string());
        i += 1;
    }
    Ok(out)
}

/// Whether the order is of ages: named "age(s)", or unnamed (houses, where "older" has
/// always been read as further right).
fn of_ages(p: &Puzzle) -> bool {
    p.position_name.as_deref().is_none_or(|name| {
        name.lowered()
            .split_whitespace()
            .any(|w| among(w, "age|ages|old"))
    })
}

/// Whether `w` names an attribute that is not the order ("losses" when the order is wins).
fn other_category(p: &Puzzle, w: &str) -> bool {
    let forms = |name: &str| -> Vec<String> {
        name.lowered()
            .split_whitespace()
            .flat_map(|n| {
                [
                    n.to_string(),
                    format!("{n}s"),
                    n.trim_end_matches('s').to_string(),
                ]
            })
            .collect()
    };
    let order = p.position_name.as_deref().map(forms).unwrap_or_default();
    !order.iter().any(|o| o == w)
        && p.attributes
            .iter()
            .any(|a| forms(&a.name).iter().any(|f| f == w))
}

/// The words of the labels' unit when it has several ("light years"), else `None`.
fn long_unit(p: &Puzzle) -> Option<Vec<String>> {
    let Some(LabelKind::Number { unit }) = p.printed.as_ref().map(|l| &l.kind) else {
        return None;
    };
    let words: Vec<String> = unit.split_whitespace().map(Lowered::lowered).collect();
    (words.len() > 1).then_some(words)
}

fn place_word(w: &str) -> bool {
    among(w, "place|places|spot|spots|position|positions")
}

/// Whether the order counts places: ordinals, or consecutive labels that print as plain
/// numbers (houses 1 to 5).
fn counts_places(p: &Puzzle) -> bool {
    match p.printed.as_ref().map(|l| &l.kind) {
        Some(LabelKind::Ordinal) => true,
        Some(_) => false,
        None => p.labels.windows(2).all(|w| w[1] - w[0] == 1),
    }
}

/// Nouns that count places or steps ("one place ahead", "a spot behind").
fn unit_noun(w: &str) -> bool {
    among(w, "place|spot|position|step|size|chapter|floor|vote|point")
}

/// "may" is the month May only where a month fits the sentence: the refusal of a sentence
/// whose "may" is the verb in a puzzle of months.
pub fn may_verb(p: &Puzzle, ws: &[String]) -> Option<&'static str> {
    let months = matches!(
        p.printed.as_ref().map(|l| &l.kind),
        Some(LabelKind::Month | LabelKind::Date)
    ) || p.attributes.iter().any(|a| {
        a.values.iter().any(|v| v.eq_ignore_ascii_case("may"))
            && a.values.iter().filter(|v| labels::is_month(v)).count() > 1
    });
    (months && (0..ws.len()).any(|i| ws[i] == "may" && may_is_verb(ws, i))).then_some(
        "'may' here is the verb, not the month May, and the clue language cannot say what may be",
    )
}

/// Whether "may" at word `i` is the verb rather than the month: the month stands after a
/// preposition, article or list comma, before a day of the month or "'s", or opens the
/// sentence before "is" / "was"; any other "may" is the verb.
pub fn may_is_verb(ws: &[String], i: usize) -> bool {
    let prev = i.checked_sub(1).map(|k| ws[k].as_str());
    let next = ws.get(i + 1).map(String::as_str);
    let after_preposition = matches!(
        prev,
        Some(
            "in" | "on"
                | "of"
                | "for"
                | "during"
                | "the"
                | "since"
                | "until"
                | "till"
                | "by"
                | "from"
                | "to"
                | "before"
                | "after"
                | "than"
                | "and"
                | "or"
                | "nor"
                | ","
        )
    );
    let before_day = next.is_some_and(|n| labels::day_of_month_word(n) || n == "'s");
    let opening = i == 0 && matches!(next, Some("is" | "was"));
    !(after_preposition || before_day || opening)
}

/// A superlative ("oldest", "cheapest", "best"): the form of a comparative that compares
/// with everyone, which no comparison of two states.
fn superlative(w: &str) -> bool {
    among(w, "best|worst")
        || w.strip_suffix("est")
            .is_some_and(|stem| cues::comparative(&format!("{stem}er")).is_some())
}

/// The pieces of one plain comparison with its unplaced words read as the puzzle's own verbs
/// and nouns, when they may be: one "more/less … than", "before" or "after" cue on a named
/// order, no negation, connective or one-each form, no meaning word outside the form, and
/// every unplaced word a plain word that relates nothing itself.
pub fn tolerate(
    p: &Puzzle,
    ws: &[String],
    pieces: &[Piece],
    unplaced: &[usize],
) -> Option<Vec<Piece>> {
    // A comma opens a clause of its own ("…, who was born on a Tuesday"), which the puzzle's
    // own words must not hide.
    if p.position_name.is_none() || ws.iter().any(|w| w == ",") {
        return None;
    }
    let mut cores = pieces.iter().filter(|q| matches!(q.kind, Kind::Core(..)));
    let (Some(core), None) = (cores.next(), cores.next()) else {
        return None;
    };
    if !matches!(core.kind, Kind::Core(Core::Less | Core::More, _)) {
        return None;
    }
    let plain_form = pieces.iter().all(|q| {
        matches!(
            q.kind,
            Kind::Mention(_) | Kind::Link | Kind::Core(..) | Kind::Modifier(_) | Kind::And
        )
    });
    // "… more than Bob and adopted the cat": an "and" after the cue may start a clause of
    // its own, which the puzzle's own words must not hide.
    let and_after = pieces
        .iter()
        .any(|q| q.kind == Kind::And && q.word > core.word);
    if !plain_form || and_after {
        return None;
    }
    let plain = |w: &str| {
        w.chars().all(case::alphabetic)
            && cues::number(w).is_none()
            && cues::ordinal(w).is_none()
            && !closed::relates_apart(w)
            && !among(w, MEANING)
            && !superlative(w)
            && cues::comparative(w).is_none()
    };
    if !unplaced.iter().all(|&k| plain(&ws[k])) {
        return None;
    }
    // "*almost* 2 dollars more": a word that loosens the amount; "the *middle* child": an
    // adjective, no middle place.
    let loose = super::descriptions::loosened(ws);
    let adjective = pieces.iter().any(|q| {
        matches!(q.kind, Kind::Mention(Mention::Pos(_)))
            && among(ws[q.word].as_str(), "middle|centre|center")
            && unplaced.contains(&(q.word + 1))
    });
    if loose || adjective {
        return None;
    }
    // An ordinal word right before a puzzle verb in "-ed" is an adverb ("the peak *first*
    // summited by"), no place; any other ordinal refuses the sentence.
    let adverb = |q: &Piece| {
        matches!(q.kind, Kind::Mention(Mention::Pos(_)))
            && cues::ordinal(&ws[q.word]).is_some()
            && unplaced.contains(&(q.word + 1))
            && ws[q.word + 1].ends_with("ed")
    };
    let pieces: Vec<Piece> = pieces.iter().copied().filter(|q| !adverb(q)).collect();
    // Every mention stands on one side of the cue, and both sides have one.
    let before = pieces
        .iter()
        .any(|q| matches!(q.kind, Kind::Mention(_)) && q.word < core.word);
    let after = pieces
        .iter()
        .any(|q| matches!(q.kind, Kind::Mention(_)) && q.word > core.word);
    let ordinal_word = pieces.iter().any(|q| {
        matches!(q.kind, Kind::Mention(Mention::Pos(_))) && cues::ordinal(&ws[q.word]).is_some()
    });
    if ordinal_word || !(before && after) || !closed::unaccounted(ws, &pieces).is_empty() {
        return None;
    }
    Some(pieces)
}

/// Comparatives that may compare times: "later", "earlier", "sooner", and "more" / "less" /
/// "fewer" of an amount ("2 days more").
const TIME_COMPARATIVES: &str = "later|earlier|sooner|more|less|fewer";

/// Why a comparative of the sentence cannot compare the puzzle's order, if one cannot: on an
/// order of times (days, dates, months, times of day) "a *larger* tin", "an *older* lad" or
/// "a *higher* shelf" measure something the grid does not hold, so reading them as earlier or
/// later would be a guess; on ages "*longer*" or "*heavier*" do.
pub fn foreign_comparative(p: &Puzzle, ws: &[String], pieces: &[Piece]) -> Option<String> {
    let times = matches!(
        p.printed.as_ref().map(|l| &l.kind),
        Some(LabelKind::Weekday | LabelKind::Date | LabelKind::Month | LabelKind::Time)
    );
    // On ages, "Bubba is *longer* than Draco" compares lengths, which are no ages.
    let k = if times {
        pieces
            .iter()
            .find(|q| {
                matches!(q.kind, Kind::Core(Core::Less | Core::More, _))
                    && cues::comparative(&ws[q.word]).is_some()
                    && !among(ws[q.word].as_str(), TIME_COMPARATIVES)
            })?
            .word
    } else if p.position_name.is_some() && of_ages(p) {
        ws.iter().position(|w| among(w, NOT_AGES))?
    } else if matches!(p.printed.as_ref().map(|l| &l.kind), Some(LabelKind::Money)) {
        // "was fined *after* leaving the Cathedral": a time, where the order is of money.
        ws.iter()
            .position(|w| among(w, "before|after|earlier|later|sooner"))?
    } else {
        return None;
    };
    Some(format!(
        "'{}' compares something other than the {} order, which the clue language cannot \
         state",
        ws[k],
        p.position_name.as_deref().unwrap_or("positions'")
    ))
}

/// Comparatives of what no age measures.
const NOT_AGES: &str = "longer|shorter|taller|heavier|lighter|faster|slower|wider|cheaper|dearer";
