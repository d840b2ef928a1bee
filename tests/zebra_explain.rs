//! Explanations on generated puzzles: replaying the steps reaches the solution, and every
//! step follows from the grid before it plus *only the clues it cites* — checked by brute
//! force over all assignments, with the tests' own clue semantics
//! (tests/support/zebra_clues.rs, shared with tests/zebra_brute.rs).

#[path = "support/zebra_clues.rs"]
mod clues;

use clues::{C, T};
use puzzlebox::rng::Rng;
use puzzlebox::zebra::{
    analyse, apply, chapters, explain, explain_reporting, fewest_facts, generate, open_grid,
    solution, Amount, Constraint, Deduction, Grid, Propagator, Puzzle, Relation, Step, Term,
    BATCH_STEPS, EINSTEIN,
};

/// The library's parsed clue in the tests' own clue type, whose semantics
/// (tests/support/zebra_clues.rs) are written independently of the library.
fn own(c: &Constraint) -> C {
    let t = |t: Term| match t {
        Term::Item(i) => T::V(i),
        Term::Pos(q) => T::P(q),
    };
    match *c {
        Constraint::Rel { x, rel, y } => {
            let (x, y) = (t(x), t(y));
            match rel {
                Relation::Same => C::Is(x, y),
                Relation::NotSame => C::IsNot(x, y),
                Relation::LeftOf => C::Left(x, y),
                Relation::ImmLeft => C::ImmLeft(x, y),
                Relation::NextTo => C::Next(x, y),
                Relation::NotNextTo => C::NotNext(x, y),
                Relation::Away(d) => C::Away(x, d, y),
                Relation::LabelDiff(d) => C::After(x, d, y),
                Relation::LabelTimes(k) => C::Times(x, k, y),
                Relation::LabelSum(k) => C::Minus(x, k, y),
            }
        }
        Constraint::Either { x, y, z } => C::Either(t(x), t(y), t(z)),
        Constraint::OneEach { x, y, z, w } => C::OneEach(t(x), t(y), t(z), t(w)),
        Constraint::Count { amount, ref parts } => {
            let parts = parts.iter().map(own).collect();
            match amount {
                Amount::Exactly(k) => C::Exactly(k, parts),
                Amount::AtLeast(k) => C::AtLeast(k, parts),
                Amount::AtMost(k) => C::AtMost(k, parts),
            }
        }
    }
}

fn holds(p: &Puzzle, c: &Constraint, pos: &[u8]) -> bool {
    clues::holds(&own(c), pos, &p.labels)
}

fn permutations(n: usize) -> Vec<Vec<u8>> {
    clues::permutations(n)
        .into_iter()
        .map(|p| p.into_iter().map(|v| v as u8).collect())
        .collect()
}

/// Whether an assignment agrees with a grid: positions allowed, and for every two values of
/// different attributes at one position, the grid still allows them to be the same.
fn agrees(p: &Puzzle, st: &Grid, pos: &[u8]) -> bool {
    let (n, m) = (p.n(), p.m());
    for i in 0..n * m {
        if st.dom[i] & (1 << pos[i]) == 0 {
            return false;
        }
        for b in 0..m {
            if b == i / n {
                continue;
            }
            let partner = (0..n).find(|&v| pos[b * n + v] == pos[i]).unwrap();
            if st.link[i * m + b] & (1 << partner) == 0 {
                return false;
            }
        }
    }
    true
}

/// The worlds that satisfy the clues `cited`.
fn models<'w>(p: &Puzzle, worlds: &'w [Vec<u8>], cited: &[usize]) -> Vec<&'w Vec<u8>> {
    worlds
        .iter()
        .filter(|w| cited.iter().all(|&c| holds(p, &p.clues[c].constraint, w)))
        .collect()
}

