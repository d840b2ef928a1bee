//! New puzzles with exactly one solution: plant a solved column (each side a random
//! permutation of the n colours), give each cube random top and bottom colours and a random
//! orientation, and keep the first attempt the solver says has exactly one solution.

use super::error::{InsanityError, MAX_CUBES};
use super::geometry::rotations;
use super::puzzle::{Colour, Puzzle};
use super::solve::{solve, Options};
use crate::rng::Rng;

/// Attempts before giving up (small n such as 2 may have no unique-solution puzzle at all).
pub const ATTEMPTS: usize = 2000;

/// Colour names: single letters while they last, then C1, C2, ...
pub fn colour_names(n: usize) -> Vec<String> {
    if n <= 26 {
        (0..n)
            .map(|i| ((b'A' + i as u8) as char).to_string())
            .collect()
    } else {
        (1..=n).map(|i| format!("C{i}")).collect()
    }
}

/// A puzzle of `n` cubes and `n` colours with exactly one solution.
pub fn generate(n: usize, rng: &mut Rng) -> Result<Puzzle, InsanityError> {
    if n == 0 || n > MAX_CUBES {
        return Err(InsanityError::BadSize { n, max: MAX_CUBES });
    }
    let options = Options {
        max_listed: 0,
        explain: false,
        ..Options::default()
    };
    for _ in 0..ATTEMPTS {
        let mut sides: Vec<Vec<Colour>> = (0..4).map(|_| (0..n as Colour).collect()).collect();
        for side in &mut sides {
            rng.shuffle(side);
        }
        let cubes = (0..n)
            .map(|i| {
                let planted = [
                    sides[0][i],
                    sides[1][i],
                    sides[2][i],
                    sides[3][i],
                    rng.below(n as u64) as Colour,
                    rng.below(n as u64) as Colour,
                ];
                let r = rotations()[rng.below(24) as usize];
                r.map(|f| planted[f as usize])
            })
            .collect();
        let puzzle = Puzzle {
            colours: colour_names(n),
            cubes,
        };
        if solve(&puzzle, &options)?.solutions == 1 {
            return Ok(canonical_colours(puzzle));
        }
    }
    Err(InsanityError::GenerateFailed {
        n,
        attempts: ATTEMPTS,
    })
}

/// Renumbers colours by first appearance, as [`Puzzle::parse`] would, so the generated
/// puzzle equals its own text parsed back.
fn canonical_colours(p: Puzzle) -> Puzzle {
    let named: Vec<[String; 6]> = p
        .cubes
        .iter()
        .map(|cube| cube.map(|c| p.colours[c as usize].clone()))
        .collect();
    Puzzle::from_names(&named)
}
