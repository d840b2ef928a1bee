//! Instant Insanity with many colours (random n cubes in 2n colours, the family of
//! `benches/insanity_colours.rs`): such puzzles have billions of solutions, each a node of the
//! count, so the default node budget must end their count within seconds: with an exact count,
//! or with an honest "there are solutions (at least N)" whose N is never more than the exact
//! count a larger budget finds. Node counts and answers only, never wall-clock time.

use puzzlebox::insanity::{solve, InsanityError, Options, Puzzle};
use puzzlebox::rng::Rng;

/// n cubes whose faces are uniformly random among k colours (as the benchmark makes them).
fn random(n: usize, k: usize, seed: u64) -> Puzzle {
    let mut rng = Rng::new(seed);
    let names: Vec<[String; 6]> = (0..n)
        .map(|_| [0; 6].map(|_| format!("c{}", rng.below(k as u64))))
        .collect();
    Puzzle::from_names(&names)
}

fn quiet(max_nodes: u64) -> Options {
    Options {
        max_listed: 0,
        explain: false,
        max_nodes,
        ..Options::default()
    }
}

/// The most nodes a default-budget answer may cost: a count, plus the first probing run of
/// the count and the estimate (`walk.rs`), each bounded by the budget.
fn ceiling() -> u64 {
    2 * Options::default().max_nodes
}

/// 16 cubes in 32 colours (seed 3) have 11,494,888,972 solutions, counted in 6.3 million
/// nodes: past the default budget, so the default gives up, says there are solutions, and
/// claims no more than the exact count a budget four times larger finds.
#[test]
fn a_count_past_the_default_budget_gives_up_with_a_true_lower_bound() {
    let p = random(16, 32, 3);
    let exact = solve(&p, &quiet(4 * Options::default().max_nodes)).expect("counted");
    assert!(
        exact.nodes > Options::default().max_nodes,
        "{}",
        exact.nodes
    );
    match solve(&p, &quiet(Options::default().max_nodes)) {
        Err(InsanityError::TooHard { nodes, found, .. }) => {
            assert!(nodes <= ceiling(), "{nodes}");
            assert!(found > 0, "it found solutions before it gave up");
            assert!(
                exact.solutions >= found.into(),
                "{found} > {}",
                exact.solutions
            );
        }
        other => panic!("expected a give-up within the default budget, got {other:?}"),
    }
}

/// Every give-up along the way is a true lower bound: smaller budgets for the 14 cubes in 28
/// colours (seed 2) that a larger budget counts exactly.
#[test]
fn lower_bounds_never_exceed_the_exact_count() {
    let p = random(14, 28, 2);
    let exact = solve(&p, &quiet(4 * Options::default().max_nodes)).expect("counted");
    assert!(!exact.solutions.is_zero());
    for budget in [1_000, 100_000, 600_000, 2_000_000] {
        match solve(&p, &quiet(budget)) {
            Err(InsanityError::TooHard { found, nodes, .. }) => {
                assert!(nodes <= 2 * budget + 1, "{budget}: {nodes}");
                assert!(exact.solutions >= found.into(), "{budget}: {found}");
            }
            Ok(s) => assert_eq!(s.solutions, exact.solutions, "{budget}"),
            Err(e) => panic!("{budget}: {e}"),
        }
    }
}

/// Every family the benchmark runs ends within the default budget, with a count or a give-up
/// that says whether there are solutions.
#[test]
fn every_family_ends_within_the_default_budget() {
    for (n, k, seed) in [
        (14, 28, 1),
        (16, 32, 2),
        (20, 40, 3),
        (32, 64, 1),
        (64, 128, 1),
    ] {
        match solve(&random(n, k, seed), &quiet(Options::default().max_nodes)) {
            Ok(s) => assert!(s.nodes <= ceiling(), "{n}/{k}/{seed}: {}", s.nodes),
            Err(InsanityError::TooHard { nodes, .. }) => {
                assert!(nodes <= ceiling(), "{n}/{k}/{seed}: {nodes}")
            }
            Err(e) => panic!("{n}/{k}/{seed}: {e}"),
        }
    }
}
