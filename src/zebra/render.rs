//! Steps rendered as sentences. Kept apart from the deductions so the page and the CLI share
//! one wording and the data stays language-free.

use super::explain::{Contradiction, Deduction, Fact, Origin, Step, Used};
use super::grid::{Item, Pos};
use super::model::{Puzzle, Term};

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

/// Facts in a few clauses, each with where its facts were found: positions ruled out are
/// gathered per value ("green is not in 1 or 3"), then values ruled out of one same
/// position per position ("Blends and Prince are not in 2"), non-partners per value.
fn clauses(puzzle: &Puzzle, facts: &[(Fact, Option<Origin>)]) -> Vec<String> {
    let name = |i: Item| puzzle.reference(i.0);
    // A grid without order names a position by its key value, with no "in".
    let label = |p: Pos| match puzzle.ordered {
        true => puzzle.label(p.0),
        false => puzzle.term_text(Term::Pos(p.0)),
    };
    let not_in = if puzzle.ordered { "in " } else { "" };
    // (subject, what is said of it, origins), in the order first met.
    let mut groups: Vec<(String, Vec<String>, Vec<Origin>, &'static str)> = vec![];
    let mut add = |key: String, said: String, origin: Option<Origin>, kind: &'static str| {
        let g = match groups.iter_mut().position(|g| g.0 == key && g.3 == kind) {
            Some(k) => &mut groups[k],
            None => {
                groups.push((key, vec![], vec![], kind));
                groups.last_mut().expect("just pushed")
            }
        };
        if !g.1.contains(&said) {
            g.1.push(said);
        }
        if let Some(o) = origin {
            if !g.2.contains(&o) {
                g.2.push(o);
            }
        }
    };
    // A key value's row in a grid without order is no fact to state: it is the row; and a
    // link to a key value is said as its twin placement ("tea is Cid"), so that the two
    // spellings of one fact are said once.
    let anchor = |f: &Fact| matches!(f, Fact::In(i, _) | Fact::NotIn(i, _) if puzzle.anchored(i.0));
    let facts: Vec<(Fact, Option<Origin>)> = facts
        .iter()
        .map(|&(f, o)| (super::twins::canonical(puzzle, f), o))
        .filter(|(f, _)| !anchor(f))
        .collect();
    // Values ruled out of one position only are said per position.
    let not_in_count = |i: Item| {
        let mut at: Vec<Pos> = facts
            .iter()
            .filter_map(|(f, _)| match f {
                Fact::NotIn(j, p) if *j == i => Some(*p),
                _ => None,
            })
            .collect();
        crate::sort::sort(&mut at);
        at.dedup();
        at.len()
    };
    for &(f, o) in &facts {
        match f {
            Fact::In(i, p) => add(name(i), puzzle.at_text(p.0), o, "in"),
            Fact::NotIn(i, p) if not_in_count(i) == 1 => {
                add(label(p), name(i), o, "column");
            }
            Fact::NotIn(i, p) => add(name(i), label(p), o, "not_in"),
            Fact::Same(a, b) => add(name(a), name(b), o, "same"),
            Fact::NotSame(a, b) => add(name(a), name(b), o, "not_same"),
        }
    }
    groups
        .into_iter()
        .map(|(key, said, origins, kind)| {
            let text = match kind {
                "in" => format!("{key} is {}", said[0]),
                "column" if said.len() == 1 => format!("{} is not {not_in}{key}", said[0]),
                "column" => format!("{} are not {not_in}{key}", list(&said, "and")),
                "not_in" => format!("{key} is not {not_in}{}", list(&said, "or")),
                "same" => format!("{key} is {}", list(&said, "and")),
                _ => format!("{key} is not {}", list(&said, "or")),
            };
            format!("{text}{}", cited(&origins))
        })
        .collect()
}

/// " (step 9)", " (steps 4 and 9)", " (supposed)": where facts were found.
fn cited(origins: &[Origin]) -> String {
    let mut steps: Vec<usize> = origins
        .iter()
        .filter_map(|o| match o {
            Origin::Step(k) => Some(k + 1),
            _ => None,
        })
        .collect();
    crate::sort::sort(&mut steps);
    let mut parts = vec![];
    if origins.contains(&Origin::Assumed) {
        parts.push("supposed".to_string());
    }
    let numbers: Vec<String> = steps.iter().map(|k| k.to_string()).collect();
    match numbers.len() {
        0 => {}
        1 => parts.push(format!("step {}", numbers[0])),
        _ => parts.push(format!("steps {}", list(&numbers, "and"))),
    }
    if parts.is_empty() {
        String::new()
    } else {
        format!(" ({})", parts.join(", "))
    }
}

