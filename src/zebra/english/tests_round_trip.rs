//! A property of the reader ([`super`]): random English sentences about a row of four houses,
//! each with its meaning written as a test of a grid, must be refused or read as what they
//! mean. For each sentence the reader reads, and for sampled grids, the reading together with
//! the grid stated as facts must be satisfiable exactly when the grid makes the sentence true.

use crate::zebra::solve::{analyse, Status};
use crate::zebra::Puzzle;

const HEADER: &str = "positions: 4
name: Amy, Bob, Cal, Dee
colour: red, green, white, blue
pet: cats, dogs, fish, birds
";

const NAMES: [&str; 4] = ["Amy", "Bob", "Cal", "Dee"];
const COLOURS: [&str; 4] = ["red", "green", "white", "blue"];
const PETS: [&str; 4] = ["cats", "dogs", "fish", "birds"];
const ORDINALS: [&str; 4] = ["first", "second", "third", "fourth"];

/// A small deterministic generator (xorshift), so a failure names a sentence that repeats.
struct Rng(u64);

impl Rng {
    fn below(&mut self, n: usize) -> usize {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        (self.0 % n as u64) as usize
    }
}

/// A thing a sentence names: attribute (0 name, 1 colour, 2 pet) and value.
#[derive(Clone, Copy, PartialEq)]
struct Thing(usize, usize);

impl Thing {
    fn subject(self) -> String {
        match self.0 {
            0 => NAMES[self.1].to_string(),
            1 => format!("the person in the {} house", COLOURS[self.1]),
            _ => format!("the person who keeps {}", PETS[self.1]),
        }
    }
    fn object(self) -> String {
        match self.0 {
            0 => NAMES[self.1].to_string(),
            1 => format!("the {} house", COLOURS[self.1]),
            _ => format!("the person who keeps {}", PETS[self.1]),
        }
    }
    fn is(self, negated: bool) -> String {
        let not = if negated { " not" } else { "" };
        match (self.0, negated) {
            (0, _) => format!("is{not} {}", NAMES[self.1]),
            (1, false) => format!("lives in the {} house", COLOURS[self.1]),
            (1, true) => format!("does not live in the {} house", COLOURS[self.1]),
            (_, false) => format!("keeps {}", PETS[self.1]),
            (_, true) => format!("does not keep {}", PETS[self.1]),
        }
    }
}

/// A grid: the position (0-based) of each value, per attribute.
type Grid = [[usize; 4]; 3];

fn at(g: &Grid, t: Thing) -> i64 {
    g[t.0][t.1] as i64
}

fn random_grid(rng: &mut Rng) -> Grid {
    let mut g = [[0, 1, 2, 3]; 3];
    for row in g.iter_mut() {
        for k in (1..4).rev() {
            row.swap(k, rng.below(k + 1));
        }
    }
    g
}

fn facts(g: &Grid) -> String {
    let mut out = String::new();
    for (a, names) in [NAMES, COLOURS, PETS].iter().enumerate() {
        for (v, name) in names.iter().enumerate() {
            out += &format!("{name} is in {}\n", g[a][v] + 1);
        }
    }
    out
}

type Meaning = Box<dyn Fn(&Grid) -> bool>;

