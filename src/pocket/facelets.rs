//! The facelet string: reading it into a checked [`Cube`], writing a cube back out, and
//! turning stickers directly for the player.
//!
//! ```text
//!       A B          U face: A B / C D
//!       C D
//! E F   G H   I J   K L      L: E F M N   F: G H O P   R: I J Q R   B: K L S T
//! M N   O P   Q R   S T
//!       U V          D face: U V / W X
//!       W X
//! ```
//!
//! Each corner place, with its stickers listed clockwise from the U or D sticker (the order
//! the twist is counted in), is in [`CORNER_STICKERS`] (in `geometry.rs`). DBL (M, T, W) never moves, so its
//! colours *define* the L, B and D colours; U, R and F are whichever assignment of the three
//! remaining colours explains the most corners, so a mistake is blamed on the fewest corners.

use super::cubie::{CubieCube, DBL};
use super::error::{CornerFault, PocketError};
use super::geometry::{sticker_permutation, CORNER_STICKERS};
use super::notation::Move;

/// The solved cube, each sticker named by its face's letter.
pub const SOLVED: &str = "UUUULLFFRRBBLLFFRRBBDDDD";

/// Corner places in cubie order (see `cubie.rs`), named as cubers name them.
pub const CORNER_NAMES: [&str; 8] = ["UFR", "UFL", "UBL", "UBR", "DFR", "DFL", "DBL", "DBR"];

/// Faces in Kociemba's order; a face's opposite is `(f + 3) % 6`.
const U: usize = 0;
const R: usize = 1;
const F: usize = 2;
const D: usize = 3;
const L: usize = 4;
const B: usize = 5;

/// The faces of each corner piece, in the same clockwise order as its stickers.
#[rustfmt::skip]
pub(super) const CORNER_FACES: [[usize; 3]; 8] = [
    [U, R, F], [U, F, L], [U, L, B], [U, B, R],
    [D, F, R], [D, L, F], [D, B, L], [D, R, B],
];

/// A legal pocket cube: the corner state plus the character that names each face's colour.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Cube {
    pub cubie: CubieCube,
    /// The colour character of each face, in the order U R F D L B.
    pub colours: [char; 6],
}

/// How a reading takes the fixed corner DBL: as it is, or as the one mistake on the cube.
#[derive(Clone, Copy, PartialEq, Eq)]
enum FixedCorner {
    Right,
    Twisted,
    Mirrored,
}

/// One way to read the whole cube: which colour is which face, what each corner place holds,
/// and how plausible that is (lower is better).
struct Interpretation {
    colours: [char; 6],
    readings: [Reading; 8],
    fixed: FixedCorner,
    score: (usize, usize),
}

