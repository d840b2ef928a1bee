//! Clue readings: everything one or two clues allow for the values they name, given the
//! grid, found by enumerating their joint placements and projecting them onto the grid (or,
//! for one clue of a simple shape, worked out from whole words: `one_clue`).

use super::super::grid::{Grid, Item};
use super::super::model::{Constraint, Puzzle, Term};
use super::explainer::{Explainer, Reading};
use super::fresh::Values;
use super::journal::Journal;
use super::one_clue::Projection;
use super::quiet_pairs::View;

/// What a clue reading narrows, per value it names (in the order of `values`, bit
/// `s * k + t` for the pair of slots s < t): the positions left, the pairs some placement
/// puts at one position (`equal`), at different ones (`apart`).
pub(super) struct Narrowing {
    pub values: Values,
    proj: [u64; 8],
    equal: u64,
    apart: u64,
}

impl Explainer<'_> {
    /// Everything the clues `cs` allow for the values they name, given the grid: the
    /// projection of all their joint placements.
    pub(super) fn read_clues(&self, st: &Grid, cs: &[usize]) -> Reading {
        match self.reading(st, cs) {
            Reading::Narrows(what) => Reading::Narrows(self.narrowed(st, &what)),
            Reading::Nothing => Reading::Nothing,
            Reading::Impossible => Reading::Impossible,
        }
    }

    /// A copy of `st` narrowed as `what` says.
    pub(super) fn narrowed(&self, st: &Grid, what: &Narrowing) -> Grid {
        let mut after = self.copy_of(st);
        let mut journal = self.journal.borrow_mut();
        journal.begin(&after);
        self.narrow(&mut after, &mut journal, what);
        after
    }

    /// Narrows `g` in place as `what` says, keeping the old words in `journal`: the values'
    /// positions, the pairs found the same or apart, and the mirror of every link lost.
    pub(super) fn narrow(&self, g: &mut Grid, journal: &mut Journal, what: &Narrowing) {
        let (n, m) = (self.n, self.m);
        let items = what.values.items();
        let k = items.len();
        for (s, &i) in items.iter().enumerate() {
            journal.set_dom(g, i, g.dom[i] & what.proj[s]);
            for (t, &j) in items.iter().enumerate().skip(s + 1) {
                let (a, b) = (Item(i), Item(j));
                if a.attr(n) == b.attr(n) {
                    continue;
                }
                let bit = 1u64 << (s * k + t);
                if what.equal & bit == 0 {
                    journal.unlink(g, a, b, n);
                } else if what.apart & bit == 0 {
                    journal.link(g, a, b, n);
                }
            }
        }
        journal.symmetrise(g, items, n, m);
    }

    /// What the clues `cs` allow for the values they name, given the grid, as
    /// [`read_clues`](Self::read_clues) without narrowing a grid.
    pub(super) fn reading(&self, st: &Grid, cs: &[usize]) -> Reading<Narrowing> {
        let n = self.n;
        if let Some(ok) = self.without_values(cs) {
            return if ok {
                Reading::Nothing
            } else {
                Reading::Impossible
            };
        }
        let values = self.clue_values(cs);
        let items = values.items();
        let k = items.len();
        // Bit s * k + t: the grid lets the values of slots s < t be the same (`need_equal`),
        // be apart (`need_apart`); a reading that shows each, and every position the grid
        // leaves each value, says nothing new.
        let (mut need_equal, mut need_apart) = (0u64, 0u64);
        // What the later value's links say of the earlier: all an enumeration reads of them.
        let (mut back_equal, mut back_only) = (0u64, 0u64);
        for (s, &i) in items.iter().enumerate() {
            for (t, &j) in items.iter().enumerate().skip(s + 1) {
                let (a, b) = (Item(i), Item(j));
                if a.attr(n) == b.attr(n) {
                    continue;
                }
                let bit = 1u64 << (s * k + t);
                let l = st.links(a, b.attr(n));
                let back = st.links(b, a.attr(n));
                if l & b.bit(n) != 0 || back & a.bit(n) != 0 {
                    need_equal |= bit;
                }
                if l != b.bit(n) || back != a.bit(n) {
                    need_apart |= bit;
                }
                if back & a.bit(n) != 0 {
                    back_equal |= bit;
                }
                if back == a.bit(n) {
                    back_only |= bit;
                }
            }
        }
        let found = match cs {
            [c] => self.project_one(st, *c, items),
            _ => None,
        };
        // A pair's reading is enumerated: first, whether one of the same view said nothing.
        let view = match (cs, &found) {
            (&[a, b], None) => {
                let links = [need_equal, need_apart, back_equal, back_only];
                let v = View::of([a, b], items, st, links);
                if self.quiet_pairs.borrow().contains(&v) {
                    // The view is all an enumeration reads: checked in debug builds and tests.
                    #[cfg(any(test, debug_assertions))]
                    assert!(
                        self.enumerated(st, cs, items, Some((need_equal, need_apart)))
                            .is_none_or(|p| p.any && !p.news(st, items, need_equal, need_apart)),
                        "a pair reading remembered as quiet narrows"
                    );
                    return Reading::Nothing;
                }
                Some(v)
            }
            _ => None,
        };
        let quiet = |v: Option<View>| {
            if let Some(v) = v {
                self.quiet_pairs.borrow_mut().insert(v);
            }
            Reading::Nothing
        };
        let Some(p) =
            found.or_else(|| self.enumerated(st, cs, items, Some((need_equal, need_apart))))
        else {
            return quiet(view);
        };
        if !p.any {
            return Reading::Impossible;
        }
        // Most readings change nothing; say so without copying the grid.
        if !p.news(st, items, need_equal, need_apart) {
            return quiet(view);
        }
        Reading::Narrows(Narrowing {
            values,
            proj: p.proj,
            equal: p.equal,
            apart: p.apart,
        })
    }
}

