//! A smallest set of clue lines that contradict each other, for a puzzle with no solution.
//!
//! The set is the one the plain deletion filter finds (drop each clue in turn, in line order,
//! when the rest still contradict each other), worked out with far fewer and far cheaper
//! questions "do these clues contradict each other?":
//! - a clue stated twice counts once (the filter would drop every copy but the last);
//! - the filter keeps a clue exactly when the clues after it, with those kept before it, are
//!   satisfiable; so the next kept clue is the start of the shortest contradicting tail;
//! - each question goes first to a quick reasoner over positions only (each clue on its own,
//!   the values of one attribute at different places). A dead end there is a proof of
//!   contradiction, and the clues it rests on point straight at the next clue to keep; a grid
//!   it fills in that satisfies every clue is a proof of the opposite, and often of longer
//!   tails too. Only when neither comes out does the full solver run, and then only on the
//!   attributes those clues name (the others can be filled in any order); the tail is then
//!   found by halving.
//!
//! A 64 x 64 grid with every value placed and one contradicting clue takes a few dozen quick
//! checks, where plain deletion solves the full grid once per clue (4,097 times).

use super::grid::{bits, full, single, Attr, Item};
use super::model::{Clue, Constraint, Puzzle, Term};
use super::propagate::Propagator;
use std::cell::Cell;
use std::collections::HashSet;

/// Conflicts of the SAT search the whole reduction may spend (the quick checks cost none).
/// Reductions of ordinary puzzles spend none or a few thousand; a set that could not be
/// reduced within it is given as it stands, said to be not the smallest.
pub(crate) const CONFLICT_BUDGET: u64 = 50_000;

/// Why domains shrank: (item, the clue that did it if any, the items whose domains it read
/// as `reads[start..end]`).
#[derive(Default)]
struct Log {
    events: Vec<(usize, Option<usize>, usize, usize)>,
    reads: Vec<usize>,
}

impl Log {
    fn event(&mut self, item: usize, clue: Option<usize>, reads: &[usize]) {
        let start = self.reads.len();
        self.reads.extend_from_slice(reads);
        self.events.push((item, clue, start, self.reads.len()));
    }
}

/// One clue as the quick reasoner reads it.
#[derive(Clone, Copy)]
enum Quick {
    /// The item may only be at these positions.
    Unary(usize, u64),
    /// x REL y: `tables[t].0[p]` = where y may be with x at p, `.1` the other way.
    Binary { x: usize, y: usize, t: usize },
    /// A clue about two fixed positions: always true or always false.
    Fixed(bool),
    /// Either / one-each: only checked on a filled-in grid.
    Checked,
}

struct Checker<'a> {
    puzzle: &'a Puzzle,
    /// SAT conflicts left to spend; set once a search could not decide within them.
    budget: Cell<u64>,
    gave_up: Cell<bool>,
    n: usize,
    full: u64,
    quick: Vec<Quick>,
    tables: Vec<(Vec<u64>, Vec<u64>)>,
    /// Bit set of the attributes each clue names.
    names: Vec<u64>,
}

/// For a puzzle whose clues contradict each other (the caller knows so): the clues the
/// deletion filter in line order keeps, and true; or, when a question could not be decided
/// within [`CONFLICT_BUDGET`], the clues not yet dropped (they still contradict each
/// other) and false.
pub(crate) fn conflict_of(puzzle: &Puzzle) -> (Vec<usize>, bool) {
    conflict_within(puzzle, CONFLICT_BUDGET)
}

