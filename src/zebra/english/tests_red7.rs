//! Red-team sentences, seventh round ([`super`]): units that do not fit the positions, story
//! verbs that part a thing from its owner or only seek, speak of or fear it, "outside",
//! "again" beside a negation, a value's own word as the verb of "by", and a possessive after
//! "after" standing for a thing. Each sentence refused here was read before with a meaning a
//! careful reader would not give; the plain sentences beside them must still read.

use super::super::test_support::{reads, refused, BOATS, CROCODILES, EINSTEIN, FINES, NEWS};

/// GridPuzzle 3x4-13: the positions are the pounds lost.
const DIETS: &str = "positions: pounds lost: 3, 5, 7, 9
names: Raymond, Stuart, Tom, Wesley
diets: caveman, dairy-free, gluten-free, vegan
";

/// Puzzle Baron easy 9: weeks of training.
const TRAINING: &str = "positions: training: 6 weeks, 7 weeks, 8 weeks, 9 weeks
dogs: Bailey, Buster, Gizmo, Jake
trainers: Martha, Odette, Stephanie, Teresa
";

/// GridPuzzle 16: scores in per cent.
const SCORES: &str = "positions: scores: 55%, 62%, 69%, 76%
programs: Archimedes, Galen, Proclus, Zeno
institutions: CIT, Exeter, Oxford, UCLA
";

/// CleverZebra 22's bookstalls, with no order.
const STALLS: &str = "stall: Dispatches, Kriegspiel, Portcullis, Standfast, Valiant
run by: Basil Clancy, Derek Cornwell, Eric Fraser, Gary Higgins, Vikki Wren
based in: Bedford, Ipswich, Lincoln, Nottingham, Warwick
";

#[test]
fn a_unit_the_positions_are_not_in_is_refused_not_dropped() {
    // Each read as the label of the same number, the unit dropped as a story word.
    refused(
        BOATS,
        &[
            "The 25 m vessel is Irish Pride.",
            "The 25 km vessel is Irish Pride.",
            "The 25 kg vessel is Irish Pride.",
            "The 25 yards vessel is Irish Pride.",
            "The 25-metre vessel is Irish Pride.",
            "The 25 mph vessel is Irish Pride.",
            "The 25 minutes vessel is Irish Pride.",
            "The 25 degrees vessel is Irish Pride.",
            "The 25 dollars vessel is Irish Pride.",
            "Irish Pride is 25 m long.",
            "Irish Pride is 25 meters long.",
            "Irish Pride is 25 in.",
            "Irish Pride measures 25 m.",
            // An amount in another unit: 3 metres are no 3 feet.
            "Irish Pride is 3 metres longer than White Squid.",
            "Irish Pride is 3 kg longer than White Squid.",
        ],
    );
    refused(
        CROCODILES,
        &[
            "Bubba is 10 feet long.",
            "Bubba is 10 months old.",
            "Bubba is 10 weeks old.",
            "Bubba is the 10-month-old.",
        ],
    );
    refused(
        FINES,
        &[
            "Fenella Ferry was fined 10 dollars.",
            "Fenella Ferry was fined 10 euros.",
            "Fenella Ferry was fined 10 pence.",
        ],
    );
    refused(DIETS, &["Stuart lost 7 kg.", "Stuart lost 7 stone."]);
    refused(
        TRAINING,
        &[
            "Bailey trained for 6 days.",
            "Bailey trained for 6 months.",
            "Bailey's 6-day course was with Martha.",
        ],
    );
    refused(
        SCORES,
        &[
            "Archimedes scored 55 points.",
            "Archimedes scored 55 degrees.",
        ],
    );
    reads(
        BOATS,
        &[
            (
                "The 25 ft vessel is Irish Pride.",
                &["Irish Pride is in 25 ft"],
            ),
            (
                "The 25-foot vessel is Irish Pride.",
                &["Irish Pride is in 25 ft"],
            ),
            ("Irish Pride is 25 feet long.", &["Irish Pride is in 25 ft"]),
            (
                "Irish Pride is 3 feet longer than White Squid.",
                &["Irish Pride is 3 after White Squid"],
            ),
        ],
    );
    reads(
        CROCODILES,
        &[
            ("Bubba is 10 years old.", &["Bubba is in 10"]),
            ("Bubba is the 10-year-old.", &["Bubba is in 10"]),
        ],
    );
    reads(
        FINES,
        &[(
            "Fenella Ferry was fined 10 pounds.",
            &["Fenella Ferry is in £10"],
        )],
    );
    reads(DIETS, &[("Stuart lost 7 lbs.", &["Stuart is in 7"])]);
    reads(
        TRAINING,
        &[("Bailey trained for 6 weeks.", &["Bailey is in 6 weeks"])],
    );
    reads(
        SCORES,
        &[("Archimedes scored 55 percent.", &["Archimedes is in 55%"])],
    );
}

