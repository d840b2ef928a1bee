//! The facts a step rests on: the facts a grid shows about some values, the open grid with
//! only some facts marked (to ask whether a deduction still goes through without the rest),
//! and the ledger of which step found each fact.

use super::super::grid::{full, Attr, Grid, Item, Pos};
use super::step::{Fact, Origin, Step, Used};
use std::collections::HashMap;

/// The facts the grid shows about the positions of `items`: "X is in N" for a placed value,
/// else "X is not in N" for each position ruled out.
pub(super) fn place_facts(st: &Grid, n: usize, items: &[Item], out: &mut Vec<Fact>) {
    for &i in items {
        let d = st.dom[i.0];
        if d != 0 && d & (d - 1) == 0 {
            out.push(Fact::In(i, Pos(d.trailing_zeros() as usize)));
        } else {
            out.extend(
                (0..n)
                    .map(Pos)
                    .filter(|p| d & p.bit() == 0)
                    .map(|p| Fact::NotIn(i, p)),
            );
        }
    }
}

/// The facts the grid shows about the partners of `i` in attribute `b`: "X is Y" when each
/// is the other's only partner, else "X is not Y" for each partner ruled out.
pub(super) fn link_facts(st: &Grid, n: usize, i: Item, b: Attr, out: &mut Vec<Fact>) {
    if i.attr(n) == b {
        return;
    }
    let row = st.link[st.row(i, b)];
    let values = (0..n).map(|v| Item::new(b, v, n));
    if let Some(j) = values.clone().find(|j| row == j.bit(n)) {
        if Fact::same(i, j).shown(st, n) {
            out.push(Fact::same(i, j));
            return;
        }
    }
    out.extend(
        values
            .filter(|j| row & j.bit(n) == 0)
            .map(|j| Fact::not_same(i, j)),
    );
}

/// The open grid with only `facts` marked, each with what it says of the links: "X is Y"
/// leaves X no other partner in Y's attribute, and Y none in X's.
pub(super) fn grid_of(n: usize, m: usize, facts: &[Fact]) -> Grid {
    let mut g = Grid::open(n, m, vec![full(n); n * m]);
    for &f in facts {
        mark(&mut g, n, f);
    }
    g
}

/// Marks one fact on a grid.
pub(super) fn mark(g: &mut Grid, n: usize, f: Fact) {
    match f {
        Fact::In(i, p) => g.dom[i.0] &= p.bit(),
        Fact::NotIn(i, p) => g.dom[i.0] &= !p.bit(),
        Fact::NotSame(a, b) => {
            g.unlink(a, b);
        }
        Fact::Same(a, b) => {
            for v in 0..n {
                let (a2, b2) = (Item::new(a.attr(n), v, n), Item::new(b.attr(n), v, n));
                if a2 != a {
                    g.unlink(a2, b);
                }
                if b2 != b {
                    g.unlink(a, b2);
                }
            }
            g.link(a, b);
        }
    }
}

/// The link words [`mark`] may write for `f`, by index into [`Grid::link`] (of a grid with
/// `m` attributes), handed to `each`: for "X is Y", the rows of X's attribute towards Y's
/// and of Y's attribute towards X's. No list is made: this runs for every fact of every
/// trial set when a step's facts are made the fewest, millions of times on a 12x12, where a
/// list each time was a tenth of the explanation's time in the allocator.
#[inline]
fn marked_rows(n: usize, m: usize, f: Fact, mut each: impl FnMut(usize)) {
    let row = |i: Item, b: Item| i.0 * m + b.attr(n).0;
    match f {
        Fact::In(..) | Fact::NotIn(..) => {}
        Fact::NotSame(a, b) => {
            each(row(a, b));
            each(row(b, a));
        }
        Fact::Same(a, b) => {
            for v in 0..n {
                let (a2, b2) = (Item::new(a.attr(n), v, n), Item::new(b.attr(n), v, n));
                each(row(a2, b));
                each(row(b2, a));
            }
        }
    }
}

/// The number of attributes of `g` (its link words are `m` per value).
fn attrs(g: &Grid) -> usize {
    g.link.len() / g.dom.len().max(1)
}

/// The item whose positions [`mark`] writes for `f`, if any.
fn marked_dom(f: Fact) -> Option<usize> {
    match f {
        Fact::In(i, _) | Fact::NotIn(i, _) => Some(i.0),
        Fact::Same(..) | Fact::NotSame(..) => None,
    }
}

/// Takes `f` (marked by [`mark`] on a grid that [`grid_of`] made) off again: the words it
/// may have written are open once more. Facts never write a value's row towards its own
/// attribute, the one row the open grid does not leave full.
// inlined: it runs for every fact of every trial set when a step's facts are made the
// fewest, and the call alone would cost more than most of the facts' work.
#[inline]
pub(super) fn reopen(g: &mut Grid, n: usize, f: Fact) {
    if let Some(i) = marked_dom(f) {
        g.dom[i] = full(n);
    }
    let m = attrs(g);
    let link = &mut g.link;
    marked_rows(n, m, f, |r| link[r] = full(n));
}

/// The words [`mark`] may write for one fact, as they were: to take that one fact off a
/// grid that holds others too.
pub(super) struct Saved {
    dom: Option<(usize, u64)>,
    links: Vec<(usize, u64)>,
}

impl Saved {
    pub fn of(g: &Grid, n: usize, f: Fact) -> Saved {
        Saved {
            dom: marked_dom(f).map(|i| (i, g.dom[i])),
            links: {
                let mut links = vec![];
                marked_rows(n, attrs(g), f, |r| links.push((r, g.link[r])));
                links
            },
        }
    }

    pub fn restore(&self, g: &mut Grid) {
        if let Some((i, v)) = self.dom {
            g.dom[i] = v;
        }
        for &(r, v) in &self.links {
            g.link[r] = v;
        }
    }
}

/// Which step found each fact of a list of steps (an explanation, or a hypothesis's chain).
#[derive(Clone, Default)]
pub(crate) struct Ledger {
    found: HashMap<Fact, Origin>,
    /// How many steps are recorded.
    pub steps: usize,
}

impl Ledger {
    /// A chain's ledger: the assumption is known from the start.
    pub fn assuming(fact: Fact) -> Ledger {
        let mut l = Ledger::default();
        l.found.insert(fact, Origin::Assumed);
        l
    }

    /// Where a fact was found (`Earlier` when no step of the list found it).
    pub fn origin(&self, fact: Fact) -> Origin {
        self.found.get(&fact).copied().unwrap_or(Origin::Earlier)
    }

    /// The facts with where each was found.
    pub fn cite(&self, facts: &[Fact]) -> Vec<Used> {
        facts
            .iter()
            .map(|&fact| Used {
                fact,
                origin: self.origin(fact),
            })
            .collect()
    }

    /// Records the next step's conclusions (a link's implied non-links too).
    pub fn record(&mut self, step: &Step) {
        let k = Origin::Step(self.steps);
        let facts = step
            .fixed
            .iter()
            .map(|&(i, p)| Fact::In(i, p))
            .chain(step.eliminated.iter().map(|&(i, p)| Fact::NotIn(i, p)))
            .chain(step.linked.iter().map(|&(a, b)| Fact::same(a, b)))
            .chain(step.unlinked.iter().map(|&(a, b)| Fact::not_same(a, b)));
        for f in facts {
            self.found.entry(f).or_insert(k);
        }
        self.steps += 1;
    }
}
