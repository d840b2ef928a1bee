//! Grids with no order (docs/zebra.md, "A grid without order"): a puzzle with no `positions:`
//! line is a matching anchored on its first attribute, so it counts matchings (a unique one is
//! 1 solution, not n!), and a clue of order on it is an error naming the line.

#[path = "support/cli.rs"]
mod cli;

use puzzlebox::zebra::{self, Marks, Puzzle, Status, ZebraError};

/// Three people, their pets and drinks, with one matching (Amy beer eel, Bob milk dog,
/// Cid tea cat) and no word of order.
const MATCHING: &str = "name: Amy, Bob, Cid\npet: cat, dog, eel\ndrink: tea, milk, beer\n\n\
Amy is not cat\nAmy is not dog\nBob is milk\ndog is not tea\nCid is not beer\n";

fn count(text: &str) -> (Status, usize) {
    let a = zebra::analyse(&Puzzle::parse(text).unwrap());
    (a.status, a.count)
}

fn factorial(n: usize) -> usize {
    (1..=n).product()
}

#[test]
fn a_unique_matching_counts_one_solution_and_with_positions_n_factorial() {
    assert_eq!(count(MATCHING), (Status::Unique, 1));
    // The same clues with the houses in a row: every order of the three rows is a solution.
    let ordered = format!("positions: 3\n{MATCHING}");
    assert_eq!(count(&ordered), (Status::Multiple, factorial(3)));
}

#[test]
fn a_matching_with_k_solutions_counts_k() {
    // No clue: pets and drinks each matched to the names in any way.
    let open = "name: Amy, Bob, Cid\npet: cat, dog, eel\ndrink: tea, milk, beer\n";
    assert_eq!(count(open), (Status::Multiple, factorial(3) * factorial(3)));
    // Amy's pet and drink are known: the other two names share the rest two ways each.
    let some = format!("{open}Amy is cat\nAmy is tea\n");
    assert_eq!(count(&some), (Status::Multiple, 4));
    // The anchor counts the same whatever the key: with pet first, the same clues.
    let pet_first = "pet: cat, dog, eel\nname: Amy, Bob, Cid\ndrink: tea, milk, beer\n\
                     Amy is cat\nAmy is tea\n";
    assert_eq!(count(pet_first), (Status::Multiple, 4));
}

#[test]
fn the_solution_puts_each_key_value_at_its_own_row() {
    let p = Puzzle::parse(MATCHING).unwrap();
    assert!(!p.ordered);
    let a = zebra::analyse(&p);
    let g = zebra::grid(&p, &a.solutions[0]);
    assert_eq!(g[0], p.attributes[0].values);
    assert_eq!(g[1], ["eel", "dog", "cat"]);
    assert_eq!(g[2], ["beer", "milk", "tea"]);
}

/// The error of a text that must not read, as (kind, message).
fn refused(text: &str) -> (String, String) {
    let e = Puzzle::parse(text).expect_err("a clue of order on a grid without order");
    (e.kind().to_string(), e.to_string())
}

#[test]
fn clue_language_order_is_refused_naming_the_line() {
    let head = "name: Amy, Bob, Cid\npet: cat, dog, eel\n";
    for (clue, word) in [
        ("Amy is left of Bob", "'left of'"),
        ("Amy is right of cat", "'left of'"),
        ("Amy is immediately left of Bob", "'immediately left of'"),
        ("Amy is next to dog", "'next to'"),
        ("Amy is not next to dog", "'not next to'"),
        ("Amy is 2 away from dog", "'away from'"),
        ("Amy is 1 after Bob", "'after'"),
        ("cat is in 2", "a position"),
        ("cat is not in position 1", "a position"),
        ("cat is either position 1 or position 3", "a position"),
    ] {
        let (kind, message) = refused(&format!("{head}\nAmy is not eel\n{clue}\n"));
        assert_eq!(kind, "no_order", "{clue}: {message}");
        assert!(message.starts_with("line 5: "), "{clue}: {message}");
        assert!(message.contains(word), "{clue}: {message}");
        assert!(message.contains("positions:"), "{clue}: {message}");
    }
}

#[test]
fn english_order_sentences_are_refused_by_printed_number_all_at_once() {
    let text = "name: Amy, Bob, Cid\npet: cat, dog, eel\n\n1. Amy owns the eel.\n\
                2. Bob lives next to the cat owner.\n3. The dog owner lives in the first house.\n\
                4. Cid lives somewhere to the left of Amy.\n";
    let e = Puzzle::parse(text).unwrap_err();
    let ZebraError::Unread { lines } = &e else {
        panic!("every refused line is reported: {e}");
    };
    let clues: Vec<_> = lines.iter().map(|l| l.clue.as_deref()).collect();
    assert_eq!(clues, [Some("2"), Some("3"), Some("4")], "{e}");
    assert!(lines.iter().all(|l| l.error.kind() == "no_order"), "{e}");
    let message = e.to_string();
    assert!(message.contains("line 5 (clue 2): "), "{message}");
    assert!(message.contains("'next to' has no meaning"), "{message}");
    assert!(message.contains("line 7 (clue 4): "), "{message}");
}

#[test]
fn the_same_sentences_read_once_the_houses_are_in_a_row() {
    let text = "positions: 3\nname: Amy, Bob, Cid\npet: cat, dog, eel\n\n1. Amy owns the eel.\n\
                2. Bob lives next to the cat owner.\n3. Cid lives somewhere to the left of Amy.\n";
    assert!(Puzzle::parse(text).unwrap().ordered);
}

