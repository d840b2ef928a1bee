//! The propagator's work list: items whose cells or links changed, without duplicates, with
//! what changed about each, and which attributes need their matching pass again.

use super::grid::{Attr, Item};

/// A work list of items without duplicates, with what changed about each.
pub(crate) struct Work {
    pub(crate) stack: Vec<Item>,
    queued: Vec<bool>,
    /// Per queued item: its positions changed.
    dom: Vec<bool>,
    /// Per queued item: the attributes whose links with it changed (bit per attribute).
    links: Vec<u64>,
    /// Attributes whose positions changed since the last matching pass (bit per attribute).
    pub(crate) dom_dirty: u64,
    /// `link_dirty[a]`: attributes b whose grid with a changed since the last matching pass.
    pub(crate) link_dirty: Vec<u64>,
    n: usize,
    /// One bit per attribute.
    pub(crate) all: u64,
}

impl Work {
    pub(crate) fn new(n: usize, m: usize) -> Work {
        let k = n * m;
        Work {
            stack: Vec::with_capacity(k),
            queued: vec![false; k],
            dom: vec![false; k],
            links: vec![0; k],
            dom_dirty: 0,
            link_dirty: vec![0; m],
            n,
            all: if m >= 64 { u64::MAX } else { (1u64 << m) - 1 },
        }
    }

    #[inline]
    pub(crate) fn enqueue(&mut self, i: Item) {
        if !self.queued[i.0] {
            self.queued[i.0] = true;
            self.stack.push(i);
        }
    }

    /// Item `i` must be looked at again because its positions changed.
    #[inline]
    pub(crate) fn push_dom(&mut self, i: Item) {
        self.dom_dirty |= i.attr(self.n).bit();
        self.dom[i.0] = true;
        self.enqueue(i);
    }

    /// Item `i` lost a possible partner in attribute `b`.
    #[inline]
    pub(crate) fn push_link(&mut self, i: Item, b: Attr) {
        self.link_dirty[i.attr(self.n).0] |= b.bit();
        self.links[i.0] |= b.bit();
        self.enqueue(i);
    }

    /// Everything about item `i` must be looked at (start of propagation).
    pub(crate) fn push_all(&mut self, i: Item) {
        self.dom_dirty |= i.attr(self.n).bit();
        self.dom[i.0] = true;
        self.links[i.0] = self.all;
        let all = self.all;
        for d in self.link_dirty.iter_mut() {
            *d = all;
        }
        self.enqueue(i);
    }

    #[inline]
    pub(crate) fn pop(&mut self) -> Option<(Item, bool, u64)> {
        let i = self.stack.pop()?;
        self.queued[i.0] = false;
        let out = (i, self.dom[i.0], self.links[i.0]);
        self.dom[i.0] = false;
        self.links[i.0] = 0;
        Some(out)
    }
}
