//! Property tests for the zebra reader and for the library calls behind the page's wasm edge
//! (`zebra_check` / `zebra_solve`: parse, analyse, explain, the report; `zebra_generate`):
//! random and mutated puzzles never panic and fail with a sentence naming a real line, and a
//! puzzle's answer does not depend on what its values and attributes are called (times such
//! as `9:05`, names such as `#12`, any case) or on the order of its clue lines.
//!
//! Cases per property: `PROPTEST_CASES` (64 when unset, so a test run stays quick; a long
//! campaign sets it to millions).

use proptest::prelude::*;
use proptest::test_runner::TestCaseError;
use puzzlebox::rng::Rng;
use puzzlebox::zebra::{
    analyse, apply, explain, generate, open_grid, step_report, Analysis, Propagator, Puzzle,
    Report, Status,
};

fn config() -> ProptestConfig {
    let cases = std::env::var("PROPTEST_CASES")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(64);
    ProptestConfig::with_cases(cases)
}

/// One clue of this test's own, over items `a * n + v` and 0-based positions.
#[derive(Clone, Debug)]
enum Spec {
    Is(usize, usize),
    IsNot(usize, usize),
    In(usize, usize),
    NotIn(usize, usize),
    Left(usize, usize),
    ImmRight(usize, usize),
    Next(usize, usize),
    NotNext(usize, usize),
    Away(usize, usize, usize),
    Either(usize, usize, usize),
    OneEach(usize, usize, usize, usize),
    /// "x is either a or b or c …": x and values of one attribute (given as value
    /// numbers, repeats allowed).
    OneOf(usize, usize, Vec<usize>),
}

/// How the puzzle's names are written.
#[derive(Clone, Copy, Debug)]
enum Naming {
    Plain,
    /// Values are times `H:MM`, attributes "slot N".
    Times,
    /// Values `#N`, attributes with a blank and upper case.
    Numbered,
    /// Plain names written in upper case in the clues.
    Shouted,
}

struct Shape {
    n: usize,
    m: usize,
    naming: Naming,
}

impl Shape {
    fn attribute(&self, a: usize) -> String {
        match self.naming {
            Naming::Plain | Naming::Shouted => format!("attr{a}"),
            Naming::Times => format!("slot {a}"),
            Naming::Numbered => format!("Kind Of {a}"),
        }
    }

    fn value(&self, i: usize) -> String {
        let (a, v) = (i / self.n, i % self.n);
        match self.naming {
            Naming::Plain => format!("v{a}x{v}"),
            Naming::Times => format!("{}:{:02}", a + 1, v * 5),
            Naming::Numbered => format!("#{}", a * 10 + v),
            Naming::Shouted => format!("V{a}X{v}"),
        }
    }

    fn header(&self) -> String {
        let mut s = format!("positions: {}\n", self.n);
        for a in 0..self.m {
            let values: Vec<String> = (0..self.n)
                .map(|v| match self.naming {
                    Naming::Shouted => format!("v{a}x{v}"),
                    _ => self.value(a * self.n + v),
                })
                .collect();
            s += &format!("{}: {}\n", self.attribute(a), values.join(", "));
        }
        s
    }

    fn clue(&self, c: &Spec) -> String {
        let v = |i: &usize| self.value(*i);
        match c {
            Spec::Is(x, y) => format!("{} is {}", v(x), v(y)),
            Spec::IsNot(x, y) => format!("{} is not {}", v(x), v(y)),
            Spec::In(x, p) => format!("{} is in {}", v(x), p + 1),
            Spec::NotIn(x, p) => format!("{} is not in {}", v(x), p + 1),
            Spec::Left(x, y) => format!("{} is left of {}", v(x), v(y)),
            Spec::ImmRight(x, y) => format!("{} is immediately right of {}", v(x), v(y)),
            Spec::Next(x, y) => format!("{} is next to {}", v(x), v(y)),
            Spec::NotNext(x, y) => format!("{} is not next to {}", v(x), v(y)),
            Spec::Away(x, d, y) => format!("{} is {d} away from {}", v(x), v(y)),
            Spec::Either(x, y, z) => format!("{} is either {} or {}", v(x), v(y), v(z)),
            Spec::OneEach(x, y, z, w) => format!(
                "of {} and {}, one is {} and the other is {}",
                v(x),
                v(y),
                v(z),
                v(w)
            ),
            Spec::OneOf(x, a, ys) => {
                let ys: Vec<String> = ys.iter().map(|y| v(&(a * self.n + y))).collect();
                format!("{} is either {}", v(x), ys.join(" or "))
            }
        }
    }

