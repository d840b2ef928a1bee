//! Solving under assumptions, and the assumptions a refutation rests on (as in MiniSat).
//!
//! An assumption is a literal taken as a decision before any other, for one call only: the
//! clauses (and everything learnt from them) stay, so one solver answers many questions of
//! the form "is the formula satisfiable with these switches on?". Each switch is a literal
//! that the clauses it guards contain negated, so turning it off (not assuming it) leaves
//! those clauses satisfiable by the switch alone. When a call fails, [`Sat::failed`] names
//! the assumptions the refutation used: a subset that is unsatisfiable on its own, often far
//! smaller than what was assumed, which is what a minimal-set search wants to start from.

use super::clause::{Conflict, Reason};
use super::lit::{Lit, FALSE, TRUE};
use super::Sat;

/// What the search should do next about the assumptions.
pub(super) enum Assumed {
    /// Decide this assumption (not yet assigned).
    Decide(Lit),
    /// An assumption is false under the others: no model with all of them.
    Failed,
    /// Every assumption holds: decide freely.
    Hold,
}

impl Sat {
    /// Searches for a model in which every literal of `assumptions` is true. False: there
    /// is none, and [`failed`](Self::failed) gives the assumptions that rule it out.
    pub fn solve_assuming(&mut self, assumptions: &[Lit]) -> bool {
        self.drop_pause();
        self.failed.clear();
        if !self.ok {
            return false;
        }
        self.cancel_until(0);
        self.assumptions = assumptions.to_vec();
        self.glue = (0.0, 0.0, 0);
        let found = self.search();
        self.end_assuming();
        found
    }

    /// [`solve_assuming`](Self::solve_assuming) that pauses after `work` more units of work
    /// ([`work`](Self::work): conflicts and propagations; at least one), at a conflict or
    /// before a decision: `None` then. Called again with the same assumptions, it goes on with
    /// the paused search from where it stopped, so a search done in pieces makes exactly the
    /// decisions, conflicts and answer of one done in one call (any other call of the solver
    /// drops the paused search). This is how a long refutation runs in slices bounded in time
    /// while other work is done between them.
    pub fn solve_assuming_for(&mut self, assumptions: &[Lit], work: u64) -> Option<bool> {
        let resume = self.paused && self.assumptions == assumptions;
        self.pause_at = self.work().saturating_add(work.max(1));
        let found = if resume {
            self.paused = false;
            let found = self.search();
            self.end_assuming();
            found
        } else {
            self.solve_assuming(assumptions)
        };
        self.pause_at = u64::MAX;
        (!self.paused).then_some(found)
    }

    /// [`solve_within`](Self::solve_within) in pieces, as
    /// [`solve_assuming_for`](Self::solve_assuming_for) cuts a search (with no assumptions):
    /// `None` while it is paused after `work` more units of work, `Some(None)` once it gave up,
    /// its pieces together having met more than `conflicts` conflicts, else the answer. Called
    /// again it resumes (the first call's `conflicts` still holds), so the pieces make the
    /// decisions, conflicts and answer of `solve_within(conflicts)`.
    pub fn solve_within_for(&mut self, conflicts: u64, work: u64) -> Option<Option<bool>> {
        if !(self.paused && self.assumptions.is_empty()) {
            self.drop_pause();
            self.budget = self.stats.conflicts.saturating_add(conflicts);
        }
        self.gave_up = false;
        let found = self.solve_assuming_for(&[], work)?;
        self.budget = u64::MAX;
        Some((!std::mem::take(&mut self.gave_up)).then_some(found))
    }

    /// After a search under assumptions answered: they are forgotten.
    fn end_assuming(&mut self) {
        if self.paused {
            return;
        }
        self.assumptions.clear();
        self.assumed.clear();
        self.scan = 0;
    }

    /// Drops a paused search (see [`solve_assuming_for`](Self::solve_assuming_for)): its
    /// assumptions are forgotten, what it learnt stays.
    pub(super) fn drop_pause(&mut self) {
        if std::mem::take(&mut self.paused) {
            self.end_assuming();
            self.budget = u64::MAX;
        }
    }

