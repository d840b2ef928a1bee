//! `puzzlebox pocket` as a user runs it: the built binary, its stdout, stderr and exit status.
//! Answers are checked with the independent sticker model in tests/support/stickers.rs.

#[path = "support/cli.rs"]
mod cli;
#[path = "support/stickers.rs"]
mod sim;

use cli::Run;
use puzzlebox::pocket::{distance, prepare, solve_all, Cube, Metric};
use puzzlebox::rng::Rng;
use sim::*;

/// `puzzlebox pocket ARGS`, with `stdin` fed in when given.
fn pocket(args: &[&str], stdin: Option<&str>) -> Run {
    cli::command("pocket", args, stdin.unwrap_or(""))
}

/// Standard output of a run that succeeded quietly.
fn ok_stdout(out: &Run) -> String {
    assert_eq!(out.code, 0, "stderr {}", out.stderr);
    assert!(out.stderr.is_empty(), "{}", out.stderr);
    out.stdout.clone()
}

fn states(n: usize, seed: u64) -> Vec<State> {
    let sim = Sim::new();
    let moves = all_moves();
    let mut rng = Rng::new(seed);
    (0..n)
        .map(|_| {
            let scramble: Vec<Mv> = (0..25).map(|_| moves[rng.below(9) as usize]).collect();
            sim.run(&solved(), &scramble)
        })
        .collect()
}

const ALLOWED: [&str; 9] = ["R", "R'", "R2", "U", "U'", "U2", "F", "F'", "F2"];

/// One line of moves from the nine allowed, single spaces, that solves `state` optimally.
fn check_answer(line: &str, state: &State, metric: Metric) -> Vec<Mv> {
    assert!(!line.contains('\n'));
    if !line.is_empty() {
        assert!(
            line.split(' ').all(|t| ALLOWED.contains(&t)),
            "not single-spaced allowed moves: {line:?}"
        );
    }
    let moves = parse_text(line);
    assert!(is_solved(&Sim::new().run(state, &moves)), "{line}");
    let cube = Cube::parse(&to_text(state)).unwrap();
    assert_eq!(
        length(&moves, metric == Metric::Qtm),
        distance(&cube, metric),
        "{line} is not optimal"
    );
    moves
}

#[test]
fn plain_output_is_one_line_of_moves_that_solves_optimally() {
    for state in states(6, 1) {
        let out = ok_stdout(&pocket(&[&to_text(&state)], None));
        let line = out.strip_suffix('\n').expect("ends with a newline");
        check_answer(line, &state, Metric::Htm);
    }
}

#[test]
fn solved_cube_prints_an_empty_line() {
    let out = ok_stdout(&pocket(&[&to_text(&solved())], None));
    assert_eq!(out, "\n");
}

#[test]
fn stdin_works_including_a_pasted_net() {
    for state in states(3, 2) {
        let text = to_text(&state);
        let c: Vec<char> = text.chars().collect();
        let net = format!(
            "      {} {}\n      {} {}\n{} {}   {} {}   {} {}   {} {}\n{} {}   {} {}   {} {}   {} {}\n      {} {}\n      {} {}\n",
            c[0], c[1], c[2], c[3], c[4], c[5], c[6], c[7], c[8], c[9], c[10], c[11], c[12],
            c[13], c[14], c[15], c[16], c[17], c[18], c[19], c[20], c[21], c[22], c[23]
        );
        let from_arg = ok_stdout(&pocket(&[&text], None));
        let from_stdin = ok_stdout(&pocket(&[], Some(&format!("{text}\n"))));
        let from_net = ok_stdout(&pocket(&[], Some(&net)));
        assert_eq!(from_stdin, from_arg);
        assert_eq!(from_net, from_arg, "net:\n{net}");
        check_answer(from_net.trim_end_matches('\n'), &state, Metric::Htm);
    }
}

#[test]
fn quarter_turn_metric() {
    for state in states(4, 3) {
        let out = ok_stdout(&pocket(&[&to_text(&state), "--metric", "qtm"], None));
        check_answer(out.trim_end_matches('\n'), &state, Metric::Qtm);
    }
}