    fn text(&self, clues: &[Spec]) -> String {
        let mut s = self.header();
        for c in clues {
            s += &self.clue(c);
            s.push('\n');
        }
        s
    }
}

fn spec(items: usize, n: usize) -> impl Strategy<Value = Spec> {
    let i = 0..items;
    let p = 0..n;
    prop_oneof![
        (i.clone(), i.clone()).prop_map(|(x, y)| Spec::Is(x, y)),
        (i.clone(), i.clone()).prop_map(|(x, y)| Spec::IsNot(x, y)),
        (i.clone(), p.clone()).prop_map(|(x, q)| Spec::In(x, q)),
        (i.clone(), p.clone()).prop_map(|(x, q)| Spec::NotIn(x, q)),
        (i.clone(), i.clone()).prop_map(|(x, y)| Spec::Left(x, y)),
        (i.clone(), i.clone()).prop_map(|(x, y)| Spec::ImmRight(x, y)),
        (i.clone(), i.clone()).prop_map(|(x, y)| Spec::Next(x, y)),
        (i.clone(), i.clone()).prop_map(|(x, y)| Spec::NotNext(x, y)),
        (i.clone(), p, i.clone()).prop_map(|(x, d, y)| Spec::Away(x, d, y)),
        (i.clone(), i.clone(), i.clone()).prop_map(|(x, y, z)| Spec::Either(x, y, z)),
        (i.clone(), i.clone(), i.clone(), i.clone())
            .prop_map(|(x, y, z, w)| Spec::OneEach(x, y, z, w)),
        (i, 0..items / n, prop::collection::vec(0..n, 3..=4))
            .prop_map(|(x, a, ys)| Spec::OneOf(x, a, ys)),
    ]
}

/// A small puzzle: 2-4 positions, 1-3 attributes, up to 12 clues.
fn puzzle() -> impl Strategy<Value = (usize, usize, Vec<Spec>)> {
    (2usize..=4, 1usize..=3).prop_flat_map(|(n, m)| {
        (
            Just(n),
            Just(m),
            prop::collection::vec(spec(n * m, n), 0..12),
        )
    })
}

fn naming() -> impl Strategy<Value = Naming> {
    prop_oneof![
        Just(Naming::Times),
        Just(Naming::Numbered),
        Just(Naming::Shouted)
    ]
}

/// Everything the page's `zebra_solve` works out, without the wasm types.
fn solve_like_the_page(p: &Puzzle) -> Result<(Analysis, usize), TestCaseError> {
    let analysis = analyse(p);
    let steps = if analysis.status == Status::Unique {
        explain(p)
    } else {
        vec![]
    };
    if analysis.status == Status::Unique {
        // The steps lead from the open grid to the solution.
        let mut st = open_grid(p);
        for s in &steps {
            apply(p, &mut st, s);
        }
        let fixed: Vec<usize> = st.dom.iter().map(|d| d.trailing_zeros() as usize).collect();
        prop_assert_eq!(&fixed, &analysis.solutions[0]);
    }
    for s in &steps {
        serde_json::to_string(&step_report(p, s)).expect("a step serialises");
    }
    let report = Report::new(p, &analysis, &steps);
    serde_json::to_string(&report).expect("the report serialises");
    Ok((analysis, steps.len()))
}

