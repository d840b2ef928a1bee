//! Deciding a puzzle that falls into independent parts (`parts.rs`): the whole has a stack
//! iff every part has one, so one part that cannot be stacked settles the answer, however
//! large the others are. So every part is first only asked whether it has a stack at all,
//! smallest parts first, each within a share of the node budget, and the first part proven
//! impossible ends the work; only when every part has a stack are their counts searched.
//!
//! A part that runs out of nodes never lends the whole a claim: while another part is
//! undecided the answer is "could not decide", and a count that runs out gives a lower bound
//! made of what each part is known to hold.

use super::error::InsanityError;
use super::fixed::{Fixed, Product};
use super::parts::{parts, sub_puzzle};
use super::proofs;
use super::puzzle::Puzzle;
use super::walk::{at_least, walk_within};

/// What counting the parts found.
pub(super) enum Counted {
    /// One part only: the whole must be searched.
    Whole,
    /// Every part has a solution; the fixed counts of the whole, and the nodes searched.
    Parts(Product, u64),
    /// No solution: a cheap proof, or a part without one (its cubes, and whether every other
    /// part is known to have a stack, so that no other part holds a smaller obstacle); and the
    /// nodes searched.
    None(Option<(Vec<usize>, bool)>, u64),
}

/// Whether every part has a stack.
enum Decided {
    /// Yes: per part (in the order given), the fixed counts of the stacks found so far, and
    /// the nodes left.
    Every(Vec<Fixed>, u64),
    /// Part `i` has none; whether every other part is known to have one; the nodes searched.
    Fails(usize, bool, u64),
    /// The budget ran out first (the nodes searched).
    Open(u64),
}

/// The parts of `puzzle`, smallest first (ties in order of their first cube), each as a
/// puzzle of its own.
fn smallest_first(puzzle: &Puzzle) -> (Vec<Vec<usize>>, Vec<Puzzle>) {
    let mut all = parts(puzzle);
    crate::sort::sort_by_key(&mut all, Vec::len);
    let subs = all.iter().map(|cubes| sub_puzzle(puzzle, cubes)).collect();
    (all, subs)
}

/// Asks each part for one stack: a counting proof first, then the search, each part within
/// an even share of what is left; the parts still open after that round get all that is
/// left, in turn. Stops at the first part proven impossible.
fn decide(subs: &[Puzzle], max_nodes: u64) -> Result<Decided, InsanityError> {
    let known =
        |found: &[Option<Fixed>], i: usize| (0..found.len()).all(|j| j == i || found[j].is_some());
    let mut found: Vec<Option<Fixed>> = vec![None; subs.len()];
    if let Some(i) = subs.iter().position(|s| proofs::find(&s.cubes).is_some()) {
        return Ok(Decided::Fails(i, false, 0));
    }
    let mut left = max_nodes;
    for share in [true, false] {
        let open: Vec<usize> = (0..subs.len()).filter(|&i| found[i].is_none()).collect();
        for (done, &i) in open.iter().enumerate() {
            let budget = if share {
                left / (open.len() - done) as u64
            } else {
                left
            };
            let w = walk_within(&subs[i], 1, true, budget)?;
            left = left.saturating_sub(w.nodes);
            if !w.kept.is_empty() {
                found[i] = Some(w.fixed);
            } else if w.finished {
                return Ok(Decided::Fails(i, known(&found, i), max_nodes - left));
            }
        }
    }
    match found.into_iter().collect::<Option<Vec<Fixed>>>() {
        Some(each) => Ok(Decided::Every(each, left)),
        None => Ok(Decided::Open(max_nodes - left)),
    }
}

/// Counts a puzzle of several parts within `max_nodes` search nodes in all, or says it is
/// one part ([`Counted::Whole`]) for the caller to search whole.
pub(super) fn count_parts(puzzle: &Puzzle, max_nodes: u64) -> Result<Counted, InsanityError> {
    if proofs::find(&puzzle.cubes).is_some() {
        return Ok(Counted::None(None, 0));
    }
    let (all, subs) = smallest_first(puzzle);
    if all.len() == 1 {
        return Ok(Counted::Whole);
    }
    let (mut lower, mut left) = match decide(&subs, max_nodes)? {
        Decided::Every(each, left) => (each, left),
        Decided::Fails(i, only, nodes) => {
            return Ok(Counted::None(Some((all[i].clone(), only)), nodes))
        }
        Decided::Open(nodes) => {
            return Err(InsanityError::TooHard {
                nodes,
                found: 0,
                estimate: None,
            })
        }
    };
    let mut total = Product::one();
    for (i, sub) in subs.iter().enumerate() {
        let w = walk_within(sub, 0, false, left)?;
        left = left.saturating_sub(w.nodes);
        if !w.finished {
            // What is known: the parts counted, this part's stacks so far (or the one found
            // before), the one stack found of each later part. Together a set of whole orbits.
            if w.fixed != Fixed::ZERO {
                lower[i] = w.fixed;
            }
            let bound = lower[i..].iter().fold(total, |p, &f| p.times(f));
            return Err(InsanityError::TooHard {
                nodes: max_nodes - left,
                found: at_least(bound.solutions().to_u128().unwrap_or(u128::MAX)),
                estimate: w.estimate,
            });
        }
        total = total.times(w.fixed);
    }
    Ok(Counted::Parts(total, max_nodes - left))
}

/// Whether the puzzle has a stack, part by part (see [`count_parts`]); `Err(nodes)` when the
/// budget ran out first.
pub(super) fn exists(puzzle: &Puzzle, max_nodes: u64) -> Result<Result<bool, u64>, InsanityError> {
    if proofs::find(&puzzle.cubes).is_some() {
        return Ok(Ok(false));
    }
    let (_, subs) = smallest_first(puzzle);
    Ok(match decide(&subs, max_nodes)? {
        Decided::Every(..) => Ok(true),
        Decided::Fails(..) => Ok(false),
        Decided::Open(nodes) => Err(nodes),
    })
}
