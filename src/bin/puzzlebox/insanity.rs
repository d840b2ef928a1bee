//! `puzzlebox insanity`: count and list the ways to stack Instant Insanity cubes, explain
//! an impossible puzzle, or generate a puzzle with exactly one solution.

use super::input::{complain, fail, read_puzzle, UNDECIDED};
use super::output::{print_generated, print_json, Output};
use super::table::align;
use puzzlebox::insanity::report::counted;
use puzzlebox::insanity::{
    explain_impossible, generate, solve, Count, InsanityError, Obstacle, ObstacleStatus, Options,
    Puzzle, Solved, MAX_LISTED, OBSTACLE_NODES,
};
use puzzlebox::rng::Rng;
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
    /// List at most this many solutions (never more than 10000; the counts are always exact).
    #[arg(long, default_value_t = 1000)]
    limit: usize,
    /// Give up after this many search nodes (exit status 3: could not decide).
    #[arg(long, value_name = "NODES", default_value_t = Options::default().max_nodes)]
    max_nodes: u64,
    /// Search nodes the explanation of an impossible puzzle may cost (about a million a
    /// second); when they run out, the set of cubes found so far is given and labelled so.
    #[arg(long, value_name = "NODES", default_value_t = OBSTACLE_NODES)]
    obstacle_budget: u64,
    /// Print a new puzzle of N cubes and N colours with exactly one solution.
    #[arg(long, value_name = "N", conflicts_with_all = ["file", "json", "limit", "max_nodes", "obstacle_budget"])]
    generate: Option<usize>,
    /// Seed for --generate (a random seed otherwise).
    // The conflicts are repeated here because clap waives `requires` when the required flag
    // conflicts with an argument given: `FILE --seed 3` would pass unnoticed.
    #[arg(long, requires = "generate", conflicts_with_all = ["file", "json", "limit", "max_nodes", "obstacle_budget"])]
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
    // The count first; the obstacle of an impossible puzzle, which can take longer, after it.
    let options = Options {
        max_listed: args.limit,
        max_nodes: args.max_nodes,
        explain: false,
        ..Options::default()
    };
    let mut solved = match solve(&puzzle, &options) {
        Ok(s) => s,
        Err(e @ InsanityError::TooHard { .. }) => {
            complain(e);
            return ExitCode::from(UNDECIDED);
        }
        Err(e) => return fail(e),
    };
    if !args.json {
        out.line(count_line(&solved));
        out.flush();
    }
    if solved.solutions.is_zero() {
        solved.obstacle = Some(explain_impossible(&puzzle, args.obstacle_budget));
    }
    if args.json {
        return print_json(out, &counted(&puzzle, &solved, false));
    }
    out.print(to_text(&puzzle, &solved, args.limit));
    ExitCode::SUCCESS
}

fn plural(n: &Count, word: &str) -> String {
    format!("{n} {word}{}", if *n == 1 { "" } else { "s" })
}

fn count_line(solved: &Solved) -> String {
    format!(
        "{} ({})",
        plural(&solved.solutions, "solution"),
        plural(&solved.stacks, "stack")
    )
}

fn obstacle_line(ob: &Obstacle) -> String {
    let size = match ob.status {
        ObstacleStatus::Smallest => "no smaller set fails",
        ObstacleStatus::Minimal => "each of these cubes is needed",
        ObstacleStatus::CannotStack => {
            "a smaller set may fail too: the search for one ran out of its budget"
        }
    };
    // The plain lead first; the whole argument, when there is more to it, on a line of its own.
    let detail = ob
        .reason
        .detail()
        .map(|d| format!("In detail: {d}\n"))
        .unwrap_or_default();
    format!("No stack works. {} ({size})\n{detail}", ob.sentence())
}

/// Everything after the count line.
fn to_text(puzzle: &Puzzle, solved: &Solved, limit: usize) -> String {
    let mut s = String::new();
    if let Some(ob) = &solved.obstacle {
        s += &obstacle_line(ob);
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
        let more = if limit > MAX_LISTED {
            format!("at most {MAX_LISTED} are listed")
        } else {
            "use --limit to list more".to_string()
        };
        s += &format!(
            "\n(listed {} of {} solutions; {more})\n",
            solved.list.len(),
            solved.solutions
        );
    }
    s
}
