//! Verbs done with another person ([`super`]): each sentence below was once read as its two
//! things going together. Each must be refused; the sentences beside them whose object is a
//! thing, or a category of counterparts, must still read.

use super::super::test_support::{reads, refused};

const EINSTEIN: &str = "positions: 5
colour: red, green, white, yellow, blue
nationality: Brit, Swede, Dane, Norwegian, German
drink: tea, coffee, milk, beer, water
pet: dogs, birds, cats, horses, fish
";

const COURT: &str = "positions: 3
occupation: judge, baker, pilot
name: Dora Flint, Al Hart, Ed Moss
city: Paris, Rome, Oslo
";

const TRIPS: &str = "positions: years: 2001, 2002, 2003
friends: Andy, Neal, Ellen
activities: camping, hunting, kayaking
";

const WEDDINGS: &str = "positions: 3
bride: Rose, Anne, Mary
husband: Will, Tom, Hal
";

#[test]
fn a_person_described_after_the_verb_is_someone_else() {
    refused(
        EINSTEIN,
        &[
            "The Brit talked to the owner of the cats.",
            "The Norwegian helped the man with the birds.",
            "The Dane chatted with the tea drinker.",
            "The Swede spoke to the person who keeps the horses.",
            "The Brit lives with the owner of the dogs.",
        ],
    );
}

#[test]
fn a_person_named_after_the_verb_is_someone_else() {
    refused(
        COURT,
        &[
            "The judge met Dora Flint.",
            "The judge visited Dora Flint.",
            "The pilot was helped by Ed Moss.",
            "The baker is married to Al Hart.",
            "Al Hart spoke with the judge.",
        ],
    );
    refused(
        EINSTEIN,
        &["The man who keeps horses spoke with the Swede."],
    );
}

#[test]
fn a_companion_after_with_is_someone_else() {
    refused(
        COURT,
        &[
            "The judge had lunch with Dora Flint.",
            "The judge went to Rome with Al Hart.",
        ],
    );
    // "with" after a person, or after "lives" or "goes", is the clue language's own.
    reads(
        EINSTEIN,
        &[
            ("The person with the Swede drinks tea.", &["Swede is tea"]),
            (
                "Either tea or milk goes with the Dane.",
                &["Dane is either tea or milk"],
            ),
        ],
    ); // "Friends" may be each row's companion: no category of the rows' own people.
    reads(
        TRIPS,
        &[(
            "The camping trip was 1 year after the vacation with Neal.",
            &["camping is 1 after Neal"],
        )],
    );
}

#[test]
fn a_thing_after_the_verb_still_reads() {
    reads(
        EINSTEIN,
        &[
            ("The Brit drinks tea.", &["Brit is tea"]),
            ("The Swede lives with the dogs.", &["Swede is dogs"]),
            // "lives with" is the clue language's "in one house".
            ("Blue lives with German.", &["blue is German"]),
            ("The Dane sat beside the Brit.", &["Dane is next to Brit"]),
        ],
    );
    reads(
        COURT,
        &[
            ("The judge visited Paris.", &["judge is Paris"]),
            ("Dora Flint met in Rome.", &["Dora Flint is Rome"]),
        ],
    );
}

#[test]
fn a_counterpart_category_makes_the_verb_a_link() {
    reads(
        WEDDINGS,
        &[
            ("Rose married Will.", &["Rose is Will"]),
            ("Anne is married to Tom.", &["Anne is Tom"]),
        ],
    );
}
