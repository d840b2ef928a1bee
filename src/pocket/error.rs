//! Why a facelet string is not a pocket cube. Every variant carries the sticker indices
//! involved (0 = A … 23 = X) so the page can highlight them, and renders as one sentence that
//! names the place. Stickers are named by face and place, as in "up face top-left": a bare
//! letter could be read as a colour (sticker W, white W).

use super::cubie::DBL;
use super::geometry::{stickers as sticker_places, CORNER_STICKERS, FACE_NAMES};
use crate::quote::char_literal;
use serde::Serialize;
use std::fmt;

/// What is wrong with one corner's three stickers.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum CornerFault {
    /// Two of its stickers have the same colour.
    RepeatedColour,
    /// Two of its stickers have the colours of opposite faces.
    OppositeColours,
    /// The right three colours, but in mirror-image (anticlockwise) order.
    Mirrored,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum PocketError {
    /// Not 24 stickers once whitespace is removed.
    WrongLength { found: usize },
    /// A character that cannot name a colour (control or non-ASCII).
    BadCharacter { sticker: usize, character: char },
    /// Not exactly six different colours.
    WrongColourCount { colours: Vec<char> },
    /// A colour on more or fewer than four stickers.
    WrongColourUse {
        colour: char,
        count: usize,
        stickers: Vec<usize>,
    },
    /// A corner that cannot exist on this cube.
    NoSuchCorner {
        corner: &'static str,
        stickers: [usize; 3],
        colours: [char; 3],
        fault: CornerFault,
    },
    /// Two places hold the same corner (so another corner is missing).
    SameCornerTwice {
        corners: [&'static str; 2],
        stickers: [usize; 6],
        colours: [char; 3],
        missing: [char; 3],
    },
    /// The corners are all there but their twists do not add up to whole turns.
    Twisted {
        corner: &'static str,
        stickers: [usize; 3],
        alone: bool,
    },
    /// Unpainted stickers (`?`) where a complete cube is needed.
    Unpainted { stickers: Vec<usize> },
    /// The fixed corner DBL has unpainted stickers: it decides which colour is which face.
    FixedCornerUnpainted { stickers: Vec<usize> },
    /// Some corner places can only hold fewer different corners than there are places (two
    /// places that both need the same corner, say): no cube fits the painting.
    CornersShort {
        corners: Vec<&'static str>,
        stickers: Vec<usize>,
        /// The colours of the corners that fit them, clockwise from the U or D sticker (`?`
        /// for a colour painted nowhere).
        pieces: Vec<[char; 3]>,
    },
    /// A painting with unpainted stickers that does not decide one cube: `fits` cubes fit it
    /// (1 when the one cube has a colour painted nowhere), and painting `sticker` tells them
    /// apart best.
    Undecided { fits: u64, sticker: usize },
    /// No cube fits the painting. `stickers` are the fewest painted stickers whose repaint
    /// lets one fit (where the mistake most likely is); `reason` is what the painting breaks
    /// as it stands, which may blame other stickers, so it is kept as data and not said.
    NoCubeFits {
        stickers: Vec<usize>,
        reason: Box<PocketError>,
    },
}

impl PocketError {
    /// The stickers to highlight.
    pub fn stickers(&self) -> Vec<usize> {
        match self {
            PocketError::WrongLength { .. } | PocketError::WrongColourCount { .. } => vec![],
            PocketError::BadCharacter { sticker, .. } => vec![*sticker],
            PocketError::WrongColourUse { stickers, .. } => stickers.clone(),
            PocketError::NoSuchCorner { stickers, .. } | PocketError::Twisted { stickers, .. } => {
                stickers.to_vec()
            }
            PocketError::SameCornerTwice { stickers, .. } => stickers.to_vec(),
            PocketError::Unpainted { stickers }
            | PocketError::FixedCornerUnpainted { stickers }
            | PocketError::CornersShort { stickers, .. }
            | PocketError::NoCubeFits { stickers, .. } => stickers.clone(),
            PocketError::Undecided { sticker, .. } => vec![*sticker],
        }
    }

    /// A short stable name of the kind of error (the serde tag).
    pub fn kind(&self) -> &'static str {
        match self {
            PocketError::WrongLength { .. } => "wrong_length",
            PocketError::BadCharacter { .. } => "bad_character",
            PocketError::WrongColourCount { .. } => "wrong_colour_count",
            PocketError::WrongColourUse { .. } => "wrong_colour_use",
            PocketError::NoSuchCorner { .. } => "no_such_corner",
            PocketError::SameCornerTwice { .. } => "same_corner_twice",
            PocketError::Twisted { .. } => "twisted",
            PocketError::Unpainted { .. } => "unpainted",
            PocketError::FixedCornerUnpainted { .. } => "fixed_corner_unpainted",
            PocketError::CornersShort { .. } => "corners_short",
            PocketError::Undecided { .. } => "undecided",
            PocketError::NoCubeFits { .. } => "no_cube_fits",
        }
    }
}

