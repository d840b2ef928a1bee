//! Red-team sentences, ninth round ([`super`]): "at first" and "first thing" as times of the
//! story, a verb of the story or of liking from one person to another, "X's favourite" and
//! "the favourite of", a clause with its own verb after "before" / "after", and a measure word
//! or a measured thing that is not the category's measure ("12.0 feet *wide*" on lengths, "has a
//! 25-foot *mast*"); "in a position after", "on a floor higher than": a place, not one step;
//! "one of the houses after", "more than one house from": any of several gaps, no amount.
//! Each sentence refused here was read before with a meaning a careful reader would not give;
//! the plain sentences beside them must still read.

use super::super::test_support::{reads, refused, BOATS, CROCODILES, EINSTEIN, LECTURES};

/// Mountains by height (Puzzle Baron easy 11's header).
const PEAKS: &str = "positions: heights: 14210, 14340, 14470, 14600
mountains: Mt. Dawson, Mt. Ingram, Mt. Larsen, Mt. Norman
climbers: Gerry Gamble, Hal Hudson, Irving Igor, Kermit Kramer
";

#[test]
fn first_thing_and_at_first_are_times_of_the_story() {
    // Read as "tea is in 1" and "Brit is in 1".
    refused(
        EINSTEIN,
        &[
            "The Brit drinks tea first thing.",
            "At first the Brit drinks tea.",
            "The Brit drinks tea at first.",
            "At last the Brit drinks tea.",
        ],
    );
    refused(LECTURES, &["Alice lectured at first."]);
    reads(
        EINSTEIN,
        &[
            ("The Brit is first.", &["Brit is in 1"]),
            ("The Brit lives in the first house.", &["Brit is in 1"]),
            ("The Brit lives last.", &["Brit is in 5"]),
        ],
    );
    reads(
        LECTURES,
        &[("Alice lectured first.", &["Alice is in Monday"])],
    );
}

#[test]
fn a_verb_from_one_person_to_another_is_no_link() {
    // Read as "Alice is Garber" and "Brit is dogs".
    refused(
        LECTURES,
        &[
            "Alice loves Garber.",
            "Alice admires Garber.",
            "Alice likes Garber.",
            "Alice knows Garber.",
            "Alice taught Garber.",
            "Alice is Garber's favourite.",
            "Alice is Garber's favorite.",
        ],
    );
    refused(
        EINSTEIN,
        &[
            "The Brit loves the Swede.",
            "The Brit is the Swede's favourite.",
            "The Brit is the favourite of the man who keeps dogs.",
        ],
    );
    reads(
        LECTURES,
        &[
            ("Alice likes nutrition.", &["Alice is nutrition"]),
            ("Alice taught nutrition.", &["Alice is nutrition"]),
            ("Alice's last name is Garber.", &["Alice is Garber"]),
            (
                "Garber's favourite lecture is nutrition.",
                &["Garber is nutrition"],
            ),
        ],
    );
    reads(
        EINSTEIN,
        &[
            ("The Brit loves dogs.", &["Brit is dogs"]),
            ("The man who keeps dogs loves tea.", &["dogs is tea"]),
        ],
    );
}

#[test]
fn a_clause_after_before_or_after_is_another_event() {
    // Read as "Alice is left of Charles": Charles's arrival is not his lecture.
    refused(
        LECTURES,
        &[
            "Alice lectured before Charles arrived.",
            "Alice lectured after Charles arrived.",
            "Alice lectured before Charles gave his lecture.",
        ],
    );
    reads(
        LECTURES,
        &[
            (
                "Alice lectured before Charles.",
                &["Alice is left of Charles"],
            ),
            (
                "Alice lectured before Charles did.",
                &["Alice is left of Charles"],
            ),
            (
                "Alice lectured before Charles lectured.",
                &["Alice is left of Charles"],
            ),
            (
                "Alice lectured before the nutrition lecture.",
                &["Alice is left of nutrition"],
            ),
            (
                "Alice lectured sometime after Charles.",
                &["Charles is left of Alice"],
            ),
        ],
    );
}

