//! `puzzlebox zebra --hint --marks MARKS PUZZLE`: the next deduction as text or JSON, wrong
//! marks instead of a hint, solved, and marks that do not read (exit status 2, line named).

#[path = "support/cli.rs"]
mod cli;

use std::path::PathBuf;
use std::process::Command;

const EINSTEIN: &str = include_str!("../src/zebra/einstein.txt");

/// Writes `marks` to a file of its own and runs `puzzlebox zebra ARGS --marks FILE` with the
/// puzzle on stdin: (status, stdout, stderr).
fn hint(args: &[&str], marks: &str, tag: &str) -> (i32, String, String) {
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR"));
    let file = dir.join(format!("zebra-hint-marks-{tag}.txt"));
    std::fs::write(&file, marks).expect("marks file written");
    let file = file.to_str().expect("a UTF-8 temporary path");
    cli::run(&[&["zebra"], args, &["--marks", file]].concat(), EINSTEIN)
}

/// Einstein's solution, every value placed (read off the solver's JSON, not written here).
fn solved_marks() -> String {
    let out = Command::new(env!("CARGO_BIN_EXE_puzzlebox"))
        .args(["zebra", "--json", "src/zebra/einstein.txt"])
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .output()
        .unwrap();
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    let mut marks = String::new();
    for (attribute, values) in v["solution"].as_object().unwrap() {
        for (k, value) in values.as_array().unwrap().iter().enumerate() {
            marks += &format!("{attribute}.{} is in {}\n", value.as_str().unwrap(), k + 1);
        }
    }
    marks
}

#[test]
fn prints_the_next_deduction_quoting_its_clue() {
    let (code, out, err) = hint(&["--hint"], "", "text");
    assert_eq!(code, 0, "{err}");
    assert!(out.starts_with("Next: "), "{out}");
    assert!(out.contains("line "), "{out}");
}

#[test]
fn json_is_a_step_in_the_shape_of_an_explanation_step() {
    let (code, out, err) = hint(&["--hint", "--json"], "Norwegian is in 1\n", "json");
    assert_eq!(code, 0, "{err}");
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    let step = v["step"].as_object().expect("a step");
    for key in [
        "kind",
        "clues",
        "fixed",
        "eliminated",
        "linked",
        "unlinked",
        "text",
    ] {
        assert!(step.contains_key(key), "{key} missing: {out}");
    }
    let concluded = ["fixed", "eliminated", "linked", "unlinked"]
        .iter()
        .map(|k| step[*k].as_array().unwrap().len())
        .sum::<usize>();
    assert!(concluded > 0, "{out}");
}

#[test]
fn wrong_marks_are_printed_instead_exit_zero() {
    let marks = "Norwegian is in 1\n\nBrit is in 1\nmilk is in 3\ndogs is not Swede\n";
    let (code, out, err) = hint(&["--hint", "--json"], marks, "wrong-json");
    assert_eq!(code, 0, "{err}");
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(v["wrong"], serde_json::json!([3, 5]));
    let (code, out, _) = hint(&["--hint"], marks, "wrong-text");
    assert_eq!(code, 0);
    // The page's sentences: how many are wrong, then which, quoted as written.
    assert_eq!(
        out,
        format!(
            "{}\n{}\n",
            v["summary"].as_str().unwrap(),
            v["which"].as_str().unwrap()
        )
    );
    assert!(out.starts_with("2 marks are wrong"), "{out}");
    assert!(out.contains("“Brit is in 1”, “dogs is not Swede”"), "{out}");
}

#[test]
fn every_value_marked_is_solved() {
    let marks = solved_marks();
    let (code, out, err) = hint(&["--hint", "--json"], &marks, "solved-json");
    assert_eq!(code, 0, "{err}");
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(v["solved"], true);
    let (_, out, _) = hint(&["--hint"], &marks, "solved-text");
    assert_eq!(out, format!("{}\n", v["summary"].as_str().unwrap()));
    assert!(out.contains("solved"), "{out}");
}