/// [`conflict_of`] with a budget of SAT conflicts of its own.
pub(crate) fn conflict_within(puzzle: &Puzzle, budget: u64) -> (Vec<usize>, bool) {
    let checker = Checker::new(puzzle, budget);
    let list = distinct(puzzle);
    // Where each clue stands in `list`.
    let mut place = vec![None; puzzle.clues.len()];
    for (k, &c) in list.iter().enumerate() {
        place[c] = Some(k);
    }
    let mut found: Vec<usize> = vec![];
    let mut lo = 0;
    // The first clue of `core` at or after `s` in `list`.
    let first = |core: &[usize], s: usize| {
        core.iter()
            .filter_map(|&c| place[c])
            .filter(|&k| k >= s)
            .min()
    };
    // Whether `found` with the tail of `list` from `s` contradicts. Either answer may tell
    // more: a dead end rests on some clues (kept in `core`), so every tail that holds them
    // contradicts too (`yes` moves up to the first; true is returned then); a grid that
    // satisfies the tail may satisfy clues before it (`no` moves down past them).
    let tail = |found: &[usize],
                s: usize,
                yes: &mut usize,
                no: &mut usize,
                core: &mut Option<Vec<usize>>|
     -> bool {
        let trial: Vec<usize> = found.iter().chain(&list[s..]).copied().collect();
        match checker.check(&trial) {
            Verdict::Contradict(dead_end) => {
                *yes = dead_end
                    .as_deref()
                    .and_then(|c| first(c, s))
                    .unwrap_or(s)
                    .max(s);
                *core = dead_end;
                core.is_some()
            }
            Verdict::Satisfiable(grid) => {
                *no = s;
                if let Some(pos) = grid {
                    while *no > *yes + 1 && checker.holds(list[*no - 1], &pos) {
                        *no -= 1;
                    }
                }
                false
            }
        }
    };
    // The dead end's clues behind the current `yes`: with the clue at `yes` kept, they lie
    // in `found` and the tail after it, and so point at the next clue to keep.
    let mut core: Option<Vec<usize>> = None;
    let unreduced = |found: &[usize], lo: usize| {
        let rest = found
            .iter()
            .chain(&list[lo..])
            .copied()
            .collect::<Vec<usize>>();
        (rest, false)
    };
    while lo < list.len() && !checker.contradict(&found) {
        if checker.gave_up.get() {
            return unreduced(&found, lo);
        }
        // The kept clue starts the shortest contradicting tail: the tail from `yes`
        // contradicts, the one from `no` does not. A dead end's clues usually point at it
        // (then the tail just after is tried), otherwise halve.
        let (mut yes, mut no) = (lo, list.len());
        let mut pointed = match core.as_deref() {
            Some(c) => {
                yes = first(c, lo).unwrap_or(lo);
                true
            }
            None => tail(&found, lo, &mut yes, &mut no, &mut core),
        };
        if checker.gave_up.get() {
            return unreduced(&found, lo);
        }
        let mut probes = 0;
        while no - yes > 1 {
            let s = if pointed && probes < 8 {
                probes += 1;
                yes + 1
            } else {
                probes = 0;
                yes + (no - yes) / 2
            };
            pointed = tail(&found, s, &mut yes, &mut no, &mut core);
            if checker.gave_up.get() {
                return unreduced(&found, lo);
            }
        }
        found.push(list[yes]);
        lo = yes + 1;
    }
    if checker.gave_up.get() {
        return unreduced(&found, lo);
    }
    (found, true)
}

/// What the checker found out about a set of clues.
enum Verdict {
    /// They contradict; the clues the quick reasoner's dead end rests on, when it found one.
    Contradict(Option<Vec<usize>>),
    /// They have a solution; the grid of one when the quick reasoner filled it in.
    Satisfiable(Option<Vec<usize>>),
}

/// The last copy of each distinct clue, in line order: the clues that matter to a search.
pub(crate) fn distinct(puzzle: &Puzzle) -> Vec<usize> {
    let mut seen = HashSet::new();
    let mut list: Vec<usize> = (0..puzzle.clues.len())
        .rev()
        .filter(|&c| seen.insert(&puzzle.clues[c].constraint))
        .collect();
    list.reverse();
    list
}

/// Whether all clues together have no solution.
pub(crate) fn contradictory(puzzle: &Puzzle) -> bool {
    let all: Vec<usize> = (0..puzzle.clues.len()).collect();
    Checker::new(puzzle, u64::MAX).contradict(&all)
}

