//! Shared pieces of the explanation tests (zebra_story.rs for "why" chains, zebra_chapters.rs
//! for chapters, zebra_step_facts.rs for what each step cites): a fact as a clue line, a cut-down puzzle's solvability,
//! replaying steps on a grid, and puzzles explained or generated for them.
#![allow(dead_code)]

use puzzlebox::rng::Rng;
use puzzlebox::zebra::{
    apply, explain, generate, Fact, Grid, Item, Origin, Propagator, Puzzle, Step,
};

/// A fact as a clue line.
pub fn line(p: &Puzzle, f: Fact) -> String {
    let name = |i: Item| p.reference(i.0);
    match f {
        Fact::In(i, q) => format!("{} is in {}", name(i), p.label(q.0)),
        Fact::NotIn(i, q) => format!("{} is not in {}", name(i), p.label(q.0)),
        Fact::Same(a, b) => format!("{} is {}", name(a), name(b)),
        Fact::NotSame(a, b) => format!("{} is not {}", name(a), name(b)),
    }
}

/// Whether the clues `cited` of `p`, with `facts` and `extra` as clue lines, have a solution.
pub fn solvable<'a>(
    p: &Puzzle,
    cited: impl IntoIterator<Item = &'a usize>,
    facts: &[Fact],
    extra: Fact,
) -> bool {
    let mut header = p.clone();
    header.clues.clear();
    let mut text = header.to_text();
    for &c in cited {
        text += &p.clue_text(&p.clues[c].constraint);
        text.push('\n');
    }
    for &f in facts.iter().chain([&extra]) {
        text += &line(p, f);
        text.push('\n');
    }
    let q = Puzzle::parse(&text).expect("the cut-down puzzle parses");
    Propagator::new(&q, 0..q.clues.len()).satisfiable()
}

/// Replays `order` (step indices, ascending) on `start`: the grid after, or the first step
/// citing a fact the grid does not show then.
pub fn replay(p: &Puzzle, steps: &[Step], start: &Grid, order: &[usize]) -> Result<Grid, usize> {
    let mut st = start.clone();
    for &k in order {
        if steps[k].uses.iter().any(|u| !u.fact.shown(&st, p.n())) {
            return Err(k);
        }
        apply(p, &mut st, &steps[k]);
    }
    Ok(st)
}

/// The steps step `k` cites.
pub fn cited(step: &Step) -> Vec<usize> {
    step.uses
        .iter()
        .filter_map(|u| match u.origin {
            Origin::Step(j) => Some(j),
            _ => None,
        })
        .collect()
}

/// The puzzle, its explanation and its solution.
pub fn explained(text: &str) -> (Puzzle, Vec<Step>, Vec<usize>) {
    let p = Puzzle::parse(text).expect("parses");
    let steps = explain(&p);
    assert!(!steps.is_empty(), "a unique puzzle is explained");
    let sol = Propagator::new(&p, 0..p.clues.len())
        .search(1)
        .solutions
        .remove(0);
    (p, steps, sol)
}

/// Generated puzzles of the given sizes and seeds, as text.
pub fn generated(sizes: &[(usize, usize, u64)]) -> Vec<String> {
    sizes
        .iter()
        .map(|&(n, m, seed)| {
            generate(n, m, &mut Rng::new(seed))
                .expect("generates")
                .to_text()
        })
        .collect()
}
