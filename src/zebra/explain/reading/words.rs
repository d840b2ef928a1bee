//! One clue read from whole words instead of placement by placement, for the clue shapes
//! whose placements have a simple form: "x REL y" (every position of x, and the positions
//! of y the table leaves), "x REL position", and "either" / "one each" clues (two groups of
//! terms, each sharing one position, the two positions different).
//!
//! Most steps of a hypothesis trial read one clue, and enumerating a "one each" clue's
//! placements takes many calls per reading on a large grid, more than all other clues'.
//! The projection is the same set of positions and pairs however it is found, so the
//! reading (and every explanation and hint) is unchanged; the tests check it against the
//! enumeration on random grids.

use super::super::super::grid::{bits, single, Grid, Item};
use super::super::super::model::{Constraint, Term};
use super::super::kit::Kit;
use super::allowed::Allowed;

/// What the joint placements of the values a reading names show, per value slot (the order
/// of the values read): the positions some placement gives each (`proj`), and per pair of
/// slots s < t (bit `s * k + t`, k values) whether some placement puts them at the same
/// position (`equal`) or at different positions (`apart`). `any`: some placement exists.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct Projection {
    pub proj: [u64; 8],
    pub equal: u64,
    pub apart: u64,
    pub any: bool,
}

/// What a pair of values (slots s < t) must be, as the enumeration reads it: the link word
/// of the later slot's value towards the earlier one's attribute decides.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Pair {
    /// Same attribute, or not linkable: never at one position.
    Apart,
    /// The only partner left: always at one position.
    Same,
    Either,
}

