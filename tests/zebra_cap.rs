//! The cap on an explanation's steps (`ExplainOptions::max_steps`), which bounds its memory:
//! an explanation that reaches it stops there and says so, and the steps it kept are the
//! first steps of the whole explanation (no step is made up to end it, no search step is
//! added past it), so it claims nothing the whole would not.

use puzzlebox::zebra::{answer_within, apply, explanation, open_grid, ExplainOptions, Puzzle};

const HARD_8X8: &str = include_str!("../benches/data/zebra-8x8-9.txt");

fn capped(max_steps: usize) -> ExplainOptions {
    ExplainOptions {
        max_steps,
        ..ExplainOptions::default()
    }
}

#[test]
fn a_capped_explanation_is_the_first_steps_of_the_whole_and_says_it_stopped() {
    let p = Puzzle::parse(HARD_8X8).expect("stored puzzles parse");
    let full = explanation(&p, ExplainOptions::default(), &mut |_| {});
    assert!(
        !full.stopped,
        "the default cap is far above a stored puzzle's steps"
    );
    let total = full.steps.len();
    // The search step (8x8 #9 needs one) comes after the first run of rules stalls: caps
    // before, at and after it, and at the very end.
    let search = full
        .steps
        .iter()
        .position(|s| s.deduction.kind() == "search")
        .expect("8x8 #9 needs a search step");
    for cap in [0, 1, 5, search, search + 1, search + 40, total - 1, total] {
        let e = explanation(&p, capped(cap), &mut |_| {});
        let n = e.steps.len();
        assert!(
            n >= cap.min(total),
            "cap {cap}: stopped early, after {n} steps"
        );
        assert!(
            n <= total,
            "cap {cap}: {n} steps, more than the whole's {total}"
        );
        assert!(
            e.steps.iter().zip(&full.steps).all(|(a, b)| a == b),
            "cap {cap}: the steps kept are not the first steps of the whole"
        );
        let mut st = open_grid(&p);
        for s in &e.steps {
            apply(&p, &mut st, s);
        }
        assert_eq!(
            e.stopped,
            !st.is_solved(),
            "cap {cap}: says it stopped exactly when its steps fall short"
        );
        assert_eq!(e.stopped, n < total, "cap {cap}: {n} of {total} steps");
    }
}

#[test]
fn the_answer_and_the_command_line_say_the_explanation_stopped() {
    let p = Puzzle::parse(HARD_8X8).expect("stored puzzles parse");
    let a = answer_within(&p, true, capped(5), &mut |_, _| {});
    assert!(a.stopped && a.steps.len() < 20);
    let report = a.report(&p);
    assert!(report.explanation_stopped);
    let said = format!("stopped after {} steps", a.steps.len());
    assert!(report.detail.contains(&said), "{}", report.detail);
    assert!(!report.detail.contains("Explained in"), "{}", report.detail);
    let whole = answer_within(&p, true, ExplainOptions::default(), &mut |_, _| {});
    assert!(!whole.stopped && !whole.report(&p).explanation_stopped);

    let run = |args: &[&str]| {
        let out = std::process::Command::new(env!("CARGO_BIN_EXE_puzzlebox"))
            .args(["zebra", "--explain"])
            .args(args)
            .arg("benches/data/zebra-8x8-9.txt")
            .output()
            .expect("puzzlebox runs");
        assert!(out.status.success(), "{args:?}: {out:?}");
        String::from_utf8(out.stdout).expect("UTF-8")
    };
    for args in [&["--max-steps", "5"][..], &["--all", "--max-steps", "5"]] {
        let text = run(args);
        assert!(
            text.contains("Explanation too long: stopped after"),
            "{args:?}: {text}"
        );
    }
    let json: serde_json::Value =
        serde_json::from_str(&run(&["--json", "--max-steps", "5"])).expect("JSON");
    assert_eq!(json["explanation_stopped"], serde_json::Value::Bool(true));
    let json: serde_json::Value = serde_json::from_str(&run(&["--json"])).expect("JSON");
    assert!(
        json.get("explanation_stopped").is_none(),
        "written only when true"
    );
}
