//! An independent sticker-level model of the pocket cube, written by hand from the facelet
//! net (docs/pocket.md), for the pocket tests to check the library against. It never calls the
//! library's `apply`, geometry or cubie code. The `pocket_*` test files include it with
//! `#[path = "support/stickers.rs"] mod sim;`; tests/pocket_sim.rs checks the model itself
//! (the hand-written turns agree with turns derived from 3D coordinates).
//!
//! ```text
//!       A B
//!       C D
//! E F   G H   I J   K L
//! M N   O P   Q R   S T
//!       U V
//!       W X
//! ```
#![allow(dead_code)]

use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};

/// Colours are face numbers in this order; solved, sticker `i` has colour `FACE_OF[i]`.
pub const U: u8 = 0;
pub const L: u8 = 1;
pub const F: u8 = 2;
pub const R: u8 = 3;
pub const B: u8 = 4;
pub const D: u8 = 5;

/// Letters used to write a state as a facelet string (same as the library's `SOLVED`).
pub const FACE_CHARS: [char; 6] = ['U', 'L', 'F', 'R', 'B', 'D'];

#[rustfmt::skip]
pub const FACE_OF: [u8; 24] = [
    U, U, U, U,          // A B C D
    L, L, F, F, R, R, B, B, // E F G H I J K L
    L, L, F, F, R, R, B, B, // M N O P Q R S T
    D, D, D, D,          // U V W X
];

pub type State = [u8; 24];

pub fn solved() -> State {
    FACE_OF
}

fn idx(letter: char) -> usize {
    (letter as u8 - b'A') as usize
}

/// Clockwise quarter turns as sticker 4-cycles read off the net by hand: "IJRQ" means the
/// sticker on I moves to J, J's to R, R's to Q and Q's to I.
pub const R_CYCLES: [&str; 3] = ["IJRQ", "HBSV", "PDKX"];
pub const U_CYCLES: [&str; 3] = ["ABDC", "HFLJ", "GEKI"];
pub const F_CYCLES: [&str; 3] = ["GHPO", "CIVN", "DQUF"];

/// Turnable faces in the order R, U, F (the library's `Turn::R, Turn::U, Turn::F`).
pub const FACE_NAMES: [char; 3] = ['R', 'U', 'F'];

/// A permutation as "the sticker on `i` moves to `p[i]`".
pub type Perm = [usize; 24];

pub fn identity() -> Perm {
    std::array::from_fn(|i| i)
}

fn from_cycles(cycles: &[&str]) -> Perm {
    let mut p = identity();
    for c in cycles {
        let s: Vec<usize> = c.chars().map(idx).collect();
        for k in 0..s.len() {
            p[s[k]] = s[(k + 1) % s.len()];
        }
    }
    p
}

/// `a` then `b`.
pub fn compose(a: &Perm, b: &Perm) -> Perm {
    std::array::from_fn(|i| b[a[i]])
}

/// Quarter turn of face 0 = R, 1 = U, 2 = F.
pub fn quarter(face: usize) -> Perm {
    from_cycles(match face {
        0 => &R_CYCLES,
        1 => &U_CYCLES,
        _ => &F_CYCLES,
    })
}

/// A move: face (0 = R, 1 = U, 2 = F) and clockwise quarter turns (1, 2, 3).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Mv {
    pub face: usize,
    pub quarters: usize,
}

impl Mv {
    pub fn inverse(self) -> Mv {
        Mv {
            face: self.face,
            quarters: 4 - self.quarters,
        }
    }

    pub fn text(self) -> String {
        let suffix = ["", "2", "'"][self.quarters - 1];
        format!("{}{}", FACE_NAMES[self.face], suffix)
    }

    /// Cost in the quarter-turn metric (`qtm`) or the half-turn metric.
    pub fn cost(self, qtm: bool) -> usize {
        if qtm && self.quarters == 2 {
            2
        } else {
            1
        }
    }
}

pub fn all_moves() -> Vec<Mv> {
    (0..3)
        .flat_map(|face| (1..4).map(move |quarters| Mv { face, quarters }))
        .collect()
}