    /// [`solve_assuming`](Self::solve_assuming) that gives up after `conflicts` more
    /// conflicts: `None` then, since the search could not decide. What it learnt stays.
    pub fn solve_assuming_within(&mut self, assumptions: &[Lit], conflicts: u64) -> Option<bool> {
        self.drop_pause();
        self.budget = self.stats.conflicts.saturating_add(conflicts);
        self.gave_up = false;
        let found = self.solve_assuming(assumptions);
        self.budget = u64::MAX;
        (!std::mem::take(&mut self.gave_up)).then_some(found)
    }

    /// From now on, decides every assumption at one level rather than one level each (Nadel
    /// and Ryvchin, "Efficient SAT solving under assumptions", SAT 2012). With thousands of
    /// assumptions (one per grid fact) each conflict jumped back into them and decided them
    /// again one by one: 60 000 decisions for 640 conflicts on a 12x12 grid. At one level a
    /// backjump keeps them all. A conflict on that level is the assumptions contradicting
    /// each other, so it ends the search; learning never needs a single decision there.
    pub fn assume_at_one_level(&mut self) {
        self.one_level = true;
    }

    /// After [`solve_assuming`](Self::solve_assuming) returned false: assumptions that are
    /// unsatisfiable together with the clauses (empty when the clauses alone are).
    pub fn failed(&self) -> &[Lit] {
        &self.failed
    }

    /// The next assumption to decide, in order. Decisions other than assumptions come only
    /// once all assumptions hold, so the levels below them are all assumptions, and a
    /// backjump that undoes one never keeps a free decision above it.
    ///
    /// The scan starts past the assumptions known to hold: rescanning from the first one at
    /// every decision would cost seconds with thousands of assumptions (one per grid fact).
    pub(super) fn next_assumption(&mut self) -> Assumed {
        while self.scan < self.assumptions.len() {
            let a = self.assumptions[self.scan];
            match self.lit_value(a) {
                TRUE => self.scan += 1,
                FALSE => {
                    self.failed = self.final_conflict(a);
                    return Assumed::Failed;
                }
                _ => return Assumed::Decide(a),
            }
        }
        Assumed::Hold
    }

    /// After a backjump to `level`: the assumptions before the last one decided at or below
    /// it held when it was decided, at levels that are kept, so the scan resumes there.
    pub(super) fn forget_assumptions(&mut self, level: usize) {
        while self.assumed.last().is_some_and(|&(l, _)| l > level) {
            self.assumed.pop();
        }
        self.scan = self.scan.min(self.assumed.last().map_or(0, |&(_, k)| k));
    }

    /// The assumptions a conflict on the assumptions' own level rests on (see
    /// [`assume_at_one_level`](Self::assume_at_one_level)): those met walking the
    /// implication graph back from the falsified clause.
    pub(super) fn final_conflict_of(&mut self, conflict: Conflict) -> Vec<Lit> {
        let lits: Vec<Lit> = match conflict {
            Conflict::Bin(a, b) => vec![a, b],
            Conflict::Clause(c) => self.arena.lits(c).collect(),
        };
        for l in lits {
            if self.level[l.var()] > 0 {
                self.seen[l.var()] = true;
            }
        }
        self.assumptions_seen()
    }

    /// Walks the trail back from its end, following the reasons of every literal marked
    /// seen (and unmarking it): the decisions met, which are assumptions.
    fn assumptions_seen(&mut self) -> Vec<Lit> {
        let mut out = vec![];
        let mut reason = vec![];
        for k in (self.levels[0]..self.trail.len()).rev() {
            let l = self.trail[k];
            if !self.seen[l.var()] {
                continue;
            }
            self.seen[l.var()] = false;
            if matches!(self.reason[l.var()], Reason::None) {
                out.push(l);
                continue;
            }
            self.reason_lits(l.var(), &mut reason);
            for r in &reason {
                debug_assert_eq!(self.lit_value(*r), FALSE);
                if self.level[r.var()] > 0 {
                    self.seen[r.var()] = true;
                }
            }
        }
        out
    }

    /// The assumptions that make `a` (an assumption) false: walking the implication graph
    /// back from `!a`, every decision met is an assumption (see `next_assumption`); `a`
    /// itself is included.
    fn final_conflict(&mut self, a: Lit) -> Vec<Lit> {
        let mut out = vec![a];
        if self.level[a.var()] == 0 {
            return out;
        }
        self.seen[a.var()] = true;
        out.extend(self.assumptions_seen());
        out
    }
}
