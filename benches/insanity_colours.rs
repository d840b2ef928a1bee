//! Instant Insanity with many colours: random puzzles of n cubes in 2n colours (every face
//! uniformly random, fixed seeds), the family where solutions run into the billions and a
//! count can outlast any patience, and of 32 cubes in 36 colours and 64 in 80. Prints, per case, the answer (a count, "none", or the
//! search gave up), the search nodes it cost and the wall time, so a change to the search or
//! to the default node budget can be measured before and after.
//!
//!   cargo bench --bench insanity_colours                   # every case, default budget
//!   BUDGET=1000000 cargo bench --bench insanity_colours    # another node budget
//!   cargo bench --bench insanity_colours -- 16/32/2        # chosen cases (n/colours/seed)
//!
//! Not a criterion benchmark: one run per case is the figure wanted, and a case may take
//! minutes on a build whose budget is too large.

use puzzlebox::insanity::{solve, InsanityError, Options, Puzzle};
use puzzlebox::rng::Rng;
use std::time::Instant;

/// The families: (cubes, colours). n in 2n colours have billions of solutions to count; 32
/// in 36 and 64 in 80 are close to impossible, where the search itself is what costs.
const FAMILIES: [(usize, usize); 8] = [
    (14, 28),
    (16, 32),
    (20, 40),
    (24, 48),
    (32, 64),
    (64, 128),
    (32, 36),
    (64, 80),
];
const SEEDS: [u64; 4] = [1, 2, 3, 4];

/// n cubes whose faces are uniformly random among k colours.
fn random(n: usize, k: usize, seed: u64) -> Puzzle {
    let mut rng = Rng::new(seed);
    let names: Vec<[String; 6]> = (0..n)
        .map(|_| [0; 6].map(|_| format!("c{}", rng.below(k as u64))))
        .collect();
    Puzzle::from_names(&names)
}

fn main() {
    let chosen: Vec<String> = std::env::args()
        .skip(1)
        .filter(|a| !a.starts_with('-'))
        .collect();
    let mut options = Options {
        max_listed: 0,
        explain: false,
        ..Options::default()
    };
    if let Some(b) = std::env::var("BUDGET").ok().and_then(|b| b.parse().ok()) {
        options.max_nodes = b;
    }
    println!("node budget {}", options.max_nodes);
    println!("{:<12} {:>12} {:>9}  answer", "case", "nodes", "seconds");
    for (n, k) in FAMILIES {
        for seed in SEEDS {
            let name = format!("{n}/{k}/{seed}");
            if !chosen.is_empty() && !chosen.contains(&name) {
                continue;
            }
            let puzzle = random(n, k, seed);
            let start = Instant::now();
            let result = solve(&puzzle, &options);
            let secs = start.elapsed().as_secs_f64();
            let (nodes, answer) = match result {
                Ok(s) if s.solutions.is_zero() => (s.nodes, "no solution".to_string()),
                Ok(s) => (s.nodes, format!("{} solutions", s.solutions)),
                Err(InsanityError::TooHard {
                    nodes,
                    found,
                    estimate,
                }) => {
                    let est = estimate.map_or(String::new(), |e| format!(", estimate 10^{e}"));
                    let what = if found > 0 {
                        format!("gave up: solutions, at least {found}{est}")
                    } else {
                        format!("gave up: could not decide{est}")
                    };
                    (nodes, what)
                }
                Err(e) => (0, format!("error: {e}")),
            };
            println!("{name:<12} {nodes:>12} {secs:>9.2}  {answer}");
        }
    }
}
