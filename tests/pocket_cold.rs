//! The cold path: before `prepare` has built the full distance table the solver searches
//! (IDA* with small pattern tables). This test binary never calls `prepare` or
//! `distance_distribution`, so every solve here goes through that search; it is a separate
//! binary so no other test in the process can build the table first.

#[path = "support/stickers.rs"]
mod sim;

use puzzlebox::pocket::{
    distance, solve, solve_all, warm_up, warm_up_position, Cube, Metric, WARM_UP_DEPTHS,
    WARM_UP_POSITION,
};
use puzzlebox::rng::Rng;
use sim::*;

/// Random states from the BFS layers: `uniform` drawn over all states plus up to
/// `per_layer` from each distance, so the rare deepest states are included.
fn mixed_sample(
    layers: &[Vec<u64>],
    uniform: usize,
    per_layer: usize,
    seed: u64,
) -> Vec<(u64, usize)> {
    let mut rng = Rng::new(seed);
    let mut all: Vec<(u64, usize)> = Vec::new();
    let total: usize = layers.iter().map(Vec::len).sum();
    for _ in 0..uniform {
        let mut i = rng.below(total as u64) as usize;
        let mut d = 0;
        while i >= layers[d].len() {
            i -= layers[d].len();
            d += 1;
        }
        all.push((layers[d][i], d));
    }
    for (d, layer) in layers.iter().enumerate() {
        for _ in 0..per_layer.min(layer.len()) {
            all.push((layer[rng.below(layer.len() as u64) as usize], d));
        }
    }
    all
}

fn cold_solves_are_optimal(qtm: bool) {
    let metric = if qtm { Metric::Qtm } else { Metric::Htm };
    let layers = layers(qtm);
    let sim = Sim::new();
    for (key, d) in mixed_sample(layers, 3000, 100, 11 + qtm as u64) {
        let state = unpack(key);
        let text = to_text(&state);
        let cube = Cube::parse(&text).unwrap_or_else(|e| panic!("{text} refused: {e}"));
        let moves = from_lib(&solve(&cube, metric));
        assert!(
            is_solved(&sim.run(&state, &moves)),
            "{text}: {}",
            format(&moves)
        );
        assert_eq!(
            length(&moves, qtm),
            d,
            "{metric:?} {text}: {}",
            format(&moves)
        );
        assert!(no_face_twice(&moves), "{text}: {}", format(&moves));
        assert_eq!(distance(&cube, metric), d, "{metric:?} distance of {text}");
    }
}

#[test]
fn cold_htm_solves_are_optimal() {
    cold_solves_are_optimal(false);
}

#[test]
fn cold_qtm_solves_are_optimal() {
    cold_solves_are_optimal(true);
}

/// `solve_all` by search lists exactly the brute-force set of optimal solutions.
fn cold_solve_all_is_complete(qtm: bool, max: usize) {
    let metric = if qtm { Metric::Qtm } else { Metric::Htm };
    let layers = layers(qtm);
    let mut rng = Rng::new(3 + qtm as u64);
    let mut targets = Vec::new();
    for (d, layer) in layers.iter().enumerate().take(max + 1) {
        for _ in 0..8.min(layer.len()) {
            targets.push((layer[rng.below(layer.len() as u64) as usize], d));
        }
    }
    targets.sort();
    targets.dedup();
    let expected = brute_force_solutions(qtm, &targets);
    for (&(key, d), expected) in targets.iter().zip(&expected) {
        let text = to_text(&unpack(key));
        let all = solve_all(&Cube::parse(&text).unwrap(), metric);
        let mut lines: Vec<String> = all.iter().map(|m| format(&from_lib(m))).collect();
        let listed = lines.len();
        lines.sort();
        lines.dedup();
        assert_eq!(lines.len(), listed, "{text}: repeated solutions");
        assert_eq!(
            &lines, expected,
            "{metric:?} cold solve_all of {text} (distance {d})"
        );
    }
}

#[test]
fn cold_solve_all_is_complete_htm() {
    cold_solve_all_is_complete(false, 7);
}

#[test]
fn cold_solve_all_is_complete_qtm() {
    cold_solve_all_is_complete(true, 8);
}

/// The position the browser's worker warms the solver up with is as far from solved as it
/// says, by the independent breadth-first search, and the cold search finds it so.
#[test]
fn the_warm_up_position_is_ten_half_turns_and_eleven_quarter_turns_away() {
    let key = pack(&from_text(WARM_UP_POSITION).expect("24 stickers"));
    let cube = Cube::parse(WARM_UP_POSITION).expect("a legal cube");
    for (qtm, far) in [(false, 10), (true, 11)] {
        let layer = layers(qtm).iter().position(|layer| layer.contains(&key));
        assert_eq!(layer, Some(far), "qtm: {qtm}");
        let metric = if qtm { Metric::Qtm } else { Metric::Htm };
        assert_eq!(distance(&cube, metric), far, "{metric:?}");
    }
}

/// Each of the warm-up's solves starts as far from solved as it says, by the independent
/// breadth-first search, the last one at the warm-up position; and the steps end.
#[test]
fn the_warm_up_solves_positions_at_the_stated_distances() {
    assert_eq!(warm_up_position(10).as_deref(), Some(WARM_UP_POSITION));
    for depth in WARM_UP_DEPTHS {
        let position = warm_up_position(depth).expect("a position");
        let key = pack(&from_text(&position).expect("24 stickers"));
        let layer = layers(false).iter().position(|layer| layer.contains(&key));
        assert_eq!(layer, Some(depth), "{position}");
    }
    let steps = (0..100).take_while(|&step| warm_up(step)).count() + 1;
    assert_eq!(steps, WARM_UP_DEPTHS.len() + 3);
    assert!(!warm_up(steps), "a step past the last is a no-op");
}
