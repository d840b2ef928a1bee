//! Per-pattern tests of the English reader: each row of the cue tables, with negation and
//! plural variants, the special forms, and the errors (unreadable, ambiguous, typos).

use crate::zebra::{Puzzle, ZebraError};

const HOUSES: &str = "positions: 5
nationality: Brit, Swede, Dane, Norwegian, German
colour: red, green, white, yellow, blue
drink: tea, coffee, milk, orange juice, water
smoke: Pall Mall, Dunhill, Blends, BlueMaster, Prince
pet: dogs, birds, cat, horses, fox
";

const POUNDS: &str = "positions: pounds lost: 3, 5, 7, 9
name: Ann, Bea, Cal, Dee
diet: keto, paleo, vegan, zone
";

/// The clue lines `sentence` was read as, under `header`.
fn read_in(header: &str, sentence: &str) -> Result<Vec<String>, ZebraError> {
    let p = Puzzle::parse(&format!("{header}\n{sentence}\n"))?;
    assert_eq!(
        p.english.len(),
        1,
        "{sentence:?} was read as the clue language"
    );
    Ok(p.english[0].clues.clone())
}

fn read(sentence: &str) -> Vec<String> {
    read_in(HOUSES, sentence).unwrap_or_else(|e| panic!("{sentence:?}: {e}"))
}

fn check(rows: &[(&str, &[&str])]) {
    for (sentence, want) in rows {
        assert_eq!(read(sentence), *want, "{sentence:?}");
    }
}

fn error(header: &str, sentence: &str) -> String {
    match read_in(header, sentence) {
        Ok(c) => panic!("{sentence:?} was read as {c:?}"),
        Err(e) => e.to_string(),
    }
}

#[test]
fn same() {
    check(&[
        ("The Brit lives in the red house.", &["Brit is red"]),
        ("1. The Swede keeps dogs.", &["Swede is dogs"]),
        ("12) The Swede keeps a dog as a pet", &["Swede is dogs"]),
        ("The Dane drinks tea", &["Dane is tea"]),
        ("Coffee is drunk in the green house.", &["coffee is green"]),
        (
            "Blends are smoked by the man who keeps horses",
            &["Blends is horses"],
        ),
        (
            "The person who smokes Pall Mall rears birds.",
            &["Pall Mall is birds"],
        ),
        (
            "The owner of the yellow house smokes Dunhill.",
            &["yellow is Dunhill"],
        ),
        (
            "The green house's owner drinks coffee.",
            &["green is coffee"],
        ),
        ("The Dunhill smoker keeps foxes.", &["Dunhill is fox"]),
        (
            "The orange-juice drinker has a cat",
            &["orange juice is cat"],
        ),
        (
            "The BlueMaster smoker drinks orange juice.",
            &["BlueMaster is orange juice"],
        ),
        ("\"The German smokes Prince.\"", &["German is Prince"]),
        ("The cats' owner lives in the blue house", &["cat is blue"]),
    ]);
}

#[test]
fn positions() {
    check(&[
        (
            "The Norwegian lives in the first house.",
            &["Norwegian is in 1"],
        ),
        ("Milk is drunk in the middle house.", &["milk is in 3"]),
        // "right" stressing a place is no relation (BrainBashers' Einstein wording).
        (
            "The man living in the house right in the middle drinks milk.",
            &["milk is in 3"],
        ),
        ("The man in the centre house drinks milk", &["milk is in 3"]),
        ("The Dane lives in the last house", &["Dane is in 5"]),
        ("The Dane lives in house 4", &["Dane is in 4"]),
        ("The second house is green", &["green is in 2"]),
        (
            "The Swede lives in the second house from the right",
            &["Swede is in 4"],
        ),
        ("The Swede lives on the far left", &["Swede is in 1"]),
        ("The rightmost house is white", &["white is in 5"]),
        (
            "The Brit does not live in the third house",
            &["Brit is not in 3"],
        ),
        (
            "The Brit lives at one of the ends",
            &["Brit is either position 1 or position 5"],
        ),
        (
            "The Brit does not live at either end",
            &["Brit is not in 1", "Brit is not in 5"],
        ),
    ]);
}

