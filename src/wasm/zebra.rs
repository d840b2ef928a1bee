//! The zebra puzzle for the page: check (the answer alone), solve (with explanation steps),
//! the Einstein example text, and the calls of "Solve it yourself" (marks, check, hint); the
//! generator is its own module (zebra_generate.rs). Inputs are plain strings and numbers;
//! results are JSON-compatible objects; user errors come back as
//! `{ ok: false, error: { kind, message, line } }`, never thrown.
//!
//! The answer, the explanation and the example are compiled under `zebra-view`, the module of
//! a `<zebra-puzzle>` without `play`; the play calls only under `zebra` (the app's tool and an
//! element with `play`), so the view module leaves their code out.

use crate::zebra::{
    answer, answer_in_chapters, chapters, step_report, why_by_places, Analysis, Answer, Attr,
    ChapterReport, ErrorReport, Fact, Opening, Pos, Puzzle, Report, Step, StepReport, WalkReport,
    WalkStream, WhyError, WhyReport, ZebraError, EINSTEIN,
};
use serde::Serialize;
use std::cell::RefCell;
use wasm_bindgen::prelude::*;

/// `{ok: false, error: {kind, line, message}}` for a mistake in the text.
fn failure(e: &ZebraError) -> Result<JsValue, JsValue> {
    super::failure(ErrorReport::from(e))
}

#[derive(Serialize)]
struct Solved {
    ok: bool,
    /// Whether `steps` was worked out (a unique solution's explanation).
    explained: bool,
    /// The explanation as chapters (empty unless `explained`).
    chapters: Vec<ChapterReport>,
    #[serde(flatten)]
    report: Report,
}

/// One batch of the explanation as [`zebra_solve_reporting`] hands it over.
#[derive(Serialize)]
struct Batch {
    /// The steps worked out since the last batch.
    steps: Vec<crate::zebra::StepReport>,
    /// The chapters these steps complete, after those of the earlier batches.
    chapters: Vec<ChapterReport>,
    /// The steps of the answer's `walk` these steps complete, after the earlier batches'.
    walk: Vec<WalkReport>,
}

thread_local! {
    /// The last text checked ([`zebra_check`]) and its analysis: the page checks a text before
    /// it asks for the steps, and on a hard 16x16 the search would take seconds again before
    /// the first step.
    static CHECKED: RefCell<Option<(String, Analysis)>> = const { RefCell::new(None) };

    /// The last explanation worked out, with its text: opening one of its steps
    /// ([`zebra_step_facts`]) or asking why a fact holds ([`zebra_why_cell`]) needs its steps,
    /// which take seconds to work out again on a big grid. The steps opened stay cut.
    static EXPLAINED: RefCell<Option<(String, Answer)>> = const { RefCell::new(None) };

    /// The step being opened ([`zebra_step_facts`]) until [`zebra_step_facts_continue`] has
    /// cut it: its text, the puzzle, the step's index and the work done so far.
    static OPENING: RefCell<Option<(String, Puzzle, usize, Opening)>> = const { RefCell::new(None) };
}

/// `use` on the explained answer of `text` (`puzzle` read from it): the last one kept, or
/// worked out now and kept.
fn with_explained<T>(text: &str, puzzle: &Puzzle, use_: impl FnOnce(&mut Answer) -> T) -> T {
    EXPLAINED.with(|kept| {
        let mut kept = kept.borrow_mut();
        if kept.as_ref().is_none_or(|(t, _)| t != text) {
            // Dropped first: two big answers need not be held at once.
            *kept = None;
            *kept = Some((text.to_string(), answer(puzzle, true, &mut |_| {})));
        }
        let (_, answer) = kept.as_mut().expect("kept above");
        use_(answer)
    })
}

/// Parses and solves `text`; with a unique solution, also the explanation steps.
/// `{ ok, title, status, count, summary, headline, detail, attributes: [{name, values}], positions: [labels],
///    solution: [[value by position] per attribute] | null, second, differ, conflict: [{line, text}],
///    clues: [{line, text}] (every clue), english: [{line, text, clues: [clue-language line]}]
///    (each clue line written in English and what it was read as),
///    steps: [{kind, text, clues: [line], fixed: [{attribute, value, position, column}],
///             eliminated: [...], linked: [{a: {attribute, value}, b}], unlinked: [...]}] }`
#[wasm_bindgen]
pub fn zebra_solve(text: &str) -> Result<JsValue, JsValue> {
    report(text, true, None)
}