/// The generators of the breadth-first search: 9 moves in HTM, 6 quarter turns in QTM.
pub fn generators(qtm: bool) -> Vec<Mv> {
    all_moves()
        .into_iter()
        .filter(|m| !qtm || m.quarters != 2)
        .collect()
}

/// The permutation of every move, indexed `face * 3 + quarters - 1`.
pub fn move_perms() -> Vec<Perm> {
    all_moves()
        .iter()
        .map(|m| {
            let q = quarter(m.face);
            let mut p = identity();
            for _ in 0..m.quarters {
                p = compose(&p, &q);
            }
            p
        })
        .collect()
}

pub fn permute(state: &State, p: &Perm) -> State {
    let mut out = [0; 24];
    for i in 0..24 {
        out[p[i]] = state[i];
    }
    out
}

pub struct Sim {
    perms: Vec<Perm>,
}

impl Default for Sim {
    fn default() -> Self {
        Sim::new()
    }
}

impl Sim {
    pub fn new() -> Sim {
        Sim {
            perms: move_perms(),
        }
    }

    pub fn turn(&self, state: &State, m: Mv) -> State {
        permute(state, &self.perms[m.face * 3 + m.quarters - 1])
    }

    pub fn run(&self, state: &State, moves: &[Mv]) -> State {
        moves.iter().fold(*state, |s, &m| self.turn(&s, m))
    }
}

/// Every face one colour (whatever the colours are).
pub fn is_solved<T: PartialEq + Copy>(state: &[T; 24]) -> bool {
    let faces: [[usize; 4]; 6] = [
        [0, 1, 2, 3],
        [4, 5, 12, 13],
        [6, 7, 14, 15],
        [8, 9, 16, 17],
        [10, 11, 18, 19],
        [20, 21, 22, 23],
    ];
    faces
        .iter()
        .all(|f| f.iter().all(|&i| state[i] == state[f[0]]))
}

pub fn to_text(state: &State) -> String {
    state.iter().map(|&c| FACE_CHARS[c as usize]).collect()
}

pub fn from_text(text: &str) -> Option<State> {
    let chars: Vec<char> = text.chars().filter(|c| !c.is_whitespace()).collect();
    if chars.len() != 24 {
        return None;
    }
    let mut s = [0; 24];
    for (i, c) in chars.iter().enumerate() {
        s[i] = FACE_CHARS.iter().position(|f| f == c)? as u8;
    }
    Some(s)
}

/// Reads library moves into the model (only R, U, F with 1 to 3 quarters are allowed).
pub fn from_lib(moves: &[puzzlebox::pocket::Move]) -> Vec<Mv> {
    use puzzlebox::pocket::Turn;
    moves
        .iter()
        .map(|m| {
            let face = match m.turn {
                Turn::R => 0,
                Turn::U => 1,
                Turn::F => 2,
                other => panic!("solver used a turn other than R, U, F: {other:?}"),
            };
            assert!((1..=3).contains(&m.quarters), "bad move {m:?}");
            Mv {
                face,
                quarters: m.quarters as usize,
            }
        })
        .collect()
}

/// Reads "R U2 F'" text into the model.
pub fn parse_text(text: &str) -> Vec<Mv> {
    text.split_whitespace()
        .map(|t| {
            let mut cs = t.chars();
            let first = cs.next();
            let face = FACE_NAMES
                .iter()
                .position(|&f| Some(f) == first)
                .unwrap_or_else(|| panic!("bad move {t:?}"));
            let quarters = match cs.as_str() {
                "" => 1,
                "2" => 2,
                "'" => 3,
                _ => panic!("bad move {t:?}"),
            };
            Mv { face, quarters }
        })
        .collect()
}

pub fn format(moves: &[Mv]) -> String {
    moves.iter().map(|m| m.text()).collect::<Vec<_>>().join(" ")
}

pub fn length(moves: &[Mv], qtm: bool) -> usize {
    moves.iter().map(|m| m.cost(qtm)).sum()
}

pub fn no_face_twice(moves: &[Mv]) -> bool {
    moves.windows(2).all(|w| w[0].face != w[1].face)
}

