//! Figures for zebra explanations at human size: for Einstein's riddle and generated grids,
//! the steps, the chapters (how many, visible and folded steps per chapter), the length of
//! "why" chains of the placements, the time to the whole explanation and to its first
//! chapter (when a batch of the explanation's progress first hands over a chapter, as the
//! page gets it).
//!
//! `cargo run --release --example zebra_story [N …] [FILE …]` (sizes N×N to generate, seed
//! 5, and puzzle files such as the stored hard ones in `benches/data`; by default 4 6 8 10
//! 12). Prints one line per puzzle; timings are of this machine as loaded.

use puzzlebox::rng::Rng;
use puzzlebox::zebra::{self, Fact, Item, Pos, Puzzle, StepGraph};
use std::time::Instant;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let (sizes, files): (Vec<&String>, Vec<&String>) =
        args.iter().partition(|a| a.parse::<usize>().is_ok());
    let sizes: Vec<usize> = sizes.iter().map(|a| a.parse().expect("a size")).collect();
    let sizes = if sizes.is_empty() && files.is_empty() {
        vec![4, 6, 8, 10, 12]
    } else {
        sizes
    };
    println!(
        "{:<14} {:>6} {:>8} {:>8} {:>8} {:>7} {:>9} {:>9} {:>9}",
        "puzzle",
        "steps",
        "chapters",
        "vis/max",
        "vis/mean",
        "folded",
        "why mean",
        "1st ch s",
        "whole s"
    );
    measure("einstein", &Puzzle::parse(zebra::EINSTEIN).expect("parses"));
    for f in files {
        let text = std::fs::read_to_string(f).expect("a readable puzzle file");
        let name = std::path::Path::new(f)
            .file_stem()
            .map_or(f.clone(), |s| s.to_string_lossy().into_owned());
        measure(&name, &Puzzle::parse(&text).expect("a puzzle that parses"));
    }
    for n in sizes {
        let t = Instant::now();
        let p = zebra::generate(n, n, &mut Rng::new(5)).expect("generates");
        eprintln!(
            "generated {n}x{n} (seed 5) in {:.1} s",
            t.elapsed().as_secs_f64()
        );
        measure(&format!("{n}x{n} seed 5"), &p);
    }
}

fn measure(name: &str, p: &Puzzle) {
    let start = Instant::now();
    // When the first chapter came with a batch of the explanation.
    let mut first: Option<f64> = None;
    // (steps so far, seconds) at the first batch and at the batch with the first chapter.
    let (mut so_far, mut marks) = (0, vec![]);
    let answer = zebra::answer_in_chapters(p, None, &mut |batch, chapters| {
        so_far += batch.len();
        if marks.is_empty() || first.is_none() && !chapters.is_empty() {
            marks.push((so_far, start.elapsed().as_secs_f64()));
        }
        if first.is_none() && !chapters.is_empty() {
            first = Some(start.elapsed().as_secs_f64());
        }
    });
    eprintln!("  (steps, s) at the first batch and at the first chapter: {marks:?}");
    let whole = start.elapsed().as_secs_f64();
    let (steps, sol) = (answer.steps, &answer.analysis.solutions[0]);
    let chapters = zebra::chapters(p.n(), &steps, sol);
    let chapters_time = start.elapsed().as_secs_f64() - whole;
    // A puzzle explained in one batch has its chapters with the answer.
    let first = first.unwrap_or(whole);
    let visible: Vec<usize> = chapters.iter().map(|c| c.steps.len()).collect();
    let folded: usize = chapters.iter().map(|c| c.folded.len()).sum();
    let graph = StepGraph::new(p.n(), &steps);
    let chains: Vec<usize> = (0..sol.len())
        .filter_map(|i| zebra::why_in(&graph, p, sol, Fact::In(Item(i), Pos(sol[i]))).ok())
        .map(|c| c.len())
        .collect();
    println!(
        "{:<14} {:>6} {:>8} {:>8} {:>8.1} {:>7} {:>9.1} {:>9.2} {:>9.2}",
        name,
        steps.len(),
        chapters.len(),
        visible.iter().max().copied().unwrap_or(0),
        visible.iter().sum::<usize>() as f64 / chapters.len().max(1) as f64,
        folded,
        chains.iter().sum::<usize>() as f64 / chains.len().max(1) as f64,
        first,
        whole,
    );
    eprintln!("  chapters and chains of {name} took {chapters_time:.3} s after the steps");
}
