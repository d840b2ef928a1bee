//! "Calla's last name isn't Ingham": a value's own category after its possessive.

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
