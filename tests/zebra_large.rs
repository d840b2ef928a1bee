//! Grids wider than 16 positions, where the SAT encoding states "exactly one" with a
//! sequential counter instead of a clause per pair: solution counts known by construction,
//! and the biggest grid the parser accepts stays fast and small.

use puzzlebox::zebra::{analyse, Puzzle, Status};

/// `n` positions, one attribute `a` with values a0.., plus the given clue lines.
fn one_attribute(n: usize, clues: &[String]) -> Puzzle {
    let values: Vec<String> = (0..n).map(|v| format!("a{v}")).collect();
    let text = format!(
        "positions: {n}\na: {}\n{}\n",
        values.join(", "),
        clues.join("\n")
    );
    Puzzle::parse(&text).expect("puzzle parses")
}

fn chain(len: usize) -> Vec<String> {
    (0..len - 1)
        .map(|i| format!("a{i} is left of a{}", i + 1))
        .collect()
}

#[test]
fn a_chain_of_seventeen_and_one_free_value_has_eighteen_solutions() {
    // a0 < a1 < … < a16 fill 17 of the 18 places in order; a17 takes any one of them.
    let p = one_attribute(18, &chain(17));
    let a = analyse(&p);
    assert_eq!((a.status.clone(), a.count), (Status::Multiple, 18));
    for sol in &a.solutions {
        assert!(p.check(sol));
    }
    assert_ne!(a.solutions[0], a.solutions[1]);
}

#[test]
fn a_chain_of_sixteen_and_two_free_values_has_306_solutions() {
    // Two free values take 2 of 18 places in order: 18 * 17.
    let p = one_attribute(18, &chain(16));
    assert_eq!(analyse(&p).count, 306);
}

#[test]
fn a_long_chain_with_its_ends_fixed_is_unique() {
    let mut clues = chain(20);
    clues.push("a19 is in 20".to_string());
    let p = one_attribute(20, &clues);
    let a = analyse(&p);
    assert_eq!(a.status, Status::Unique);
    assert!((0..20).all(|v| a.solutions[0][v] == v));
}

#[test]
fn a_64_by_64_grid_with_few_clues_counts_to_the_limit() {
    let n = 64;
    let mut text = format!("positions: {n}\n");
    for a in 0..n {
        let values: Vec<String> = (0..n).map(|v| format!("v{a}_{v}")).collect();
        text += &format!("attr{a}: {}\n", values.join(", "));
    }
    text += "v0_0 is in 1\nv0_1 is v1_1\nv2_3 is left of v3_4\nv5_5 is not next to v6_6\n";
    let p = Puzzle::parse(&text).expect("puzzle parses");
    let a = analyse(&p);
    assert_eq!((a.status.clone(), a.count), (Status::Multiple, 1000));
    for sol in &a.solutions {
        assert!(p.check(sol));
    }
    assert_ne!(a.solutions[0], a.solutions[1]);
}
