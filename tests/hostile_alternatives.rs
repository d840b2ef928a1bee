//! The second round of hostile zebra input on alternatives and English connectives: an
//! `either` of three or more in the clue language, and English sentences joined by "or",
//! "and" and "if", each checked against a brute-force count over every assignment (the
//! tests' own clue semantics, tests/support/zebra_clues.rs) or refused with a sentence.
//! A line read wrongly here once gave a confident "no solution".

#[path = "support/zebra_clues.rs"]
mod clues;

use clues::{holds, permutations, C, T};
use puzzlebox::zebra::{analyse, Puzzle, Status, ZebraError};

/// Colours and pets over `n` positions (n ≤ 4).
fn head(n: usize) -> String {
    let pick = |vs: &[&str]| vs[..n].join(", ");
    format!(
        "positions: {n}\ncolour: {}\npet: {}\n\n",
        pick(&["red", "green", "blue", "white"]),
        pick(&["cat", "dog", "fish", "bird"]),
    )
}

/// Item `v` of attribute `a` on `n` positions.
fn v(n: usize, a: usize, value: usize) -> T {
    T::V(a * n + value)
}

/// The number of assignments of two attributes over `n` positions where every clue holds.
fn brute(n: usize, clues: &[C]) -> usize {
    let perms = permutations(n);
    let mut count = 0;
    for a in &perms {
        for b in &perms {
            let pos: Vec<usize> = a.iter().chain(b).copied().collect();
            count += usize::from(clues.iter().all(|k| holds(k, &pos, &[1, 2, 3, 4])));
        }
    }
    count
}

fn count(text: &str) -> (usize, Status) {
    let p = Puzzle::parse(text).unwrap_or_else(|e| panic!("{e}\n{text}"));
    let a = analyse(&p);
    (a.count, a.status)
}

#[test]
fn an_either_of_three_states_exactly_one_of_them() {
    // Always true on three positions: the answer was "no solution", quoting its line twice.
    let text = format!("{}red is either cat or dog or fish\n", head(3));
    assert_eq!(count(&text), (brute(3, &[]), Status::Multiple));
    let n = 4;
    let red = v(n, 0, 0);
    let pets = |vs: &[usize]| vs.iter().map(|&k| v(n, 1, k)).collect::<Vec<_>>();
    let cases: Vec<(&str, Vec<C>)> = vec![
        (
            "red is either cat or dog or fish",
            vec![C::OneOf(red.clone(), pets(&[0, 1, 2]))],
        ),
        (
            "red is either cat or dog or fish\nred is bird",
            vec![
                C::OneOf(red.clone(), pets(&[0, 1, 2])),
                C::Is(red.clone(), v(n, 1, 3)),
            ],
        ),
        // Named twice is not "exactly one".
        (
            "red is either cat or cat or dog",
            vec![C::OneOf(red.clone(), pets(&[0, 0, 1]))],
        ),
        (
            "red is either position 1 or position 2 or position 4",
            vec![C::OneOf(red.clone(), vec![T::P(0), T::P(1), T::P(3)])],
        ),
        (
            "cat is either cat or dog or fish\nred is either dog or fish or bird",
            vec![
                C::OneOf(v(n, 1, 0), pets(&[0, 1, 2])),
                C::OneOf(red.clone(), pets(&[1, 2, 3])),
            ],
        ),
    ];
    for (lines, clues) in cases {
        let text = format!("{}{lines}\n", head(n));
        let want = brute(n, &clues);
        assert_eq!(count(&text).0, want, "{lines}");
    }
}

#[test]
fn a_conflict_quotes_an_either_of_three_once() {
    let text = format!("{}red is either cat or dog or fish\nred is bird\n", head(4));
    let p = Puzzle::parse(&text).unwrap();
    let report = puzzlebox::zebra::Report::new(&p, &analyse(&p), &[]);
    let lines: Vec<usize> = report.conflict.iter().map(|l| l.line).collect();
    assert_eq!(lines, [5, 6]);
}

#[test]
fn alternatives_of_different_kinds_are_refused() {
    for line in [
        "red is either cat or green or fish",
        "red is either cat or dog or position 2",
    ] {
        let text = format!("{}{line}\n", head(4));
        let e = Puzzle::parse(&text).unwrap_err();
        assert!(
            matches!(e, ZebraError::MixedAlternatives { line: 5, .. }),
            "{line}: {e}"
        );
        assert!(e.to_string().contains("not of one kind"), "{e}");
    }
}

