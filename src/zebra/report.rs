//! The serialisable report shared by `--json` and the page: names instead of item numbers,
//! position labels instead of indices, clue line numbers instead of clue indices. [`Report`]
//! is what the page receives, [`Summary`] what `--json` prints, [`ErrorReport`] a mistake
//! in the text as the page shows it; [`Generated`] and [`ProgressReport`] are the
//! generator's new puzzle and its progress, each with the sentence the page shows.

use super::error::ZebraError;
use super::explain::{Deduction, Fact, Origin, Step, Used};
use super::generate::Progress;
use super::grid::{Item, Pos};
use super::model::{Attribute, Puzzle, Reading};
use super::render::{contradiction, facts_used, render};
use super::solve::{grid, Analysis, Difference, Status, COUNT_LIMIT};
use super::story::{walk, WalkReport};
use crate::zebra::case::among;
use serde::Serialize;
use std::collections::BTreeMap;

/// A clue line quoted in a conflict.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct LineRef {
    pub line: usize,
    pub text: String,
}

/// One cell of the grid: a value at a position.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Cell {
    pub attribute: String,
    pub value: String,
    /// The position's label.
    pub position: String,
    /// 0-based column of the position.
    pub column: usize,
}

/// Two values (of different attributes) found the same or not the same.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Link {
    pub a: ValueRef,
    pub b: ValueRef,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct ValueRef {
    pub attribute: String,
    pub value: String,
}

/// A fact with names: what a step rests on, a mark a person wrote, or a cell a mark greys
/// out. `kind` is `in`, `not_in`, `same` or `not_same`; `a` is the value it is about, with
/// `position` (the label) or the other value `b`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct FactReport {
    /// The line of the marks text it was written on (absent for a consequence of the marks
    /// and for a fact a step rests on).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub line: Option<usize>,
    pub kind: &'static str,
    pub a: ValueRef,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub b: Option<ValueRef>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub position: Option<String>,
    /// 0-based column of the position, for the page to find a mark's cell (absent for a
    /// fact a step rests on).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub column: Option<usize>,
    /// A mark as a line of the clue language ("coffee is not in 3"); a fact a step rests on
    /// as a clause ("coffee is not in 3 (step 9)").
    pub text: String,
    /// The 1-based number of the step that found it, in the same list of steps (the
    /// explanation, or the hypothesis's chain); absent when it was known before.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub step: Option<usize>,
    /// In a hypothesis's chain: the fact is the assumption.
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub assumed: bool,
}

/// One explanation step for display.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct StepReport {
    /// Its 1-based number in the explanation, where a list shows steps out of it (a "why"
    /// chain); absent in the explanation itself.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub number: Option<usize>,
    /// The deduction kind (`clue`, `clues`, `taken`, `only_value`, `apart`, `partner`,
    /// `reach`, `hypothesis`, `search`).
    pub kind: &'static str,
    /// The step as a sentence.
    pub text: String,
    /// Line numbers of the clues the step uses.
    pub clues: Vec<usize>,
    pub fixed: Vec<Cell>,
    pub eliminated: Vec<Cell>,
    pub linked: Vec<Link>,
    pub unlinked: Vec<Link>,
    /// The earlier facts the step rests on (besides the clues it quotes).
    pub uses: Vec<FactReport>,
    /// False (and only then present) for a search step that quotes the clues and cites the
    /// facts one refutation used, perhaps more than it needs: cut to the fewest when opened
    /// (`zebra_step_facts`, `--explain --fewest`).
    #[serde(skip_serializing_if = "is_true")]
    pub fewest: bool,
    /// For a hypothesis: the chain of steps that refutes it.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub chain: Option<Box<ChainReport>>,
}

