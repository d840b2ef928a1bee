//! Which cubes in the hand fit the stickers read so far.
//!
//! The scan knows each sticker's colour by name, and a cube's colours are the Western scheme
//! (white opposite yellow, green opposite blue, red opposite orange; white up and green in
//! front put red on the right). How the cube is held decides which colour faces where: one of
//! 24 rotations of the scheme, each of which puts a different corner piece, turned a
//! different way, at DBL. So the cubes that fit are, for each rotation, the cubes with DBL
//! still that fit ([`count`]), and the rotations' counts add up (a whole cube shows its
//! rotation).

use super::super::count::{self, Candidate, Candidates};
use super::super::cubie::{DBL, MOVING};
use super::super::facelets::CORNER_FACES;
use super::super::geometry::CORNER_STICKERS;

/// Stickers: a colour index (see [`COLOUR_CHARS`](super::COLOUR_CHARS)) or `None` not read.
pub type Stickers = [Option<usize>; 24];

/// Which colour (palette index) is on each face, faces in the order U R F D L B.
pub(super) type Scheme = [usize; 6];

/// Each colour as the direction its face points on a cube held white up, green in front:
/// x right, y up, z front.
const DIRECTION: [[i8; 3]; 6] = [
    [0, 1, 0],  // white
    [0, -1, 0], // yellow
    [0, 0, 1],  // green
    [0, 0, -1], // blue
    [1, 0, 0],  // red
    [-1, 0, 0], // orange
];

fn colour_of(d: [i8; 3]) -> usize {
    DIRECTION.iter().position(|&x| x == d).unwrap_or(0)
}

fn opposite(colour: usize) -> usize {
    colour_of(DIRECTION[colour].map(|x| -x))
}

/// The 24 ways a Western-scheme cube can be held.
pub(super) fn schemes() -> Vec<Scheme> {
    let mut out = Vec::with_capacity(24);
    for (up, &a) in DIRECTION.iter().enumerate() {
        for (front, &b) in DIRECTION.iter().enumerate() {
            if front == up || front == opposite(up) {
                continue;
            }
            // right = up × front
            let right = colour_of([
                a[1] * b[2] - a[2] * b[1],
                a[2] * b[0] - a[0] * b[2],
                a[0] * b[1] - a[1] * b[0],
            ]);
            out.push([
                up,
                right,
                front,
                opposite(up),
                opposite(right),
                opposite(front),
            ]);
        }
    }
    out
}

/// The colour letters of the faces U R F D L B for each of the 24 ways a Western-scheme cube
/// can be held (for tests and the page: a cube held way `w` is `Cube { cubie, colours }`).
pub fn ways_to_hold() -> Vec<[char; 6]> {
    schemes()
        .into_iter()
        .map(|s| s.map(|c| super::COLOUR_CHARS[c]))
        .collect()
}

/// How many cubes fit, and for each sticker how many of them give it each colour.
pub(super) struct Fits {
    pub total: u64,
    pub tally: [[u64; 6]; 24],
    /// When exactly one cube fits: its every sticker.
    pub only: Option<[usize; 24]>,
}

/// Counts the cubes that fit `stickers`, over every way the cube can be held.
pub(super) fn fits(stickers: &Stickers) -> Fits {
    let mut out = Fits {
        total: 0,
        tally: [[0; 6]; 24],
        only: None,
    };
    let mut single = None;
    for scheme in schemes() {
        // DBL holds its own piece, untwisted, under every scheme: its stickers must agree.
        let dbl_fits = CORNER_STICKERS[DBL]
            .iter()
            .zip(CORNER_FACES[DBL])
            .all(|(&s, f)| stickers[s].is_none_or(|c| c == scheme[f]));
        if !dbl_fits {
            continue;
        }
        let cands = candidates(&scheme, stickers);
        let counts = count::count(&cands);
        if counts.total == 0 {
            continue;
        }
        out.total += counts.total;
        for (&s, f) in CORNER_STICKERS[DBL].iter().zip(CORNER_FACES[DBL]) {
            out.tally[s][scheme[f]] += counts.total;
        }
        for (slot, &place) in MOVING.iter().enumerate() {
            for (c, &ways) in cands[slot].iter().zip(&counts.per_candidate[slot]) {
                for k in 0..3 {
                    let sticker = CORNER_STICKERS[place][(k + c.twist as usize) % 3];
                    out.tally[sticker][scheme[CORNER_FACES[c.piece as usize][k]]] += ways;
                }
            }
        }
        if counts.total == 1 {
            single = Some(scheme);
        }
    }
    if out.total == 1 && single.is_some() {
        // One cube: every sticker's tally has one colour.
        out.only = Some(std::array::from_fn(|s| {
            (0..6).find(|&c| out.tally[s][c] > 0).unwrap_or(0)
        }));
    }
    out
}

/// For each moving place, the (corner, twist) pairs its read stickers allow under `scheme`.
fn candidates(scheme: &Scheme, stickers: &Stickers) -> Candidates {
    std::array::from_fn(|slot| {
        let place = MOVING[slot];
        let mut allowed = Vec::with_capacity(21);
        for &piece in &MOVING {
            for twist in 0..3 {
                let fits = (0..3).all(|k| {
                    let s = CORNER_STICKERS[place][(k + twist) % 3];
                    stickers[s].is_none_or(|c| scheme[CORNER_FACES[piece][k]] == c)
                });
                if fits {
                    allowed.push(Candidate {
                        piece: piece as u8,
                        twist: twist as u8,
                    });
                }
            }
        }
        allowed
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn twenty_four_distinct_schemes_with_opposites_kept() {
        let all = schemes();
        assert_eq!(all.len(), 24);
        for (i, s) in all.iter().enumerate() {
            assert!(!all[..i].contains(s));
            for f in 0..3 {
                assert_eq!(s[f + 3], opposite(s[f]));
            }
        }
        // White up, green front: red right (the palette's Western scheme).
        assert!(all.contains(&[0, 4, 2, 1, 5, 3]));
        assert!(!all.contains(&[0, 5, 2, 1, 4, 3]));
    }

    #[test]
    fn nothing_read_fits_every_cube_held_every_way() {
        assert_eq!(fits(&[None; 24]).total, 24 * 3_674_160);
    }
}