#[test]
fn marks_that_do_not_read_are_an_error_naming_the_line() {
    let (code, out, err) = hint(&["--hint"], "Brit is in 3\n\nSwede is dgos\n", "bad");
    assert_eq!(code, 2);
    assert!(out.is_empty(), "{out}");
    assert!(err.contains("line 3"), "{err}");
    assert!(err.contains("dgos"), "{err}");
    let (code, _, err) = hint(&["--hint"], "Brit is left of Swede\n", "form");
    assert_eq!(code, 2);
    assert!(err.contains("line 1"), "{err}");
}

#[test]
fn hint_and_marks_go_together() {
    let out = Command::new(env!("CARGO_BIN_EXE_puzzlebox"))
        .args(["zebra", "--hint", "src/zebra/einstein.txt"])
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("--marks"), "{err}");
}

#[test]
fn a_puzzle_without_one_solution_gets_no_hint_and_says_so() {
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR"));
    let marks = dir.join("zebra-hint-marks-loose.txt");
    std::fs::write(&marks, "Brit is in 2\n").unwrap();
    let marks = marks.to_str().unwrap();
    // One clue loosened: several solutions, in none of which a mark can be called wrong.
    let loose = EINSTEIN.replace(
        "green is immediately left of white",
        "green is left of white",
    );
    // And one clue added that contradicts another: no solution.
    let none = format!("{EINSTEIN}Norwegian is in 2\n");
    for (text, status) in [(&loose, "multiple"), (&none, "none")] {
        let (code, out, err) = cli::run(&["zebra", "--hint", "--json", "--marks", marks], text);
        assert_eq!(code, 0, "{err}");
        let v: serde_json::Value = serde_json::from_str(&out).unwrap();
        assert_eq!(
            (&v["unique"], &v["status"]),
            (&false.into(), &status.into())
        );
        let (code, out, err) = cli::run(&["zebra", "--hint", "--marks", marks], text);
        assert_eq!(code, 0, "{err}");
        assert_eq!(out, format!("{}\n", v["summary"].as_str().unwrap()));
        assert!(out.contains("not have exactly one solution"), "{out}");
    }
}

#[test]
fn the_text_quotes_the_lines_the_json_step_rests_on() {
    let marks = "Norwegian is in 1\nmilk is in 3\n";
    let (_, json, _) = hint(&["--hint", "--json"], marks, "lines-json");
    let (code, text, err) = hint(&["--hint"], marks, "lines-text");
    assert_eq!(code, 0, "{err}");
    let step: serde_json::Value = serde_json::from_str(&json).unwrap();
    let clues: Vec<u64> = step["step"]["clues"]
        .as_array()
        .unwrap()
        .iter()
        .map(|l| l.as_u64().unwrap())
        .collect();
    assert!(!clues.is_empty(), "{json}");
    for line in &clues {
        let quoted = EINSTEIN.lines().nth(*line as usize - 1).unwrap();
        let quoted = quoted.split('#').next().unwrap().trim();
        assert!(text.contains(&format!("line {line}")), "{text}");
        assert!(
            text.contains(quoted),
            "line {line} ({quoted}) not quoted: {text}"
        );
    }
}

#[test]
fn a_mark_naming_an_unknown_value_or_position_names_its_line() {
    for (marks, line, what) in [
        ("Norwegian is in 1\nBrit is Klingon\n", 2, "Klingon"),
        ("\n\nNorwegian is in 6\n", 3, "6"),
        ("Norwegian is in 1\nred is green\n", 2, "same attribute"),
    ] {
        let (code, out, err) = hint(&["--hint", "--json"], marks, "unknown");
        assert_eq!(code, 2, "{marks}: {out}");
        assert!(out.is_empty(), "{out}");
        assert!(err.contains(&format!("line {line}")), "{err}");
        assert!(err.contains(what), "{err}");
    }
}
