//! Red-team sentences, tenth round ([`super`]): a place near the middle, a premise supposed
//! rather than stated (or a past premise before a present question), "both" of someone's
//! neighbours, a gap said vaguely ("vastly", "a decade", "two generations") and two people
//! said to be "aliases".
//! Each sentence refused here was read before with a meaning a careful reader would not give;
//! the plain sentences beside them must still read.

use super::test_support::{reads, refused, EINSTEIN};

/// Ages as the order, and people of two categories.
const AGES: &str = "positions: ages: 20, 30, 40, 50
name: Frank, Amy, Bob, Sue
profession: teacher, doctor, lawyer, nurse
";

#[test]
fn near_the_middle_is_not_the_middle_place() {
    // Read as "Brit is in 3".
    refused(
        EINSTEIN,
        &[
            "The Brit lives somewhere in the middle.",
            "The Brit lives somewhere in the centre.",
            "The Brit lives in one of the middle houses.",
            "The Brit lives in the middle houses.",
            "The Brit is one of the middle ones.",
            "The Brit lives in a middle house.",
        ],
    );
    reads(
        EINSTEIN,
        &[
            ("The Brit lives in the middle house.", &["Brit is in 3"]),
            ("The Brit lives in the middle.", &["Brit is in 3"]),
            (
                "The Brit lives in the middle of the row.",
                &["Brit is in 3"],
            ),
            ("Milk is drunk in the middle house.", &["milk is in 3"]),
            ("The Brit is not in the middle.", &["Brit is not in 3"]),
        ],
    );
}

#[test]
fn a_supposed_premise_is_no_clue() {
    // Read as "Brit is red".
    refused(
        EINSTEIN,
        &[
            "Suppose the Brit lives in the red house.",
            "Suppose that the Brit lives in the red house.",
            "Suppose the Brit lives in the red house; who owns the fish?",
            "Supposing the Brit lives in the red house.",
            "Assume the Brit lives in the red house.",
            "Assuming the Brit lives in the red house.",
            "Imagine that the Brit lives in the red house.",
            "Had the Brit lived in the red house.",
            "Were the Brit to live in the red house.",
            "Say the Brit lives in the red house.",
            "Hypothetically, the Brit lives in the red house.",
            "In theory the Brit lives in the red house.",
        ],
    );
    // (Refused before too: the premise of "would", and a statement beside a question.)
    refused(
        EINSTEIN,
        &[
            "If the Brit lived in the red house, who would own the fish?",
            "Had the Brit lived in the red house, who would own the fish?",
            "Assuming the Brit lives in the red house, who owns the fish?",
        ],
    );
    // Read as "Brit is red": a past premise before a present question is not so.
    refused(
        EINSTEIN,
        &[
            "If the Brit lived in the red house, who owns the fish?",
            "If the Brit kept dogs, who keeps the fish?",
        ],
    );
    reads(
        EINSTEIN,
        &[
            ("Who owns the fish?", &[]),
            ("The Brit lives in the red house.", &["Brit is red"]),
            (
                "If the Brit lives in the red house, who owns the fish?",
                &["Brit is red"],
            ),
            (
                "If the Brit lived in the red house, who owned the fish?",
                &["Brit is red"],
            ),
            (
                "If the red house is owned by the Brit, who owns the fish?",
                &["red is Brit"],
            ),
            (
                "If the first house is not red, who owns the fish?",
                &["red is not in 1"],
            ),
        ],
    );
}

#[test]
fn both_neighbours_are_two_people_of_one_value() {
    // Read as "Brit is next to tea".
    refused(
        EINSTEIN,
        &[
            "Both of the Brit's neighbours drink tea.",
            "Both neighbours of the Brit drink tea.",
            "Both the Brit's neighbours drink tea.",
            "The Brit's neighbours both drink tea.",
            "The Brit's neighbours drink tea.",
            "The neighbours of the Brit drink tea.",
            "The Brit's neighbours are tea drinkers.",
            // (Refused now too: one or two of the neighbours, as "the Brit's neighbour" was.)
            "One of the Brit's neighbours drinks tea.",
            "The Brit's neighbours are the Swede and the Dane.",
        ],
    );
    reads(
        EINSTEIN,
        &[
            (
                "The Brit is next to both the Swede and the Dane.",
                &["Brit is next to Swede", "Brit is next to Dane"],
            ),
            (
                "The Brit and the Swede are neighbours.",
                &["Brit is next to Swede"],
            ),
        ],
    );
}

#[test]
fn a_gap_said_vaguely_is_no_amount() {
    // Read as "teacher is left of Frank", weaker than the sentence.
    refused(
        AGES,
        &[
            "Frank is vastly older than the teacher.",
            "Frank is significantly older than the teacher.",
            "Frank is substantially older than the teacher.",
            "Frank is marginally older than the teacher.",
            "Frank is two generations older than the teacher.",
            "Frank is a good deal older than the teacher.",
            "Frank is decades older than the teacher.",
            "Frank is a decade older than the teacher.",
            "Frank is a generation older than the teacher.",
        ],
    );
    reads(
        AGES,
        &[
            (
                "Frank is older than the teacher.",
                &["teacher is left of Frank"],
            ),
            (
                "Frank is a year older than the teacher.",
                &["Frank is 1 after teacher"],
            ),
            (
                "Frank is ten years older than the teacher.",
                &["Frank is 10 after teacher"],
            ),
        ],
    );
}

#[test]
fn aliases_may_be_one_person() {
    // Read as "Frank is not teacher".
    refused(
        AGES,
        &[
            "Frank and the teacher are aliases.",
            "Frank and the teacher are synonyms.",
        ],
    );
    reads(
        AGES,
        &[
            (
                "Frank and the teacher both vote Tory.",
                &["Frank is not teacher"],
            ),
            (
                "Frank and the teacher are twins.",
                &["Frank is not teacher"],
            ),
        ],
    );
}