#[test]
fn the_explanation_names_rows_by_key_value_and_never_states_the_anchor() {
    let p = Puzzle::parse(MATCHING).unwrap();
    let steps = zebra::answer(&p, true, &mut |_| {}).steps;
    assert!(!steps.is_empty());
    for step in &steps {
        for f in step.concludes() {
            let item = match f {
                zebra::Fact::In(i, _) | zebra::Fact::NotIn(i, _) => i.0,
                zebra::Fact::Same(a, _) | zebra::Fact::NotSame(a, _) => a.0,
            };
            let key_row = matches!(f, zebra::Fact::In(..) | zebra::Fact::NotIn(..));
            assert!(
                !(key_row && p.anchored(item)),
                "a step states the anchor: {f:?}"
            );
        }
        let text = zebra::render(&p, step);
        for bad in [
            " in 1",
            " in 2",
            " in 3",
            "position",
            "Amy is Amy",
            "Bob is Bob",
        ] {
            assert!(!text.contains(bad), "{bad:?} in {text}");
        }
    }
    // The last steps settle the matching: eel is Amy.
    let all: Vec<String> = steps.iter().map(|s| zebra::render(&p, s)).collect();
    assert!(all.iter().any(|t| t.ends_with("eel is Amy.")), "{all:#?}");
}

#[test]
fn a_hint_from_marks_names_rows_by_key_value() {
    let p = Puzzle::parse(MATCHING).unwrap();
    let marks = Marks::parse(&p, "Bob is milk\nAmy is not cat\n").unwrap();
    let zebra::Hint::Step(step) = zebra::hint(&p, &marks) else {
        panic!("a hint step");
    };
    let text = zebra::render(&p, &step);
    assert!(!text.contains(" in "), "{text}");
    assert!(!text.contains("position"), "{text}");
}

#[test]
fn written_back_it_has_no_positions_line_and_reads_the_same() {
    let p = Puzzle::parse(MATCHING).unwrap();
    let text = p.to_text();
    assert!(!text.contains("positions:"), "{text}");
    assert_eq!(Puzzle::parse(&text).unwrap().clues.len(), p.clues.len());
    assert_eq!(count(&text), (Status::Unique, 1));
}

#[test]
fn cli_table_has_the_key_values_as_heads_and_json_says_no_order() {
    let (code, out, _) = cli::run(&["zebra"], MATCHING);
    assert_eq!(code, 0, "{out}");
    let lines: Vec<&str> = out.lines().filter(|l| !l.is_empty()).collect();
    assert!(lines[0].contains("unique"), "{out}");
    let head: Vec<&str> = lines[1].split_whitespace().collect();
    assert_eq!(head, ["name", "Amy", "Bob", "Cid"], "{out}");
    let pet: Vec<&str> = lines[2].split_whitespace().collect();
    assert_eq!(pet, ["pet", "eel", "dog", "cat"], "{out}");
    // The key row is the head; no row repeats it.
    assert_eq!(
        lines.iter().filter(|l| l.contains("Amy")).count(),
        1,
        "{out}"
    );

    let (code, out, _) = cli::run(&["zebra", "--json", "--explain"], MATCHING);
    assert_eq!(code, 0, "{out}");
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(v["ordered"], false);
    assert_eq!(v["count"], 1);
    assert_eq!(
        v["solution"]["pet"],
        serde_json::json!(["eel", "dog", "cat"])
    );
    // A grid with an order says nothing new: its JSON is as it was.
    let (_, out, _) = cli::run(&["zebra", "--json"], zebra::EINSTEIN);
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert!(v.get("ordered").is_none(), "{out}");

    let (code, _, err) = cli::run(
        &["zebra"],
        "name: Amy, Bob\npet: cat, dog\nAmy is next to dog\n",
    );
    assert_eq!(code, 2);
    assert!(
        err.contains("line 3: ") && err.contains("'next to'"),
        "{err}"
    );
}

#[test]
fn generated_puzzles_say_their_positions() {
    let p = zebra::generate(4, 3, &mut puzzlebox::rng::Rng::new(5)).unwrap();
    assert!(p.ordered);
    assert!(p.to_text().contains("positions: 4\n"));
}

#[test]
fn each_fact_of_a_key_row_is_said_once_and_the_steps_replay_to_the_solution() {
    let p = Puzzle::parse(MATCHING).unwrap();
    let mut batches: Vec<zebra::Step> = vec![];
    let answer = zebra::answer(&p, true, &mut |b| batches.extend_from_slice(b));
    let steps = answer.steps;
    // The batches handed over (when the work is long enough to hand any over) begin the
    // explanation.
    assert!(batches.len() <= steps.len());
    assert_eq!(batches[..], steps[..batches.len()]);
    let mut said = std::collections::HashSet::new();
    let mut grid = zebra::open_grid(&p);
    for (k, step) in steps.iter().enumerate() {
        let new: Vec<_> = step
            .concludes()
            .into_iter()
            .map(|f| zebra::canonical(&p, f))
            .filter(|f| said.insert(*f))
            .collect();
        assert!(
            !new.is_empty(),
            "step {} says nothing new: {}",
            k + 1,
            zebra::render(&p, step)
        );
        // A step cites only earlier steps.
        for u in &step.uses {
            if let zebra::Origin::Step(j) = u.origin {
                assert!(j < k, "step {} cites step {}", k + 1, j + 1);
                let f = zebra::canonical(&p, u.fact);
                let found = steps[j]
                    .concludes()
                    .into_iter()
                    .map(|g| zebra::canonical(&p, g));
                assert!(
                    found.clone().any(|g| g == f),
                    "step {} cites {f:?} of step {}",
                    k + 1,
                    j + 1
                );
            }
        }
        zebra::apply(&p, &mut grid, step);
    }
    // The positions alone (what the page replays) reach the solution.
    let solution = &answer.analysis.solutions[0];
    for (i, &d) in grid.dom.iter().enumerate() {
        assert_eq!(d, 1 << solution[i], "item {i}");
    }
}
