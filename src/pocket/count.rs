//! Counting the cubes that fit a painting without listing them.
//!
//! With DBL held still, every arrangement of the seven moving corners and every twist pattern
//! whose twists add up to whole turns is a reachable cube (7! × 3^6 = 3,674,160 states), so
//! a cube fits a painting exactly when each moving place holds a corner its painted stickers
//! allow, no corner is used twice, and the twists sum to 0 mod 3. A dynamic programme over
//! the places, whose state is the set of corners used so far and the twist sum mod 3
//! (2^8 × 3 states), counts those cubes; run forwards and backwards it also says how many of
//! them put each allowed corner in each place, which is what inference needs.

/// The seven places that move, in cubie order (every place but DBL).
pub(super) const SLOTS: usize = 7;

/// A corner piece that may sit in a place, with its twist there.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Candidate {
    pub piece: u8,
    pub twist: u8,
}

/// For each moving place, the corners its painted stickers allow.
pub(super) type Candidates = [Vec<Candidate>; SLOTS];

/// How many fitting cubes there are, and how many put each candidate in its place
/// (`per_candidate[slot][k]` for `candidates[slot][k]`).
pub(super) struct Counts {
    pub total: u64,
    pub per_candidate: [Vec<u64>; SLOTS],
}

/// Corner sets are bit masks over piece numbers 0..8; DBL's bit is never set.
const MASKS: usize = 256;
/// Every moving corner used: all bits but DBL's.
const ALL_MOVING: usize = 0xFF & !(1 << super::cubie::DBL);

type Layer = [[u64; 3]; MASKS];

/// The corner sets of each size (DBL's bit never set): after `i` places exactly the sets of
/// size `i` can be reached, so the programme only visits those 128 sets.
fn sets_by_size() -> [Vec<usize>; SLOTS + 1] {
    let mut out: [Vec<usize>; SLOTS + 1] = Default::default();
    for mask in 0..MASKS {
        if mask & !ALL_MOVING == 0 {
            out[mask.count_ones() as usize].push(mask);
        }
    }
    out
}

/// `table[i][mask][sum]`: ways to fill the first `i` places using exactly the corners in
/// `mask` with twists summing to `sum` mod 3.
fn forward(candidates: &Candidates, sets: &[Vec<usize>; SLOTS + 1]) -> Vec<Layer> {
    let mut table = vec![[[0u64; 3]; MASKS]; SLOTS + 1];
    table[0][0][0] = 1;
    for (i, slot) in candidates.iter().enumerate() {
        let (done, rest) = table.split_at_mut(i + 1);
        let (from, to) = (&done[i], &mut rest[0]);
        for &mask in &sets[i] {
            let sums = &from[mask];
            if sums == &[0; 3] {
                continue;
            }
            for c in slot {
                let bit = 1 << c.piece;
                if mask & bit != 0 {
                    continue;
                }
                for (sum, &ways) in sums.iter().enumerate() {
                    to[mask | bit][(sum + c.twist as usize) % 3] += ways;
                }
            }
        }
    }
    table
}

/// `table[i][mask][sum]`: ways to fill places `i..` given the corners in `mask` are used and
/// the twists so far sum to `sum`, ending with every corner used and a whole-turn twist.
fn backward(candidates: &Candidates, sets: &[Vec<usize>; SLOTS + 1]) -> Vec<Layer> {
    let mut table = vec![[[0u64; 3]; MASKS]; SLOTS + 1];
    table[SLOTS][ALL_MOVING][0] = 1;
    for i in (0..SLOTS).rev() {
        let (head, tail) = table.split_at_mut(i + 1);
        let (to, from) = (&mut head[i], &tail[0]);
        for &mask in &sets[i] {
            let sums = &mut to[mask];
            for c in &candidates[i] {
                let bit = 1 << c.piece;
                if mask & bit != 0 {
                    continue;
                }
                for (sum, ways) in sums.iter_mut().enumerate() {
                    *ways += from[mask | bit][(sum + c.twist as usize) % 3];
                }
            }
        }
    }
    table
}

/// The number of cubes the candidates allow.
pub(super) fn total(candidates: &Candidates) -> u64 {
    forward(candidates, &sets_by_size())[SLOTS][ALL_MOVING][0]
}

/// The number of cubes the candidates allow, and how many of them use each candidate.
pub(super) fn count(candidates: &Candidates) -> Counts {
    let sets = sets_by_size();
    let before = forward(candidates, &sets);
    let total = before[SLOTS][ALL_MOVING][0];
    if total == 0 {
        return Counts {
            total,
            per_candidate: std::array::from_fn(|i| vec![0; candidates[i].len()]),
        };
    }
    let after = backward(candidates, &sets);
    let per_candidate = std::array::from_fn(|i| {
        candidates[i]
            .iter()
            .map(|c| {
                let bit = 1 << c.piece;
                let mut ways = 0;
                for &mask in &sets[i] {
                    if mask & bit != 0 {
                        continue;
                    }
                    for (sum, &w) in before[i][mask].iter().enumerate() {
                        if w != 0 {
                            ways += w * after[i + 1][mask | bit][(sum + c.twist as usize) % 3];
                        }
                    }
                }
                ways
            })
            .collect()
    });
    Counts {
        total,
        per_candidate,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::pocket::cubie::MOVING;

    fn everything() -> Candidates {
        std::array::from_fn(|_| {
            MOVING
                .iter()
                .flat_map(|&p| {
                    (0..3).map(move |t| Candidate {
                        piece: p as u8,
                        twist: t,
                    })
                })
                .collect()
        })
    }

    #[test]
    fn an_unpainted_cube_counts_every_state() {
        let counts = count(&everything());
        assert_eq!(counts.total, 3_674_160);
        // By symmetry each (corner, twist) is in each place equally often.
        for slot in &counts.per_candidate {
            assert!(slot.iter().all(|&w| w == 3_674_160 / 21), "{slot:?}");
        }
    }

    #[test]
    fn a_corner_nowhere_allowed_leaves_no_cube() {
        let mut c = everything();
        for slot in c.iter_mut() {
            slot.retain(|k| k.piece != 0);
        }
        assert_eq!(total(&c), 0);
    }
}
