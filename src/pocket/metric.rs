//! How moves are counted: the half-turn metric (every turn counts 1) or the quarter-turn
//! metric (a half turn counts 2). The solver's tables and searches are built per metric.

use super::moves::is_half_turn;
use super::notation::Move;
use crate::quote::str_literal;
use serde::Serialize;
use std::fmt;
use std::str::FromStr;

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

/// The longest part of an unknown metric name quoted back in the error message.
const QUOTED_CHARS: usize = 32;

impl Metric {
    /// Both metrics, in the order they are listed to a user.
    pub const ALL: [Metric; 2] = [Metric::Htm, Metric::Qtm];
}

/// Reads a metric name, `htm` or `qtm`, in any letter case (cubers write both HTM and htm).
impl FromStr for Metric {
    type Err = MetricError;

    fn from_str(name: &str) -> Result<Metric, MetricError> {
        Metric::ALL
            .into_iter()
            .find(|m| name.eq_ignore_ascii_case(m.name()))
            .ok_or_else(|| MetricError {
                name: name.chars().take(QUOTED_CHARS).collect(),
            })
    }
}

/// A metric name that is neither `htm` nor `qtm`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MetricError {
    /// The name given (its start only, so that a huge text makes a short message).
    name: String,
}

impl fmt::Display for MetricError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "unknown metric {}: count moves in htm (half turns) or qtm (quarter turns)",
            str_literal(&self.name)
        )
    }
}

impl std::error::Error for MetricError {}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_read_back_in_any_case() {
        for metric in Metric::ALL {
            assert_eq!(metric.name().parse::<Metric>(), Ok(metric));
            assert_eq!(metric.name().to_uppercase().parse::<Metric>(), Ok(metric));
        }
    }

    #[test]
    fn an_unknown_name_is_an_error_that_says_what_is_allowed() {
        for name in ["", "ftm", "htm ", "quarter", "h\u{0}tm"] {
            let e = name.parse::<Metric>().expect_err(name);
            let message = e.to_string();
            assert!(message.contains(&format!("{name:?}")), "{message}");
            assert!(
                message.contains("htm") && message.contains("qtm"),
                "{message}"
            );
        }
        let long = "x".repeat(1 << 20).parse::<Metric>().expect_err("long");
        assert!(
            long.to_string().len() < 200,
            "a huge name makes a short message"
        );
    }
}
