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
    pub fn new(a: Attr, value: usize, n: usize) -> Item {
        Item(a.0 * n + value)
    }

    pub fn attr(self, n: usize) -> Attr {
        Attr(self.0 / n)
    }

    /// The value's number within its attribute.
    pub fn value(self, n: usize) -> usize {
        self.0 % n
    }

    /// The value's bit in a link word (a set of values of one attribute).
    pub fn bit(self, n: usize) -> u64 {
        1 << (self.0 % n)
    }
}

impl Pos {
    /// The position's bit in a set of positions.
    pub fn bit(self) -> u64 {
        1 << self.0
    }
}

/// The grid: possible positions per value and possible partners per value and attribute.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Grid {
    /// `dom[i]`: the positions value `i` may still have.
    pub dom: Vec<u64>,
    /// `link[i * m + b]`: values of attribute b that may share item i's position.
    pub link: Vec<u64>,
    n: usize,
    m: usize,
}

impl Grid {
    /// `n` positions, `m` attributes, the given possible positions, every pair of values of
    /// different attributes possibly the same (and each value the same as itself only).
    pub fn open(n: usize, m: usize, dom: Vec<u64>) -> Grid {
        let mut g = Grid {
            dom,
            link: vec![full(n); n * m * m],
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
    #[inline]
    pub fn row(&self, i: Item, b: Attr) -> usize {
        i.0 * self.m + b.0
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

/// Every position of an `n`-position puzzle.
pub fn full(n: usize) -> u64 {
    if n == 64 {
        u64::MAX
    } else {
        (1u64 << n) - 1
    }
}

/// The members of a bit set, lowest first.
#[inline]
pub(crate) fn bits(mut m: u64) -> impl Iterator<Item = usize> {
    std::iter::from_fn(move || {
        if m == 0 {
            None
        } else {
            let b = m.trailing_zeros() as usize;
            m &= m - 1;
            Some(b)
        }
    })
}

/// Whether a bit set has exactly one member.
#[inline]
pub(crate) fn single(m: u64) -> bool {
    m != 0 && m & (m - 1) == 0
}
