//! Exact counts of any size: a small unsigned big integer. A puzzle of 64 cubes whose faces
//! all differ has 24^64 stacks (about 2^293), far past `u128`, and counts are products over
//! independent parts, so they are kept here exactly. Only what counting needs is offered:
//! products, sums, division by a small number, comparison and decimal digits.
//!
//! In JSON a count is a number while JavaScript holds it exactly (up to 2^53 − 1) and a
//! decimal string above that, so no reader silently rounds it.

use serde::{Serialize, Serializer};
use std::cmp::Ordering;
use std::fmt;

/// An unsigned integer: base-2^32 digits, least significant first, with no zero at the top
/// (zero is no digits), so equal numbers have equal digits.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Count {
    digits: Vec<u32>,
}

/// The largest integer a JavaScript number holds exactly.
const JS_SAFE: u128 = (1 << 53) - 1;

impl Count {
    pub fn zero() -> Count {
        Count::default()
    }

    pub fn is_zero(&self) -> bool {
        self.digits.is_empty()
    }

    /// The value, if it fits in 128 bits.
    pub fn to_u128(&self) -> Option<u128> {
        if self.digits.len() > 4 {
            return None;
        }
        Some(
            self.digits
                .iter()
                .rev()
                .fold(0u128, |acc, &d| (acc << 32) | u128::from(d)),
        )
    }

    fn trim(mut self) -> Count {
        while self.digits.last() == Some(&0) {
            self.digits.pop();
        }
        self
    }

    pub fn add(&self, other: &Count) -> Count {
        let (long, short) = if self.digits.len() >= other.digits.len() {
            (&self.digits, &other.digits)
        } else {
            (&other.digits, &self.digits)
        };
        let mut out = Vec::with_capacity(long.len() + 1);
        let mut carry = 0u64;
        for (k, &d) in long.iter().enumerate() {
            let s = u64::from(d) + u64::from(short.get(k).copied().unwrap_or(0)) + carry;
            out.push(s as u32);
            carry = s >> 32;
        }
        out.push(carry as u32);
        Count { digits: out }.trim()
    }

    pub fn mul(&self, other: &Count) -> Count {
        if self.is_zero() || other.is_zero() {
            return Count::zero();
        }
        let mut out = vec![0u32; self.digits.len() + other.digits.len()];
        for (i, &a) in self.digits.iter().enumerate() {
            let mut carry = 0u64;
            for (j, &b) in other.digits.iter().enumerate() {
                // a·b + out + carry < 2^64: (2^32−1)^2 + 2·(2^32−1) = 2^64 − 1.
                let t = u64::from(a) * u64::from(b) + u64::from(out[i + j]) + carry;
                out[i + j] = t as u32;
                carry = t >> 32;
            }
            out[i + other.digits.len()] = carry as u32;
        }
        Count { digits: out }.trim()
    }

    pub fn mul_small(&self, m: u32) -> Count {
        self.mul(&Count::from(u128::from(m)))
    }

    /// The quotient and remainder of division by `d` (not 0).
    pub fn div_small(&self, d: u32) -> (Count, u32) {
        assert!(d != 0, "division by zero");
        let mut out = vec![0u32; self.digits.len()];
        let mut rem = 0u64;
        for k in (0..self.digits.len()).rev() {
            let cur = (rem << 32) | u64::from(self.digits[k]);
            out[k] = (cur / u64::from(d)) as u32;
            rem = cur % u64::from(d);
        }
        (Count { digits: out }.trim(), rem as u32)
    }
}

impl From<u128> for Count {
    fn from(mut n: u128) -> Count {
        let mut digits = Vec::new();
        while n > 0 {
            digits.push(n as u32);
            n >>= 32;
        }
        Count { digits }
    }
}

impl From<u64> for Count {
    fn from(n: u64) -> Count {
        Count::from(u128::from(n))
    }
}

impl PartialEq<u128> for Count {
    fn eq(&self, other: &u128) -> bool {
        self.to_u128() == Some(*other)
    }
}

impl Ord for Count {
    fn cmp(&self, other: &Count) -> Ordering {
        self.digits
            .len()
            .cmp(&other.digits.len())
            .then_with(|| self.digits.iter().rev().cmp(other.digits.iter().rev()))
    }
}

impl PartialOrd for Count {
    fn partial_cmp(&self, other: &Count) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

impl fmt::Display for Count {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        // Nine decimal digits at a time, least significant first; small counts too, as
        // `u128`'s own decimal writing is much code in a WebAssembly module.
        let mut chunks = Vec::new();
        let mut rest = self.clone();
        while !rest.is_zero() {
            let (q, r) = rest.div_small(1_000_000_000);
            chunks.push(r);
            rest = q;
        }
        let mut s = chunks.pop().unwrap_or(0).to_string();
        for c in chunks.iter().rev() {
            s += &format!("{c:09}");
        }
        f.pad(&s)
    }
}

impl Serialize for Count {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        match self.to_u128() {
            Some(n) if n <= JS_SAFE => s.serialize_u64(n as u64),
            _ => s.serialize_str(&self.to_string()),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn agrees_with_u128_where_both_fit() {
        let xs = [
            0u128,
            1,
            7,
            1 << 32,
            (1 << 64) + 12345,
            u64::MAX as u128 * 3,
        ];
        for &a in &xs {
            for &b in &xs {
                let (ca, cb) = (Count::from(a), Count::from(b));
                assert_eq!(ca.add(&cb), a + b);
                if let Some(p) = a.checked_mul(b) {
                    assert_eq!(ca.mul(&cb), p);
                }
                assert_eq!(ca.cmp(&cb), a.cmp(&b));
            }
            let (q, r) = Count::from(a).div_small(8);
            assert_eq!((q, r), (Count::from(a / 8), (a % 8) as u32));
            assert_eq!(Count::from(a).to_string(), a.to_string());
        }
    }

    #[test]
    fn decimal_digits_of_a_large_power() {
        // 2^200 = 1606938044258990275541962092341162602522202993782792835301376.
        let mut p = Count::from(1u128);
        for _ in 0..200 {
            p = p.mul_small(2);
        }
        assert_eq!(
            p.to_string(),
            "1606938044258990275541962092341162602522202993782792835301376"
        );
        assert_eq!(p.to_u128(), None);
        assert_eq!(p.div_small(1 << 20).0.to_string().len(), 55);
    }

    #[test]
    fn json_numbers_stay_exact_in_javascript() {
        let json = |n: u128| serde_json::to_string(&Count::from(n)).unwrap();
        assert_eq!(json(JS_SAFE), "9007199254740991");
        assert_eq!(json(JS_SAFE + 1), "\"9007199254740992\"");
    }
}
