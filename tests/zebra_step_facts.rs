//! Every explanation step says what it rests on, and concludes one thing.
//!
//! *Follows from what it quotes*: the puzzle cut down to the clue lines the step quotes, with
//! the facts it names written as clue lines ("X is not in N", "X is Y"…) and the negation of
//! one of its conclusions added, has no solution — for every conclusion of every step (the
//! steps of hypotheses' chains too), decided by the ordinary solver, which knows nothing of
//! the explainer. Without the named facts most of these would have solutions: the check on
//! Einstein's "green is not in 3" shows it.
//!
//! *Names real facts*: each fact a step names is shown by the grid before it, and the step it
//! cites found it.
//!
//! *Concludes one thing*: a step places one value; or links one pair (with the pairs that
//! rules out); or rules out positions of one value; or rules out one position for values of
//! one attribute (what a placed value takes from the rest of its attribute); or finds one
//! value not the same as some others. What follows by elimination — a value left with one
//! position, the position it takes from the others — is a step of its own.

use puzzlebox::rng::Rng;
use puzzlebox::zebra::{
    answer, apply, explain, fewest_facts, generate, open_grid, search_step, Deduction, Fact,
    Origin, Propagator, Puzzle, Step, EINSTEIN,
};

#[path = "support/zebra_steps.rs"]
mod steps;
use steps::{line, solvable};

/// Checks that each conclusion of `step` follows from its clues and named facts alone.
fn follows(p: &Puzzle, step: &Step) {
    let facts: Vec<Fact> = step.uses.iter().map(|u| u.fact).collect();
    let clues = step.deduction.clues();
    let concluded = step.concludes();
    assert!(
        !concluded.is_empty(),
        "a step concludes something: {step:?}"
    );
    for c in concluded {
        assert!(
            !solvable(p, &clues, &facts, c.negation()),
            "does not follow from what it quotes ({}): {}",
            line(p, c),
            puzzlebox::zebra::render(p, step)
        );
    }
}

/// Whether a step concludes one thing (the module's definition).
fn one_thing(p: &Puzzle, s: &Step) -> bool {
    let n = p.n();
    let kinds = [
        !s.fixed.is_empty(),
        !s.eliminated.is_empty(),
        !s.linked.is_empty(),
        !s.unlinked.is_empty() && s.linked.is_empty(),
    ];
    if kinds.iter().filter(|&&k| k).count() != 1 {
        return false;
    }
    if let [(a, b)] = s.linked[..] {
        // The pairs a link rules out: a with the rest of b's attribute, b with a's.
        return s.unlinked.iter().all(|&(x, y)| {
            (x == a && y.attr(n) == b.attr(n)) || (y == b && x.attr(n) == a.attr(n))
        });
    }
    if !s.linked.is_empty() {
        return false;
    }
    if !s.fixed.is_empty() {
        return s.fixed.len() == 1;
    }
    if let Some(&(i, q)) = s.eliminated.first() {
        let row = s.eliminated.iter().all(|&(j, _)| j == i);
        let column = s
            .eliminated
            .iter()
            .all(|&(j, r)| r == q && j.attr(n) == i.attr(n));
        return row || column;
    }
    let (a, b) = s.unlinked[0];
    [a, b]
        .iter()
        .any(|&v| s.unlinked.iter().all(|&(x, y)| x == v || y == v))
}

/// Runs every check on one list of steps replayed from `start` (the explanation from the
/// open grid, or a chain from the grid with its assumption); recurses into chains.
fn check_steps(p: &Puzzle, start: &puzzlebox::zebra::Grid, steps: &[Step], assumed: Option<Fact>) {
    let n = p.n();
    let mut st = start.clone();
    for (k, s) in steps.iter().enumerate() {
        follows(p, s);
        assert!(
            one_thing(p, s),
            "step {} concludes more than one thing: {s:?}",
            k + 1
        );
        for u in &s.uses {
            assert!(
                u.fact.shown(&st, n),
                "step {} names a fact the grid does not show: {u:?}",
                k + 1
            );
            match u.origin {
                Origin::Step(j) => {
                    assert!(j < k, "a fact from a later step");
                    assert!(
                        steps[j].concludes().contains(&u.fact) || implied(&steps[j], u.fact),
                        "step {} cites step {} for {u:?}, which did not find it",
                        k + 1,
                        j + 1
                    );
                }
                Origin::Assumed => assert_eq!(Some(u.fact), assumed, "only the assumption"),
                Origin::Earlier => assert!(
                    assumed.is_some() || u.fact.shown(start, n),
                    "a fact nobody found: {u:?}"
                ),
            }
        }
        if let Deduction::Hypothesis {
            item,
            position,
            steps: chain,
            ..
        } = &s.deduction
        {
            let mut trial = st.clone();
            trial.dom[item.0] = position.bit();
            check_steps(p, &trial, chain, Some(Fact::In(*item, *position)));
        }
        apply(p, &mut st, s);
    }
}