#[test]
fn all_lists_every_optimal_solution_sorted_one_per_line() {
    prepare(Metric::Htm);
    prepare(Metric::Qtm);
    for state in states(3, 4) {
        let text = to_text(&state);
        for (metric, name) in [(Metric::Htm, "htm"), (Metric::Qtm, "qtm")] {
            let out = ok_stdout(&pocket(&[&text, "--all", "--metric", name], None));
            let lines: Vec<&str> = out.lines().collect();
            assert!(!lines.is_empty());
            for line in &lines {
                check_answer(line, &state, metric);
            }
            let mut sorted = lines.clone();
            sorted.sort();
            sorted.dedup();
            assert_eq!(lines, sorted, "sorted and distinct");
            assert_eq!(
                lines.len(),
                solve_all(&Cube::parse(&text).unwrap(), metric).len()
            );
        }
    }
}

#[test]
fn json_output() {
    for state in states(3, 5) {
        let text = to_text(&state);
        for name in ["htm", "qtm"] {
            let metric = if name == "qtm" {
                Metric::Qtm
            } else {
                Metric::Htm
            };
            let out = ok_stdout(&pocket(&[&text, "--json", "--metric", name], None));
            let v: serde_json::Value = serde_json::from_str(&out).unwrap();
            let obj = v.as_object().unwrap();
            let mut keys: Vec<&str> = obj.keys().map(String::as_str).collect();
            keys.sort();
            assert_eq!(keys, ["length", "metric", "moves", "summary"]);
            let moves = check_answer(obj["moves"].as_str().unwrap(), &state, metric);
            assert_eq!(
                obj["length"].as_u64().unwrap() as usize,
                length(&moves, name == "qtm")
            );
            assert_eq!(obj["metric"], name);
            // The sentence the page shows names the same length in the metric's unit.
            let n = length(&moves, name == "qtm");
            let unit = if name == "qtm" {
                "quarter turn"
            } else {
                "move"
            };
            let plural = if n == 1 { "" } else { "s" };
            assert_eq!(obj["summary"], format!("Optimal: {n} {unit}{plural}."));

            let out = ok_stdout(&pocket(&[&text, "--json", "--all", "--metric", name], None));
            let v: serde_json::Value = serde_json::from_str(&out).unwrap();
            let listed: Vec<&str> = v["solutions"]
                .as_array()
                .unwrap()
                .iter()
                .map(|s| s.as_str().unwrap())
                .collect();
            assert_eq!(v["metric"], name);
            let d = distance(&Cube::parse(&text).unwrap(), metric);
            assert_eq!(v["length"].as_u64(), Some(d as u64));
            let plain = ok_stdout(&pocket(&[&text, "--all", "--metric", name], None));
            assert_eq!(listed, plain.lines().collect::<Vec<_>>());
        }
    }
}

#[test]
fn scramble_with_seed_is_legal_reproducible_and_made_by_its_moves() {
    let mut outputs = Vec::new();
    for seed in ["0", "1", "42", "18446744073709551615"] {
        let out = ok_stdout(&pocket(&["--scramble", "--seed", seed], None));
        assert_eq!(
            out,
            ok_stdout(&pocket(&["--scramble", "--seed", seed], None))
        );
        let lines: Vec<&str> = out.lines().collect();
        assert_eq!(lines.len(), 2, "{out:?}");
        let facelets = lines[0];
        assert_eq!(facelets.len(), 24);
        Cube::parse(facelets).unwrap_or_else(|e| panic!("{facelets}: {e}"));
        let made = Sim::new().run(&solved(), &parse_text(lines[1]));
        assert_eq!(to_text(&made), facelets, "moves {:?}", lines[1]);

        let json = ok_stdout(&pocket(&["--scramble", "--seed", seed, "--json"], None));
        let v: serde_json::Value = serde_json::from_str(&json).unwrap();
        assert_eq!(v["facelets"], facelets);
        assert_eq!(v["moves"], lines[1]);
        outputs.push(out);
    }
    outputs.sort();
    outputs.dedup();
    assert!(
        outputs.len() > 1,
        "different seeds should give different scrambles"
    );
}

