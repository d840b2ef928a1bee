//! Counting independent parts apart (cubes sharing no colour with the rest), the counting
//! proofs that answer before any search, and the bounds on what is kept and searched.

use puzzlebox::insanity::{
    count_whole, counting_proof, solve, InsanityError, ObstacleStatus, Options, Puzzle, MAX_LISTED,
};
use puzzlebox::rng::Rng;

/// A puzzle of several parts, each with colours of its own: some parts repeat a few colours
/// (so they may have no solution), some give every face a colour of its own.
fn parted(rng: &mut Rng, n: usize) -> Puzzle {
    let mut names: Vec<[String; 6]> = Vec::new();
    let mut part = 0;
    while names.len() < n {
        let size = (1 + rng.below(3) as usize).min(n - names.len());
        let distinct = rng.below(3) == 0;
        let k = size + rng.below(3) as usize;
        for i in 0..size {
            names.push([0; 6].map(|_| ()).map(|_| {
                let c = if distinct {
                    format!("{i}-{}", rng.below(1 << 20))
                } else {
                    rng.below(k as u64).to_string()
                };
                format!("p{part}-{c}")
            }));
        }
        part += 1;
    }
    // Shuffle the cubes so that parts interleave.
    let mut order: Vec<usize> = (0..names.len()).collect();
    rng.shuffle(&mut order);
    let shuffled: Vec<[String; 6]> = order.iter().map(|&i| names[i].clone()).collect();
    Puzzle::from_names(&shuffled)
}

fn stacks_and_solutions(p: &Puzzle) -> (u128, u128) {
    let s = solve(
        p,
        &Options {
            max_listed: 0,
            explain: false,
            ..Options::default()
        },
    )
    .unwrap();
    (s.stacks.to_u128().unwrap(), s.solutions.to_u128().unwrap())
}

#[test]
fn parts_counted_apart_agree_with_one_search_of_the_whole() {
    let mut rng = Rng::new(7);
    let (mut zero, mut many) = (0, 0);
    for _ in 0..1000 {
        let n = 2 + rng.below(5) as usize;
        let p = parted(&mut rng, n);
        let whole = count_whole(&p, u64::MAX).unwrap();
        assert_eq!(stacks_and_solutions(&p), whole, "{p:?}");
        if whole.0 == 0 {
            zero += 1;
        } else {
            many += 1;
        }
    }
    assert!(zero > 50 && many > 50, "{zero} impossible, {many} solvable");
}

/// Counting proofs agree with one search of the whole, on puzzles with shared colours.
#[test]
fn counting_proofs_agree_with_the_search() {
    let mut rng = Rng::new(23);
    let mut fired = 0;
    for _ in 0..1000 {
        let n = 2 + rng.below(6) as usize;
        let k = 1 + rng.below(n as u64 + 2);
        let names: Vec<[String; 6]> = (0..n)
            .map(|_| [0; 6].map(|_| rng.below(k).to_string()))
            .collect();
        let p = Puzzle::from_names(&names);
        if let Some(cubes) = counting_proof(&p) {
            fired += 1;
            assert_eq!(count_whole(&p, u64::MAX).unwrap(), (0, 0), "{p:?}");
            assert_eq!(
                count_whole(&p.subset(&cubes), u64::MAX).unwrap(),
                (0, 0),
                "{p:?} {cubes:?}"
            );
        }
    }
    assert!(fired > 100, "the proofs fired only {fired} times");
}

/// Cubes whose faces all differ: every stack works and no symmetry but the identity fixes
/// one (no cube has a loop, no cube can show the same pair on both axes), so there are
/// 24^n stacks and 24^n / 8 solutions.
#[test]
fn all_different_cubes_count_in_closed_form() {
    for n in [1usize, 3, 10, 20, 27] {
        let names: Vec<[String; 6]> = (0..n)
            .map(|i| [0, 1, 2, 3, 4, 5].map(|f| format!("c{}", 6 * i + f)))
            .collect();
        let p = Puzzle::from_names(&names);
        let stacks = 24u128.pow(n as u32);
        assert_eq!(stacks_and_solutions(&p), (stacks, stacks / 8), "n = {n}");
    }
}