impl Projection {
    /// Whether a reading that shows this tells the grid `st` something new: a position of
    /// one of `items` (the values read) none of the placements gives it, or two values the
    /// grid lets be the same (`need_equal`) or apart (`need_apart`) that no placement shows so.
    pub(super) fn news(
        &self,
        st: &Grid,
        items: &[usize],
        need_equal: u64,
        need_apart: u64,
    ) -> bool {
        items
            .iter()
            .enumerate()
            .any(|(s, &i)| self.proj[s] != st.dom[i])
            || self.equal & need_equal != need_equal
            || self.apart & need_apart != need_apart
    }
}

impl Explainer<'_> {
    /// The projection of the joint placements of `items` (the values `cs` name) on the
    /// grid, placement by placement. Given what the grid shows (`need`: the pairs that may
    /// be the same, and apart, as in [`read_clues`](Self::read_clues)), it stops as soon as
    /// the placements seen show all of it, since the rest can then add nothing: `None`.
    /// Most readings say nothing, and a few placements usually show it.
    pub(super) fn enumerated(
        &self,
        st: &Grid,
        cs: &[usize],
        items: &[usize],
        need: Option<(u64, u64)>,
    ) -> Option<Projection> {
        let (n, m) = (self.n, self.m);
        let k = items.len();
        // Every entry is usize::MAX between readings (enumerate puts back what it sets).
        let mut pos = self.pos.borrow_mut();
        pos.resize(n * m, usize::MAX);
        let mut out = Projection::default();
        // The values whose positions are not all seen yet.
        let mut open = k;
        let saturated = Ctx::new(self, st, items, cs).enumerate(0, &mut pos, &mut |pos| {
            out.any = true;
            let mut grew = false;
            for (s, &i) in items.iter().enumerate() {
                let here = 1u64 << pos[i];
                if out.proj[s] & here == 0 {
                    grew = true;
                    out.proj[s] |= here;
                    if out.proj[s] == st.dom[i] {
                        open -= 1;
                    }
                }
                for (t, &j) in items.iter().enumerate().skip(s + 1) {
                    let bit = 1u64 << (s * k + t);
                    let seen = if pos[i] == pos[j] {
                        &mut out.equal
                    } else {
                        &mut out.apart
                    };
                    grew |= *seen & bit == 0;
                    *seen |= bit;
                }
            }
            need.is_some_and(|(need_equal, need_apart)| {
                grew && open == 0
                    && out.equal & need_equal == need_equal
                    && out.apart & need_apart == need_apart
            })
        });
        (!saturated).then_some(out)
    }
}