/// Checks that the step's conclusions hold in every world of `worlds` (those agreeing with
/// the grid before it) that satisfies the clues it cites. On the real grid such a world
/// always exists (the solution); under a hypothesis there may be none (`real` false).
fn check_step(p: &Puzzle, worlds: &[Vec<u8>], step: &Step, real: bool) {
    let models = models(p, worlds, &step.deduction.clues());
    assert!(!real || !models.is_empty());
    let n = p.n();
    for w in models {
        for &(i, q) in &step.fixed {
            assert_eq!(
                w[i.0] as usize, q.0,
                "fixed cell does not follow from the cited clues: {step:?}"
            );
        }
        for &(i, q) in &step.eliminated {
            assert_ne!(
                w[i.0] as usize, q.0,
                "eliminated cell does not follow from the cited clues: {step:?}"
            );
        }
        for &(a, b) in &step.linked {
            assert_eq!(w[a.0], w[b.0], "link does not follow: {step:?}");
        }
        for &(a, b) in &step.unlinked {
            assert_ne!(w[a.0], w[b.0], "non-link does not follow: {step:?}");
        }
        let _ = n;
    }
}

/// Replays the explanation of `p`, checking each step against every assignment that agrees
/// with the grid before it.
fn check_explanation(p: &Puzzle) -> Vec<Step> {
    let a = analyse(p);
    let sol = a.solutions[0].clone();
    let steps = explain(p);
    let perms = permutations(p.n());
    let mut worlds: Vec<Vec<u8>> = vec![vec![]];
    for _ in 0..p.m() {
        worlds = worlds
            .iter()
            .flat_map(|w| {
                perms
                    .iter()
                    .map(move |q| w.iter().chain(q).copied().collect::<Vec<u8>>())
            })
            .collect();
    }
    let mut st = open_grid(p);
    for s in &steps {
        worlds.retain(|w| agrees(p, &st, w));
        check_step(p, &worlds, s, true);
        check_chain(p, &worlds, &st, s);
        apply(p, &mut st, s);
    }
    for (i, &q) in sol.iter().enumerate() {
        assert_eq!(st.dom[i], 1 << q, "replay does not reach the solution");
    }
    steps
}

/// A hypothesis step's chain, replayed on the grid `st` with the assumption made: every step
/// follows from that grid and the clues it cites, no world survives the end's clues on the
/// final grid, the chain length counts the steps (and the end, unless the last step
/// emptied a cell), and the hypothesis cites exactly the clues its chain uses.
fn check_chain(p: &Puzzle, worlds: &[Vec<u8>], st: &Grid, step: &Step) {
    let Deduction::Hypothesis {
        item,
        position,
        clues,
        chain,
        steps,
        end,
    } = &step.deduction
    else {
        return;
    };
    let mut grid = st.clone();
    grid.dom[item.0] = position.bit();
    let mut worlds: Vec<Vec<u8>> = worlds.to_vec();
    let mut used: Vec<usize> = end.clues().to_vec();
    for t in steps {
        worlds.retain(|w| agrees(p, &grid, w));
        check_step(p, &worlds, t, false);
        assert!(
            !matches!(
                t.deduction,
                Deduction::Hypothesis { .. } | Deduction::Search { .. }
            ),
            "a chain uses simple steps only"
        );
        used.extend(t.deduction.clues());
        apply(p, &mut grid, t);
    }
    worlds.retain(|w| agrees(p, &grid, w));
    assert!(
        models(p, &worlds, end.clues()).is_empty(),
        "the end of the chain is no contradiction: {end:?}"
    );
    let emptied = grid.dom.contains(&0) || grid.link.contains(&0);
    assert_eq!(*chain, steps.len() + usize::from(!emptied), "{step:?}");
    used.sort_unstable();
    used.dedup();
    assert_eq!(&used, clues, "the hypothesis cites what its chain uses");
}

#[test]
fn generated_puzzles_are_explained_soundly_and_completely() {
    let mut kinds = std::collections::BTreeSet::new();
    for seed in 0..40u64 {
        let mut rng = Rng::new(seed);
        let (n, m) = [(3, 3), (4, 3), (3, 4), (4, 4)][seed as usize % 4];
        let p = generate(n, m, &mut rng).unwrap();
        let p = Puzzle::parse(&p.to_text()).unwrap();
        let steps = check_explanation(&p);
        for s in &steps {
            kinds.insert(s.deduction.kind());
            // The generator promises no hypotheses.
            assert!(!matches!(
                s.deduction,
                Deduction::Hypothesis { .. } | Deduction::Search { .. }
            ));
        }
    }
    assert!(kinds.contains("clue") && kinds.len() >= 3, "{kinds:?}");
}

