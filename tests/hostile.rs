//! Hostile and careless input, one case per class, run through the built `puzzlebox` binary:
//! each asserts the exact exit status and that the message names the problem (or, for input
//! that must be read correctly, that the output equals the output for the plainly written
//! puzzle). Every run is bounded by a generous deadline, only to turn a hang into a failure.

#[path = "support/cli.rs"]
mod cli;

use cli::{run_with, Input, Run, Sink};
use puzzlebox::limits::MAX_INPUT_BYTES;
use std::path::PathBuf;

/// `puzzlebox ARGS` with `stdin` fed in, output captured.
fn captured(args: &[&str], stdin: &str) -> Run {
    run_with(
        args,
        Input::Text(stdin.as_bytes().to_vec()),
        Sink::Capture,
        Sink::Capture,
    )
}

/// Runs and checks exit status 0 with nothing on stderr; returns stdout.
fn ok(args: &[&str], stdin: &str) -> String {
    let r = captured(args, stdin);
    assert_eq!(r.code, 0, "{args:?}: {}", r.stderr);
    assert!(r.stderr.is_empty(), "{args:?}: {}", r.stderr);
    r.stdout
}

/// Runs and checks exit status `code`, nothing on stdout and a `puzzlebox:` message on stderr
/// containing each of `phrases`.
fn refused(r: Run, code: i32, phrases: &[&str]) {
    assert_eq!(r.code, code, "stderr: {}", r.stderr);
    assert!(r.stdout.is_empty(), "printed on stdout: {}", r.stdout);
    for p in phrases {
        assert!(r.stderr.contains(p), "{p:?} not in: {}", r.stderr);
    }
}

fn temp_file(name: &str, text: &str) -> PathBuf {
    let path = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join(name);
    std::fs::write(&path, text).unwrap();
    path
}

const CLASSIC: &str = "R B G Y B Y\nR G G Y B B\nY B R G Y R\nY G B R R R\n";
const EINSTEIN: &str = include_str!("../src/zebra/einstein.txt");
const POCKET: &str = "UUUULLFFRRBBLLFFRRBBDDDD";
/// Longer than the 65,535 that `format!`'s width argument allows.
const LONG: usize = 70_000;

#[test]
fn names_longer_than_a_format_width_print_in_tables() {
    let long = "Q".repeat(LONG);
    let text = CLASSIC.replace('Y', &long);
    let out = ok(&["insanity"], &text);
    let row = out.lines().find(|l| l.starts_with("1   ")).unwrap();
    assert!(row.contains(&long), "the colour is not printed whole");

    let long = "f".repeat(LONG);
    let text = EINSTEIN.replace("fish", &long);
    let out = ok(&["zebra"], &text);
    let row = out.lines().find(|l| l.starts_with("pet")).unwrap();
    assert!(row.contains(&long), "the value is not printed whole");
}

#[test]
fn endless_input_stops_at_the_size_cap() {
    let message = format!("larger than {} MiB", MAX_INPUT_BYTES >> 20);
    for args in [&["pocket"][..], &["insanity"], &["zebra"]] {
        let r = run_with(args, Input::File("/dev/zero"), Sink::Capture, Sink::Capture);
        refused(r, 2, &["puzzlebox: cannot read standard input", &message]);
    }
    let r = run_with(
        &["insanity", "/dev/zero"],
        Input::Text(vec![]),
        Sink::Capture,
        Sink::Capture,
    );
    refused(r, 2, &["cannot read /dev/zero", &message]);
}

#[test]
fn input_up_to_the_cap_is_read_and_one_byte_more_is_not() {
    let padded = |total: usize| {
        let mut text = CLASSIC.as_bytes().to_vec();
        text.resize(total, b' ');
        text
    };
    let r = run_with(
        &["insanity"],
        Input::Text(padded(MAX_INPUT_BYTES)),
        Sink::Capture,
        Sink::Capture,
    );
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert_eq!(r.stdout, ok(&["insanity"], CLASSIC));
    let r = run_with(
        &["insanity"],
        Input::Text(padded(MAX_INPUT_BYTES + 1)),
        Sink::Capture,
        Sink::Capture,
    );
    refused(r, 2, &["larger than 16 MiB"]);
}

