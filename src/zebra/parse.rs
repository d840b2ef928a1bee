//! Reading the clue language: header lines (`title:`, `positions:`, one line per attribute)
//! and one clue per line. Headers are read first so clues may refer to any attribute.

use super::error::ZebraError;
use super::model::{Attribute, Clue, Constraint, Puzzle, Relation, Term};

/// Bit sets over positions are `u64`.
pub const MAX_POSITIONS: usize = 64;
/// At most this many attributes: the solver keeps one bit per attribute in its work lists.
pub const MAX_ATTRIBUTES: usize = 64;

const CLUE_FORMS: &str =
    "a header \"NAME: v1, v2, …\" or a clue such as \"X is Y\", \"X is not Y\", \
\"X is in N\", \"X is left of Y\", \"X is immediately left of Y\", \"X is next to Y\", \
\"X is D away from Y\", \"X is D after Y\", \"X is either Y or Z\" or \
\"of X and Y, one is Z and the other is W\"";

/// Strips a `#` comment and surrounding blanks.
fn content(line: &str) -> &str {
    match line.find('#') {
        Some(i) => line[..i].trim(),
        None => line.trim(),
    }
}

fn split_list(s: &str) -> Vec<String> {
    s.split(',')
        .map(|v| v.split_whitespace().collect::<Vec<_>>().join(" "))
        .collect()
}

/// Collapses runs of blanks so "Pall  Mall" still names "Pall Mall".
fn normal(s: &str) -> String {
    s.split_whitespace()
        .collect::<Vec<_>>()
        .join(" ")
        .to_lowercase()
}

impl Puzzle {
    /// Parses a puzzle; the first problem found is the error.
    pub fn parse(text: &str) -> Result<Puzzle, ZebraError> {
        let mut title = None;
        let mut positions: Option<(usize, Option<String>, Vec<i64>)> = None;
        let mut attributes: Vec<(usize, Attribute)> = vec![];
        let mut clue_lines = vec![];
        for (i, raw) in text.lines().enumerate() {
            let line = i + 1;
            let c = content(raw);
            if c.is_empty() {
                continue;
            }
            let Some(colon) = c.find(':') else {
                clue_lines.push((line, c));
                continue;
            };
            let key = c[..colon].trim();
            let rest = c[colon + 1..].trim();
            let lower = normal(key);
            if lower == "title" {
                if title.is_some() {
                    return Err(ZebraError::DuplicateAttribute {
                        line,
                        name: "title".into(),
                    });
                }
                title = Some(rest.to_string());
            } else if lower == "positions" {
                if positions.is_some() {
                    return Err(ZebraError::DuplicateAttribute {
                        line,
                        name: "positions".into(),
                    });
                }
                positions = Some(parse_positions(line, rest)?);
            } else {
                if key.is_empty() {
                    return Err(ZebraError::BadHeader {
                        line,
                        message: "an attribute line needs a name before the colon".into(),
                    });
                }
                if attributes.iter().any(|(_, a)| normal(&a.name) == lower) {
                    return Err(ZebraError::DuplicateAttribute {
                        line,
                        name: key.to_string(),
                    });
                }
                let values = split_list(rest);
                if values.iter().any(|v| v.is_empty()) {
                    return Err(ZebraError::BadHeader {
                        line,
                        message: format!("attribute \"{key}\" has an empty value (values are separated by commas)"),
                    });
                }
                for (k, v) in values.iter().enumerate() {
                    if values[..k].iter().any(|w| normal(w) == normal(v)) {
                        return Err(ZebraError::DuplicateValue {
                            line,
                            attribute: key.to_string(),
                            value: v.clone(),
                        });
                    }
                }
                if attributes.len() == MAX_ATTRIBUTES {
                    return Err(ZebraError::TooManyAttributes {
                        line,
                        attributes: MAX_ATTRIBUTES + 1,
                        max: MAX_ATTRIBUTES,
                    });
                }
                attributes.push((
                    line,
                    Attribute {
                        name: key.split_whitespace().collect::<Vec<_>>().join(" "),
                        values,
                    },
                ));
            }
        }
        let (_, position_name, labels) = match positions {
            Some(p) => p,
            None => match attributes.first() {
                Some((line, a)) => {
                    if a.values.len() > MAX_POSITIONS {
                        return Err(ZebraError::TooManyPositions {
                            line: *line,
                            positions: a.values.len(),
                            max: MAX_POSITIONS,
                        });
                    }
                    (0, None, (1..=a.values.len() as i64).collect())
                }
                None => return Err(ZebraError::NoAttributes),
            },
        };
        if attributes.is_empty() {
            return Err(ZebraError::NoAttributes);
        }
        for (line, a) in &attributes {
            if a.values.len() != labels.len() {
                return Err(ZebraError::WrongValueCount {
                    line: *line,
                    attribute: a.name.clone(),
                    expected: labels.len(),
                    found: a.values.len(),
                });
            }
        }
        let mut puzzle = Puzzle {
            title,
            position_name,
            labels,
            attributes: attributes.into_iter().map(|(_, a)| a).collect(),
            clues: vec![],
        };
        let names = Names::new(&puzzle);
        for (line, text) in clue_lines {
            let constraint = parse_clue(&names, &puzzle, line, text)?;
            puzzle.clues.push(Clue {
                line,
                text: text.to_string(),
                constraint,
            });
        }
        Ok(puzzle)
    }
}

