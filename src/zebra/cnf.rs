//! The puzzle below its propagated root as a SAT problem: one variable per item and position
//! still possible, "item i is at position p".
//!
//! Clauses (over entities, see below):
//! - each item is at exactly one of its positions, and each position holds exactly one value
//!   of every attribute (one clause for "at least one"; for "at most one", a binary clause
//!   per pair in groups up to `PAIRWISE_MAX`, a sequential counter in larger ones);
//! - the root's links: items known to share a position are one entity with one set of
//!   variables, and two items known apart exclude each other at every common position;
//! - a binary clue, per position p of x, either as a support clause ("x at p" implies y at one
//!   of the positions the relation allows) or as binary conflicts ("x at p" excludes y at each
//!   forbidden position), whichever is shorter; the same from y's side, which together give
//!   the same pruning as the propagator's support tables;
//! - an either / one-each clue, per position, as the few clauses that state it exactly.

use super::fact::Fact;
use super::grid::{Attr, Grid, Item, Placements, Pos};
use super::model::{Constraint, Term};
use super::propagate::{Prop, Propagator};
use crate::sat::{Lit, Sat, PAIRWISE_MAX};

/// Which positions each entity pair already excludes: a matrix for grids up to 16x16, a map
/// beyond (a matrix over 4096 entities would be 128 MB).
struct Apart {
    ne: usize,
    dense: Vec<u64>,
    sparse: std::collections::HashMap<(u32, u32), u64>,
}

impl Apart {
    fn new(ne: usize) -> Apart {
        let dense = if ne <= 256 { vec![0; ne * ne] } else { vec![] };
        Apart {
            ne,
            dense,
            sparse: Default::default(),
        }
    }

    /// The positions of `mask` not excluded yet for entities x and y, now marked.
    fn fresh(&mut self, x: usize, y: usize, mask: u64) -> u64 {
        let (x, y) = (x.min(y), x.max(y));
        let done = if self.dense.is_empty() {
            self.sparse.entry((x as u32, y as u32)).or_insert(0)
        } else {
            &mut self.dense[x * self.ne + y]
        };
        let todo = mask & !*done;
        *done |= todo;
        todo
    }
}

/// Each item's entity: the smallest item the root links say shares its position.
fn entities(root: &Grid, n: usize, m: usize) -> Vec<Item> {
    let k = n * m;
    // Union-find over item numbers.
    let mut parent: Vec<usize> = (0..k).collect();
    fn find(parent: &mut [usize], mut i: usize) -> usize {
        while parent[i] != i {
            parent[i] = parent[parent[i]];
            i = parent[i];
        }
        i
    }
    for i in Item::all(n, m) {
        for b in Attr::all(m) {
            let l = root.links(i, b);
            if b != i.attr(n) && l.count_ones() == 1 {
                let j = b.item(l.trailing_zeros() as usize, n);
                let (ri, rj) = (find(&mut parent, i.0), find(&mut parent, j.0));
                parent[ri.max(rj)] = ri.min(rj);
            }
        }
    }
    (0..k).map(|i| Item(find(&mut parent, i))).collect()
}

/// What "term t is at position p" is under the root: known or a variable.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum At {
    True,
    False,
    Var(Lit),
}

/// The SAT problem and the variable of each (item, position).
pub(crate) struct Cnf {
    pub(crate) sat: Sat,
    pub(super) n: usize,
    m: usize,
    /// The variable of each item at each position (`u32::MAX`: ruled out).
    var: Placements<u32>,
    /// While set, every clause added is guarded by this switch (see [`Cnf::switched`]).
    guard: Option<Lit>,
}

