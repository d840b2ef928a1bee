//! The joint search over both subgraphs at once, one cube at a time. It is the search for
//! puzzles with more colours than cubes (where one subgraph alone has many solutions) and
//! the reference the half-solution search is tested against.
//!
//! The search assigns cubes one at a time, always the cube with the fewest choices that still
//! fit the degree caps, and cuts a branch as soon as the colours can no longer collect the
//! degrees the remaining cubes must hand out (see [`Search::bounds_hold`]). Swapping G1 and G2
//! (a quarter turn of the column) maps solutions to solutions, so only one of each swapped
//! pair is generated: while every cube so far has the same colour pair on both axes, the
//! state is swap-symmetric and we demand the front/back pair be the smaller one.

use super::graph::{choices, count, pair, Choice, Next};
use super::puzzle::{Colour, Puzzle};
use crate::rng::Rng;

struct CubeInfo {
    /// The three opposite pairs, sorted.
    pairs: [[Colour; 2]; 3],
    choices: Vec<Choice>,
    /// (colour, the most it can add to one subgraph's degree, the most it can add to both
    /// together) for each distinct colour of the cube.
    colours: Vec<(Colour, u8, u8)>,
}

const UNASSIGNED: u8 = u8::MAX;

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
                    crate::sort::sort(&mut per_pair);
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

    /// The cube to branch on: the most constrained unassigned one, or `None` when one has no
    /// fitting choice left (the branch is dead).
    fn next_cube(&self) -> Option<usize> {
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
        (best_count > 0).then_some(best)
    }

    /// The choices of cube `j` the search would descend into from here.
    fn children(&mut self, j: usize) -> Vec<usize> {
        let (g1, g2) = self.open_pairs(j);
        let mut out = Vec::new();
        for i in 0..self.cubes[j].choices.len() {
            let choice = self.cubes[j].choices[i];
            if !g1[choice.fb as usize]
                || !g2[choice.lr as usize]
                || (self.symmetric && choice.fb_set > choice.lr_set)
            {
                continue;
            }
            self.apply(j, choice, true);
            if self.bounds_hold() {
                out.push(i);
            }
            self.apply(j, choice, false);
        }
        out
    }

    /// Knuth's estimate of how many solutions [`Search::run`] would report: `probes` random
    /// paths from the root, each step choosing uniformly among the children the search would
    /// visit; the product of the numbers of children along a path (0 at a dead end) is an
    /// unbiased estimate, and the mean of the paths is returned. Only an estimate: it decides
    /// when a count stops early, never what an answer claims.
    pub fn estimate_solutions(&mut self, probes: u32, rng: &mut Rng) -> f64 {
        if self.n == 0 || !self.bounds_hold() {
            return 0.0;
        }
        let mut sum = 0.0;
        for _ in 0..probes {
            let mut weight = 1.0f64;
            let mut path: Vec<(usize, Choice, bool)> = Vec::with_capacity(self.n);
            while path.len() < self.n {
                let children = match self.next_cube() {
                    Some(j) => (j, self.children(j)),
                    None => (0, Vec::new()),
                };
                let (j, children) = children;
                if children.is_empty() {
                    weight = 0.0;
                    break;
                }
                weight *= children.len() as f64;
                let i = children[rng.below(children.len() as u64) as usize];
                let choice = self.cubes[j].choices[i];
                path.push((j, choice, self.symmetric));
                self.apply(j, choice, true);
                self.picks[j] = i as u8;
                self.symmetric = self.symmetric && choice.fb_set == choice.lr_set;
            }
            sum += weight;
            for (j, choice, symmetric) in path.into_iter().rev() {
                self.apply(j, choice, false);
                self.picks[j] = UNASSIGNED;
                self.symmetric = symmetric;
            }
        }
        sum / f64::from(probes.max(1))
    }

    /// Runs the search, calling `leaf(picks, symmetric)` once per unordered pair {G1, G2} of
    /// subgraphs that solves the puzzle: `picks[j]` indexes cube j's choice list, and
    /// `symmetric` says G1 and G2 use the same colour pairs (so the pair is its own swap).
    /// Returns the nodes searched, as `Err` if the node budget ran out.
    pub fn run(&mut self, leaf: &mut dyn FnMut(&[u8], bool) -> Next) -> Result<u64, u64> {
        if self.n == 0 || !self.bounds_hold() {
            return Ok(0);
        }
        self.descend(0, leaf).map(|_| self.nodes)
    }

    /// Ok(false) when the callback asked to stop.
    fn descend(
        &mut self,
        depth: usize,
        leaf: &mut dyn FnMut(&[u8], bool) -> Next,
    ) -> Result<bool, u64> {
        // A solution is charged like a node: its caller walks its components, and a puzzle
        // with many colours has far more solutions than inner nodes, so the budget bounds a
        // count's time only when it counts them.
        self.nodes += 1;
        if self.nodes > self.max_nodes {
            return Err(self.nodes);
        }
        if depth == self.n {
            return Ok(matches!(leaf(&self.picks, self.symmetric), Next::Continue));
        }
        let Some(j) = self.next_cube() else {
            return Ok(true);
        };
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
