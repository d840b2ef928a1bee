//! Grid bookkeeping: the rules a person applies to a logic grid without reading any clue,
//! one function each, tried in a fixed order.

use super::super::grid::{single, Attr, Grid, Item, Numbered, Pos};
use super::explainer::{Explainer, Found, LinkStep};
use super::fresh::Fresh;
use super::journal::Journal;
use super::step::{Contradiction, Deduction};

impl Explainer<'_> {
    /// Grid rules that need no clue, the first that applies.
    pub(super) fn bookkeeping(&self, st: &Grid, fresh: &mut Fresh) -> Found {
        match self.taken(st, fresh) {
            Found::Nothing => {}
            f => return f,
        }
        match self.only_value(st, fresh) {
            Found::Nothing => {}
            f => return f,
        }
        self.links(st, fresh)
    }

    /// The values of attribute `a`.
    #[inline(always)]
    fn values(&self, a: Attr) -> Numbered<Item> {
        a.items(self.n)
    }

    /// A placed value leaves its position to nobody else.
    fn taken(&self, st: &Grid, fresh: &mut Fresh) -> Found {
        // Attribute by attribute (the items in number order all the same): no division per
        // item on a scan that runs before most steps of every hypothesis trial.
        for a in Attr::all(self.m) {
            let changed = fresh.attr_changed[a.0];
            if fresh.taken_block[a.0] >= changed {
                continue;
            }
            for i in self.values(a) {
                if fresh.taken[i.0] >= changed {
                    continue;
                }
                fresh.taken[i.0] = fresh.epoch;
                let here = st.dom[i.0];
                if !single(here) {
                    continue;
                }
                // The attribute's other values' positions, this one's left out.
                let mut others = 0;
                for j in self.values(a) {
                    if j != i {
                        others |= st.dom[j.0];
                    }
                }
                if others & here != 0 {
                    let mut after = self.copy_of(st);
                    for j in self.values(a) {
                        if j != i {
                            after.dom[j.0] &= !here;
                        }
                    }
                    return self.checked(
                        Deduction::Taken {
                            item: i,
                            position: Pos(here.trailing_zeros() as usize),
                        },
                        after,
                        &[],
                    );
                }
            }
            fresh.taken_block[a.0] = fresh.epoch;
        }
        Found::Nothing
    }

    /// The only value of an attribute left for a position.
    fn only_value(&self, st: &Grid, fresh: &mut Fresh) -> Found {
        for a in Attr::all(self.m) {
            let changed = fresh.attr_changed[a.0];
            if fresh.only_block[a.0] >= changed {
                continue;
            }
            for p in Pos::all(self.n) {
                let k = Fresh::only_at(a, p, self.n);
                if fresh.only[k] >= changed {
                    continue;
                }
                fresh.only[k] = fresh.epoch;
                // The first value that may stand at `p`, and how many may (two is enough).
                let (mut first, mut holders) = (Item(0), 0);
                for j in self.values(a) {
                    if st.dom[j.0] & p.bit() != 0 {
                        if holders == 0 {
                            first = j;
                        }
                        holders += 1;
                        if holders == 2 {
                            break;
                        }
                    }
                }
                if holders == 0 {
                    return Found::Contradiction(Contradiction::NoValue {
                        attribute: a,
                        position: p,
                    });
                }
                if holders == 1 && !single(st.dom[first.0]) {
                    let mut after = self.copy_of(st);
                    after.dom[first.0] = p.bit();
                    return self.checked(
                        Deduction::OnlyValue {
                            item: first,
                            position: p,
                        },
                        after,
                        &[],
                    );
                }
            }
            fresh.only_block[a.0] = fresh.epoch;
        }
        Found::Nothing
    }

    /// The link rules, per value `i` and other attribute `b`: [`apart`](Self::apart),
    /// [`partner`](Self::partner), [`reach`](Self::reach), in that order. They share one
    /// freshness record per instance (kept like the link rows), since they read the same
    /// cells.
    fn links(&self, st: &Grid, fresh: &mut Fresh) -> Found {
        let m = self.m;
        for a in Attr::all(m) {
            // The other attributes whose block with `a` changed since its last pass (a value
            // changes with its attribute, so `attr_changed` bounds every `item_changed`).
            let mut stale = 0u64;
            for b in Attr::all(m) {
                let changed = fresh.attr_changed[a.0].max(fresh.attr_changed[b.0]);
                if b != a && fresh.links_block[a.0 * m + b.0] < changed {
                    stale |= b.bit();
                }
            }
            if stale == 0 {
                continue;
            }
            // Value by value, as the instances are ordered.
            for i in self.values(a) {
                for b in Attr::members(stale) {
                    let r = st.row(i, b);
                    if fresh.links[r] >= fresh.item_changed[i.0].max(fresh.attr_changed[b.0]) {
                        continue;
                    }
                    fresh.links[r] = fresh.epoch;
                    if st.link[r] == 0 {
                        return Found::Contradiction(Contradiction::NoPartner {
                            item: i,
                            attribute: b,
                        });
                    }
                    // Plain results first, a `Found` only for a step: at opt-level "z" each
                    // `Found` that said nothing was dropped through a call.
                    if let Some(step) = self.apart(st, i, b).or_else(|| self.partner(st, i, b)) {
                        return Found::Link(step);
                    }
                    if st.dom[i.0] & !self.reachable(st, i, b) != 0 {
                        return self.reach(st, i, b);
                    }
                }
            }
            for b in Attr::members(stale) {
                fresh.links_block[a.0 * m + b.0] = fresh.epoch;
            }
        }
        Found::Nothing
    }

    /// Two values that can never be at the same position are not the same (for a value of
    /// attribute `b` later than `i` in grid order, so that each pair is looked at once).
    pub(super) fn apart(&self, st: &Grid, i: Item, b: Attr) -> Option<LinkStep> {
        let l = st.link[st.row(i, b)];
        for j in b.items_in(l, self.n) {
            if j > i && st.dom[i.0] & st.dom[j.0] == 0 {
                return Some(LinkStep::Apart(i, j));
            }
        }
        None
    }

    /// A value with one possible partner left in attribute `b` is that partner: they share
    /// their positions and their links.
    // inlined: at opt-level "z" LLVM leaves this a call for every link-rule instance looked at.
    #[inline(always)]
    pub(super) fn partner(&self, st: &Grid, i: Item, b: Attr) -> Option<LinkStep> {
        let (n, m) = (self.n, self.m);
        let l = st.link[st.row(i, b)];
        if !single(l) {
            return None;
        }
        let j = Item::new(b, l.trailing_zeros() as usize, n);
        let a = i.attr(n);
        // Most partners have nothing left to share: their positions, i as j's one partner
        // in a, and the links in the attributes that are neither one's own.
        let both = st.dom[i.0] & st.dom[j.0];
        if st.dom[i.0] != both || st.dom[j.0] != both || st.link[st.row(j, a)] != i.bit(n) {
            return Some(LinkStep::Partner(i, j));
        }
        for c in Attr::all(m) {
            if c != a && c != b && st.link[st.row(i, c)] != st.link[st.row(j, c)] {
                return Some(LinkStep::Partner(i, j));
            }
        }
        None
    }

    /// Takes a link rule's step on `g` in place, keeping the old words in `journal`: a
    /// hypothesis trial takes it on its own grid (a copy of a 15 KB grid per step was a tenth
    /// of a 12x12 hypothesis hint), other steps on a copy ([`stepped`](Self::stepped)).
    pub(super) fn link_step(&self, g: &mut Grid, journal: &mut Journal, step: LinkStep) {
        let (n, m) = (self.n, self.m);
        match step {
            LinkStep::Apart(i, j) => journal.unlink(g, i, j, n),
            LinkStep::Partner(i, j) => {
                let (a, b) = (i.attr(n), j.attr(n));
                let both = g.dom[i.0] & g.dom[j.0];
                journal.set_dom(g, i.0, both);
                journal.set_dom(g, j.0, both);
                journal.set_link(g, g.row(j, a), i.bit(n));
                for c in Attr::all(m) {
                    if c == a || c == b {
                        continue;
                    }
                    let (ri, rj) = (g.row(i, c), g.row(j, c));
                    let common = g.link[ri] & g.link[rj];
                    journal.set_link(g, ri, common);
                    journal.set_link(g, rj, common);
                }
                journal.symmetrise(g, &[i.0, j.0], n, m);
            }
        }
    }

    /// A value stands where one of its possible partners in attribute `b` can stand.
    pub(super) fn reach(&self, st: &Grid, i: Item, b: Attr) -> Found {
        let reach = self.reachable(st, i, b);
        if st.dom[i.0] & !reach == 0 {
            return Found::Nothing;
        }
        let mut after = self.copy_of(st);
        after.dom[i.0] &= reach;
        self.checked(
            Deduction::Reach {
                item: i,
                attribute: b,
            },
            after,
            &[],
        )
    }

    /// The positions where value `i`'s possible partners in attribute `b` can stand.
    // inlined: at opt-level "z" LLVM leaves this a call for every link-rule instance looked at.
    #[inline(always)]
    fn reachable(&self, st: &Grid, i: Item, b: Attr) -> u64 {
        let mut reach = 0;
        for j in b.items_in(st.link[st.row(i, b)], self.n) {
            reach |= st.dom[j.0];
        }
        reach
    }
}
