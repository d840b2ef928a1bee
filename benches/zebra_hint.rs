//! Hint benchmarks: the time of one hint (`zebra::answers::hint`, the call the page makes:
//! both texts read, the solution proved unique, the marks checked, the next step found) from
//! partial grids of stored puzzles, 4x4 to 12x12, generated and hard (`benches/data`, see
//! benches/zebra.rs).
//!
//! A partial grid is the marks a person would have after following the explanation for a
//! while: every conclusion of its first k steps written as a mark. Criterion times the empty
//! grid, a quarter, half and three quarters of the way, and the grid just before the first
//! hypothesis (where the hint must try every open placement). Run:
//! `cargo bench --bench zebra_hint`; `HINT_CURVE=1 cargo bench --bench zebra_hint` instead
//! times a hint from about a hundred grids along the way and from every grid before a
//! hypothesis, and prints the median and the worst per puzzle.

use criterion::{BenchmarkId, Criterion};
use puzzlebox::zebra::{answers, explain, Fact, HintReport, Item, Pos, Puzzle, Step};
use std::hint::black_box;
use std::path::PathBuf;
use std::time::Instant;

/// The stored puzzles timed: (file stem, label).
const CASES: [(&str, &str); 8] = [
    ("zebra-gen-4x4-0", "4x4 generated"),
    ("zebra-4x4-0", "4x4 hard"),
    ("zebra-gen-6x6-0", "6x6 generated"),
    ("zebra-6x6-3", "6x6 hard"),
    ("zebra-gen-8x8-0", "8x8 generated"),
    ("zebra-8x8-2", "8x8 hard"),
    ("zebra-gen-12x12-0", "12x12 generated"),
    ("zebra-12x12-0", "12x12 hard"),
];

fn text_of(stem: &str) -> String {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("benches/data")
        .join(format!("{stem}.txt"));
    std::fs::read_to_string(path).expect("stored puzzle")
}

/// A step's conclusions as mark lines.
fn mark_lines(p: &Puzzle, step: &Step) -> String {
    let at = |&(item, pos): &(Item, Pos), holds| Fact::at(item, pos, holds);
    let facts = step
        .fixed
        .iter()
        .map(|c| at(c, true))
        .chain(step.eliminated.iter().map(|c| at(c, false)))
        .chain(step.linked.iter().map(|&(a, b)| Fact::pair(a, b, true)))
        .chain(step.unlinked.iter().map(|&(a, b)| Fact::pair(a, b, false)));
    facts.map(|f| f.text(p) + "\n").collect()
}

/// The marks after each number of explanation steps, 0 to all but the last.
fn grids(p: &Puzzle, steps: &[Step]) -> Vec<String> {
    let mut marks = String::new();
    let mut out = vec![marks.clone()];
    for s in &steps[..steps.len().saturating_sub(1)] {
        marks += &mark_lines(p, s);
        out.push(marks.clone());
    }
    out
}

fn hint_once(text: &str, marks: &str) -> bool {
    // The last grids may be solved already: what a ✓ greys out can finish the grid.
    matches!(
        answers::hint(black_box(text), black_box(marks)),
        Ok(HintReport::Step { .. } | HintReport::Solved { .. })
    )
}

fn criterion_hints(c: &mut Criterion) {
    let mut g = c.benchmark_group("hint");
    g.sample_size(10);
    for (stem, label) in CASES {
        let text = text_of(stem);
        let p = Puzzle::parse(&text).expect("stored puzzles parse");
        let steps = explain(&p);
        let grids = grids(&p, &steps);
        let k = grids.len();
        let mut points = vec![
            ("empty", 0),
            ("1/4", k / 4),
            ("1/2", k / 2),
            ("3/4", 3 * k / 4),
        ];
        if let Some(h) = steps
            .iter()
            .position(|s| s.deduction.kind() == "hypothesis")
        {
            points.push(("first hypothesis", h));
        }
        for (at, i) in points {
            g.bench_with_input(BenchmarkId::new(label, at), &grids[i], |b, marks| {
                b.iter(|| assert!(hint_once(&text, marks)))
            });
        }
    }
    g.finish();
}

/// Median and worst hint time over grids along each explanation (each timed once): about a
/// hundred evenly spaced, and every grid where the next step is a hypothesis (the slow kind).
fn curve() {
    println!("puzzle             grids  median ms  worst ms  (worst at step, its kind)");
    for (stem, label) in CASES {
        let text = text_of(stem);
        let p = Puzzle::parse(&text).expect("stored puzzles parse");
        let steps = explain(&p);
        let grids = grids(&p, &steps);
        let stride = grids.len().div_ceil(100);
        let mut times: Vec<(f64, usize)> = (0..grids.len())
            .filter(|&k| k % stride == 0 || steps[k].deduction.kind() == "hypothesis")
            .map(|k| {
                let t = Instant::now();
                assert!(hint_once(&text, &grids[k]));
                (t.elapsed().as_secs_f64() * 1e3, k)
            })
            .collect();
        times.sort_by(|a, b| a.0.total_cmp(&b.0));
        let (median, worst) = (times[times.len() / 2].0, times[times.len() - 1]);
        println!(
            "{label:18} {:5}  {median:9.2}  {:8.2}  ({}, {})",
            times.len(),
            worst.0,
            worst.1,
            steps[worst.1].deduction.kind()
        );
    }
}

fn main() {
    if std::env::var("HINT_CURVE").is_ok() {
        curve();
        return;
    }
    let mut c = Criterion::default().configure_from_args();
    criterion_hints(&mut c);
    c.final_summary();
}
