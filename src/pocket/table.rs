//! One full distance table per metric, built once on first use.
//!
//! A state is `perm * TWISTS + twist` (3,674,160 of them). Each table keeps the distance modulo
//! 3 in two bits per state: 0.92 MB, small enough to stay in a core's L2 cache while it is
//! built. The breadth-first build goes forward from solved while the frontier is small, then
//! backward (every unreached state looks for a neighbour in the last layer) once most states
//! are reached, which roughly halves the work of the big layers.

use super::cubie::{PERMS, TWISTS};
use super::metric::Metric;
use super::moves::move_tables;
use std::sync::OnceLock;

/// Number of legal states with DBL fixed.
pub const STATES: usize = PERMS * TWISTS;

/// Bytes of one distance table: two bits per state in 64-bit words.
pub(crate) const DISTANCE_TABLE_BYTES: usize = STATES.div_ceil(32) * std::mem::size_of::<u64>();

/// Distances from solved modulo 3, two bits per state (3 = not reached yet). Modulo 3 is
/// enough: a move changes the distance by at most one, so among a state's neighbours the one
/// that is one closer is the one whose value is one less modulo 3.
pub(crate) struct Distances {
    words: Vec<u64>,
    /// How many states lie at each distance, counted during the build.
    layers: Vec<usize>,
}

const UNSEEN: u64 = 3;
const LOW_BITS: u64 = 0x5555_5555_5555_5555;

impl Distances {
    #[inline]
    pub(crate) fn get(&self, state: usize) -> u8 {
        ((self.words[state >> 5] >> ((state & 31) * 2)) & 3) as u8
    }

    #[inline]
    fn set(&mut self, state: usize, d: u64) {
        let word = &mut self.words[state >> 5];
        let shift = (state & 31) * 2;
        *word = (*word & !(3 << shift)) | (d << shift);
    }

    /// Calls `f` for every state whose two bits equal `value`, in index order, so that
    /// consecutive states share their permutation coordinate and their neighbours sit in the
    /// same few cache lines. `f` may change states to other values as it goes.
    fn for_each_equal(&mut self, value: u64, mut f: impl FnMut(&mut Self, usize)) {
        for w in 0..self.words.len() {
            let x = self.words[w] ^ (value * LOW_BITS);
            let mut hits = !(x | (x >> 1)) & LOW_BITS;
            while hits != 0 {
                let s = w * 32 + hits.trailing_zeros() as usize / 2;
                if s >= STATES {
                    return;
                }
                f(self, s);
                hits &= hits - 1;
            }
        }
    }

    /// Breadth-first search from solved using the given generators (every generator's inverse
    /// must be a generator too, which the backward phase relies on).
    fn build(generators: &[usize]) -> Distances {
        let tables = move_tables();
        let mut dist = Distances {
            words: vec![u64::MAX; STATES.div_ceil(32)],
            layers: vec![1],
        };
        dist.set(0, 0);
        let mut unseen = STATES - 1;
        while unseen > 0 {
            let depth = dist.layers.len() as u64 - 1;
            let (here, next) = (depth % 3, (depth + 1) % 3);
            let mut reached = 0;
            if dist.layers[depth as usize] * generators.len() < unseen {
                // Forward: expand the last layer.
                dist.for_each_equal(here, |dist, s| {
                    for &m in generators {
                        let t = tables.step(s, m);
                        if dist.get(t) as u64 == UNSEEN {
                            dist.set(t, next);
                            reached += 1;
                        }
                    }
                });
            } else {
                // Backward: an unreached state with a neighbour in the last layer is next.
                // (An unreached state's neighbours are in the last layer or further out.)
                dist.for_each_equal(UNSEEN, |dist, s| {
                    if generators
                        .iter()
                        .any(|&m| dist.get(tables.step(s, m)) as u64 == here)
                    {
                        dist.set(s, next);
                        reached += 1;
                    }
                });
            }
            assert!(
                reached > 0,
                "the R U F group is connected, so every layer reaches something"
            );
            dist.layers.push(reached);
            unseen -= reached;
        }
        dist
    }
}

static HTM: OnceLock<Distances> = OnceLock::new();
static QTM: OnceLock<Distances> = OnceLock::new();

fn cell(metric: Metric) -> &'static OnceLock<Distances> {
    match metric {
        Metric::Htm => &HTM,
        Metric::Qtm => &QTM,
    }
}

/// The distance table of `metric`, built on first use (tens of milliseconds).
pub(crate) fn distances(metric: Metric) -> &'static Distances {
    cell(metric).get_or_init(|| Distances::build(metric.generators()))
}

/// The distance table of `metric` if something has built it already.
pub(crate) fn distances_if_built(metric: Metric) -> Option<&'static Distances> {
    cell(metric).get()
}

/// Builds the full distance table for `metric` now. Until it exists, solves use a slower
/// search that needs no big table, so call this when there is time to spare (after the
/// first answer, in the page's worker) to make later solves take microseconds.
pub fn prepare(metric: Metric) {
    distances(metric);
}

/// How many states lie at each distance from solved.
pub fn distance_distribution(metric: Metric) -> Vec<u64> {
    distances(metric).layers.iter().map(|&n| n as u64).collect()
}
