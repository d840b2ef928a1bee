//! The `group: NAME: v1, v2, …` header: a named set of one attribute's values (`group:
//! women: Calla, Lynn`, as a puzzle's introduction says "two women named Calla and Lynn").
//! A group states nothing by itself; the English reader uses it for the words that say a
//! thing is one of its members ("the secretary (who is a woman)", "Ms. Oakley"), each read
//! as "X is not V" for every value of the attribute outside the group.

use super::error::{Clip, HeaderProblem, ZebraError};
use super::model::{Constraint, Group, Puzzle, Relation, Term};
use super::names::normal;

/// The group a `group:` header's text after the colon (`women: Calla, Lynn`) names.
pub(super) fn parse(p: &Puzzle, line: usize, rest: &str) -> Result<Group, ZebraError> {
    let bad = |problem: String| ZebraError::BadHeader {
        line,
        problem: HeaderProblem::BadGroup { why: problem },
    };
    let (name, list) = rest
        .split_once(':')
        .ok_or_else(|| bad(format!("found \"{}\"", Clip(rest))))?;
    let name = name.split_whitespace().collect::<Vec<_>>().join(" ");
    if name.is_empty() {
        return Err(bad("the group has no name".into()));
    }
    if p.groups.iter().any(|g| normal(&g.name) == normal(&name)) {
        return Err(bad(format!("the group \"{name}\" is given twice")));
    }
    let mut attribute = None;
    let mut values = vec![];
    for v in list.split(',') {
        let v = normal(v);
        let found: Vec<(usize, usize)> = p
            .attributes
            .iter()
            .enumerate()
            .flat_map(|(a, attr)| {
                attr.values
                    .iter()
                    .enumerate()
                    .filter(|(_, name)| normal(name) == v)
                    .map(move |(k, _)| (a, k))
            })
            .collect();
        let &[(a, k)] = found.as_slice() else {
            return Err(bad(if found.is_empty() {
                format!("\"{}\" is no value of the puzzle", v.trim())
            } else {
                format!("\"{}\" is a value of more than one attribute", v.trim())
            }));
        };
        if attribute.is_some_and(|b| b != a) {
            return Err(bad(format!(
                "\"{}\" is not of the same attribute as the values before it",
                v.trim()
            )));
        }
        if values.contains(&k) {
            return Err(bad(format!("\"{}\" is named twice", v.trim())));
        }
        attribute = Some(a);
        values.push(k);
    }
    Ok(Group {
        name,
        attribute: attribute.ok_or_else(|| bad("the group names no value".into()))?,
        values,
    })
}

/// "x is one of the group's members": x is not any value of the group's attribute outside
/// it (every thing has one value of each attribute, so that is exactly "one of them").
#[cfg_attr(not(feature = "english"), allow(dead_code))]
pub fn member(p: &Puzzle, g: &Group, x: Term) -> Vec<Constraint> {
    let n = p.n();
    (0..n)
        .filter(|k| !g.values.contains(k))
        .map(|k| Constraint::Rel {
            x,
            rel: Relation::NotSame,
            y: Term::Item(g.attribute * n + k),
        })
        .collect()
}
