//! The names a puzzle defines (its values, its attributes, its position labels), as a clue
//! line is read against them: looked up case-insensitively and blank-insensitively in hash
//! maps, and the nearest one suggested when a piece names nothing (lowercased by case.rs).

use super::case::lowercase;
use super::error::ZebraError;
use super::grid::Attr;
use super::model::{Puzzle, Term};
use crate::zebra::fnv::HashMap;
use std::borrow::Cow;

/// Collapses runs of blanks so "Pall  Mall" still names "Pall Mall".
pub(crate) fn normal(s: &str) -> String {
    normalised(s).into_owned()
}

/// [`normal`], borrowing `s` when it is already normal: plain ASCII in lower case, words
/// apart by single spaces. Most pieces of most lines are, and a marks text is thousands of
/// lines, so looking a piece up without building a new string pays.
pub(super) fn normalised(s: &str) -> Cow<'_, str> {
    let b = s.as_bytes();
    let plain = b
        .iter()
        .all(|&c| c.is_ascii() && !c.is_ascii_uppercase() && !(9..=13).contains(&c))
        && b.first() != Some(&b' ')
        && b.last() != Some(&b' ')
        && !b.windows(2).any(|w| w == b"  ");
    if plain {
        return Cow::Borrowed(s);
    }
    Cow::Owned(lowercase(
        &s.split_whitespace().collect::<Vec<_>>().join(" "),
    ))
}

/// Lookup of value and attribute names, case-insensitive.
pub(crate) struct Names {
    /// normalised value name → (attribute, item), one entry per attribute that has it.
    values: HashMap<String, Vec<(usize, usize)>>,
    /// normalised attribute name → attribute, the first of a name: a list looked through
    /// (64 at most), not a map of a type of its own in every zebra module.
    attributes: Vec<(String, usize)>,
    /// Every value in item order, for suggestions: (normalised name, its length in chars).
    ordered: Vec<(String, usize, usize)>,
    /// A piece with more non-blank characters than this names nothing: a value, or
    /// `attribute.value`, has at most this many.
    pub(super) bound: usize,
}

impl Names {
    pub(crate) fn new(p: &Puzzle) -> Names {
        let n = p.n();
        let mut values: HashMap<String, Vec<(usize, usize)>> = HashMap::default();
        let mut ordered = vec![];
        let mut attributes: Vec<(String, usize)> = vec![];
        let (mut longest_value, mut longest_attribute) = (0, 0);
        for (a, at) in p.attributes.iter().enumerate() {
            let name = normal(&at.name);
            longest_attribute = longest_attribute.max(name.chars().count());
            if !attributes.iter().any(|(b, _)| *b == name) {
                attributes.push((name, a));
            }
            for (v, value) in at.values.iter().enumerate() {
                let key = normal(value);
                let chars = key.chars().count();
                longest_value = longest_value.max(chars);
                let item = Attr(a).item(v, n).0;
                values.entry(key.clone()).or_default().push((a, item));
                ordered.push((key, chars, item));
            }
        }
        Names {
            values,
            attributes,
            ordered,
            bound: longest_attribute + 1 + longest_value,
        }
    }

    /// Resolves `X`: a value, `attribute.value` or `position N`. `Ok(None)`: not a name at all
    /// (the caller may try another split of the line); errors are definite.
    pub(super) fn term(
        &self,
        p: &Puzzle,
        line: usize,
        raw: &str,
    ) -> Result<Option<Term>, ZebraError> {
        let s = normalised(raw);
        if s.is_empty() {
            return Ok(None);
        }
        match self.values.get(s.as_ref()).map(Vec::as_slice) {
            Some([(_, item)]) => return Ok(Some(Term::Item(*item))),
            Some(hits) if hits.len() > 1 => {
                return Err(ZebraError::AmbiguousName {
                    line,
                    name: raw.trim().to_string(),
                    attributes: hits
                        .iter()
                        .map(|(a, _)| p.attributes[*a].name.clone())
                        .collect(),
                })
            }
            _ => {}
        }
        // Attribute and value names may hold dots themselves (`a.b.x`, `town.St. Ives`):
        // every dot is tried as the one between them.
        // A piece longer than any such pair (blanks around the dot allowed) is none; the
        // check keeps a long line of dots from being looked up once per dot.
        let pair = s.len() <= 4 * (self.bound + 2);
        for (dot, _) in s.match_indices('.').filter(|_| pair) {
            let (an, vn) = (
                s.get(..dot).unwrap_or_default().trim(),
                s.get(dot + 1..).unwrap_or_default().trim(),
            );
            let a = self
                .attributes
                .iter()
                .find(|(b, _)| b == an)
                .map(|&(_, a)| a);
            if let (Some(a), Some(hits)) = (a, self.values.get(vn)) {
                if let Some((_, item)) = hits.iter().find(|(b, _)| *b == a) {
                    return Ok(Some(Term::Item(*item)));
                }
            }
        }
        // A printed label (`$8.25`, `9:00am`, `October 3`) is a position one can name; a bare
        // number is not, as it never was.
        if let Some(q) = p
            .printed
            .as_ref()
            .filter(|_| s.parse::<i64>().is_err())
            .and_then(|l| l.find(&s))
        {
            return Ok(Some(Term::Pos(q)));
        }
        for prefix in ["position ", "in position "] {
            if let Some(label) = s.strip_prefix(prefix) {
                // "position 7 or position 3" is no label: another cut of the line may read it.
                let label = label.trim();
                return match find_label(p, label) {
                    Some(q) => Ok(Some(Term::Pos(q))),
                    None if label.parse::<i64>().is_err() => Ok(None),
                    None => Err(no_such_position(p, line, label)),
                };
            }
        }
        Ok(None)
    }

    pub(super) fn suggestion(&self, p: &Puzzle, raw: &str) -> Option<String> {
        let s = normal(raw);
        let len = s.chars().count();
        let mut best: Option<(usize, usize)> = None;
        for (v, chars, item) in &self.ordered {
            // The distance is at least the difference in length, which for a name less than
            // half as long as `s` already exceeds what counts as a near miss below.
            if len > 2 * chars + 3 {
                continue;
            }
            let d = edit_distance(&s, v);
            if best.is_none_or(|(bd, _)| d < bd) {
                best = Some((d, *item));
            }
        }
        let (d, item) = best?;
        (d <= len.max(3) / 2 + 1).then(|| p.reference(item))
    }
}

pub(crate) fn find_label(p: &Puzzle, label: &str) -> Option<usize> {
    if let Some(printed) = &p.printed {
        return printed.find(label);
    }
    let l: i64 = label.parse().ok()?;
    p.labels.iter().position(|&x| x == l)
}

pub(super) fn no_such_position(p: &Puzzle, line: usize, label: &str) -> ZebraError {
    ZebraError::NoSuchPosition {
        line,
        label: label.to_string(),
        labels: (0..p.n()).map(|q| p.label(q)).collect(),
    }
}

pub(crate) fn edit_distance(a: &str, b: &str) -> usize {
    let b: Vec<char> = b.chars().collect();
    let mut row: Vec<usize> = (0..=b.len()).collect();
    for (i, ca) in a.chars().enumerate() {
        let mut prev = row[0];
        row[0] = i + 1;
        for (j, &cb) in b.iter().enumerate() {
            let cur = row[j + 1];
            row[j + 1] = (prev + usize::from(ca != cb)).min(row[j] + 1).min(cur + 1);
            prev = cur;
        }
    }
    row[b.len()]
}
