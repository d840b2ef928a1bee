//! Iterative-deepening A* for the cold start: before the full distance table exists (it takes
//! tens of milliseconds to build), search with small pruning tables that are ready in about a
//! millisecond: the exact distance of the corner permutation alone, and of the twist together
//! with where two chosen corners are (two such tables). Each is a lower bound on the true
//! distance, so the search is optimal; the full table is just faster once built.

use super::cubie::{CubieCube, MOVING, PERMS, TWISTS};
use super::metric::Metric;
use super::moves::{face, move_tables, turn, MoveTables, MOVES};
use std::sync::OnceLock;

/// How many corners each pattern table follows.
const TRACKED: usize = 2;
/// Values of a pair coordinate: each tracked corner's place among the seven moving places,
/// in base 7 (some values unused, since two corners cannot share a place).
const PAIRS: usize = 7usize.pow(TRACKED as u32);

/// The corners the pattern tables follow (numbered among the seven moving corners). Small
/// tables are the sweet spot for a cold start, above all in the browser, where the first call
/// runs in V8's baseline compiler: two pair tables (2 × 49 × 729 entries) build in a fraction
/// of the time of one table of three corners (343 × 729), which would shorten the search by
/// far less than it costs to build.
const PATTERNS: [[usize; TRACKED]; K] = [[0, 1], [2, 3]];
const K: usize = 2;

/// Lower bounds per metric: the permutation alone, and (pair, twist) pattern tables.
pub(crate) struct Bounds {
    perm: Vec<u8>,
    /// Where each move takes a pair coordinate. It depends only on the places, not on which
    /// corners sit there, so every pattern shares it.
    pair_moves: Vec<[u16; MOVES]>,
    patterns: [Vec<u8>; K],
}

impl Bounds {
    fn build(metric: Metric) -> Bounds {
        let tables = move_tables();
        let pair_moves = pair_move_table();
        let patterns = std::array::from_fn(|k| {
            let start = pair_of(&CubieCube::SOLVED, PATTERNS[k]);
            coordinate_distances(PAIRS * TWISTS, start * TWISTS, metric, |c, m| {
                pair_moves[c / TWISTS][m] as usize * TWISTS + tables.twist_step(c % TWISTS, m)
            })
        });
        Bounds {
            perm: coordinate_distances(PERMS, 0, metric, |c, m| tables.perm_step(c, m)),
            pair_moves,
            patterns,
        }
    }
}

/// A search node: the full state plus the pair coordinates the pattern tables need.
#[derive(Clone, Copy)]
struct Node {
    state: usize,
    pairs: [usize; K],
}

impl Node {
    fn new(state: usize) -> Node {
        let cube = CubieCube::from_coords(state / TWISTS, state % TWISTS);
        Node {
            state,
            pairs: PATTERNS.map(|p| pair_of(&cube, p)),
        }
    }

    #[inline]
    fn step(&self, tables: &MoveTables, bounds: &Bounds, m: usize) -> Node {
        Node {
            state: tables.step(self.state, m),
            pairs: self.pairs.map(|pair| bounds.pair_moves[pair][m] as usize),
        }
    }

    #[inline]
    fn bound(&self, bounds: &Bounds) -> u8 {
        let twist = self.state % TWISTS;
        (0..K).fold(bounds.perm[self.state / TWISTS], |b, k| {
            b.max(bounds.patterns[k][self.pairs[k] * TWISTS + twist])
        })
    }
}

/// The pair coordinate of `pieces` in `cube`.
fn pair_of(cube: &CubieCube, pieces: [usize; TRACKED]) -> usize {
    pieces.iter().fold(0, |acc, &k| {
        let place = MOVING
            .iter()
            .position(|&p| cube.cp[p] as usize == MOVING[k])
            .unwrap_or(0);
        acc * 7 + place
    })
}

