//! The cheapest assignment of rows to distinct columns (the Hungarian method), which the
//! classifier uses to give each colour at most four stickers.

/// For a cost matrix with `rows <= columns`, the column given to each row so that no column
/// is used twice and the total cost is the least. `costs[r][c]`; every row the same length.
pub(super) fn assign(costs: &[Vec<f64>]) -> Vec<usize> {
    let n = costs.len();
    let m = costs.first().map_or(0, Vec::len);
    if n == 0 {
        return Vec::new();
    }
    debug_assert!(n <= m, "more rows than columns");
    // Potentials u (rows) and v (columns), 1-based with 0 as the sentinel; way[j] is the
    // column before j on the shortest augmenting path; owner[j] the row that holds column j.
    let mut u = vec![0.0; n + 1];
    let mut v = vec![0.0; m + 1];
    let mut owner = vec![0usize; m + 1];
    let mut way = vec![0usize; m + 1];
    for row in 1..=n {
        owner[0] = row;
        let mut j0 = 0;
        let mut min = vec![f64::INFINITY; m + 1];
        let mut used = vec![false; m + 1];
        loop {
            used[j0] = true;
            let i0 = owner[j0];
            let mut delta = f64::INFINITY;
            let mut j1 = 0;
            for j in 1..=m {
                if used[j] {
                    continue;
                }
                let cur = costs[i0 - 1][j - 1] - u[i0] - v[j];
                if cur < min[j] {
                    min[j] = cur;
                    way[j] = j0;
                }
                if min[j] < delta {
                    delta = min[j];
                    j1 = j;
                }
            }
            for j in 0..=m {
                if used[j] {
                    u[owner[j]] += delta;
                    v[j] -= delta;
                } else {
                    min[j] -= delta;
                }
            }
            j0 = j1;
            if owner[j0] == 0 {
                break;
            }
        }
        loop {
            let j1 = way[j0];
            owner[j0] = owner[j1];
            j0 = j1;
            if j0 == 0 {
                break;
            }
        }
    }
    let mut out = vec![0; n];
    for j in 1..=m {
        if owner[j] != 0 {
            out[owner[j] - 1] = j - 1;
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::assign;

    /// Every assignment of rows to distinct columns, by brute force.
    fn best(costs: &[Vec<f64>], row: usize, used: &mut Vec<bool>) -> f64 {
        if row == costs.len() {
            return 0.0;
        }
        let mut out = f64::INFINITY;
        for c in 0..used.len() {
            if !used[c] {
                used[c] = true;
                out = out.min(costs[row][c] + best(costs, row + 1, used));
                used[c] = false;
            }
        }
        out
    }

    #[test]
    fn matches_brute_force() {
        let mut rng = crate::rng::Rng::new(7);
        for _ in 0..200 {
            let n = 1 + rng.below(5) as usize;
            let m = n + rng.below(3) as usize;
            let costs: Vec<Vec<f64>> = (0..n)
                .map(|_| (0..m).map(|_| rng.below(20) as f64).collect())
                .collect();
            let got = assign(&costs);
            let mut seen = got.clone();
            seen.sort();
            seen.dedup();
            assert_eq!(seen.len(), n, "a column used twice: {got:?}");
            let total: f64 = got.iter().enumerate().map(|(r, &c)| costs[r][c]).sum();
            assert_eq!(total, best(&costs, 0, &mut vec![false; m]), "{costs:?}");
        }
    }
}