impl Explainer<'_> {
    /// Whether the clues `cs` allow some placement of the values they name on the grid.
    pub(super) fn allows(&self, st: &Grid, cs: &[usize]) -> bool {
        if let Some(ok) = self.without_values(cs) {
            return ok;
        }
        let values = self.clue_values(cs);
        let items = values.items();
        let mut pos = self.pos.borrow_mut();
        pos.resize(self.n * self.m, usize::MAX);
        Ctx::new(self, st, items, cs).enumerate(0, &mut pos, &mut |_| true)
    }

    /// Whether the clues `cs` hold, when none of them names a value (so there is nothing to
    /// place and they are checked at once); `None` when some value is named.
    fn without_values(&self, cs: &[usize]) -> Option<bool> {
        let puzzle = self.puzzle;
        cs.iter()
            .all(|&c| self.index.clue_items[c].is_empty())
            .then(|| {
                cs.iter()
                    .all(|&c| holds(&puzzle.clues[c].constraint, &[], &puzzle.labels))
            })
    }
}

/// What a clue "x REL y" allows, as position sets: with two values, the positions of each
/// given the other's (`x_given_y[py]`, `y_given_x[px]`); with a value and a fixed position,
/// the value's positions. An enumeration then narrows a value's candidates with one word
/// instead of checking the clue on each (that check was a third of the reading time).
pub(crate) enum Allowed {
    Between {
        x: usize,
        y: usize,
        x_given_y: Vec<u64>,
        y_given_x: Vec<u64>,
    },
    Fixed {
        mask: u64,
    },
    /// "x is one of y, z" or "{x, y} are {z, w}", each value named once: the last value's
    /// positions worked out from the others' ([`completing`]).
    Cases,
    /// Any other clue: checked placement by placement.
    Check,
}

impl Allowed {
    /// The table for each clue of `puzzle`.
    pub(crate) fn of(puzzle: &Puzzle) -> Vec<Allowed> {
        let (n, labels) = (puzzle.n(), &puzzle.labels);
        let set =
            |f: &dyn Fn(usize) -> bool| (0..n).filter(|&p| f(p)).fold(0u64, |a, p| a | 1 << p);
        puzzle
            .clues
            .iter()
            .map(|c| match c.constraint {
                Constraint::Rel {
                    x: Term::Item(x),
                    rel,
                    y: Term::Item(y),
                } if x != y => Allowed::Between {
                    x,
                    y,
                    x_given_y: (0..n)
                        .map(|py| set(&|px| rel.holds(px, py, labels)))
                        .collect(),
                    y_given_x: (0..n)
                        .map(|px| set(&|py| rel.holds(px, py, labels)))
                        .collect(),
                },
                Constraint::Rel {
                    x: Term::Item(_),
                    rel,
                    y: Term::Pos(q),
                } if q < n => Allowed::Fixed {
                    mask: set(&|px| rel.holds(px, q, labels)),
                },
                Constraint::Rel {
                    x: Term::Pos(q),
                    rel,
                    y: Term::Item(_),
                } if q < n => Allowed::Fixed {
                    mask: set(&|py| rel.holds(q, py, labels)),
                },
                Constraint::Either { .. } | Constraint::OneEach { .. }
                    if named_once(&c.constraint, n) =>
                {
                    Allowed::Cases
                }
                _ => Allowed::Check,
            })
            .collect()
    }
}

/// Whether no value is named twice by the clue and every fixed position is one of the `n`.
fn named_once(c: &Constraint, n: usize) -> bool {
    let terms = c.terms();
    terms.iter().enumerate().all(|(k, t)| match t {
        Term::Pos(q) => *q < n,
        Term::Item(_) => !terms[..k].contains(t),
    })
}

