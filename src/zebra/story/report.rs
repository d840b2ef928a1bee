//! The serialisable shapes of chapters and "why" chains, for `--json` and the page: steps in
//! the explanation's own step shape ([`StepReport`]) with their 1-based number in it, so the
//! "(step N)" a step's text cites stays the number shown beside that step.

use super::super::explain::Step;
use super::super::fact::Fact;
use super::super::grid::Item;
use super::super::model::Puzzle;
use super::super::report::{fact_names, step_report, FactReport, StepReport};
use super::chapters::Chapter;
use serde::Serialize;

/// One step of the explanation with its number there.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct NumberedStep {
    /// 1-based number of the step in the explanation.
    pub number: usize,
    /// For a folded step: the number of the visible step it is folded into.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub into: Option<usize>,
    #[serde(flatten)]
    pub step: StepReport,
}

impl NumberedStep {
    fn new(puzzle: &Puzzle, steps: &[Step], k: usize, into: Option<usize>) -> NumberedStep {
        NumberedStep {
            number: k + 1,
            into: into.map(|j| j + 1),
            step: step_report(puzzle, &steps[k]),
        }
    }
}

/// The chain of steps behind one fact.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct WhyReport {
    pub fact: FactReport,
    pub steps: Vec<NumberedStep>,
}

impl WhyReport {
    /// `chain` (indices into `steps`, as [`why`](super::why) gives them) for `fact`.
    pub fn new(puzzle: &Puzzle, steps: &[Step], fact: Fact, chain: &[usize]) -> WhyReport {
        WhyReport {
            fact: fact_names(puzzle, fact, fact.text(puzzle)),
            steps: chain
                .iter()
                .map(|&k| NumberedStep::new(puzzle, steps, k, None))
                .collect(),
        }
    }
}

/// One chapter: its title, its visible steps, its folded steps.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct ChapterReport {
    /// The values it places ("Norwegian in 1, milk in 3").
    pub title: String,
    /// The placements it completes, as facts.
    pub goals: Vec<FactReport>,
    pub steps: Vec<NumberedStep>,
    pub folded: Vec<NumberedStep>,
}

impl ChapterReport {
    pub fn new(puzzle: &Puzzle, steps: &[Step], chapter: &Chapter) -> ChapterReport {
        ChapterReport {
            title: title(puzzle, &chapter.goals),
            goals: chapter
                .goals
                .iter()
                .map(|&f| fact_names(puzzle, f, f.text(puzzle)))
                .collect(),
            steps: chapter
                .steps
                .iter()
                .map(|&k| NumberedStep::new(puzzle, steps, k, None))
                .collect(),
            folded: chapter
                .folded
                .iter()
                .map(|f| NumberedStep::new(puzzle, steps, f.step, Some(f.into)))
                .collect(),
        }
    }
}

/// A chapter's title: the values it places, each with its position.
pub fn title(puzzle: &Puzzle, goals: &[Fact]) -> String {
    let placed: Vec<String> = goals
        .iter()
        .filter_map(|&f| match f {
            Fact::In(Item(i), p) => {
                Some(format!("{} in {}", puzzle.reference(i), puzzle.label(p.0)))
            }
            _ => None,
        })
        .collect();
    placed.join(", ")
}
