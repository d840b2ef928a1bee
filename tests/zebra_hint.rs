//! Marks, check and hint from a person's partial grid (docs/zebra.md, "Solving it yourself").
//!
//! The evidence is kept apart from the code under test: what a ✓ greys out is recomputed
//! here, wrong marks are made by flipping facts of the solution, and a hint's conclusions are
//! proved by the ordinary solver on a puzzle made only of the clues the hint quotes, the
//! marks, and the conclusion's negation (which must have no solution).

use puzzlebox::rng::Rng;
use puzzlebox::zebra::{
    check_marks, generate, hint_from, Fact, Hint, Item, Marks, Pos, Propagator, Puzzle, Status,
    Step, EINSTEIN,
};
use std::collections::HashSet;

fn solution(p: &Puzzle) -> Vec<usize> {
    let s = Propagator::new(p, 0..p.clues.len()).search(2);
    assert_eq!(s.count, 1, "the test puzzles have one solution");
    s.solutions[0].clone()
}

fn stored(name: &str) -> Puzzle {
    let path = format!("{}/benches/data/{name}.txt", env!("CARGO_MANIFEST_DIR"));
    Puzzle::parse(&std::fs::read_to_string(path).expect("stored puzzle")).expect("parses")
}

/// Einstein, a generated puzzle of every size from 4x4 to 8x8, and stored ones that need
/// hypotheses (generated puzzles never do).
fn puzzles() -> Vec<(String, Puzzle)> {
    let mut out = vec![("einstein".to_string(), Puzzle::parse(EINSTEIN).unwrap())];
    for n in 4..=8 {
        let p = generate(n, n, &mut Rng::new(70 + n as u64)).expect("size in range");
        out.push((format!("generated {n}x{n}"), p));
    }
    for name in ["zebra-6x6-3", "zebra-8x8-2"] {
        out.push((name.to_string(), stored(name)));
    }
    out
}

/// Every fact of the grid (each cell of the position block and of every pair block) as the
/// solution has it.
fn all_facts(p: &Puzzle, sol: &[usize]) -> Vec<Fact> {
    let (n, items) = (p.n(), p.items());
    let mut out = vec![];
    for i in 0..items {
        for q in 0..n {
            out.push(Fact::at(Item(i), Pos(q), sol[i] == q));
        }
        for j in i + 1..items {
            if i / n != j / n {
                out.push(Fact::pair(Item(i), Item(j), sol[i] == sol[j]));
            }
        }
    }
    out
}

/// What a person greys out by hand after the ✓ facts among `marks` (written out here, not
/// taken from the library): a placed value's other positions and its attribute's other
/// values there; a pair's rows and columns in its block.
fn greyed(p: &Puzzle, marks: &[Fact]) -> HashSet<Fact> {
    let n = p.n();
    let mates = |i: Item| {
        (i.0 / n * n..i.0 / n * n + n)
            .filter(move |&j| j != i.0)
            .map(Item)
    };
    let mut out = HashSet::new();
    for &f in marks {
        match f {
            Fact::In(item, pos) => {
                for q in (0..n).filter(|&q| q != pos.0) {
                    out.insert(Fact::at(item, Pos(q), false));
                }
                for j in mates(item) {
                    out.insert(Fact::at(j, pos, false));
                }
            }
            Fact::Same(a, b) => {
                for j in mates(b) {
                    out.insert(Fact::pair(a, j, false));
                }
                for j in mates(a) {
                    out.insert(Fact::pair(j, b, false));
                }
            }
            _ => {}
        }
    }
    out
}

/// A step's conclusions as facts.
fn conclusions(step: &Step) -> Vec<Fact> {
    let at = |&(item, pos): &(Item, Pos), holds| Fact::at(item, pos, holds);
    let mut out: Vec<Fact> = step.fixed.iter().map(|c| at(c, true)).collect();
    out.extend(step.eliminated.iter().map(|c| at(c, false)));
    out.extend(step.linked.iter().map(|&(a, b)| Fact::pair(a, b, true)));
    out.extend(step.unlinked.iter().map(|&(a, b)| Fact::pair(a, b, false)));
    out
}

fn marks_text(p: &Puzzle, facts: &[Fact]) -> String {
    facts.iter().map(|f| f.text(p) + "\n").collect()
}

