//! The solver's reasoning on one search node: every item's possible positions (a bit set) and
//! the pairwise *link* matrix, which for an item and another attribute keeps the values that
//! may still share its position.
//!
//! Reasoning runs to a fixpoint from a work list of changed items:
//! - each clue revises the items it names (binary relations through a support table per
//!   position, either/one-each clues by constructive disjunction over their cases);
//! - each attribute is a permutation of the positions: a fixed value leaves the other values,
//!   a position with one candidate value takes it, and the union must cover every position;
//! - links: a value can only be where one of its remaining partners can be; two values whose
//!   positions are disjoint cannot be partners; a value with one partner left *is* that partner,
//!   so the pair share positions and each inherits the other's non-partners (transitivity).
//!
//! The links let "not the same" facts travel through chains of "same" facts long before any
//! position is known, which is what a person (and the explanation) relies on. The search
//! propagates once, at the root, and hands what is left to clause learning (see `cnf`).

use super::grid::{full, single, Attr, Grid, Item, Pos};
use super::matching::hall;
use super::model::{Amount, Constraint, Puzzle, Relation, Term};
use super::work::Work;

/// One clue compiled for propagation.
#[derive(Clone, Debug)]
pub(crate) enum Prop {
    /// x REL y between two items: `fwd[px]` = the positions of y allowed when x is at px.
    Bin {
        x: Item,
        y: Item,
        fwd: Vec<u64>,
        bwd: Vec<u64>,
    },
    /// A disjunction of conjunctions of (term a, term b, equal?) over `terms`.
    Dnf {
        terms: Vec<Term>,
        cases: Vec<Vec<(usize, usize, bool)>>,
    },
    /// How many of some statements hold (see `counted`).
    Count {
        amount: Amount,
        statements: Vec<Statement>,
    },
}

/// One statement of a counting clue, compiled: `table[px]` = the positions of y where the
/// relation holds with x at px.
#[derive(Clone, Debug)]
pub(crate) struct Statement {
    pub(crate) x: Term,
    pub(crate) rel: Relation,
    pub(crate) y: Term,
    pub(crate) table: Vec<u64>,
}

/// A set of clues compiled against a puzzle's dimensions.
#[derive(Clone, Debug)]
pub struct Propagator {
    pub(crate) n: usize,
    pub(crate) m: usize,
    pub(crate) full: u64,
    /// Domains before any reasoning (unary clues applied).
    pub(crate) root_dom: Vec<u64>,
    /// Link facts the clues state outright: (a, b, same?).
    pub(crate) root_links: Vec<(Item, Item, bool)>,
    pub(crate) props: Vec<Prop>,
    /// Which clue (index into the puzzle's clues) each prop came from.
    pub(crate) prop_clue: Vec<usize>,
    /// Props to revise when an item changes, by item number.
    pub(crate) watch: Vec<Vec<usize>>,
    /// The either / one-each clues as stated (the SAT encoding reads them).
    pub(crate) disjunctive: Vec<Constraint>,
    /// A clue that can never hold (e.g. "position 1 is position 2").
    pub(crate) impossible: bool,
}

