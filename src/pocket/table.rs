//! Move tables on the two coordinates and one full distance table per metric, built once on
//! first use.
//!
//! A state is `perm * TWISTS + twist` (3,674,160 of them). Distances fit in four bits (at most
//! 11 half-turn moves, 14 quarter turns), so each table is 1.84 MB. The breadth-first build goes
//! forward from solved while the frontier is small, then backward — every unvisited state
//! looks for a neighbour in the last layer — once most states are reached, which roughly
//! halves the work of the big layers.

use super::cubie::{CubieCube, PERMS, TWISTS};
use super::solve::Metric;
use std::sync::OnceLock;

/// Number of legal states with DBL fixed.
pub const STATES: usize = PERMS * TWISTS;

/// Moves are numbered `face * 3 + quarters - 1` with faces R, U, F.
pub(crate) const MOVES: usize = 9;

const UNSEEN: u8 = 15;

pub(crate) struct MoveTables {
    perm: Vec<[u16; MOVES]>,
    twist: Vec<[u16; MOVES]>,
}

impl MoveTables {
    fn build() -> MoveTables {
        let turns: Vec<CubieCube> = (0..MOVES)
            .map(|m| {
                let q = CubieCube::quarter_turn(m / 3);
                (0..m % 3).fold(q, |acc, _| acc.then(&q))
            })
            .collect();
        let perm = (0..PERMS)
            .map(|p| {
                let c = CubieCube::from_coords(p, 0);
                std::array::from_fn(|m| c.then(&turns[m]).perm_coord() as u16)
            })
            .collect();
        let twist = (0..TWISTS)
            .map(|t| {
                let c = CubieCube::from_coords(0, t);
                std::array::from_fn(|m| c.then(&turns[m]).twist_coord() as u16)
            })
            .collect();
        MoveTables { perm, twist }
    }

    #[inline]
    pub(crate) fn step(&self, state: usize, m: usize) -> usize {
        let (p, t) = (state / TWISTS, state % TWISTS);
        self.perm[p][m] as usize * TWISTS + self.twist[t][m] as usize
    }
}

pub(crate) fn moves() -> &'static MoveTables {
    static TABLES: OnceLock<MoveTables> = OnceLock::new();
    TABLES.get_or_init(MoveTables::build)
}

/// Distances from solved, four bits per state.
pub(crate) struct Distances {
    nibbles: Vec<u8>,
}

impl Distances {
    #[inline]
    pub(crate) fn get(&self, state: usize) -> u8 {
        (self.nibbles[state >> 1] >> ((state & 1) * 4)) & 15
    }

    #[inline]
    fn set(&mut self, state: usize, d: u8) {
        let byte = &mut self.nibbles[state >> 1];
        let shift = (state & 1) * 4;
        *byte = (*byte & !(15 << shift)) | (d << shift);
    }

    /// Breadth-first search from solved using the given generators (every generator's inverse
    /// must be a generator too, which the backward phase relies on).
    fn build(generators: &[usize]) -> Distances {
        let tables = moves();
        let mut dist = Distances { nibbles: vec![0xFF; STATES.div_ceil(2)] };
        let solved = 0;
        dist.set(solved, 0);
        let mut frontier = vec![solved as u32];
        let mut unseen = STATES - 1;
        let mut depth = 0u8;
        while unseen > 0 {
            let next = depth + 1;
            let mut reached = 0;
            if !frontier.is_empty() && frontier.len() * generators.len() < unseen {
                let mut layer = Vec::with_capacity(frontier.len() * 4);
                for &s in &frontier {
                    for &m in generators {
                        let t = tables.step(s as usize, m);
                        if dist.get(t) == UNSEEN {
                            dist.set(t, next);
                            layer.push(t as u32);
                        }
                    }
                }
                reached = layer.len();
                frontier = layer;
            } else {
                frontier.clear();
                for byte in 0..dist.nibbles.len() {
                    if dist.nibbles[byte] & 0x0F != 0x0F && dist.nibbles[byte] & 0xF0 != 0xF0 {
                        continue; // both states already reached
                    }
                    for s in [byte * 2, byte * 2 + 1] {
                        if s < STATES
                            && dist.get(s) == UNSEEN
                            && generators.iter().any(|&m| dist.get(tables.step(s, m)) == depth)
                        {
                            dist.set(s, next);
                            reached += 1;
                        }
                    }
                }
            }
            assert!(reached > 0, "the R U F group is connected, so every layer reaches something");
            unseen -= reached;
            depth = next;
        }
        dist
    }
}

/// The distance table of `metric`, built on first use (tens of milliseconds).
pub(crate) fn distances(metric: Metric) -> &'static Distances {
    static HTM: OnceLock<Distances> = OnceLock::new();
    static QTM: OnceLock<Distances> = OnceLock::new();
    match metric {
        Metric::Htm => HTM.get_or_init(|| Distances::build(&[0, 1, 2, 3, 4, 5, 6, 7, 8])),
        Metric::Qtm => QTM.get_or_init(|| Distances::build(&[0, 2, 3, 5, 6, 8])),
    }
}

/// Builds the tables for `metric` now rather than on the first solve.
pub fn prepare(metric: Metric) {
    distances(metric);
}

/// How many states lie at each distance from solved.
pub fn distance_distribution(metric: Metric) -> Vec<u64> {
    let dist = distances(metric);
    let mut counts = vec![0u64; 16];
    for s in 0..STATES {
        counts[dist.get(s) as usize] += 1;
    }
    while counts.last() == Some(&0) {
        counts.pop();
    }
    counts
}