/// The stickers M, T, W of the corner that never moves.
const FIXED: [usize; 3] = [12, 19, 22];

/// A state packed in 63 bits: three bits for each of the 21 stickers that can move.
pub fn pack(s: &State) -> u64 {
    let mut k = 0u64;
    for (i, &c) in s.iter().enumerate() {
        if !FIXED.contains(&i) {
            k = k << 3 | c as u64;
        }
    }
    k
}

pub fn unpack(mut k: u64) -> State {
    let mut s = solved();
    for i in (0..24).rev() {
        if !FIXED.contains(&i) {
            s[i] = (k & 7) as u8;
            k >>= 3;
        }
    }
    s
}

/// A fast hasher for the u64 keys (SipHash is several times slower here).
#[derive(Default)]
pub struct KeyHasher(u64);

impl Hasher for KeyHasher {
    fn finish(&self) -> u64 {
        // SplitMix64's finaliser: the table indexes by the low bits, which a plain multiply
        // would leave depending only on the last few stickers.
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }
    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.write_u64(b as u64);
        }
    }
    fn write_u64(&mut self, x: u64) {
        self.0 = self.0.rotate_left(21) ^ x;
    }
}

pub type KeyMap<V> = HashMap<u64, V, BuildHasherDefault<KeyHasher>>;

/// A number for each legal sticker state, 0..3,674,160, used as the BFS's visited index
/// (a hash set of 3.7 million states is several times slower on a busy machine). It reads
/// which corner is where from the stickers' colours: the Lehmer code of the seven moving
/// corners, times 3^6, plus where the U/D colour sits on six of them.
pub struct Ranker {
    /// Piece number (0..7 among the seven moving corners) by bit mask of its colours.
    piece_of_mask: [u8; 64],
}

/// The corner places that move, in the order the rank numbers them.
const MOVING: [usize; 7] = [0, 1, 2, 3, 4, 5, 7];

pub const STATES: usize = 5040 * 729;

impl Default for Ranker {
    fn default() -> Self {
        Ranker::new()
    }
}

impl Ranker {
    pub fn new() -> Ranker {
        let mut piece_of_mask = [u8::MAX; 64];
        for (k, &place) in MOVING.iter().enumerate() {
            piece_of_mask[Self::mask(&solved(), place)] = k as u8;
        }
        Ranker { piece_of_mask }
    }

    fn mask(s: &State, place: usize) -> usize {
        corner_stickers(place).iter().fold(0, |m, &i| m | 1 << s[i])
    }

    pub fn rank(&self, s: &State) -> usize {
        let mut pieces = [0u8; 7];
        let mut twist = 0;
        for (k, &place) in MOVING.iter().enumerate() {
            pieces[k] = self.piece_of_mask[Self::mask(s, place)];
            if k < 6 {
                let st = corner_stickers(place);
                let t = (0..3).position(|j| s[st[j]] == U || s[st[j]] == D);
                twist = twist * 3 + t.expect("a legal corner has a U or D sticker");
            }
        }
        let mut perm = 0;
        for k in 0..7 {
            let smaller_after = pieces[k + 1..].iter().filter(|&&p| p < pieces[k]).count();
            perm = perm * (7 - k) + smaller_after;
        }
        perm * 729 + twist
    }
}

/// Breadth-first search over sticker states from solved: the packed states at each distance.
/// In QTM the generators are the six quarter turns, so the layer is the quarter-turn distance.
pub fn bfs(qtm: bool) -> Vec<Vec<u64>> {
    let sim = Sim::new();
    let ranker = Ranker::new();
    let gens = generators(qtm);
    let mut seen = vec![false; STATES];
    seen[ranker.rank(&solved())] = true;
    let mut layers = vec![vec![pack(&solved())]];
    loop {
        let mut next = Vec::new();
        for &k in layers.last().unwrap() {
            let s = unpack(k);
            for &m in &gens {
                let n = sim.turn(&s, m);
                let r = ranker.rank(&n);
                if !seen[r] {
                    seen[r] = true;
                    next.push(pack(&n));
                }
            }
        }
        if next.is_empty() {
            return layers;
        }
        layers.push(next);
    }
}