/// How a hypothesis is refuted: the steps taken on the grid with the assumption made, then
/// what can no longer hold.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct ChainReport {
    /// The assumption: this value at this position.
    pub assume: Cell,
    pub steps: Vec<StepReport>,
    /// The contradiction as a sentence.
    pub end: String,
    /// Line numbers of the clues the contradiction quotes.
    pub end_clues: Vec<usize>,
}

/// Everything known about a puzzle, ready for JSON.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Report {
    pub title: Option<String>,
    pub status: Status,
    pub count: usize,
    /// The verdict in one sentence, as the page's status line says it: "Solved.", "More than
    /// one solution." or "No solution.".
    pub summary: String,
    /// The verdict as the explanation's heading: "Unique solution", "Multiple solutions: 2"
    /// ("1000+" at the count's limit) or "No solution".
    pub headline: String,
    /// What the heading's line goes on to say: how the explanation goes ("Explained in 20
    /// steps, no guessing needed."; empty before it is worked out), that two solutions differ
    /// in the marked cells, or which clue lines contradict each other.
    pub detail: String,
    /// What the heading's line says once the first steps of an explanation still being
    /// worked out are shown ("The first steps are ready; working out the rest…"): a unique
    /// solution's report without its steps only, the one report that has it.
    #[serde(skip_serializing_if = "String::is_empty")]
    pub partial_detail: String,
    pub attributes: Vec<Attribute>,
    /// False for a grid without order (no `positions:` line): `positions` are then the first
    /// attribute's values, the rows that attribute anchors. Written only when false, so the
    /// answers for grids with an order read as they always did.
    #[serde(skip_serializing_if = "is_true")]
    pub ordered: bool,
    /// Position labels, left to right.
    pub positions: Vec<String>,
    /// The (first) solution: one row per attribute, values by position.
    pub solution: Option<Vec<Vec<String>>>,
    /// For `multiple`: a second solution.
    pub second: Option<Vec<Vec<String>>>,
    pub differ: Vec<Difference>,
    pub conflict: Vec<LineRef>,
    /// False when `conflict` contradicts but could not be reduced to a smallest set in time.
    pub conflict_smallest: bool,
    /// Every clue with its line number (the page lists them and highlights the cited ones).
    pub clues: Vec<LineRef>,
    pub steps: Vec<StepReport>,
    /// The steps a reader walks one by one, each with the steps folded into it (see
    /// [`walk`](super::story::walk())); empty without steps.
    pub walk: Vec<WalkReport>,
    /// False when some steps cite more earlier facts than they need (reducing them to the
    /// fewest ran out of time); each still follows from the facts it cites.
    pub explanation_smallest: bool,
    /// True when the explanation stopped at its cap on steps (see
    /// [`super::explain::ExplainOptions::max_steps`]): the steps are valid but do not reach
    /// the solution, and `detail` says so. Written only when true.
    #[serde(skip_serializing_if = "is_false")]
    pub explanation_stopped: bool,
    /// Every clue line written in English, with the clue-language line(s) it was read as.
    pub english: Vec<Reading>,
}

impl Report {
    pub fn new(puzzle: &Puzzle, analysis: &Analysis, steps: &[Step]) -> Report {
        let solution = analysis.solutions.first().map(|s| grid(puzzle, s));
        let second = analysis.solutions.get(1).map(|s| grid(puzzle, s));
        Report {
            title: puzzle.title.clone(),
            status: analysis.status.clone(),
            count: analysis.count,
            summary: summary(&analysis.status).to_string(),
            headline: headline(analysis),
            detail: String::new(),
            partial_detail: String::new(),
            attributes: puzzle.attributes.clone(),
            ordered: puzzle.ordered,
            positions: (0..puzzle.n()).map(|q| puzzle.label(q)).collect(),
            solution,
            second,
            differ: analysis.differ.clone(),
            conflict: {
                // A line that states several clues is quoted once.
                let mut lines: Vec<LineRef> = analysis
                    .conflict
                    .iter()
                    .map(|&c| LineRef {
                        line: puzzle.clues[c].line,
                        text: puzzle.clues[c].text.clone(),
                    })
                    .collect();
                lines.dedup_by_key(|l| l.line);
                lines
            },
            conflict_smallest: analysis.conflict_smallest,
            clues: puzzle
                .clues
                .iter()
                .map(|c| LineRef {
                    line: c.line,
                    text: c.text.clone(),
                })
                .collect(),
            steps: steps.iter().map(|s| step_report(puzzle, s)).collect(),
            walk: WalkReport::all(&walk(puzzle.n(), steps)),
            explanation_smallest: true,
            explanation_stopped: false,
            english: puzzle.english.clone(),
        }
        .with_detail()
    }

