//! `puzzlebox insanity`: count and list the ways to stack Instant Insanity cubes, explain
//! an impossible puzzle, or generate a puzzle with exactly one solution.

use super::input::{complain, fail, read_puzzle, UNDECIDED};
use super::output::{print_generated, print_json, Output};
use super::table::pad;
use puzzlebox::insanity::report::{count_sentence, counted, generated, shown, Shown};
use puzzlebox::insanity::{
    generate, tally, InsanityError, Obstacle, ObstacleStatus, Options, Placement, Puzzle, Solved,
    Stack, MAX_LISTED, OBSTACLE_NODES,
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
    /// Print a new puzzle of N cubes and N colours with exactly one solution (with --json:
    /// the page's report of it, `{puzzle, summary, text}`).
    #[arg(long, value_name = "N", conflicts_with_all = ["file", "limit", "max_nodes", "obstacle_budget"])]
    generate: Option<usize>,
    /// Seed for --generate (a random seed otherwise).
    // The conflicts are repeated here because clap waives `requires` when the required flag
    // conflicts with an argument given: `FILE --seed 3` would pass unnoticed.
    #[arg(long, requires = "generate", conflicts_with_all = ["file", "limit", "max_nodes", "obstacle_budget"])]
    seed: Option<u64>,
}

pub fn run(args: Args, out: &mut Output) -> ExitCode {
    if let Some(n) = args.generate {
        let mut rng = args.seed.map(Rng::new).unwrap_or_else(Rng::from_time);
        return match generate(n, &mut rng).map(|p| generated(&p)) {
            Ok(g) if args.json => print_json(out, &g),
            Ok(g) => print_generated(out, &g.summary, &g.text),
            Err(e) => fail(e),
        };
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
    let counted = match tally(&puzzle, &options) {
        Ok(s) => s,
        Err(e @ InsanityError::TooHard { .. }) => {
            complain(e);
            return ExitCode::from(UNDECIDED);
        }
        Err(e) => return fail(e),
    };
    if !args.json {
        out.line(count_sentence(&counted.solved));
        out.flush();
    }
    let solved = counted.with_obstacle(&puzzle, args.obstacle_budget);
    if args.json {
        return print_json_streamed(out, &puzzle, &solved);
    }
    if let Some(ob) = &solved.obstacle {
        out.print(obstacle_line(ob));
    }
    print_stacks(out, &puzzle, &solved.list);
    if solved.truncated {
        out.print(truncated_note(&solved, args.limit));
    }
    ExitCode::SUCCESS
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

/// The listed stacks, each as a table, written a row at a time: a listing can be far larger
/// than the input (a thousand stacks of 64 cubes with long colour names), so it is never
/// held whole; memory stays in proportion to the input.
fn print_stacks(out: &mut Output, puzzle: &Puzzle, list: &[Stack]) {
    const HEADER: [&str; 7] = ["Cube", "Top", "Bottom", "Front", "Back", "Left", "Right"];
    let name_width: Vec<usize> = puzzle.colours.iter().map(|c| c.chars().count()).collect();
    let faces = |p: &Placement| [p.top, p.bottom, p.front, p.back, p.left, p.right];
    for stack in list {
        if out.failed() {
            return;
        }
        let mut widths = HEADER.map(str::len);
        widths[0] = widths[0].max(stack.len().to_string().len());
        for p in stack {
            for (k, c) in faces(p).into_iter().enumerate() {
                widths[k + 1] = widths[k + 1].max(name_width[usize::from(c)]);
            }
        }
        out.print("\n");
        print_row(out, &HEADER, &widths);
        for (j, p) in stack.iter().enumerate() {
            let number = (j + 1).to_string();
            let mut cells = [number.as_str(); 7];
            for (k, c) in faces(p).into_iter().enumerate() {
                cells[k + 1] = puzzle.name(c);
            }
            print_row(out, &cells, &widths);
        }
    }
}

/// One table row: cells left-aligned two spaces apart, no trailing spaces.
fn print_row(out: &mut Output, cells: &[&str; 7], widths: &[usize; 7]) {
    let mut line = String::new();
    for (k, cell) in cells.iter().enumerate() {
        if k > 0 {
            line.push_str("  ");
        }
        line += &pad(cell, widths[k]);
    }
    out.line(line.trim_end());
}

fn truncated_note(solved: &Solved, limit: usize) -> String {
    let more = if limit > MAX_LISTED {
        format!("at most {MAX_LISTED} are listed")
    } else {
        "use --limit to list more".to_string()
    };
    format!(
        "\n(listed {} of {} solutions; {more})\n",
        solved.list.len(),
        solved.solutions
    )
}

/// `--json`, with the list written a stack at a time (see [`print_stacks`]): the rest of the
/// report is serialised with an empty list, whose key comes first (report.rs keeps its keys
/// sorted), and the stacks are written in its place.
fn print_json_streamed(out: &mut Output, puzzle: &Puzzle, solved: &Solved) -> ExitCode {
    let empty = Solved {
        list: Vec::new(),
        ..solved.clone()
    };
    let report = match serde_json::to_string(&counted(puzzle, &empty, false)) {
        Ok(json) => json,
        Err(e) => return fail(format_args!("cannot write the JSON: {e}")),
    };
    const EMPTY_LIST: &str = "{\"list\":[]";
    let Some(rest) = report.strip_prefix(EMPTY_LIST) else {
        // The list is the report's first key; anything else is a bug, shown whole.
        return print_json(out, &counted(puzzle, solved, false));
    };
    out.print("{\"list\":[");
    for (i, stack) in solved.list.iter().enumerate() {
        if out.failed() {
            break;
        }
        if i > 0 {
            out.print(",");
        }
        let cubes: Vec<Shown> = stack.iter().map(|pl| shown(puzzle, pl, false)).collect();
        match serde_json::to_string(&cubes) {
            Ok(json) => out.print(json),
            Err(e) => return fail(format_args!("cannot write the JSON: {e}")),
        }
    }
    out.print("]");
    out.line(rest);
    ExitCode::SUCCESS
}
