//! The puzzle's own nouns and numbers: "number 28" naming a value of a category whose values
//! are numbers (the number a player wore), not a position.

use super::test_support::{reads, refused};

const COACH: &str = "positions: games: 8, 9, 10, 11
player: Armando, Benny, Charles, Jorge
number: 3, 7, 21, 28
";

#[test]
fn number_n_names_a_value_whose_values_are_numbers() {
    reads(
        COACH,
        &[
            ("Jorge wore number 3.", &["Jorge is 3"]),
            (
                "Charles played 1 more game than the player who wore number 28.",
                &["Charles is 1 after 28"],
            ),
            ("Number 21 played 9 games.", &["21 is in 9"]),
        ],
    );
    // A number no value has is still read against the positions, and refused when it is none.
    refused(COACH, &["Jorge wore number 5."]);
}

const SHIPS: &str = "positions: 5
nationality: Greek, English, French, Brazilian, Spanish
departure: 5:00, 6:00, 7:00, 8:00, 9:00
cargo: coffee, cocoa, rice, corn, tea
destination: Marseille, Manila, Genoa, Hamburg, Port Said
";

#[test]
fn a_row_noun_its_verbs_and_hours_after_at() {
    reads(
        SHIPS,
        &[
            (
                "The Greek ship leaves at six and carries coffee.",
                &["Greek is 6:00", "Greek is coffee"],
            ),
            ("The English ship leaves at nine.", &["English is 9:00"]),
            ("The Spanish ship leaves at 7.", &["Spanish is 7:00"]),
            (
                "The ship to Hamburg leaves at six o'clock.",
                &["Hamburg is 6:00"],
            ),
            (
                "To the right of the ship carrying cocoa is a ship going to Marseille.",
                &["cocoa is left of Marseille"],
            ),
            (
                "The ship carrying corn is anchored next to the ship carrying rice.",
                &["corn is next to rice"],
            ),
            (
                "The ship on the border carries corn.",
                &["corn is either position 1 or position 5"],
            ),
        ],
    );
    refused(
        SHIPS,
        &[
            // A number not after "at" is no hour; one no value has is no time.
            "The Greek ship leaves six.",
            // "at 5" where 5 is both a position and an hour may be either.
            "The Greek ship leaves at 5 and carries coffee.",
            "The Greek ship leaves at ten.",
            // An unknown noun is still no row where the sentence has a form of its own.
            "The Greek frigate leaves at six and carries coffee.",
        ],
    );
    // An hour two values share.
    let times = "positions: 3\nname: Ann, Bob, Cy\ntime: 6:00am, 6:00pm, 7:00am\n";
    reads(times, &[("Ann leaves at seven.", &["Ann is 7:00am"])]);
    refused(times, &["Ann leaves at six."]);
}

const PROLOG: &str = "positions: place: first, second, third
name: Michael, Simon, Richard
sport: basketball, tennis, cricket
nationality: American, Israeli, Australian
";

#[test]
fn better_and_worse_on_an_order_of_places() {
    reads(
        PROLOG,
        &[
            (
                "Simon, the Israeli, did better than the tennis player.",
                &["Simon is Israeli", "Simon is left of tennis"],
            ),
            (
                "Richard did worse than Michael.",
                &["Michael is left of Richard"],
            ),
            (
                "Three friends come first, second, and third in a programming competition.",
                &[],
            ),
        ],
    );
    // Where the order does not say which way is better, and a list of places out of order.
    refused(
        "positions: 3\nname: Michael, Simon, Richard\n",
        &["Simon did better than Michael."],
    );
    refused(
        PROLOG,
        &[
            "Three friends come first, third, and second in a programming competition.",
            "Three friends come first and second in a programming competition.",
            "Three friends come first, second, and third in tennis.",
        ],
    );
}

const POTLUCK: &str = "positions: arrival: 1, 2, 3, 4
minikin: Ebum, Ekum, Epum, Evum
dish: soup, nuts, fish, dessert
";

#[test]
fn the_verb_of_an_order_named_by_its_noun() {
    reads(
        POTLUCK,
        &[
            ("Ebum was not the first to arrive.", &["Ebum is not in 1"]),
            (
                "Ekum arrived immediately after Evum.",
                &["Evum is immediately left of Ekum"],
            ),
            (
                "The one who provided nuts was the third to arrive.",
                &["nuts is in 3"],
            ),
        ],
    );
    // Without the order's name, "arrive" is a word the reader cannot place; "provided" as a
    // condition stays one.
    refused(
        "positions: 4\nminikin: Ebum, Ekum, Epum, Evum\ndish: soup, nuts, fish, dessert\n",
        &["Ebum was not the first to arrive."],
    );
    refused(POTLUCK, &["Ekum brought nuts, provided Ebum brought soup."]);
}

#[test]
fn a_not_after_a_choice_is_another_clauses() {
    // The "not" is the second clause's, no denial of the choice; before it, it denies both.
    reads(
        POTLUCK,
        &[
            (
                "Ekum is either dessert or nuts, and was not the last to arrive.",
                &["Ekum is either dessert or nuts", "Ekum is not in 4"],
            ),
            (
                "Ekum did not bring either dessert or nuts.",
                &["Ekum is not dessert", "Ekum is not nuts"],
            ),
        ],
    );
}

const POOL: &str = "positions: lane: 1, 2, 3, 4
swimmer: Betty, Carol, Daisy, Emily
style: Backstroke, Butterfly, Dolphin, Freestyle
country: Australia, Canada, UK, USA
";

#[test]
fn a_swimmer_in_lane_number_sign_two() {
    reads(
        POOL,
        &[
            ("Daisy is not swimming in lane #2.", &["Daisy is not in 2"]),
            (
                "Betty is swimming next to the athlete from the UK.",
                &["Betty is next to UK"],
            ),
        ],
    );
    // A number sign before no label.
    refused(POOL, &["Daisy is swimming in lane #7."]);
}
