//! Reading one clue line. A line may split into names at several places ("X is Y is Z"
//! names X and "Y is Z", or "X is Y" and Z), so every way the clue forms can cut it is a
//! *reading*; readings are tried from the most specific form on, and the first whose pieces
//! all name something wins.
//!
//! The cuts are enumerated lazily and each family of cuts stops as soon as a piece has more
//! letters than any name ([`Names::bound`]): such a piece can never name anything, and the
//! cuts after it only make it longer. A piece is looked up in hash maps. Together this keeps
//! reading a line proportional to its length, where trying every cut of
//! "of a and b and …, one is … and the other is …" would be cubic.

use super::error::{is_integer, ZebraError};
use super::model::{Constraint, Puzzle, Relation, Term};
use super::names::{find_label, no_such_position, Names};
use crate::zebra::fnv::HashMap;

pub(crate) const CLUE_FORMS: &str =
    "a header \"NAME: v1, v2, …\" or a clue such as \"X is Y\", \"X is not Y\", \
\"X is in N\", \"X is left of Y\", \"X is immediately left of Y\", \"X is next to Y\", \
\"X is D away from Y\", \"X is D after Y\", \"X is K times Y\", \"X is S minus Y\", \
\"X is either Y or Z (or …)\" or \
\"of X and Y, one is Z and the other is W\"";

/// The clue forms as the page's cheat sheet lists them, one entry per line: X, Y, Z and W
/// stand for values, 2 and 3 for numbers.
pub const CLUE_SHEET: [&str; 10] = [
    "X is Y / X is not Y",
    "X is in 3 / X is not in 3",
    "X is left of Y / right of Y",
    "X is immediately left of Y",
    "X is next to Y / not next to Y",
    "X is 2 away from Y",
    "X is 2 after Y / 2 before Y (numeric labels)",
    "X is 2 times Y / 6 minus Y (numeric labels)",
    "X is either Y or Z",
    "of X and Y, one is Z and the other is W",
];

/// Lower case with every character keeping its byte length, so offsets found in the result
/// are valid in the original (characters whose lower case is longer are kept as they are).
fn lower_in_place(s: &str) -> String {
    // Most lines are ASCII, and lowering them byte by byte skips the per-character case tables.
    if s.is_ascii() {
        return s.to_ascii_lowercase();
    }
    lower_chars(s)
}

/// [`lower_in_place`] character by character, for any text.
fn lower_chars(s: &str) -> String {
    s.chars().map(super::case::lower_char).collect()
}

/// Every place a keyword occurs in the line, overlapping ones included, so that the matches
/// `str::match_indices` would find in any stretch of the line can be walked without
/// searching that stretch again.
struct Keyword {
    len: usize,
    at: Vec<usize>,
}

impl Keyword {
    fn new(lower: &str, pat: &str) -> Keyword {
        let (b, p) = (lower.as_bytes(), pat.as_bytes());
        let at = (0..(b.len() + 1).saturating_sub(p.len()))
            .filter(|&i| b[i..].iter().zip(p).all(|(x, y)| x == y))
            .collect();
        Keyword { len: p.len(), at }
    }

    /// The non-overlapping matches inside `from..to`, left to right.
    fn within(&self, from: usize, to: usize) -> impl Iterator<Item = usize> + '_ {
        let mut next = from;
        std::iter::from_fn(move || {
            let k = self.at.partition_point(|&i| i < next);
            let i = *self.at.get(k)?;
            (i + self.len <= to).then(|| {
                next = i + self.len;
                i
            })
        })
    }
}

/// The constraint a reading builds once its pieces are named.
#[derive(Clone, Copy)]
enum Form {
    Rel(Relation),
    /// "X is right of Y": the relation with the pieces swapped.
    RelSwapped(Relation),
    Either,
    OneEach,
    /// "X is (not) in N": one piece, the position known.
    At(Relation, usize),
    /// "X is D away from Y" with D below zero: refused once the pieces name something.
    Negative(i64),
}

