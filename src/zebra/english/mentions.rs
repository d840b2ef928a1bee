//! Finding what a sentence talks about: value names from the headers and positions.
//!
//! Value names are matched word by word, case-insensitively, longest name first, in the
//! singular or plural of their last word (`dogs`/`dog`, `foxes`/`fox`, `Parliaments`), so
//! a name inside a longer phrase ("the person who loves *fantasy* books") is found. Positions
//! are ordinals ("the second house", "third from the right"), the middle / centre, the
//! first / last / leftmost / rightmost / far left house, `house 3` / `position 3`, and "one of
//! the ends". A bare number that is a position label ("the person who lost 7 pounds") is
//! settled by the grammar, which first gives numbers to the cues that take them.

use super::cues;
use super::short_forms::{short_forms, Short};
use super::tokens::words;
use crate::zebra::case;
use crate::zebra::case::among;
use crate::zebra::fnv::HashMap;
use crate::zebra::grid::{Attr, Item};
use crate::zebra::labels::{Kind, Labels};
use crate::zebra::model::Puzzle;

/// Something a sentence names.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Found {
    /// A value: its item, or the items of several attributes that share the name.
    Value(Vec<usize>),
    /// A position (0-based index).
    Position(usize),
    /// "at one of the ends": the first or the last position.
    Ends,
}

/// Why a phrase that names a position cannot be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PositionError {
    /// `house N` with N no label.
    NoSuchLabel(String),
    /// An ordinal beyond the number of positions, or "the middle" of an even row.
    OutOfRange(String),
}

/// The value names of a puzzle, by their words, with the singular / plural of each.
pub struct Lexicon {
    /// words → (item, whether this is the name as written).
    names: HashMap<Vec<String>, Vec<(usize, bool)>>,
    /// The most words any name has.
    longest: usize,
    /// Words of attribute and position names ("books" in "fantasy books"), which the grammar
    /// treats as fillers and which tell apart values two attributes share.
    attribute_words: HashMap<String, Vec<usize>>,
    /// Short forms ("the Finn", "the Backstroker"), each naming exactly one value.
    /// (A list looked through: a map of its own type would add its hashing code to the
    /// reader's module, and a puzzle has a few hundred at most.)
    short: Vec<(String, Short)>,
    n: usize,
    labels: Vec<i64>,
    /// The labels as printed, when they are not plain numbers.
    printed: Option<Labels>,
    /// Values that are times on the hour, by their hour ([`super::hours`]).
    hours: super::hours::Hours,
}

/// Words of English that an inflected form of a one-word name must not be taken for: "well"
/// (of "Wells") in "well before", "ones" (of "One").
#[rustfmt::skip]
const NOT_FORMS: &str = "well|even|still|just|ever|long|far|much|soon|once|only|other|others|same|\
    least|most|less|more|none|some|each|both|all|one|ones|this|these|those|was|has|does|is|its|his";

/// Other forms of a word: plural from singular and back.
pub fn inflections(w: &str) -> Vec<String> {
    let mut out = vec![];
    if w.chars().count() < 3 || !w.chars().all(case::alphabetic) {
        return out;
    }
    out.push(format!("{w}s"));
    if w.ends_with(['s', 'x', 'z']) || w.ends_with("ch") || w.ends_with("sh") {
        out.push(format!("{w}es"));
    }
    if let Some(stem) = w.strip_suffix('y') {
        out.push(format!("{stem}ies"));
    }
    if let Some(stem) = w.strip_suffix("ies") {
        out.push(format!("{stem}y"));
    }
    if let Some(stem) = w.strip_suffix("es") {
        out.push(stem.to_string());
    }
    if let Some(stem) = w.strip_suffix('s') {
        out.push(stem.to_string());
    }
    if let Some(stem) = w.strip_suffix("man") {
        out.push(format!("{stem}men"));
    }
    if let Some(stem) = w.strip_suffix("men") {
        out.push(format!("{stem}man"));
    }
    out
}

