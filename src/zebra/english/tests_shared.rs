//! Two things said to share something no category names ([`super::shared`]): they are two
//! rows, and only that is read.

use super::test_support::{read_in, reads, refused, LECTURES};

const PARTY: &str = "guest: Annie, Brian, Celia, Don, Erica, Frank
profession: Teacher, Engineer, Programmer, Doctor, Accountant, Solicitor
";

const COMPARTMENT: &str = "passenger: A, B, C, D, E, F
city: Moscow, Leningrad, Tula, Kiev, Kharkov, Odessa
";

#[test]
fn two_things_that_both_do_something_are_two_rows() {
    reads(
        PARTY,
        &[
            (
                "Frank and the Teacher both vote Tory.",
                &["Frank is not Teacher"],
            ),
            (
                "Celia and the Teacher both adore classical music.",
                &["Celia is not Teacher"],
            ),
            (
                "The Engineer and Don are both Welsh.",
                &["Engineer is not Don"],
            ),
            (
                "Both Annie and the Programmer vote Labour.",
                &["Annie is not Programmer"],
            ),
        ],
    );
    reads(
        COMPARTMENT,
        &[
            (
                "A and the man from Moscow are physicians.",
                &["A is not Moscow"],
            ),
            ("The man from Tula and C are engineers.", &["Tula is not C"]),
        ],
    );
}

#[test]
fn what_they_share_must_name_nothing_and_change_nothing() {
    refused(
        PARTY,
        &[
            // One category: two rows anyway, and what they share is lost.
            "Celia and Erica are both Scots.",
            // A denial, a third thing, a number, a meaning word, a comparison.
            "Frank and the Teacher both don't vote Tory.",
            "Frank and the Teacher both vote for Don.",
            "Frank and the Teacher both voted 3 times.",
            "Frank and the Teacher both only vote Tory.",
            "Frank and the Teacher are both older than Don.",
            "Frank or the Teacher votes Tory.",
            // Commas, a clause of its own, words that are not one plural noun.
            "Frank, and the Teacher, both vote Tory.",
            "Frank and the Teacher both vote Tory, but Don does not.",
            "Frank and the Teacher are married.",
            "Frank and the Teacher are keen sailors.",
            "Frank and the Teacher vote Tory.",
            "Both Frank and the Teacher both vote Tory.",
            // A word for another person.
            "Frank and the Teacher both like her.",
            // A possessive: her teacher may be in her row or not.
            "Frank and his Teacher both vote Tory.",
        ],
    );
    refused(
        COMPARTMENT,
        &["A and the tall man from Moscow are physicians."],
    );
    // Her cat is in her row: "Amy is not cat" would be a misreading.
    let pets = "person: Amy, Bob, Cal\npet: cat, dog, fish\n";
    refused(
        pets,
        &[
            "Amy and her cat are both black.",
            "Amy and her cat both sleep late.",
            "Amy and its owner are both black.",
        ],
    );
    // Nor is the cat a person: Amy may own it.
    refused(pets, &["Amy and the cat both sleep late."]);
    let (people, crew) = (
        "person: Amy, Bob\njob: cook, pilot\n",
        "ship: Ada, Bea\ncargo: tea, rum\n",
    );
    reads(
        people,
        &[("Amy and the cook both sleep late.", &["Amy is not cook"])],
    );
    refused(crew, &["Ada and the ship with tea both sail late."]);
    let owners = "pet name: Rex, Tom\njob: cook, pilot\n";
    refused(owners, &["Rex and the cook both sleep late."]);
    assert!(read_in(PARTY, "Frank and the Teacher both vote Tory.").is_ok());
}

/// "the same age" is no "same" where no category is an age: it read "Frank is Teacher".
#[test]
fn the_same_age_is_one_row_only_where_a_category_is_an_age() {
    refused(PARTY, &["Frank and the Teacher are the same age."]);
    let ages = "positions: age: 30, 40, 50\nname: Amy, Bob, Cal\npet: cat, dog, fish\n";
    reads(
        ages,
        &[("Amy and the cat owner are the same age.", &["Amy is cat"])],
    );
    let houses = "positions: 3\nname: Amy, Bob, Cal\npet: cat, dog, fish\n";
    reads(
        houses,
        &[("Amy and the cat owner are the same age.", &["Amy is cat"])],
    );
}

/// `--translate` names the words the reading left out, as printed, as a story's comment names
/// its words; a sentence read whole, or as a story, carries no such comment.
#[test]
fn translate_names_what_the_two_share() {
    let translate = crate::zebra::english::translate;
    let out = translate(&format!("{PARTY}Frank and the Teacher both vote Tory.\n")).unwrap();
    let want = "# (left out: 'vote' and 'tory', what the two share, which no category names)\n\
                Frank is not Teacher\n";
    assert!(out.contains(want), "{out}");
    let out = translate(&format!("{LECTURES}Alice and Garber are physicians.\n")).unwrap();
    assert!(out.contains("# (left out: 'physicians', "), "{out}");
    assert!(out.contains("\nAlice is not Garber\n"), "{out}");
    let plain = translate(&format!("{LECTURES}Alice is not Garber.\n")).unwrap();
    assert!(!plain.contains("left out"), "{plain}");
    let plain = translate(&format!("{PARTY}Frank is not the Teacher.\n")).unwrap();
    assert!(!plain.contains("left out"), "{plain}");
}
