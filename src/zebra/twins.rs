//! In a grid without order a key value *is* its row, so "tea is in Cid's row" and "tea is
//! Cid" are one fact, kept in two blocks of the grid (the positions and the key's links). The
//! explainer reasons on both blocks as in any grid, and so finds each such fact twice, once in
//! each block. This pass keeps the first step that finds a fact and drops a later step that
//! finds only its twins, so an explanation says each thing once:
//!
//! - a fact linking a value to a key value is read as its twin in the positions block
//!   ([`canonical`]), so the two spellings compare equal;
//! - a kept step that concludes a link to a key value also states its twin placement (the
//!   page replays positions only), and a step citing a fact cites the step that found it
//!   first, in either spelling.
//!
//! A grid with an order has no twins: its steps pass through unchanged.

use super::explain::{Origin, Step};
use super::fact::Fact;
use super::grid::{Item, Pos};
use super::model::Puzzle;
use std::collections::HashMap;

/// The fact as the positions block spells it, when it links a value to a key value of a grid
/// without order; else the fact itself.
pub fn canonical(puzzle: &Puzzle, f: Fact) -> Fact {
    let twin = |a: Item, b: Item| {
        let (key, other) = if puzzle.anchored(a.0) { (a, b) } else { (b, a) };
        (puzzle.anchored(key.0) && !puzzle.anchored(other.0)).then_some((other, Pos(key.0)))
    };
    match f {
        Fact::Same(a, b) => twin(a, b).map_or(f, |(i, p)| Fact::In(i, p)),
        Fact::NotSame(a, b) => twin(a, b).map_or(f, |(i, p)| Fact::NotIn(i, p)),
        _ => f,
    }
}

/// The merging of twin steps over an explanation handed over in batches: each batch in turn,
/// in order, gives the steps kept of it.
pub(crate) struct Twins<'a> {
    puzzle: &'a Puzzle,
    /// Each fact found so far (canonical), with the kept step that found it first.
    found: HashMap<Fact, usize>,
    /// For each step seen, its number among the kept steps (`None`: dropped).
    kept: Vec<Option<usize>>,
    next: usize,
}

impl<'a> Twins<'a> {
    pub fn new(puzzle: &'a Puzzle) -> Self {
        Twins {
            puzzle,
            found: HashMap::new(),
            kept: vec![],
            next: 0,
        }
    }

    /// The steps of the next batch that are kept, renumbered in their citations.
    pub fn take(&mut self, batch: &[Step]) -> Vec<Step> {
        if self.puzzle.ordered {
            return batch.to_vec();
        }
        let mut out = vec![];
        for step in batch {
            let facts: Vec<Fact> = step
                .concludes()
                .into_iter()
                .map(|f| canonical(self.puzzle, f))
                .collect();
            if !facts.is_empty() && facts.iter().all(|f| self.found.contains_key(f)) {
                self.kept.push(None);
                continue;
            }
            let mut step = step.clone();
            for u in &mut step.uses {
                if let Origin::Step(k) = u.origin {
                    let first = self.found.get(&canonical(self.puzzle, u.fact)).copied();
                    if let Some(j) = first.or_else(|| self.kept.get(k).copied().flatten()) {
                        u.origin = Origin::Step(j);
                    }
                }
            }
            for &f in &facts {
                match f {
                    Fact::In(i, p) if !step.fixed.contains(&(i, p)) => step.fixed.push((i, p)),
                    Fact::NotIn(i, p)
                        if !self.found.contains_key(&f) && !step.eliminated.contains(&(i, p)) =>
                    {
                        step.eliminated.push((i, p))
                    }
                    _ => {}
                }
            }
            for f in facts {
                self.found.entry(f).or_insert(self.next);
            }
            self.kept.push(Some(self.next));
            self.next += 1;
            out.push(step);
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn batches_keep_what_the_whole_keeps() {
        let p = Puzzle::parse(
            "name: Amy, Bob, Cid, Dee\npet: cat, dog, eel, fox\ndrink: tea, milk, beer, gin\n\
             Amy is not cat\nAmy is not dog\nBob is milk\ndog is not tea\nCid is not beer\n\
             Dee is fox\ngin is not cat\nBob is not eel\ntea is eel\n",
        )
        .unwrap();
        let raw = super::super::explain::explain(&p);
        let whole = Twins::new(&p).take(&raw);
        assert!(whole.len() < raw.len(), "some twins are dropped");
        for k in 0..=raw.len() {
            let mut t = Twins::new(&p);
            let mut split = t.take(&raw[..k]);
            split.extend(t.take(&raw[k..]));
            assert_eq!(split, whole, "split at {k}");
        }
    }

    #[test]
    fn an_ordered_grid_has_no_twins() {
        let p = Puzzle::parse(crate::zebra::EINSTEIN).unwrap();
        let raw = super::super::explain::explain(&p);
        assert_eq!(Twins::new(&p).take(&raw), raw);
    }
}
