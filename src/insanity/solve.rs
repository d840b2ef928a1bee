//! Counting and listing solutions, and explaining the lack of one.
//!
//! ## What is counted
//! A stack *as seen* is the front, back, left and right colour of every cube, in the given
//! order. `stacks` counts the visibly different valid stacks. `solutions` counts them up to
//! the 8 symmetries of the column about its long axis — the symmetries of the square formed
//! by the four sides: 4 quarter turns, and 4 reflections that swap two opposite sides (front
//! with back, left with right) or two neighbouring pairs. A reflection is "turning the column
//! upside down": that reverses the cube order, and since the cubes stay in the given order we
//! turn each cube over on its own instead, which swaps front and back of every cube at once.
//! So the 8 symmetries act on the four side-colour sequences of the column, cube by cube.
//!
//! ## How, without enumerating stacks
//! A solution of the graph search (per cube, a colour pair for each axis) is a set of
//! stacks: each non-loop component of G1 (and of G2) can be walked in 2 directions, and the
//! directions are independent and always look different, while a loop (a cube with the same
//! colour on two opposite faces) looks the same both ways. So a pair (G1, G2) with c1 and c2
//! non-loop components is 2^(c1+c2) stacks, and its swap (G2, G1) as many more. Burnside's
//! lemma over the 8 symmetries then gives the number of orbits from how many stacks each
//! symmetry fixes, per graph pair in closed form (see `fixed.rs`); no stack is ever
//! enumerated to count, which is also why counts stay exact when a cube has equal opposite
//! faces (where orientations/8 would be wrong). The fixed counts of independent parts
//! multiply, so parts are searched apart.

use super::count::Count;
use super::decide::{count_parts, exists, Counted};
use super::error::InsanityError;
use super::geometry::rotation_showing;
use super::graph::{choices, Choice, Components};
use super::obstacle::{obstacle, Obstacle, ObstacleStatus, OBSTACLE_NODES};
use super::proofs;
use super::puzzle::{Colour, Puzzle, BACK, BOTTOM, FRONT, LEFT, RIGHT, TOP};
use super::walk::{walk, GraphPair};
use serde::Serialize;

/// The most solutions ever listed, whatever [`Options::max_listed`] asks: the list is held in
/// memory (a stack of 64 cubes takes about 1.5 KB), so it is capped; the counts stay exact.
pub const MAX_LISTED: usize = 10_000;

/// The default node budget: a few seconds natively at worst (a node costs about a
/// microsecond, up to a few for 64 cubes). Every puzzle whose answer is a matter of search
/// (few colours, where solutions are few) is decided far inside it; what runs past it is
/// counting the billions of solutions of puzzles with many colours, and there the answer is
/// "there are solutions (at least N)", which is true, instead of minutes of counting.
pub const DEFAULT_MAX_NODES: u64 = 5_000_000;

/// Limits that keep a call bounded whatever the input.
#[derive(Clone, Copy, Debug)]
pub struct Options {
    /// List at most this many solutions (and never more than [`MAX_LISTED`]); the counts are
    /// exact regardless.
    pub max_listed: usize,
    /// Give up ([`InsanityError::TooHard`]) after this many search nodes (see
    /// [`DEFAULT_MAX_NODES`]).
    pub max_nodes: u64,
    /// When there is no solution, look for a smallest set of cubes that cannot be stacked.
    pub explain: bool,
    /// Search nodes the obstacle may cost (see [`explain_impossible`]); when they run out, the set
    /// found so far is given with its status.
    pub obstacle_nodes: u64,
}

impl Default for Options {
    fn default() -> Self {
        Options {
            max_listed: 1000,
            max_nodes: DEFAULT_MAX_NODES,
            explain: true,
            obstacle_nodes: OBSTACLE_NODES,
        }
    }
}

/// One cube of a listed stack: the colours it shows on each face, and which of its opposite
/// pairs (0 = the input's front/back, 1 = left/right, 2 = top/bottom) are on each visible axis.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct Placement {
    pub front: Colour,
    pub back: Colour,
    pub left: Colour,
    pub right: Colour,
    pub top: Colour,
    pub bottom: Colour,
    /// The pair shown front/back (edge `3 * cube + fb_pair` of the opposite-face graph).
    pub fb_pair: u8,
    /// The pair shown left/right.
    pub lr_pair: u8,
    /// The rotation: `rotation[k]` is the input face (0..6, Front Back Left Right Top Bottom)
    /// now at position k.
    pub rotation: [u8; 6],
}

/// One listed solution: a placement per cube, bottom-to-top in the given order.
pub type Stack = Vec<Placement>;

#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Solved {
    /// Valid stacks up to the 8 symmetries of the column (exact at any size).
    pub solutions: Count,
    /// Visibly different valid stacks.
    pub stacks: Count,
    /// One representative stack per solution, at most `max_listed`.
    pub list: Vec<Stack>,
    /// The list is shorter than `solutions`.
    pub truncated: bool,
    /// Present when there is no solution (and `explain` was asked).
    pub obstacle: Option<Obstacle>,
    /// Search nodes the answer cost (the count and the list, not the obstacle): what the
    /// node budget is spent on, for benchmarks and tests.
    #[serde(skip)]
    pub nodes: u64,
}

