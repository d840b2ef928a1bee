//! Red-team sentences, second round ([`super`]): lines the reader once read as something they
//! do not say. Each must be refused, and the plain sentences beside them must still read.

use super::super::test_support::{reads, refused};

const EINSTEIN: &str = "positions: 5
colour: red, green, white, yellow, blue
nationality: Brit, Swede, Dane, Norwegian, German
beverage: tea, coffee, milk, chocolate, water
smoke: Pall Mall, Dunhill, Blend, Blue Master, Prince
pet: dogs, birds, cats, horses, fish
";

const AGES: &str = "positions: age: 2, 3, 4, 5, 6
first name: Keith, Libby, Margo, Nora, Otto
last name: Fell, Gant, Hall, Ivey, Jule
";

const MUFFINS: &str = "positions: muffins: 1, 2, 3, 4
first name: Bill, Mark, Calla, Lynn
last name: Ellis, Ingham, Oakley, Summers
profession: dogcatcher, flautist, secretary, zookeeper
";

const SHIPS: &str = "positions: 5
nationality: Greek, English, French, Brazilian, Spanish
departure: 5:00, 6:00, 7:00, 8:00, 9:00
cargo: coffee, cocoa, rice, corn, tea
destination: Genoa, Hamburg, Marseille, Manila, Port Said
";

#[test]
fn two_clauses_joined_by_or_are_refused() {
    // Read as one clause, Bill was the secretary and one of the flautist and Oakley.
    refused(
        MUFFINS,
        &[
            "Either Bill is the flautist or Oakley is the secretary.",
            "Bill is the flautist or Oakley is the secretary.",
            "Bill is the flautist, or the secretary is Oakley.",
        ],
    );
    reads(
        MUFFINS,
        &[
            (
                "Either Bill or Oakley is the flautist.",
                &["flautist is either Bill or Oakley"],
            ),
            (
                "Bill is the flautist or the secretary.",
                &["Bill is either flautist or secretary"],
            ),
        ],
    );
    reads(
        EINSTEIN,
        &[(
            "The Brit lives in the red house or keeps dogs.",
            &["Brit is either red or dogs"],
        )],
    );
}

#[test]
fn not_both_is_no_neither() {
    refused(
        EINSTEIN,
        &[
            "Not both the Brit and the Swede drink tea.",
            "The Brit and the Swede don't both live in red houses.",
            "The Brit and the Swede do not both drink tea.",
        ],
    );
    reads(
        EINSTEIN,
        &[(
            "The Brit and the Swede both do not drink tea.",
            &["Brit is not tea", "Swede is not tea"],
        )],
    );
}

#[test]
fn next_to_last_is_refused() {
    refused(EINSTEIN, &["The Brit lives in the next to last house."]);
    refused(SHIPS, &["The Greek ship leaves next to last."]);
    reads(
        EINSTEIN,
        &[(
            "The Brit lives next to the last house.",
            &["Brit is next to position 5"],
        )],
    );
}

#[test]
fn a_distance_from_a_third_thing_is_refused() {
    refused(
        EINSTEIN,
        &[
            "The Brit lives further from the red house than the Swede.",
            "The Brit lives closer to the red house than the Swede.",
        ],
    );
}

#[test]
fn besides_after_a_value_is_no_beside() {
    refused(EINSTEIN, &["The Brit keeps dogs besides cats."]);
}

#[test]
fn a_comparative_of_a_value_is_refused() {
    refused(
        EINSTEIN,
        &[
            "The Brit drinks more tea than the Swede.",
            "The Brit likes dogs more than the Swede.",
            "The Brit likes tea more than coffee.",
        ],
    );
}

#[test]
fn by_an_amount_is_a_deadline_or_a_margin() {
    refused(
        AGES,
        &[
            "Keith is older than Hall by 2 years.",
            "Keith is older than Hall by 2.",
        ],
    );
    refused(SHIPS, &["The ship carrying cocoa leaves by 6:00."]);
    // A "by" before a person.
    reads(
        EINSTEIN,
        &[(
            "The cats are kept by the man who drinks tea.",
            &["cats is tea"],
        )],
    );
    reads(
        AGES,
        &[(
            "Keith is 2 years older than Hall.",
            &["Keith is 2 after Hall"],
        )],
    );
}

#[test]
fn a_fraction_is_refused() {
    refused(
        AGES,
        &[
            "Keith is a third of Hall's age.",
            "Keith is two thirds as old as Hall.",
            "Keith is half of Hall's age.",
        ],
    );
    reads(
        AGES,
        &[("Hall is half as old as Otto.", &["Otto is 2 times Hall"])],
    );
}

