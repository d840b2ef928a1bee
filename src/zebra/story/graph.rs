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
    /// (fact's [`key`], step) for each fact a step concludes (a link's implied non-links
    /// included), sorted: the steps concluding a fact are a run of it, ascending.
    concluders: Vec<(usize, usize)>,
}

impl StepGraph {
    /// The graph of `steps` (an explanation from the open grid) of an `n`-position puzzle.
    pub fn new(n: usize, steps: &[Step]) -> StepGraph {
        let mut concluders: Vec<(usize, usize)> = vec![];
        let mut cites = Vec::with_capacity(steps.len());
        for (k, s) in steps.iter().enumerate() {
            let mut facts: Vec<usize> = vec![];
            for f in s.concludes() {
                facts.push(key(f));
            }
            for &(a, b) in &s.unlinked {
                facts.push(key(Fact::not_same(a, b)));
            }
            crate::sort::sort(&mut facts);
            facts.dedup();
            for f in facts {
                concluders.push((f, k));
            }
            let mut c: Vec<usize> = vec![];
            for u in &s.uses {
                if let Origin::Step(j) = u.origin {
                    c.push(j);
                }
            }
            crate::sort::sort(&mut c);
            c.dedup();
            cites.push(c);
        }
        crate::sort::sort(&mut concluders);
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
        let fact = key(fact);
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

    /// The chain of the way `fact` is shown with the fewest steps (`earliest`: the one that
    /// ends first), ties going to the other order; `None` when no way shows it.
    pub fn best(&self, fact: Fact, earliest: bool) -> Option<Vec<usize>> {
        let rank = |c: &[usize]| {
            let (len, last) = (c.len(), c.last().copied().unwrap_or(0));
            if earliest {
                (last, len)
            } else {
                (len, last)
            }
        };
        let mut best: Option<Vec<usize>> = None;
        for way in self.ways(fact) {
            let chain = self.closure(&way);
            if best.as_ref().is_none_or(|b| rank(&chain) < rank(b)) {
                best = Some(chain);
            }
        }
        best
    }

    /// The ways the steps make the grid show `fact`, each a set of steps that together do:
    /// one step concluding it; or the steps of facts that add up to it — every other
    /// position of the value ruled out (for "X is in N"), the value placed elsewhere (for
    /// "X is not in N"), every other partner ruled out on both sides (for "X is Y"). For
    /// each fact a sum needs, its earliest concluding step stands in.
    pub fn ways(&self, fact: Fact) -> Vec<Vec<usize>> {
        let n = self.n;
        let mut ways: Vec<Vec<usize>> = vec![];
        for k in self.concluders(fact) {
            ways.push(vec![k]);
        }
        // The facts that add up to it (plain loops: the browser's module is smaller so).
        let mut sum: Vec<Fact> = vec![];
        match fact {
            Fact::In(i, p) => {
                for q in 0..n {
                    if q != p.0 {
                        sum.push(Fact::NotIn(i, Pos(q)));
                    }
                }
            }
            Fact::NotIn(i, p) => {
                for q in 0..n {
                    if q != p.0 {
                        for k in self.concluders(Fact::In(i, Pos(q))) {
                            ways.push(vec![k]);
                        }
                    }
                }
            }
            Fact::Same(a, b) => {
                let (fa, fb) = (a.attr(n).0 * n, b.attr(n).0 * n);
                for v in 0..n {
                    if fb + v != b.0 {
                        sum.push(Fact::not_same(a, Item(fb + v)));
                    }
                    if fa + v != a.0 {
                        sum.push(Fact::not_same(Item(fa + v), b));
                    }
                }
            }
            Fact::NotSame(..) => {}
        }
        if !sum.is_empty() {
            let mut set = vec![];
            for f in sum {
                match self.concluders(f).next() {
                    Some(k) => set.push(k),
                    None => return ways,
                }
            }
            crate::sort::sort(&mut set);
            set.dedup();
            ways.push(set);
        }
        ways
    }
}

/// A fact as one number, the same for the same fact: its kind in the low two bits, its item
/// and position (or two items) above. Items are fewer than 2^12 (64 × 64), positions fewer
/// than 2^16, so it fits a 32-bit `usize`. Sorting numbers keeps the browser's module from
/// carrying a sort of facts of its own.
fn key(fact: Fact) -> usize {
    let (kind, x, y) = match fact {
        Fact::In(i, p) => (0, i.0, p.0),
        Fact::NotIn(i, p) => (1, i.0, p.0),
        Fact::Same(a, b) => (2, a.0, b.0),
        Fact::NotSame(a, b) => (3, a.0, b.0),
    };
    ((x << 16 | y) << 2) | kind
}
