//! Hypotheses: placements that simple steps lead to a contradiction, the quickest such chain
//! chosen, a few scouts tried in lockstep and the rest one by one under their cap (where even
//! that fails, a placement backed by search follows: `searched`).

use super::super::super::grid::{single, Attr, Grid, Item, Placements, Pos};
use super::super::facts::{grid_of, Ledger};
use super::super::fresh::{Fresh, Values};
use super::super::journal::Journal;
use super::super::kit::{Found, Kit, Reading};
use super::super::step::{Contradiction, Deduction, Fact, Origin, Step};
use super::{first, Rule};
use std::collections::VecDeque;

/// One hypothesis written out: how many steps it took, the clues they used, the steps, the
/// facts of the grid before the hypothesis they rest on and the contradiction it reached, if
/// any.
struct Trial {
    chain: usize,
    clues: Vec<usize>,
    steps: Vec<Step>,
    uses: Vec<Fact>,
    end: Option<Contradiction>,
}

/// A hypothesis being tried without writing its chain out: the grid so far, what is known
/// to say nothing new on it, how many steps were taken, and how it ended (refuted, or stuck:
/// no simple step left).
pub(crate) struct Run {
    item: Item,
    position: Pos,
    pub grid: Grid,
    pub fresh: Fresh,
    chain: usize,
    pub refuted: bool,
    pub stuck: bool,
    /// Trials dropped because their grid became this one's (see [`drop_twins`]): they end
    /// as this one does.
    twins: Vec<(Item, Pos)>,
}

impl Run {
    /// A run of the simple steps from `grid` that assumes nothing (the placement it names
    /// is no trial's): how [`Engine::solves_simply`] takes the explanation's steps without
    /// writing them out.
    ///
    /// [`Engine::solves_simply`]: super::super::engine::Engine::solves_simply
    pub(crate) fn plain(grid: Grid, fresh: Fresh) -> Run {
        Run {
            item: Item(0),
            position: Pos(0),
            grid,
            fresh,
            chain: 0,
            refuted: false,
            stuck: false,
            twins: vec![],
        }
    }

    /// How many steps the run has taken.
    pub(crate) fn steps(&self) -> usize {
        self.chain
    }

    /// The placement this trial tries and those of its dropped twins: how it ends is how
    /// each of them ends.
    fn placements(&self) -> impl Iterator<Item = (Item, Pos)> + '_ {
        std::iter::once((self.item, self.position)).chain(self.twins.iter().copied())
    }
}

/// The most bytes of trial grids a batch of scouts keeps at once (see `hypothesis`): the
/// batches grow from `SCOUTS` trials only while none is refuted, which on the stored puzzles
/// the first batch almost always is.
const RUNS_BYTES: usize = 32 << 20;

/// How many steps each trial takes per turn when the trials' grids together outgrow the
/// processor's caches (`CACHED_BYTES`): one step per turn then fetches every grid from
/// memory again for each step (at 12x12, a thousand trials of 22 KB each), and a few steps
/// per turn on a grid still in the cache save most of those fetches. Below that size,
/// one step per turn; the extra steps a turn may take past the shortest chain only cost.
const ROUNDS: usize = 8;

/// The bytes of trial grids below which they are taken one step per turn (see `ROUNDS`).
const CACHED_BYTES: usize = 2 << 20;

/// How many trials go first, in lockstep, to find a refutation that caps the others (the
/// quickest at the last hypothesis step: the winners' chains change little from one step
/// to the next). Few enough that their grids stay in the processor's caches.
const SCOUTS: usize = 32;

/// A placement that the simple rules lead to a contradiction, with the chain of steps that
/// does it. Not in the list of simple rules: its trials run them, so the engine tries it
/// after them (when its options allow hypotheses).
pub(crate) struct Hypothesis;

impl Rule for Hypothesis {
    fn offer(&self, kit: &Kit, st: &Grid, fresh: &mut Fresh) -> Found {
        kit.hypothesis(st, fresh).unwrap_or(Found::Nothing)
    }

