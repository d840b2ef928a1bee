//! How moves are counted: the half-turn metric (every turn counts 1) or the quarter-turn
//! metric (a half turn counts 2). The solver's tables and searches are built per metric.

use super::moves::is_half_turn;
use super::notation::Move;
use serde::Serialize;

/// How moves are counted.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Default)]
#[serde(rename_all = "lowercase")]
pub enum Metric {
    /// Half-turn metric: R, R2 and R' each count 1.
    #[default]
    Htm,
    /// Quarter-turn metric: R2 counts 2.
    Qtm,
}

impl Metric {
    /// The cost of move `m` (in the encoding of [`super::moves`]).
    pub(crate) fn cost(self, m: usize) -> usize {
        match self {
            Metric::Qtm if is_half_turn(m) => 2,
            _ => 1,
        }
    }

    /// The moves a breadth-first search uses: all nine, or the six quarter turns.
    pub(crate) fn generators(self) -> &'static [usize] {
        match self {
            Metric::Htm => &[0, 1, 2, 3, 4, 5, 6, 7, 8],
            Metric::Qtm => &[0, 2, 3, 5, 6, 8],
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            Metric::Htm => "htm",
            Metric::Qtm => "qtm",
        }
    }

    /// The length of `moves` in this metric.
    pub fn length(self, moves: &[Move]) -> usize {
        moves
            .iter()
            .map(|m| {
                if self == Metric::Qtm && m.quarters == 2 {
                    2
                } else {
                    1
                }
            })
            .sum()
    }
}