#[test]
fn hard_puzzles_use_hypotheses_that_are_still_sound() {
    // Random clue sets (not generator-made) that happen to be unique; some need hypotheses.
    let mut rng = Rng::new(99);
    let mut hypotheses = 0;
    let mut tried = 0;
    while tried < 60 {
        let p = puzzlebox::zebra::generate_with(4, 4, &mut rng, false).unwrap();
        let p = Puzzle::parse(&p.to_text()).unwrap();
        tried += 1;
        let steps = check_explanation(&p);
        hypotheses += steps
            .iter()
            .filter(|s| matches!(s.deduction, Deduction::Hypothesis { .. }))
            .count();
    }
    eprintln!("hypothesis steps over {tried} puzzles: {hypotheses}");
    // Without any, the chains (checked in check_explanation) would go untested.
    assert!(hypotheses > 0);
}

#[test]
fn generated_puzzles_are_minimal() {
    for seed in 0..12u64 {
        let p = generate(3 + seed as usize % 3, 3, &mut Rng::new(seed)).unwrap();
        assert_eq!(analyse(&p).count, 1);
        for drop in 0..p.clues.len() {
            let mut q = p.clone();
            q.clues.remove(drop);
            let simple = puzzlebox::zebra::explain_simply(&q).is_some();
            assert!(
                analyse(&q).count > 1 || !simple,
                "clue {drop} of seed {seed} is not needed"
            );
        }
    }
}

/// The generator asks `explains_simply`, which takes the simple steps without writing them
/// out; it must answer as the written explanation does. Generated puzzles with a clue
/// dropped (some still simple, some needing hypotheses, some not unique) and stored hard
/// puzzles (which need hypotheses) give both answers.
#[test]
fn the_generators_check_agrees_with_the_written_explanation() {
    let mut answers = [0usize; 2];
    let mut check = |q: &Puzzle| {
        if analyse(q).count != 1 {
            return;
        }
        let written = puzzlebox::zebra::explain_simply(q).is_some();
        assert_eq!(
            puzzlebox::zebra::explains_simply(q),
            written,
            "{}",
            q.to_text()
        );
        answers[usize::from(written)] += 1;
    };
    for seed in 0..6u64 {
        let n = 4 + seed as usize % 3;
        let p = generate(n, n, &mut Rng::new(seed)).unwrap();
        check(&p);
        for drop in 0..p.clues.len() {
            let mut q = p.clone();
            q.clues.remove(drop);
            check(&q);
        }
    }
    for text in [
        include_str!("../benches/data/zebra-6x6-3.txt"),
        include_str!("../benches/data/zebra-8x8-2.txt"),
        include_str!("../benches/data/zebra-gen-8x8-0.txt"),
    ] {
        check(&Puzzle::parse(text).unwrap());
    }
    assert!(answers[0] > 0 && answers[1] > 0, "{answers:?}");
}