impl Lexicon {
    pub fn new(p: &Puzzle) -> Lexicon {
        let n = p.n();
        let mut names: HashMap<Vec<String>, Vec<(usize, bool)>> = HashMap::default();
        let mut longest = 1;
        let mut hours = super::hours::Hours::default();
        for (a, at) in p.attributes.iter().enumerate() {
            for (v, value) in at.values.iter().enumerate() {
                let item = Attr(a).item(v, n).0;
                hours.add(item, value);
                let Some(ws) = words(value).filter(|w| !w.is_empty()) else {
                    continue;
                };
                longest = longest.max(ws.len());
                let last = ws.len() - 1;
                for form in inflections(&ws[last]) {
                    // "well before" is no "Wells"; an exact name still matches.
                    if last == 0 && among(form.as_str(), NOT_FORMS) {
                        continue;
                    }
                    let mut other = ws.clone();
                    other[last] = form;
                    let e = names.entry(other).or_default();
                    if !e.iter().any(|&(i, _)| i == item) {
                        e.push((item, false));
                    }
                }
                let e = names.entry(ws).or_default();
                e.retain(|&(i, _)| i != item);
                e.push((item, true));
            }
        }
        let mut attribute_words: HashMap<String, Vec<usize>> = HashMap::default();
        let mut add = |name: &str, a: usize| {
            for w in words(name).unwrap_or_default() {
                // "diet" → "dieter", "smoke" → "smoker": the person who has one.
                let agents = [
                    format!("{w}er"),
                    format!("{w}ers"),
                    format!("{w}r"),
                    format!("{w}rs"),
                ];
                for form in inflections(&w).into_iter().chain(agents).chain([w]) {
                    let e = attribute_words.entry(form).or_default();
                    if !e.contains(&a) {
                        e.push(a);
                    }
                }
            }
        };
        for (a, at) in p.attributes.iter().enumerate() {
            add(&at.name, a);
        }
        if let Some(name) = &p.position_name {
            add(name, usize::MAX);
            for verb in super::rows::order_verbs(name) {
                add(verb, usize::MAX);
            }
        }
        let short = short_forms(p, &attribute_words, inflections);
        Lexicon {
            names,
            short,
            longest,
            attribute_words,
            n,
            labels: p.labels.clone(),
            printed: p.printed.clone(),
            hours,
        }
    }

    /// Whether `w` is a word of an attribute's (or the positions') name.
    pub fn is_attribute_word(&self, w: &str) -> bool {
        self.attribute_words.contains_key(w)
    }

    /// The value name starting at word `i`, longest first: (words used, items). Names as
    /// written win over inflected forms; several items mean several attributes share it, and
    /// a neighbouring attribute word ("the red *shirt*") picks one when it can.
    pub fn value_at(&self, ws: &[String], i: usize) -> Option<(usize, Vec<usize>)> {
        for len in (1..=self.longest.min(ws.len() - i)).rev() {
            let Some(hits) = self.names.get(&ws[i..i + len]) else {
                continue;
            };
            let exact: Vec<usize> = hits.iter().filter(|h| h.1).map(|h| h.0).collect();
            let mut items = if exact.is_empty() {
                hits.iter().map(|h| h.0).collect()
            } else {
                exact
            };
            if items.len() > 1 {
                let near: Vec<usize> = [i.checked_sub(1), Some(i + len)]
                    .into_iter()
                    .flatten()
                    .filter_map(|k| ws.get(k))
                    .filter_map(|w| self.attribute_words.get(w))
                    .flatten()
                    .copied()
                    .collect();
                let picked: Vec<usize> = items
                    .iter()
                    .copied()
                    .filter(|&it| near.contains(&Item(it).attr(self.n).0))
                    .collect();
                if picked.len() == 1 {
                    items = picked;
                }
            }
            return Some((len, items));
        }
        // "at 5" where 5 is also a position label may be either ([`Lexicon::hour_clash`]).
        let label = ws
            .get(i)
            .is_some_and(|w| w.parse::<i64>().is_ok() && self.label(w).is_some());
        if let Some(found) = super::hours::hour_at(&self.hours, ws, i).filter(|_| !label) {
            return Some(found);
        }
        let w = ws.get(i)?;
        let (_, short) = self.short.iter().find(|(form, _)| form == w)?;
        if short.after_the && (i == 0 || ws[i - 1] != "the") {
            return None;
        }
        Some((1, vec![short.item]))
    }

    /// The labels as printed, when they are not plain numbers.
    pub fn printed(&self) -> Option<&Labels> {
        self.printed.as_ref()
    }

    fn label(&self, w: &str) -> Option<usize> {
        if let Some(printed) = &self.printed {
            let digits = cues::number(w).map(|n| n.to_string());
            return printed.find(digits.as_deref().unwrap_or(w));
        }
        let l = cues::number(w)?;
        self.labels.iter().position(|&x| x == l)
    }

