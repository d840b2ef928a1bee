//! Red-team sentences, fifth round ([`super`]): near misses of the newest forms (sums,
//! groups, "Neither of them", closing clauses, possessives, verbs with another person, hours,
//! gaps) written against the field set's headers. Each sentence refused here once read with a
//! meaning a careful reader would not give; the plain sentences beside them must still read.

use super::super::test_support::{read_in, reads, refused, EINSTEIN, LECTURES};

/// The Brainzilla swimming pool's header.
const SWIM: &str = "positions: lane: 1, 2, 3, 4
swimmer: Betty, Carol, Daisy, Emily
style: Backstroke, Butterfly, Dolphin, Freestyle
country: Australia, Canada, UK, USA
";

/// Dell's blueberry muffins, with its groups.
const MUFFINS: &str = "positions: muffins: 1, 2, 3, 4
first name: Bill, Mark, Calla, Lynn
last name: Ellis, Ingham, Oakley, Summers
profession: dogcatcher, flautist, secretary, zookeeper
group: women: Calla, Lynn
group: men: Bill, Mark
";

/// Math is Fun's ships: a row of berths, the departures an attribute of hours.
const SHIPS: &str = "positions: 5
nationality: Greek, English, French, Brazilian, Spanish
departure: 5:00, 6:00, 7:00, 8:00, 9:00
destination: Genoa, Hamburg, Marseille, Manila, Port Said
";

/// Houses in a row, and the residents' ages.
const AGED: &str = "positions: 5
colour: red, green, white, yellow, blue
nationality: Brit, Swede, Dane, Norwegian, German
age: 20, 30, 40, 50, 60
";

const AGES: &str = "positions: age: 2, 3, 4, 5, 6
first name: Keith, Libby, Margo, Nora, Otto
last name: Fell, Gant, Hall, Ivey, Jule
";

/// Puzzle Baron's taxi fares.
const FARES: &str = "positions: fares: $6.50, $9.50, $12.50, $15.50
customers: Allen, Kate, Max, Vera
pickup points: Arctic Building, Camlin Hotel, Moore Mansion, Space Needle
";

const GAMES: &str = "positions: games: 6, 7, 8, 9
first name: Bill, Mark, Calla, Lynn
last name: Ellis, Ingham, Oakley, Summers
";

#[test]
fn an_owned_value_said_to_be_a_third_is_refused() {
    // "The Brit's tea is green" says what the tea is: green tea is no green house.
    refused(
        EINSTEIN,
        &[
            "The Brit's tea is green.",
            "The Brit's dogs are green.",
            "The Brit's dogs are not green.",
            "The Brit's tea is the green.",
            "The Brit's coffee is Pall Mall.",
        ],
    );
    let e = read_in(EINSTEIN, "The Brit's tea is green.").unwrap_err();
    assert!(e.contains("tea is green") && e.contains("itself"), "{e}");
    reads(
        EINSTEIN,
        &[
            ("The Brit's house is red.", &["Brit is red"]),
            ("The Brit's pet is a dog.", &["Brit is dogs"]),
            (
                "The Brit's dogs live in the green house.",
                &["dogs is green", "Brit is dogs"],
            ),
            (
                "The Brit's tea is drunk in the green house.",
                &["tea is green", "Brit is tea"],
            ),
        ],
    );
}

