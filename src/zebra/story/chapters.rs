//! An explanation as chapters a person can read: each chapter has goals the grid shows
//! (values placed), the steps that matter for them, and the bookkeeping folded.
//!
//! The goals are the solution's placements, taken in the order the explanation completes
//! them: the step that places the value, or where none does, the last step of the first
//! way the grid comes to show it (see [`StepGraph::ways`]). Walking them in that order, a
//! goal brings into the current chapter the steps of its chain that no earlier chapter
//! holds; a chapter closes once it shows [`CLOSE_AT`] steps or has placed as many values as
//! there are positions (so a title names a row's worth), or before a goal whose steps
//! would take it past [`MAX_VISIBLE`]. A goal whose own new steps show more than
//! [`MAX_VISIBLE`] is told in parts, cut in the explanation's order, the first in the open
//! chapter when that has room; each part but the last has for its goal what its last shown
//! step concludes (positions ruled out are drawn too). So the chapters hold every step that
//! some placement rests on (steps no placement needs are left out), and each chapter's
//! steps, with the earlier chapters', derive its goals.
//!
//! A chapter shows the steps the walk shows ([`draws`]): a step is *visible* when the
//! position grid draws its conclusion (a value placed or ruled out of positions), it is not a
//! placed value clearing its position for the rest of its attribute (`taken`), and it is not
//! a [`copy`] of one value's marks to another (what a clue "X is Y" gives): both are what a
//! person does without thinking; and it is shown when it also changes what the grid draws
//! (a value left one position is drawn placed already) and the walk does not fold it into
//! the next step of its sweep (values ruled out of one position clue after clue). The others — those, and steps that
//! only change which values may be the same ("rowing is not tulip") — are *folded* into the
//! first shown step of the chapter that uses them, directly or through
//! other folded steps, and shown when asked. A chapter's sweeps are wider than the walk's,
//! whose steps between hold other chapters' steps: a shown step goes with a later one of
//! its chapter continuing its sweep when no shown step between uses it (see `chapter`);
//! that makes a chapter's steps about a third fewer on big grids. Every choice depends only
//! on the goals completed so far, so the chapters of a prefix of the explanation that ends on a settled
//! grid (as each batch the explanation hands over does) are, but the last, still open, the
//! first chapters of the whole: a page can show them while the rest is worked out.

use super::super::explain::Step;
use super::super::fact::Fact;
use super::super::grid::{Item, Pos};
use super::graph::StepGraph;
#[cfg(doc)]
use super::walk::{copy, visible};
use super::walk::{draws, Sweep};

/// A chapter closes once it holds this many visible steps.
pub const CLOSE_AT: usize = 14;

/// No chapter holds more visible steps than this.
pub const MAX_VISIBLE: usize = 15;

/// A goal told in parts begins in the open chapter when that has room for this many shown
/// steps; else the open chapter closes first.
const MIN_ROOM: usize = 4;

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
        crate::sort::sort(&mut all);
        all
    }
}