/// Counts every solution and lists up to `options.max_listed` of them (at most
/// [`MAX_LISTED`]).
///
/// The order of work: a cheap counting proof (`proofs.rs`) answers 0 at once; otherwise
/// each independent part (`parts.rs`) is first asked for one stack, smallest first, and the
/// first part without one answers 0 (`decide.rs`); then each part is counted alone and the
/// parts' fixed-point counts multiplied (`fixed.rs`), so cubes that share no colour never
/// multiply the search; the list
/// comes from a search of the whole that stops once it holds enough; with no solution and
/// `explain`, the obstacle is looked for last, within its own budget ([`tally`], then
/// [`Tally::with_obstacle`]).
pub fn solve(puzzle: &Puzzle, options: &Options) -> Result<Solved, InsanityError> {
    let counted = tally(puzzle, options)?;
    Ok(if options.explain {
        counted.with_obstacle(puzzle, options.obstacle_nodes)
    } else {
        counted.solved
    })
}

/// A puzzle counted, its obstacle not looked for yet: the answer a reader can be shown at
/// once, and where the obstacle lies when there is no solution. The command line prints the
/// count before the obstacle (which can take longer); the page's answer has both.
#[derive(Clone, Debug)]
pub struct Tally {
    /// The counts and the list, `obstacle: None`.
    pub solved: Solved,
    /// The part that has no stack, when the count found one (and whether it is the only one).
    failing: Option<(Vec<usize>, bool)>,
}

impl Tally {
    /// The answer with the obstacle of a puzzle with no solution, looked for within
    /// `max_nodes` search nodes inside the part the count found failing.
    pub fn with_obstacle(mut self, puzzle: &Puzzle, max_nodes: u64) -> Solved {
        if self.solved.solutions.is_zero() {
            self.solved.obstacle = Some(explain(puzzle, self.failing, max_nodes));
        }
        self.solved
    }
}

/// The first half of [`solve`]: the counts and the list, without the obstacle.
pub fn tally(puzzle: &Puzzle, options: &Options) -> Result<Tally, InsanityError> {
    let max_listed = options.max_listed.min(MAX_LISTED);
    let (solutions, stacks, list, failing, nodes) = match count_parts(puzzle, options.max_nodes)? {
        Counted::Whole => {
            let w = walk(puzzle, max_listed, false, options.max_nodes)?;
            let (fixed, kept, nodes) = (w.fixed, w.kept, w.nodes);
            // One part's own search cannot pass u128 within any node budget.
            (
                Count::from(fixed.solutions()?),
                Count::from(fixed.stacks()),
                unfold(puzzle, &kept, max_listed),
                None,
                nodes,
            )
        }
        Counted::Parts(fixed, mut nodes) => {
            let solutions = fixed.solutions();
            let list = if !solutions.is_zero() && max_listed > 0 {
                let w = walk(puzzle, max_listed, true, options.max_nodes)?;
                nodes += w.nodes;
                unfold(puzzle, &w.kept, max_listed)
            } else {
                Vec::new()
            };
            (solutions, fixed.stacks(), list, None, nodes)
        }
        Counted::None(failing, nodes) => (Count::zero(), Count::zero(), Vec::new(), failing, nodes),
    };
    Ok(Tally {
        solved: Solved {
            truncated: Count::from(list.len() as u64) < solutions,
            solutions,
            stacks,
            list,
            obstacle: None,
            nodes,
        },
        failing,
    })
}

/// An obstacle for a puzzle with no solution, within `max_nodes` search nodes over all its
/// checks: the cubes that cannot be stacked, and whether they are proven minimal or smallest.
/// (Call it on a puzzle [`solve`] found no solution for; on another it returns all cubes.)
pub fn explain_impossible(puzzle: &Puzzle, max_nodes: u64) -> Obstacle {
    match count_parts(puzzle, max_nodes) {
        Ok(Counted::None(failing, _)) => explain(puzzle, failing, max_nodes),
        _ => explain(puzzle, None, max_nodes),
    }
}

/// The obstacle, looked for inside the failing part when there is one.
fn explain(puzzle: &Puzzle, failing: Option<(Vec<usize>, bool)>, max_nodes: u64) -> Obstacle {
    let Some((cubes, only)) = failing else {
        return obstacle(puzzle, max_nodes);
    };
    let local = obstacle(&puzzle.subset(&cubes), max_nodes);
    let whole = local.cubes.iter().map(|&i| cubes[i]).collect();
    let mut ob = Obstacle::new(puzzle, whole, local.status);
    // A set smallest within one failing part is smallest overall unless another part fails.
    if ob.status == ObstacleStatus::Smallest && !only {
        ob.status = ObstacleStatus::Minimal;
        ob.smallest = false;
    }
    ob
}

