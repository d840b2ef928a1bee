//! The opposite-face graph search. Each cube gives the graph three edges (its opposite face
//! pairs); a stack chooses, per cube, one edge for the front/back subgraph G1 and a different
//! one for the left/right subgraph G2. A choice of edges can be turned into a valid stack iff
//! every colour has degree at most 2 in G1 and in G2 (each component is then a path or cycle
//! that can be walked so every colour is once in front and once behind).
//!
//! The search assigns cubes one at a time, always the cube with the fewest choices that still
//! fit the degree caps, and cuts a branch as soon as the colours can no longer collect the
//! degrees the remaining cubes must hand out (see [`Search::bounds_hold`]). Swapping G1 and G2
//! (a quarter turn of the column) maps solutions to solutions, so only one of each swapped
//! pair is generated: while every cube so far has the same colour pair on both axes, the
//! state is swap-symmetric and we demand the front/back pair be the smaller one.

use super::halves;
use super::puzzle::{Colour, Puzzle};

/// One way to put a cube's opposite pairs on the two visible axes, up to what can be seen:
/// two choices with the same colour pairs on both axes are merged.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Choice {
    /// The pair (0 front/back, 1 left/right, 2 top/bottom in the input) on the front/back axis.
    pub fb: u8,
    /// The pair on the left/right axis.
    pub lr: u8,
    /// The front/back colours, smaller index first.
    pub fb_set: [Colour; 2],
    /// The left/right colours, smaller index first.
    pub lr_set: [Colour; 2],
}

fn pair(cube: &[Colour; 6], k: usize) -> [Colour; 2] {
    let (a, b) = (cube[2 * k], cube[2 * k + 1]);
    [a.min(b), a.max(b)]
}

/// The visibly different axis choices of a cube (at most 6).
pub(crate) fn choices(cube: &[Colour; 6]) -> Vec<Choice> {
    let mut out: Vec<Choice> = Vec::with_capacity(6);
    for fb in 0..3 {
        for lr in 0..3 {
            if fb == lr {
                continue;
            }
            let (fb_set, lr_set) = (pair(cube, fb), pair(cube, lr));
            if !out.iter().any(|c| c.fb_set == fb_set && c.lr_set == lr_set) {
                out.push(Choice {
                    fb: fb as u8,
                    lr: lr as u8,
                    fb_set,
                    lr_set,
                });
            }
        }
    }
    out
}

/// How often colour `c` is in the pair.
fn count(set: [Colour; 2], c: Colour) -> u8 {
    u8::from(set[0] == c) + u8::from(set[1] == c)
}

struct CubeInfo {
    /// The three opposite pairs, sorted.
    pairs: [[Colour; 2]; 3],
    choices: Vec<Choice>,
    /// (colour, the most it can add to one subgraph's degree, the most it can add to both
    /// together) for each distinct colour of the cube.
    colours: Vec<(Colour, u8, u8)>,
}

const UNASSIGNED: u8 = u8::MAX;

/// What the leaf callback wants next.
pub(crate) enum Next {
    Continue,
    Stop,
}

/// Calls `leaf(picks, symmetric)` once per unordered pair {G1, G2} of subgraphs that solves
/// the puzzle (see [`Search::run`]; `picks[j]` indexes [`choices`] of cube j). Returns
/// `Err(nodes)` if the node budget ran out.
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
) -> Result<(), u64> {
    let n = puzzle.cubes.len();
    let mut seen: Vec<Colour> = puzzle.cubes.iter().flatten().copied().collect();
    seen.sort_unstable();
    seen.dedup();
    if n <= halves::MAX_N && seen.len() <= n {
        halves::run(puzzle, max_nodes, leaf)
    } else {
        Search::new(puzzle, max_nodes).run(leaf)
    }
}

/// Whether the puzzle has a solution (the search stops at the first).
pub(crate) fn any(puzzle: &Puzzle, max_nodes: u64) -> Result<bool, u64> {
    let mut found = false;
    run(puzzle, max_nodes, &mut |_, _| {
        found = true;
        Next::Stop
    })?;
    Ok(found)
}

/// Depth-first search over both subgraphs at once, one cube at a time: used past
/// [`halves::MAX_N`] cubes, and as the reference the unit tests compare against.
/// Construct with [`Search::new`], run with [`Search::run`].
pub(crate) struct Search {
    n: usize,
    cubes: Vec<CubeInfo>,
    /// Degree of each colour in G1 and G2 so far.
    d1: Vec<u8>,
    d2: Vec<u8>,
    /// The most the unassigned cubes can still add to a colour's degree in one subgraph, and
    /// in both together.
    a1: Vec<u16>,
    aj: Vec<u16>,
    /// Sums over colours of the degree bounds (see `terms`).
    s1: u32,
    s2: u32,
    sj: u32,
    picks: Vec<u8>,
    /// Every cube so far has the same colour pair on both axes.
    symmetric: bool,
    nodes: u64,
    max_nodes: u64,
}

