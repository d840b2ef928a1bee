//! "Calla's last name isn't Ingham": a value's own category after its possessive;
//! "Harriet's second stop": a name that is no value before the order's own noun.

use super::test_support::{reads, refused};

const MUFFINS: &str = "positions: muffins: 1, 2, 3, 4
first name: Bill, Mark, Calla, Lynn
last name: Ellis, Ingham, Oakley, Summers
profession: dogcatcher, flautist, secretary, zookeeper
";

#[test]
fn a_values_own_category_after_its_possessive_is_its_row() {
    reads(
        MUFFINS,
        &[
            ("Calla's last name isn't Ingham.", &["Calla is not Ingham"]),
            ("Mark's last name is Summers.", &["Mark is Summers"]),
            ("Ms. Oakley's first name is Lynn.", &["Oakley is Lynn"]),
            ("Calla's last name was the last one.", &["Calla is in 4"]),
        ],
    );
    // Only the whole name of a category is its own; the last of something else is a place.
    refused(
        MUFFINS,
        &[
            "Calla's last dog isn't Ingham.",
            "Calla's last isn't Ingham.",
            "Ingham's last name isn't Oakley.",
        ],
    );
}

const SHOES: &str = "positions: stop: 1, 2, 3, 4
shoes: ecru espadrilles, fuchsia flats, purple pumps, suede sandals
store: Foot Farm, Heels in a Handcart, The Shoe Palace, Tootsies
";

#[test]
fn a_name_before_the_orders_own_noun_is_the_one_whose_stops_the_rows_are() {
    reads(
        SHOES,
        &[
            (
                "The Foot Farm was Harriet's second stop.",
                &["Foot Farm is in 2"],
            ),
            (
                "Harriet's third stop was not Tootsies.",
                &["Tootsies is not in 3"],
            ),
            // Counted from Tootsies, as "the second stop after" is.
            (
                "The Foot Farm was Harriet's second stop after Tootsies.",
                &["Foot Farm is 2 after Tootsies"],
            ),
        ],
    );
    refused(
        SHOES,
        &[
            // Someone else's stops, or no stop of the order at all.
            "The Foot Farm was her friend's second stop.",
            "The Foot Farm was the bus's second stop.",
            "The Foot Farm was Harriet's second shop.",
            "The Foot Farm was Harriet's second.",
        ],
    );
}
