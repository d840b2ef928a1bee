//! A pasted puzzle with several clue lines that do not read: every one is reported at once,
//! named by its line and the clue number printed before it, by `Puzzle::parse`, the CLI's
//! message and its `--json` error.

#[path = "support/cli.rs"]
mod cli;

use puzzlebox::zebra::{ErrorReport, Puzzle, ZebraError};

const PUZZLE: &str = "positions: 4
person: Amy, Bob, Cal, Dan
pet: cat, dog, fish, bird
1. Amy owns the cat.
2. Exactly one of Bob and Cal owns the dog.
3. Dan is ahead of Bob.
4. Cal owns the fish.
5. Bob is as old as Cal.
";

#[test]
fn every_unread_line_is_reported_with_its_printed_number() {
    let e = Puzzle::parse(PUZZLE).unwrap_err();
    let ZebraError::Unread { lines } = &e else {
        panic!("not every line reported: {e}");
    };
    let at: Vec<(Option<usize>, Option<&str>)> = lines
        .iter()
        .map(|l| (l.error.line(), l.clue.as_deref()))
        .collect();
    assert_eq!(
        at,
        [
            (Some(5), Some("2")),
            (Some(6), Some("3")),
            (Some(8), Some("5"))
        ]
    );
    let text = e.to_string();
    assert!(
        text.starts_with("3 clue lines could not be read:\n"),
        "{text}"
    );
    assert!(text.contains("line 5 (clue 2): 'exactly'"), "{text}");
    assert!(text.contains("line 6 (clue 3): 'ahead'"), "{text}");
    assert!(text.contains("line 8 (clue 5): 'as'"), "{text}");
    let report = ErrorReport::from(&e);
    assert_eq!(report.kind, "unread_lines");
    let marked: Vec<usize> = report.lines.iter().map(|l| l.line).collect();
    assert_eq!(marked, [5, 6, 8]);
}

#[test]
fn one_unnumbered_unread_line_is_the_error_it_has() {
    let text = "positions: 2\nperson: Amy, Bob\npet: cat, dog\nAmy is ahead of Bob\n";
    let e = Puzzle::parse(text).unwrap_err();
    assert!(matches!(e, ZebraError::English { line: 4, .. }), "{e:?}");
    assert_eq!(ErrorReport::from(&e).lines.len(), 1);
}

#[test]
fn the_cli_lists_every_unread_line_and_json_marks_them() {
    let (code, out, err) = cli::run(&["zebra"], PUZZLE);
    assert_eq!(code, 2);
    assert!(out.is_empty(), "{out}");
    for line in ["line 5 (clue 2)", "line 6 (clue 3)", "line 8 (clue 5)"] {
        assert!(err.contains(line), "{line} missing: {err}");
    }
    let (code, out, _) = cli::run(&["zebra", "--json"], PUZZLE);
    assert_eq!(code, 2);
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    let lines: Vec<(u64, &str)> = v["error"]["lines"]
        .as_array()
        .unwrap()
        .iter()
        .map(|l| (l["line"].as_u64().unwrap(), l["clue"].as_str().unwrap()))
        .collect();
    assert_eq!(lines, [(5, "2"), (6, "3"), (8, "5")]);
}

/// "Exactly two of the following are true:" with its lettered statements: the numbered line is
/// a clue (not a header named "2. Exactly two …"), and the lettered statements are read with it
/// as one clue counting them, never each as a fact of its own (only some of them are true).
#[test]
fn lettered_statements_and_a_numbered_line_with_a_colon_are_not_read_as_facts() {
    let text = "positions: 3
band: Ellyfish, Korrupt, Yellow Reef
music: grunge, reggae, country
1. Korrupt plays reggae.
2. Exactly two of the following three statements are true:
a) Ellyfish plays grunge music.
(b) Yellow Reef plays country.
c) Ellyfish is in 1.
";
    let p = Puzzle::parse(text).unwrap();
    let lines: Vec<usize> = p.clues.iter().map(|c| c.line).collect();
    assert_eq!(lines, [4, 5]);
    assert_eq!(
        p.english[1].clues,
        ["exactly 2 of: Ellyfish is grunge; Yellow Reef is country; Ellyfish is in 1"]
    );
    // Without the numbered line, a lettered statement is still no fact.
    let without: String = text
        .lines()
        .filter(|l| !l.starts_with("2."))
        .collect::<Vec<_>>()
        .join("\n");
    assert!(Puzzle::parse(&without).is_err());
    // A header still ends in a colon followed by values, and `4:` still starts one.
    let header = "positions: 2\nx: a, b\n4: c, d\na is c\n";
    assert!(Puzzle::parse(header).is_ok());
}
