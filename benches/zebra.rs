//! Zebra benchmarks: Einstein's riddle (solve + uniqueness proof, explanation) and random
//! clue-minimal puzzles from 4x4 to 16x16 (N positions x N attributes), solved to a proof of
//! uniqueness. Run: `cargo bench --bench zebra`.

use criterion::{criterion_group, criterion_main, BenchmarkId, Criterion};
use puzzlebox::rng::Rng;
use puzzlebox::zebra::{explain, generate_with, Model, Puzzle, EINSTEIN};
use std::hint::black_box;

/// Puzzles per size: the bench solves all of them, so a figure is the time for the set.
const PER_SIZE: u64 = 3;

fn puzzles(n: usize) -> Vec<Puzzle> {
    (0..PER_SIZE)
        .map(|s| generate_with(n, n, &mut Rng::new(1000 + s), false).expect("size in range"))
        .collect()
}

fn einstein(c: &mut Criterion) {
    let p = Puzzle::parse(EINSTEIN).expect("the example parses");
    c.bench_function("einstein/solve+unique", |b| {
        b.iter(|| {
            let model = Model::new(black_box(&p), 0..p.clues.len());
            assert_eq!(model.search(2).count, 1);
        })
    });
    c.bench_function("einstein/explain", |b| {
        b.iter(|| black_box(explain(black_box(&p))).len())
    });
}

fn scaling(c: &mut Criterion) {
    let mut g = c.benchmark_group("random-minimal");
    g.sample_size(10);
    for n in [4, 6, 8, 10, 12] {
        let ps = puzzles(n);
        g.bench_with_input(
            BenchmarkId::new("solve+unique x3", format!("{n}x{n}")),
            &ps,
            |b, ps| {
                b.iter(|| {
                    for p in ps {
                        let model = Model::new(p, 0..p.clues.len());
                        assert_eq!(model.search(2).count, 1);
                    }
                })
            },
        );
    }
    g.finish();
}

criterion_group!(benches, einstein, scaling);
criterion_main!(benches);