#[test]
fn verbs_that_part_a_thing_from_its_owner_or_only_seek_it_are_no_link() {
    refused(
        EINSTEIN,
        &[
            "The Brit loses dogs.",
            "The Brit lost the dogs.",
            "The Brit has lost his dogs.",
            "The Brit sold dogs.",
            "The Brit sold off the dogs.",
            "The Brit mentions dogs.",
            "The Brit mentioned dogs.",
            "The Brit misplaced dogs.",
            "The Brit forgot dogs.",
            "The Brit threw out dogs.",
            "The Brit discarded dogs.",
            "The Brit rejects dogs.",
            "The Brit dreads dogs.",
            "The Brit is terrified of dogs.",
            "The Brit fakes dogs.",
            "The Brit resembles dogs.",
            "The Brit imitates dogs.",
            "The Brit is like dogs.",
            "The Brit owes dogs.",
            "The Brit traded dogs.",
            "The Brit swapped dogs.",
            "The Brit lends dogs.",
            "The Brit is looking for dogs.",
            "The Brit searches for dogs.",
            "The Brit longs for dogs.",
            "The Brit yearns for dogs.",
            "The Brit gave back dogs.",
            "The Brit lost track of dogs.",
            "The Brit lost interest in dogs.",
            "The Brit plans to buy dogs.",
            "The Brit remembers dogs.",
            "The Brit thinks about dogs.",
            "The Brit is honest about dogs.",
            "The Brit is modest about his dogs.",
            "The Brit's protest was about dogs.",
            "The Brit's quest is for dogs.",
            "The Brit's priest keeps dogs.",
        ],
    );
    refused(
        STALLS,
        &[
            "Kriegspiel Books of Warwick lost Gary Higgins.",
            "Gary Higgins in Warwick was sacked by Kriegspiel.",
            "Gary Higgins at Warwick was turned down by Kriegspiel.",
            "Gary Higgins of Warwick resigned from Kriegspiel.",
            "Gary Higgins from Warwick applied to Kriegspiel.",
            "Gary Higgins from Warwick envies Kriegspiel.",
            "Kriegspiel Books of Warwick competes with Gary Higgins.",
            "Kriegspiel Books of Warwick sued Gary Higgins.",
        ],
    );
    reads(
        EINSTEIN,
        &[
            ("The Brit keeps dogs.", &["Brit is dogs"]),
            ("The Brit bought dogs.", &["Brit is dogs"]),
            ("The modest Brit keeps dogs.", &["Brit is dogs"]),
        ],
    );
    // The same verbs before an amount, a place, or under a category named for them.
    reads(DIETS, &[("Stuart lost 7 lbs.", &["Stuart is in 7"])]);
    reads(
        "positions: prices: $25, $26, $27, $28
stocks: ABTR, GXTV, HBW, JMO
",
        &[("ABTR sold for $26 per share.", &["ABTR is in $26"])],
    );
    refused(
        "positions: prices: $25, $26, $27, $28
stocks: ABTR, GXTV, HBW, JMO
clients: Bill, Edith, Jo, Al
",
        &["The stock Edith sold went for $26.", "Edith sold ABTR."],
    );
    reads(
        "owner: Mary, Robert, John
pet: rabbit, dog, cat
place: park, garden, woods
",
        &[(
            "The pet lost in the garden is owned by Mary.",
            &["garden is Mary"],
        )],
    );
    reads(
        "items lost: keys, wallet, phone
owner: Amy, Bob, Cy
",
        &[("Amy lost the keys.", &["Amy is keys"])],
    );
}

#[test]
fn outside_again_and_a_values_own_word_before_by_are_no_plain_link() {
    refused(
        NEWS,
        &[
            "The 30-pound baby was born outside South Amboy.",
            "Jimmy didn't go to Port Charles again.",
            "Jimmy never went to Port Charles again.",
            "The whale was beached by Lois.",
        ],
    );
    refused(
        STALLS,
        &[
            "Kriegspiel Books outside Warwick employ Gary Higgins.",
            "Gary Higgins of Warwick sells to Kriegspiel.",
        ],
    );
    refused(FINES, &["Fenella Ferry lives outside the museum."]);
    reads(
        NEWS,
        &[
            (
                "Jimmy went to Port Charles again.",
                &["Jimmy is Port Charles"],
            ),
            (
                "Jimmy didn't go to Port Charles.",
                &["Jimmy is not Port Charles"],
            ),
            (
                "The beached whale was covered by Lois.",
                &["beached whale is Lois"],
            ),
            (
                "Bayonne is the place where the whale was beached.",
                &["Bayonne is beached whale"],
            ),
        ],
    );
}

#[test]
fn a_possessive_after_after_that_stands_for_a_thing_is_refused() {
    refused(
        EINSTEIN,
        &[
            "The Brit drinks the tea after the Dane's.",
            "The Brit's dogs came after the Dane's.",
        ],
    );
    reads(
        EINSTEIN,
        &[
            (
                "The Brit's house is after the Dane's.",
                &["Dane is left of Brit"],
            ),
            (
                "The Brit's house is right after the Dane's.",
                &["Dane is immediately left of Brit"],
            ),
        ],
    );
}