/// Progress comes in batches the page can show at once: each ends in a slow step (a
/// hypothesis or a search-backed placement) and its bookkeeping, or, where none comes,
/// after [`BATCH_STEPS`] steps or so, so a generated grid (no hypothesis) is not handed over
/// only with the whole. Every batch ends on a settled grid: the chapters of the steps
/// handed over so far, but the last (still open), begin the chapters of the whole.
#[test]
fn progress_batches_are_the_first_steps_each_ending_in_a_slow_step_or_a_full_batch() {
    let slow = |s: &Step| {
        matches!(
            s.deduction,
            Deduction::Hypothesis { .. } | Deduction::Search { .. }
        )
    };
    // 6x6 #3 needs hypotheses; 8x8 #1 also placements backed by search, where even
    // hypotheses find nothing; the generated 8x8 needs neither.
    for text in [
        include_str!("../benches/data/zebra-6x6-3.txt"),
        include_str!("../benches/data/zebra-8x8-1.txt"),
        include_str!("../benches/data/zebra-gen-8x8-0.txt"),
    ] {
        let p = Puzzle::parse(text).expect("parses");
        let mut batches: Vec<Vec<Step>> = vec![];
        let steps = explain_reporting(&p, &mut |b| batches.push(b.to_vec()));
        assert_eq!(steps, explain(&p), "reporting changes nothing");
        assert!(batches.len() > 1, "{} batches", batches.len());
        let slow_batches = batches.iter().filter(|b| b.iter().any(slow)).count();
        assert_eq!(
            slow_batches,
            steps.iter().filter(|s| slow(s)).count(),
            "every slow step ends a batch"
        );
        // A slow step's conclusion is followed by what follows from it by elimination
        // (positions taken, values left with one position), in the same batch.
        let bookkeeping = |s: &Step| matches!(s.deduction.kind(), "taken" | "only_place");
        for b in &batches {
            match b.iter().rposition(slow) {
                Some(last) => assert!(
                    b[last + 1..].iter().all(bookkeeping),
                    "{:?}",
                    &b[last + 1..]
                ),
                None => assert!(b.len() >= BATCH_STEPS, "a batch of {} steps", b.len()),
            }
        }
        let sent: Vec<Step> = batches.concat();
        assert_eq!(sent[..], steps[..sent.len()], "the batches are a prefix");
        assert!(
            steps.len() - sent.len() < 2 * BATCH_STEPS,
            "{} steps after the last batch",
            steps.len() - sent.len()
        );
        let sol = solution(&p).1.expect("a unique solution");
        let whole = chapters(p.n(), &steps, &sol);
        let mut so_far = 0;
        for b in &batches {
            so_far += b.len();
            let part = chapters(p.n(), &steps[..so_far], &sol);
            let closed = part.len().saturating_sub(1);
            assert_eq!(part[..closed], whole[..closed], "after {so_far} steps");
        }
    }
    // Einstein is short and needs no hypothesis: nothing to report before the answer.
    let mut calls = 0;
    let e = Puzzle::parse(EINSTEIN).expect("parses");
    assert!(!explain_reporting(&e, &mut |_| calls += 1).is_empty());
    assert_eq!(calls, 0);
}

/// The grid `st` of puzzle `p` written in the clue language: the header, then a clue line
/// for every position ruled out and every pair of values known apart or together.
fn grid_as_text(p: &Puzzle, st: &Grid) -> String {
    let (n, m) = (p.n(), p.m());
    let mut text = format!("positions: {n}\n");
    for a in &p.attributes {
        text += &format!("{}: {}\n", a.name, a.values.join(", "));
    }
    for i in 0..n * m {
        for q in (0..n).filter(|q| st.dom[i] & (1 << q) == 0) {
            text += &format!("{} is not in {}\n", p.reference(i), p.label(q));
        }
        for j in (i / n + 1) * n..n * m {
            let row = st.link[i * m + j / n];
            if row & (1 << (j % n)) == 0 {
                text += &format!("{} is not {}\n", p.reference(i), p.reference(j));
            } else if row == 1 << (j % n) {
                text += &format!("{} is {}\n", p.reference(i), p.reference(j));
            }
        }
    }
    text
}

