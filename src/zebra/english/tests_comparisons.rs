//! Comparisons as publishers print them (compare.rs), chains (chains.rs) and structure lines
//! (structure.rs): what each form reads as, and the sentences that must be refused.

use crate::zebra::{Puzzle, ZebraError};

const MONEY: &str = "positions: prices: $5, $6, $7, $8
name: Oliver, Irene, Max, Nell
item: lamp, vase, rug, clock
";

const VOTES: &str = "positions: votes: 8500, 9000, 9500, 10000
name: Kelly, Ed, Cate, Tom
job: doctor, teacher, rancher, academic
";

const PLACES: &str = "positions: placements: first, second, third, fourth
rose: bon silene, calocarpa, mutabilis, pink pet
grower: Tricia, Nellie, Vera, Ruth
";

const TIMES: &str = "positions: times: 7:00am, 7:30am, 8:00am, 8:30am
name: Tricia, Ora, Paul, Lucas
city: Yaro City, Oslo, Rome, Paris
";

const AGES: &str = "positions: ages: 4, 5, 6, 7, 8
name: Keith, Nora, Otto, Lynn, Sam
family: Ivey, Hall, Gant, Baker, Ross
";

const MONTHS: &str = "positions: months: March, April, May, June
name: Amy, Bob, Cal, Dee
party: picnic, dance, gala, quiz
";

const HOUSES: &str = "positions: 5
nationality: Brit, Swede, Dane, Norwegian, German
colour: red, green, white, yellow, blue
";

/// The clue lines `sentence` was read as, under `header`.
fn read_in(header: &str, sentence: &str) -> Result<Vec<String>, ZebraError> {
    let p = Puzzle::parse(&format!("{header}\n{sentence}\n"))?;
    assert_eq!(
        p.english.len(),
        1,
        "{sentence:?} was read as the clue language"
    );
    Ok(p.english[0].clues.clone())
}

fn check(header: &str, rows: &[(&str, &[&str])]) {
    for (sentence, want) in rows {
        match read_in(header, sentence) {
            Ok(c) => assert_eq!(c, *want, "{sentence:?}"),
            Err(e) => panic!("{sentence:?}: {e}"),
        }
    }
}

/// Each sentence is refused, with an error that names the line and contains `why`.
fn refused(header: &str, rows: &[(&str, &str)]) {
    for (sentence, why) in rows {
        match read_in(header, sentence) {
            Ok(c) => panic!("{sentence:?} was read as {c:?}"),
            Err(e) => {
                let e = e.to_string();
                assert!(e.starts_with("line "), "{sentence:?}: {e}");
                assert!(e.contains(why), "{sentence:?}: {e}");
            }
        }
    }
}

#[test]
fn comparisons_carry_the_puzzles_own_words() {
    check(
        MONEY,
        &[
            (
                "Oliver paid 1 dollar more than Irene.",
                &["Oliver is 100 after Irene"],
            ),
            (
                "Oliver paid a dollar more than Irene.",
                &["Oliver is 100 after Irene"],
            ),
            (
                "Oliver paid two dollars less than Irene.",
                &["Oliver is 200 before Irene"],
            ),
            (
                "The lamp cost somewhat more than Max's purchase.",
                &["Max is left of lamp"],
            ),
            (
                "The vase was somewhat cheaper than the rug.",
                &["vase is left of rug"],
            ),
            (
                "The clock costs $2 more than the vase.",
                &["clock is 200 after vase"],
            ),
            (
                "Nell's rug was 1 dollar per piece more expensive than Max.",
                &["Nell is rug", "Nell is 100 after Max"],
            ),
        ],
    );
}

#[test]
fn ahead_and_behind_point_the_way_of_the_category() {
    // More votes are ahead; a smaller place and an earlier time are ahead.
    check(
        VOTES,
        &[
            (
                "Kelly finished 500 votes behind the doctor.",
                &["Kelly is 500 before doctor"],
            ),
            (
                "Ed finished 1,000 votes ahead of the teacher.",
                &["Ed is 1000 after teacher"],
            ),
            (
                "The academic finished an unknown number of votes ahead of Tom.",
                &["Tom is left of academic"],
            ),
        ],
    );
    check(
        PLACES,
        &[
            (
                "The bon silene finished 1 place ahead of Tricia's rose.",
                &["bon silene is 1 before Tricia"],
            ),
            (
                "The calocarpa finished two spots behind Nellie's flower.",
                &["calocarpa is 2 after Nellie"],
            ),
        ],
    );
    check(
        TIMES,
        &[
            (
                "Tricia came in a half-hour after Ora.",
                &["Tricia is 30 after Ora"],
            ),
            (
                "Paul finished half an hour ahead of Lucas.",
                &["Paul is 30 before Lucas"],
            ),
            (
                "Paul began his contest 30 minutes after the person from Yaro City.",
                &["Paul is 30 after Yaro City"],
            ),
            ("Lucas left sometime before Ora.", &["Lucas is left of Ora"]),
        ],
    );
}