/// Asserts that every conclusion of `step` is true, new (not marked, not greyed out by the
/// marks), and follows from the clues it quotes and the marks alone: those clues, the marks
/// and the conclusion's negation, as one puzzle, have no solution.
fn assert_faithful(p: &Puzzle, sol: &[usize], marks: &[Fact], step: &Step, what: &str) {
    let known: HashSet<Fact> = marks.iter().copied().chain(greyed(p, marks)).collect();
    let mut quoted = p.clone();
    let clues = step.deduction.clues();
    quoted.clues = clues.iter().map(|&c| p.clues[c].clone()).collect();
    quoted.english.clear();
    let base = quoted.to_text() + &marks_text(p, marks);
    let found = conclusions(step);
    assert!(!found.is_empty(), "{what}: a hint concludes something");
    for f in found {
        let said = f.text(p);
        assert!(f.true_in(sol), "{what}: {said} is false");
        assert!(
            !known.contains(&f),
            "{what}: {said} was known ({})",
            step.deduction.kind()
        );
        let negated = base.clone() + &f.negation().text(p) + "\n";
        let restricted = Puzzle::parse(&negated).expect("the restricted puzzle parses");
        let count = Propagator::new(&restricted, 0..restricted.clues.len())
            .search(1)
            .count;
        assert_eq!(
            count,
            0,
            "{what}: {said} does not follow from clues {:?} and the marks ({})",
            clues.iter().map(|&c| p.clues[c].line).collect::<Vec<_>>(),
            step.deduction.kind()
        );
    }
}

/// The hint for a list of facts, read back from their text as marks.
fn hint_for(p: &Puzzle, sol: &[usize], facts: &[Fact]) -> Hint {
    let marks = Marks::parse(p, &marks_text(p, facts)).expect("fact lines read as marks");
    assert_eq!(marks.marks.len(), facts.len());
    hint_from(p, &marks, sol)
}

#[test]
fn following_hints_from_an_empty_grid_reaches_the_solution() {
    let mut all_kinds = HashSet::new();
    for (name, p) in puzzles() {
        let sol = solution(&p);
        let every = all_facts(&p, &sol);
        let mut marks: Vec<Fact> = vec![];
        let mut kinds = HashSet::new();
        // Each hint adds at least one fact, so more hints than facts means no progress.
        for round in 0.. {
            assert!(round <= every.len(), "{name}: hints make no progress");
            match hint_for(&p, &sol, &marks) {
                Hint::Solved => break,
                Hint::Step(step) => {
                    kinds.insert(step.deduction.kind());
                    assert_faithful(&p, &sol, &marks, &step, &format!("{name}, hint {round}"));
                    let known: HashSet<Fact> =
                        marks.iter().copied().chain(greyed(&p, &marks)).collect();
                    for f in conclusions(&step) {
                        assert!(f.true_in(&sol), "{name}: {} is false", f.text(&p));
                        assert!(!known.contains(&f), "{name}: {} repeated", f.text(&p));
                        marks.push(f);
                    }
                }
                other => panic!("{name}: {other:?} from correct marks"),
            }
        }
        // Solved means every value's position is known: ticked, or every other one crossed.
        let known: HashSet<Fact> = marks.iter().copied().chain(greyed(&p, &marks)).collect();
        for (i, &q) in sol.iter().enumerate() {
            let at = |r: usize, holds| Fact::at(Item(i), Pos(r), holds);
            let crossed = (0..p.n())
                .filter(|&r| r != q)
                .all(|r| known.contains(&at(r, false)));
            assert!(
                known.contains(&at(q, true)) || crossed,
                "{name}: {} not placed when solved",
                p.value_name(i)
            );
        }
        if name.starts_with("zebra-") {
            assert!(kinds.contains("hypothesis"), "{name}: {kinds:?}");
        }
        all_kinds.extend(kinds);
    }
    for kind in ["clue", "clues", "hypothesis"] {
        assert!(all_kinds.contains(kind), "no {kind} hint: {all_kinds:?}");
    }
}

/// The marks after each hint of a walk from the empty grid (each hint's conclusions added),
/// ending with the full grid.
fn walk(p: &Puzzle, sol: &[usize]) -> Vec<Vec<Fact>> {
    let mut marks: Vec<Fact> = vec![];
    let mut out = vec![];
    while let Hint::Step(step) = hint_for(p, sol, &marks) {
        marks.extend(conclusions(&step));
        out.push(marks.clone());
    }
    out
}

