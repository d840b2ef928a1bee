//! Printed labels and names in the puzzle's own sentences: an ordinal label after a verb
//! ("finished second"), an ordinal that is an adverb ("was first climbed"), a meaning word
//! inside a value's name ("Books and More"), "short of" on a category of amounts, and Roman
//! numerals as labels ("the XV century").

use super::test_support::{reads, refused};

const RACE: &str = "positions: placement: first, second, third, fourth
ostriches: Bridget, Kermit, Ophelia, Stretch
numbers: #105, #118, #126, #128
";

const PEAKS: &str = "positions: heights: 14210, 14340, 14470, 14600
mountains: Mt. Dawson, Mt. Ingram, Mt. Larsen, Mt. Norman
climbers: Gerry Gamble, Hal Hudson, Irving Igor, Kermit Kramer
";

const SHOPS: &str = "positions: opening dates: May 2nd, May 5th, May 8th, May 11th
businesses: Ant Farms Etc., Books and More, Frank's Figs, Sinful Sips
owners: Mr. Austin, Mr. Kirk, Mr. Ortiz, Mr. Zimmerman
";

const THROWS: &str = "positions: distances: 135 ft, 150 ft, 165 ft, 180 ft
teams: Mad Mashers, Russets, Spud Chuckers, Super Tubers
devices: catapult, slingshot, trebuchet, vacuum cannon
";

#[test]
fn an_ordinal_label_after_the_puzzles_verb() {
    reads(
        RACE,
        &[
            ("Ophelia finished second.", &["Ophelia is in second"]),
            (
                "The ostrich that finished second was #128.",
                &["#128 is in second"],
            ),
        ],
    );
    // Before one of the puzzle's own words it may be an adverb.
    refused(RACE, &["Ophelia first finished the race."]);
}

#[test]
fn an_ordinal_before_a_verb_on_labels_of_another_kind_is_an_adverb() {
    reads(
        PEAKS,
        &[(
            "Mt. Ingram was first climbed by Gerry Gamble.",
            &["Mt. Ingram is Gerry Gamble"],
        )],
    );
    // Not before a word that can be no verb in "-ed", nor on ordinal labels.
    refused(PEAKS, &["Mt. Ingram was first choice of Gerry Gamble."]);
    refused(RACE, &["Ophelia was first chased by #128."]);
}

#[test]
fn a_meaning_word_inside_a_name_is_the_names() {
    reads(
        SHOPS,
        &[(
            "Books and More will open 3 days after the business owned by Mr. Kirk.",
            &["Books and More is 3 after Mr. Kirk"],
        )],
    );
    // Outside the name the same word still refuses.
    refused(SHOPS, &["Frank's Figs will open more after Mr. Kirk."]);
}

#[test]
fn short_of_is_less_on_amounts() {
    reads(
        THROWS,
        &[(
            "The Super Tubers landed somewhat short of the Russets.",
            &["Super Tubers is left of Russets"],
        )],
    );
    // On places or times it says only that they are close.
    refused(RACE, &["Ophelia finished somewhat short of Kermit."]);
}

const CENTURIES: &str = "positions: century: XIV, XV, XVI
vampire: Bogdan, Dorian, Matei
plant: ivy, onion, garlic
";

#[test]
fn roman_numeral_labels_are_named_as_printed_and_counted_in_their_own_steps() {
    reads(
        CENTURIES,
        &[
            ("Dorian lived in the XV century.", &["Dorian is in XV"]),
            (
                "Matei lived one century after Dorian.",
                &["Matei is 1 after Dorian"],
            ),
            (
                "The vampire of the XIV century is not Bogdan.",
                &["Bogdan is not in XIV"],
            ),
        ],
    );
    // A numeral that is no label, and a unit the numerals are not counted in, are refused.
    refused(
        CENTURIES,
        &[
            "Bogdan lived in the XIX century.",
            "Bogdan lived in the XIIII century.",
            "Bogdan lived 100 years before Dorian.",
        ],
    );
    // A list that is not all numerals stays a list of words, refused as labels.
    assert!(crate::zebra::Puzzle::parse("positions: I, You, He\nname: a, b, c\n").is_err());
}
