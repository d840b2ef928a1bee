//! Red-team sentences, sixth round ([`super`]): near misses of the forms added since the fifth
//! ("in some order", two clauses joined by "and", lists, Roman numerals, "while … is
//! playing"), written against fixture headers. Each sentence refused here once read with a
//! meaning a careful reader would not give; the plain sentences beside them must still read.

use super::super::test_support::{reads, refused, BOATS, EINSTEIN, LECTURES, NEWS};

/// GridPuzzle 6782's tortoises: ages as the order.
const TORTOISES: &str = "positions: ages: 14, 32, 50, 68
tortoises: Methuselah, Shelly, Snappy, Yoda
species: horned, ringed, swoop-backed, two rimmed
countries: Algeria, Romania, Swaziland, Vietnam
";

/// Brainzilla's vampires: centuries in Roman numerals that do not start at I.
const DRACULA: &str = "positions: century: XIV, XV, XVI, XVII
vampire: Bogdan, Dorian, Matei, Octavian
region: Bucovina, Debrogea, Muntenia, Oltenia
plant: ivy, onion, thornbrush, wolfsbane
";

/// Kings numbered I to V: there the second king is II.
const KINGS: &str = "positions: king: I, II, III, IV, V
name: Di, Liv, Vic, Mix, Ivy
colour: red, green, white, yellow, blue
";

/// Dell's Tunapalooza, with the acts' times as the order.
const FESTIVAL: &str = "positions: time: 5:00, 6:00, 7:00, 8:00
band: Ellyfish, Korrupt, Retread Ed and the Flat Tires, Yellow Reef
music: country, grunge, reggae, speed metal
meeting place: carnival games, information booth, mosh pit, T-shirt vendor
";

#[test]
fn a_clause_after_the_relations_and_is_not_one_more_thing_it_reaches() {
    // Read whole, the words after "and" were a second thing the relation reaches: "the Brit
    // lives left of the Dane" where the sentence says the tea drinker does, or the Dane's
    // colour.
    refused(
        EINSTEIN,
        &[
            "The Brit lives left of the green house and the Dane white.",
            "The Brit lives left of the green house and one is white.",
            "The Brit lives left of the green house and that one is white.",
            "The Brit lives left of the green house and the owner is the Dane.",
            "The Brit lives left of the green house and the tea drinker is, too.",
            "The Brit lives left of the green house, and the tea drinker is, too.",
            "The Brit lives left of the green house and the tea drinker does, too.",
            "The Brit does not live next to the green house and the Dane smokes Blend.",
        ],
    );
    refused(
        LECTURES,
        &[
            "Itakura and Haller spoke on consecutive days and Alice on Monday.",
            "Itakura and Haller spoke on consecutive days, and Alice spoke on Monday.",
        ],
    );
    refused(
        TORTOISES,
        &[
            "Yoda is older than the tortoise from Algeria and Shelly 14.",
            // "and Snappy too": Snappy may be older than Shelly too.
            "Yoda is older than Shelly and Snappy too.",
            "Yoda is older than Shelly, and Snappy too.",
        ],
    );
    reads(
        EINSTEIN,
        &[
            (
                "The Brit lives left of the green house and the Dane.",
                &["Brit is left of green", "Brit is left of Dane"],
            ),
            (
                "The Brit lives left of the green house and the Dane is white.",
                &["Brit is left of green", "Dane is white"],
            ),
            (
                "The Brit lives next to the man who keeps cats and drinks tea.",
                &["cats is tea", "Brit is next to cats"],
            ),
            (
                "The Brit lives next to the green house and the house whose owner is the Dane.",
                &["Brit is next to green", "Brit is next to Dane"],
            ),
        ],
    );
    reads(
        TORTOISES,
        &[(
            "Yoda is older than the tortoise from Algeria and the horned one.",
            &["Algeria is left of Yoda", "horned is left of Yoda"],
        )],
    );
}

#[test]
fn one_after_a_value_is_the_thing_not_an_amount() {
    // "The horned one is older" read as "one (year) older".
    reads(
        TORTOISES,
        &[
            (
                "The horned one is older than Shelly.",
                &["Shelly is left of horned"],
            ),
            (
                "The ringed one is younger than Snappy.",
                &["ringed is left of Snappy"],
            ),
            (
                "The last one is older than Shelly.",
                &["Shelly is left of position 68"],
            ),
            (
                "The horned one is 18 years older than Shelly.",
                &["horned is 18 after Shelly"],
            ),
        ],
    );
}

