//! The grid a solver and a person keep: every value's possible positions, and for every two
//! values of different attributes whether they may still be the same (share a position).
//!
//! Values are numbered attribute by attribute: [`Item`] `a * n + v` is value `v` of attribute
//! `a` in a puzzle of `n` positions. The newtypes name what a number is; the bit sets over
//! positions stay plain `u64` words, since the reasoning works on whole words at a time.

/// A value of some attribute, numbered `attribute * n + value`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Item(pub usize);

/// An attribute (a row block of the grid: colour, nationality…).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Attr(pub usize);

/// A position, 0-based (the puzzle's labels are for display).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Pos(pub usize);

impl Item {
    /// Value `value` of attribute `a`, with `n` values per attribute.
    // inlined: at opt-level "z" LLVM leaves this a call on the hot path of every step.
    #[inline(always)]
    pub fn new(a: Attr, value: usize, n: usize) -> Item {
        Item(a.0 * n + value)
    }

    // inlined: at opt-level "z" LLVM leaves this a call on the hot path of every clue reading.
    #[inline(always)]
    pub fn attr(self, n: usize) -> Attr {
        Attr(self.0 / n)
    }

    /// The value's number within its attribute.
    #[inline]
    pub fn value(self, n: usize) -> usize {
        self.0 % n
    }

    /// The value's bit in a link word (a set of values of one attribute).
    // inlined: at opt-level "z" LLVM leaves this a call on the hot path of every clue reading.
    #[inline(always)]
    pub fn bit(self, n: usize) -> u64 {
        1 << (self.0 % n)
    }
}

impl Pos {
    /// The position's bit in a set of positions.
    #[inline]
    pub fn bit(self) -> u64 {
        1 << self.0
    }
}

impl Item {
    /// Every item of a puzzle with `n` positions and `m` attributes, in number order.
    #[inline]
    pub fn all(n: usize, m: usize) -> Numbered<Item> {
        Numbered::new(0, n * m)
    }

    /// The items numbered after this one, up to the last of `n * m`.
    #[inline]
    pub fn after(self, n: usize, m: usize) -> Numbered<Item> {
        Numbered::new(self.0 + 1, n * m)
    }
}

impl Attr {
    /// Every attribute of an `m`-attribute puzzle.
    #[inline]
    pub fn all(m: usize) -> Numbered<Attr> {
        Numbered::new(0, m)
    }

    /// Value `value` of this attribute.
    #[inline]
    pub fn item(self, value: usize, n: usize) -> Item {
        Item::new(self, value, n)
    }

    /// The attribute's values, value 0 first.
    #[inline]
    pub fn items(self, n: usize) -> Numbered<Item> {
        Numbered::new(self.0 * n, self.0 * n + n)
    }

    /// The values of this attribute in a link word (a set of value numbers).
    #[inline]
    pub fn items_in(self, set: u64, n: usize) -> Members<Item> {
        Members::new(set, self.0 * n)
    }

    /// The numbers of the attribute's values: where they stand in a table with one entry per
    /// item (such as [`Grid::dom`]).
    #[inline]
    pub fn span(self, n: usize) -> std::ops::Range<usize> {
        self.0 * n..self.0 * n + n
    }

    /// The attribute's bit in a set of attributes.
    #[inline]
    pub fn bit(self) -> u64 {
        1 << self.0
    }

    /// The members of a set of attributes, lowest first.
    #[inline]
    pub fn members(set: u64) -> Members<Attr> {
        Members::new(set, 0)
    }
}

impl Pos {
    /// Every position of an `n`-position puzzle, left to right.
    #[inline]
    pub fn all(n: usize) -> Numbered<Pos> {
        Numbered::new(0, n)
    }

    /// The members of a set of positions, leftmost first.
    #[inline]
    pub fn members(set: u64) -> Members<Pos> {
        Members::new(set, 0)
    }
}

