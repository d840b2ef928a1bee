//! `puzzlebox pocket`: solve a facelet string optimally, list every optimal solution, fill in
//! what a painting with unpainted stickers forces, or make a random scramble.

use super::input::{fail, read_stdin};
use super::output::{print_json, Output};
use puzzlebox::pocket::report::{self, Listing};
use puzzlebox::pocket::{random_state, Metric};
use puzzlebox::rng::Rng;
use std::process::ExitCode;

#[derive(clap::Args)]
pub struct Args {
    /// The 24 stickers A..X read row by row from the net (whitespace ignored); stdin if absent.
    facelets: Option<String>,
    /// Count moves in half turns (htm) or quarter turns (qtm).
    #[arg(long, default_value = "htm", value_parser = metric_parser())]
    metric: Metric,
    /// Print every optimal solution, one per line, sorted.
    #[arg(long)]
    all: bool,
    /// Print JSON instead of plain moves.
    #[arg(long)]
    json: bool,
    /// Fill in the stickers a painting with `?` (unpainted stickers) forces, and count the
    /// cubes that fit it.
    #[arg(long, conflicts_with_all = ["all", "metric"])]
    complete: bool,
    /// Print a uniformly random legal state and a sequence that makes it from solved.
    #[arg(long, conflicts_with_all = ["facelets", "all", "metric", "complete"])]
    scramble: bool,
    /// Seed for --scramble (a random seed otherwise).
    // The conflicts are repeated here because clap waives `requires` when the required flag
    // conflicts with an argument given: `FILE --seed 3` would pass unnoticed.
    #[arg(long, requires = "scramble", conflicts_with_all = ["facelets", "all", "metric"])]
    seed: Option<u64>,
}

/// Reads `--metric` with [`Metric`]'s own parser. clap checks the name against the list
/// first, so that `--help` lists the names and a typo gets the nearest one suggested.
fn metric_parser() -> impl clap::builder::TypedValueParser<Value = Metric> {
    use clap::builder::TypedValueParser;
    clap::builder::PossibleValuesParser::new(Metric::ALL.map(Metric::name))
        .try_map(|name| name.parse::<Metric>())
}

pub fn run(args: Args, out: &mut Output) -> ExitCode {
    let metric = args.metric;
    if args.scramble {
        let mut rng = args.seed.map(Rng::new).unwrap_or_else(Rng::from_time);
        let report = report::scrambled(&random_state(&mut rng));
        if args.json {
            return print_json(out, &report);
        }
        out.line(format!("{}\n{}", report.facelets, report.moves));
        return ExitCode::SUCCESS;
    }
    let text = match args.facelets {
        Some(t) => t,
        None => match read_stdin() {
            Ok(t) => t,
            Err(e) => return fail(e),
        },
    };
    if args.complete {
        return complete(&text, args.json, out);
    }
    let listing = if args.all {
        Listing::Every
    } else {
        Listing::One
    };
    let report = match report::solve_text(&text, metric, listing) {
        Ok(r) => r,
        Err(e) => return fail(e),
    };
    if args.json {
        return print_json(out, &report);
    }
    for line in report.moves.iter().chain(report.solutions.iter().flatten()) {
        out.line(line);
    }
    ExitCode::SUCCESS
}

/// `--complete`: the report the page gets for the same painting (its palette is the
/// painting's own letters, so a colour painted nowhere stays `?`): the painting with its
/// forced stickers filled in and its paint status. A painting no cube fits is refused; with
/// `--json` its `{error, summary}` (the stickers to look at, and what to do) is printed too.
fn complete(text: &str, json: bool, out: &mut Output) -> ExitCode {
    let report = match report::complete(text, "") {
        Ok(r) => r,
        Err(refused) => {
            if json {
                print_json(out, &refused);
            }
            return fail(refused.error.message);
        }
    };
    if json {
        return print_json(out, &report);
    }
    out.line(&report.facelets);
    // A full painting has no paint status: its facelets say it all.
    if !report.summary.is_empty() {
        out.line(&report.summary);
    }
    ExitCode::SUCCESS
}