#[test]
fn fewer_colours_than_cubes_is_answered_by_a_proof() {
    // 64 cubes in 63 colours: no side can show 64 different colours.
    let mut rng = Rng::new(5);
    let names: Vec<[String; 6]> = (0..64)
        .map(|_| [0; 6].map(|_| rng.below(63).to_string()))
        .collect();
    let p = Puzzle::from_names(&names);
    let cubes = counting_proof(&p).expect("a proof");
    assert!(cubes.len() <= 64);
    let s = solve(&p, &Options::default()).unwrap();
    assert_eq!(s.solutions, 0);
    let ob = s.obstacle.unwrap();
    assert!(!ob.cubes.is_empty());
}

#[test]
fn an_obstacle_out_of_budget_says_so() {
    // A 10-cube puzzle with no solution that the counting bound does not see on all cubes.
    let mut rng = Rng::new(3);
    for _ in 0..200 {
        let names: Vec<[String; 6]> = (0..10)
            .map(|_| [0; 6].map(|_| rng.below(10).to_string()))
            .collect();
        let p = Puzzle::from_names(&names);
        if counting_proof(&p).is_some() || count_whole(&p, u64::MAX).unwrap().0 > 0 {
            continue;
        }
        let ob = puzzlebox::insanity::explain_impossible(&p, 0);
        assert_eq!(ob.status, ObstacleStatus::CannotStack);
        assert_eq!(ob.cubes, (0..10).collect::<Vec<_>>());
        let full = puzzlebox::insanity::explain_impossible(&p, u64::MAX);
        assert_ne!(full.status, ObstacleStatus::CannotStack);
        return;
    }
    panic!("no puzzle that only the search refutes");
}

#[test]
fn the_list_is_capped_whatever_the_limit() {
    let names: Vec<[String; 6]> = (0..7)
        .map(|i| [0, 1, 2, 3, 4, 5].map(|f| format!("c{}", 6 * i + f)))
        .collect();
    let p = Puzzle::from_names(&names);
    let s = solve(
        &p,
        &Options {
            max_listed: 999_999_999,
            ..Options::default()
        },
    )
    .unwrap();
    assert_eq!(s.list.len(), MAX_LISTED);
    assert!(s.truncated);
    assert_eq!(s.stacks, 24u128.pow(7));
}

#[test]
fn a_search_that_gives_up_says_whether_it_found_any() {
    let mut rng = Rng::new(3);
    let tiny = Options {
        max_nodes: 3,
        ..Options::default()
    };
    // Many solutions: the give-up counts what it found.
    let names: Vec<[String; 6]> = (0..6)
        .map(|_| [0; 6].map(|_| rng.below(9).to_string()))
        .collect();
    let p = Puzzle::from_names(&names);
    if let Err(e) = solve(&p, &tiny) {
        assert!(matches!(e, InsanityError::TooHard { .. }), "{e}");
    }
    // No solution, and no counting proof: giving up must not claim there are many.
    for _ in 0..500 {
        let names: Vec<[String; 6]> = (0..12)
            .map(|_| [0; 6].map(|_| rng.below(12).to_string()))
            .collect();
        let p = Puzzle::from_names(&names);
        if counting_proof(&p).is_some() || count_whole(&p, u64::MAX).unwrap().0 > 0 {
            continue;
        }
        match solve(&p, &tiny) {
            Err(e @ InsanityError::TooHard { found: 0, .. }) => {
                let text = e.to_string();
                assert!(text.contains("could not decide"), "{text}");
                assert!(!text.contains("too many"), "{text}");
                return;
            }
            other => panic!("expected a give-up, got {other:?}"),
        }
    }
    panic!("no puzzle that only the search refutes");
}