/// The positions of `i` (the last value placed of an "either" or "one each" clue named once,
/// see [`named_once`]) for which the clue holds, given the positions of its other terms.
fn completing(c: &Constraint, i: usize, pos: &[usize]) -> u64 {
    let at = |t: Term| match t {
        Term::Item(j) => pos[j],
        Term::Pos(q) => q,
    };
    let bit = |p: usize| 1u64 << p;
    let me = Term::Item(i);
    match *c {
        // (px == py) != (px == pz).
        Constraint::Either { x, y, z } => {
            if x == me {
                let (py, pz) = (at(y), at(z));
                if py == pz {
                    0
                } else {
                    bit(py) | bit(pz)
                }
            } else {
                // y or z is placed last: it must be at x's position exactly when the other
                // is not.
                let other = if y == me { z } else { y };
                let (px, po) = (at(x), at(other));
                if px == po {
                    !bit(px)
                } else {
                    bit(px)
                }
            }
        }
        // px != py and {px, py} = {pz, pw}.
        Constraint::OneEach { x, y, z, w } => {
            let when = |c: bool, p: usize| if c { bit(p) } else { 0 };
            if x == me || y == me {
                let (other, pz, pw) = (at(if x == me { y } else { x }), at(z), at(w));
                (when(other == pw, pz) | when(other == pz, pw)) & !bit(other)
            } else {
                let (px, py) = (at(x), at(y));
                let other = at(if z == me { w } else { z });
                if px == py {
                    0
                } else {
                    when(other == py, px) | when(other == px, py)
                }
            }
        }
        Constraint::Rel { .. } => u64::MAX,
    }
}

/// One clue reading's enumeration: the clues, their values in a fixed order, and when each
/// clue can be checked.
struct Ctx<'c, 'a> {
    ex: &'c Explainer<'a>,
    st: &'c Grid,
    items: &'c [usize],
    cs: &'c [usize],
    /// Per item slot, the clues of `cs` (bits) to check on each placement once it is placed
    /// (their values are all placed then, and no table narrows them).
    ready: [u8; 8],
    /// Per clue of `cs`, the slot whose placement completes it.
    last: [usize; 2],
}

impl<'c, 'a> Ctx<'c, 'a> {
    /// The enumeration of `items` (the values `cs` name, in order) on the grid, each clue
    /// checked as soon as its last value is placed.
    fn new(ex: &'c Explainer<'a>, st: &'c Grid, items: &'c [usize], cs: &'c [usize]) -> Self {
        let mut ready = [0u8; 8];
        let mut lasts = [0usize; 2];
        for (b, &c) in cs.iter().enumerate() {
            let last = ex.index.clue_items[c]
                .iter()
                .map(|i| items.iter().position(|x| x == i).unwrap_or(0))
                .max();
            lasts[b] = last.unwrap_or(0);
            if matches!(ex.allowed[c], Allowed::Check) || last.is_none() {
                ready[last.unwrap_or(0)] |= 1 << b;
            }
        }
        Ctx {
            ex,
            st,
            items,
            cs,
            ready,
            last: lasts,
        }
    }

