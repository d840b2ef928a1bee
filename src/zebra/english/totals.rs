//! Sums as publishers print them: "Bill and Ellis snitched a total of six muffins" adds the
//! two things' amounts on the order (`Bill is 6 minus Ellis`) and, naming two, says they are
//! two (`Bill is not Ellis`). The two sides are read as the sentences the line implies, each
//! at the order's first amount ("Bill snitched 1 muffins", "Ellis snitched 1 muffins"), so
//! the puzzle's own verb, the descriptions and the unit are checked as any sentence's are;
//! each side must read as no more than its place on the order. A sum has a meaning only on an
//! order of plain numbers (on money, times or dates the reader does not add). A sentence with
//! "each", "both", "apiece" or "every" says something else of the total (each one's), and
//! is refused.

use super::cues;
use crate::zebra::case::among;
use crate::zebra::error::{Clip, ZebraError};
use crate::zebra::model::{Constraint, Puzzle, Relation, Term};

/// The most "and"s tried as the cut between the two things, and the most words tried as the
/// verb the first thing shares with the second (the fewest that read are taken): a bounded
/// number of readings, so the line is still read in time linear in its length.
const MAX_CUTS: usize = 4;
const MAX_VERB: usize = 3;

/// The clues of a sentence with "a total of", `None` when it has none.
pub fn read(
    p: &Puzzle,
    line: usize,
    ws: &[String],
    read_with: impl Fn(&str) -> Result<Vec<Constraint>, ZebraError>,
) -> Option<Result<Vec<Constraint>, ZebraError>> {
    let at = (0..ws.len()).find(|&i| {
        ws.get(i..i + 3)
            .is_some_and(|w| w[0] == "a" && w[1] == "total" && w[2] == "of")
    })?;
    let english = |message: String| ZebraError::English { line, message };
    Some(sum(p, ws, at, &read_with).map_err(|e| match e {
        Refusal::Why(why) => english(why),
        Refusal::Side(implied, ZebraError::English { message, .. }) => english(format!(
            "{message} (the total's side read as \"{}\")",
            Clip(&implied)
        )),
        Refusal::Side(_, e) => e,
    }))
}

/// Why a total is not read: a message, or a side's own refusal and the words it was.
enum Refusal {
    Why(String),
    Side(String, ZebraError),
}

fn why(message: &str) -> Refusal {
    Refusal::Why(message.to_string())
}

fn sum(
    p: &Puzzle,
    ws: &[String],
    at: usize,
    read_with: &impl Fn(&str) -> Result<Vec<Constraint>, ZebraError>,
) -> Result<Vec<Constraint>, Refusal> {
    if p.position_name.is_none() || p.printed.is_some() || p.labels.is_empty() {
        return Err(Refusal::Why(format!(
            "'a total of' adds amounts, and the {} are not plain numbers",
            p.position_name.as_deref().unwrap_or("positions")
        )));
    }
    let total = ws
        .get(at + 3)
        .and_then(|w| cues::number(w))
        .ok_or_else(|| why("'a total of' is read only before a number"))?;
    if (at + 3..ws.len()).any(|k| ws[k] == "total") {
        return Err(why(
            "two totals in one sentence cannot be stated as one clue",
        ));
    }
    if let Some(w) = ws
        .iter()
        .find(|w| among(w.as_str(), "each|both|apiece|every"))
    {
        return Err(Refusal::Why(format!(
            "'{w}' with 'a total of' counts each one's total, which the clue language cannot \
             state"
        )));
    }
    let first = p.labels[0].to_string();
    let rest = &ws[at + 4..];
    // "A and B VERB": each side with the verb and the first amount, as a sentence.
    let side = |words: &[String]| -> (String, Result<Vec<Constraint>, ZebraError>) {
        let mut implied: Vec<&str> = words.iter().map(String::as_str).collect();
        implied.push(&first);
        implied.extend(rest.iter().map(String::as_str));
        let implied = implied.join(" ");
        let read = read_with(&implied);
        (implied, read)
    };
    // A side read and placed, or why not (the sentence it was read as, and its error).
    let placed_side = |words: &[String]| {
        let (implied, read) = side(words);
        match read.map(|c| placed(&c)) {
            Ok(Some(x)) => Ok(x),
            Ok(None) => Err(Refusal::Side(implied, no_place())),
            Err(e) => Err(Refusal::Side(implied, e)),
        }
    };
    let mut found: Option<Vec<Constraint>> = None;
    let mut refusal: Option<Refusal> = None;
    let cuts = (1..at).filter(|&k| ws[k] == "and").take(MAX_CUTS);
    for k in cuts {
        let (a_words, tail) = (&ws[..k], &ws[k + 1..at]);
        let b = match placed_side(tail) {
            Ok(b) => b,
            Err(r) => {
                refusal.get_or_insert(r);
                continue;
            }
        };
        for v in 1..=MAX_VERB.min(tail.len().saturating_sub(1)) {
            let mut words = a_words.to_vec();
            words.extend(tail[tail.len() - v..].iter().cloned());
            let a = match placed_side(&words) {
                Ok(a) => a,
                Err(r) => {
                    refusal.get_or_insert(r);
                    continue;
                }
            };
            let clues = clues(a, b.clone(), total);
            match &found {
                Some(f) if *f != clues => {
                    return Err(why(
                        "'a total of' could add more than one pair of the things the sentence \
                         names",
                    ))
                }
                _ => found = Some(clues),
            }
            // The fewest words that read as the verb: a longer verb would take the second
            // side's own words ("Ms. Oakley snitched" is no verb of "the secretary").
            break;
        }
    }
    found.ok_or_else(|| {
        refusal.unwrap_or_else(|| {
            why("'a total of' is read only as \"A and B … a total of N\", two things adding their amounts")
        })
    })
}

fn no_place() -> ZebraError {
    ZebraError::English {
        line: 0,
        message: "a side of the total must say only what it names".into(),
    }
}

/// One side read: the thing it names and the descriptions read with it (`the secretary is
/// Calla`), when it says nothing but that thing's place at the order's first amount.
fn placed(read: &[Constraint]) -> Option<(Term, Vec<Constraint>)> {
    let mut at = None;
    let mut descriptions = vec![];
    for c in read {
        match *c {
            Constraint::Rel {
                x: Term::Item(i),
                rel: Relation::Same,
                y: Term::Pos(0),
            }
            | Constraint::Rel {
                x: Term::Pos(0),
                rel: Relation::Same,
                y: Term::Item(i),
            } if at.is_none() => at = Some(Term::Item(i)),
            Constraint::Rel {
                x: Term::Item(_),
                rel: Relation::Same,
                y: Term::Item(_),
            } => descriptions.push(c.clone()),
            _ => return None,
        }
    }
    at.map(|t| (t, descriptions))
}

/// The sum's clues: both sides' descriptions, the two are two, and their amounts add up.
fn clues(
    (a, a_desc): (Term, Vec<Constraint>),
    (b, b_desc): (Term, Vec<Constraint>),
    total: i64,
) -> Vec<Constraint> {
    let mut out = a_desc;
    out.extend(b_desc);
    out.push(Constraint::Rel {
        x: a,
        rel: Relation::NotSame,
        y: b,
    });
    out.push(Constraint::Rel {
        x: a,
        rel: Relation::LabelSum(total),
        y: b,
    });
    out
}
