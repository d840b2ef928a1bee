//! The main search: all *half-solutions* first, then the edge-disjoint pairs among them.
//!
//! A half-solution picks one opposite pair (an edge of the opposite-face graph) per cube so
//! that every colour has degree at most 2; a solution is two half-solutions that never take
//! the same pair of a cube. Real puzzles have few half-solutions (8 for a generated 20-cube
//! puzzle, 172 for the 30-cube √2 instance), so it pays to find them with strong pruning and
//! then pair them with bit sets, instead of searching both subgraphs at once.
//!
//! The half search keeps, per cube, the set of pairs still possible (its *domain*) and
//! narrows domains to a fixpoint after every decision. The rule: each subgraph has n edges,
//! so the colours' degrees add up to 2n, and colour c can end with at most min(2, d_c + r_c)
//! (d_c from cubes already down to one pair, r_c the most the other cubes can still give it).
//! The sum of these bounds minus 2n is the *slack*; a pair whose choice would lower the sum
//! by more than the slack (or push a colour past 2) is dropped. With n colours the slack is
//! 0, and the rule forces every colour that can only just reach degree 2. Branching is on a
//! cube that can give the colour with the least to spare, which settles tight colours first.
//!
//! Each half-solution is paired with the ones found before it (and itself) as soon as it is
//! found, so a search that stops at the first solution stops early. The pairing work is
//! charged to the node budget, which also bounds the memory the halves take.
//!
//! [`super::search::run`] uses this search when there are no more colours than cubes (every
//! colour then needs degree exactly 2); with more colours, half-solutions abound and the
//! joint search is faster.

use super::graph::{choices, Next};
use super::proofs;
use super::puzzle::{Colour, Puzzle};

/// The most cubes this search handles: a set of cubes is a `u64`, a half-solution a `u128`
/// of 2-bit pair indices.
pub(crate) const MAX_N: usize = 64;

/// Why a run stopped early.
enum Stop {
    /// The callback asked to stop.
    Asked,
    /// The node budget ran out.
    OutOfNodes,
}

/// A cube's distinct opposite pairs and what each gives each of its colours.
struct Cube {
    /// Distinct colour pairs (sorted within and across), `ns` of them.
    sets: [[Colour; 2]; 3],
    ns: u8,
    /// Distinct colours of the cube, `nc` of them.
    cols: [u32; 6],
    nc: u8,
    /// `cnt[s][i]`: how often colour `cols[i]` is in pair `s` (0, 1, or 2 for a loop).
    cnt: [[u8; 6]; 3],
    /// `most[m][i]`: the most colour `cols[i]` gets from a pair in domain mask `m`.
    most: [[u8; 6]; 8],
}

impl Cube {
    fn new(faces: &[Colour; 6]) -> Cube {
        let mut cube = Cube {
            sets: [[0; 2]; 3],
            ns: 0,
            cols: [0; 6],
            nc: 0,
            cnt: [[0; 6]; 3],
            most: [[0; 6]; 8],
        };
        let mut sets = [0, 1, 2].map(|k| {
            let (a, b) = (faces[2 * k], faces[2 * k + 1]);
            [a.min(b), a.max(b)]
        });
        crate::sort::sort(&mut sets);
        for s in sets {
            if cube.ns == 0 || cube.sets[cube.ns as usize - 1] != s {
                cube.sets[cube.ns as usize] = s;
                cube.ns += 1;
            }
        }
        for &c in faces {
            let c = u32::from(c);
            if !cube.cols[..cube.nc as usize].contains(&c) {
                cube.cols[cube.nc as usize] = c;
                cube.nc += 1;
            }
        }
        for s in 0..cube.ns as usize {
            for i in 0..cube.nc as usize {
                let c = cube.cols[i];
                cube.cnt[s][i] = cube.sets[s].iter().filter(|&&x| u32::from(x) == c).count() as u8;
            }
        }
        for m in 1..8usize {
            for s in (0..cube.ns as usize).filter(|s| m >> s & 1 == 1) {
                for i in 0..cube.nc as usize {
                    cube.most[m][i] = cube.most[m][i].max(cube.cnt[s][i]);
                }
            }
        }
        cube
    }

    /// What domain `m` gives each colour: its degree if `m` is one pair, else its reach.
    #[inline]
    fn row(&self, m: u8) -> &[u8; 6] {
        if single(m) {
            &self.cnt[m.trailing_zeros() as usize]
        } else {
            &self.most[m as usize]
        }
    }

