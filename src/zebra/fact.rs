//! One fact of the grid, the single vocabulary of cells that explanation steps conclude and
//! rest on, that a person's marks state, and that hints reason from.

use super::grid::{Grid, Item, Pos};
use super::model::{Constraint, Puzzle, Relation, Term};

/// One fact of the grid, as a person marks it: a cell of the position block (`In`, `NotIn`)
/// or of a pair block (`Same`, `NotSame`). Pairs are kept with the lower item first, so that
/// one cell has one spelling.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Fact {
    /// The value is at the position.
    In(Item, Pos),
    /// The value is not at the position.
    NotIn(Item, Pos),
    /// The two values share their position.
    Same(Item, Item),
    /// The two values are at different positions.
    NotSame(Item, Item),
}

impl Fact {
    /// `Same` with the lower item first.
    pub fn same(a: Item, b: Item) -> Fact {
        Fact::Same(a.min(b), a.max(b))
    }

    /// `NotSame` with the lower item first.
    pub fn not_same(a: Item, b: Item) -> Fact {
        Fact::NotSame(a.min(b), a.max(b))
    }

    /// `In` when `holds` (a ✓ in the position block), else `NotIn` (a ✗).
    pub fn at(item: Item, pos: Pos, holds: bool) -> Fact {
        if holds {
            Fact::In(item, pos)
        } else {
            Fact::NotIn(item, pos)
        }
    }

    /// `Same` when `holds` (a ✓ in a pair block), else `NotSame` (a ✗).
    pub fn pair(a: Item, b: Item, holds: bool) -> Fact {
        if holds {
            Fact::same(a, b)
        } else {
            Fact::not_same(a, b)
        }
    }

    /// Whether it is a ✓ (the value is there, the two are the same).
    pub fn holds(self) -> bool {
        matches!(self, Fact::In(..) | Fact::Same(..))
    }

    /// The fact that says the opposite: the same cell with the other mark.
    pub fn negation(self) -> Fact {
        match self {
            Fact::In(i, p) => Fact::NotIn(i, p),
            Fact::NotIn(i, p) => Fact::In(i, p),
            Fact::Same(a, b) => Fact::NotSame(a, b),
            Fact::NotSame(a, b) => Fact::Same(a, b),
        }
    }

    /// Whether the grid shows the fact (for `Same`: each value is the other's only partner).
    pub fn shown(self, st: &Grid, n: usize) -> bool {
        match self {
            Fact::In(i, p) => st.dom[i.0] == p.bit(),
            Fact::NotIn(i, p) => st.dom[i.0] & p.bit() == 0,
            Fact::Same(a, b) => {
                st.link[st.row(a, b.attr(n))] == b.bit(n)
                    && st.link[st.row(b, a.attr(n))] == a.bit(n)
            }
            Fact::NotSame(a, b) => !st.linkable(a, b),
        }
    }

    /// Whether the fact is true of a solution (each item's position index).
    pub fn true_in(self, solution: &[usize]) -> bool {
        match self {
            Fact::In(i, p) => solution[i.0] == p.0,
            Fact::NotIn(i, p) => solution[i.0] != p.0,
            Fact::Same(a, b) => solution[a.0] == solution[b.0],
            Fact::NotSame(a, b) => solution[a.0] != solution[b.0],
        }
    }

    /// The fact as a line of the clue language ("green is not in 2").
    pub fn text(self, puzzle: &Puzzle) -> String {
        let (x, y) = match self {
            Fact::In(i, p) | Fact::NotIn(i, p) => (Term::Item(i.0), Term::Pos(p.0)),
            Fact::Same(a, b) | Fact::NotSame(a, b) => (Term::Item(a.0), Term::Item(b.0)),
        };
        let rel = if self.holds() {
            Relation::Same
        } else {
            Relation::NotSame
        };
        puzzle.clue_text(&Constraint::Rel { x, rel, y })
    }
}
