//! Clue readings: everything one or two clues allow for the values they name, given the
//! grid, found by enumerating their joint placements and projecting them onto the grid.

use super::super::grid::{Grid, Item};
use super::super::model::Constraint;
use super::explainer::{Explainer, Reading};
use super::rules::symmetrise;

impl Explainer<'_> {
    /// Everything the clues `cs` allow for the values they name, given the grid: the
    /// projection of all their joint placements.
    pub(super) fn read_clues(&self, st: &Grid, cs: &[usize]) -> Reading {
        let (n, m) = (self.n, self.m);
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
        // Every entry is usize::MAX between readings (enumerate puts back what it sets).
        let mut pos = self.pos.borrow_mut();
        pos.resize(n * m, usize::MAX);
        let mut proj = [0u64; 8];
        // Bit s * k + t: some placement puts the values of slots s < t at the same position
        // (equal), at different positions (apart).
        let (mut equal, mut apart) = (0u64, 0u64);
        // What a placement must show for the reading to say nothing new: every position the
        // grid leaves each value (`open` counts the values not yet covered), "the same" for
        // every pair the grid lets be the same, "apart" for every pair it does not link.
        let (mut need_equal, mut need_apart) = (0u64, 0u64);
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
            }
        }
        let mut open = k;
        let mut any = false;
        // Stops (true) once the placements seen show all the grid does: the rest can only
        // add to the projection, which then already says nothing new. Most readings say
        // nothing, and a few placements usually show it.
        let saturated = Ctx::new(self, st, items, cs).enumerate(0, &mut pos, &mut |pos| {
            any = true;
            let mut grew = false;
            for (s, &i) in items.iter().enumerate() {
                let here = 1u64 << pos[i];
                if proj[s] & here == 0 {
                    grew = true;
                    proj[s] |= here;
                    if proj[s] == st.dom[i] {
                        open -= 1;
                    }
                }
                for (t, &j) in items.iter().enumerate().skip(s + 1) {
                    let bit = 1u64 << (s * k + t);
                    let seen = if pos[i] == pos[j] {
                        &mut equal
                    } else {
                        &mut apart
                    };
                    grew |= *seen & bit == 0;
                    *seen |= bit;
                }
            }
            grew && open == 0
                && equal & need_equal == need_equal
                && apart & need_apart == need_apart
        });
        if saturated {
            return Reading::Nothing;
        }
        if !any {
            return Reading::Impossible;
        }
        // Most readings change nothing; say so without copying the grid.
        let narrows =
            open != 0 || equal & need_equal != need_equal || apart & need_apart != need_apart;
        if !narrows {
            return Reading::Nothing;
        }
        let mut after = st.clone();
        for (s, &i) in items.iter().enumerate() {
            after.dom[i] &= proj[s];
            for (t, &j) in items.iter().enumerate().skip(s + 1) {
                let (a, b) = (Item(i), Item(j));
                if a.attr(n) == b.attr(n) {
                    continue;
                }
                let bit = 1u64 << (s * k + t);
                if equal & bit == 0 {
                    after.unlink(a, b);
                } else if apart & bit == 0 {
                    after.link(a, b);
                }
            }
        }
        symmetrise(&mut after, st, items, n, m);
        Reading::Narrows(after)
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

/// One clue reading's enumeration: the clues, their values in a fixed order, and when each
/// clue can be checked.
struct Ctx<'c, 'a> {
    ex: &'c Explainer<'a>,
    st: &'c Grid,
    items: &'c [usize],
    cs: &'c [usize],
    /// Per item slot, the clues of `cs` (bits) whose values are all placed once it is.
    ready: [u8; 8],
}

impl<'c, 'a> Ctx<'c, 'a> {
    /// The enumeration of `items` (the values `cs` name, in order) on the grid, each clue
    /// checked as soon as its last value is placed.
    fn new(ex: &'c Explainer<'a>, st: &'c Grid, items: &'c [usize], cs: &'c [usize]) -> Self {
        let mut ready = [0u8; 8];
        for (b, &c) in cs.iter().enumerate() {
            let last = ex.index.clue_items[c]
                .iter()
                .map(|i| items.iter().position(|x| x == i).unwrap_or(0))
                .max();
            ready[last.unwrap_or(0)] |= 1 << b;
        }
        Ctx {
            ex,
            st,
            items,
            cs,
            ready,
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