#[test]
fn a_time_is_no_place_in_the_order() {
    refused(
        SHIPS,
        &[
            "The ship that carried cocoa last year goes to Genoa.",
            "The Greek ship is the first to leave after 6:00.",
            "The Greek ship is the first to leave after the English ship.",
            "The Greek ship is the first ship to leave after the English ship.",
            "The Greek ship is the second to leave after the English ship.",
            "The ship carrying cocoa leaves at about 6:00.",
            // The last to leave has the latest departure, not the last place in the row
            // (tests_red5.rs).
            "The Greek ship is the last to leave.",
        ],
    );
    reads(
        SHIPS,
        &[(
            "The ship carrying cocoa leaves at 6:00.",
            &["cocoa is 6:00"],
        )],
    ); // Beside another position, "last season" is read as no position.
    let games = "positions: games: 3, 4, 5, 6
field position: defensive end, placekicker, quarterback, running back
";
    reads(
        games,
        &[(
            "The person who played in 5 games last season is the quarterback.",
            &["quarterback is in 5"],
        )],
    );
}

#[test]
fn a_unit_that_does_not_fit_is_refused() {
    refused(
        AGES,
        &[
            "Keith is 2 feet older than Hall.",
            "Keith is 2 dollars older than Hall.",
            "Keith is 2 hours older than Hall.",
        ],
    );
    // The positions of a row of ships are no times.
    refused(
        SHIPS,
        &[
            "The Greek ship leaves 2 hours after the French ship.",
            "The Greek ship leaves 2 days after the French ship.",
        ],
    );
    reads(
        AGES,
        &[(
            "Keith is 2 years younger than Hall.",
            &["Keith is 2 before Hall"],
        )],
    );
    reads(
        SHIPS,
        &[(
            "The Greek ship is 2 houses left of the French ship.",
            &["Greek is 2 before French"],
        )],
    );
}

#[test]
fn a_long_hostile_line_of_these_words_reads_fast() {
    let line =
        "the Brit is not both next to last or closer to the red house by 2 feet ".repeat(1500);
    let started = std::time::Instant::now();
    refused(EINSTEIN, &[line.as_str()]);
    println!(
        "{} KB trap line: {:?}",
        line.len() / 1000,
        started.elapsed()
    );
}

const RACE: &str = "positions: place: first, second, third, fourth
runner: Amy, Bob, Cal, Dee
shirt: red, blue, green, white
";

#[test]
fn a_bound_a_frequency_or_a_contest_is_no_link() {
    refused(
        RACE,
        &[
            "Amy finished at worst second.",
            "Amy sometimes wore red.",
            "Amy usually wore red.",
            "The runner in red was beaten by Amy.",
        ],
    );
    reads(
        RACE,
        &[
            ("Amy wore red.", &["Amy is red"]),
            (
                "Amy finished just ahead of Bob.",
                &["Amy is immediately left of Bob"],
            ),
        ],
    );
}

#[test]
fn far_left_of_is_no_end() {
    refused(
        EINSTEIN,
        &["The Swede's house is to the far left of the red house."],
    );
    reads(
        EINSTEIN,
        &[("The Swede's house is on the far left.", &["Swede is in 1"])],
    );
}

#[test]
fn an_aside_naming_a_neighbour_is_refused() {
    refused(
        EINSTEIN,
        &[
            "The man in the red house, whose neighbour is the Swede, drinks tea.",
            "The Brit, whose neighbour is the Swede, drinks tea.",
            "The Brit, whose neighbour drinks tea, keeps dogs.",
        ],
    );
    reads(
        EINSTEIN,
        &[
            (
                "The Brit, whose house is red, keeps dogs.",
                &["red is dogs", "Brit is red"],
            ),
            (
                "The man whose neighbour is the Swede drinks tea.",
                &["tea is next to Swede"],
            ),
        ],
    );
}

const COACH: &str = "positions: games: 8, 9, 10, 11
player: Armando, Benny, Charles, Jorge
number: 3, 7, 21, 28
";

#[test]
fn a_number_that_is_a_value_and_an_amount_is_refused() {
    refused(
        COACH,
        &[
            "Charles played 3 more games than Benny.",
            "Benny scored 3 more than Charles.",
            "Jorge played 3 games more than the player who wore number 7.",
            "Jorge played 7 games.",
        ],
    );
    reads(
        COACH,
        &[
            ("Jorge wore number 3.", &["Jorge is 3"]),
            ("The player who wore 7 played 9 games.", &["7 is in 9"]),
            (
                "Jorge played one more game than Benny did.",
                &["Jorge is 1 after Benny"],
            ),
        ],
    );
}
