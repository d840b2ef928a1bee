//! A puzzle's opening and closing prose (intro.rs): the setting then the list of a category's
//! values states nothing; a question's opening "If …," premise is read as the clue it is, and
//! the near forms (an order in the list, another count, a condition that is no premise) stay
//! refused, as is a question that states something before it asks.

use super::test_support::{reads, refused};

const MARBLES: &str = "positions: 4
resident: Reed Richards, Sue Storm, Johnny Storm, Ben Grimm
marbles: red, green, white, blue
";

#[test]
fn a_questions_opening_premise_is_read_as_its_clue() {
    reads(
        MARBLES,
        &[
            (
                "If the first house is not made of red marbles, who lives where and with material \
                 is their house made from?",
                &["red is not in 1"],
            ),
            (
                "If Sue Storm lives in the fourth house, who lives in the blue house?",
                &["Sue Storm is in 4"],
            ),
            // A question with no condition states nothing, as before.
            ("Who lives where?", &[]),
        ],
    );
    refused(
        MARBLES,
        &[
            // A premise that does not read refuses the line: it is never dropped.
            "If the first house is made of purple marbles, who lives where?",
            "If Sue Storm is happy, who lives where?",
            // "if" as "whether", a condition after the question, a premise with no comma.
            "Can you tell if Sue Storm lives in the first house?",
            "Who lives in the blue house if Sue Storm lives in the fourth house?",
            "If Sue Storm lives in the fourth house who lives in the blue house?",
            "If Sue Storm lives first, if Ben Grimm lives last, who lives where?",
            // A premise only supposed: the question is about another case than the puzzle's.
            "If Sue Storm were in the first house, who would live in the blue house?",
            "If Sue Storm lived in the first house, who would live in the blue house?",
            "If Sue Storm had lived in the first house, who lives in the blue house?",
            "If Sue Storm lives in the first house, who could live in the blue house?",
        ],
    );
}

#[test]
fn a_setting_then_the_list_of_a_categorys_values_states_nothing() {
    reads(
        MARBLES,
        &[
            (
                "Four people reside in the only four different homes in a small town. These \
                 houses are built with red marbles, green marbles, white marbles and blue marbles.",
                &[],
            ),
            (
                "Four friends live in a small town. Their houses are red, green, white and blue.",
                &[],
            ),
        ],
    );
    refused(
        MARBLES,
        &[
            // An order, stated before or after the list.
            "Four friends live in a small town. From left to right, their houses are red, green, \
             white and blue.",
            "Four friends live in a small town. Their houses are red, green, white and blue, in \
             that order.",
            "Four friends live in a small town. In order, their houses are red, green, white and \
             blue.",
            // Not every value, one twice, or two categories.
            "Four friends live in a small town. Their houses are red, green and white.",
            "Four friends live in a small town. Their houses are red, green, white, blue and red.",
            "Four friends live in a small town. Reed Richards, Sue Storm, Johnny Storm and Ben \
             Grimm live in the red, green, white and blue houses.",
            // Another count, "only" that is no count, who may be believed.
            "Four people live in the only three homes in town. Their houses are red, green, white \
             and blue.",
            "Four people live in town, only one honest. Their houses are red, green, white and \
             blue.",
            "Four liars live in a small town. Their houses are red, green, white and blue.",
            // The setting alone, with no question or list after it.
            "Four people reside in the only four different homes in a small town.",
        ],
    );
}

#[test]
fn a_question_that_states_something_before_it_asks_is_refused_not_skipped() {
    refused(
        MARBLES,
        &[
            "Given that the first house is red, who lives where?",
            "Knowing Sue Storm is not in the first house, who lives where?",
            "Sue Storm lives in the fourth house, so who lives in the blue house?",
        ],
    );
    reads(
        MARBLES,
        &[
            // No value before the question, or a question asked twice: nothing stated.
            ("Now, who lives in the red house?", &[]),
            ("Who lives in the red house, who in the blue?", &[]),
            ("In which house does Sue Storm live?", &[]),
        ],
    );
}
