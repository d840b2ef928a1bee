//! Short forms of value names: the word a printed clue uses for a value instead of its name.
//!
//! - a demonym: "the Finn", "Finnish", "the American" for Finland / United States (and back:
//!   "Finland" for a value "Finnish"), from [`DEMONYMS`], a table of the forms each country
//!   goes by; no rule guesses a demonym, since a guessed one could name the wrong thing;
//! - the one who does it: "the Backstroker", "the Freestyler", "the guitarist" for the values
//!   backstroke, freestyle, guitar;
//! - the last word of a name of several words written in lower case: "the whale" for
//!   "beached whale".
//!
//! A form names a value only when it names exactly one value of the puzzle and is no word of
//! any value's name or any attribute's name: "green" never stands for "light green" beside
//! "dark green". The doer and last-word forms are read only right after "the", where the
//! sentence plainly names a thing ("the whale", not "whale watching"); demonyms are adjectives
//! too ("She is not Australian") and read anywhere.

use super::cues;
use super::tokens::words;
use crate::zebra::case::{self, among};
use crate::zebra::fnv::HashMap;
use crate::zebra::grid::Attr;
use crate::zebra::model::Puzzle;

/// Each row: the forms one country goes by (lower case), the first its name. Any form that
/// is a value's name makes the others short forms of that value. Forms that are also common
/// words of another meaning ("polish", "us") are left out.
const DEMONYMS: &[&[&str]] = &[
    &["australia", "australian"],
    &["austria", "austrian"],
    &["belgium", "belgian"],
    &["brazil", "brazilian"],
    &["canada", "canadian"],
    &["china", "chinese"],
    &["denmark", "danish", "dane"],
    &["egypt", "egyptian"],
    &["finland", "finnish", "finn"],
    &["france", "french", "frenchman", "frenchwoman"],
    &["germany", "german"],
    &["greece", "greek"],
    &["india", "indian"],
    &["ireland", "irish", "irishman", "irishwoman"],
    &["italy", "italian"],
    &["japan", "japanese"],
    &["mexico", "mexican"],
    &["norway", "norwegian"],
    &["poland", "pole"],
    &["portugal", "portuguese"],
    &["russia", "russian"],
    &["scotland", "scottish", "scot"],
    &["spain", "spanish", "spaniard"],
    &["sweden", "swedish", "swede"],
    &["switzerland", "swiss"],
    &["usa", "united states", "america", "american"],
];

/// One short form: the value it names, and whether it needs "the" before it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Short {
    pub item: usize,
    pub after_the: bool,
}

/// The short forms of a puzzle's values, by their one word (with its plural), each naming
/// exactly one value. `attribute_words`: the words of the attributes' names (to their
/// attributes); `inflections`: a word's plural or singular, as the value names are matched
/// (given by the caller, which owns the matching).
pub fn short_forms(
    p: &Puzzle,
    attribute_words: &HashMap<String, Vec<usize>>,
    inflections: fn(&str) -> Vec<String>,
) -> Vec<(String, Short)> {
    let n = p.n();
    // Every word of every value's name, in its forms, with the values it is a word of: a
    // short form may be a word of its own value's name only.
    let mut taken: HashMap<String, Vec<usize>> = HashMap::default();
    // (A list looked through, not a map: a map of its own type would add its hashing code
    // to the reader's module, and a puzzle offers a few hundred forms at most.)
    let mut offers: Vec<(String, Vec<Short>)> = vec![];
    let mut offer = |form: String, item: usize, after_the: bool| {
        let plural = inflections(&form);
        for f in plural.into_iter().chain([form]) {
            let k = match offers.iter().position(|(o, _)| *o == f) {
                Some(k) => k,
                None => {
                    offers.push((f, vec![]));
                    offers.len() - 1
                }
            };
            let e = &mut offers[k].1;
            if !e.iter().any(|s| s.item == item) {
                e.push(Short { item, after_the });
            }
        }
    };
    for (a, at) in p.attributes.iter().enumerate() {
        for (v, value) in at.values.iter().enumerate() {
            let item = Attr(a).item(v, n).0;
            let Some(ws) = words(value).filter(|w| !w.is_empty()) else {
                continue;
            };
            for w in &ws {
                for f in inflections(w).into_iter().chain([w.clone()]) {
                    let e = taken.entry(f).or_default();
                    if !e.contains(&item) {
                        e.push(item);
                    }
                }
            }
            let whole = ws.join(" ");
            for row in DEMONYMS {
                if row.contains(&whole.as_str()) {
                    for &form in row
                        .iter()
                        .filter(|&&f| f != whole && !case::has_char(f, ' '))
                    {
                        offer(form.to_string(), item, false);
                    }
                }
            }
            let last = &ws[ws.len() - 1];
            if ws.len() == 1 && last.chars().all(case::alphabetic) {
                for doer in doers(last) {
                    offer(doer, item, true);
                }
            }
            // A name written in lower case is a thing ("beached whale"); in capitals it may
            // be a proper name ("Johnny Cash": "the cash" is not him), and a last word the
            // reader takes for a person or a house ("English man") names no one value.
            let common = !value.chars().any(case::uppercase);
            let generic = [cues::FILLERS, cues::LINKS, cues::UNITS]
                .iter()
                .any(|list| among(last, list));
            if ws.len() > 1 && common && !generic && last.chars().all(case::alphabetic) {
                offer(last.clone(), item, true);
            }
        }
    }
    offers
        .into_iter()
        .filter(|(form, shorts)| {
            let others = taken.get(form).into_iter().flatten();
            shorts.len() == 1
                && others.into_iter().all(|&i| i == shorts[0].item)
                && !attribute_words.contains_key(form)
        })
        .map(|(form, shorts)| (form, shorts[0]))
        .collect()
}