    fn owns(&self, d: &Deduction) -> bool {
        matches!(d, Deduction::Hypothesis { .. })
    }

    /// Never made again: a hypothesis comes with the facts its chain rests on.
    fn redo(&self, _: &Kit, _: &Deduction, _: &Grid) -> Option<Grid> {
        None
    }

    /// Anything: its chain may read any cell.
    fn reads(&self, kit: &Kit, _: &Deduction, cur: &Grid, out: &mut Vec<Fact>) {
        super::all_facts(kit, cur, out);
    }
}

impl Kit<'_> {
    /// A placement that the simple steps refute; the one with the shortest chain wins (ties
    /// to the first placement in grid order).
    ///
    /// The trials refuted quickest at the last hypothesis step go first, in lockstep (see
    /// [`lockstep`](Self::lockstep)), until one is refuted: trying trials one after another
    /// before any is refuted costs the chain limit for each. The rest then go one after
    /// another, each capped by the best chain so far, on one grid at a time, which stays in
    /// the processor's caches where a thousand trial grids in lockstep (16 KB each at 12x12,
    /// 35 KB at 16x16) are fetched from memory at every turn: the same winner, in a tenth
    /// less time and with the trial grids' memory bounded by the scouts'. A placement the
    /// puzzle's solution makes (when the explainer knows it) is never tried: simple steps
    /// are sound, so no chain refutes it.
    pub(crate) fn hypothesis(&self, st: &Grid, known: &Fresh) -> Option<Found> {
        let (n, m) = (self.n, self.m);
        let mut last_chain = self.last_chain.borrow_mut();
        let limit = 60;
        // Trials refuted quickly at the last hypothesis step first: a short chain found
        // early caps the later ones. The keys are plain numbers (last
        // chain, then placement): a sort of its own for pairs would add its code to the
        // WebAssembly.
        let chains = &*last_chain;
        let cells = chains.len();
        let solution = self.solution.as_deref();
        let mut order: Vec<usize> = Item::all(n, m)
            .filter(|&i| !single(st.dom[i.0]))
            .flat_map(|i| Pos::members(st.dom[i.0]).map(move |p| (i, p)))
            .filter(|&(i, p)| solution.is_none_or(|s| s[i.0] != p.0))
            .map(|(i, p)| chains.get(i, p) * cells + chains.key(i, p))
            .collect();
        crate::sort::sort(&mut order);
        let per_run = 8 * (st.dom.len() + st.link.len()) + 4 * known.links.len() + 1;
        let batch = (RUNS_BYTES / per_run).max(1);
        let mut best: Option<(usize, Item, Pos)> = None;
        // Scouts in lockstep until one is refuted: the shortest chain among them bounds the
        // rest. Each batch is four times the last, so that a step whose refutations are rare
        // still goes through its trials in lockstep, not one after another at the limit.
        let (mut at, mut size) = (0, SCOUTS);
        while best.is_none() && at < order.len() {
            let end = order.len().min(at + size);
            self.lockstep(
                st,
                known,
                &order[at..end],
                limit,
                &mut best,
                &mut last_chain,
            );
            (at, size) = (end, batch.min(4 * size));
        }
        // The rest one after another, each capped by the best chain so far, on one grid that
        // stays in the processor's caches, each trial undone for the next (see `undo`). A
        // tie goes to the first placement, so a trial after the best one in placement order
        // needs a shorter chain to win.
        let mut r = Run::plain(self.copy_of(st), known.clone());
        let emptied = self.emptied(st).is_some();
        for &k in &order[at..] {
            let (i, p) = last_chain.pair(k % cells);
            let Some((c, bi, bp)) = best else { break };
            // A best chain of 0 leaves a later placement a cap of 0: it can only tie, and lose.
            let cap = if (i, p) > (bi, bp) {
                c.saturating_sub(1)
            } else {
                c
            };
            self.undo(&mut r, st, known);
            self.place(&mut r, st, emptied, i, p);
            while !r.refuted && !r.stuck && r.chain < cap {
                self.advance(&mut r);
            }
            let took = if r.refuted {
                best = Some((c, bi, bp).min((r.chain, i, p)));
                r.chain
            } else if r.stuck {
                r.chain + limit
            } else {
                r.chain + 1
            };
            last_chain.set(i, p, took);
        }
        self.recycle(r.grid);
        let (item, position) = best.map(|(_, i, p)| (i, p))?;
        // The winner again, this time writing its chain out (the trials are deterministic).
        let t = self.trial(st, known, item, position, limit);
        let end = t.end?;
        let mut clues = t.clues;
        crate::sort::sort(&mut clues);
        let mut after = st.clone();
        after.dom[item.0] &= !position.bit();
        Some(Found::Given(
            Deduction::Hypothesis {
                item,
                position,
                clues,
                chain: t.chain,
                steps: t.steps,
                end,
            },
            after,
            t.uses,
        ))
    }

    /// Trials of the placements `keys` (numbered as in `last_chain`) in lockstep, each capped
    /// by `limit` and the best chain so far (`best`, which learns the shortest refutation
    /// among them); `last_chain` learns how long each took.
    ///
    /// They advance one step each per round (a few per turn when their grids outgrow the
    /// caches, see `ROUNDS`), so the first round in which one reaches a contradiction gives
    /// the shortest chain among them, and no trial takes more than a turn's steps past it.
    fn lockstep(
        &self,
        st: &Grid,
        known: &Fresh,
        keys: &[usize],
        limit: usize,
        best: &mut Option<(usize, Item, Pos)>,
        last_chain: &mut Placements<usize>,
    ) {
        let n = self.n;
        let cells = last_chain.len();
        let per_run = 8 * (st.dom.len() + st.link.len()) + 4 * known.links.len() + 1;
        let cap = best.map_or(limit, |b| b.0.min(limit));
        let mut runs: Vec<Run> = keys
            .iter()
            .map(|&k| {
                let (i, p) = last_chain.pair(k % cells);
                self.start(st, known, i, p)
            })
            .collect();
        // Steps per turn. The shortest chain is found all the same: every trial
        // not refuted or stuck takes every step of a turn, so after a turn every
        // refutation within its steps is seen, and the shortest among them wins.
        let turn = if runs.len() * per_run > CACHED_BYTES {
            ROUNDS
        } else {
            1
        };
        let mut chain = 0;
        loop {
            let ended = runs
                .iter()
                .filter(|r| r.refuted)
                .map(|r| (r.chain, r.item, r.position))
                .min();
            if let Some(e) = ended {
                *best = Some(best.map_or(e, |b| b.min(e)));
            }
            // Refuted, stuck or at the cap: done (what each took orders the next
            // step's trials).
            runs.retain(|r| {
                let took = match (r.refuted, r.stuck || chain == cap) {
                    (true, _) => r.chain,
                    (false, true) => r.chain + limit,
                    (false, false) => return true,
                };
                for (i, p) in r.placements() {
                    last_chain.set(i, p, took);
                }
                false
            });
            if ended.is_some() || runs.is_empty() {
                break;
            }
            let rounds = turn.min(cap - chain);
            chain += rounds;
            // A refutation within this turn bounds the trials after it: a chain
            // longer than it cannot win, but one as long can (ties go to the first
            // placement).
            let mut bound = usize::MAX;
            for r in &mut runs {
                for _ in 0..rounds {
                    if r.refuted || r.stuck || r.chain >= bound {
                        break;
                    }
                    self.advance(r);
                }
                if r.refuted {
                    bound = bound.min(r.chain);
                }
            }
            // (After a refutation the batch ends: no need.)
            if bound == usize::MAX {
                drop_twins(&mut runs, n);
            }
        }
        // The trials cut at the winner's chain: none is refuted in fewer steps.
        for r in &runs {
            for (i, p) in r.placements() {
                last_chain.set(i, p, r.chain + 1);
            }
        }
    }

    /// A trial of `item` at `position` that has taken no step yet: the placement, settled
    /// (what [`trial`](Self::trial) writes out as its first steps).
    pub(crate) fn start(&self, st: &Grid, known: &Fresh, item: Item, position: Pos) -> Run {
        let mut r = Run::plain(self.copy_of(st), known.clone());
        self.place(&mut r, st, self.emptied(st).is_some(), item, position);
        r
    }

    /// Starts on `r` (its grid `st`, its change cache that of `st`) the trial of `item` at
    /// `position`, as [`start`](Self::start) does on a copy; `emptied`: whether `st` has an
    /// empty cell (a trial only clears bits: a new one is in a value it changed, no scan).
    fn place(&self, r: &mut Run, st: &Grid, emptied: bool, item: Item, position: Pos) {
        r.grid.dom[item.0] = position.bit();
        self.settle(st, &mut r.grid);
        self.index
            .touched(&mut r.fresh, st, &r.grid, &Values::default());
        (r.item, r.position, r.chain, r.stuck) = (item, position, 0, false);
        r.refuted = emptied || self.emptied_rows(&r.grid, &r.fresh);
    }

    /// Takes `r`, a trial from `st` and `known`, back to them: only the values whose cells or
    /// links it changed (its change cache dates them past `known`) are copied, not the grid.
    fn undo(&self, r: &mut Run, st: &Grid, known: &Fresh) {
        let g = &mut r.grid;
        let rows = g.dom.iter_mut().zip(g.link.chunks_mut(self.m));
        let from = st.dom.iter().zip(st.link.chunks(self.m));
        for ((&e, (d, l)), (&sd, sl)) in r.fresh.item_changed.iter().zip(rows).zip(from) {
            if e > known.epoch {
                *d = sd;
                l.copy_from_slice(sl);
            }
        }
        r.fresh.clone_from(known);
        #[cfg(any(test, debug_assertions))]
        assert!(r.grid == *st, "a trial's undo leaves its grid as it began");
    }

    /// One more simple step of a trial, as [`trial`](Self::trial) takes it.
    pub(crate) fn advance(&self, r: &mut Run) {
        let (n, m) = (self.n, self.m);
        r.chain += 1;
        match first(self, &r.grid, &mut r.fresh) {
            // Narrowed in place: most steps are clue readings, and a copy of the grid per
            // step would cost more than most steps; most others are link rules'.
            Found::Read(_, what) => {
                self.in_place(r, what.values, |g, journal| what.take(g, journal, n, m))
            }
            Found::Link(step) => self.in_place(r, Values::of(&step.items()), |g, journal| {
                step.take(g, journal, n, m)
            }),
            Found::Step(_, raw, linked) => {
                let mut after = raw;
                self.settle(&r.grid, &mut after);
                self.index.touched(&mut r.fresh, &r.grid, &after, &linked);
                self.recycle(std::mem::replace(&mut r.grid, after));
                r.refuted = self.emptied_rows(&r.grid, &r.fresh);
            }
            Found::Contradiction(_) => r.refuted = true,
            Found::Given(..) | Found::Nothing => r.stuck = true,
        }
    }

    /// Takes a step on the trial's own grid (`edit` narrows it, keeping the old words in
    /// the journal), then settles it; `linked` names the values whose link rows the step
    /// narrowed itself.
    fn in_place(&self, r: &mut Run, linked: Values, edit: impl FnOnce(&mut Grid, &mut Journal)) {
        let mut journal = self.journal.borrow_mut();
        journal.begin(&r.grid);
        edit(&mut r.grid, &mut journal);
        self.settle_logged(&mut r.grid, &mut journal);
        let before = journal.before(&r.grid);
        self.index.touched(&mut r.fresh, &before, &r.grid, &linked);
        r.refuted = self.emptied_rows(&r.grid, &r.fresh);
    }

    /// Assumes `item` at `position` and takes simple steps until a contradiction (`end`) or
    /// `cap` steps, writing them out; `chain` counts the steps written (and the end, when no
    /// step emptied a cell).
    fn trial(&self, st: &Grid, known: &Fresh, item: Item, position: Pos, cap: usize) -> Trial {
        let mut out = Trial {
            chain: 0,
            clues: vec![],
            steps: vec![],
            uses: vec![],
            end: None,
        };
        let mut ledger = Ledger::assuming(Fact::In(item, position));
        let mut trial = st.clone();
        trial.dom[item.0] = position.bit();
        self.cascade(
            &mut trial,
            &mut out.steps,
            &mut ledger,
            VecDeque::from([item]),
        );
        let mut fresh = known.clone();
        self.index
            .touched(&mut fresh, st, &trial, &Values::default());
        let cite = |clues: &mut Vec<usize>, cs: &[usize]| {
            for &c in cs {
                if !clues.contains(&c) {
                    clues.push(c);
                }
            }
        };
        // Whether the end is a step of its own (no step emptied a cell).
        let mut found_end = false;
        out.end = self.emptied(&trial);
        while out.end.is_none() && out.chain < cap {
            out.chain += 1;
            match self.stepped(&trial, first(self, &trial, &mut fresh)) {
                Found::Step(d, raw, linked) => {
                    cite(&mut out.clues, &d.clues());
                    // As in `run`.
                    let (new, after) = self.split(&d, &trial, &raw, None, &mut ledger);
                    out.steps.extend(new);
                    self.index.touched(&mut fresh, &trial, &after, &linked);
                    self.recycle(std::mem::replace(&mut trial, after));
                    out.end = self.emptied(&trial);
                }
                Found::Contradiction(end) => {
                    cite(&mut out.clues, end.clues());
                    out.end = Some(end);
                    found_end = true;
                }
                Found::Given(..) | Found::Nothing | Found::Read(..) | Found::Link(_) => break,
            }
        }
        out.chain = out.steps.len() + usize::from(found_end);
        if let Some(end) = &out.end {
            let mut facts: Vec<Fact> = out
                .steps
                .iter()
                .flat_map(|s| &s.uses)
                .filter(|u| u.origin == Origin::Earlier)
                .map(|u| u.fact)
                .collect();
            let end_facts = self.end_facts(&trial, end);
            facts.extend(
                end_facts
                    .into_iter()
                    .filter(|&f| ledger.origin(f) == Origin::Earlier),
            );
            crate::sort::sort(&mut facts);
            facts.dedup();
            out.uses = facts;
        }
        out
    }

    /// Whether the last step left a value without a position or a partner (as
    /// [`emptied`](Self::emptied)), looking only at the values it changed (`fresh` lists
    /// them): every other one had both before. Scanning the whole link matrix after every
    /// step of every trial costs as much as a bookkeeping pass.
    fn emptied_rows(&self, g: &Grid, fresh: &Fresh) -> bool {
        for &i in &fresh.changed {
            if g.dom[i] == 0 {
                return true;
            }
            for b in Attr::all(self.m) {
                if g.links(Item(i), b) == 0 {
                    return true;
                }
            }
        }
        false
    }

    /// The facts of the grid `g` that a contradiction rests on.
    fn end_facts(&self, g: &Grid, end: &Contradiction) -> Vec<Fact> {
        let n = self.n;
        match end {
            Contradiction::NoPosition { item } => {
                (0..n).map(|p| Fact::NotIn(*item, Pos(p))).collect()
            }
            Contradiction::NoValue {
                attribute,
                position,
            } => (0..n)
                .map(|v| Item::new(*attribute, v, n))
                .map(|j| {
                    let d = g.dom[j.0];
                    if single(d) && d != position.bit() {
                        Fact::In(j, Pos(d.trailing_zeros() as usize))
                    } else {
                        Fact::NotIn(j, *position)
                    }
                })
                .collect(),
            Contradiction::NoPartner { item, attribute } => (0..n)
                .map(|v| Fact::not_same(*item, Item::new(*attribute, v, n)))
                .collect(),
            Contradiction::Clues { clues } => {
                let d = Deduction::Clues {
                    clues: clues.clone(),
                };
                let offered = self.offered(&d, g);
                let impossible = |keep: &[usize]| {
                    let facts: Vec<Fact> = keep.iter().map(|&k| offered[k]).collect();
                    match self.read_clues(&grid_of(self.n, self.m, &facts), clues) {
                        Reading::Impossible => true,
                        Reading::Narrows(a) => a.dom.contains(&0) || a.link.contains(&0),
                        Reading::Nothing => false,
                    }
                };
                let all: Vec<usize> = (0..offered.len()).collect();
                if !impossible(&all) {
                    return offered;
                }
                self.fewest(offered.len(), impossible)
                    .into_iter()
                    .map(|k| offered[k])
                    .collect()
            }
        }
    }
}

