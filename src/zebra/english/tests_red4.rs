//! Red-team sentences, fourth round ([`super`]): hours with a half of the day, gaps with no
//! amount, ages compared in time, and near-miss wordings that once read with a meaning a
//! careful reader would not give. Each must be refused (or read right), and the plain
//! sentences beside them must still read.

use super::super::test_support::{read_in, reads, refused};

/// Departures on a 24-hour clock: `6:00` is a morning.
const SHIPS: &str = "positions: 5
nationality: Greek, English, French, Brazilian, Spanish
departure: 5:00, 6:00, 7:00, 8:00, 9:00
destination: Genoa, Hamburg, Marseille, Manila, Port Said
";

/// The same hours as a named order of printed labels.
const SHIP_ORDER: &str = "positions: departure: 5:00, 6:00, 7:00, 8:00, 9:00
nationality: Greek, English, French, Brazilian, Spanish
destination: Genoa, Hamburg, Marseille, Manila, Port Said
";

/// Departures in the evening.
const EVENING: &str = "positions: 5
nationality: Greek, English, French, Brazilian, Spanish
departure: 5:00pm, 6:00pm, 7:00pm, 8:00pm, 9:00pm
destination: Genoa, Hamburg, Marseille, Manila, Port Said
";

/// Two values at six: only the half of the day tells them apart.
const BOTH: &str = "positions: 5
nationality: Greek, English, French, Brazilian, Spanish
departure: 6:00am, 9:00am, 6:00pm, 7:00pm, 9:00pm
destination: Genoa, Hamburg, Marseille, Manila, Port Said
";

const AGES: &str = "positions: age: 2, 3, 4, 5, 6
first name: Keith, Libby, Margo, Nora, Otto
last name: Fell, Gant, Hall, Ivey, Jule
";

const DAYS: &str = "positions: day: Monday, Tuesday, Wednesday, Thursday, Friday
name: Amy, Bob, Cal, Dee, Eve
town: Bath, Leeds, York, Hull, Wells
";

const GAMES: &str = "positions: games: 6, 7, 8, 9
first name: Bill, Mark, Calla, Lynn
last name: Ellis, Ingham, Oakley, Summers
";

const EINSTEIN: &str = "positions: 5
colour: red, green, white, yellow, blue
nationality: Brit, Swede, Dane, Norwegian, German
beverage: tea, coffee, milk, chocolate, water
";

/// Every spelling of an evening hour: none may read as the morning's `6:00`.
const EVENING_SIX: &[&str] = &[
    "The Greek ship leaves at six o'clock pm.",
    "The Greek ship leaves at 6 o'clock pm.",
    "The Greek ship leaves at six o'clock PM.",
    "The Greek ship leaves at six o'clock p.m.",
    "The Greek ship leaves at 6 o'clock in the evening.",
    "The Greek ship leaves at six o'clock in the evening.",
    "The Greek ship leaves at six o'clock at night.",
    "The Greek ship leaves at six o'clock in the afternoon.",
    "The Greek ship leaves at six p.m.",
    "The Greek ship leaves at 6 P.M.",
    "The Greek ship leaves at 6 p. m.",
    "The Greek ship leaves at six tonight.",
    "The Greek ship leaves at 6:00 PM.",
    "The Greek ship leaves at 6:00 in the evening.",
    "The Greek ship leaves at half past six pm.",
    "The Greek ship leaves at quarter to seven pm.",
    "The Greek ship doesn't leave at six o'clock pm.",
    "The ship leaving at six o'clock pm is Greek.",
    "The Greek ship is the 6:00 pm ship.",
];

#[test]
fn an_evening_hour_never_reads_as_a_morning_value() {
    refused(SHIPS, EVENING_SIX);
    refused(SHIP_ORDER, EVENING_SIX);
    // The half is named in the message.
    let e = read_in(SHIPS, "The Greek ship leaves at six o'clock pm.").unwrap_err();
    assert!(e.contains("pm") && e.contains("half of the day"), "{e}");
    let e = read_in(SHIP_ORDER, "The Greek ship leaves at 6:00 pm.").unwrap_err();
    assert!(e.contains("6:00 pm"), "{e}");
    reads(
        SHIPS,
        &[
            ("The Greek ship leaves at six o'clock.", &["Greek is 6:00"]),
            (
                "The Greek ship leaves at six o'clock in the morning.",
                &["Greek is 6:00"],
            ),
            ("The Greek ship leaves at 6 a.m.", &["Greek is 6:00"]),
        ],
    );
}

#[test]
fn a_morning_hour_never_reads_as_an_evening_value() {
    refused(
        EVENING,
        &[
            "The Greek ship leaves at six o'clock am.",
            "The Greek ship leaves at 6 o'clock in the morning.",
            "The Greek ship leaves at seven o'clock am.",
            "The Greek ship doesn't leave at six o'clock am.",
            "The Greek ship leaves at 6 a. m.",
        ],
    );
    reads(
        EVENING,
        &[
            (
                "The Greek ship leaves at six o'clock pm.",
                &["Greek is 6:00pm"],
            ),
            ("The Greek ship leaves at 6:00 pm.", &["Greek is 6:00pm"]),
            (
                "The Greek ship leaves at 6 o'clock in the evening.",
                &["Greek is 6:00pm"],
            ),
            ("The Greek ship leaves at 6 P.M.", &["Greek is 6:00pm"]),
        ],
    );
}

