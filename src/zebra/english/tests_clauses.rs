//! Lines of several sentences or clauses (clauses.rs): sentences after a full stop or ";", a
//! clause joined by "but"/"and" whose subject is "he" or "she", read one by one; a pronoun only
//! where the clause before names one row; and the story reading's refusal reason, typed.

use super::clauses;
use super::story::{denial_may_read, Doubt, DoubtKind};
use super::test_support::{read_in, reads, refused};

const MONKEYS: &str = "monkey: Sam, Anna, Harriet, Mike
place: grass, rock, stream, tree branch
fruit: banana, apple, pear, orange
";

const TUCK: &str = "positions: night eaten: Monday, Tuesday, Wednesday, Thursday
name: Ben Barton, Chris Cockcroft, Hamish Hazel, Martin Masters
tuck: Biscuits, Fruit cake, Toffee, Wine gums
sent by: Aunt Alison, Aunt Amelia, Grandmother, Mother
";

#[test]
fn sentences_after_a_full_stop_read_one_by_one() {
    reads(
        MONKEYS,
        &[
            (
                "- Harriet didn't sit on the tree branch. Mike doesn't like oranges.",
                &["Harriet is not tree branch", "Mike is not orange"],
            ),
            (
                "4. Harriet didn't sit on the tree branch.  Mike doesn't like oranges",
                &["Harriet is not tree branch", "Mike is not orange"],
            ),
        ],
    );
    // A full stop after a title or an initial ends no sentence; a sentence that points back
    // is no sentence of its own.
    for line in [
        "Mr. Black sat on the rock",
        "Col. Carton Cunningham sat on the rock",
        "J. Black sat on the rock",
        "Anna sat on the rock. This monkey ate the pear.",
        "Anna sat on the rock. The former ate the pear.",
    ] {
        assert_eq!(clauses::split(line), None, "{line:?}");
    }
    // A sentence that does not read leaves the line unread.
    let e = read_in(
        MONKEYS,
        "Harriet didn't sit on the tree branch. Mike likes zebras.",
    );
    assert!(e.is_err(), "{e:?}");
}

#[test]
fn a_pronoun_clause_reads_as_the_one_row_the_clause_before_names() {
    reads(
        MONKEYS,
        &[
            (
                "- Anna sat by the stream but she didn't eat the pear",
                &["Anna is stream", "Anna is not pear"],
            ),
            (
                "Anna sat by the stream, and she ate the pear.",
                &["Anna is stream", "Anna is pear"],
            ),
            (
                "Anna sat by the stream; she didn't eat the pear.",
                &["Anna is stream", "Anna is not pear"],
            ),
            (
                "Anna sat by the stream. She didn't eat the pear.",
                &["Anna is stream", "Anna is not pear"],
            ),
            (
                "Anna sat by the stream but she and Mike didn't eat the pear.",
                &["Anna is stream", "Anna is not pear", "Mike is not pear"],
            ),
            // "he" is the row whichever of the two things it means.
            (
                "The monkey on the rock ate the apple but he didn't sit by Sam.",
                &["rock is apple", "rock is not Sam"],
            ),
        ],
    );
    reads(
        TUCK,
        &[(
            "Hamish Hazel gratefully received a food parcel from his grandmother; he didn't eat \
             the toffee.",
            &["Hamish Hazel is Grandmother", "Hamish Hazel is not Toffee"],
        )],
    );
    // Two possible rows: a denial before ("she" is Anna's row or the stream's), two facts
    // before, a comparison before; a pronoun with nothing before it; "it", which may open a
    // sentence of its own ("it was on Monday that …").
    for line in [
        "Anna didn't sit by the stream but she ate the pear.",
        "Anna sat by the stream and Mike sat on the rock but she ate the pear.",
        "Anna didn't sit by the stream. She ate the pear.",
        // Read as one sentence, "she" was a word that carries nothing: "Anna is not pear",
        // "stream is pear".
        "Anna didn't sit by the stream and she ate the pear.",
        "Anna didn't sit by the stream, she ate the pear.",
        "She sat by the stream. Anna ate the pear.",
        "Anna sat by the stream but it didn't eat the pear.",
    ] {
        let got = read_in(MONKEYS, line);
        assert!(got.is_err(), "{line:?} was read as {got:?}");
    }
    for line in [
        "Chris Cockcroft ate the toffee on Monday but he didn't thank Aunt Alison.",
        "Chris Cockcroft ate more than Ben Barton but he didn't thank Aunt Alison.",
    ] {
        let got = read_in(TUCK, line);
        assert!(got.is_err(), "{line:?} was read as {got:?}");
    }
}

