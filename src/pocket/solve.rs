//! Optimal solutions by walking down the distance table: from a state at distance d, any
//! move to a state at distance d − cost(move) starts an optimal solution. The table holds
//! distances modulo 3, so the true distance is first found by descending once.

use super::cubie::{CubieCube, TWISTS};
use super::facelets::Cube;
use super::metric::Metric;
use super::moves::{face, is_half_turn, move_tables, to_move, MoveTables, MOVES};
use super::notation::{format_moves, Move};
use super::search::search;
use super::table::{distances_if_built, Distances};

fn state_of(cube: &CubieCube) -> usize {
    cube.perm_coord() * TWISTS + cube.twist_coord()
}

/// The table generators that make up move `m` in `metric`: in the quarter-turn table a half
/// turn is two quarter turns, each of which must bring the cube one closer.
fn expansion(metric: Metric, m: usize) -> &'static [usize] {
    const HALF: [[usize; 2]; 3] = [[0, 0], [3, 3], [6, 6]];
    const ONE: [[usize; 1]; 9] = [[0], [1], [2], [3], [4], [5], [6], [7], [8]];
    match metric {
        Metric::Qtm if is_half_turn(m) => &HALF[face(m)],
        _ => &ONE[m],
    }
}

/// The state after move `m` if it brings `state` exactly `cost(m)` closer to solved.
#[inline]
fn descend(
    tables: &MoveTables,
    dist: &Distances,
    metric: Metric,
    state: usize,
    m: usize,
) -> Option<usize> {
    let mut here = state;
    let mut value = dist.get(here);
    for &g in expansion(metric, m) {
        let next = tables.step(here, g);
        value = (value + 2) % 3;
        if dist.get(next) != value {
            return None;
        }
        here = next;
    }
    Some(here)
}

/// The optimal number of moves for `cube` in `metric`.
pub fn distance(cube: &Cube, metric: Metric) -> usize {
    match distances_if_built(metric) {
        Some(dist) => descent_length(dist, metric, state_of(&cube.cubie)),
        None => search(state_of(&cube.cubie), metric, |_| false),
    }
}

/// The length of any descent to solved through the table.
fn descent_length(dist: &Distances, metric: Metric, mut state: usize) -> usize {
    let tables = move_tables();
    let generators = metric.generators();
    let mut steps = 0;
    while state != 0 {
        let value = (dist.get(state) + 2) % 3;
        state = generators
            .iter()
            .map(|&g| tables.step(state, g))
            .find(|&next| dist.get(next) == value)
            .expect("every unsolved state has a neighbour one move closer");
        steps += 1;
    }
    steps
}

/// Walks every optimal path from a state, never turning the same face twice in a row.
/// `visit` returns `false` to stop the walk.
struct Walk<'a, V: FnMut(&[usize]) -> bool> {
    tables: &'a MoveTables,
    dist: &'a Distances,
    metric: Metric,
    path: Vec<usize>,
    visit: V,
}

impl<V: FnMut(&[usize]) -> bool> Walk<'_, V> {
    fn go(&mut self, state: usize, left: usize) -> bool {
        if left == 0 {
            return (self.visit)(&self.path);
        }
        let last_face = self.path.last().map(|&m| face(m));
        for m in 0..MOVES {
            let cost = expansion(self.metric, m).len();
            if Some(face(m)) == last_face || cost > left {
                continue;
            }
            if let Some(next) = descend(self.tables, self.dist, self.metric, state, m) {
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

/// Visits optimal solutions: by the distance table when it is built, else by search.
fn walk(cube: &Cube, metric: Metric, visit: impl FnMut(&[usize]) -> bool) {
    let state = state_of(&cube.cubie);
    match distances_if_built(metric) {
        Some(dist) => {
            let left = descent_length(dist, metric, state);
            let mut w = Walk {
                tables: move_tables(),
                dist,
                metric,
                path: Vec::with_capacity(16),
                visit,
            };
            w.go(state, left);
        }
        None => {
            search(state, metric, visit);
        }
    }
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
    crate::sort::sort_by_key(&mut all, |moves| format_moves(moves));
    all
}