/// The facts a step uses, as one clause: "coffee is not in 3 (step 9) and green is in 4".
pub fn facts_used(puzzle: &Puzzle, uses: &[Used]) -> String {
    let facts: Vec<(Fact, Option<Origin>)> =
        uses.iter().map(|u| (u.fact, Some(u.origin))).collect();
    list(&clauses(puzzle, &facts), "and")
}

/// What a step concludes, as a clause: "green is in 4", "coffee is not in 1 or 2".
pub fn conclusions(puzzle: &Puzzle, step: &Step) -> String {
    let facts: Vec<(Fact, Option<Origin>)> =
        step.concludes().into_iter().map(|f| (f, None)).collect();
    let parts = clauses(puzzle, &facts);
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

/// The step as one sentence: why (the clues and the earlier facts it uses), then the one
/// thing that follows.
pub fn render(puzzle: &Puzzle, step: &Step) -> String {
    let name = |i: Item| puzzle.reference(i.0);
    let attribute = |i: Item| &puzzle.attributes[puzzle.attribute_of(i.0)].name;
    let facts = facts_used(puzzle, &step.uses);
    // ", since …" after a clue; "Since …, " before a grid rule.
    let since = if facts.is_empty() {
        String::new()
    } else {
        format!(", since {facts}")
    };
    let given = if facts.is_empty() {
        String::new()
    } else {
        format!("Since {facts}, ")
    };
    let why = match &step.deduction {
        Deduction::Clue { clue } => format!("By {}{since}", quote(puzzle, *clue)),
        Deduction::Clues { clues } => {
            let qs: Vec<String> = clues.iter().map(|&c| quote(puzzle, c)).collect();
            format!("Taking {} together{since}", list(&qs, "and"))
        }
        Deduction::Taken { item, .. } => {
            format!("{given}no other {} is there", attribute(*item))
        }
        Deduction::OnlyPlace { .. } => format!("{given}one place is left"),
        Deduction::OnlyValue { item, position } => format!(
            "{given}{} is the only {} left for {}",
            name(*item),
            attribute(*item),
            puzzle.label(position.0)
        ),
        Deduction::Apart { .. } => format!("{given}they can never be in the same place"),
        Deduction::Partner { a, b } if !step.linked.is_empty() => format!(
            "{given}{} can only go with {} among the {} values",
            name(*a),
            name(*b),
            attribute(*b)
        ),
        Deduction::Partner { a, b } => format!(
            "{given}{} and {} share what is known of each",
            name(*a),
            name(*b)
        ),
        Deduction::Reach { item, attribute } => format!(
            "{given}{} must be with one of the {} values still possible for it",
            name(*item),
            puzzle.attributes[attribute.0].name
        ),
        Deduction::Hypothesis {
            item,
            position,
            clues,
            chain,
            ..
        } => {
            let (subject, s) = subject(puzzle, clues);
            let with = if facts.is_empty() {
                String::new()
            } else {
                format!(" with {facts}")
            };
            format!(
                "Suppose {} were {}: then {subject}{with} lead{s} to a contradiction in {} \
                 step{}",
                name(*item),
                puzzle.at_text(position.0),
                chain,
                if *chain == 1 { "" } else { "s" }
            )
        }
        Deduction::Search {
            item,
            position,
            clues,
            fewest,
        } => {
            let (subject, s) = subject(puzzle, clues);
            let with = match (facts.is_empty(), fewest) {
                (true, _) => String::new(),
                (false, true) => format!(", with {facts},"),
                (false, false) => format!(
                    ", with {facts} (perhaps more clues and facts than it needs: looking for \
                     fewer was cut short, or waits until the step is opened),"
                ),
            };
            format!(
                "No simple chain of reasoning is left; a search shows that {subject}{with} \
                 allow{s} {} only {}",
                name(*item),
                match puzzle.ordered {
                    true => puzzle.at_text(position.0),
                    false => format!("to be {}", puzzle.at_text(position.0)),
                }
            )
        }
    };
    format!("{why}: {}.", conclusions(puzzle, step))
}

/// What cannot hold at the end of a hypothesis's chain, as a sentence.
pub fn contradiction(puzzle: &Puzzle, end: &Contradiction) -> String {
    let name = |i: Item| puzzle.reference(i.0);
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
            puzzle.attributes[attribute.0].name,
            puzzle.label(position.0)
        ),
        Contradiction::NoPartner { item, attribute } => format!(
            "{} can be with none of the {} values.",
            name(*item),
            puzzle.attributes[attribute.0].name
        ),
    }
}