/// Where each move takes each pair coordinate.
fn pair_move_table() -> Vec<[u16; MOVES]> {
    // Where a piece at each moving place goes under each move.
    let dest: Vec<[usize; 7]> = (0..MOVES)
        .map(|m| {
            let turn = turn(m);
            std::array::from_fn(|i| {
                let to = (0..8)
                    .find(|&j| turn.cp[j] as usize == MOVING[i])
                    .unwrap_or(0);
                MOVING.iter().position(|&p| p == to).unwrap_or(0)
            })
        })
        .collect();
    (0..PAIRS)
        .map(|t| {
            let places: [usize; TRACKED] =
                std::array::from_fn(|k| t / 7usize.pow((TRACKED - 1 - k) as u32) % 7);
            std::array::from_fn(|m| places.iter().fold(0, |acc, &p| acc * 7 + dest[m][p]) as u16)
        })
        .collect()
}

/// Breadth-first search over one coordinate: a lower bound on each value's distance from
/// `start`, exact up to the depth where the search stops. In the quarter-turn metric it uses
/// quarter turns only, so a half turn is two steps, as that metric counts it.
///
/// The search stops expanding once it has reached more than half the table's values, and
/// gives every value not reached the depth of the last layer found plus one: each value at a
/// depth is the neighbour of one a layer shallower, so a value not reached is further. The
/// layers left are the widest (a pair pattern table in the half-turn metric peaks one layer
/// before its deepest two), so expanding them would cost three quarters of the table for
/// bounds that change the cold search's work by under one percent; and in a fresh browser
/// worker or page this table runs in the engine's baseline code, before the first answer.
fn coordinate_distances(
    size: usize,
    start: usize,
    metric: Metric,
    step: impl Fn(usize, usize) -> usize,
) -> Vec<u8> {
    let generators = metric.generators();
    let mut dist = vec![u8::MAX; size];
    dist[start] = 0;
    let mut queue = Vec::with_capacity(size);
    queue.push(start as u32);
    // The layer being expanded is `queue[layer..end]`.
    let mut layer = 0;
    while layer < queue.len() {
        let end = queue.len();
        if 2 * end > size {
            let depth = dist[queue[layer] as usize];
            for d in dist.iter_mut().filter(|d| **d == u8::MAX) {
                *d = depth + 1;
            }
            break;
        }
        for head in layer..end {
            expand(
                queue[head] as usize,
                generators,
                &step,
                &mut dist,
                &mut queue,
            );
        }
        layer = end;
    }
    dist
}

/// Puts the unvisited neighbours of `c` in the queue, one further than `c`. A function of its
/// own, called once per coordinate, so that the browser's engine switches to optimised code
/// for it while the table is being built (see `quarter_row` in `moves.rs`).
#[inline(never)]
fn expand(
    c: usize,
    generators: &[usize],
    step: &impl Fn(usize, usize) -> usize,
    dist: &mut [u8],
    queue: &mut Vec<u32>,
) {
    let next = dist[c] + 1;
    for &m in generators {
        let n = step(c, m);
        if dist[n] == u8::MAX {
            dist[n] = next;
            queue.push(n as u32);
        }
    }
}

impl Bounds {
    /// Bytes held by these tables.
    pub(crate) fn bytes(&self) -> usize {
        self.perm.len()
            + std::mem::size_of_val(self.pair_moves.as_slice())
            + self.patterns.iter().map(Vec::len).sum::<usize>()
    }
}

pub(crate) fn bounds(metric: Metric) -> &'static Bounds {
    static HTM: OnceLock<Bounds> = OnceLock::new();
    static QTM: OnceLock<Bounds> = OnceLock::new();
    match metric {
        Metric::Htm => HTM.get_or_init(|| Bounds::build(Metric::Htm)),
        Metric::Qtm => QTM.get_or_init(|| Bounds::build(Metric::Qtm)),
    }
}

struct Ida<'a, V: FnMut(&[usize]) -> bool> {
    tables: &'a MoveTables,
    bounds: &'a Bounds,
    metric: Metric,
    path: Vec<usize>,
    visit: V,
    found: bool,
}