/// Reads DBL's stickers (listed D, B, L) in each of their six orders: as they are, turned,
/// or mirrored; and the free colours as U, R, F in each of six ways. Keeps the reading that
/// needs the fewest mistakes, then the fewest twisted corners, so that a cube whose only slip
/// is a twisted or mirrored DBL is blamed on DBL rather than on the other seven corners.
fn best_reading(stickers: &[char; 24], fixed: [char; 3]) -> Option<Interpretation> {
    const ORDERS: [[usize; 3]; 6] = [
        [0, 1, 2],
        [1, 2, 0],
        [2, 0, 1],
        [0, 2, 1],
        [2, 1, 0],
        [1, 0, 2],
    ];
    let free: Vec<char> = distinct(stickers)
        .into_iter()
        .filter(|c| !fixed.contains(c))
        .collect();
    let mut best: Option<Interpretation> = None;
    for (k, dbl) in ORDERS.iter().enumerate() {
        let fixed_as = match k {
            0 => FixedCorner::Right,
            1 | 2 => FixedCorner::Twisted,
            _ => FixedCorner::Mirrored,
        };
        for [a, b, c] in ORDERS {
            let mut colours = ['\0'; 6];
            (colours[D], colours[B], colours[L]) = (fixed[dbl[0]], fixed[dbl[1]], fixed[dbl[2]]);
            (colours[U], colours[R], colours[F]) = (*free.get(a)?, *free.get(b)?, *free.get(c)?);
            let mut readings: [Reading; 8] =
                std::array::from_fn(|i| read_corner(i, stickers, &colours));
            // Under this reading DBL is home and untwisted by definition.
            readings[DBL] = Reading::Piece {
                piece: DBL,
                twist: 0,
            };
            let twists: Vec<usize> = readings
                .iter()
                .filter_map(|r| match r {
                    Reading::Piece { twist, .. } => Some(*twist),
                    Reading::Fault(_) => None,
                })
                .collect();
            let faults = count_faults(&readings);
            // The twist sum only means something once every corner reads as a real piece.
            let twist_sum_wrong = usize::from(faults == 0 && twists.iter().sum::<usize>() % 3 != 0);
            let twisted = twists.iter().filter(|&&t| t != 0).count()
                + usize::from(fixed_as == FixedCorner::Twisted);
            let mistakes = faults + twist_sum_wrong + usize::from(fixed_as != FixedCorner::Right);
            let score = (mistakes, twisted);
            if best.as_ref().is_none_or(|b| score < b.score) {
                best = Some(Interpretation {
                    colours,
                    readings,
                    fixed: fixed_as,
                    score,
                });
            }
            if mistakes == 0 {
                // A legal cube: no other reading can do better, and parsing stays cheap.
                return best;
            }
        }
    }
    best
}

/// What reading one corner place found.
#[derive(Clone, Copy)]
enum Reading {
    Piece { piece: usize, twist: usize },
    Fault(CornerFault),
}

impl Cube {
    /// Reads and checks a facelet string (whitespace and a leading byte-order mark ignored, any
    /// six characters but `?` as colours; `?` marks an unpainted sticker, which
    /// [`super::infer`] reads).
    pub fn parse(text: &str) -> Result<Cube, PocketError> {
        let stickers = read_stickers(text)?;
        let unpainted: Vec<usize> = (0..24).filter(|&s| stickers[s] == '?').collect();
        if !unpainted.is_empty() {
            return Err(PocketError::Unpainted {
                stickers: unpainted,
            });
        }
        check_colour_counts(&stickers)?;

        let fixed = CORNER_STICKERS[DBL].map(|s| stickers[s]);
        if fixed[0] == fixed[1] || fixed[1] == fixed[2] || fixed[0] == fixed[2] {
            return Err(corner_fault(DBL, &stickers, CornerFault::RepeatedColour));
        }
        let Some(best) = best_reading(&stickers, fixed) else {
            unreachable!("six colours leave three free ones, so some reading was tried")
        };
        match best.fixed {
            FixedCorner::Mirrored => {
                return Err(corner_fault(DBL, &stickers, CornerFault::Mirrored))
            }
            FixedCorner::Twisted => {
                return Err(PocketError::Twisted {
                    corner: CORNER_NAMES[DBL],
                    stickers: CORNER_STICKERS[DBL],
                    alone: true,
                })
            }
            FixedCorner::Right => {}
        }
        let (colours, readings) = (best.colours, best.readings);

        let mut cubie = CubieCube::SOLVED;
        for (i, reading) in readings.iter().enumerate() {
            match *reading {
                Reading::Fault(fault) => return Err(corner_fault(i, &stickers, fault)),
                Reading::Piece { piece, twist } => {
                    cubie.cp[i] = piece as u8;
                    cubie.co[i] = twist as u8;
                }
            }
        }
        check_each_corner_once(&cubie, &stickers, &colours)?;
        check_twist(&cubie)?;
        Ok(Cube { cubie, colours })
    }

    /// The cube with the given corner state, coloured by face letter (as [`SOLVED`]).
    pub fn from_cubie(cubie: CubieCube) -> Cube {
        Cube {
            cubie,
            colours: ['U', 'R', 'F', 'D', 'L', 'B'],
        }
    }

