//! Cold-start figures for the pocket-cube solver, measured in a fresh process (the numbers
//! the criterion bench cannot give, since it warms up). Run by scripts/bench-pocket.sh.
//!
//! `pocket_cold [htm|qtm] [cold|table]`
//! - `cold` (default): time from program start to the first optimal answer for an 11-move
//!   position (no table built yet: the solver searches), then how long `prepare` takes to
//!   build the full distance table after that.
//! - `table`: time from program start until `prepare` has built everything from nothing.
//! - `warm`: after `prepare`, each of 20,000 random states solved and timed on its own; the
//!   median and 99th percentile per state (criterion's median is over batches instead).
//!
//! Also prints the table memory, computed from the sizes of the tables (see the comments).

use puzzlebox::pocket::{distance, prepare, random_state, solve, Cube, Metric};
use puzzlebox::rng::Rng;
use std::time::Instant;

/// A position 11 half turns from solved (13 quarter turns): one of the 2644 hardest ones.
const ELEVEN: &str = "RDULFLFDFRFULULRUBDBBBDR";

fn main() {
    let start = Instant::now();
    let args: Vec<String> = std::env::args().skip(1).collect();
    let metric = match args.first().map(String::as_str) {
        Some("qtm") => Metric::Qtm,
        _ => Metric::Htm,
    };
    let name = metric.name();
    match args.get(1).map(String::as_str) {
        Some("warm") => {
            prepare(metric);
            let mut rng = Rng::new(7);
            let cubes: Vec<Cube> = (0..20_000).map(|_| random_state(&mut rng).cube).collect();
            let mut ns: Vec<u128> = cubes
                .iter()
                .map(|cube| {
                    let t = Instant::now();
                    std::hint::black_box(solve(std::hint::black_box(cube), metric));
                    t.elapsed().as_nanos()
                })
                .collect();
            ns.sort();
            println!(
                "{name} warm_solve_median_us {:.3}",
                ns[ns.len() / 2] as f64 / 1e3
            );
            println!(
                "{name} warm_solve_p99_us {:.3}",
                ns[ns.len() * 99 / 100] as f64 / 1e3
            );
        }
        Some("table") => {
            prepare(metric);
            let ms = start.elapsed().as_secs_f64() * 1e3;
            println!("{name} table_from_start_ms {ms:.3}");
        }
        _ => {
            let cube = Cube::parse(ELEVEN).expect("a legal position");
            let moves = solve(&cube, metric);
            let cold = start.elapsed().as_secs_f64() * 1e3;
            let rss_before = rss_kb();
            let t = Instant::now();
            prepare(metric);
            let table = t.elapsed().as_secs_f64() * 1e3;
            let rss_after = rss_kb();
            // The search's answer must be as short as the table says (a sanity check only;
            // the tests check optimality properly).
            assert_eq!(metric.length(&moves), distance(&cube, metric));
            println!("{name} cold_first_answer_ms {cold:.3}");
            println!("{name} table_after_answer_ms {table:.3}");
            println!("{name} answer_length {}", metric.length(&moves));
            if let (Some(a), Some(b)) = (rss_before, rss_after) {
                println!("{name} rss_growth_kb {}", b.saturating_sub(a));
            }
            memory();
        }
    }
}

/// Table sizes, as the library measures its own tables.
fn memory() {
    let m = puzzlebox::pocket::table_memory();
    let (distances, moves, bounds) = (
        m.distances_per_metric,
        m.move_tables,
        m.search_bounds_per_metric,
    );
    println!("mem distance_table_per_metric_bytes {distances}");
    println!("mem move_tables_bytes {moves}");
    println!("mem search_bounds_per_metric_bytes {bounds}");
    println!("mem one_metric_total_bytes {}", distances + moves + bounds);
    println!(
        "mem both_metrics_total_bytes {}",
        2 * distances + moves + 2 * bounds
    );
}

/// Resident set size from /proc (Linux only), to cross-check the computed sizes.
fn rss_kb() -> Option<u64> {
    let status = std::fs::read_to_string("/proc/self/status").ok()?;
    let line = status.lines().find(|l| l.starts_with("VmRSS:"))?;
    line.split_whitespace().nth(1)?.parse().ok()
}
