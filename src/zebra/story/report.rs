//! The serialisable shapes of chapters and "why" chains, for `--json` and the page. A chain's
//! steps are in the explanation's own step shape ([`StepReport`]) with their 1-based
//! `number` in it, so the "(step N)" a step's text cites stays the number shown beside that step; a
//! chapter names its steps by those numbers, since it comes with the explanation's steps.

use super::super::explain::Step;
use super::super::fact::Fact;
use super::super::model::Puzzle;
use super::super::report::{fact_names, step_report, FactReport, StepReport};
use super::chapters::Chapter;
use serde::Serialize;

/// The chain of steps behind one fact.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct WhyReport {
    pub fact: FactReport,
    /// The chain's steps, each with its `number` in the explanation.
    pub steps: Vec<StepReport>,
}

impl WhyReport {
    /// `chain` (indices into `steps`, as [`why`](super::why) gives them) for `fact`.
    pub fn new(puzzle: &Puzzle, steps: &[Step], fact: Fact, chain: &[usize]) -> WhyReport {
        WhyReport {
            fact: fact_names(puzzle, fact, fact.text(puzzle)),
            steps: chain
                .iter()
                .map(|&k| StepReport {
                    number: Some(k + 1),
                    ..step_report(puzzle, &steps[k])
                })
                .collect(),
        }
    }
}

/// One chapter: its title, and its steps by their 1-based numbers in the
/// explanation's `steps` (which the same answer carries).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct ChapterReport {
    /// The values it places ("Norwegian is in 1, milk is in 3"), or for a part of a long goal
    /// what its last step concludes.
    pub title: String,
    /// The steps it shows.
    pub steps: Vec<usize>,
    /// The bookkeeping folded away, each with the shown step it is folded into.
    pub folded: Vec<FoldedReport>,
}

/// A folded step (its number) and the shown step it is folded into (its number).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct FoldedReport {
    pub step: usize,
    pub into: usize,
}

impl ChapterReport {
    pub fn new(puzzle: &Puzzle, chapter: &Chapter) -> ChapterReport {
        ChapterReport {
            title: title(puzzle, &chapter.goals),
            steps: chapter.steps.iter().map(|&k| k + 1).collect(),
            folded: chapter
                .folded
                .iter()
                .map(|f| FoldedReport {
                    step: f.step + 1,
                    into: f.into + 1,
                })
                .collect(),
        }
    }
}

/// A chapter's title: the facts it derives for the grid, in the clue language.
pub fn title(puzzle: &Puzzle, goals: &[Fact]) -> String {
    let mut out = String::new();
    for (k, &f) in goals.iter().enumerate() {
        if k > 0 {
            out.push_str(", ");
        }
        out.push_str(&f.text(puzzle));
    }
    out
}