#[test]
fn which_comes_first_is_not_dropped() {
    refused(
        LECTURES,
        &[
            // The order of two on consecutive days, read as "next to" either way round.
            "Itakura and Haller spoke on consecutive days, in that order.",
            // An aside naming which leads, read as Itakura on Monday next to herself.
            "Itakura and Haller spoke on consecutive days, Itakura first.",
            // The end of the week is its last day, not either end.
            "Itakura spoke at the end of the week.",
        ],
    );
    refused(
        EINSTEIN,
        &["The Brit lives next to the green house and the first of them is white."],
    );
    reads(
        LECTURES,
        &[(
            "Itakura and Haller spoke on consecutive days, in either order.",
            &["Itakura is next to Haller"],
        )],
    );
}

#[test]
fn a_word_that_keeps_two_apart_is_no_link() {
    refused(
        DRACULA,
        &[
            // Not hating thornbrush says nothing of which plant is his.
            "Bogdan did not hate thornbrush.",
            "Bogdan didn't hate thornbrush.",
            // Immune to it: the opposite of the plant that is his.
            "Bogdan was immune to thornbrush.",
            "Bogdan was unaffected by thornbrush.",
        ],
    );
    refused(
        LECTURES,
        &["Itakura does not speak on modern art and skips nutrition."],
    );
    refused(TORTOISES, &["Yoda is 50-ish."]);
    refused(
        FESTIVAL,
        &[
            // Another person's meeting, not the pair's.
            "The reggae band's fans met at the mosh pit.",
            "The reggae band's roadie is at the mosh pit.",
        ],
    );
}

#[test]
fn while_an_act_is_doing_something_else_is_not_during_it() {
    refused(
        FESTIVAL,
        &[
            "The two friends won't meet at the T-shirt vendor while Yellow Reef is packing.",
            "The two friends won't meet at the T-shirt vendor while Yellow Reef is leaving.",
            "The two friends won't meet at the T-shirt vendor while Yellow Reef is arriving.",
            "The two friends won't meet at the T-shirt vendor while Yellow Reef is waiting.",
        ],
    );
    reads(
        FESTIVAL,
        &[(
            "The two friends won't meet at the T-shirt vendor while Yellow Reef is playing.",
            &["T-shirt vendor is not Yellow Reef"],
        )],
    );
}

#[test]
fn an_ordinal_before_roman_numerals_is_read_only_where_it_is_the_numeral() {
    // The second century is II, not the list's second label XV.
    refused(
        DRACULA,
        &[
            "Matei lived in the second century.",
            "Matei lived in the first century.",
            "Matei lived in the 2nd century.",
            // One century after: an amount, not just "later".
            "Matei lived a century after Dorian.",
            "Matei lived in the century after Dorian.",
        ],
    );
    reads(
        DRACULA,
        &[
            ("Matei lived in the XVI century.", &["Matei is in XVI"]),
            ("Matei lived in the last century.", &["Matei is in XVII"]),
            (
                "Matei lived one century after Dorian.",
                &["Matei is 1 after Dorian"],
            ),
        ],
    );
    reads(
        KINGS,
        &[
            ("Di is the first king.", &["Di is in I"]),
            ("Di is the fifth king.", &["Di is in V"]),
        ],
    );
}

#[test]
fn a_list_says_no_more_than_its_words() {
    refused(
        TORTOISES,
        &[
            // The three older ones leave the youngest out: a place in the order.
            "The three older animals are the tortoise from Vietnam, the swoop-backed tortoise \
             and Methuselah.",
            // A name after the first, between commas, may be the first's own name.
            "The two rimmed tortoise, Shelly, and the tortoise from Romania are from different \
             countries.",
        ],
    );
    reads(
        TORTOISES,
        &[(
            "The two rimmed tortoise, Shelly, and the tortoise from Romania are three different \
             animals.",
            &[
                "two rimmed is not Shelly",
                "two rimmed is not Romania",
                "Shelly is not Romania",
            ],
        )],
    );
}