/// Like [`zebra_solve`], and calls `progress({steps, chapters, walk})` with each batch of steps
/// worked out so far (the step objects of `steps`; a batch ends with a hypothesis or a
/// search-backed placement, the slow kinds, or after some hundred simple steps, always on a
/// settled grid) and the chapters and steps of the walk they complete, so the page can show the first steps and
/// chapters of a big grid while the rest are worked out. The batches' steps are the first
/// steps of the answer's `steps`, in order (a search-backed placement citing the grid's facts
/// until the answer cuts them to the fewest), their chapters the first of its `chapters`, their
/// walk the beginning of its `walk`.
/// A `progress` that throws does not stop the explanation.
#[wasm_bindgen]
pub fn zebra_solve_reporting(text: &str, progress: &js_sys::Function) -> Result<JsValue, JsValue> {
    report(text, true, Some(progress))
}

/// Like [`zebra_solve`] but without the explanation (`steps` empty, `explained: false`): the
/// answer takes milliseconds even where explaining it takes seconds (big grids that need
/// many hypotheses), so the page shows it first and asks for the steps after.
#[wasm_bindgen]
pub fn zebra_check(text: &str) -> Result<JsValue, JsValue> {
    report(text, false, None)
}

fn report(
    text: &str,
    with_steps: bool,
    progress: Option<&js_sys::Function>,
) -> Result<JsValue, JsValue> {
    super::check_size(text)?;
    // Another text: the step being opened belongs to a puzzle no longer shown.
    OPENING.with(|o| o.replace_with(|o| o.take().filter(|(t, ..)| t == text)));
    let puzzle = match Puzzle::parse(text) {
        Ok(p) => p,
        Err(e) => return failure(&e),
    };
    let mut walk = WalkStream::new(puzzle.n());
    let known = CHECKED.with(|c| {
        let c = c.borrow();
        c.as_ref()
            .filter(|(t, _)| t == text)
            .map(|(_, a)| a.clone())
    });
    let answer = match progress {
        Some(progress) => answer_in_chapters(&puzzle, known, &mut |batch, chapters| {
            let sent = Batch {
                steps: batch.iter().map(|s| step_report(&puzzle, s)).collect(),
                chapters: chapters
                    .iter()
                    .map(|c| ChapterReport::new(&puzzle, c))
                    .collect(),
                walk: WalkReport::all(&walk.add(batch)),
            };
            if let Ok(value) = super::to_js(&sent) {
                let _ = progress.call1(&JsValue::NULL, &value);
            }
        }),
        None => answer(&puzzle, with_steps, &mut |_| {}),
    };
    if !with_steps {
        CHECKED.with(|c| *c.borrow_mut() = Some((text.to_string(), answer.analysis.clone())));
    }
    let solution = answer
        .analysis
        .solutions
        .first()
        .filter(|_| answer.explained);
    let chapters = solution.map_or(vec![], |sol| {
        chapters(puzzle.n(), &answer.steps, sol)
            .iter()
            .map(|c| ChapterReport::new(&puzzle, c))
            .collect()
    });
    let report = answer.report(&puzzle);
    let explained = answer.explained;
    if with_steps {
        EXPLAINED.with(|kept| *kept.borrow_mut() = Some((text.to_string(), answer)));
    }
    super::to_js(&Solved {
        ok: true,
        explained,
        chapters,
        report,
    })
}

/// Step `number` (1-based) of the explanation of `text` as a person who opens it sees it:
/// `{ok: true, step}` (the step's object, with its `number`). A search step that cites what
/// one refutation used (`fewest: false`) is cut first to the fewest clues and facts it needs
/// (a search per fact tried: up to seconds on a big grid, so the page asks only for the
/// step a person opens); any other step comes as it is. `{ok: false, error}` with kind
/// `not_unique` (no unique solution, so no explanation) or `no_such_step`.
///
/// The cut comes in slices: this call only starts it and answers `undefined`;
/// [`zebra_step_facts_continue`] goes on with it until it answers, so the worker can answer
/// other calls in between. A newer call drops the step being opened, and so does a check or
/// solve of another text.
#[wasm_bindgen]
pub fn zebra_step_facts(text: &str, number: u32) -> Result<JsValue, JsValue> {
    OPENING.with(|o| o.take());
    super::check_size(text)?;
    let puzzle = match Puzzle::parse(text) {
        Ok(p) => p,
        Err(e) => return failure(&e),
    };
    let k = (number as usize).wrapping_sub(1);
    let started = with_explained(text, &puzzle, |answer| match answer.explained {
        false => Err(("not_unique", "the puzzle has no unique solution to explain")),
        true => Opening::start(&puzzle, &answer.steps, k)
            .ok_or(("no_such_step", "the explanation has no such step")),
    });
    match started {
        Ok(Err(step)) => opened(&puzzle, k, &step),
        Ok(Ok(opening)) => {
            OPENING.with(|o| o.replace(Some((text.to_string(), puzzle, k, opening))));
            Ok(JsValue::UNDEFINED)
        }
        Err((kind, message)) => why_failure(kind, message.to_string()),
    }
}

