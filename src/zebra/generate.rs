//! New puzzles: a random solution, random clues true of it until exactly one solution is
//! left (and, for [`generate`], until the explanation steps solve it without hypotheses),
//! then clues dropped one by one wherever the rest still pins the solution down — so every
//! clue of the result is needed.

use super::error::ZebraError;
use super::explain::explains_simply;
use super::grid::{Attr, Item};
use super::model::{Attribute, Clue, Constraint, Puzzle, Relation, Term};
use super::propagate::Propagator;
use crate::rng::Rng;
use serde::Serialize;

/// Built-in attribute names and values; all values differ, so no clue needs `attribute.`.
const LISTS: [(&str, [&str; 16]); 16] = [
    (
        "colour",
        [
            "red", "green", "white", "yellow", "blue", "black", "orange", "purple", "pink",
            "brown", "grey", "teal", "gold", "silver", "navy", "maroon",
        ],
    ),
    (
        "nationality",
        [
            "Brit",
            "Swede",
            "Dane",
            "Norwegian",
            "German",
            "Spaniard",
            "Italian",
            "Japanese",
            "Ukrainian",
            "Greek",
            "Pole",
            "Dutchman",
            "Irishman",
            "Finn",
            "Portuguese",
            "Belgian",
        ],
    ),
    (
        "drink",
        [
            "tea", "coffee", "milk", "beer", "water", "juice", "cocoa", "lemonade", "cider",
            "wine", "soda", "kefir", "lassi", "mate", "kvass", "sake",
        ],
    ),
    (
        "smoke",
        [
            "Pall Mall",
            "Dunhill",
            "Blends",
            "BlueMaster",
            "Prince",
            "Camel",
            "Winston",
            "Lucky Strike",
            "Marlboro",
            "Kent",
            "Gauloises",
            "Chesterfield",
            "Davidoff",
            "Parliament",
            "Rothmans",
            "Vogue",
        ],
    ),
    (
        "pet",
        [
            "dogs", "birds", "cats", "horses", "fish", "snails", "zebra", "fox", "rabbits",
            "hamsters", "turtles", "ferrets", "parrots", "goats", "lizards", "frogs",
        ],
    ),
    (
        "sport",
        [
            "tennis", "golf", "chess", "rugby", "cricket", "hockey", "rowing", "judo", "fencing",
            "archery", "skiing", "polo", "boxing", "cycling", "sailing", "climbing",
        ],
    ),
    (
        "food",
        [
            "bread",
            "cheese",
            "rice",
            "pasta",
            "soup",
            "noodles",
            "pizza",
            "curry",
            "salad",
            "tacos",
            "sushi",
            "olives",
            "dumplings",
            "pancakes",
            "honey",
            "stew",
        ],
    ),
    (
        "car",
        [
            "Ford", "Audi", "Fiat", "Volvo", "Saab", "Skoda", "Honda", "Mazda", "Tesla", "Jeep",
            "Lada", "Mini", "Opel", "Seat", "Kia", "Dacia",
        ],
    ),
    (
        "job",
        [
            "baker", "doctor", "pilot", "farmer", "teacher", "painter", "lawyer", "nurse", "miner",
            "tailor", "judge", "sailor", "poet", "chef", "plumber", "dentist",
        ],
    ),
    (
        "flower",
        [
            "rose", "tulip", "lily", "daisy", "orchid", "iris", "violet", "poppy", "lotus",
            "aster", "peony", "dahlia", "crocus", "lilac", "magnolia", "jasmine",
        ],
    ),
    (
        "instrument",
        [
            "piano",
            "violin",
            "flute",
            "harp",
            "drums",
            "cello",
            "guitar",
            "banjo",
            "oboe",
            "tuba",
            "lute",
            "organ",
            "sitar",
            "horn",
            "bagpipes",
            "accordion",
        ],
    ),
    (
        "fruit",
        [
            "apple", "pear", "plum", "cherry", "mango", "kiwi", "banana", "lemon", "lime", "peach",
            "melon", "grape", "date", "papaya", "guava", "quince",
        ],
    ),
    (
        "hobby",
        [
            "knitting",
            "pottery",
            "juggling",
            "origami",
            "gardening",
            "fishing",
            "hiking",
            "dancing",
            "singing",
            "painting",
            "reading",
            "sewing",
            "quilting",
            "surfing",
            "karate",
            "yoga",
        ],
    ),
    (
        "book",
        [
            "Dune", "Emma", "Ulysses", "Beloved", "Dracula", "Hamlet", "Ivanhoe", "Lolita",
            "Matilda", "Rebecca", "Carrie", "Heidi", "Kim", "Momo", "Shogun", "Walden",
        ],
    ),
    (
        "city",
        [
            "Paris", "Rome", "Oslo", "Lima", "Cairo", "Delhi", "Quito", "Riga", "Sofia", "Tunis",
            "Hanoi", "Dakar", "Bern", "Kyiv", "Baku", "Doha",
        ],
    ),
    (
        "metal",
        [
            "iron", "copper", "zinc", "tin", "lead", "nickel", "cobalt", "carbon", "neon", "argon",
            "helium", "sodium", "radon", "boron", "xenon", "cesium",
        ],
    ),
];

