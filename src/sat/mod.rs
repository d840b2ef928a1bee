//! A small conflict-driven clause-learning (CDCL) SAT solver. It knows nothing of puzzles;
//! the zebra solver hands it what is left below its propagated root (see `zebra::cnf`).
//!
//! Why a SAT solver: on big random grids the hard part is not one node's reasoning but the
//! same dead end met again and again in different branches. Learning a clause from every
//! conflict (first unique implication point, as in MiniSat) lets the search skip every later
//! branch that would fail the same way, where plain backtracking over position bit sets meets
//! the dead end anew in each branch.
//!
//! The usual pieces, kept small: two watched literals with blocker literals, binary clauses
//! in their own implication lists (the exactly-one constraints of a grid are almost all
//! binary), VSIDS branching, restarts driven by glue averages that keep the part of the
//! trail they would rebuild, learnt-clause reduction by LBD ("glue"), and incremental use:
//! after a model is found, a clause may be added that excludes it and [`Sat::solve`] called
//! again, which is how solutions are counted. Two choices fit grids rather than SAT in
//! general: each variable is always tried with one polarity (no phase saving), and learnt
//! clauses are shrunk level by level; see [`Sat::new_var`] and `Sat::shrink`.
//!
//! Files: `lit` (literals and their values), `clause` (the clause arena, reasons, watches),
//! `heap` (the branching order), `learn` (conflict analysis and clause reduction), `assume`
//! (solving under assumptions), `table` (the per-literal and per-variable tables), this file
//! (building the formula, propagation and the search loop).

mod assume;
mod clause;
mod heap;
mod learn;
mod lit;
mod table;
#[cfg(test)]
mod tests;

use assume::Assumed;
use clause::{Arena, ClauseRef, Conflict, Reason, Watch};
use heap::Heap;
pub use lit::Lit;
use lit::{Value, FALSE, TRUE, UNDEF};
use table::Table;

/// "At most one" groups up to this size get a clause per pair (fastest on the grids people
/// write, up to 16x16: 120 binary clauses for 16); larger ones a sequential counter, so a
/// 64x64 grid stays a few million clauses instead of tens of millions.
pub const PAIRWISE_MAX: usize = 16;

/// Restarts as in Glucose / CaDiCaL: when the clauses learnt lately are worse (higher glue)
/// than the long-run average by this margin, the current branch is judged a bad one and the
/// search starts over (keeping what it learnt). This adapts to the puzzle where fixed Luby
/// restarts do not, and the hard 12x12-16x16 proofs gain most from it; 1.1 is the best of the
/// margins tried (`cargo bench --bench zebra`).
const RESTART_MARGIN: f64 = 1.1;
/// Conflicts between two restarts at least.
const RESTART_MIN: u64 = 50;

/// Learnt clauses kept before the first reduction, and how many more after each.
const FIRST_MAX_LEARNTS: usize = 4000;
const MAX_LEARNTS_STEP: usize = 500;
/// Activities decay by growing the bump instead of shrinking every activity (as in MiniSat).
const ACTIVITY_DECAY: f64 = 0.95;
/// Activities are scaled down together before they overflow.
const ACTIVITY_LIMIT: f64 = 1e100;
/// How many conflicts the recent and the long-run glue averages span.
const GLUE_FAST_WINDOW: f64 = 32.0;
const GLUE_SLOW_WINDOW: f64 = 4096.0;
/// Propagations (literals taken off the trail) that count as one unit of a paused search's
/// work, a conflict being another ([`Sat::work`]): a conflict alone does not bound time, since
/// one can follow a few propagations or thousands (hard 16x16 grids under a switch per clue:
/// about 240 a conflict, far more early in a search).
pub const PROPAGATIONS_PER_WORK: u64 = 40;

/// Counters for benchmarks and tuning.
#[derive(Clone, Copy, Debug, Default)]
pub struct Stats {
    pub decisions: u64,
    pub conflicts: u64,
    pub propagations: u64,
    /// Literals removed from learnt clauses by shrinking.
    pub shrunk: u64,
}