/// Goes on cutting the step [`zebra_step_facts`] opened, for at most `budget` units of work
/// (a conflict of the SAT search each, and one per 40 propagations, see [`Opening::run`]; a
/// search longer than that pauses and goes on in the next call): its answer once the step is cut (and kept cut in
/// the explanation), else `undefined`; `{ok: false, error}` of kind `superseded` when no step
/// is being opened (a newer call, another text or [`zebra_step_facts_stop`] dropped it).
#[wasm_bindgen]
pub fn zebra_step_facts_continue(budget: u32) -> Result<JsValue, JsValue> {
    let cut = OPENING.with(|o| {
        let mut o = o.borrow_mut();
        let (text, puzzle, k, opening) = o.as_mut()?;
        let step = opening.run(puzzle, budget.into())?.clone();
        EXPLAINED.with(|kept| {
            if let Some((_, answer)) = kept.borrow_mut().as_mut().filter(|(t, _)| t == text) {
                answer.opened(*k, step.clone());
            }
        });
        let (_, puzzle, k, _) = o.take()?;
        Some((puzzle, k, step))
    });
    match cut {
        Some((puzzle, k, step)) => opened(&puzzle, k, &step),
        None if OPENING.with(|o| o.borrow().is_some()) => Ok(JsValue::UNDEFINED),
        None => why_failure("superseded", "no step is being opened".to_string()),
    }
}

/// Drops the step being opened ([`zebra_step_facts`]), which stays as the explanation
/// left it: the next [`zebra_step_facts_continue`] answers `superseded`.
#[wasm_bindgen]
pub fn zebra_step_facts_stop() {
    OPENING.with(|o| o.take());
}

/// The answer of [`zebra_step_facts`]: step `k` (0-based) as opened.
fn opened(puzzle: &Puzzle, k: usize, step: &Step) -> Result<JsValue, JsValue> {
    super::ok(&Opened {
        step: StepReport {
            number: Some(k + 1),
            ..step_report(puzzle, step)
        },
    })
}

/// One step as [`zebra_step_facts`] opens it.
#[derive(Serialize)]
struct Opened {
    step: StepReport,
}

/// Why value `value` of attribute `attribute` (indices, as in `attributes`) is at position
/// `position` (0-based): `{ok: true, fact, steps: [step with its 1-based number]}`,
/// the shortest chain of the explanation's steps that derives it, or `{ok: false, error}`
/// (a fact not true, a text with no unique solution, indices out of range).
#[wasm_bindgen]
pub fn zebra_why_cell(
    text: &str,
    attribute: u32,
    value: u32,
    position: u32,
) -> Result<JsValue, JsValue> {
    super::check_size(text)?;
    let puzzle = match Puzzle::parse(text) {
        Ok(p) => p,
        Err(e) => return failure(&e),
    };
    let (n, [a, v, p]) = (puzzle.n(), [attribute, value, position].map(|x| x as usize));
    if a >= puzzle.m() || v >= n || p >= n {
        return why_failure(
            "no_such_cell",
            "there is no such value or position".to_string(),
        );
    }
    why_answer(text, &puzzle, Fact::In(Attr(a).item(v, n), Pos(p)))
}

#[cfg(feature = "zebra")]
/// Why one fact holds, the fact written as a mark is ("Brit is in 3", "Brit is not red", see
/// [`zebra_marks_state`]): the same answer as [`zebra_why_cell`], for any fact a person can
/// mark. A line that is not one fact is `{ok: false, error: {kind: "mark", message}}`.
#[wasm_bindgen]
pub fn zebra_why_fact(text: &str, fact: &str) -> Result<JsValue, JsValue> {
    super::check_size(text)?;
    super::check_size(fact)?;
    let puzzle = match Puzzle::parse(text) {
        Ok(p) => p,
        Err(e) => return failure(&e),
    };
    match crate::zebra::Marks::parse(&puzzle, fact).map(|m| m.marks) {
        Ok(marks) if marks.len() == 1 => why_answer(text, &puzzle, marks[0].fact),
        Ok(_) => why_failure("mark", format!("\"{fact}\" is not one fact")),
        Err(e) => why_failure("mark", e.to_string()),
    }
}