impl Propagator {
    /// Compiles the clues with the given indices (all clues: `0..puzzle.clues.len()`).
    pub fn new(puzzle: &Puzzle, clues: impl IntoIterator<Item = usize>) -> Propagator {
        let (n, m) = (puzzle.n(), puzzle.m());
        let full = full(n);
        let k = n * m;
        let mut model = Propagator {
            n,
            m,
            full,
            root_dom: vec![full; k],
            root_links: vec![],
            props: vec![],
            prop_clue: vec![],
            watch: vec![vec![]; k],
            disjunctive: vec![],
            impossible: false,
        };
        // A grid without order starts with its key values at their rows.
        for (i, p) in puzzle.anchors() {
            model.root_dom[i] = 1 << p;
        }
        let labels = &puzzle.labels;
        // One table per relation: a big grid's clues share a handful of relations, and each
        // table takes n x n tests. A list searched in order, not a hash map: a handful of
        // entries, and no map's code in the browser's modules.
        let mut tables: Vec<((Relation, bool), Vec<u64>)> = vec![];
        let mut table = |rel: Relation, rev: bool| -> Vec<u64> {
            if let Some((_, t)) = tables.iter().find(|(key, _)| *key == (rel, rev)) {
                return t.clone();
            }
            let t: Vec<u64> = (0..n)
                .map(|p| {
                    (0..n)
                        .filter(|&q| {
                            if rev {
                                rel.holds(q, p, labels)
                            } else {
                                rel.holds(p, q, labels)
                            }
                        })
                        .fold(0u64, |acc, q| acc | 1 << q)
                })
                .collect();
            tables.push(((rel, rev), t.clone()));
            t
        };
        for ci in clues {
            let c = &puzzle.clues[ci];
            match c.constraint {
                Constraint::Rel { x, rel, y } => match (x, y) {
                    (Term::Pos(p), Term::Pos(q)) => {
                        if !rel.holds(p, q, labels) {
                            model.impossible = true;
                        }
                    }
                    // One row of the table: a grid's worth of clues "X is in N" would
                    // otherwise build n x n entries each.
                    (Term::Item(i), Term::Pos(q)) => {
                        model.root_dom[i] &= (0..n)
                            .filter(|&p| rel.holds(p, q, labels))
                            .fold(0, |a, p| a | 1 << p)
                    }
                    (Term::Pos(p), Term::Item(i)) => {
                        model.root_dom[i] &= (0..n)
                            .filter(|&q| rel.holds(p, q, labels))
                            .fold(0, |a, q| a | 1 << q)
                    }
                    (Term::Item(i), Term::Item(j)) if i == j => {
                        model.root_dom[i] &= (0..n)
                            .filter(|&p| rel.holds(p, p, labels))
                            .fold(0, |a, p| a | 1 << p)
                    }
                    (Term::Item(i), Term::Item(j)) => {
                        let (i, j) = (Item(i), Item(j));
                        let (fwd, bwd) = (table(rel, false), table(rel, true));
                        let different_attr = i.attr(n) != j.attr(n);
                        if different_attr && (0..n).all(|p| fwd[p] & (1 << p) == 0) {
                            model.root_links.push((i, j, false));
                        }
                        if different_attr && rel == Relation::Same {
                            model.root_links.push((i, j, true));
                        }
                        model.add_prop(
                            ci,
                            Prop::Bin {
                                x: i,
                                y: j,
                                fwd,
                                bwd,
                            },
                            &[i, j],
                        );
                    }
                },
                Constraint::Either { x, y, z } => {
                    model.disjunctive.push(c.constraint.clone());
                    let cases = vec![
                        vec![(0, 1, true), (0, 2, false)],
                        vec![(0, 2, true), (0, 1, false)],
                    ];
                    model.add_dnf(ci, vec![x, y, z], cases);
                }
                Constraint::OneEach { x, y, z, w } => {
                    model.disjunctive.push(c.constraint.clone());
                    if let (Term::Item(i), Term::Item(j)) = (x, y) {
                        let (i, j) = (Item(i), Item(j));
                        if i.attr(n) != j.attr(n) {
                            model.root_links.push((i, j, false));
                        }
                    }
                    let cases = vec![
                        vec![(0, 2, true), (1, 3, true), (0, 1, false)],
                        vec![(0, 3, true), (1, 2, true), (0, 1, false)],
                    ];
                    model.add_dnf(ci, vec![x, y, z, w], cases);
                }
                Constraint::Count { .. } => model.add_count(ci, &c.constraint, labels),
            }
        }
        model
    }

    pub(super) fn add_prop(&mut self, clue: usize, prop: Prop, items: &[Item]) {
        let id = self.props.len();
        self.props.push(prop);
        self.prop_clue.push(clue);
        // Only `items` can repeat an item: the prop is new, so no watch list holds it yet
        // (searching the lists instead costs a scan per clue on the same item).
        for (k, &i) in items.iter().enumerate() {
            if !items[..k].contains(&i) {
                self.watch[i.0].push(id);
            }
        }
    }

    fn add_dnf(&mut self, clue: usize, terms: Vec<Term>, cases: Vec<Vec<(usize, usize, bool)>>) {
        let items: Vec<Item> = terms
            .iter()
            .filter_map(|t| match t {
                Term::Item(i) => Some(Item(*i)),
                Term::Pos(_) => None,
            })
            .collect();
        self.add_prop(clue, Prop::Dnf { terms, cases }, &items);
    }

    /// The state before search: everything open, then the clues' direct facts.
    /// `None` when that alone is contradictory.
    pub fn root(&self) -> Option<Grid> {
        let (n, m) = (self.n, self.m);
        let mut st = Grid::open(n, m, self.root_dom.clone());
        if self.impossible {
            return None;
        }
        let mut work = Work::new(n, m);
        for &(a, b, same) in &self.root_links {
            let (aa, ab) = (a.attr(n), b.attr(n));
            if same {
                if !st.linkable(a, b) {
                    return None;
                }
                for j in ab.items_in(st.links(a, ab) & !b.bit(n), n) {
                    self.unlink(&mut st, &mut work, a, j);
                }
                for j in aa.items_in(st.links(b, aa) & !a.bit(n), n) {
                    self.unlink(&mut st, &mut work, b, j);
                }
            } else {
                self.unlink(&mut st, &mut work, a, b);
            }
        }
        let mut ok = true;
        for i in Item::all(n, m) {
            work.push_all(i);
        }
        if !self.run(&mut st, &mut work) {
            ok = false;
        }
        ok.then_some(st)
    }