/// [`bfs`] computed once per test process (several tests of a binary share it).
pub fn layers(qtm: bool) -> &'static [Vec<u64>] {
    static HTM: std::sync::OnceLock<Vec<Vec<u64>>> = std::sync::OnceLock::new();
    static QTM: std::sync::OnceLock<Vec<Vec<u64>>> = std::sync::OnceLock::new();
    if qtm {
        QTM.get_or_init(|| bfs(true))
    } else {
        HTM.get_or_init(|| bfs(false))
    }
}

/// Every sequence of exactly `cost` (in the metric) moves from R, U, F with no face turned
/// twice in a row, visited with the state it makes from solved.
pub fn each_sequence(qtm: bool, max_cost: usize, mut visit: impl FnMut(&[Mv], usize, &State)) {
    struct Walk<'a> {
        sim: Sim,
        moves: Vec<Mv>,
        qtm: bool,
        path: Vec<Mv>,
        visit: &'a mut dyn FnMut(&[Mv], usize, &State),
    }
    impl Walk<'_> {
        fn go(&mut self, state: &State, cost: usize, left: usize) {
            (self.visit)(&self.path, cost, state);
            for k in 0..self.moves.len() {
                let m = self.moves[k];
                let c = m.cost(self.qtm);
                if self.path.last().is_some_and(|l| l.face == m.face) || c > left {
                    continue;
                }
                let next = self.sim.turn(state, m);
                self.path.push(m);
                self.go(&next, cost + c, left - c);
                self.path.pop();
            }
        }
    }
    let mut w = Walk {
        sim: Sim::new(),
        moves: all_moves(),
        qtm,
        path: Vec::new(),
        visit: &mut visit,
    };
    w.go(&solved(), 0, max_cost);
}

/// For each target state (packed) at distance `dist` in the metric: every move sequence of
/// length `dist` with no face twice in a row that solves it, found by brute force, as sorted
/// text. A sequence q made from solved reaches state E, so q's inverse solves E.
pub fn brute_force_solutions(qtm: bool, targets: &[(u64, usize)]) -> Vec<Vec<String>> {
    let index: KeyMap<usize> = targets
        .iter()
        .enumerate()
        .map(|(i, &(k, _))| (k, i))
        .collect();
    let max = targets.iter().map(|t| t.1).max().unwrap_or(0);
    let mut found = vec![Vec::new(); targets.len()];
    each_sequence(qtm, max, |path, cost, state| {
        if let Some(&i) = index.get(&pack(state)) {
            if targets[i].1 == cost {
                let inverse: Vec<Mv> = path.iter().rev().map(|m| m.inverse()).collect();
                found[i].push(format(&inverse));
            }
        }
    });
    for f in &mut found {
        f.sort();
    }
    found
}

// ---- 3D coordinates: a second description, used to check the cycles and to derive the
// ---- whole-cube rotation.

/// Each sticker as (corner position, outward normal), with x = R, y = U, z = F.
pub fn sticker_coords() -> [([i32; 3], [i32; 3]); 24] {
    let (ux, uy, uz) = ([1, 0, 0], [0, 1, 0], [0, 0, 1]);
    let neg = |v: [i32; 3]| v.map(|c| -c);
    // Position of each named corner.
    let at = |name: &str| -> [i32; 3] {
        let mut p = [0; 3];
        for c in name.chars() {
            match c {
                'U' => p[1] = 1,
                'D' => p[1] = -1,
                'R' => p[0] = 1,
                'L' => p[0] = -1,
                'F' => p[2] = 1,
                'B' => p[2] = -1,
                _ => unreachable!(),
            }
        }
        p
    };
    [
        (at("UBL"), uy),      // A
        (at("UBR"), uy),      // B
        (at("UFL"), uy),      // C
        (at("UFR"), uy),      // D
        (at("UBL"), neg(ux)), // E
        (at("UFL"), neg(ux)), // F
        (at("UFL"), uz),      // G
        (at("UFR"), uz),      // H
        (at("UFR"), ux),      // I
        (at("UBR"), ux),      // J
        (at("UBR"), neg(uz)), // K
        (at("UBL"), neg(uz)), // L
        (at("DBL"), neg(ux)), // M
        (at("DFL"), neg(ux)), // N
        (at("DFL"), uz),      // O
        (at("DFR"), uz),      // P
        (at("DFR"), ux),      // Q
        (at("DBR"), ux),      // R
        (at("DBR"), neg(uz)), // S
        (at("DBL"), neg(uz)), // T
        (at("DFL"), neg(uy)), // U
        (at("DFR"), neg(uy)), // V
        (at("DBL"), neg(uy)), // W
        (at("DBR"), neg(uy)), // X
    ]
}

