//! Zebra / Einstein logic-grid puzzles: a clue language, a solver that proves uniqueness, and
//! step-by-step explanations a person can follow.
//!
//! Pipeline: [`Puzzle::parse`] (text → [`Puzzle`], or a [`ZebraError`] naming the line) →
//! [`analyse`] (unique / multiple / none, with the differing cells or a minimal conflicting
//! set of clues) → [`explain`] (a list of [`Step`]s, each a [`Deduction`] plus the cells it
//! settles) → [`render`] (sentences). [`generate`] makes new puzzles in the same language.
//!
//! For a person solving it themselves: [`Marks`] (their ✓/✗ facts, written as clue lines) →
//! [`check_marks`] (which contradict the solution) and [`hint`] (the next step the
//! explanation would take from their grid); [`answers`] gives the page's JSON for both.

mod answer;
mod case;
mod clue;
mod cnf;
mod conflict;
mod count_clue;
mod counted;
// The English reader: compiled everywhere (the command line, the English module) but called
// only with the `english` feature; the browser's core modules leave it out.
#[cfg_attr(not(feature = "english"), allow(dead_code))]
mod english;
mod error;
mod explain;
mod fact;
mod fnv;
mod generate;
mod grid;
mod hint;
mod hint_report;
mod labels;
mod marks;
mod matching;
mod model;
mod names;
mod parse;
mod propagate;
mod readings;
mod render;
mod report;
mod roman;
mod solve;
mod story;
mod twins;
mod unsat_core;
mod work;

pub use answer::{answer, answer_in_chapters, answer_within, Answer};
pub use clue::CLUE_SHEET;
pub use english::translate;
pub use error::{HeaderProblem, UnreadLine, ZebraError};
pub use explain::{
    all_fewest, apply, explain, explain_reporting, explain_simply, explains_simply, explanation,
    fewest_facts, next_step, open_grid, search_step, Contradiction, Deduction, ExplainOptions,
    Explanation, Opening, Origin, Step, Used, BATCH_STEPS, MAX_STEPS,
};
pub use fact::Fact;
pub use generate::{generate, generate_reporting, generate_with, Progress, MAX_GENERATE};
pub use grid::{Attr, Grid, Item, Pos};
pub use hint::{check_marks, hint, hint_from, solution, Check, Hint};
pub use hint_report::{
    answers, mark_report, read as read_with_marks, which_wrong, CheckReport, Consequences,
    HintReport, InputError, MarksState, SOLVED as HINT_SOLVED,
};
pub use marks::{Mark, Marks, MarksError, MAX_MARKS_BYTES};
pub use model::{Amount, Attribute, Clue, Constraint, Puzzle, Reading, Relation, Term};
pub use parse::{MAX_POSITIONS, MAX_TEXT_BYTES};
pub use propagate::Propagator;
#[cfg(feature = "english")]
pub use readings::read_english;
pub use render::{conclusions, contradiction, facts_used, render};
pub use report::{
    fact_report, step_report, stopped_after, Cell, ChainReport, ErrorReport, FactReport, Generated,
    LineError, LineRef, Link, ProgressReport, Report, StepReport, Summary, ValueRef,
};
pub use solve::{
    analyse, differences, grid, minimal_conflict, Analysis, Assignment, Difference, Search, Status,
    COUNT_LIMIT,
};
pub use story::{
    chapters, copy, visible, walk, why, why_by_places, why_in, Chapter, ChapterReport,
    ChapterStream, Folded, FoldedReport, Shown, StepGraph, WalkReport, WalkStream, WhyError,
    WhyReport, CLOSE_AT, MAX_VISIBLE,
};
pub use twins::canonical;

/// Einstein's riddle in the clue language (the example the CLI docs and the page show).
pub const EINSTEIN: &str = include_str!("einstein.txt");
