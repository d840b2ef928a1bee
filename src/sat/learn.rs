//! Learning from a conflict: first-UIP analysis, minimisation, shrinking, glue, and the
//! periodic reduction of the learnt clauses.

use super::clause::{ClauseRef, Conflict, Reason};
use super::lit::{Lit, TRUE};
use super::{Sat, ACTIVITY_LIMIT, MAX_LEARNTS_STEP};

/// Learnt clauses of this glue or less are never deleted: they join two decision levels
/// only, and Glucose found them worth keeping for good.
const KEEP_GLUE: u32 = 2;

/// Activities are multiplied by this when one passes [`ACTIVITY_LIMIT`].
const ACTIVITY_RESCALE: f64 = 1e-100;

impl Sat {
    fn bump(&mut self, var: usize) {
        self.activity[var] += self.inc;
        if self.activity[var] > ACTIVITY_LIMIT {
            for a in self.activity.iter_mut() {
                *a *= ACTIVITY_RESCALE;
            }
            self.inc *= ACTIVITY_RESCALE;
        }
        self.heap.update(var, &self.activity);
    }

    /// The literals other than the implied one in the reason for `var`.
    pub(super) fn reason_lits(&self, var: usize, out: &mut Vec<Lit>) {
        out.clear();
        match self.reason[var] {
            Reason::None => {}
            Reason::Bin(l) => out.push(l),
            Reason::Clause(c) => out.extend(self.arena.lits(c).skip(1)),
        }
    }

    /// First-UIP learning: the learnt clause (asserting literal first) and the level to
    /// jump back to.
    pub(super) fn analyse(&mut self, conflict: Conflict) -> (Vec<Lit>, usize) {
        let current = self.levels.len() as u32;
        let mut learnt = vec![Lit::PLACEHOLDER];
        let mut open = 0;
        let mut lits: Vec<Lit> = match conflict {
            Conflict::Bin(a, b) => vec![a, b],
            Conflict::Clause(c) => self.arena.lits(c).collect(),
        };
        let mut k = self.trail.len();
        let mut buf = vec![];
        let uip = loop {
            for &q in &lits {
                let v = q.var();
                if !self.seen[v] && self.level[v] > 0 {
                    self.seen[v] = true;
                    self.bump(v);
                    if self.level[v] == current {
                        open += 1;
                    } else {
                        learnt.push(q);
                    }
                }
            }
            loop {
                k -= 1;
                if self.seen[self.trail[k].var()] {
                    break;
                }
            }
            let p = self.trail[k];
            self.seen[p.var()] = false;
            open -= 1;
            if open == 0 {
                break p;
            }
            self.reason_lits(p.var(), &mut buf);
            std::mem::swap(&mut lits, &mut buf);
        };
        learnt[0] = !uip;
        // Drop literals implied by the others (recursive minimisation, as in MiniSat): a
        // literal goes when following reasons from it only ever reaches the clause's literals.
        // On grids the first-UIP clause is full of "not here" literals that follow from a
        // few "here" ones, so this shortens learnt clauses several-fold.
        let levels = learnt[1..]
            .iter()
            .fold(0u64, |acc, l| acc | 1 << (self.level[l.var()] & 63));
        let mut cleared = learnt[1..].to_vec();
        let mut keep = vec![learnt[0]];
        for &q in &learnt[1..] {
            if matches!(self.reason[q.var()], Reason::None)
                || !self.redundant(q, levels, &mut cleared)
            {
                keep.push(q);
            }
        }
        for q in cleared {
            self.seen[q.var()] = false;
        }
        // The asserting literal's binary clauses make more literals redundant: with
        // (learnt[0] or q) known, a literal "not q" can go. Recursive minimisation misses
        // these because the first UIP is not among the literals it may lean on; on grids they
        // are the "another value here" literals that the UIP's placement rules out.
        if keep.len() > 2 {
            for &q in &keep[1..] {
                self.seen[q.var()] = true;
            }
            let mut removed = false;
            for &q in &self.bins[keep[0].idx()] {
                if self.seen[q.var()] && self.lit_value(q) == TRUE {
                    self.seen[q.var()] = false;
                    removed = true;
                }
            }
            if removed {
                let first = keep[0];
                keep.retain(|&l| l == first || self.seen[l.var()]);
            }
            for &q in &keep[1..] {
                self.seen[q.var()] = false;
            }
        }
        let mut learnt = keep;
        self.shrink(&mut learnt);
        let mut back = 0;
        if learnt.len() > 1 {
            let mut best = 1;
            for i in 2..learnt.len() {
                if self.level[learnt[i].var()] > self.level[learnt[best].var()] {
                    best = i;
                }
            }
            learnt.swap(1, best);
            back = self.level[learnt[1].var()] as usize;
        }
        (learnt, back)
    }