fn parse_positions(
    line: usize,
    rest: &str,
) -> Result<(usize, Option<String>, Vec<i64>), ZebraError> {
    let too_many = |n: usize| ZebraError::TooManyPositions {
        line,
        positions: n,
        max: MAX_POSITIONS,
    };
    if let Ok(n) = rest.parse::<usize>() {
        if n == 0 || n > MAX_POSITIONS {
            return Err(too_many(n));
        }
        return Ok((line, None, (1..=n as i64).collect()));
    }
    let Some(colon) = rest.find(':') else {
        return Err(ZebraError::BadHeader {
            line,
            message: format!(
                "expected \"positions: N\" or \"positions: NAME: L1, L2, …\" with numeric labels, but found \"{rest}\""
            ),
        });
    };
    let name = rest[..colon].trim();
    let mut labels = vec![];
    for l in split_list(&rest[colon + 1..]) {
        match l.parse::<i64>() {
            Ok(v) if v.abs() < (1 << 40) => labels.push(v),
            _ => {
                return Err(ZebraError::BadHeader {
                    line,
                    message: format!("position label \"{l}\" is not a whole number"),
                })
            }
        }
    }
    if labels.is_empty() || labels.len() > MAX_POSITIONS {
        return Err(too_many(labels.len()));
    }
    for (k, l) in labels.iter().enumerate() {
        if labels[..k].contains(l) {
            return Err(ZebraError::BadHeader {
                line,
                message: format!("position label {l} is given twice"),
            });
        }
    }
    let name = (!name.is_empty()).then(|| name.to_string());
    Ok((line, name, labels))
}

/// Lookup of value names, case-insensitive.
struct Names {
    /// (normalised value name, attribute, item)
    values: Vec<(String, usize, usize)>,
    attributes: Vec<String>,
}

impl Names {
    fn new(p: &Puzzle) -> Names {
        let n = p.n();
        let mut values = vec![];
        for (a, at) in p.attributes.iter().enumerate() {
            for (v, name) in at.values.iter().enumerate() {
                values.push((normal(name), a, a * n + v));
            }
        }
        Names {
            values,
            attributes: p.attributes.iter().map(|a| normal(&a.name)).collect(),
        }
    }

