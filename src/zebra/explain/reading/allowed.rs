//! Per clue, what it allows as tables of positions ([`Allowed`]): what a clue reading's
//! enumeration narrows a value's candidates with, one word at a time, instead of checking
//! the clue placement by placement.

use super::super::super::model::{Constraint, Puzzle, Term};

/// What a clue "x REL y" allows, as position sets: with two values, the positions of each
/// given the other's (`x_given_y[py]`, `y_given_x[px]`); with a value and a fixed position,
/// the value's positions. An enumeration then narrows a value's candidates with one word
/// instead of checking the clue on each (that check would be the bulk of a reading).
pub(crate) enum Allowed {
    Between {
        x: usize,
        y: usize,
        x_given_y: Vec<u64>,
        y_given_x: Vec<u64>,
    },
    Fixed {
        mask: u64,
    },
    /// "x is one of y, z" or "{x, y} are {z, w}", each value named once: the last value's
    /// positions worked out from the others' ([`completing`]).
    Cases,
    /// Any other clue: checked placement by placement.
    Check,
}

impl Allowed {
    /// The table for each clue of `puzzle`.
    pub(crate) fn of(puzzle: &Puzzle) -> Vec<Allowed> {
        let (n, labels) = (puzzle.n(), &puzzle.labels);
        let set =
            |f: &dyn Fn(usize) -> bool| (0..n).filter(|&p| f(p)).fold(0u64, |a, p| a | 1 << p);
        puzzle
            .clues
            .iter()
            .map(|c| match c.constraint {
                Constraint::Rel {
                    x: Term::Item(x),
                    rel,
                    y: Term::Item(y),
                } if x != y => Allowed::Between {
                    x,
                    y,
                    x_given_y: (0..n)
                        .map(|py| set(&|px| rel.holds(px, py, labels)))
                        .collect(),
                    y_given_x: (0..n)
                        .map(|px| set(&|py| rel.holds(px, py, labels)))
                        .collect(),
                },
                Constraint::Rel {
                    x: Term::Item(_),
                    rel,
                    y: Term::Pos(q),
                } if q < n => Allowed::Fixed {
                    mask: set(&|px| rel.holds(px, q, labels)),
                },
                Constraint::Rel {
                    x: Term::Pos(q),
                    rel,
                    y: Term::Item(_),
                } if q < n => Allowed::Fixed {
                    mask: set(&|py| rel.holds(q, py, labels)),
                },
                Constraint::Either { .. } | Constraint::OneEach { .. }
                    if named_once(&c.constraint, n) =>
                {
                    Allowed::Cases
                }
                _ => Allowed::Check,
            })
            .collect()
    }
}

/// Whether no value is named twice by the clue and every fixed position is one of the `n`.
fn named_once(c: &Constraint, n: usize) -> bool {
    let terms = c.terms();
    terms.iter().enumerate().all(|(k, t)| match t {
        Term::Pos(q) => *q < n,
        Term::Item(_) => !terms[..k].contains(t),
    })
}

/// The positions of `i` (the last value placed of an "either" or "one each" clue named once,
/// see [`named_once`]) for which the clue holds, given the positions of its other terms.
pub(crate) fn completing(c: &Constraint, i: usize, pos: &[usize]) -> u64 {
    let at = |t: Term| match t {
        Term::Item(j) => pos[j],
        Term::Pos(q) => q,
    };
    let bit = |p: usize| 1u64 << p;
    let me = Term::Item(i);
    match *c {
        // (px == py) != (px == pz).
        Constraint::Either { x, y, z } => {
            if x == me {
                let (py, pz) = (at(y), at(z));
                if py == pz {
                    0
                } else {
                    bit(py) | bit(pz)
                }
            } else {
                // y or z is placed last: it must be at x's position exactly when the other
                // is not.
                let other = if y == me { z } else { y };
                let (px, po) = (at(x), at(other));
                if px == po {
                    !bit(px)
                } else {
                    bit(px)
                }
            }
        }
        // px != py and {px, py} = {pz, pw}.
        Constraint::OneEach { x, y, z, w } => {
            let when = |c: bool, p: usize| if c { bit(p) } else { 0 };
            if x == me || y == me {
                let (other, pz, pw) = (at(if x == me { y } else { x }), at(z), at(w));
                (when(other == pw, pz) | when(other == pz, pw)) & !bit(other)
            } else {
                let (px, py) = (at(x), at(y));
                let other = at(if z == me { w } else { z });
                if px == py {
                    0
                } else {
                    when(other == py, px) | when(other == px, py)
                }
            }
        }
        Constraint::Rel { .. } | Constraint::Count { .. } => u64::MAX,
    }
}

#[cfg(test)]
mod tests {
    use super::super::super::super::grid::full;
    use super::*;

    /// The tables and the worked-out cases allow exactly the positions at which the clue
    /// holds, for every clue of some stored puzzles, every value as the last placed and
    /// every placement of the others.
    #[test]
    fn allowed_positions_are_where_the_clue_holds() {
        let mut kinds = std::collections::BTreeSet::new();
        for text in [
            include_str!("../../../../benches/data/zebra-6x6-3.txt"),
            include_str!("../../../../benches/data/zebra-8x8-2.txt"),
            include_str!("../../../../benches/data/zebra-12x12-0.txt"),
            include_str!("../../einstein.txt"),
            // Ratios, whose tables are products of the labels.
            "positions: age: 1, 2, 3, 4, 6\nname: A, B, C, D, E\nfamily: F, G, H, I, J\n\
             A is 2 times F\nG is 3 times B\nC is 2 times H\n",
        ] {
            let p = Puzzle::parse(text).expect("stored puzzles parse");
            let (n, labels) = (p.n(), &p.labels);
            for (clue, allowed) in p.clues.iter().zip(Allowed::of(&p)) {
                let c = &clue.constraint;
                let named: Vec<usize> = c
                    .terms()
                    .into_iter()
                    .filter_map(|t| match t {
                        Term::Item(i) => Some(i),
                        Term::Pos(_) => None,
                    })
                    .collect();
                for &last in &named {
                    let others: Vec<usize> = named.iter().copied().filter(|&j| j != last).collect();
                    let mut pos = vec![usize::MAX; p.items()];
                    // Every placement of the others, as a number in base n.
                    for code in 0..n.pow(others.len() as u32) {
                        let mut k = code;
                        for &j in &others {
                            pos[j] = k % n;
                            k /= n;
                        }
                        let expected = (0..n)
                            .filter(|&q| {
                                pos[last] = q;
                                c.holds(&pos, labels)
                            })
                            .fold(0u64, |a, q| a | 1 << q);
                        pos[last] = usize::MAX;
                        let got = match &allowed {
                            Allowed::Between {
                                x,
                                y,
                                x_given_y,
                                y_given_x,
                            } => {
                                kinds.insert("between");
                                if last == *x {
                                    x_given_y[pos[*y]]
                                } else {
                                    y_given_x[pos[*x]]
                                }
                            }
                            Allowed::Fixed { mask } => {
                                kinds.insert("fixed");
                                *mask
                            }
                            Allowed::Cases => {
                                kinds.insert("cases");
                                completing(c, last, &pos)
                            }
                            Allowed::Check => continue,
                        };
                        assert_eq!(got & full(n), expected, "{}", clue.text);
                    }
                }
            }
        }
        assert_eq!(kinds.len(), 3, "every kind of table was checked: {kinds:?}");
    }
}
