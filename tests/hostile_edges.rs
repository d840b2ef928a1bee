//! The second round of hostile input at the command line's edges: standard output closed
//! (`>&-`), one very long line in an error message, numbers of 2^40 and more, and the marks
//! example of docs/zebra.md. Each runs the built `puzzlebox` binary (or the library) and
//! asserts the exact outcome.

#[path = "support/cli.rs"]
mod cli;

use puzzlebox::zebra::{Marks, Puzzle};
use std::process::Command;

const EINSTEIN: &str = include_str!("../src/zebra/einstein.txt");
const CLASSIC: &str = "R B G Y B Y\nR G G Y B B\nY B R G Y R\nY G B R R R\n";

/// `puzzlebox ARGS` run by the shell with standard output closed: (status, stderr).
fn closed_stdout(args: &[&str], stdin: &str) -> (i32, String) {
    let dir = std::path::PathBuf::from(env!("CARGO_TARGET_TMPDIR"));
    let input = dir.join(format!("closed-stdout-{}.txt", args[0]));
    std::fs::write(&input, stdin).unwrap();
    let out = Command::new("sh")
        .arg("-c")
        .arg("exec \"$@\" <\"$IN\" >&-")
        .arg("sh")
        .arg(env!("CARGO_BIN_EXE_puzzlebox"))
        .args(args)
        .env("IN", &input)
        .output()
        .unwrap();
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

#[test]
fn a_closed_standard_output_exits_1_for_every_command() {
    for (args, stdin) in [
        (vec!["pocket", "RFFFBLDRUULDLFRRUULBDBDB"], ""),
        (vec!["insanity"], CLASSIC),
        (vec!["zebra"], EINSTEIN),
    ] {
        let (code, stderr) = closed_stdout(&args, stdin);
        assert_eq!(code, 1, "{args:?}: {stderr}");
        assert!(stderr.contains("cannot write the output"), "{stderr}");
    }
    // Output thrown away on purpose is written, and the status is 0.
    let status = Command::new("sh")
        .arg("-c")
        .arg("exec \"$0\" pocket RFFFBLDRUULDLFRRUULBDBDB >/dev/null")
        .arg(env!("CARGO_BIN_EXE_puzzlebox"))
        .status()
        .unwrap();
    assert_eq!(status.code(), Some(0));
}

#[test]
fn an_error_quotes_a_long_line_cut() {
    let long = "x ".repeat(500_000);
    let head = "colour: red, green\npet: cat, dog\n\n";
    for clue in [
        long.clone(),
        format!("red is {}", "y".repeat(500_000)),
        "z".repeat(500_000),
    ] {
        let r = cli::command("zebra", &[], &format!("{head}{clue}\n"));
        assert_eq!(r.code, 2, "{}", &r.stderr[..r.stderr.len().min(300)]);
        assert!(r.stderr.len() < 1000, "{} bytes of stderr", r.stderr.len());
        assert!(r.stderr.contains("characters)"), "{}", r.stderr);
    }
    let p = Puzzle::parse(EINSTEIN).unwrap();
    let e = Marks::parse(&p, &format!("Brit is left of {}\n", "q".repeat(100_000))).unwrap_err();
    assert!(e.to_string().len() < 1000);
}

#[test]
fn numbers_of_2_to_the_40_are_too_large() {
    let big = (1u64 << 40).to_string();
    let head = "colour: red, green\npet: cat, dog\n\n";
    let cases = [
        format!("positions: p: {big}, 1\ncolour: red, green\n"),
        format!("{head}red is {big} away from cat\n"),
        format!("{head}red is {big} after cat\n"),
        format!("{head}red is 99999999999999999999999 before cat\n"),
        format!("{head}The red house is {big} houses away from the cat.\n"),
    ];
    for text in cases {
        let r = cli::command("zebra", &[], &text);
        assert_eq!(r.code, 2, "{text}");
        assert!(r.stderr.contains("too large"), "{text}: {}", r.stderr);
    }
}

#[test]
fn the_marks_example_in_the_docs_reads() {
    let docs = include_str!("../docs/zebra.md");
    let at = docs.find("so a half-solved grid can be saved").unwrap();
    let block = &docs[at..];
    let start = block.find("```\n").unwrap() + 4;
    let end = start + block[start..].find("```").unwrap();
    let p = Puzzle::parse(EINSTEIN).unwrap();
    let marks = &block[start..end];
    Marks::parse(&p, marks).unwrap_or_else(|e| panic!("{e}\n{marks}"));
}

#[test]
fn an_attribute_named_with_a_dot_can_be_referred_to() {
    // `a.b.x` was an unknown name: only the first dot was tried.
    let text = "a.b: x, y\npet: cat, dog\n\na.b.x is cat\na.b.y is cat\n";
    let r = cli::command("zebra", &[], text);
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert!(r.stdout.contains("no solution"), "{}", r.stdout);
    assert!(r.stdout.contains("line 4: a.b.x is cat"), "{}", r.stdout);
}

#[test]
fn a_byte_order_mark_inside_a_facelet_string_is_named_at_its_place() {
    let r = cli::command("pocket", &["RFFFBLDRUULD\u{feff}LFRRUULBDBDB"], "");
    assert_eq!(r.code, 2);
    assert!(
        r.stderr.contains("the left face bottom-left sticker") && r.stderr.contains("feff"),
        "{}",
        r.stderr
    );
}

/// Runs `f` on another thread; fails if it takes longer than a generous minute (a hang).
fn bounded<T: Send + 'static>(what: &str, f: impl FnOnce() -> T + Send + 'static) -> T {
    let (tx, rx) = std::sync::mpsc::channel();
    std::thread::spawn(move || {
        let _ = tx.send(f());
    });
    rx.recv_timeout(std::time::Duration::from_secs(60))
        .unwrap_or_else(|_| panic!("{what} did not end"))
}

#[test]
fn a_conflict_that_cannot_be_reduced_in_time_is_given_unreduced_and_said_so() {
    // One attribute on 64 positions, a next-to chain through all of them (so its ends are
    // the ends) and its last value placed in the middle: the search for the fewest lines
    // that contradict ran for minutes.
    let n = 64;
    let values: Vec<String> = (0..n).map(|v| format!("v{v}")).collect();
    let mut text = format!(
        "positions: {n}\nattr: {}\n\nv0 is in 1\n",
        values.join(", ")
    );
    for v in 0..n - 1 {
        text += &format!("v{v} is next to v{}\n", v + 1);
    }
    text += &format!("v{} is in 5\n", n - 1);
    let p = Puzzle::parse(&text).unwrap();
    let a = bounded("the analysis", {
        let p = p.clone();
        move || puzzlebox::zebra::analyse(&p)
    });
    assert_eq!(a.status, puzzlebox::zebra::Status::None);
    assert!(!a.conflict_smallest);
    // Unreduced, it still holds the line that cannot be met (the last).
    assert_eq!(a.conflict.last(), Some(&(p.clues.len() - 1)));
    let r = cli::command("zebra", &[], &text);
    assert!(r.stdout.contains("that search gave up"), "{}", r.stdout);
    let r = cli::command("zebra", &["--json"], &text);
    assert!(
        r.stdout.contains("\"conflict_smallest\":false"),
        "{}",
        r.stdout
    );
}
