//! Red-team sentences, third round ([`super`]): lines the reader once read with a wrong
//! meaning. Each must be refused, and the plain sentences beside them must still read.

use super::super::test_support::{reads, refused};

const GAMES: &str = "positions: games: 6, 7, 8, 9
first name: Bill, Mark, Calla, Lynn
last name: Ellis, Ingham, Oakley, Summers
";

const EINSTEIN: &str = "positions: 5
colour: red, green, white, yellow, blue
nationality: Brit, Swede, Dane, Norwegian, German
beverage: tea, coffee, milk, chocolate, water
";

const SHIPS: &str = "positions: 5
nationality: Greek, English, French, Brazilian, Spanish
departure: 5:00, 6:00, 7:00, 8:00, 9:00
destination: Genoa, Hamburg, Marseille, Manila, Port Said
";

const AGES: &str = "positions: age: 2, 3, 4, 5, 6
first name: Keith, Libby, Margo, Nora, Otto
last name: Fell, Gant, Hall, Ivey, Jule
";

const DIETS: &str = "positions: pounds lost: 3, 5, 7, 9
names: Raymond, Stuart, Tom, Wesley
";

const TRIPS: &str = "positions: 4
name: Amy, Bob, Cal, Dee
origin: Bournemouth, Penzance, Plymouth, Torquay
";

const MUFFINS: &str = "positions: muffins: 1, 2, 3, 4
first name: Bill, Mark, Calla, Lynn
last name: Ellis, Ingham, Oakley, Summers
profession: dogcatcher, flautist, secretary, zookeeper
";

#[test]
fn games_won_or_lost_are_no_games_played() {
    refused(
        GAMES,
        &[
            "Bill won 9 games.",
            "Bill lost 9 games.",
            "Calla wins 7 games.",
        ],
    );
    reads(GAMES, &[("Bill played 9 games.", &["Bill is in 9"])]);
    // A category named for what was lost reads.
    reads(DIETS, &[("Stuart lost 7 lbs.", &["Stuart is in 7"])]);
}

#[test]
fn whose_favourite_is_no_owner() {
    refused(
        EINSTEIN,
        &[
            "The man in the red house drinks tea, the Swede's favourite.",
            "The man in the red house drinks tea, the Swede's favourite drink.",
        ],
    );
    reads(
        EINSTEIN,
        &[("The Swede's favourite drink is tea.", &["Swede is tea"])],
    );
}

#[test]
fn a_direction_against_the_category_is_refused() {
    refused(
        SHIPS,
        &[
            "The Greek ship comes from Genoa.",
            "The Greek ship came from Port Said.",
        ],
    );
    reads(
        SHIPS,
        &[("The Greek ship goes to Genoa.", &["Greek is Genoa"])],
    );
    refused(TRIPS, &["Amy went to Plymouth."]);
    reads(TRIPS, &[("Amy comes from Plymouth.", &["Amy is Plymouth"])]);
}

#[test]
fn am_or_pm_against_the_hours_is_refused() {
    refused(
        SHIPS,
        &[
            "The Greek ship leaves at 6 pm.",
            "The Greek ship leaves at 6 p.m.",
            "The Greek ship leaves at 6:00 pm.",
            "The Greek ship leaves at six pm.",
            "The Greek ship leaves at 6 in the evening.",
            "The Greek ship leaves at 9 at night.",
        ],
    );
    reads(
        SHIPS,
        &[
            ("The Greek ship leaves at 6 am.", &["Greek is 6:00"]),
            ("The Greek ship leaves at 6.", &["Greek is 6:00"]),
            (
                "The Greek ship leaves at 6 in the morning.",
                &["Greek is 6:00"],
            ),
        ],
    );
}

#[test]
fn a_ratio_at_another_time_is_refused() {
    refused(
        AGES,
        &[
            "Keith will be twice as old as Libby.",
            "Keith is twice as old as Libby was yesterday.",
        ],
    );
    refused(
        MUFFINS,
        &["Bill ate twice as many as Oakley did yesterday."],
    );
    reads(
        AGES,
        &[(
            "Keith is twice as old as Libby.",
            &["Keith is 2 times Libby"],
        )],
    );
}

#[test]
fn neither_after_its_subject_keeps_the_two_apart_no_more() {
    reads(
        MUFFINS,
        &[
            (
                "Bill is neither the flautist nor Oakley.",
                &["Bill is not flautist", "Bill is not Oakley"],
            ),
            // Named as the two subjects, they are two.
            (
                "Neither the flautist nor Oakley is Bill.",
                &[
                    "flautist is not Bill",
                    "Oakley is not Bill",
                    "flautist is not Oakley",
                ],
            ),
        ],
    );
}

#[test]
fn an_ordinal_right_before_after_or_before_is_refused() {
    // "The second house after the red house" is two after it, not house 2 somewhere after it.
    refused(
        EINSTEIN,
        &[
            "The Brit lives in the second house after the red house.",
            "The Brit is in the second house before the red house.",
            "The Brit was second after the Dane.",
        ],
    );
    reads(
        EINSTEIN,
        &[
            ("The Brit lives in the second house.", &["Brit is in 2"]),
            ("The Brit lives after the Dane.", &["Dane is left of Brit"]),
        ],
    );
}
