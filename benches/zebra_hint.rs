//! Hint benchmarks: the time of one hint (`zebra::answers::hint`, the call the page makes:
//! both texts read, the solution proved unique, the marks checked, the next step found) from
//! partial grids of stored puzzles, 4x4 to 12x12, generated and hard (`benches/data`, see
//! benches/zebra.rs).
//!
//! Two kinds of partial grid are timed. A *walk* grid is the marks a person would have after
//! following the explanation for a while: every conclusion of its first k steps written as a
//! mark. The grids just before a hypothesis are where the hint must try every open placement,
//! and those just before a search-backed placement are where every one of those trials fails.
//! A *random* grid is a random correct partial grid: each fact of the solution (position
//! cells and pair cells alike) kept with a chance drawn per grid, from nearly none to nearly
//! all, and for every other grid on top of a random walk grid (where the easy clue readings
//! are used up), as in tests/zebra_hint.rs.
//!
//! Criterion times the empty grid, a quarter, half and three quarters of the way along the
//! walk, and the grid just before the first hypothesis. Run: `cargo bench --bench
//! zebra_hint`. `HINT_CURVE=1 cargo bench --bench zebra_hint` instead times a hint from
//! about a hundred walk grids, every walk grid before a hypothesis or a search-backed
//! placement, and a hundred random grids per puzzle (each timed once), and prints the median
//! and the worst per puzzle; `HINT_ONLY=zebra-12x12-0` limits it to one stored puzzle. The
//! puzzle's uniqueness proof is remembered between hints on one puzzle (as in the page's
//! worker), so the curve first prints the time of the first hint, which includes it.

use criterion::{BenchmarkId, Criterion};
use puzzlebox::rng::Rng;
use puzzlebox::zebra::{answers, explain, Fact, HintReport, Item, Pos, Propagator, Puzzle, Step};
use std::hint::black_box;
use std::path::PathBuf;
use std::time::Instant;

/// The stored puzzles timed: (file stem, label).
const CASES: [(&str, &str); 10] = [
    ("zebra-gen-4x4-0", "4x4 generated"),
    ("zebra-4x4-0", "4x4 hard"),
    ("zebra-gen-6x6-0", "6x6 generated"),
    ("zebra-6x6-3", "6x6 hard"),
    ("zebra-gen-8x8-0", "8x8 generated"),
    ("zebra-8x8-2", "8x8 hard"),
    ("zebra-8x8-9", "8x8 hard #9"),
    ("zebra-gen-12x12-0", "12x12 generated"),
    ("zebra-12x12-0", "12x12 hard"),
    ("zebra-12x12-3", "12x12 hard #3"),
];

/// Random grids timed per puzzle by the curve.
const RANDOM_GRIDS: usize = 100;

fn text_of(stem: &str) -> String {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("benches/data")
        .join(format!("{stem}.txt"));
    std::fs::read_to_string(path).expect("stored puzzle")
}

fn at((item, pos): (Item, Pos), holds: bool) -> Fact {
    Fact::at(item, pos, holds)
}

/// A step's conclusions as facts.
fn conclusions(step: &Step) -> Vec<Fact> {
    step.fixed
        .iter()
        .map(|&c| at(c, true))
        .chain(step.eliminated.iter().map(|&c| at(c, false)))
        .chain(step.linked.iter().map(|&(a, b)| Fact::pair(a, b, true)))
        .chain(step.unlinked.iter().map(|&(a, b)| Fact::pair(a, b, false)))
        .collect()
}

fn text(p: &Puzzle, facts: &[Fact]) -> String {
    facts.iter().map(|f| f.text(p) + "\n").collect()
}

/// The marks after each number of explanation steps, 0 to all but the last.
fn walk(steps: &[Step]) -> Vec<Vec<Fact>> {
    let mut marks = vec![];
    let mut out = vec![marks.clone()];
    for s in &steps[..steps.len().saturating_sub(1)] {
        marks.extend(conclusions(s));
        out.push(marks.clone());
    }
    out
}

/// Every fact of the grid (each cell of the position block and of every pair block) as the
/// solution has it.
fn all_facts(p: &Puzzle, sol: &[usize]) -> Vec<Fact> {
    let (n, items) = (p.n(), p.items());
    let mut out = vec![];
    for i in 0..items {
        for q in 0..n {
            out.push(at((Item(i), Pos(q)), sol[i] == q));
        }
        for j in (i + 1..items).filter(|j| i / n != j / n) {
            out.push(Fact::pair(Item(i), Item(j), sol[i] == sol[j]));
        }
    }
    out
}

