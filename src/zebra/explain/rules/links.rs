//! The link rules, per value and other attribute: two values that can never share a
//! position are not the same (apart); a value with one partner left in an attribute is
//! that partner (partner); a value stands where one of its partners can (reach). Grid
//! bookkeeping, no clue read.

use super::super::super::grid::{single, Attr, Grid, Item};
use super::super::facts::{link_facts, place_facts};
use super::super::fresh::Fresh;
use super::super::kit::{Found, Kit, LinkStep};
use super::super::step::{Contradiction, Deduction, Fact};
use super::Rule;

/// Per value and other attribute (value by value, in grid order), apart, partner and reach
/// in that order: they share one freshness record per instance (kept like the link rows),
/// since they read the same cells.
pub(super) struct Links;

impl Rule for Links {
    fn offer(&self, kit: &Kit, st: &Grid, fresh: &mut Fresh) -> Found {
        let m = kit.m;
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
            for i in a.items(kit.n) {
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
                    if let Some(step) = apart(kit, st, i, b).or_else(|| partner(kit, st, i, b)) {
                        return Found::Link(step);
                    }
                    if st.dom[i.0] & !reachable(kit, st, i, b) != 0 {
                        return reach(kit, st, i, b);
                    }
                }
            }
            for b in Attr::members(stale) {
                fresh.links_block[a.0 * m + b.0] = fresh.epoch;
            }
        }
        Found::Nothing
    }

    fn owns(&self, d: &Deduction) -> bool {
        matches!(
            d,
            Deduction::Apart { .. } | Deduction::Partner { .. } | Deduction::Reach { .. }
        )
    }

    fn redo(&self, kit: &Kit, d: &Deduction, g: &Grid) -> Option<Grid> {
        let n = kit.n;
        let taken = |f: Found| match f {
            Found::Step(_, after, _) => Some(after),
            _ => None,
        };
        match *d {
            Deduction::Partner { a, b } => taken(
                kit.stepped(
                    g,
                    partner(kit, g, a, b.attr(n)).map_or(Found::Nothing, Found::Link),
                ),
            ),
            Deduction::Reach { item, attribute } => taken(reach(kit, g, item, attribute)),
            Deduction::Apart { a, b } => (g.dom[a.0] & g.dom[b.0] == 0).then(|| {
                let mut after = kit.copy_of(g);
                after.unlink(a, b);
                after
            }),
            _ => None,
        }
    }

    /// Apart: the two values' positions; partner: theirs and their links to every
    /// attribute; reach: the value's positions and links to the attribute, and the
    /// attribute's values' positions.
    fn reads(&self, kit: &Kit, d: &Deduction, cur: &Grid, out: &mut Vec<Fact>) {
        let n = kit.n;
        match *d {
            Deduction::Apart { a, b } => place_facts(cur, n, &[a, b], out),
            Deduction::Partner { a, b } => {
                place_facts(cur, n, &[a, b], out);
                for c in Attr::all(kit.m) {
                    link_facts(cur, n, a, c, out);
                    link_facts(cur, n, b, c, out);
                }
            }
            Deduction::Reach { item, attribute } => {
                place_facts(cur, n, &[item], out);
                let values: Vec<Item> = attribute.items(n).collect();
                place_facts(cur, n, &values, out);
                link_facts(cur, n, item, attribute, out);
            }
            _ => {}
        }
    }
}

/// Two values that can never be at the same position are not the same (for a value of
/// attribute `b` later than `i` in grid order, so that each pair is looked at once).
fn apart(kit: &Kit, st: &Grid, i: Item, b: Attr) -> Option<LinkStep> {
    let l = st.link[st.row(i, b)];
    for j in b.items_in(l, kit.n) {
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
fn partner(kit: &Kit, st: &Grid, i: Item, b: Attr) -> Option<LinkStep> {
    let (n, m) = (kit.n, kit.m);
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

/// A value stands where one of its possible partners in attribute `b` can stand.
fn reach(kit: &Kit, st: &Grid, i: Item, b: Attr) -> Found {
    let reach = reachable(kit, st, i, b);
    if st.dom[i.0] & !reach == 0 {
        return Found::Nothing;
    }
    let mut after = kit.copy_of(st);
    after.dom[i.0] &= reach;
    kit.checked(
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
fn reachable(kit: &Kit, st: &Grid, i: Item, b: Attr) -> u64 {
    let mut reach = 0;
    for j in b.items_in(st.link[st.row(i, b)], kit.n) {
        reach |= st.dom[j.0];
    }
    reach
}
