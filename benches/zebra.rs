//! Zebra benchmarks: Einstein's riddle (solve + uniqueness proof, explanation), random
//! clue-minimal puzzles from 4x4 to 16x16 (N positions x N attributes), solved to a proof of
//! uniqueness, contradictions in big or repetitive puzzles (analysis up to the smallest
//! conflicting clue set) and lines built to make reading slow. Run: `cargo bench --bench
//! zebra` (one group: `cargo bench --bench zebra -- contradictions`); the per-instance curves
//! up to the largest stored size: `ZEBRA_CURVE=1 cargo bench --bench zebra`.
//!
//! Two sets of random puzzles are stored in `benches/data`, because making clue-minimal
//! puzzles of 14x14 and 16x16 takes far longer than solving them:
//! - `zebra-gen-NxN-K.txt`, made by the generator (`generate(n, n, Rng::new(1000 + K))`, the
//!   same as `puzzlebox zebra --generate N N --seed 1000+K`): minimal, and explainable without
//!   hypotheses, as every generated puzzle is;
//! - `zebra-NxN-K.txt`, minimal for uniqueness only (`generate_with(.., false)`): a stress set,
//!   far harder from 14x14 on (clingo needs up to 140x its time on the reference 16x16 puzzle
//!   of docs/performance.md).
//!
//! Criterion times the first three of a size as a set; twelve of each size are stored for the
//! curves (nine hard ones at 16x16), since single puzzles of one size vary by 10-400x and three
//! sample that poorly. Two extra modes, chosen by environment variables (criterion's own
//! arguments still work otherwise):
//! - `ZEBRA_REGEN=4,6,8` rewrites the first three hard instance files of those sizes,
//!   `ZEBRA_REGEN=12:12` the first twelve, `ZEBRA_REGEN=gen:16:12` generated ones;
//! - `ZEBRA_CURVE=1` prints, per stored instance, the clue count, the search's decisions and
//!   the best of a few timed solves, then the median and worst time per size (the tables in
//!   docs/performance.md); `ZEBRA_SIZES=8,10` limits the sizes and
//!   `ZEBRA_SET=gen` (or `hard`) the sets.

use criterion::{BenchmarkId, Criterion};
use puzzlebox::rng::Rng;
use puzzlebox::zebra::{
    analyse, explain, generate, generate_with, Propagator, Puzzle, Status, EINSTEIN,
};
use std::hint::black_box;
use std::path::PathBuf;
use std::time::Instant;

/// Puzzles per size that criterion solves as a set (a figure is the time for all of them).
const SET: u64 = 3;
const SIZES: [usize; 7] = [4, 6, 8, 10, 12, 14, 16];
/// Sizes criterion times as sets of hard puzzles. The hardest stored 16x16 one takes about
/// 7 s (see docs/performance.md), too long for criterion's ten samples; the curve mode times
/// every stored instance.
const CRITERION_SIZES: [usize; 6] = [4, 6, 8, 10, 12, 14];

/// The two stored sets of random puzzles (see the top of this file).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Set {
    Generated,
    Hard,
}

impl Set {
    fn name(self) -> &'static str {
        match self {
            Set::Generated => "generated",
            Set::Hard => "hard",
        }
    }

    fn make(self, n: usize, k: u64) -> Puzzle {
        let mut rng = Rng::new(1000 + k);
        match self {
            Set::Generated => generate(n, n, &mut rng),
            Set::Hard => generate_with(n, n, &mut rng, false),
        }
        .expect("size in range")
    }
}

fn data_file(set: Set, n: usize, k: u64) -> PathBuf {
    let prefix = match set {
        Set::Generated => "zebra-gen",
        Set::Hard => "zebra",
    };
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("benches/data")
        .join(format!("{prefix}-{n}x{n}-{k}.txt"))
}

/// The first `count` stored instances of one size (fewer when fewer are stored).
fn puzzles(set: Set, n: usize, count: u64) -> Vec<Puzzle> {
    (0..count)
        .map_while(|k| std::fs::read_to_string(data_file(set, n, k)).ok())
        .map(|text| Puzzle::parse(&text).expect("stored instances parse"))
        .collect()
}

fn regen(sizes: &str) {
    let dir = data_file(Set::Hard, 4, 0);
    std::fs::create_dir_all(dir.parent().expect("has a parent")).expect("mkdir");
    for spec in sizes.split(',') {
        let (set, spec) = match spec.trim().strip_prefix("gen:") {
            Some(rest) => (Set::Generated, rest),
            None => (Set::Hard, spec.trim()),
        };
        let (n, count) = match spec.split_once(':') {
            Some((n, c)) => (n.parse::<usize>(), c.parse::<u64>().unwrap_or(SET)),
            None => (spec.parse::<usize>(), SET),
        };
        let Ok(n) = n else { continue };
        for k in 0..count {
            let t = Instant::now();
            let p = set.make(n, k);
            std::fs::write(data_file(set, n, k), p.to_text()).expect("write instance");
            eprintln!(
                "{} {n}x{n} #{k}: {} clues, made in {:.1?}",
                set.name(),
                p.clues.len(),
                t.elapsed()
            );
        }
    }
}

fn curve() {
    let only: Vec<usize> = std::env::var("ZEBRA_SIZES")
        .map(|s| s.split(',').filter_map(|x| x.trim().parse().ok()).collect())
        .unwrap_or_else(|_| SIZES.to_vec());
    let sets: Vec<Set> = match std::env::var("ZEBRA_SET").as_deref() {
        Ok("gen") => vec![Set::Generated],
        Ok("hard") => vec![Set::Hard],
        _ => vec![Set::Generated, Set::Hard],
    };
    for set in sets {
        println!("{} puzzles:", set.name());
        println!();
        curve_of(set, &only);
        println!();
    }
}