#[test]
fn a_full_disk_fails_with_status_1_and_a_closed_pipe_does_not() {
    let puzzle = temp_file("full-disk.txt", CLASSIC);
    let puzzle = puzzle.to_str().unwrap();
    let einstein = temp_file("full-disk-einstein.txt", EINSTEIN);
    let einstein = einstein.to_str().unwrap();
    let cases: [&[&str]; 5] = [
        &["pocket", "--scramble", "--seed", "5"],
        &["pocket", POCKET, "--all"],
        &["insanity", puzzle],
        &["insanity", "--generate", "4", "--seed", "1"],
        &["zebra", einstein, "--explain"],
    ];
    for args in cases {
        let r = run_with(
            args,
            Input::Text(vec![]),
            Sink::File("/dev/full"),
            Sink::Capture,
        );
        assert_eq!(r.code, 1, "{args:?}: {}", r.stderr);
        assert!(
            r.stderr
                .starts_with("puzzlebox: cannot write the output: No space left on device"),
            "{args:?}: {}",
            r.stderr
        );

        let r = run_with(args, Input::Text(vec![]), Sink::Closed, Sink::Capture);
        assert_eq!(r.code, 0, "{args:?} into a closed pipe: {}", r.stderr);
        assert!(r.stderr.is_empty(), "{args:?}: {}", r.stderr);
    }
}

#[test]
fn a_full_stderr_does_not_crash() {
    let r = run_with(
        &["pocket", "UUUU"],
        Input::Text(vec![]),
        Sink::Capture,
        Sink::File("/dev/full"),
    );
    assert_eq!(r.code, 2);
    assert!(r.stdout.is_empty());
}

#[test]
fn stray_arguments_are_refused() {
    let puzzle = temp_file("stray.txt", CLASSIC);
    let puzzle = puzzle.to_str().unwrap();
    let cases: [&[&str]; 6] = [
        &["pocket", "--scramble", "--seed", "5", "EXTRA"],
        &["pocket", "--scramble", "--all"],
        &["pocket", "--all", "--seed", "5"],
        &["insanity", puzzle, "--seed", "3"],
        &["insanity", "--generate", "4", "--limit", "3"],
        &["zebra", "--generate", "3", "3", "--explain"],
    ];
    for args in cases {
        let r = captured(args, "");
        assert_eq!(r.code, 2, "{args:?} was accepted");
        assert!(r.stdout.is_empty(), "{args:?}");
        assert!(
            r.stderr.contains("cannot be used with"),
            "{args:?}: {}",
            r.stderr
        );
    }
}

#[test]
fn insanity_ignores_a_byte_order_mark() {
    let plain = ok(&["insanity"], CLASSIC);
    assert_eq!(ok(&["insanity"], &format!("\u{feff}{CLASSIC}")), plain);
}

#[test]
fn insanity_header_words_are_read_in_any_case() {
    let plain = ok(&["insanity"], CLASSIC);
    for header in [
        "cube front back left right top bottom",
        "CUBE FRONT BACK LEFT RIGHT TOP BOTTOM",
        "Front Back Left Right Top Bottom",
    ] {
        assert_eq!(ok(&["insanity"], &format!("{header}\n{CLASSIC}")), plain);
    }
}

#[test]
fn insanity_semicolons_inside_comments_are_text() {
    let plain = ok(&["insanity"], CLASSIC);
    let rows = CLASSIC.trim_end().replace('\n', "; ");
    let text = format!("# the classic; four cubes; one solution\n{rows}\n");
    assert_eq!(ok(&["insanity"], &text), plain);
    // The rows after a comment keep their numbers: the comment is one row.
    let r = captured(&["insanity"], "# a; b; c\nR B G Y B Y; R G\n");
    refused(r, 2, &["puzzlebox: row 3:", "has 2 words"]);
}

#[test]
fn insanity_accepts_cube_n_labels_and_names_a_short_labelled_line() {
    let plain = ok(&["insanity"], CLASSIC);
    let labelled: String = CLASSIC
        .lines()
        .enumerate()
        .map(|(i, l)| format!("Cube {}: {l}\n", i + 1))
        .collect();
    assert_eq!(ok(&["insanity"], &labelled), plain);
    // One colour missing after `Cube 3`: an error on that line, not a cube labelled `Cube`.
    let short = labelled.replace("Cube 3: Y B R G Y R", "Cube 3 Y B R G Y");
    let r = captured(&["insanity"], &short);
    refused(
        r,
        2,
        &[
            "puzzlebox: line 3:",
            "has 5 words after “Cube” and its label",
        ],
    );
}

#[test]
fn pocket_ignores_a_byte_order_mark() {
    let scramble = ok(&["pocket", "--scramble", "--seed", "5"], "");
    let scrambled = scramble.lines().next().unwrap();
    let plain = ok(&["pocket", scrambled], "");
    assert_eq!(ok(&["pocket"], &format!("\u{feff}{scrambled}\n")), plain);
    assert_eq!(ok(&["pocket", &format!("\u{feff}{POCKET}")], ""), "\n");
}
