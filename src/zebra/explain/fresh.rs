//! The change cache: which clues, clue pairs and grid-rule instances are known to say
//! nothing new on the current grid, so that only what a step touched is read again; and, in
//! debug builds and tests, the check that a step named every link row it changed.

use super::super::grid::{Attr, Grid, Item, Pos};
use super::super::model::{Puzzle, Term};
use super::journal::Before;

/// The values of at most two clues (four each), without repeats, in a fixed array: what a
/// clue reading enumerates, and the values whose link rows a step narrowed itself. These are
/// made millions of times when a big grid needs hypotheses, so they allocate nothing.
#[derive(Clone, Copy, Default)]
pub(super) struct Values {
    items: [usize; 8],
    len: usize,
}

impl Values {
    pub fn of(items: &[usize]) -> Values {
        let mut v = Values::default();
        v.add(items);
        v
    }

    pub fn add(&mut self, items: &[usize]) {
        for &i in items {
            if !self.items[..self.len].contains(&i) {
                self.items[self.len] = i;
                self.len += 1;
            }
        }
    }

    pub fn items(&self) -> &[usize] {
        &self.items[..self.len]
    }
}

/// Which values each clue names and which clues share a value: what the cache needs to know
/// to forget the right readings when a value's cells change.
pub(super) struct ClueIndex {
    n: usize,
    m: usize,
    /// Items each clue names.
    pub clue_items: Vec<Vec<usize>>,
    /// Pairs of clues that share an item.
    pub pairs: Vec<(usize, usize)>,
    /// Per item, the clues and the pairs (indices into `pairs`) that name it.
    item_clues: Vec<Vec<usize>>,
    item_pairs: Vec<Vec<usize>>,
    /// The same as sets (a row of `Stale` words per item) where that row is no longer than
    /// the list: a value that moved makes all of them stale at once, a word at a time, where
    /// going through the lists a pair at a time is a hot loop of every hint. A row longer than its list (many pairs, few of them the item's) would cost
    /// more memory and time than the list, so the list serves then.
    item_clue_words: Vec<Option<Box<[u64]>>>,
    item_pair_words: Vec<Option<Box<[u64]>>>,
}

/// Which clues and clue pairs are known to say nothing new on the current grid.
///
/// Reading a clue looks only at the cells of the values it names (their positions and their
/// links to each other), so a clue that added nothing stays that way until one of those cells
/// changes. Re-reading every clue and pair before each step, and before each step of every
/// hypothesis's chain, would make explaining a 12x12 puzzle take minutes; only the clues a
/// step touched are read again. The steps found are the same: a skipped clue would have
/// added nothing.
///
/// The grid rules (bookkeeping) are treated the same way, per rule instance: each records
/// the epoch at which it last found nothing, and each item and attribute the epoch of its
/// last change; an instance is looked at again only once something it reads has changed.
/// Rule instances are still taken in the same order, so the first that applies is the same.
#[derive(Clone, PartialEq)]
pub(super) struct Fresh {
    /// The clues and the pairs (indices into [`ClueIndex::pairs`]) to read again.
    pub clue: Stale,
    pub pair: Stale,
    /// Bumped once per changed grid.
    pub epoch: u32,
    /// Per item and per attribute, the epoch of its last change (its cells or links).
    pub item_changed: Box<[u32]>,
    pub attr_changed: Box<[u32]>,
    /// Per rule instance, the epoch when it last found nothing (0: never): "taken" per
    /// item, "only value" per attribute and position, the link rules per item and attribute.
    pub taken: Box<[u32]>,
    pub only: Box<[u32]>,
    pub links: Box<[u32]>,
    /// The same per block of instances, the epoch of the last pass over the whole block
    /// that found nothing: "taken" and "only value" per attribute, the link rules per pair
    /// of attributes (the values' and the partners'). Most blocks are untouched by a step,
    /// and looking at each instance's record instead would be most of a bookkeeping pass.
    pub taken_block: Box<[u32]>,
    pub only_block: Box<[u32]>,
    pub links_block: Box<[u32]>,
    /// The values changed at the current epoch (those with `item_changed` equal to it):
    /// what a trial looks at for a cell its last step emptied.
    pub changed: Vec<usize>,
}

/// A set of clue (or pair) numbers, one bit each: the next member is found a word at a time.
/// Every step of every hypothesis tried looks for the first clue and the first pair to read
/// again, among thousands of pairs at 12x12, most of them known to say nothing.
#[derive(Clone, PartialEq)]
pub(super) struct Stale {
    words: Box<[u64]>,
}