/// The solver. Build it with [`Sat::new_var`] and [`Sat::add_clause`], then [`Sat::solve`].
#[derive(Clone, Debug, Default)]
pub struct Sat {
    /// Value of each literal (TRUE, FALSE or UNDEF), kept for both signs.
    value: Table<Value>,
    level: Table<u32>,
    reason: Table<Reason>,
    trail: Table<Lit>,
    /// Where each decision level starts in the trail.
    levels: Vec<usize>,
    qhead: usize,
    arena: Arena,
    /// The learnt clauses in `arena`.
    learnt: Vec<ClauseRef>,
    /// `bins[l]`: literals that must be true once `l` is false.
    bins: Table<Vec<Lit>>,
    /// `watches[l]`: long clauses to visit once `l` is false.
    watches: Table<Vec<Watch>>,
    activity: Table<f64>,
    inc: f64,
    heap: Heap,
    /// The value each variable is tried with first, fixed when it is made.
    polarity: Table<bool>,
    /// Whether the search may branch on the variable.
    decide: Table<bool>,
    seen: Table<bool>,
    /// False once the clauses are known to be unsatisfiable.
    ok: bool,
    max_learnts: usize,
    /// Scratch space reused by conflict analysis (it runs at every conflict).
    stack: Vec<Lit>,
    buf: Vec<Lit>,
    /// Per decision level, the last `stamp` that counted it (for glue).
    stamped: Table<u64>,
    stamp: u64,
    /// Per variable, the last `walk` that marked it (for shrinking).
    walked: Table<u64>,
    walk: u64,
    /// Per decision level, the learnt clause's literals there (for shrinking; kept empty).
    groups: Vec<Vec<Lit>>,
    /// The literals decided first in the current search (see `assume`).
    assumptions: Vec<Lit>,
    /// The assumptions the last failed search under assumptions rested on.
    failed: Vec<Lit>,
    /// Per level decided on an assumption, (that level, how many assumptions then held),
    /// and where the scan for the next assumption starts (see `assume`).
    assumed: Vec<(usize, usize)>,
    scan: usize,
    /// Whether every assumption is decided at one level (see [`Sat::assume_at_one_level`]).
    one_level: bool,
    pub stats: Stats,
    /// The search gives up when `stats.conflicts` passes this (see [`Sat::solve_within`]);
    /// kept while a search that gives up is paused ([`Sat::solve_within_for`]).
    budget: u64,
    /// Whether the last search gave up at the budget rather than answering.
    gave_up: bool,
    /// The search pauses once [`Sat::work`] reaches this (see [`Sat::solve_assuming_for`]),
    /// and whether it is paused: its state is all here then.
    pause_at: u64,
    paused: bool,
    /// Propagations a unit of work (`PROPAGATIONS_PER_WORK`; the tests take fewer).
    propagation_work: u64,
    /// The current search's glue averages for restarts (recent, long-run) and the conflicts
    /// since its last restart: kept here, not on the stack, so a paused search goes on as if
    /// it had never stopped.
    glue: (f64, f64, u64),
    /// Every clause learnt, in order (the tests check each one follows from the ones before).
    #[cfg(test)]
    derived: Vec<Vec<Lit>>,
}

impl Sat {
    pub fn new() -> Sat {
        Sat {
            inc: 1.0,
            ok: true,
            budget: u64::MAX,
            gave_up: false,
            pause_at: u64::MAX,
            propagation_work: PROPAGATIONS_PER_WORK,
            max_learnts: FIRST_MAX_LEARNTS,
            ..Sat::default()
        }
    }

    /// The work done so far, as a paused search counts it
    /// ([`solve_assuming_for`](Self::solve_assuming_for)): a unit a conflict, and one for every
    /// `PROPAGATIONS_PER_WORK` propagations.
    pub fn work(&self) -> u64 {
        self.stats.conflicts + self.stats.propagations / self.propagation_work
    }

    /// A new variable, numbered from 0; the search always branches on it with the value
    /// `polarity` first.
    ///
    /// No phase saving (trying a variable again with its last value): in a one-hot encoding
    /// most variables were last false, and a "false" decision only removes one position,
    /// while a "true" one places a whole entity, so always deciding "here" takes fewer
    /// decisions.
    pub fn new_var(&mut self, polarity: bool) -> usize {
        let v = self.new_aux_var();
        self.decide[v] = true;
        self.polarity[v] = polarity;
        self.heap.insert(v, &self.activity);
        v
    }

