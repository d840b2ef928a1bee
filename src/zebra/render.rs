//! Steps rendered as sentences. Kept apart from the deductions so the page and the CLI share
//! one wording and the data stays language-free.

use super::explain::{Contradiction, Deduction, Step};
use super::model::Puzzle;

fn list(items: &[String], last: &str) -> String {
    match items.len() {
        0 => String::new(),
        1 => items[0].clone(),
        k => format!("{} {last} {}", items[..k - 1].join(", "), items[k - 1]),
    }
}

fn quote(puzzle: &Puzzle, c: usize) -> String {
    let clue = &puzzle.clues[c];
    format!("line {} (\"{}\")", clue.line, clue.text)
}

/// What a step concludes, as a clause: "green is in 4; coffee is not in 1 or 2".
pub fn conclusions(puzzle: &Puzzle, step: &Step) -> String {
    let name = |i: usize| puzzle.reference(i);
    let mut parts = vec![];
    for &(i, p) in &step.fixed {
        parts.push(format!("{} is in {}", name(i), puzzle.label(p)));
    }
    let fixed_here = |i: usize| step.fixed.iter().any(|&(f, _)| f == i);
    // Eliminations of a value whose attribute-mate was placed in the same step go unsaid.
    let placed_at = |i: usize, p: usize| {
        let n = puzzle.n();
        step.fixed.iter().any(|&(f, q)| f / n == i / n && q == p)
    };
    let mut items: Vec<usize> = step.eliminated.iter().map(|&(i, _)| i).collect();
    items.dedup();
    for i in items {
        if fixed_here(i) {
            continue;
        }
        let ps: Vec<String> = step
            .eliminated
            .iter()
            .filter(|&&(j, p)| j == i && !placed_at(j, p))
            .map(|&(_, p)| puzzle.label(p))
            .collect();
        if !ps.is_empty() {
            parts.push(format!("{} is not in {}", name(i), list(&ps, "or")));
        }
    }
    for &(a, b) in &step.linked {
        parts.push(format!("{} is {}", name(a), name(b)));
    }
    let linked = |i: usize| step.linked.iter().any(|&(a, b)| a == i || b == i);
    for &(a, b) in &step.unlinked {
        if !linked(a) && !linked(b) {
            parts.push(format!("{} is not {}", name(a), name(b)));
        }
    }
    if parts.is_empty() {
        "nothing new".to_string()
    } else {
        parts.join("; ")
    }
}

/// The clues a step rests on as the subject of its sentence ("the grid alone" when none),
/// with the verb's ending that agrees with it ("s" for one).
fn subject(puzzle: &Puzzle, clues: &[usize]) -> (String, &'static str) {
    let qs: Vec<String> = clues.iter().map(|&c| quote(puzzle, c)).collect();
    match qs.len() {
        0 => ("the grid alone".to_string(), "s"),
        1 => (qs[0].clone(), "s"),
        _ => (list(&qs, "and"), ""),
    }
}

/// The step as one sentence: why, then what follows.
pub fn render(puzzle: &Puzzle, step: &Step) -> String {
    let name = |i: usize| puzzle.reference(i);
    let n = puzzle.n();
    let why = match &step.deduction {
        Deduction::Clue { clue } => format!("By {}", quote(puzzle, *clue)),
        Deduction::Clues { clues } => {
            let qs: Vec<String> = clues.iter().map(|&c| quote(puzzle, c)).collect();
            format!("Taking {} together", list(&qs, "and"))
        }
        Deduction::Taken { item, position } => format!(
            "{} is in {}, so no other {} is there",
            name(*item),
            puzzle.label(*position),
            puzzle.attributes[item / n].name
        ),
        Deduction::OnlyValue { item, position } => format!(
            "{} is the only {} left for {}",
            name(*item),
            puzzle.attributes[item / n].name,
            puzzle.label(*position)
        ),
        Deduction::Apart { a, b } => {
            format!(
                "{} and {} can never be in the same place",
                name(*a),
                name(*b)
            )
        }
        Deduction::Partner { a, b } => format!(
            "{} can only go with {} among the {} values, so they share everything known",
            name(*a),
            name(*b),
            puzzle.attributes[b / n].name
        ),
        Deduction::Reach { item, attribute } => format!(
            "{} must be with one of the {} values still possible for it",
            name(*item),
            puzzle.attributes[*attribute].name
        ),
        Deduction::Hypothesis {
            item,
            position,
            clues,
            chain,
            ..
        } => {
            let (subject, s) = subject(puzzle, clues);
            format!(
                "Suppose {} were in {}: then {subject} lead{s} to a contradiction in {} step{}",
                name(*item),
                puzzle.label(*position),
                chain,
                if *chain == 1 { "" } else { "s" }
            )
        }
        Deduction::Search {
            item,
            position,
            clues,
        } => {
            let (subject, s) = subject(puzzle, clues);
            format!(
                "No simple chain of reasoning is left; a search shows that {subject} allow{s} {} \
                 only in {}",
                name(*item),
                puzzle.label(*position)
            )
        }
    };
    format!("{why}: {}.", conclusions(puzzle, step))
}

/// What cannot hold at the end of a hypothesis's chain, as a sentence.
pub fn contradiction(puzzle: &Puzzle, end: &Contradiction) -> String {
    let name = |i: usize| puzzle.reference(i);
    match end {
        Contradiction::Clues { clues } => {
            let qs: Vec<String> = clues.iter().map(|&c| quote(puzzle, c)).collect();
            if qs.len() == 1 {
                format!("{} can no longer hold.", qs[0])
            } else {
                format!("{} can no longer all hold.", list(&qs, "and"))
            }
        }
        Contradiction::NoPosition { item } => {
            format!("{} has no position left.", name(*item))
        }
        Contradiction::NoValue {
            attribute,
            position,
        } => format!(
            "No {} is left for {}.",
            puzzle.attributes[*attribute].name,
            puzzle.label(*position)
        ),
        Contradiction::NoPartner { item, attribute } => format!(
            "{} can be with none of the {} values.",
            name(*item),
            puzzle.attributes[*attribute].name
        ),
    }
}
