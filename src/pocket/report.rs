//! The pocket cube's results as typed, serialisable values, built here once for both the
//! command line's `--json` and the page (through the wasm edge).
//!
//! Fields are declared in alphabetical order because serde writes them in declaration order
//! and the command line's JSON lists its keys sorted (tests/pocket_cli.rs pins the text).

use super::error::PocketError;
use super::facelets::{apply, Cube, CORNER_NAMES, CORNER_STICKERS, SOLVED};
use super::geometry::{self, Sticker};
use super::infer::Inference;
use super::metric::Metric;
use super::notation::{format_moves, Move, Turn};
use super::scramble::Scramble;
use super::solve::{solve, solve_all};
use serde::Serialize;

/// Which optimal solutions a [`Solved`] holds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Listing {
    /// One optimal solution, in `moves`.
    One,
    /// Every optimal solution, in `solutions`, none singled out.
    Every,
    /// One optimal solution and every one.
    OneAndEvery,
}

/// An optimal answer: `{facelets?, length, metric, moves?, solutions?}`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Solved {
    /// The completed cube, when it was given as a painting with unpainted stickers.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub facelets: Option<String>,
    /// The optimal number of moves in `metric`.
    pub length: usize,
    pub metric: Metric,
    /// One optimal solution, as `R U2 F'`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub moves: Option<String>,
    /// Every optimal solution (no face turned twice in a row), sorted as text.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub solutions: Option<Vec<String>>,
}

/// Solves `cube` optimally in `metric`, listing the solutions `listing` asks for.
pub fn solved(cube: &Cube, metric: Metric, listing: Listing) -> Solved {
    let one = (listing != Listing::Every).then(|| solve(cube, metric));
    let every = (listing != Listing::One).then(|| solve_all(cube, metric));
    // Every solution listed is optimal, so any of them gives the length.
    let length = one
        .as_deref()
        .or_else(|| {
            every
                .as_ref()
                .and_then(|all| all.first().map(Vec::as_slice))
        })
        .map_or(0, |moves| metric.length(moves));
    Solved {
        facelets: None,
        length,
        metric,
        moves: one.map(|moves| format_moves(&moves)),
        solutions: every.map(|all| all.iter().map(|m| format_moves(m)).collect()),
    }
}

/// What a painting decides: `{facelets, fits}`, the forced stickers filled in and `?` for
/// the others, and how many cubes fit.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Completed {
    pub facelets: String,
    pub fits: u64,
}

pub fn completed(inference: &Inference) -> Completed {
    Completed {
        facelets: inference.facelets(),
        fits: inference.fits,
    }
}

/// A random state and a sequence that makes it: `{facelets, moves}`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Scrambled {
    pub facelets: String,
    pub moves: String,
}

pub fn scrambled(scramble: &Scramble) -> Scrambled {
    Scrambled {
        facelets: scramble.cube.facelets(),
        moves: format_moves(&scramble.moves),
    }
}

/// A checked cube: `{facelets}`, normalised (no spaces).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Validated {
    pub facelets: String,
}

pub fn validated(cube: &Cube) -> Validated {
    Validated {
        facelets: cube.facelets(),
    }
}

/// A move as the 3D view animates it: which way it turns, by how much, and which stickers go
/// with it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct MoveShape {
    /// The axis it turns about, clockwise as seen from the axis's tip.
    pub axis: [i8; 3],
    pub name: String,
    pub quarters: u8,
    /// The stickers (facelet indices) that turn with it.
    pub stickers: Vec<usize>,
}

pub fn move_shape(m: Move) -> MoveShape {
    let shape = geometry::turn_shape(m.turn);
    MoveShape {
        axis: shape.axis,
        name: m.to_string(),
        quarters: m.quarters,
        stickers: geometry::stickers()
            .iter()
            .enumerate()
            .filter(|(_, s)| shape.moves_cubie(s.cubie))
            .map(|(i, _)| i)
            .collect(),
    }
}

/// Stickers turned move by move: `{facelets, moves, states}`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Applied {
    /// The stickers after the last move.
    pub facelets: String,
    pub moves: Vec<MoveShape>,
    /// The stickers after each move.
    pub states: Vec<String>,
}

/// Turns the stickers of `facelets` (any 24 printable characters) by `moves`, one at a time.
pub fn applied(facelets: &str, moves: &[Move]) -> Result<Applied, PocketError> {
    let mut current = apply(facelets, &[])?;
    let mut states = Vec::with_capacity(moves.len());
    for m in moves {
        current = apply(&current, std::slice::from_ref(m))?;
        states.push(current.clone());
    }
    Ok(Applied {
        facelets: current,
        moves: moves.iter().map(|&m| move_shape(m)).collect(),
        states,
    })
}

/// The cube's shape for the 3D view: every sticker's cubie, normal and place on the net, and
/// each turn's axis and stickers, so the page keeps no geometry of its own.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Shape {
    #[serde(rename = "cornerNames")]
    pub corner_names: [&'static str; 8],
    /// Each corner's three stickers, clockwise from its U or D sticker.
    pub corners: [[usize; 3]; 8],
    pub solved: &'static str,
    pub stickers: Vec<Sticker>,
    /// Every turn of [`Turn::ALL`], a quarter turn clockwise.
    pub turns: Vec<MoveShape>,
}

pub fn shape() -> Shape {
    Shape {
        corner_names: CORNER_NAMES,
        corners: CORNER_STICKERS,
        solved: SOLVED,
        stickers: geometry::stickers().to_vec(),
        turns: Turn::ALL
            .iter()
            .map(|&t| move_shape(Move::new(t, 1)))
            .collect(),
    }
}
