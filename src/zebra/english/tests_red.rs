//! Red-team sentences: lines a publisher could print that the reader once read as something
//! they do not say. Each must be refused (or read as what it says), and the plain sentences
//! beside them must still read.

use super::test_support::{read_in, reads, refused};

const EINSTEIN: &str = "positions: 5
colour: red, green, white, yellow, blue
nationality: Brit, Swede, Dane, Norwegian, German
beverage: tea, coffee, milk, chocolate, water
smoke: Pall Mall, Dunhill, Blend, Blue Master, Prince
pet: dogs, birds, cats, horses, fish
";

const AGES: &str = "positions: age: 20, 30, 40, 50
name: Amy, Bob, Carl, Dora
pet: cat, dog, bird, fish
";

const TUCK: &str = "positions: night eaten: Monday, Tuesday, Wednesday, Thursday
name: Ben Barton, Chris Cockcroft, Hamish Hazel, Martin Masters
tuck: Biscuits, Fruit cake, Toffee, Wine gums
sent by: Aunt Alison, Aunt Amelia, Grandmother, Mother
";

/// Values named like ordinary words and modal verbs.
const NAMES: &str = "positions: 4
name: Rose, Will, May, Bill
colour: Green, Red, Blue, White
pet: cat, dog, bird, fish
";

#[test]
fn a_link_only_nearly_wished_or_formerly_so_is_refused() {
    refused(
        EINSTEIN,
        &[
            "The Brit almost lives in the red house.",
            "The Brit nearly drinks tea.",
            "The Brit would like to live in the red house.",
            "The Brit wanted to live in the red house.",
            "The Brit pretended to live in the red house.",
            "The Brit was mistaken for the man in the red house.",
            "The Brit formerly lived in the red house.",
            "The Brit used to live in the red house.",
            "The Brit does not necessarily live in the red house.",
            "The Brit gave up tea.",
            "The Brit stopped drinking tea.",
            "The Brit ran out of tea.",
            "The Brit is allergic to cats.",
            "The Brit is afraid of cats.",
        ],
    );
    refused(
        NAMES,
        &[
            "Rose denied owning the cat.",
            "Rose could own the cat.",
            "Rose should have owned the cat.",
        ],
    );
}

#[test]
fn an_aside_that_denies_its_thing_is_refused() {
    // Read clause by clause, the Dane would be the one in the red house.
    refused(
        EINSTEIN,
        &[
            "The Brit, not the Dane, lives in the red house.",
            "The Brit, and not the Dane, lives in the red house.",
            "It is the Brit, not the Dane, who drinks tea.",
        ],
    );
}

#[test]
fn a_link_verb_whose_object_is_another_person_is_refused() {
    refused(
        EINSTEIN,
        &[
            "The Brit visits the man who drinks tea.",
            "The Brit lives with the man who drinks tea.",
        ],
    );
}

#[test]
fn a_name_that_is_a_modal_verb_is_refused_where_the_verb_stands() {
    refused(
        NAMES,
        &[
            "The cat owner will not be Rose.",
            "Rose may or may not own the cat.",
        ],
    );
}

#[test]
fn the_plain_sentences_beside_them_still_read() {
    reads(
        EINSTEIN,
        &[
            ("The Brit lives in a red house.", &["Brit is red"]),
            (
                "The Brit does not live in a red house.",
                &["Brit is not red"],
            ),
            (
                "The cats are kept by the man who drinks tea.",
                &["cats is tea"],
            ),
            (
                "The man who keeps horses lives next door to the man who smokes Dunhill.",
                &["horses is next to Dunhill"],
            ),
            (
                "The Brit, who drinks tea, keeps cats.",
                &["Brit is tea", "Brit is cats"],
            ),
        ],
    );
    reads(
        NAMES,
        &[
            ("Will owns the cat.", &["Will is cat"]),
            ("The cat owner is not Will.", &["cat is not Will"]),
            ("Rose could not own the cat.", &["Rose is not cat"]),
        ],
    );
    assert!(read_in(NAMES, "May owns the dog.").is_ok());
}