#[test]
fn the_denial_reader_is_gated_by_the_kind_of_doubt_not_its_wording() {
    for (doubt, may) in [
        (Doubt::new("exactly", DoubtKind::Meaning), true),
        (Doubt::new("precisely", DoubtKind::Meaning), true),
        (Doubt::new("nothing", DoubtKind::Meaning), true),
        (Doubt::new("never", DoubtKind::NoVerb), true),
        (Doubt::new("only", DoubtKind::Meaning), false),
        (Doubt::new("not", DoubtKind::NoVerb), false),
        // The word alone is not enough: "exactly" as a third thing's word is no "exactly".
        (Doubt::new("exactly", DoubtKind::Pointer), false),
        (Doubt::new("never", DoubtKind::Aside), false),
    ] {
        assert_eq!(denial_may_read(&doubt), may, "{doubt:?}");
    }
    // The message says the word and why, as before.
    assert_eq!(
        Doubt::new("happy", DoubtKind::State("with".into()))
            .to_string()
            .replace("'happy with'", "'X'"),
        "'X' may say how something is rather than deny that the two go together"
    );
}

const POOL: &str = "positions: lane: 1, 2, 3, 4
swimmer: Betty, Carol, Daisy, Emily
style: Backstroke, Butterfly, Dolphin, Freestyle
country: Australia, Canada, UK, USA
";

#[test]
fn neither_of_them_is_the_two_the_sentence_before_relates() {
    reads(
        POOL,
        &[(
            "1. Betty is swimming next to the athlete from the UK. Neither of them is swimming \
             Butterfly.",
            &[
                "Betty is next to UK",
                "Betty is not Butterfly",
                "UK is not Butterfly",
                "Betty is not UK",
            ],
        )],
    );
    // One row, a position or a lone "neither": no two things for "them".
    for sentence in [
        "Betty is Butterfly. Neither of them is Canada.",
        "Betty is in lane 2. Neither of them is Canada.",
        "Neither of them is Canada.",
    ] {
        let got = read_in(POOL, sentence);
        assert!(got.is_err(), "{sentence:?} was read as {got:?}");
    }
}

#[test]
fn a_this_before_its_verb_is_the_one_row_the_sentence_before_names() {
    reads(
        TUCK,
        &[
            (
                "Hamish Hazel gratefully received a food parcel from his grandmother; this \
                 wasn't the toffee.",
                &["Hamish Hazel is Grandmother", "Hamish Hazel is not Toffee"],
            ),
            (
                "Hamish Hazel gratefully received a food parcel from his grandmother. This was \
                 eaten on Tuesday.",
                &["Hamish Hazel is Grandmother", "Hamish Hazel is in Tuesday"],
            ),
            (
                "Chris Cockcroft devoured the toffee; this wasn't sent by his grandmother.",
                &[
                    "Chris Cockcroft is Toffee",
                    "Chris Cockcroft is not Grandmother",
                ],
            ),
            // The event the sentence before tells of, in its row.
            (
                "Hamish Hazel gratefully received a food parcel from his grandmother; this \
                 happened two days before Ben Barton ate the toffee.",
                &[
                    "Hamish Hazel is Grandmother",
                    "Ben Barton is Toffee",
                    "Hamish Hazel is 2 before Ben Barton",
                ],
            ),
        ],
    );
    refused(
        TUCK,
        &[
            // A denial before: "this" is Hamish Hazel's row or the grandmother's.
            "Hamish Hazel didn't gratefully receive a food parcel from his grandmother; this \
             wasn't the toffee.",
            // A noun after "this" may name a thing of another row; a "this" after the verb
            // or set off by a comma is no subject standing for the row.
            "Hamish Hazel gratefully received a food parcel from his grandmother; this parcel \
             wasn't the toffee.",
            "Hamish Hazel gratefully received a food parcel from his grandmother; Ben Barton \
             said this wasn't the toffee.",
            "Hamish Hazel gratefully received a food parcel from his grandmother; this, sadly, \
             wasn't the toffee.",
            // The one "this" stands for is the person the sentence before describes, not its
            // subject: that sentence is no one row.
            "Ben Barton was at school with the lad who ate the toffee; this isn't Hamish Hazel.",
            "This wasn't the toffee; Hamish Hazel gratefully received a food parcel from his \
             grandmother.",
            // Read whole, "this" carried nothing: "Chris Cockcroft is in Monday" (it is Ben
            // Barton's eating, or Chris Cockcroft's). A line with such a "this" is read one
            // sentence at a time, and a comparison before names two rows.
            "Ben Barton ate the toffee after Chris Cockcroft; this was on Monday.",
        ],
    );
}