fn curve_of(set: Set, sizes: &[usize]) {
    println!("| size | instance | clues | decisions | time |");
    println!("|---|---|---|---|---|");
    let mut summaries = vec![];
    for &n in sizes {
        let mut times = vec![];
        for (k, p) in puzzles(set, n, u64::MAX).iter().enumerate() {
            let mut best = f64::INFINITY;
            let mut nodes = 0;
            let mut spent = 0.0;
            let mut runs = 0;
            // Best of 3-50 runs; one run places a slow (seconds) instance on the curve.
            while runs < 3 && spent < 2.0 || (spent < 0.5 && runs < 50) {
                let t = Instant::now();
                let model = Propagator::new(p, 0..p.clues.len());
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
            let model = Propagator::new(black_box(&p), 0..p.clues.len());
            assert_eq!(model.search(2).count, 1);
        })
    });
    c.bench_function("einstein/explain", |b| {
        b.iter(|| black_box(explain(black_box(&p))).len())
    });
}

fn scaling(c: &mut Criterion) {
    for (set, group, sizes) in [
        (Set::Generated, "generated", &SIZES[..]),
        (Set::Hard, "random-minimal", &CRITERION_SIZES[..]),
    ] {
        let mut g = c.benchmark_group(group);
        g.sample_size(10);
        for &n in sizes {
            let ps = puzzles(set, n, SET);
            if ps.is_empty() {
                continue;
            }
            g.bench_with_input(
                BenchmarkId::new(format!("solve+unique x{}", ps.len()), format!("{n}x{n}")),
                &ps,
                |b, ps| {
                    b.iter(|| {
                        for p in ps {
                            let model = Propagator::new(p, 0..p.clues.len());
                            assert_eq!(model.search(2).count, 1);
                        }
                    })
                },
            );
        }
        g.finish();
    }
}

/// `n` positions and `n` attributes `attr{a}` with values `v{a}_{v}`.
fn grid(n: usize) -> String {
    let mut s = format!("positions: {n}\n");
    for a in 0..n {
        let values: Vec<String> = (0..n).map(|v| format!("v{a}_{v}")).collect();
        s += &format!("attr{a}: {}\n", values.join(", "));
    }
    s
}

/// Every value placed, then one more clue that puts a value where another one is.
fn placed_and_one_contradiction(n: usize) -> String {
    let mut s = grid(n);
    for a in 0..n {
        for v in 0..n {
            s += &format!("v{a}_{v} is in {}\n", v + 1);
        }
    }
    s + "v1_1 is in 3\n"
}

/// The first attribute placed, each value the same as the next attribute's, and the last
/// attribute's first value put in 2: the conflict runs through every attribute.
fn chain_and_one_contradiction(n: usize) -> String {
    let mut s = grid(n);
    for v in 0..n {
        s += &format!("v0_{v} is in {}\n", v + 1);
    }
    for a in 0..n - 1 {
        for v in 0..n {
            s += &format!("v{a}_{v} is v{}_{v}\n", a + 1);
        }
    }
    s + &format!("v{}_0 is in 2\n", n - 1)
}

fn contradictions(c: &mut Criterion) {
    let mut g = c.benchmark_group("contradictions");
    g.sample_size(10);
    let cases = [
        ("64x64 placed + 1", placed_and_one_contradiction(64)),
        ("32x32 placed + 1", placed_and_one_contradiction(32)),
        ("32x32 chain", chain_and_one_contradiction(32)),
        ("64x64 chain", chain_and_one_contradiction(64)),
        (
            "3x3 10000 copies + 1",
            grid(3) + &"v0_0 is left of v0_1\n".repeat(10_000) + "v0_1 is left of v0_0\n",
        ),
    ];
    for (name, text) in cases {
        g.bench_with_input(BenchmarkId::new("parse+analyse", name), &text, |b, text| {
            b.iter(|| {
                let p = Puzzle::parse(black_box(text)).expect("parses");
                let a = analyse(&p);
                assert_eq!(a.status, Status::None);
                a.conflict.len()
            })
        });
    }
    g.finish();
}

fn hostile_lines(c: &mut Criterion) {
    let mut g = c.benchmark_group("hostile-lines");
    g.sample_size(10);
    let header = "colour: red, green, blue\n";
    let names: Vec<String> = (0..200).map(|k| format!("x{k}")).collect();
    let cases = [
        (
            "of 200 and 200, one is",
            format!(
                "of {}, one is {} and the other is {}",
                names.join(" and "),
                names.join(" and "),
                names.join(" and the other is ")
            ),
        ),
        ("350 KB red is red", vec!["red"; 50_000].join(" is ")),
        (
            "between 100000 and, in that order",
            format!(
                "red is somewhere between {}, in that order",
                vec!["green"; 100_000].join(" and ")
            ),
        ),
        (
            "each 20000 different",
            format!(
                "each house {}",
                vec!["is a different colour,"; 20_000].join(" ")
            ),
        ),
        (
            "either 100000 or",
            format!("red is either {}", vec!["green"; 100_000].join(" or ")),
        ),
        (
            "100 KB story",
            format!("red {} green", vec!["gratefully received"; 5_000].join(" ")),
        ),
        ("100 KB of ;", vec!["red parcel green"; 6_000].join("; ")),
    ];
    for (name, line) in cases {
        let text = format!("{header}{line}\n");
        g.bench_with_input(BenchmarkId::new("parse", name), &text, |b, text| {
            b.iter(|| Puzzle::parse(black_box(text)).expect_err("refused"))
        });
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
    contradictions(&mut c);
    hostile_lines(&mut c);
    c.final_summary();
}