impl Stale {
    /// Every number below `len`.
    pub fn all(len: usize) -> Stale {
        let mut words = vec![u64::MAX; len.div_ceil(64)];
        if !len.is_multiple_of(64) {
            if let Some(last) = words.last_mut() {
                *last = (1u64 << (len % 64)) - 1;
            }
        }
        Stale {
            words: words.into(),
        }
    }

    /// No number below `len`.
    pub fn none(len: usize) -> Stale {
        Stale {
            words: vec![0; len.div_ceil(64)].into(),
        }
    }

    /// Adds every member of a set given as its words (of a set of the same length) when
    /// there are words, else as a list.
    #[inline]
    fn add(&mut self, words: &Option<Box<[u64]>>, list: &[usize]) {
        match words {
            Some(words) => {
                for (w, o) in self.words.iter_mut().zip(words.iter()) {
                    *w |= o;
                }
            }
            None => {
                for &k in list {
                    self.insert(k);
                }
            }
        }
    }

    #[inline]
    pub fn contains(&self, k: usize) -> bool {
        self.words[k / 64] & (1 << (k % 64)) != 0
    }

    #[inline]
    pub fn insert(&mut self, k: usize) {
        self.words[k / 64] |= 1 << (k % 64);
    }

    #[inline]
    pub fn remove(&mut self, k: usize) {
        self.words[k / 64] &= !(1 << (k % 64));
    }

    /// The smallest member at least `k`.
    #[inline]
    pub fn first_from(&self, k: usize) -> Option<usize> {
        let mut w = k / 64;
        let mut word = self.words.get(w)? & (u64::MAX << (k % 64));
        loop {
            if word != 0 {
                return Some(w * 64 + word.trailing_zeros() as usize);
            }
            w += 1;
            word = *self.words.get(w)?;
        }
    }
}

impl Fresh {
    /// Where the record of "the only value of `a` left for `p`" is kept in `only`, with `n`
    /// positions.
    #[inline(always)]
    pub fn only_at(a: Attr, p: Pos, n: usize) -> usize {
        a.0 * n + p.0
    }
}

impl ClueIndex {
    pub fn new(puzzle: &Puzzle) -> ClueIndex {
        let clue_items: Vec<Vec<usize>> = puzzle
            .clues
            .iter()
            .map(|c| {
                let mut v: Vec<usize> = c
                    .constraint
                    .terms()
                    .into_iter()
                    .filter_map(|t| match t {
                        Term::Item(i) => Some(i),
                        Term::Pos(_) => None,
                    })
                    .collect();
                crate::sort::sort(&mut v);
                v.dedup();
                v
            })
            .collect();
        let mut pairs = vec![];
        for a in 0..clue_items.len() {
            for b in a + 1..clue_items.len() {
                if clue_items[a].iter().any(|i| clue_items[b].contains(i)) {
                    pairs.push((a, b));
                }
            }
        }
        let items = puzzle.n() * puzzle.m();
        let mut item_clues = vec![vec![]; items];
        for (c, its) in clue_items.iter().enumerate() {
            for &i in its {
                item_clues[i].push(c);
            }
        }
        let mut item_pairs = vec![vec![]; items];
        for (q, &(a, b)) in pairs.iter().enumerate() {
            for &i in clue_items[a].iter().chain(&clue_items[b]) {
                if item_pairs[i].last() != Some(&q) {
                    item_pairs[i].push(q);
                }
            }
        }
        let words = |lists: &[Vec<usize>], len: usize| -> Vec<Option<Box<[u64]>>> {
            lists
                .iter()
                .map(|list| {
                    (len.div_ceil(64) <= list.len()).then(|| {
                        let mut set = Stale::none(len);
                        for &k in list {
                            set.insert(k);
                        }
                        set.words
                    })
                })
                .collect()
        };
        ClueIndex {
            n: puzzle.n(),
            m: puzzle.m(),
            item_clue_words: words(&item_clues, clue_items.len()),
            item_pair_words: words(&item_pairs, pairs.len()),
            clue_items,
            pairs,
            item_clues,
            item_pairs,
        }
    }