/// Search steps, on grids too big for the worlds above (8x8), checked through the clue
/// language and the ordinary solver instead: the clues a step quotes, with the grid before
/// it written out as clue lines and "X is not in P" added, have no solution, and without
/// any one of those clues they have one (so the step quotes every clue it needs, and no
/// more).
#[test]
fn search_steps_quote_a_smallest_set_of_clues_that_forces_them() {
    let mut searches = 0;
    for text in [
        include_str!("../benches/data/zebra-8x8-8.txt"),
        include_str!("../benches/data/zebra-8x8-9.txt"),
    ] {
        let p = Puzzle::parse(text).expect("parses");
        let mut st = open_grid(&p);
        let steps = explain(&p);
        for (k, step) in steps.iter().enumerate() {
            // The explanation quotes the clues one refutation used until the step is opened.
            let opened = fewest_facts(&p, &steps, k);
            if let Some(Deduction::Search {
                item,
                position,
                clues,
                ..
            }) = opened.as_ref().map(|s| &s.deduction)
            {
                searches += 1;
                let grid = grid_as_text(&p, &st);
                let solvable = |cited: &[usize]| {
                    let mut t = grid.clone();
                    for &c in cited {
                        t += &format!("{}\n", p.clues[c].text);
                    }
                    t += &format!(
                        "{} is not in {}\n",
                        p.reference(item.0),
                        p.label(position.0)
                    );
                    let q = Puzzle::parse(&t).expect("the grid as text parses");
                    Propagator::new(&q, 0..q.clues.len()).satisfiable()
                };
                assert!(!solvable(clues), "{}", step_text(&p, step));
                assert!(
                    !solvable(&step.deduction.clues()),
                    "the clues quoted before it is opened force it too"
                );
                for k in 0..clues.len() {
                    let fewer: Vec<usize> = [&clues[..k], &clues[k + 1..]].concat();
                    assert!(
                        solvable(&fewer),
                        "line {} is not needed",
                        p.clues[clues[k]].line
                    );
                }
            }
            apply(&p, &mut st, step);
        }
    }
    assert!(searches > 0, "these puzzles need search steps");
}

fn step_text(p: &Puzzle, step: &Step) -> String {
    puzzlebox::zebra::render(p, step)
}

/// Generated puzzles with one clue folded into a counting clue ("exactly 1 of: that clue;
/// a statement the solution breaks", or "at least 1 of: …" with one it keeps or breaks):
/// when still unique, every step follows from what it cites and the replay reaches the
/// solution.
#[test]
fn counting_clues_are_explained_soundly_and_completely() {
    let mut checked = 0;
    for seed in 0..40u64 {
        let mut rng = Rng::new(1000 + seed);
        let (n, m) = [(3, 3), (4, 3), (3, 4)][seed as usize % 3];
        let p = generate(n, m, &mut rng).unwrap();
        let sol: Vec<u8> = analyse(&p).solutions[0].iter().map(|&q| q as u8).collect();
        let Some(k) = p
            .clues
            .iter()
            .position(|c| matches!(c.constraint, Constraint::Rel { .. }))
        else {
            continue;
        };
        let folded = p.clue_text(&p.clues[k].constraint);
        // A statement between two values of different attributes, true or false as asked.
        let statement = |rng: &mut Rng, want: bool| loop {
            let (a, b) = (rng.below((n * m) as u64), rng.below((n * m) as u64));
            let (a, b) = (a as usize, b as usize);
            if a / n == b / n {
                continue;
            }
            let c = Constraint::Rel {
                x: Term::Item(a),
                rel: [Relation::Same, Relation::NotSame][rng.below(2) as usize],
                y: Term::Item(b),
            };
            if holds(&p, &c, &sol) == want {
                return p.clue_text(&c);
            }
        };
        let line = match seed % 3 {
            0 => format!("exactly 1 of: {folded}; {}", statement(&mut rng, false)),
            1 => format!("at least 1 of: {}; {folded}", statement(&mut rng, false)),
            _ => format!("at least 1 of: {folded}; {}", statement(&mut rng, true)),
        };
        let mut text = p.to_text();
        let old = format!("{folded}\n");
        text = text.replacen(&old, &format!("{line}\n"), 1);
        let q = Puzzle::parse(&text).unwrap_or_else(|e| panic!("{e}\n{text}"));
        assert!(q
            .clues
            .iter()
            .any(|c| matches!(c.constraint, Constraint::Count { .. })));
        if analyse(&q).count != 1 {
            continue;
        }
        check_explanation(&q);
        checked += 1;
    }
    assert!(checked >= 10, "only {checked} puzzles stayed unique");
}
