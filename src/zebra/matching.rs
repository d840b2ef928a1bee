//! Régin's all-different filtering on bit sets: which cells of an attribute's value/position
//! grid lie on some perfect matching (every value at a different position).

use super::grid::bits;

/// Keeps only the cells of a square 0/1 grid (`rows[v]` = allowed columns) that lie on some
/// perfect matching (Régin's all-different filtering, on bit sets). False if none exists.
pub(crate) fn hall(rows: &mut [u64]) -> bool {
    let n = rows.len();
    const NONE: usize = usize::MAX;
    let mut owner = [NONE; 64];
    let mut matched = [NONE; 64];
    fn augment(
        v: usize,
        rows: &[u64],
        owner: &mut [usize; 64],
        matched: &mut [usize; 64],
        seen: &mut u64,
    ) -> bool {
        let mut cand = rows[v] & !*seen;
        while cand != 0 {
            let p = cand.trailing_zeros() as usize;
            cand &= cand - 1;
            *seen |= 1 << p;
            if owner[p] == NONE || augment(owner[p], rows, owner, matched, seen) {
                owner[p] = v;
                matched[v] = p;
                return true;
            }
        }
        false
    }
    let mut taken = 0u64;
    for v in 0..n {
        let free = rows[v] & !taken;
        if free != 0 {
            let p = free.trailing_zeros() as usize;
            owner[p] = v;
            matched[v] = p;
            taken |= 1 << p;
        }
    }
    for v in 0..n {
        if matched[v] == NONE {
            let mut seen = 0u64;
            if !augment(v, rows, &mut owner, &mut matched, &mut seen) {
                return false;
            }
        }
    }
    // v -> w when v could take w's column; a cell (v, column of w) is on a perfect matching
    // iff w reaches v back (an alternating cycle).
    let mut reach = [0u64; 64];
    for v in 0..n {
        reach[v] = bits(rows[v]).fold(1u64 << v, |acc, p| acc | 1 << owner[p]);
    }
    for k in 0..n {
        let rk = reach[k];
        for r in reach.iter_mut().take(n) {
            if *r & (1 << k) != 0 {
                *r |= rk;
            }
        }
    }
    for (v, row) in rows.iter_mut().enumerate() {
        let mut allowed = 0u64;
        for p in bits(*row) {
            if reach[owner[p]] & (1 << v) != 0 {
                allowed |= 1 << p;
            }
        }
        *row = allowed;
    }
    true
}