#[test]
fn neither_nor_reaches_no_second_clause() {
    refused(
        EINSTEIN,
        &[
            // Read as one list, the second clause's subject became a third denied thing.
            "Neither the Brit nor the Dane drinks tea, and neither does the dog owner.",
            "Neither the Brit nor the Dane drinks tea, and the dog owner drinks milk.",
            "Neither the Brit nor the dog owner drinks tea, and the Dane drinks milk.",
            "The Brit keeps neither dogs nor cats, and the Dane drinks tea.",
            "The Brit does not keep dogs or cats, and the Dane drinks tea.",
            "Neither the Brit nor the Dane drinks tea and keeps dogs.",
            // Two clauses joined: "the Brit is tea" came out of it.
            "Neither the Brit keeps dogs nor the Dane drinks tea.",
            "Neither does the Brit keep dogs nor does the Dane drink tea.",
            "Neither the Brit who keeps dogs nor the Dane drinks tea.",
            // Two negations.
            "Neither the Brit nor the Dane does not drink tea.",
            // "nor" with a subject of its own.
            "The Brit does not drink tea, nor does the dog owner.",
            "The Brit does not drink tea, nor does the Dane.",
        ],
    );
    let e = read_in(
        EINSTEIN,
        "The Brit does not drink tea, nor does the dog owner.",
    );
    assert!(e.is_err_and(|e| e.contains("nor does")));
    refused(
        SWIM,
        &[
            "Betty is swimming next to the athlete from the UK. Neither of them is not \
             swimming Butterfly.",
            "Betty is swimming next to the athlete from the UK. Neither of them swims \
             Butterfly, and Daisy swims Dolphin.",
            "Betty is swimming next to the athlete from the UK. Neither of them is swimming \
             Butterfly, and neither is Carol.",
            "Neither Betty nor the athlete from the UK is swimming Butterfly, and the athlete \
             from the UK is Daisy.",
            "Neither Betty nor the athlete from the UK is swimming Butterfly and Daisy.",
            "Betty is not swimming Butterfly, nor is Carol.",
        ],
    );
    reads(
        EINSTEIN,
        &[
            (
                "Neither the Brit nor the Dane drinks tea.",
                &["Brit is not tea", "Dane is not tea"],
            ),
            (
                "The Brit keeps neither dogs nor cats.",
                &["Brit is not dogs", "Brit is not cats"],
            ),
            (
                "The Brit doesn't keep dogs, nor does he drink tea.",
                &["Brit is not dogs", "Brit is not tea"],
            ),
            (
                "Neither the Brit nor the Dane lives next to the tea drinker.",
                &["Brit is not next to tea", "Dane is not next to tea"],
            ),
        ],
    );
    reads(
        SWIM,
        &[
            (
                "Betty is swimming next to the athlete from the UK. Neither of them is \
                 swimming Butterfly.",
                &[
                    "Betty is next to UK",
                    "Betty is not Butterfly",
                    "UK is not Butterfly",
                    "Betty is not UK",
                ],
            ),
            (
                "Carol is not swimming Backstroke nor Dolphin.",
                &["Carol is not Backstroke", "Carol is not Dolphin"],
            ),
        ],
    );
}

#[test]
fn not_before_both_denies_the_pair() {
    refused(
        SWIM,
        &[
            "The Freestyler is not next to both Daisy and the American swimmer.",
            "The Freestyler is never next to both Daisy and the American swimmer.",
        ],
    );
    reads(
        SWIM,
        &[(
            "The Freestyler is next to both Daisy and the American swimmer.",
            &["Freestyle is next to Daisy", "Freestyle is next to USA"],
        )],
    );
}

#[test]
fn another_thing_doing_the_same_is_not_the_subject() {
    refused(
        AGES,
        &[
            // "like the Hall child" read as "Keith is Hall"; "as is Nora" as "Ivey is Nora".
            "Keith, like the Hall child, is older than Nora.",
            "Like the Hall child, Keith is older than Nora.",
            "Keith is older than the Ivey child, as is Nora.",
            "Keith is older than the Ivey child, as does Nora.",
        ],
    );
    reads(
        AGES,
        &[(
            "Keith, who is the Hall child, is older than Nora.",
            &["Keith is Hall", "Nora is left of Keith"],
        )],
    );
}

#[test]
fn an_amount_against_two_things_or_a_sum_is_refused() {
    refused(
        FARES,
        &[
            "Allen paid $3 more than Kate and Max.",
            "Allen paid over $9.50.",
        ],
    );
    refused(MUFFINS, &["Mark snitched two more than Summers and Ellis."]);
    refused(GAMES, &["Bill played 2 games more than Ellis and Lynn."]);
    refused(
        AGES,
        &[
            "Keith and Nora together are older than Libby.",
            "Keith and Nora combined are older than Libby.",
        ],
    );
    reads(
        FARES,
        &[
            (
                "Allen paid $3 more than Kate.",
                &["Allen is 300 after Kate"],
            ),
            (
                "Allen paid $3 more than Kate, who paid $3 more than Max.",
                &["Allen is 300 after Kate", "Kate is 300 after Max"],
            ),
        ],
    );
    reads(
        AGES,
        &[(
            "Keith and Nora are older than Libby.",
            &["Libby is left of Keith", "Libby is left of Nora"],
        )],
    );
}