impl Form {
    fn build(self, t: &[Term], line: usize) -> Result<Constraint, ZebraError> {
        Ok(match self {
            Form::Rel(rel) => Constraint::Rel {
                x: t[0],
                rel,
                y: t[1],
            },
            Form::RelSwapped(rel) => Constraint::Rel {
                x: t[1],
                rel,
                y: t[0],
            },
            Form::Either => Constraint::Either {
                x: t[0],
                y: t[1],
                z: t[2],
            },
            Form::OneEach => Constraint::OneEach {
                x: t[0],
                y: t[1],
                z: t[2],
                w: t[3],
            },
            Form::At(rel, q) => Constraint::Rel {
                x: t[0],
                rel,
                y: Term::Pos(q),
            },
            Form::Negative(distance) => {
                return Err(ZebraError::NegativeDistance { line, distance })
            }
        })
    }
}

/// How a reading ended when it did not name everything.
enum Outcome {
    Named(Vec<Term>),
    /// Piece `at` named nothing; `long`: it has more characters than any name, and so has
    /// every longer piece that starts at the same place.
    Missed {
        at: usize,
        long: bool,
    },
}

/// The pieces of one line looked up so far and what each named. A line of the usual forms
/// has a handful, kept in a list searched from the front (no hashing, no table to allocate);
/// past [`Memo::FEW`] they go into a map, so a long line with many cuts stays linear.
#[derive(Default)]
struct Memo {
    few: Vec<((usize, usize), Option<Term>)>,
    many: HashMap<(usize, usize), Option<Term>>,
}

impl Memo {
    const FEW: usize = 8;

    fn get(&self, piece: (usize, usize)) -> Option<Option<Term>> {
        match self.few.iter().find(|(p, _)| *p == piece) {
            Some(&(_, t)) => Some(t),
            None => self.many.get(&piece).copied(),
        }
    }

    fn insert(&mut self, piece: (usize, usize), t: Option<Term>) {
        if self.few.len() < Self::FEW {
            self.few.push((piece, t));
        } else {
            self.many.insert(piece, t);
        }
    }
}

/// One clue line being read: the pieces looked up so far, and the first piece that named
/// nothing.
struct Reader<'a> {
    names: &'a Names,
    p: &'a Puzzle,
    line: usize,
    text: &'a str,
    /// Non-blank characters before each byte offset.
    solid: Vec<u32>,
    looked_up: Memo,
    /// Whether the piece starting at a byte offset begins with "position" or "in position",
    /// once known: by offset, as `solid` (no map of a type of its own).
    positional: Vec<Option<bool>>,
    /// The first piece that named nothing: the error if no reading works. Its suggestion
    /// (a nearest name) is looked for only then.
    first_miss: Option<(usize, usize)>,
}

impl<'a> Reader<'a> {
    fn new(names: &'a Names, p: &'a Puzzle, line: usize, text: &'a str) -> Self {
        let mut solid = Vec::with_capacity(text.len() + 1);
        let mut count = 0u32;
        if text.is_ascii() {
            solid.push(0);
            for c in text.bytes() {
                count += u32::from(!c.is_ascii_whitespace() && c != 0x0b);
                solid.push(count);
            }
        } else {
            for (i, c) in text.char_indices() {
                solid.resize(i + 1, count);
                count += u32::from(!c.is_whitespace());
            }
            solid.resize(text.len() + 1, count);
        }
        Reader {
            names,
            p,
            line,
            text,
            solid,
            looked_up: Memo::default(),
            positional: vec![None; text.len() + 1],
            first_miss: None,
        }
    }

    /// Whether `text[s..]` starts with the words "position" or "in position" (any case): the
    /// only pieces whose length does not bound what they can name, since a label may have
    /// leading zeros. Remembered per offset, so a run of blanks is walked once.
    fn positional(&mut self, s: usize) -> bool {
        let text = self.text;
        *self.positional[s].get_or_insert_with(|| {
            let mut words = text.get(s..).unwrap_or_default().split_whitespace();
            let word = |w: Option<&str>, k: &str| w.is_some_and(|w| w.eq_ignore_ascii_case(k));
            let first = words.next();
            word(first, "position") || (word(first, "in") && word(words.next(), "position"))
        })
    }