    /// Propagates from the items numbered in `changed` to a fixpoint; false on contradiction.
    pub fn propagate(&self, st: &mut Grid, changed: &[usize]) -> bool {
        let mut work = Work::new(self.n, self.m);
        for &i in changed {
            work.push_all(Item(i));
        }
        self.run(st, &mut work)
    }

    #[inline]
    pub(super) fn restrict(&self, st: &mut Grid, work: &mut Work, i: Item, mask: u64) -> bool {
        let d = st.dom[i.0] & mask;
        if d != st.dom[i.0] {
            if d == 0 {
                return false;
            }
            st.dom[i.0] = d;
            work.push_dom(i);
        }
        true
    }

    #[inline]
    pub(super) fn unlink(&self, st: &mut Grid, work: &mut Work, i: Item, j: Item) {
        if st.unlink(i, j) {
            work.push_link(i, j.attr(self.n));
            work.push_link(j, i.attr(self.n));
        }
    }

    fn run(&self, st: &mut Grid, work: &mut Work) -> bool {
        loop {
            if !self.drain(st, work) {
                return false;
            }
            if work.dom_dirty == 0 && work.link_dirty.iter().all(|&d| d == 0) {
                return true;
            }
            if !self.matchings(st, work) {
                return false;
            }
            if work.stack.is_empty() {
                return true;
            }
        }
    }

    /// Hall-set reasoning on every grid that changed: each attribute's values against the
    /// positions, and each two attributes' values against each other, must be perfect
    /// matchings; a cell that lies on no perfect matching is removed.
    fn matchings(&self, st: &mut Grid, work: &mut Work) -> bool {
        let (n, m) = (self.n, self.m);
        let dirty = work.dom_dirty;
        work.dom_dirty = 0;
        let mut rows = [0u64; 64];
        for a in Attr::all(m) {
            if dirty & a.bit() == 0 {
                continue;
            }
            rows[..n].copy_from_slice(&st.dom[a.span(n)]);
            if !hall(&mut rows[..n]) {
                return false;
            }
            for (i, &row) in a.items(n).zip(&rows[..n]) {
                if row != st.dom[i.0] && !self.restrict(st, work, i, row) {
                    return false;
                }
            }
        }
        for a in Attr::all(m) {
            // Each grid once, from its lower attribute; a grid changes on both sides at once.
            let pairs = work.link_dirty[a.0] & u64::MAX.checked_shl(a.0 as u32 + 1).unwrap_or(0);
            work.link_dirty[a.0] = 0;
            for b in Attr::members(pairs) {
                work.link_dirty[b.0] &= !a.bit();
                for (i, row) in a.items(n).zip(rows[..n].iter_mut()) {
                    *row = st.links(i, b);
                }
                if !hall(&mut rows[..n]) {
                    return false;
                }
                for (i, &row) in a.items(n).zip(&rows[..n]) {
                    let gone = st.links(i, b) & !row;
                    for w in b.items_in(gone, n) {
                        self.unlink(st, work, i, w);
                    }
                }
            }
        }
        true
    }

    fn drain(&self, st: &mut Grid, work: &mut Work) -> bool {
        let (n, m) = (self.n, self.m);
        while let Some((i, dom_changed, links_changed)) = work.pop() {
            for &pi in &self.watch[i.0] {
                // Binary clues read positions only; either/one-each cases and counted
                // statements also read links.
                if (dom_changed || !matches!(self.props[pi], Prop::Bin { .. }))
                    && !self.revise(st, work, pi)
                {
                    return false;
                }
            }
            let a = i.attr(n);
            if dom_changed && !self.all_different(st, work, a) {
                return false;
            }
            // Links of item i with every other attribute.
            for b in Attr::all(m) {
                if b == a {
                    continue;
                }
                let l = st.links(i, b);
                // The attributes whose links a partner in b can pass on to i.
                let others = !(a.bit() | b.bit());
                if !dom_changed && links_changed & b.bit() == 0 {
                    // Neither i's positions nor these links changed: only a partner's new
                    // non-partners remain to be shared.
                    if single(l) && links_changed & others != 0 {
                        let j = b.item(l.trailing_zeros() as usize, n);
                        if !self.inherit(st, work, i, j, links_changed & others) {
                            return false;
                        }
                    }
                    continue;
                }
                let mut reach = 0u64;
                for j in b.items_in(l, n) {
                    if st.dom[i.0] & st.dom[j.0] == 0 {
                        self.unlink(st, work, i, j);
                    } else {
                        reach |= st.dom[j.0];
                    }
                }
                let l = st.links(i, b);
                if l == 0 || !self.restrict(st, work, i, reach) {
                    return false;
                }
                if single(l) {
                    let j = b.item(l.trailing_zeros() as usize, n);
                    if !self.restrict(st, work, j, st.dom[i.0]) {
                        return false;
                    }
                    // Same item: each inherits the other's non-partners. Only links that
                    // changed since i was last looked at can differ (all of them when the
                    // partner itself is new).
                    let cs = if links_changed & b.bit() != 0 {
                        work.all
                    } else {
                        links_changed
                    };
                    if !self.inherit(st, work, i, j, cs & others) {
                        return false;
                    }
                }
            }
        }
        true
    }

