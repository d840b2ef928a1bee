//! The sentences of a festival puzzle whose clues speak of the story's pair ("Tim and Kerri",
//! "the pair", "the two friends") meeting somewhere during an act: "while <act> is playing"
//! (wording.rs), "the reggae band's show" (story.rs), "the act during which Tim and Kerri will
//! meet at …" and "the country and speed metal acts" (descriptions.rs); and the near
//! sentences that must stay refused.

use super::super::test_support::{reads, refused};

const FESTIVAL: &str = "band: Ellyfish, Korrupt, Retread Ed and the Flat Tires, Yellow Reef
music: country, grunge, reggae, speed metal
meeting place: carnival games, information booth, mosh pit, T-shirt vendor
";

#[test]
fn while_an_act_is_playing_is_during_it() {
    reads(
        FESTIVAL,
        &[(
            "The two friends won't meet at the T-shirt vendor while Yellow Reef is playing.",
            &["T-shirt vendor is not Yellow Reef"],
        )],
    );
    refused(
        FESTIVAL,
        &[
            // After a comma "while" may contrast two clauses.
            "The pair won't meet at the T-shirt vendor, while Yellow Reef is playing.",
            // Friends of a value are other people.
            "The two friends of Korrupt won't meet at the T-shirt vendor.",
            // The clause goes on: a third thing.
            "The pair won't meet at the T-shirt vendor while Yellow Reef is playing grunge.",
        ],
    );
}

#[test]
fn a_category_noun_after_a_value_owns_as_the_value() {
    reads(
        FESTIVAL,
        &[(
            "The pair won't meet at the T-shirt vendor during the reggae band's show.",
            &["T-shirt vendor is not reggae"],
        )],
    );
    refused(
        FESTIVAL,
        &[
            // No value before the noun: whose show?
            "The pair won't meet at the T-shirt vendor during the band's show.",
            // A noun that is no category: someone else's show.
            "The pair won't meet at the T-shirt vendor during the reggae fan's show.",
        ],
    );
}

#[test]
fn a_clause_during_which_the_pair_meets_describes_the_act() {
    reads(
        FESTIVAL,
        &[
            (
                "The reggae band is neither Korrupt nor the act during which Tim and Kerri will \
                 meet at the information booth.",
                &["reggae is not Korrupt", "reggae is not information booth"],
            ),
            (
                "The country and speed metal acts are, in some order, Retread Ed and the Flat \
                 Tires and the act during which Tim and Kerri will meet at the mosh pit.",
                &["of country and speed metal, one is Retread Ed and the Flat Tires and the other is mosh pit"],
            ),
        ],
    );
    refused(
        FESTIVAL,
        &[
            // An unknown word between two values may relate them.
            "The reggae band is neither Korrupt nor the act during which Ellyfish hired and \
             fired Yellow Reef.",
            // "and" before a value is no join of two unknown words.
            "The reggae band is neither Korrupt nor the act during which Tim and Ellyfish will \
             meet at the information booth.",
        ],
    );
}
