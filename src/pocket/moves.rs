//! The move encoding the solver's tables share, and the coordinate move tables.
//!
//! Inside the solver a move is a number `face * 3 + quarters - 1` (faces R, U, F in that
//! order, quarters 1 to 3), so a table row holds the nine moves side by side. The move
//! tables give, for each of the two coordinates (see [`super::cubie`]), where each move takes
//! it; they are built once on first use and shared by both metrics.

use super::cubie::{CubieCube, PERMS, TWISTS};
use super::notation::{Move, Turn};
use std::sync::OnceLock;

/// Number of moves: three faces, three turns each.
pub(crate) const MOVES: usize = 9;

/// The face move `m` turns: 0 = R, 1 = U, 2 = F.
#[inline]
pub(crate) const fn face(m: usize) -> usize {
    m / 3
}

/// Whether move `m` is a half turn.
#[inline]
pub(crate) const fn is_half_turn(m: usize) -> bool {
    m % 3 == 1
}

/// Move `m` as a cubie permutation.
pub(crate) fn turn(m: usize) -> CubieCube {
    let q = CubieCube::quarter_turn(face(m));
    (0..m % 3).fold(q, |acc, _| acc.then(&q))
}

/// Move `m` in notation.
pub(crate) fn to_move(m: usize) -> Move {
    Move::new([Turn::R, Turn::U, Turn::F][face(m)], (m % 3 + 1) as u8)
}

pub(crate) struct MoveTables {
    perm: Vec<[u16; MOVES]>,
    twist: Vec<[u16; MOVES]>,
}

impl MoveTables {
    /// Each row's quarter turns are computed on cubies, the other turns by following the
    /// quarter-turn column again: a third of the cubie work.
    fn build() -> MoveTables {
        let quarters: [CubieCube; 3] = std::array::from_fn(CubieCube::quarter_turn);
        let mut perm: Vec<[u16; MOVES]> = (0..PERMS)
            .map(|p| {
                quarter_row(
                    &CubieCube::from_coords(p, 0),
                    &quarters,
                    CubieCube::perm_coord,
                )
            })
            .collect();
        let mut twist: Vec<[u16; MOVES]> = (0..TWISTS)
            .map(|t| {
                quarter_row(
                    &CubieCube::from_coords(0, t),
                    &quarters,
                    CubieCube::twist_coord,
                )
            })
            .collect();
        repeat_quarters(&mut perm);
        repeat_quarters(&mut twist);
        MoveTables { perm, twist }
    }

    #[inline]
    pub(crate) fn perm_step(&self, perm: usize, m: usize) -> usize {
        self.perm[perm][m] as usize
    }

    #[inline]
    pub(crate) fn twist_step(&self, twist: usize, m: usize) -> usize {
        self.twist[twist][m] as usize
    }

    /// Move `m` applied to a whole state, `perm * TWISTS + twist`.
    #[inline]
    pub(crate) fn step(&self, state: usize, m: usize) -> usize {
        let (p, t) = (state / TWISTS, state % TWISTS);
        self.perm[p][m] as usize * TWISTS + self.twist[t][m] as usize
    }

    /// Bytes held by the two tables.
    pub(crate) fn bytes(&self) -> usize {
        std::mem::size_of_val(self.perm.as_slice()) + std::mem::size_of_val(self.twist.as_slice())
    }
}

/// A table row with only the quarter turns filled in: where each quarter turn takes `cube`'s
/// coordinate. A function of its own, called once per row, so that the browser's engine can
/// switch to optimised code for it while the table is still being built: V8 never replaces
/// the code of a WebAssembly function that is already running, so work kept inside one long
/// call runs in its baseline code to the end (the first solve in a fresh worker waits for it).
#[inline(never)]
fn quarter_row(
    cube: &CubieCube,
    quarters: &[CubieCube; 3],
    coord: fn(&CubieCube) -> usize,
) -> [u16; MOVES] {
    let mut row = [0; MOVES];
    for (f, q) in quarters.iter().enumerate() {
        row[f * 3] = coord(&cube.then(q)) as u16;
    }
    row
}

/// Fills each row's half and three-quarter turns from the quarter-turn column: a half turn is
/// two quarter turns, three quarters three.
fn repeat_quarters(table: &mut [[u16; MOVES]]) {
    for row in 0..table.len() {
        for f in 0..3 {
            let quarter = |from: u16| table[from as usize][f * 3];
            let half = quarter(quarter(row as u16));
            let three = quarter(half);
            table[row][f * 3 + 1] = half;
            table[row][f * 3 + 2] = three;
        }
    }
}

/// The move tables, built on first use.
pub(crate) fn move_tables() -> &'static MoveTables {
    static TABLES: OnceLock<MoveTables> = OnceLock::new();
    TABLES.get_or_init(MoveTables::build)
}
