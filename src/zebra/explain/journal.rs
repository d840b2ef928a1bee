//! A grid narrowed in place, with the words it had before the step kept on the side: how a
//! hypothesis trial takes a clue reading's step without copying its grid, while the
//! settling and the change cache still see the grid before the step.
//!
//! A trial step changes a few dozen of a grid's words, and a hint on a large grid takes
//! up to millions of trial steps: copying the whole grid for each would cost more than
//! most of the steps themselves.

use super::super::grid::{bits, Attr, Grid, Item};

/// The grid before a step, as the settling and the change cache read it.
pub(super) trait Before {
    /// The positions value `i` had.
    fn dom(&self, i: usize) -> u64;
    /// The link word `r` (see [`Grid::row`]).
    fn link(&self, r: usize) -> u64;
    /// Calls `f` with each value whose positions differ in `after`, in grid order or not.
    fn moved(&self, after: &Grid, f: &mut dyn FnMut(usize));
}

impl Before for Grid {
    #[inline(always)]
    fn dom(&self, i: usize) -> u64 {
        self.dom[i]
    }

    #[inline(always)]
    fn link(&self, r: usize) -> u64 {
        self.link[r]
    }

    fn moved(&self, after: &Grid, f: &mut dyn FnMut(usize)) {
        for (i, (b, a)) in self.dom.iter().zip(&after.dom).enumerate() {
            if b != a {
                f(i)
            }
        }
    }
}

/// The words one step changed, as they were before it: each word's old value is stamped
/// with the step that saved it, so starting a step clears nothing.
/// (Boxed slices rather than vectors for the same reason as [`Grid`]'s words.)
#[derive(Default)]
pub(super) struct Journal {
    step: u32,
    dom_at: Box<[u32]>,
    dom_old: Box<[u64]>,
    link_at: Box<[u32]>,
    link_old: Box<[u64]>,
    /// The values whose positions were written, in the order first written.
    pub doms: Vec<usize>,
}

impl Journal {
    /// A new step on `g`: nothing changed yet.
    pub fn begin(&mut self, g: &Grid) {
        if self.dom_at.len() != g.dom.len() || self.link_at.len() != g.link.len() {
            *self = Journal::default();
            self.dom_at = vec![0; g.dom.len()].into();
            self.dom_old = vec![0; g.dom.len()].into();
            self.link_at = vec![0; g.link.len()].into();
            self.link_old = vec![0; g.link.len()].into();
        }
        self.step = self.step.wrapping_add(1);
        if self.step == 0 {
            self.dom_at.fill(0);
            self.link_at.fill(0);
            self.step = 1;
        }
        self.doms.clear();
    }

    /// Sets value `i`'s positions to `v`, keeping the old ones.
    #[inline]
    pub fn set_dom(&mut self, g: &mut Grid, i: usize, v: u64) {
        if self.dom_at[i] != self.step {
            self.dom_at[i] = self.step;
            self.dom_old[i] = g.dom[i];
            self.doms.push(i);
        }
        g.dom[i] = v;
    }

    /// Sets link word `r` to `v`, keeping the old one.
    #[inline]
    pub fn set_link(&mut self, g: &mut Grid, r: usize, v: u64) {
        if self.link_at[r] != self.step {
            self.link_at[r] = self.step;
            self.link_old[r] = g.link[r];
        }
        g.link[r] = v;
    }

    /// `a` and `b` are not the same (as [`Grid::unlink`]).
    pub fn unlink(&mut self, g: &mut Grid, a: Item, b: Item, n: usize) {
        let (ra, rb) = (g.row(a, b.attr(n)), g.row(b, a.attr(n)));
        self.set_link(g, ra, g.link[ra] & !b.bit(n));
        self.set_link(g, rb, g.link[rb] & !a.bit(n));
    }

    /// `a` and `b` are the same (as [`Grid::link`]).
    pub fn link(&mut self, g: &mut Grid, a: Item, b: Item, n: usize) {
        let (ra, rb) = (g.row(a, b.attr(n)), g.row(b, a.attr(n)));
        self.set_link(g, ra, b.bit(n));
        self.set_link(g, rb, a.bit(n));
    }

