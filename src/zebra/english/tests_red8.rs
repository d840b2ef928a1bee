//! Red-team sentences, eighth round ([`super`]): a question's premise with a clause between
//! it and the question or a yes-no question after it, a premise stated after the question or
//! after "when", a second sentence after a question's "?", "one of" before an "and" list,
//! "looking after" and "left the" as verbs, "followed" on an order of days, a link said to be
//! likely, comparatives of another measure than ages ("longer" on ages), "before" / "after"
//! on an order of money, and an area in square feet.
//! Each sentence refused here was read before with a meaning a careful reader would not give;
//! the plain sentences beside them must still read.

use super::super::test_support::{
    reads, refused, BOATS, CROCODILES, EINSTEIN, FINES, LECTURES, NEWS,
};

#[test]
fn a_premise_is_read_only_right_before_its_question() {
    refused(
        EINSTEIN,
        &[
            // The clause between the premise and the question was dropped.
            "If the Brit lives in the red house, the Swede keeps dogs, who owns the fish?",
            "If the Brit lives in the red house, and the Swede keeps dogs, who owns the fish?",
            // A yes-no question asks whether the premise brings the rest about.
            "If the Brit lives in the red house, does the Swede own the dogs?",
            "If the Brit lives in the red house, is the Swede's house green?",
            "If the Brit lives in the red house, the Swede keeps dogs?",
            // A premise after the question, or after "when", was dropped with the question.
            "Who owns the fish, given that the Brit lives in the red house?",
            "Who owns the fish, assuming the Brit lives in the red house?",
            "Who owns the fish, since the Brit lives in the red house?",
            "When the Brit lives in the red house, who owns the fish?",
            // Still refused: suppositions, conditions after the question, two "if"s.
            "If the first house were red, who would live where?",
            "Who owns the fish if the Brit does not live in the red house?",
            "If the Brit lives in the red house, who owns the fish, if anyone?",
            "Even if the Brit lives in the red house, who owns the fish?",
            "If and only if the Brit lives in the red house, who owns the fish?",
            "If the Brit lives in the red house, the Swede keeps dogs.",
            "Knowing that the Brit lives in the red house, who owns the fish?",
            "Assuming the Brit lives in the red house, who owns the fish?",
            "If not the Brit, who lives in the red house?",
            "If only the Brit lives in the red house, who owns the fish?",
            "If the Brit wants to live in the red house, who owns the fish?",
            "If the Brit lives in the red house and the Swede keeps dogs, who owns the fish?",
        ],
    );
    reads(
        EINSTEIN,
        &[
            (
                "If the Brit doesn't live in the red house, who owns the fish?",
                &["Brit is not red"],
            ),
            (
                "If the Brit lives in the red house, then who owns the fish?",
                &["Brit is red"],
            ),
            (
                "If the Brit lives in the red house, can you tell who owns the fish?",
                &["Brit is red"],
            ),
            (
                "If the Brit lives in the red house or the green house, who owns the fish?",
                &["Brit is either red or green"],
            ),
            (
                "If neither the Brit nor the Swede drinks tea, who owns the fish?",
                &["Brit is not tea", "Swede is not tea"],
            ),
            (
                "If the first house is not red, who lives where?",
                &["red is not in 1"],
            ),
            ("Who owns the fish, the Brit or the Dane?", &[]),
            ("Does the Brit own the fish?", &[]),
            ("Who owns the fish? Who drinks water?", &[]),
            ("The Brit drinks tea. Who owns the fish?", &["Brit is tea"]),
        ],
    );
}

#[test]
fn a_sentence_after_a_question_mark_is_no_answer_to_it() {
    // Read as "who owns the fish is the Brit, who lives in the red house": "fish is Brit".
    reads(
        EINSTEIN,
        &[(
            "Who owns the fish? The Brit lives in the red house.",
            &["Brit is red"],
        )],
    );
    refused(
        EINSTEIN,
        &[
            "Who owns the fish? The Brit.",
            "Who owns the fish? Not the Brit.",
        ],
    );
}