/// Whether `f` is a non-link that a link of `s` implies.
fn implied(s: &Step, f: Fact) -> bool {
    s.unlinked.iter().any(|&(a, b)| Fact::not_same(a, b) == f)
}

fn check(p: &Puzzle) -> Vec<Step> {
    let steps = explain(p);
    assert!(!steps.is_empty(), "a unique puzzle is explained");
    check_steps(p, &open_grid(p), &steps, None);
    steps
}

#[test]
fn einstein_steps_follow_from_what_they_quote() {
    let p = Puzzle::parse(EINSTEIN).expect("parses");
    let steps = check(&p);
    // "green is coffee" rules green out of 3 only because coffee is not there: the step says
    // so, and without that fact it would not follow.
    let green_not_in_3 = steps
        .iter()
        .find(|s| {
            puzzlebox::zebra::render(&p, s).starts_with("By line 14")
                && s.eliminated
                    .iter()
                    .any(|&(i, q)| p.reference(i.0) == "green" && q.0 == 2)
        })
        .expect("a step rules green out of 3 by line 14");
    let text = puzzlebox::zebra::render(&p, green_not_in_3);
    assert!(text.contains("since coffee is not in 3 (step"), "{text}");
    let clues = green_not_in_3.deduction.clues();
    let c = green_not_in_3.concludes()[0];
    assert!(
        solvable(&p, &clues, &[], c.negation()),
        "the clue alone does not rule green out of 3"
    );
}

#[test]
fn generated_puzzles_steps_follow_from_what_they_quote() {
    for (seed, (n, m)) in [(3, 3), (4, 4), (5, 5), (6, 6), (5, 4), (7, 5)]
        .into_iter()
        .enumerate()
    {
        let p = generate(n, m, &mut Rng::new(seed as u64 + 7)).expect("generates");
        let p = Puzzle::parse(&p.to_text()).expect("parses");
        check(&p);
    }
}

#[test]
fn hypotheses_and_searches_name_what_they_rest_on() {
    let mut kinds = std::collections::BTreeSet::new();
    for text in [
        include_str!("../benches/data/zebra-6x6-3.txt"),
        include_str!("../benches/data/zebra-8x8-8.txt"),
    ] {
        let p = Puzzle::parse(text).expect("parses");
        kinds.extend(check(&p).iter().map(|s| s.deduction.kind()));
    }
    assert!(
        kinds.contains("hypothesis") && kinds.contains("search"),
        "{kinds:?}"
    );
}

/// A hint's search step cites the facts one refutation used (found quickly) rather than the
/// explanation's smallest set: they must still force the placement with the clues it quotes,
/// and be facts the grid shows.
#[test]
fn a_hints_search_step_follows_from_the_facts_it_cites() {
    let mut searches = 0;
    for text in [
        include_str!("../benches/data/zebra-8x8-8.txt"),
        include_str!("../benches/data/zebra-8x8-9.txt"),
    ] {
        let p = Puzzle::parse(text).expect("parses");
        let sol = Propagator::new(&p, 0..p.clues.len())
            .search(1)
            .solutions
            .remove(0);
        let mut st = open_grid(&p);
        let steps = explain(&p);
        for (k, step) in steps.iter().enumerate() {
            if let Some(opened) = fewest_facts(&p, &steps, k) {
                searches += 1;
                let hint = search_step(&p, &st, &sol).expect("a search step from here");
                assert_eq!(hint.deduction.kind(), "search");
                assert_eq!(hint.deduction.clues(), opened.deduction.clues());
                for u in &hint.uses {
                    assert!(
                        u.fact.true_in(&sol),
                        "cites a false fact {}",
                        line(&p, u.fact)
                    );
                    assert!(
                        u.fact.shown(&st, p.n()),
                        "cites {}, which the grid does not show",
                        line(&p, u.fact)
                    );
                }
                follows(&p, &hint);
            }
            apply(&p, &mut st, step);
        }
    }
    assert!(searches > 0, "these puzzles need search steps");
}

