//! Story sentences (story.rs): two things and the story's own words read as "go together" (or,
//! with a denied verb, "do not"), lines of several sentences joined by ";", and the sentences
//! that must stay refused because a word could point at a third thing or change the meaning.

use super::test_support::{read_in, reads, refused};

const TUCK: &str = "positions: night eaten: Monday, Tuesday, Wednesday, Thursday
name: Ben Barton, Chris Cockcroft, Hamish Hazel, Martin Masters
tuck: Biscuits, Fruit cake, Toffee, Wine gums
sent by: Aunt Alison, Aunt Amelia, Grandmother, Mother
";

const HATS: &str = "positions: day: Monday, Wednesday, Friday
man: Brendan Briese, Gareth Gale, Zachary Zeffer
hat: Baseball Cap, Bowler Hat, Flat Cap
blown: Dual Carriageway, River, Treetops
";

#[test]
fn two_things_and_the_story_words_go_together() {
    for (header, sentence, want) in [
        (
            TUCK,
            "3. Chris Cockcroft's package contained a very large tin of biscuits.",
            vec!["Chris Cockcroft is Biscuits"],
        ),
        (
            TUCK,
            "Hamish Hazel gratefully received a food parcel from his grandmother.",
            vec!["Hamish Hazel is Grandmother"],
        ),
        (
            TUCK,
            "5. The monster bag of wine gums was not sent to Ben Barton.",
            vec!["Wine gums is not Ben Barton"],
        ),
        (
            TUCK,
            "Martin Masters didn't engage the services of his grandmother.",
            vec!["Martin Masters is not Grandmother"],
        ),
        (
            HATS,
            "3. It wasn't on Wednesday that one hat ended up in the river Keigh and floated off \
             down stream.",
            vec!["River is not in Wednesday"],
        ),
        (
            HATS,
            "The bowler hat rose in the gusty wind like a kite to settle in the treetops.",
            vec!["Bowler Hat is Treetops"],
        ),
        // Sentences joined by ";", each read on its own.
        (
            TUCK,
            "Hamish Hazel gratefully received a food parcel from his grandmother; the monster \
             bag of wine gums was not sent to Ben Barton.",
            vec!["Hamish Hazel is Grandmother", "Wine gums is not Ben Barton"],
        ),
        // "and" between two story words; a relative clause opening no new thing.
        (
            HATS,
            "It wasn't the Friday gale in which Brendan lost a battered and cheap flat cap.",
            vec!["Flat Cap is not in Friday"],
        ),
        // The opening quote of a title is no part of its first word.
        (
            HATS,
            "'Flat Cap' was blown into the river.",
            vec!["Flat Cap is River"],
        ),
    ] {
        let got = read_in(header, sentence).unwrap_or_else(|e| panic!("{sentence:?}: {e}"));
        assert_eq!(got, want, "{sentence:?}");
    }
}

#[test]
fn a_word_that_may_point_at_a_third_thing_refuses_the_story() {
    for (header, sentence, named) in [
        // A pronoun: who "he" is the sentence does not say.
        (TUCK, "He gave the toffee to Ben Barton.", "he"),
        // A possessive of something the puzzle does not name: one lad's aunt, not his own.
        (
            TUCK,
            "The large fruit cake was sent by one lad's Aunt Amelia.",
            "lad",
        ),
        // A noun for a second person.
        (
            TUCK,
            "Martin Masters was sent a package of toffee by his aunt.",
            "aunt",
        ),
        (
            TUCK,
            "Chris Cockcroft's friend munched the toffee.",
            "friend",
        ),
        // A comparative: larger than what?
        (
            TUCK,
            "Chris Cockcroft ate a larger tin of toffee.",
            "larger",
        ),
        // A negation that describes rather than denies.
        (
            TUCK,
            "The toffee was, of course, not sent to Chris Cockcroft.",
            "not",
        ),
        (
            TUCK,
            "Chris Cockcroft was not happy with the toffee.",
            "not happy",
        ),
        // A negation of no verb, beside an aside.
        (
            TUCK,
            "Chris Cockcroft munched, not hungrily, the toffee.",
            "not",
        ),
        // A verb whose object is someone a relative clause describes.
        (
            TUCK,
            "Chris Cockcroft married the lad who ate the toffee.",
            "married",
        ),
        // Words of the closed meaning list.
        (TUCK, "Only Chris Cockcroft ate the toffee.", "only"),
        (TUCK, "Chris Cockcroft ate the toffee but hated it.", "but"),
        (
            TUCK,
            "Chris Cockcroft never, ever, ate the toffee.",
            "never",
        ),
    ] {
        let e = read_in(header, sentence).expect_err(sentence);
        assert!(e.contains(&format!("'{named}")), "{sentence:?}: {e}");
    }
}

