//! Zebra benchmarks: Einstein's riddle (solve + uniqueness proof, explanation) and random
//! clue-minimal puzzles from 4x4 to 16x16 (N positions x N attributes), solved to a proof of
//! uniqueness. Run: `cargo bench --bench zebra`; the per-instance curve up to the largest
//! stored size: `ZEBRA_CURVE=1 cargo bench --bench zebra`.
//!
//! The random puzzles are stored in `benches/data/zebra-NxN-K.txt` (made by
//! `generate_with(n, n, Rng::new(1000 + K), false)`), because making clue-minimal puzzles of
//! 14x14 and 16x16 takes far longer than solving them. Criterion times the first three of a
//! size as a set; twelve of each size are stored for the curve (nine at 16x16), since single
//! puzzles of one size vary by 10-400x and three sample that poorly. Two extra modes, chosen
//! by environment variables (criterion's own arguments still work otherwise):
//! - `ZEBRA_REGEN=4,6,8` rewrites the first three instance files of those sizes,
//!   `ZEBRA_REGEN=12:12` the first twelve;
//! - `ZEBRA_CURVE=1` prints, per stored instance, the clue count, the search's decisions and
//!   the best of a few timed solves, then the median and worst time per size (the tables in
//!   the README's zebra Speed section); `ZEBRA_SIZES=8,10` limits the sizes.

use criterion::{BenchmarkId, Criterion};
use puzzlebox::rng::Rng;
use puzzlebox::zebra::{explain, generate_with, Model, Puzzle, EINSTEIN};
use std::hint::black_box;
use std::path::PathBuf;
use std::time::Instant;

/// Puzzles per size that criterion solves as a set (a figure is the time for all of them).
const SET: u64 = 3;
const SIZES: [usize; 7] = [4, 6, 8, 10, 12, 14, 16];
/// Sizes criterion times as sets. The hardest stored 16x16 puzzle takes about 7 s (see the
/// README), too long for criterion's ten samples; the curve mode times every stored instance.
const CRITERION_SIZES: [usize; 6] = [4, 6, 8, 10, 12, 14];

fn data_file(n: usize, k: u64) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("benches/data")
        .join(format!("zebra-{n}x{n}-{k}.txt"))
}

/// The first `count` stored instances of one size (fewer when fewer are stored).
fn puzzles(n: usize, count: u64) -> Vec<Puzzle> {
    (0..count)
        .map_while(|k| std::fs::read_to_string(data_file(n, k)).ok())
        .map(|text| Puzzle::parse(&text).expect("stored instances parse"))
        .collect()
}

fn regen(sizes: &str) {
    std::fs::create_dir_all(data_file(4, 0).parent().expect("has a parent")).expect("mkdir");
    for spec in sizes.split(',') {
        let (n, count) = match spec.trim().split_once(':') {
            Some((n, c)) => (n.parse::<usize>(), c.parse::<u64>().unwrap_or(SET)),
            None => (spec.trim().parse::<usize>(), SET),
        };
        let Ok(n) = n else { continue };
        for k in 0..count {
            let t = Instant::now();
            let p = generate_with(n, n, &mut Rng::new(1000 + k), false).expect("size in range");
            std::fs::write(data_file(n, k), p.to_text()).expect("write instance");
            eprintln!(
                "{n}x{n} #{k}: {} clues, made in {:.1?}",
                p.clues.len(),
                t.elapsed()
            );
        }
    }
}

fn curve() {
    println!("| size | instance | clues | decisions | time |");
    println!("|---|---|---|---|---|");
    let only: Vec<usize> = std::env::var("ZEBRA_SIZES")
        .map(|s| s.split(',').filter_map(|x| x.trim().parse().ok()).collect())
        .unwrap_or_else(|_| SIZES.to_vec());
    let mut summaries = vec![];
    for n in only {
        let mut times = vec![];
        for (k, p) in puzzles(n, u64::MAX).iter().enumerate() {
            let mut best = f64::INFINITY;
            let mut nodes = 0;
            let mut spent = 0.0;
            let mut runs = 0;
            // Best of 3-50 runs; one run places a slow (seconds) instance on the curve.
            while runs < 3 && spent < 2.0 || (spent < 0.5 && runs < 50) {
                let t = Instant::now();
                let model = Model::new(p, 0..p.clues.len());
                let s = model.search(2);
                let dt = t.elapsed().as_secs_f64();
                assert_eq!(s.count, 1, "{n}x{n} #{k} must be unique");
                nodes = s.nodes;
                best = best.min(dt);
                spent += dt;
                runs += 1;
            }
            println!(
                "| {n}x{n} | {k} | {} | {nodes} | {:.3} ms |",
                p.clues.len(),
                best * 1e3
            );
            times.push(best);
        }
        summaries.push((n, times));
    }
    println!();
    println!("| size | instances | median | worst |");
    println!("|---|---|---|---|");
    for (n, mut times) in summaries {
        if times.is_empty() {
            continue;
        }
        times.sort_by(f64::total_cmp);
        println!(
            "| {n}x{n} | {} | {:.3} ms | {:.3} ms |",
            times.len(),
            (times[(times.len() - 1) / 2] + times[times.len() / 2]) / 2.0 * 1e3,
            times[times.len() - 1] * 1e3
        );
    }
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
    for n in CRITERION_SIZES {
        let ps = puzzles(n, SET);
        if ps.is_empty() {
            continue;
        }
        g.bench_with_input(
            BenchmarkId::new(format!("solve+unique x{}", ps.len()), format!("{n}x{n}")),
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

fn main() {
    if let Ok(sizes) = std::env::var("ZEBRA_REGEN") {
        regen(&sizes);
        return;
    }
    if std::env::var("ZEBRA_CURVE").is_ok() {
        curve();
        return;
    }
    let mut c = Criterion::default().configure_from_args();
    einstein(&mut c);
    scaling(&mut c);
    c.final_summary();
}
