//! Marks: the facts a person writes into the grid while solving, one per line in the clue
//! language ("X is in N", "X is not in N", "X is Y", "X is not Y"), so that a half-solved
//! grid can be saved, shared and tested as text.
//!
//! Lines are read by the clue reader itself, so a name resolves in a mark exactly as in a
//! clue (`attribute.value`, `position N`, any case, runs of blanks); a line that reads as
//! some other clue form is refused, naming the line. Reading is linear in the text, which is
//! capped at [`MAX_MARKS_BYTES`].
//!
//! A mark's *consequences* are what a person greys out by hand after a ✓: the rest of its
//! row and column in its block of the grid. [`Marks::grid`] is the grid the marks and those
//! consequences give, the grid a hint reasons from.

use super::clue::parse_clue;
use super::error::{Clip, ZebraError};
use super::fact::Fact;
use super::grid::{Grid, Item, Pos};
use super::model::{Constraint, Puzzle, Relation, Term};
use super::names::Names;
use super::parse::content;
use std::collections::HashSet;
use std::fmt;

/// The longest marks text read, in bytes: the same cap as a puzzle's. Every fact of a
/// 16 x 16 grid written out takes about a megabyte.
pub const MAX_MARKS_BYTES: usize = super::parse::MAX_TEXT_BYTES;

/// A fact and the line of the marks text it was written on.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Mark {
    /// 1-based line number.
    pub line: usize,
    pub fact: Fact,
}

/// Why a marks text cannot be read. Every variant from a line names it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MarksError {
    /// The line is not a clue at all (an unknown name, a position that does not exist…).
    Clue(ZebraError),
    /// The line is a clue, but not one of the four facts a mark states.
    NotAFact { line: usize, text: String },
    /// "X is Y" or "X is not Y" for two values of one attribute: no cell of the grid.
    SameAttribute { line: usize, text: String },
    /// A text longer than [`MAX_MARKS_BYTES`].
    TooLong { bytes: usize, max: usize },
}

impl MarksError {
    /// The 1-based line at fault, when there is one.
    pub fn line(&self) -> Option<usize> {
        match self {
            MarksError::Clue(e) => e.line(),
            MarksError::NotAFact { line, .. } | MarksError::SameAttribute { line, .. } => {
                Some(*line)
            }
            MarksError::TooLong { .. } => None,
        }
    }

    /// A short stable name of the kind of error.
    pub fn kind(&self) -> &'static str {
        match self {
            MarksError::Clue(e) => e.kind(),
            MarksError::NotAFact { .. } => "not_a_fact",
            MarksError::SameAttribute { .. } => "same_attribute",
            MarksError::TooLong { .. } => "too_long",
        }
    }
}

impl fmt::Display for MarksError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            MarksError::Clue(e) => e.fmt(f),
            MarksError::NotAFact { line, text } => write!(
                f,
                "line {line}: a mark is \"X is in N\", \"X is not in N\", \"X is Y\" or \
                 \"X is not Y\", but found \"{}\"",
                Clip(text)
            ),
            MarksError::SameAttribute { line, text } => write!(
                f,
                "line {line}: \"{}\" names two values of the same attribute; a mark \
                 relates values of different attributes",
                Clip(text)
            ),
            MarksError::TooLong { bytes, max } => write!(
                f,
                "the marks text has {bytes} bytes; at most {max} are read"
            ),
        }
    }
}

impl std::error::Error for MarksError {}

/// The marks of one grid, in the order written.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Marks {
    pub marks: Vec<Mark>,
}

