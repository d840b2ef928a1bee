//! "Why this cell?": the shortest chain of an explanation's steps that derives one fact.
//!
//! A chain is a way the steps make the grid show the fact ([`StepGraph::ways`]) with every
//! step those steps cite, directly or not: nothing else, so no step of it can be dropped
//! (each is the fact's own step or cited by a step of the chain). Among the ways, the one
//! whose chain has the fewest steps is taken (the earliest on a tie). Every step cites one
//! step for each fact it uses, so a way's chain is fixed and the shortest is exact.

use super::super::explain::Step;
use super::super::fact::Fact;
use super::super::grid::Pos;
use super::super::model::Puzzle;
use super::graph::StepGraph;
use std::fmt;

/// Why no chain is given for a fact.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum WhyError {
    /// The puzzle has no unique solution, so there is no explanation to draw chains from.
    NotUnique,
    /// The fact is false in the solution (`text` is the fact in the clue language).
    False { text: String },
    /// The fact is true, yet no step of the explanation makes the grid show it.
    NotDerived { text: String },
}

impl fmt::Display for WhyError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            WhyError::NotUnique => write!(
                f,
                "the puzzle has no unique solution, so there is no explanation to ask why of"
            ),
            WhyError::False { text } => {
                write!(f, "\"{text}\" is false in the solution: nothing derives it")
            }
            WhyError::NotDerived { text } => write!(
                f,
                "\"{text}\" is true, but no step of the explanation makes the grid show it"
            ),
        }
    }
}

impl std::error::Error for WhyError {}

/// The chain for `fact`: indices into `steps` (the explanation of `puzzle`, whose unique
/// solution is `solution`, each item's position index), ascending.
pub fn why(
    puzzle: &Puzzle,
    steps: &[Step],
    solution: &[usize],
    fact: Fact,
) -> Result<Vec<usize>, WhyError> {
    why_in(&StepGraph::new(puzzle.n(), steps), puzzle, solution, fact)
}

/// [`why`] on a graph already built (the page asks for many cells of one explanation).
pub fn why_in(
    graph: &StepGraph,
    puzzle: &Puzzle,
    solution: &[usize],
    fact: Fact,
) -> Result<Vec<usize>, WhyError> {
    if graph.is_empty() || solution.len() != puzzle.items() {
        return Err(WhyError::NotUnique);
    }
    let text = fact.text(puzzle);
    if !fact.true_in(solution) {
        return Err(WhyError::False { text });
    }
    graph.best(fact, false).ok_or(WhyError::NotDerived { text })
}

/// [`why`], and for a pair fact ("X is Y", "X is not Y") that no step shows in the pair's
/// own terms, the chains of the two places that show it in the position grid instead (X and
/// Y at one position, or each at its own): their union, closed under citing as each is,
/// with those places. Such a chain derives the fact but is not claimed shortest. A person
/// marking a pair block asks this (the page's "why?" in play).
pub fn why_by_places(
    puzzle: &Puzzle,
    steps: &[Step],
    solution: &[usize],
    fact: Fact,
) -> Result<(Vec<usize>, Vec<Fact>), WhyError> {
    let graph = StepGraph::new(puzzle.n(), steps);
    let direct = why_in(&graph, puzzle, solution, fact);
    let (a, b) = match (fact, &direct) {
        (Fact::Same(a, b) | Fact::NotSame(a, b), Err(WhyError::NotDerived { .. })) => (a, b),
        _ => return direct.map(|chain| (chain, vec![])),
    };
    let places = [a, b].map(|i| Fact::In(i, Pos(solution[i.0])));
    let mut chain = vec![];
    for place in places {
        match why_in(&graph, puzzle, solution, place) {
            Ok(c) => chain.extend(c),
            Err(_) => return direct.map(|chain| (chain, vec![])),
        }
    }
    crate::sort::sort(&mut chain);
    chain.dedup();
    Ok((chain, places.to_vec()))
}