/// An explanation leaves a search step's facts as the whole grid's (`fewest: false`: cutting
/// them down costs a search per fact tried) until the step is opened
/// ([`fewest_facts`]); opened, it cites a subset that still forces the placement, and
/// without any one of them the ordinary solver finds another position (no fact can go).
#[test]
fn an_opened_search_step_cites_the_fewest_facts() {
    let mut searches = 0;
    for text in [
        include_str!("../benches/data/zebra-8x8-8.txt"),
        include_str!("../benches/data/zebra-8x8-9.txt"),
    ] {
        let p = Puzzle::parse(text).expect("parses");
        let steps = explain(&p);
        for (k, step) in steps.iter().enumerate() {
            let Deduction::Search { fewest, .. } = step.deduction else {
                assert!(fewest_facts(&p, &steps, k).is_none(), "not a search step");
                continue;
            };
            searches += 1;
            assert!(
                !fewest,
                "the explanation leaves the facts to the step's opening"
            );
            let opened = fewest_facts(&p, &steps, k).expect("a search step opens");
            assert!(
                matches!(opened.deduction, Deduction::Search { fewest: true, .. }),
                "8x8 grids stay within the bound"
            );
            for c in opened.deduction.clues() {
                assert!(step.deduction.clues().contains(&c), "quotes line {c} anew");
            }
            assert_eq!(opened.concludes(), step.concludes());
            assert!(opened.uses.len() < step.uses.len(), "fewer facts");
            for u in &opened.uses {
                assert!(step.uses.contains(u), "cites {u:?}, which the step did not");
            }
            follows(&p, &opened);
            let facts: Vec<Fact> = opened.uses.iter().map(|u| u.fact).collect();
            let clues = opened.deduction.clues();
            let placed = opened.concludes()[0];
            for j in 0..facts.len() {
                let fewer: Vec<Fact> = [&facts[..j], &facts[j + 1..]].concat();
                assert!(
                    solvable(&p, &clues, &fewer, placed.negation()),
                    "{} is not needed",
                    line(&p, facts[j])
                );
            }
        }
    }
    assert!(searches > 0, "these puzzles need search steps");
}

/// The answer (what the command line prints and the page shows) leaves each search step as
/// one refutation gave it (`fewest: false`, said in its report), still following from the
/// facts it cites; opening it ([`puzzlebox::zebra::Answer::open_step`], what the page's
/// `zebra_step_facts` and `--explain --fewest` do) cuts it to a subset of those facts that
/// still forces the placement, from which no fact can go, and it stays cut.
#[test]
fn the_answer_cuts_a_search_steps_facts_only_when_it_is_opened() {
    let mut searches = 0;
    for text in [
        include_str!("../benches/data/zebra-8x8-8.txt"),
        include_str!("../benches/data/zebra-8x8-9.txt"),
    ] {
        let p = Puzzle::parse(text).expect("parses");
        let mut answer = answer(&p, true, &mut |_| {});
        assert!(!answer.smallest, "search steps not opened yet");
        for k in 0..answer.steps.len() {
            let step = answer.steps[k].clone();
            let Deduction::Search { fewest, .. } = step.deduction else {
                assert_eq!(
                    answer.open_step(&p, k),
                    Some(&step),
                    "only search steps change"
                );
                continue;
            };
            searches += 1;
            assert!(!fewest, "left until the step is opened");
            assert!(
                !puzzlebox::zebra::step_report(&p, &step).fewest,
                "the report says so"
            );
            follows(&p, &step);
            let opened = answer.open_step(&p, k).expect("a step").clone();
            assert!(matches!(
                opened.deduction,
                Deduction::Search { fewest: true, .. }
            ));
            assert!(puzzlebox::zebra::step_report(&p, &opened).fewest);
            assert_eq!(opened.concludes(), step.concludes());
            for u in &opened.uses {
                assert!(step.uses.contains(u), "cites {u:?}, which the step did not");
            }
            follows(&p, &opened);
            let facts: Vec<Fact> = opened.uses.iter().map(|u| u.fact).collect();
            let clues = opened.deduction.clues();
            for j in 0..facts.len() {
                let fewer: Vec<Fact> = [&facts[..j], &facts[j + 1..]].concat();
                assert!(
                    solvable(&p, &clues, &fewer, opened.concludes()[0].negation()),
                    "{} is not needed",
                    line(&p, facts[j])
                );
            }
            assert_eq!(answer.steps[k], opened, "it stays cut");
        }
        assert!(answer.smallest, "every search step opened");
        assert_eq!(answer.open_step(&p, answer.steps.len()), None);
    }
    assert!(searches > 0, "these puzzles need search steps");
}