    fn full(&self) -> u8 {
        (1u8 << self.ns) - 1
    }
}

fn single(m: u8) -> bool {
    m & m.wrapping_sub(1) == 0
}

struct Halves {
    n: usize,
    cubes: Vec<Cube>,
    /// Per colour, the cubes showing it.
    by_colour: Vec<u64>,
    /// Per cube, the pairs still possible (bit s = `sets[s]`).
    dom: Vec<u8>,
    /// Per colour: degree from cubes down to one pair, and the most the others can add.
    d: Vec<u8>,
    r: Vec<u8>,
    /// Sum over colours of min(2, d + r); must stay at least 2n.
    t: i32,
    /// Domain changes to undo: (cube, previous mask).
    trail: Vec<(u8, u8)>,
    /// Cubes whose domain must be checked again.
    pending: u64,
    /// Every cube (for a full recheck when the slack shrinks).
    all: u64,
    /// The half-solutions so far, 2 bits (a pair index) per cube.
    found: Vec<u128>,
    /// `fits[w * 3n + 3j + s]`, bit i: half `64w + i` can go with pair `s` at cube `j`.
    fits: Vec<u64>,
    /// `pick[j][s1][s2]`: the index in [`choices`] of cube j putting distinct pair `s1`
    /// on the front/back axis and `s2` on the left/right axis (`NONE` if the cube has no two
    /// such pairs).
    pick: Vec<[[u8; 3]; 3]>,
    picks: Vec<u8>,
    nodes: u64,
    max_nodes: u64,
}

const NONE: u8 = u8::MAX;

impl Halves {
    fn new(puzzle: &Puzzle, max_nodes: u64) -> Halves {
        let n = puzzle.cubes.len();
        let k = puzzle.colour_count();
        let cubes: Vec<Cube> = puzzle.cubes.iter().map(Cube::new).collect();
        let pick = puzzle
            .cubes
            .iter()
            .zip(&cubes)
            .map(|(faces, cube)| choice_table(faces, cube))
            .collect();
        let mut by_colour = vec![0u64; k];
        for (j, cube) in cubes.iter().enumerate() {
            for &c in &cube.cols[..cube.nc as usize] {
                by_colour[c as usize] |= 1 << j;
            }
        }
        let all = if n == 64 { u64::MAX } else { (1u64 << n) - 1 };
        Halves {
            n,
            dom: cubes.iter().map(|_| 0).collect(),
            cubes,
            by_colour,
            d: vec![0; k],
            r: vec![0; k],
            t: 0,
            trail: Vec::new(),
            pending: all,
            all,
            found: Vec::new(),
            fits: Vec::new(),
            pick,
            picks: vec![0; n],
            nodes: 0,
            max_nodes,
        }
    }

    /// Sets every cube's domain to all its pairs and narrows; false if that already fails.
    fn start(&mut self) -> bool {
        for j in 0..self.n {
            let m = self.cubes[j].full();
            self.contribute(j, m, true);
            self.dom[j] = m;
        }
        self.t = (0..self.d.len())
            .map(|c| i32::from((self.d[c] + self.r[c]).min(2)))
            .sum();
        self.pending = self.all;
        self.t >= 2 * self.n as i32 && self.d.iter().all(|&d| d <= 2) && self.propagate()
    }

    /// Adds (or removes) cube `j`'s contribution with domain `m` to `d`/`r`, keeping `t`.
    /// Returns whether every colour stays within degree 2.
    #[inline]
    fn contribute(&mut self, j: usize, m: u8, add: bool) -> bool {
        let cube = &self.cubes[j];
        let fixed = single(m);
        let row = cube.row(m);
        let mut ok = true;
        let nc = cube.nc as usize;
        for (&c, &x) in cube.cols[..nc].iter().zip(&row[..nc]) {
            let c = c as usize;
            if x == 0 {
                continue;
            }
            let before = (self.d[c] + self.r[c]).min(2);
            let slot = if fixed {
                &mut self.d[c]
            } else {
                &mut self.r[c]
            };
            if add {
                *slot += x;
            } else {
                *slot -= x;
            }
            ok &= self.d[c] <= 2;
            self.t += i32::from((self.d[c] + self.r[c]).min(2)) - i32::from(before);
        }
        ok
    }

