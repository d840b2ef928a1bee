//! The `puzzlebox insanity` command, run as a built binary.

#[path = "support/cli.rs"]
mod cli;

use cli::Run;

const EXAMPLE: &str = "Cube Front Back Left Right Top Bottom
1    R     B    G    Y     B   Y
2    R     G    G    Y     B   B
3    Y     B    R    G     Y   R
4    Y     G    B    R     R   R
";

/// `puzzlebox insanity ARGS` with `stdin` fed in.
fn insanity(args: &[&str], stdin: &str) -> Run {
    cli::command("insanity", args, stdin)
}

#[test]
fn solves_the_example_from_stdin() {
    let o = insanity(&[], EXAMPLE);
    assert_eq!(o.code, 0, "{}", o.stderr);
    let out = o.stdout;
    let mut lines = out.lines();
    assert_eq!(lines.next(), Some("1 solution (8 stacks)"));
    assert_eq!(lines.next(), Some(""));
    let header: Vec<&str> = lines.next().unwrap().split_whitespace().collect();
    assert_eq!(
        header,
        ["Cube", "Top", "Bottom", "Front", "Back", "Left", "Right"]
    );
    let rows: Vec<Vec<&str>> = lines.map(|l| l.split_whitespace().collect()).collect();
    assert_eq!(rows.len(), 4);
    // Each side (columns 3..7) shows four different colours.
    for col in 3..7 {
        let mut side: Vec<&str> = rows.iter().map(|r| r[col]).collect();
        side.sort();
        side.dedup();
        assert_eq!(side.len(), 4, "{out}");
    }
}

#[test]
fn solves_a_file() {
    let path = std::env::temp_dir().join(format!("insanity-cli-{}.txt", std::process::id()));
    std::fs::write(&path, EXAMPLE).unwrap();
    let o = insanity(&[path.to_str().unwrap()], "");
    std::fs::remove_file(&path).ok();
    assert_eq!(o.code, 0, "{}", o.stderr);
    assert!(o.stdout.starts_with("1 solution (8 stacks)\n"));
}

#[test]
fn json_has_counts_and_one_object_per_cube() {
    let o = insanity(&["--json"], EXAMPLE);
    assert_eq!(o.code, 0, "{}", o.stderr);
    let v: serde_json::Value = serde_json::from_str(&o.stdout).unwrap();
    assert_eq!(v["solutions"], 1);
    assert_eq!(v["stacks"], 8);
    assert_eq!(v["obstacle"], serde_json::Value::Null);
    let list = v["list"].as_array().unwrap();
    assert_eq!(list.len(), 1);
    let stack = list[0].as_array().unwrap();
    assert_eq!(stack.len(), 4);
    for cube in stack {
        for key in ["top", "bottom", "front", "back", "left", "right"] {
            assert!(cube[key].is_string(), "{cube}");
        }
    }
}

#[test]
fn no_solution_names_an_obstacle() {
    // Cubes 2 and 4 are all red: no two of them fit in one column.
    let text = "R B G Y B Y\nR R R R R R\nY B G G Y B\nR R R R R R\n";
    let o = insanity(&[], text);
    assert_eq!(o.code, 0, "{}", o.stderr);
    let out = o.stdout;
    assert!(out.starts_with("0 solutions (0 stacks)\n"), "{out}");
    assert!(
        out.contains("Cubes 2 and 4 cannot be stacked together"),
        "{out}"
    );
    // The reason is the count a person can check: two all-red cubes show only red.
    assert!(out.contains("only 1 colour between them (R)"), "{out}");
    let o = insanity(&["--json"], text);
    let v: serde_json::Value = serde_json::from_str(&o.stdout).unwrap();
    assert_eq!(v["solutions"], 0);
    assert_eq!(v["obstacle"], serde_json::json!([2, 4]));
    assert_eq!(v["list"], serde_json::json!([]));
}