/// Largest supported size (positions and attributes).
pub const MAX_GENERATE: usize = 16;

/// A new puzzle with `n` positions and `m` attributes: one solution, explainable without
/// hypotheses, and minimal.
pub fn generate(n: usize, m: usize, rng: &mut Rng) -> Result<Puzzle, ZebraError> {
    generate_with(n, m, rng, true)
}

/// How far a run of the generator has got, for a progress display: the two phases take
/// about the same time, and only the second has a known length.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "phase", rename_all = "snake_case")]
pub enum Progress {
    /// Random clues are being added until one solution is left: `clues` so far.
    Adding { clues: usize },
    /// Each clue is tried without: `checked` of the `of` clues so far.
    Dropping { checked: usize, of: usize },
}

/// Like [`generate`]; `simple: false` skips the no-hypothesis requirement (much faster on
/// big grids; the benchmarks use it).
pub fn generate_with(
    n: usize,
    m: usize,
    rng: &mut Rng,
    simple: bool,
) -> Result<Puzzle, ZebraError> {
    generate_reporting(n, m, rng, simple, &mut |_| {})
}

/// Like [`generate_with`], calling `progress` at each step of either phase.
pub fn generate_reporting(
    n: usize,
    m: usize,
    rng: &mut Rng,
    simple: bool,
    progress: &mut dyn FnMut(Progress),
) -> Result<Puzzle, ZebraError> {
    if !(2..=MAX_GENERATE).contains(&n) || !(1..=MAX_GENERATE).contains(&m) {
        return Err(ZebraError::BadSize {
            positions: n,
            attributes: m,
            message: format!(
                "positions must be 2 to {MAX_GENERATE} and attributes 1 to {MAX_GENERATE}"
            ),
        });
    }
    let attributes: Vec<Attribute> = LISTS[..m]
        .iter()
        .map(|(name, values)| Attribute {
            name: name.to_string(),
            values: values[..n].iter().map(|v| v.to_string()).collect(),
        })
        .collect();
    // The solution: a random permutation per attribute.
    let mut sol = vec![0usize; n * m];
    for a in Attr::all(m) {
        let mut perm: Vec<usize> = (0..n).collect();
        rng.shuffle(&mut perm);
        for (i, &p) in a.items(n).zip(&perm) {
            sol[i.0] = p;
        }
    }
    let mut puzzle = Puzzle {
        title: Some(format!("Generated {n}x{m} puzzle")),
        ordered: true,
        position_name: None,
        labels: (1..=n as i64).collect(),
        printed: None,
        attributes,
        groups: vec![],
        clues: vec![],
        english: vec![],
    };
    let unique = |p: &Puzzle| Propagator::new(p, 0..p.clues.len()).search(2).count == 1;
    let ok = |p: &Puzzle| unique(p) && (!simple || explains_simply(p));
    // Add clues until the solution is pinned down (checking in growing batches keeps the
    // number of solver calls logarithmic-ish in the clue count).
    let mut batch = 1;
    loop {
        for _ in 0..batch {
            let c = random_clue(n, m, &sol, rng);
            push(&mut puzzle, c);
        }
        progress(Progress::Adding {
            clues: puzzle.clues.len(),
        });
        if unique(&puzzle) && (!simple || explains_simply(&puzzle)) {
            break;
        }
        batch = (batch + 1).min(n * m / 4 + 1);
        if puzzle.clues.len() > 40 * n * m {
            // Cannot happen with "X is in N" among the clue kinds, but never loop forever.
            break;
        }
    }
    // Drop clues while the rest still does the job.
    let mut order: Vec<usize> = (0..puzzle.clues.len()).collect();
    rng.shuffle(&mut order);
    let mut keep = vec![true; puzzle.clues.len()];
    let all = puzzle.clues.clone();
    for (checked, &k) in order.iter().enumerate() {
        progress(Progress::Dropping {
            checked,
            of: order.len(),
        });
        keep[k] = false;
        puzzle.clues = all
            .iter()
            .zip(&keep)
            .filter(|(_, &on)| on)
            .map(|(c, _)| c.clone())
            .collect();
        if !ok(&puzzle) {
            keep[k] = true;
        }
    }
    puzzle.clues = all
        .iter()
        .zip(&keep)
        .filter(|(_, &on)| on)
        .map(|(c, _)| c.clone())
        .collect();
    // Line numbers as printed by `to_text`: header lines, a blank line, then the clues.
    let first = 4 + m;
    for (k, c) in puzzle.clues.iter_mut().enumerate() {
        c.line = first + k;
    }
    let texts: Vec<String> = puzzle
        .clues
        .iter()
        .map(|c| puzzle.clue_text(&c.constraint))
        .collect();
    for (c, t) in puzzle.clues.iter_mut().zip(texts) {
        c.text = t;
    }
    Ok(puzzle)
}

fn push(p: &mut Puzzle, c: Constraint) {
    let line = p.clues.len() + 1;
    p.clues.push(Clue {
        line,
        text: String::new(),
        constraint: c,
    });
}