#[test]
fn sentences_the_story_reading_does_not_take() {
    for (header, sentence) in [
        // Two values of one category, or three things.
        (TUCK, "Ben Barton gratefully greeted Chris Cockcroft."),
        // A sentence after ";" that points back at the one before, which names no one row
        // (a denial); "this" with a noun. (After one row, "this" is that row: clauses.rs.)
        (
            TUCK,
            "Chris Cockcroft didn't devour the toffee; this wasn't sent by his grandmother.",
        ),
        (
            TUCK,
            "Chris Cockcroft devoured the toffee; this tin wasn't sent by his grandmother.",
        ),
        // "he" after a denial: Chris Cockcroft's row or the toffee's, two rows.
        (
            TUCK,
            "Chris Cockcroft didn't devour the toffee; he thanked Aunt Alison.",
        ),
        // One sentence of the two does not read: the line does not.
        (
            TUCK,
            "Chris Cockcroft devoured the toffee; Martin Masters was sent a package by his aunt.",
        ),
    ] {
        assert!(read_in(header, sentence).is_err(), "{sentence:?}");
    }
}

#[test]
fn translate_says_which_words_were_taken_as_the_story() {
    let text = format!(
        "{TUCK}\n3. Chris Cockcroft's package contained a very large tin of biscuits.\n\
         Ben Barton ate the toffee.\n"
    );
    let out = super::translate(&text).unwrap();
    assert!(
        out.contains(
            "# (a story: 'package', 'contained', 'very', 'large' and 'tin' taken as linking \
             what it names)\nChris Cockcroft is Biscuits\n"
        ),
        "{out}"
    );
    // "ate" is a linking word the reader knows: no story.
    assert!(
        out.contains("# Ben Barton ate the toffee.\nBen Barton is Toffee\n"),
        "{out}"
    );
}

/// A verb in "-ing" after a denied "be" is the denied link ("isn't *going* to"); an adjective
/// in "-ing" says how something was; a negation inside a relative clause denies that clause
/// alone, and is no denial of the two things (it is refused), unless the clause has ended.
#[test]
fn a_denied_progressive_reads_and_a_negated_clause_is_refused() {
    assert_eq!(
        read_in(TUCK, "Chris Cockcroft isn't eating the toffee at school.").unwrap(),
        vec!["Chris Cockcroft is not Toffee"]
    );
    for sentence in [
        "Chris Cockcroft wasn't interesting to the toffee makers.",
        "The lad who didn't eat the toffee loved Chris Cockcroft.",
    ] {
        assert!(read_in(TUCK, sentence).is_err(), "{sentence}");
    }
    assert_eq!(
        read_in(
            TUCK,
            "The tuck that came on Monday wasn't sent to Ben Barton."
        )
        .unwrap(),
        vec!["Ben Barton is not in Monday"]
    );
}