    /// Looks up `text[s..e]`: `Ok(None)` if it names nothing (remembering the first such
    /// piece as the error to report), `Err` for a definite error.
    fn piece(&mut self, s: usize, e: usize) -> Result<(Option<Term>, bool), ZebraError> {
        // A piece that starts "position …" may name a position whatever its length (a label
        // may have leading zeros); once longer than the word itself it names one or is an
        // error, so it never ends a family of cuts.
        let long = self.too_long(s, e) && !self.positional(s);
        if let Some(t) = self.looked_up.get((s, e)) {
            return Ok((t, long));
        }
        let raw = self.text.get(s..e).unwrap_or_default();
        let t = if long {
            None
        } else {
            self.names.term(self.p, self.line, raw)?
        };
        if t.is_none() && self.first_miss.is_none() && !raw.trim().is_empty() {
            self.first_miss = Some((s, e));
        }
        self.looked_up.insert((s, e), t);
        Ok((t, long))
    }

    fn too_long(&self, s: usize, e: usize) -> bool {
        (self.solid[e] - self.solid[s]) as usize > self.names.bound
    }

    fn reading(&mut self, pieces: &[(usize, usize)]) -> Result<Outcome, ZebraError> {
        let mut terms = Vec::with_capacity(pieces.len());
        for (at, &(s, e)) in pieces.iter().enumerate() {
            match self.piece(s, e)? {
                (Some(t), _) => terms.push(t),
                (None, long) => return Ok(Outcome::Missed { at, long }),
            }
        }
        Ok(Outcome::Named(terms))
    }
}

/// Reads one clue line (comment and surrounding blanks already removed): the constraint it
/// states, or the several that "X is either A or B or C …" amounts to (see
/// [`Puzzle::one_of`]).
pub(crate) fn parse_clue(
    names: &Names,
    p: &Puzzle,
    line: usize,
    text: &str,
) -> Result<Vec<Constraint>, ZebraError> {
    let lower = lower_in_place(text);
    let end = text.len();
    let is = Keyword::new(&lower, " is ");
    // "X is in N" with a number that is no position is an error whatever else the line says.
    let mut at_forms = vec![];
    for i in is.within(0, end) {
        let r = lower.get(i + 4..).unwrap_or_default();
        for (prefix, rel) in [("not in ", Relation::NotSame), ("in ", Relation::Same)] {
            let Some(label) = r.strip_prefix(prefix) else {
                continue;
            };
            let label = label.trim();
            if p.printed.is_some() && label.parse::<i64>().is_err() {
                if let Some(q) = find_label(p, label) {
                    at_forms.push((i, Form::At(rel, q)));
                }
            } else if label.parse::<i64>().is_ok() {
                match find_label(p, label) {
                    Some(q) => at_forms.push((i, Form::At(rel, q))),
                    None => return Err(no_such_position(p, line, label)),
                }
            }
        }
    }
    let mut reader = Reader::new(names, p, line, text);
    if let Some(found) = one_each(&mut reader, &lower)? {
        return Ok(vec![found]);
    }
    if let Some(found) = is_forms(&mut reader, &lower, &is, &at_forms)? {
        return Ok(found);
    }
    Err(match reader.first_miss {
        Some((s, e)) => ZebraError::UnknownName {
            line,
            name: text.get(s..e).unwrap_or_default().trim().to_string(),
            suggestion: names.suggestion(p, text.get(s..e).unwrap_or_default()),
        },
        None => ZebraError::Syntax {
            line,
            text: text.to_string(),
            expected: CLUE_FORMS.to_string(),
        },
    })
}