    /// Shrinks a minimised learnt clause level by level (all-UIP shrinking, after Feng and
    /// Bacchus, SAT 2020, as in CaDiCaL): the literals of one earlier decision level are
    /// replaced by one literal of that level that implies them all, found by walking that
    /// level's trail back as first-UIP learning does at the conflict's level. A reason met on
    /// the way may need a literal of another level: fine when the clause implies it already,
    /// or when the clause has a literal of that level, since it is then let in (the glue
    /// does not grow) and shrunk with that lower level. Otherwise the level stays as it was.
    ///
    /// Why: on grids a learnt clause is mostly "x is not here" literals, about 27 of them over
    /// about 5 levels. Shrunk it has about 6, nearly all "these placements cannot all hold",
    /// which is cheaper to watch and becomes unit sooner. With the fixed polarity and trail
    /// reuse, it is what keeps the searches of the largest grids short.
    fn shrink(&mut self, learnt: &mut Vec<Lit>) {
        if learnt.len() < 3 {
            return;
        }
        if self.groups.len() <= self.levels.len() {
            self.groups.resize_with(self.levels.len() + 1, Vec::new);
        }
        let mut todo: Vec<usize> = vec![];
        let mut levels = 0u64;
        for &q in &learnt[1..] {
            self.seen[q.var()] = true;
            let l = self.level[q.var()] as usize;
            if self.groups[l].is_empty() {
                todo.push(l);
            }
            self.groups[l].push(q);
            levels |= 1 << (l & 63);
        }
        // From the highest level down: a level's walk may only let in lower ones. (An
        // ascending sort walked backwards: the WebAssembly already has that sort, for other
        // lists of numbers, and each sort of its own adds kilobytes.)
        crate::sort::sort(&mut todo);
        let mut out = vec![learnt[0]];
        // Literals marked seen besides the clause's: let in, or shown implied.
        let mut marked = vec![];
        for &l in todo.iter().rev() {
            let group = std::mem::take(&mut self.groups[l]);
            match self.level_uip(l, &group, levels, &mut marked) {
                Some(u) => out.push(u),
                None => out.extend_from_slice(&group),
            }
        }
        for &q in learnt[1..].iter().chain(&marked) {
            self.seen[q.var()] = false;
        }
        if out.len() < learnt.len() {
            self.stats.shrunk += (learnt.len() - out.len()) as u64;
            *learnt = out;
        }
    }

