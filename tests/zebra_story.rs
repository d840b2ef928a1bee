//! "Why" chains, the explanation at human size (src/zebra/story/why.rs).
//!
//! *Why chains derive their fact*: replaying only a chain's steps, in order, on the open grid,
//! every fact a step cites is shown when the step comes (so the chain cites no step outside
//! itself) and the fact is shown at the end; and the ordinary solver, which knows nothing of
//! the explainer, finds that the clues the chain quotes leave no solution with the fact
//! negated. *Minimal*: dropping any one step breaks that replay. *Shortest* on small grids:
//! no set of steps closed under citing (found by a breadth-first search over the step graph,
//! written here apart from the library's) is smaller and shows the fact.
//! The chapters are tested in zebra_chapters.rs.

#[path = "support/zebra_steps.rs"]
mod steps;
use puzzlebox::rng::Rng;
use steps::*;

use puzzlebox::zebra::{
    generate, open_grid, why, why_by_places, Deduction, Fact, Item, Pos, Puzzle, Step, EINSTEIN,
};
use std::collections::{BTreeSet, VecDeque};

/// Every fact of the grid that is true in `sol`.
fn true_facts(p: &Puzzle, sol: &[usize]) -> Vec<Fact> {
    let (n, items) = (p.n(), p.items());
    let mut out = vec![];
    for i in (0..items).map(Item) {
        for q in (0..n).map(Pos) {
            out.push(Fact::at(i, q, sol[i.0] == q.0));
        }
        for j in (i.0 + 1..items).map(Item) {
            if i.attr(n) != j.attr(n) {
                out.push(Fact::pair(i, j, sol[i.0] == sol[j.0]));
            }
        }
    }
    out
}

/// Checks one chain: it derives `fact` and no step of it can be dropped. Returns its clues.
fn check_chain(p: &Puzzle, steps: &[Step], fact: Fact, chain: &[usize]) {
    let open = open_grid(p);
    let what = line(p, fact);
    assert!(chain.windows(2).all(|w| w[0] < w[1]), "in order: {what}");
    let end = replay(p, steps, &open, chain)
        .unwrap_or_else(|k| panic!("{what}: step {} cites a step outside the chain", k + 1));
    assert!(fact.shown(&end, p.n()), "the chain does not derive {what}");
    for &k in chain {
        for j in cited(&steps[k]) {
            assert!(chain.contains(&j), "{what}: step {} cites {}", k + 1, j + 1);
        }
    }
    let clues: BTreeSet<usize> = chain
        .iter()
        .flat_map(|&k| steps[k].deduction.clues())
        .collect();
    assert!(
        !solvable(p, &clues, &[], fact.negation()),
        "the clues of the chain for {what} do not force it"
    );
    // Dropping a step leaves a step citing it, or a grid that does not show the fact.
    for drop in 0..chain.len() {
        let fewer: Vec<usize> = [&chain[..drop], &chain[drop + 1..]].concat();
        let cited_still = fewer
            .iter()
            .any(|&k| cited(&steps[k]).contains(&chain[drop]));
        let derives = replay(p, steps, &open, &fewer).is_ok_and(|g| fact.shown(&g, p.n()));
        assert!(
            cited_still || !derives,
            "{what}: step {} can be dropped",
            chain[drop] + 1
        );
    }
}

/// The steps that conclude `f` outright (a link's implied non-links included).
fn providers(steps: &[Step], f: Fact) -> Vec<usize> {
    (0..steps.len())
        .filter(|&k| {
            let s = &steps[k];
            s.concludes().contains(&f) || s.unlinked.iter().any(|&(a, b)| Fact::not_same(a, b) == f)
        })
        .collect()
}

/// The steps a breadth-first search from `roots` along citations reaches, `roots` included.
fn reached(steps: &[Step], roots: &[usize]) -> BTreeSet<usize> {
    let mut seen: BTreeSet<usize> = roots.iter().copied().collect();
    let mut queue: VecDeque<usize> = roots.iter().copied().collect();
    while let Some(k) = queue.pop_front() {
        for j in cited(&steps[k]) {
            if seen.insert(j) {
                queue.push_back(j);
            }
        }
    }
    seen
}