/// The grid: possible positions per value and possible partners per value and attribute.
///
/// The words are boxed slices, not vectors: indexing a slice is built in, while a `Vec`'s
/// `Index` is a call that LLVM leaves out of line at opt-level "z" (the browser build), and
/// the rules read these words millions of times per hint.
#[derive(Debug, PartialEq, Eq)]
pub struct Grid {
    /// `dom[i]`: the positions value `i` may still have.
    pub dom: Box<[u64]>,
    /// `link[i * m + b]`: values of attribute b that may share item i's position.
    pub link: Box<[u64]>,
    n: usize,
    m: usize,
}

// By hand for `clone_from`, which reuses the words: every step of every hypothesis trial
// copies a grid, and a 12x12 grid is 15 KB to allocate and free each time.
impl Clone for Grid {
    fn clone(&self) -> Self {
        Grid {
            dom: self.dom.clone(),
            link: self.link.clone(),
            n: self.n,
            m: self.m,
        }
    }

    fn clone_from(&mut self, source: &Self) {
        if self.dom.len() == source.dom.len() && self.link.len() == source.link.len() {
            self.dom.copy_from_slice(&source.dom);
            self.link.copy_from_slice(&source.link);
            self.n = source.n;
            self.m = source.m;
        } else {
            *self = source.clone();
        }
    }
}

impl Grid {
    /// `n` positions, `m` attributes, the given possible positions, every pair of values of
    /// different attributes possibly the same (and each value the same as itself only).
    pub fn open(n: usize, m: usize, dom: Vec<u64>) -> Grid {
        let mut g = Grid {
            dom: dom.into_boxed_slice(),
            link: vec![full(n); n * m * m].into_boxed_slice(),
            n,
            m,
        };
        for i in 0..n * m {
            let it = Item(i);
            let r = g.row(it, it.attr(n));
            g.link[r] = it.bit(n);
        }
        g
    }

    /// Where value `i`'s possible partners in attribute `b` are kept in `link`.
    // inlined: at opt-level "z" LLVM leaves this a call on the hot path of every clue reading.
    #[inline(always)]
    pub fn row(&self, i: Item, b: Attr) -> usize {
        i.0 * self.m + b.0
    }

    /// The values of attribute `b` that may still share item `i`'s position (a link word).
    // inlined: at opt-level "z" LLVM leaves this a call on the hot path of every clue reading.
    #[inline(always)]
    pub fn links(&self, i: Item, b: Attr) -> u64 {
        self.link[self.row(i, b)]
    }

    /// Item `i`'s link words, one per attribute, attribute 0 first.
    #[inline]
    pub fn link_row(&self, i: Item) -> &[u64] {
        let start = self.row(i, Attr(0));
        &self.link[start..start + self.m]
    }

    /// Whether `a` and `b` may still be the same.
    pub fn linkable(&self, a: Item, b: Item) -> bool {
        self.link[self.row(a, b.attr(self.n))] & b.bit(self.n) != 0
    }

    /// `a` and `b` are the same: each is the other's only partner in the other's attribute.
    pub fn link(&mut self, a: Item, b: Item) {
        let n = self.n;
        let (ra, rb) = (self.row(a, b.attr(n)), self.row(b, a.attr(n)));
        self.link[ra] = b.bit(n);
        self.link[rb] = a.bit(n);
    }

    /// `a` and `b` are not the same; false if that was known already.
    pub fn unlink(&mut self, a: Item, b: Item) -> bool {
        let n = self.n;
        let (ra, rb) = (self.row(a, b.attr(n)), self.row(b, a.attr(n)));
        let known = self.link[ra] & b.bit(n) == 0;
        self.link[ra] &= !b.bit(n);
        self.link[rb] &= !a.bit(n);
        !known
    }

    /// Whether every value has one position left.
    pub fn is_solved(&self) -> bool {
        self.dom.iter().all(|&d| single(d))
    }
}

/// One entry per (item, position) pair, such as the SAT variable of "item i is at position p".
#[derive(Clone, Debug)]
pub(crate) struct Placements<T> {
    n: usize,
    cells: Vec<T>,
}