impl Search {
    pub fn new(puzzle: &Puzzle, max_nodes: u64) -> Search {
        // The colour list may be left empty (see `solve::obstacle`).
        let k = puzzle.colour_count();
        let mut a1 = vec![0u16; k];
        let mut aj = vec![0u16; k];
        let cubes: Vec<CubeInfo> = puzzle
            .cubes
            .iter()
            .map(|cube| {
                let mut colours: Vec<(Colour, u8, u8)> = Vec::new();
                for &c in cube {
                    if colours.iter().any(|&(x, _, _)| x == c) {
                        continue;
                    }
                    let mut per_pair = [0u8; 3];
                    for (k, n) in per_pair.iter_mut().enumerate() {
                        *n = count(pair(cube, k), c);
                    }
                    per_pair.sort_unstable();
                    let (one, both) = (per_pair[2], per_pair[2] + per_pair[1]);
                    a1[c as usize] += u16::from(one);
                    aj[c as usize] += u16::from(both);
                    colours.push((c, one, both));
                }
                CubeInfo {
                    pairs: [0, 1, 2].map(|k| pair(cube, k)),
                    choices: choices(cube),
                    colours,
                }
            })
            .collect();
        let mut search = Search {
            n: puzzle.cubes.len(),
            cubes,
            d1: vec![0; k],
            d2: vec![0; k],
            a1,
            aj,
            s1: 0,
            s2: 0,
            sj: 0,
            picks: vec![UNASSIGNED; puzzle.cubes.len()],
            symmetric: true,
            nodes: 0,
            max_nodes,
        };
        for c in 0..k {
            let (t1, t2, tj) = search.terms(c);
            search.s1 += t1;
            search.s2 += t2;
            search.sj += tj;
        }
        search
    }

    /// Colour `c`'s final degree in G1 is at most `t1`, in G2 at most `t2`, in both together
    /// at most `tj`.
    #[inline]
    fn terms(&self, c: usize) -> (u32, u32, u32) {
        let (d1, d2) = (u32::from(self.d1[c]), u32::from(self.d2[c]));
        let (a1, aj) = (u32::from(self.a1[c]), u32::from(self.aj[c]));
        let t1 = (d1 + a1).min(2);
        let t2 = (d2 + a1).min(2);
        (t1, t2, (t1 + t2).min(d1 + d2 + aj))
    }

    /// Each subgraph has n edges, so its degrees add up to 2n: if the colours' best possible
    /// final degrees add up to less, no completion exists. With n colours this says every
    /// colour must still be able to reach degree 2 in both subgraphs.
    #[inline]
    fn bounds_hold(&self) -> bool {
        let need = 2 * self.n as u32;
        self.s1 >= need && self.s2 >= need && self.sj >= 2 * need
    }

    /// Which of cube `j`'s pairs could still go on the front/back axis, and which on the
    /// left/right axis, without a colour exceeding degree 2. A choice fits iff its front/back
    /// pair is in the first set and its left/right pair in the second.
    #[inline]
    fn open_pairs(&self, j: usize) -> ([bool; 3], [bool; 3]) {
        let ok = |d: &[u8], [a, b]: [Colour; 2]| {
            if a == b {
                d[a as usize] == 0
            } else {
                d[a as usize] < 2 && d[b as usize] < 2
            }
        };
        let pairs = &self.cubes[j].pairs;
        (
            pairs.map(|p| ok(&self.d1, p)),
            pairs.map(|p| ok(&self.d2, p)),
        )
    }

    /// How many of cube `j`'s choices fit.
    #[inline]
    fn open_choices(&self, j: usize) -> usize {
        let (g1, g2) = self.open_pairs(j);
        self.cubes[j]
            .choices
            .iter()
            .filter(|c| g1[c.fb as usize] && g2[c.lr as usize])
            .count()
    }

    /// Puts (`put`) or takes back cube `j`'s choice, keeping the sums current.
    fn apply(&mut self, j: usize, choice: Choice, put: bool) {
        for ci in 0..self.cubes[j].colours.len() {
            let (c, one, both) = self.cubes[j].colours[ci];
            let c = c as usize;
            let (t1, t2, tj) = self.terms(c);
            self.s1 -= t1;
            self.s2 -= t2;
            self.sj -= tj;
            let (g1, g2) = (
                count(choice.fb_set, c as Colour),
                count(choice.lr_set, c as Colour),
            );
            if put {
                self.a1[c] -= u16::from(one);
                self.aj[c] -= u16::from(both);
                self.d1[c] += g1;
                self.d2[c] += g2;
            } else {
                self.a1[c] += u16::from(one);
                self.aj[c] += u16::from(both);
                self.d1[c] -= g1;
                self.d2[c] -= g2;
            }
            let (t1, t2, tj) = self.terms(c);
            self.s1 += t1;
            self.s2 += t2;
            self.sj += tj;
        }
    }

