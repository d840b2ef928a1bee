//! Clues that count statements ("exactly 2 of: …", "at least 1 of: …"; read in
//! `count_clue`): how the propagator revises them and how the SAT encoding states them. Each statement is a relation between
//! two terms; the clue holds when the number of statements that hold is allowed.
//!
//! Propagation reads each statement as sure, impossible or open from the grid; when the
//! sure ones already reach the most allowed, every open one must fail, and when the open
//! ones are all needed to reach the fewest, every open one must hold. Both are then revised
//! like a relation clue (and a "same" statement links or unlinks its two values), so a filled
//! grid that breaks the clue is always found out. The SAT encoding gives each statement a
//! variable that is true exactly when it holds and bounds how many are true.

use super::cnf::{neg, At, Cnf};
use super::grid::{Grid, Item, Pos};
use super::model::{Amount, Constraint, Relation, Term};
use super::propagate::{Prop, Propagator, Statement};
use super::work::Work;

/// What the grid says of a statement: the positions of x and of y that fit it holding, and
/// those that fit it failing (`None`: it cannot).
struct Status {
    holds: Option<(u64, u64)>,
    fails: Option<(u64, u64)>,
}

impl Propagator {
    /// Compiles a counting clue (index `clue`) into one prop.
    pub(crate) fn add_count(&mut self, clue: usize, c: &Constraint, labels: &[i64]) {
        let Constraint::Count { amount, ref parts } = *c else {
            return;
        };
        let n = self.n;
        let mut items = vec![];
        let statements = parts
            .iter()
            .filter_map(|p| match *p {
                Constraint::Rel { x, rel, y } => {
                    for t in [x, y] {
                        if let Term::Item(i) = t {
                            items.push(Item(i));
                        }
                    }
                    let table = (0..n)
                        .map(|px| {
                            (0..n)
                                .filter(|&py| rel.holds(px, py, labels))
                                .fold(0u64, |a, py| a | 1 << py)
                        })
                        .collect();
                    Some(Statement { x, rel, y, table })
                }
                _ => None,
            })
            .collect();
        self.add_prop(clue, Prop::Count { amount, statements }, &items);
    }

    fn term_dom(st: &Grid, t: Term) -> u64 {
        match t {
            Term::Item(i) => st.dom[i],
            Term::Pos(q) => 1u64 << q,
        }
    }

    /// Whether x and y must share a position (`Some(true)`), must not (`Some(false)`), or
    /// may do either, by the grid's links and attributes.
    fn together(&self, st: &Grid, x: Term, y: Term) -> Option<bool> {
        let (Term::Item(i), Term::Item(j)) = (x, y) else {
            return None;
        };
        let (i, j) = (Item(i), Item(j));
        let n = self.n;
        if i == j {
            Some(true)
        } else if i.attr(n) == j.attr(n) || !st.linkable(i, j) {
            Some(false)
        } else if st.links(i, j.attr(n)) == j.bit(n) {
            Some(true)
        } else {
            None
        }
    }

    /// The positions of x and y that fit the statement holding (`want`) or failing.
    fn fitting(&self, st: &Grid, s: &Statement, want: bool) -> Option<(u64, u64)> {
        let (dx, dy) = (Self::term_dom(st, s.x), Self::term_dom(st, s.y));
        let together = self.together(st, s.x, s.y);
        let (mut sx, mut sy) = (0u64, 0u64);
        for px in Pos::members(dx) {
            let row = if want { s.table[px.0] } else { !s.table[px.0] };
            let mut ys = dy & row;
            match together {
                Some(true) => ys &= px.bit(),
                Some(false) => ys &= !px.bit(),
                None => {}
            }
            if ys != 0 {
                sx |= px.bit();
                sy |= ys;
            }
        }
        (sx != 0).then_some((sx, sy))
    }

    fn status(&self, st: &Grid, s: &Statement) -> Status {
        Status {
            holds: self.fitting(st, s, true),
            fails: self.fitting(st, s, false),
        }
    }

