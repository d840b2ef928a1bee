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

use super::grid::{bits, full, single, Grid, Item};
use super::matching::hall;
use super::model::{Constraint, Puzzle, Relation, Term};
use super::work::Work;
use std::collections::HashMap;

/// One clue compiled for propagation.
#[derive(Clone, Debug)]
pub(crate) enum Prop {
    /// x REL y between two items: `fwd[px]` = the positions of y allowed when x is at px.
    Bin {
        x: usize,
        y: usize,
        fwd: Vec<u64>,
        bwd: Vec<u64>,
    },
    /// A disjunction of conjunctions of (term a, term b, equal?) over `terms`.
    Dnf {
        terms: Vec<Term>,
        cases: Vec<Vec<(usize, usize, bool)>>,
    },
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
    pub(crate) root_links: Vec<(usize, usize, bool)>,
    pub(crate) props: Vec<Prop>,
    /// Which clue (index into the puzzle's clues) each prop came from.
    pub(crate) prop_clue: Vec<usize>,
    /// Props to revise when an item changes.
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
        let labels = &puzzle.labels;
        // One table per relation: a big grid's clues share a handful of relations, and each
        // table takes n x n tests.
        let mut tables: HashMap<(Relation, bool), Vec<u64>> = HashMap::new();
        let mut table = |rel: Relation, rev: bool| -> Vec<u64> {
            if let Some(t) = tables.get(&(rel, rev)) {
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
            tables.insert((rel, rev), t.clone());
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
                        let (fwd, bwd) = (table(rel, false), table(rel, true));
                        let different_attr = i / n != j / n;
                        if different_attr && (0..n).all(|p| fwd[p] & (1 << p) == 0) {
                            model.root_links.push((i, j, false));
                        }
                        if different_attr && rel == Relation::Same {
                            model.root_links.push((i, j, true));
                        }
                        model.add(
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
                        if i / n != j / n {
                            model.root_links.push((i, j, false));
                        }
                    }
                    let cases = vec![
                        vec![(0, 2, true), (1, 3, true), (0, 1, false)],
                        vec![(0, 3, true), (1, 2, true), (0, 1, false)],
                    ];
                    model.add_dnf(ci, vec![x, y, z, w], cases);
                }
            }
        }
        model
    }

    fn add(&mut self, clue: usize, prop: Prop, items: &[usize]) {
        let id = self.props.len();
        self.props.push(prop);
        self.prop_clue.push(clue);
        // Only `items` can repeat an item: the prop is new, so no watch list holds it yet
        // (searching the lists instead costs a scan per clue on the same item).
        for (k, &i) in items.iter().enumerate() {
            if !items[..k].contains(&i) {
                self.watch[i].push(id);
            }
        }
    }

    fn add_dnf(&mut self, clue: usize, terms: Vec<Term>, cases: Vec<Vec<(usize, usize, bool)>>) {
        let items: Vec<usize> = terms
            .iter()
            .filter_map(|t| match t {
                Term::Item(i) => Some(*i),
                Term::Pos(_) => None,
            })
            .collect();
        self.add(clue, Prop::Dnf { terms, cases }, &items);
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
            let (aa, ab) = (a / n, b / n);
            if same {
                if st.link[a * m + ab] & (1 << (b % n)) == 0 {
                    return None;
                }
                for j in bits(st.link[a * m + ab] & !(1 << (b % n))) {
                    self.unlink(&mut st, &mut work, a, ab * n + j);
                }
                for j in bits(st.link[b * m + aa] & !(1 << (a % n))) {
                    self.unlink(&mut st, &mut work, b, aa * n + j);
                }
            } else {
                self.unlink(&mut st, &mut work, a, b);
            }
        }
        let mut ok = true;
        for i in 0..n * m {
            work.push_all(i);
        }
        if !self.run(&mut st, &mut work) {
            ok = false;
        }
        ok.then_some(st)
    }

    /// Propagates from `changed` to a fixpoint; false on contradiction.
    pub fn propagate(&self, st: &mut Grid, changed: &[usize]) -> bool {
        let mut work = Work::new(self.n, self.m);
        for &i in changed {
            work.push_all(i);
        }
        self.run(st, &mut work)
    }

    #[inline]
    fn restrict(&self, st: &mut Grid, work: &mut Work, i: usize, mask: u64) -> bool {
        let d = st.dom[i] & mask;
        if d != st.dom[i] {
            if d == 0 {
                return false;
            }
            st.dom[i] = d;
            work.push_dom(i);
        }
        true
    }

    #[inline]
    fn unlink(&self, st: &mut Grid, work: &mut Work, i: usize, j: usize) {
        if st.unlink(Item(i), Item(j)) {
            work.push_link(i, j / self.n);
            work.push_link(j, i / self.n);
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
        for a in 0..m {
            if dirty & (1 << a) == 0 {
                continue;
            }
            rows[..n].copy_from_slice(&st.dom[a * n..a * n + n]);
            if !hall(&mut rows[..n]) {
                return false;
            }
            for (v, &row) in rows[..n].iter().enumerate() {
                if row != st.dom[a * n + v] && !self.restrict(st, work, a * n + v, row) {
                    return false;
                }
            }
        }
        for a in 0..m {
            // Each grid once, from its lower attribute; a grid changes on both sides at once.
            let mut pairs = work.link_dirty[a] & u64::MAX.checked_shl(a as u32 + 1).unwrap_or(0);
            work.link_dirty[a] = 0;
            while pairs != 0 {
                let b = pairs.trailing_zeros() as usize;
                pairs &= pairs - 1;
                work.link_dirty[b] &= !(1 << a);
                for (v, row) in rows[..n].iter_mut().enumerate() {
                    *row = st.link[(a * n + v) * m + b];
                }
                if !hall(&mut rows[..n]) {
                    return false;
                }
                for (v, &row) in rows[..n].iter().enumerate() {
                    let gone = st.link[(a * n + v) * m + b] & !row;
                    for w in bits(gone) {
                        self.unlink(st, work, a * n + v, b * n + w);
                    }
                }
            }
        }
        true
    }

    fn drain(&self, st: &mut Grid, work: &mut Work) -> bool {
        let (n, m) = (self.n, self.m);
        while let Some((i, dom_changed, links_changed)) = work.pop() {
            for &pi in &self.watch[i] {
                // Binary clues read positions only; either/one-each cases also read links.
                if (dom_changed || matches!(self.props[pi], Prop::Dnf { .. }))
                    && !self.revise(st, work, pi)
                {
                    return false;
                }
            }
            let a = i / n;
            if dom_changed && !self.all_different(st, work, a) {
                return false;
            }
            // Links of item i with every other attribute.
            for b in 0..m {
                if b == a {
                    continue;
                }
                let l = st.link[i * m + b];
                // The attributes whose links a partner in b can pass on to i.
                let others = !(1u64 << a | 1u64 << b);
                if !dom_changed && links_changed & (1 << b) == 0 {
                    // Neither i's positions nor these links changed: only a partner's new
                    // non-partners remain to be shared.
                    if single(l) && links_changed & others != 0 {
                        let j = b * n + l.trailing_zeros() as usize;
                        if !self.inherit(st, work, i, j, links_changed & others) {
                            return false;
                        }
                    }
                    continue;
                }
                let mut reach = 0u64;
                for j in bits(l) {
                    let jj = b * n + j;
                    if st.dom[i] & st.dom[jj] == 0 {
                        self.unlink(st, work, i, jj);
                    } else {
                        reach |= st.dom[jj];
                    }
                }
                let l = st.link[i * m + b];
                if l == 0 || !self.restrict(st, work, i, reach) {
                    return false;
                }
                if single(l) {
                    let j = b * n + l.trailing_zeros() as usize;
                    if !self.restrict(st, work, j, st.dom[i]) {
                        return false;
                    }
                    // Same item: each inherits the other's non-partners. Only links that
                    // changed since i was last looked at can differ (all of them when the
                    // partner itself is new).
                    let cs = if links_changed & (1 << b) != 0 {
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
    fn inherit(&self, st: &mut Grid, work: &mut Work, i: usize, j: usize, mut cs: u64) -> bool {
        let (n, m) = (self.n, self.m);
        while cs != 0 {
            let c = cs.trailing_zeros() as usize;
            cs &= cs - 1;
            let common = st.link[i * m + c] & st.link[j * m + c];
            for x in bits(st.link[i * m + c] & !common) {
                self.unlink(st, work, i, c * n + x);
            }
            for x in bits(st.link[j * m + c] & !common) {
                self.unlink(st, work, j, c * n + x);
            }
            if common == 0 {
                return false;
            }
        }
        true
    }

    /// The values of attribute `a` take each position once.
    fn all_different(&self, st: &mut Grid, work: &mut Work, a: usize) -> bool {
        let n = self.n;
        let base = a * n;
        let (mut once, mut twice, mut fixed, mut nfixed) = (0u64, 0u64, 0u64, 0u32);
        for v in 0..n {
            let d = st.dom[base + v];
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
            for v in 0..n {
                let d = st.dom[base + v];
                if single(d) {
                    continue;
                }
                let mask = if d & lonely != 0 { d & lonely } else { !fixed };
                if !self.restrict(st, work, base + v, mask) {
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
                let sy = bits(st.dom[x]).fold(0u64, |acc, p| acc | fwd[p]);
                if !self.restrict(st, work, y, sy) {
                    return false;
                }
                let sx = bits(st.dom[y]).fold(0u64, |acc, p| acc | bwd[p]);
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
                        if !self.restrict(st, work, i, union[t]) {
                            return false;
                        }
                    }
                }
                true
            }
        }
    }

    /// The terms' domains if this case of a disjunction holds, `None` if it cannot.
    pub(crate) fn narrow_case(
        &self,
        st: &Grid,
        terms: &[Term],
        case: &[(usize, usize, bool)],
    ) -> Option<[u64; 4]> {
        let (n, m) = (self.n, self.m);
        let mut d = [0u64; 4];
        for (t, term) in terms.iter().enumerate() {
            d[t] = match *term {
                Term::Item(i) => st.dom[i],
                Term::Pos(p) => 1 << p,
            };
        }
        for &(a, b, eq) in case {
            if let (Term::Item(i), Term::Item(j)) = (terms[a], terms[b]) {
                if eq && i != j && (i / n == j / n || st.link[i * m + j / n] & (1 << (j % n)) == 0)
                {
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
