//! Which cubes in the hand fit the stickers read so far.
//!
//! The scan knows which stickers share a colour (each read sticker's group), not which
//! colour goes opposite which: a cube may have any six colours in any scheme. A cube in the
//! hand is then a way of putting the six groups on the faces U R F D L B (720 ways, which
//! also cover the 24 ways of holding it) and, with the corner at DBL held still, one of the
//! 3,674,160 states ([`count`]). Groups no sticker is in yet are interchangeable, so only
//! the ways that put them in increasing order are counted, each standing for all orders.

use super::super::count::{self, Candidate, Candidates};
use super::super::cubie::{DBL, MOVING};
use super::super::facelets::CORNER_FACES;
use super::super::geometry::CORNER_STICKERS;

/// Stickers: a colour group (see [`Reading::group`](super::Reading::group)) or `None` not
/// read.
pub type Stickers = [Option<usize>; 24];

/// Which colour (a group here, a palette index in the Western scheme) is on each face, faces
/// in the order U R F D L B.
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
fn western() -> Vec<Scheme> {
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
/// can be held (a cube held way `w` is `Cube { cubie, colours }`): the usual cube, for tests.
pub fn ways_to_hold() -> Vec<[char; 6]> {
    western()
        .into_iter()
        .map(|s| s.map(|c| super::COLOUR_CHARS[c]))
        .collect()
}

/// Every way to put the six groups on the faces in which the groups no sticker is in come in
/// increasing order of face; and how many ways each stands for.
fn schemes(stickers: &Stickers) -> (Vec<Scheme>, u64) {
    let seen: Vec<bool> = (0..6).map(|g| stickers.contains(&Some(g))).collect();
    let unseen = seen.iter().filter(|&&s| !s).count() as u64;
    let mut out = Vec::new();
    let mut scheme = [0; 6];
    permute(&mut scheme, 0, 0, &mut |s| {
        let mut last = None;
        let ordered = s.iter().filter(|&&g| !seen[g]).all(|&g| {
            let ok = last.is_none_or(|l| l < g);
            last = Some(g);
            ok
        });
        if ordered {
            out.push(*s);
        }
    });
    (out, (1..=unseen).product())
}

/// Calls `f` with every arrangement of 0..6 in `scheme` (positions `at..` filled from the
/// groups not in `used`).
fn permute(scheme: &mut Scheme, at: usize, used: u8, f: &mut dyn FnMut(&Scheme)) {
    if at == 6 {
        f(scheme);
        return;
    }
    for g in 0..6 {
        if used & (1 << g) == 0 {
            scheme[at] = g;
            permute(scheme, at + 1, used | (1 << g), f);
        }
    }
}

/// How many cubes fit, and for each sticker how many of them give it each group.
pub(super) struct Fits {
    pub total: u64,
    pub tally: [[u64; 6]; 24],
    /// When exactly one cube fits: its every sticker's group.
    pub only: Option<[usize; 24]>,
}

/// Counts the cubes that fit `stickers` (groups), in any colours held any way.
pub(super) fn fits(stickers: &Stickers) -> Fits {
    let mut out = Fits {
        total: 0,
        tally: [[0; 6]; 24],
        only: None,
    };
    let (schemes, stands_for) = schemes(stickers);
    let unseen: Vec<usize> = (0..6).filter(|&g| !stickers.contains(&Some(g))).collect();
    // A sticker given an unseen group: each unseen group takes it in an equal share of the
    // orders one counted scheme stands for.
    let share = stands_for / (unseen.len() as u64).max(1);
    let add = |tally: &mut [[u64; 6]; 24], sticker: usize, g: usize, ways: u64| {
        if unseen.contains(&g) {
            for &u in &unseen {
                tally[sticker][u] += ways * share;
            }
        } else {
            tally[sticker][g] += ways * stands_for;
        }
    };
    for scheme in schemes {
        // DBL holds its own piece, untwisted, under every scheme: its stickers must agree.
        let dbl_fits = CORNER_STICKERS[DBL]
            .iter()
            .zip(CORNER_FACES[DBL])
            .all(|(&s, f)| stickers[s].is_none_or(|c| c == scheme[f]));
        if !dbl_fits {
            continue;
        }
        let cands = candidates(&scheme, stickers);
        if cands.iter().any(Vec::is_empty) {
            continue;
        }
        let counts = count::count(&cands);
        if counts.total == 0 {
            continue;
        }
        out.total += counts.total * stands_for;
        for (&s, f) in CORNER_STICKERS[DBL].iter().zip(CORNER_FACES[DBL]) {
            add(&mut out.tally, s, scheme[f], counts.total);
        }
        for (slot, &place) in MOVING.iter().enumerate() {
            for (c, &ways) in cands[slot].iter().zip(&counts.per_candidate[slot]) {
                for k in 0..3 {
                    let sticker = CORNER_STICKERS[place][(k + c.twist as usize) % 3];
                    add(
                        &mut out.tally,
                        sticker,
                        scheme[CORNER_FACES[c.piece as usize][k]],
                        ways,
                    );
                }
            }
        }
    }
    if out.total == 1 {
        // One cube: every sticker's tally has one group.
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
        let all = western();
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
    fn nothing_read_fits_every_cube_in_any_colours() {
        assert_eq!(fits(&[None; 24]).total, 720 * 3_674_160);
    }

    #[test]
    fn a_solved_cube_in_any_scheme_fits_once() {
        // Groups 0..6 on faces U R F D L B: one way to put them, one state.
        let groups = [0, 3, 1, 5, 2, 4];
        let mut stickers: Stickers = [None; 24];
        for (place, faces) in CORNER_FACES.iter().enumerate() {
            for (k, &face) in faces.iter().enumerate() {
                stickers[CORNER_STICKERS[place][k]] = Some(groups[face]);
            }
        }
        let found = fits(&stickers);
        assert_eq!(found.total, 1);
        assert!(found.only.is_some());
    }
}
