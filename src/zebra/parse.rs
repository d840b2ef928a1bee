//! Reading the clue language: header lines (`title:`, `positions:`, one line per attribute,
//! `group:`) and one clue per line. Headers are read first so clues may refer to any attribute.

use super::count_clue::read_clue as parse_clue;
#[cfg(feature = "english")]
use super::english::English;
use super::english::{lead, letter, printed_number};
use super::error::{Clip, HeaderProblem, UnreadLine, ZebraError};
use super::labels::{self, LabelError, Labels};
use super::model::{Attribute, Clue, Constraint, Group, Puzzle, Reading, Relation, Term};
use super::names::{normal, Names};

/// Bit sets over positions are `u64`.
pub const MAX_POSITIONS: usize = 64;
/// At most this many attributes: the solver keeps one bit per attribute in its work lists.
pub const MAX_ATTRIBUTES: usize = 64;

/// The longest puzzle text read, in bytes: far more than any grid up to 64 x 64 with every
/// clue written out needs, and a bound on the memory reading takes.
pub const MAX_TEXT_BYTES: usize = 4 << 20;

/// Strips a `#` comment and surrounding blanks. A `#` starts a comment at the start of the
/// line or after a blank, unless a digit follows it: `#1` is a name, `C#` a value.
pub(crate) fn content(line: &str) -> &str {
    let b = line.as_bytes();
    let comment = b.iter().enumerate().position(|(i, &c)| {
        c == b'#'
            && (i == 0
                || line
                    .get(..i)
                    .unwrap_or_default()
                    .ends_with(char::is_whitespace))
            && !b.get(i + 1).is_some_and(u8::is_ascii_digit)
    });
    match comment {
        Some(i) => line.get(..i).unwrap_or_default().trim(),
        None => line.trim(),
    }
}

/// The colon that ends a header's name: the first one not between two digits, so that a
/// clue such as "Ann is 9:00" is not read as a header.
fn header_colon(line: &str) -> Option<usize> {
    let b = line.as_bytes();
    (0..b.len()).find(|&i| {
        b[i] == b':'
            && !(i > 0 && b[i - 1].is_ascii_digit() && b.get(i + 1).is_some_and(u8::is_ascii_digit))
    })
}

/// Whether a line with a colon is a printed clue or prose rather than a header: it starts with
/// a clue number (`4. Exactly two of the following are true:`; `4:` still starts a header),
/// or it is a sentence of three words or more ending in the colon ("Based on these clues:"),
/// or a clue counting statements ("exactly 2 of: …").
fn prose_with_colon(line: &str, colon: usize) -> bool {
    let t = line.trim_start();
    let t = t.strip_prefix('(').unwrap_or(t);
    let numbered = super::english::printed_number(line).is_some()
        && !t
            .trim_start_matches(|c: char| c.is_ascii_digit())
            .starts_with(':');
    let sentence = line.get(colon + 1..).unwrap_or_default().trim().is_empty()
        && line
            .get(..colon)
            .unwrap_or_default()
            .split_whitespace()
            .count()
            >= 3;
    // "The question is: Who owns a pet fish?": a question, not a list of values.
    let question = line.trim_end().ends_with('?')
        && line
            .get(..colon)
            .unwrap_or_default()
            .split_whitespace()
            .count()
            >= 2;
    numbered || sentence || question || super::count_clue::is_count(line)
}

fn split_list(s: &str) -> Vec<String> {
    s.split(',')
        .map(|v| v.split_whitespace().collect::<Vec<_>>().join(" "))
        .collect()
}