    /// Calls `found` with each joint placement until it returns true (stop); whether it did.
    fn enumerate(
        &self,
        s: usize,
        pos: &mut [usize],
        found: &mut impl FnMut(&[usize]) -> bool,
    ) -> bool {
        let n = self.ex.n;
        if s == self.items.len() {
            return found(pos);
        }
        let i = self.items[s];
        let puzzle = self.ex.puzzle;
        // The positions the values placed so far leave to this one, as one word: none of
        // theirs in its own attribute; elsewhere not a position it cannot share, and only
        // the position of a value it must be with. (Per position and per placed value, this
        // loop's divisions were an eighth of all the explaining time.)
        let mut open = self.st.dom[i];
        for &j in &self.items[..s] {
            let here = 1u64 << pos[j];
            let (a, b) = (Item(i), Item(j));
            if a.attr(n) == b.attr(n) {
                open &= !here;
                continue;
            }
            let l = self.st.links(a, b.attr(n));
            let bit = b.bit(n);
            if l & bit == 0 {
                open &= !here;
            } else if l == bit {
                open &= here;
            }
        }
        // The clues this placement completes that a table narrows, at once.
        for (b, &c) in self.cs.iter().enumerate() {
            if self.last[b] != s || self.ready[s] & (1 << b) != 0 {
                continue;
            }
            open &= match self.ex.allowed[c] {
                Allowed::Between {
                    x,
                    y,
                    ref x_given_y,
                    ref y_given_x,
                } => {
                    if i == x {
                        x_given_y[pos[y]]
                    } else {
                        y_given_x[pos[x]]
                    }
                }
                Allowed::Fixed { mask } => mask,
                Allowed::Cases => completing(&self.ex.puzzle.clues[c].constraint, i, pos),
                Allowed::Check => u64::MAX,
            };
        }
        while open != 0 {
            let p = open.trailing_zeros() as usize;
            open &= open - 1;
            pos[i] = p;
            let ok = self.cs.iter().enumerate().all(|(b, &c)| {
                self.ready[s] & (1 << b) == 0
                    || holds(&puzzle.clues[c].constraint, pos, &puzzle.labels)
            });
            if ok && self.enumerate(s + 1, pos, found) {
                pos[i] = usize::MAX;
                return true;
            }
        }
        pos[i] = usize::MAX;
        false
    }
}

fn holds(c: &Constraint, pos: &[usize], labels: &[i64]) -> bool {
    c.holds(pos, labels)
}

#[cfg(test)]
mod tests {
    use super::super::super::grid::full;
    use super::*;

    /// The tables and the worked-out cases allow exactly the positions at which the clue
    /// holds, for every clue of some stored puzzles, every value as the last placed and
    /// every placement of the others.
    #[test]
    fn allowed_positions_are_where_the_clue_holds() {
        let mut kinds = std::collections::BTreeSet::new();
        for text in [
            include_str!("../../../benches/data/zebra-6x6-3.txt"),
            include_str!("../../../benches/data/zebra-8x8-2.txt"),
            include_str!("../../../benches/data/zebra-12x12-0.txt"),
            include_str!("../einstein.txt"),
        ] {
            let p = Puzzle::parse(text).expect("stored puzzles parse");
            let (n, labels) = (p.n(), &p.labels);
            for (clue, allowed) in p.clues.iter().zip(Allowed::of(&p)) {
                let c = &clue.constraint;
                let named: Vec<usize> = c
                    .terms()
                    .into_iter()
                    .filter_map(|t| match t {
                        Term::Item(i) => Some(i),
                        Term::Pos(_) => None,
                    })
                    .collect();
                for &last in &named {
                    let others: Vec<usize> = named.iter().copied().filter(|&j| j != last).collect();
                    let mut pos = vec![usize::MAX; p.items()];
                    // Every placement of the others, as a number in base n.
                    for code in 0..n.pow(others.len() as u32) {
                        let mut k = code;
                        for &j in &others {
                            pos[j] = k % n;
                            k /= n;
                        }
                        let expected = (0..n)
                            .filter(|&q| {
                                pos[last] = q;
                                c.holds(&pos, labels)
                            })
                            .fold(0u64, |a, q| a | 1 << q);
                        pos[last] = usize::MAX;
                        let got = match &allowed {
                            Allowed::Between {
                                x,
                                y,
                                x_given_y,
                                y_given_x,
                            } => {
                                kinds.insert("between");
                                if last == *x {
                                    x_given_y[pos[*y]]
                                } else {
                                    y_given_x[pos[*x]]
                                }
                            }
                            Allowed::Fixed { mask } => {
                                kinds.insert("fixed");
                                *mask
                            }
                            Allowed::Cases => {
                                kinds.insert("cases");
                                completing(c, last, &pos)
                            }
                            Allowed::Check => continue,
                        };
                        assert_eq!(got & full(n), expected, "{}", clue.text);
                    }
                }
            }
        }
        assert_eq!(kinds.len(), 3, "every kind of table was checked: {kinds:?}");
    }
}