/// A random sentence and what it means.
fn sentence(rng: &mut Rng) -> (String, Meaning) {
    // Three things of three different attributes, and a fourth of the first's.
    let first = rng.below(3);
    let second = (first + 1 + rng.below(2)) % 3;
    let third = 3 - first - second;
    let a = Thing(first, rng.below(4));
    let b = Thing(second, rng.below(4));
    let c = Thing(third, rng.below(4));
    let d = Thing(first, (a.1 + 1 + rng.below(3)) % 4);
    let o = rng.below(4);
    let s = |t: Thing| {
        let s = t.subject();
        s[..1].to_uppercase() + &s[1..]
    };
    match rng.below(14) {
        0 => (
            format!("{} {}.", s(a), b.is(false)),
            Box::new(move |g| at(g, a) == at(g, b)),
        ),
        1 => (
            format!("{} {}.", s(a), b.is(true)),
            Box::new(move |g| at(g, a) != at(g, b)),
        ),
        2 => (
            format!("{} lives next to {}.", s(a), b.object()),
            Box::new(move |g| (at(g, a) - at(g, b)).abs() == 1),
        ),
        3 => (
            format!("{} does not live next to {}.", s(a), b.object()),
            Box::new(move |g| (at(g, a) - at(g, b)).abs() != 1),
        ),
        4 => (
            format!("{} lives somewhere to the left of {}.", s(a), b.object()),
            Box::new(move |g| at(g, a) < at(g, b)),
        ),
        5 => (
            format!("{} lives directly to the right of {}.", s(a), b.object()),
            Box::new(move |g| at(g, a) == at(g, b) + 1),
        ),
        6 => (
            format!("{} lives two houses to the left of {}.", s(a), b.object()),
            Box::new(move |g| at(g, a) + 2 == at(g, b)),
        ),
        7 => (
            format!("{} lives in the {} house.", s(a), ORDINALS[o]),
            Box::new(move |g| at(g, a) == o as i64),
        ),
        8 => (
            format!("{} lives in the next to last house.", s(a)),
            Box::new(move |g| at(g, a) == 2),
        ),
        9 => (
            format!(
                "Either {} {} or {} {}.",
                a.subject(),
                b.is(false),
                d.subject(),
                c.is(false)
            ),
            Box::new(move |g| at(g, a) == at(g, b) || at(g, d) == at(g, c)),
        ),
        10 => (
            format!(
                "{} and {} do not both live next to {}.",
                s(a),
                d.subject(),
                b.object()
            ),
            Box::new(move |g| {
                !((at(g, a) - at(g, b)).abs() == 1 && (at(g, d) - at(g, b)).abs() == 1)
            }),
        ),
        11 => (
            format!(
                "{} lives closer to {} than {}.",
                s(a),
                b.object(),
                d.subject()
            ),
            Box::new(move |g| (at(g, a) - at(g, b)).abs() < (at(g, d) - at(g, b)).abs()),
        ),
        12 => (
            format!(
                "{}, whose neighbour is {}, {}.",
                s(a),
                b.object(),
                c.is(false)
            ),
            Box::new(move |g| (at(g, a) - at(g, b)).abs() == 1 && at(g, a) == at(g, c)),
        ),
        _ => (
            format!(
                "{} {} or {} {}.",
                s(a),
                b.is(false),
                d.subject(),
                c.is(false)
            ),
            Box::new(move |g| at(g, a) == at(g, b) || at(g, d) == at(g, c)),
        ),
    }
}

#[test]
fn random_sentences_read_as_what_they_mean_or_are_refused() {
    let mut rng = Rng(0x9e37_79b9_7f4a_7c15);
    let (mut read, mut refused) = (0, 0);
    let mut wrong = vec![];
    for _ in 0..200 {
        let (text, means) = sentence(&mut rng);
        let Ok(alone) = Puzzle::parse(&format!("{HEADER}{text}\n")) else {
            refused += 1;
            continue;
        };
        read += 1;
        for _ in 0..16 {
            let g = random_grid(&mut rng);
            let p = Puzzle::parse(&format!("{HEADER}{text}\n{}", facts(&g)))
                .expect("a line that reads alone reads beside facts");
            let holds = analyse(&p).status != Status::None;
            if holds != means(&g) {
                wrong.push(format!("{text:?} read as {:?}", alone.english[0].clues));
                break;
            }
        }
    }
    println!("round trip: {read} sentences read, {refused} refused");
    assert!(wrong.is_empty(), "{wrong:#?}");
    // The plain forms read: the property is no vacuous one.
    assert!(read > 60, "{read} read");
}
