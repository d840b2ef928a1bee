//! Instant Insanity, generalised: n cubes, each face painted with one of any number of
//! colours, to be stacked in the given order (each cube turned as we like) so that no colour
//! appears twice on any of the four long sides of the column.
//!
//! Pipeline: [`Puzzle::parse`] (text → colours and cubes, or an [`InsanityError`] naming the
//! line) → [`solve`] (opposite-face graph search: exact counts of stacks and of solutions up
//! to the column's 8 symmetries, a list of representatives, and an [`Obstacle`] when there is
//! none) → data out. [`generate`] makes puzzles with exactly one solution. The
//! opposite-face graph itself ([`graph_edges`]) is exposed for the page's drawing;
//! [`report`] holds the results as typed values for the command line's `--json` and the page,
//! and [`page`] builds the answers the wasm edge hands to the browser.

mod count;
mod decide;
mod error;
mod fixed;
mod generate;
pub mod geometry;
mod graph;
mod halves;
mod joint;
mod lead;
mod obstacle;
pub mod page;
mod parts;
mod proofs;
mod puzzle;
mod reason;
pub mod report;
mod search;
mod solve;
mod text;
mod walk;

pub use count::Count;
pub use error::{InsanityError, MAX_CUBES};
pub use generate::{colour_names, generate, ATTEMPTS};
pub use lead::Lead;
pub use obstacle::{Obstacle, ObstacleStatus, OBSTACLE_NODES};
pub use puzzle::{Colour, Puzzle, BACK, BOTTOM, FACE_NAMES, FRONT, LEFT, RIGHT, TOP};
pub use reason::{Clash, ColourLimit, Pair, Reason};
pub use solve::{
    count_whole, counting_proof, explain_impossible, solvable, solve, tally, Options, Placement,
    Solved, Stack, Tally, DEFAULT_MAX_NODES, MAX_LISTED,
};
pub use text::{painted, write, write_rows, BLANK};

/// The classic four-cube puzzle (Instant Insanity as sold), with exactly one solution: the
/// page opens with it.
pub const CLASSIC: &str = include_str!("classic.txt");

/// The opposite-face graph: edge `3 * cube + k` joins the two colours of the cube's pair `k`
/// (0 = input front/back, 1 = left/right, 2 = top/bottom). Returns (cube, colour, colour).
pub fn graph_edges(puzzle: &Puzzle) -> Vec<(usize, Colour, Colour)> {
    puzzle
        .cubes
        .iter()
        .enumerate()
        .flat_map(|(j, cube)| (0..3).map(move |k| (j, cube[2 * k], cube[2 * k + 1])))
        .collect()
}