    /// The single literal of level `l` whose falsity implies every literal of `group` false
    /// (all of them at level `l`), with the letting-in rules of [`shrink`](Self::shrink).
    /// Literals let in are added to their level's group and to `marked`.
    fn level_uip(
        &mut self,
        l: usize,
        group: &[Lit],
        levels: u64,
        marked: &mut Vec<Lit>,
    ) -> Option<Lit> {
        if group.len() == 1 {
            return Some(group[0]);
        }
        self.walk += 1;
        let walk = self.walk;
        for q in group {
            self.walked[q.var()] = walk;
        }
        let start = self.levels[l - 1];
        let end = self.levels.get(l).copied().unwrap_or(self.trail.len());
        let mut open = group.len();
        // Lower-level literals to let in if the walk succeeds; marked `walked` meanwhile,
        // not `seen`, so that no redundancy proof leans on them before they are in.
        let mut letting = vec![];
        let mut buf = std::mem::take(&mut self.buf);
        let mut uip = None;
        'walk: for t in (start..end).rev() {
            let p = self.trail[t];
            if self.walked[p.var()] != walk {
                continue;
            }
            if open == 1 {
                uip = Some(!p);
                break;
            }
            if matches!(self.reason[p.var()], Reason::None) {
                // Another decision of this level (the assumptions' level, when they share
                // one): no single literal implies the group.
                break;
            }
            open -= 1;
            self.reason_lits(p.var(), &mut buf);
            for &r in &buf {
                let v = r.var();
                let rl = self.level[v] as usize;
                if rl == 0 || self.seen[v] || self.walked[v] == walk {
                    continue;
                }
                if rl == l {
                    self.walked[v] = walk;
                    open += 1;
                } else if !matches!(self.reason[v], Reason::None)
                    && self.redundant(r, levels, marked)
                {
                    // Implied by the clause: nothing to add.
                } else if !self.groups[rl].is_empty() {
                    self.walked[v] = walk;
                    letting.push(r);
                } else {
                    break 'walk;
                }
            }
        }
        self.buf = buf;
        if uip.is_some() {
            for r in letting {
                self.seen[r.var()] = true;
                self.groups[self.level[r.var()] as usize].push(r);
                marked.push(r);
            }
        }
        uip
    }

    /// Whether `p`'s reason chain ends only in literals marked seen (the learnt clause's, or
    /// ones shown redundant before). Marks what it proves; undoes a failed attempt.
    fn redundant(&mut self, p: Lit, levels: u64, cleared: &mut Vec<Lit>) -> bool {
        let mut stack = std::mem::take(&mut self.stack);
        let mut buf = std::mem::take(&mut self.buf);
        stack.clear();
        stack.push(p);
        let ok = self.redundant_with(levels, cleared, &mut stack, &mut buf);
        self.stack = stack;
        self.buf = buf;
        ok
    }

    fn redundant_with(
        &mut self,
        levels: u64,
        cleared: &mut Vec<Lit>,
        stack: &mut Vec<Lit>,
        buf: &mut Vec<Lit>,
    ) -> bool {
        let top = cleared.len();
        while let Some(q) = stack.pop() {
            self.reason_lits(q.var(), buf);
            for &r in buf.iter() {
                let v = r.var();
                if self.seen[v] || self.level[v] == 0 {
                    continue;
                }
                if !matches!(self.reason[v], Reason::None)
                    && levels & (1 << (self.level[v] & 63)) != 0
                {
                    self.seen[v] = true;
                    stack.push(r);
                    cleared.push(r);
                } else {
                    for c in cleared.drain(top..) {
                        self.seen[c.var()] = false;
                    }
                    return false;
                }
            }
        }
        true
    }

    /// Glue: the number of decision levels among the literals.
    pub(super) fn lbd(&mut self, lits: &[Lit]) -> u32 {
        self.stamp += 1;
        if self.stamped.len() <= self.levels.len() {
            self.stamped.resize(self.levels.len() + 1, 0);
        }
        let mut count = 0;
        for l in lits {
            let level = self.level[l.var()] as usize;
            if self.stamped[level] != self.stamp {
                self.stamped[level] = self.stamp;
                count += 1;
            }
        }
        count
    }

    /// Deletes the worse half of the learnt clauses (by glue), keeping those that are the
    /// reason of a current assignment and those of glue up to [`KEEP_GLUE`].
    pub(super) fn reduce(&mut self) {
        // (glue, clause offset) as plain numbers, sorted up: the WebAssembly already has
        // that sort, and one of its own adds kilobytes. The worse half is the top half.
        let mut cands: Vec<(usize, usize)> = vec![];
        let mut kept = vec![];
        for &c in &self.learnt {
            let glue = self.arena.meta(c).glue();
            let first = self.arena.lit(c, 0);
            let locked =
                self.lit_value(first) == TRUE && self.reason[first.var()] == Reason::Clause(c);
            if glue > KEEP_GLUE && !locked {
                cands.push((glue as usize, c.offset()));
            } else {
                kept.push(c);
            }
        }
        crate::sort::sort(&mut cands);
        let better = cands.len() - cands.len() / 2;
        for &(_, c) in &cands[better..] {
            self.arena.delete(ClauseRef::at(c));
        }
        kept.extend(cands[..better].iter().rev().map(|&(_, c)| ClauseRef::at(c)));
        self.learnt = kept;
        self.max_learnts += MAX_LEARNTS_STEP;
        self.collect();
    }

    /// Moves the clauses left after a reduction together and watches them anew, so that the
    /// arena holds the clauses kept, not every clause ever learnt (after a hard 16x16's
    /// search, 2.7 M words, nine tenths of them deleted).
    fn collect(&mut self) {
        // Old offset, new offset, per clause kept, by old offset. Every clause still referred
        // to is kept: reduce deletes no clause that is a reason.
        let moved = self.arena.compact();
        let to = |c: ClauseRef| {
            let k = moved.partition_point(|&(old, _)| (old as usize) < c.offset());
            ClauseRef::at(moved[k].1 as usize)
        };
        for k in 0..self.learnt.len() {
            self.learnt[k] = to(self.learnt[k]);
        }
        for k in 0..self.trail.len() {
            let v = self.trail[k].var();
            if let Reason::Clause(c) = self.reason[v] {
                self.reason[v] = Reason::Clause(to(c));
            }
        }
        for ws in self.watches.iter_mut() {
            ws.clear();
        }
        // Propagation keeps each clause's two watched literals first.
        for &(_, at) in &moved {
            let c = ClauseRef::at(at as usize);
            self.watch(c, self.arena.lit(c, 0), self.arena.lit(c, 1));
        }
    }
}
