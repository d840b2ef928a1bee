//! Zebra input as a careless or hostile user writes it, one test per class: lines built to
//! make parsing slow, contradictions in big or repetitive puzzles, values such as `9:00` and
//! `#1`, negative distances, a byte-order mark and upper-case headers. Each runs the built
//! `puzzlebox` binary (and the library where the answer needs checking) and asserts the exact
//! outcome; a generous time limit catches only hangs.

#[path = "support/cli.rs"]
mod cli;

use cli::Run;
use puzzlebox::zebra::{analyse, Propagator, Puzzle, Status};
use std::sync::mpsc;
use std::time::Duration;

/// Hangs, not speed: every library call here takes well under a second.
const LIMIT: Duration = Duration::from_secs(20);

/// Runs `f` on another thread; fails the test if it takes longer than [`LIMIT`].
fn bounded<T: Send + 'static>(what: &str, f: impl FnOnce() -> T + Send + 'static) -> T {
    let (tx, rx) = mpsc::channel();
    std::thread::spawn(move || {
        let _ = tx.send(f());
    });
    rx.recv_timeout(LIMIT)
        .unwrap_or_else(|_| panic!("{what} took longer than {LIMIT:?}"))
}

/// `puzzlebox zebra ARGS` with `text` on standard input (the shared runner's own deadline
/// catches a hang).
fn zebra(args: &[&str], text: String) -> Run {
    cli::command("zebra", args, &text)
}

/// `n` positions and `m` attributes `attr{a}` with values `v{a}_{v}`.
fn grid(n: usize, m: usize) -> String {
    let mut s = format!("positions: {n}\n");
    for a in 0..m {
        let values: Vec<String> = (0..n).map(|v| format!("v{a}_{v}")).collect();
        s += &format!("attr{a}: {}\n", values.join(", "));
    }
    s
}

/// The puzzle's conflict must contradict and be minimal, by the ordinary solver.
fn assert_minimal_conflict(p: &Puzzle, conflict: &[usize]) {
    assert!(!Propagator::new(p, conflict.iter().copied()).satisfiable());
    for drop in 0..conflict.len() {
        let fewer = conflict
            .iter()
            .enumerate()
            .filter(|&(k, _)| k != drop)
            .map(|(_, &c)| c);
        assert!(
            Propagator::new(p, fewer).satisfiable(),
            "clue {drop} is not needed"
        );
    }
}

#[test]
fn lines_built_to_make_parsing_slow_are_refused_at_once() {
    let header = "colour: red, green, blue\n";
    let names: Vec<String> = (0..200).map(|k| format!("x{k}")).collect();
    let one_each = format!(
        "of {}, one is {} and the other is {}",
        names.join(" and "),
        names.join(" and "),
        names.join(" and the other is ")
    );
    let repeated = vec!["red"; 50_000].join(" is ");
    let either = format!("red is either {}", vec!["green"; 100_000].join(" or "));
    let cases = [
        (one_each, "no value is called \"x0\""),
        (repeated.clone(), "no value is called \"red is red is red"),
    ];
    for (line, says) in cases {
        let run = zebra(&[], format!("{header}{line}\n"));
        assert_eq!(run.code, 2, "{}", run.stderr);
        assert!(
            run.stderr
                .starts_with(&format!("puzzlebox: line 2: {says}")),
            "{}",
            &run.stderr[..run.stderr.len().min(200)]
        );
    }
    // An "either" of 100,000 alternatives is a clue, read in one pass: green is named more
    // than once, so red is none of the colours.
    let run = zebra(&[], format!("{header}{either}\n"));
    assert_eq!(run.code, 0, "{}", &run.stderr[..run.stderr.len().min(200)]);
    assert!(run.stdout.contains("no solution"), "{}", run.stdout);
}

#[test]
fn a_text_over_the_size_cap_is_refused_with_a_sentence() {
    let text = "#".repeat(puzzlebox::zebra::MAX_TEXT_BYTES + 1);
    let e = Puzzle::parse(&text).expect_err("too long");
    assert_eq!(e.kind(), "too_long");
    assert!(e.to_string().contains("at most 4194304 are read"), "{e}");
}