    /// Marks the explanation as stopped at its cap on steps (`stopped`), which `detail`
    /// then says instead of claiming the steps explain the solution.
    pub fn stopped(&mut self, stopped: bool) {
        self.explanation_stopped = stopped;
        if stopped {
            self.detail = stopped_after(self.steps.len());
        }
    }

    /// Fills in [`Report::detail`] from the steps and the conflict.
    fn with_detail(mut self) -> Report {
        if self.status == Status::Unique && self.steps.is_empty() {
            self.partial_detail = "The first steps are ready; working out the rest…".to_string();
        }
        self.detail = match self.status {
            Status::Unique if self.steps.is_empty() => String::new(),
            Status::Unique => {
                let guesses = self
                    .steps
                    .iter()
                    .filter(|s| among(s.kind, "hypothesis|search"))
                    .count();
                let how = match guesses {
                    0 => ", no guessing needed".to_string(),
                    n => format!(", {n} by trying a hypothesis"),
                };
                format!("Explained in {} steps{how}.", self.steps.len())
            }
            Status::Multiple => "The marked cells differ between two of them (first / second); \
                                 another clue must tell them apart."
                .to_string(),
            Status::None => conflict_lead(&self.conflict, self.conflict_smallest),
        };
        self
    }
}

/// What an explanation stopped at its cap on steps says (see [`Report::stopped`]).
pub fn stopped_after(steps: usize) -> String {
    format!("Explanation too long: stopped after {steps} steps, before the solution.")
}

/// The verdict in one sentence (see [`Report::summary`]).
fn summary(status: &Status) -> &'static str {
    match status {
        Status::Unique => "Solved.",
        Status::Multiple => "More than one solution.",
        Status::None => "No solution.",
    }
}

/// The verdict as a heading (see [`Report::headline`]).
fn headline(analysis: &Analysis) -> String {
    match analysis.status {
        Status::Unique => "Unique solution".to_string(),
        Status::Multiple if analysis.count >= COUNT_LIMIT => {
            format!("Multiple solutions: {COUNT_LIMIT}+")
        }
        Status::Multiple => format!("Multiple solutions: {}", analysis.count),
        Status::None => "No solution".to_string(),
    }
}

/// The sentence before the list of conflicting lines: one line that cannot hold with the
/// grid, or the lines that contradict each other.
fn conflict_lead(conflict: &[LineRef], smallest: bool) -> String {
    let lines: Vec<String> = conflict.iter().map(|c| c.line.to_string()).collect();
    match lines.as_slice() {
        [] => String::new(),
        [one] => format!("Line {one} cannot hold together with the grid:"),
        [first @ .., last] => {
            let gave_up = if smallest {
                ""
            } else {
                " (not reduced to the fewest that do: that search gave up)"
            };
            format!(
                "Lines {} and {last} contradict each other{gave_up}:",
                first.join(", ")
            )
        }
    }
}

