//! Burnside's lemma kept in pieces: for a set of stacks, how many each of the column's 8
//! symmetries leaves unchanged. The orbit count is the mean of the 8 numbers, and the
//! numbers multiply when a puzzle falls into independent parts (cubes sharing no colour),
//! because a symmetry acts on every cube at once: a stack of the whole is fixed iff the
//! stack of each part is. So parts can be counted apart and combined exactly.
//!
//! A stack is a graph pair (G1 on the front/back axis, G2 on left/right) and a direction for
//! each non-loop component of each. The symmetries act as follows (o1, o2 the directions):
//! the identity; swapping front with back (reverse every component of G1) and, likewise,
//! left with right; the half turn (reverse both); the two diagonal reflections, which
//! exchange the axes, (G2, G1, o2, o1) and (G2, G1, ¬o2, ¬o1); and the two quarter turns,
//! (G2, G1, ¬o2, o1) and (G2, G1, o2, ¬o1). The members of each pair fix equally many
//! stacks, so five numbers suffice.

use super::count::Count;
use super::error::InsanityError;

/// Stacks fixed by each kind of symmetry: `[identity, one side swap, half turn, one diagonal
/// reflection, one quarter turn]`; the side swaps, diagonals and quarter turns come in twos.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Fixed(pub [u128; 5]);

/// How many of the 8 symmetries each entry of [`Fixed`] stands for.
const WEIGHT: [u128; 5] = [1, 2, 1, 2, 2];

fn pow2(e: usize) -> Result<u128, InsanityError> {
    if e < 128 {
        Ok(1u128 << e)
    } else {
        Err(InsanityError::CountOverflow)
    }
}

impl Fixed {
    pub const ZERO: Fixed = Fixed([0; 5]);

    /// The stacks of one unordered graph pair whose subgraphs have `c1` and `c2` non-loop
    /// components; `symmetric` when both subgraphs use the same colour pairs (then `c1 == c2`
    /// and the pair is its own swap).
    ///
    /// An asymmetric pair {X, Y} is 2·2^(c1+c2) stacks ((X, Y) and (Y, X), each in every
    /// direction). A side swap fixes one only if the subgraph it reverses has no component; the
    /// half turn only if neither has; nothing that exchanges the axes fixes one, as X ≠ Y. A
    /// symmetric pair is 4^c stacks (X, X, o1, o2): a diagonal fixes those with o1 = o2 (or
    /// o1 = ¬o2), 2^c each; the rest need c = 0.
    pub fn of_pair(c1: usize, c2: usize, symmetric: bool) -> Result<Fixed, InsanityError> {
        if symmetric {
            let none = u128::from(c1 == 0);
            let p = pow2(c1)?;
            let all = p.checked_mul(p).ok_or(InsanityError::CountOverflow)?;
            Ok(Fixed([all, none, none, p, none]))
        } else {
            let all = pow2(c1 + c2 + 1)?;
            let side = if c1 == 0 { pow2(c2)? } else { 0 } + if c2 == 0 { pow2(c1)? } else { 0 };
            let half = 2 * u128::from(c1 == 0 && c2 == 0);
            Ok(Fixed([all, side, half, 0, 0]))
        }
    }

    pub fn plus(self, other: Fixed) -> Result<Fixed, InsanityError> {
        let mut out = [0u128; 5];
        for (k, slot) in out.iter_mut().enumerate() {
            *slot = self.0[k]
                .checked_add(other.0[k])
                .ok_or(InsanityError::CountOverflow)?;
        }
        Ok(Fixed(out))
    }

    /// The fixed counts of two independent parts stacked together (in `u128`, for the tests to
    /// hold [`Product`] to).
    #[cfg(test)]
    pub fn times(self, other: Fixed) -> Result<Fixed, InsanityError> {
        let mut out = [0u128; 5];
        for (k, slot) in out.iter_mut().enumerate() {
            *slot = self.0[k]
                .checked_mul(other.0[k])
                .ok_or(InsanityError::CountOverflow)?;
        }
        Ok(Fixed(out))
    }