#[test]
fn hints_from_random_correct_grids_are_true_new_and_follow_from_what_they_quote() {
    let mut rng = Rng::new(24);
    let mut kinds = HashSet::new();
    for (name, p) in puzzles() {
        let sol = solution(&p);
        let every = all_facts(&p, &sol);
        let path = walk(&p, &sol);
        for trial in 0..16 {
            // Random facts of the solution, from nearly none to most, positions and pairs
            // alike; every other trial on top of the facts a walk of hints had reached by a
            // random point, where the easy clue readings are used up.
            let keep = 1 + trial * 6;
            let mut marks: Vec<Fact> = if trial % 2 == 1 {
                path[rng.below(path.len() as u64) as usize].clone()
            } else {
                vec![]
            };
            let extra = if trial % 2 == 1 { keep / 8 } else { keep };
            let more: Vec<Fact> = every
                .iter()
                .copied()
                .filter(|f| rng.below(100) < extra && !marks.contains(f))
                .collect();
            marks.extend(more);
            match hint_for(&p, &sol, &marks) {
                Hint::Step(step) => {
                    kinds.insert(step.deduction.kind());
                    let what = format!("{name}, trial {trial}");
                    assert_faithful(&p, &sol, &marks, &step, &what);
                }
                Hint::Solved => {}
                other => panic!("{name}: {other:?} from correct marks"),
            }
        }
    }
    // From settled grids the next step is mostly a clue reading or its bookkeeping; the
    // walks in the test above reach hypotheses and searches.
    assert!(kinds.len() >= 3, "few kinds of hint: {kinds:?}");
}

#[test]
fn wrong_marks_are_reported_before_any_hint() {
    let mut rng = Rng::new(7);
    for (name, p) in puzzles() {
        let sol = solution(&p);
        let every = all_facts(&p, &sol);
        for _ in 0..6 {
            let mut marks: Vec<Fact> = every
                .iter()
                .copied()
                .filter(|_| rng.below(100) < 20)
                .collect();
            // Flip one to three of them (or add a false one when none was kept).
            let mut wrong = vec![];
            if marks.is_empty() {
                marks.push(every[0].negation());
            }
            for _ in 0..1 + rng.below(3) {
                let k = rng.below(marks.len() as u64) as usize;
                marks[k] = marks[k].negation();
            }
            for (k, f) in marks.iter().enumerate() {
                if !f.true_in(&sol) {
                    wrong.push(k + 1);
                }
            }
            if wrong.is_empty() {
                continue; // a fact flipped twice
            }
            assert_eq!(
                hint_for(&p, &sol, &marks),
                Hint::Wrong {
                    lines: wrong.clone()
                },
                "{name}"
            );
            let m = Marks::parse(&p, &marks_text(&p, &marks)).unwrap();
            let check = check_marks(&p, &m);
            assert_eq!((check.status, check.wrong), (Status::Unique, wrong));
        }
    }
}

#[test]
fn every_value_placed_is_solved_and_a_puzzle_without_one_solution_is_said_so() {
    let p = Puzzle::parse(EINSTEIN).unwrap();
    let sol = solution(&p);
    let placed: Vec<Fact> = sol
        .iter()
        .enumerate()
        .map(|(i, &q)| Fact::at(Item(i), Pos(q), true))
        .collect();
    assert_eq!(hint_for(&p, &sol, &placed), Hint::Solved);
    // All but one placed: the last one's column is greyed out by the others, so it is
    // known too.
    assert_eq!(hint_for(&p, &sol, &placed[1..]), Hint::Solved);
    // Two of one attribute open: not solved.
    assert!(matches!(hint_for(&p, &sol, &placed[2..]), Hint::Step(_)));
    let open = "positions: 3\ncolour: red, green, blue\npet: cat, dog, fox\nred is cat\n";
    let v = page::hint(open, "red is in 1");
    assert_eq!(v["unique"], false, "{v}");
    assert_eq!(v["status"], "multiple", "{v}");
    let v = page::check(open, "red is in 1");
    assert_eq!(
        (&v["unique"], v["wrong"].as_array().map(Vec::len)),
        (&false.into(), Some(0))
    );
}

#[test]
fn marks_that_do_not_read_name_their_line() {
    for (marks, line, kind) in [
        ("Brit is in 3\nBrit is left of Swede\n", 2, "not_a_fact"),
        ("\n\n# fine\nSwede is dgos\n", 4, "unknown_name"),
        ("Brit is in 3\nred is blue", 2, "same_attribute"),
        ("tea is in 6", 1, "no_such_position"),
        // A NUL (from a link, say) is refused as itself, not read as part of a name.
        ("Brit is in 3\nBrit\0 is in 2\n", 2, "control_character"),
        ("Brit is in 3\0\n", 1, "control_character"),
        (
            "of Brit and Swede, one is red and the other is blue",
            1,
            "not_a_fact",
        ),
    ] {
        for v in [
            page::hint(EINSTEIN, marks),
            page::check(EINSTEIN, marks),
            page::marks_state(EINSTEIN, marks),
        ] {
            assert_eq!(v["ok"], false, "{marks}: {v}");
            let e = &v["error"];
            assert_eq!(
                (&e["source"], &e["line"], &e["kind"]),
                (&"marks".into(), &line.into(), &kind.into()),
                "{marks}: {v}"
            );
            let message = e["message"].as_str().unwrap();
            assert!(message.contains(&format!("line {line}")), "{message}");
        }
    }
    let v = page::hint("colour: red, green\nred is purple\n", "");
    assert_eq!(
        (&v["error"]["source"], &v["error"]["line"]),
        (&"puzzle".into(), &2.into())
    );
}