/// The chain behind `fact` in the explanation of `puzzle` (`{ok, fact, steps, through}`:
/// `through` names the two places a pair fact is shown by when no step shows the pair
/// itself, else it is empty), or why there is none: kind `false` (the solution contradicts
/// it), `not_derived` (true, but no step shows it) or `not_unique` (no unique solution).
fn why_answer(text: &str, puzzle: &Puzzle, fact: Fact) -> Result<JsValue, JsValue> {
    // The answer the page shows (kept, or worked out again: it is deterministic), so the
    // chain is of the steps the page shows, its search steps cut to the fewest facts.
    let chain = with_explained(text, puzzle, |answer| {
        let solution = match answer.explained {
            true => answer.analysis.solutions.first().cloned(),
            false => None,
        }
        .unwrap_or_default();
        answer
            .chain(puzzle, |steps| {
                why_by_places(puzzle, steps, &solution, fact)
            })
            .map(|(chain, places)| WhyAnswer {
                why: WhyReport::new(puzzle, &answer.steps, fact, &chain),
                through: places.iter().map(|f| f.text(puzzle)).collect(),
            })
    });
    match chain {
        Ok(why) => super::ok(&why),
        Err(e) => {
            let kind = match e {
                WhyError::False { .. } => "false",
                WhyError::NotDerived { .. } => "not_derived",
                WhyError::NotUnique => "not_unique",
            };
            why_failure(kind, e.to_string())
        }
    }
}

/// A chain, with the places it goes through for a pair fact (see [`why_answer`]).
#[derive(Serialize)]
struct WhyAnswer {
    #[serde(flatten)]
    why: WhyReport,
    through: Vec<String>,
}

/// A "why" that cannot be answered, in the shape of a text's mistake (`line: null`).
fn why_failure(kind: &'static str, message: String) -> Result<JsValue, JsValue> {
    super::failure(ErrorReport {
        kind,
        line: None,
        message,
        lines: vec![],
    })
}

/// Einstein's riddle in the clue language (the page preloads it).
#[wasm_bindgen]
pub fn zebra_example() -> String {
    EINSTEIN.to_string()
}

#[cfg(feature = "zebra")]
/// The marks a person wrote (one fact per line, see docs/zebra.md) read against the puzzle:
/// `{ ok: true, facts: [{line, kind: "in"|"not_in"|"same"|"not_same", a: {attribute, value},
///    b?: {attribute, value}, position?: label, column?: index, text}],
///    consequences: {in: [], not_in: [...], same: [], not_same: [...]} }` (the consequences
/// are the cells the ✓ marks grey out, in the same shape without `line`), or
/// `{ ok: false, error: {source: "puzzle"|"marks", kind, message, line} }`.
#[wasm_bindgen]
pub fn zebra_marks_state(puzzle: &str, marks: &str) -> Result<JsValue, JsValue> {
    super::check_size(puzzle)?;
    super::check_size(marks)?;
    enveloped(crate::zebra::answers::marks_state(puzzle, marks))
}

#[cfg(feature = "zebra")]
/// Which marks contradict the unique solution: `{ ok: true, unique, status, wrong: [line] }`
/// (`wrong` empty unless `unique`), or an error as for [`zebra_marks_state`].
#[wasm_bindgen]
pub fn zebra_check_marks(puzzle: &str, marks: &str) -> Result<JsValue, JsValue> {
    super::check_size(puzzle)?;
    super::check_size(marks)?;
    enveloped(crate::zebra::answers::check(puzzle, marks))
}

#[cfg(feature = "zebra")]
/// The next deduction from the marks: `{ ok: true, wrong: [line] }` (wrong marks, reported
/// instead), `{ ok: true, solved: true }`, `{ ok: true, step }` (an explanation step's shape),
/// `{ ok: true, unique: false, status }`, or an error as for [`zebra_marks_state`]. Every
/// `ok` answer also has `ms`, the hint's own time in milliseconds (both texts read, the
/// solution proved unique, the step found), without the round trip to the worker.
#[wasm_bindgen]
pub fn zebra_hint(puzzle: &str, marks: &str) -> Result<JsValue, JsValue> {
    super::check_size(puzzle)?;
    super::check_size(marks)?;
    let started = super::now();
    match crate::zebra::answers::hint(puzzle, marks) {
        Ok(report) => super::ok(&Timed {
            report,
            ms: super::now() - started,
        }),
        Err(e) => super::failure(e),
    }
}

#[cfg(feature = "zebra")]
/// A report with the time it took, for the page's "found in".
#[derive(Serialize)]
struct Timed<T> {
    #[serde(flatten)]
    report: T,
    ms: f64,
}

#[cfg(feature = "zebra")]
/// A marks answer with `ok: true`, or `{ok: false, error}` naming the text at fault.
fn enveloped<T: Serialize>(
    answer: Result<T, crate::zebra::InputError>,
) -> Result<JsValue, JsValue> {
    match answer {
        Ok(report) => super::ok(&report),
        Err(e) => super::failure(e),
    }
}
