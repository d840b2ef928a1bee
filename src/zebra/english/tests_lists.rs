//! "Three of the figurines were A, B and C": a list of some of the things, all different.

use super::super::test_support::{reads, refused};

const FIGURINES: &str = "figurine: belt buckle, dragon, grasshopper, horse
color: dark green, light green, red, white
dynasty: Ching, Ming, Sung, Tang
buyer: Finland, Italy, Japan, United States
";

#[test]
fn some_of_the_things_listed_are_all_different() {
    reads(
        FIGURINES,
        &[
            (
                "Three of the figurines were the red one, the one from the Ming dynasty and \
                 the one bought by Italy.",
                &["red is not Ming", "red is not Italy", "Ming is not Italy"],
            ),
            (
                "Two of the figurines were the dragon and the white one.",
                &["dragon is not white"],
            ),
        ],
    );
    refused(
        FIGURINES,
        &[
            // A count that is not the list's length.
            "Two of the figurines were the red one, the one from the Ming dynasty and the one \
             bought by Italy.",
            "Three of the figurines were the dragon and the white one.",
            // Not "of the": who "them" are is not said; a meaning word; a count hedged.
            "Three of them were the red one, the one from the Ming dynasty and the one bought \
             by Italy.",
            "Three of the figurines were not the red one, the Ming one and the Italy one.",
            "Three of the figurines were the red one, the Ming one or the Italy one.",
            "At least two of the figurines were the dragon and the white one.",
        ],
    );
}