/// Random correct partial grids (see the module comment), the same for every run.
fn random_grids(p: &Puzzle, walk: &[Vec<Fact>], count: usize) -> Vec<Vec<Fact>> {
    let s = Propagator::new(p, 0..p.clues.len()).search(1);
    let every = all_facts(p, &s.solutions[0]);
    let mut rng = Rng::new(24);
    (0..count)
        .map(|k| {
            let keep = 1 + rng.below(97);
            let mut marks = if k % 2 == 1 {
                walk[rng.below(walk.len() as u64) as usize].clone()
            } else {
                vec![]
            };
            let extra = if k % 2 == 1 { keep / 8 } else { keep };
            let more: Vec<Fact> = every
                .iter()
                .copied()
                .filter(|f| rng.below(100) < extra && !marks.contains(f))
                .collect();
            marks.extend(more);
            marks
        })
        .collect()
}

/// One hint; the kind of step it gives ("solved": what a ✓ greys out can finish the grid).
fn hint_once(text: &str, marks: &str) -> String {
    match answers::hint(black_box(text), black_box(marks)) {
        Ok(HintReport::Solved { .. }) => "solved".into(),
        Ok(HintReport::Step { step }) => step.kind.to_string(),
        other => panic!("a hint from correct marks, not {other:?}"),
    }
}

fn criterion_hints(c: &mut Criterion) {
    let mut g = c.benchmark_group("hint");
    g.sample_size(10);
    for (stem, label) in CASES {
        let text = text_of(stem);
        let p = Puzzle::parse(&text).expect("stored puzzles parse");
        let steps = explain(&p);
        let grids = walk(&steps);
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
            let marks = self::text(&p, &grids[i]);
            g.bench_with_input(BenchmarkId::new(label, at), &marks, |b, marks| {
                b.iter(|| hint_once(&text, marks))
            });
        }
    }
    g.finish();
}

/// Times each grid once: (ms, which grid, the hint's kind), sorted by time.
fn time_all(text: &str, p: &Puzzle, grids: &[Vec<Fact>]) -> Vec<(f64, usize, String)> {
    let mut times: Vec<(f64, usize, String)> = grids
        .iter()
        .enumerate()
        .map(|(k, g)| {
            let marks = self::text(p, g);
            let t = Instant::now();
            let kind = hint_once(text, &marks);
            (t.elapsed().as_secs_f64() * 1e3, k, kind)
        })
        .collect();
    times.sort_by(|a, b| a.0.total_cmp(&b.0));
    times
}

/// Median and worst hint time per puzzle over walk grids and random grids.
fn curve() {
    let only = std::env::var("HINT_ONLY").ok();
    println!(
        "puzzle           first hint ms  grids   count  median ms  worst ms  worst grid (hint kind)  hypotheses / searches"
    );
    for (stem, label) in CASES {
        if only.as_deref().is_some_and(|o| o != stem) {
            continue;
        }
        let text = text_of(stem);
        let p = Puzzle::parse(&text).expect("stored puzzles parse");
        let steps = explain(&p);
        let walked = walk(&steps);
        let stride = walked.len().div_ceil(100);
        let along: Vec<Vec<Fact>> = (0..walked.len())
            .filter(|&k| {
                k % stride == 0 || matches!(steps[k].deduction.kind(), "hypothesis" | "search")
            })
            .map(|k| walked[k].clone())
            .collect();
        let random = random_grids(&p, &walked, RANDOM_GRIDS);
        let t = Instant::now();
        hint_once(&text, "");
        let first = t.elapsed().as_secs_f64() * 1e3;
        for (what, grids) in [("walk", along), ("random", random)] {
            let times = time_all(&text, &p, &grids);
            let (median, worst) = (times[times.len() / 2].0, &times[times.len() - 1]);
            let of = |kind: &str| times.iter().filter(|t| t.2 == kind).count();
            let slow = format!("{} / {}", of("hypothesis"), of("search"));
            let at = format!("#{} ({})", worst.1, worst.2);
            println!(
                "{label:16} {first:13.2}  {what:7} {:5} {median:10.2} {:9.2}  {at:23} {slow:>9}",
                times.len(),
                worst.0,
            );
        }
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