    /// Items `i` and `j` share a position: over the attributes in `cs`, each loses the
    /// other's non-partners. False if no common partner is left in one of them.
    fn inherit(&self, st: &mut Grid, work: &mut Work, i: Item, j: Item, cs: u64) -> bool {
        let n = self.n;
        for c in Attr::members(cs) {
            let common = st.links(i, c) & st.links(j, c);
            for x in c.items_in(st.links(i, c) & !common, n) {
                self.unlink(st, work, i, x);
            }
            for x in c.items_in(st.links(j, c) & !common, n) {
                self.unlink(st, work, j, x);
            }
            if common == 0 {
                return false;
            }
        }
        true
    }

    /// The values of attribute `a` take each position once.
    fn all_different(&self, st: &mut Grid, work: &mut Work, a: Attr) -> bool {
        let n = self.n;
        let (mut once, mut twice, mut fixed, mut nfixed) = (0u64, 0u64, 0u64, 0u32);
        for i in a.items(n) {
            let d = st.dom[i.0];
            twice |= once & d;
            once |= d;
            if single(d) {
                fixed |= d;
                nfixed += 1;
            }
        }
        if once != self.full || fixed.count_ones() != nfixed {
            return false;
        }
        let lonely = once & !twice & !fixed;
        if fixed != 0 || lonely != 0 {
            for i in a.items(n) {
                let d = st.dom[i.0];
                if single(d) {
                    continue;
                }
                let mask = if d & lonely != 0 { d & lonely } else { !fixed };
                if !self.restrict(st, work, i, mask) {
                    return false;
                }
            }
        }
        true
    }

    fn revise(&self, st: &mut Grid, work: &mut Work, pi: usize) -> bool {
        match &self.props[pi] {
            Prop::Bin { x, y, fwd, bwd } => {
                let (x, y) = (*x, *y);
                let sy = Pos::members(st.dom[x.0]).fold(0u64, |acc, p| acc | fwd[p.0]);
                if !self.restrict(st, work, y, sy) {
                    return false;
                }
                let sx = Pos::members(st.dom[y.0]).fold(0u64, |acc, p| acc | bwd[p.0]);
                self.restrict(st, work, x, sx)
            }
            Prop::Dnf { terms, cases } => {
                let mut union = [0u64; 4];
                let mut alive = 0;
                for case in cases {
                    if let Some(d) = self.narrow_case(st, terms, case) {
                        alive += 1;
                        for t in 0..terms.len() {
                            union[t] |= d[t];
                        }
                    }
                }
                if alive == 0 {
                    return false;
                }
                for (t, term) in terms.iter().enumerate() {
                    if let Term::Item(i) = *term {
                        if !self.restrict(st, work, Item(i), union[t]) {
                            return false;
                        }
                    }
                }
                true
            }
            Prop::Count { amount, statements } => self.revise_count(st, work, *amount, statements),
        }
    }

    /// The terms' domains if this case of a disjunction holds, `None` if it cannot.
    pub(crate) fn narrow_case(
        &self,
        st: &Grid,
        terms: &[Term],
        case: &[(usize, usize, bool)],
    ) -> Option<[u64; 4]> {
        let n = self.n;
        let mut d = [0u64; 4];
        for (t, term) in terms.iter().enumerate() {
            d[t] = match *term {
                Term::Item(i) => st.dom[i],
                Term::Pos(p) => Pos(p).bit(),
            };
        }
        for &(a, b, eq) in case {
            if let (Term::Item(i), Term::Item(j)) = (terms[a], terms[b]) {
                let (i, j) = (Item(i), Item(j));
                if eq && i != j && (i.attr(n) == j.attr(n) || !st.linkable(i, j)) {
                    return None;
                }
                if !eq && i == j {
                    return None;
                }
            }
        }
        loop {
            let before = d;
            for &(a, b, eq) in case {
                if eq {
                    let both = d[a] & d[b];
                    d[a] = both;
                    d[b] = both;
                } else {
                    if single(d[a]) {
                        d[b] &= !d[a];
                    }
                    if single(d[b]) {
                        d[a] &= !d[b];
                    }
                }
            }
            if d[..terms.len()].contains(&0) {
                return None;
            }
            if d == before {
                return Some(d);
            }
        }
    }
}
