//! Pocket-cube solver timings (warm: the distance tables are built by `prepare` before any
//! measurement). Cold-start figures need a fresh process: see examples/pocket_cold.rs and
//! scripts/bench-pocket.sh, which also reads the medians out of criterion's estimates.

use criterion::{black_box, criterion_group, criterion_main, Criterion};
use puzzlebox::pocket::{distance, infer, prepare, random_state, solve, solve_all, Cube, Metric};
use puzzlebox::rng::Rng;

/// Uniformly random legal states (fixed seed, so runs compare).
fn random_cubes(n: usize) -> Vec<Cube> {
    let mut rng = Rng::new(2024);
    (0..n).map(|_| random_state(&mut rng).cube).collect()
}

/// The first random state at 11 half turns (2644 of the 3,674,160 states are).
fn eleven_mover() -> Cube {
    let mut rng = Rng::new(11);
    loop {
        let cube = random_state(&mut rng).cube;
        if distance(&cube, Metric::Htm) == 11 {
            return cube;
        }
    }
}

fn benches(c: &mut Criterion) {
    prepare(Metric::Htm);
    prepare(Metric::Qtm);
    let cubes = random_cubes(4096);
    let texts: Vec<String> = cubes.iter().map(Cube::facelets).collect();

    for metric in [Metric::Htm, Metric::Qtm] {
        // One random state per iteration, cycling through the set.
        let mut i = 0;
        c.bench_function(&format!("pocket_solve_warm_{}", metric.name()), |b| {
            b.iter(|| {
                i = (i + 1) % cubes.len();
                solve(black_box(&cubes[i]), metric)
            })
        });
    }

    let mut i = 0;
    c.bench_function("pocket_parse_solve_htm", |b| {
        b.iter(|| {
            i = (i + 1) % texts.len();
            let cube = Cube::parse(black_box(&texts[i])).unwrap();
            solve(&cube, Metric::Htm)
        })
    });

    let hard = eleven_mover();
    for metric in [Metric::Htm, Metric::Qtm] {
        c.bench_function(&format!("pocket_solve_all_11_{}", metric.name()), |b| {
            b.iter(|| solve_all(black_box(&hard), metric))
        });
    }
}

/// Paintings with 17 of the 21 stickers off DBL unpainted (fixed seed).
fn sparse_paintings(n: usize) -> Vec<String> {
    let mut rng = Rng::new(17);
    (0..n)
        .map(|_| {
            let mut stickers: Vec<char> = random_state(&mut rng).cube.facelets().chars().collect();
            let mut open: Vec<usize> = (0..24).filter(|s| ![12, 19, 22].contains(s)).collect();
            rng.shuffle(&mut open);
            for &s in &open[..17] {
                stickers[s] = '?';
            }
            stickers.into_iter().collect()
        })
        .collect()
}

/// `--complete`: forced stickers and the number of fitting cubes, worst cases first (a net
/// with only DBL painted allows every corner everywhere; sparse paintings leave up to six
/// colour schemes to count).
fn completing(c: &mut Criterion) {
    c.bench_function("pocket_complete_blank", |b| {
        b.iter(|| infer(black_box("????????????L??????B??D?")).unwrap())
    });
    let sparse = sparse_paintings(256);
    let mut i = 0;
    c.bench_function("pocket_complete_17_unpainted", |b| {
        b.iter(|| {
            i = (i + 1) % sparse.len();
            infer(black_box(&sparse[i]))
        })
    });
}

criterion_group!(pocket, benches);
criterion_group!(complete, completing);
criterion_main!(pocket, complete);