    /// Resolves `X`: a value, `attribute.value` or `position N`. `Ok(None)`: not a name at all
    /// (the caller may try another split of the line); errors are definite.
    fn term(&self, p: &Puzzle, line: usize, raw: &str) -> Result<Option<Term>, String> {
        let s = normal(raw);
        if s.is_empty() {
            return Ok(None);
        }
        let hits: Vec<&(String, usize, usize)> =
            self.values.iter().filter(|(v, _, _)| *v == s).collect();
        if hits.len() == 1 {
            return Ok(Some(Term::Item(hits[0].2)));
        }
        if hits.len() > 1 {
            return Err(format!("ambiguous:{}", raw.trim()));
        }
        if let Some(dot) = s.find('.') {
            let (an, vn) = (s[..dot].trim(), s[dot + 1..].trim());
            if let Some(a) = self.attributes.iter().position(|x| x == an) {
                if let Some(hit) = self.values.iter().find(|(v, b, _)| *b == a && v == vn) {
                    return Ok(Some(Term::Item(hit.2)));
                }
            }
        }
        for prefix in ["position ", "in position "] {
            if let Some(label) = s.strip_prefix(prefix) {
                return match find_label(p, label.trim()) {
                    Some(q) => Ok(Some(Term::Pos(q))),
                    None => Err(format!("position:{}", label.trim())),
                };
            }
        }
        let _ = line;
        Ok(None)
    }

    fn suggestion(&self, p: &Puzzle, raw: &str) -> Option<String> {
        let s = normal(raw);
        let mut best: Option<(usize, usize)> = None;
        for (v, _, item) in &self.values {
            let d = edit_distance(&s, v);
            if best.is_none_or(|(bd, _)| d < bd) {
                best = Some((d, *item));
            }
        }
        let (d, item) = best?;
        (d <= s.chars().count().max(3) / 2 + 1).then(|| p.reference(item))
    }
}

fn find_label(p: &Puzzle, label: &str) -> Option<usize> {
    let l: i64 = label.parse().ok()?;
    p.labels.iter().position(|&x| x == l)
}

