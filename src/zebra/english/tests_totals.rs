//! Sums (totals.rs): "A and B snitched a total of six muffins" reads as the two being two
//! whose amounts add up, means that to the solver, and its near-miss wordings are refused.

use super::test_support::reads;
use crate::zebra::solve::{analyse, Status};
use crate::zebra::Puzzle;

const MUFFINS: &str = "positions: muffins: 1, 2, 3, 4
first name: Bill, Mark, Calla, Lynn
last name: Ellis, Ingham, Oakley, Summers
profession: dogcatcher, flautist, secretary, zookeeper
";

/// Each sentence is refused with a message containing `why`.
fn refused(header: &str, rows: &[(&str, &str)]) {
    for (sentence, why) in rows {
        match super::test_support::read_in(header, sentence) {
            Ok(c) => panic!("{sentence:?} was read as {c:?}"),
            Err(e) => assert!(e.contains(why), "{sentence:?}: {e}"),
        }
    }
}

#[test]
fn a_total_reads_as_two_things_whose_amounts_add_up() {
    reads(
        MUFFINS,
        &[
            (
                "Bill and Ellis snitched a total of six muffins.",
                &["Bill is not Ellis", "Bill is 6 minus Ellis"],
            ),
            (
                "The secretary and Ms. Oakley snitched a total of 5 muffins.",
                &["secretary is not Oakley", "secretary is 5 minus Oakley"],
            ),
            (
                "Ms. Oakley and the zookeeper ate a total of three.",
                &["Oakley is not zookeeper", "Oakley is 3 minus zookeeper"],
            ),
        ],
    );
}

#[test]
fn a_total_means_a_sum_of_the_labels_of_two() {
    let solve = |clues: &str| {
        let p = Puzzle::parse(&format!("{MUFFINS}{clues}")).unwrap();
        let ellis = (0..p.items())
            .find(|&i| p.value_name(i) == "Ellis")
            .unwrap();
        let found = analyse(&p);
        (
            found.status,
            found.solutions.iter().map(|s| s[ellis]).collect::<Vec<_>>(),
        )
    };
    // With Bill at 2, six is 2 + 4: Ellis at the fourth amount.
    let (status, at) = solve("Bill is in 2\nBill and Ellis snitched a total of six muffins.\n");
    assert_ne!(status, Status::None);
    assert!(at.iter().all(|&q| q == 3), "{at:?}");
    // Six is 3 + 3 only for one person, and the two are two.
    let (status, _) = solve("Bill is in 3\nBill and Ellis snitched a total of six muffins.\n");
    assert_eq!(status, Status::None);
}

#[test]
fn totals_that_say_something_else_are_refused() {
    refused(
        MUFFINS,
        &[
            // Each one's own total, not the two added.
            (
                "Bill and Ellis each snitched a total of six muffins.",
                "each",
            ),
            (
                "Bill and Ellis both snitched a total of six muffins.",
                "both",
            ),
            // Three things, or no two joined by "and".
            (
                "Bill, Mark and Ellis snitched a total of six muffins.",
                "snitched",
            ),
            ("Bill or Ellis snitched a total of six muffins.", "A and B"),
            // A side that says more than its place.
            (
                "Bill and Ellis did not snitch a total of six muffins.",
                "only what it names",
            ),
            (
                "Bill and Ellis snitched a total of six muffins more than Mark.",
                "only what it names",
            ),
            // A unit that is not the order's.
            ("Bill and Ellis snitched a total of six cookies.", "cookies"),
            ("Bill and Ellis snitched a total of some muffins.", "number"),
        ],
    );
    // Amounts the reader does not add: money.
    refused(
        "positions: price: $5, $10, $15\nname: Oliver, Irene, Max\n",
        &[("Oliver and Irene paid a total of $20.", "not plain numbers")],
    );
}