impl Puzzle {
    /// Parses a puzzle; the first problem found is the error.
    pub fn parse(text: &str) -> Result<Puzzle, ZebraError> {
        if text.len() > MAX_TEXT_BYTES {
            return Err(ZebraError::TooLong {
                bytes: text.len(),
                max: MAX_TEXT_BYTES,
            });
        }
        // A byte-order mark some editors put at the start is not part of the first word.
        let text = text.strip_prefix('\u{feff}').unwrap_or(text);
        let mut title = None;
        let mut positions: Option<Positions> = None;
        let mut attributes: Vec<(usize, Attribute)> = vec![];
        let mut group_lines: Vec<(usize, &str)> = vec![];
        let mut clue_lines = vec![];
        for (i, raw) in text.lines().enumerate() {
            let line = i + 1;
            if let Some((printed, read)) = super::readings::decode(raw) {
                clue_lines.push((line, printed, Some(read)));
                continue;
            }
            super::error::control_character(line, raw)?;
            let c = content(raw);
            if c.is_empty() {
                continue;
            }
            let Some(colon) = header_colon(c).filter(|&colon| !prose_with_colon(c, colon)) else {
                clue_lines.push((line, c, None));
                continue;
            };
            let key = c.get(..colon).unwrap_or_default().trim();
            let rest = c.get(colon + 1..).unwrap_or_default().trim();
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
            } else if lower == "group" && super::case::has_char(rest, ':') {
                // "group: NAME: …"; a plain "group: A, B, …" is an attribute named "group".
                group_lines.push((line, rest));
            } else {
                if key.is_empty() {
                    return Err(ZebraError::BadHeader {
                        line,
                        problem: HeaderProblem::MissingName,
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
                        problem: HeaderProblem::EmptyValue {
                            attribute: key.to_string(),
                        },
                    });
                }
                // (A list looked through, 64 values at most: no map of a type of its own.)
                let mut seen: Vec<String> = vec![];
                if let Some(v) = values.iter().find(|v| {
                    let v = normal(v);
                    let again = seen.contains(&v);
                    seen.push(v);
                    again
                }) {
                    return Err(ZebraError::DuplicateValue {
                        line,
                        attribute: key.to_string(),
                        value: v.clone(),
                    });
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
        let ordered = positions.is_some();
        let (_, position_name, labels, printed) = match positions {
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
                    (0, None, (1..=a.values.len() as i64).collect(), None)
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
            ordered,
            position_name,
            labels,
            printed,
            attributes: attributes.into_iter().map(|(_, a)| a).collect(),
            groups: vec![],
            clues: vec![],
            english: vec![],
        };
        for (line, rest) in group_lines {
            let group = parse_group(&puzzle, line, rest)?;
            puzzle.groups.push(group);
        }
        let names = Names::new(&puzzle);
        #[cfg(feature = "english")]
        let mut english: Option<English> = None;
        // Every clue line that does not read is reported, not only the first.
        let mut unread: Vec<UnreadLine> = vec![];
        let mut lines = clue_lines.into_iter().peekable();
        while let Some((line, text, read)) = lines.next() {
            // "Exactly two of the following are true:" and the lettered lines after it are
            // one clue, read by the English reader.
            if read.is_none() {
                if let Some(lead) = lead(text) {
                    let mut statements = vec![];
                    while let Some(&(at, t, _)) = lines
                        .peek()
                        .filter(|(_, t, read)| read.is_none() && letter(t).is_some())
                    {
                        statements.push((at, t));
                        lines.next();
                    }
                    #[cfg(not(feature = "english"))]
                    {
                        let _ = (lead, statements);
                        return Err(ZebraError::NeedsReader { line });
                    }
                    #[cfg(feature = "english")]
                    {
                        let reader = english.get_or_insert_with(|| English::new(&puzzle));
                        let parse = |at: usize, t: &str| parse_clue(&names, &puzzle, at, t);
                        match reader.read_statements(&puzzle, lead, line, &statements, &parse) {
                            Ok(constraint) => {
                                let text = std::iter::once(text)
                                    .chain(statements.iter().map(|&(_, t)| t))
                                    .collect::<Vec<_>>()
                                    .join(" ");
                                let clues = vec![puzzle.clue_text(&constraint)];
                                let reading = Reading {
                                    line,
                                    text: text.clone(),
                                    clues,
                                };
                                puzzle.english.push(reading);
                                puzzle.clues.push(Clue {
                                    line,
                                    text,
                                    constraint,
                                });
                            }
                            Err(errors) => {
                                unread.extend(errors.into_iter().map(|error| UnreadLine {
                                    clue: printed_number(text),
                                    error,
                                }))
                            }
                        }
                        continue;
                    }
                }
            }
            let constraints = match read {
                // A line the English reader read in the English module: its clue-language
                // lines, quoted by the answers as the line was printed.
                Some(clues) => {
                    let mut read = vec![];
                    for clue in &clues {
                        read.extend(parse_clue(&names, &puzzle, line, clue)?);
                    }
                    // A counting clue's lettered statements were read with it: they are
                    // part of that clue, as when the reader read them.
                    if read.iter().any(|c| matches!(c, Constraint::Count { .. })) {
                        while lines
                            .next_if(|(_, t, read)| read.is_none() && letter(t).is_some())
                            .is_some()
                        {}
                    }
                    let clues = clues.iter().map(|c| c.to_string()).collect();
                    let text = text.to_string();
                    puzzle.english.push(Reading { line, text, clues });
                    read
                }
                None => match parse_clue(&names, &puzzle, line, text) {
                    Ok(c) => c,
                    // A line the clue language refuses is read as an English sentence.
                    #[cfg(feature = "english")]
                    Err(e) => {
                        let reader = english.get_or_insert_with(|| English::new(&puzzle));
                        let clue_reads = |t: &str| parse_clue(&names, &puzzle, line, t).is_ok();
                        let read = match reader.read(&puzzle, line, text, e, &clue_reads) {
                            Ok(read) => read,
                            Err(error) => {
                                let clue = printed_number(text);
                                unread.push(UnreadLine { clue, error });
                                continue;
                            }
                        };
                        let clues = read.iter().map(|c| puzzle.clue_text(c)).collect();
                        let text = text.to_string();
                        puzzle.english.push(Reading { line, text, clues });
                        read
                    }
                    // Without the reader, the whole text goes to the module that has it.
                    #[cfg(not(feature = "english"))]
                    Err(_) => return Err(ZebraError::NeedsReader { line }),
                },
            };
            if let Some(error) = order_in_unordered(&puzzle, line, &constraints) {
                unread.push(UnreadLine {
                    clue: printed_number(text),
                    error,
                });
                continue;
            }
            for constraint in constraints {
                puzzle.clues.push(Clue {
                    line,
                    text: text.to_string(),
                    constraint,
                });
            }
        }
        match unread.len() {
            0 => Ok(puzzle),
            // One line without a printed number is its own error, as it always was.
            1 if unread[0].clue.is_none() => Err(unread.remove(0).error),
            _ => Err(ZebraError::Unread { lines: unread }),
        }
    }
}

/// The error for a clue that speaks of order (a relation of order or a position) in a grid
/// without order: there is no order for it to mean anything in, and reading it some other way
/// would be a silent misreading.
fn order_in_unordered(p: &Puzzle, line: usize, read: &[Constraint]) -> Option<ZebraError> {
    if p.ordered {
        return None;
    }
    read.iter().find_map(|c| {
        let relation = match *c {
            Constraint::Rel { rel, .. } => match rel {
                Relation::Same | Relation::NotSame => None,
                Relation::LeftOf => Some("'left of'"),
                Relation::ImmLeft => Some("'immediately left of'"),
                Relation::NextTo => Some("'next to'"),
                Relation::NotNextTo => Some("'not next to'"),
                Relation::Away(_) => Some("'away from'"),
                Relation::LabelDiff(_) => Some("'after'"),
                Relation::LabelTimes(_) => Some("'times'"),
                Relation::LabelSum(_) => Some("'minus'"),
            },
            _ => None,
        };
        let position = c.terms().iter().any(|t| matches!(t, Term::Pos(_)));
        let what = match (relation, position) {
            (Some(r), _) => r,
            (None, true) => "a position ('in 3', 'first')",
            (None, false) => return None,
        };
        Some(ZebraError::NoOrder {
            line,
            what: what.to_string(),
        })
    })
}

/// A `positions:` line: its line, its name, the labels' places and, when they are not plain
/// numbers, the labels as printed.
type Positions = (usize, Option<String>, Vec<i64>, Option<Labels>);

fn parse_positions(line: usize, rest: &str) -> Result<Positions, ZebraError> {
    let too_many = |n: usize| ZebraError::TooManyPositions {
        line,
        positions: n,
        max: MAX_POSITIONS,
    };
    if let Ok(n) = rest.parse::<usize>() {
        if n == 0 || n > MAX_POSITIONS {
            return Err(too_many(n));
        }
        return Ok((line, None, (1..=n as i64).collect(), None));
    }
    // The name ends at the first colon not inside a time (`9:00am`).
    let Some(colon) = rest.find(':').filter(|&c| {
        !rest
            .get(..c)
            .unwrap_or_default()
            .trim_end()
            .ends_with(|ch: char| ch.is_ascii_digit())
    }) else {
        return Err(ZebraError::BadHeader {
            line,
            problem: HeaderProblem::BadPositions {
                found: rest.to_string(),
            },
        });
    };
    let name = rest.get(..colon).unwrap_or_default().trim();
    let list = split_list(rest.get(colon + 1..).unwrap_or_default());
    if list.is_empty() || list.len() > MAX_POSITIONS {
        return Err(too_many(list.len()));
    }
    let bad = |problem| ZebraError::BadHeader { line, problem };
    let plain: Option<Vec<i64>> = list.iter().map(|l| l.parse::<i64>().ok()).collect();
    let (labels, printed) = match plain {
        Some(labels) => {
            if let Some(l) = labels.iter().find(|l| l.unsigned_abs() >= 1 << 40) {
                return Err(bad(HeaderProblem::NotANumber {
                    label: l.to_string(),
                }));
            }
            (labels, None)
        }
        None => match labels::read(&list) {
            Ok(read) => (read.values.clone(), Some(read)),
            Err(LabelError::Unread(label)) => return Err(bad(HeaderProblem::NotANumber { label })),
            Err(LabelError::Twice(label)) => return Err(bad(HeaderProblem::LabelTwice { label })),
            Err(LabelError::MixedUnits { first, other }) => {
                return Err(bad(HeaderProblem::MixedUnits { first, other }))
            }
        },
    };
    for (k, l) in labels.iter().enumerate() {
        if labels[..k].contains(l) {
            return Err(bad(HeaderProblem::LabelTwice {
                label: list[k].clone(),
            }));
        }
    }
    let name = (!name.is_empty()).then(|| name.to_string());
    Ok((line, name, labels, printed))
}

/// The group a `group:` header's text after the colon (`women: Calla, Lynn`) names.
fn parse_group(p: &Puzzle, line: usize, rest: &str) -> Result<Group, ZebraError> {
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