/// The one who does `w`: backstroke → backstroker, swim → swimmer is left out (a doubled
/// letter), guitar → guitarist, piano → pianist.
fn doers(w: &str) -> Vec<String> {
    if w.chars().count() < 4 {
        return vec![];
    }
    let mut out = vec![];
    match w.strip_suffix('e') {
        Some(stem) => {
            out.push(format!("{w}r"));
            out.push(format!("{stem}ist"));
        }
        None => {
            out.push(format!("{w}er"));
            out.push(format!("{w}ist"));
        }
    }
    if let Some(stem) = w.strip_suffix('o') {
        out.push(format!("{stem}ist"));
    }
    out
}

#[cfg(test)]
mod tests {
    use crate::zebra::Puzzle;

    const SWIM: &str = "positions: lane: 1, 2, 3, 4
swimmer: Betty, Carol, Daisy, Emily
style: backstroke, freestyle, dolphin, butterfly
country: Australia, Finland, United States, UK
event: beached whale, blimp launching, dark green, light green
";

    fn read_in(header: &str, sentence: &str) -> Result<Vec<String>, String> {
        Puzzle::parse(&format!("{header}{sentence}\n"))
            .map(|p| p.english[0].clues.clone())
            .map_err(|e| e.to_string())
    }

    #[test]
    fn short_forms_name_their_one_value() {
        for (sentence, want) in [
            (
                "The Backstroker is next to Carol.",
                "backstroke is next to Carol",
            ),
            ("The Freestyler is Betty.", "freestyle is Betty"),
            ("Carol is not Australian.", "Carol is not Australia"),
            ("The American swimmer is Daisy.", "United States is Daisy"),
            ("The Finn is in lane 2.", "Finland is in 2"),
            ("The whale is Emily.", "beached whale is Emily"),
        ] {
            let got = read_in(SWIM, sentence).unwrap_or_else(|e| panic!("{sentence:?}: {e}"));
            assert_eq!(got, [want], "{sentence:?}");
        }
    }

    #[test]
    fn short_forms_that_name_no_one_value_are_refused() {
        let finnish = SWIM.replace("dolphin", "Finnish");
        let whale_song = SWIM.replace("blimp launching", "whale song");
        let cash = SWIM.replace("blimp launching", "Johnny Cash");
        for (header, sentence) in [
            // "green" is a word of two values: it names neither.
            (SWIM, "The green event is Carol."),
            // The doer and last-word forms are read only after "the".
            (SWIM, "Carol is Backstroker."),
            (SWIM, "Carol saw whale."),
            // Finland and Finnish: "the Finn" could be either.
            (finnish.as_str(), "The Finn is Carol."),
            // "whale" is a word of two values.
            (whale_song.as_str(), "The whale is Carol."),
            // A name in capitals may be a proper name: "the cash" is not Johnny Cash.
            (cash.as_str(), "The cash is Carol."),
        ] {
            assert!(Puzzle::parse(header).is_ok(), "{header}");
            let got = read_in(header, sentence);
            assert!(got.is_err(), "{sentence:?} was read as {got:?}");
        }
    }
}