impl<'a> Checker<'a> {
    fn new(puzzle: &'a Puzzle, budget: u64) -> Self {
        let n = puzzle.n();
        let full = full(n);
        let labels = &puzzle.labels;
        let mask = |f: &dyn Fn(usize) -> bool| (0..n).filter(|&p| f(p)).fold(0, |a, p| a | 1 << p);
        let mut tables = vec![];
        let mut table_of = vec![];
        let mut quick = vec![];
        let mut names = vec![];
        for clue in &puzzle.clues {
            let c = &clue.constraint;
            names.push(c.terms().iter().fold(0u64, |acc, t| match t {
                Term::Item(i) => acc | Item(*i).attr(n).bit(),
                Term::Pos(_) => acc,
            }));
            quick.push(match *c {
                Constraint::Rel { x, rel, y } => match (x, y) {
                    (Term::Pos(p), Term::Pos(q)) => Quick::Fixed(rel.holds(p, q, labels)),
                    (Term::Item(i), Term::Pos(q)) => {
                        Quick::Unary(i, mask(&|p| rel.holds(p, q, labels)))
                    }
                    (Term::Pos(p), Term::Item(i)) => {
                        Quick::Unary(i, mask(&|q| rel.holds(p, q, labels)))
                    }
                    (Term::Item(i), Term::Item(j)) if i == j => {
                        Quick::Unary(i, mask(&|p| rel.holds(p, p, labels)))
                    }
                    (Term::Item(x), Term::Item(y)) => {
                        let t = match table_of.iter().position(|r| *r == rel) {
                            Some(t) => t,
                            None => {
                                let fwd = (0..n).map(|p| mask(&|q| rel.holds(p, q, labels)));
                                let bwd = (0..n).map(|q| mask(&|p| rel.holds(p, q, labels)));
                                tables.push((fwd.collect(), bwd.collect()));
                                table_of.push(rel);
                                tables.len() - 1
                            }
                        };
                        Quick::Binary { x, y, t }
                    }
                },
                _ => Quick::Checked,
            });
        }
        Checker {
            puzzle,
            budget: Cell::new(budget),
            gave_up: Cell::new(false),
            n,
            full,
            quick,
            tables,
            names,
        }
    }

    /// Whether the clues with these indices have no solution.
    fn contradict(&self, clues: &[usize]) -> bool {
        matches!(self.check(clues), Verdict::Contradict(_))
    }

    fn holds(&self, clue: usize, pos: &[usize]) -> bool {
        self.puzzle.clues[clue]
            .constraint
            .holds(pos, &self.puzzle.labels)
    }

    fn check(&self, clues: &[usize]) -> Verdict {
        if let Some(c) = clues
            .iter()
            .find(|&&c| matches!(self.quick[c], Quick::Fixed(false)))
        {
            return Verdict::Contradict(Some(vec![*c]));
        }
        let named = clues.iter().fold(0u64, |acc, &c| acc | self.names[c]);
        let mut dom = vec![self.full; self.puzzle.items()];
        let mut log = Log::default();
        for &c in clues {
            if let Quick::Unary(i, mask) = self.quick[c] {
                if dom[i] & !mask != 0 {
                    dom[i] &= mask;
                    log.event(i, Some(c), &[]);
                    if dom[i] == 0 {
                        return Verdict::Contradict(Some(self.core(&log, vec![i])));
                    }
                }
            }
        }
        if let Err(dead) = self.reason(&mut dom, clues, named, &mut log) {
            return Verdict::Contradict(Some(self.core(&log, dead)));
        }
        if let Some(pos) = self.fill(&dom, named) {
            if clues.iter().all(|&c| self.holds(c, &pos)) {
                return Verdict::Satisfiable(Some(pos));
            }
        }
        let (found, spent) = self
            .sub_model(clues, named)
            .satisfiable_in(self.budget.get());
        self.budget.set(self.budget.get().saturating_sub(spent));
        match found {
            Some(true) => Verdict::Satisfiable(None),
            Some(false) => Verdict::Contradict(None),
            // Either answer moves the search on; the caller stops at the flag.
            None => {
                self.gave_up.set(true);
                Verdict::Satisfiable(None)
            }
        }
    }