    /// The facelet string (24 characters, no spaces).
    pub fn facelets(&self) -> String {
        let mut out = ['?'; 24];
        for (i, stickers) in CORNER_STICKERS.iter().enumerate() {
            let (piece, twist) = (self.cubie.cp[i] as usize, self.cubie.co[i] as usize);
            for k in 0..3 {
                out[stickers[(k + twist) % 3]] = self.colours[CORNER_FACES[piece][k]];
            }
        }
        out.iter().collect()
    }

    pub fn is_solved(&self) -> bool {
        self.cubie == CubieCube::SOLVED
    }
}

/// Turns stickers directly: works for any 24 printable characters (legal cube or not) and
/// any moves, including D, L, B and whole-cube rotations.
pub fn apply(facelets: &str, moves: &[Move]) -> Result<String, PocketError> {
    let mut state = read_stickers(facelets)?;
    for &m in moves {
        let perm = sticker_permutation(m);
        let mut next = state;
        for (from, &to) in perm.iter().enumerate() {
            next[to] = state[from];
        }
        state = next;
    }
    Ok(state.iter().collect())
}

pub(super) fn read_stickers(text: &str) -> Result<[char; 24], PocketError> {
    // A byte-order mark (from a file saved by a Windows editor) is not a sticker.
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    let chars: Vec<char> = text.chars().filter(|c| !c.is_whitespace()).collect();
    // A character that names no colour is reported at its place even when the count is off
    // too (a byte-order mark inside the string is one character more).
    if let Some(i) = chars.iter().take(24).position(|c| !c.is_ascii_graphic()) {
        return Err(PocketError::BadCharacter {
            sticker: i,
            character: chars[i],
        });
    }
    let stickers: [char; 24] = chars
        .as_slice()
        .try_into()
        .map_err(|_| PocketError::WrongLength { found: chars.len() })?;
    Ok(stickers)
}

/// The colours in order of first appearance.
fn distinct(stickers: &[char; 24]) -> Vec<char> {
    let mut seen = Vec::new();
    for &c in stickers {
        if !seen.contains(&c) {
            seen.push(c);
        }
    }
    seen
}

fn check_colour_counts(stickers: &[char; 24]) -> Result<(), PocketError> {
    let colours = distinct(stickers);
    if colours.len() != 6 {
        return Err(PocketError::WrongColourCount { colours });
    }
    for colour in colours {
        let on: Vec<usize> = (0..24).filter(|&i| stickers[i] == colour).collect();
        if on.len() != 4 {
            return Err(PocketError::WrongColourUse {
                colour,
                count: on.len(),
                stickers: on,
            });
        }
    }
    Ok(())
}

/// Which piece sits in corner place `i`, and how twisted, given each face's colour.
fn read_corner(i: usize, stickers: &[char; 24], colours: &[char; 6]) -> Reading {
    let faces =
        CORNER_STICKERS[i].map(|s| colours.iter().position(|&c| c == stickers[s]).unwrap_or(0));
    if faces[0] == faces[1] || faces[1] == faces[2] || faces[0] == faces[2] {
        return Reading::Fault(CornerFault::RepeatedColour);
    }
    if (0..3).any(|k| faces[k] % 3 == faces[(k + 1) % 3] % 3) {
        return Reading::Fault(CornerFault::OppositeColours);
    }
    // One face from each axis: exactly one is U or D, and the twist is where it sits.
    let twist = faces.iter().position(|&f| f == U || f == D).unwrap_or(0);
    let turned = [faces[twist], faces[(twist + 1) % 3], faces[(twist + 2) % 3]];
    match CORNER_FACES.iter().position(|&p| p == turned) {
        Some(piece) => Reading::Piece { piece, twist },
        None => Reading::Fault(CornerFault::Mirrored),
    }
}

