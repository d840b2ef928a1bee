//! The pocket cube (2x2x2): read a facelet string, check it is a real cube, and solve it
//! optimally in R, U and F turns with the down-back-left corner held still.
//!
//! Pipeline: [`Cube::parse`] (facelets → validated cubie state, or a [`PocketError`] naming
//! the corner and stickers at fault) → [`solve`] / [`solve_all`] (distance-table descent) →
//! [`Move`]s. [`apply`] and [`geometry`] serve the 3D player, so the page never keeps its own
//! copy of the cube's geometry.

mod count;
mod cubie;
mod error;
mod facelets;
pub mod geometry;
mod infer;
mod memory;
mod metric;
mod moves;
mod notation;
mod repaint;
pub mod report;
pub mod scan;
mod scramble;
mod search;
mod solve;
mod table;
mod warm_up;

pub use cubie::CubieCube;
pub use error::{CornerFault, PocketError};
pub use facelets::{apply, Cube, CORNER_NAMES, SOLVED};
pub use geometry::CORNER_STICKERS;
pub use infer::{decide, infer, read_painting, Inference, UNPAINTED};
pub use memory::{table_memory, TableMemory};
pub use metric::{Metric, MetricError};
pub use notation::{format_moves, parse_moves, Move, MoveError, Turn};
pub use repaint::fewest_repaints;
pub use scramble::{random_state, Scramble};
pub use solve::{distance, solve, solve_all};
pub use table::{distance_distribution, prepare, STATES};
pub use warm_up::{warm_up, warm_up_position, WARM_UP_DEPTHS, WARM_UP_POSITION};