/// The sticker permutation of a rotation of space applied to the stickers selected by `keep`.
pub fn perm_of_rotation(
    rot: impl Fn([i32; 3]) -> [i32; 3],
    keep: impl Fn([i32; 3]) -> bool,
) -> Perm {
    let coords = sticker_coords();
    std::array::from_fn(|i| {
        let (p, n) = coords[i];
        if !keep(p) {
            return i;
        }
        let target = (rot(p), rot(n));
        coords
            .iter()
            .position(|&c| c == target)
            .expect("a rotation maps stickers to stickers")
    })
}

/// The 120° turn of the whole cube about the DBL–UFR diagonal that carries U to R, R to F
/// and F to U: (x, y, z) → (y, z, x).
pub fn diagonal_turn() -> Perm {
    perm_of_rotation(|[x, y, z]| [y, z, x], |_| true)
}

/// The face a colour belongs to, as an outward normal.
pub fn face_normal(face: u8) -> [i32; 3] {
    match face {
        U => [0, 1, 0],
        D => [0, -1, 0],
        R => [1, 0, 0],
        L => [-1, 0, 0],
        F => [0, 0, 1],
        _ => [0, 0, -1],
    }
}

pub fn det(a: [i32; 3], b: [i32; 3], c: [i32; 3]) -> i32 {
    a[0] * (b[1] * c[2] - b[2] * c[1]) - a[1] * (b[0] * c[2] - b[2] * c[0])
        + a[2] * (b[0] * c[1] - b[1] * c[0])
}

/// Corner places (named as cubers do) with their stickers, in the library's corner order,
/// each listed from its U or D sticker clockwise, written down by hand from the net.
pub const CORNERS: [(&str, [char; 3]); 8] = [
    ("UFR", ['D', 'I', 'H']),
    ("UFL", ['C', 'G', 'F']),
    ("UBL", ['A', 'E', 'L']),
    ("UBR", ['B', 'K', 'J']),
    ("DFR", ['V', 'P', 'Q']),
    ("DFL", ['U', 'N', 'O']),
    ("DBL", ['W', 'T', 'M']),
    ("DBR", ['X', 'R', 'S']),
];

pub fn corner_stickers(i: usize) -> [usize; 3] {
    CORNERS[i].1.map(idx)
}

/// What a corner's three colours are, given which face each colour belongs to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Reading {
    Repeated,
    Opposite,
    Mirrored,
    /// A real corner: its three faces (as a sorted set).
    Piece([u8; 3]),
}

pub fn read_corner(state: &State, corner: usize) -> Reading {
    let s = corner_stickers(corner);
    let c = s.map(|i| state[i]);
    if c[0] == c[1] || c[1] == c[2] || c[0] == c[2] {
        return Reading::Repeated;
    }
    let n = c.map(face_normal);
    let opposite = |a: [i32; 3], b: [i32; 3]| a.iter().zip(b).all(|(x, y)| *x == -y);
    if opposite(n[0], n[1]) || opposite(n[1], n[2]) || opposite(n[0], n[2]) {
        return Reading::Opposite;
    }
    let coords = sticker_coords();
    let place = s.map(|i| coords[i].1);
    if det(n[0], n[1], n[2]) != det(place[0], place[1], place[2]) {
        return Reading::Mirrored;
    }
    let mut set = c;
    set.sort();
    Reading::Piece(set)
}