#[test]
fn marks_state_lists_facts_by_line_and_what_ticks_grey_out() {
    let p = Puzzle::parse(EINSTEIN).unwrap();
    let text = "Brit is in 3\n\nBrit is not in 1\nSwede is dogs\ncoffee is not green\n";
    let v = page::marks_state(EINSTEIN, text);
    assert_eq!(v["ok"], true, "{v}");
    let facts = v["facts"].as_array().unwrap();
    let lines: Vec<u64> = facts.iter().map(|f| f["line"].as_u64().unwrap()).collect();
    assert_eq!(lines, [1, 3, 4, 5]);
    let kinds: Vec<&str> = facts.iter().map(|f| f["kind"].as_str().unwrap()).collect();
    assert_eq!(kinds, ["in", "not_in", "same", "not_same"]);
    assert_eq!(facts[0]["a"]["value"], "Brit");
    assert_eq!(
        (&facts[0]["position"], &facts[0]["column"]),
        (&"3".into(), &2.into())
    );
    // The consequences are this file's own greying, less the marked cells.
    let marks = Marks::parse(&p, text).unwrap();
    let facts: Vec<Fact> = marks.marks.iter().map(|m| m.fact).collect();
    let expected: HashSet<String> = greyed(&p, &facts)
        .into_iter()
        .filter(|f| !facts.contains(f) && !facts.contains(&f.negation()))
        .map(|f| f.text(&p))
        .collect();
    let c = &v["consequences"];
    let got: HashSet<String> = ["in", "not_in", "same", "not_same"]
        .iter()
        .flat_map(|k| c[k].as_array().unwrap())
        .map(|f| f["text"].as_str().unwrap().to_string())
        .collect();
    assert_eq!(got, expected);
    assert_eq!(c["not_in"].as_array().unwrap().len(), 3 + 4);
    assert_eq!(c["not_same"].as_array().unwrap().len(), 8);
}

#[test]
fn hostile_marks_are_refused_or_read_without_hanging() {
    let start = std::time::Instant::now();
    let too_long = "Brit is in 3\n".repeat(puzzlebox::zebra::MAX_MARKS_BYTES / 13 + 1);
    let v = page::hint(EINSTEIN, &too_long);
    assert_eq!(
        (&v["error"]["kind"], &v["error"]["line"]),
        (&"too_long".into(), &serde_json::Value::Null),
        "{}",
        v["error"]
    );
    // One line of 350 KB that splits at 50 000 places, after a good line.
    let long_line = format!("Brit is in 3\n{}\n", vec!["red"; 50_000].join(" is "));
    let v = page::marks_state(EINSTEIN, &long_line);
    assert_eq!(v["error"]["line"], 2, "{}", v["error"]);
    // A hundred thousand repeats of one fact are one fact.
    let many = "Brit is in 3\n".repeat(100_000);
    let v = page::hint(EINSTEIN, &many);
    assert!(v["step"].is_object(), "{v}");
    let v = page::marks_state(EINSTEIN, &many);
    assert_eq!(
        v["consequences"]["not_in"].as_array().map(Vec::len),
        Some(8)
    );
    // Only to catch a hang: each of these takes milliseconds.
    assert!(start.elapsed().as_secs() < 60, "{:?}", start.elapsed());
}

/// The page's answers as it receives them: the typed report with `ok: true` added, or
/// `{ok: false, error}`, the envelope the wasm edge puts around `zebra::answers`.
mod page {
    use puzzlebox::answer::{answer, failure};
    use puzzlebox::zebra::{answers, InputError};
    use serde::Serialize;
    use serde_json::Value;

    fn json(result: Result<impl Serialize, InputError>) -> Value {
        match result {
            Ok(report) => answer(&report),
            Err(e) => failure(&e),
        }
    }

    pub fn hint(puzzle: &str, marks: &str) -> Value {
        json(answers::hint(puzzle, marks))
    }

    pub fn check(puzzle: &str, marks: &str) -> Value {
        json(answers::check(puzzle, marks))
    }

    pub fn marks_state(puzzle: &str, marks: &str) -> Value {
        json(answers::marks_state(puzzle, marks))
    }
}