    /// The position named by the words starting at `i`: (words used, what). Bare numbers are
    /// not read here (see the module doc).
    pub fn position_at(
        &self,
        ws: &[String],
        i: usize,
    ) -> Option<Result<(usize, Found), PositionError>> {
        let w = ws[i].as_str();
        let at = |k: usize| ws.get(i + k).map(String::as_str);
        let last = self.n - 1;
        if let Some(found) = self.printed_at(ws, i) {
            return Some(Ok(found));
        }
        if let Some(k) = cues::ordinal(w) {
            // "the second (house) from the left / right (end)".
            let mut used = 1;
            if matches!(
                at(used),
                Some(
                    "house"
                        | "one"
                        | "position"
                        | "place"
                        | "spot"
                        | "seat"
                        | "person"
                        | "man"
                        | "woman"
                )
            ) {
                used += 1;
            }
            let mut from_right = false;
            if at(used) == Some("from") {
                let mut j = used + 1;
                if at(j) == Some("the") {
                    j += 1;
                }
                match at(j) {
                    Some("left") => {
                        used = j + 1;
                    }
                    Some("right" | "end") => {
                        used = j + 1;
                        from_right = true;
                    }
                    _ => {}
                }
                if at(used) == Some("end") {
                    used += 1;
                }
            }
            if k == 0 || k > self.n {
                return Some(Err(PositionError::OutOfRange(w.to_string())));
            }
            let q = if from_right { self.n - k } else { k - 1 };
            return Some(Ok((used, Found::Position(q))));
        }
        match w {
            // "central" is left out: it is an adjective more often than a place ("the central
            // character's mother-in-law"); "the centre" and "the middle" name the place.
            // "the middle *houses*", "*a* middle house", "*somewhere in the* middle": near the
            // middle, no one place.
            "middle" | "centre" | "center" => {
                let n = at(1).unwrap_or("");
                let plural = n == "ones" || (n.ends_with('s') && among(n, cues::UNITS));
                let from = if i > 2 && among(&ws[i - 3], "somewhere|anywhere") {
                    i - 3
                } else {
                    i - usize::from(i > 0 && among(&ws[i - 1], "a|an"))
                };
                let to = i + usize::from(plural && !among(n, "is|lies"));
                return Some(if self.n % 2 == 1 && from == i && to == i {
                    Ok((1, Found::Position(self.n / 2)))
                } else {
                    Err(PositionError::OutOfRange(ws[from..=to].join(" ")))
                });
            }
            "last" | "final" | "rightmost" | "right-most" => {
                return Some(Ok((1, Found::Position(last))))
            }
            "leftmost" | "left-most" => return Some(Ok((1, Found::Position(0)))),
            "far" | "extreme" | "very" => match at(1) {
                Some("left") => return Some(Ok((2, Found::Position(0)))),
                Some("right") => return Some(Ok((2, Found::Position(last)))),
                _ => {}
            },
            "left" | "right" if at(1) == Some("end") => {
                let q = if w == "left" { 0 } else { last };
                return Some(Ok((2, Found::Position(q))));
            }
            // "the ship on the border", "at the edge": a row's edge is one of its ends.
            "border" | "edge"
                if i >= 2 && ws[i - 1] == "the" && among(ws[i - 2].as_str(), "on|at") =>
            {
                return Some(Ok((1, Found::Ends)))
            }
            // "ended up with": the verb, no place.
            "end" | "ends" if at(1) != Some("up") => return Some(Ok((1, Found::Ends))),
            // "number 28" where a category's values are numbers ("wore number 28") names
            // that value, read as the value it is, not a position.
            "number" | "no"
                if at(1).is_some_and(|l| self.names.contains_key(&[l.to_string()][..])) => {}
            "house" | "position" | "number" | "no" => {
                let mut j = 1;
                if w == "house" && at(1) == Some("number") {
                    j = 2;
                }
                // "house two houses away" counts houses; it names none.
                let counting = at(j + 1).is_some_and(|u| {
                    among(u, "house|houses|door|doors|place|places|down")
                        || cues::core(u).is_some()
                        || cues::comparative(u).is_some()
                });
                // "no one" is nobody: after "no" and "number" only digits name a label.
                let spelt = among(w, "no|number") || j == 2;
                if let (Some(l), false) = (at(j), counting) {
                    let digits = l.parse::<i64>().is_ok();
                    if digits || (!spelt && cues::number(l).is_some()) {
                        return Some(match self.label(l) {
                            Some(q) => Ok((j + 1, Found::Position(q))),
                            None => Err(PositionError::NoSuchLabel(l.to_string())),
                        });
                    }
                }
            }
            _ => {}
        }
        None
    }