#[test]
fn the_half_of_the_day_tells_two_values_of_one_hour_apart() {
    reads(
        BOTH,
        &[
            ("The Greek ship leaves at six pm.", &["Greek is 6:00pm"]),
            (
                "The Greek ship leaves at six o'clock in the morning.",
                &["Greek is 6:00am"],
            ),
            ("The Greek ship leaves at 6 a.m.", &["Greek is 6:00am"]),
        ],
    );
    refused(BOTH, &["The Greek ship leaves at six o'clock."]);
}

#[test]
fn an_unclear_or_unplaced_half_of_the_day_is_refused() {
    refused(
        EVENING,
        &[
            "The Greek ship leaves at 1 at night.",
            "The Greek ship leaves in the evening.",
            "The Greek ship leaves at six o'clock, in the evening.",
        ],
    );
}

#[test]
fn a_gap_without_an_amount_is_refused() {
    refused(
        DAYS,
        &[
            "Amy came long before Bob.",
            "Amy came well before Bob.",
            "Amy came shortly before Bob.",
            "Amy came soon after Bob.",
            "Amy came long after Bob.",
            "Amy came the day before Bob.",
            "Amy came the day after Bob.",
            "Amy came days before Bob.",
            "Amy came a few days before Bob.",
            "Amy came several days before Bob.",
            "Amy came many days before Bob.",
            "Amy came long before Wednesday.",
            "Amy came the day before Wednesday.",
        ],
    );
    refused(
        AGES,
        &[
            "Keith is much older than Libby.",
            "Keith is a lot older than Libby.",
            "Keith is slightly older than Libby.",
        ],
    );
    reads(
        DAYS,
        &[
            ("Amy came sometime before Bob.", &["Amy is left of Bob"]),
            ("Amy came two days before Bob.", &["Amy is 2 before Bob"]),
            ("Amy came a day before Bob.", &["Amy is 1 before Bob"]),
        ],
    );
}

#[test]
fn a_value_is_not_found_in_an_adverb() {
    // "well" is no "Wells".
    refused(DAYS, &["Amy came well before Bob."]);
    reads(DAYS, &[("Amy comes from Wells.", &["Amy is Wells"])]);
}

#[test]
fn ages_take_years_and_no_order_in_time() {
    refused(
        AGES,
        &[
            "Keith is 2 months older than Libby.",
            "Keith is two weeks older than Libby.",
            "Keith is two days older than Libby.",
            "Keith is 24 months older than Libby.",
            "Keith is 2 years and 2 months older than Libby.",
            "Keith is 2 decades older than Libby.",
            "Keith was born 2 years before Libby.",
            "Keith was born before Libby.",
            "Keith was born long before Libby.",
            "Keith is long before Libby.",
        ],
    );
    reads(
        AGES,
        &[
            (
                "Keith is 2 years older than Libby.",
                &["Keith is 2 after Libby"],
            ),
            ("Keith is older than Libby.", &["Libby is left of Keith"]),
        ],
    );
}

#[test]
fn by_a_label_is_a_deadline() {
    refused(
        DAYS,
        &[
            "Amy came by Wednesday.",
            "Amy arrived by Friday.",
            "Amy came from Wednesday.",
            "Amy stayed until Thursday.",
        ],
    );
    reads(
        DAYS,
        &[("Amy came on Wednesday.", &["Amy is in Wednesday"])],
    );
}

#[test]
fn after_beside_a_verb_s_value_on_houses_is_refused() {
    refused(
        EINSTEIN,
        &[
            "The Brit drinks tea after the Swede.",
            "The Brit drinks tea before the Swede.",
            "The Brit drinks tea just after the Swede.",
            "The Brit drinks tea after the Swede does.",
        ],
    );
    reads(
        EINSTEIN,
        &[(
            "The Brit lives after the Swede.",
            &["Swede is left of Brit"],
        )],
    );
}

#[test]
fn a_day_before_a_comparison_is_still_the_day() {
    // "Wednesday" was once taken for an amount ("$5 more") and dropped as a story word.
    reads(
        DAYS,
        &[
            (
                "Amy came on Wednesday after Bob.",
                &["Amy is in Wednesday", "Bob is left of Amy"],
            ),
            (
                "Amy came the Wednesday before Bob.",
                &["Amy is in Wednesday", "Amy is left of Bob"],
            ),
        ],
    );
}

#[test]
fn a_bound_a_run_or_a_sum_is_no_count() {
    refused(
        GAMES,
        &[
            "Bill played up to 9 games.",
            "Bill played upwards of 8 games.",
            "Bill played a maximum of 8 games.",
            "Bill played a minimum of 8 games.",
            "Bill played close to 9 games.",
            "Bill played 9 games in a row.",
            "Bill played 9 games at a time.",
            "Bill and Mark played 15 games between them.",
            "Bill and Mark played two games between them.",
            "There are two games between Bill and Mark.",
        ],
    );
    reads(
        GAMES,
        &[
            ("Bill played 9 games.", &["Bill is in 9"]),
            (
                "Bill played 2 more games than Mark.",
                &["Bill is 2 after Mark"],
            ),
        ],
    );
    reads(
        EINSTEIN,
        &[(
            "There is one house between the Brit and the Swede.",
            &["Brit is 2 away from Swede"],
        )],
    );
}
