//! Where each sticker sits in space, and what a turn does to the stickers.
//!
//! This is the one description of the cube's shape: the facelet parser, [`super::apply`] and
//! the page's 3D view (through the wasm edge) all read it, so they cannot drift apart.
//!
//! Axes: x points right (to R), y up (to U), z to the front (to F). A sticker belongs to the
//! cubie whose centre is at (±1, ±1, ±1) and faces outward along its normal.
//!
//! ```text
//!       A B              each face as seen from outside, with U above F and D below it
//!       C D
//! E F   G H   I J   K L
//! M N   O P   Q R   S T
//!       U V
//!       W X
//! ```

use super::notation::{Move, Turn};
use serde::Serialize;

/// The stickers of each corner place, clockwise starting from its U or D sticker.
#[rustfmt::skip]
pub const CORNER_STICKERS: [[usize; 3]; 8] = [
    [3, 8, 7],    // UFR: D I H
    [2, 6, 5],    // UFL: C G F
    [0, 4, 11],   // UBL: A E L
    [1, 10, 9],   // UBR: B K J
    [21, 15, 16], // DFR: V P Q
    [20, 13, 14], // DFL: U N O
    [22, 19, 12], // DBL: W T M
    [23, 17, 18], // DBR: X R S
];

/// One face of the net: its outward normal, the direction of its rows ("right") and columns
/// ("down") as drawn on the net, and its four sticker indices, row by row.
struct NetFace {
    /// Where the face's top-left sticker is drawn on the net, in sticker rows and columns.
    origin: [u8; 2],
    normal: [i8; 3],
    right: [i8; 3],
    down: [i8; 3],
    stickers: [usize; 4],
}

#[rustfmt::skip]
const NET: [NetFace; 6] = [
    // U: seen from above with F at the bottom.
    NetFace { origin: [0, 2], normal: [0, 1, 0], right: [1, 0, 0], down: [0, 0, 1], stickers: [0, 1, 2, 3] },
    // L: seen from the left with U on top.
    NetFace { origin: [2, 0], normal: [-1, 0, 0], right: [0, 0, 1], down: [0, -1, 0], stickers: [4, 5, 12, 13] },
    // F
    NetFace { origin: [2, 2], normal: [0, 0, 1], right: [1, 0, 0], down: [0, -1, 0], stickers: [6, 7, 14, 15] },
    // R
    NetFace { origin: [2, 4], normal: [1, 0, 0], right: [0, 0, -1], down: [0, -1, 0], stickers: [8, 9, 16, 17] },
    // B
    NetFace { origin: [2, 6], normal: [0, 0, -1], right: [-1, 0, 0], down: [0, -1, 0], stickers: [10, 11, 18, 19] },
    // D: seen from below with F at the top.
    NetFace { origin: [4, 2], normal: [0, -1, 0], right: [1, 0, 0], down: [0, 0, -1], stickers: [20, 21, 22, 23] },
];

/// The faces of the net in its order (a [`Sticker`]'s `face`), by the names a cuber uses.
pub const FACE_NAMES: [&str; 6] = ["Up", "Left", "Front", "Right", "Back", "Down"];

/// A sticker in space: the centre of its cubie and its outward normal.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct Sticker {
    pub cubie: [i8; 3],
    pub normal: [i8; 3],
    /// The face of the net it is drawn on: 0..6 for U L F R B D.
    pub face: u8,
    /// Row and column on that face of the net.
    pub row: u8,
    pub col: u8,
    /// Row (0..6) and column (0..8) on the whole net as drawn above.
    pub net_row: u8,
    pub net_col: u8,
}

/// All 24 stickers in facelet order (A..X).
pub fn stickers() -> [Sticker; 24] {
    let blank = Sticker {
        cubie: [0; 3],
        normal: [0; 3],
        face: 0,
        row: 0,
        col: 0,
        net_row: 0,
        net_col: 0,
    };
    let mut out = [blank; 24];
    for (f, face) in NET.iter().enumerate() {
        for (k, &index) in face.stickers.iter().enumerate() {
            let (row, col) = (k / 2, k % 2);
            let (r, c) = (2 * row as i8 - 1, 2 * col as i8 - 1);
            let cubie =
                std::array::from_fn(|a| face.normal[a] + face.right[a] * c + face.down[a] * r);
            out[index] = Sticker {
                cubie,
                normal: face.normal,
                face: f as u8,
                row: row as u8,
                col: col as u8,
                net_row: face.origin[0] + row as u8,
                net_col: face.origin[1] + col as u8,
            };
        }
    }
    out
}