#[test]
fn another_measure_is_not_the_categorys() {
    // Read as Bubba's length and Irish Pride's.
    refused(
        CROCODILES,
        &["Bubba is 12.0 feet wide.", "Bubba is 12.0 feet tall."],
    );
    refused(
        BOATS,
        &[
            "Irish Pride is 25 feet wide.",
            "Irish Pride is 25 feet high.",
            "Irish Pride has a 25-foot mast.",
            "The boat with a 25-foot mast is Irish Pride.",
        ],
    );
    reads(
        CROCODILES,
        &[
            ("Bubba is 12.0 feet long.", &["Bubba is 12.0 feet"]),
            ("Bubba is 12.0 feet.", &["Bubba is 12.0 feet"]),
        ],
    );
    reads(
        BOATS,
        &[
            ("Irish Pride is 25 feet long.", &["Irish Pride is in 25 ft"]),
            (
                "Irish Pride is a 25-foot boat.",
                &["Irish Pride is in 25 ft"],
            ),
            (
                "The 25-foot boat is Irish Pride.",
                &["Irish Pride is in 25 ft"],
            ),
        ],
    );
    reads(
        PEAKS,
        &[(
            "Mt. Norman is 14470 feet tall.",
            &["Mt. Norman is in 14470"],
        )],
    );
}

#[test]
fn a_place_after_a_preposition_is_no_amount_of_one() {
    // Read as "1 after": "in a position higher than" is any higher one, as "a house to the
    // left of" is any house to the left.
    let floors = "positions: floor: 1, 2, 3, 4, 5\nname: Amy, Bob, Cid, Dan, Eve\n";
    refused(
        EINSTEIN,
        &[
            "The Brit is in a position higher than the Dane.",
            "The Brit is in a position after the Dane.",
            "The Brit is at a position after the Dane.",
            "The Brit lives in a place before the Dane.",
            "The Brit is in a spot after the Dane.",
            "The Brit is in a position higher than 3.",
        ],
    );
    refused(floors, &["Amy lives on a floor higher than Bob."]);
    reads(
        EINSTEIN,
        &[
            (
                "The Brit is a position after the Dane.",
                &["Brit is 1 after Dane"],
            ),
            (
                "The Brit finished a place ahead of the Dane.",
                &["Brit is 1 before Dane"],
            ),
            (
                "The Brit is in a position one higher than the Dane.",
                &["Brit is 1 after Dane"],
            ),
            (
                "The Brit is in a higher position than the Dane.",
                &["Dane is left of Brit"],
            ),
        ],
    );
    reads(
        floors,
        &[(
            "Amy lives a floor higher than Bob.",
            &["Amy is 1 after Bob"],
        )],
    );
}

#[test]
fn one_of_the_houses_or_more_than_one_house_is_no_amount() {
    // Read as "1 after", "2 after", "immediately left of", "Dane is in 3 …", "Dane is left
    // of Brit" and "Brit is left of Dane".
    refused(
        EINSTEIN,
        &[
            "The Brit lives in one of the houses after the Dane.",
            "The Brit lives in one of the two houses after the Dane.",
            "The Brit lives in one of the houses to the left of the Dane.",
            "One of the houses after the Dane is the Brit's.",
            "The Brit lives fewer than 3 houses from the Dane.",
            "The Brit lives more than one house from the Dane.",
            "The Brit is less than a place from the Dane.",
        ],
    );
    reads(
        EINSTEIN,
        &[
            (
                "The Brit lives in one of the houses next to the Dane.",
                &["Brit is next to Dane"],
            ),
            (
                "The Brit is one of the people after the Dane.",
                &["Dane is left of Brit"],
            ),
            (
                "The Brit lives two houses after the Dane.",
                &["Brit is 2 after Dane"],
            ),
        ],
    );
}
