//! Grid bookkeeping: the rules a person applies to a logic grid without reading any clue,
//! one function each, tried in a fixed order.

use super::super::grid::{single, Attr, Grid, Item, Pos};
use super::explainer::{Explainer, Found};
use super::fresh::Fresh;
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

    /// A placed value leaves its position to nobody else.
    fn taken(&self, st: &Grid, fresh: &mut Fresh) -> Found {
        let (n, m) = (self.n, self.m);
        for i in 0..n * m {
            if fresh.taken[i] >= fresh.attr_changed[i / n] {
                continue;
            }
            fresh.taken[i] = fresh.epoch;
            if single(st.dom[i]) {
                let base = i / n * n;
                if (base..base + n).any(|j| j != i && st.dom[j] & st.dom[i] != 0) {
                    let mut after = st.clone();
                    for j in base..base + n {
                        if j != i {
                            after.dom[j] &= !st.dom[i];
                        }
                    }
                    return self.checked(
                        Deduction::Taken {
                            item: Item(i),
                            position: Pos(st.dom[i].trailing_zeros() as usize),
                        },
                        after,
                        &[],
                    );
                }
            }
        }
        Found::Nothing
    }

    /// The only value of an attribute left for a position.
    fn only_value(&self, st: &Grid, fresh: &mut Fresh) -> Found {
        let (n, m) = (self.n, self.m);
        for a in 0..m {
            for p in 0..n {
                if fresh.only[a * n + p] >= fresh.attr_changed[a] {
                    continue;
                }
                fresh.only[a * n + p] = fresh.epoch;
                let mut holders = (a * n..a * n + n).filter(|&j| st.dom[j] & (1 << p) != 0);
                let Some(first) = holders.next() else {
                    return Found::Contradiction(Contradiction::NoValue {
                        attribute: Attr(a),
                        position: Pos(p),
                    });
                };
                if holders.next().is_none() && !single(st.dom[first]) {
                    let mut after = st.clone();
                    after.dom[first] = 1 << p;
                    return self.checked(
                        Deduction::OnlyValue {
                            item: Item(first),
                            position: Pos(p),
                        },
                        after,
                        &[],
                    );
                }
            }
        }
        Found::Nothing
    }

    /// The link rules, per value `i` and other attribute `b`: [`apart`](Self::apart),
    /// [`partner`](Self::partner), [`reach`](Self::reach), in that order. They share one
    /// freshness record per instance, since they read the same cells.
    fn links(&self, st: &Grid, fresh: &mut Fresh) -> Found {
        let (n, m) = (self.n, self.m);
        for i in 0..n * m {
            for b in 0..m {
                if b == i / n
                    || fresh.links[i * m + b] >= fresh.item_changed[i].max(fresh.attr_changed[b])
                {
                    continue;
                }
                fresh.links[i * m + b] = fresh.epoch;
                if st.link[i * m + b] == 0 {
                    return Found::Contradiction(Contradiction::NoPartner {
                        item: Item(i),
                        attribute: Attr(b),
                    });
                }
                for rule in [Self::apart, Self::partner, Self::reach] {
                    match rule(self, st, i, b) {
                        Found::Nothing => {}
                        f => return f,
                    }
                }
            }
        }
        Found::Nothing
    }

    /// Two values that can never be at the same position are not the same (for a value of
    /// attribute `b` later than `i` in grid order, so that each pair is looked at once).
    pub(super) fn apart(&self, st: &Grid, i: usize, b: usize) -> Found {
        let (n, m) = (self.n, self.m);
        let l = st.link[i * m + b];
        for v in (0..n).filter(|v| l & (1 << v) != 0) {
            let j = b * n + v;
            if j > i && st.dom[i] & st.dom[j] == 0 {
                let mut after = st.clone();
                after.unlink(Item(i), Item(j));
                return self.checked(
                    Deduction::Apart {
                        a: Item(i),
                        b: Item(j),
                    },
                    after,
                    &[i, j],
                );
            }
        }
        Found::Nothing
    }

    /// A value with one possible partner left in attribute `b` is that partner: they share
    /// their positions and their links.
    pub(super) fn partner(&self, st: &Grid, i: usize, b: usize) -> Found {
        let (n, m) = (self.n, self.m);
        let l = st.link[i * m + b];
        if !single(l) {
            return Found::Nothing;
        }
        let j = b * n + l.trailing_zeros() as usize;
        // Most partners have nothing left to share: check before copying the grid.
        let both = st.dom[i] & st.dom[j];
        let news = st.dom[i] != both
            || st.dom[j] != both
            || st.link[j * m + i / n] != 1 << (i % n)
            || (0..m).any(|c| c != i / n && c != b && st.link[i * m + c] != st.link[j * m + c]);
        if !news {
            return Found::Nothing;
        }
        let mut after = st.clone();
        after.dom[i] = both;
        after.dom[j] = both;
        after.link[j * m + i / n] = 1 << (i % n);
        for c in 0..m {
            let common = st.link[i * m + c] & st.link[j * m + c];
            if c != i / n && c != b {
                after.link[i * m + c] = common;
                after.link[j * m + c] = common;
            }
        }
        symmetrise(&mut after, st, &[i, j], n, m);
        self.checked(
            Deduction::Partner {
                a: Item(i),
                b: Item(j),
            },
            after,
            &[i, j],
        )
    }

    /// A value stands where one of its possible partners in attribute `b` can stand.
    pub(super) fn reach(&self, st: &Grid, i: usize, b: usize) -> Found {
        let (n, m) = (self.n, self.m);
        let l = st.link[i * m + b];
        let reach = (0..n)
            .filter(|v| l & (1 << v) != 0)
            .fold(0u64, |acc, v| acc | st.dom[b * n + v]);
        if st.dom[i] & !reach == 0 {
            return Found::Nothing;
        }
        let mut after = st.clone();
        after.dom[i] &= reach;
        self.checked(
            Deduction::Reach {
                item: Item(i),
                attribute: Attr(b),
            },
            after,
            &[],
        )
    }
}

/// Makes the link matrix symmetric again after a step narrowed some links of `before` (a
/// symmetric state) for `items` only: each link their rows lost is cleared in its mirror
/// too. Scanning the whole matrix on every candidate step made generating an 8x8 puzzle
/// take seconds.
pub(super) fn symmetrise(st: &mut Grid, before: &Grid, items: &[usize], n: usize, m: usize) {
    for r in items.iter().flat_map(|&i| i * m..i * m + m) {
        let lost = before.link[r] & !st.link[r];
        if lost == 0 {
            continue;
        }
        let (i, b) = (r / m, r % m);
        for v in 0..n {
            if lost & (1 << v) != 0 {
                st.link[(b * n + v) * m + i / n] &= !(1 << (i % n));
            }
        }
    }
}