fn is_minimal_conflict(p: &Puzzle, conflict: &[usize]) -> bool {
    !Propagator::new(p, conflict.iter().copied()).satisfiable()
        && (0..conflict.len()).all(|drop| {
            let fewer = conflict
                .iter()
                .enumerate()
                .filter(|&(k, _)| k != drop)
                .map(|(_, &c)| c);
            Propagator::new(p, fewer).satisfiable()
        })
}

/// Applies one edit to `text`: cut a stretch, insert a string, or repeat a line.
fn mutate(text: &str, at: usize, len: usize, insert: &str, kind: u8) -> String {
    let mut cut = at.min(text.len());
    while !text.is_char_boundary(cut) {
        cut -= 1;
    }
    let mut end = (cut + len).min(text.len());
    while !text.is_char_boundary(end) {
        end -= 1;
    }
    match kind % 3 {
        0 => format!("{}{}", &text[..cut], &text[end..]),
        1 => format!("{}{}{}", &text[..cut], insert, &text[cut..]),
        _ => {
            let lines: Vec<&str> = text.lines().collect();
            let k = at % lines.len().max(1);
            let mut out: Vec<&str> = lines.clone();
            if let Some(l) = lines.get(k) {
                out.insert(k, l);
            }
            out.join("\n")
        }
    }
}

