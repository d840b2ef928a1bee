//! An explanation as chapters a person can read: each chapter has goals the grid shows
//! (values placed), the steps that matter for them, and the bookkeeping folded.
//!
//! The goals are the solution's placements, taken in the order the explanation completes
//! them: the step that places the value, or where none does, the last step of its
//! [`why`](super::why) chain. Walking them in that order,
//! a goal brings into the current chapter the steps of its chain that no earlier chapter
//! holds; a chapter closes once it holds [`VISIBLE_PER_CHAPTER`] visible steps. So the
//! chapters hold every step that some placement rests on (steps no placement needs are left
//! out) and each chapter's steps, with the facts of earlier chapters, derive its goals.
//!
//! A step is *visible* when the position grid draws its conclusion (a value placed or ruled
//! out of positions); the others only change which values may be the same ("rowing is not
//! tulip"): they are *folded* into the first visible step of the chapter that uses them,
//! directly or through other folded steps, and shown when asked. Chapters depend only on
//! the steps up to their last one, so the first chapters of a prefix of the explanation are
//! the first chapters of the whole: a page can show them while the rest is worked out.

use super::super::explain::Step;
use super::super::fact::Fact;
use super::super::grid::{Item, Pos};
use super::graph::StepGraph;

/// A chapter closes once it holds this many visible steps (a goal's new steps are never
/// split, so a chapter can hold more).
pub const VISIBLE_PER_CHAPTER: usize = 8;

/// One chapter: indices into the explanation's steps.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Chapter {
    /// The placements its steps complete, in the order they are completed.
    pub goals: Vec<Fact>,
    /// Its visible steps, ascending.
    pub steps: Vec<usize>,
    /// Its folded steps, ascending, each with the visible step it is folded into.
    pub folded: Vec<Folded>,
}

/// A folded step and the visible step of its chapter that uses it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Folded {
    pub step: usize,
    pub into: usize,
}

impl Chapter {
    /// Every step of the chapter, visible and folded, ascending.
    pub fn all_steps(&self) -> Vec<usize> {
        let mut all: Vec<usize> = self.steps.clone();
        all.extend(self.folded.iter().map(|f| f.step));
        all.sort_unstable();
        all
    }
}

/// Whether the position grid draws what `step` concludes.
pub fn visible(step: &Step) -> bool {
    !step.fixed.is_empty() || !step.eliminated.is_empty()
}

/// The chapters of `steps`, the explanation of a puzzle with `n` positions whose unique
/// solution is `solution` (each item's position index). Empty when `steps` is.
pub fn chapters(n: usize, steps: &[Step], solution: &[usize]) -> Vec<Chapter> {
    let graph = StepGraph::new(n, steps);
    if graph.is_empty() {
        return vec![];
    }
    // Each placement with its chain, in the order the explanation completes them.
    let mut goals: Vec<(Fact, Vec<usize>)> = (0..solution.len())
        .filter_map(|i| {
            let fact = Fact::In(Item(i), Pos(solution[i]));
            // The step that places the value, where there is one, reads as the goal's own;
            // else the way the grid comes to show it first (so that a prefix of the steps
            // picks the same chain as the whole).
            let chain = match graph.concluders(fact).first() {
                Some(&k) => graph.closure(&[k]),
                None => graph
                    .ways(fact)
                    .iter()
                    .map(|way| graph.closure(way))
                    .min_by_key(|chain| (chain.last().copied(), chain.len()))?,
            };
            Some((fact, chain))
        })
        .collect();
    goals.sort_by_key(|(fact, chain)| (chain.last().copied(), *fact));
    let mut covered = vec![false; steps.len()];
    let mut out: Vec<Chapter> = vec![];
    let mut current: Option<(Vec<Fact>, Vec<usize>)> = None;
    let mut shown = 0;
    for (fact, chain) in goals {
        let (goals, held) = current.get_or_insert_with(Default::default);
        goals.push(fact);
        for k in chain {
            if !std::mem::replace(&mut covered[k], true) {
                held.push(k);
                shown += usize::from(visible(&steps[k]));
            }
        }
        if shown >= VISIBLE_PER_CHAPTER {
            let (goals, held) = current.take().expect("just filled");
            out.push(chapter(&graph, steps, goals, held));
            shown = 0;
        }
    }
    if let Some((goals, held)) = current {
        match out.last_mut() {
            // Goals shown by the last chapter's steps already bring nothing of their own.
            Some(last) if held.is_empty() => last.goals.extend(goals),
            _ => out.push(chapter(&graph, steps, goals, held)),
        }
    }
    out
}

/// A chapter of `held` steps: the visible ones, and the others folded.
fn chapter(graph: &StepGraph, steps: &[Step], goals: Vec<Fact>, mut held: Vec<usize>) -> Chapter {
    held.sort_unstable();
    // The visible step each step is folded into: the smallest visible step citing it, through
    // folded steps; citers come later, so walking down settles each before its cited steps.
    let mut into: std::collections::HashMap<usize, usize> = Default::default();
    let mut folded = vec![];
    for &k in held.iter().rev() {
        let owner = if visible(&steps[k]) {
            k
        } else {
            // Every held step is the goal's step or cited by a held step (chains are closed
            // under citing, and a chapter holds what earlier ones do not): a citer exists.
            let owner = into.get(&k).copied().unwrap_or(k);
            folded.push(Folded {
                step: k,
                into: owner,
            });
            owner
        };
        for &j in graph.cites(k) {
            into.entry(j)
                .and_modify(|o| *o = (*o).min(owner))
                .or_insert(owner);
        }
    }
    folded.reverse();
    Chapter {
        goals,
        steps: held.into_iter().filter(|&k| visible(&steps[k])).collect(),
        folded,
    }
}
