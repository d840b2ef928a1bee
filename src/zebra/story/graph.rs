//! The step graph of an explanation: for each step, the earlier steps it cites (the origins
//! of the facts it uses), and for a fact, the sets of steps that make the grid show it.

use super::super::explain::{Origin, Step};
use super::super::fact::Fact;
use super::super::grid::{Item, Pos};

/// An explanation's steps as a graph of citations.
#[derive(Clone, Debug)]
pub struct StepGraph {
    /// n: positions (and values per attribute) of the puzzle.
    n: usize,
    /// For each step, the steps it cites, ascending, no repeats.
    cites: Vec<Vec<usize>>,
    /// (fact, step) for each fact a step concludes (a link's implied non-links included),
    /// sorted: the steps concluding a fact are a run of it, ascending.
    concluders: Vec<(Fact, usize)>,
}

impl StepGraph {
    /// The graph of `steps` (an explanation from the open grid) of an `n`-position puzzle.
    pub fn new(n: usize, steps: &[Step]) -> StepGraph {
        let mut concluders: Vec<(Fact, usize)> = vec![];
        let cites = steps
            .iter()
            .enumerate()
            .map(|(k, s)| {
                let mut facts = s.concludes();
                facts.extend(s.unlinked.iter().map(|&(a, b)| Fact::not_same(a, b)));
                facts.sort_unstable();
                facts.dedup();
                concluders.extend(facts.into_iter().map(|f| (f, k)));
                let mut c: Vec<usize> = s
                    .uses
                    .iter()
                    .filter_map(|u| match u.origin {
                        Origin::Step(j) => Some(j),
                        _ => None,
                    })
                    .collect();
                c.sort_unstable();
                c.dedup();
                c
            })
            .collect();
        concluders.sort_unstable();
        StepGraph {
            n,
            cites,
            concluders,
        }
    }

    /// How many steps.
    pub fn len(&self) -> usize {
        self.cites.len()
    }

    /// Whether there are no steps.
    pub fn is_empty(&self) -> bool {
        self.cites.is_empty()
    }

    /// The steps step `k` cites.
    pub fn cites(&self, k: usize) -> &[usize] {
        &self.cites[k]
    }

    /// The steps that conclude `fact` outright, ascending.
    pub fn concluders(&self, fact: Fact) -> impl Iterator<Item = usize> + '_ {
        let from = self.concluders.partition_point(|&(f, _)| f < fact);
        self.concluders[from..]
            .iter()
            .take_while(move |&&(f, _)| f == fact)
            .map(|&(_, k)| k)
    }

    /// `roots` and every step they cite, directly or not, ascending.
    pub fn closure(&self, roots: &[usize]) -> Vec<usize> {
        let mut seen = vec![false; self.len()];
        let mut todo: Vec<usize> = roots.to_vec();
        while let Some(k) = todo.pop() {
            if !std::mem::replace(&mut seen[k], true) {
                todo.extend(self.cites[k].iter().copied().filter(|&j| !seen[j]));
            }
        }
        (0..self.len()).filter(|&k| seen[k]).collect()
    }

    /// The ways the steps make the grid show `fact`, each a set of steps that together do:
    /// one step concluding it; or the steps of facts that add up to it — every other
    /// position of the value ruled out (for "X is in N"), the value placed elsewhere (for
    /// "X is not in N"), every other partner ruled out on both sides (for "X is Y"). For
    /// each fact a sum needs, its earliest concluding step stands in.
    pub fn ways(&self, fact: Fact) -> Vec<Vec<usize>> {
        let n = self.n;
        let mut ways: Vec<Vec<usize>> = self.concluders(fact).map(|k| vec![k]).collect();
        let all = |facts: &mut dyn Iterator<Item = Fact>| -> Option<Vec<usize>> {
            let mut set: Vec<usize> = facts
                .map(|f| self.concluders(f).next())
                .collect::<Option<_>>()?;
            set.sort_unstable();
            set.dedup();
            Some(set)
        };
        let others = |i: Item| {
            let first = i.attr(n).0 * n;
            (first..first + n).map(Item).filter(move |&j| j != i)
        };
        match fact {
            Fact::In(i, p) => {
                let mut not = (0..n)
                    .map(Pos)
                    .filter(|&q| q != p)
                    .map(|q| Fact::NotIn(i, q));
                ways.extend(all(&mut not));
            }
            Fact::NotIn(i, p) => {
                for q in (0..n).map(Pos).filter(|&q| q != p) {
                    ways.extend(self.concluders(Fact::In(i, q)).map(|k| vec![k]));
                }
            }
            Fact::Same(a, b) => {
                let mut not = others(b)
                    .map(|j| Fact::not_same(a, j))
                    .chain(others(a).map(|j| Fact::not_same(j, b)));
                ways.extend(all(&mut not));
            }
            Fact::NotSame(..) => {}
        }
        ways
    }
}