impl Cnf {
    /// Encodes the model's clues below the root state `root`.
    pub(crate) fn new(model: &Propagator, root: &Grid) -> Cnf {
        let (n, m) = (model.n, model.m);
        let k = n * m;
        let mut cnf = Cnf {
            sat: Sat::new(),
            n,
            m,
            var: Placements::new(n, m, u32::MAX),
            guard: None,
        };
        // Items the root links tie together (a chain of "X is Y" clues, say) are one entity
        // with one set of variables: on random grids most clues are of that kind, and
        // merging them halves the variables and the clauses.
        let entity = entities(root, n, m);
        let mut ents: Vec<Item> = entity.clone();
        crate::sort::sort(&mut ents);
        ents.dedup();
        // Per item number: the positions its entity may take (kept at the entity's own item).
        let mut dom = vec![0u64; k];
        for &e in &ents {
            dom[e.0] = u64::MAX;
        }
        for (&e, &d) in entity.iter().zip(&root.dom) {
            dom[e.0] &= d;
        }
        for &e in &ents {
            for p in Pos::members(dom[e.0]) {
                // Branching "here" first: one decision then places a whole entity.
                let v = cnf.sat.new_var(true) as u32;
                cnf.var.set(e, p, v);
            }
        }
        for (i, &e) in Item::all(n, m).zip(&entity) {
            for p in Pos::all(n) {
                let v = cnf.var.get(e, p);
                cnf.var.set(i, p, v);
            }
        }
        for &e in &ents {
            let lits: Vec<Lit> = Pos::members(dom[e.0]).map(|p| cnf.lit(e, p)).collect();
            cnf.sat.exactly_one(&lits);
        }
        // Entity pairs that cannot share a position, each pair's binary clauses stated once.
        let mut number = vec![0usize; k];
        for (x, &e) in ents.iter().enumerate() {
            number[e.0] = x;
        }
        let mut apart = Apart::new(ents.len());
        let mut exclude = |cnf: &mut Cnf, c: Item, d: Item, mask: u64| {
            let todo = apart.fresh(number[c.0], number[d.0], mask & dom[c.0] & dom[d.0]);
            for p in Pos::members(todo) {
                cnf.sat.add_clause(&[!cnf.lit(c, p), !cnf.lit(d, p)]);
            }
        };
        // Each position holds exactly one value of every attribute.
        let mut here = Vec::with_capacity(n);
        for a in Attr::all(m) {
            for p in Pos::all(n) {
                here.clear();
                here.extend(
                    a.items(n)
                        .map(|i| entity[i.0])
                        .filter(|&e| dom[e.0] & p.bit() != 0),
                );
                let lits: Vec<Lit> = here.iter().map(|&e| cnf.lit(e, p)).collect();
                if lits.len() > PAIRWISE_MAX {
                    cnf.sat.exactly_one(&lits);
                    continue;
                }
                cnf.sat.add_clause(&lits);
                for (x, &c) in here.iter().enumerate() {
                    for &d in &here[x + 1..] {
                        exclude(&mut cnf, c, d, p.bit());
                    }
                }
            }
        }
        // Items the root's links keep apart.
        for i in Item::all(n, m) {
            for j in i.after(n, m) {
                if i.attr(n) != j.attr(n) && !root.linkable(i, j) && entity[i.0] != entity[j.0] {
                    exclude(&mut cnf, entity[i.0], entity[j.0], u64::MAX);
                }
            }
        }
        for prop in &model.props {
            match prop {
                Prop::Bin { x, y, fwd, bwd } => cnf.binary(root, *x, *y, fwd, bwd),
                Prop::Count { amount, statements } => cnf.count(*amount, statements),
                Prop::Dnf { .. } => {}
            }
        }
        for c in &model.disjunctive {
            for p in Pos::all(n) {
                cnf.disjunctive(c, p);
            }
        }
        cnf
    }

    fn lit(&self, i: Item, p: Pos) -> Lit {
        Lit::new(self.var.get(i, p) as usize, true)
    }

    fn at(&self, i: Item, p: Pos) -> At {
        match self.var.get(i, p) {
            u32::MAX => At::False,
            v => At::Var(Lit::new(v as usize, true)),
        }
    }

    pub(super) fn term_at(&self, t: Term, p: Pos) -> At {
        match t {
            Term::Item(i) => self.at(Item(i), p),
            Term::Pos(q) if q == p.0 => At::True,
            Term::Pos(_) => At::False,
        }
    }

    /// Adds the clause "one of `parts`", folding the known ones (and "or the guard is
    /// off" while one is set).
    pub(super) fn clause(&mut self, parts: &[At]) {
        let mut lits = Vec::with_capacity(parts.len() + 1);
        lits.extend(self.guard.map(|g| !g));
        for &a in parts {
            match a {
                At::True => return,
                At::False => {}
                At::Var(l) => lits.push(l),
            }
        }
        self.sat.add_clause(&lits);
    }

    /// A new switch: a literal that turns on what [`switch_clue`](Self::switch_clue) guards
    /// with it, when assumed (see
    /// `crate::sat::Sat::solve_assuming`). Off, its clauses hold whatever the rest does.
    pub(crate) fn switch(&mut self) -> Lit {
        Lit::new(self.sat.new_aux_var(), true)
    }

    /// Adds what the clues of `clue` (a model of one clue, usually) say, every clause
    /// guarded by `switch`; `root` is the grid the formula was built on.
    pub(crate) fn switch_clue(&mut self, switch: Lit, clue: &Propagator, root: &Grid) {
        self.guard = Some(switch);
        if clue.impossible {
            self.clause(&[]);
        }
        // Unary clues narrow the root domains.
        for i in Item::all(self.n, self.m) {
            for p in Pos::members(root.dom[i.0] & !clue.root_dom[i.0]) {
                self.clause(&[neg(self.at(i, p))]);
            }
        }
        for prop in &clue.props {
            match prop {
                Prop::Bin { x, y, fwd, bwd } => self.binary(root, *x, *y, fwd, bwd),
                Prop::Count { amount, statements } => self.count(*amount, statements),
                Prop::Dnf { .. } => {}
            }
        }
        for c in &clue.disjunctive {
            for p in Pos::all(self.n) {
                self.disjunctive(c, p);
            }
        }
        self.guard = None;
    }

