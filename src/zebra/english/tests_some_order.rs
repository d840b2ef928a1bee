//! "In some order" (some_order.rs) and "on consecutive days" (gaps.rs): what each reads as,
//! and the near sentences that must stay refused (one thing on a side, an active verb, a
//! denial, a relation with a direction, days that are not one apart).

use super::super::test_support::{reads, refused, LECTURES, NEWS};

/// Days that skip one: "consecutive days" are no neighbours there.
const ALTERNATE_DAYS: &str = "positions: day: Monday, Wednesday, Friday
name: Amy, Bob, Cal
";

#[test]
fn in_some_order_pairs_two_things_with_two() {
    reads(
        NEWS,
        &[
            (
                "The blimp launching and the skyscraper dedication were covered, in some order, \
                 by Lois and the reporter who was sent to Port Charles.",
                &["of blimp launching and skyscraper dedication, one is Lois and the other is Port Charles"],
            ),
            (
                "The blimp launching and the skyscraper dedication were covered, in either order, \
                 by Lois and Perry.",
                &["of blimp launching and skyscraper dedication, one is Lois and the other is Perry"],
            ),
            (
                "Bayonne and New Hope are, in some order, Lois and Perry.",
                &["of Bayonne and New Hope, one is Lois and the other is Perry"],
            ),
        ],
    );
    refused(
        NEWS,
        &[
            // One thing on a side: nothing to pair.
            "The blimp launching and the skyscraper dedication were covered, in some order, by Lois.",
            // An active verb: left to the other forms.
            "Lois and Perry covered, in some order, the blimp launching and the skyscraper dedication.",
            // A denial of a pairing is no pairing.
            "The blimp launching and the skyscraper dedication were not covered, in some order, \
             by Lois and Perry.",
            // "respectively" says the order written: the sentence says both.
            "The blimp launching and the skyscraper dedication were covered, in some order, by \
             Lois and Perry respectively.",
            // Two clauses after the phrase.
            "Bayonne and New Hope are, in some order, Lois and Perry, and Jimmy is not Bayonne.",
        ],
    );
}

#[test]
fn in_one_order_or_the_other_closes_a_relation_without_direction() {
    reads(
        LECTURES,
        &[
            (
                "Ms. Itakura and the lecturer on proper study habits spoke on consecutive days, in \
                 one order or the other.",
                &[
                    "Itakura is next to study habits",
                    "Itakura is not Charles",
                    "Itakura is not Duane",
                    "Itakura is not Eddie",
                ],
            ),
            ("Itakura and Haller spoke on consecutive days.", &["Itakura is next to Haller"]),
            (
                "Itakura and Haller spoke on consecutive days, in some order.",
                &["Itakura is next to Haller"],
            ),
        ],
    );
    refused(
        LECTURES,
        &[
            // A relation with a direction cannot hold either way round.
            "Itakura spoke the day before Haller, in one order or the other.",
            "Itakura spoke sometime before Haller, in either order.",
            // Weeks are not the order's unit.
            "Itakura and Haller spoke in consecutive weeks.",
            "Itakura and Haller spoke on two consecutive days.",
        ],
    );
    // Monday and Wednesday are neighbours in the order, but not consecutive days.
    refused(
        ALTERNATE_DAYS,
        &[
            "Amy and Bob spoke on consecutive days.",
            "Amy and Bob spoke on adjacent days.",
        ],
    );
}