/// "of X and Y, one is Z and the other is W", every way the keywords can cut the line.
fn one_each(reader: &mut Reader, lower: &str) -> Result<Option<Constraint>, ZebraError> {
    const ONE: &str = ", one is ";
    const OTHER: &str = " and the other is ";
    if !lower.starts_with("of ") {
        return Ok(None);
    }
    let end = lower.len();
    let (one, and, other) = (
        Keyword::new(lower, ONE),
        Keyword::new(lower, " and "),
        Keyword::new(lower, OTHER),
    );
    for c in one.within(3, end) {
        let rest = c + ONE.len();
        if other.within(rest, end).next().is_none() {
            continue;
        }
        'pairs: for a in and.within(3, c) {
            for o in other.within(rest, end) {
                let pieces = [(3, a), (a + 5, c), (rest, o), (o + OTHER.len(), end)];
                match reader.reading(&pieces)? {
                    Outcome::Named(t) => return Form::OneEach.build(&t, reader.line).map(Some),
                    Outcome::Missed { at: 0, long: true } => break 'pairs,
                    Outcome::Missed { at: 0 | 1, .. } | Outcome::Missed { at: 2, long: true } => {
                        break
                    }
                    Outcome::Missed { .. } => {}
                }
            }
        }
    }
    Ok(None)
}

/// The `len` bytes of the line from `at`, as typed.
fn text_at(reader: &Reader, at: usize, len: usize) -> String {
    reader
        .text
        .get(at..at + len)
        .unwrap_or_default()
        .to_string()
}

fn one(c: Result<Constraint, ZebraError>) -> Result<Option<Vec<Constraint>>, ZebraError> {
    c.map(|c| Some(vec![c]))
}

/// "X is either A or B or C …": the alternatives between `start` and `end`, cut at " or "s
/// so that every piece names something (a name may itself hold " or "). The cuts are
/// walked as a graph over the places a piece can start, left to right, each place once, so
/// a line of many alternatives is read without recursion; a piece longer than any name
/// ends the cuts from its start.
fn either_many(
    reader: &mut Reader,
    x: (usize, usize),
    or: &Keyword,
    start: usize,
    end: usize,
) -> Result<Option<Vec<Constraint>>, ZebraError> {
    let Outcome::Named(head) = reader.reading(&[x])? else {
        return Ok(None);
    };
    let cuts: Vec<usize> = or.at.iter().copied().filter(|&o| o >= start).collect();
    // Piece starts: `start`, then just after each cut. `from[k]`: the start and the term
    // of the piece that reaches start k, on the first way found.
    let starts: Vec<usize> = std::iter::once(start)
        .chain(cuts.iter().map(|o| o + 4))
        .collect();
    let mut from: Vec<Option<(usize, Term)>> = vec![None; starts.len()];
    let mut reached = vec![false; starts.len()];
    reached[0] = true;
    for k in 0..starts.len() {
        if !reached[k] {
            continue;
        }
        let s = starts[k];
        let last = match reader.reading(&[(s, end)])? {
            Outcome::Named(t) => Some(t[0]),
            Outcome::Missed { .. } => None,
        };
        if let Some(t) = last {
            // The alternatives, back from the end.
            let mut ys = vec![t];
            let mut at = k;
            while let Some((prev, t)) = from[at] {
                ys.push(t);
                at = prev;
            }
            if ys.len() < 3 {
                continue;
            }
            ys.reverse();
            return reader.p.one_of(head[0], &ys).map(Some).map_err(|(a, b)| {
                ZebraError::MixedAlternatives {
                    line: reader.line,
                    first: reader.p.term_text(a),
                    other: reader.p.term_text(b),
                }
            });
        }
        let first = cuts.partition_point(|&o| o < s);
        for (j, &o) in cuts.iter().enumerate().skip(first) {
            if reached[j + 1] {
                continue;
            }
            match reader.reading(&[(s, o)])? {
                Outcome::Named(t) => {
                    reached[j + 1] = true;
                    from[j + 1] = Some((k, t[0]));
                }
                Outcome::Missed { long: true, .. } => break,
                Outcome::Missed { .. } => {}
            }
        }
    }
    Ok(None)
}