#[test]
fn an_amount_bounded_or_only_seeming_is_refused() {
    refused(
        AGES,
        &[
            "Amy is over 40.",
            "Amy is over 40 years old.",
            "Amy is 40 plus.",
            "Amy looks 40.",
            "Amy claims to be 40.",
        ],
    );
    reads(AGES, &[("Amy is 40.", &["Amy is in 40"])]);
    refused(
        TUCK,
        &[
            "Chris Cockcroft's package was supposed to contain biscuits.",
            "Chris Cockcroft expected a tin of biscuits.",
        ],
    );
}

#[test]
fn a_denial_that_may_not_reach_both_things_after_it_is_refused() {
    refused(
        EINSTEIN,
        &[
            // The place may be what is denied.
            "The Brit does not keep cats in the red house.",
        ],
    );
    refused(
        TUCK,
        &["Chris Cockcroft didn't eat his biscuits on Monday."],
    );
    reads(
        EINSTEIN,
        &[
            // The second verb is no denied one: "drinks" agrees with "does", and the Brit
            // drinks tea.
            (
                "The Brit does not keep cats and drinks tea.",
                &["Brit is not cats", "Brit is tea"],
            ),
            (
                "The Brit does not keep cats, and drinks tea.",
                &["Brit is not cats", "Brit is tea"],
            ),
            (
                "The Brit does not keep the cats of the man in the red house.",
                &["cats is red", "Brit is not cats"],
            ),
            (
                "The Brit doesn't live in the house whose owner keeps cats.",
                &["Brit is not cats"],
            ),
            (
                "The Brit is not the man who drinks tea.",
                &["Brit is not tea"],
            ),
            (
                "The person who keeps cats does not drink tea.",
                &["cats is not tea"],
            ),
        ],
    );
}

#[test]
fn a_second_verb_after_the_relation_is_the_subjects() {
    // The Brit keeps the cats; "next to" does not reach them.
    refused(
        EINSTEIN,
        &[
            "The Brit lives next to the German and keeps cats.",
            "The Brit lives to the left of the German and keeps cats.",
            "The Brit is left of the German and is the cat owner.",
        ],
    );
    reads(
        EINSTEIN,
        &[
            // After a denial, the verb that agrees with "does" is outside it
            // (conjoined.rs).
            (
                "The Brit does not live next to the German and keeps cats.",
                &["Brit is not next to German", "Brit is cats"],
            ),
            (
                "The Brit lives next to the man who keeps cats and drinks tea.",
                &["cats is tea", "Brit is next to cats"],
            ),
            (
                "The Brit keeps cats and lives next to the German.",
                &["Brit is cats", "Brit is next to German"],
            ),
        ],
    );
}

#[test]
fn a_contrast_with_a_value_of_the_subjects_attribute_is_refused() {
    // It denies the Dane the tea; "the Brit is not the Dane" would say nothing.
    refused(
        EINSTEIN,
        &[
            "The Brit drinks tea, not the Dane.",
            "The Brit lives in the red house, not the Dane.",
        ],
    );
    reads(
        EINSTEIN,
        &[
            (
                "The Brit lives in the red house, not the green house.",
                &["Brit is red", "Brit is not green"],
            ),
            (
                "The red house is home to the Brit, not the Dane.",
                &["red is Brit", "red is not Dane"],
            ),
        ],
    );
}

#[test]
fn a_verb_between_two_people_or_a_name_given_after_someone_is_refused() {
    refused(
        NAMES,
        &[
            // Rose's husband owns the cat, not Rose.
            "Rose married the cat owner.",
            "Rose is married to the cat owner.",
            // "after" is no order here.
            "The cat is named after Will.",
        ],
    );
}

#[test]
fn a_contrast_after_and_or_a_hedge_before_an_amount_is_refused() {
    refused(
        EINSTEIN,
        &[
            "The Brit lives in the red house and the Dane does not.",
            "The Brit may keep dogs.",
        ],
    );
    refused(AGES, &["Amy is about 40."]);
}

#[test]
fn an_order_or_a_time_among_the_owners_own_things_is_refused() {
    refused(
        EINSTEIN,
        &[
            "The Brit's second favourite drink is tea.",
            "The Brit's next house will be red.",
            "The Brit's previous house was red.",
            "The Brit's dream house is red.",
        ],
    );
    reads(EINSTEIN, &[("The Brit's house is red.", &["Brit is red"])]);
}