impl<V: FnMut(&[usize]) -> bool> Ida<'_, V> {
    /// Returns `false` once `visit` asks to stop.
    fn go(&mut self, node: Node, left: usize) -> bool {
        if node.state == 0 {
            if left == 0 {
                self.found = true;
                return (self.visit)(&self.path);
            }
            return true;
        }
        if node.bound(self.bounds) as usize > left {
            return true;
        }
        let last_face = self.path.last().map(|&m| face(m));
        for m in 0..MOVES {
            let cost = self.metric.cost(m);
            if Some(face(m)) == last_face || cost > left {
                continue;
            }
            self.path.push(m);
            let more = self.go(node.step(self.tables, self.bounds, m), left - cost);
            self.path.pop();
            if !more {
                return false;
            }
        }
        true
    }
}

/// Visits every optimal path (as move indices) from `state`, shortest length first found by
/// deepening; `visit` returns `false` to stop. Returns the optimal length.
pub(crate) fn search(state: usize, metric: Metric, visit: impl FnMut(&[usize]) -> bool) -> usize {
    let b = bounds(metric);
    let mut ida = Ida {
        tables: move_tables(),
        bounds: b,
        metric,
        path: Vec::with_capacity(16),
        visit,
        found: false,
    };
    let node = Node::new(state);
    let mut depth = node.bound(b) as usize;
    loop {
        ida.go(node, depth);
        if ida.found {
            return depth;
        }
        depth += 1;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A plain breadth-first search to the end, written separately from the one under test.
    fn full_distances(
        size: usize,
        start: usize,
        metric: Metric,
        step: impl Fn(usize, usize) -> usize,
    ) -> Vec<u8> {
        let mut dist = vec![u8::MAX; size];
        dist[start] = 0;
        let mut frontier = vec![start];
        let mut depth = 0;
        while !frontier.is_empty() {
            depth += 1;
            let mut next = vec![];
            for c in frontier {
                for &m in metric.generators() {
                    let n = step(c, m);
                    if dist[n] == u8::MAX {
                        dist[n] = depth;
                        next.push(n);
                    }
                }
            }
            frontier = next;
        }
        dist
    }

    /// Each table the cold search uses is a lower bound on the true distance of every value
    /// the full search reaches, and exact wherever that distance is below the stopping depth.
    #[test]
    fn stopped_tables_are_lower_bounds_exact_below_their_stop() {
        let tables = move_tables();
        let pair_moves = pair_move_table();
        for metric in [Metric::Htm, Metric::Qtm] {
            let b = bounds(metric);
            let mut checked = vec![(
                "permutation",
                b.perm.clone(),
                full_distances(PERMS, 0, metric, |c, m| tables.perm_step(c, m)),
            )];
            for (k, pattern) in PATTERNS.iter().enumerate() {
                let start = pair_of(&CubieCube::SOLVED, *pattern) * TWISTS;
                let step = |c: usize, m: usize| {
                    pair_moves[c / TWISTS][m] as usize * TWISTS + tables.twist_step(c % TWISTS, m)
                };
                checked.push((
                    "pattern",
                    b.patterns[k].clone(),
                    full_distances(PAIRS * TWISTS, start, metric, step),
                ));
            }
            for (name, stopped, full) in checked {
                let stop = *stopped.iter().max().unwrap();
                let deepest = *full.iter().filter(|&&d| d != u8::MAX).max().unwrap();
                assert!(
                    stop <= deepest,
                    "{name} {metric:?}: a bound of {stop} beyond the deepest {deepest}"
                );
                for (c, (&s, &f)) in stopped.iter().zip(&full).enumerate() {
                    if f == u8::MAX {
                        continue; // not a state (two corners in one place)
                    }
                    assert!(
                        s <= f,
                        "{name} {metric:?} value {c}: bound {s} over its distance {f}"
                    );
                    if f < stop {
                        assert_eq!(s, f, "{name} {metric:?} value {c}: not exact below {stop}");
                    }
                }
            }
        }
    }
}
