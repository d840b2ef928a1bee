//! What the solver's tables cost in memory, for the figures the cold-start example prints.
//! It sits above the tables it measures so that none of them needs to know of the others.

use super::metric::Metric;
use super::moves::move_tables;
use super::search::bounds;
use super::table::DISTANCE_TABLE_BYTES;

/// Bytes of memory the solver's tables take, built or not.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TableMemory {
    /// One metric's full distance table.
    pub distances_per_metric: usize,
    /// The coordinate move tables, shared by both metrics.
    pub move_tables: usize,
    /// One metric's cold-start search bounds.
    pub search_bounds_per_metric: usize,
}

/// Measures the tables (building the move tables and the cold-start bounds if needed; the
/// full distance table's size follows from the state count).
pub fn table_memory() -> TableMemory {
    TableMemory {
        distances_per_metric: DISTANCE_TABLE_BYTES,
        move_tables: move_tables().bytes(),
        search_bounds_per_metric: bounds(Metric::Htm).bytes(),
    }
}
