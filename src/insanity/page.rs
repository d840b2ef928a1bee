//! What the browser page asks of Instant Insanity, worked out here (not in the wasm edge) so
//! it is tested natively: each function gives one typed report of [`super::report`] or the
//! [`InsanityError`] in what was typed, and never panics. The wasm edge sends a report as
//! `{"ok": true, ...}` and an error as `{"ok": false, "error": report::mistake(e)}`
//! (`{"kind", "message", "line"?, ...}`).

use super::error::InsanityError;
use super::generate::generate as make_puzzle;
use super::puzzle::Puzzle;
use super::report::{self, Generated, Layout, ObstacleReport, Page, Written};
use super::solve::{explain_impossible, solve as solve_puzzle, Options};
use super::text::painted;
use crate::rng::Rng;

/// Solutions listed for the page at most (the counts stay exact).
pub const PAGE_MAX_LISTED: usize = 200;
/// Search nodes allowed per call, so the page cannot freeze for long.
pub const PAGE_MAX_NODES: u64 = 50_000_000;
/// Search nodes the obstacle of an impossible puzzle may cost on the page: more than the
/// command line's default, since the page shows the count first and runs this on a worker of
/// its own that Stop ends (up to several seconds on a 30-cube puzzle).
pub const PAGE_OBSTACLE_NODES: u64 = 1_000_000;

/// `{colours, cubes: [[front, back, left, right, top, bottom] per cube]}`.
pub fn parse(text: &str) -> Result<Layout, InsanityError> {
    Puzzle::parse(text).map(|p| report::layout(&p))
}

/// Everything the page shows for a puzzle text (the shape is in docs/insanity.md, "Browser API").
pub fn solve(text: &str) -> Result<Page, InsanityError> {
    solve_with(text, PAGE_MAX_LISTED, PAGE_MAX_NODES)
}

pub fn solve_with(text: &str, max_listed: usize, max_nodes: u64) -> Result<Page, InsanityError> {
    solve_options(text, max_listed, max_nodes, true)
}

/// The answer without the obstacle, for a page that shows the count at once: the same shape as
/// [`solve`], with `obstacle: null` and `obstacle_pending: true` when there is no solution
/// (then ask [`obstacle`] for it).
pub fn solve_count(text: &str) -> Result<Page, InsanityError> {
    solve_options(text, PAGE_MAX_LISTED, PAGE_MAX_NODES, false)
}

/// `{obstacle: [1-based cubes], obstacle_smallest, obstacle_status, obstacle_few_colours,
/// obstacle_reason, obstacle_reason_colours, obstacle_reason_edges, obstacle_sentence}` for a
/// puzzle with no solution, within [`PAGE_OBSTACLE_NODES`].
pub fn obstacle(text: &str) -> Result<ObstacleReport, InsanityError> {
    Puzzle::parse(text)
        .map(|p| report::obstacle(&p, Some(&explain_impossible(&p, PAGE_OBSTACLE_NODES))))
}

fn solve_options(
    text: &str,
    max_listed: usize,
    max_nodes: u64,
    explain: bool,
) -> Result<Page, InsanityError> {
    let puzzle = Puzzle::parse(text)?;
    let options = Options {
        max_listed,
        max_nodes,
        explain,
        obstacle_nodes: PAGE_OBSTACLE_NODES.min(max_nodes),
    };
    let solved = solve_puzzle(&puzzle, &options)?;
    Ok(report::page(&puzzle, &solved, explain))
}

/// `{text, puzzle}`: a puzzle of `n` cubes with exactly one solution, in the input format.
pub fn generate(n: usize, seed: u64) -> Result<Generated, InsanityError> {
    make_puzzle(n, &mut Rng::new(seed)).map(|p| report::generated(&p))
}

/// `{text, rows}`: the cubes being painted written out, a face not painted yet (`None`) as
/// [`super::BLANK`]; an error for a colour that is not one word or too many cubes.
pub fn write(cubes: &[[Option<String>; 6]]) -> Result<Written, InsanityError> {
    painted(cubes).map(|names| report::written(&names))
}