/// Sticker letters as on the net: 0 → A.
pub fn letter(sticker: usize) -> char {
    (b'A' + sticker as u8) as char
}

/// A sticker's name in messages and on the page: its face and its place on that face as drawn
/// on the net, as in "down face bottom-left". Words only: a letter in a name (the net's sticker
/// letters run A to X) would read as a colour letter, W as white.
pub fn sticker_name(sticker: usize) -> String {
    let Some(place) = sticker_places().get(sticker).copied() else {
        return format!("sticker {sticker}");
    };
    // ASCII lowering: the names are ASCII, and `to_lowercase` would add Unicode's case tables
    // to the WebAssembly.
    let face = FACE_NAMES[usize::from(place.face)].to_ascii_lowercase();
    let row = if place.row == 0 { "top" } else { "bottom" };
    let col = if place.col == 0 { "left" } else { "right" };
    format!("{face} face {row}-{col}")
}

/// One sticker as the subject or object of a sentence: "the down face bottom-left sticker".
fn the_sticker(sticker: usize) -> String {
    if sticker < sticker_places().len() {
        format!("the {} sticker", sticker_name(sticker))
    } else {
        sticker_name(sticker)
    }
}

fn names(stickers: &[usize]) -> String {
    stickers
        .iter()
        .map(|&s| sticker_name(s))
        .collect::<Vec<_>>()
        .join(", ")
}

/// "sticker K is" or "stickers K, L are".
fn stickers_are(stickers: &[usize]) -> String {
    match stickers {
        [one] => format!("{} is", the_sticker(*one)),
        _ => format!("stickers {} are", names(stickers)),
    }
}

/// "a", "a and b", "a, b and c".
fn and_list(items: &[String]) -> String {
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [rest @ .., last] => format!("{} and {last}", rest.join(", ")),
    }
}

fn quoted(colours: &[char]) -> String {
    colours
        .iter()
        .map(|c| format!("'{c}'"))
        .collect::<Vec<_>>()
        .join(", ")
}

