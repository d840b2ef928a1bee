//! Ordered categories written as printed (money, times, dates, weekdays, measures): the
//! headers read, a clue names a label in its printed forms, an amount is measured in the
//! category's own unit, and a unit that does not fit is an error naming the line.

use puzzlebox::zebra::{analyse, grid, Puzzle, Status};

/// The names' order by label after solving, or the error message.
fn solve(headers: &str, clues: &[&str]) -> Result<Vec<String>, String> {
    let text = format!("{headers}\n{}\n", clues.join("\n"));
    let p = Puzzle::parse(&text).map_err(|e| e.to_string())?;
    let a = analyse(&p);
    assert_eq!(a.status, Status::Unique, "{text}");
    Ok(grid(&p, &a.solutions[0])[0].clone())
}

const MONEY: &str = "positions: prices: $310, $340, $370\nname: Ann, Bob, Cal";

#[test]
fn money_amounts_are_dollars_and_labels_are_named_as_printed() {
    let order = solve(
        MONEY,
        &[
            "1. Ann bought it for 30 dollars more than Bob.",
            "2. Cal bought it for $310.",
        ],
    );
    assert_eq!(order.unwrap(), ["Cal", "Bob", "Ann"]);
    let order = solve(MONEY, &["Ann is in 340", "Cal is in $370"]);
    assert_eq!(order.unwrap(), ["Bob", "Ann", "Cal"]);
    let order = solve(
        MONEY,
        &["Ann is $340", "Cal bought it for $60 less than Bob"],
    );
    assert_eq!(order.unwrap(), ["Cal", "Ann", "Bob"]);
}

#[test]
fn dates_weeks_and_times_hours() {
    let dates = "positions: dates: October 3, October 10, October 17\nname: Ann, Bob, Cal";
    let order = solve(
        dates,
        &["Ann came 2 weeks after Bob.", "Cal came on October 10."],
    );
    assert_eq!(order.unwrap(), ["Bob", "Cal", "Ann"]);
    let times = "positions: times: 9:00am, 10:30am, noon\nname: Ann, Bob, Cal";
    let order = solve(times, &["Ann came 3 hours after Bob.", "Cal is 10:30am"]);
    assert_eq!(order.unwrap(), ["Bob", "Cal", "Ann"]);
    let order = solve(times, &["Ann came 90 minutes after Cal.", "Bob is 9 am"]);
    assert_eq!(order.unwrap(), ["Bob", "Cal", "Ann"]);
}

#[test]
fn a_unit_that_does_not_fit_is_an_error_naming_the_line() {
    let e = solve(
        MONEY,
        &[
            "Cal bought it for $310.",
            "Ann bought it for 30 minutes more than Bob.",
        ],
    )
    .unwrap_err();
    assert!(e.contains("line 4") && e.contains("minutes"), "{e}");
    let days = "positions: days: 2, 3, 4\nname: Ann, Bob, Cal";
    let e = solve(days, &["Ann is 1 week after Bob."]).unwrap_err();
    assert!(e.contains("week"), "{e}");
}

#[test]
fn labels_that_do_not_read_name_the_label() {
    let e = solve("positions: prices: $5, 6 ft\nname: Ann, Bob", &[]).unwrap_err();
    assert!(e.contains("6 ft") && e.contains("$5"), "{e}");
    let e = solve(
        "positions: days: Monday, Tuesday, banana\nname: A, B, C",
        &[],
    )
    .unwrap_err();
    assert!(e.contains("banana"), "{e}");
}
