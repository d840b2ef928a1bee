//! Denials and "exactly" in the puzzle's own words (negated.rs), "neither … nor" naming two
//! things, and misspelt relation words offered only where the fixed word would relate: what
//! they read as, and the sentences that must stay refused.

use super::test_support::{read_in, reads, refused};

const BIRDS: &str = "positions: months: June, July, August
birder: Wanda, Bobbie, Carl
bird: robin, finch, owl
";

const BOXING: &str = "positions: wins: 24, 27, 30
boxers: Gina Gallatin, Hannah, Yvonne
losses: 2, 7, 8
";

#[test]
fn denials_in_the_puzzles_own_words() {
    reads(
        BIRDS,
        &[
            (
                "Wanda's sighting didn't happen in July.",
                &["Wanda is not in July"],
            ),
            (
                "The robin sighting wasn't recorded by Bobbie.",
                &["robin is not Bobbie"],
            ),
            (
                "Bobbie will not go birding in June.",
                &["Bobbie is not in June"],
            ),
            (
                "Bobbie never photographed the finch.",
                &["Bobbie is not finch"],
            ),
            (
                "Carl's report has nothing to do with owls.",
                &["Carl is not owl"],
            ),
        ],
    );
    refused(
        BIRDS,
        &[
            // The denial describes one of the two, not the link between them.
            "The birder who didn't photograph Wanda spotted the robin.",
            "Wanda spotted not the robin.",
            // A third thing, a clause, a word that changes the meaning.
            "Wanda didn't photograph the robin in July.",
            "Wanda, the July birder, didn't photograph the robin.",
            "Wanda didn't only photograph the robin.",
            "Wanda didn't photograph the robin either.",
            // A word that relates two things apart, a second person.
            "Wanda didn't beat the robin spotter.",
            "Wanda's sister didn't photograph the robin.",
            // Two values of one attribute: the verb relates them some other way.
            "The robin spotter didn't scare the owl.",
            // "nothing" outside "has nothing to do with".
            "Carl photographed nothing but owls.",
        ],
    );
}

#[test]
fn a_value_named_exactly() {
    reads(
        BOXING,
        &[
            (
                "Gina Gallatin doesn't have exactly 27 wins.",
                &["Gina Gallatin is not in 27"],
            ),
            ("Hannah has exactly 24 wins.", &["Hannah is in 24"]),
            (
                "Yvonne didn't end up with exactly 30 wins.",
                &["Yvonne is not in 30"],
            ),
        ],
    );
    refused(
        BOXING,
        &[
            // "exactly" away from the value it names, or counting.
            "Exactly Hannah has 24 wins.",
            "Exactly one of Hannah and Yvonne has 24 wins.",
            "Hannah has exactly 3 more wins.",
        ],
    );
}

#[test]
fn neither_nor_names_two_things() {
    reads(
        BIRDS,
        &[
            (
                "Neither Wanda nor the robin sighting was in June.",
                &[
                    "Wanda is not in June",
                    "robin is not in June",
                    "Wanda is not robin",
                ],
            ),
            // Two values of one attribute are two things anyway.
            (
                "Neither Wanda nor Carl was the owl spotter.",
                &["Wanda is not owl", "Carl is not owl"],
            ),
        ],
    );
}

#[test]
fn a_fix_is_offered_only_where_the_fixed_word_would_relate() {
    // "fighter" is no misspelt "lighter" without a "than", nor "dust" a "just" without a cue.
    reads(
        BOXING,
        &[(
            "The fighter with 7 losses is either Hannah or Yvonne.",
            &["7 is either Hannah or Yvonne"],
        )],
    );
    reads(
        BIRDS,
        &[(
            "The one Michael will dust in July is either the robin or the owl.",
            &["position July is either robin or owl"],
        )],
    );
    let e = read_in(BOXING, "Gina Gallatin has fewr wins than Hannah.").unwrap_err();
    assert!(e.contains("did you mean \"fewer\""), "{e}");
}

const SEWING: &str = "first name: Angela, Doris, Jill, Louise, Sonia
surname: Cheyne, Glover, Hemming, Quilter, Tack
garment: Cocktail dress, Kimono, Sports shirt, Tabard, Trousers
for: Daughter, Herself, Niece, Sister, Son
";

#[test]
fn a_denial_of_either_of_two_joined_by_or() {
    reads(
        SEWING,
        &[(
            "7. Mrs Quilter isn't making a kimono or a cocktail dress.",
            &["Quilter is not Kimono", "Quilter is not Cocktail dress"],
        )],
    );
    refused(
        SEWING,
        &[
            // A third thing, a choice, a second verb, a word between, a list of three.
            "Mrs Quilter isn't making a kimono or a cocktail dress for Angela.",
            "Mrs Quilter isn't making either a kimono or a cocktail dress.",
            "Mrs Quilter isn't making a kimono or is making a cocktail dress.",
            "Mrs Quilter isn't making a kimono or Angela a cocktail dress.",
            "Mrs Quilter isn't making a kimono or an unusual cocktail dress.",
            "Mrs Quilter isn't making a kimono or a cocktail dress or trousers.",
            "Mrs Quilter isn't making a kimono, or a cocktail dress.",
            // The "or" before the denial: a choice of who.
            "Mrs Quilter or Angela isn't making a kimono.",
            "Mrs Quilter isn't making a kimono for Angela or Doris.",
        ],
    );
}
