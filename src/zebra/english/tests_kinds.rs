//! `group:` headers (zebra/groups.rs) and their words (kinds.rs): "a woman", "Ms. Oakley"
//! read as "one of the group", the wordings that say something of *some* member refused, and
//! nothing changed for a puzzle without a group.

use super::test_support::{read_in, reads};
use crate::zebra::Puzzle;

const MUFFINS: &str = "positions: muffins: 1, 2, 3, 4
first name: Bill, Mark, Calla, Lynn
last name: Ellis, Ingham, Oakley, Summers
profession: dogcatcher, flautist, secretary, zookeeper
";

const GROUPS: &str = "group: women: Calla, Lynn\ngroup: men: Bill, Mark\n";

fn grouped() -> String {
    format!("{MUFFINS}{GROUPS}")
}

#[test]
fn a_woman_and_a_title_read_as_one_of_the_group() {
    reads(
        &grouped(),
        &[
            (
                "The secretary (who is a woman) snitched more than the dogcatcher.",
                &[
                    "dogcatcher is left of secretary",
                    "secretary is not Bill",
                    "secretary is not Mark",
                ],
            ),
            (
                "The flautist snitched twice as many as Ms. Oakley did.",
                &[
                    "flautist is 2 times Oakley",
                    "Oakley is not Bill",
                    "Oakley is not Mark",
                ],
            ),
            (
                "The zookeeper is a man.",
                &["zookeeper is not Calla", "zookeeper is not Lynn"],
            ),
            (
                "Mr. Ellis snitched more than the secretary.",
                &[
                    "secretary is left of Ellis",
                    "Ellis is not Calla",
                    "Ellis is not Lynn",
                ],
            ),
        ],
    );
}

#[test]
fn a_member_said_otherwise_is_refused() {
    for sentence in [
        // Some woman, not the one thing: no clue of the language.
        "A woman snitched more than Bill.",
        "The secretary is not a woman.",
        "Either Bill or a woman is the secretary.",
        "A woman snitched twice as many as Bill.",
        // Two of the group in one sentence.
        "A woman snitched more than a man.",
    ] {
        let got = read_in(&grouped(), sentence);
        assert!(got.is_err(), "{sentence:?} was read as {got:?}");
    }
}

#[test]
fn without_a_group_the_words_read_as_before() {
    reads(
        MUFFINS,
        &[
            (
                "The secretary (who is a woman) snitched more than the dogcatcher.",
                &["dogcatcher is left of secretary"],
            ),
            (
                "The flautist snitched twice as many as Ms. Oakley did.",
                &["flautist is 2 times Oakley"],
            ),
        ],
    );
}

#[test]
fn a_group_header_names_values_of_one_attribute_and_states_nothing() {
    let p = Puzzle::parse(&grouped()).unwrap();
    assert!(p.clues.is_empty());
    assert_eq!(p.groups.len(), 2);
    assert_eq!(p.groups[0].values, [2, 3]);
    // Written back as read.
    assert!(p.to_text().contains("group: women: Calla, Lynn\n"));
    assert_eq!(Puzzle::parse(&p.to_text()).unwrap().groups, p.groups);
    // Without a second colon, "group" is an attribute's name like any other.
    let p = Puzzle::parse(&format!("{MUFFINS}group: a, b, c, d\n")).unwrap();
    assert_eq!(p.attributes[3].name, "group");
    assert!(p.groups.is_empty());
    for (header, why) in [
        ("group: women: Calla, Zed\n", "no value"),
        ("group: women: Calla, Ellis\n", "same attribute"),
        ("group: : Calla\n", "no name"),
        ("group: women: Calla, Calla\n", "twice"),
        ("group: women: Calla\ngroup: Women: Lynn\n", "twice"),
    ] {
        let e = Puzzle::parse(&format!("{MUFFINS}{header}")).unwrap_err();
        assert!(e.to_string().contains(why), "{header:?}: {e}");
    }
}