    /// Positions-only reasoning to a fixpoint, logging why each domain shrank; at a dead end,
    /// the items whose domains together contradict.
    fn reason(
        &self,
        dom: &mut [u64],
        clues: &[usize],
        named: u64,
        log: &mut Log,
    ) -> Result<(), Vec<usize>> {
        let n = self.n;
        // Which binary clues each item takes part in, as (item, clue) sorted by item.
        let mut watch: Vec<(usize, usize)> = vec![];
        for &c in clues {
            if let Quick::Binary { x, y, .. } = self.quick[c] {
                watch.push((x, c));
                watch.push((y, c));
            }
        }
        crate::sort::sort(&mut watch);
        let mut queue: Vec<usize> = Attr::members(named).flat_map(|a| a.span(n)).collect();
        let mut queued = vec![true; dom.len()];
        let mut dirty = named;
        loop {
            while let Some(i) = queue.pop() {
                queued[i] = false;
                let from = watch.partition_point(|&(j, _)| j < i);
                for &(_, c) in watch[from..].iter().take_while(|&&(j, _)| j == i) {
                    let Quick::Binary { x, y, t } = self.quick[c] else {
                        continue;
                    };
                    let (fwd, bwd) = &self.tables[t];
                    let ny = dom[y] & bits(dom[x]).fold(0, |a, p| a | fwd[p]);
                    let nx = dom[x] & bits(dom[y]).fold(0, |a, q| a | bwd[q]);
                    for (k, d, from) in [(x, nx, y), (y, ny, x)] {
                        if d != dom[k] {
                            log.event(k, Some(c), &[from]);
                            if d == 0 {
                                return Err(vec![k]);
                            }
                            dom[k] = d;
                            dirty |= Item(k).attr(n).bit();
                            if !queued[k] {
                                queued[k] = true;
                                queue.push(k);
                            }
                        }
                    }
                }
            }
            if dirty == 0 {
                return Ok(());
            }
            for a in Attr::members(std::mem::take(&mut dirty)) {
                let moved = self.all_different(a, dom, log)?;
                for i in a.items_in(moved, n) {
                    dirty |= a.bit();
                    if !queued[i.0] {
                        queued[i.0] = true;
                        queue.push(i.0);
                    }
                }
            }
        }
    }

    /// Attribute `a`'s values are at different positions and cover them all: a fixed value
    /// leaves the others, a position only one value can take is that value's. The values
    /// whose positions shrank, or the items that contradict.
    fn all_different(&self, a: Attr, dom: &mut [u64], log: &mut Log) -> Result<u64, Vec<usize>> {
        let items: Vec<usize> = a.span(self.n).collect();
        let (mut once, mut twice, mut fixed) = (0u64, 0u64, 0u64);
        let mut fixed_by = [0usize; 64];
        for &i in &items {
            let d = dom[i];
            twice |= once & d;
            once |= d;
            if single(d) {
                let p = d.trailing_zeros() as usize;
                if fixed & d != 0 {
                    return Err(vec![fixed_by[p], i]);
                }
                fixed |= d;
                fixed_by[p] = i;
            }
        }
        if once != self.full {
            return Err(items);
        }
        let alone = once & !twice;
        let mut moved = 0u64;
        for (v, &i) in items.iter().enumerate() {
            let d = dom[i];
            let mut nd = d;
            if !single(d) && d & fixed != 0 {
                nd &= !fixed;
                let by: Vec<usize> = bits(d & fixed).map(|p| fixed_by[p]).collect();
                log.event(i, None, &by);
            }
            let must = nd & alone;
            if must != 0 && nd != must {
                log.event(i, None, &items);
                nd = must;
            }
            if nd == 0 || !single(must) && must != 0 {
                return Err(items);
            }
            if nd != d {
                dom[i] = nd;
                moved |= 1 << v;
            }
        }
        Ok(moved)
    }