    /// Narrows cube `j` to domain `m`, recording the change; false if a colour went past 2
    /// or the bound sum fell below 2n (the state is still consistent for undoing).
    fn narrow(&mut self, j: usize, m: u8) -> bool {
        let old = self.dom[j];
        self.trail.push((j as u8, old));
        let t = self.t;
        let ok_old = self.contribute(j, old, false);
        let ok_new = self.contribute(j, m, true);
        debug_assert!(ok_old);
        self.dom[j] = m;
        // Only the cubes sharing a colour whose degree or reach moved need a new look.
        let cube = &self.cubes[j];
        let (old_row, new_row) = (cube.row(old), cube.row(m));
        let moved = single(old) != single(m);
        for i in 0..cube.nc as usize {
            if moved || old_row[i] != new_row[i] {
                self.pending |= self.by_colour[cube.cols[i] as usize];
            }
        }
        if self.t != t {
            self.pending = self.all;
        }
        ok_new && self.t >= 2 * self.n as i32
    }

    fn undo(&mut self, mark: usize) {
        while self.trail.len() > mark {
            let (j, old) = self.trail.pop().expect("above mark");
            let j = usize::from(j);
            self.contribute(j, self.dom[j], false);
            self.contribute(j, old, true);
            self.dom[j] = old;
        }
        self.pending = 0;
    }

    /// The pairs of cube `j` (not yet down to one) that keep the bounds.
    #[inline]
    fn fitting(&self, j: usize) -> u8 {
        let slack = self.t - 2 * self.n as i32;
        let m = self.dom[j];
        let cube = &self.cubes[j];
        let most = &cube.most[m as usize];
        let mut out = 0u8;
        'sets: for s in 0..cube.ns as usize {
            if m >> s & 1 == 0 {
                continue;
            }
            let mut loss = 0i32;
            let nc = cube.nc as usize;
            for ((&c, &x), &most) in cube.cols[..nc].iter().zip(&cube.cnt[s]).zip(most) {
                let c = c as usize;
                let (d, r) = (self.d[c], self.r[c]);
                if d + x > 2 {
                    continue 'sets;
                }
                loss += i32::from((d + r).min(2)) - i32::from((d + x + r - most).min(2));
            }
            if loss <= slack {
                out |= 1 << s;
            }
        }
        out
    }

    /// Narrows domains until nothing changes; false on a contradiction.
    fn propagate(&mut self) -> bool {
        while self.pending != 0 {
            let j = self.pending.trailing_zeros() as usize;
            self.pending &= self.pending - 1;
            let m = self.dom[j];
            if single(m) {
                continue;
            }
            let fit = self.fitting(j);
            if fit == 0 {
                self.pending = 0;
                return false;
            }
            if fit != m && !self.narrow(j, fit) {
                self.pending = 0;
                return false;
            }
        }
        true
    }

    /// The cube to branch on: one that can still give the colour with the least to spare,
    /// and among those the one with the fewest pairs left. `None` when every cube is down
    /// to one pair.
    fn branch_cube(&self) -> Option<usize> {
        let open: u64 = (0..self.n)
            .filter(|&j| !single(self.dom[j]))
            .fold(0, |acc, j| acc | 1 << j);
        if open == 0 {
            return None;
        }
        let mut best_colour = None;
        let mut best_spare = u8::MAX;
        for c in 0..self.d.len() {
            if self.d[c] < 2 && self.r[c] > 0 && self.by_colour[c] & open != 0 {
                let spare = self.d[c] + self.r[c];
                if spare < best_spare {
                    best_spare = spare;
                    best_colour = Some(c);
                }
            }
        }
        let candidates = match best_colour {
            Some(c) => self.by_colour[c] & open,
            None => open,
        };
        let mut best = None;
        let mut best_size = u32::MAX;
        let mut rest = candidates;
        while rest != 0 {
            let j = rest.trailing_zeros() as usize;
            rest &= rest - 1;
            let size = self.dom[j].count_ones();
            if size < best_size {
                best_size = size;
                best = Some(j);
            }
        }
        best
    }

    /// Finds every half-solution below the current state, pairing each as it comes.
    fn enumerate(&mut self, leaf: &mut dyn FnMut(&[u8], bool) -> Next) -> Result<(), Stop> {
        self.nodes += 1;
        if self.nodes > self.max_nodes {
            return Err(Stop::OutOfNodes);
        }
        let Some(j) = self.branch_cube() else {
            let mut half = 0u128;
            for (j, &m) in self.dom.iter().enumerate() {
                half |= u128::from(m.trailing_zeros()) << (2 * j);
            }
            return self.pair(half, leaf);
        };
        let m = self.dom[j];
        for s in 0..3 {
            if m >> s & 1 == 0 {
                continue;
            }
            let mark = self.trail.len();
            if self.narrow(j, 1 << s) && self.propagate() {
                let r = self.enumerate(leaf);
                if r.is_err() {
                    self.undo(mark);
                    return r;
                }
            }
            self.undo(mark);
        }
        Ok(())
    }

    /// Records a new half-solution and reports every pair it makes with the earlier ones
    /// (the earlier one on the front/back axis) and with itself.
    fn pair(&mut self, half: u128, leaf: &mut dyn FnMut(&[u8], bool) -> Next) -> Result<(), Stop> {
        let n = self.n;
        let b = self.found.len();
        let (w, bit) = (b / 64, 1u64 << (b % 64));
        if bit == 1 {
            self.fits.resize(self.fits.len() + 3 * n, 0);
        }
        for j in 0..n {
            let s2 = at(half, j);
            for s1 in 0..3 {
                if self.pick[j][s1][s2] != NONE {
                    self.fits[w * 3 * n + 3 * j + s1] |= bit;
                }
            }
        }
        self.found.push(half);
        // Charging the scan keeps time and memory within the budget.
        self.nodes += w as u64 + 1;
        if self.nodes > self.max_nodes {
            return Err(Stop::OutOfNodes);
        }
        for v in 0..=w {
            let block = &self.fits[v * 3 * n..][..3 * n];
            let mut acc = if v == w {
                (bit << 1).wrapping_sub(1)
            } else {
                u64::MAX
            };
            for j in 0..n {
                acc &= block[3 * j + at(half, j)];
                if acc == 0 {
                    break;
                }
            }
            while acc != 0 {
                let a = 64 * v + acc.trailing_zeros() as usize;
                acc &= acc - 1;
                let first = self.found[a];
                // Each solution costs its caller work in proportion to n (its components are
                // walked), so it is charged like a node: the budget bounds a count's time.
                self.nodes += 1;
                if self.nodes > self.max_nodes {
                    return Err(Stop::OutOfNodes);
                }
                for (j, p) in self.picks.iter_mut().enumerate() {
                    *p = self.pick[j][at(first, j)][at(half, j)];
                }
                if let Next::Stop = leaf(&self.picks, a == b) {
                    return Err(Stop::Asked);
                }
            }
        }
        Ok(())
    }
}