/// The fewest steps that show `f` through the step graph: every way the grid comes to show
/// it (a step concluding it; or, for "X is in N", one step for each other position ruled
/// out, in every combination; for "X is not in N", a step placing X elsewhere; for "X is Y",
/// one step for each other partner ruled out), each with what it reaches.
fn shortest_by_graph(p: &Puzzle, steps: &[Step], f: Fact) -> Option<usize> {
    let n = p.n();
    let mut options: Vec<Vec<usize>> = providers(steps, f).into_iter().map(|k| vec![k]).collect();
    let others = |i: Item| {
        let first = i.attr(n).0 * n;
        (first..first + n).map(Item).filter(move |&j| j != i)
    };
    let needs: Vec<Fact> = match f {
        Fact::In(i, q) => (0..n)
            .map(Pos)
            .filter(|&r| r != q)
            .map(|r| Fact::NotIn(i, r))
            .collect(),
        Fact::Same(a, b) => others(b)
            .map(|j| Fact::not_same(a, j))
            .chain(others(a).map(|j| Fact::not_same(j, b)))
            .collect(),
        Fact::NotIn(i, q) => {
            for r in (0..n).map(Pos).filter(|&r| r != q) {
                options.extend(
                    providers(steps, Fact::In(i, r))
                        .into_iter()
                        .map(|k| vec![k]),
                );
            }
            vec![]
        }
        Fact::NotSame(..) => vec![],
    };
    if !needs.is_empty() {
        // Every combination of one provider per needed fact.
        let mut combos: Vec<Vec<usize>> = vec![vec![]];
        for need in needs {
            let ps = providers(steps, need);
            combos = combos
                .iter()
                .flat_map(|c| ps.iter().map(move |&k| [c.clone(), vec![k]].concat()))
                .collect();
        }
        options.extend(combos);
    }
    options.iter().map(|o| reached(steps, o).len()).min()
}

/// The smallest set of steps closed under citing whose replay shows `fact`, by a
/// breadth-first search over all such sets by size. Tiny explanations only.
fn shortest_by_sets(p: &Puzzle, steps: &[Step], fact: Fact) -> Option<usize> {
    let open = open_grid(p);
    let cites: Vec<Vec<usize>> = steps.iter().map(cited).collect();
    let mut seen: BTreeSet<Vec<usize>> = BTreeSet::new();
    let mut queue: VecDeque<Vec<usize>> = VecDeque::from([vec![]]);
    while let Some(set) = queue.pop_front() {
        let g = replay(p, steps, &open, &set).expect("closed sets replay");
        if fact.shown(&g, p.n()) {
            return Some(set.len());
        }
        for (k, cited) in cites.iter().enumerate() {
            if !set.contains(&k) && cited.iter().all(|j| set.contains(j)) {
                let mut next = set.clone();
                next.push(k);
                next.sort_unstable();
                if seen.insert(next.clone()) {
                    queue.push_back(next);
                }
            }
        }
    }
    None
}

#[test]
fn every_true_fact_has_a_minimal_chain_that_derives_it() {
    let mut texts = vec![EINSTEIN.to_string()];
    for (n, m, seed) in [(4, 4, 11), (5, 5, 12), (6, 6, 13)] {
        texts.push(
            generate(n, m, &mut Rng::new(seed))
                .expect("generates")
                .to_text(),
        );
    }
    for text in texts {
        let (p, steps, sol) = explained(&text);
        let mut chains = 0;
        for fact in true_facts(&p, &sol) {
            // Every fact the explanation's grid comes to show has a chain.
            let Ok(chain) = why(&p, &steps, &sol, fact) else {
                let end = replay(
                    &p,
                    &steps,
                    &open_grid(&p),
                    &(0..steps.len()).collect::<Vec<_>>(),
                );
                assert!(
                    !end.is_ok_and(|g| fact.shown(&g, p.n())),
                    "the explanation shows {} but no chain is given",
                    line(&p, fact)
                );
                continue;
            };
            check_chain(&p, &steps, fact, &chain);
            chains += 1;
        }
        assert!(chains >= p.items(), "every placement at least");
    }
}

#[test]
fn chains_are_shortest_on_small_grids() {
    // Tiny grids: against every set of steps closed under citing.
    for text in generated(&[(3, 2, 1), (3, 2, 2), (3, 2, 3), (2, 3, 1), (2, 3, 4)]) {
        let (p, steps, sol) = explained(&text);
        assert!(steps.len() <= 16, "a tiny explanation: {}", steps.len());
        for fact in true_facts(&p, &sol) {
            let found = why(&p, &steps, &sol, fact).ok().map(|c| c.len());
            let by_sets = shortest_by_sets(&p, &steps, fact);
            assert_eq!(found, by_sets, "{}\n{text}", line(&p, fact));
        }
    }
    // Small grids: against every way through the step graph.
    let mut texts = generated(&[(3, 3, 2), (3, 3, 4), (4, 4, 5), (5, 5, 6)]);
    texts.push(EINSTEIN.to_string());
    for text in texts {
        let (p, steps, sol) = explained(&text);
        for fact in true_facts(&p, &sol) {
            let found = why(&p, &steps, &sol, fact).ok().map(|c| c.len());
            let by_graph = shortest_by_graph(&p, &steps, fact);
            assert_eq!(found, by_graph, "{}\n{text}", line(&p, fact));
        }
    }
}

