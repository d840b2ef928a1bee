//! What a clue reading narrows, as data, and how it is taken on a grid: the engine holds
//! it (a step found and not taken yet) without depending on how clues are read.

use super::super::super::grid::{Grid, Item};
use super::super::fresh::Values;
use super::super::journal::Journal;

/// What a clue reading narrows, per value it names (in the order of `values`, bit
/// `s * k + t` for the pair of slots s < t): the positions left, the pairs some placement
/// puts at one position (`equal`), at different ones (`apart`).
pub(crate) struct Narrowing {
    pub values: Values,
    pub proj: [u64; 8],
    pub equal: u64,
    pub apart: u64,
}

impl Narrowing {
    /// Narrows `g` in place as this says, keeping the old words in `journal`: the values'
    /// positions, the pairs found the same or apart, and the mirror of every link lost.
    pub fn take(&self, g: &mut Grid, journal: &mut Journal, n: usize, m: usize) {
        let items = self.values.items();
        let k = items.len();
        for (s, &i) in items.iter().enumerate() {
            journal.set_dom(g, i, g.dom[i] & self.proj[s]);
            for (t, &j) in items.iter().enumerate().skip(s + 1) {
                let (a, b) = (Item(i), Item(j));
                if a.attr(n) == b.attr(n) {
                    continue;
                }
                let bit = 1u64 << (s * k + t);
                if self.equal & bit == 0 {
                    journal.unlink(g, a, b, n);
                } else if self.apart & bit == 0 {
                    journal.link(g, a, b, n);
                }
            }
        }
        journal.symmetrise(g, items, n, m);
    }
}
