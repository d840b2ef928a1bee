//! The steps a reader walks one by one (Next and Previous on the page, "every step"), one
//! rule for the command line, the page and the chapters: a step is shown when it is
//! [`visible`], the position grid as drawn has changed since the shown step before it, and
//! the next such step does not continue its sweep (clues ruling values out of one position
//! one after another, or one clue ruling several values out from the same facts: the grid
//! narrows in several cells at one step); every other step is folded into the first shown
//! step after it.
//!
//! A visible step is one whose conclusion the position grid draws and that is not bookkeeping
//! a person does without thinking (a placed value clearing its position, marks copied from
//! one value to another, pairs of values ruled out). The walk goes from one shown step's grid
//! to the next, so the steps between them are what the grid takes in on the way: they are
//! folded into the shown step that ends the way, which quotes them, and what the reader sees
//! change is theirs and its together. A visible step that leaves the picture as it was is
//! folded too: a value left one position is drawn placed already, so the step that then says
//! "the only place left" right after the step that left it so adds nothing to see. That makes
//! the fold total (every step is shown, or folded into exactly one shown step that comes after
//! it) and lets the walk of a prefix of the steps begin the walk of the whole, so the page can
//! walk each batch as it arrives; only the steps after the last shown one wait (see
//! [`WalkStream`]).

use super::super::explain::{Deduction, Step};
use super::super::fact::Fact;

/// One step of the walk: a shown step and the steps folded into it (indices into the
/// explanation's steps, the folded ones ascending and all before `step`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Shown {
    pub step: usize,
    pub folded: Vec<usize>,
}

/// The walk of a whole explanation: its shown steps in order, each with the steps folded
/// into it, for a puzzle of `n` positions. The walk ends on the explanation's last step,
/// where the solution is complete, shown even if it draws nothing new (the steps after the
/// last one that does are folded into it).
pub fn walk(n: usize, steps: &[Step]) -> Vec<Shown> {
    let mut stream = WalkStream::new(n);
    let mut out = stream.add(steps);
    out.extend(stream.finish());
    out
}

/// For each of `steps` (an explanation of a puzzle with `n` positions), whether the walk
/// shows it: [`visible`], with the grid as drawn changed since the shown step before it, and
/// not continued by the next such step's sweep (the explanation's last step counts only
/// when it is such a step).
pub fn draws(n: usize, steps: &[Step]) -> Vec<bool> {
    let mut stream = WalkStream::new(n);
    let mut shown = stream.add(steps);
    shown.extend(stream.last.take().map(|(s, _)| s));
    let mut out = vec![false; steps.len()];
    for s in shown {
        out[s.step] = true;
    }
    out
}

/// The walk of an explanation as its batches arrive: each [`add`](Self::add) hands out the
/// shown steps the batch completes, [`finish`](Self::finish) the rest, so the steps handed
/// out, in order, are the [`walk`] of the whole.
#[derive(Clone, Debug)]
pub struct WalkStream {
    /// Every position.
    full: u64,
    /// How many steps came.
    seen: usize,
    /// The grid as drawn: for each value the steps touched, the positions it may still take
    /// (a value no step touched may take any).
    dom: Vec<Option<u64>>,
    /// The steps since the last shown step, folded into the next.
    pending: Vec<usize>,
    /// Whether the grid as drawn changed since the last shown step.
    changed: bool,
    /// The last shown step, held back until the next comes: it is folded into the next
    /// when the two are one [`Sweep`].
    last: Option<(Shown, Option<Sweep>)>,
}

/// What makes shown steps that come one after another one step of the walk: clues (or
/// refuted suppositions) ruling values out of one position (the grid narrows one column, cell after cell, as a person
/// sweeps it with the clues), or one clue, reading the same facts, ruling out several values.
/// The grid then changes in several cells at once; the text of the last step is shown, the
/// others folded into it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) struct Sweep {
    /// Whether it rules out by supposing the value there (a hypothesis).
    supposed: bool,
    /// The one position every value is ruled out of, if there is one.
    column: Option<usize>,
    /// The one value ruled out of every position, if there is one.
    row: Option<usize>,
    /// The clues read and the facts cited.
    reading: (Vec<usize>, Vec<Fact>),
}

impl Sweep {
    /// The sweep `step` may belong to: a reading of clues (or of where a value's partners
    /// may be, a [`Deduction::Reach`]), or a hypothesis refuted, that rules values out and
    /// places none (hypotheses sweep only with hypotheses, so a
    /// supposition is never told by a clue's text; a placement or a search stays a step of its
    /// own).
    pub(super) fn of(step: &Step) -> Option<Sweep> {
        let supposed = matches!(step.deduction, Deduction::Hypothesis { .. });
        if !(supposed
            || matches!(
                step.deduction,
                Deduction::Clue { .. } | Deduction::Clues { .. } | Deduction::Reach { .. }
            ))
            || !step.fixed.is_empty()
            || !step.linked.is_empty()
        {
            return None;
        }
        let &(_, p) = step.eliminated.first()?;
        let column = step.eliminated.iter().all(|&(_, q)| q == p).then_some(p.0);
        let x = step.eliminated[0].0;
        let row = step.eliminated.iter().all(|&(i, _)| i == x).then_some(x.0);
        let facts = step.uses.iter().map(|u| u.fact).collect();
        Some(Sweep {
            supposed,
            column,
            row,
            reading: (step.deduction.clues(), facts),
        })
    }