/// One stack per solution of the kept pairs, at most `max`.
fn unfold(puzzle: &Puzzle, kept: &[GraphPair], max: usize) -> Vec<Stack> {
    let choices: Vec<Vec<Choice>> = puzzle.cubes.iter().map(choices).collect();
    let mut list = Vec::new();
    for pair in kept {
        expand(puzzle, &choices, pair, max, &mut list);
    }
    list
}

/// (stacks, solutions) from one search of the whole puzzle, with neither the counting proofs
/// nor the split into parts: the reference the tests hold those shortcuts to.
#[doc(hidden)]
pub fn count_whole(puzzle: &Puzzle, max_nodes: u64) -> Result<(u128, u128), InsanityError> {
    let fixed = walk(puzzle, 0, false, max_nodes)?.fixed;
    Ok((fixed.stacks(), fixed.solutions()?))
}

/// The cubes (0-based, ascending) of a set the counting bound alone shows cannot be stacked
/// (see `proofs.rs`), if the bound finds one.
pub fn counting_proof(puzzle: &Puzzle) -> Option<Vec<usize>> {
    proofs::find(&puzzle.cubes).map(|p| p.cubes)
}

/// Whether the puzzle has any solution at all: each independent part is asked for one stack,
/// smallest first, and the first part without one answers no.
pub fn solvable(puzzle: &Puzzle, max_nodes: u64) -> Result<bool, InsanityError> {
    exists(puzzle, max_nodes)?.map_err(|nodes| InsanityError::TooHard {
        nodes,
        found: 0,
        estimate: None,
    })
}

/// Appends one stack per orbit of the pair's stacks to `list`, up to `max` in all.
fn expand(
    puzzle: &Puzzle,
    choices: &[Vec<Choice>],
    pair: &GraphPair,
    max: usize,
    list: &mut Vec<Stack>,
) {
    let c = (pair.g1.count, pair.g2.count);
    // Reversal masks: bit k reverses component k.
    if pair.symmetric {
        // All 8 symmetries act on (o1, o2); keep the lexicographically least of each orbit,
        // reading component 0 as the most significant bit.
        let bits = c.0;
        let full: u128 = if bits >= 128 {
            u128::MAX
        } else {
            (1u128 << bits) - 1
        };
        let lex = |m: u128| (0..bits).fold(0u128, |acc, k| (acc << 1) | ((m >> k) & 1));
        let mut o1 = 0u128;
        loop {
            let mut o2 = 0u128;
            loop {
                let (x, y) = (lex(o1), lex(o2));
                let images = [
                    (!x & full, y),
                    (x, !y & full),
                    (!x & full, !y & full),
                    (y, x),
                    (!y & full, !x & full),
                    (y, !x & full),
                    (!y & full, x),
                ];
                if images.iter().all(|&im| (x, y) <= im) {
                    if list.len() >= max {
                        return;
                    }
                    list.push(stack(puzzle, choices, pair, o1, o2));
                }
                if o2 == full {
                    break;
                }
                o2 += 1;
            }
            if o1 == full {
                break;
            }
            o1 += 1;
        }
    } else {
        // Only the reversals act: fix component 0 of each axis in its reference direction.
        let free = |n: usize| {
            if n <= 1 {
                0u128
            } else {
                ((1u128 << (n - 1).min(127)) - 1) << 1
            }
        };
        let (f1, f2) = (free(c.0), free(c.1));
        let mut o1 = 0u128;
        loop {
            let mut o2 = 0u128;
            loop {
                if list.len() >= max {
                    return;
                }
                list.push(stack(puzzle, choices, pair, o1, o2));
                if o2 == f2 {
                    break;
                }
                o2 += 2;
            }
            if o1 == f1 {
                break;
            }
            o1 += 2;
        }
    }
}

/// The stack of a graph pair with components reversed as the masks say.
fn stack(
    puzzle: &Puzzle,
    choices: &[Vec<Choice>],
    pair: &GraphPair,
    rev1: u128,
    rev2: u128,
) -> Stack {
    let reversed = |g: &Components, rev: u128, j: usize| match g.component[j] {
        Some(k) => g.flipped[j] ^ (k < 128 && (rev >> k) & 1 == 1),
        None => false,
    };
    (0..puzzle.len())
        .map(|j| {
            let cube = &puzzle.cubes[j];
            let choice = choices[j][pair.picks[j] as usize];
            // The face of pair `k` showing colour set[flip] (its first face if both match).
            let face = |k: u8, set: [Colour; 2], flip: bool| {
                let want = set[usize::from(flip)];
                let first = 2 * k as usize;
                if cube[first] == want {
                    first
                } else {
                    first + 1
                }
            };
            let front = face(choice.fb, choice.fb_set, reversed(&pair.g1, rev1, j));
            let left = face(choice.lr, choice.lr_set, reversed(&pair.g2, rev2, j));
            let r = rotation_showing(front, left);
            let shown = r.map(|f| cube[f as usize]);
            Placement {
                front: shown[FRONT],
                back: shown[BACK],
                left: shown[LEFT],
                right: shown[RIGHT],
                top: shown[TOP],
                bottom: shown[BOTTOM],
                fb_pair: choice.fb,
                lr_pair: choice.lr,
                rotation: r,
            }
        })
        .collect()
}
