//! Words that dress a value (wording.rs): praise before it, "the site of", a name restated in
//! a clause; and the near sentences that must stay refused.

use super::super::test_support::{reads, refused, NEWS};

const LECTURES: &str = "positions: day: Monday, Tuesday, Wednesday, Thursday, Friday
last name: Felicidad, Garber, Haller, Itakura, Jeffreys
lecture: choosing a college, physical hygiene, modern art, nutrition, study habits
";

#[test]
fn praise_before_a_value_is_no_other_thing() {
    reads(
        LECTURES,
        &[(
            "Itakura is next to the lecturer on proper study habits.",
            &["Itakura is next to study habits"],
        )],
    );
    refused(
        LECTURES,
        &[
            // Not a word of praise: a fake subject may be another one.
            "Itakura is next to the lecturer on fake study habits.",
            // Praise of something that is no value.
            "Itakura is next to the proper lecturer on study habits.",
        ],
    );
}

#[test]
fn the_site_of_a_value_is_that_value() {
    reads(
        NEWS,
        &[(
            "South Amboy was not the site of either the beached whale or the skyscraper dedication.",
            &["South Amboy is not beached whale", "South Amboy is not skyscraper dedication"],
        )],
    );
    refused(
        NEWS,
        &["South Amboy was not the birthplace of either the beached whale or the skyscraper dedication."],
    );
}

#[test]
fn a_name_restated_in_a_clause_is_that_value() {
    reads(
        NEWS,
        &[
            (
                "Bayonne is either the place that Corey went or the place where the whale was \
                 beached, or both.",
                &["at least 1 of: Bayonne is Corey; Bayonne is beached whale"],
            ),
            (
                "The whale was beached in Bayonne.",
                &["beached whale is Bayonne"],
            ),
        ],
    );
    refused(
        NEWS,
        &[
            "Bayonne is either the place that Corey went or the place where the whale was not \
             beached, or both.",
            "Bayonne is either the place that Corey went or the place where the whale was beached \
             by Lois, or both.",
        ],
    );
}
