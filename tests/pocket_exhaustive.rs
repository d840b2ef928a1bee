//! Every one of the 3,674,160 pocket-cube states, in both metrics, checked against an
//! independent breadth-first search over sticker states (tests/support/stickers.rs): the published
//! distance distributions, and for every state an optimal solution that really solves it.
//! Run with `cargo test --release` (the CI does); in debug it takes minutes.

#[path = "support/stickers.rs"]
mod sim;

use puzzlebox::pocket::{distance, distance_distribution, prepare, solve, solve_all, Cube, Metric};
use puzzlebox::rng::Rng;
use sim::*;

/// Published: the number of positions at each distance (Wikipedia, "Pocket Cube"; Jaap's
/// puzzle page), with DBL fixed so every position is counted once.
const HTM_COUNTS: [usize; 12] = [
    1, 9, 54, 321, 1847, 9992, 50136, 227536, 870072, 1887748, 623800, 2644,
];
const QTM_COUNTS: [usize; 15] = [
    1, 6, 27, 120, 534, 2256, 8969, 33058, 114149, 360508, 930588, 1350852, 782536, 90280, 276,
];

fn metric_of(qtm: bool) -> Metric {
    if qtm {
        Metric::Qtm
    } else {
        Metric::Htm
    }
}

fn exhaustive(qtm: bool, published: &[usize]) {
    let metric = metric_of(qtm);
    prepare(metric);
    let layers = layers(qtm);
    let sizes: Vec<usize> = layers.iter().map(Vec::len).collect();
    assert_eq!(
        sizes, published,
        "the sticker BFS disagrees with the published counts"
    );
    assert_eq!(sizes.iter().sum::<usize>(), 3_674_160);
    let library: Vec<usize> = distance_distribution(metric)
        .iter()
        .map(|&n| n as usize)
        .collect();
    assert_eq!(library, published, "distance_distribution({metric:?})");

    let sim = Sim::new();
    let mut text = String::with_capacity(24);
    let mut checked = 0usize;
    for (d, layer) in layers.iter().enumerate() {
        for (n, &key) in layer.iter().enumerate() {
            let state = unpack(key);
            text.clear();
            text.extend(state.iter().map(|&c| FACE_CHARS[c as usize]));
            let cube =
                Cube::parse(&text).unwrap_or_else(|e| panic!("legal state {text} refused: {e}"));
            let moves = from_lib(&solve(&cube, metric));
            let after = sim.run(&state, &moves);
            assert!(
                is_solved(&after),
                "{metric:?}: {} does not solve {text}",
                format(&moves)
            );
            assert_eq!(
                length(&moves, qtm),
                d,
                "{metric:?}: {} for {text} is not optimal (distance {d})",
                format(&moves)
            );
            assert!(
                no_face_twice(&moves),
                "{metric:?}: {} turns a face twice in a row",
                format(&moves)
            );
            // `distance` walks the table too; a sample keeps the run short.
            if n % 61 == 0 {
                assert_eq!(distance(&cube, metric), d, "distance of {text}");
            }
            checked += 1;
        }
    }
    assert_eq!(checked, 3_674_160);
}

#[test]
fn every_state_is_solved_optimally_in_htm() {
    exhaustive(false, &HTM_COUNTS);
}

#[test]
fn every_state_is_solved_optimally_in_qtm() {
    exhaustive(true, &QTM_COUNTS);
}

/// Up to `per` random states at each distance up to `max` from the BFS layers.
fn per_distance_sample(
    layers: &[Vec<u64>],
    max: usize,
    per: usize,
    seed: u64,
) -> Vec<(u64, usize)> {
    let mut rng = Rng::new(seed);
    let mut out = Vec::new();
    for (d, layer) in layers.iter().enumerate().take(max + 1) {
        for _ in 0..per.min(layer.len()) {
            out.push((layer[rng.below(layer.len() as u64) as usize], d));
        }
    }
    out.sort();
    out.dedup();
    out
}

/// `solve_all` with the table built: every listed solution is optimal, distinct and solves
/// the cube, and the list is exactly what brute-force enumeration finds.
fn all_solutions_complete(qtm: bool, max: usize) {
    let metric = metric_of(qtm);
    prepare(metric);
    let layers = layers(qtm);
    let targets = per_distance_sample(layers, max, 12, 7 + qtm as u64);
    let expected = brute_force_solutions(qtm, &targets);
    let sim = Sim::new();
    let mut total = 0;
    for (&(key, d), expected) in targets.iter().zip(&expected) {
        let state = unpack(key);
        let text = to_text(&state);
        let all = solve_all(&Cube::parse(&text).unwrap(), metric);
        let lines: Vec<String> = all.iter().map(|m| format(&from_lib(m))).collect();
        for m in &all {
            let moves = from_lib(m);
            assert!(
                is_solved(&sim.run(&state, &moves)),
                "{text}: {}",
                format(&moves)
            );
            assert_eq!(length(&moves, qtm), d, "{text}: {}", format(&moves));
            assert!(no_face_twice(&moves), "{text}: {}", format(&moves));
        }
        let mut sorted = lines.clone();
        sorted.sort();
        sorted.dedup();
        assert_eq!(sorted.len(), lines.len(), "{text}: repeated solutions");
        assert_eq!(lines, sorted, "{text}: solutions not sorted as text");
        assert_eq!(
            &sorted, expected,
            "{metric:?} solutions of {text} (distance {d})"
        );
        total += lines.len();
    }
    assert!(
        total > targets.len(),
        "the sample should include states with several solutions"
    );
}

#[test]
fn solve_all_lists_every_optimal_solution_htm() {
    all_solutions_complete(false, 7);
}

#[test]
fn solve_all_lists_every_optimal_solution_qtm() {
    all_solutions_complete(true, 8);
}
