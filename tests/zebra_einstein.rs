//! Einstein's riddle against published facts: one solution in which the German owns the fish;
//! "left of" for clue 4 gives 7 solutions, "next to" 2; dropping clue 15 keeps it unique.

use puzzlebox::zebra::{analyse, apply, explain, open_grid, Deduction, Puzzle, Status, EINSTEIN};

fn variant(from: &str, to: &str) -> Puzzle {
    assert!(EINSTEIN.contains(from));
    Puzzle::parse(&EINSTEIN.replace(from, to)).expect("variant parses")
}

/// The value of `attribute` at the position where `value` is, in the first solution.
fn neighbour(p: &Puzzle, value: &str, attribute: &str) -> String {
    let a = analyse(p);
    let sol = &a.solutions[0];
    let n = p.n();
    let item = (0..p.items())
        .find(|&i| p.value_name(i) == value)
        .expect("value exists");
    let b = p
        .attributes
        .iter()
        .position(|x| x.name == attribute)
        .expect("attribute exists");
    let v = (0..n)
        .find(|&v| sol[b * n + v] == sol[item])
        .expect("a permutation");
    p.attributes[b].values[v].clone()
}

#[test]
fn einstein_has_fifteen_clues_and_one_solution_where_the_german_owns_the_fish() {
    let p = Puzzle::parse(EINSTEIN).unwrap();
    assert_eq!(p.clues.len(), 15);
    assert_eq!((p.n(), p.m()), (5, 5));
    let a = analyse(&p);
    assert_eq!(a.status, Status::Unique);
    assert_eq!(a.count, 1);
    assert!(p.check(&a.solutions[0]));
    assert_eq!(neighbour(&p, "fish", "nationality"), "German");
    assert_eq!(neighbour(&p, "water", "nationality"), "Norwegian");
}

#[test]
fn clue_four_read_as_left_of_gives_seven_solutions() {
    let p = variant(
        "green is immediately left of white",
        "green is left of white",
    );
    let a = analyse(&p);
    assert_eq!((a.status, a.count), (Status::Multiple, 7));
    assert!(p.check(&a.solutions[0]) && p.check(&a.solutions[1]));
    assert_ne!(a.solutions[0], a.solutions[1]);
    assert!(!a.differ.is_empty());
}

#[test]
fn clue_four_read_as_next_to_gives_two_solutions() {
    let p = variant(
        "green is immediately left of white",
        "green is next to white",
    );
    assert_eq!(analyse(&p).count, 2);
}

#[test]
fn dropping_clue_fifteen_keeps_it_unique() {
    let p = variant("Blends is next to water\n", "");
    assert_eq!(p.clues.len(), 14);
    assert_eq!(analyse(&p).status, Status::Unique);
}

#[test]
fn a_contradicting_extra_clue_is_reported_with_a_minimal_set_of_lines() {
    let text = format!("{EINSTEIN}German is in 1\n");
    let p = Puzzle::parse(&text).unwrap();
    let a = analyse(&p);
    assert_eq!(a.status, Status::None);
    let lines: Vec<usize> = a.conflict.iter().map(|&c| p.clues[c].line).collect();
    // "Norwegian is in 1" and "German is in 1" contradict each other on their own.
    assert_eq!(lines, vec![18, 25]);
}

#[test]
fn explanation_replays_to_the_solution_without_hypotheses() {
    let p = Puzzle::parse(EINSTEIN).unwrap();
    let sol = analyse(&p).solutions[0].clone();
    let steps = explain(&p);
    assert!(!steps.is_empty());
    let mut st = open_grid(&p);
    for s in &steps {
        assert!(
            !matches!(
                s.deduction,
                Deduction::Hypothesis { .. } | Deduction::Search { .. }
            ),
            "{s:?}"
        );
        let changed = !s.fixed.is_empty()
            || !s.eliminated.is_empty()
            || !s.linked.is_empty()
            || !s.unlinked.is_empty();
        assert!(changed, "a step that changes nothing: {s:?}");
        apply(&p, &mut st, s);
        // Never rule out the truth.
        for (i, &pos) in sol.iter().enumerate() {
            assert!(
                st.dom[i] & (1 << pos) != 0,
                "step {s:?} ruled out the solution"
            );
        }
    }
    for (i, &pos) in sol.iter().enumerate() {
        assert_eq!(
            st.dom[i],
            1 << pos,
            "item {i} not placed by the explanation"
        );
    }
}