impl fmt::Display for PocketError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PocketError::WrongLength { found } => write!(
                f,
                "expected 24 stickers (A to X, whitespace ignored) but found {found}"
            ),
            PocketError::BadCharacter { sticker, character } => write!(
                f,
                "{} is {}, which is not a printable ASCII character",
                the_sticker(*sticker),
                char_literal(*character)
            ),
            PocketError::WrongColourCount { colours } => write!(
                f,
                "a cube has exactly six colours but these stickers use {}: {}",
                colours.len(),
                quoted(colours)
            ),
            PocketError::WrongColourUse { colour, count, stickers } => write!(
                f,
                "colour '{colour}' is on {count} stickers ({}) but each colour must be on exactly 4",
                names(stickers)
            ),
            PocketError::NoSuchCorner { corner, stickers, colours, fault } => {
                write!(f, "corner {corner} ({}) ", names(stickers))?;
                match fault {
                    CornerFault::RepeatedColour => write!(f, "has the same colour twice ({})", quoted(colours)),
                    CornerFault::OppositeColours => write!(
                        f,
                        "has colours of opposite faces ({}): no such corner exists on this cube",
                        quoted(colours)
                    ),
                    CornerFault::Mirrored => write!(
                        f,
                        "is a mirror image: its colours {} run the wrong way round (swap two stickers)",
                        quoted(colours)
                    ),
                }
            }
            PocketError::SameCornerTwice { corners, stickers, colours, missing } => write!(
                f,
                "corners {} ({}) and {} ({}) are the same corner ({}), so the corner {} is missing",
                corners[0],
                names(&stickers[..3]),
                corners[1],
                names(&stickers[3..]),
                quoted(colours),
                quoted(missing)
            ),
            PocketError::Twisted { corner, stickers, alone } => {
                write!(f, "corner {corner} ({}) is twisted", names(stickers))?;
                if *alone {
                    write!(f, ": turning it in place makes the cube solvable")
                } else {
                    write!(f, ": the corners' twists do not add up to whole turns")
                }
            }
            PocketError::Unpainted { stickers } => write!(
                f,
                "{} unpainted ('?'): a cube to solve needs every sticker, or a painting only one cube fits",
                stickers_are(stickers)
            ),
            PocketError::FixedCornerUnpainted { stickers } => write!(
                f,
                "{} unpainted, but the fixed corner DBL ({}) must be painted: its colours decide which colour is which face",
                stickers_are(stickers),
                names(&CORNER_STICKERS[DBL])
            ),
            PocketError::CornersShort { corners, stickers, pieces } => {
                let places: Vec<String> = corners
                    .iter()
                    .zip(stickers.chunks(3))
                    .map(|(c, s)| format!("{c} ({})", names(s)))
                    .collect();
                let listed: Vec<String> = pieces.iter().map(|p| quoted(p)).collect();
                if corners.len() == 2 && pieces.len() == 1 {
                    write!(
                        f,
                        "corners {} would both have to be the corner {}, and a cube has only one",
                        and_list(&places),
                        listed[0]
                    )
                } else {
                    write!(
                        f,
                        "corners {} would have to be {} different corners, but only {} fit them ({})",
                        and_list(&places),
                        corners.len(),
                        pieces.len(),
                        and_list(&listed)
                    )
                }
            }
            PocketError::Undecided { fits: 1, sticker } => write!(
                f,
                "1 cube fits this painting, but {} is a colour painted nowhere yet: paint it",
                the_sticker(*sticker)
            ),
            PocketError::Undecided { fits, sticker } => write!(
                f,
                "{fits} cubes fit this painting: paint {} (it tells them apart)",
                the_sticker(*sticker)
            ),
            PocketError::NoCubeFits { stickers, reason } => {
                match stickers.as_slice() {
                    [one] => write!(
                        f,
                        "no cube fits this painting: look at {}; repainting it alone lets a cube fit",
                        the_sticker(*one)
                    )?,
                    _ => write!(
                        f,
                        "no cube fits this painting: look at stickers {}; repainting these {} lets a cube fit, and {}",
                        names(stickers),
                        stickers.len(),
                        match stickers.len() - 1 {
                            1 => "no single one would".to_string(),
                            fewer => format!("no {fewer} would"),
                        }
                    )?,
                }
                // The reason is said only when it is about exactly these stickers: about
                // others it would point away from the likely mistake.
                let blamed = reason.stickers();
                if blamed.len() == stickers.len() && blamed.iter().all(|s| stickers.contains(s)) {
                    write!(f, " ({reason})")?;
                }
                Ok(())
            }
        }
    }
}

impl std::error::Error for PocketError {}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sticker_names_follow_the_net() {
        // Read off the net drawn in geometry.rs: A B / C D on U, G H / O P on F, W X on D.
        assert_eq!(sticker_name(0), "up face top-left");
        assert_eq!(sticker_name(3), "up face bottom-right");
        assert_eq!(sticker_name(7), "front face top-right");
        assert_eq!(sticker_name(12), "left face bottom-left");
        assert_eq!(sticker_name(19), "back face bottom-right");
        assert_eq!(sticker_name(22), "down face bottom-left");
        assert_eq!(the_sticker(22), "the down face bottom-left sticker");
        let mut all: Vec<String> = (0..24).map(sticker_name).collect();
        all.sort();
        all.dedup();
        assert_eq!(all.len(), 24, "every sticker has its own name");
        assert_eq!(sticker_name(24), "sticker 24");
        assert_eq!(the_sticker(24), "sticker 24");
    }

    #[test]
    fn sticker_names_hold_no_letter_to_read_as_a_colour() {
        // Any capital letter alone (W, B, R…) could be a colour of the painting.
        for sticker in 0..24 {
            let name = sticker_name(sticker);
            assert!(
                name.chars()
                    .all(|c| c.is_ascii_lowercase() || c == ' ' || c == '-'),
                "{name}"
            );
        }
    }
}