/// Drops every trial whose grid equals that of a trial before it in placement order, keeping
/// the first as the twins' stand-in (it remembers them, to record how they ended).
///
/// A trial's next steps depend on its grid alone (what `fresh` remembers only saves
/// readings that would find nothing), so twins at the same chain length end alike, and the
/// first placement is the one a tie would choose. Late in a big puzzle many values are
/// known to share a position long before the position is known, and placing any of them
/// leads to one grid after a step or two: at 12x12 a trial often has several twins.
#[inline(never)]
fn drop_twins(runs: &mut Vec<Run>, n: usize) {
    let Some(last) = runs.iter().map(|r| r.item.0 * n + r.position.0).max() else {
        return;
    };
    // A placement's number (value-major, so in placement order) in the low bits of a sort
    // key whose high bits hash the grid's positions: twins share those, and they are a
    // tenth of a grid. One plain word: the module has sorts of those already, and a sort
    // of wider keys would add its own code to the WebAssembly.
    let low = usize::BITS - last.leading_zeros();
    if runs.len() < 2 || low + 8 > usize::BITS {
        return;
    }
    let mut run_of = vec![usize::MAX; last + 1];
    let mut order: Vec<usize> = vec![];
    for (k, r) in runs.iter().enumerate() {
        if r.refuted || r.stuck {
            continue;
        }
        let hash = r.grid.dom.iter().fold(0u64, |h, &w| {
            (h.rotate_left(5) ^ w).wrapping_mul(0x517c_c1b7_2722_0a95)
        });
        let placement = r.item.0 * n + r.position.0;
        run_of[placement] = k;
        order.push(((hash >> (64 - usize::BITS + low)) as usize) << low | placement);
    }
    crate::sort::sort(&mut order);
    let run = |key: usize| run_of[key & ((1 << low) - 1)];
    let mut stand_in: Vec<Option<usize>> = vec![None; runs.len()];
    let mut any = false;
    for (a, &w) in order.iter().enumerate() {
        let first = run(w);
        if stand_in[first].is_some() {
            continue;
        }
        for &v in order[a + 1..].iter().take_while(|&&v| v >> low == w >> low) {
            let other = run(v);
            let (f, o) = (&runs[first].grid, &runs[other].grid);
            if stand_in[other].is_none() && f.dom == o.dom && f.link == o.link {
                stand_in[other] = Some(first);
                any = true;
            }
        }
    }
    if !any {
        return;
    }
    for (k, s) in stand_in.iter().enumerate() {
        if let Some(s) = *s {
            let mut twins = std::mem::take(&mut runs[k].twins);
            twins.push((runs[k].item, runs[k].position));
            runs[s].twins.append(&mut twins);
        }
    }
    let mut k = 0;
    runs.retain(|_| {
        k += 1;
        stand_in[k - 1].is_none()
    });
}

#[cfg(test)]
#[path = "hypothesis_tests.rs"]
pub(crate) mod tests;
