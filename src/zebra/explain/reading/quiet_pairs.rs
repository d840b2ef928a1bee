//! The readings of two clues known to say nothing, by everything such a reading looks at.
//!
//! Where no simple step is left, every clue pair the last steps touched is read again, and
//! nearly all of those readings say nothing (9 of 3 760 narrowed, on the grid before 8x8 #9's
//! search-backed placement). Each is an enumeration of the pair's joint placements (150
//! placements tried on average there, 570 at 12x12), and the hypothesis trials of one step
//! read the same pair on the same cells again and again: half of those readings repeat one
//! seen before. A reading is a function of the cells it reads, so a repeat says nothing
//! either, and is answered from this table.

use super::super::super::grid::{Grid, Item};

/// Everything a reading of clues `cs` looks at: the clues, the positions left to each value
/// they name (in the reading's order) and, per two of those values (bit `s * k + t` for slots
/// s < t, as in the reading), whether the grid lets them be the same (`equal`), apart
/// (`apart`), and what the later one's links say of the earlier: it may be (`back`), or must
/// be (`only`), the same.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(crate) struct View {
    words: [u64; 13],
}

/// The marker of an empty slot: no two clue numbers make it.
const EMPTY: u64 = u64::MAX;

/// Slots in the table at first and at most: it doubles when half full, up to the most, and
/// then starts again empty. A hint reads a few hundred distinct views on most grids and a
/// few thousand before a 12x12 search-backed placement (8 192 slots of 104 bytes: 0.8 MB).
const FIRST: usize = 1 << 9;
const MOST: usize = 1 << 13;

impl View {
    /// The view of the grid `st` a reading of the clue pair `cs` takes, given the link
    /// words the reading works out per pair of slots (see [`View`]).
    pub fn of(cs: [usize; 2], items: &[usize], st: &Grid, links: [u64; 4]) -> View {
        let mut words = [0u64; 13];
        words[0] = (cs[0] as u64) << 32 | cs[1] as u64;
        for (w, &i) in words[1..9].iter_mut().zip(items) {
            *w = st.dom[Item(i).0];
        }
        words[9..].copy_from_slice(&links);
        View { words }
    }

    /// Where the view goes in a table of `len` slots (a power of two).
    fn slot(&self, len: usize) -> usize {
        let h = self.words.iter().fold(0u64, |h, &w| {
            (h.rotate_left(23) ^ w).wrapping_mul(0x9e37_79b9_7f4a_7c15)
        });
        (h >> (64 - len.trailing_zeros())) as usize
    }
}

/// The views known to say nothing: an open-addressing table that starts again empty when
/// half full (a view forgotten is only read again).
#[derive(Default)]
pub(crate) struct QuietPairs {
    slots: Vec<View>,
    len: usize,
}

impl QuietPairs {
    pub fn contains(&self, v: &View) -> bool {
        let len = self.slots.len();
        if len == 0 {
            return false;
        }
        let mut k = v.slot(len);
        loop {
            let s = &self.slots[k];
            if s.words[0] == EMPTY {
                return false;
            }
            if s == v {
                return true;
            }
            k = (k + 1) & (len - 1);
        }
    }

    pub fn insert(&mut self, v: View) {
        let len = self.slots.len();
        if 2 * self.len >= len {
            let old = std::mem::take(&mut self.slots);
            let grown = if len < MOST {
                (2 * len).max(FIRST)
            } else {
                len
            };
            self.slots = vec![View { words: [EMPTY; 13] }; grown];
            self.len = 0;
            if grown > len {
                for w in old.into_iter().filter(|w| w.words[0] != EMPTY) {
                    self.put(w);
                }
            }
        }
        self.put(v);
    }

    /// Adds `v` to a table with room for it.
    fn put(&mut self, v: View) {
        let len = self.slots.len();
        let mut k = v.slot(len);
        loop {
            let s = &mut self.slots[k];
            if s.words[0] == EMPTY {
                *s = v;
                self.len += 1;
                return;
            }
            if *s == v {
                return;
            }
            k = (k + 1) & (len - 1);
        }
    }
}