    /// A variable the search never branches on: one that is implied once the others are
    /// set, or may then stay unset (such as a sequential counter's, whose unset ones can
    /// all be false).
    pub fn new_aux_var(&mut self) -> usize {
        let v = self.level.len();
        self.value.extend([UNDEF, UNDEF]);
        self.level.push(0);
        self.reason.push(Reason::None);
        self.bins.extend([vec![], vec![]]);
        self.watches.extend([vec![], vec![]]);
        self.activity.push(0.0);
        self.polarity.push(false);
        self.seen.push(false);
        self.walked.push(0);
        self.decide.push(false);
        v
    }

    #[inline]
    fn lit_value(&self, l: Lit) -> Value {
        self.value[l.idx()]
    }

    /// The value of a variable in the model [`solve`](Self::solve) just found.
    pub fn model_value(&self, var: usize) -> bool {
        self.value[Lit::new(var, true).idx()] == TRUE
    }

    /// Adds a clause (between searches). False when the clauses became unsatisfiable.
    pub fn add_clause(&mut self, lits: &[Lit]) -> bool {
        self.drop_pause();
        if !self.ok {
            return false;
        }
        self.cancel_until(0);
        let mut c: Vec<Lit> = lits.to_vec();
        crate::sort::sort(&mut c);
        c.dedup();
        for w in c.windows(2) {
            if w[0] == !w[1] {
                return true;
            }
        }
        if c.iter().any(|&l| self.lit_value(l) == TRUE) {
            return true;
        }
        c.retain(|&l| self.lit_value(l) == UNDEF);
        match c.len() {
            0 => self.ok = false,
            1 => {
                self.assign(c[0], Reason::None);
                if self.propagate().is_some() {
                    self.ok = false;
                }
            }
            _ => {
                self.attach(&c, false, 0);
            }
        }
        self.ok
    }

    /// Exactly one of `lits` is true.
    pub fn exactly_one(&mut self, lits: &[Lit]) {
        self.add_clause(lits);
        if lits.len() <= PAIRWISE_MAX {
            for (k, &a) in lits.iter().enumerate() {
                for &b in &lits[k + 1..] {
                    self.add_clause(&[!a, !b]);
                }
            }
            return;
        }
        // Sequential counter (Sinz): s_k says "one of the first k + 1 is true"; 3 clauses
        // per literal instead of one per pair, with the same unit propagation.
        let mut prev: Option<Lit> = None;
        for (k, &x) in lits.iter().enumerate() {
            if let Some(sp) = prev {
                self.add_clause(&[!x, !sp]);
            }
            if k + 1 < lits.len() {
                let sk = Lit::new(self.new_aux_var(), true);
                self.add_clause(&[!x, sk]);
                if let Some(sp) = prev {
                    self.add_clause(&[!sp, sk]);
                }
                prev = Some(sk);
            }
        }
    }

    /// Stores a clause of two literals or more and watches it; the reason it gives its first
    /// literal when all the others are false.
    fn attach(&mut self, lits: &[Lit], learnt: bool, lbd: u32) -> Reason {
        if lits.len() == 2 {
            self.bins[lits[0].idx()].push(lits[1]);
            self.bins[lits[1].idx()].push(lits[0]);
            return Reason::Bin(lits[1]);
        }
        let clause = self.arena.push(lits, learnt, lbd);
        self.watch(clause, lits[0], lits[1]);
        if learnt {
            self.learnt.push(clause);
        }
        Reason::Clause(clause)
    }

    /// Watches `clause` on its first two literals `a` and `b`, each the other's blocker.
    fn watch(&mut self, clause: ClauseRef, a: Lit, b: Lit) {
        self.watches[a.idx()].push(Watch { clause, blocker: b });
        self.watches[b.idx()].push(Watch { clause, blocker: a });
    }

    #[inline]
    fn assign(&mut self, l: Lit, reason: Reason) {
        self.value[l.idx()] = TRUE;
        self.value[(!l).idx()] = FALSE;
        self.level[l.var()] = self.levels.len() as u32;
        self.reason[l.var()] = reason;
        self.trail.push(l);
    }

    fn cancel_until(&mut self, level: usize) {
        if self.levels.len() <= level {
            return;
        }
        let start = self.levels[level];
        for k in (start..self.trail.len()).rev() {
            let l = self.trail[k];
            self.value[l.idx()] = UNDEF;
            self.value[(!l).idx()] = UNDEF;
            if self.decide[l.var()] {
                self.heap.insert(l.var(), &self.activity);
            }
        }
        self.trail.truncate(start);
        self.levels.truncate(level);
        self.forget_assumptions(level);
        self.qhead = start;
    }

