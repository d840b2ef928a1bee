//! Clues that count statements ("exactly 2 of: S1; S2; S3", "at least 1 of: …", "at most 1
//! of: …"): random small puzzles checked against a brute-force enumeration with the tests'
//! own clue semantics (tests/support/zebra_clues.rs), the clue written back as text, and the
//! lines the clue language refuses, each naming its line.

#[path = "support/zebra_clues.rs"]
mod clues;

use clues::{holds, permutations, C, T};
use puzzlebox::rng::Rng;
use puzzlebox::zebra::{analyse, Puzzle, Status, ZebraError};

const NAMES: [&str; 3] = ["ant", "bee", "cat"];

/// A relation between a value and a value or a position, as the clue language writes it.
fn statement(n: usize, m: usize, rng: &mut Rng) -> (C, String) {
    let name = |i: usize| format!("{}{}", NAMES[i / n], i % n);
    let x = rng.below((n * m) as u64) as usize;
    let y = rng.below((n * m) as u64) as usize;
    let q = rng.below(n as u64) as usize;
    let (vx, vy) = (T::V(x), T::V(y));
    match rng.below(7) {
        0 => (C::Is(vx, vy), format!("{} is {}", name(x), name(y))),
        1 => (C::IsNot(vx, vy), format!("{} is not {}", name(x), name(y))),
        2 => (C::In(vx, q), format!("{} is in {}", name(x), q + 1)),
        3 => (C::NotIn(vx, q), format!("{} is not in {}", name(x), q + 1)),
        4 => (
            C::Left(vx, vy),
            format!("{} is left of {}", name(x), name(y)),
        ),
        5 => (
            C::Next(vx, vy),
            format!("{} is next to {}", name(x), name(y)),
        ),
        _ => (
            C::Away(vx, 2, vy),
            format!("{} is 2 away from {}", name(x), name(y)),
        ),
    }
}

/// A counting clue of two to four statements with an amount that says something.
fn counting(n: usize, m: usize, rng: &mut Rng) -> (C, String) {
    let k = 2 + rng.below(3) as usize;
    let (cs, texts): (Vec<C>, Vec<String>) = (0..k).map(|_| statement(n, m, rng)).unzip();
    let body = texts.join("; ");
    match rng.below(3) {
        0 => {
            let j = rng.below(k as u64 + 1) as usize;
            (C::Exactly(j, cs), format!("exactly {j} of: {body}"))
        }
        1 => {
            let j = 1 + rng.below(k as u64) as usize;
            (C::AtLeast(j, cs), format!("at least {j} of: {body}"))
        }
        _ => {
            let j = rng.below(k as u64) as usize;
            (C::AtMost(j, cs), format!("at most {j} of: {body}"))
        }
    }
}

fn assignments(n: usize, m: usize) -> Vec<Vec<usize>> {
    let perms = permutations(n);
    let mut out = vec![vec![]];
    for _ in 0..m {
        out = out
            .iter()
            .flat_map(|a: &Vec<usize>| {
                perms
                    .iter()
                    .map(move |q| a.iter().chain(q).copied().collect::<Vec<usize>>())
            })
            .collect();
    }
    out
}

#[test]
fn counting_clues_match_brute_force() {
    let mut rng = Rng::new(20261204);
    let mut seen = [0usize; 3];
    for round in 0..500 {
        let n = 2 + rng.below(3) as usize;
        let m = 1 + rng.below(if n == 4 { 2 } else { 3 }) as usize;
        let labels: Vec<i64> = (1..=n as i64).collect();
        let all = assignments(n, m);
        let mut text = format!("positions: {n}\n");
        for name in NAMES.iter().take(m) {
            let values: Vec<String> = (0..n).map(|v| format!("{name}{v}")).collect();
            text += &format!("{name}: {}\n", values.join(", "));
        }
        // Half the rounds keep only clues true of a hidden assignment, so that unique and
        // several solutions are common, not only none.
        let hidden = all[rng.below(all.len() as u64) as usize].clone();
        let truthful = round % 2 == 0;
        let mut clues = vec![];
        let want = 1 + rng.below((n * m) as u64) as usize;
        while clues.len() < want {
            let (c, t) = if clues.len() < 2 || rng.below(2) == 0 {
                counting(n, m, &mut rng)
            } else {
                statement(n, m, &mut rng)
            };
            if !truthful || holds(&c, &hidden, &labels) {
                text += &format!("{t}\n");
                clues.push(c);
            }
        }
        let p = Puzzle::parse(&text).unwrap_or_else(|e| panic!("round {round}: {e}\n{text}"));
        assert_eq!(p.clues.len(), clues.len(), "{text}");
        // Written back, the puzzle reads as the same clues.
        assert_eq!(
            Puzzle::parse(&p.to_text()).unwrap().clues.len(),
            clues.len()
        );
        let sat = |subset: &[usize]| {
            all.iter()
                .filter(|a| subset.iter().all(|&c| holds(&clues[c], a, &labels)))
                .count()
        };
        let every: Vec<usize> = (0..clues.len()).collect();
        let count = sat(&every);
        let a = analyse(&p);
        assert_eq!(a.count, count.min(1000), "round {round}\n{text}");
        let status = match count {
            0 => Status::None,
            1 => Status::Unique,
            _ => Status::Multiple,
        };
        assert_eq!(a.status, status, "round {round}\n{text}");
        for s in &a.solutions {
            assert!(clues.iter().all(|c| holds(c, s, &labels)), "{text}");
        }
        if count == 0 {
            // The conflict reported has no solution and is minimal.
            let conflict: Vec<usize> = a.conflict.clone();
            assert_eq!(sat(&conflict), 0, "conflict is satisfiable\n{text}");
            for drop in 0..conflict.len() {
                let mut fewer = conflict.clone();
                fewer.remove(drop);
                assert!(sat(&fewer) > 0, "conflict is not minimal\n{text}");
            }
        }
        seen[count.min(2)] += 1;
    }
    assert!(
        seen.iter().all(|&s| s > 20),
        "too few of some status: {seen:?}"
    );
}