proptest! {
    #![proptest_config(config())]

    #[test]
    fn any_text_fails_cleanly_or_parses(text in "\\PC{0,400}") {
        if let Err(e) = Puzzle::parse(&text) {
            prop_assert!(!e.to_string().is_empty());
            if let Some(line) = e.line() {
                prop_assert!(line >= 1 && line <= text.lines().count().max(1));
            }
        }
    }

    #[test]
    fn mutated_puzzles_fail_cleanly_or_solve(
        (n, m, clues) in puzzle(),
        naming in naming(),
        at in 0usize..600,
        len in 0usize..40,
        insert in "[a-z0-9 #:,.\\-é\u{feff}]{0,16}|is|is not|either|or|of|one is|and the other is|if|then|and| or the ",
        kind in 0u8..3,
    ) {
        let text = Shape { n, m, naming }.text(&clues);
        let text = mutate(&text, at, len, &insert, kind);
        match Puzzle::parse(&text) {
            Ok(p) => {
                solve_like_the_page(&p)?;
            }
            Err(e) => {
                prop_assert!(!e.to_string().is_empty());
                if let Some(line) = e.line() {
                    prop_assert!(line >= 1 && line <= text.lines().count().max(1), "{}", e);
                }
            }
        }
    }

    #[test]
    fn names_do_not_change_the_answer((n, m, clues) in puzzle(), naming in naming()) {
        let plain = Puzzle::parse(&Shape { n, m, naming: Naming::Plain }.text(&clues))
            .expect("the plain puzzle parses");
        let text = Shape { n, m, naming }.text(&clues);
        let renamed = Puzzle::parse(&text).map_err(|e| TestCaseError::fail(format!("{e}\n{text}")))?;
        let (a, steps_a) = solve_like_the_page(&plain)?;
        let (b, steps_b) = solve_like_the_page(&renamed)?;
        prop_assert_eq!(&a.status, &b.status);
        prop_assert_eq!(a.count, b.count);
        prop_assert_eq!(&a.solutions, &b.solutions);
        prop_assert_eq!(&a.conflict, &b.conflict);
        prop_assert_eq!(steps_a, steps_b);
    }

    #[test]
    fn clue_order_does_not_change_the_answer(
        (n, m, clues) in puzzle(),
        shuffle in any::<u64>(),
    ) {
        let shape = Shape { n, m, naming: Naming::Plain };
        let mut order: Vec<usize> = (0..clues.len()).collect();
        let mut rng = Rng::new(shuffle);
        for k in (1..order.len()).rev() {
            order.swap(k, rng.below(k as u64 + 1) as usize);
        }
        let shuffled: Vec<Spec> = order.iter().map(|&k| clues[k].clone()).collect();
        let p = Puzzle::parse(&shape.text(&clues)).expect("parses");
        let q = Puzzle::parse(&shape.text(&shuffled)).expect("parses");
        let (a, _) = solve_like_the_page(&p)?;
        let (b, _) = solve_like_the_page(&q)?;
        prop_assert_eq!(&a.status, &b.status);
        prop_assert_eq!(a.count, b.count);
        if a.status == Status::Unique {
            prop_assert_eq!(&a.solutions, &b.solutions);
        }
        if a.status == Status::None {
            // Another order may keep another conflict, but each is one.
            prop_assert!(is_minimal_conflict(&p, &a.conflict));
            prop_assert!(is_minimal_conflict(&q, &b.conflict));
        }
    }

    #[test]
    fn repeated_clues_keep_the_last_copy_in_the_conflict(
        (n, m, clues) in puzzle(),
        copies in 1usize..4,
    ) {
        let shape = Shape { n, m, naming: Naming::Plain };
        let p = Puzzle::parse(&shape.text(&clues)).expect("parses");
        let a = analyse(&p);
        let repeated: Vec<Spec> = clues
            .iter()
            .flat_map(|c| std::iter::repeat_n(c.clone(), copies))
            .collect();
        let q = Puzzle::parse(&shape.text(&repeated)).expect("parses");
        let b = analyse(&q);
        prop_assert_eq!(&a.status, &b.status);
        prop_assert_eq!(a.count, b.count);
        // Clue k became copies k*c .. k*c+c-1 with the same constraints; duplicates of a kept
        // clue may stand in for each other, so compare what the conflicts say.
        let said = |p: &Puzzle, c: &[usize]| {
            let mut s: Vec<String> = c.iter().map(|&k| p.clues[k].text.clone()).collect();
            s.sort();
            s
        };
        prop_assert_eq!(said(&p, &a.conflict), said(&q, &b.conflict));
        if b.status == Status::None {
            prop_assert!(is_minimal_conflict(&q, &b.conflict));
        }
    }

    #[test]
    fn the_conflict_is_the_plain_deletion_filters(
        (n, m, clues) in (3usize..=5, 2usize..=4).prop_flat_map(|(n, m)| {
            (Just(n), Just(m), prop::collection::vec(spec(n * m, n), 4..24))
        }),
    ) {
        let p = Puzzle::parse(&Shape { n, m, naming: Naming::Plain }.text(&clues)).expect("parses");
        let a = analyse(&p);
        prop_assume!(a.status == Status::None);
        // Each clue, first to last, dropped while the rest still have no solution, by the
        // ordinary solver.
        let mut keep: Vec<usize> = (0..p.clues.len()).collect();
        let mut k = 0;
        while k < keep.len() {
            let mut trial = keep.clone();
            trial.remove(k);
            if Propagator::new(&p, trial.iter().copied()).satisfiable() {
                k += 1;
            } else {
                keep = trial;
            }
        }
        prop_assert_eq!(&a.conflict, &keep);
    }

    #[test]
    fn generate_answers_or_refuses_any_size(n in 0usize..70, m in 0usize..70, seed in any::<u64>()) {
        // What `zebra_generate` passes on; sizes the generator takes are kept small here.
        prop_assume!(n <= 4 && m <= 3 || n > 16 || m > 16 || n < 2 || m < 1);
        match generate(n, m, &mut Rng::new(seed)) {
            Ok(p) => {
                let again = Puzzle::parse(&p.to_text()).expect("generated text parses");
                prop_assert_eq!(analyse(&again).status, Status::Unique);
            }
            Err(e) => prop_assert!(!e.to_string().is_empty()),
        }
    }
}

/// An English sentence and the clue-language lines it must mean, over the plain names of a
/// puzzle with `n` positions and at least two attributes: "or" lists, "and" between two
/// persons.
#[derive(Clone, Debug)]
enum Connective {
    /// "The X person is either the A, the B or the C." / "The X person keeps A or B or C."
    OrList {
        x: usize,
        ys: Vec<usize>,
        commas: bool,
    },
    /// "The X person lives next to the A person and the B person."
    NextToBoth { x: usize, a: usize, b: usize },
}