#[test]
fn a_comparison_at_another_time_is_refused() {
    refused(
        FARES,
        &["Kate paid $3 more today than Allen did yesterday."],
    );
    refused(
        MUFFINS,
        &["Mark snitched two more than Summers did yesterday."],
    );
    refused(
        AGES,
        &["Keith is two years older than the Ivey child will be."],
    );
    reads(
        AGES,
        &[(
            "Keith was two years older than the Ivey child.",
            &["Keith is 2 after Ivey"],
        )],
    );
}

#[test]
fn on_a_plain_row_another_scale_is_no_place() {
    // The departures are an attribute of hours; the row is the ships' berths.
    refused(
        SHIPS,
        &[
            "The Greek ship leaves later than the French ship.",
            "The Greek ship leaves just after the French ship.",
            "The Greek ship leaves after both the French and the Spanish ship.",
            "The Greek ship leaves before the ship to Genoa does.",
            "The Greek ship is the first to leave.",
            "The Greek ship is the third ship to leave.",
            "The Greek ship leaves first.",
            "The Greek ship is neither the first nor the last to leave.",
        ],
    );
    let e = read_in(SHIPS, "The Greek ship leaves later than the French ship.").unwrap_err();
    assert!(e.contains("later") && e.contains("departure"), "{e}");
    // The residents' ages are no places in the row either.
    refused(
        AGED,
        &[
            "The Brit is older than the Dane.",
            "The Brit is younger than the Dane.",
        ],
    );
    reads(
        SHIPS,
        &[
            ("The Greek ship leaves at six.", &["Greek is 6:00"]),
            (
                "The Greek ship is to the right of the French ship.",
                &["French is left of Greek"],
            ),
            (
                "The Greek ship is in the first position.",
                &["Greek is in 1"],
            ),
        ],
    );
    reads(
        AGED,
        &[
            (
                "The Brit lives to the left of the Dane.",
                &["Brit is left of Dane"],
            ),
            (
                "The Brit is immediately before the Dane.",
                &["Brit is immediately left of Dane"],
            ),
            ("The Brit is 30 years old.", &["Brit is 30"]),
        ],
    );
}

#[test]
fn another_person_after_a_possessive_or_whose_is_refused() {
    refused(
        EINSTEIN,
        &[
            "The Brit, whose friend keeps dogs, lives in the red house.",
            "The man whose wife drinks tea keeps dogs.",
            "The Brit's landlady drinks tea.",
            "The Brit's maid drinks tea.",
            "The Brit's doctor drinks tea.",
            "The Brit's child drinks tea.",
            "The Brit's lover drinks tea.",
            "The Brit's family drinks tea.",
            "The Brit's lodger drinks tea.",
            "The Brit's in-laws drink tea.",
        ],
    );
    refused(
        MUFFINS,
        &[
            "The secretary (whose husband is a man) snitched more than the dogcatcher.",
            "The secretary (whose boss is a woman) snitched more than the dogcatcher.",
            "The secretary whose boss is Bill snitched more than the dogcatcher.",
        ],
    );
    reads(
        EINSTEIN,
        &[
            (
                "The man whose neighbour keeps dogs drinks tea.",
                &["tea is next to dogs"],
            ),
            ("The man whose house is red keeps dogs.", &["red is dogs"]),
            (
                "The Brit's cat drinks milk.",
                &["cats is milk", "Brit is cats"],
            ),
        ],
    );
}

#[test]
fn a_verb_reaching_a_described_person_is_no_link() {
    refused(
        EINSTEIN,
        &[
            "The Brit likes the tea drinker.",
            "The Brit loves the tea drinker.",
            "The Brit knows the tea drinker.",
            "The Brit called the tea drinker.",
            "The Brit emailed the tea drinker.",
            "The Brit fired the tea drinker.",
            "The Brit followed the tea drinker.",
            "The Brit served the tea drinker.",
        ],
    );
    let e = read_in(EINSTEIN, "The Brit knows the tea drinker.").unwrap_err();
    assert!(e.contains("knows the tea drinker"), "{e}");
    reads(
        EINSTEIN,
        &[
            ("The Brit likes tea.", &["Brit is tea"]),
            (
                "The Brit lives next to the tea drinker.",
                &["Brit is next to tea"],
            ),
            ("The Brit is the tea drinker.", &["Brit is tea"]),
        ],
    );
}

