//! The answer to "solve this puzzle", one path for the command line and the page: the analysis
//! (one solution, several, or none with the clues that conflict) and, when the explanation is
//! asked for and the solution is unique, its steps. The command line prints it as text or as
//! the `--json` summary of its [`Report`]; the wasm edge sends that [`Report`].

use super::explain::{explain_reporting, Step};
use super::model::Puzzle;
use super::report::Report;
use super::solve::{analyse, Analysis, Status};

/// A puzzle's answer: its analysis and, when they were worked out, the explanation's steps.
#[derive(Clone, Debug)]
pub struct Answer {
    pub analysis: Analysis,
    /// The explanation (empty unless `explained`).
    pub steps: Vec<Step>,
    /// Whether the explanation was worked out: asked for, and the solution is unique.
    pub explained: bool,
}

/// Solves `puzzle`, and explains it when `explain` is asked and its solution is unique,
/// handing `progress` each batch of steps as it is worked out (see [`explain_reporting`]).
pub fn answer(puzzle: &Puzzle, explain: bool, progress: &mut dyn FnMut(&[Step])) -> Answer {
    let analysis = analyse(puzzle);
    let explained = explain && analysis.status == Status::Unique;
    let steps = if explained {
        explain_reporting(puzzle, progress)
    } else {
        vec![]
    };
    Answer {
        analysis,
        steps,
        explained,
    }
}

impl Answer {
    /// The serialisable report of this answer (names, labels and line numbers for indices).
    pub fn report(&self, puzzle: &Puzzle) -> Report {
        Report::new(puzzle, &self.analysis, &self.steps)
    }
}