/// The chapters of `steps`, the explanation of a puzzle with `n` positions whose unique
/// solution is `solution` (each item's position index). Empty when `steps` is.
pub fn chapters(n: usize, steps: &[Step], solution: &[usize]) -> Vec<Chapter> {
    let graph = StepGraph::new(n, steps);
    if graph.is_empty() {
        return vec![];
    }
    // The steps a chapter shows are the walk's: visible, and changing the grid as drawn.
    let fold = Fold {
        graph: &graph,
        shows: draws(n, steps),
        sweeps: steps.iter().map(Sweep::of).collect(),
    };
    // Each placement with its chain, in the order the explanation completes them.
    let goals: Vec<(Fact, Vec<usize>)> = (0..solution.len())
        .filter_map(|i| {
            let fact = Fact::In(Item(i), Pos(solution[i]));
            // The step that places the value reads as the goal's own. Where none does yet,
            // the way the grid comes to show it first; the explanation hands its steps over
            // on a settled grid (a value left one position is placed by a step), so this is
            // a prefix's choice only while a batch is incomplete.
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
    crate::sort::sort(&mut order);
    let mut covered = vec![false; steps.len()];
    let mut out: Vec<Chapter> = vec![];
    // The open chapter: its goals and steps.
    let mut goals_now: Vec<Fact> = vec![];
    let mut held: Vec<usize> = vec![];
    let count = |ks: &[usize]| chapter(&fold, vec![], ks.to_vec()).steps.len();
    for (_, g) in order {
        let (fact, chain) = &goals[g];
        let mut new: Vec<usize> = vec![];
        for &k in chain {
            if !std::mem::replace(&mut covered[k], true) {
                new.push(k);
            }
        }
        if count(&[&held[..], &new[..]].concat()) > MAX_VISIBLE {
            let more = count(&new);
            // The room the open chapter leaves for a goal told in parts; a goal that fits
            // in a chapter of its own is not cut.
            let room = MAX_VISIBLE.saturating_sub(count(&held));
            if more <= MAX_VISIBLE || room < MIN_ROOM {
                out.push(chapter(
                    &fold,
                    std::mem::take(&mut goals_now),
                    std::mem::take(&mut held),
                ));
            }
            if more > MAX_VISIBLE {
                // Told in parts: all but the last close now, the first in the open chapter
                // if it has room; each part's goals are what its last shown step concludes.
                let mut parts = split(&fold, &|k| steps[k].concludes(), &held, new).into_iter();
                let mut part = parts.next().expect("a part at least");
                loop {
                    let Some(next) = parts.next() else {
                        held.extend(part.0);
                        break;
                    };
                    held.extend(part.0);
                    goals_now.extend(part.1);
                    out.push(chapter(
                        &fold,
                        std::mem::take(&mut goals_now),
                        std::mem::take(&mut held),
                    ));
                    part = next;
                }
                new = vec![];
            }
        }
        held.extend(new);
        goals_now.push(*fact);
        if count(&held) >= CLOSE_AT || goals_now.len() >= n {
            out.push(chapter(
                &fold,
                std::mem::take(&mut goals_now),
                std::mem::take(&mut held),
            ));
        }
    }
    if !goals_now.is_empty() {
        match out.last_mut() {
            // Goals shown by the last chapter's steps already bring nothing of their own.
            Some(last) if held.is_empty() => last.goals.extend(goals_now),
            _ => out.push(chapter(&fold, goals_now, held)),
        }
    }
    out
}

/// The chapters of an explanation as its batches arrive: each [`add`](Self::add) hands out
/// the chapters the steps so far complete that were not handed out before, and
/// [`finish`](Self::finish) the rest, so that the chapters handed out, in order, are the whole
/// explanation's. A chapter is complete once a later one has begun: the chapters of a prefix
/// of the explanation ending on a settled grid are, but the last, the first of the whole (see
/// [`chapters`]).
#[derive(Clone, Debug)]
pub struct ChapterStream {
    n: usize,
    solution: Vec<usize>,
    steps: Vec<Step>,
    /// How many chapters were handed out.
    sent: usize,
    /// How many steps there were at the last cut.
    cut_at: usize,
}

impl ChapterStream {
    /// For the explanation of a puzzle with `n` positions and unique solution `solution`.
    pub fn new(n: usize, solution: &[usize]) -> ChapterStream {
        ChapterStream {
            n,
            solution: solution.to_vec(),
            steps: vec![],
            sent: 0,
            cut_at: 0,
        }
    }

    /// Takes the next batch of steps (each ending on a settled grid, as the explanation hands
    /// them over) and gives the chapters now complete that were not given before.
    pub fn add(&mut self, batch: &[Step]) -> Vec<Chapter> {
        self.steps.extend_from_slice(batch);
        // Each cut reads every step so far, so the steps are cut again only once they have
        // grown by a quarter: the cuts together cost a few times the last one, where a cut
        // at every batch would cost time quadratic in the steps of a big grid.
        if self.steps.len() < self.cut_at + self.cut_at / 4 || batch.is_empty() {
            return vec![];
        }
        self.cut_at = self.steps.len();
        let mut all = chapters(self.n, &self.steps, &self.solution);
        let complete = all.len().saturating_sub(1);
        if complete <= self.sent {
            return vec![];
        }
        all.truncate(complete);
        let new = all.split_off(self.sent);
        self.sent = complete;
        new
    }

    /// The chapters not given yet, once every step has come.
    pub fn finish(self) -> Vec<Chapter> {
        let mut all = chapters(self.n, &self.steps, &self.solution);
        all.split_off(self.sent.min(all.len()))
    }
}

/// What a chapter folds by: the step graph, the steps the walk shows ([`draws`]) and each
/// step's [`Sweep`].
struct Fold<'a> {
    graph: &'a StepGraph,
    shows: Vec<bool>,
    sweeps: Vec<Option<Sweep>>,
}

/// The steps of one goal, more than [`MAX_VISIBLE`] shown, in parts cut in the explanation's
/// order: the first with the open chapter's `held` steps, each part as many of the goal's
/// shown steps as a chapter of them shows at most [`MAX_VISIBLE`] (sweeps make that count
/// less than the steps', so it is counted); each part is its shown steps with the steps folded
/// into them, and what its last shown step concludes (which the last part leaves to the
/// caller's goal). A step cites only earlier steps, and a folded step goes with the first
/// shown step that uses it, so each part needs only those before. The first part is empty
/// when not one shown step fits with `held`.
fn split(
    fold: &Fold,
    concludes: &dyn Fn(usize) -> Vec<Fact>,
    held: &[usize],
    new: Vec<usize>,
) -> Vec<(Vec<usize>, Vec<Fact>)> {
    let whole = chapter(fold, vec![], new);
    // Each shown step with the steps folded into it.
    let mut told: Vec<Vec<usize>> = whole.steps.iter().map(|&k| vec![k]).collect();
    for f in &whole.folded {
        if let Ok(i) = whole.steps.binary_search(&f.into) {
            told[i].push(f.step);
        }
    }
    let mut parts = vec![];
    let (mut base, mut part, mut last) = (held.to_vec(), vec![], None);
    for (&k, group) in whole.steps.iter().zip(told) {
        let with = [&base[..], &part[..], &group[..]].concat();
        if (!part.is_empty() || !base.is_empty())
            && chapter(fold, vec![], with).steps.len() > MAX_VISIBLE
        {
            let goals = last.map_or(vec![], concludes);
            parts.push((std::mem::take(&mut part), goals));
            base = vec![];
        }
        part.extend(group);
        last = Some(k);
    }
    parts.push((part, vec![]));
    parts
}

/// A chapter of `held` steps: the ones the walk shows, and the others folded into the first
/// shown step using them. A step no held step uses is shown even when the walk does not show
/// it if it is where the chapter ends (the last of the `taken` steps that leave a value one
/// position, say); before that it is folded into the next shown step, as the walk folds it.
/// And as the walk folds one sweep into its last step, a shown step that the next shown step
/// of the chapter continues in a sweep (the same value ruled out of positions, the same
/// position ruled out for values, one clue read on the same facts) is folded into it: the
/// chapter's steps are fewer than the walk's, which also shows the steps of other chapters
/// and of none in between.
fn chapter(fold: &Fold, goals: Vec<Fact>, mut held: Vec<usize>) -> Chapter {
    crate::sort::sort(&mut held);
    // The shown step each step is folded into: the smallest shown step using it, through
    // folded steps; users come later, so walking down settles each before the steps it cites.
    // (Indexed by step, `usize::MAX` for none: a map would cost the browser's module a
    // hash table of its own.)
    let mut into = vec![usize::MAX; held.last().map_or(0, |&k| k + 1)];
    let mut shown = vec![];
    let mut folded = vec![];
    for &k in held.iter().rev() {
        let owner = match into[k] {
            owner if owner != usize::MAX && !fold.shows[k] => {
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
        for &j in fold.graph.cites(k) {
            into[j] = into[j].min(owner);
        }
    }
    shown.reverse();
    // The shown step each held step is told by: itself, or the one it is folded into.
    let mut own = vec![usize::MAX; into.len()];
    for &k in &shown {
        own[k] = k;
    }
    for f in &folded {
        own[f.step] = f.into;
    }
    // For each shown step, the first shown step that uses it or a step folded into it: it
    // may be told later, but no later than that.
    let mut need = vec![usize::MAX; into.len()];
    for &h in &held {
        for &j in fold.graph.cites(h) {
            let told = own.get(j).copied().unwrap_or(usize::MAX);
            if told != usize::MAX && told != own[h] {
                need[told] = need[told].min(own[h]);
            }
        }
    }
    // Each shown step carried to a later one: a step the walk does not show to the next, a
    // step of a sweep to the next of the same sweep, if no shown step between uses it; the
    // one it is carried to may then be told no later than it.
    let mut carry = vec![usize::MAX; into.len()];
    for (i, &k) in shown.iter().enumerate() {
        let mut later = shown[i + 1..].iter().take_while(|&&j| j <= need[k]);
        let to = if fold.shows[k] {
            later.find(|&&j| fold.shows[j] && Sweep::joins(&fold.sweeps[k], &fold.sweeps[j]))
        } else {
            later.next()
        };
        if let Some(&j) = to {
            carry[k] = j;
            need[j] = need[j].min(need[k]);
        }
    }
    // Walking up, each carried step takes the owner of the step it is carried to.
    let mut kept = vec![];
    for &k in shown.iter().rev() {
        let to = carry[k];
        own[k] = if to == usize::MAX {
            kept.push(k);
            k
        } else {
            folded.push(Folded {
                step: k,
                into: own[to],
            });
            own[to]
        };
    }
    for f in &mut folded {
        f.into = own[f.into];
    }
    kept.reverse();
    crate::sort::sort_by_key(&mut folded, |f| f.step);
    Chapter {
        goals,
        steps: kept,
        folded,
    }
}