#[test]
fn a_line_of_many_alternatives_is_read_in_one_pass() {
    // 200,000 alternatives, each named many times: red is none of them, so no solution.
    let many = vec!["cat or dog"; 100_000].join(" or ");
    let text = format!("{}red is either {many}\n", head(4));
    let (_, status) = count(&text);
    assert_eq!(status, Status::None);
}

/// Three nationalities, pets and drinks on three positions, then `clues`.
fn english(clues: &str) -> String {
    format!(
        "positions: 3\nnationality: Irish, Scot, Welsh\npet: cat, dog, parrot\n\
         drink: tea, milk, coffee\n\n{clues}\n"
    )
}

/// The clue-language lines `text`'s English line (the last) was read as.
fn read_as(text: &str) -> Vec<String> {
    let p = Puzzle::parse(text).unwrap_or_else(|e| panic!("{e}\n{text}"));
    p.english.last().expect("an English line").clues.clone()
}

#[test]
fn english_alternatives_joined_by_or_are_one_list() {
    // Each was one fact plus a two-way either ("Irish is parrot", "Irish is either cat or
    // dog"), and the puzzle "no solution"; on three positions each is always true.
    for line in [
        "The Irish woman keeps a cat or a dog or a parrot.",
        "The Scot drinks tea or milk or coffee.",
        "The person who drinks tea is either the Scot, the Welsh or the Irish.",
    ] {
        let text = english(line);
        assert_eq!(count(&text), (brute_three(&[]), Status::Multiple), "{line}");
    }
    // Four positions: one value is left out, and only that one is excluded.
    let text = "nationality: Irish, Scot, Welsh, Dane\npet: cat, dog, parrot, fox\n\n\
                The Irish woman keeps a cat or a dog or a parrot.\n";
    assert_eq!(read_as(text), ["Irish is not fox"]);
    let text = "nationality: Irish, Scot, Welsh, Dane\npet: cat, dog, parrot, fox\n\n\
                The person who keeps a fox is either the Scot, the Welsh or the Irish.\n";
    assert_eq!(read_as(text), ["fox is not Dane"]);
    let text = "nationality: Irish, Scot, Welsh, Dane\npet: cat, dog, parrot, fox\n\n\
                Neither the Scot nor the Welsh nor the Irish keeps a cat.\n";
    assert_eq!(
        read_as(text),
        ["Scot is not cat", "Welsh is not cat", "Irish is not cat"]
    );
}

/// Assignments of three attributes on three positions where every clue holds.
fn brute_three(clues: &[C]) -> usize {
    let perms = permutations(3);
    let mut count = 0;
    for a in &perms {
        for b in &perms {
            for c in &perms {
                let pos: Vec<usize> = a.iter().chain(b).chain(c).copied().collect();
                count += usize::from(clues.iter().all(|k| holds(k, &pos, &[1, 2, 3])));
            }
        }
    }
    count
}

#[test]
fn english_conditions_are_refused() {
    // Each became three plain facts.
    for line in [
        "If the Scot drinks tea then the Welsh keeps a dog.",
        "The Scot keeps a dog only if the Welsh drinks tea.",
        "The Scot keeps a dog unless the Welsh drinks tea.",
        "When the Scot drinks tea, the Welsh keeps a dog.",
    ] {
        let e = Puzzle::parse(&english(line)).unwrap_err();
        assert!(
            matches!(e, ZebraError::English { line: 6, .. }),
            "{line}: {e}"
        );
        let said = e.to_string();
        assert!(
            said.contains("condition") || said.contains("'unless'"),
            "{said}"
        );
    }
}

#[test]
fn english_and_between_two_persons_does_not_make_them_one() {
    // Read as "tea is dog" and "Scot is next to tea".
    let text = english("The Scot lives next to the tea drinker and the dog owner.");
    assert_eq!(
        read_as(&text),
        ["Scot is next to tea", "Scot is next to dog"]
    );
    let (scot, tea, dog) = (v(3, 0, 1), v(3, 2, 0), v(3, 1, 1));
    let want = brute_three(&[C::Next(scot.clone(), tea), C::Next(scot, dog)]);
    assert_eq!(count(&text).0, want);
    // A relative word makes what follows describe one person.
    let text = english("The person who drinks tea and keeps a dog lives next to the Scot.");
    assert_eq!(read_as(&text), ["tea is dog", "tea is next to Scot"]);
}