#[test]
fn not_same() {
    check(&[
        ("The Brit does not drink tea.", &["Brit is not tea"]),
        ("The Brit doesn't keep dogs", &["Brit is not dogs"]),
        ("The Dane isn't in the red house", &["Dane is not red"]),
        ("The Dane never drinks water", &["Dane is not water"]),
        (
            "The person who does not drink tea keeps dogs",
            &["tea is not dogs"],
        ),
        (
            "The Brit who keeps dogs does not drink tea",
            &["Brit is dogs", "Brit is not tea"],
        ),
        (
            "Neither the Brit nor the Dane drinks tea",
            &["Brit is not tea", "Dane is not tea"],
        ),
        (
            "The Brit keeps neither dogs nor horses",
            &["Brit is not dogs", "Brit is not horses"],
        ),
        (
            "The Brit does not keep dogs or horses",
            &["Brit is not dogs", "Brit is not horses"],
        ),
        (
            "The Brit and the Dane live in different houses",
            &["Brit is not Dane"],
        ),
        (
            "The tea drinker and the dog owner live in the same house",
            &["tea is dogs"],
        ),
    ]);
}

#[test]
fn immediately_left_and_right() {
    check(&[
        (
            "The green house is immediately to the left of the white house.",
            &["green is immediately left of white"],
        ),
        (
            "The green house is directly left of the white one",
            &["green is immediately left of white"],
        ),
        (
            "The green house is on the immediate left of the white house",
            &["green is immediately left of white"],
        ),
        (
            "The green house is just left of the white house",
            &["green is immediately left of white"],
        ),
        (
            "The Dane lives immediately to the right of the Brit",
            &["Brit is immediately left of Dane"],
        ),
        (
            "The Dane lives directly right of the dog owner",
            &["dogs is immediately left of Dane"],
        ),
        (
            "The Dane lives one house to the left of the Brit",
            &["Dane is immediately left of Brit"],
        ),
    ]);
}

#[test]
fn left_and_right() {
    check(&[
        (
            "The green house is somewhere to the left of the white house",
            &["green is left of white"],
        ),
        ("The Brit lives left of the Dane", &["Brit is left of Dane"]),
        (
            "The Brit lives somewhere to the right of the Dane",
            &["Dane is left of Brit"],
        ),
        (
            "The Brit lives to the right of the tea drinker",
            &["tea is left of Brit"],
        ),
        (
            "The house to the left of the red house is green",
            &["green is left of red"],
        ),
        (
            "The Brit lives two houses to the left of the Dane",
            &["Brit is 2 before Dane"],
        ),
        (
            "The Brit lives 3 houses to the right of the Dane",
            &["Brit is 3 after Dane"],
        ),
    ]);
}

#[test]
fn next_to() {
    check(&[
        (
            "The man who smokes Blends lives next to the one who keeps cats.",
            &["Blends is next to cat"],
        ),
        (
            "The man who keeps horses lives next door to the Dunhill smoker",
            &["horses is next to Dunhill"],
        ),
        (
            "The Norwegian lives beside the blue house",
            &["Norwegian is next to blue"],
        ),
        (
            "The Blends smoker has a neighbour who drinks water",
            &["Blends is next to water"],
        ),
        (
            "The Blends smoker has a neighbor who drinks water",
            &["Blends is next to water"],
        ),
        (
            "The Brit and the Dane are neighbours",
            &["Brit is next to Dane"],
        ),
        (
            "The Brit and the Dane live next to each other",
            &["Brit is next to Dane"],
        ),
        (
            "The Brit lives right next to the Dane",
            &["Brit is next to Dane"],
        ),
        (
            "The Brit's house is adjacent to the Dane's",
            &["Brit is next to Dane"],
        ),
    ]);
}

#[test]
fn not_next_to() {
    check(&[
        (
            "The Brit does not live next to the Dane",
            &["Brit is not next to Dane"],
        ),
        (
            "The Brit and the Dane are not neighbours",
            &["Brit is not next to Dane"],
        ),
        (
            "The Brit doesn't live beside the tea drinker",
            &["Brit is not next to tea"],
        ),
        (
            "Neither the Brit nor the Dane lives next to the red house",
            &["Brit is not next to red", "Dane is not next to red"],
        ),
        (
            "No one who drinks tea lives next to the Brit",
            &["tea is not next to Brit"],
        ),
    ]);
}

