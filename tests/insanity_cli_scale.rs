//! `puzzlebox insanity` on large and impossible puzzles: the count comes first, a give-up has
//! its own exit status and says it could not decide, and listing is bounded.

#[path = "support/cli.rs"]
mod cli;

use cli::Run;

/// `puzzlebox insanity ARGS` with nothing on standard input.
fn insanity(args: &[&str]) -> Run {
    cli::command("insanity", args, "")
}

fn data(name: &str) -> String {
    format!("{}/benches/data/{name}", env!("CARGO_MANIFEST_DIR"))
}

/// Exit status of a search that gave up (see `src/bin/puzzlebox/insanity.rs`).
const UNDECIDED: i32 = 3;

#[test]
fn an_impossible_puzzle_that_runs_out_of_nodes_is_undecided_not_too_many() {
    let o = insanity(&["--max-nodes", "5", &data("insanity-random6-30-0.txt")]);
    assert_eq!(o.code, UNDECIDED);
    let err = o.stderr.clone();
    assert!(err.contains("could not decide"), "{err}");
    assert!(!err.contains("too many"), "{err}");
    assert!(o.stdout.is_empty());
}

#[test]
fn an_impossible_puzzle_gets_its_count_then_an_obstacle() {
    let o = insanity(&["--obstacle-budget", "0", &data("insanity-random6-30-0.txt")]);
    assert_eq!(o.code, 0, "{}", o.stderr);
    let out = o.stdout.clone();
    let mut lines = out.lines();
    assert_eq!(lines.next(), Some("0 solutions (0 stacks)"));
    let ob = lines.next().unwrap();
    assert!(ob.starts_with("No stack works. Cubes 1, 2, 3,"), "{ob}");
    assert!(ob.contains("ran out of its budget"), "{ob}");
    let o = insanity(&[
        "--json",
        "--obstacle-budget",
        "0",
        &data("insanity-random6-30-0.txt"),
    ]);
    let v: serde_json::Value = serde_json::from_str(&o.stdout).unwrap();
    assert_eq!(v["solutions"], 0);
    assert_eq!(v["obstacle_status"], "cannot_stack");
    assert_eq!(v["obstacle_smallest"], false);
    assert_eq!(v["obstacle"].as_array().unwrap().len(), 30);
}

#[test]
fn a_counting_proof_gives_a_few_colours_obstacle() {
    // Three cubes in two colours; any two of them stack.
    let text = "A A B B A B\nA B A A B B\nB B A B A A\n";
    let path = std::env::temp_dir().join(format!("insanity-few-{}.txt", std::process::id()));
    std::fs::write(&path, text).unwrap();
    let o = insanity(&["--json", path.to_str().unwrap()]);
    std::fs::remove_file(&path).unwrap();
    let v: serde_json::Value = serde_json::from_str(&o.stdout).unwrap();
    assert_eq!(v["solutions"], 0);
    assert_eq!(v["obstacle_few_colours"], true);
    assert_eq!(v["obstacle_status"], "smallest");
    assert_eq!(v["obstacle"], serde_json::json!([1, 2, 3]));
}

#[test]
fn a_huge_limit_lists_a_bounded_number() {
    let text: String = (0..7)
        .map(|i| {
            (0..6)
                .map(|f| format!("c{}", 6 * i + f))
                .collect::<Vec<_>>()
                .join(" ")
                + "\n"
        })
        .collect();
    let path = std::env::temp_dir().join(format!("insanity-7x42-{}.txt", std::process::id()));
    std::fs::write(&path, text).unwrap();
    let o = insanity(&["--limit", "999999999", path.to_str().unwrap()]);
    std::fs::remove_file(&path).unwrap();
    assert_eq!(o.code, 0, "{}", o.stderr);
    let out = o.stdout.clone();
    assert!(
        out.starts_with("573308928 solutions (4586471424 stacks)\n"),
        "{}",
        &out[..80]
    );
    assert!(
        out.trim_end()
            .ends_with("(listed 10000 of 573308928 solutions; at most 10000 are listed)"),
        "{}",
        &out[out.len() - 200..]
    );
}
