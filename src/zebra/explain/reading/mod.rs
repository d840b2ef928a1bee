//! Clue readings: everything one or two clues allow for the values they name, given the
//! grid, found by enumerating their joint placements and projecting them onto the grid (or,
//! for one clue of a simple shape, worked out from whole words: `words`). The clue rules
//! offer what a reading narrows as their step; the engine reads clues again to find the
//! facts a step rests on.
//!
//! Files: `allowed` (each clue's tables), `words` (the readings of simple shapes worked
//! out from words), `quiet_pairs` (the pair readings known to say nothing), `narrowing`
//! (what a reading narrows).

pub(super) mod allowed;
pub(super) mod narrowing;
pub(super) mod quiet_pairs;
mod words;

use super::super::grid::{bits, Grid, Item};
use super::super::model::Constraint;
use super::kit::{Kit, Reading};
use allowed::{completing, Allowed};
use narrowing::Narrowing;
use quiet_pairs::View;
use words::Projection;

impl Kit<'_> {
    /// Everything the clues `cs` allow for the values they name, given the grid: the
    /// projection of all their joint placements.
    pub(super) fn read_clues(&self, st: &Grid, cs: &[usize]) -> Reading {
        match self.reading(st, cs) {
            Reading::Narrows(what) => Reading::Narrows(self.narrowed(st, &what)),
            Reading::Nothing => Reading::Nothing,
            Reading::Impossible => Reading::Impossible,
        }
    }

    /// The grid the clues `cs` leave when read again on `g` (`g` itself when they add
    /// nothing), `None` when they allow nothing there.
    pub(super) fn read_again(&self, g: &Grid, cs: &[usize]) -> Option<Grid> {
        match self.read_clues(g, cs) {
            Reading::Narrows(after) => Some(after),
            Reading::Nothing => Some(self.copy_of(g)),
            Reading::Impossible => None,
        }
    }

    /// What the grid says of each two of `items` (the values a reading names, in slot order),
    /// as bits `s * k + t` for slots s < t of k: whether they may be the same, whether they
    /// may be apart (a reading that shows each of these, and every position the grid leaves
    /// each value, says nothing new), and what the later one's links say of the earlier: it
    /// may be, or must be, the same (all an enumeration reads of the links).
    pub(super) fn link_bits(&self, st: &Grid, items: &[usize]) -> [u64; 4] {
        let n = self.n;
        let k = items.len();
        let [mut need_equal, mut need_apart, mut back_equal, mut back_only] = [0u64; 4];
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
        [need_equal, need_apart, back_equal, back_only]
    }

    /// What the clues `cs` allow for the values they name, given the grid, as
    /// [`read_clues`](Self::read_clues) without narrowing a grid.
    pub(super) fn reading(&self, st: &Grid, cs: &[usize]) -> Reading<Narrowing> {
        if let Some(ok) = self.without_values(cs) {
            return if ok {
                Reading::Nothing
            } else {
                Reading::Impossible
            };
        }
        let values = self.clue_values(cs);
        let items = values.items();
        let links = self.link_bits(st, items);
        let need = (links[0], links[1]);
        let found = match cs {
            [c] => self.project_one(st, *c, items),
            _ => None,
        };
        // A pair's reading is enumerated: first, whether one of the same view said nothing.
        let view = match (cs, &found) {
            (&[a, b], None) => {
                let v = View::of([a, b], items, st, links);
                if self.quiet_pairs.borrow().contains(&v) {
                    // The view is all an enumeration reads: checked in debug builds and
                    // tests against every placement.
                    #[cfg(any(test, debug_assertions))]
                    assert!(
                        self.enumerated(st, cs, items, None)
                            .is_some_and(|p| p.any && p.shows_all(st, items, need)),
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
        let Some(p) = found.or_else(|| self.enumerated(st, cs, items, Some(need))) else {
            return quiet(view);
        };
        if !p.any {
            return Reading::Impossible;
        }
        // Most readings change nothing; say so without copying the grid.
        if p.shows_all(st, items, need) {
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

impl Kit<'_> {
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
        // Every entry is usize::MAX between readings (enumerate puts back what it sets).
        let mut pos = self.pos.borrow_mut();
        pos.resize(n * m, usize::MAX);
        let ctx = Ctx::new(self, st, items, cs);
        if let Some(need) = need {
            if ctx.shows_all(&mut pos, need) {
                return None;
            }
        }
        let mut out = Projection::default();
        let saturated = ctx.enumerate(0, &mut pos, &mut |pos| {
            out.record(items, pos) && need.is_some_and(|need| out.shows_all(st, items, need))
        });
        (!saturated).then_some(out)
    }
}

impl Projection {
    /// Adds a joint placement of `items` (the values read, in slot order) to what is seen;
    /// whether that grew.
    fn record(&mut self, items: &[usize], pos: &[usize]) -> bool {
        let k = items.len();
        self.any = true;
        let mut grew = false;
        for (s, &i) in items.iter().enumerate() {
            let here = 1u64 << pos[i];
            grew |= self.proj[s] & here == 0;
            self.proj[s] |= here;
            for (t, &j) in items.iter().enumerate().skip(s + 1) {
                let bit = 1u64 << (s * k + t);
                let seen = if pos[i] == pos[j] {
                    &mut self.equal
                } else {
                    &mut self.apart
                };
                grew |= *seen & bit == 0;
                *seen |= bit;
            }
        }
        grew
    }

    /// Whether what is seen shows all the grid allows: every position of every value read,
    /// and every pair of them the same and apart where the grid lets them be (`need`).
    pub(super) fn shows_all(
        &self,
        st: &Grid,
        items: &[usize],
        (need_equal, need_apart): (u64, u64),
    ) -> bool {
        items
            .iter()
            .enumerate()
            .all(|(s, &i)| self.proj[s] == st.dom[i])
            && self.equal & need_equal == need_equal
            && self.apart & need_apart == need_apart
    }
}

impl Kit<'_> {
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
#[derive(Clone, Copy)]
struct Ctx<'c, 'a> {
    ex: &'c Kit<'a>,
    items: &'c [usize],
    cs: &'c [usize],
    /// Per item slot, the clues of `cs` (bits) to check on each placement once it is placed
    /// (their values are all placed then, and no table narrows them).
    ready: [u8; 8],
    /// Per clue of `cs`, the slot whose placement completes it.
    last: [usize; 2],
    /// Per item slot, the earlier slots (bits) whose values it must not share a position
    /// with (same attribute, or not linkable), and those it must (its only partner left):
    /// worked out once per reading rather than at every placement tried.
    apart: [u8; 8],
    same: [u8; 8],
    /// Per item slot, the positions it may take (the grid's, or one, to look for a
    /// placement that puts it there).
    dom: [u64; 8],
}

impl<'c, 'a> Ctx<'c, 'a> {
    /// The enumeration of `items` (the values `cs` name, in order) on the grid, each clue
    /// checked as soon as its last value is placed.
    fn new(ex: &'c Kit<'a>, st: &'c Grid, items: &'c [usize], cs: &'c [usize]) -> Self {
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
        // What the later value's links say of each earlier one (`link_bits`): never the same
        // (another value of its attribute, or not linkable), or only that one.
        let [_, _, back_equal, back_only] = ex.link_bits(st, items);
        let k = items.len();
        let (mut apart, mut same, mut dom) = ([0u8; 8], [0u8; 8], [0u64; 8]);
        for (s, &i) in items.iter().enumerate() {
            dom[s] = st.dom[i];
            for t in 0..s {
                let bit = 1u64 << (t * k + s);
                if back_equal & bit == 0 {
                    apart[s] |= 1 << t;
                } else if back_only & bit != 0 {
                    same[s] |= 1 << t;
                }
            }
        }
        Ctx {
            ex,
            items,
            cs,
            ready,
            last: lasts,
            apart,
            same,
            dom,
        }
    }

    /// Whether the placements show all the grid allows (see [`Projection::shows_all`]),
    /// found with a placement for each thing not shown yet: a value at a position, two
    /// values the same, or apart. Most readings of two clues say nothing, and enumerating
    /// their placements in order until they show it all would visit many more placements.
    /// `false` as soon as one of them has no placement (the reading then narrows).
    fn shows_all(&self, pos: &mut [usize], need: (u64, u64)) -> bool {
        let k = self.items.len();
        let mut seen = Projection::default();
        loop {
            let mut ask = *self;
            if !seen.any {
                // Any placement first: without one the clues are impossible here.
            } else if let Some(s) = (0..k).find(|&s| seen.proj[s] != self.dom[s]) {
                let left = self.dom[s] & !seen.proj[s];
                ask.dom[s] = left & left.wrapping_neg();
            } else if let Some(b) = first_bit(need.0 & !seen.equal) {
                ask.same[b % k] |= 1 << (b / k);
            } else if let Some(b) = first_bit(need.1 & !seen.apart) {
                ask.apart[b % k] |= 1 << (b / k);
            } else {
                return true;
            }
            // The first placement found is enough: stop there.
            let found = ask.enumerate(0, pos, &mut |pos| {
                seen.record(self.items, pos);
                true
            });
            if !found {
                return false;
            }
        }
    }

    /// Calls `found` with each joint placement until it returns true (stop); whether it did.
    /// `dyn`, so that its three callers share one body (1 KB of the zebra module each).
    fn enumerate(
        &self,
        s: usize,
        pos: &mut [usize],
        found: &mut dyn FnMut(&[usize]) -> bool,
    ) -> bool {
        if s == self.items.len() {
            return found(pos);
        }
        let i = self.items[s];
        let puzzle = self.ex.puzzle;
        // The positions the values placed so far leave to this one, as one word: none of
        // theirs in its own attribute; elsewhere not a position it cannot share, and only
        // the position of a value it must be with. (Per position and per placed value, this
        // loop's divisions were an eighth of all the explaining time.)
        let mut open = self.dom[s];
        for t in bits(u64::from(self.apart[s])) {
            open &= !(1u64 << pos[self.items[t]]);
        }
        for t in bits(u64::from(self.same[s])) {
            open &= 1u64 << pos[self.items[t]];
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

/// The lowest member of a bit set.
fn first_bit(m: u64) -> Option<usize> {
    (m != 0).then(|| m.trailing_zeros() as usize)
}

fn holds(c: &Constraint, pos: &[usize], labels: &[i64]) -> bool {
    c.holds(pos, labels)
}
