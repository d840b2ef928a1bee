//! The opposite-face graph search. Each cube gives the graph three edges (its opposite face
//! pairs); a stack chooses, per cube, one edge for the front/back subgraph G1 and a different
//! one for the left/right subgraph G2. A choice of edges can be turned into a valid stack iff
//! every colour has degree at most 2 in G1 and in G2 (each component is then a path or cycle
//! that can be walked so every colour is once in front and once behind).
//!
//! This module picks the search for a puzzle: [`super::halves`] (half-solutions paired
//! through bit sets) or [`super::joint`] (both subgraphs at once).

use super::graph::Next;
use super::halves;
use super::joint::Search;
use super::puzzle::{Colour, Puzzle};
use crate::rng::Rng;

/// Calls `leaf(picks, symmetric)` once per unordered pair {G1, G2} of subgraphs that solves
/// the puzzle (see [`Search::run`]; `picks[j]` indexes [`super::graph::choices`] of cube j). Returns
/// the nodes searched: `Ok` when done (or stopped by the callback), `Err` when the budget
/// ran out.
///
/// With no more colours than cubes, every colour must reach degree exactly 2 in each
/// subgraph, so there are few half-solutions and the search of [`super::halves`] wins by far.
/// With more colours the degree bounds of one subgraph alone leave much freedom (hundreds of
/// half-solutions for 18 of 20 cubes), and the joint search, whose bound for both subgraphs
/// together cuts harder, is faster; it also takes puzzles built with more than
/// [`halves::MAX_N`] cubes.
pub(crate) fn run(
    puzzle: &Puzzle,
    max_nodes: u64,
    leaf: &mut dyn FnMut(&[u8], bool) -> Next,
) -> Result<u64, u64> {
    run_with(puzzle, max_nodes, 0, leaf)
}

/// [`run`], taking the half-solution search up to `extra` more colours than cubes.
fn run_with(
    puzzle: &Puzzle,
    max_nodes: u64,
    extra: usize,
    leaf: &mut dyn FnMut(&[u8], bool) -> Next,
) -> Result<u64, u64> {
    let n = puzzle.cubes.len();
    let mut seen: Vec<Colour> = puzzle.cubes.iter().flatten().copied().collect();
    crate::sort::sort(&mut seen);
    seen.dedup();
    if n <= halves::MAX_N && seen.len() <= n + extra {
        halves::run(puzzle, max_nodes, leaf)
    } else {
        Search::new(puzzle, max_nodes).run(leaf)
    }
}

/// An estimate of how many solutions the search of `puzzle` reports (see
/// [`Search::estimate_solutions`]), when it is the joint search that runs; `None` for the
/// half-solution search, whose tight puzzles have few solutions.
pub(crate) fn estimate_solutions(puzzle: &Puzzle, probes: u32) -> Option<f64> {
    let n = puzzle.cubes.len();
    let mut seen: Vec<Colour> = puzzle.cubes.iter().flatten().copied().collect();
    crate::sort::sort(&mut seen);
    seen.dedup();
    if n <= halves::MAX_N && seen.len() <= n {
        return None;
    }
    let mut rng = Rng::new(n as u64);
    Some(Search::new(puzzle, 0).estimate_solutions(probes, &mut rng))
}

/// Whether the puzzle has a solution (the search stops at the first), and the nodes
/// searched; `Err(nodes)` if the budget ran out. (The solver asks through `walk.rs`, which
/// also counts the stack it finds; the tests hold the two searches to each other with this.)
#[cfg(test)]
pub(crate) fn any(puzzle: &Puzzle, max_nodes: u64) -> Result<(bool, u64), u64> {
    any_with(puzzle, max_nodes, 0)
}

/// [`any`] for a set of cubes taken from a puzzle with no more colours than cubes (the
/// obstacle's checks): such sets keep a colour or two more than they have cubes, and there
/// the half-solution search still decides more of them within a budget than the joint
/// search (on impossible 30-cube puzzles, 8 of 29 obstacles made minimal in a million nodes
/// instead of 3).
pub(crate) fn any_near_tight(puzzle: &Puzzle, max_nodes: u64) -> Result<(bool, u64), u64> {
    any_with(puzzle, max_nodes, 2)
}

fn any_with(puzzle: &Puzzle, max_nodes: u64, extra: usize) -> Result<(bool, u64), u64> {
    let mut found = false;
    let nodes = run_with(puzzle, max_nodes, extra, &mut |_, _| {
        found = true;
        Next::Stop
    })?;
    Ok((found, nodes))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::insanity::graph::{choices, Choice};

    type Leaf = (Vec<[Colour; 2]>, Vec<[Colour; 2]>, bool);

    /// Every reported pair as colour pairs per cube, the smaller subgraph first, sorted.
    fn leaves(puzzle: &Puzzle, joint: bool) -> Vec<Leaf> {
        let lists: Vec<Vec<Choice>> = puzzle.cubes.iter().map(choices).collect();
        let mut out = Vec::new();
        let mut leaf = |picks: &[u8], symmetric: bool| {
            let side = |fb: bool| -> Vec<[Colour; 2]> {
                picks
                    .iter()
                    .enumerate()
                    .map(|(j, &p)| {
                        let c = lists[j][p as usize];
                        if fb {
                            c.fb_set
                        } else {
                            c.lr_set
                        }
                    })
                    .collect()
            };
            let (g1, g2) = (side(true), side(false));
            assert_eq!(symmetric, g1 == g2);
            out.push((g1.clone().min(g2.clone()), g1.max(g2), symmetric));
            Next::Continue
        };
        if joint {
            Search::new(puzzle, u64::MAX).run(&mut leaf).unwrap();
        } else {
            halves::run(puzzle, u64::MAX, &mut leaf).unwrap();
        }
        out.sort();
        out
    }

    /// The half-solution search reports exactly the pairs the joint search does, and finds
    /// one exactly when there is one; on random puzzles with few colours (tight), many colours
    /// (loose), and cubes with repeated pairs.
    #[test]
    fn half_solution_search_agrees_with_joint_search() {
        let mut rng = Rng::new(11);
        for case in 0..600 {
            let n = 1 + rng.below(7) as usize;
            let k = n + rng.below(if case % 2 == 0 { 2 } else { 6 }) as usize;
            let cubes: Vec<[Colour; 6]> = (0..n)
                .map(|_| {
                    let mut cube = [0; 6].map(|_| rng.below(k as u64) as Colour);
                    if rng.below(4) == 0 {
                        let (a, b) = (2 * rng.below(3) as usize, 2 * rng.below(3) as usize);
                        (cube[b], cube[b + 1]) = (cube[a], cube[a + 1]);
                    }
                    cube
                })
                .collect();
            let puzzle = Puzzle {
                colours: (0..k).map(|c| c.to_string()).collect(),
                cubes,
            };
            let joint = leaves(&puzzle, true);
            assert_eq!(leaves(&puzzle, false), joint, "{puzzle:?}");
            assert_eq!(
                any(&puzzle, u64::MAX).map(|(found, _)| found),
                Ok(!joint.is_empty()),
                "{puzzle:?}"
            );
        }
    }
}
