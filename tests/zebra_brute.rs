//! Random small puzzles (up to 4 positions x 4 attributes) with every clue kind, written as
//! text by this test, checked against a brute-force enumeration with the tests' own clue
//! semantics (tests/support/zebra_clues.rs, independent of the library): solution counts,
//! statuses, reported solutions, and minimal conflicts.

#[path = "support/zebra_clues.rs"]
mod clues;

use clues::{holds, permutations, C, T};
use puzzlebox::rng::Rng;
use puzzlebox::zebra::{analyse, Puzzle, Status};

struct World {
    n: usize,
    m: usize,
    labels: Vec<i64>,
    names: Vec<Vec<String>>,
}

impl World {
    fn name(&self, t: &T) -> String {
        match *t {
            T::V(i) => self.names[i / self.n][i % self.n].clone(),
            T::P(p) => format!("position {}", self.labels[p]),
        }
    }

    fn text(&self, c: &C) -> String {
        let s = |t: &T| self.name(t);
        match c {
            C::Is(x, y) => format!("{} is {}", s(x), s(y)),
            C::IsNot(x, y) => format!("{} is not {}", s(x), s(y)),
            C::In(x, p) => format!("{} is in {}", s(x), self.labels[*p]),
            C::NotIn(x, p) => format!("{} is not in {}", s(x), self.labels[*p]),
            C::Left(x, y) => format!("{} is left of {}", s(x), s(y)),
            C::Right(x, y) => format!("{} is right of {}", s(x), s(y)),
            C::ImmLeft(x, y) => format!("{} is immediately left of {}", s(x), s(y)),
            C::ImmRight(x, y) => format!("{} is immediately right of {}", s(x), s(y)),
            C::Next(x, y) => format!("{} is next to {}", s(x), s(y)),
            C::NotNext(x, y) => format!("{} is not next to {}", s(x), s(y)),
            C::Away(x, d, y) => format!("{} is {d} away from {}", s(x), s(y)),
            C::After(x, d, y) => format!("{} is {d} after {}", s(x), s(y)),
            C::Before(x, d, y) => format!("{} is {d} before {}", s(x), s(y)),
            C::Times(x, k, y) => format!("{} is {k} times {}", s(x), s(y)),
            C::Minus(x, k, y) => format!("{} is {k} minus {}", s(x), s(y)),
            C::Either(x, y, z) => format!("{} is either {} or {}", s(x), s(y), s(z)),
            C::OneEach(x, y, z, w) => format!(
                "of {} and {}, one is {} and the other is {}",
                s(x),
                s(y),
                s(z),
                s(w)
            ),
            C::OneOf(x, ys) => {
                let ys: Vec<String> = ys.iter().map(s).collect();
                format!("{} is either {}", s(x), ys.join(" or "))
            }
            C::Exactly(k, cs) | C::AtLeast(k, cs) | C::AtMost(k, cs) => {
                let kind = match c {
                    C::Exactly(..) => "exactly",
                    C::AtLeast(..) => "at least",
                    _ => "at most",
                };
                let cs: Vec<String> = cs.iter().map(|c| self.text(c)).collect();
                format!("{kind} {k} of: {}", cs.join("; "))
            }
        }
    }

    fn holds(&self, c: &C, pos: &[usize]) -> bool {
        holds(c, pos, &self.labels)
    }

    /// Every assignment (position per item) where each attribute is a permutation.
    fn all_assignments(&self) -> Vec<Vec<usize>> {
        let perms = permutations(self.n);
        let mut out = vec![vec![]];
        for _ in 0..self.m {
            let mut next = vec![];
            for partial in &out {
                for perm in &perms {
                    let mut a = partial.clone();
                    a.extend(perm.iter().copied());
                    next.push(a);
                }
            }
            out = next;
        }
        out
    }
}

fn random_clue(w: &World, rng: &mut Rng) -> C {
    let item = |rng: &mut Rng| T::V(rng.below((w.n * w.m) as u64) as usize);
    let term = |rng: &mut Rng| {
        if rng.below(8) == 0 {
            T::P(rng.below(w.n as u64) as usize)
        } else {
            item(rng)
        }
    };
    let pos = |rng: &mut Rng| rng.below(w.n as u64) as usize;
    let d = |rng: &mut Rng| rng.below(w.n as u64) as i64;
    // Three or four alternatives, all values of one attribute or all positions, repeats
    // allowed (a value named twice is not "exactly one").
    let one_of = |rng: &mut Rng| {
        let k = 3 + rng.below(2) as usize;
        let positions = rng.below(5) == 0;
        let a = rng.below(w.m as u64) as usize;
        let ys = (0..k)
            .map(|_| {
                let v = rng.below(w.n as u64) as usize;
                if positions {
                    T::P(v)
                } else {
                    T::V(a * w.n + v)
                }
            })
            .collect();
        C::OneOf(term(rng), ys)
    };
    // A sum two labels make, so that it can hold.
    let sum = |rng: &mut Rng| w.labels[pos(rng)] + w.labels[pos(rng)];
    match rng.below(18) {
        0 => C::Is(item(rng), term(rng)),
        1 => C::IsNot(item(rng), term(rng)),
        2 => C::In(item(rng), pos(rng)),
        3 => C::NotIn(item(rng), pos(rng)),
        4 => C::Left(item(rng), term(rng)),
        5 => C::Right(item(rng), term(rng)),
        6 => C::ImmLeft(item(rng), term(rng)),
        7 => C::ImmRight(item(rng), term(rng)),
        8 => C::Next(item(rng), term(rng)),
        9 => C::NotNext(item(rng), term(rng)),
        10 => C::Away(item(rng), d(rng), term(rng)),
        11 => C::After(item(rng), d(rng), term(rng)),
        12 => C::Before(item(rng), d(rng), term(rng)),
        13 => C::Either(item(rng), term(rng), term(rng)),
        14 => one_of(rng),
        15 => C::Times(item(rng), 2 + rng.below(2) as i64, term(rng)),
        16 => C::Minus(item(rng), sum(rng), term(rng)),
        _ => C::OneEach(item(rng), item(rng), term(rng), term(rng)),
    }
}