#[test]
fn a_second_person_after_a_possessive_is_refused_in_every_reading() {
    for (sentence, named) in [
        // "received" is a linking word: without the check the line read "Chris is Toffee".
        ("Chris Cockcroft's friend received the toffee.", "friend"),
        (
            "Chris Cockcroft's best friend received the toffee.",
            "friend",
        ),
        ("Chris Cockcroft's customer got the toffee.", "customer"),
        ("Chris Cockcroft's brother received the toffee.", "brother"),
        ("Ben Barton and his friend received the toffee.", "friend"),
        ("Chris Cockcroft's friend munched the toffee.", "friend"),
        // A value between the possessive and the person is that person's, not the owner's:
        // these read "Chris Cockcroft is Toffee" and "Brit is tea" before.
        (
            "Chris Cockcroft's toffee-loving friend was sent the biscuits.",
            "friend",
        ),
        (
            "Chris Cockcroft's toffee eating neighbour got the biscuits.",
            "neighbour",
        ),
    ] {
        let e = read_in(TUCK, sentence).expect_err(sentence);
        assert!(e.contains(&format!("'{named}'")), "{sentence:?}: {e}");
    }
    // A value's own word after a possessive is the value.
    assert_eq!(
        read_in(
            TUCK,
            "Chris Cockcroft received the toffee from his grandmother."
        )
        .unwrap(),
        ["Toffee is Grandmother", "Chris Cockcroft is Toffee"]
    );
    // A noun of a category's name is the value of that category in the owner's row.
    let massage = "positions: prices: $150, $160, $170, $180
clients: Aimee, Hannah, Inez, Juana
masseuses: Kara, Misty, Nancy, Sharon
";
    assert!(read_in(massage, "Nancy's client paid 20 dollars more than Hannah.").is_ok());
}

#[test]
fn a_comparative_of_something_the_day_order_is_not_is_refused() {
    for (sentence, named) in [
        (
            "Chris Cockcroft's package contained a larger tin than the biscuits.",
            "larger",
        ),
        ("The toffee was bigger than the biscuits.", "bigger"),
        ("Chris Cockcroft is older than Ben Barton.", "older"),
        (
            "Chris Cockcroft's tin was higher than the biscuits.",
            "higher",
        ),
    ] {
        let e = read_in(TUCK, sentence).expect_err(sentence);
        assert!(e.contains(&format!("'{named}'")), "{sentence:?}: {e}");
    }
    // The order's own comparatives still read.
    assert_eq!(
        read_in(
            TUCK,
            "Chris Cockcroft ate the toffee later than Ben Barton."
        )
        .unwrap(),
        [
            "Chris Cockcroft is Toffee",
            "Ben Barton is left of Chris Cockcroft"
        ]
    );
}

#[test]
fn a_noun_in_ier_is_no_comparative() {
    const BATTLES: &str = "battle: Clodden, Dolsby Bay, Edgeworth, Hayes Field, Narwood
rank: Brigadier, Captain, General, Major, Marshal
name: Blunda, Clomper, Dumbson, Gummer, Quickley
";
    reads(
        BATTLES,
        &[(
            "The soldier called Gummer was not the Major.",
            &["Gummer is not Major"],
        )],
    );
    // A comparative in "-ier" still refuses the story.
    refused(
        BATTLES,
        &[
            "The happier Gummer was not the Major.",
            "The soldier called Gummer was earlier than the Major.",
        ],
    );
}

#[test]
fn a_value_describing_the_other_person_after_a_possessive_is_refused() {
    let houses = "positions: 5
colour: red, green, white, yellow, blue
nationality: Brit, Swede, Dane, Norwegian, German
drink: tea, coffee, milk, beer, water
";
    // Before, these read "Brit is tea" (or coffee, green) and put the neighbour beside the Brit.
    for (sentence, named) in [
        ("The Brit's tea drinking neighbour is green.", "neighbour"),
        (
            "The Brit's coffee-drinking neighbour drinks milk.",
            "neighbour",
        ),
        ("The Brit's green neighbour drinks tea.", "neighbour"),
    ] {
        let e = read_in(houses, sentence).expect_err(sentence);
        assert!(e.contains(&format!("'{named}'")), "{sentence:?}: {e}");
    }
    // The possessive's own noun phrase ends at "the": the thing after it is read as before.
    assert_eq!(
        read_in(houses, "The Brit's house is green.").unwrap(),
        ["Brit is green"]
    );
}