    /// Adds what the grid fact `fact` says, every clause guarded by `switch`.
    pub(crate) fn switch_fact(&mut self, switch: Lit, fact: Fact) {
        self.guard = Some(switch);
        match fact {
            Fact::In(i, p) => self.clause(&[self.at(i, p)]),
            Fact::NotIn(i, p) => self.clause(&[neg(self.at(i, p))]),
            // Each value is at exactly one position, so "a and b share it" is "a here iff
            // b here" at every position, and "apart" is "not both here" at every position.
            Fact::Same(a, b) => {
                for p in Pos::all(self.n) {
                    self.clause(&[neg(self.at(a, p)), self.at(b, p)]);
                    self.clause(&[neg(self.at(b, p)), self.at(a, p)]);
                }
            }
            Fact::NotSame(a, b) => {
                for p in Pos::all(self.n) {
                    self.clause(&[neg(self.at(a, p)), neg(self.at(b, p))]);
                }
            }
        }
        self.guard = None;
    }

    /// States, unguarded, that `item` is not at `position`.
    pub(crate) fn rule_out(&mut self, item: Item, position: Pos) {
        self.clause(&[neg(self.at(item, position))]);
    }

    /// x REL y with support tables `fwd` (y's positions allowed by x at p) and `bwd`.
    fn binary(&mut self, root: &Grid, x: Item, y: Item, fwd: &[u64], bwd: &[u64]) {
        let (dx, dy) = (root.dom[x.0], root.dom[y.0]);
        let as_conflicts = |p: Pos| fewer_conflicts(fwd[p.0] & dy, dy);
        for p in Pos::members(dx) {
            let supp = fwd[p.0] & dy;
            if as_conflicts(p) {
                for q in Pos::members(dy & !supp) {
                    self.clause(&[neg(self.at(x, p)), neg(self.at(y, q))]);
                }
            } else {
                let mut parts = vec![neg(self.at(x, p))];
                parts.extend(Pos::members(supp).map(|q| self.at(y, q)));
                self.clause(&parts);
            }
        }
        for q in Pos::members(dy) {
            let supp = bwd[q.0] & dx;
            if fewer_conflicts(supp, dx) {
                // Conflicts not already stated from x's side.
                for p in Pos::members(dx & !supp) {
                    if !as_conflicts(p) {
                        self.clause(&[neg(self.at(y, q)), neg(self.at(x, p))]);
                    }
                }
            } else {
                let mut parts = vec![neg(self.at(y, q))];
                parts.extend(Pos::members(supp).map(|p| self.at(x, p)));
                self.clause(&parts);
            }
        }
    }

    /// An either / one-each clue at position p.
    fn disjunctive(&mut self, c: &Constraint, p: Pos) {
        match *c {
            Constraint::Either { x, y, z } => {
                let (x, y, z) = (self.term_at(x, p), self.term_at(y, p), self.term_at(z, p));
                // x here: y or z here, and not both.
                self.clause(&[neg(x), y, z]);
                self.clause(&[neg(x), neg(y), neg(z)]);
            }
            Constraint::OneEach { x, y, z, w } => {
                let (x, y, z, w) = (
                    self.term_at(x, p),
                    self.term_at(y, p),
                    self.term_at(z, p),
                    self.term_at(w, p),
                );
                // {x, y} and {z, w} occupy the same positions, and x, y differ.
                self.clause(&[neg(x), z, w]);
                self.clause(&[neg(y), z, w]);
                self.clause(&[neg(z), x, y]);
                self.clause(&[neg(w), x, y]);
                self.clause(&[neg(x), neg(y)]);
            }
            Constraint::Rel { .. } | Constraint::Count { .. } => {}
        }
    }

    /// Every item's position in the model just found.
    pub(crate) fn solution(&self) -> Vec<usize> {
        Item::all(self.n, self.m)
            .map(|i| {
                Pos::all(self.n)
                    .find(|&p| {
                        let v = self.var.get(i, p);
                        v != u32::MAX && self.sat.model_value(v as usize)
                    })
                    .map_or(0, |p| p.0)
            })
            .collect()
    }
}

/// Whether a placement whose partner may be at `supp` (out of `dom`) is better stated as
/// binary conflicts with the positions it forbids than as one support clause: when those
/// are fewer.
fn fewer_conflicts(supp: u64, dom: u64) -> bool {
    supp != 0 && (dom & !supp).count_ones() < supp.count_ones()
}

pub(super) fn neg(a: At) -> At {
    match a {
        At::True => At::False,
        At::False => At::True,
        At::Var(l) => At::Var(!l),
    }
}
