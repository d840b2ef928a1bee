//! A small conflict-driven clause-learning (CDCL) SAT solver, the search engine below the
//! zebra solver's propagated root.
//!
//! Why a SAT solver: on big random grids the hard part is not one node's reasoning but the
//! same dead end met again and again in different branches. Learning a clause from every
//! conflict (first unique implication point, as in MiniSat) lets the search skip every later
//! branch that would fail the same way; plain backtracking over position bit sets took
//! seconds on some 14x14 puzzles that this finishes in milliseconds.
//!
//! The usual pieces, kept small: two watched literals with blocker literals, binary clauses
//! in their own implication lists (the exactly-one constraints of a grid are almost all
//! binary), VSIDS branching, restarts driven by glue averages that keep the part of the
//! trail they would rebuild, learnt-clause reduction by LBD ("glue"), and incremental use:
//! after a model is found, a clause may be added that excludes it and [`Sat::solve`] called
//! again, which is how solutions are counted. Two choices fit grids rather than SAT in
//! general: each variable is always tried with one polarity (no phase saving), and learnt
//! clauses are shrunk level by level; see [`Sat::new_var`] and `Sat::shrink`.

/// A literal: variable `v` positive is `2v`, negative `2v + 1`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Lit(u32);

impl Lit {
    pub fn new(var: usize, positive: bool) -> Lit {
        Lit((var as u32) << 1 | u32::from(!positive))
    }

    #[inline]
    pub fn var(self) -> usize {
        (self.0 >> 1) as usize
    }

    #[inline]
    fn idx(self) -> usize {
        self.0 as usize
    }

    #[cfg(test)]
    fn positive(self) -> bool {
        self.0 & 1 == 0
    }
}

impl std::ops::Not for Lit {
    type Output = Lit;
    #[inline]
    fn not(self) -> Lit {
        Lit(self.0 ^ 1)
    }
}

/// "At most one" groups up to this size get a clause per pair (fastest on the grids people
/// write, up to 16x16: 120 binary clauses for 16); larger ones a sequential counter, so a
/// 64x64 grid stays a few million clauses instead of tens of millions.
pub const PAIRWISE_MAX: usize = 16;

/// Restarts as in Glucose / CaDiCaL: when the clauses learnt lately are worse (higher glue)
/// than the long-run average by this margin, the current branch is judged a bad one and the
/// search starts over (keeping what it learnt). Against Luby restarts (unit 100) this halved
/// the hardest 16x16 proof (22 s to 11.5 s) and cut the 12x12-16x16 set from 3.9 s to 3.0 s;
/// margins 1.05 and 1.2 measured worse and alike.
const RESTART_MARGIN: f64 = 1.1;
/// Conflicts between two restarts at least.
const RESTART_MIN: u64 = 50;

const UNDEF: i8 = 0;
const TRUE: i8 = 1;
const FALSE: i8 = -1;

/// Why a variable has its value: a decision (or a fact at level 0), the other literal of a
/// binary clause, or a longer clause whose first literal it is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Reason {
    None,
    Bin(Lit),
    Clause(u32),
}

/// A falsified clause.
#[derive(Clone, Copy, Debug)]
enum Conflict {
    Bin(Lit, Lit),
    Clause(u32),
}

/// Long clauses live one after another in one array (fewer cache misses than a vector
/// each): at offset c, the length, then flags and glue, then the literals.
const LEARNT: u32 = 1;
const DELETED: u32 = 2;
const HEADER: usize = 2;

#[derive(Clone, Copy, Debug)]
struct Watch {
    clause: u32,
    /// A literal of the clause: when it is true the clause need not be looked at.
    blocker: Lit,
}

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
    value: Vec<i8>,
    level: Vec<u32>,
    reason: Vec<Reason>,
    trail: Vec<Lit>,
    /// Where each decision level starts in the trail.
    levels: Vec<usize>,
    qhead: usize,
    arena: Vec<u32>,
    /// Offsets of the learnt clauses in `arena`.
    learnt: Vec<u32>,
    /// `bins[l]`: literals that must be true once `l` is false.
    bins: Vec<Vec<Lit>>,
    /// `watches[l]`: long clauses to visit once `l` is false.
    watches: Vec<Vec<Watch>>,
    activity: Vec<f64>,
    inc: f64,
    heap: Heap,
    /// The value each variable is tried with first, fixed when it is made.
    polarity: Vec<bool>,
    /// Whether the search may branch on the variable.
    decide: Vec<bool>,
    seen: Vec<bool>,
    /// False once the clauses are known to be unsatisfiable.
    ok: bool,
    max_learnts: usize,
    /// Scratch space reused by conflict analysis (it runs at every conflict).
    stack: Vec<Lit>,
    buf: Vec<Lit>,
    /// Per decision level, the last `stamp` that counted it (for glue).
    stamped: Vec<u64>,
    stamp: u64,
    /// Per variable, the last `walk` that marked it (for shrinking).
    walked: Vec<u64>,
    walk: u64,
    /// Per decision level, the learnt clause's literals there (for shrinking; kept empty).
    groups: Vec<Vec<Lit>>,
    pub stats: Stats,
    /// Every clause learnt, in order (the tests check each one follows from the ones before).
    #[cfg(test)]
    derived: Vec<Vec<Lit>>,
}