/// What a turn moves: the axis it turns about (the outward normal of its face, clockwise as
/// seen from that side) and which cubies go with it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct TurnShape {
    pub axis: [i8; 3],
    /// `true` for x, y, z: every cubie turns.
    pub whole_cube: bool,
}

pub fn turn_shape(turn: Turn) -> TurnShape {
    let (axis, whole_cube) = match turn {
        Turn::R => ([1, 0, 0], false),
        Turn::U => ([0, 1, 0], false),
        Turn::F => ([0, 0, 1], false),
        Turn::L => ([-1, 0, 0], false),
        Turn::D => ([0, -1, 0], false),
        Turn::B => ([0, 0, -1], false),
        Turn::X => ([1, 0, 0], true),
        Turn::Y => ([0, 1, 0], true),
        Turn::Z => ([0, 0, 1], true),
    };
    TurnShape { axis, whole_cube }
}

impl TurnShape {
    /// Does this turn carry the cubie at `cubie`?
    pub fn moves_cubie(&self, cubie: [i8; 3]) -> bool {
        self.whole_cube || dot(cubie, self.axis) > 0
    }
}

/// Where each sticker goes: after the move, sticker `perm[i]` shows what sticker `i` showed.
pub fn sticker_permutation(m: Move) -> [usize; 24] {
    let all = stickers();
    let shape = turn_shape(m.turn);
    std::array::from_fn(|i| {
        let s = all[i];
        if !shape.moves_cubie(s.cubie) {
            return i;
        }
        let (mut cubie, mut normal) = (s.cubie, s.normal);
        for _ in 0..m.quarters {
            cubie = clockwise(shape.axis, cubie);
            normal = clockwise(shape.axis, normal);
        }
        all.iter()
            .position(|t| t.cubie == cubie && t.normal == normal)
            .expect("a quarter turn maps stickers onto stickers")
    })
}

/// Rotates `v` a quarter turn clockwise as seen looking at the cube from the tip of `axis`
/// (a unit vector along a coordinate axis): v' = n(n·v) − n×v.
fn clockwise(n: [i8; 3], v: [i8; 3]) -> [i8; 3] {
    let cross = [
        n[1] * v[2] - n[2] * v[1],
        n[2] * v[0] - n[0] * v[2],
        n[0] * v[1] - n[1] * v[0],
    ];
    let d = dot(n, v);
    std::array::from_fn(|a| n[a] * d - cross[a])
}

fn dot(a: [i8; 3], b: [i8; 3]) -> i8 {
    a[0] * b[0] + a[1] * b[1] + a[2] * b[2]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_sticker_has_its_own_place() {
        let all = stickers();
        for (i, a) in all.iter().enumerate() {
            assert!(a.cubie.iter().all(|&c| c == 1 || c == -1), "{a:?}");
            assert_eq!(dot(a.cubie, a.normal), 1, "sticker {i} faces outward");
            for b in &all[i + 1..] {
                assert!(a.cubie != b.cubie || a.normal != b.normal);
            }
        }
        // Reading the net row by row gives the facelet order A..X.
        let mut by_place: Vec<(u8, u8, usize)> = all
            .iter()
            .enumerate()
            .map(|(i, s)| (s.net_row, s.net_col, i))
            .collect();
        by_place.sort();
        assert!(by_place.iter().enumerate().all(|(k, &(_, _, i))| k == i));
        // The fixed corner: M, T and W are the down-back-left cubie.
        for i in [12, 19, 22] {
            assert_eq!(all[i].cubie, [-1, -1, -1]);
        }
    }

    #[test]
    fn u_turn_carries_front_to_left() {
        // Clockwise seen from above: the front stickers of the top layer go to the left face.
        let perm = sticker_permutation(Move::new(Turn::U, 1));
        assert_eq!(perm[6], 4); // G → E
        assert_eq!(perm[7], 5); // H → F
        assert_eq!(perm[14], 14); // O stays (bottom layer)
    }
}