const HEADER: &str = "positions: 3\ncolour: red, green, blue\npet: dog, cat, fish\n";

fn refusal(clue: &str) -> String {
    match Puzzle::parse(&format!("{HEADER}{clue}\n")) {
        Ok(p) => panic!("{clue} was read: {:?}", p.clues),
        Err(e) => {
            assert_eq!(e.line(), Some(4), "{clue}: {e}");
            e.to_string()
        }
    }
}

#[test]
fn counting_clues_that_cannot_be_are_refused_naming_the_line() {
    for (clue, words) in [
        ("exactly 1 of: red is dog", "1 statement"),
        ("exactly 1 of: red is dog;", "empty"),
        ("at least 3 of: red is dog; red is cat", "can never hold"),
        ("exactly 3 of: red is dog; red is cat", "can never hold"),
        ("at least 0 of: red is dog; red is cat", "says nothing"),
        ("at most 2 of: red is dog; red is cat", "says nothing"),
        (
            "exactly 1 of: red is either dog or cat; blue is fish",
            "not one relation",
        ),
        (
            "exactly 1 of: exactly 1 of: red is dog; red is cat; blue is fish",
            "counts statements",
        ),
        ("exactly 1 of: red is dgo; blue is fish", "dgo"),
    ] {
        let e = refusal(clue);
        assert!(e.contains(words), "{clue}: {e}");
    }
    let nine = ["red is dog"; 9].join("; ");
    assert!(refusal(&format!("at least 1 of: {nine}")).contains("from 2 to 8"));
    let e = Puzzle::parse(&format!(
        "{HEADER}exactly 1 of: red is dog; red is purple\n"
    ));
    assert!(
        matches!(&e, Err(ZebraError::Counting { line: 4, problem }) if problem.contains("purple")),
        "{e:?}"
    );
}

#[test]
fn counting_clues_read_in_words_and_are_written_back() {
    let p = Puzzle::parse(&format!(
        "{HEADER}At least one of: red is dog; blue is left of cat\nexactly two of: red is in 1; \
         green is fish; blue is not dog\n"
    ))
    .unwrap();
    let texts: Vec<String> = p.clues.iter().map(|c| p.clue_text(&c.constraint)).collect();
    assert_eq!(
        texts,
        [
            "at least 1 of: red is dog; blue is left of cat",
            "exactly 2 of: red is in 1; green is fish; blue is not dog"
        ]
    );
}

/// A long line of statements reads (or is refused) in time proportional to its length;
/// printed, not asserted.
#[test]
fn a_long_counting_line_reads_quickly() {
    for clue in [
        format!("exactly 1 of: {}", vec!["red is dog"; 20_000].join("; ")),
        format!("exactly 1 of: red is dog; {}", "x".repeat(100_000)),
        format!("at least 1 of:{}", ";".repeat(100_000)),
    ] {
        let start = std::time::Instant::now();
        let read = Puzzle::parse(&format!("{HEADER}{clue}\n"));
        eprintln!(
            "{} bytes: {} in {:?}",
            clue.len(),
            if read.is_ok() { "read" } else { "refused" },
            start.elapsed()
        );
        assert!(read.is_err());
    }
}
