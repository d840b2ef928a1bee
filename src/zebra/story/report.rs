//! The serialisable shapes of chapters and "why" chains, for `--json` and the page. A chain's
//! steps are in the explanation's own step shape ([`StepReport`]) with their 1-based
//! `number` in it, so the "(step N)" a step's text cites stays the number shown beside that step; a
//! chapter names its steps by those numbers, since it comes with the explanation's steps.

use super::super::explain::Step;
use super::super::fact::Fact;
use super::super::model::Puzzle;
use super::super::report::{fact_names, step_report, FactReport, StepReport};
use super::chapters::Chapter;
use super::walk::Shown;
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

/// One step of the walk (see [`walk`](super::walk())): a shown step and the steps folded into it,
/// by their 1-based numbers in the explanation's `steps`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct WalkReport {
    pub step: usize,
    pub folded: Vec<usize>,
}

impl WalkReport {
    /// The walk's steps `shown` by number.
    pub fn all(shown: &[Shown]) -> Vec<WalkReport> {
        shown
            .iter()
            .map(|s| WalkReport {
                step: s.step + 1,
                folded: s.folded.iter().map(|&k| k + 1).collect(),
            })
            .collect()
    }
}

/// A chapter's title: the facts it derives for the grid, in the clue language, the values
/// placed at one position told together ("rice, blue and tailor are in 7") and the positions
/// one value is ruled out of ("Mazda is not in 5, 6 or 7"), in the order they come.
pub fn title(puzzle: &Puzzle, goals: &[Fact]) -> String {
    // Each group: its first fact's text, and the names (or positions) told with it.
    let mut groups: Vec<(Fact, String, Vec<String>)> = vec![];
    for &f in goals {
        let text = f.text(puzzle);
        let joined = groups.iter_mut().find(|(g, _, _)| match (*g, f) {
            (Fact::In(_, p), Fact::In(_, q)) => p == q,
            (Fact::NotIn(i, _), Fact::NotIn(j, _)) => i == j,
            _ => false,
        });
        match joined {
            Some((_, _, more)) => more.push(match f {
                Fact::In(i, _) => puzzle.reference(i.0),
                Fact::NotIn(_, q) => puzzle.label(q.0),
                _ => text,
            }),
            None => groups.push((f, text, vec![])),
        }
    }
    let mut out = String::new();
    for (k, (f, text, more)) in groups.into_iter().enumerate() {
        if k > 0 {
            out.push_str("; ");
        }
        out.push_str(&group(puzzle, f, text, more));
    }
    out
}

/// One group of a title: `text` (the first fact's) with the `more` names or positions.
fn group(puzzle: &Puzzle, first: Fact, text: String, more: Vec<String>) -> String {
    let Some(last) = more.last() else {
        return text;
    };
    let list = |head: &str, rest: &[String]| {
        let mut s = head.to_string();
        for (k, r) in rest.iter().enumerate() {
            s.push_str(if k + 1 == rest.len() { " and " } else { ", " });
            s.push_str(r);
        }
        s
    };
    match first {
        // "rice is in 7" → "rice, blue and tailor are in 7".
        Fact::In(i, _) => {
            let name = puzzle.reference(i.0);
            match text
                .strip_prefix(&name)
                .and_then(|t| t.strip_prefix(" is "))
            {
                Some(rest) => format!("{} are {rest}", list(&name, &more)),
                None => list(&text, &more),
            }
        }
        // "Mazda is not in 5" → "Mazda is not in 5, 6 or 7".
        Fact::NotIn(..) => {
            let mut s = text;
            for r in &more[..more.len() - 1] {
                s.push_str(", ");
                s.push_str(r);
            }
            s.push_str(" or ");
            s.push_str(last);
            s
        }
        _ => list(&text, &more),
    }
}