#[test]
fn bad_input_exits_2_with_a_message_on_stderr_only() {
    let solved_text = to_text(&solved());
    let mut twisted: Vec<char> = solved_text.chars().collect();
    (twisted[3], twisted[8], twisted[7]) = (twisted[7], twisted[3], twisted[8]);
    let twisted: String = twisted.into_iter().collect();
    let cases: Vec<(Vec<&str>, Option<&str>)> = vec![
        (vec!["UUUU"], None),
        (vec![&twisted], None),
        (vec!["UUUULLFFRRBBLLFFRRBBDDDZ"], None),
        (vec![], Some("not a cube\n")),
        (vec![], Some("")),
        (vec![&solved_text, "--metric", "ftm"], None),
        (vec![&solved_text, "--seed", "3"], None),
    ];
    for (args, stdin) in cases {
        let out = pocket(&args, stdin);
        let err = &out.stderr;
        assert_eq!(out.code, 2, "{args:?}: {err}");
        assert!(out.stdout.is_empty(), "{args:?} printed on stdout");
        assert!(!err.trim().is_empty(), "{args:?}: no message");
    }
    let out = pocket(&[&twisted], None);
    let err = &out.stderr;
    assert!(err.starts_with("puzzlebox: "), "{err}");
    assert!(
        err.contains("corner UFR (up face bottom-right, right face top-left, front face top-right) is twisted"),
        "{err}"
    );
}

#[test]
fn an_unknown_metric_is_refused_with_the_names_it_takes() {
    let text = to_text(&states(1, 6)[0]);
    for name in ["ftm", "QTM", "", "half"] {
        let out = pocket(&[&text, "--metric", name], None);
        let err = &out.stderr;
        assert_eq!(out.code, 2, "{name:?}: {err}");
        assert!(out.stdout.is_empty(), "{name:?} printed on stdout");
        assert!(
            err.contains("[possible values: htm, qtm]"),
            "{name:?}: {err}"
        );
        assert!(
            name.is_empty() || err.contains(&format!("'{name}'")),
            "{err}"
        );
    }
}

/// The exact text of `--json`: keys sorted, one line, no spaces. The cubes are one known turn
/// from solved, so the answers follow from the turn itself.
#[test]
fn json_text_is_exactly_one_sorted_line() {
    let r2 = to_text(&Sim::new().run(&solved(), &parse_text("R2")));
    let cases: [(&[&str], &str); 6] = [
        (
            &["--json"],
            r#"{"length":1,"metric":"htm","moves":"R2","summary":"Optimal: 1 move."}"#,
        ),
        (
            &["--json", "--metric", "qtm"],
            r#"{"length":2,"metric":"qtm","moves":"R2","summary":"Optimal: 2 quarter turns."}"#,
        ),
        (
            &["--json", "--all"],
            r#"{"length":1,"metric":"htm","solutions":["R2"],"solutions_heading":"1 optimal solution:","summary":"Optimal: 1 move."}"#,
        ),
        (
            &["--json", "--all", "--metric", "qtm"],
            r#"{"length":2,"metric":"qtm","solutions":["R2"],"solutions_heading":"1 optimal solution:","summary":"Optimal: 2 quarter turns."}"#,
        ),
        (
            &["--json"],
            r#"{"length":0,"metric":"htm","moves":"","summary":"Already solved."}"#,
        ),
        (
            &["--json", "--all"],
            r#"{"length":0,"metric":"htm","solutions":[""],"solutions_heading":"1 optimal solution:","summary":"Already solved."}"#,
        ),
    ];
    let solved_text = to_text(&solved());
    for (k, (flags, expected)) in cases.iter().enumerate() {
        let cube = if k < 4 { &r2 } else { &solved_text };
        let mut args = vec![cube.as_str()];
        args.extend_from_slice(flags);
        assert_eq!(
            ok_stdout(&pocket(&args, None)),
            format!("{expected}\n"),
            "{args:?}"
        );
    }
    let plain = ok_stdout(&pocket(&["--scramble", "--seed", "5"], None));
    let (facelets, moves) = plain.trim_end().split_once('\n').expect("two lines");
    assert_eq!(
        ok_stdout(&pocket(&["--scramble", "--seed", "5", "--json"], None)),
        format!("{{\"facelets\":\"{facelets}\",\"moves\":\"{moves}\"}}\n")
    );
}