    /// The clues behind a dead end: those that shrank the domains of the contradicting items,
    /// and of the items those steps read, and so on.
    fn core(&self, log: &Log, dead: Vec<usize>) -> Vec<usize> {
        let mut by_item: Vec<(usize, usize)> = log
            .events
            .iter()
            .enumerate()
            .map(|(e, ev)| (ev.0, e))
            .collect();
        crate::sort::sort(&mut by_item);
        let mut seen = vec![false; self.puzzle.items()];
        let mut stack = dead;
        let mut clues = vec![];
        while let Some(i) = stack.pop() {
            if std::mem::replace(&mut seen[i], true) {
                continue;
            }
            let from = by_item.partition_point(|&(j, _)| j < i);
            for &(_, e) in by_item[from..].iter().take_while(|&&(j, _)| j == i) {
                let (_, clue, s, t) = log.events[e];
                clues.extend(clue);
                stack.extend(log.reads[s..t].iter().filter(|&&j| !seen[j]));
            }
        }
        crate::sort::sort(&mut clues);
        clues.dedup();
        clues
    }

    /// A grid within the domains: each named attribute's values matched to different
    /// positions (augmenting paths), every other attribute in its listed order.
    fn fill(&self, dom: &[u64], named: u64) -> Option<Vec<usize>> {
        let n = self.n;
        let mut pos: Vec<usize> = Item::all(n, self.puzzle.m()).map(|i| i.value(n)).collect();
        for a in Attr::members(named) {
            let row = &dom[a.span(n)];
            let mut owner: Vec<Option<usize>> = vec![None; n];
            for v in 0..n {
                let mut seen = 0u64;
                if !augment(row, v, &mut owner, &mut seen) {
                    return None;
                }
            }
            for (p, o) in owner.iter().enumerate() {
                let v = o.expect("a perfect matching covers every position");
                pos[a.item(v, n).0] = p;
            }
        }
        Some(pos)
    }

    /// The clues over only the attributes they name, for the full solver.
    fn sub_model(&self, clues: &[usize], named: u64) -> Propagator {
        let n = self.n;
        let named = if named == 0 { 1 } else { named };
        let attrs: Vec<Attr> = Attr::members(named).collect();
        let remap = |t: Term| match t {
            Term::Item(i) => {
                let i = Item(i);
                let a = attrs.iter().position(|&a| a == i.attr(n)).expect("named");
                Term::Item(Attr(a).item(i.value(n), n).0)
            }
            p => p,
        };
        let clues = clues
            .iter()
            .map(|&c| {
                let clue = &self.puzzle.clues[c];
                Clue {
                    line: clue.line,
                    text: String::new(),
                    constraint: clue.constraint.map_terms(&remap),
                }
            })
            .collect();
        let sub = Puzzle {
            title: None,
            // The key's anchor is kept when the key is among the attributes (it is then the
            // first); without it the clues of a grid without order, all "same" or "not same",
            // are as satisfiable unanchored.
            ordered: self.puzzle.ordered || named & 1 == 0,
            position_name: None,
            labels: self.puzzle.labels.clone(),
            printed: self.puzzle.printed.clone(),
            attributes: attrs
                .iter()
                .map(|&a| self.puzzle.attributes[a.0].clone())
                .collect(),
            groups: vec![],
            clues,
            english: vec![],
        };
        Propagator::new(&sub, 0..sub.clues.len())
    }
}

/// Kuhn's augmenting path for value `v` over positions `row[v]`.
fn augment(row: &[u64], v: usize, owner: &mut [Option<usize>], seen: &mut u64) -> bool {
    for p in bits(row[v] & !*seen) {
        *seen |= 1 << p;
        if owner[p].is_none_or(|w| augment(row, w, owner, seen)) {
            owner[p] = Some(v);
            return true;
        }
    }
    false
}