#[test]
fn distances() {
    check(&[
        (
            "There is one house between the Brit and the Dane",
            &["Brit is 2 away from Dane"],
        ),
        (
            "There are two houses between the red house and the tea drinker",
            &["red is 3 away from tea"],
        ),
        (
            "The Brit lives two houses away from the Dane",
            &["Brit is 2 away from Dane"],
        ),
        (
            "The Brit and the Dane are three houses apart",
            &["Brit is 3 away from Dane"],
        ),
    ]);
}

#[test]
fn numeric_labels() {
    let rows: &[(&str, &[&str])] = &[
        ("Ann lost 2 pounds more than Bea", &["Ann is 2 after Bea"]),
        (
            "Ann lost four pounds less than the vegan",
            &["Ann is 4 before vegan"],
        ),
        (
            "The person who lost 7 pounds is on the zone diet",
            &["zone is in 7"],
        ),
        ("Cal lost fewer pounds than Dee", &["Cal is left of Dee"]),
        (
            "Cal lost more pounds than the keto dieter",
            &["keto is left of Cal"],
        ),
        ("The one who lost 9 pounds isn't Bea", &["Bea is not in 9"]),
    ];
    for (sentence, want) in rows {
        let got = read_in(POUNDS, sentence).unwrap_or_else(|e| panic!("{sentence}: {e}"));
        assert_eq!(got, *want, "{sentence:?}");
    }
}

#[test]
fn either() {
    check(&[
        (
            "The Brit is either the tea drinker or the dog owner",
            &["Brit is either tea or dogs"],
        ),
        (
            "Either the Brit or the Dane drinks tea",
            &["tea is either Brit or Dane"],
        ),
        (
            "The Brit lives in the red house or the green house",
            &["Brit is either red or green"],
        ),
        (
            "The Brit lives in either the first or the last house",
            &["Brit is either position 1 or position 5"],
        ),
    ]);
}

#[test]
fn one_each() {
    check(&[
        (
            "Of the Brit and the Dane, one drinks tea and the other keeps dogs",
            &["of Brit and Dane, one is tea and the other is dogs"],
        ),
        (
            "One of the Brit and the Swede keeps birds, the other drinks milk",
            &["of Brit and Swede, one is birds and the other is milk"],
        ),
    ]);
}

#[test]
fn unreadable_sentences_name_the_line_and_what_was_understood() {
    let e = error(HOUSES, "Blends horses");
    assert_eq!(
        e,
        "line 8: found 'Blends' and 'horses', but no relation between them"
    );
    let e = error(HOUSES, "The Brit lives opposite the Dane");
    assert_eq!(
        e,
        "line 8: cannot place the word 'opposite' (found 'Brit' and 'Dane')"
    );
    let e = error(HOUSES, "The Brit is happy");
    assert!(
        e.starts_with("line 8: cannot place the word 'happy'"),
        "{e}"
    );
    let e = error(HOUSES, "The Brit lives next to the Dane, left of the Swede");
    assert!(e.contains("several relations"), "{e}");
    let e = error(HOUSES, "The Brit is not left of the Dane");
    assert!(e.contains("cannot be stated"), "{e}");
    let e = error(HOUSES, "The Brit lives in the sixth house");
    assert!(e.contains("no 'sixth' position"), "{e}");
    let e = error(
        HOUSES,
        "The Brit lives next to the person who does not drink tea",
    );
    assert!(e.contains("describes someone"), "{e}");
    let e = error(
        HOUSES,
        "The person who does not drink tea lives next to the Brit",
    );
    assert!(e.contains("describes someone"), "{e}");
    let e = error(HOUSES, "Everyone sleeps");
    assert!(
        e.starts_with("line 8: cannot place the words 'everyone' and 'sleeps'"),
        "{e}"
    );
}

#[test]
fn ambiguous_sentences_are_errors() {
    // Two persons on one side of a relation, or two attributes sharing a name.
    let shared = "positions: 3\nshirt: red, blue, tan\ncar: red, grey, black\n";
    let e = error(shared, "The red lives next to the grey");
    assert!(e.contains("\"red\" is a value of shirt and car"), "{e}");
    assert_eq!(
        read_in(shared, "The red shirt owner drives the grey car").unwrap(),
        ["shirt.red is grey"]
    );
    let e = error(
        HOUSES,
        "Either the Brit or the Dane lives next to the tea drinker",
    );
    assert!(e.contains("cannot be stated"), "{e}");
}

