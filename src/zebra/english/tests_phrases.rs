//! Set phrases (phrases.rs): what each reads as, and the near sentences that must stay
//! refused because the phrase is not whole or its counts are not the puzzle's.

use crate::zebra::Puzzle;

const HOUSES: &str = "positions: 5
nationality: Norwegian, Dane, Brit, Swede, German
colour: red, green, ivory, yellow, blue
drink: tea, water, milk, coffee, beer
";

const BOYS: &str = "positions: 5
name: Albert, Frank, Jeffrey, Phillip, Roy
age: 8, 9, 10, 11, 12
sandwich: Bacon, Cheese, Chicken, Pepperoni, Tuna
snack: Chips, Cookies, Crackers, Popcorn, Nuts
";

const FLOORS: &str = "positions: floor: 0, 1, 2, 3, 4, 5
person: Raj, James, Meena, Matthew, Hassan, David
";

const STOREYS: &str = "positions: floor: 1, 2, 3, 4, 5
tenant: Baker, Cooper, Fletcher, Miller, Smith
";

const PETS: &str = "owner: Mary, Robert, John
pet: rabbit, dog, cat
place: park, garden, woods
";

fn read_in(header: &str, sentence: &str) -> Result<Vec<String>, String> {
    Puzzle::parse(&format!("{header}\n{sentence}\n"))
        .map(|p| p.english[0].clues.clone())
        .map_err(|e| e.to_string())
}

fn reads(header: &str, cases: &[(&str, &[&str])]) {
    for (sentence, want) in cases {
        let got = read_in(header, sentence).unwrap_or_else(|e| panic!("{sentence:?}: {e}"));
        assert_eq!(&got, want, "{sentence:?}");
    }
}

fn refused(header: &str, sentences: &[&str]) {
    for sentence in sentences {
        if let Ok(got) = read_in(header, sentence) {
            panic!("{sentence:?} read as {got:?}");
        }
    }
}

#[test]
fn set_phrases_of_houses() {
    reads(
        HOUSES,
        &[
            (
                "The Norwegian lives in the first house on the left.",
                &["Norwegian is in 1"],
            ),
            (
                "The Dane lives in the second house on the right.",
                &["Dane is in 4"],
            ),
            (
                "The green house is immediately to the right (your right) of the ivory house.",
                &["ivory is immediately left of green"],
            ),
            (
                "The Brit is directly left of the one who only drinks water.",
                &["Brit is immediately left of water"],
            ),
            (
                "The Swede is exactly to the left of the one who drinks milk.",
                &["Swede is immediately left of milk"],
            ),
            (
                "The Dane is somewhere between the Brit and the tea drinker, in that order.",
                &["Brit is left of Dane", "Dane is left of tea"],
            ),
            (
                "There are five houses in a row, each of a different colour and inhabited by \
                 people of different nationalities, with different drinks.",
                &[],
            ),
        ],
    );
}

#[test]
fn near_set_phrases_of_houses_stay_refused() {
    refused(
        HOUSES,
        &[
            // Either order: no clue states it.
            "The Dane is somewhere between the Brit and the tea drinker.",
            // Which "and" ends the first side is not said.
            "The Dane is somewhere between the Brit and the Swede and the tea drinker, in that order.",
            // "only" before the person, not inside a description.
            "Only the Brit drinks water.",
            // The house on the left *of* something counts from that thing, not the row's end.
            "The Norwegian lives in the first house on the left of the red house.",
            "The Norwegian lives in the second house to the right of the red house.",
            // Floors and ages the puzzle does not have.
            "The Brit lives on the top floor.",
            "The youngest drinks tea.",
            // The count line's count must be the puzzle's.
            "There are six houses in a row, each of a different colour, with different drinks.",
        ],
    );
}

#[test]
fn superlatives_of_ages_and_going_to() {
    reads(
        BOYS,
        &[
            (
                "The youngest boy is next to Frank.",
                &["8 is next to Frank"],
            ),
            ("The oldest boy likes Tuna sandwich.", &["12 is Tuna"]),
            (
                "The boy who is going to eat Cookies is in one of the ends.",
                &["Cookies is either position 1 or position 5"],
            ),
        ],
    );
    refused(
        BOYS,
        &["The youngest of Frank and Roy likes Tuna sandwich."],
    );
}