impl Kit<'_> {
    /// The projection of clue `c`'s placements on the grid, for the shapes with a form of
    /// their own; `None` for the others. `items` are the values `c` names, in order.
    pub(crate) fn project_one(&self, st: &Grid, c: usize, items: &[usize]) -> Option<Projection> {
        match self.allowed[c] {
            Allowed::Between {
                x,
                ref x_given_y,
                ref y_given_x,
                ..
            } if items.len() == 2 => {
                let (a, b) = (items[0], items[1]);
                let table = if a == x { y_given_x } else { x_given_y };
                let pair = self.pair(st, 0, 1, items);
                let mut out = Projection::default();
                for pa in bits(st.dom[a]) {
                    let here = 1u64 << pa;
                    let mut open = st.dom[b] & table[pa];
                    match pair {
                        Pair::Apart => open &= !here,
                        Pair::Same => open &= here,
                        Pair::Either => {}
                    }
                    if open == 0 {
                        continue;
                    }
                    out.proj[0] |= here;
                    out.proj[1] |= open;
                    if open & here != 0 {
                        out.equal |= 1 << 1;
                    }
                    if open & !here != 0 {
                        out.apart |= 1 << 1;
                    }
                }
                out.any = out.proj[0] != 0;
                Some(out)
            }
            Allowed::Fixed { mask } if items.len() == 1 => {
                let mut out = Projection::default();
                out.proj[0] = st.dom[items[0]] & mask;
                out.any = out.proj[0] != 0;
                Some(out)
            }
            Allowed::Cases => {
                let term = |t: Term| match t {
                    Term::Item(i) => Ok(items.iter().position(|&j| j == i)),
                    Term::Pos(q) => Err(q),
                };
                // The two ways the clue can hold, each as two groups of terms: the first
                // group shares one position, the second another.
                let cases = match self.puzzle.clues[c].constraint {
                    Constraint::Either { x, y, z } => [
                        [[Some(x), Some(y)], [Some(z), None]],
                        [[Some(x), Some(z)], [Some(y), None]],
                    ],
                    Constraint::OneEach { x, y, z, w } => [
                        [[Some(x), Some(z)], [Some(y), Some(w)]],
                        [[Some(x), Some(w)], [Some(y), Some(z)]],
                    ],
                    Constraint::Rel { .. } | Constraint::Count { .. } => return None,
                };
                let mut out = Projection::default();
                for groups in &cases {
                    // Per slot, its group (0 or 1); per group, the positions it may share.
                    let mut group = [2usize; 8];
                    let mut room = [u64::MAX; 2];
                    for (g, terms) in groups.iter().enumerate() {
                        for &t in terms.iter().flatten() {
                            match term(t) {
                                Ok(Some(s)) => {
                                    group[s] = g;
                                    room[g] &= st.dom[items[s]];
                                }
                                Ok(None) => return None,
                                Err(q) => room[g] &= 1u64.checked_shl(q as u32).unwrap_or(0),
                            }
                        }
                    }
                    let k = items.len();
                    let pairs_hold = (0..k).all(|s| {
                        (s + 1..k).all(|t| match self.pair(st, s, t, items) {
                            Pair::Apart => group[s] != group[t],
                            Pair::Same => group[s] == group[t],
                            Pair::Either => true,
                        })
                    });
                    let [r0, r1] = room;
                    if !pairs_hold || r0 == 0 || r1 == 0 || (r0 == r1 && single(r0)) {
                        continue;
                    }
                    // A group's positions, but for the other's only one.
                    let left = [
                        if single(r1) { r0 & !r1 } else { r0 },
                        if single(r0) { r1 & !r0 } else { r1 },
                    ];
                    out.any = true;
                    for s in 0..k {
                        out.proj[s] |= left[group[s]];
                        for t in s + 1..k {
                            let bit = 1u64 << (s * k + t);
                            if group[s] == group[t] {
                                out.equal |= bit;
                            } else {
                                out.apart |= bit;
                            }
                        }
                    }
                }
                Some(out)
            }
            _ => None,
        }
    }

    /// How the values of slots `s` < `t` may stand, as the enumeration tests it when it
    /// places the later one.
    fn pair(&self, st: &Grid, s: usize, t: usize, items: &[usize]) -> Pair {
        let n = self.n;
        let (earlier, later) = (Item(items[s]), Item(items[t]));
        if earlier.attr(n) == later.attr(n) {
            return Pair::Apart;
        }
        let l = st.links(later, earlier.attr(n));
        let bit = earlier.bit(n);
        if l & bit == 0 {
            Pair::Apart
        } else if l == bit {
            Pair::Same
        } else {
            Pair::Either
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::super::super::grid::full;
    use super::super::super::super::model::Puzzle;
    use super::super::super::step::open_grid;
    use super::*;
    use crate::rng::Rng;

    /// A random term of a clue line: a value of the puzzle, or now and then a position.
    fn term(rng: &mut Rng, n: usize, m: usize, positions: bool) -> String {
        if positions && rng.below(5) == 0 {
            return format!("position {}", 1 + rng.below(n as u64));
        }
        name(rng.below(m as u64) as usize, rng.below(n as u64) as usize)
    }

    fn name(a: usize, v: usize) -> String {
        let letters = ["b", "c", "d", "f", "g", "h"];
        format!("{}{}", letters[a], ["x", "y", "z", "w", "q", "k"][v])
    }

    /// Random clue lines of every shape, their terms drawn at random (repeats and terms of
    /// one attribute included, where the parser takes them).
    fn random_puzzle(rng: &mut Rng, n: usize, m: usize) -> Puzzle {
        let mut text = format!("positions: {n}\n");
        for a in 0..m {
            let values: Vec<String> = (0..n).map(|v| name(a, v)).collect();
            text += &format!("a{a}: {}\n", values.join(", "));
        }
        let mut lines = 0;
        while lines < 12 {
            let mut t = |p| term(rng, n, m, p);
            let (x, v, y, z, w) = (t(false), t(false), t(true), t(true), t(true));
            let line = match rng.below(10) {
                0 => format!("{x} is {v}"),
                1 => format!("{x} is not {v}"),
                2 => format!("{x} is in {}", 1 + rng.below(n as u64)),
                3 => format!("{x} is not in {}", 1 + rng.below(n as u64)),
                4 => format!("{x} is left of {v}"),
                5 => format!("{x} is next to {v}"),
                6 => format!("{x} is 2 away from {v}"),
                7 => format!("{x} is 1 after {v}"),
                8 => format!("{x} is either {y} or {z}"),
                _ => format!("of {x} and {y}, one is {z} and the other is {w}"),
            };
            let candidate = format!("{text}{line}\n");
            if Puzzle::parse(&candidate).is_ok() {
                text = candidate;
                lines += 1;
            }
        }
        Puzzle::parse(&text).expect("the lines were checked one by one")
    }

    /// A random narrowing of the open grid: positions struck out, pairs ruled out, pairs
    /// made the only partners, a few link words left not symmetric.
    fn random_grid(rng: &mut Rng, p: &Puzzle) -> Grid {
        let (n, m) = (p.n(), p.m());
        let mut g = open_grid(p);
        for i in 0..n * m {
            for _ in 0..rng.below(n as u64) {
                g.dom[i] &= !(1u64 << rng.below(n as u64));
            }
            if rng.below(30) == 0 {
                g.dom[i] = 0;
            }
        }
        for _ in 0..rng.below((n * m * 2) as u64) {
            let (a, b) = (
                Item(rng.below((n * m) as u64) as usize),
                Item(rng.below((n * m) as u64) as usize),
            );
            if a.attr(n) == b.attr(n) {
                continue;
            }
            match rng.below(8) {
                0 => g.link(a, b),
                1 => {
                    let r = g.row(a, b.attr(n));
                    g.link[r] &= !b.bit(n);
                }
                _ => {
                    g.unlink(a, b);
                }
            }
        }
        g
    }

    /// For every clue with a form of its own, the projection worked out from words is the
    /// one the enumeration finds, on random grids of random puzzles.
    #[test]
    fn worked_out_readings_are_the_enumerated_ones() {
        let mut rng = Rng::new(24);
        let mut shapes = std::collections::BTreeSet::new();
        let mut compared = 0;
        for round in 0..300 {
            let (n, m) = (3 + round % 4, 2 + round % 3);
            let p = random_puzzle(&mut rng, n, m);
            let ex = Kit::new(&p, 0);
            for _ in 0..20 {
                let g = random_grid(&mut rng, &p);
                assert!(g.dom.iter().all(|&d| d & !full(n) == 0));
                for c in 0..p.clues.len() {
                    let values = ex.clue_values(&[c]);
                    let items = values.items();
                    let Some(quick) = ex.project_one(&g, c, items) else {
                        continue;
                    };
                    let slow = ex
                        .enumerated(&g, &[c], items, None)
                        .expect("an enumeration without a goal runs to the end");
                    assert_eq!(quick, slow, "{} on {g:?}", p.clues[c].text);
                    shapes.insert(format!("{:?}", std::mem::discriminant(&ex.allowed[c])));
                    if quick.any {
                        compared += 1;
                    }
                }
            }
        }
        assert_eq!(shapes.len(), 3, "every shape was compared: {shapes:?}");
        assert!(compared > 1000, "{compared} readings had placements");
    }

    /// A reading that stops once its placements show all the grid allows (the search for a
    /// placement per thing not shown yet, and the enumeration's own stop) says nothing
    /// exactly when every placement, enumerated to the end, shows all of it; and where it
    /// does not stop, it is that full enumeration. For every clue and every pair of clues
    /// sharing a value, on random grids of random puzzles (link words not symmetric too).
    #[test]
    fn readings_that_stop_early_agree_with_every_placement() {
        let mut rng = Rng::new(7);
        let (mut quiet, mut narrowing) = (0, 0);
        for round in 0..200 {
            let (n, m) = (3 + round % 4, 2 + round % 3);
            let p = random_puzzle(&mut rng, n, m);
            let ex = Kit::new(&p, 0);
            let reads: Vec<Vec<usize>> = (0..p.clues.len())
                .map(|c| vec![c])
                .chain(ex.index.pairs.iter().map(|&(a, b)| vec![a, b]))
                .collect();
            for _ in 0..20 {
                let g = random_grid(&mut rng, &p);
                for cs in &reads {
                    let values = ex.clue_values(cs);
                    let items = values.items();
                    let [equal, apart, ..] = ex.link_bits(&g, items);
                    let need = (equal, apart);
                    let every = ex
                        .enumerated(&g, cs, items, None)
                        .expect("an enumeration without a goal runs to the end");
                    match ex.enumerated(&g, cs, items, Some(need)) {
                        None => {
                            assert!(
                                every.any && every.shows_all(&g, items, need),
                                "{cs:?} on {g:?}"
                            );
                            quiet += 1;
                        }
                        Some(found) => {
                            assert_eq!(found, every, "{cs:?} on {g:?}");
                            assert!(!every.any || !every.shows_all(&g, items, need));
                            narrowing += 1;
                        }
                    }
                }
            }
        }
        assert!(
            quiet > 1000 && narrowing > 1000,
            "{quiet} quiet, {narrowing} narrowing"
        );
    }
}
