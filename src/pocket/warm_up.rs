//! The browser worker's warm-up, in steps short enough that a call arriving meanwhile waits
//! for one step, never for the whole warm-up: build the move tables, then the cold search's
//! bounds, then solve positions further and further from solved, so that the engine has
//! compiled the search's hot code with its optimising compiler before a person's first solve.

use super::facelets::{apply, Cube, SOLVED};
use super::metric::Metric;
use super::moves::move_tables;
use super::notation::parse_moves;
use super::search::bounds;
use super::solve::solve;

/// Ten half turns from solved to [`WARM_UP_POSITION`], the inverse of an optimal solution of
/// it: so its first `k` moves lead to a position exactly `k` half turns away.
const SCRAMBLE: &str = "F2 R' F U F U2 F R' F' R2";

/// A position 10 half turns (11 quarter turns) from solved: the warm-up's last solve.
pub const WARM_UP_POSITION: &str = "FDLURDFFRBRDLRUFLLBBBUDU";

/// How far from solved each warm-up solve starts, in half turns. Each search costs about as
/// much as all the shallower ones together, so the steps stay short while the code warms up.
pub const WARM_UP_DEPTHS: [usize; 4] = [6, 8, 9, 10];

/// Steps: the move tables, the half-turn bounds, one solve per depth, the quarter-turn bounds.
const STEPS: usize = WARM_UP_DEPTHS.len() + 3;

/// The position `depth` half turns from solved the warm-up solves (`depth` ≤ 10). Never
/// `None`: the scramble and the solved cube are fixed and valid. (An `Option` rather than
/// `expect`, whose message would bring the errors' `Debug` formatting into the WebAssembly.)
pub fn warm_up_position(depth: usize) -> Option<String> {
    let moves = parse_moves(SCRAMBLE).ok()?;
    apply(SOLVED, moves.get(..depth)?).ok()
}

/// Runs warm-up step `step` (counting from 0); returns whether there is a step after it.
/// A step past the last does nothing.
pub fn warm_up(step: usize) -> bool {
    match step {
        0 => {
            move_tables();
        }
        1 => {
            bounds(Metric::Htm);
        }
        s if s < STEPS - 1 => {
            let position = warm_up_position(WARM_UP_DEPTHS[s - 2]);
            if let Some(Ok(cube)) = position.map(|p| Cube::parse(&p)) {
                solve(&cube, Metric::Htm);
            }
        }
        s if s == STEPS - 1 => {
            bounds(Metric::Qtm);
        }
        _ => {}
    }
    step + 1 < STEPS
}
