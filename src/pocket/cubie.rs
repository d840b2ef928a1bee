//! The cubie model: where each of the eight corners sits and how it is twisted, the R U F
//! turns as cubie permutations, and the two coordinates the distance tables are indexed by.
//!
//! Corners are numbered as in Kociemba's two-phase solver (URF UFL ULB UBR DFR DLF DBL DRB),
//! each with its stickers listed clockwise starting from the U or D sticker. A corner's twist
//! says which of its three positions holds its U/D sticker. DBL (number 6) never moves.

/// Corner positions (and corner pieces) in Kociemba's order.
pub const URF: usize = 0;
pub const UFL: usize = 1;
pub const ULB: usize = 2;
pub const UBR: usize = 3;
pub const DFR: usize = 4;
pub const DLF: usize = 5;
pub const DBL: usize = 6;
pub const DRB: usize = 7;

/// Number of corner permutations with DBL fixed (7!).
pub const PERMS: usize = 5040;
/// Number of twist patterns with DBL fixed: six free corners, the seventh follows (3^6).
pub const TWISTS: usize = 729;

/// A corner state in "replaced by" form: position `i` holds corner `cp[i]` with twist `co[i]`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct CubieCube {
    pub cp: [u8; 8],
    pub co: [u8; 8],
}

impl CubieCube {
    pub const SOLVED: CubieCube = CubieCube {
        cp: [0, 1, 2, 3, 4, 5, 6, 7],
        co: [0; 8],
    };

    /// `self` followed by `other`.
    pub fn then(&self, other: &CubieCube) -> CubieCube {
        let mut out = CubieCube::SOLVED;
        for i in 0..8 {
            let from = other.cp[i] as usize;
            out.cp[i] = self.cp[from];
            out.co[i] = (self.co[from] + other.co[i]) % 3;
        }
        out
    }

    /// The quarter turn of `face` (0 = R, 1 = U, 2 = F) clockwise.
    pub fn quarter_turn(face: usize) -> CubieCube {
        // Kociemba's basic moves; F and R twist the corners they move, U does not.
        const TURNS: [CubieCube; 3] = [
            CubieCube {
                cp: [
                    DFR as u8, UFL as u8, ULB as u8, URF as u8, DRB as u8, DLF as u8, DBL as u8,
                    UBR as u8,
                ],
                co: [2, 0, 0, 1, 1, 0, 0, 2],
            },
            CubieCube {
                cp: [
                    UBR as u8, URF as u8, UFL as u8, ULB as u8, DFR as u8, DLF as u8, DBL as u8,
                    DRB as u8,
                ],
                co: [0; 8],
            },
            CubieCube {
                cp: [
                    UFL as u8, DLF as u8, ULB as u8, UBR as u8, URF as u8, DFR as u8, DBL as u8,
                    DRB as u8,
                ],
                co: [1, 2, 0, 0, 2, 1, 0, 0],
            },
        ];
        TURNS[face]
    }

    /// Permutation coordinate in `0..PERMS`: the Lehmer rank of the seven moving corners.
    pub fn perm_coord(&self) -> usize {
        let p = self.moving_perm();
        let mut rank = 0;
        for i in 0..7 {
            let smaller_after = p[i + 1..].iter().filter(|&&x| x < p[i]).count();
            rank = rank * (7 - i) + smaller_after;
        }
        rank
    }

    /// Twist coordinate in `0..TWISTS`: the twists of positions URF..DLF in base 3 (DRB's twist
    /// follows from the others, DBL's is always 0).
    pub fn twist_coord(&self) -> usize {
        self.co[..6]
            .iter()
            .rev()
            .fold(0, |acc, &t| acc * 3 + t as usize)
    }

    /// The state with the given coordinates (inverse of the two functions above).
    pub fn from_coords(perm: usize, twist: usize) -> CubieCube {
        let mut cube = CubieCube::SOLVED;
        // Unrank the Lehmer code.
        let mut digits = [0usize; 7];
        let mut rest = perm;
        for i in (0..7).rev() {
            let base = 7 - i;
            digits[i] = rest % base;
            rest /= base;
        }
        let mut pool: [u8; 7] = [0, 1, 2, 3, 4, 5, 6];
        let mut p = [0u8; 7];
        for i in 0..7 {
            p[i] = pool[digits[i]];
            pool.copy_within(digits[i] + 1..7 - i, digits[i]);
        }
        for (slot, &value) in MOVING.iter().zip(&p) {
            cube.cp[*slot] = MOVING[value as usize] as u8;
        }
        let mut t = twist;
        let mut sum = 0;
        for i in 0..6 {
            cube.co[i] = (t % 3) as u8;
            sum += t % 3;
            t /= 3;
        }
        cube.co[DBL] = 0;
        cube.co[DRB] = ((3 - sum % 3) % 3) as u8;
        cube
    }

    /// The permutation of the seven moving corners, renumbered 0..7.
    fn moving_perm(&self) -> [u8; 7] {
        let mut p = [0u8; 7];
        for (k, &slot) in MOVING.iter().enumerate() {
            let piece = self.cp[slot] as usize;
            p[k] = MOVING.iter().position(|&m| m == piece).unwrap_or(0) as u8;
        }
        p
    }
}

/// The seven corner positions that R, U and F move, in the order the coordinates number them.
pub(crate) const MOVING: [usize; 7] = [URF, UFL, ULB, UBR, DFR, DLF, DRB];

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn four_quarter_turns_are_the_identity() {
        for face in 0..3 {
            let q = CubieCube::quarter_turn(face);
            let mut c = CubieCube::SOLVED;
            for k in 1..=4 {
                c = c.then(&q);
                assert_eq!(c == CubieCube::SOLVED, k == 4, "face {face} after {k}");
            }
        }
    }

    #[test]
    fn coordinates_round_trip() {
        for perm in (0..PERMS).step_by(7) {
            for twist in (0..TWISTS).step_by(5) {
                let c = CubieCube::from_coords(perm, twist);
                assert_eq!(c.cp[DBL], DBL as u8);
                assert_eq!(c.co.iter().map(|&t| t as u32).sum::<u32>() % 3, 0);
                assert_eq!((c.perm_coord(), c.twist_coord()), (perm, twist));
            }
        }
    }
}
