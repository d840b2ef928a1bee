//! A closing relative clause (asides.rs) said of the thing right before its comma, the
//! "in which" clause of place inside a description (descriptions.rs) and "right-wing" (no
//! side): the sentences that read, and their near misses that must stay refused.

use super::test_support::{reads, refused};

const FILMS: &str = "positions: month: February, April, June, August, October
character name: Dora Flint, Freda Grimm, Ilsa Harsch, Norah Leather, Roxana Stern
character role: Judge, Mother-in-law, Psychiatrist, Teacher, Terrorist
film title: Cutting Edge, Frame, In the Forest, Playing Away, The High Life
";

const HOUSES: &str = "positions: 4
nationality: Brit, Dane, Swede, German
pet: cat, dog, fish, bird
drink: tea, milk, coffee, beer
";

#[test]
fn a_closing_clause_speaks_of_the_thing_before_its_comma() {
    reads(
        FILMS,
        &[
            (
                "2. In the comedy thriller 'The High Life', Helen played a demented right-wing \
                 terrorist leader, whose name was not Ilsa Harsch.",
                &["The High Life is Terrorist", "Terrorist is not Ilsa Harsch"],
            ),
            (
                "3. The August release in which Helen played a sadistic teacher at a school for \
                 teenage girls, wasn't the crime thriller 'Frame', in which she appeared as Dora \
                 Flint.",
                &[
                    "Teacher is in August",
                    "Frame is not in August",
                    "Frame is Dora Flint",
                ],
            ),
            // The leader is in 'Frame' (the story's link), so the clause says the same of
            // either.
            (
                "Helen played a demented terrorist leader in 'Frame', whose name was not Ilsa \
                 Harsch.",
                &["Terrorist is Frame", "Frame is not Ilsa Harsch"],
            ),
            (
                "Helen played the judge in 'Frame', in which she appeared as Dora Flint.",
                &["Judge is Frame", "Frame is Dora Flint"],
            ),
        ],
    );
}

#[test]
fn a_closing_clause_that_may_speak_of_something_else_is_refused() {
    refused(
        FILMS,
        &[
            // The phrase is part of a larger one that may be the clause's subject.
            "Helen played the demented leader of the terrorists, whose name was not Ilsa Harsch.",
            "Helen played the demented terrorist's aide, whose name was not Ilsa Harsch.",
            // Denied, and the thing is no complement of "be": the leader is not in 'Frame',
            // so the clause may say something of another row.
            "Helen didn't play a demented terrorist leader in 'Frame', whose name was not Ilsa \
             Harsch.",
            // A clause still open before the phrase.
            "Helen played the woman who loved the demented terrorist, whose name was not Ilsa \
             Harsch.",
            // A relation of another kind before the comma.
            "Helen played the demented terrorist next to the judge, whose name was not Ilsa \
             Harsch.",
            // An aside's denial and a cleft: the clause is the judge's.
            "It was the judge, not the demented terrorist, whose name was Ilsa Harsch.",
            "Helen played the judge, not the demented terrorist, whose name was Ilsa Harsch.",
            // A pronoun that is no doer in a clause of place, or one the clause may relate.
            "Helen played the judge in 'Frame', in which they appeared as Dora Flint.",
            "Helen played the demented terrorist, who she says was not Ilsa Harsch.",
        ],
    );
    refused(
        HOUSES,
        &[
            // A clause of place naming a second thing: a visit, not a row.
            "The Brit keeps the cat, where the Dane drinks tea.",
        ],
    );
}

#[test]
fn right_wing_is_no_side() {
    reads(
        FILMS,
        &[(
            "Helen played a right-wing terrorist in 'Frame'.",
            &["Terrorist is Frame"],
        )],
    );
    // A side still is one.
    reads(
        HOUSES,
        &[(
            "The Brit lives right of the Dane.",
            &["Dane is left of Brit"],
        )],
    );
}

#[test]
fn a_clause_of_place_links_only_the_first_thing_it_names() {
    reads(
        FILMS,
        &[(
            "The August release in which Helen played a teacher wasn't 'Frame'.",
            &["Teacher is in August", "Frame is not in August"],
        )],
    );
    refused(
        FILMS,
        &[
            // An unknown word between two things of the clause may relate them apart.
            "The August release in which the judge mocked the teacher wasn't 'Frame'.",
            // The clause is another release's, or relates its thing apart.
            "The release after the one in which Helen played a teacher wasn't 'Frame'.",
            "The release in which Helen played opposite the teacher wasn't 'Frame'.",
            // Its denial is the clause's own.
            "The August release in which Helen didn't play the teacher wasn't 'Frame'.",
        ],
    );
}