    /// Makes statement `s` hold (`want`) or fail: its terms keep the positions that fit,
    /// and a "same" statement between values of two attributes links or unlinks them.
    fn force(&self, st: &mut Grid, work: &mut Work, s: &Statement, want: bool) -> bool {
        let Some((sx, sy)) = self.fitting(st, s, want) else {
            return false;
        };
        for (t, mask) in [(s.x, sx), (s.y, sy)] {
            if let Term::Item(i) = t {
                if !self.restrict(st, work, Item(i), mask) {
                    return false;
                }
            }
        }
        let n = self.n;
        if let (Term::Item(i), Term::Item(j)) = (s.x, s.y) {
            let (i, j) = (Item(i), Item(j));
            let same = match s.rel {
                Relation::Same => want,
                Relation::NotSame => !want,
                _ => return true,
            };
            if i == j || i.attr(n) == j.attr(n) {
                return true;
            }
            if !same {
                self.unlink(st, work, i, j);
            } else {
                for (a, b) in [(i, j), (j, i)] {
                    let others = st.links(a, b.attr(n)) & !b.bit(n);
                    for k in b.attr(n).items_in(others, n) {
                        self.unlink(st, work, a, k);
                    }
                }
            }
        }
        true
    }

    /// Revises a counting clue; false when the grid leaves it no way to hold.
    pub(crate) fn revise_count(
        &self,
        st: &mut Grid,
        work: &mut Work,
        amount: Amount,
        statements: &[Statement],
    ) -> bool {
        let (mut sure, mut open) = (0usize, vec![]);
        for s in statements {
            match self.status(st, s) {
                Status {
                    holds: None,
                    fails: None,
                } => return false,
                Status { fails: None, .. } => sure += 1,
                Status { holds: None, .. } => {}
                _ => open.push(s),
            }
        }
        let (min, max) = amount.range(statements.len());
        if sure > max || sure + open.len() < min {
            return false;
        }
        let want = match () {
            _ if open.is_empty() => return true,
            _ if sure + open.len() == min => true,
            _ if sure == max => false,
            _ => return true,
        };
        open.iter().all(|s| self.force(st, work, s, want))
    }
}

impl Cnf {
    /// States a counting clue: a variable per statement, true exactly when it holds, and
    /// no set of them too large to hold or too large to fail together.
    pub(crate) fn count(&mut self, amount: Amount, statements: &[Statement]) {
        let n = self.n;
        let mut vars = vec![];
        for s in statements {
            let (x, y) = (s.x, s.y);
            let r = At::Var(crate::sat::Lit::new(self.sat.new_aux_var(), true));
            vars.push(r);
            for px in Pos::all(n) {
                let ax = self.term_at(x, px);
                if ax == At::False {
                    continue;
                }
                let ok: Vec<Pos> = Pos::members(s.table[px.0]).collect();
                // r and x at px: y at one of the positions where the relation holds.
                let mut holds = vec![neg(r), neg(ax)];
                holds.extend(ok.iter().map(|&py| self.term_at(y, py)));
                self.clause(&holds);
                // Not r: y at none of them.
                for &py in &ok {
                    let ay = self.term_at(y, py);
                    self.clause(&[r, neg(ax), neg(ay)]);
                }
            }
        }
        let (min, max) = amount.range(vars.len());
        let k = vars.len();
        // At least min hold: any k − min + 1 of them include one that holds; at most max:
        // any max + 1 include one that fails.
        for mask in 0u32..(1 << k) {
            let size = mask.count_ones() as usize;
            let chosen = (0..k).filter(|&b| mask & (1 << b) != 0).map(|b| vars[b]);
            if min > 0 && size == k + 1 - min {
                self.clause(&chosen.clone().collect::<Vec<_>>());
            }
            if size == max + 1 {
                self.clause(&chosen.map(neg).collect::<Vec<_>>());
            }
        }
    }
}