#[test]
fn an_impossible_puzzle_leads_with_one_plain_sentence_then_the_detail() {
    // As many colours as cubes, and W is on only three faces: each side needs one.
    let text = "R G B W R G\nG B W R G B\nB W R G B R\nG B R G R B\n";
    let o = insanity(&[], text);
    assert_eq!(o.code, 0, "{}", o.stderr);
    let lines: Vec<&str> = o.stdout.lines().collect();
    assert_eq!(lines[0], "0 solutions (0 stacks)");
    assert_eq!(
        lines[1],
        "No stack works. Cubes 1, 2, 3 and 4 cannot be stacked together: each of the 4 sides \
         shows all 4 colours once, so it needs one W face, but W is on only 3 faces of these \
         cubes (one each on cubes 1, 2 and 3). (no smaller set fails)"
    );
    assert!(lines[2].starts_with("In detail: The four sides of 4 cubes show 16 faces"));
    assert!(lines[2].contains("W 3 (cube 1: 1, cube 2: 1, cube 3: 1)"));
    let o = insanity(&["--json"], text);
    let v: serde_json::Value = serde_json::from_str(&o.stdout).unwrap();
    let lead = lines[1]
        .strip_prefix("No stack works. ")
        .and_then(|l| l.strip_suffix(" (no smaller set fails)"));
    assert_eq!(v["obstacle_sentence"].as_str(), lead);
    assert_eq!(
        v["obstacle_detail"].as_str(),
        lines[2].strip_prefix("In detail: ")
    );
}

#[test]
fn bad_input_exits_2_with_the_line() {
    for (text, needle) in [
        ("R B G Y B Y\nR G G Y B\n", "line 2"),
        ("", "no cubes"),
        (&"A B C D E F\n".repeat(65), "line 65"),
        ("R B G Y B Y;R G", "row 2"),
    ] {
        let o = insanity(&[], text);
        assert_eq!(o.code, 2, "{text:?}");
        let err = o.stderr;
        assert!(
            err.starts_with("puzzlebox: ") && err.contains(needle),
            "{err}"
        );
        assert!(o.stdout.is_empty());
    }
}

#[test]
fn generate_prints_a_puzzle_with_one_solution() {
    let o = insanity(&["--generate", "6", "--seed", "3"], "");
    assert_eq!(o.code, 0, "{}", o.stderr);
    let text = o.stdout;
    assert!(text.starts_with("# A new puzzle of 6 cubes"), "{text}");
    assert_eq!(text.lines().count(), 8);
    let again = insanity(&["--generate", "6", "--seed", "3"], "");
    assert_eq!(again.stdout, text, "same seed, same puzzle");
    let solved = insanity(&[], &text);
    assert!(
        solved.stdout.starts_with("1 solution ("),
        "{}",
        solved.stdout
    );
}

#[test]
fn generate_rejects_bad_sizes() {
    for n in ["0", "65"] {
        let o = insanity(&["--generate", n], "");
        assert_eq!(o.code, 2);
    }
}

#[test]
fn limit_caps_the_listing() {
    let o = insanity(&["--limit", "2"], "A B C D E F\nG H I J K L\n");
    let out = o.stdout;
    assert!(out.starts_with("72 solutions (576 stacks)\n"), "{out}");
    assert!(out.contains("listed 2 of 72"), "{out}");
}

#[test]
fn the_count_sentence_is_the_reports_in_every_output() {
    // One solution, several, and none: the first line printed is the report's sentence, in
    // --json and in what the page gets, so no view words the count on its own.
    let several = "R R G G B B\nR R G G B B\nR R G G B B\n";
    let none = "R B G Y B Y\nR R R R R R\nY B G G Y B\nR R R R R R\n";
    let classic = "1 R B G Y B Y\n2 R G G Y B B\n3 Y B R G Y R\n4 Y G B R R R\n";
    let mut seen = Vec::new();
    for text in [classic, several, none] {
        let printed = insanity(&[], text).stdout;
        let first = printed.lines().next().unwrap().to_string();
        let v: serde_json::Value =
            serde_json::from_str(&insanity(&["--json"], text).stdout).unwrap();
        assert_eq!(v["solutions_sentence"], first.as_str(), "{text}");
        let page = serde_json::to_value(puzzlebox::insanity::page::solve(text).unwrap()).unwrap();
        assert_eq!(page["solutions_sentence"], first.as_str(), "{text}");
        let counts = format!("{} {}", v["solutions"], v["stacks"]);
        seen.push((counts, first));
    }
    assert_eq!(seen[0].1, "1 solution (8 stacks)");
    assert_eq!(seen[2].1, "0 solutions (0 stacks)");
    assert!(
        seen[1].1.ends_with(" stacks)") && !seen[1].0.starts_with("1 "),
        "{seen:?}"
    );
}
