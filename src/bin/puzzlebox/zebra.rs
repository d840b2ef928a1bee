//! `puzzlebox zebra`: solve a logic-grid puzzle written in the clue language (see docs/zebra.md),
//! explain it step by step, or generate a new one.

mod hint;
mod story;

use super::input::read_puzzle;
use super::output::{print_generated, print_json, Output};
use super::table::align;
use puzzlebox::rng::Rng;
use puzzlebox::zebra::{self, Puzzle, Status};
use std::path::PathBuf;
use std::process::ExitCode;

#[derive(clap::Args)]
pub struct Args {
    /// The puzzle file; standard input if absent.
    file: Option<PathBuf>,
    /// Print JSON instead of a table.
    #[arg(long)]
    json: bool,
    /// Explain the solution: as chapters, each with the values it places, its steps and
    /// its bookkeeping folded (--all: every step in order).
    #[arg(long)]
    explain: bool,
    /// With --explain: every step of the explanation in order, rather than chapters.
    #[arg(long, requires = "explain")]
    all: bool,
    /// With --explain: cut every search step's clues and facts to the fewest it needs (a
    /// search per fact tried: seconds on a big grid); without it such a step cites what one
    /// refutation used and says it may be more than it needs.
    #[arg(long, requires = "explain")]
    fewest: bool,
    /// With --explain: stop the explanation after about N steps (default 100000), saying so;
    /// the steps kept bound its memory.
    #[arg(long, value_name = "N", requires = "explain")]
    max_steps: Option<usize>,
    /// Print the shortest chain of steps that derives FACT ("X is in N", "X is not in N",
    /// "X is Y" or "X is not Y"): the steps it rests on, nothing else.
    #[arg(long, value_name = "FACT", conflicts_with_all = ["explain", "translate", "hint"])]
    why: Option<String>,
    /// Print the next deduction from the marks in MARKS (a person's progress: one fact per
    /// line, "X is in N", "X is not in N", "X is Y" or "X is not Y"), or the marks that
    /// contradict the solution.
    #[arg(long, requires = "marks", conflicts_with_all = ["explain", "translate"])]
    hint: bool,
    /// The marks file for --hint.
    #[arg(long, value_name = "MARKS", requires = "hint")]
    marks: Option<PathBuf>,
    /// Print the puzzle in the clue language, each English clue as a `#` comment above the
    /// clue line(s) it was read as.
    #[arg(long, conflicts_with_all = ["json", "explain"])]
    translate: bool,
    /// Print a new puzzle with N positions and M attributes instead of solving one (with
    /// --json: the page's report of it, `{summary, text}`).
    #[arg(long, num_args = 2, value_names = ["N", "M"], conflicts_with_all = ["file", "explain", "hint", "why"])]
    generate: Option<Vec<usize>>,
    /// Seed for --generate (a random seed otherwise).
    // The conflicts are repeated here because clap waives `requires` when the required flag
    // conflicts with an argument given: `FILE --seed 3` would pass unnoticed.
    #[arg(long, requires = "generate", conflicts_with_all = ["file", "explain", "hint"])]
    seed: Option<u64>,
}

