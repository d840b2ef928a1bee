//! Uniformly random legal states: pick the two coordinates at random (every pair is a legal
//! state, and each state has exactly one pair), then solve it and invert the solution to get
//! a sequence that produces it.

use super::cubie::{CubieCube, PERMS, TWISTS};
use super::facelets::Cube;
use super::metric::Metric;
use super::notation::Move;
use super::solve::solve;
use crate::rng::Rng;

/// A random state and an optimal sequence that makes it from solved.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Scramble {
    pub cube: Cube,
    pub moves: Vec<Move>,
}

pub fn random_state(rng: &mut Rng) -> Scramble {
    let perm = rng.below(PERMS as u64) as usize;
    let twist = rng.below(TWISTS as u64) as usize;
    let cube = Cube::from_cubie(CubieCube::from_coords(perm, twist));
    let moves = solve(&cube, Metric::Htm)
        .iter()
        .rev()
        .map(|m| m.inverse())
        .collect();
    Scramble { cube, moves }
}