    /// Visibly different stacks: those the identity fixes.
    pub fn stacks(self) -> u128 {
        self.0[0]
    }

    /// Stacks up to the 8 symmetries (Burnside: the mean number of fixed stacks).
    pub fn solutions(self) -> Result<u128, InsanityError> {
        // Sum the eighths separately so that a total near 2^128 does not overflow.
        let mut whole = 0u128;
        let mut rest = 0u128;
        for (k, &w) in WEIGHT.iter().enumerate() {
            let x = self.0[k];
            whole = whole
                .checked_add((x / 8).checked_mul(w).ok_or(InsanityError::CountOverflow)?)
                .ok_or(InsanityError::CountOverflow)?;
            rest += (x % 8) * w;
        }
        whole
            .checked_add(rest / 8)
            .ok_or(InsanityError::CountOverflow)
    }
}

/// The fixed counts of several independent parts together, exact at any size (a product over
/// 64 parts passes `u128` easily).
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Product([Count; 5]);

impl Product {
    pub fn one() -> Product {
        Product(std::array::from_fn(|_| Count::from(1u128)))
    }

    /// This product with one more part.
    pub fn times(&self, part: Fixed) -> Product {
        Product(std::array::from_fn(|k| {
            self.0[k].mul(&Count::from(part.0[k]))
        }))
    }

    pub fn stacks(&self) -> Count {
        self.0[0].clone()
    }

    /// Stacks up to the 8 symmetries (Burnside: the weighted sum over 8; it divides exactly).
    pub fn solutions(&self) -> Count {
        let total = self
            .0
            .iter()
            .zip(WEIGHT)
            .fold(Count::zero(), |acc, (x, w)| acc.add(&x.mul_small(w as u32)));
        total.div_small(8).0
    }
}

impl From<Fixed> for Product {
    fn from(f: Fixed) -> Product {
        Product::one().times(f)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The closed forms the solver used per graph pair: f(c1)·f(c2) orbits for an asymmetric
    /// pair (f(0) = 1, f(c) = 2^(c-1)), (4^c + 2·2^c)/8 for a symmetric one with c > 0.
    #[test]
    fn one_pair_gives_the_closed_form_orbit_counts() {
        let f = |c: usize| if c == 0 { 1 } else { 1u128 << (c - 1) };
        for c1 in 0..10 {
            for c2 in 0..10 {
                let x = Fixed::of_pair(c1, c2, false).unwrap();
                assert_eq!(x.solutions().unwrap(), f(c1) * f(c2), "{c1} {c2}");
                assert_eq!(x.stacks(), 1 << (c1 + c2 + 1));
            }
            let s = Fixed::of_pair(c1, c1, true).unwrap();
            let expect = if c1 == 0 {
                1
            } else {
                ((1u128 << (2 * c1)) + 2 * (1 << c1)) / 8
            };
            assert_eq!(s.solutions().unwrap(), expect, "{c1}");
        }
    }

    #[test]
    fn burnside_means_are_whole_numbers_for_products() {
        let parts = [
            Fixed::of_pair(1, 1, false).unwrap(),
            Fixed::of_pair(0, 2, false).unwrap(),
            Fixed::of_pair(2, 2, true).unwrap(),
            Fixed::of_pair(0, 0, true).unwrap(),
        ];
        for a in parts {
            for b in parts {
                let p = a.times(b).unwrap();
                let total: u128 = p.0.iter().zip(WEIGHT).map(|(x, w)| x * w).sum();
                assert_eq!(total % 8, 0, "{a:?} {b:?}");
                assert_eq!(p.solutions().unwrap(), total / 8);
                let big = Product::from(a).times(b);
                assert_eq!(big.solutions(), total / 8);
                assert_eq!(big.stacks(), p.stacks());
            }
        }
    }
}