fn edit_distance(a: &str, b: &str) -> usize {
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

/// Lower case with every character keeping its byte length, so offsets found in the result
/// are valid in the original (characters whose lower case is longer are kept as they are).
fn lower_in_place(s: &str) -> String {
    s.chars()
        .map(|c| {
            let mut l = c.to_lowercase();
            match (l.next(), l.next()) {
                (Some(d), None) if d.len_utf8() == c.len_utf8() => d,
                _ => c,
            }
        })
        .collect()
}

/// Byte offsets of every occurrence of `pat` in `s` (both lower-case).
fn occurrences(s: &str, pat: &str) -> Vec<usize> {
    s.match_indices(pat).map(|(i, _)| i).collect()
}

/// One way to read a line: the pieces that must be names, and how to build the constraint.
type Build = Box<dyn Fn(&[Term]) -> Constraint>;

fn rel(r: Relation) -> Build {
    Box::new(move |t: &[Term]| Constraint::Rel {
        x: t[0],
        rel: r,
        y: t[1],
    })
}

fn rel_rev(r: Relation) -> Build {
    Box::new(move |t: &[Term]| Constraint::Rel {
        x: t[1],
        rel: r,
        y: t[0],
    })
}

fn parse_clue(
    names: &Names,
    p: &Puzzle,
    line: usize,
    text: &str,
) -> Result<Constraint, ZebraError> {
    let lower = lower_in_place(text);
    let mut readings: Vec<(Vec<&str>, Build)> = vec![];
    if let Some(after_of) = lower.strip_prefix("of ") {
        let base = 3;
        for c in occurrences(after_of, ", one is ") {
            let pair = &text[base..base + c];
            let rest_start = base + c + ", one is ".len();
            let rest = &lower[rest_start..];
            for a in occurrences(&lower_in_place(pair), " and ") {
                for o in occurrences(rest, " and the other is ") {
                    let pieces = vec![
                        &pair[..a],
                        &pair[a + 5..],
                        &text[rest_start..rest_start + o],
                        &text[rest_start + o + " and the other is ".len()..],
                    ];
                    readings.push((
                        pieces,
                        Box::new(|t: &[Term]| Constraint::OneEach {
                            x: t[0],
                            y: t[1],
                            z: t[2],
                            w: t[3],
                        }),
                    ));
                }
            }
        }
    }
    for is in occurrences(&lower, " is ") {
        let x = &text[..is];
        let rs = is + 4;
        let r = &lower[rs..];
        let tail = |k: usize| &text[rs + k..];
        let keyed: [(&str, Build); 7] = [
            ("not next to ", rel(Relation::NotNextTo)),
            ("next to ", rel(Relation::NextTo)),
            ("immediately left of ", rel(Relation::ImmLeft)),
            ("immediately right of ", rel_rev(Relation::ImmLeft)),
            ("left of ", rel(Relation::LeftOf)),
            ("right of ", rel_rev(Relation::LeftOf)),
            ("not ", rel(Relation::NotSame)),
        ];
        for (prefix, b) in keyed {
            if r.starts_with(prefix) {
                readings.push((vec![x, &text[rs + prefix.len()..]], b));
            }
        }
        readings.push((vec![x, tail(0)], rel(Relation::Same)));
        if let Some(e) = r.strip_prefix("either ") {
            for o in occurrences(e, " or ") {
                let start = rs + 7;
                readings.push((
                    vec![x, &text[start..start + o], &text[start + o + 4..]],
                    Box::new(|t: &[Term]| Constraint::Either {
                        x: t[0],
                        y: t[1],
                        z: t[2],
                    }),
                ));
            }
        }
        for (prefix, same) in [("not in ", false), ("in ", true)] {
            if let Some(label) = r.strip_prefix(prefix) {
                let label = label.trim();
                if label.parse::<i64>().is_ok() {
                    let Some(q) = find_label(p, label) else {
                        return Err(ZebraError::NoSuchPosition {
                            line,
                            label: label.to_string(),
                            labels: p.labels.iter().map(|l| l.to_string()).collect(),
                        });
                    };
                    let r = if same {
                        Relation::Same
                    } else {
                        Relation::NotSame
                    };
                    readings.push((
                        vec![x],
                        Box::new(move |t: &[Term]| Constraint::Rel {
                            x: t[0],
                            rel: r,
                            y: Term::Pos(q),
                        }),
                    ));
                }
            }
        }
        // "D away from", "D after", "D before": a number first.
        let num_len = r.find(' ').unwrap_or(r.len());
        if let Ok(d) = r[..num_len].parse::<i64>() {
            if d.abs() < (1 << 40) {
                let after = &r[num_len..];
                for (kw, b) in [
                    (" away from ", rel(Relation::Away(d))),
                    (" after ", rel(Relation::LabelDiff(d))),
                    (" before ", rel(Relation::LabelDiff(-d))),
                ] {
                    if after.starts_with(kw) {
                        readings.push((vec![x, tail(num_len + kw.len())], b));
                    }
                }
            }
        }
    }
    // Prefer the most specific reading: readings are in order of specificity, and the first
    // whose pieces all name something wins.
    let mut first_error: Option<ZebraError> = None;
    for (pieces, build) in &readings {
        let mut terms = vec![];
        let mut ok = true;
        for piece in pieces {
            match names.term(p, line, piece) {
                Ok(Some(t)) => terms.push(t),
                Ok(None) => {
                    if first_error.is_none() && !piece.trim().is_empty() {
                        first_error = Some(ZebraError::UnknownName {
                            line,
                            name: piece.trim().to_string(),
                            suggestion: names.suggestion(p, piece),
                        });
                    }
                    ok = false;
                    break;
                }
                Err(e) => {
                    if let Some(name) = e.strip_prefix("ambiguous:") {
                        let key = normal(name);
                        let attributes = names
                            .values
                            .iter()
                            .filter(|(v, _, _)| *v == key)
                            .map(|(_, a, _)| p.attributes[*a].name.clone())
                            .collect();
                        return Err(ZebraError::AmbiguousName {
                            line,
                            name: name.to_string(),
                            attributes,
                        });
                    }
                    if let Some(label) = e.strip_prefix("position:") {
                        return Err(ZebraError::NoSuchPosition {
                            line,
                            label: label.to_string(),
                            labels: p.labels.iter().map(|l| l.to_string()).collect(),
                        });
                    }
                    ok = false;
                    break;
                }
            }
        }
        if ok {
            return Ok(build(&terms));
        }
    }
    if readings.is_empty() {
        return Err(ZebraError::Syntax {
            line,
            text: text.to_string(),
            expected: CLUE_FORMS.to_string(),
        });
    }
    Err(first_error.unwrap_or(ZebraError::Syntax {
        line,
        text: text.to_string(),
        expected: CLUE_FORMS.to_string(),
    }))
}
