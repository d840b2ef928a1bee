//! Ratios (ratio.rs), ranges (amounts.rs) and bare amounts on labels counted in
//! millions: what each form reads as, what it means to the solver, and the sentences that
//! must be refused.

use super::test_support::{read_in, reads};
use crate::zebra::solve::{analyse, Status};
use crate::zebra::Puzzle;

const AGES: &str = "positions: age: 2, 3, 4, 5, 6
first name: Keith, Libby, Margo, Nora, Otto
last name: Fell, Gant, Hall, Ivey, Jule
";

const MUFFINS: &str = "positions: muffins: 1, 2, 3, 4
first name: Bill, Mark, Calla, Lynn
last name: Ellis, Ingham, Oakley, Summers
profession: dogcatcher, flautist, secretary, zookeeper
";

const DAYS: &str = "positions: day: Monday, Tuesday, Wednesday, Thursday
name: Amy, Bob, Cal, Dee
";

const SALES: &str = "positions: sales: 1.2 million, 1.3 million, 1.4 million, 1.5 million
band: Audio Array, Jagged Knee, Lip Savage, Sodium Green
";

/// Each sentence is refused with a message containing `why`.
fn refused(header: &str, rows: &[(&str, &str)]) {
    for (sentence, why) in rows {
        match read_in(header, sentence) {
            Ok(c) => panic!("{sentence:?} was read as {c:?}"),
            Err(e) => assert!(e.contains(why), "{sentence:?}: {e}"),
        }
    }
}

#[test]
fn ratios_read_as_the_larger_k_times_the_smaller() {
    reads(
        AGES,
        &[
            (
                "Otto is twice as many years old as the Hall child.",
                &["Otto is 2 times Hall"],
            ),
            ("Otto is twice as old as Hall.", &["Otto is 2 times Hall"]),
            (
                "Otto is three times as old as Hall.",
                &["Otto is 3 times Hall"],
            ),
            ("Otto is thrice as old as Hall.", &["Otto is 3 times Hall"]),
            // Halved, the larger is the other side.
            ("Hall is half as old as Otto.", &["Otto is 2 times Hall"]),
        ],
    );
    reads(
        MUFFINS,
        &[
            (
                "The flautist snitched twice as many as Ms. Oakley did.",
                &["flautist is 2 times Oakley"],
            ),
            (
                "Bill snitched twice as many muffins as Ms. Oakley.",
                &["Bill is 2 times Oakley"],
            ),
            (
                "The secretary (who is a woman) snitched half as many as Mark did.",
                &["Mark is 2 times secretary"],
            ),
        ],
    );
}

#[test]
fn a_ratio_of_money_reads_on_prices() {
    let prices = "positions: price: $5, $10, $15\nname: Oliver, Irene, Max\n";
    reads(
        prices,
        &[(
            "Oliver paid twice as much as Irene.",
            &["Oliver is 2 times Irene"],
        )],
    );
}

#[test]
fn a_ratio_means_a_product_of_the_labels() {
    let solve = |clues: &str| {
        let p = Puzzle::parse(&format!("{AGES}{clues}")).unwrap();
        let hall = (0..p.items()).find(|&i| p.value_name(i) == "Hall").unwrap();
        let found = analyse(&p);
        (
            found.status,
            found.solutions.iter().map(|s| s[hall]).collect::<Vec<_>>(),
        )
    };
    // Ages 2 to 6: twice is 2 and 4 or 3 and 6; with Otto 6, Hall is 3 (the second age).
    let (status, halls) = solve("Otto is in 6\nOtto is twice as old as the Hall child.\n");
    assert_ne!(status, Status::None);
    assert!(halls.iter().all(|&q| q == 1), "{halls:?}");
    // Five is twice no age of the grid.
    let (status, _) = solve("Otto is in 5\nOtto is twice as old as the Hall child.\n");
    assert_eq!(status, Status::None);
}

#[test]
fn ratios_that_cannot_be_stated_are_refused() {
    refused(
        AGES,
        &[
            ("Otto isn't twice as old as Hall.", "not older"),
            ("Otto is just twice as old as Hall.", "plain"),
            ("Otto is twice as old as Hall or Gant.", "either"),
            (
                "Otto is twice as old as Hall and three times as old as Gant.",
                "two ratios",
            ),
            ("Otto is 1 times as old as Hall.", "no ratio"),
            ("Otto is twice as clever as Hall.", "clever"),
            ("Otto is twice as old.", "no 'as'"),
        ],
    );
    // Weekdays are no amounts: "twice as late" has no meaning the grid holds.
    refused(
        DAYS,
        &[(
            "Amy came twice as late as Bob.",
            "not amounts in proportion",
        )],
    );
}

#[test]
fn bare_amounts_on_labels_in_millions_count_single_things() {
    reads(
        SALES,
        &[
            (
                "Lip Savage sold 200000 more copies than Sodium Green.",
                &["Lip Savage is 2 after Sodium Green"],
            ),
            (
                "Lip Savage sold 100000 fewer copies than Sodium Green.",
                &["Lip Savage is 1 before Sodium Green"],
            ),
        ],
    );
    // "2 more" may mean two millions: no whole step of the labels, refused.
    refused(
        SALES,
        &[(
            "Lip Savage sold 2 more copies than Sodium Green.",
            "no whole step",
        )],
    );
}

#[test]
fn a_long_hostile_ratio_line_reads_or_is_refused() {
    let line = format!(
        "Otto is twice as {} as Hall.",
        "old ".repeat(20_000).trim_end()
    );
    let started = std::time::Instant::now();
    assert!(read_in(AGES, &line).is_err());
    println!("100 KB ratio line: {:?}", started.elapsed());
}

#[test]
fn a_translated_ratio_reads_back_as_the_same_clue() {
    let text = format!("{AGES}Otto is in 6\nOtto is twice as old as the Hall child.\n");
    let translated = super::translate(&text).unwrap();
    assert!(
        translated.contains("\nOtto is 2 times Hall\n"),
        "{translated}"
    );
    let (a, b) = (
        Puzzle::parse(&text).unwrap(),
        Puzzle::parse(&translated).unwrap(),
    );
    let constraints = |p: &Puzzle| {
        p.clues
            .iter()
            .map(|c| c.constraint.clone())
            .collect::<Vec<_>>()
    };
    assert_eq!(constraints(&a), constraints(&b));
}

#[test]
fn a_range_of_the_order_restates_the_header() {
    reads(
        MUFFINS,
        &[(
            "Each housemate snitched a different number of muffins from one to four.",
            &[],
        )],
    );
    // A range that is not the labels', or a value named in it, says something else.
    refused(
        MUFFINS,
        &[
            (
                "Each housemate snitched a different number of muffins from one to five.",
                "",
            ),
            (
                "Each housemate snitched a different number of muffins from two to four.",
                "",
            ),
            (
                "Bill snitched a different number of muffins from one to four.",
                "",
            ),
        ],
    );
}
