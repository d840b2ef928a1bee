//! How long the slices of a search step's cut to its fewest facts take (`zebra::Opening`, as
//! the page's worker runs it): for each search step of each puzzle, the number of slices,
//! the longest slice in ms, and the whole cut's time, with the worker's budget or another.
//!
//! `cargo run --release --example zebra_slices [--budget N] [--step K …] FILE …` (puzzle
//! files such as the stored hard ones in `benches/data`; `--step` opens only the steps
//! numbered K, 1-based). Prints one line per search step; times are of this machine as
//! loaded, so compare two builds back to back. With `SLICES_VERBOSE` set, each slice over
//! 50 ms is listed (its number, time, conflicts and work).

use puzzlebox::zebra::{self, Opening, Puzzle};
use std::io::Write;
use std::time::Instant;

/// The worker's budget (`SLICE_WORK` in www/worker.js).
const SLICE_WORK: u64 = 2500;

fn main() {
    let mut args = std::env::args().skip(1);
    let (mut budget, mut only, mut files) = (SLICE_WORK, vec![], vec![]);
    while let Some(a) = args.next() {
        match a.as_str() {
            "--budget" => budget = args.next().and_then(|b| b.parse().ok()).expect("a budget"),
            "--step" => only.push(args.next().and_then(|k| k.parse().ok()).expect("a step")),
            _ => files.push(a),
        }
    }
    // Slices over 50 ms, one line each.
    let verbose = std::env::var_os("SLICES_VERBOSE").is_some();
    println!("budget {budget}");
    println!(
        "{:<16} {:>6} {:>7} {:>9} {:>9} {:>10} {:>10} {:>16}",
        "puzzle", "step", "slices", "max ms", "total s", "conflicts", "work", "longest's c/w"
    );
    for f in files {
        let text = std::fs::read_to_string(&f).expect("a readable puzzle file");
        let name = std::path::Path::new(&f)
            .file_stem()
            .map_or(f.clone(), |s| s.to_string_lossy().into_owned());
        let p = Puzzle::parse(&text).expect("a puzzle that parses");
        let t = Instant::now();
        let steps = zebra::explain(&p);
        eprintln!(
            "{name}: {} steps explained in {:.1} s",
            steps.len(),
            t.elapsed().as_secs_f64()
        );
        for k in 0..steps.len() {
            if !only.is_empty() && !only.contains(&(k + 1)) {
                continue;
            }
            let Some(Ok(mut opening)) = Opening::start(&p, &steps, k) else {
                continue;
            };
            // The longest slice: seconds, conflicts met and work done (`Sat::work`).
            let (mut slices, mut longest) = (0, (0.0f64, 0, 0));
            let whole = Instant::now();
            loop {
                let before = (opening.conflicts_met(), opening.work_done());
                let t = Instant::now();
                let done = opening.run(&p, budget).is_some();
                let took = t.elapsed().as_secs_f64();
                if verbose && took > 0.05 {
                    let met = opening.conflicts_met() - before.0;
                    let work = opening.work_done() - before.1;
                    eprintln!("  slice {slices}: {:.1} ms, {met}/{work}", took * 1e3);
                }
                if took > longest.0 {
                    let met = opening.conflicts_met() - before.0;
                    longest = (took, met, opening.work_done() - before.1);
                }
                slices += 1;
                if done {
                    break;
                }
            }
            println!(
                "{name:<16} {:>6} {slices:>7} {:>9.1} {:>9.2} {:>10} {:>10} {:>16}",
                k + 1,
                longest.0 * 1e3,
                whole.elapsed().as_secs_f64(),
                opening.conflicts_met(),
                opening.work_done(),
                format!("{}/{}", longest.1, longest.2)
            );
            std::io::stdout().flush().ok();
        }
    }
}