#[test]
fn amounts_in_words_and_units() {
    check(
        AGES,
        &[
            (
                "Keith is two years older than Nora.",
                &["Keith is 2 after Nora"],
            ),
            (
                "The Baker child is somewhat younger than Sam.",
                &["Baker is left of Sam"],
            ),
        ],
    );
    let big = "positions: points: 10, 35, 60, 85\nname: Al, Bo, Cy, Di\n";
    check(
        big,
        &[(
            "Al scored twenty-five points more than Bo.",
            &["Al is 25 after Bo"],
        )],
    );
    let light = "positions: distances: 41 light years, 43 light years, 45 light years\nplanet: Istryn, Rodul, Xidat\n";
    check(
        light,
        &[(
            "Istryn is 2 light years closer to us than Rodul.",
            &["Istryn is 2 before Rodul"],
        )],
    );
}

#[test]
fn comparisons_that_must_be_refused() {
    refused(
        MONEY,
        &[
            // A unit that does not fit the category is an error, not a dropped word.
            (
                "Oliver paid 2 minutes more than Irene.",
                "does not fit money",
            ),
            // A ratio is no difference; one without "as … as" is not read (tests_ratio.rs
            // reads the one with).
            ("Oliver paid twice what Irene paid.", "cannot place"),
            // An "and" after the comparison may start a clause of its own.
            ("Oliver paid more than Irene and adopted the lamp.", ""),
            // A negated comparison, and a superlative.
            ("Oliver didn't pay more than Irene.", ""),
            ("Oliver paid the most, more than Irene.", ""),
        ],
    );
    // "2 places" on labels that are no places (the ostrich race: a category of numbers).
    let numbers = "positions: placement: #105, #118, #126, #128\nostrich: Bridget, Kermit, Ophelia, Stretch\n";
    refused(
        numbers,
        &[("Stretch finished 2 places after Kermit.", "counts places")],
    );
    // "first" before a verb is no place ("the peak first summited by"); elsewhere, in a
    // sentence with the puzzle's own words, an ordinal is refused.
    let heights = "positions: heights: 14210, 14340, 14470, 14600\npeak: Calhoun, Sloan, Dawson, Ingram\nclimber: Art, Chip, Kermit, Zed\n";
    check(
        heights,
        &[
            (
                "Calhoun is 260 feet shorter than the peak first summited by Art.",
                &["Calhoun is 260 before Art"],
            ),
            (
                "The mountain first summited by Chip is taller than Sloan.",
                &["Sloan is left of Chip"],
            ),
        ],
    );
    refused(
        heights,
        &[
            ("The first climbed peak is taller than Sloan.", ""),
            (
                "Calhoun is 260 feet shorter than the peak climbed first.",
                "",
            ),
        ],
    );
    // The amount measures a category that is not the order.
    let fights =
        "positions: wins: 24, 27, 30, 33\nboxer: Ollie, Annie, Vicki, Dee\nlosses: 2, 5, 7, 8\n";
    check(
        fights,
        &[(
            "Ollie has 6 fewer wins than the woman with 8 losses.",
            &["Ollie is 6 before 8"],
        )],
    );
    refused(
        fights,
        &[
            (
                "Ollie has 3 fewer losses than Annie.",
                "not the order (wins)",
            ),
            ("Ollie has more losses than Annie.", "not the order (wins)"),
        ],
    );
    // "older" on years is an earlier year, not a larger label.
    let wines = "positions: vintages: 1984, 1988, 1992, 1996\nwine: Ece, Bianca, Annata, Vende\n";
    refused(
        wines,
        &[("The Ece is 4 years older than the Bianca.", "not ages")],
    );
    check(
        wines,
        &[(
            "The Ece was bottled 4 years before the Bianca.",
            &["Ece is 4 before Bianca"],
        )],
    );
    // An amount without "million" against labels counted in millions that is no whole
    // step of them (tests_ratio.rs has the ones that are).
    let sales = "positions: sales: 1.2 million, 1.3 million, 1.4 million\nband: Lip, Jag, Sod\n";
    refused(
        sales,
        &[(
            "Lip sold 250000 more copies than Jag.",
            "no whole step of labels counted in million",
        )],
    );
    // "ahead" where the category does not say which way is ahead.
    let sizes = "positions: sizes: 4, 5, 6\nshoe: Cormano, Manzarita, Williford\n";
    refused(
        sizes,
        &[(
            "The Cormano finished somewhat ahead of the Williford.",
            "which way is ahead",
        )],
    );
}