    /// Unit propagation from `qhead`; the falsified clause if any.
    fn propagate(&mut self) -> Option<Conflict> {
        while self.qhead < self.trail.len() {
            let p = self.trail[self.qhead];
            self.qhead += 1;
            let f = !p;
            self.stats.propagations += 1;
            let bins = std::mem::take(&mut self.bins[f.idx()]);
            for &q in &bins {
                match self.lit_value(q) {
                    TRUE => {}
                    FALSE => {
                        self.bins[f.idx()] = bins;
                        return Some(Conflict::Bin(f, q));
                    }
                    _ => self.assign(q, Reason::Bin(f)),
                }
            }
            self.bins[f.idx()] = bins;
            let mut ws = std::mem::take(&mut self.watches[f.idx()]);
            let (mut i, mut j) = (0, 0);
            let mut conflict = None;
            while i < ws.len() {
                let w = ws[i];
                i += 1;
                if self.value[w.blocker.idx()] == TRUE {
                    ws[j] = w;
                    j += 1;
                    continue;
                }
                if self.arena.meta(w.clause).deleted() {
                    continue;
                }
                let lits = self.arena.codes_mut(w.clause);
                let len = lits.len();
                if lits[0] == f.code() {
                    lits.swap(0, 1);
                }
                let first = Lit::from_code(lits[0]);
                if first != w.blocker && self.value[first.idx()] == TRUE {
                    ws[j] = Watch {
                        clause: w.clause,
                        blocker: first,
                    };
                    j += 1;
                    continue;
                }
                let mut moved = false;
                for k in 2..len {
                    if self.value[lits[k] as usize] != FALSE {
                        lits.swap(1, k);
                        let nl = lits[1] as usize;
                        self.watches[nl].push(Watch {
                            clause: w.clause,
                            blocker: first,
                        });
                        moved = true;
                        break;
                    }
                }
                if moved {
                    continue;
                }
                ws[j] = Watch {
                    clause: w.clause,
                    blocker: first,
                };
                j += 1;
                if self.value[first.idx()] == FALSE {
                    conflict = Some(Conflict::Clause(w.clause));
                    while i < ws.len() {
                        ws[j] = ws[i];
                        i += 1;
                        j += 1;
                    }
                } else {
                    self.assign(first, Reason::Clause(w.clause));
                }
            }
            ws.truncate(j);
            self.watches[f.idx()] = ws;
            if conflict.is_some() {
                return conflict;
            }
        }
        None
    }

    /// Searches for a model. True: the model can be read with
    /// [`model_value`](Self::model_value); false: there is none.
    pub fn solve(&mut self) -> bool {
        self.drop_pause();
        if !self.ok {
            return false;
        }
        self.cancel_until(0);
        self.glue = (0.0, 0.0, 0);
        self.search()
    }

    /// [`solve`](Self::solve) that gives up after `conflicts` more conflicts: `None` then,
    /// since the search could not decide. The clauses learnt so far stay valid.
    pub fn solve_within(&mut self, conflicts: u64) -> Option<bool> {
        // Before the budget is set: dropping a paused search drops its budget.
        self.drop_pause();
        self.budget = self.stats.conflicts.saturating_add(conflicts);
        self.gave_up = false;
        let found = self.solve();
        self.budget = u64::MAX;
        (!std::mem::take(&mut self.gave_up)).then_some(found)
    }

    /// After [`solve`](Self::solve) found a model, looks for another: the model's decisions
    /// cannot all hold again (they imply the whole model), so the search jumps back to just
    /// before the last of them and goes on from there, keeping everything else it knows.
    /// Counting many solutions costs one step each, not a new search each.
    pub fn next_model(&mut self) -> bool {
        if !self.ok {
            return false;
        }
        let block: Vec<Lit> = self.levels.iter().rev().map(|&k| !self.trail[k]).collect();
        if block.is_empty() {
            // Nothing was decided: the model was the only one.
            self.ok = false;
            return false;
        }
        self.cancel_until(self.levels.len() - 1);
        self.assert_clause(&block, false, 0);
        self.glue = (0.0, 0.0, 0);
        self.search()
    }

