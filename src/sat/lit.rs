//! Literals and the three values a literal can have during the search.

/// A literal: variable `v` positive is `2v`, negative `2v + 1`, so that a literal and its
/// negation are neighbours and a per-literal array is indexed by the code directly.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Lit(u32);

impl Lit {
    pub fn new(var: usize, positive: bool) -> Lit {
        Lit((var as u32) << 1 | u32::from(!positive))
    }

    #[inline]
    pub fn var(self) -> usize {
        (self.0 >> 1) as usize
    }

    /// The index of this literal in per-literal arrays.
    #[inline]
    pub(super) fn idx(self) -> usize {
        self.0 as usize
    }

    /// The literal's code, as stored in the clause arena.
    #[inline]
    pub(super) fn code(self) -> u32 {
        self.0
    }

    /// The literal whose [`code`](Self::code) is `code`.
    #[inline]
    pub(super) fn from_code(code: u32) -> Lit {
        Lit(code)
    }

    /// A placeholder literal, overwritten before it is read.
    pub(super) const PLACEHOLDER: Lit = Lit(0);

    #[cfg(test)]
    pub(super) fn positive(self) -> bool {
        self.0 & 1 == 0
    }
}

impl std::ops::Not for Lit {
    type Output = Lit;
    #[inline]
    fn not(self) -> Lit {
        Lit(self.0 ^ 1)
    }
}

/// The value of a literal, kept for both signs of every variable (an `i8` per literal keeps
/// the array small; propagation reads it for every watched literal).
pub(super) type Value = i8;
pub(super) const UNDEF: Value = 0;
pub(super) const TRUE: Value = 1;
pub(super) const FALSE: Value = -1;
