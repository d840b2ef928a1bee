//! `puzzlebox insanity`: count and list the ways to stack Instant Insanity cubes, explain
//! an impossible puzzle, or generate a puzzle with exactly one solution.

use super::input::{fail, read_puzzle};
use super::output::{print_generated, Output};
use super::table::align;
use puzzlebox::insanity::page::placement_value;
use puzzlebox::insanity::{generate, solve, Options, Puzzle, Solved};
use puzzlebox::rng::Rng;
use serde_json::{json, Value};
use std::path::PathBuf;
use std::process::ExitCode;

#[derive(clap::Args)]
pub struct Args {
    /// Puzzle file: one cube per line, six colours Front Back Left Right Top Bottom,
    /// optionally after a label (`1`, `Cube 1`). Standard input when absent.
    file: Option<PathBuf>,
    /// Print JSON instead of tables.
    #[arg(long)]
    json: bool,
    /// List at most this many solutions (the counts are always exact).
    #[arg(long, default_value_t = 1000)]
    limit: usize,
    /// Print a new puzzle of N cubes and N colours with exactly one solution.
    #[arg(long, value_name = "N", conflicts_with_all = ["file", "json", "limit"])]
    generate: Option<usize>,
    /// Seed for --generate (a random seed otherwise).
    // The conflicts are repeated here because clap waives `requires` when the required flag
    // conflicts with an argument given: `FILE --seed 3` would pass unnoticed.
    #[arg(long, requires = "generate", conflicts_with_all = ["file", "json", "limit"])]
    seed: Option<u64>,
}

pub fn run(args: Args, out: &mut Output) -> ExitCode {
    if let Some(n) = args.generate {
        let mut rng = args.seed.map(Rng::new).unwrap_or_else(Rng::from_time);
        return print_generated(out, generate(n, &mut rng).map(|p| p.to_text()));
    }
    let puzzle = match read_puzzle(args.file.as_deref(), Puzzle::parse) {
        Ok(p) => p,
        Err(code) => return code,
    };
    let options = Options {
        max_listed: args.limit,
        ..Options::default()
    };
    let solved = match solve(&puzzle, &options) {
        Ok(s) => s,
        Err(e) => return fail(e),
    };
    if args.json {
        out.line(to_json(&puzzle, &solved));
    } else {
        out.print(to_text(&puzzle, &solved));
    }
    ExitCode::SUCCESS
}

fn plural(n: u128, word: &str) -> String {
    format!("{n} {word}{}", if n == 1 { "" } else { "s" })
}

fn to_text(puzzle: &Puzzle, solved: &Solved) -> String {
    let mut s = format!(
        "{} ({})\n",
        plural(solved.solutions, "solution"),
        plural(solved.stacks, "stack")
    );
    if let Some(ob) = &solved.obstacle {
        let names: Vec<String> = ob.cubes.iter().map(|c| (c + 1).to_string()).collect();
        let size = if ob.smallest {
            "no smaller set fails"
        } else {
            "each of them is needed"
        };
        s += &format!(
            "No stack works: cubes {} already cannot be stacked together ({size}).\n",
            names.join(", ")
        );
    }
    for stack in &solved.list {
        let mut rows = vec![["Cube", "Top", "Bottom", "Front", "Back", "Left", "Right"]
            .map(String::from)
            .to_vec()];
        for (j, p) in stack.iter().enumerate() {
            let mut row = vec![(j + 1).to_string()];
            row.extend(
                [p.top, p.bottom, p.front, p.back, p.left, p.right]
                    .map(|c| puzzle.name(c).to_string()),
            );
            rows.push(row);
        }
        s.push('\n');
        s += &align(&rows);
    }
    if solved.truncated {
        s += &format!(
            "\n(listed {} of {} solutions; use --limit to list more)\n",
            solved.list.len(),
            solved.solutions
        );
    }
    s
}

fn to_json(puzzle: &Puzzle, solved: &Solved) -> Value {
    let list: Vec<Value> = solved
        .list
        .iter()
        .map(|stack| stack.iter().map(|p| placement_value(puzzle, p)).collect())
        .collect();
    json!({
        "solutions": solved.solutions,
        "stacks": solved.stacks,
        "list": list,
        "truncated": solved.truncated,
        "obstacle": solved.obstacle.as_ref().map(|o| o.cubes.iter().map(|c| c + 1).collect::<Vec<_>>()),
        "obstacle_smallest": solved.obstacle.as_ref().map(|o| o.smallest),
    })
}