    /// Makes the link matrix symmetric again after this step narrowed some links of `items`
    /// only (the grid was symmetric when it began): each link their rows lost is cleared in
    /// its mirror too. Scanning the whole matrix on every candidate step would make
    /// generating even a mid-sized puzzle take seconds.
    pub fn symmetrise(&mut self, g: &mut Grid, items: &[usize], n: usize, m: usize) {
        for i in items.iter().map(|&i| Item(i)) {
            for b in Attr::all(m) {
                let r = g.row(i, b);
                let lost = self.old_link(g, r) & !g.link[r];
                for v in bits(lost) {
                    let back = g.row(Item::new(b, v, n), i.attr(n));
                    self.set_link(g, back, g.link[back] & !i.bit(n));
                }
            }
        }
    }

    /// The grid `now` as it was when the step began.
    pub fn before<'a>(&'a self, now: &'a Grid) -> Logged<'a> {
        Logged { journal: self, now }
    }

    /// Link word `r` of `now` as it was when the step began.
    #[inline(always)]
    pub fn old_link(&self, now: &Grid, r: usize) -> u64 {
        if self.link_at[r] == self.step {
            self.link_old[r]
        } else {
            now.link[r]
        }
    }
}

/// A grid narrowed in place, read as it was before the step ([`Journal::before`]).
pub(super) struct Logged<'a> {
    journal: &'a Journal,
    now: &'a Grid,
}

impl Before for Logged<'_> {
    #[inline(always)]
    fn dom(&self, i: usize) -> u64 {
        let j = self.journal;
        if j.dom_at[i] == j.step {
            j.dom_old[i]
        } else {
            self.now.dom[i]
        }
    }

    #[inline(always)]
    fn link(&self, r: usize) -> u64 {
        self.journal.old_link(self.now, r)
    }

    /// Only the values the step wrote: a trial step writes a few of the grid's hundreds.
    fn moved(&self, after: &Grid, f: &mut dyn FnMut(usize)) {
        for &i in &self.journal.doms {
            if self.journal.dom_old[i] != after.dom[i] {
                f(i)
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::super::model::Puzzle;
    use super::super::kit::Found;
    use super::super::rules;
    use super::super::rules::hypothesis::tests::stopped;

    /// A hypothesis trial stepped in place (as the trials are) goes through the same grids
    /// and the same change cache as one whose steps narrow a copy (as the explanation's
    /// steps do), step by step, for every placement open where simple steps stop.
    #[test]
    fn trials_in_place_are_trials_on_copies() {
        let mut in_place_steps = 0;
        for text in [
            include_str!("../../../benches/data/zebra-6x6-3.txt"),
            include_str!("../../../benches/data/zebra-8x8-2.txt"),
            include_str!("../../../benches/data/zebra-10x10-0.txt"),
        ] {
            let p = Puzzle::parse(text).expect("stored puzzles parse");
            // Where simple steps stop: the grid the first hypothesis starts from.
            let (ex, st, known, open) = stopped(&p);
            for (item, position) in open {
                let mut fast = ex.kit.start(&st, &known, item, position);
                let mut slow = ex.kit.start(&st, &known, item, position);
                for _ in 0..40 {
                    if fast.refuted || fast.stuck {
                        break;
                    }
                    let reads = matches!(
                        rules::first(&ex.kit, &fast.grid, &mut fast.fresh.clone()),
                        Found::Read(..) | Found::Link(_)
                    );
                    in_place_steps += usize::from(reads);
                    ex.kit.advance(&mut fast);
                    match ex.simple(&slow.grid, &mut slow.fresh) {
                        Found::Step(_, raw, linked) => {
                            let mut after = raw;
                            ex.kit.settle(&slow.grid, &mut after);
                            ex.kit
                                .index
                                .touched(&mut slow.fresh, &slow.grid, &after, &linked);
                            slow.grid = after;
                            slow.refuted = ex.kit.emptied(&slow.grid).is_some();
                        }
                        Found::Contradiction(_) => slow.refuted = true,
                        _ => slow.stuck = true,
                    }
                    assert_eq!(fast.grid, slow.grid, "{item:?} at {position:?}");
                    // The values changed are listed in the order each path forgot them.
                    crate::sort::sort(&mut fast.fresh.changed);
                    crate::sort::sort(&mut slow.fresh.changed);
                    assert!(fast.fresh == slow.fresh, "{item:?} at {position:?}");
                    assert_eq!(
                        (fast.refuted, fast.stuck),
                        (slow.refuted, slow.stuck),
                        "{item:?} at {position:?}"
                    );
                }
            }
        }
        assert!(in_place_steps > 1000, "{in_place_steps} steps in place");
    }
}
