//! The zebra tests' own clue semantics, written independently of the library: a clue type
//! with one variant per sentence of the clue language, whether it holds when every item is at
//! a given position, and every ordering of n positions. tests/zebra_brute.rs writes random
//! clues of this type as text; tests/zebra_explain.rs reads the library's parsed clues into it.
#![allow(dead_code)]

/// A clue's term: an item (attribute `a`, value `v` is item `a * n + v`) or a position
/// (0-based).
#[derive(Clone, Debug)]
pub enum T {
    V(usize), // item a*n+v
    P(usize), // position index
}

/// A clue, one variant per sentence of the clue language.
#[derive(Clone, Debug)]
pub enum C {
    Is(T, T),
    IsNot(T, T),
    In(T, usize),
    NotIn(T, usize),
    Left(T, T),
    Right(T, T),
    ImmLeft(T, T),
    ImmRight(T, T),
    Next(T, T),
    NotNext(T, T),
    Away(T, i64, T),
    After(T, i64, T),
    Before(T, i64, T),
    /// "x is k times y": label(x) = k × label(y).
    Times(T, i64, T),
    /// "x is s minus y": label(x) + label(y) = s.
    Minus(T, i64, T),
    Either(T, T, T),
    OneEach(T, T, T, T),
    /// "x is either a or b or c …": x is exactly one of the list.
    OneOf(T, Vec<T>),
    /// "exactly k of: S1; S2; …": k of the statements hold.
    Exactly(usize, Vec<C>),
    /// "at least k of: …".
    AtLeast(usize, Vec<C>),
    /// "at most k of: …".
    AtMost(usize, Vec<C>),
}

/// A position as the assignments hold it (the explanation test keeps them as bytes).
pub trait Place: Copy {
    fn index(self) -> usize;
}

impl Place for usize {
    fn index(self) -> usize {
        self
    }
}

impl Place for u8 {
    fn index(self) -> usize {
        self as usize
    }
}

/// Whether clue `c` holds when item `i` is at position `pos[i]`; `labels` are the positions'
/// labels (for "after" and "before").
pub fn holds<P: Place>(c: &C, pos: &[P], labels: &[i64]) -> bool {
    let p = |t: &T| match *t {
        T::V(i) => pos[i].index() as i64,
        T::P(q) => q as i64,
    };
    let l = |t: &T| labels[p(t) as usize];
    match c {
        C::Is(x, y) => p(x) == p(y),
        C::IsNot(x, y) => p(x) != p(y),
        C::In(x, q) => p(x) == *q as i64,
        C::NotIn(x, q) => p(x) != *q as i64,
        C::Left(x, y) => p(x) < p(y),
        C::Right(x, y) => p(x) > p(y),
        C::ImmLeft(x, y) => p(x) + 1 == p(y),
        C::ImmRight(x, y) => p(x) == p(y) + 1,
        C::Next(x, y) => (p(x) - p(y)).abs() == 1,
        C::NotNext(x, y) => (p(x) - p(y)).abs() != 1,
        C::Away(x, d, y) => (p(x) - p(y)).abs() == *d,
        C::After(x, d, y) => l(x) - l(y) == *d,
        C::Before(x, d, y) => l(x) - l(y) == -*d,
        C::Times(x, k, y) => l(x) == k * l(y),
        C::Minus(x, s, y) => l(x) + l(y) == *s,
        C::Either(x, y, z) => (p(x) == p(y)) != (p(x) == p(z)),
        C::OneOf(x, ys) => ys.iter().filter(|y| p(y) == p(x)).count() == 1,
        C::OneEach(x, y, z, w) => {
            p(x) != p(y) && ((p(x) == p(z) && p(y) == p(w)) || (p(x) == p(w) && p(y) == p(z)))
        }
        C::Exactly(k, cs) => cs.iter().filter(|c| holds(c, pos, labels)).count() == *k,
        C::AtLeast(k, cs) => cs.iter().filter(|c| holds(c, pos, labels)).count() >= *k,
        C::AtMost(k, cs) => cs.iter().filter(|c| holds(c, pos, labels)).count() <= *k,
    }
}

/// Every ordering of `0..n`.
pub fn permutations(n: usize) -> Vec<Vec<usize>> {
    if n == 0 {
        return vec![vec![]];
    }
    let mut out = vec![];
    for p in permutations(n - 1) {
        for k in 0..n {
            let mut q = p.clone();
            q.insert(k, n - 1);
            out.push(q);
        }
    }
    out
}
