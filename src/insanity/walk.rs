//! One run of the graph search over a puzzle, turned into counts: each graph pair it reports
//! adds its fixed counts (see [`super::fixed`]), and the first few pairs are kept for the
//! listing. Shared by the count of a whole puzzle (`solve.rs`) and of its parts
//! (`decide.rs`).

use super::error::InsanityError;
use super::fixed::Fixed;
use super::graph::{choices, component_count, components, Choice, Components, Next};
use super::puzzle::{Colour, Puzzle};
use super::search;

/// One graph pair the search reported: a choice per cube, and the components of both
/// subgraphs (each walked either way).
pub(super) struct GraphPair {
    pub picks: Vec<u8>,
    pub symmetric: bool,
    pub g1: Components,
    pub g2: Components,
}

/// What a run found.
pub(super) struct Walked {
    /// The fixed counts summed over every pair reported. Each pair's stacks are closed under
    /// the column's symmetries, so a partial sum counts a set of whole orbits: a lower bound.
    pub fixed: Fixed,
    pub kept: Vec<GraphPair>,
    pub nodes: u64,
    /// The search ran to its end (or stopped once it kept enough): `fixed` is then exact
    /// unless it stopped early.
    pub finished: bool,
    /// Set when a count stopped early because an estimate of its solutions (this many, in
    /// powers of ten) is past its budget.
    pub estimate: Option<u32>,
}

/// Nodes a count searches before it asks whether the rest would fit its budget.
const PROBE_NODES: u64 = 500_000;
/// Random paths of the estimate.
const PROBES: u32 = 200;
/// A count stops early when the estimate exceeds its budget this many times over. The
/// estimate is of solutions, each charged as a node, so a count it puts past the budget would
/// end out of budget anyway.
const MARGIN: f64 = 1.0;

fn edges(choices: &[Vec<Choice>], picks: &[u8], axis: usize) -> Vec<[Colour; 2]> {
    picks
        .iter()
        .enumerate()
        .map(|(j, &p)| {
            let c = &choices[j][p as usize];
            if axis == 0 {
                c.fb_set
            } else {
                c.lr_set
            }
        })
        .collect()
}

/// Runs the search over the whole of `puzzle`, summing the fixed counts of every graph pair
/// and keeping pairs until they hold `keep` solutions; with `stop_when_kept`, stops there.
/// A run out of nodes is not an error here (`finished` is false): its sum is a lower bound.
///
/// A count that a first [`PROBE_NODES`] do not finish is estimated (`joint.rs`); when the
/// estimate is past `max_nodes`, it stops there instead of spending the budget (minutes on
/// a puzzle of many colours) on a count that would give up anyway. The estimate only decides
/// when to give up; what the answer claims is what was counted.
pub(super) fn walk_within(
    puzzle: &Puzzle,
    keep: usize,
    stop_when_kept: bool,
    max_nodes: u64,
) -> Result<Walked, InsanityError> {
    if !stop_when_kept && max_nodes > PROBE_NODES {
        let w = run_counting(puzzle, keep, false, PROBE_NODES)?;
        if w.finished {
            return Ok(w);
        }
        if let Some(e) = search::estimate_solutions(puzzle, PROBES) {
            if e > MARGIN * max_nodes as f64 {
                return Ok(Walked {
                    estimate: Some(e.log10().floor() as u32),
                    ..w
                });
            }
        }
    }
    run_counting(puzzle, keep, stop_when_kept, max_nodes)
}

/// One run of the search (see [`walk_within`]).
fn run_counting(
    puzzle: &Puzzle,
    keep: usize,
    stop_when_kept: bool,
    max_nodes: u64,
) -> Result<Walked, InsanityError> {
    let choices: Vec<Vec<Choice>> = puzzle.cubes.iter().map(choices).collect();
    let mut total = Fixed::ZERO;
    let mut kept: Vec<GraphPair> = Vec::new();
    let mut in_kept = 0u128;
    let mut failure = None;
    let mut scratch = Vec::new();
    let result = search::run(puzzle, max_nodes, &mut |picks, symmetric| {
        let choices = &choices;
        let side = |fb: bool| {
            move |j: usize| {
                let c = &choices[j][picks[j] as usize];
                if fb {
                    c.fb_set
                } else {
                    c.lr_set
                }
            }
        };
        let c1 = component_count(picks.len(), side(true), &mut scratch);
        let c2 = component_count(picks.len(), side(false), &mut scratch);
        let pair = Fixed::of_pair(c1, c2, symmetric);
        match pair.clone().and_then(|f| total.plus(f)) {
            Ok(t) => total = t,
            // A run that stops once it keeps enough needs no exact sum.
            Err(_) if stop_when_kept => {}
            Err(e) => {
                failure = Some(e);
                return Next::Stop;
            }
        }
        if in_kept < keep as u128 {
            // A pair too big to count holds more than any list.
            let held = pair.and_then(|f| f.solutions()).unwrap_or(u128::MAX);
            in_kept = in_kept.saturating_add(held);
            kept.push(GraphPair {
                picks: picks.to_vec(),
                symmetric,
                g1: components(&edges(choices, picks, 0)),
                g2: components(&edges(choices, picks, 1)),
            });
        }
        if stop_when_kept && in_kept >= keep as u128 {
            Next::Stop
        } else {
            Next::Continue
        }
    });
    if let Some(e) = failure {
        return Err(e);
    }
    let (nodes, finished) = match result {
        Ok(nodes) => (nodes, true),
        Err(nodes) => (nodes, false),
    };
    Ok(Walked {
        fixed: total,
        kept,
        nodes,
        finished,
        estimate: None,
    })
}

/// [`walk_within`], with a run out of nodes as [`InsanityError::TooHard`] carrying the
/// solutions counted so far (a lower bound: every pair counted is a set of whole orbits).
pub(super) fn walk(
    puzzle: &Puzzle,
    keep: usize,
    stop_when_kept: bool,
    max_nodes: u64,
) -> Result<Walked, InsanityError> {
    let w = walk_within(puzzle, keep, stop_when_kept, max_nodes)?;
    if w.finished {
        return Ok(w);
    }
    Err(InsanityError::TooHard {
        nodes: w.nodes,
        found: at_least(w.fixed.solutions().unwrap_or(u128::MAX)),
        estimate: w.estimate,
    })
}

/// A lower bound as the error carries it: saturating at `u64::MAX`, still a lower bound.
pub(super) fn at_least(n: u128) -> u64 {
    n.try_into().unwrap_or(u64::MAX)
}
