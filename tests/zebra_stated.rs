//! Explanations of big grids whose clues state every value (the shape of
//! scripts/zebra-stated.py's puzzles): a 64x64 one is explained with every step citing the
//! fewest facts it needs, within the work allowed for that; and where that work runs out,
//! the explanation still holds, cites more facts, and says so.

use puzzlebox::rng::Rng;
use puzzlebox::zebra::{
    apply, explanation, open_grid, ExplainOptions, Explanation, Puzzle, EINSTEIN,
};

/// An `n`x`n` puzzle with a shuffled solution. `linked` false: every value is stated by
/// position. `linked` true: the first attribute's values are stated by position, every other
/// value as the first attribute's value in its position.
fn stated(n: usize, linked: bool, seed: u64) -> String {
    let mut rng = Rng::new(seed);
    let mut where_ = vec![];
    for _ in 0..n {
        let mut p: Vec<usize> = (0..n).collect();
        for k in (1..n).rev() {
            p.swap(k, rng.below(k as u64 + 1) as usize);
        }
        where_.push(p);
    }
    let mut first_at = vec![0; n];
    for (v, &p) in where_[0].iter().enumerate() {
        first_at[p] = v;
    }
    let mut out = format!("positions: {n}\n");
    for a in 1..=n {
        let values: Vec<String> = (1..=n).map(|v| format!("a{a}_v{v}")).collect();
        out += &format!("a{a}: {}\n", values.join(", "));
    }
    for (a, row) in where_.iter().enumerate() {
        for (v, &p) in row.iter().enumerate() {
            if !linked || a == 0 {
                out += &format!("a{}_v{} is in {}\n", a + 1, v + 1, p + 1);
            } else {
                out += &format!("a{}_v{} is a1_v{}\n", a + 1, v + 1, first_at[p] + 1);
            }
        }
    }
    out
}

/// Replays the explanation: every fact a step cites is on the grid before it, and the last
/// step leaves the grid solved. The number of facts cited in all.
fn replay(p: &Puzzle, e: &Explanation) -> usize {
    let n = p.n();
    let mut st = open_grid(p);
    let mut cited = 0;
    for (k, step) in e.steps.iter().enumerate() {
        for u in &step.uses {
            assert!(
                u.fact.shown(&st, n),
                "step {k} cites {:?}, not shown",
                u.fact
            );
        }
        cited += step.uses.len();
        apply(p, &mut st, step);
    }
    assert!(st.is_solved(), "the steps solve the puzzle");
    cited
}

#[test]
fn a_64x64_grid_that_states_every_value_cites_the_fewest_facts_within_the_work_allowed() {
    for linked in [false, true] {
        let p = Puzzle::parse(&stated(64, linked, 7)).expect("the stated puzzle parses");
        let opts = ExplainOptions::default();
        let e = explanation(&p, opts, &mut |_| {});
        assert!(!e.steps.is_empty(), "a unique solution is explained");
        assert!(e.smallest, "linked {linked}: the work ran out");
        assert!(e.minimise_spent < opts.minimise_work);
        replay(&p, &e);
    }
}

#[test]
fn an_explanation_whose_minimising_runs_out_still_holds_and_says_so() {
    let p = Puzzle::parse(EINSTEIN).expect("Einstein parses");
    let full = explanation(&p, ExplainOptions::default(), &mut |_| {});
    assert!(full.smallest);
    let opts = ExplainOptions {
        minimise_work: 20,
        ..ExplainOptions::default()
    };
    let cut = explanation(&p, opts, &mut |_| {});
    assert!(
        !cut.smallest,
        "20 facts' work is not enough for Einstein's riddle"
    );
    assert!(cut.minimise_spent <= 20);
    let (cited_full, cited_cut) = (replay(&p, &full), replay(&p, &cut));
    assert!(
        cited_cut > cited_full,
        "unminimised steps cite more facts: {cited_cut} vs {cited_full}"
    );
}

#[test]
fn the_command_line_says_when_facts_were_not_reduced() {
    // The default work suffices for every stored puzzle; the flag is there and true.
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_puzzlebox"))
        .args(["zebra", "--explain", "--json"])
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .spawn()
        .and_then(|mut child| {
            use std::io::Write;
            child.stdin.take().unwrap().write_all(EINSTEIN.as_bytes())?;
            child.wait_with_output()
        })
        .expect("puzzlebox runs");
    let json: serde_json::Value = serde_json::from_slice(&out.stdout).expect("JSON");
    assert_eq!(json["explanation_smallest"], serde_json::Value::Bool(true));
}