#[test]
fn a_link_wished_feared_denied_or_sat_out_is_refused() {
    refused(
        EINSTEIN,
        &[
            "It is false that the Brit drinks tea.",
            "The Brit fears dogs.",
            "The Brit wants dogs.",
            "The Brit needs dogs.",
            "The Brit misses his dogs.",
        ],
    );
    refused(
        GAMES,
        &[
            "Bill sat out 2 more games than Ellis.",
            "Bill won 2 more games than Ellis.",
            "Bill played 2 more games than Ellis won.",
            "Bill played 2 more home games than Ellis.",
        ],
    );
    reads(
        GAMES,
        &[
            (
                "Bill played 2 more games than Ellis.",
                &["Bill is 2 after Ellis"],
            ),
            ("Bill played 9 games.", &["Bill is in 9"]),
        ],
    );
}

#[test]
fn a_title_or_name_of_another_kind_is_refused() {
    // "Mr. Alice" where Alice is one of the women: once read as "Alice is not Alice".
    refused(
        LECTURES,
        &[
            "Mr. Alice lectured on Monday.",
            "Ms. Charles lectured on Monday.",
        ],
    );
    let e = read_in(LECTURES, "Mr. Alice lectured on Monday.").unwrap_err();
    assert!(e.contains("Alice") && e.contains("men"), "{e}");
    // A maiden name or a nickname is no last name.
    refused(
        MUFFINS,
        &[
            "Calla's maiden name isn't Ingham.",
            "Calla's middle name isn't Ingham.",
            "Calla's nickname isn't Ingham.",
            "Calla's last name isn't Ingham, nor is Lynn's.",
        ],
    );
    reads(
        LECTURES,
        &[
            ("Ms. Alice lectured on Monday.", &["Alice is in Monday"]),
            (
                "Mr. Haller lectured on Monday.",
                &[
                    "Haller is in Monday",
                    "Haller is not Alice",
                    "Haller is not Bernadette",
                ],
            ),
        ],
    );
    reads(
        MUFFINS,
        &[("Calla's last name isn't Ingham.", &["Calla is not Ingham"])],
    );
}

#[test]
fn a_neither_inside_a_clause_names_no_two_subjects() {
    // Once read with "tea is not dogs": the tea drinker may well keep the dogs.
    reads(
        EINSTEIN,
        &[
            (
                "The one who neither drinks tea nor keeps dogs is the Brit.",
                &["tea is not Brit", "dogs is not Brit"],
            ),
            (
                "Neither the Brit nor the dog owner drinks tea.",
                &["Brit is not tea", "dogs is not tea", "Brit is not dogs"],
            ),
        ],
    );
    refused(
        EINSTEIN,
        &["Another Brit keeps dogs.", "The Brit keeps another dog."],
    );
}

#[test]
fn another_amount_than_the_order_is_refused() {
    refused(
        FARES,
        &[
            "Allen tipped $3 more than Kate.",
            "Allen paid $3 more in tips than Kate.",
            "Allen's fare was $3 more than Kate's tip.",
            "Allen's tip was $3 more than Kate's.",
        ],
    );
    let tips = "positions: tips: $1, $2, $3, $4
customers: Allen, Kate, Max, Vera
";
    reads(
        tips,
        &[(
            "Allen tipped $2 more than Kate.",
            &["Allen is 200 after Kate"],
        )],
    );
}

#[test]
fn an_aside_after_a_related_subject_may_speak_of_either() {
    // Once read as the swimmer's: the clause may as well be Carol's.
    refused(
        SWIM,
        &[
            "The swimmer next to Carol, who swims Butterfly, is Betty.",
            "The swimmer next to Carol, who is Australian, swims Butterfly.",
        ],
    );
    reads(
        SWIM,
        &[(
            "Betty, who is next to Carol, swims Butterfly.",
            &["Betty is next to Carol", "Betty is Butterfly"],
        )],
    );
}