/// Every form "X is …", for each " is " in the line from the left.
fn is_forms(
    reader: &mut Reader,
    lower: &str,
    is: &Keyword,
    at_forms: &[(usize, Form)],
) -> Result<Option<Vec<Constraint>>, ZebraError> {
    let end = lower.len();
    // Only a line with "is either" needs its " or "s.
    let mut or: Option<Keyword> = None;
    for i in is.within(0, end) {
        let x = (0, i);
        let rs = i + 4;
        let r = lower.get(rs..).unwrap_or_default();
        let keyed = [
            ("not next to ", Form::Rel(Relation::NotNextTo)),
            ("next to ", Form::Rel(Relation::NextTo)),
            ("immediately left of ", Form::Rel(Relation::ImmLeft)),
            ("immediately right of ", Form::RelSwapped(Relation::ImmLeft)),
            ("left of ", Form::Rel(Relation::LeftOf)),
            ("right of ", Form::RelSwapped(Relation::LeftOf)),
            ("not ", Form::Rel(Relation::NotSame)),
        ];
        let readings = keyed
            .into_iter()
            .filter(|(prefix, _)| r.starts_with(prefix))
            .map(|(prefix, form)| ([x, (rs + prefix.len(), end)], form))
            .chain([([x, (rs, end)], Form::Rel(Relation::Same))]);
        for (pieces, form) in readings {
            match reader.reading(&pieces)? {
                Outcome::Named(t) => return one(form.build(&t, reader.line)),
                // Every later " is " leaves an X at least as long.
                Outcome::Missed { at: 0, long: true } => return Ok(None),
                _ => {}
            }
        }
        if r.starts_with("either ") {
            let start = rs + "either ".len();
            let or = or.get_or_insert_with(|| Keyword::new(lower, " or "));
            for o in or.within(start, end) {
                match reader.reading(&[x, (start, o), (o + 4, end)])? {
                    Outcome::Named(t) => return one(Form::Either.build(&t, reader.line)),
                    Outcome::Missed { at: 0, .. } | Outcome::Missed { at: 1, long: true } => break,
                    Outcome::Missed { .. } => {}
                }
            }
            if let Some(found) = either_many(reader, x, or, start, end)? {
                return Ok(Some(found));
            }
        }
        for &(_, form) in at_forms.iter().filter(|(at, _)| *at == i) {
            if let Outcome::Named(t) = reader.reading(&[x])? {
                return one(form.build(&t, reader.line));
            }
        }
        // "D away from", "D after", "D before": a number first.
        let num_len = r.find(' ').unwrap_or(r.len());
        let after = r.get(num_len..).unwrap_or_default();
        let keyed = [" away from ", " after ", " before ", " times ", " minus "];
        if is_integer(r.get(..num_len).unwrap_or_default())
            && keyed.iter().any(|k| after.starts_with(k))
            && r.get(..num_len)
                .unwrap_or_default()
                .parse::<i64>()
                .map_or(true, |d| d.unsigned_abs() >= 1 << 40)
        {
            return Err(ZebraError::NumberTooLarge {
                line: reader.line,
                number: text_at(reader, rs, num_len),
            });
        }
        if let Ok(d) = r.get(..num_len).unwrap_or_default().parse::<i64>() {
            if d.unsigned_abs() < (1 << 40) {
                let after = r.get(num_len..).unwrap_or_default();
                for (kw, rel) in [
                    (" away from ", Relation::Away(d)),
                    (" after ", Relation::LabelDiff(d)),
                    (" before ", Relation::LabelDiff(-d)),
                    (" times ", Relation::LabelTimes(d)),
                    (" minus ", Relation::LabelSum(d)),
                ] {
                    if after.starts_with(kw) {
                        let form = if d < 0 {
                            Form::Negative(d)
                        } else {
                            Form::Rel(rel)
                        };
                        let y = (rs + num_len + kw.len(), end);
                        if let Outcome::Named(t) = reader.reading(&[x, y])? {
                            return one(form.build(&t, reader.line));
                        }
                    }
                }
            }
        }
    }
    Ok(None)
}

// proptest is a native dev-dependency only.
#[cfg(all(test, not(target_arch = "wasm32")))]
#[path = "clue_tests.rs"]
mod tests;
