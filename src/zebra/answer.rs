//! The answer to "solve this puzzle", one path for the command line and the page: the analysis
//! (one solution, several, or none with the clues that conflict) and, when the explanation is
//! asked for and the solution is unique, its steps. The command line prints it as text or as
//! the `--json` summary of its [`Report`]; the wasm edge sends that [`Report`].

use super::explain::{all_fewest, explanation, fewest_facts, ExplainOptions, Step};
use super::model::Puzzle;
use super::report::Report;
use super::solve::{analyse, Analysis, Status};
use super::twins::Twins;

/// A puzzle's answer: its analysis and, when they were worked out, the explanation's steps.
#[derive(Clone, Debug)]
pub struct Answer {
    pub analysis: Analysis,
    /// The explanation (empty unless `explained`).
    pub steps: Vec<Step>,
    /// Whether the explanation was worked out: asked for, and the solution is unique.
    pub explained: bool,
    /// False when some steps cite more earlier facts than they need (see
    /// [`super::explain::Explanation::smallest`]); true when nothing was explained.
    pub smallest: bool,
    /// Whether reducing cited facts to the fewest stayed within the work allowed (see
    /// [`super::explain::Explanation::within_work`]).
    within_work: bool,
}

/// Solves `puzzle`, and explains it when `explain` is asked and its solution is unique,
/// handing `progress` each batch of steps as it is worked out (see [`explanation`]).
pub fn answer(puzzle: &Puzzle, explain: bool, progress: &mut dyn FnMut(&[Step])) -> Answer {
    let analysis = analyse(puzzle);
    let explained = explain && analysis.status == Status::Unique;
    let (steps, smallest, within_work) = if explained {
        // A grid without order finds each fact of a key's row twice: each is said once, in
        // the batches handed over as in the whole.
        let mut twins = Twins::new(puzzle);
        let mut forward = |batch: &[Step]| {
            let kept = twins.take(batch);
            if !kept.is_empty() {
                progress(&kept);
            }
        };
        let e = explanation(puzzle, ExplainOptions::default(), &mut forward);
        (Twins::new(puzzle).take(&e.steps), e.smallest, e.within_work)
    } else {
        (vec![], true, true)
    };
    Answer {
        analysis,
        steps,
        explained,
        smallest,
        within_work,
    }
}

impl Answer {
    /// Cuts the facts of every search step that does not cite the fewest yet down to the
    /// fewest ([`fewest_facts`]): for the command line, which prints every step it explains
    /// (the page does this only for a step a person opens).
    pub fn with_fewest_facts(&mut self, puzzle: &Puzzle) {
        for k in 0..self.steps.len() {
            if let Some(step) = fewest_facts(puzzle, &self.steps, k) {
                self.steps[k] = step;
            }
        }
        self.smallest = self.within_work && all_fewest(&self.steps);
    }

    /// The serialisable report of this answer (names, labels and line numbers for indices).
    pub fn report(&self, puzzle: &Puzzle) -> Report {
        let mut report = Report::new(puzzle, &self.analysis, &self.steps);
        report.explanation_smallest = self.smallest;
        report
    }
}