#[test]
fn one_of_an_and_list_is_not_each_of_them() {
    refused(
        EINSTEIN,
        &[
            // Read as "Swede is tea" and "Brit is not Swede".
            "Not one of the Brit and the Swede drinks tea.",
            "Not one of the Brit, the Swede and the Dane drinks tea.",
            "Not either of the Brit and the Swede drinks tea.",
            // Read as next to both.
            "The Brit lives next to one of the Swede and the Dane.",
            "The Brit lives next to either of the Swede and the Dane.",
            "The Brit lives next to any of the Swede and the Dane.",
            // Refused before for their own words, and still.
            "One of the Brit and the Swede drinks tea.",
            "Only one of the Brit and the Swede drinks tea.",
            "Exactly one of the Brit and the Swede drinks tea.",
            "At least one of the Brit and the Swede drinks tea.",
            "None of the Brit, the Swede and the Dane drinks tea.",
            "Not all of the Brit, the Swede and the Dane drink tea.",
            "Not both the Brit and the Swede drink tea.",
            "The Brit does not both drink tea and keep dogs.",
            "The Brit does not drink tea and keep dogs.",
            "Neither of the Brit and the Swede drinks tea.",
            "Of the Brit and the Swede, one drinks tea.",
            "Of the Brit and the Swede, exactly one drinks tea.",
            "The Brit lives next to the Swede or the Dane.",
        ],
    );
    reads(
        EINSTEIN,
        &[
            (
                "The Brit lives next to both the Swede and the Dane.",
                &["Brit is next to Swede", "Brit is next to Dane"],
            ),
            (
                "The Brit lives next to the Swede and the Dane.",
                &["Brit is next to Swede", "Brit is next to Dane"],
            ),
            (
                "Neither the Brit nor the Swede nor the Dane drinks tea.",
                &["Brit is not tea", "Swede is not tea", "Dane is not tea"],
            ),
            (
                "The Brit drinks neither tea nor coffee nor milk.",
                &["Brit is not tea", "Brit is not coffee", "Brit is not milk"],
            ),
            (
                "Either the Brit or the Swede drinks tea, or both.",
                &["at least 1 of: tea is Brit; tea is Swede"],
            ),
            (
                "Of the Brit and the Swede, one drinks tea and the other keeps dogs.",
                &["of Brit and Swede, one is tea and the other is dogs"],
            ),
            (
                "Either the Brit or the Swede drinks tea.",
                &["tea is either Brit or Swede"],
            ),
        ],
    );
    // Three of four reporters: the one left out did not go.
    reads(
        NEWS,
        &[(
            "Corey, Jimmy or Lois went to Bayonne.",
            &["Bayonne is not Perry"],
        )],
    );
    refused(
        NEWS,
        &[
            "Only one of Corey and Jimmy went to Bayonne.",
            "None of Corey, Jimmy and Lois went to Bayonne.",
            "Corey and Jimmy went to Bayonne and New Hope.",
        ],
    );
}

#[test]
fn looking_after_and_leaving_are_no_order_or_side() {
    // Read as "dogs is left of Brit" and "Brit is left of red".
    refused(
        EINSTEIN,
        &[
            "The Brit is looking after the dogs.",
            "The Brit looks after the dogs.",
            "The Brit looked after the horses.",
            "The Brit takes after the Swede.",
            "The Brit left the red house.",
            "The Brit left his dogs with the Swede.",
            "The Brit left a cat with the Dane.",
        ],
    );
    reads(
        EINSTEIN,
        &[
            (
                "The Brit lives left of the red house.",
                &["Brit is left of red"],
            ),
            (
                "The Brit lives to the left of the red house.",
                &["Brit is left of red"],
            ),
            (
                "The red house is on the left of the green house.",
                &["red is left of green"],
            ),
            (
                "The Brit lives after the Swede.",
                &["Swede is left of Brit"],
            ),
            (
                "The green house is just to the left of the white one.",
                &["green is immediately left of white"],
            ),
        ],
    );
}

#[test]
fn following_on_an_order_of_days_is_coming_after() {
    // Read as "Alice is nutrition".
    refused(
        LECTURES,
        &[
            "Alice followed the lecture on nutrition.",
            "Alice follows the lecture on nutrition.",
            "Alice preceded the lecture on nutrition.",
        ],
    );
    reads(
        LECTURES,
        &[
            (
                "Alice gave the lecture on nutrition.",
                &["Alice is nutrition"],
            ),
            (
                "Alice gave the lecture after the one on nutrition.",
                &["nutrition is left of Alice"],
            ),
            (
                "Alice lectured a day before Charles.",
                &["Alice is 1 before Charles"],
            ),
            (
                "Charles came two days after Alice.",
                &["Charles is 2 after Alice"],
            ),
        ],
    );
    refused(
        LECTURES,
        &[
            "Alice lectured on the day after Tuesday.",
            "Alice lectured on Tuesday, the day after Charles.",
            "Alice lectured the second day after Monday.",
            "Alice was followed by Charles.",
            "Alice lectured the week before Charles.",
        ],
    );
}

