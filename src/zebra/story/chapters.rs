//! An explanation as chapters a person can read: each chapter has goals the grid shows
//! (values placed), the steps that matter for them, and the bookkeeping folded.
//!
//! The goals are the solution's placements, taken in the order the explanation completes
//! them: the step that places the value, or where none does, the last step of the first
//! way the grid comes to show it (see [`StepGraph::ways`]). Walking them in that order, a
//! goal brings into the current chapter the steps of its chain that no earlier chapter
//! holds; a chapter closes once it holds [`CLOSE_AT`] visible steps, or before a goal whose
//! steps would take it past [`MAX_VISIBLE`]. A goal whose own new steps are more than
//! [`MAX_VISIBLE`] is told in several chapters, cut in the explanation's order; each but the
//! last has for its goal what its last visible step concludes (positions ruled out are drawn
//! too). So the chapters hold every step that some placement rests on (steps no placement
//! needs are left out), and each chapter's steps, with the earlier chapters', derive its
//! goals.
//!
//! A step is *visible* when the position grid draws its conclusion (a value placed or ruled
//! out of positions) and it is not a placed value clearing its position for the rest of its
//! attribute (`taken`), which a person does without thinking. The others — steps that only
//! change which values may be the same ("rowing is not tulip"), and those `taken` steps —
//! are *folded* into the first visible step of the chapter that uses them, directly or
//! through other folded steps, and shown when asked. Every choice depends only on the steps
//! up to the goal it is made for, so the chapters of a prefix of the explanation (but the
//! last, still open) are the first chapters of the whole: a page can show them while the
//! rest is worked out.

use super::super::explain::{Deduction, Step};
use super::super::fact::Fact;
use super::super::grid::{Item, Pos};
use super::graph::StepGraph;

/// A chapter closes once it holds this many visible steps.
pub const CLOSE_AT: usize = 12;

/// No chapter holds more visible steps than this.
pub const MAX_VISIBLE: usize = 15;

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

/// Whether a chapter shows `step` rather than folding it: the position grid draws its
/// conclusion and it is not a placed value clearing its position (`taken`).
pub fn visible(step: &Step) -> bool {
    (!step.fixed.is_empty() || !step.eliminated.is_empty())
        && !matches!(step.deduction, Deduction::Taken { .. })
}

/// The chapters of `steps`, the explanation of a puzzle with `n` positions whose unique
/// solution is `solution` (each item's position index). Empty when `steps` is.
pub fn chapters(n: usize, steps: &[Step], solution: &[usize]) -> Vec<Chapter> {
    let graph = StepGraph::new(n, steps);
    if graph.is_empty() {
        return vec![];
    }
    // Each placement with its chain, in the order the explanation completes them.
    let goals: Vec<(Fact, Vec<usize>)> = (0..solution.len())
        .filter_map(|i| {
            let fact = Fact::In(Item(i), Pos(solution[i]));
            // The step that places the value, where there is one, reads as the goal's own;
            // else the way the grid comes to show it first (so that a prefix of the steps
            // picks the same chain as the whole).
            let chain = match graph.concluders(fact).next() {
                Some(k) => graph.closure(&[k]),
                None => graph.best(fact, true)?,
            };
            Some((fact, chain))
        })
        .collect();
    // By the step completing each (chains are never empty); items break ties.
    let mut order: Vec<(usize, usize)> = vec![];
    for (g, (_, chain)) in goals.iter().enumerate() {
        order.push((chain.last().copied().unwrap_or(0), g));
    }
    order.sort_unstable();
    let mut covered = vec![false; steps.len()];
    let mut out: Vec<Chapter> = vec![];
    // The open chapter: its goals and steps.
    let mut goals_now: Vec<Fact> = vec![];
    let mut held: Vec<usize> = vec![];
    let count = |ks: &[usize]| ks.iter().filter(|&&k| visible(&steps[k])).count();
    for (_, g) in order {
        let (fact, chain) = &goals[g];
        let mut new: Vec<usize> = vec![];
        for &k in chain {
            if !std::mem::replace(&mut covered[k], true) {
                new.push(k);
            }
        }
        let more = count(&new);
        if !held.is_empty() && count(&held) + more > MAX_VISIBLE {
            out.push(chapter(
                &graph,
                steps,
                std::mem::take(&mut goals_now),
                std::mem::take(&mut held),
            ));
        }
        if more > MAX_VISIBLE {
            // Told in parts: all but the last close now, each with its own goal.
            let mut parts = split(&graph, steps, new);
            let last = parts.pop().expect("a part at least");
            out.extend(parts);
            held = last.steps;
            for f in last.folded {
                held.push(f.step);
            }
        } else {
            held.extend(new);
        }
        goals_now.push(*fact);
        if count(&held) >= CLOSE_AT {
            out.push(chapter(
                &graph,
                steps,
                std::mem::take(&mut goals_now),
                std::mem::take(&mut held),
            ));
        }
    }
    if !goals_now.is_empty() {
        match out.last_mut() {
            // Goals shown by the last chapter's steps already bring nothing of their own.
            Some(last) if held.is_empty() => last.goals.extend(goals_now),
            _ => out.push(chapter(&graph, steps, goals_now, held)),
        }
    }
    out
}

/// The steps of one goal, more than [`MAX_VISIBLE`] visible, as chapters of at most that many
/// in the explanation's order, each folded step with the visible step it is folded into; each
/// chapter's goals are what its last visible step concludes (the last one's goal is added
/// by the caller).
fn split(graph: &StepGraph, steps: &[Step], new: Vec<usize>) -> Vec<Chapter> {
    let whole = chapter(graph, steps, vec![], new);
    let mut parts: Vec<Chapter> = vec![];
    for shown in whole.steps.chunks(MAX_VISIBLE) {
        let mut folded = vec![];
        for f in &whole.folded {
            if shown.contains(&f.into) {
                folded.push(*f);
            }
        }
        parts.push(Chapter {
            goals: steps[shown[shown.len() - 1]].concludes(),
            steps: shown.to_vec(),
            folded,
        });
    }
    if let Some(last) = parts.last_mut() {
        last.goals.clear();
    }
    parts
}

/// A chapter of `held` steps: the visible ones, and the others folded. A step no held step
/// uses is shown even when it is not visible: it is where the chapter ends (the last of the
/// `taken` steps that leave a value one position, say).
fn chapter(graph: &StepGraph, steps: &[Step], goals: Vec<Fact>, mut held: Vec<usize>) -> Chapter {
    held.sort_unstable();
    // The shown step each step is folded into: the smallest shown step using it, through
    // folded steps; users come later, so walking down settles each before the steps it cites.
    // (Indexed by step, `usize::MAX` for none: a map would cost the browser's module a
    // hash table of its own.)
    let mut into = vec![usize::MAX; held.last().map_or(0, |&k| k + 1)];
    let mut shown = vec![];
    let mut folded = vec![];
    for &k in held.iter().rev() {
        let owner = match into[k] {
            owner if owner != usize::MAX && !visible(&steps[k]) => {
                folded.push(Folded {
                    step: k,
                    into: owner,
                });
                owner
            }
            _ => {
                shown.push(k);
                k
            }
        };
        for &j in graph.cites(k) {
            into[j] = into[j].min(owner);
        }
    }
    shown.reverse();
    folded.reverse();
    Chapter {
        goals,
        steps: shown,
        folded,
    }
}