const FORTUNES: &str = "positions: amount: $5 million, $8 million, $11 million, $14 million, \
$17 million
name: Anson Burgess, Curtis Donleavy, Jack Keller, Lou Mazzini, Ray Starke
home: Dayton, Fresno, Mobile, New York City, St Louis
";

/// "modest", "honest" end in "-est" and are no superlatives; "just" right before a thing in a
/// story says "no more than" of it, and `--translate` names it among the story's words.
#[test]
fn an_adjective_in_est_and_a_just_before_a_thing_are_story_words() {
    reads(
        FORTUNES,
        &[
            (
                "The man from St Louis, Missouri, finished up with a modest fortune of just $5 \
                 million.",
                &["St Louis is in $5 million"],
            ),
            (
                "An honest man from Fresno made a fortune of $8 million.",
                &["Fresno is in $8 million"],
            ),
            (
                "The man from St Louis finished up with just $5 million.",
                &["St Louis is in $5 million"],
            ),
        ],
    );
    let text = format!("{FORTUNES}\nThe man from St Louis finished up with just $5 million.\n");
    let out = super::translate(&text).unwrap();
    assert!(
        out.contains("# (a story: 'finished' and 'just' taken as linking what it names)"),
        "{out}"
    );
    refused(
        FORTUNES,
        &[
            // A superlative still refuses the story.
            "The man from St Louis made the largest fortune of $5 million.",
            "The man from St Louis made the biggest fortune, $5 million.",
            // Denied, "just" leaves more: he ended up with $5 million and more.
            "The man from St Louis didn't end up with just $5 million.",
            // "just" sharpening a bound: no amount.
            "The man from St Louis made just under $5 million.",
        ],
    );
}

const STALLS: &str = "stall: Dispatches, Kriegspiel, Portcullis, Standfast, Valiant
run by: Basil Clancy, Derek Cornwell, Eric Fraser, Gary Higgins, Vikki Wren
based in: Bedford, Ipswich, Lincoln, Nottingham, Warwick
";

/// A thing opening the sentence and the one right after it joined by "of", "in", "at" or
/// "from" are one row; the story links it to the third thing. A comma ending the sentence
/// sets off no aside.
#[test]
fn a_thing_and_where_it_is_open_a_story_of_three() {
    reads(
        STALLS,
        &[
            (
                "Kriegspiel Books of warwick don't employ Gary Higgins,",
                &["Kriegspiel is Warwick", "Kriegspiel is not Gary Higgins"],
            ),
            (
                "The Valiant stall in Ipswich hired Vikki Wren.",
                &["Ipswich is Vikki Wren", "Valiant is Ipswich"],
            ),
        ],
    );
    refused(
        STALLS,
        &[
            // Not the sentence's opening thing: "to" and "from" say two people.
            "The letter to Vikki Wren from Warwick was answered by Gary Higgins.",
            "Vikki Wren wrote to Kriegspiel from Warwick about Gary Higgins.",
            // Two values of one attribute, in the pair or across it.
            "Kriegspiel of Valiant employs Gary Higgins.",
            "Kriegspiel of Warwick employs Bedford.",
            // Anything else between the two: a story word, a comma.
            "Kriegspiel Books, of Warwick, don't employ Gary Higgins.",
            "Kriegspiel Books trading in Warwick don't employ Gary Higgins.",
            // A comma inside the sentence may still set off the denial.
            "Kriegspiel, not Warwick, employs Gary Higgins.",
        ],
    );
}