impl Sat {
    pub fn new() -> Sat {
        Sat {
            inc: 1.0,
            ok: true,
            max_learnts: 4000,
            ..Sat::default()
        }
    }

    /// A new variable, numbered from 0; the search always branches on it with the value
    /// `polarity` first.
    ///
    /// No phase saving (trying a variable again with its last value): in a one-hot encoding
    /// most variables were last false, and a "false" decision only removes one position,
    /// while a "true" one places a whole entity. Always deciding "here" took 10-40% fewer
    /// decisions and less time on 12x12-14x14 grids.
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
    fn lit_value(&self, l: Lit) -> i8 {
        self.value[l.idx()]
    }

    /// The value of a variable in the model [`solve`](Self::solve) just found.
    pub fn model_value(&self, var: usize) -> bool {
        self.value[Lit::new(var, true).idx()] == TRUE
    }

    /// Adds a clause (between searches). False when the clauses became unsatisfiable.
    pub fn add_clause(&mut self, lits: &[Lit]) -> bool {
        if !self.ok {
            return false;
        }
        self.cancel_until(0);
        let mut c: Vec<Lit> = lits.to_vec();
        c.sort_unstable();
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

    fn attach(&mut self, lits: &[Lit], learnt: bool, lbd: u32) -> u32 {
        if lits.len() == 2 {
            self.bins[lits[0].idx()].push(lits[1]);
            self.bins[lits[1].idx()].push(lits[0]);
            return u32::MAX;
        }
        let id = self.arena.len() as u32;
        self.watches[lits[0].idx()].push(Watch {
            clause: id,
            blocker: lits[1],
        });
        self.watches[lits[1].idx()].push(Watch {
            clause: id,
            blocker: lits[0],
        });
        if learnt {
            self.learnt.push(id);
        }
        self.arena.push(lits.len() as u32);
        self.arena.push(lbd << 2 | if learnt { LEARNT } else { 0 });
        self.arena.extend(lits.iter().map(|l| l.0));
        id
    }

    /// The literals of the long clause at offset `c`.
    #[inline]
    fn lits(&self, c: u32) -> &[u32] {
        let c = c as usize;
        &self.arena[c + HEADER..c + HEADER + self.arena[c] as usize]
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
                let c = w.clause as usize;
                let len = self.arena[c] as usize;
                if self.arena[c + 1] & DELETED != 0 {
                    continue;
                }
                let lits = &mut self.arena[c + HEADER..c + HEADER + len];
                if lits[0] == f.0 {
                    lits.swap(0, 1);
                }
                let first = Lit(lits[0]);
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

    fn bump(&mut self, var: usize) {
        self.activity[var] += self.inc;
        if self.activity[var] > 1e100 {
            for a in &mut self.activity {
                *a *= 1e-100;
            }
            self.inc *= 1e-100;
        }
        self.heap.update(var, &self.activity);
    }

    /// The literals other than the implied one in the reason for `var`.
    fn reason_lits(&self, var: usize, out: &mut Vec<Lit>) {
        out.clear();
        match self.reason[var] {
            Reason::None => {}
            Reason::Bin(l) => out.push(l),
            Reason::Clause(c) => out.extend(self.lits(c)[1..].iter().map(|&l| Lit(l))),
        }
    }

    /// First-UIP learning: the learnt clause (asserting literal first) and the level to
    /// jump back to.
    fn analyse(&mut self, conflict: Conflict) -> (Vec<Lit>, usize) {
        let current = self.levels.len() as u32;
        let mut learnt = vec![Lit(0)];
        let mut open = 0;
        let mut lits: Vec<Lit> = match conflict {
            Conflict::Bin(a, b) => vec![a, b],
            Conflict::Clause(c) => self.lits(c).iter().map(|&l| Lit(l)).collect(),
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
    /// which is cheaper to watch and becomes unit sooner. Together with the fixed polarity
    /// and trail reuse, 12x12 and 14x14 grids took 1.5-2x less time and 16x16 up to 3x less.
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
        // From the highest level down: a level's walk may only let in lower ones.
        todo.sort_unstable_by(|a, b| b.cmp(a));
        let mut out = vec![learnt[0]];
        // Literals marked seen besides the clause's: let in, or shown implied.
        let mut marked = vec![];
        for &l in &todo {
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
    fn lbd(&mut self, lits: &[Lit]) -> u32 {
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
    /// reason of a current assignment and those of glue 2.
    fn reduce(&mut self) {
        let mut cands: Vec<(u32, u32)> = vec![];
        let mut kept = vec![];
        for &c in &self.learnt {
            let meta = self.arena[c as usize + 1];
            let first = Lit(self.arena[c as usize + HEADER]);
            let locked =
                self.lit_value(first) == TRUE && self.reason[first.var()] == Reason::Clause(c);
            if meta >> 2 > 2 && !locked {
                cands.push((meta >> 2, c));
            } else {
                kept.push(c);
            }
        }
        cands.sort_unstable_by(|a, b| b.cmp(a));
        let half = cands.len() / 2;
        for &(_, c) in &cands[..half] {
            self.arena[c as usize + 1] |= DELETED;
        }
        kept.extend(cands[half..].iter().map(|&(_, c)| c));
        self.learnt = kept;
        self.max_learnts += 500;
    }

    /// Searches for a model. True: the model can be read with
    /// [`model_value`](Self::model_value); false: there is none.
    pub fn solve(&mut self) -> bool {
        if !self.ok {
            return false;
        }
        self.cancel_until(0);
        self.search()
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
        self.search()
    }

    /// Adds `lits`, false but for its first literal from the current level down, and makes
    /// that first literal true with the clause as its reason.
    fn assert_clause(&mut self, lits: &[Lit], learnt: bool, lbd: u32) {
        let reason = match lits.len() {
            1 => Reason::None,
            2 => {
                self.attach(lits, learnt, lbd);
                Reason::Bin(lits[1])
            }
            _ => Reason::Clause(self.attach(lits, learnt, lbd)),
        };
        self.assign(lits[0], reason);
    }

    /// Where a restart goes back to: the first level whose decision is less active than the
    /// best unassigned variable. The levels before it would be decided again in the same
    /// order (van der Tak, Ramos and Heule, 2011), so they are kept instead of rebuilt; a
    /// placement propagates dozens of literals, so rebuilding them is not cheap.
    fn restart_level(&mut self) -> usize {
        let best = loop {
            match self.heap.items.first() {
                None => return 0,
                Some(&v) if self.value[2 * v] == UNDEF => break self.activity[v],
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
        // Glue averages for restarts: recent (about 32 conflicts) and long-run.
        let (mut fast, mut slow, mut since) = (0.0f64, 0.0f64, 0u64);
        loop {
            if let Some(conflict) = self.propagate() {
                self.stats.conflicts += 1;
                if self.levels.is_empty() {
                    self.ok = false;
                    return false;
                }
                let (learnt, back) = self.analyse(conflict);
                #[cfg(test)]
                self.derived.push(learnt.clone());
                let lbd = self.lbd(&learnt);
                let glue = lbd as f64;
                if slow == 0.0 {
                    (fast, slow) = (glue, glue);
                }
                fast += (glue - fast) / 32.0;
                slow += (glue - slow) / 4096.0;
                since += 1;
                self.cancel_until(back);
                self.assert_clause(&learnt, true, lbd);
                self.inc *= 1.0 / 0.95;
                if since >= RESTART_MIN && fast > RESTART_MARGIN * slow {
                    since = 0;
                    let keep = self.restart_level();
                    self.cancel_until(keep);
                }
                if self.learnt.len() >= self.max_learnts {
                    self.reduce();
                }
            } else {
                let next = loop {
                    match self.heap.pop(&self.activity) {
                        None => break None,
                        Some(v) if self.value[2 * v] == UNDEF => break Some(v),
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

/// A binary max-heap of variables ordered by activity, with positions for updates.
#[derive(Clone, Debug, Default)]
struct Heap {
    items: Vec<usize>,
    /// Index of each variable in `items`, or `usize::MAX` when absent.
    at: Vec<usize>,
}

impl Heap {
    fn insert(&mut self, v: usize, act: &[f64]) {
        if self.at.len() <= v {
            self.at.resize(v + 1, usize::MAX);
        }
        if self.at[v] != usize::MAX {
            return;
        }
        self.at[v] = self.items.len();
        self.items.push(v);
        self.up(self.items.len() - 1, act);
    }

    fn update(&mut self, v: usize, act: &[f64]) {
        if let Some(&i) = self.at.get(v) {
            if i != usize::MAX {
                self.up(i, act);
            }
        }
    }

    fn pop(&mut self, act: &[f64]) -> Option<usize> {
        let top = *self.items.first()?;
        let last = self.items.pop().expect("not empty");
        self.at[top] = usize::MAX;
        if !self.items.is_empty() {
            self.items[0] = last;
            self.at[last] = 0;
            self.down(0, act);
        }
        Some(top)
    }

    fn up(&mut self, mut i: usize, act: &[f64]) {
        let v = self.items[i];
        while i > 0 {
            let parent = (i - 1) / 2;
            let pv = self.items[parent];
            if act[pv] >= act[v] {
                break;
            }
            self.items[i] = pv;
            self.at[pv] = i;
            i = parent;
        }
        self.items[i] = v;
        self.at[v] = i;
    }

    fn down(&mut self, mut i: usize, act: &[f64]) {
        let v = self.items[i];
        loop {
            let mut c = 2 * i + 1;
            if c >= self.items.len() {
                break;
            }
            if c + 1 < self.items.len() && act[self.items[c + 1]] > act[self.items[c]] {
                c += 1;
            }
            let cv = self.items[c];
            if act[cv] <= act[v] {
                break;
            }
            self.items[i] = cv;
            self.at[cv] = i;
            i = c;
        }
        self.items[i] = v;
        self.at[v] = i;
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rng::Rng;

    /// Every assignment of `n` variables, checked clause by clause.
    fn brute_force(n: usize, clauses: &[Vec<Lit>]) -> usize {
        (0u32..1 << n)
            .filter(|&bits| {
                clauses
                    .iter()
                    .all(|c| c.iter().any(|l| (bits >> l.var() & 1 == 1) == l.positive()))
            })
            .count()
    }

    /// Counts models with `next_model`, checking each one and that none repeats.
    fn count(n: usize, clauses: &[Vec<Lit>]) -> usize {
        let mut s = Sat::new();
        for _ in 0..n {
            s.new_var(false);
        }
        for c in clauses {
            s.add_clause(c);
        }
        let mut seen = std::collections::HashSet::new();
        let mut found = s.solve();
        while found {
            let model: Vec<bool> = (0..n).map(|v| s.model_value(v)).collect();
            assert!(clauses
                .iter()
                .all(|c| c.iter().any(|l| model[l.var()] == l.positive())));
            assert!(seen.insert(model), "a model came twice");
            found = s.next_model();
        }
        seen.len()
    }

    /// Exactly-one, pairwise and (above `PAIRWISE_MAX`) through a sequential counter whose
    /// auxiliary variables the search never branches on: exactly n models either way.
    #[test]
    fn exactly_one_has_one_model_per_literal() {
        for n in [1, 2, 5, PAIRWISE_MAX + 4] {
            let mut s = Sat::new();
            let xs: Vec<Lit> = (0..n).map(|_| Lit::new(s.new_var(true), true)).collect();
            s.exactly_one(&xs);
            let mut models = 0;
            let mut found = s.solve();
            while found {
                assert_eq!(xs.iter().filter(|l| s.model_value(l.var())).count(), 1);
                models += 1;
                found = s.next_model();
            }
            assert_eq!(models, n);
        }
    }

    #[test]
    fn model_counts_match_brute_force_on_random_formulas() {
        let mut rng = Rng::new(7);
        for round in 0..400 {
            let mut below = |k: usize| rng.below(k as u64) as usize;
            let n = 3 + below(10);
            let m = below(5 * n);
            let clauses: Vec<Vec<Lit>> = (0..m)
                .map(|_| {
                    let len = 1 + below(4);
                    (0..len)
                        .map(|_| Lit::new(below(n), below(2) == 0))
                        .collect()
                })
                .collect();
            assert_eq!(
                count(n, &clauses),
                brute_force(n, &clauses),
                "round {round}: {clauses:?}"
            );
        }
    }

    /// Whether unit propagation on `clauses` plus the negation of `c` reaches a conflict
    /// (reverse unit propagation: `c` then follows from `clauses`). Plain and slow on
    /// purpose, sharing nothing with the solver.
    fn rup(clauses: &[Vec<Lit>], c: &[Lit], vars: usize) -> bool {
        let mut value: Vec<Option<bool>> = vec![None; vars];
        for l in c {
            value[l.var()] = Some(!l.positive());
        }
        loop {
            let mut changed = false;
            for cl in clauses {
                let mut open = None;
                let mut unassigned = 0;
                let mut satisfied = false;
                for l in cl {
                    match value[l.var()] {
                        Some(v) if v == l.positive() => satisfied = true,
                        Some(_) => {}
                        None => {
                            unassigned += 1;
                            open = Some(*l);
                        }
                    }
                }
                if satisfied {
                    continue;
                }
                match (unassigned, open) {
                    (0, _) => return true,
                    (1, Some(l)) => {
                        value[l.var()] = Some(l.positive());
                        changed = true;
                    }
                    _ => {}
                }
            }
            if !changed {
                return false;
            }
        }
    }

    /// Every clause the solver learns (first UIP, minimised, shrunk) follows from the
    /// formula and the clauses learnt before it by unit propagation alone, which is how
    /// resolution-based learning must derive it. Formulas: 8 items placed on 8 places
    /// (one-hot, as the zebra encoding) under random extra clauses, where learnt clauses
    /// span many levels and shrinking has work to do, and random 3-SAT.
    #[test]
    fn every_learnt_clause_follows_by_unit_propagation() {
        let mut rng = Rng::new(11);
        let (mut shrunk, mut checked) = (0, 0);
        for round in 0..300 {
            let mut s = Sat::new();
            let mut clauses: Vec<Vec<Lit>> = vec![];
            let vars;
            if round % 2 == 0 {
                let k = 8;
                vars = k * k;
                let x = |i: usize, p: usize| Lit::new(i * k + p, true);
                for i in 0..k {
                    for group in [
                        (0..k).map(|p| x(i, p)).collect::<Vec<_>>(),
                        (0..k).map(|p| x(p, i)).collect(),
                    ] {
                        clauses.push(group.clone());
                        for a in 0..k {
                            for b in a + 1..k {
                                clauses.push(vec![!group[a], !group[b]]);
                            }
                        }
                    }
                }
                for _ in 0..20 + rng.below(60) {
                    let len = 2 + rng.below(2) as usize;
                    clauses.push(
                        (0..len)
                            .map(|_| Lit::new(rng.below(vars as u64) as usize, rng.below(3) == 0))
                            .collect(),
                    );
                }
            } else {
                vars = 40;
                for _ in 0..170 {
                    clauses.push(
                        (0..3)
                            .map(|_| Lit::new(rng.below(vars as u64) as usize, rng.below(2) == 0))
                            .collect(),
                    );
                }
            }
            // Random clauses may repeat a literal; the checker counts literals, not variables.
            for c in &mut clauses {
                c.sort_unstable();
                c.dedup();
            }
            for _ in 0..vars {
                s.new_var(round % 2 == 0);
            }
            for c in &clauses {
                s.add_clause(c);
            }
            s.solve();
            shrunk += s.stats.shrunk;
            for c in std::mem::take(&mut s.derived) {
                assert!(
                    rup(&clauses, &c, vars),
                    "round {round}: learnt {c:?} does not follow"
                );
                clauses.push(c);
                checked += 1;
            }
        }
        assert!(checked > 0, "no learnt clause was checked");
        assert!(shrunk > 0, "shrinking never removed a literal");
    }

    #[test]
    fn pigeonhole_is_unsatisfiable() {
        // 6 pigeons, 5 holes: hard for resolution, so it exercises learning and restarts.
        let (p, h) = (6, 5);
        let var = |i: usize, j: usize| i * h + j;
        let mut s = Sat::new();
        for _ in 0..p * h {
            s.new_var(false);
        }
        for i in 0..p {
            let c: Vec<Lit> = (0..h).map(|j| Lit::new(var(i, j), true)).collect();
            s.add_clause(&c);
        }
        for j in 0..h {
            for a in 0..p {
                for b in a + 1..p {
                    s.add_clause(&[Lit::new(var(a, j), false), Lit::new(var(b, j), false)]);
                }
            }
        }
        assert!(!s.solve());
        assert!(s.stats.conflicts > 0);
    }
}