    /// A printed label named by up to three words from `i` (`$8.25`, `october 3rd`, `9 am`,
    /// `340 dollars`), longest first. A bare number is left to the grammar, and so is an
    /// amount before a comparison ("25 dollars *less*"), which measures, not names.
    fn printed_at(&self, ws: &[String], i: usize) -> Option<(usize, Found)> {
        let printed = self.printed.as_ref()?;
        for len in (1..=3.min(ws.len() - i)).rev() {
            let text = ws[i..i + len].join(" ");
            // Bare numbers and single ordinals ("second from the right") are read elsewhere.
            if text.parse::<i64>().is_ok() || (len == 1 && cues::ordinal(&text).is_some()) {
                continue;
            }
            // ("$5 more than": an amount. A weekday, month or time is none: "on Wednesday
            // after Bob" names the day.)
            let amounts = matches!(printed.kind, Kind::Number { .. } | Kind::Money);
            let measures = amounts
                && ws.get(i + len).is_some_and(|u| {
                    cues::core(u).is_some() || cues::comparative(u).is_some() || u == "than"
                });
            if measures {
                continue;
            }
            if let Some(q) = printed.find(&text) {
                return Some((len, Found::Position(q)));
            }
        }
        None
    }

    /// Whether the number at word `i` follows "at" and is both a position label and the hour
    /// of a value ("leaves at 5" with positions 1 to 5 and a `5:00`): either may be meant.
    pub fn hour_clash(&self, ws: &[String], i: usize) -> bool {
        ws[i].parse::<i64>().is_ok()
            && self.label(&ws[i]).is_some()
            && super::hours::hour_at(&self.hours, ws, i).is_some()
    }

    /// A bare number that is a position label.
    pub fn label_position(&self, w: &str) -> Option<usize> {
        w.parse::<i64>().ok()?;
        self.label(w)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn puzzle() -> Puzzle {
        Puzzle::parse(
            "positions: 5\ncolour: red, green, ivory, yellow, blue\npet: dogs, fox, snails, horse, zebra\n\
             smoke: Old Gold, Kools, Chesterfield, Lucky Strike, Parliament\nshirt: red, white, black, plaid, tan",
        )
        .unwrap()
    }

    fn ws(s: &str) -> Vec<String> {
        words(s).unwrap()
    }

    #[test]
    fn values_in_their_forms() {
        let p = puzzle();
        let lx = Lexicon::new(&p);
        assert_eq!(lx.value_at(&ws("dog"), 0), Some((1, vec![5])));
        assert_eq!(lx.value_at(&ws("foxes"), 0), Some((1, vec![6])));
        assert_eq!(lx.value_at(&ws("old gold smoker"), 0), Some((2, vec![10])));
        assert_eq!(lx.value_at(&ws("Parliaments"), 0), Some((1, vec![14])));
        assert_eq!(lx.value_at(&ws("the"), 0), None);
        // "red" is a colour and a shirt: the word after it decides, else both are returned.
        assert_eq!(lx.value_at(&ws("red shirt"), 0), Some((1, vec![15])));
        assert_eq!(lx.value_at(&ws("red one"), 0), Some((1, vec![0, 15])));
    }

    #[test]
    fn positions() {
        let p = puzzle();
        let lx = Lexicon::new(&p);
        let at = |s: &str| lx.position_at(&ws(s), 0);
        assert_eq!(at("second house"), Some(Ok((2, Found::Position(1)))));
        assert_eq!(
            at("second from the right"),
            Some(Ok((4, Found::Position(3))))
        );
        assert_eq!(at("middle"), Some(Ok((1, Found::Position(2)))));
        assert_eq!(at("far right"), Some(Ok((2, Found::Position(4)))));
        assert_eq!(at("house 3"), Some(Ok((2, Found::Position(2)))));
        assert_eq!(at("house number 4"), Some(Ok((3, Found::Position(3)))));
        assert_eq!(at("ends"), Some(Ok((1, Found::Ends))));
        assert!(matches!(
            at("house 9"),
            Some(Err(PositionError::NoSuchLabel(_)))
        ));
        assert!(matches!(
            at("sixth"),
            Some(Err(PositionError::OutOfRange(_)))
        ));
        assert_eq!(at("house"), None);
    }

    #[test]
    fn inflections_go_both_ways() {
        assert!(inflections("fox").contains(&"foxes".to_string()));
        assert!(inflections("foxes").contains(&"fox".to_string()));
        assert!(inflections("puppy").contains(&"puppies".to_string()));
        assert!(inflections("englishman").contains(&"englishmen".to_string()));
        assert!(inflections("7").is_empty());
    }
}