    /// Runs the search, calling `leaf(picks, symmetric)` once per unordered pair {G1, G2} of
    /// subgraphs that solves the puzzle: `picks[j]` indexes cube j's choice list, and
    /// `symmetric` says G1 and G2 use the same colour pairs (so the pair is its own swap).
    /// Returns `Err(nodes)` if the node budget ran out.
    pub fn run(&mut self, leaf: &mut dyn FnMut(&[u8], bool) -> Next) -> Result<(), u64> {
        if self.n == 0 || !self.bounds_hold() {
            return Ok(());
        }
        self.descend(0, leaf).map(|_| ())
    }

    /// Ok(false) when the callback asked to stop.
    fn descend(
        &mut self,
        depth: usize,
        leaf: &mut dyn FnMut(&[u8], bool) -> Next,
    ) -> Result<bool, u64> {
        if depth == self.n {
            return Ok(matches!(leaf(&self.picks, self.symmetric), Next::Continue));
        }
        self.nodes += 1;
        if self.nodes > self.max_nodes {
            return Err(self.nodes);
        }
        // Most constrained cube first; a cube with no fitting choice kills the branch.
        let mut best = usize::MAX;
        let mut best_count = usize::MAX;
        for j in 0..self.n {
            if self.picks[j] != UNASSIGNED {
                continue;
            }
            let fitting = self.open_choices(j);
            if fitting < best_count {
                best = j;
                best_count = fitting;
                if fitting <= 1 {
                    break;
                }
            }
        }
        if best_count == 0 {
            return Ok(true);
        }
        let j = best;
        let symmetric = self.symmetric;
        let (g1, g2) = self.open_pairs(j);
        for i in 0..self.cubes[j].choices.len() {
            let choice = self.cubes[j].choices[i];
            if !g1[choice.fb as usize]
                || !g2[choice.lr as usize]
                || (symmetric && choice.fb_set > choice.lr_set)
            {
                continue;
            }
            self.apply(j, choice, true);
            let keep_going = if self.bounds_hold() {
                self.picks[j] = i as u8;
                self.symmetric = symmetric && choice.fb_set == choice.lr_set;
                let r = self.descend(depth + 1, leaf);
                self.picks[j] = UNASSIGNED;
                self.symmetric = symmetric;
                r
            } else {
                Ok(true)
            };
            self.apply(j, choice, false);
            if !keep_going? {
                return Ok(false);
            }
        }
        Ok(true)
    }
}

/// The non-loop components of one subgraph (one edge per cube) and a reference direction for
/// walking each: in the reference, the component's lowest cube shows its smaller colour index
/// in front (or on the left). Reversing a component swaps front and back of all its cubes.
#[derive(Clone, Debug)]
pub(crate) struct Components {
    /// Per cube: its component (in order of lowest cube), or `None` for a loop (same colour on
    /// both faces, which looks the same either way round).
    pub component: Vec<Option<usize>>,
    /// Per cube: in the reference direction, whether the larger colour index is in front.
    pub flipped: Vec<bool>,
    pub count: usize,
}

/// Walks the components of the subgraph whose edge at cube j is `edges[j]` (sorted pairs).
/// Every colour must have degree at most 2.
pub(crate) fn components(edges: &[[Colour; 2]]) -> Components {
    let n = edges.len();
    let mut component = vec![None; n];
    let mut flipped = vec![false; n];
    let mut done: Vec<bool> = edges.iter().map(|e| e[0] == e[1]).collect();
    let mut count = 0;
    for m in 0..n {
        if done[m] {
            continue;
        }
        done[m] = true;
        component[m] = Some(count);
        // Forward from the back colour, then backward from the front colour: each next edge
        // shows the shared colour on the opposite face.
        for (mut at, forward) in [(edges[m][1], true), (edges[m][0], false)] {
            while let Some(j) = (0..n).find(|&j| !done[j] && edges[j].contains(&at)) {
                done[j] = true;
                component[j] = Some(count);
                let other = if edges[j][0] == at {
                    edges[j][1]
                } else {
                    edges[j][0]
                };
                let front = if forward { at } else { other };
                flipped[j] = front != edges[j][0];
                at = other;
            }
        }
        count += 1;
    }
    Components {
        component,
        flipped,
        count,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rng::Rng;

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
            assert_eq!(any(&puzzle, u64::MAX), Ok(!joint.is_empty()), "{puzzle:?}");
        }
    }
}
