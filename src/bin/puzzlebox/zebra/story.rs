//! `puzzlebox zebra --why FACT PUZZLE` (the chain of steps behind one fact) and the chapters
//! `--explain` prints (`--explain --all` prints every step, as the explanation lists them).

use super::super::input::fail;
use super::super::output::{print_json, Output};
use puzzlebox::zebra::{self, Answer, ChapterReport, Marks, Puzzle, Step, WhyReport};
use std::process::ExitCode;

/// Answers `--why`: `fact` is one fact line ("Norwegian is in 1", as marks are written).
pub fn why(
    puzzle: &Puzzle,
    answer: &mut Answer,
    fact: &str,
    json: bool,
    out: &mut Output,
) -> ExitCode {
    let marks = match Marks::parse(puzzle, fact) {
        Ok(m) => m,
        // The reader numbers lines; the argument is one.
        Err(e) => {
            let e = e.to_string();
            return fail(format_args!(
                "--why \"{fact}\": {}",
                e.strip_prefix("line 1: ").unwrap_or(&e)
            ));
        }
    };
    let [mark] = marks.marks[..] else {
        return fail(format_args!(
            "--why takes one fact, but \"{fact}\" has {}",
            marks.marks.len()
        ));
    };
    let solution = answer
        .analysis
        .solutions
        .first()
        .filter(|_| answer.explained)
        .cloned();
    // The search steps on the chain cite the fewest facts (the others are not printed).
    let chain = match solution {
        Some(sol) => answer
            .chain(puzzle, |steps| {
                zebra::why(puzzle, steps, &sol, mark.fact).map(|c| (c, ()))
            })
            .map(|(c, ())| c),
        None => Err(zebra::WhyError::NotUnique),
    };
    let chain = match chain {
        Ok(c) => c,
        Err(e) => return fail(format_args!("--why: {e}")),
    };
    let steps = &answer.steps;
    if json {
        let report = serde_json::json!({ "why": WhyReport::new(puzzle, steps, mark.fact, &chain) });
        return print_json(out, &report);
    }
    out.line(format_args!(
        "Why {}: {} of the explanation's {} steps, in order:",
        mark.fact.text(puzzle),
        chain.len(),
        steps.len()
    ));
    for &k in &chain {
        print_step(puzzle, k, &steps[k], "", out);
    }
    ExitCode::SUCCESS
}

/// Prints the explanation as chapters: each chapter's title, its visible steps (numbered as
/// in the whole explanation, so a step's "(step N)" can be found), and which steps are folded.
/// `fewest`: every search step was asked to be cut to the fewest facts (`--fewest`).
pub fn print_chapters(puzzle: &Puzzle, answer: &Answer, fewest: bool, out: &mut Output) {
    let steps = &answer.steps;
    let chapters = chapters_of(puzzle, answer);
    out.line(format_args!(
        "\nexplanation in {} chapters ({} steps; --explain --all lists every one){}:",
        chapters.len(),
        steps.len(),
        not_smallest(answer, fewest, "; ")
    ));
    for (c, chapter) in chapters.iter().enumerate() {
        out.line(format_args!(
            "\nchapter {}: {}",
            c + 1,
            zebra::ChapterReport::new(puzzle, chapter).title
        ));
        for &k in &chapter.steps {
            print_step(puzzle, k, &steps[k], "  ", out);
            let folded: Vec<String> = chapter
                .folded
                .iter()
                .filter(|f| f.into == k)
                .map(|f| (f.step + 1).to_string())
                .collect();
            if !folded.is_empty() {
                out.line(format_args!(
                    "         (folded in: step{} {})",
                    if folded.len() == 1 { "" } else { "s" },
                    folded.join(", ")
                ));
            }
        }
    }
}

/// Why some steps may cite more than they need, after `lead`; empty when none does.
/// `fewest`: as for [`print_chapters`].
pub fn not_smallest(answer: &Answer, fewest: bool, lead: &str) -> String {
    match (answer.smallest, answer.within_work() && !fewest) {
        (true, _) => String::new(),
        (false, true) => format!(
            "{lead}search steps cite what one refutation used, perhaps more than they need; \
             --fewest cuts them to the fewest"
        ),
        (false, false) => format!(
            "{lead}some steps cite more earlier facts than they need: reducing them to the \
             fewest gave up"
        ),
    }
}

/// The chapters of an answer's explanation.
fn chapters_of(puzzle: &Puzzle, answer: &Answer) -> Vec<zebra::Chapter> {
    match answer.analysis.solutions.first() {
        Some(sol) if answer.explained => zebra::chapters(puzzle.n(), &answer.steps, sol),
        _ => vec![],
    }
}

/// The `chapters` of `--json --explain`.
pub fn chapter_reports(puzzle: &Puzzle, answer: &Answer) -> Vec<ChapterReport> {
    chapters_of(puzzle, answer)
        .iter()
        .map(|c| ChapterReport::new(puzzle, c))
        .collect()
}

/// One step, numbered as in the explanation, with a hypothesis's chain under it.
pub fn print_step(puzzle: &Puzzle, k: usize, s: &Step, indent: &str, out: &mut Output) {
    out.line(format_args!(
        "{indent}{:3}. {}",
        k + 1,
        zebra::render(puzzle, s)
    ));
    if let zebra::Deduction::Hypothesis { steps, end, .. } = &s.deduction {
        // The chain that refutes the hypothesis, indented under it.
        for (j, t) in steps.iter().enumerate() {
            out.line(format_args!(
                "{indent}       {}. {}",
                j + 1,
                zebra::render(puzzle, t)
            ));
        }
        out.line(format_args!(
            "{indent}       So: {}",
            zebra::contradiction(puzzle, end)
        ));
    }
}
