//! Instant Insanity with many colours (random n cubes in 2n colours, the family of
//! `benches/insanity_colours.rs`): such puzzles have billions of solutions, each a node of the
//! count, so the default node budget must end their count within seconds: with an exact count,
//! or with an honest "there are solutions (at least N)" whose N is never more than the exact
//! count a larger budget finds; and the exact counts of smaller many-colour puzzles agree with
//! a second method written here, the halves enumerated separately and paired. Node counts
//! and answers only, never wall-clock time.

use puzzlebox::insanity::{solve, Count, InsanityError, Options, Puzzle};
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

/// The opposite pairs of a cube, each as a sorted colour pair.
fn pairs(cube: &[u16; 6]) -> [[u16; 2]; 3] {
    [0, 1, 2].map(|k| {
        let (a, b) = (cube[2 * k], cube[2 * k + 1]);
        [a.min(b), a.max(b)]
    })
}

/// Every half (one opposite pair per cube, no colour on more than two faces of the chosen
/// pairs), with its number of components that are not a loop (a pair of one colour twice).
fn halves(cubes: &[[u16; 6]], k: usize) -> Vec<(Vec<u8>, u32)> {
    fn go(
        cubes: &[[u16; 6]],
        degree: &mut Vec<u8>,
        pick: &mut Vec<u8>,
        out: &mut Vec<(Vec<u8>, u32)>,
    ) {
        let j = pick.len();
        if j == cubes.len() {
            // Components by union-find over the colours the non-loop pairs touch.
            let mut parent: Vec<usize> = (0..degree.len()).collect();
            fn root(p: &mut [usize], mut c: usize) -> usize {
                while p[c] != c {
                    c = p[c];
                }
                c
            }
            let mut touched = vec![false; degree.len()];
            let mut joins = 0;
            for (i, &q) in pick.iter().enumerate() {
                let [a, b] = pairs(&cubes[i])[q as usize].map(usize::from);
                if a == b {
                    continue;
                }
                touched[a] = true;
                touched[b] = true;
                let (ra, rb) = (root(&mut parent, a), root(&mut parent, b));
                if ra != rb {
                    parent[ra] = rb;
                    joins += 1;
                }
            }
            let vertices = touched.iter().filter(|&&t| t).count();
            out.push((pick.clone(), (vertices - joins) as u32));
            return;
        }
        for q in 0..3u8 {
            let [a, b] = pairs(&cubes[j])[q as usize].map(usize::from);
            degree[a] += 1;
            degree[b] += 1;
            if degree[a] <= 2 && degree[b] <= 2 {
                pick.push(q);
                go(cubes, degree, pick, out);
                pick.pop();
            }
            degree[a] -= 1;
            degree[b] -= 1;
        }
    }
    let mut out = Vec::new();
    go(cubes, &mut vec![0; k], &mut Vec::new(), &mut out);
    out
}

/// Visibly different stacks by the second method, for cubes whose three pairs are different
/// colour sets (so different pair choices always look different): every ordered pair of
/// halves that never give one cube the same pair on both axes, each walked in 2^c ways per
/// axis (c its non-loop components).
fn stacks_by_halves(cubes: &[[u16; 6]], k: usize) -> u128 {
    let all = halves(cubes, k);
    let mut total = 0u128;
    for (h1, c1) in &all {
        for (h2, c2) in &all {
            if h1.iter().zip(h2).all(|(a, b)| a != b) {
                total += 1u128 << (c1 + c2);
            }
        }
    }
    total
}

/// Random 7 to 10 cubes in 2n colours (redrawn until each cube's pairs differ), counted by
/// the solver and by the halves enumerated apart: the same number of stacks.
#[test]
fn many_colour_counts_agree_with_the_halves_enumerated_apart() {
    let mut rng = Rng::new(39);
    let (mut checked, mut solvable) = (0, 0);
    while checked < 12 {
        let n = 7 + rng.below(4) as usize;
        let k = 2 * n;
        let cubes: Vec<[u16; 6]> = (0..n)
            .map(|_| loop {
                let c = [0; 6].map(|_| rng.below(k as u64) as u16);
                let p = pairs(&c);
                if p[0] != p[1] && p[1] != p[2] && p[0] != p[2] {
                    break c;
                }
            })
            .collect();
        let names: Vec<[String; 6]> = cubes.iter().map(|c| c.map(|x| format!("c{x}"))).collect();
        let solved = solve(&Puzzle::from_names(&names), &quiet(50_000_000)).expect("counted");
        assert_eq!(
            solved.stacks,
            Count::from(stacks_by_halves(&cubes, k)),
            "{cubes:?}"
        );
        checked += 1;
        solvable += usize::from(!solved.stacks.is_zero());
    }
    // Most such puzzles have stacks, so the two methods are compared on real numbers.
    assert!(solvable >= 6, "{solvable} of {checked}");
}