impl<T: Copy> Placements<T> {
    /// Every pair of an `n`-position, `m`-attribute puzzle set to `fill`.
    pub(crate) fn new(n: usize, m: usize, fill: T) -> Self {
        Placements {
            n,
            cells: vec![fill; n * n * m],
        }
    }

    #[inline]
    pub(crate) fn get(&self, i: Item, p: Pos) -> T {
        self.cells[i.0 * self.n + p.0]
    }

    #[inline]
    pub(crate) fn set(&mut self, i: Item, p: Pos, value: T) {
        self.cells[i.0 * self.n + p.0] = value;
    }

    /// How many pairs there are.
    #[inline]
    pub(crate) fn len(&self) -> usize {
        self.cells.len()
    }

    /// The pair's number, in grid order (item, then position): a plain number to sort by.
    #[inline]
    pub(crate) fn key(&self, i: Item, p: Pos) -> usize {
        i.0 * self.n + p.0
    }

    /// The pair whose [`key`](Self::key) is `k`.
    #[inline]
    pub(crate) fn pair(&self, k: usize) -> (Item, Pos) {
        (Item(k / self.n), Pos(k % self.n))
    }
}

/// Every position of an `n`-position puzzle.
pub fn full(n: usize) -> u64 {
    if n == 64 {
        u64::MAX
    } else {
        (1u64 << n) - 1
    }
}

/// The members of a bit set, lowest first.
#[inline(always)]
pub(crate) fn bits(m: u64) -> Members<usize> {
    Members::new(m, 0)
}

/// The numbers of a grid's values, attributes or positions in a range, as their newtype.
///
/// The grid's own iterators, rather than `(a..b).map(Item)`: at opt-level "z" (the browser
/// build) LLVM leaves the standard adapters' `next` a call per element, in the hottest loops
/// of a hint. This
/// `next` is always inlined into the loop (the grid rules in `explain/rules.rs` are plain
/// loops over these for the same reason).
#[derive(Clone, Debug)]
pub struct Numbered<T> {
    at: usize,
    end: usize,
    of: std::marker::PhantomData<T>,
}

impl<T> Numbered<T> {
    #[inline(always)]
    fn new(at: usize, end: usize) -> Self {
        Numbered {
            at,
            end,
            of: std::marker::PhantomData,
        }
    }
}

impl<T: From<usize>> Iterator for Numbered<T> {
    type Item = T;
    #[inline(always)]
    fn next(&mut self) -> Option<T> {
        if self.at < self.end {
            self.at += 1;
            Some(T::from(self.at - 1))
        } else {
            None
        }
    }
}

/// The members of a bit set, lowest first, as numbers from `base` (see [`Numbered`] for why
/// an iterator of its own).
#[derive(Clone, Debug)]
pub struct Members<T> {
    set: u64,
    base: usize,
    of: std::marker::PhantomData<T>,
}

impl<T> Members<T> {
    #[inline(always)]
    fn new(set: u64, base: usize) -> Self {
        Members {
            set,
            base,
            of: std::marker::PhantomData,
        }
    }
}

impl<T: From<usize>> Iterator for Members<T> {
    type Item = T;
    #[inline(always)]
    fn next(&mut self) -> Option<T> {
        if self.set == 0 {
            return None;
        }
        let b = self.set.trailing_zeros() as usize;
        self.set &= self.set - 1;
        Some(T::from(self.base + b))
    }
}

impl From<usize> for Item {
    #[inline(always)]
    fn from(k: usize) -> Item {
        Item(k)
    }
}

impl From<usize> for Attr {
    #[inline(always)]
    fn from(k: usize) -> Attr {
        Attr(k)
    }
}

impl From<usize> for Pos {
    #[inline(always)]
    fn from(k: usize) -> Pos {
        Pos(k)
    }
}

/// Whether a bit set has exactly one member.
// inlined: at opt-level "z" LLVM leaves this a call on the hot path of every step.
#[inline(always)]
pub(crate) fn single(m: u64) -> bool {
    m != 0 && m & (m - 1) == 0
}