impl Marks {
    /// Reads a marks text for `puzzle`: one fact per line, blank lines and `#` comments
    /// ignored as in a puzzle; the first line that is not a fact is the error.
    pub fn parse(puzzle: &Puzzle, text: &str) -> Result<Marks, MarksError> {
        if text.len() > MAX_MARKS_BYTES {
            return Err(MarksError::TooLong {
                bytes: text.len(),
                max: MAX_MARKS_BYTES,
            });
        }
        let text = text.strip_prefix('\u{feff}').unwrap_or(text);
        let names = Names::new(puzzle);
        let mut marks = vec![];
        for (i, raw) in text.lines().enumerate() {
            let line = i + 1;
            super::error::control_character(line, raw).map_err(MarksError::Clue)?;
            let c = content(raw);
            if c.is_empty() {
                continue;
            }
            let constraints = parse_clue(&names, puzzle, line, c).map_err(MarksError::Clue)?;
            // An "either" of three or more is several clues, and no fact.
            let one = match constraints.as_slice() {
                [constraint] => Ok(constraint),
                _ => Err(false),
            };
            let fact = one.and_then(|c| fact(puzzle, c)).map_err(|same| {
                let text = c.to_string();
                if same {
                    MarksError::SameAttribute { line, text }
                } else {
                    MarksError::NotAFact { line, text }
                }
            })?;
            marks.push(Mark { line, fact });
        }
        Ok(Marks { marks })
    }

    /// The lines of the marks that a solution contradicts, in order.
    pub fn wrong(&self, solution: &[usize]) -> Vec<usize> {
        self.marks
            .iter()
            .filter(|m| !m.fact.true_in(solution))
            .map(|m| m.line)
            .collect()
    }

    /// What the ✓ marks grey out by hand, beyond the marks themselves: for "X is in N", X's
    /// other positions and the other values of X's attribute at N; for "X is Y", X with the
    /// other values of Y's attribute and Y with the other values of X's. Sorted, no repeats,
    /// and no cell the person marked either way.
    pub fn consequences(&self, puzzle: &Puzzle) -> Vec<Fact> {
        let n = puzzle.n();
        let marked: HashSet<Fact> = self
            .marks
            .iter()
            .flat_map(|m| [m.fact, m.fact.negation()])
            .collect();
        let mut out = HashSet::new();
        let block = |i: Item| {
            let first = i.attr(n).0 * n;
            (first..first + n).map(Item).filter(move |&j| j != i)
        };
        for m in &self.marks {
            match m.fact {
                Fact::In(item, pos) => {
                    for q in (0..n).map(Pos).filter(|&q| q != pos) {
                        out.insert(Fact::NotIn(item, q));
                    }
                    for j in block(item) {
                        out.insert(Fact::NotIn(j, pos));
                    }
                }
                Fact::Same(a, b) => {
                    for j in block(b) {
                        out.insert(Fact::not_same(a, j));
                    }
                    for j in block(a) {
                        out.insert(Fact::not_same(j, b));
                    }
                }
                _ => {}
            }
        }
        let mut out: Vec<Fact> = out.into_iter().filter(|f| !marked.contains(f)).collect();
        crate::sort::sort(&mut out);
        out
    }

    /// The grid the marks give with their consequences: ✓ and ✗ cells as written, each ✓
    /// greying out its row and column, and the link matrix symmetric, as the explainer keeps
    /// it. Contradictory marks leave a value without a position or partner; they are never
    /// reasoned from (a hint reports wrong marks first).
    pub fn grid(&self, puzzle: &Puzzle) -> Grid {
        let (n, m) = (puzzle.n(), puzzle.m());
        let mut g = super::explain::open_grid(puzzle);
        for mark in &self.marks {
            match mark.fact {
                Fact::In(item, pos) => g.dom[item.0] &= pos.bit(),
                Fact::NotIn(item, pos) => g.dom[item.0] &= !pos.bit(),
                f @ (Fact::Same(a, b) | Fact::NotSame(a, b)) => {
                    let (ra, rb) = (g.row(a, b.attr(n)), g.row(b, a.attr(n)));
                    if f.holds() {
                        g.link[ra] &= b.bit(n);
                        g.link[rb] &= a.bit(n);
                    } else {
                        g.link[ra] &= !b.bit(n);
                        g.link[rb] &= !a.bit(n);
                    }
                }
            }
        }
        // A placed value's position is nobody else's in its attribute (its column).
        for mark in &self.marks {
            if let Fact::In(item, pos) = mark.fact {
                let first = item.attr(n).0 * n;
                for j in (first..first + n).filter(|&j| j != item.0) {
                    g.dom[j] &= !pos.bit();
                }
            }
        }
        // A link a row lost is lost in its mirror too (a ✓ pair's column).
        for i in (0..n * m).map(Item) {
            for b in (0..m).map(super::grid::Attr).filter(|&b| b != i.attr(n)) {
                let lost = !g.link[g.row(i, b)] & super::grid::full(n);
                for v in super::grid::bits(lost) {
                    let j = Item::new(b, v, n);
                    let r = g.row(j, i.attr(n));
                    g.link[r] &= !i.bit(n);
                }
            }
        }
        g
    }
}