/// What the command line's `--json` prints: the verdict, the first solution by attribute
/// name, the differences or the conflicting clue lines, the explanation and the English
/// readings. Printed through a `serde_json::Value`, whose map sorts keys, so every object in
/// it lists its keys alphabetically (tests/zebra_cli.rs reads it).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Summary {
    /// Line numbers of the clues that already contradict each other.
    pub conflict: Vec<usize>,
    /// False when `conflict` could not be reduced to a smallest set in time.
    pub conflict_smallest: bool,
    pub count: usize,
    pub differ: Vec<Difference>,
    pub english: Vec<Reading>,
    /// False when some steps cite more earlier facts than they need (see
    /// [`Report::explanation_smallest`]).
    pub explanation_smallest: bool,
    /// See [`Report::explanation_stopped`]; written only when true.
    #[serde(skip_serializing_if = "is_false")]
    pub explanation_stopped: bool,
    /// False for a grid without order (see [`Report::ordered`]); written only when false.
    #[serde(skip_serializing_if = "is_true")]
    pub ordered: bool,
    /// The first solution as `{"attribute": ["value at position 1", …]}`.
    pub solution: Option<BTreeMap<String, Vec<String>>>,
    pub status: Status,
    pub steps: Vec<StepReport>,
    /// See [`Report::walk`].
    pub walk: Vec<WalkReport>,
}

fn is_true(b: &bool) -> bool {
    *b
}

fn is_false(b: &bool) -> bool {
    !*b
}

impl From<Report> for Summary {
    fn from(report: Report) -> Summary {
        let solution = report.solution.map(|rows| {
            report
                .attributes
                .iter()
                .map(|a| a.name.clone())
                .zip(rows)
                .collect()
        });
        Summary {
            conflict: report.conflict.iter().map(|c| c.line).collect(),
            conflict_smallest: report.conflict_smallest,
            count: report.count,
            differ: report.differ,
            english: report.english,
            explanation_smallest: report.explanation_smallest,
            explanation_stopped: report.explanation_stopped,
            ordered: report.ordered,
            solution,
            status: report.status,
            steps: report.steps,
            walk: report.walk,
        }
    }
}

/// A new puzzle as `--generate --json` prints it and the page gets it: its text in the clue
/// language and the sentence that says what it is (the plain command line prints it too).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Generated {
    pub summary: String,
    pub text: String,
}

impl Generated {
    pub fn new(puzzle: &Puzzle) -> Generated {
        let size = size(puzzle.labels.len(), puzzle.attributes.len());
        Generated {
            summary: format!(
                "A new {size} puzzle with exactly one solution: every clue is needed."
            ),
            text: puzzle.to_text(),
        }
    }
}

/// One step of the generator's progress as the page receives it: `{phase, clues}` or
/// `{phase, checked, of}` (see [`Progress`]) with the sentence that says it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct ProgressReport {
    #[serde(flatten)]
    pub progress: Progress,
    pub summary: String,
}

impl ProgressReport {
    /// `progress` of a new puzzle with `n` positions and `m` attributes.
    pub fn new(n: usize, m: usize, progress: Progress) -> ProgressReport {
        let size = size(n, m);
        let summary = match progress {
            Progress::Adding { clues } => {
                format!(
                    "New {size} puzzle: {clues} clues so far, added until one solution is left…"
                )
            }
            Progress::Dropping { checked, of } => {
                format!("New {size} puzzle: is every clue needed? {checked} of {of} checked…")
            }
        };
        ProgressReport { progress, summary }
    }
}

/// A grid's size as the page's size picker writes it: positions × attributes.
fn size(n: usize, m: usize) -> String {
    format!("{n}×{m}")
}

/// A mistake in the puzzle text as the page receives it: `{kind, line, message, lines}`,
/// `line` null when the mistake is not on one line; `lines` holds every line at fault
/// (all the clue lines that did not read), each `{line, clue, message}` with the number
/// printed before the clue, or null.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct ErrorReport {
    pub kind: &'static str,
    pub line: Option<usize>,
    pub message: String,
    pub lines: Vec<LineError>,
}

/// One line at fault in an [`ErrorReport`].
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct LineError {
    pub line: usize,
    pub clue: Option<String>,
    pub message: String,
}