    /// Adds `lits`, false but for its first literal from the current level down, and makes
    /// that first literal true with the clause as its reason.
    fn assert_clause(&mut self, lits: &[Lit], learnt: bool, lbd: u32) {
        let reason = if lits.len() == 1 {
            Reason::None
        } else {
            self.attach(lits, learnt, lbd)
        };
        self.assign(lits[0], reason);
    }

    /// Where a restart goes back to: the first level whose decision is less active than the
    /// best unassigned variable. The levels before it would be decided again in the same
    /// order (van der Tak, Ramos and Heule, 2011), so they are kept instead of rebuilt; a
    /// placement propagates dozens of literals, so rebuilding them is not cheap.
    fn restart_level(&mut self) -> usize {
        let best = loop {
            match self.heap.top() {
                None => return 0,
                Some(v) if self.value[Lit::new(v, true).idx()] == UNDEF => break self.activity[v],
                Some(_) => {
                    self.heap.pop(&self.activity);
                }
            }
        };
        self.levels
            .iter()
            .position(|&start| self.activity[self.trail[start].var()] < best)
            .unwrap_or(self.levels.len())
    }

    /// The CDCL loop from the current trail.
    fn search(&mut self) -> bool {
        loop {
            if let Some(conflict) = self.propagate() {
                self.stats.conflicts += 1;
                if self.levels.is_empty() {
                    self.ok = false;
                    return false;
                }
                if self.stats.conflicts > self.budget {
                    self.gave_up = true;
                    return false;
                }
                if self.one_level && self.levels.len() == 1 && !self.assumed.is_empty() {
                    // The assumptions' level holds nothing else: they contradict. (With every
                    // assumption already true at level 0 there is no such level, and the
                    // first level is a free decision's.)
                    self.failed = self.final_conflict_of(conflict);
                    return false;
                }
                let (learnt, back) = self.analyse(conflict);
                #[cfg(test)]
                self.derived.push(learnt.clone());
                let lbd = self.lbd(&learnt);
                let glue = lbd as f64;
                // Recent (about 32 conflicts) and long-run.
                let (fast, slow, since) = &mut self.glue;
                if *slow == 0.0 {
                    (*fast, *slow) = (glue, glue);
                }
                *fast += (glue - *fast) / GLUE_FAST_WINDOW;
                *slow += (glue - *slow) / GLUE_SLOW_WINDOW;
                *since += 1;
                let restart = *since >= RESTART_MIN && *fast > RESTART_MARGIN * *slow;
                self.cancel_until(back);
                self.assert_clause(&learnt, true, lbd);
                self.inc *= 1.0 / ACTIVITY_DECAY;
                if restart {
                    self.glue.2 = 0;
                    let mut keep = self.restart_level();
                    if self.one_level && !self.assumed.is_empty() {
                        // Keep the assumptions' level: rebuilding it re-propagates them all.
                        keep = keep.max(1);
                    }
                    self.cancel_until(keep);
                }
                if self.learnt.len() >= self.max_learnts {
                    self.reduce();
                }
                if self.work() >= self.pause_at {
                    // Everything the next turn of the loop reads is in `self`.
                    self.paused = true;
                    return false;
                }
            } else {
                if self.work() >= self.pause_at {
                    // Between propagation and the next decision, as after a conflict: resumed,
                    // the search propagates nothing more and decides here.
                    self.paused = true;
                    return false;
                }
                match self.next_assumption() {
                    Assumed::Decide(l) => {
                        self.stats.decisions += 1;
                        // At one level, the first assumption decided opens the level (before
                        // any free decision, so it is level 1) and the rest join it.
                        if !self.one_level || self.assumed.is_empty() {
                            self.levels.push(self.trail.len());
                        }
                        debug_assert!(!self.one_level || self.levels.len() == 1);
                        self.assign(l, Reason::None);
                        self.assumed.push((self.levels.len(), self.scan + 1));
                        continue;
                    }
                    Assumed::Failed => return false,
                    Assumed::Hold => {}
                }
                let next = loop {
                    match self.heap.pop(&self.activity) {
                        None => break None,
                        Some(v) if self.value[Lit::new(v, true).idx()] == UNDEF => break Some(v),
                        Some(_) => {}
                    }
                };
                let Some(v) = next else {
                    return true;
                };
                self.stats.decisions += 1;
                self.levels.push(self.trail.len());
                self.assign(Lit::new(v, self.polarity[v]), Reason::None);
            }
        }
    }
}
