//! Why an impossible puzzle is impossible: a set of cubes that alone cannot be stacked, found
//! within a node budget after the count is known, and labelled with how far it got.
//!
//! Start: the cubes a cheap counting proof rests on ([`super::proofs`]), else all cubes —
//! either way a set that cannot be stacked, available at once. Then every cube the set does
//! not need is dropped (each check a cheap proof first, the search only when that passes), which
//! makes it *minimal*; then all smaller sets are tried size by size, while that stays cheap, to
//! prove it *smallest*. When the budget runs out the set found so far is returned, labelled
//! with the last stage it completed, so the answer is honest and bounded in time.

use super::proofs;
use super::puzzle::Puzzle;
use super::reason::{self, Reason};
use super::search;
use serde::Serialize;

/// How much an obstacle is known to be.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum ObstacleStatus {
    /// No set of fewer cubes fails (every smaller set was tried).
    Smallest,
    /// No cube of the set can be dropped.
    Minimal,
    /// The set cannot be stacked; the budget ran out before it was made minimal.
    CannotStack,
}

/// Why there is no solution: a set of cubes that alone cannot be stacked.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Obstacle {
    /// 0-based cube indices, ascending.
    pub cubes: Vec<usize>,
    /// Whether no smaller set exists (`status` is [`ObstacleStatus::Smallest`]).
    pub smallest: bool,
    pub status: ObstacleStatus,
    /// The set shows fewer colours than it has cubes (so no side can show distinct colours).
    pub few_colours: bool,
    /// Why the set cannot be stacked, in terms a person can check.
    pub reason: Reason,
}

impl Obstacle {
    /// The obstacle of `puzzle` made of the cubes `cubes` (0-based, ascending), with its reason.
    pub(crate) fn new(puzzle: &Puzzle, cubes: Vec<usize>, status: ObstacleStatus) -> Obstacle {
        let reason = reason::of(puzzle, &cubes);
        Obstacle {
            smallest: status == ObstacleStatus::Smallest,
            few_colours: matches!(reason, Reason::FewColours { .. }),
            cubes,
            status,
            reason,
        }
    }

    /// One sentence naming the cubes and saying why they cannot be stacked.
    pub fn sentence(&self) -> String {
        let names: Vec<String> = self.cubes.iter().map(|c| (c + 1).to_string()).collect();
        let cubes = match names.as_slice() {
            [one] => format!("Cube {one} cannot stand alone"),
            [rest @ .., last] => {
                format!(
                    "Cubes {} and {last} cannot be stacked together",
                    rest.join(", ")
                )
            }
            [] => "No cubes".to_string(),
        };
        format!("{cubes}: {}.", self.reason.sentence())
    }
}

/// Most subset checks spent on proving an obstacle is the smallest.
const SUBSET_CHECKS: usize = 20_000;

/// Search nodes an obstacle may cost by default, over all its checks: about a second natively
/// on a 30-cube puzzle (docs/performance.md). Impossible 30-cube puzzles with
/// as many colours as cubes often have obstacles of 29 or 30 cubes, and each check of such a
/// set costs up to a million nodes, so a budget that made every one minimal would keep a user
/// waiting tens of seconds for a detail.
pub const OBSTACLE_NODES: u64 = 200_000;

/// Checks sets of cubes against a shared node budget.
struct Checker<'a> {
    puzzle: &'a Puzzle,
    left: u64,
}

impl Checker<'_> {
    /// Whether the cubes cannot be stacked; `None` when the budget ran out.
    fn fails(&mut self, indices: &[usize]) -> Option<bool> {
        // Colour indices only: copying names for each of thousands of sets would cost more
        // than most of the checks.
        let bare = Puzzle {
            colours: Vec::new(),
            cubes: indices.iter().map(|&i| self.puzzle.cubes[i]).collect(),
        };
        if proofs::bound_fails(&bare.cubes) {
            return Some(true);
        }
        match search::any_near_tight(&bare, self.left) {
            Ok((found, nodes)) => {
                self.left = self.left.saturating_sub(nodes);
                Some(!found)
            }
            Err(_) => {
                self.left = 0;
                None
            }
        }
    }
}

/// An obstacle for a puzzle with no solution, within `max_nodes` search nodes.
pub fn obstacle(puzzle: &Puzzle, max_nodes: u64) -> Obstacle {
    let proof = proofs::find(&puzzle.cubes);
    let mut keep: Vec<usize> = match &proof {
        Some(p) => p.cubes.clone(),
        None => (0..puzzle.len()).collect(),
    };
    let done = |cubes: Vec<usize>, status: ObstacleStatus| Obstacle::new(puzzle, cubes, status);
    let mut check = Checker {
        puzzle,
        left: max_nodes,
    };
    let mut i = 0;
    while i < keep.len() {
        let mut without = keep.clone();
        without.remove(i);
        if without.is_empty() {
            i += 1;
            continue;
        }
        match check.fails(&without) {
            Some(true) => keep = without,
            Some(false) => i += 1,
            None => return done(keep, ObstacleStatus::CannotStack),
        }
    }
    let n = puzzle.len();
    let mut checks = 0usize;
    // One cube always stacks, so sets start at two.
    for size in 2..keep.len() {
        let mut set: Vec<usize> = (0..size).collect();
        loop {
            checks += 1;
            if checks > SUBSET_CHECKS {
                return done(keep, ObstacleStatus::Minimal);
            }
            match check.fails(&set) {
                Some(true) => return done(set, ObstacleStatus::Smallest),
                Some(false) => {}
                None => return done(keep, ObstacleStatus::Minimal),
            }
            // Next combination in lexicographic order.
            let Some(p) = (0..size).rev().find(|&p| set[p] < n - size + p) else {
                break;
            };
            set[p] += 1;
            for q in p + 1..size {
                set[q] = set[q - 1] + 1;
            }
        }
    }
    done(keep, ObstacleStatus::Smallest)
}