#[test]
fn a_64_by_64_grid_with_every_value_placed_and_one_contradiction_is_answered_quickly() {
    let n = 64;
    let mut text = grid(n, n);
    for a in 0..n {
        for v in 0..n {
            text += &format!("v{a}_{v} is in {}\n", v + 1);
        }
    }
    text += "v5_5 is in 7\n";
    let header_lines = n + 1;
    let run = zebra(&[], text.clone());
    assert_eq!(run.code, 0, "{}", run.stderr);
    // v5_6 is in 7 (clue 5 * 64 + 6) and the last line: two values of one attribute in one
    // place; v5_5 is in 6 also contradicts the last line, but the deletion filter, going
    // through the clues in order, keeps the later pair.
    let placed = header_lines + 5 * 64 + 6 + 1;
    let last = header_lines + n * n + 1;
    assert_eq!(
        run.stdout,
        format!(
            "puzzle: no solution; these clues already contradict each other:\n  \
             line {placed}: v5_6 is in 7\n  line {last}: v5_5 is in 7\n"
        )
    );
    let json = zebra(&["--json"], text.clone());
    assert!(json
        .stdout
        .starts_with(&format!("{{\"conflict\":[{placed},{last}],")));
    let p = Puzzle::parse(&text).expect("parses");
    let a = bounded("analyse", move || analyse(&p));
    assert_eq!(a.status, Status::None);
    let p = Puzzle::parse(&text).expect("parses");
    assert_minimal_conflict(&p, &a.conflict);
}

#[test]
fn a_chain_through_every_attribute_that_contradicts_is_answered_quickly() {
    // v0_v is in v+1, and each value is the same-numbered value of the next attribute, so
    // the last attribute is placed too; then its first value is put in 2.
    for n in [32, 64] {
        let mut text = grid(n, n);
        for v in 0..n {
            text += &format!("v0_{v} is in {}\n", v + 1);
        }
        for a in 0..n - 1 {
            for v in 0..n {
                text += &format!("v{a}_{v} is v{}_{v}\n", a + 1);
            }
        }
        text += &format!("v{}_0 is in 2\n", n - 1);
        let p = Puzzle::parse(&text).expect("parses");
        let a = bounded("analyse", move || analyse(&p));
        assert_eq!(a.status, Status::None);
        // The chain of value 1 (which is in 2) down to the last attribute, and the last line.
        let p = Puzzle::parse(&text).expect("parses");
        let lines: Vec<String> = a
            .conflict
            .iter()
            .map(|&c| p.clues[c].text.clone())
            .collect();
        let mut want = vec!["v0_1 is in 2".to_string()];
        want.extend((0..n - 1).map(|a| format!("v{a}_1 is v{}_1", a + 1)));
        want.push(format!("v{}_0 is in 2", n - 1));
        assert_eq!(lines, want);
        if n == 32 {
            assert_minimal_conflict(&p, &a.conflict);
        }
    }
}

#[test]
fn ten_thousand_copies_of_a_clue_and_a_contradiction_are_answered_quickly() {
    let mut text = grid(3, 3);
    text += &"v0_0 is left of v0_1\n".repeat(10_000);
    text += "v0_1 is left of v0_0\n";
    let run = zebra(&["--explain"], text.clone());
    assert_eq!(run.code, 0, "{}", run.stderr);
    // The last copy stands for all of them.
    assert_eq!(
        run.stdout,
        "puzzle: no solution; these clues already contradict each other:\n  \
         line 10004: v0_0 is left of v0_1\n  line 10005: v0_1 is left of v0_0\n"
    );
    let p = Puzzle::parse(&text).expect("parses");
    let a = analyse(&p);
    assert_minimal_conflict(&p, &a.conflict);
}

#[test]
fn times_and_numbered_names_are_values() {
    let text = "positions: 3\n\
                name: Ann, Bob, #3\n\
                time: 9:00, 10:15, 11:30   # three slots\n\
                Ann is 9:00\n\
                #3 is 11:30 # a comment after a blank\n\
                10:15 is in 2\n\
                #3 is right of Ann\n";
    let run = zebra(&[], text.to_string());
    assert_eq!(run.code, 0, "{}", run.stderr);
    assert_eq!(
        run.stdout,
        "puzzle: unique solution\n\n      1     2      3\nname  Ann   Bob    #3\ntime  9:00  10:15  11:30\n"
    );
}

#[test]
fn negative_distances_are_refused_naming_the_line() {
    for clue in [
        "Ann is -1 away from Bob",
        "Ann is -2 after Bob",
        "Ann is -1 before Bob",
    ] {
        let run = zebra(&[], format!("positions: 3\nname: Ann, Bob, Cy\n\n{clue}\n"));
        assert_eq!(run.code, 2);
        assert!(
            run.stderr
                .starts_with("puzzlebox: line 4: a distance cannot be negative"),
            "{}",
            run.stderr
        );
    }
}

#[test]
fn a_byte_order_mark_and_upper_case_headers_are_read() {
    let text = "\u{feff}TITLE: Shouted\nPOSITIONS: 2\nColour: red, blue\nred IS LEFT OF blue\n";
    let run = zebra(&[], text.to_string());
    assert_eq!(run.code, 0, "{}", run.stderr);
    assert_eq!(
        run.stdout,
        "Shouted: unique solution\n\n        1    2\nColour  red  blue\n"
    );
}