impl Connective {
    fn english(&self, shape: &Shape) -> String {
        let v = |i: usize| shape.value(i);
        match self {
            Connective::OrList {
                x,
                ys,
                commas: true,
            } => {
                let names: Vec<String> = ys.iter().map(|&y| format!("the {}", v(y))).collect();
                let (last, rest) = names.split_last().unwrap();
                format!(
                    "The {} person is either {} or {}.",
                    v(*x),
                    rest.join(", "),
                    last
                )
            }
            Connective::OrList {
                x,
                ys,
                commas: false,
            } => {
                let names: Vec<String> = ys.iter().map(|&y| v(y)).collect();
                format!("The {} person keeps {}.", v(*x), names.join(" or "))
            }
            Connective::NextToBoth { x, a, b } => format!(
                "The {} person lives next to the {} person and the {} person.",
                v(*x),
                v(*a),
                v(*b)
            ),
        }
    }

    fn clues(&self, shape: &Shape) -> String {
        let v = |i: usize| shape.value(i);
        match self {
            Connective::OrList { x, ys, .. } => {
                let names: Vec<String> = ys.iter().map(|&y| v(y)).collect();
                format!("{} is either {}\n", v(*x), names.join(" or "))
            }
            Connective::NextToBoth { x, a, b } => {
                format!(
                    "{} is next to {}\n{} is next to {}\n",
                    v(*x),
                    v(*a),
                    v(*x),
                    v(*b)
                )
            }
        }
    }
}

/// A connective sentence on `n` positions and `m` ≥ 2 attributes: its alternatives are
/// distinct values of attribute 1, its person a value of attribute 0.
fn connective(n: usize) -> impl Strategy<Value = Connective> {
    let ys = Just((0..n).collect::<Vec<usize>>())
        .prop_shuffle()
        .prop_flat_map(move |vs| (3..=n).prop_map(move |k| vs[..k].to_vec()));
    prop_oneof![
        (0..n, ys, any::<bool>()).prop_map(move |(x, ys, commas)| Connective::OrList {
            x,
            ys: ys.iter().map(|y| n + y).collect(),
            commas,
        }),
        (0..n, 0..n, 0..n)
            .prop_filter("two persons", |(_, a, b)| a != b)
            .prop_map(move |(x, a, b)| Connective::NextToBoth {
                x,
                a: n + a,
                b: n + b
            }),
    ]
}

proptest! {
    #![proptest_config(config())]

    /// An English "or" list or "and" between two persons means exactly the clue-language
    /// lines written for it (those are checked against brute force in zebra_brute.rs), with
    /// any other clues around it; a condition ("if … then …") is refused.
    #[test]
    fn english_connectives_mean_their_clues(
        (n, m, clues, sentence) in (3usize..=4, 2usize..=3).prop_flat_map(|(n, m)| {
            (Just(n), Just(m), prop::collection::vec(spec(n * m, n), 0..6), connective(n))
        }),
    ) {
        let shape = Shape { n, m, naming: Naming::Plain };
        let base = shape.text(&clues);
        let english = format!("{base}{}\n", sentence.english(&shape));
        let stated = format!("{base}{}", sentence.clues(&shape));
        let p = Puzzle::parse(&english).map_err(|e| TestCaseError::fail(format!("{e}\n{english}")))?;
        let q = Puzzle::parse(&stated).expect("the clue language parses");
        let (a, b) = (analyse(&p), analyse(&q));
        prop_assert_eq!(&a.status, &b.status, "{}", english);
        prop_assert_eq!(a.count, b.count, "{}", english);
        prop_assert_eq!(&a.solutions, &b.solutions);
        let condition = format!(
            "{base}If the {} person keeps {} then the {} person keeps {}.\n",
            shape.value(0),
            shape.value(n),
            shape.value(1),
            shape.value(n + 1)
        );
        prop_assert!(Puzzle::parse(&condition).is_err());
    }
}