#[test]
fn a_link_said_to_be_likely_or_seeming_is_not_stated() {
    // Read as "dogs is tea".
    refused(
        EINSTEIN,
        &[
            "The man who keeps dogs probably drinks tea.",
            "The man who keeps dogs perhaps drinks tea.",
            "The man who keeps dogs possibly drinks tea.",
            "The man who keeps dogs apparently drinks tea.",
            "The man who keeps dogs supposedly drinks tea.",
            "The man who keeps dogs presumably drinks tea.",
            "The man who keeps dogs seems to drink tea.",
            "The man who keeps dogs seemed to drink tea.",
            "Maybe the Brit keeps dogs.",
        ],
    );
    reads(
        EINSTEIN,
        &[
            (
                "The man who keeps dogs surely drinks tea.",
                &["dogs is tea"],
            ),
            ("The man who keeps dogs also drinks tea.", &["dogs is tea"]),
            (
                "The man who keeps dogs can't drink tea.",
                &["dogs is not tea"],
            ),
            (
                "The man who doesn't keep dogs drinks tea.",
                &["dogs is not tea"],
            ),
            (
                "The man who keeps dogs is a Dane, not a Swede.",
                &["dogs is Dane", "dogs is not Swede"],
            ),
        ],
    );
}

#[test]
fn a_comparative_of_another_measure_is_no_step_of_the_order() {
    // On ages, lengths were read as ages ("Bubba is older"); "12.0 feet" also as a length.
    refused(
        CROCODILES,
        &[
            "Bubba is longer than Draco.",
            "Bubba is shorter than Draco.",
            "Bubba is taller than Draco.",
            "Bubba is 12.0 feet shorter than Draco.",
            "Bubba is twice as long as Barnabas.",
            "Bubba is shorter than the 10-year-old.",
            "Bubba is heavier than Draco.",
            "Bubba is faster than Draco.",
        ],
    );
    reads(
        CROCODILES,
        &[
            ("Bubba is older than Draco.", &["Draco is left of Bubba"]),
            (
                "Merlin is somewhat older than Bubba.",
                &["Bubba is left of Merlin"],
            ),
            ("Merlin is 10.2 feet long.", &["Merlin is 10.2 feet"]),
            (
                "Bubba is 10 years older than the gator that is 14.0 feet long.",
                &["Bubba is 10 after 14.0 feet"],
            ),
            (
                "Bubba is twice as old as Barnabas.",
                &["Bubba is 2 times Barnabas"],
            ),
        ],
    );
    refused(
        BOATS,
        &[
            "Irish Pride is older than White Squid.",
            // An area is no length.
            "Irish Pride is 25 square feet.",
            "Irish Pride is 25 sq ft.",
            "Irish Pride is 25 cubic feet.",
        ],
    );
    reads(
        BOATS,
        &[
            (
                "Irish Pride is longer than White Squid.",
                &["White Squid is left of Irish Pride"],
            ),
            (
                "Irish Pride is 6 feet longer than White Squid.",
                &["Irish Pride is 6 after White Squid"],
            ),
            ("Irish Pride is 25 feet long.", &["Irish Pride is in 25 ft"]),
        ],
    );
}

#[test]
fn before_and_after_are_times_on_an_order_of_money() {
    // Read as smaller and larger fines.
    refused(
        FINES,
        &[
            "Fenella Ferry was fined after leaving the Cathedral.",
            "Fenella Ferry was fined before the Cathedral.",
            "Fenella Ferry was fined later than Brendan Buss.",
            "Fenella Ferry was fined earlier than Brendan Buss.",
        ],
    );
    reads(
        FINES,
        &[
            (
                "Fenella Ferry paid a higher fine than Brendan Buss.",
                &["Brendan Buss is left of Fenella Ferry"],
            ),
            (
                "Fenella Ferry was fined at the Cathedral.",
                &["Fenella Ferry is Cathedral"],
            ),
            (
                "Fenella Ferry's fine was £10.",
                &["Fenella Ferry is in £10"],
            ),
        ],
    );
}
