//! A second predicate sharing the sentence's subject ("…, and was not the last to arrive"), a
//! consequence after "so", and "provided" as the verb after a relative clause.

use super::test_support::{read_in, reads, refused};

const POTLUCK: &str = "positions: arrival: 1, 2, 3, 4
minikin: Ebum, Ekum, Epum, Evum
dish: soup, nuts, fish, dessert
";

#[test]
fn a_second_predicate_after_and_has_the_first_ones_subject() {
    reads(
        POTLUCK,
        &[
            (
                "Ekum provided either dessert or nuts, and was not the last to arrive.",
                &["Ekum is either dessert or nuts", "Ekum is not in 4"],
            ),
            (
                "Ebum brought the soup, but was not the first to arrive.",
                &["Ebum is soup", "Ebum is not in 1"],
            ),
            (
                "Ekum brought nuts, and was not next to Evum.",
                &["Ekum is nuts", "Ekum is not next to Evum"],
            ),
        ],
    );
}

#[test]
fn a_second_clause_with_its_own_subject_is_a_sentence_of_its_own() {
    // Its "not" is its own: Ekum may well be the last to arrive.
    reads(
        POTLUCK,
        &[
            (
                "Ekum brought soup, and Ebum was not the last to arrive.",
                &["Ekum is soup", "Ebum is not in 4"],
            ),
            (
                "Ekum brought soup, but the Ebum was not the last to arrive.",
                &["Ekum is soup", "Ebum is not in 4"],
            ),
        ],
    );
}

#[test]
fn a_subject_that_is_not_one_value_is_refused() {
    refused(
        POTLUCK,
        &[
            // The subject is two people (or a friend of one): no one row is the second's.
            "Ekum or Epum brought soup, and was not the last to arrive.",
            "Ekum and Epum brought soup, and was not the last to arrive.",
            "Ekum's friend brought soup, and was not the last to arrive.",
        ],
    );
    let why = read_in(
        POTLUCK,
        "Ekum or Epum brought soup, and was not the last to arrive.",
    );
    // (Read whole, the "not" after the "or" meets the second clause's "and" first.)
    assert!(why.is_err_and(
        |e| e.contains("no one thing for its subject") || e.contains("a clause of its own")
    ));
}

#[test]
fn a_consequence_after_so_is_read_for_a_reason_that_names_only_the_subject() {
    reads(
        POTLUCK,
        &[
            (
                "Ekum was late getting home, so was not the first to arrive.",
                &["Ekum is not in 1"],
            ),
            // A reason that relates two things is a clause of its own.
            (
                "Ekum arrived after Epum, so was not the first to arrive.",
                &["Epum is left of Ekum", "Ekum is not in 1"],
            ),
        ],
    );
    refused(
        POTLUCK,
        &[
            // A reason with a word that changes a meaning, a number or another person.
            "Ekum was not late getting home, so was not the first to arrive.",
            "Ekum was late getting home with Epum, so was not the first to arrive.",
            "Ekum was late getting home, so is something else.",
        ],
    );
    // A reason with a number is no colour: it is read as a clause of its own, if at all.
    assert_ne!(
        read_in(
            POTLUCK,
            "Ekum was late getting home by 2 hours, so was not the first to arrive."
        ),
        Ok(vec!["Ekum is not in 1".to_string()])
    );
}

#[test]
fn provided_after_a_relative_clause_is_the_sentences_verb() {
    reads(
        POTLUCK,
        &[(
            "The one who arrived first, who was not Epum, provided soup.",
            &["Epum is not in 1", "soup is in 1"],
        )],
    );
    refused(
        POTLUCK,
        &[
            "Ekum brought nuts, provided Ebum brought soup.",
            "Ekum brought nuts, who was first, provided Ebum brought soup.",
        ],
    );
}

/// A long line of the form reads or is refused at once (a figure, not a check).
#[test]
fn a_long_line_of_predicates() {
    let line = format!(
        "Ekum was {}late getting home, so was not the first to arrive.",
        "very ".repeat(20_000)
    );
    let start = std::time::Instant::now();
    let _ = read_in(POTLUCK, &line);
    eprintln!(
        "{} KB predicate line: {:?}",
        line.len() / 1000,
        start.elapsed()
    );
}

const MARBLES: &str = "positions: 4
resident: Reed Richards, Sue Storm, Johnny Storm, Ben Grimm
marbles: red, green, white, blue
";

#[test]
fn two_clauses_joined_by_and_without_a_comma_are_read_one_by_one() {
    reads(
        MARBLES,
        &[
            // A second subject with its own "is" (conjoined.rs), "the the" read once and
            // "the third one along" (the third from the start of the row).
            (
                "Mr. Reed Richards live somewhere left of the the house with green marbles and \
                 the third one along is a white marbles one.",
                &["Reed Richards is left of green", "white is in 3"],
            ),
            // Read whole, Ben Grimm would be a second neighbour.
            (
                "Reed Richards lives next to Sue Storm and Ben Grimm is blue.",
                &["Reed Richards is next to Sue Storm", "Ben Grimm is blue"],
            ),
            // The verb that agrees with "does" is outside its denial.
            (
                "Mr. Johnny Storm does not live at either of the ends and resides somewhere to \
                 the right of the blue marble house.",
                &[
                    "Johnny Storm is not in 1",
                    "Johnny Storm is not in 4",
                    "blue is left of Johnny Storm",
                ],
            ),
            // Two objects of one relation are still two neighbours.
            (
                "Reed Richards lives next to Sue Storm and Ben Grimm.",
                &[
                    "Reed Richards is next to Sue Storm",
                    "Reed Richards is next to Ben Grimm",
                ],
            ),
        ],
    );
    refused(
        MARBLES,
        &[
            // A bare verb is inside the denial ("not right of" cannot be stated).
            "Johnny Storm does not live at either of the ends and reside somewhere to the right \
             of the blue marble house.",
            // After a relative word the second verb may be the described man's.
            "Johnny Storm does not live next to the man who is red and resides left of Ben \
             Grimm.",
            // An adverb in "-s" is no verb.
            "Johnny Storm does not live in the red house and always lives in the blue house.",
            // Counted from Reed Richards, not from the start of the row.
            "The second house along from Reed Richards is white.",
            // A pronoun for the subject in the second clause is not read here.
            "Johnny Storm does not live at either of the ends and red marbles is left of him.",
        ],
    );
}