/// `table[s1][s2]`: the index in [`choices`] of the choice putting distinct pair `s1` on
/// the front/back axis and `s2` on the left/right axis, or `NONE`. Walks the input pairs in
/// the order [`choices`] does, without building the list.
fn choice_table(faces: &[Colour; 6], cube: &Cube) -> [[u8; 3]; 3] {
    let set = |k: usize| {
        let (a, b) = (faces[2 * k], faces[2 * k + 1]);
        let s = [a.min(b), a.max(b)];
        cube.sets.iter().position(|&x| x == s).unwrap_or(0)
    };
    let mut table = [[NONE; 3]; 3];
    let mut listed = 0u8;
    for fb in 0..3 {
        for lr in (0..3).filter(|&lr| lr != fb) {
            let (s1, s2) = (set(fb), set(lr));
            if table[s1][s2] == NONE {
                table[s1][s2] = listed;
                listed += 1;
            }
        }
    }
    debug_assert_eq!(usize::from(listed), choices(faces).len());
    table
}

/// Pair index of cube `j` in a packed half-solution.
#[inline]
fn at(half: u128, j: usize) -> usize {
    (half >> (2 * j)) as usize & 3
}

/// Calls `leaf(picks, symmetric)` once per unordered pair {G1, G2} of subgraphs that solves
/// the puzzle, as [`super::search::Search::run`] does (`picks[j]` indexes [`choices`] of cube
/// j). At most [`MAX_N`] cubes. Returns the nodes searched, as `Err` if the budget ran out.
pub(crate) fn run(
    puzzle: &Puzzle,
    max_nodes: u64,
    leaf: &mut dyn FnMut(&[u8], bool) -> Next,
) -> Result<u64, u64> {
    let n = puzzle.cubes.len();
    debug_assert!(n <= MAX_N);
    if n == 0 {
        return Ok(0);
    }
    let mut h = Halves::new(puzzle, max_nodes);
    // The counting bound for both subgraphs together kills most impossible puzzles before
    // any search.
    if proofs::bound_fails(&puzzle.cubes) || !h.start() {
        return Ok(0);
    }
    match h.enumerate(leaf) {
        Ok(()) | Err(Stop::Asked) => Ok(h.nodes),
        Err(Stop::OutOfNodes) => Err(h.nodes),
    }
}