#[test]
fn an_aside_or_a_pick_of_two_is_not_read_as_a_link() {
    refused(
        BOATS,
        &[
            // "III feet" is three feet, read as no amount ("shorter").
            "The Adagio III is III feet shorter than the Irish Pride.",
            // The verb after the aside is the Adagio's, not the Irish Pride's.
            "The Adagio III, 3 feet shorter than the Irish Pride, is owned by Betsy Becker.",
            "The Adagio III, shorter than the Irish Pride, is owned by Betsy Becker.",
            // One of the two (or both), read as the two being one boat.
            "Of the Irish Pride and the 28 ft vessel, one is owned by Ernesto Ellis.",
            "Of the Irish Pride and the 28 ft vessel, the shorter is owned by Ernesto Ellis.",
            "Of the Irish Pride and the 28 ft vessel, both are owned by Ernesto Ellis.",
            "Of the Irish Pride and the 28 ft vessel, Ernesto Ellis owns one.",
        ],
    );
    reads(
        BOATS,
        &[
            (
                "The Adagio III, which is shorter than the Irish Pride, is owned by Betsy Becker.",
                &["Adagio III is left of Irish Pride", "Adagio III is Betsy Becker"],
            ),
            (
                "Of the Irish Pride and the 28 ft vessel, one is owned by Ernesto Ellis and the \
                 other is owned by Betsy Becker.",
                &["of Irish Pride and position 28 ft, one is Ernesto Ellis and the other is Betsy \
                   Becker"],
            ),
        ],
    );
}

#[test]
fn besides_or_a_count_before_a_value_is_no_place() {
    refused(
        EINSTEIN,
        &[
            // "Besides tea" is "as well as tea", not beside the tea drinker.
            "Besides tea, the Brit drinks coffee.",
            // Two dogs, not house 2.
            "The Brit has 2 dogs.",
        ],
    );
    refused(
        EINSTEIN,
        &[
            // The house after the Dane's is the next one, not any later one.
            "The Brit lives in the house after the Dane.",
            "The Brit lives in the house after the Dane's.",
        ],
    );
    refused(KINGS, &["Di is the king after Liv."]);
    reads(
        EINSTEIN,
        &[
            (
                "The Brit lives in the house right after the Dane's.",
                &["Dane is immediately left of Brit"],
            ),
            ("The Brit lives in house 2.", &["Brit is in 2"]),
            ("The Brit lives beside the Dane.", &["Brit is next to Dane"]),
        ],
    );
}

#[test]
fn what_was_not_required_or_another_persons_is_no_link() {
    refused(
        NEWS,
        &[
            // Not obliged to go: he may have gone.
            "Jimmy didn't have to go to Port Charles.",
            // The editor is someone else.
            "The 30-pound baby was covered by Lois's editor.",
        ],
    );
    reads(
        NEWS,
        &[
            (
                "Jimmy didn't go to Port Charles.",
                &["Jimmy is not Port Charles"],
            ),
            (
                "The 30-pound baby was covered by Lois.",
                &["30-pound baby is Lois"],
            ),
        ],
    );
}

/// Rooms numbered I to IV, and drinks named like numerals.
const ROOMS: &str = "positions: room: I, II, III, IV
name: Di, Liv, Vic, Max
drink: mix, tea, dc, cola
";

#[test]
fn a_numeral_counting_places_is_no_label() {
    // "II rooms after" is two rooms after, not room II.
    refused(ROOMS, &["Di is II rooms after Liv."]);
    reads(
        ROOMS,
        &[
            ("Di is two rooms after Liv.", &["Di is 2 after Liv"]),
            ("Di is in room II.", &["Di is in II"]),
            ("Di drinks mix.", &["Di is mix"]),
        ],
    );
}

const AGES: &str = "positions: age: 2, 3, 4, 5, 6
first name: Keith, Libby, Margo, Nora, Otto
last name: Fell, Gant, Hall, Ivey, Jule
";

#[test]
fn an_age_beside_a_name_is_no_amount_of_the_comparison() {
    // "Keith (who is 4) is older than Nora" read as "4 years older".
    reads(
        AGES,
        &[
            (
                "Keith (who is 4) is older than Nora.",
                &["Keith is in 4", "Nora is left of Keith"],
            ),
            (
                "Keith, who is 4, is older than Nora.",
                &["Keith is in 4", "Nora is left of Keith"],
            ),
            (
                "Keith (4) is older than Nora.",
                &["Keith is in 4", "Nora is left of Keith"],
            ),
            (
                "Keith is 2 years older than Nora.",
                &["Keith is 2 after Nora"],
            ),
        ],
    );
}