/// The fact a clue states, if it is one a mark can state; `Err(true)` for two values of one
/// attribute, `Err(false)` for any other form.
fn fact(puzzle: &Puzzle, c: &Constraint) -> Result<Fact, bool> {
    let n = puzzle.n();
    let Constraint::Rel { x, rel, y } = *c else {
        return Err(false);
    };
    let holds = match rel {
        Relation::Same => true,
        Relation::NotSame => false,
        _ => return Err(false),
    };
    match (x, y) {
        (Term::Item(i), Term::Pos(q)) | (Term::Pos(q), Term::Item(i)) => {
            Ok(Fact::at(Item(i), Pos(q), holds))
        }
        (Term::Item(a), Term::Item(b)) => {
            if Item(a).attr(n) == Item(b).attr(n) {
                Err(true)
            } else {
                Ok(Fact::pair(Item(a), Item(b), holds))
            }
        }
        (Term::Pos(_), Term::Pos(_)) => Err(false),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn einstein() -> Puzzle {
        Puzzle::parse(super::super::EINSTEIN).expect("Einstein parses")
    }

    #[test]
    fn the_four_forms_read_and_others_are_refused_by_line() {
        let p = einstein();
        let marks = Marks::parse(
            &p,
            "Brit is in 3\n\n# a comment\nred is not in 1\nSwede is dogs\ncolour.green is not coffee\n",
        )
        .expect("marks read");
        let lines: Vec<usize> = marks.marks.iter().map(|m| m.line).collect();
        assert_eq!(lines, [1, 4, 5, 6]);
        assert!(marks.marks[0].fact.holds() && !marks.marks[1].fact.holds());
        for (text, line, kind) in [
            ("Brit is in 3\nred is left of green", 2, "not_a_fact"),
            ("red is green", 1, "same_attribute"),
            ("Brit is in 3\n\nBrti is in 2", 3, "unknown_name"),
            ("Brit is in 9", 1, "no_such_position"),
        ] {
            let e = Marks::parse(&p, text).expect_err(text);
            assert_eq!((e.line(), e.kind()), (Some(line), kind), "{text}: {e}");
            assert!(e.to_string().contains(&format!("line {line}")), "{e}");
        }
    }

    #[test]
    fn a_tick_greys_its_row_and_column_only() {
        let p = einstein();
        let marks = Marks::parse(&p, "Brit is in 3\nBrit is not in 1\nSwede is dogs").unwrap();
        let c = marks.consequences(&p);
        let (n, m) = (p.n(), p.m());
        // Position: 4 other positions (one marked already) + 4 other nationalities at 3.
        // Pair: Swede with 4 other pets, dog with 4 other nationalities.
        assert_eq!(c.len(), 3 + 4 + 4 + 4);
        assert!(c.iter().all(|f| !f.holds()));
        let g = marks.grid(&p);
        let brit = (0..n * m).find(|&i| p.value_name(i) == "Brit").unwrap();
        assert_eq!(g.dom[brit], 1 << 2);
        for f in c {
            if let Fact::In(item, pos) | Fact::NotIn(item, pos) = f {
                assert_eq!(g.dom[item.0] & pos.bit(), 0);
            } else if let Fact::Same(a, b) | Fact::NotSame(a, b) = f {
                assert!(!g.linkable(a, b) && !g.linkable(b, a));
            }
        }
    }
}