#[test]
fn floors_read_upward_from_the_headers() {
    reads(
        FLOORS,
        &[
            ("Matthew lives on Floor 3 (3F)", &["Matthew is in 3"]),
            ("David lives on the Ground floor (G)", &["David is in 0"]),
            ("Meena lives above Raj", &["Raj is left of Meena"]),
            (
                "Meena lives immediately above Matthew",
                &["Matthew is immediately left of Meena"],
            ),
            ("Raj lives below James", &["Raj is left of James"]),
            (
                "6 people (Raj, James, Meena, Matthew, Hassan, David) live in a building with a \
                 Ground floor (G) and 5 upper floors (1F-5F).",
                &[],
            ),
        ],
    );
    refused(
        FLOORS,
        &[
            // "the floor above" may be the one directly above: not read as "above".
            "Sara lives on the floor above Raj",
            "Matthew lives on Floor 3 (4F)",
            "7 people (Raj, James, Meena, Matthew, Hassan, David) live in a building with a \
             Ground floor (G) and 6 upper floors (1F-6F).",
            "6 people (Raj, James, Meena, Matthew, Hassan, Raj) live in a building with a \
             Ground floor (G) and 5 upper floors (1F-5F).",
        ],
    );
    reads(
        STOREYS,
        &[
            (
                "Baker does not live on the top floor.",
                &["Baker is not in 5"],
            ),
            (
                "Cooper does not live on the bottom floor.",
                &["Cooper is not in 1"],
            ),
            (
                "Fletcher does not live on either the top or the bottom floor.",
                &["Fletcher is not in 5", "Fletcher is not in 1"],
            ),
            (
                "Baker, Cooper, Fletcher, Miller, and Smith live on different floors of an \
                 apartment house that contains only five floors.",
                &[],
            ),
        ],
    );
    // Listed from the top down, the top floor is still the highest number.
    let down = "positions: floor: 5, 4, 3, 2, 1\ntenant: Baker, Cooper, Fletcher, Miller, Smith\n";
    reads(
        down,
        &[
            ("Baker lives on the top floor.", &["Baker is in 5"]),
            ("Cooper lives on the bottom floor.", &["Cooper is in 1"]),
            (
                "Miller lives immediately above Smith.",
                &["Miller is immediately left of Smith"],
            ),
        ],
    );
    refused(
        STOREYS,
        &[
            // A ground floor where the floors are numbered from 1 is the first or below it.
            "Baker lives on the ground floor.",
            "Baker, Cooper, Fletcher, Miller, and Smith live on different floors of an \
             apartment house that contains only six floors.",
        ],
    );
}

#[test]
fn two_of_the_things() {
    reads(
        PETS,
        &[
            ("A rabbit and a dog are two of the lost pets.", &[]),
            (
                "Mary and the dog are two of the lost pets.",
                &["Mary is not dog"],
            ),
        ],
    );
    refused(
        PETS,
        &[
            "A rabbit and a dog are three of the lost pets.",
            "A rabbit and a dog are two of the only pets.",
            "A rabbit and a dog are two of the pets Mary lost.",
        ],
    );
}

const PAINTED: &str = "positions: 5
colour: red, green, white, yellow, blue
nationality: Englishman, Swede, Dane, Norwegian, German
shirt: Mr. Black, plaid, striped, checked, plain
";

#[test]
fn titles_walls_and_lines_that_say_every_value_is_used_once() {
    reads(
        PAINTED,
        &[
            (
                "The house with green walls is just to the left of the house with white walls.",
                &["green is immediately left of white"],
            ),
            (
                "Mr. Swede lives next to the Dane.",
                &["Swede is next to Dane"],
            ),
            ("Each house is a different color", &[]),
            (
                "Each homeowner is of a different nationality, drinks a different beverage, \
                 smokes a different brand of cigar, and owns a different pet.",
                &[],
            ),
            (
                "Each of the five has a different first name, likes a different sport, and has \
                 a different nationality.",
                &[],
            ),
            ("The question is: Who owns a pet fish?", &[]),
        ],
    );
    refused(
        PAINTED,
        &[
            // A title that is part of a name stays with it.
            "Mr. Black lives in the red house and the Dane is Swede.",
            // "walls" after a value that is no colour.
            "The Dane walls are next to the Swede.",
            // A value, a number or a clause without "different" makes it a clue.
            "Each house is a different color and the Dane is red.",
            "Each house is a different color, and owns a pet.",
            "Each of the houses has five different rooms.",
        ],
    );
    // "Mr. Black" is the shirt's name: the title is not dropped from it.
    reads(
        PAINTED,
        &[("Mr. Black is worn by the Dane.", &["Mr. Black is Dane"])],
    );
}

#[test]
fn a_setting_that_counts_the_people_then_the_question() {
    reads(
        BOYS,
        &[(
            "Five boys are at home to watch some movies. Figure out which is the favourite kind \
             of movie of each one.",
            &[],
        )],
    );
    refused(
        BOYS,
        &[
            // The count must be the puzzle's, and the setting names nothing.
            "Four boys are at home to watch some movies. Figure out which is the favourite kind \
             of movie of each one.",
            "Five boys are at home to eat Cookies. Figure out which is the favourite kind of \
             movie of each one.",
            "Five boys are not at home. Figure out which is the favourite kind of movie of each one.",
            // No question after it.
            "Five boys are at home to watch some movies. Frank likes Tuna sandwich.",
        ],
    );
}