/// A random clue that the solution satisfies.
fn random_clue(n: usize, m: usize, sol: &[usize], rng: &mut Rng) -> Constraint {
    let labels: Vec<i64> = (1..=n as i64).collect();
    // The value of attribute `b` at `of`'s position in the solution.
    let partner = |b: Attr, of: Item| b.items(n).find(|&j| sol[j.0] == sol[of.0]);
    loop {
        let item = |rng: &mut Rng| Item(rng.below((n * m) as u64) as usize);
        let x = item(rng);
        let mut y = item(rng);
        if m > 1 {
            while y.attr(n) == x.attr(n) {
                y = item(rng);
            }
        } else if y == x {
            continue;
        }
        let (tx, ty) = (Term::Item(x.0), Term::Item(y.0));
        let roll = rng.below(100);
        let c = match roll {
            0..=24 => {
                // "X is Y": pick y as x's partner so it is true.
                let b = if m > 1 { y.attr(n) } else { Attr(0) };
                Constraint::Rel {
                    x: tx,
                    rel: Relation::Same,
                    y: Term::Item(partner(b, x).unwrap_or(y).0),
                }
            }
            25..=34 => Constraint::Rel {
                x: tx,
                rel: Relation::NotSame,
                y: ty,
            },
            35..=38 => Constraint::Rel {
                x: tx,
                rel: Relation::Same,
                y: Term::Pos(sol[x.0]),
            },
            39..=43 => Constraint::Rel {
                x: tx,
                rel: Relation::NotSame,
                y: Term::Pos(rng.below(n as u64) as usize),
            },
            44..=53 => Constraint::Rel {
                x: tx,
                rel: Relation::LeftOf,
                y: ty,
            },
            54..=63 => Constraint::Rel {
                x: tx,
                rel: Relation::ImmLeft,
                y: ty,
            },
            64..=75 => Constraint::Rel {
                x: tx,
                rel: Relation::NextTo,
                y: ty,
            },
            76..=79 => Constraint::Rel {
                x: tx,
                rel: Relation::NotNextTo,
                y: ty,
            },
            80..=83 => {
                let d = sol[x.0].abs_diff(sol[y.0]) as i64;
                if d < 2 {
                    continue;
                }
                if rng.below(2) == 0 {
                    Constraint::Rel {
                        x: tx,
                        rel: Relation::Away(d),
                        y: ty,
                    }
                } else {
                    Constraint::Rel {
                        x: tx,
                        rel: Relation::LabelDiff(sol[x.0] as i64 - sol[y.0] as i64),
                        y: ty,
                    }
                }
            }
            84..=93 => {
                let z = item(rng);
                if z.attr(n) != y.attr(n) || z == y {
                    continue;
                }
                // y, z of one attribute; x is exactly one of them.
                if sol[x.0] == sol[y.0] || sol[x.0] == sol[z.0] {
                    Constraint::Either {
                        x: tx,
                        y: ty,
                        z: Term::Item(z.0),
                    }
                } else {
                    let mate = Term::Item(partner(y.attr(n), x).unwrap_or(y).0);
                    if rng.below(2) == 0 {
                        Constraint::Either {
                            x: tx,
                            y: mate,
                            z: Term::Item(z.0),
                        }
                    } else {
                        Constraint::Either {
                            x: tx,
                            y: ty,
                            z: mate,
                        }
                    }
                }
            }
            _ => {
                // Of x and x2 (one attribute), one is z and the other w (another attribute).
                let x2 = x.attr(n).item(rng.below(n as u64) as usize, n);
                if x2 == x || m < 2 {
                    continue;
                }
                let b = y.attr(n);
                let pz = partner(b, x).unwrap_or(y);
                let pw = partner(b, x2).unwrap_or(y);
                let (z, w) = if rng.below(2) == 0 {
                    (pz, pw)
                } else {
                    (pw, pz)
                };
                Constraint::OneEach {
                    x: tx,
                    y: Term::Item(x2.0),
                    z: Term::Item(z.0),
                    w: Term::Item(w.0),
                }
            }
        };
        let probe = Clue {
            line: 0,
            text: String::new(),
            constraint: c.clone(),
        };
        if probe.constraint.holds(sol, &labels) {
            return c;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn progress_counts_both_phases_and_changes_nothing() {
        let mut seen = vec![];
        let p = generate_reporting(4, 3, &mut Rng::new(7), true, &mut |s| seen.push(s)).unwrap();
        assert_eq!(p, generate(4, 3, &mut Rng::new(7)).unwrap());
        let adding = seen
            .iter()
            .take_while(|s| matches!(s, Progress::Adding { .. }));
        let added = adding.count();
        assert!(added > 0);
        let Progress::Dropping { of, .. } = seen[added] else {
            panic!("dropping follows adding: {seen:?}");
        };
        let checked: Vec<_> = seen[added..]
            .iter()
            .map(|s| match *s {
                Progress::Dropping { checked, of: o } if o == of => checked,
                other => panic!("one dropping phase: {other:?}"),
            })
            .collect();
        assert_eq!(checked, (0..of).collect::<Vec<_>>());
    }
}
