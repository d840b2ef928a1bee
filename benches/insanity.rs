//! Instant Insanity solve times: the classic 4 cubes, generated 12- and 20-cube puzzles
//! (fixed seeds), the 30-cube √2 instance (all 96 solutions), and puzzles with no solution
//! (proved impossible; the obstacle search is measured separately). Then the large puzzles of
//! `benches/data/insanity-*.txt`: impossible 30-cube puzzles of three families (each colour on
//! six faces, generated puzzles repainted, colourings from number sequences), counted and
//! given the obstacle's first answer; random 40- and 64-cube puzzles; cubes whose faces all
//! differ; and the generator for 40 and 64 cubes.

use criterion::{criterion_group, criterion_main, Criterion};
use puzzlebox::insanity::{explain_impossible, generate, solve, Options, Puzzle};
use puzzlebox::rng::Rng;
use std::hint::black_box;

fn thirty() -> Puzzle {
    let c = |k: u64| {
        let mut r = ((2 * k * k) as f64).sqrt() as u64;
        while r * r > 2 * k * k {
            r -= 1;
        }
        while (r + 1) * (r + 1) <= 2 * k * k {
            r += 1;
        }
        (1 + r % 30).to_string()
    };
    let names: Vec<[String; 6]> = (0..30u64)
        .map(|i| [1, 2, 3, 4, 5, 6].map(|f| c(6 * i + f)))
        .collect();
    Puzzle::from_names(&names)
}

/// n cubes with n colours, uniformly random faces: almost never solvable.
fn random(n: usize, seed: u64) -> Puzzle {
    let mut rng = Rng::new(seed);
    let names: Vec<[String; 6]> = (0..n)
        .map(|_| [0; 6].map(|_| format!("c{}", rng.below(n as u64))))
        .collect();
    Puzzle::from_names(&names)
}

/// A generated 20-cube puzzle with one cube repainted by swapping faces across its pairs
/// until no solution is left: close to solvable, so only the search can refute it.
fn near_miss(n: usize) -> Puzzle {
    let mut p = generate(n, &mut Rng::new(1)).unwrap();
    let quiet = Options {
        max_listed: 0,
        explain: false,
        ..Options::default()
    };
    for (cube, (a, b)) in (0..n).flat_map(|j| [(0, 2), (0, 4), (2, 4), (1, 2)].map(|s| (j, s))) {
        let mut q = p.clone();
        q.cubes[cube].swap(a, b);
        if solve(&q, &quiet).unwrap().solutions == 0 {
            p = q;
            return p;
        }
    }
    unreachable!("some repainting breaks a unique solution")
}

fn bench(c: &mut Criterion) {
    let count = Options {
        max_listed: usize::MAX,
        explain: false,
        ..Options::default()
    };
    let classic = Puzzle::parse("R B G Y B Y\nR G G Y B B\nY B R G Y R\nY G B R R R").unwrap();
    let cases = [
        ("classic_n4", classic),
        (
            "generated_n12_seed1",
            generate(12, &mut Rng::new(1)).unwrap(),
        ),
        (
            "generated_n20_seed1",
            generate(20, &mut Rng::new(1)).unwrap(),
        ),
        (
            "fixed_n20_one_solution",
            data("insanity-fixed-20-one-solution.txt"),
        ),
        ("sqrt2_n30_all96", thirty()),
        ("random_n20_unsolvable", random(20, 3)),
        ("random_n30_unsolvable", random(30, 3)),
        ("near_miss_n20_unsolvable", near_miss(20)),
    ];
    for (name, p) in &cases {
        c.bench_function(name, |b| b.iter(|| solve(black_box(p), &count).unwrap()));
    }
    let explain = Options {
        explain: true,
        ..count
    };
    let (name, p) = &cases[7];
    c.bench_function(&format!("{name}_with_obstacle"), |b| {
        b.iter(|| solve(black_box(p), &explain).unwrap())
    });
}

fn data(name: &str) -> Puzzle {
    let path = format!("{}/benches/data/{name}", env!("CARGO_MANIFEST_DIR"));
    Puzzle::parse(&std::fs::read_to_string(path).unwrap()).unwrap()
}

fn all_different(n: usize) -> Puzzle {
    let names: Vec<[String; 6]> = (0..n)
        .map(|i| [0, 1, 2, 3, 4, 5].map(|f| format!("c{}", 6 * i + f)))
        .collect();
    Puzzle::from_names(&names)
}

fn large(c: &mut Criterion) {
    let count = Options {
        max_listed: 0,
        explain: false,
        ..Options::default()
    };
    let mut group = c.benchmark_group("large");
    group.sample_size(10);
    let impossible = [
        "insanity-random6-30-0.txt",
        "insanity-random6-30-1.txt",
        "insanity-repainted-30-0.txt",
        "insanity-repainted-30-1.txt",
        "insanity-seq-sqrt3.txt",
        "insanity-seq-golden.txt",
    ];
    for name in impossible {
        let p = data(name);
        group.bench_function(format!("count/{name}"), |b| {
            b.iter(|| assert_eq!(solve(black_box(&p), &count).unwrap().solutions, 0))
        });
        // The answer and the obstacle's first answer (a budget of 0 nodes: a counting proof's
        // set, or all cubes), as a page asking for the obstacle separately would get them.
        group.bench_function(format!("count_and_first_obstacle/{name}"), |b| {
            b.iter(|| {
                let s = solve(black_box(&p), &count).unwrap();
                (s, explain_impossible(&p, 0))
            })
        });
    }
    for name in [
        "insanity-random-40-0.txt",
        "insanity-random-40-1.txt",
        "insanity-random-64-0.txt",
        "insanity-random-64-1.txt",
    ] {
        let p = data(name);
        group.bench_function(format!("count/{name}"), |b| {
            b.iter(|| solve(black_box(&p), &count).unwrap())
        });
    }
    for n in [10, 20, 64] {
        let p = all_different(n);
        // 24^64 / 8 is about 2^290: n = 64 counts past u128.
        group.bench_function(format!("all_different_n{n}"), |b| {
            b.iter(|| solve(black_box(&p), &count).unwrap().solutions)
        });
    }
    for n in [40, 64] {
        group.bench_function(format!("generate_n{n}_seed1"), |b| {
            b.iter(|| generate(n, &mut Rng::new(1)).unwrap())
        });
    }
    group.finish();
}

criterion_group!(benches, bench, large);
criterion_main!(benches);
