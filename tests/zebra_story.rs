//! Chapters and "why" chains, the explanation at human size (src/zebra/story/).
//!
//! *Why chains derive their fact*: replaying only a chain's steps, in order, on the open grid,
//! every fact a step cites is shown when the step comes (so the chain cites no step outside
//! itself) and the fact is shown at the end; and the ordinary solver, which knows nothing of
//! the explainer, finds that the clues the chain quotes leave no solution with the fact
//! negated. *Minimal*: dropping any one step breaks that replay. *Shortest* on small grids:
//! no set of steps closed under citing (found by a breadth-first search over the step graph,
//! written here apart from the library's) is smaller and shows the fact.
//!
//! *Chapters derive their goals*: replaying a chapter's steps on the grid of the earlier
//! chapters' steps shows its goals, each step citing only facts shown by then; the folded
//! steps are bookkeeping (by a reading written here apart from the library's) or change
//! nothing the grid draws (replayed here), each folded
//! into a shown step of its chapter that uses it; no chapter shows more than `MAX_VISIBLE`
//! steps, and a stored generated 12x12, and the hardest stored 12x12, read in at most 30
//! chapters.

use puzzlebox::rng::Rng;
use puzzlebox::zebra::{
    answer_in_chapters, apply, chapters, explain, generate, open_grid, visible, walk, why,
    why_by_places, Chapter, ChapterReport, ChapterStream, Constraint, Deduction, Fact, Grid, Item,
    Origin, Pos, Propagator, Puzzle, Relation, Step, Term, EINSTEIN, MAX_VISIBLE,
};
use std::collections::{BTreeSet, VecDeque};

/// A fact as a clue line.
fn line(p: &Puzzle, f: Fact) -> String {
    let name = |i: Item| p.reference(i.0);
    match f {
        Fact::In(i, q) => format!("{} is in {}", name(i), p.label(q.0)),
        Fact::NotIn(i, q) => format!("{} is not in {}", name(i), p.label(q.0)),
        Fact::Same(a, b) => format!("{} is {}", name(a), name(b)),
        Fact::NotSame(a, b) => format!("{} is not {}", name(a), name(b)),
    }
}

/// Whether the clues `cited` of `p`, with `extra` as a clue line, have a solution.
fn solvable(p: &Puzzle, cited: &BTreeSet<usize>, extra: Fact) -> bool {
    let mut header = p.clone();
    header.clues.clear();
    let mut text = header.to_text();
    for &c in cited {
        text += &p.clue_text(&p.clues[c].constraint);
        text.push('\n');
    }
    text += &line(p, extra);
    text.push('\n');
    let q = Puzzle::parse(&text).expect("the cut-down puzzle parses");
    Propagator::new(&q, 0..q.clues.len()).satisfiable()
}