fn world(n: usize, m: usize, rng: &mut Rng) -> World {
    // Labels: plain 1..n, or spaced numbers so "after"/"before" differ from "away".
    let labels: Vec<i64> = if rng.below(2) == 0 {
        (1..=n as i64).collect()
    } else {
        (0..n as i64).map(|k| 3 + 2 * k).collect()
    };
    let names = (0..m)
        .map(|a| {
            (0..n)
                .map(|v| format!("{}{}", ["ant", "bee", "cat", "dog"][a], v))
                .collect()
        })
        .collect();
    World {
        n,
        m,
        labels,
        names,
    }
}

fn header(w: &World) -> String {
    let mut s = String::new();
    if w.labels[0] == 1 {
        s += &format!("positions: {}\n", w.n);
    } else {
        let l: Vec<String> = w.labels.iter().map(|x| x.to_string()).collect();
        s += &format!("positions: steps: {}\n", l.join(", "));
    }
    for (a, vs) in w.names.iter().enumerate() {
        s += &format!("attr{a}: {}\n", vs.join(", "));
    }
    s
}

#[test]
fn random_small_puzzles_match_brute_force() {
    let mut rng = Rng::new(20261130);
    let mut seen = [0usize; 3];
    for round in 0..600 {
        let n = 2 + rng.below(3) as usize;
        let m = 1 + rng.below(if n == 4 { 3 } else { 4 }) as usize;
        let w = world(n, m, &mut rng);
        let all = w.all_assignments();
        let k = 1 + rng.below(3 * (n * m) as u64 / 2) as usize;
        // Half the rounds keep only clues true of a hidden assignment, so that unique and
        // multiple puzzles are common, not just contradictions.
        let hidden = all[rng.below(all.len() as u64) as usize].clone();
        let truthful = round % 2 == 0;
        let mut clues: Vec<C> = vec![];
        while clues.len() < k {
            let c = random_clue(&w, &mut rng);
            if !truthful || w.holds(&c, &hidden) {
                clues.push(c);
            }
        }
        let mut text = header(&w);
        text += "\n# generated clues\n";
        for c in &clues {
            text += &w.text(c);
            text.push('\n');
        }
        let p = Puzzle::parse(&text).unwrap_or_else(|e| panic!("round {round}: {e}\n{text}"));
        // An "either" of three or more is stated as several clues of its line (or none).
        let expanded = clues.iter().any(|c| matches!(c, C::OneOf(..)));
        if !expanded {
            assert_eq!(p.clues.len(), clues.len());
        }
        // The generated clue each parsed clue comes from (the header and a comment come
        // before the first clue line).
        let first_line = text.lines().count() - clues.len() + 1;
        let source = |c: usize| p.clues[c].line - first_line;
        let sat = |subset: &[usize]| {
            all.iter()
                .filter(|a| subset.iter().all(|&c| w.holds(&clues[c], a)))
                .count()
        };
        let every: Vec<usize> = (0..clues.len()).collect();
        let count = sat(&every);
        let a = analyse(&p);
        assert_eq!(a.count, count.min(1000), "round {round}\n{text}");
        let want = match count {
            0 => Status::None,
            1 => Status::Unique,
            _ => Status::Multiple,
        };
        assert_eq!(a.status, want);
        seen[count.min(2)] += 1;
        for s in &a.solutions {
            assert!(
                clues.iter().all(|c| w.holds(c, s)),
                "reported a non-solution\n{text}"
            );
            assert!(all.contains(s));
        }
        if count >= 2 {
            assert_eq!(a.solutions.len(), 2);
            assert_ne!(a.solutions[0], a.solutions[1]);
            assert!(!a.differ.is_empty());
        }
        if count == 0 {
            let mut lines: Vec<usize> = a.conflict.iter().map(|&c| source(c)).collect();
            lines.dedup();
            assert!(!lines.is_empty() || clues.is_empty());
            assert_eq!(sat(&lines), 0, "conflict is satisfiable\n{text}");
            if expanded {
                // Minimal over the clues the lines became, which need not be minimal
                // over whole lines.
                continue;
            }
            let conflict = &lines;
            for drop in 0..conflict.len() {
                let fewer: Vec<usize> = conflict
                    .iter()
                    .enumerate()
                    .filter(|&(j, _)| j != drop)
                    .map(|(_, &c)| c)
                    .collect();
                assert!(sat(&fewer) > 0, "conflict is not minimal\n{text}");
            }
            // And it is the one a deletion filter over the brute force finds (each clue,
            // first to last, dropped while the rest still have no solution): the solver's
            // answers on every subset it tried were right.
            let mut keep: Vec<usize> = (0..clues.len()).collect();
            let mut k = 0;
            while k < keep.len() {
                let mut trial = keep.clone();
                trial.remove(k);
                if sat(&trial) == 0 {
                    keep = trial;
                } else {
                    k += 1;
                }
            }
            assert_eq!(
                conflict, &keep,
                "not the deletion filter's conflict\n{text}"
            );
        }
    }
    assert!(
        seen.iter().all(|&s| s > 20),
        "too few of some status: {seen:?}"
    );
}
