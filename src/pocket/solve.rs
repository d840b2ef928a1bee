//! Optimal solutions by walking down the distance table: from a state at distance d, any
//! move to a state at distance d − cost(move) starts an optimal solution.

use super::cubie::CubieCube;
use super::facelets::Cube;
use super::notation::{Move, Turn};
use super::table::{distances, moves, Distances, MoveTables, MOVES};
use serde::Serialize;

/// How moves are counted.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Default)]
#[serde(rename_all = "lowercase")]
pub enum Metric {
    /// Half-turn metric: R, R2 and R' each count 1.
    #[default]
    Htm,
    /// Quarter-turn metric: R2 counts 2.
    Qtm,
}

impl Metric {
    fn cost(self, m: usize) -> u8 {
        match self {
            Metric::Qtm if m % 3 == 1 => 2,
            _ => 1,
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            Metric::Htm => "htm",
            Metric::Qtm => "qtm",
        }
    }

    /// The length of `moves` in this metric.
    pub fn length(self, moves: &[Move]) -> usize {
        moves
            .iter()
            .map(|m| if self == Metric::Qtm && m.quarters == 2 { 2 } else { 1 })
            .sum()
    }
}

fn state_of(cube: &CubieCube) -> usize {
    cube.perm_coord() * super::cubie::TWISTS + cube.twist_coord()
}

fn to_move(m: usize) -> Move {
    Move::new([Turn::R, Turn::U, Turn::F][m / 3], (m % 3 + 1) as u8)
}

/// The optimal number of moves for `cube` in `metric`.
pub fn distance(cube: &Cube, metric: Metric) -> usize {
    distances(metric).get(state_of(&cube.cubie)) as usize
}

/// Walks every optimal path from `state` (at distance `left`), never turning the same face
/// twice in a row. `visit` returns `false` to stop; so does this function.
struct Walk<'a, V: FnMut(&[usize]) -> bool> {
    tables: &'a MoveTables,
    dist: &'a Distances,
    metric: Metric,
    path: Vec<usize>,
    visit: V,
}

impl<V: FnMut(&[usize]) -> bool> Walk<'_, V> {
    fn go(&mut self, state: usize, left: u8) -> bool {
        if left == 0 {
            return (self.visit)(&self.path);
        }
        let last_face = self.path.last().map(|m| m / 3);
        for m in 0..MOVES {
            let cost = self.metric.cost(m);
            if Some(m / 3) == last_face || cost > left {
                continue;
            }
            let next = self.tables.step(state, m);
            if self.dist.get(next) == left - cost {
                self.path.push(m);
                let more = self.go(next, left - cost);
                self.path.pop();
                if !more {
                    return false;
                }
            }
        }
        true
    }
}

fn walk(cube: &Cube, metric: Metric, visit: impl FnMut(&[usize]) -> bool) {
    let dist = distances(metric);
    let state = state_of(&cube.cubie);
    let mut w = Walk { tables: moves(), dist, metric, path: Vec::with_capacity(16), visit };
    w.go(state, dist.get(state));
}

/// One optimal solution in `metric`, using R, U and F only.
pub fn solve(cube: &Cube, metric: Metric) -> Vec<Move> {
    let mut found = Vec::new();
    walk(cube, metric, |path| {
        found = path.iter().map(|&m| to_move(m)).collect();
        false
    });
    found
}

/// Every optimal solution in `metric` (no face turned twice in a row), sorted as text.
pub fn solve_all(cube: &Cube, metric: Metric) -> Vec<Vec<Move>> {
    let mut all: Vec<Vec<Move>> = Vec::new();
    walk(cube, metric, |path| {
        all.push(path.iter().map(|&m| to_move(m)).collect());
        true
    });
    all.sort_by_cached_key(|moves| super::notation::format_moves(moves));
    all
}