    /// Whether `a` then `b` are one sweep.
    pub(super) fn joins(a: &Option<Sweep>, b: &Option<Sweep>) -> bool {
        match (a, b) {
            (Some(a), Some(b)) => {
                a.supposed == b.supposed
                    && ((a.column.is_some() && a.column == b.column)
                        || (a.row.is_some() && a.row == b.row)
                        || a.reading == b.reading)
            }
            _ => false,
        }
    }
}

impl WalkStream {
    /// For the explanation of a puzzle with `n` positions.
    pub fn new(n: usize) -> WalkStream {
        WalkStream {
            full: u64::MAX >> (64 - n.clamp(1, 64)),
            seen: 0,
            dom: vec![],
            pending: vec![],
            changed: false,
            last: None,
        }
    }

    /// Takes the next steps and gives the shown steps among them, each with its folded steps.
    pub fn add(&mut self, batch: &[Step]) -> Vec<Shown> {
        let mut out = vec![];
        for (i, step) in batch.iter().enumerate() {
            let k = self.seen + i;
            if self.draws(step) {
                let sweep = Sweep::of(step);
                let mut folded = std::mem::take(&mut self.pending);
                match self.last.take() {
                    Some((last, was)) if Sweep::joins(&was, &sweep) => {
                        // One sweep: the last shown step and what was folded into it go
                        // into this one, in order.
                        let mut before = last.folded;
                        before.push(last.step);
                        before.append(&mut folded);
                        folded = before;
                    }
                    Some((last, _)) => out.push(last),
                    None => {}
                }
                self.last = Some((Shown { step: k, folded }, sweep));
            } else {
                self.pending.push(k);
            }
        }
        self.seen += batch.len();
        out
    }

    /// Whether `step`, coming after the steps seen, is shown: [`visible`], the grid as drawn
    /// changed since the last shown step. The grid takes its changes either way.
    fn draws(&mut self, step: &Step) -> bool {
        let (full, mut changed) = (self.full, self.changed);
        let mut set = |dom: &mut Vec<Option<u64>>, i: usize, to: &dyn Fn(u64) -> u64| {
            if dom.len() <= i {
                dom.resize(i + 1, None);
            }
            let old = dom[i].unwrap_or(full);
            let new = to(old);
            changed |= new != old;
            dom[i] = Some(new);
        };
        for &(i, p) in &step.eliminated {
            set(&mut self.dom, i.0, &|d| d & !p.bit());
        }
        for &(i, p) in &step.fixed {
            set(&mut self.dom, i.0, &|_| p.bit());
        }
        let shown = changed && visible(step);
        self.changed = changed && !shown;
        shown
    }

    /// Once every step has come: the shown step held back for its sweep, and the
    /// explanation's last step, unless it was shown, with the steps after the last shown one
    /// folded into it.
    pub fn finish(mut self) -> Vec<Shown> {
        let mut out: Vec<Shown> = self.last.take().map(|(s, _)| s).into_iter().collect();
        if let Some(step) = self.pending.pop() {
            out.push(Shown {
                step,
                folded: self.pending,
            });
        }
        out
    }
}

/// Whether `step` may be shown rather than folded (see [`draws`] for the rest): the position
/// grid draws its conclusion, it is not a placed value clearing its position (`taken`), and it is not a
/// [`copy`] of one value's ruled-out positions to another.
pub fn visible(step: &Step) -> bool {
    (!step.fixed.is_empty() || !step.eliminated.is_empty())
        && !matches!(step.deduction, Deduction::Taken { .. })
        && !copy(step)
}

/// Whether `step` reads one clue to place a value where it cites another value placed, or to
/// rule it out of exactly the positions it cites as ruled out for one other value ("green is
/// coffee", so coffee's marks are green's): on a grid a person copies such marks from row to
/// row as they clear a placed value's position, so the step is told by the step that uses it.
pub fn copy(step: &Step) -> bool {
    let Deduction::Clue { .. } = step.deduction else {
        return false;
    };
    // What it concludes of one value: (value, placed, positions).
    let (x, placed) = match (&step.fixed[..], step.eliminated.first()) {
        ([(x, _)], None) => (*x, true),
        ([], Some(&(x, _))) => (x, false),
        _ => return false,
    };
    let mut from = None;
    let mut cited: Vec<usize> = vec![];
    for u in &step.uses {
        let (y, q) = match u.fact {
            Fact::In(y, q) if placed => (y, q),
            Fact::NotIn(y, q) if !placed => (y, q),
            _ => return false,
        };
        if y == x || from.is_some_and(|f| f != y) {
            return false;
        }
        from = Some(y);
        cited.push(q.0);
    }
    let mut concluded: Vec<usize> = vec![];
    for &(i, q) in step.fixed.iter().chain(&step.eliminated) {
        if i != x {
            return false;
        }
        concluded.push(q.0);
    }
    crate::sort::sort(&mut cited);
    crate::sort::sort(&mut concluded);
    from.is_some() && cited == concluded
}