impl From<&ZebraError> for ErrorReport {
    fn from(e: &ZebraError) -> ErrorReport {
        let lines = match e {
            ZebraError::Unread { lines } => lines
                .iter()
                .filter_map(|u| {
                    Some(LineError {
                        line: u.error.line()?,
                        clue: u.clue.clone(),
                        message: u.message(),
                    })
                })
                .collect(),
            e => e
                .line()
                .map(|line| LineError {
                    line,
                    clue: None,
                    message: e.to_string(),
                })
                .into_iter()
                .collect(),
        };
        ErrorReport {
            kind: e.kind(),
            line: e.line(),
            message: e.to_string(),
            lines,
        }
    }
}

fn value_ref(puzzle: &Puzzle, item: Item) -> ValueRef {
    ValueRef {
        attribute: puzzle.attributes[puzzle.attribute_of(item.0)].name.clone(),
        value: puzzle.value_name(item.0).to_string(),
    }
}

fn cell(puzzle: &Puzzle, item: Item, p: Pos) -> Cell {
    Cell {
        attribute: puzzle.attributes[puzzle.attribute_of(item.0)].name.clone(),
        value: puzzle.value_name(item.0).to_string(),
        position: puzzle.label(p.0),
        column: p.0,
    }
}

/// A fact with names and nothing else: no line, column, step or assumption.
pub fn fact_names(puzzle: &Puzzle, fact: Fact, text: String) -> FactReport {
    let (kind, a, b, position) = match fact {
        Fact::In(i, p) => ("in", i, None, Some(p)),
        Fact::NotIn(i, p) => ("not_in", i, None, Some(p)),
        Fact::Same(a, b) => ("same", a, Some(b), None),
        Fact::NotSame(a, b) => ("not_same", a, Some(b), None),
    };
    FactReport {
        line: None,
        kind,
        a: value_ref(puzzle, a),
        b: b.map(|b| value_ref(puzzle, b)),
        position: position.map(|p| puzzle.label(p.0)),
        column: None,
        text,
        step: None,
        assumed: false,
    }
}

/// A fact a step uses, with names.
pub fn fact_report(puzzle: &Puzzle, used: &Used) -> FactReport {
    FactReport {
        step: match used.origin {
            Origin::Step(k) => Some(k + 1),
            _ => None,
        },
        assumed: used.origin == Origin::Assumed,
        ..fact_names(
            puzzle,
            used.fact,
            facts_used(puzzle, std::slice::from_ref(used)),
        )
    }
}

/// One step with names and line numbers.
pub fn step_report(puzzle: &Puzzle, s: &Step) -> StepReport {
    let link = |&(a, b): &(Item, Item)| Link {
        a: value_ref(puzzle, a),
        b: value_ref(puzzle, b),
    };
    StepReport {
        number: None,
        kind: s.deduction.kind(),
        text: render(puzzle, s),
        clues: s
            .deduction
            .clues()
            .iter()
            .map(|&c| puzzle.clues[c].line)
            .collect(),
        fixed: s.fixed.iter().map(|&(i, p)| cell(puzzle, i, p)).collect(),
        eliminated: s
            .eliminated
            .iter()
            .map(|&(i, p)| cell(puzzle, i, p))
            .collect(),
        linked: s.linked.iter().map(link).collect(),
        unlinked: s.unlinked.iter().map(link).collect(),
        uses: s.uses.iter().map(|u| fact_report(puzzle, u)).collect(),
        fewest: !matches!(s.deduction, Deduction::Search { fewest: false, .. }),
        chain: match &s.deduction {
            Deduction::Hypothesis {
                item,
                position,
                steps,
                end,
                ..
            } => Some(Box::new(ChainReport {
                assume: cell(puzzle, *item, *position),
                steps: steps.iter().map(|t| step_report(puzzle, t)).collect(),
                end: contradiction(puzzle, end),
                end_clues: end.clues().iter().map(|&c| puzzle.clues[c].line).collect(),
            })),
            _ => None,
        },
    }
}
