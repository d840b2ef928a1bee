//! The puzzle's own nouns and verbs inside sentences with a form (descriptions.rs): what they
//! read as, and the sentences that must stay refused because an unknown word there could be
//! the relation itself.

use super::test_support::read_in;

const CHORES: &str = "positions: allowance: $5, $6, $7, $8
person: Robert, Ellen, Sam, Tina
room: kitchen, garage, attic, dining room
";

const RACE: &str = "positions: placement: #105, #118, #126, #128
ostriches: Bridget, Kermit, Ophelia, Stretch
numbers: first, second, third, fourth
";

fn read(sentence: &str) -> Vec<String> {
    read_in(CHORES, sentence).unwrap_or_else(|e| panic!("{sentence:?}: {e}"))
}

#[test]
fn descriptions_with_the_puzzles_own_nouns_and_verbs() {
    for (sentence, want) in [
        (
            "The $5 task is either the kitchen assignment or Robert's task.",
            "position $5 is either kitchen or Robert",
        ),
        (
            "The person who cleaned the attic was either Ellen or the $8 chore.",
            "attic is either Ellen or position $8",
        ),
        (
            "Of Ellen's piece and the $6 chore, one was cleaned in the kitchen and the other is the attic.",
            "of Ellen and position $6, one is kitchen and the other is attic",
        ),
        (
            "Neither Mrs. Tina's order nor the garage job is the $7 task.",
            "Tina is not in $7",
        ),
        (
            "Ellen's task pays 2 dollars more than the attic chore.",
            "Ellen is 200 after attic",
        ),
        ("The chore that pays $6 is not the garage.", "garage is not in $6"),
        ("Robert's task pays $6.", "Robert is in $6"),
        (
            "Of the room first cleaned by Sam and the $5 chore, one is the attic and the other \
             is the garage.",
            "of Sam and position $5, one is attic and the other is garage",
        ),
        (
            "The person who won the kitchen contest is either Ellen or the $8 chore.",
            "kitchen is either Ellen or position $8",
        ),
    ] {
        let got = read(sentence);
        assert_eq!(got[0], want, "{sentence:?} read as {got:?}");
    }
    assert_eq!(
        read("Neither Mrs. Tina's order nor the garage job is the $7 task."),
        [
            "Tina is not in $7",
            "garage is not in $7",
            "Tina is not garage"
        ]
    );
}

#[test]
fn an_unknown_word_that_could_be_the_relation_is_refused() {
    for sentence in [
        // The verb of a choice must be "be"; a denied verb between two values of one
        // attribute is no link.
        "Robert hired either Ellen or Sam.",
        "The kitchen worker hired either Ellen or Sam.",
        "The garage worker didn't clean the attic.",
        "Neither Ellen nor Sam hired the attic cleaner.",
        // A second person: a relational noun, or an unknown verb between two values.
        "Robert's brother is either the kitchen worker or Sam.",
        "The kitchen worker hired Sam and is not Tina.",
        // A position word that may be an adverb; a count.
        "The kitchen worker is either Sam or the person who cleaned last.",
        "Robert adopted 3 cats.",
        // A word that loosens an amount.
        "Ellen's task pays almost 2 dollars more than the attic chore.",
        "Ellen's task pays about 2 dollars more than the attic chore.",
        // A superlative.
        "The person who won the fastest contest is either Ellen or Sam.",
        // A relative clause's own verb is no junction.
        "The attic cleaner hired the man who is either Ellen or Sam.",
    ] {
        let got = read_in(CHORES, sentence);
        assert!(got.is_err(), "{sentence:?} was read as {got:?}");
    }
}

#[test]
fn prices_with_a_dollar_sign_name_plain_labels() {
    let header = "positions: prices: 550, 575, 600, 625
companies: Cober, Lirios, Nectron, Torvia
cameras: DM-5000, G-290, Tela G5, Zenix 2C
";
    assert_eq!(
        read_in(
            header,
            "The camera made by Lirios is either the $625 camera or the DM-5000."
        ),
        Ok(vec!["Lirios is either position 625 or DM-5000".to_string()])
    );
    assert_eq!(
        read_in(
            header,
            "The person who will be working with Cober is either the G-290 or the $550 camera."
        ),
        Ok(vec!["Cober is either G-290 or position 550".to_string()])
    );
}

#[test]
fn left_before_an_amount_is_a_verb() {
    let header = "positions: departure: March 1, March 2, March 3, March 4
person: Linda, Maddy, Nell, Opal
trip: ski, surf, hike, golf
";
    assert_eq!(
        read_in(header, "Linda left 2 days after Maddy."),
        Ok(vec!["Linda is 2 after Maddy".to_string()])
    );
    assert_eq!(
        read_in(
            header,
            "The person who booked the ski outing left 2 days after Maddy."
        ),
        Ok(vec!["ski is 2 after Maddy".to_string()])
    );
    // A side is still a side.
    assert!(read_in(header, "Linda is left of Maddy 2 days after Nell.").is_err());
}

#[test]
fn a_comparisons_verb_may_measure_another_order() {
    // "finished" is about the finishing places, a category of its own, not the bib numbers
    // the grid is ordered by.
    let got = read_in(RACE, "Stretch finished 2 places after Kermit.");
    assert!(got.is_err(), "read as {got:?}");
    // A position word that is an adverb ("second … after") is no position.
    let got = read_in(
        CHORES,
        "The attic chore was the second one to be cleaned after the kitchen chore.",
    );
    assert!(got.is_err(), "read as {got:?}");
}

#[test]
fn lists_of_things_that_all_differ() {
    assert_eq!(
        read("The four chores are the kitchen chore, Robert's task, the $6 job and the one Sam cleaned."),
        [
            "kitchen is not Robert",
            "kitchen is not in $6",
            "kitchen is not Sam",
            "Robert is not in $6",
            "Sam is not in $6",
        ]
    );
    assert_eq!(
        read("The attic chore, Ellen's task and the $8 job are all different chores."),
        [
            "attic is not Ellen",
            "attic is not in $8",
            "Ellen is not in $8"
        ]
    );
    assert_eq!(
        read("Tina, the person who cleaned the garage, and the $5 job are three different chores."),
        [
            "Tina is not garage",
            "Tina is not in $5",
            "garage is not in $5"
        ]
    );
    for sentence in [
        // A count that is not the list's length.
        "The three chores are the kitchen chore, Robert's task, the $6 job and Sam.",
        "The attic chore, Ellen's task and the $8 job are two different chores.",
        // A meaning word, a second person.
        "The attic chore, Ellen's task and the $8 job are not all different chores.",
        "The four chores are the kitchen chore, Robert's brother, the $6 job and Sam.",
    ] {
        let got = read_in(CHORES, sentence);
        assert!(got.is_err(), "{sentence:?} was read as {got:?}");
    }
}