pub fn run(args: Args, out: &mut Output) -> ExitCode {
    if let Some(size) = &args.generate {
        let mut rng = args.seed.map(Rng::new).unwrap_or_else(Rng::from_time);
        let puzzle = zebra::generate(size[0], size[1], &mut rng);
        return match puzzle.map(|p| zebra::Generated::new(&p)) {
            Ok(g) if args.json => print_json(out, &g),
            Ok(g) => print_generated(out, &g.summary, &g.text),
            Err(e) => super::input::fail(e),
        };
    }
    if args.translate {
        return match read_puzzle(args.file.as_deref(), zebra::translate) {
            Ok(text) => {
                out.print(text);
                ExitCode::SUCCESS
            }
            Err(code) => code,
        };
    }
    if let (true, Some(marks)) = (args.hint, &args.marks) {
        return hint::run(args.file.as_deref(), marks, args.json, out);
    }
    let puzzle = if args.json {
        // With --json a text that does not read is also told on standard output, as
        // `{"error": {kind, line, message, lines: [{line, clue, message}]}}` (every line at
        // fault), for a program to mark the lines.
        let text = match super::input::read_file_or_stdin(args.file.as_deref()) {
            Ok(t) => t,
            Err(e) => return super::input::fail(e),
        };
        match Puzzle::parse(&text) {
            Ok(p) => p,
            Err(e) => {
                let report = serde_json::json!({ "error": zebra::ErrorReport::from(&e) });
                let _ = print_json(out, &report);
                return super::input::fail(e);
            }
        }
    } else {
        match read_puzzle(args.file.as_deref(), Puzzle::parse) {
            Ok(p) => p,
            Err(code) => return code,
        }
    };
    let opts = zebra::ExplainOptions {
        max_steps: args.max_steps.unwrap_or(zebra::MAX_STEPS),
        ..zebra::ExplainOptions::default()
    };
    let explain = args.explain || args.why.is_some();
    let mut answer = zebra::answer_within(&puzzle, explain, opts, &mut |_, _| {});
    if let Some(fact) = &args.why {
        return story::why(&puzzle, &mut answer, fact, args.json, out);
    }
    if args.fewest {
        answer.with_fewest_facts(&puzzle);
    }
    let (analysis, steps) = (&answer.analysis, &answer.steps);
    let chapters = args.explain && !args.all;
    if args.json {
        let summary = zebra::Summary::from(answer.report(&puzzle));
        // Through a `Value`, whose map sorts keys: every object lists its keys alphabetically.
        return match serde_json::to_value(summary) {
            Ok(mut json) => {
                if chapters {
                    json["chapters"] =
                        match serde_json::to_value(story::chapter_reports(&puzzle, &answer)) {
                            Ok(c) => c,
                            Err(e) => {
                                return super::input::fail(format_args!(
                                    "cannot write the JSON: {e}"
                                ))
                            }
                        };
                }
                print_json(out, &json)
            }
            Err(e) => super::input::fail(format_args!("cannot write the JSON: {e}")),
        };
    }
    let name = puzzle.title.clone().unwrap_or_else(|| "puzzle".to_string());
    match analysis.status {
        Status::Unique => {
            out.line(format_args!("{name}: unique solution\n"));
            out.print(table(&puzzle, &analysis.solutions[0]));
        }
        Status::Multiple => {
            let count = if analysis.count >= zebra::COUNT_LIMIT {
                format!("at least {}", zebra::COUNT_LIMIT)
            } else {
                analysis.count.to_string()
            };
            out.line(format_args!(
                "{name}: multiple solutions ({count})\n\nfirst solution:"
            ));
            out.print(table(&puzzle, &analysis.solutions[0]));
            out.line(format_args!("\nsecond solution:"));
            out.print(table(&puzzle, &analysis.solutions[1]));
            out.line(format_args!("\nthey differ in:"));
            for d in &analysis.differ {
                out.line(format_args!(
                    "  {} at {}: {} / {}",
                    d.attribute, d.position, d.first, d.second
                ));
            }
        }
        Status::None => {
            if analysis.conflict_smallest {
                out.line(format_args!(
                    "{name}: no solution; these clues already contradict each other:"
                ));
            } else {
                out.line(format_args!(
                    "{name}: no solution; these clues contradict each other (not reduced to \
                     the fewest that do: that search gave up):"
                ));
            }
            // A line that states several clues is quoted once.
            let mut last = None;
            for &c in &analysis.conflict {
                let clue = &puzzle.clues[c];
                if last.replace(clue.line) != Some(clue.line) {
                    out.line(format_args!("  line {}: {}", clue.line, clue.text));
                }
            }
        }
    }
    if chapters && !steps.is_empty() {
        story::print_chapters(&puzzle, &answer, args.fewest, out);
    } else if !steps.is_empty() {
        let note = story::not_smallest(&answer, args.fewest, "");
        match note.is_empty() {
            true => out.line(format_args!("\nexplanation:")),
            false => out.line(format_args!("\nexplanation ({note}):")),
        }
        for (k, s) in steps.iter().enumerate() {
            story::print_step(&puzzle, k, s, "", out);
        }
    }
    if answer.stopped {
        out.line(format_args!("\n{}", zebra::stopped_after(steps.len())));
    }
    ExitCode::SUCCESS
}

/// The solution as a table, positions as columns; a grid without order has its key's
/// values as the column heads (its rows), in place of position numbers.
fn table(puzzle: &Puzzle, sol: &zebra::Assignment) -> String {
    let g = zebra::grid(puzzle, sol);
    let mut rows: Vec<Vec<String>> = vec![];
    let corner = match puzzle.ordered {
        true => puzzle.position_name.clone().unwrap_or_default(),
        false => puzzle.attributes[0].name.clone(),
    };
    let mut head = vec![corner];
    head.extend((0..puzzle.n()).map(|p| puzzle.label(p)));
    rows.push(head);
    let key = usize::from(!puzzle.ordered);
    for (a, attr) in puzzle.attributes.iter().enumerate().skip(key) {
        let mut row = vec![attr.name.clone()];
        row.extend(g[a].iter().cloned());
        rows.push(row);
    }
    align(&rows)
}
