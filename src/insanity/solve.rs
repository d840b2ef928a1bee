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
//! lemma over the 8 symmetries then gives the number of orbits per graph pair in closed form
//! (see [`orbits`]); no stack is ever enumerated to count, which is also why counts stay exact
//! when a cube has equal opposite faces (where orientations/8 would be wrong).

use super::error::InsanityError;
use super::geometry::rotation_showing;
use super::graph::{choices, components, Choice, Components, Next};
use super::puzzle::{Colour, Puzzle, BACK, BOTTOM, FRONT, LEFT, RIGHT, TOP};
use super::search;
use serde::Serialize;

/// Limits that keep a call bounded whatever the input.
#[derive(Clone, Copy, Debug)]
pub struct Options {
    /// List at most this many solutions (the counts are exact regardless).
    pub max_listed: usize,
    /// Give up ([`InsanityError::TooHard`]) after this many search nodes.
    pub max_nodes: u64,
    /// When there is no solution, look for a smallest set of cubes that cannot be stacked.
    pub explain: bool,
}

impl Default for Options {
    fn default() -> Self {
        Options {
            max_listed: 1000,
            max_nodes: 200_000_000,
            explain: true,
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

/// Why there is no solution: a set of cubes that alone cannot be stacked.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Obstacle {
    /// 0-based cube indices, ascending.
    pub cubes: Vec<usize>,
    /// Whether no smaller set exists (proved by trying all smaller sets); otherwise the set is
    /// only minimal (no cube of it can be dropped).
    pub smallest: bool,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Solved {
    /// Valid stacks up to the 8 symmetries of the column.
    pub solutions: u128,
    /// Visibly different valid stacks.
    pub stacks: u128,
    /// One representative stack per solution, at most `max_listed`.
    pub list: Vec<Stack>,
    /// The list is shorter than `solutions`.
    pub truncated: bool,
    /// Present when there is no solution (and `explain` was asked).
    pub obstacle: Option<Obstacle>,
}

/// 2^e, or an overflow error.
fn pow2(e: usize) -> Result<u128, InsanityError> {
    1u128
        .checked_shl(e as u32)
        .filter(|_| e < 128)
        .ok_or(InsanityError::CountOverflow)
}

/// (stacks, solutions) contributed by one generated graph pair, counting its swap when it is
/// not its own. Burnside over the 8 symmetries: for an asymmetric pair only the 4 symmetries
/// that keep the axes (reversing G1 and/or G2) map its stacks among themselves, so it has
/// f(c1)·f(c2) orbits with f(0) = 1, f(c) = 2^(c-1). For a symmetric pair (same components c
/// on both axes) all 8 act; the fixed points are 4^c (identity), 2^c for each of the two
/// diagonal reflections, and none otherwise unless c = 0, giving (4^c + 2·2^c)/8 orbits.
pub(crate) fn orbits(c1: usize, c2: usize, symmetric: bool) -> Result<(u128, u128), InsanityError> {
    let over = InsanityError::CountOverflow;
    if symmetric {
        if c1 == 0 {
            return Ok((1, 1));
        }
        let p = pow2(c1)?;
        let stacks = p.checked_mul(p).ok_or(over.clone())?;
        // (4^c + 2·2^c)/8 = 2^(c-1)·(2^(c-1) + 1)/2, which cannot overflow when 4^c did not.
        let h = p / 2;
        let solutions = if h % 2 == 0 {
            (h / 2) * (h + 1)
        } else {
            h * h.div_ceil(2)
        };
        Ok((stacks, solutions))
    } else {
        let stacks = pow2(c1 + c2 + 1)?;
        let f = |c: usize| if c == 0 { Ok(1) } else { pow2(c - 1) };
        Ok((stacks, f(c1)?.checked_mul(f(c2)?).ok_or(over)?))
    }
}

struct GraphPair {
    picks: Vec<u8>,
    symmetric: bool,
    g1: Components,
    g2: Components,
}

fn edges(choices: &[Vec<Choice>], picks: &[u8], axis: usize) -> Vec<[Colour; 2]> {
    picks
        .iter()
        .enumerate()
        .map(|(j, &p)| {
            let c = &choices[j][p as usize];
            if axis == 0 {
                c.fb_set
            } else {
                c.lr_set
            }
        })
        .collect()
}

/// Counts every solution and lists up to `options.max_listed` of them.
pub fn solve(puzzle: &Puzzle, options: &Options) -> Result<Solved, InsanityError> {
    let choices: Vec<Vec<Choice>> = puzzle.cubes.iter().map(choices).collect();
    let (mut stacks, mut solutions) = (0u128, 0u128);
    let mut kept: Vec<GraphPair> = Vec::new();
    let mut failure = None;
    let result = search::run(puzzle, options.max_nodes, &mut |picks, symmetric| {
        let g1 = components(&edges(&choices, picks, 0));
        let g2 = components(&edges(&choices, picks, 1));
        let counted = orbits(g1.count, g2.count, symmetric).and_then(|(s, o)| {
            Ok((
                stacks.checked_add(s).ok_or(InsanityError::CountOverflow)?,
                solutions
                    .checked_add(o)
                    .ok_or(InsanityError::CountOverflow)?,
            ))
        });
        match counted {
            Ok((s, o)) => {
                // Keep graph pairs until they hold enough solutions to fill the list.
                if solutions < options.max_listed as u128 {
                    kept.push(GraphPair {
                        picks: picks.to_vec(),
                        symmetric,
                        g1,
                        g2,
                    });
                }
                (stacks, solutions) = (s, o);
                Next::Continue
            }
            Err(e) => {
                failure = Some(e);
                Next::Stop
            }
        }
    });
    if let Some(e) = failure {
        return Err(e);
    }
    result.map_err(|nodes| InsanityError::TooHard { nodes })?;
    let mut list = Vec::new();
    for pair in &kept {
        expand(puzzle, &choices, pair, options.max_listed, &mut list);
    }
    let obstacle = if solutions == 0 && options.explain {
        Some(obstacle(puzzle, options.max_nodes)?)
    } else {
        None
    };
    Ok(Solved {
        solutions,
        stacks,
        truncated: (list.len() as u128) < solutions,
        list,
        obstacle,
    })
}

/// Whether the puzzle has any solution at all (stops at the first).
pub fn solvable(puzzle: &Puzzle, max_nodes: u64) -> Result<bool, InsanityError> {
    search::any(puzzle, max_nodes).map_err(|nodes| InsanityError::TooHard { nodes })
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

/// Most subset checks spent on proving an obstacle is the smallest.
const SUBSET_CHECKS: usize = 20_000;

/// A set of cubes that cannot be stacked, for an unsolvable puzzle: first a minimal one by
/// dropping every cube that is not needed, then smaller sets tried exhaustively (size by size,
/// while that stays cheap) to find a smallest one.
fn obstacle(puzzle: &Puzzle, max_nodes: u64) -> Result<Obstacle, InsanityError> {
    // The searches need colour indices only: copying every colour name for each of up to
    // 20 000 subsets would cost more than most of the searches.
    let bare = |indices: &[usize]| Puzzle {
        colours: Vec::new(),
        cubes: indices.iter().map(|&i| puzzle.cubes[i]).collect(),
    };
    let mut keep: Vec<usize> = (0..puzzle.len()).collect();
    let mut i = 0;
    while i < keep.len() {
        let mut without = keep.clone();
        without.remove(i);
        if !without.is_empty() && !solvable(&bare(&without), max_nodes)? {
            keep = without;
        } else {
            i += 1;
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
                return Ok(Obstacle {
                    cubes: keep,
                    smallest: false,
                });
            }
            if !solvable(&bare(&set), max_nodes)? {
                return Ok(Obstacle {
                    cubes: set,
                    smallest: true,
                });
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
    Ok(Obstacle {
        cubes: keep,
        smallest: true,
    })
}