/// Replays `order` (step indices, ascending) on `start`: the grid after, or the first step
/// citing a fact the grid does not show then.
fn replay(p: &Puzzle, steps: &[Step], start: &Grid, order: &[usize]) -> Result<Grid, usize> {
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
fn cited(step: &Step) -> Vec<usize> {
    step.uses
        .iter()
        .filter_map(|u| match u.origin {
            Origin::Step(j) => Some(j),
            _ => None,
        })
        .collect()
}

/// The puzzle, its explanation and its solution.
fn explained(text: &str) -> (Puzzle, Vec<Step>, Vec<usize>) {
    let p = Puzzle::parse(text).expect("parses");
    let steps = explain(&p);
    assert!(!steps.is_empty(), "a unique puzzle is explained");
    let sol = Propagator::new(&p, 0..p.clues.len())
        .search(1)
        .solutions
        .remove(0);
    (p, steps, sol)
}

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
        !solvable(p, &clues, fact.negation()),
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

fn generated(sizes: &[(usize, usize, u64)]) -> Vec<String> {
    sizes
        .iter()
        .map(|&(n, m, seed)| {
            generate(n, m, &mut Rng::new(seed))
                .expect("generates")
                .to_text()
        })
        .collect()
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

/// Whether a step may be folded, read here apart from the library: it changes nothing the
/// position grid draws, or it is a placed value clearing its position, or it reads a clue
/// "X is Y" to copy to one of them exactly the marks it cites of the other (placed at the
/// same position, or ruled out of the same positions).
fn bookkeeping(p: &Puzzle, s: &Step) -> bool {
    if s.fixed.is_empty() && s.eliminated.is_empty() {
        return true;
    }
    let clue = match s.deduction {
        Deduction::Taken { .. } => return true,
        Deduction::Clue { clue } => clue,
        _ => return false,
    };
    let Constraint::Rel {
        x: Term::Item(x),
        rel: Relation::Same,
        y: Term::Item(y),
    } = p.clues[clue].constraint
    else {
        return false;
    };
    let marks: BTreeSet<(usize, usize, bool)> = s
        .fixed
        .iter()
        .map(|&(i, q)| (i.0, q.0, true))
        .chain(s.eliminated.iter().map(|&(i, q)| (i.0, q.0, false)))
        .collect();
    let cited: BTreeSet<(usize, usize, bool)> = s
        .uses
        .iter()
        .map(|u| match u.fact {
            Fact::In(i, q) => (i.0, q.0, true),
            Fact::NotIn(i, q) => (i.0, q.0, false),
            _ => (usize::MAX, 0, false),
        })
        .collect();
    let swap = |set: &BTreeSet<(usize, usize, bool)>, from: usize, to: usize| {
        set.iter()
            .map(|&(i, q, b)| (if i == from { to } else { usize::MAX }, q, b))
            .collect::<BTreeSet<_>>()
    };
    (swap(&cited, y, x) == marks || swap(&cited, x, y) == marks)
        && marks.iter().all(|m| m.0 == x || m.0 == y)
}

/// Whether `a` and `b` (steps reading clues, or both supposing a value somewhere) rule
/// values out of one position, or read the same clues with the same facts to rule values out.
fn sweep_of(a: &Step, b: &Step) -> bool {
    let reading = |s: &Step| match &s.deduction {
        Deduction::Clue { .. } | Deduction::Clues { .. } => Some(false),
        Deduction::Hypothesis { .. } => Some(true),
        _ => None,
    };
    let columns = |s: &Step| s.eliminated.iter().map(|e| e.1).collect::<BTreeSet<Pos>>();
    let facts = |s: &Step| s.uses.iter().map(|u| u.fact).collect::<Vec<Fact>>();
    let rules_out =
        |s: &Step| s.fixed.is_empty() && s.linked.is_empty() && !s.eliminated.is_empty();
    reading(a).is_some()
        && reading(a) == reading(b)
        && rules_out(a)
        && rules_out(b)
        && ((columns(a).len() == 1 && columns(a) == columns(b))
            || (a.deduction.clues() == b.deduction.clues() && facts(a) == facts(b)))
}

/// Checks every chapter of `text`'s explanation: its steps with the earlier chapters' derive
/// its goals. Returns (chapters, the most visible steps in one).
fn check_chapters(text: &str) -> (usize, usize) {
    let (p, steps, sol) = explained(text);
    let chapters = chapters(p.n(), &steps, &sol);
    // Whether the grid as drawn changed since the last step the walk shows, at each step: a
    // value left one position is drawn placed, so the step that then places it right after
    // draws nothing new.
    let mut drawn = open_grid(&p);
    let mut changed = false;
    let changes: Vec<bool> = steps
        .iter()
        .map(|s| {
            let before = drawn.dom.clone();
            apply(&p, &mut drawn, s);
            changed |= before != drawn.dom;
            let now = changed;
            changed &= !visible(s);
            now
        })
        .collect();
    // The steps the walk folds into a later shown step of the same sweep (clues ruling
    // values out of one position, or one clue reading the same facts): read here from the
    // walk's shown steps and their folded steps.
    let mut swept = vec![false; steps.len()];
    for s in walk(p.n(), &steps) {
        // The steps of the way to the shown step that the grid draws, the shown one last:
        // each folded one is of one sweep with the next.
        let drawn: Vec<usize> = s
            .folded
            .iter()
            .copied()
            .filter(|&k| visible(&steps[k]) && changes[k])
            .chain([s.step])
            .collect();
        for w in drawn.windows(2) {
            swept[w[0]] = sweep_of(&steps[w[0]], &steps[w[1]]);
        }
    }
    let mut grid = open_grid(&p);
    let mut placed = BTreeSet::new();
    let mut clues = BTreeSet::new();
    let mut widest = 0;
    for (c, chapter) in chapters.iter().enumerate() {
        let all = chapter.all_steps();
        grid = replay(&p, &steps, &grid, &all)
            .unwrap_or_else(|k| panic!("chapter {}: step {} cites a later step", c + 1, k + 1));
        clues.extend(all.iter().flat_map(|&k| steps[k].deduction.clues()));
        assert!(!chapter.goals.is_empty(), "chapter {} has a goal", c + 1);
        for &goal in &chapter.goals {
            assert!(
                goal.shown(&grid, p.n()),
                "chapter {}: {}",
                c + 1,
                line(&p, goal)
            );
            assert!(!solvable(&p, &clues, goal.negation()), "{}", line(&p, goal));
            if let Fact::In(..) = goal {
                placed.insert(goal);
            }
        }
        // A shown step changes what the position grid draws, or is where the chapter ends
        // (no step of it uses the step).
        for &k in &chapter.steps {
            let used = all.iter().any(|&j| cited(&steps[j]).contains(&k));
            let draws = visible(&steps[k]) && changes[k];
            assert!(draws || !used, "step {} is bookkeeping", k + 1);
        }
        assert!(chapter.steps.len() <= MAX_VISIBLE, "chapter {}", c + 1);
        for f in &chapter.folded {
            let k = f.step;
            assert!(
                !(visible(&steps[k]) && changes[k]) || swept[k],
                "step {} is drawn",
                k + 1
            );
            assert!(
                bookkeeping(&p, &steps[k]) || !changes[k] || swept[k],
                "step {} is more than bookkeeping",
                f.step + 1
            );
            assert!(chapter.steps.contains(&f.into), "folded into its chapter");
            // The visible step uses it, through folded steps of the chapter.
            let mut reach = vec![f.into];
            let mut seen = BTreeSet::new();
            let mut found = false;
            while let Some(k) = reach.pop() {
                found |= k == f.step;
                reach.extend(
                    cited(&steps[k])
                        .into_iter()
                        .filter(|&j| all.binary_search(&j).is_ok() && seen.insert(j)),
                );
            }
            assert!(
                found,
                "step {} is not used by step {}",
                f.step + 1,
                f.into + 1
            );
        }
        widest = widest.max(chapter.steps.len());
    }
    assert_eq!(
        placed.len(),
        p.items(),
        "every value placed by some chapter"
    );
    (chapters.len(), widest)
}

#[test]
fn every_chapter_derives_its_goals_from_its_steps_and_earlier_chapters() {
    let (einstein, _) = check_chapters(EINSTEIN);
    // A handful for Einstein's 79 steps.
    assert!((2..=10).contains(&einstein), "{einstein} chapters");
    for (n, m, seed) in [(4, 4, 1), (5, 5, 2), (6, 6, 3), (3, 3, 4)] {
        check_chapters(
            &generate(n, m, &mut Rng::new(seed))
                .expect("generates")
                .to_text(),
        );
    }
    check_chapters(include_str!("../benches/data/zebra-6x6-3.txt"));
}

/// A hard 12x12 reads at human size: at most 30 chapters, none showing more than
/// `MAX_VISIBLE` steps, every one deriving its goals (generated puzzles of the benchmark set).
#[test]
fn a_generated_12x12_reads_as_at_most_30_chapters() {
    for text in [
        include_str!("../benches/data/zebra-gen-12x12-1.txt"),
        include_str!("../benches/data/zebra-gen-12x12-3.txt"),
        include_str!("../benches/data/zebra-gen-12x12-8.txt"),
    ] {
        let (chapters, widest) = check_chapters(text);
        eprintln!("{chapters} chapters, at most {widest} steps shown in one");
        assert!(chapters <= 30, "{chapters} chapters");
        assert!(widest <= MAX_VISIBLE, "{widest} steps in a chapter");
    }
}

/// The hardest stored 12x12 (41 chapters when every clue ruling a value out was a shown step
/// of its own) reads at human size too: at most 30 chapters, each deriving its goals.
#[test]
fn a_hard_12x12_reads_as_at_most_30_chapters() {
    let (chapters, widest) = check_chapters(include_str!("../benches/data/zebra-12x12-8.txt"));
    eprintln!("{chapters} chapters, at most {widest} steps shown in one");
    assert!(chapters <= 30, "{chapters} chapters");
}

/// Einstein's riddle reads as a handful of chapters, none placing more values than there are
/// positions (a title a person reads at a glance).
#[test]
fn einstein_reads_as_a_handful_of_chapters_of_a_row_each() {
    let (p, steps, solution) = explained(EINSTEIN);
    let got = chapters(p.n(), &steps, &solution);
    assert!((4..=8).contains(&got.len()), "{} chapters", got.len());
    for c in &got {
        let placed = c.goals.iter().filter(|f| matches!(f, Fact::In(..))).count();
        assert!(placed <= p.n(), "{placed} values placed in one chapter");
    }
}

/// A title tells the values placed at one position together, and the positions one value is
/// ruled out of, in the order the goals come.
#[test]
fn a_title_groups_values_by_position_and_positions_by_value() {
    let p = Puzzle::parse(EINSTEIN).expect("parses");
    let item = |name: &str| {
        Item(
            (0..p.items())
                .find(|&i| p.reference(i) == name)
                .expect("named"),
        )
    };
    let goals = vec![
        Fact::In(item("milk"), Pos(2)),
        Fact::NotIn(item("fish"), Pos(0)),
        Fact::In(item("Norwegian"), Pos(0)),
        Fact::In(item("red"), Pos(2)),
        Fact::NotIn(item("fish"), Pos(1)),
        Fact::In(item("Brit"), Pos(2)),
        Fact::NotIn(item("fish"), Pos(4)),
    ];
    let chapter = Chapter {
        goals,
        steps: vec![],
        folded: vec![],
    };
    assert_eq!(
        ChapterReport::new(&p, &chapter).title,
        "milk, red and Brit are in 3; fish is not in 1, 2 or 5; Norwegian is in 1"
    );
}

/// A page can show chapters while the rest is worked out: the chapters of a prefix of the
/// steps, but for the last (still open), are the first chapters of the whole — for a prefix
/// on a settled grid (every value the grid leaves one position placed by a step of it), which
/// is where the explanation hands over its steps.
#[test]
fn the_chapters_of_a_prefix_begin_the_chapters_of_the_whole() {
    let mut texts = generated(&[(5, 5, 2), (6, 6, 3)]);
    texts.push(EINSTEIN.to_string());
    for text in texts {
        let (p, steps, sol) = explained(&text);
        let whole = chapters(p.n(), &steps, &sol);
        let mut grid = open_grid(&p);
        let mut placed = BTreeSet::new();
        let mut settled = 0;
        for len in 1..steps.len() {
            apply(&p, &mut grid, &steps[len - 1]);
            placed.extend(steps[len - 1].fixed.iter().map(|&(i, _)| i));
            let unplaced = (0..p.items()).any(|i| {
                Fact::In(Item(i), Pos(sol[i])).shown(&grid, p.n()) && !placed.contains(&Item(i))
            });
            if unplaced {
                continue;
            }
            settled += 1;
            let part = chapters(p.n(), &steps[..len], &sol);
            let closed = part.len().saturating_sub(1);
            assert_eq!(part[..closed], whole[..closed], "{len} steps of\n{text}");
        }
        assert!(settled * 2 > steps.len(), "most prefixes are settled");
    }
}

/// The page shows chapters as the explanation arrives: the chapters handed over with the
/// batches, in order, are the first chapters of the whole explanation, the rest are the
/// chapters [`ChapterStream::finish`] gives, and on a big grid some come before the last
/// batch (the page has chapters to show while the rest is worked out; the steps after the
/// last batch come with the answer).
#[test]
fn the_chapters_handed_over_with_the_batches_begin_the_whole_explanations() {
    for (text, early) in [
        (EINSTEIN, false),
        (include_str!("../benches/data/zebra-gen-10x10-1.txt"), true),
        (include_str!("../benches/data/zebra-gen-12x12-1.txt"), true),
    ] {
        let p = Puzzle::parse(text).expect("parses");
        let mut handed: Vec<Chapter> = vec![];
        // Each batch's size, and how many chapters had come by then.
        let mut batches: Vec<(usize, usize)> = vec![];
        let answer = answer_in_chapters(&p, &mut |batch, chapters| {
            handed.extend(chapters);
            batches.push((batch.len(), handed.len()));
        });
        let sol = answer.analysis.solutions[0].clone();
        let whole = chapters(p.n(), &answer.steps, &sol);
        assert!(
            handed.len() < whole.len(),
            "the last chapter comes with the answer"
        );
        assert_eq!(handed[..], whole[..handed.len()], "{text}");
        if early {
            let before_last = batches[batches.len() - 2].1;
            assert!(
                before_last > 0,
                "no chapter before the last batch: {batches:?}"
            );
        }
        // The stream itself, fed the answer's steps in the batches' sizes, then finished.
        let mut stream = ChapterStream::new(p.n(), &sol);
        let mut all: Vec<Chapter> = vec![];
        let mut rest = &answer.steps[..];
        for &(size, _) in &batches {
            let (batch, after) = rest.split_at(size);
            all.extend(stream.add(batch));
            rest = after;
        }
        // The steps after the last batch come with the answer.
        all.extend(stream.add(rest));
        all.extend(stream.finish());
        assert_eq!(all, whole, "{text}");
    }
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