#[test]
fn every_true_pair_fact_has_a_chain_through_the_places_when_no_step_shows_the_pair() {
    let mut texts = generated(&[(4, 4, 11), (5, 5, 12)]);
    texts.push(EINSTEIN.to_string());
    let mut through = 0;
    for text in texts {
        let (p, steps, sol) = explained(&text);
        for fact in true_facts(&p, &sol) {
            let found = why_by_places(&p, &steps, &sol, fact);
            let (chain, places) = found.unwrap_or_else(|e| panic!("{}: {e}", line(&p, fact)));
            if places.is_empty() {
                // Shown as a pair: the plain chain, checked above.
                assert_eq!(Ok(chain), why(&p, &steps, &sol, fact), "{}", line(&p, fact));
                continue;
            }
            through += 1;
            assert!(why(&p, &steps, &sol, fact).is_err(), "{}", line(&p, fact));
            // The places are the fact's two values where the solution has them, and the
            // chain (closed under citing) shows both.
            let (Fact::Same(a, b) | Fact::NotSame(a, b)) = fact else {
                panic!("only a pair fact goes through places: {}", line(&p, fact));
            };
            assert_eq!(
                places,
                vec![Fact::In(a, Pos(sol[a.0])), Fact::In(b, Pos(sol[b.0]))]
            );
            assert!(chain.windows(2).all(|w| w[0] < w[1]));
            let end = replay(&p, &steps, &open_grid(&p), &chain)
                .unwrap_or_else(|k| panic!("{}: step {} cites outside", line(&p, fact), k + 1));
            assert!(
                places.iter().all(|f| f.shown(&end, p.n())),
                "{}",
                line(&p, fact)
            );
        }
    }
    assert!(through > 0, "some pair is shown only by the places");
    // A false fact still has none.
    let (p, steps, sol) = explained(EINSTEIN);
    let (a, b) = (Item(0), Item(p.n()));
    let fact = Fact::pair(a, b, sol[a.0] != sol[b.0]);
    assert!(why_by_places(&p, &steps, &sol, fact).is_err());
}

#[test]
fn a_false_fact_has_no_chain_and_says_so() {
    let (p, steps, sol) = explained(EINSTEIN);
    let norwegian = Item(
        (0..p.items())
            .find(|&i| p.reference(i) == "Norwegian")
            .expect("named"),
    );
    let e = why(&p, &steps, &sol, Fact::In(norwegian, Pos(1))).expect_err("false");
    assert!(
        e.to_string().contains("\"Norwegian is in 2\" is false"),
        "{e}"
    );
    assert!(why(&p, &[], &sol, Fact::In(norwegian, Pos(0))).is_err());
}

/// A chain through a search step: the answer leaves search steps citing what one
/// refutation used (perhaps more than they need, which would pull steps they do not need
/// into a chain), so the chain the command line's `--why` and the page give
/// ([`puzzlebox::zebra::Answer::chain`]) cuts the search steps on it to the fewest facts
/// first. Every placement's chain on these grids derives it, is minimal, and each search
/// step on it cites the fewest facts.
#[test]
fn a_chain_through_a_search_step_cuts_it_to_the_fewest_facts() {
    let mut through = 0;
    for text in [
        include_str!("../benches/data/zebra-8x8-8.txt"),
        include_str!("../benches/data/zebra-8x8-9.txt"),
    ] {
        let p = Puzzle::parse(text).expect("parses");
        let mut answer = puzzlebox::zebra::answer(&p, true, &mut |_| {});
        let sol = answer.analysis.solutions[0].clone();
        for i in (0..p.items()).map(Item) {
            let fact = Fact::at(i, Pos(sol[i.0]), true);
            let (chain, ()) = answer
                .chain(&p, |steps| why(&p, steps, &sol, fact).map(|c| (c, ())))
                .expect("a placement has a chain");
            let searches = chain
                .iter()
                .filter(|&&k| answer.steps[k].deduction.kind() == "search")
                .count();
            through += usize::from(searches > 0);
            for &k in &chain {
                assert!(
                    !matches!(
                        answer.steps[k].deduction,
                        Deduction::Search { fewest: false, .. }
                    ),
                    "{}: step {} is not cut",
                    line(&p, fact),
                    k + 1
                );
            }
            check_chain(&p, &answer.steps, fact, &chain);
        }
    }
    assert!(through > 0, "some chains go through a search step");
}