#[test]
fn chains_and_shared_subjects_state_two_facts() {
    check(
        AGES,
        &[
            (
                "2. Keith is one year older than the Ivey child, who is one year older than Nora.",
                &["Keith is 1 after Ivey", "Ivey is 1 after Nora"],
            ),
            (
                "Otto is older than the Hall child, but younger than Sam.",
                &["Hall is left of Otto", "Otto is left of Sam"],
            ),
            (
                "Lynn, who is the Gant child, is two years older than Sam.",
                &["Lynn is Gant", "Lynn is 2 after Sam"],
            ),
        ],
    );
    check(
        HOUSES,
        &[(
            "The Brit lives just left of the Dane, and somewhere right of the Swede.",
            &["Brit is immediately left of Dane", "Swede is left of Brit"],
        )],
    );
    // A part that does not read refuses the line: nothing is dropped.
    refused(
        AGES,
        &[(
            "Keith is one year older than the Ivey child, who was born on a Tuesday.",
            "",
        )],
    );
}

#[test]
fn structure_lines_are_skipped_only_as_whole_known_forms() {
    for line in [
        "There are five houses.",
        "There are five houses lined up next to each other along a street.",
        "There are 5 houses, numbered 1 to 5 from left to right, as seen from across the street.",
        "Based on these clues:",
        "Who owns the zebra?",
        "Can you determine who lives where",
        "Remember, as with all grid-based logic puzzles, no option in any category will ever be \
         used more than once.",
    ] {
        assert_eq!(
            read_in(HOUSES, line).unwrap(),
            Vec::<String>::new(),
            "{line:?}"
        );
    }
    // More than a structure form is no structure line: its clue is read.
    check(
        HOUSES,
        &[("Based on these clues, the Brit is red", &["Brit is red"])],
    );
    let p = Puzzle::parse(&format!("{HOUSES}\nBased on these clues:\n")).unwrap();
    let translated =
        crate::zebra::english::translate(&format!("{HOUSES}\nBased on these clues:\n"));
    assert!(translated
        .unwrap()
        .contains("# Based on these clues:\n# (skipped"));
    assert!(p.clues.is_empty());
    refused(
        HOUSES,
        &[
            ("There are six houses.", "there are 6"),
            ("There are 5 houses, numbered 1 to 6.", ""),
            // A clue inside a structure-like line is no structure.
            (
                "There are five houses and the Brit lives in the red one.",
                "",
            ),
            ("Exactly two of the following are true:", ""),
        ],
    );
}

#[test]
fn may_is_the_month_only_where_a_month_fits() {
    check(
        MONTHS,
        &[
            ("The picnic is in May.", &["picnic is in May"]),
            (
                "Amy's party was held sometime after May.",
                &["position May is left of Amy"],
            ),
        ],
    );
    refused(
        MONTHS,
        &[
            (
                "Amy may be the one with the picnic.",
                "'may' here is the verb",
            ),
            ("The gala may not be in June.", "'may' here is the verb"),
        ],
    );
}

#[test]
fn a_short_word_two_edits_away_with_another_first_letter_is_no_typo() {
    let games = "positions: days: October 3, October 7, October 11, October 15\nteam: Rams, Eagles, Dragons, Rhinos\ntown: Ferndale, Avila, Groveland, Ames\n";
    check(
        games,
        &[(
            "The Rams match was 4 days before the game in Ferndale.",
            &["Rams is 4 before Ferndale"],
        )],
    );
    // A typo that keeps its first letter still gets its suggestion.
    refused(
        games,
        &[(
            "The Rmas match was 4 days before Ferndale.",
            "did you mean \"Rams\"",
        )],
    );
}