fn count_faults(readings: &[Reading; 8]) -> usize {
    let mut seen = [false; 8];
    let mut faults = 0;
    for r in readings {
        match *r {
            Reading::Fault(_) => faults += 1,
            Reading::Piece { piece, .. } if seen[piece] => faults += 1,
            Reading::Piece { piece, .. } => seen[piece] = true,
        }
    }
    faults
}

fn corner_fault(i: usize, stickers: &[char; 24], fault: CornerFault) -> PocketError {
    PocketError::NoSuchCorner {
        corner: CORNER_NAMES[i],
        stickers: CORNER_STICKERS[i],
        colours: CORNER_STICKERS[i].map(|s| stickers[s]),
        fault,
    }
}

fn check_each_corner_once(
    cubie: &CubieCube,
    stickers: &[char; 24],
    colours: &[char; 6],
) -> Result<(), PocketError> {
    for a in 0..8 {
        for b in a + 1..8 {
            if cubie.cp[a] == cubie.cp[b] {
                let piece = cubie.cp[a] as usize;
                let missing = (0..8)
                    .find(|p| !cubie.cp.contains(&(*p as u8)))
                    .unwrap_or(piece);
                let mut both = [0; 6];
                both[..3].copy_from_slice(&CORNER_STICKERS[a]);
                both[3..].copy_from_slice(&CORNER_STICKERS[b]);
                return Err(PocketError::SameCornerTwice {
                    corners: [CORNER_NAMES[a], CORNER_NAMES[b]],
                    stickers: both,
                    colours: CORNER_STICKERS[a].map(|s| stickers[s]),
                    missing: CORNER_FACES[missing].map(|f| colours[f]),
                });
            }
        }
    }
    Ok(())
}

fn check_twist(cubie: &CubieCube) -> Result<(), PocketError> {
    let sum = cubie.co.iter().map(|&t| t as usize).sum::<usize>() % 3;
    if sum == 0 {
        return Ok(());
    }
    // Prefer a corner that is right once turned back, so the message points at a likely slip.
    let (i, alone) = match (0..8).find(|&i| cubie.co[i] as usize == sum) {
        Some(i) => (i, true),
        None => ((0..8).find(|&i| cubie.co[i] != 0).unwrap_or(0), false),
    };
    Err(PocketError::Twisted {
        corner: CORNER_NAMES[i],
        stickers: CORNER_STICKERS[i],
        alone,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::pocket::notation::{Move, Turn};

    #[test]
    fn solved_round_trips() {
        let cube = Cube::parse(SOLVED).unwrap();
        assert!(cube.is_solved());
        assert_eq!(cube.facelets(), SOLVED);
    }

    #[test]
    fn sticker_turns_agree_with_cubie_turns() {
        // Two independent descriptions of R, U, F: Kociemba's cubie tables and the geometry.
        for (face, turn) in [Turn::R, Turn::U, Turn::F].into_iter().enumerate() {
            let mut cubie = CubieCube::SOLVED;
            let mut facelets = SOLVED.to_string();
            for _ in 0..3 {
                cubie = cubie.then(&CubieCube::quarter_turn(face));
                facelets = apply(&facelets, &[Move::new(turn, 1)]).unwrap();
                assert_eq!(Cube::from_cubie(cubie).facelets(), facelets, "{turn:?}");
                assert_eq!(Cube::parse(&facelets).unwrap().cubie, cubie);
            }
        }
    }

    #[test]
    fn example_twist_message() {
        // Twist UFR clockwise in place: D I H read H D I.
        let mut s: Vec<char> = SOLVED.chars().collect();
        let (d, i, h) = (s[3], s[8], s[7]);
        (s[3], s[8], s[7]) = (h, d, i);
        let err = Cube::parse(&s.iter().collect::<String>()).unwrap_err();
        assert_eq!(
            err.to_string(),
            "corner UFR (up face bottom-right, right face top-left, front face top-right) is twisted: turning it in place makes the cube solvable"
        );
        assert_eq!(err.stickers(), vec![3, 8, 7]);
    }
}
