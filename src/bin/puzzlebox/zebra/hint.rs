//! `puzzlebox zebra --hint --marks MARKS PUZZLE`: the next deduction from a person's marks
//! (one fact per line in the clue language), or the marks that contradict the solution.

use super::super::input::{fail, read_file_or_stdin, read_puzzle, UNDECIDED};
use super::super::output::Output;
use puzzlebox::zebra::{self, Hint, HintReport, Marks, Puzzle};
use std::path::Path;
use std::process::ExitCode;

pub fn run(puzzle: Option<&Path>, marks: &Path, json: bool, out: &mut Output) -> ExitCode {
    let puzzle = match read_puzzle(puzzle, Puzzle::parse) {
        Ok(p) => p,
        Err(code) => return code,
    };
    let text = match read_file_or_stdin(Some(marks)) {
        Ok(t) => t,
        Err(e) => return fail(e),
    };
    let marks_read = match Marks::parse(&puzzle, &text) {
        Ok(m) => m,
        Err(e) => return fail(format_args!("{}: {e}", marks.display())),
    };
    let hint = zebra::hint(&puzzle, &marks_read);
    // The page's report of the same hint: `--json` prints it, and the plain text says its
    // sentences, so the two cannot word a verdict differently.
    let report = HintReport::new(&puzzle, &hint, &text);
    if json {
        match serde_json::to_string(&report) {
            Ok(s) => out.line(s),
            Err(e) => return fail(format_args!("cannot write the hint: {e}")),
        }
        return code(&hint);
    }
    match (&hint, &report) {
        (_, HintReport::NotUnique { summary, .. }) => out.line(summary),
        (_, HintReport::Wrong { summary, which, .. }) => {
            out.line(summary);
            out.line(which);
        }
        (Hint::Step(step), _) => {
            out.line(format_args!("Next: {}", zebra::render(&puzzle, step)));
            if let zebra::Deduction::Hypothesis { steps, end, .. } = &step.deduction {
                for (j, t) in steps.iter().enumerate() {
                    out.line(format_args!("  {}. {}", j + 1, zebra::render(&puzzle, t)));
                }
                out.line(format_args!("  So: {}", zebra::contradiction(&puzzle, end)));
            }
        }
        (_, HintReport::Solved { summary, .. }) => out.line(summary),
        (_, HintReport::Undecided { .. }) => {
            super::super::input::complain("no next step was found from these marks");
        }
        (_, HintReport::Step { .. }) => {}
    }
    code(&hint)
}

/// Success for every answer but a search that found nothing.
fn code(hint: &Hint) -> ExitCode {
    match hint {
        Hint::Undecided => ExitCode::from(UNDECIDED),
        _ => ExitCode::SUCCESS,
    }
}