    /// Nothing known yet: every clue and pair is to be read.
    pub fn stale(&self) -> Fresh {
        let (n, m) = (self.n, self.m);
        Fresh {
            clue: Stale::all(self.clue_items.len()),
            pair: Stale::all(self.pairs.len()),
            epoch: 1,
            item_changed: vec![1; n * m].into(),
            attr_changed: vec![1; m].into(),
            taken: vec![0; n * m].into(),
            only: vec![0; m * n].into(),
            links: vec![0; n * m * m].into(),
            taken_block: vec![0; m].into(),
            only_block: vec![0; m].into(),
            links_block: vec![0; m * m].into(),
            changed: vec![],
        }
    }

    /// Forgets what is known about the grid rules and clues that read a cell or link that
    /// differs between the two grids. A clue reads the positions of the values it names and
    /// the links among them only, so a value whose links alone changed makes it stale only
    /// if one of those links is to another value of the same clue (or pair of clues): most
    /// steps settle links, and most of them lie outside any one clue.
    ///
    /// `linked` names the rows of the link matrix the step may have narrowed itself; the
    /// only other rows that can differ are the mirrors of the links those rows lost (the
    /// grids are kept symmetric). Scanning the whole matrix instead, after every step of
    /// every hypothesis tried, would be a large share of all the explaining.
    ///
    /// `before` is the grid before the step: a grid, or the one `after` was narrowed from
    /// in place ([`Journal`](super::journal::Journal)).
    pub fn touched(&self, fresh: &mut Fresh, before: &impl Before, after: &Grid, linked: &Values) {
        let (n, m) = (self.n, self.m);
        fresh.epoch += 1;
        fresh.changed.clear();
        // Forgetting is the same in any order: it only marks things stale.
        before.moved(after, &mut |i| self.forget(fresh, before, after, i, true));
        for &r in linked.items() {
            self.forget(fresh, before, after, r, false);
            for b in Attr::all(m) {
                let lost = before.link(after.row(Item(r), b)) & !after.links(Item(r), b);
                for j in b.items_in(lost, n) {
                    self.forget(fresh, before, after, j.0, false);
                }
            }
        }
        // The hint must cover every row that changed (a missed one would leave stale
        // readings cached, and the explanation would differ): checked in debug builds and
        // in this module's tests.
        #[cfg(any(test, debug_assertions))]
        for i in 0..n * m {
            if before.dom(i) == after.dom[i] && !same_row(before, after, Item(i), m) {
                assert!(
                    fresh.item_changed[i] == fresh.epoch,
                    "row {i} changed outside the rows the step named"
                );
            }
        }
    }

    /// Forgets what is known about the rules and clues reading value `i`'s cell or links:
    /// all of them when its positions changed, else those whose values it has a changed
    /// link word with (nothing when its row did not change after all).
    fn forget(&self, fresh: &mut Fresh, before: &impl Before, after: &Grid, i: usize, moved: bool) {
        let (n, m) = (self.n, self.m);
        let it = Item(i);
        // Not moved but its cells changed: handled with the moved values; forgotten already
        // in this call (a value loses links to several of the step's values, and what it
        // makes stale is the same each time); or unchanged.
        if !moved
            && (fresh.item_changed[i] == fresh.epoch
                || before.dom(i) != after.dom[i]
                || same_row(before, after, it, m))
        {
            return;
        }
        if fresh.item_changed[i] != fresh.epoch {
            fresh.changed.push(i);
        }
        fresh.item_changed[i] = fresh.epoch;
        fresh.attr_changed[it.attr(n).0] = fresh.epoch;
        if moved {
            fresh
                .clue
                .add(&self.item_clue_words[i], &self.item_clues[i]);
            fresh
                .pair
                .add(&self.item_pair_words[i], &self.item_pairs[i]);
            return;
        }
        // Whether a value of the clue shares a changed link word with i.
        let linked_change = |items: &[usize]| {
            items.iter().any(|&j| {
                let b = Item(j).attr(n);
                b != it.attr(n) && before.link(after.row(it, b)) != after.links(it, b)
            })
        };
        for &c in &self.item_clues[i] {
            if !fresh.clue.contains(c) && linked_change(&self.clue_items[c]) {
                fresh.clue.insert(c);
            }
        }
        for &q in &self.item_pairs[i] {
            let (a, b) = self.pairs[q];
            if !fresh.pair.contains(q)
                && (linked_change(&self.clue_items[a]) || linked_change(&self.clue_items[b]))
            {
                fresh.pair.insert(q);
            }
        }
    }
}

/// Whether value `i`'s link words are the same before and after a step.
fn same_row(before: &impl Before, after: &Grid, i: Item, m: usize) -> bool {
    Attr::all(m).all(|b| before.link(after.row(i, b)) == after.links(i, b))
}
