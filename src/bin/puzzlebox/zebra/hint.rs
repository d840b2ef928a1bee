//! `puzzlebox zebra --hint --marks MARKS PUZZLE`: the next deduction from a person's marks
//! (one fact per line in the clue language), or the marks that contradict the solution.

use super::super::input::{fail, read_file_or_stdin, read_puzzle, UNDECIDED};
use super::super::output::Output;
use puzzlebox::zebra::{self, Hint, HintReport, Marks, Puzzle, Status};
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
    if json {
        match serde_json::to_string(&HintReport::new(&puzzle, &hint, &text)) {
            Ok(s) => out.line(s),
            Err(e) => return fail(format_args!("cannot write the hint: {e}")),
        }
        return code(&hint);
    }
    match &hint {
        Hint::NotUnique { status } => {
            let what = if *status == Status::None {
                "no solution"
            } else {
                "more than one solution"
            };
            out.line(format_args!(
                "The puzzle has {what}: marks can be checked and hints given only for a puzzle \
                 with exactly one."
            ));
        }
        Hint::Wrong { lines } => {
            out.line(format_args!(
                "{} wrong mark{} (contradicting the solution); fix {} before asking for a hint:",
                lines.len(),
                if lines.len() == 1 { "" } else { "s" },
                if lines.len() == 1 { "it" } else { "them" }
            ));
            for m in marks_read.marks.iter().filter(|m| lines.contains(&m.line)) {
                out.line(format_args!("  line {}: {}", m.line, m.fact.text(&puzzle)));
            }
        }
        Hint::Solved => out.line(zebra::HINT_SOLVED),
        Hint::Step(step) => {
            out.line(format_args!("Next: {}", zebra::render(&puzzle, step)));
            if let zebra::Deduction::Hypothesis { steps, end, .. } = &step.deduction {
                for (j, t) in steps.iter().enumerate() {
                    out.line(format_args!("  {}. {}", j + 1, zebra::render(&puzzle, t)));
                }
                out.line(format_args!("  So: {}", zebra::contradiction(&puzzle, end)));
            }
        }
        Hint::Undecided => {
            super::super::input::complain("no next step was found from these marks");
        }
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
