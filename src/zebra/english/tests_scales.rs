//! "X was the second song to be played after Y": a step of the positions' order counted by an
//! ordinal.

use super::test_support::{read_in, reads, refused};

const BSIDES: &str = "positions: 5
artist: Blondie, Beatles, Bee Gees, Beach Boys, Bangles
";

#[test]
fn an_ordinal_after_or_before_counts_places() {
    reads(
        BSIDES,
        &[
            (
                "The Bee Gees single was the second song to be played after the Bangles tune.",
                &["Bee Gees is 2 after Bangles"],
            ),
            (
                "The Blondie song was the third to be played before the Beach Boys track.",
                &["Blondie is 3 before Beach Boys"],
            ),
            (
                "The Beatles hit was the second song played after the Blondie song.",
                &["Beatles is 2 after Blondie"],
            ),
            (
                "The Beatles hit was the first song to play after the Blondie song.",
                &["Beatles is 1 after Blondie"],
            ),
        ],
    );
}

#[test]
fn an_ordinal_step_with_more_words_or_another_order_is_not_counted() {
    // Two nouns, or a value between the ordinal and "after": not this form.
    refused(
        BSIDES,
        &[
            "The Bee Gees single was the second loud song to be played after the Bangles tune.",
            "The Bee Gees single was the second Blondie song played after the Bangles tune.",
        ],
    );
    // A comma makes "the second song" a place of its own, and "after" another clause.
    assert_ne!(
        read_in(
            BSIDES,
            "The Bee Gees single was the second song, played after the Bangles tune."
        ),
        Ok(vec!["Bee Gees is 2 after Bangles".to_string()])
    );
    // With an attribute of numbers, the ordinal may count those instead.
    let numbers = "positions: 3\nartist: Blondie, Beatles, Bangles\nsales: 10, 20, 30\n";
    assert_ne!(
        read_in(
            numbers,
            "The Beatles hit was the second song to be played after the Bangles tune."
        ),
        Ok(vec!["Beatles is 2 after Bangles".to_string()])
    );
}

/// A long line of the form reads or is refused at once (a figure, not a check).
#[test]
fn a_long_line_of_ordinal_steps() {
    let line =
        "The Bee Gees single was the second song to be played after the Bangles tune ".repeat(1300);
    let start = std::time::Instant::now();
    let _ = read_in(BSIDES, &line);
    eprintln!(
        "{} KB ordinal-step line: {:?}",
        line.len() / 1000,
        start.elapsed()
    );
}
