//! Explanations at human size, built over an explanation's steps (never inside the
//! explainer): every step already names the earlier steps whose facts it uses, so the steps
//! form a graph, and this module only reads it.
//!
//! - [`why`]: the shortest chain of steps from the clues to one fact — the steps it rests on
//!   through their cited facts, nothing else, in the explanation's order.
//! - [`chapters`]: the explanation as a short list of chapters, each with goals the grid
//!   shows (values placed), the steps that matter for them, and the bookkeeping that the
//!   position grid does not draw folded into the step that uses it.
//!
//! - [`walk`]: the steps a reader walks one by one, every step either shown (a [`visible`]
//!   one) or folded into the first shown step after it.
//!
//! Files: `graph` (the step graph: what each step cites, which steps show a fact), `why`,
//! `chapters`, `walk`, `report` (their serialisable shapes, steps as the explanation reports them).

mod chapters;
mod graph;
mod report;
mod walk;
mod why;

pub use chapters::{chapters, Chapter, ChapterStream, Folded, CLOSE_AT, MAX_VISIBLE};
pub use graph::StepGraph;
pub use report::{ChapterReport, FoldedReport, WalkReport, WhyReport};
pub use walk::{copy, visible, walk, Shown, WalkStream};
pub use why::{why, why_by_places, why_in, WhyError};