#[test]
fn typos_get_did_you_mean() {
    let e = error(HOUSES, "The Brit keeps horsse");
    assert_eq!(
        e,
        "line 8: no value is called \"horsse\" (did you mean \"horses\"?)"
    );
    let e = error(HOUSES, "The Brit smokes Pal Mall");
    assert!(e.contains("did you mean \"Pall Mall\""), "{e}");
    // A word one letter from a word the reader knows, in a line that stays refused.
    let e = error(
        HOUSES,
        "The Brit is not livving next to the Dane and sleeps happily",
    );
    assert!(e.contains("(did you mean 'living' for 'livving'?)"), "{e}");
}

#[test]
fn misspelt_relation_words_get_did_you_mean() {
    // The clue language's words and the English cues alike, as written in the line.
    for (line, word, fix) in [
        ("Brit is lefft of Dane", "lefft", "left"),
        ("Brit is immediately rigth of Dane", "rigth", "right"),
        ("Brit is nex to tea", "nex", "next"),
        (
            "The Brit lives imediately left of the Dane",
            "imediately",
            "immediately",
        ),
        ("The Brit lives Besdie the Dane", "Besdie", "beside"),
    ] {
        let e = error(HOUSES, line);
        assert_eq!(
            e,
            format!("line 8: no clue uses the word \"{word}\" (did you mean \"{fix}\"?)"),
            "{line}"
        );
    }
    // A word near a relation word whose fix would still not read gets no suggestion.
    let e = error(HOUSES, "Brit is lefft of nobody");
    assert!(!e.contains("did you mean \"left\""), "{e}");
    // Nor does a word only near a word that joins a relation ("frobs", "from").
    let e = error(HOUSES, "Brit frobs next to tea");
    assert!(
        e.starts_with("line 8: cannot place the word 'frobs'"),
        "{e}"
    );
}

#[test]
fn a_clue_language_line_is_not_read_as_english() {
    let p = Puzzle::parse(&format!("{HOUSES}Brit is red\n")).unwrap();
    assert!(p.english.is_empty());
    assert_eq!(p.clues.len(), 1);
}

#[test]
fn translate_round_trips() {
    let text = format!("{HOUSES}Brit is red\nThe Brit who keeps dogs does not drink tea. # note\n");
    let out = crate::zebra::translate(&text).unwrap();
    assert!(
        out.contains(
            "# The Brit who keeps dogs does not drink tea. # note\nBrit is dogs\nBrit is not tea\n"
        ),
        "{out}"
    );
    let again = Puzzle::parse(&out).unwrap();
    let before = Puzzle::parse(&text).unwrap();
    let cs = |p: &Puzzle| {
        p.clues
            .iter()
            .map(|c| c.constraint.clone())
            .collect::<Vec<_>>()
    };
    assert_eq!(cs(&again), cs(&before));
    assert!(again.english.is_empty());
}

#[test]
fn the_question_states_no_clue() {
    assert_eq!(read("Who owns the fox?"), Vec::<String>::new());
    assert_eq!(
        read("The Swede is the third person from the left"),
        ["Swede is in 3"]
    );
}

#[test]
fn sentences_over_the_word_cap_get_the_clue_language_error() {
    let e = error(
        HOUSES,
        &format!("The Brit {}keeps dogs", "really ".repeat(100)),
    );
    assert!(e.starts_with("line 8: expected a header"), "{e}");
    let e = error(
        HOUSES,
        &format!("The Brit {}lives next to dogs", "really ".repeat(5)),
    );
    assert!(
        e.starts_with("line 8: cannot place the word 'really'"),
        "{e}"
    );
}

/// "has nothing to do with" denies a link: it is read as the denial, never as the link.
#[test]
fn nothing_to_do_with_is_a_denial() {
    assert_eq!(
        read("The Brit's home has nothing to do with the dogs."),
        ["Brit is not dogs"]
    );
}
