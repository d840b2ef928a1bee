//! The puzzle as data: positions, attributes with their values, and clues over them.
//!
//! A value of an attribute is an *item*, numbered attribute by attribute (see [`Item`]), so a
//! solution is one position per item and the solver can keep every item's possible positions
//! in a bit set.

use super::grid::{Attr, Item, Pos};
use super::labels::Labels;
use serde::Serialize;

/// One attribute (colour, drink, …) and its values, one per position.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Attribute {
    pub name: String,
    pub values: Vec<String>,
}

/// What a clue talks about: a value (item) or a fixed position (0-based index).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
pub enum Term {
    Item(usize),
    Pos(usize),
}

/// A relation between the positions of two terms, read "x REL y".
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Relation {
    Same,
    NotSame,
    /// Anywhere to the left.
    LeftOf,
    /// Directly to the left.
    ImmLeft,
    NextTo,
    NotNextTo,
    /// |pos x − pos y| = d.
    Away(i64),
    /// label(x) − label(y) = d.
    LabelDiff(i64),
    /// label(x) = k × label(y): "twice as many as" on an order of amounts.
    LabelTimes(i64),
    /// label(x) + label(y) = k: "X and Y snitched a total of six" on an order of amounts.
    LabelSum(i64),
}

impl Relation {
    /// Whether the relation holds for x at position index `px` and y at `py`.
    pub fn holds(self, px: usize, py: usize, labels: &[i64]) -> bool {
        let d = px as i64 - py as i64;
        match self {
            Relation::Same => d == 0,
            Relation::NotSame => d != 0,
            Relation::LeftOf => d < 0,
            Relation::ImmLeft => d == -1,
            Relation::NextTo => d.abs() == 1,
            Relation::NotNextTo => d.abs() != 1,
            Relation::Away(k) => d.abs() == k,
            Relation::LabelDiff(k) => labels[px].checked_sub(labels[py]) == Some(k),
            Relation::LabelTimes(k) => labels[py].checked_mul(k) == Some(labels[px]),
            Relation::LabelSum(k) => labels[px].checked_add(labels[py]) == Some(k),
        }
    }
}

/// The constraint one clue line states.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Constraint {
    /// x REL y (also `X is in N`: x Same position N).
    Rel { x: Term, rel: Relation, y: Term },
    /// x is exactly one of y, z.
    Either { x: Term, y: Term, z: Term },
    /// {x, y} are {z, w} in some order, x ≠ y.
    OneEach { x: Term, y: Term, z: Term, w: Term },
    /// Of the statements `parts` (each a relation, [`Constraint::Rel`]), how many hold:
    /// "exactly 2 of: …", "at least 1 of: …" (an inclusive or), "at most 1 of: …".
    Count {
        amount: Amount,
        parts: Vec<Constraint>,
    },
}

/// How many statements of a [`Constraint::Count`] hold.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(tag = "kind", content = "k", rename_all = "snake_case")]
pub enum Amount {
    Exactly(usize),
    AtLeast(usize),
    AtMost(usize),
}

impl Amount {
    /// The fewest and the most statements that may hold.
    pub fn range(self, statements: usize) -> (usize, usize) {
        match self {
            Amount::Exactly(k) => (k, k),
            Amount::AtLeast(k) => (k, statements),
            Amount::AtMost(k) => (0, k),
        }
    }

    /// Whether `holding` statements holding is allowed.
    pub fn allows(self, holding: usize) -> bool {
        match self {
            Amount::Exactly(k) => holding == k,
            Amount::AtLeast(k) => holding >= k,
            Amount::AtMost(k) => holding <= k,
        }
    }

    /// How the clue language writes it: "exactly 2".
    pub fn text(self) -> String {
        match self {
            Amount::Exactly(k) => format!("exactly {k}"),
            Amount::AtLeast(k) => format!("at least {k}"),
            Amount::AtMost(k) => format!("at most {k}"),
        }
    }
}

impl Constraint {
    pub fn terms(&self) -> Vec<Term> {
        match *self {
            Constraint::Rel { x, y, .. } => vec![x, y],
            Constraint::Either { x, y, z } => vec![x, y, z],
            Constraint::OneEach { x, y, z, w } => vec![x, y, z, w],
            Constraint::Count { ref parts, .. } => parts.iter().flat_map(|c| c.terms()).collect(),
        }
    }

    /// The constraint with each term replaced by `f` of it.
    pub fn map_terms(&self, f: &impl Fn(Term) -> Term) -> Constraint {
        match *self {
            Constraint::Rel { x, rel, y } => Constraint::Rel {
                x: f(x),
                rel,
                y: f(y),
            },
            Constraint::Either { x, y, z } => Constraint::Either {
                x: f(x),
                y: f(y),
                z: f(z),
            },
            Constraint::OneEach { x, y, z, w } => Constraint::OneEach {
                x: f(x),
                y: f(y),
                z: f(z),
                w: f(w),
            },
            Constraint::Count { amount, ref parts } => Constraint::Count {
                amount,
                parts: parts.iter().map(|c| c.map_terms(f)).collect(),
            },
        }
    }

    /// Whether the constraint holds when item `i` is at `pos[i]`.
    pub fn holds(&self, pos: &[usize], labels: &[i64]) -> bool {
        let p = |t: Term| match t {
            Term::Item(i) => pos[i],
            Term::Pos(q) => q,
        };
        match *self {
            Constraint::Rel { x, rel, y } => rel.holds(p(x), p(y), labels),
            Constraint::Either { x, y, z } => (p(x) == p(y)) != (p(x) == p(z)),
            Constraint::OneEach { x, y, z, w } => {
                p(x) != p(y) && ((p(x) == p(z) && p(y) == p(w)) || (p(x) == p(w) && p(y) == p(z)))
            }
            Constraint::Count { amount, ref parts } => {
                amount.allows(parts.iter().filter(|c| c.holds(pos, labels)).count())
            }
        }
    }
}

/// One clue line as typed, with what it means.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Clue {
    /// 1-based line number in the text.
    pub line: usize,
    /// The line without its comment, trimmed.
    pub text: String,
    pub constraint: Constraint,
}

/// How one clue line written in English was read: the line as typed and the clue-language
/// line(s) it became (one sentence may state several clues).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Reading {
    pub line: usize,
    pub text: String,
    pub clues: Vec<String>,
}

/// A named group of one attribute's values, from a `group: NAME: v1, v2, …` header
/// (`group: women: Calla, Lynn`): what the English reader's "a woman" and "Ms." say of a
/// thing. It states no clue of its own.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Group {
    pub name: String,
    /// The attribute whose values the group holds.
    pub attribute: usize,
    /// The group's values, as indices into that attribute's values.
    pub values: Vec<usize>,
}

/// A logic-grid puzzle: n positions, m attributes of n values each, and clues.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Puzzle {
    pub title: Option<String>,
    /// Whether the positions are in an order (the text has a `positions:` line). A grid
    /// without order is a matching: its first attribute is the *key*, whose value `k` is at
    /// position `k` (every engine starts from that anchor), so the positions are the key's
    /// rows and only "same" and "not same" have a meaning.
    pub ordered: bool,
    /// The name given in `positions: NAME: …`, if any.
    pub position_name: Option<String>,
    /// Position labels, left to right (1..n unless given).
    pub labels: Vec<i64>,
    /// The labels as printed, with their unit, when they are not plain numbers (`$8.25`,
    /// `9:00am`, `October 3`): `labels` then holds their places in that unit.
    #[serde(skip)]
    pub printed: Option<Labels>,
    pub attributes: Vec<Attribute>,
    /// The `group:` headers, in order.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub groups: Vec<Group>,
    pub clues: Vec<Clue>,
    /// The clue lines read as English, in line order.
    pub english: Vec<Reading>,
}

impl Puzzle {
    /// "x is one of the group's members": x is not any value of the group's attribute outside
    /// it (every thing has one value of each attribute, so that is exactly "one of them").
    pub fn group_member(&self, g: &Group, x: Term) -> Vec<Constraint> {
        let n = self.n();
        (0..n)
            .filter(|k| !g.values.contains(k))
            .map(|k| Constraint::Rel {
                x,
                rel: Relation::NotSame,
                y: Term::Item(g.attribute * n + k),
            })
            .collect()
    }

    /// Number of positions.
    pub fn n(&self) -> usize {
        self.labels.len()
    }

    /// Number of attributes.
    pub fn m(&self) -> usize {
        self.attributes.len()
    }

    /// Number of items (values over all attributes).
    pub fn items(&self) -> usize {
        self.n() * self.m()
    }

    pub fn attribute_of(&self, item: usize) -> usize {
        Item(item).attr(self.n()).0
    }

    pub fn value_name(&self, item: usize) -> &str {
        let n = self.n();
        &self.attributes[Item(item).attr(n).0].values[Item(item).value(n)]
    }

    /// How to write `item` in a clue: its value name, qualified by the attribute when another
    /// attribute has a value of the same name.
    pub fn reference(&self, item: usize) -> String {
        let name = self.value_name(item);
        let a = self.attribute_of(item);
        let clash = self
            .attributes
            .iter()
            .enumerate()
            .any(|(b, at)| b != a && at.values.iter().any(|v| v.eq_ignore_ascii_case(name)));
        if clash {
            format!("{}.{}", self.attributes[a].name, name)
        } else {
            name.to_string()
        }
    }

    /// How a position is named: its label, or in a grid without order the key's value there.
    pub fn label(&self, position: usize) -> String {
        match &self.printed {
            _ if !self.ordered => self.value_name(self.anchor(position)).to_string(),
            Some(p) => p.names[position].clone(),
            None => self.labels[position].to_string(),
        }
    }

    /// The key value anchored at `position` in a grid without order (the first attribute's
    /// values are numbered 0..n, so the item's number is the position's).
    pub fn anchor(&self, position: usize) -> usize {
        position
    }

    /// The positions every solution fixes before any clue: in a grid without order, each key
    /// value at its own row (item, position); none in a grid with an order.
    pub fn anchors(&self) -> impl Iterator<Item = (usize, usize)> + '_ {
        let n = if self.ordered { 0 } else { self.n() };
        (0..n).map(|p| (self.anchor(p), p))
    }

    /// Whether `item` is a key value of a grid without order: its position is its row.
    pub fn anchored(&self, item: usize) -> bool {
        !self.ordered && item < self.n()
    }

    /// A term as a grid without order names it: a position is its key value.
    fn unordered(&self, t: Term) -> Term {
        match t {
            Term::Pos(p) if !self.ordered => Term::Item(self.anchor(p)),
            t => t,
        }
    }

    /// Where a value is, as a sentence says it: "in 3", or in a grid without order the key
    /// value it goes with ("Amy").
    pub fn at_text(&self, position: usize) -> String {
        if self.ordered {
            format!("in {}", self.label(position))
        } else {
            self.reference(self.anchor(position))
        }
    }

    /// How to write a term in a clue.
    pub fn term_text(&self, t: Term) -> String {
        match self.unordered(t) {
            Term::Item(i) => self.reference(i),
            Term::Pos(p) => format!("position {}", self.label(p)),
        }
    }

    /// Whether an assignment (position index per item) satisfies every clue and puts each
    /// attribute's values at different positions.
    pub fn check(&self, pos: &[usize]) -> bool {
        let n = self.n();
        if pos.len() != self.items() || pos.iter().any(|&p| p >= n) {
            return false;
        }
        for a in Attr::all(self.m()) {
            let mut seen = 0u64;
            for i in a.items(n) {
                seen |= Pos(pos[i.0]).bit();
            }
            if seen.count_ones() as usize != n {
                return false;
            }
        }
        self.clues
            .iter()
            .all(|c| c.constraint.holds(pos, &self.labels))
    }

    /// The puzzle in the clue language (what the generator prints).
    pub fn to_text(&self) -> String {
        let mut s = String::new();
        if let Some(t) = &self.title {
            s += &format!("title: {t}\n");
        }
        let plain = self
            .labels
            .iter()
            .enumerate()
            .all(|(i, &l)| l == i as i64 + 1)
            && self.printed.is_none();
        match (&self.position_name, plain) {
            _ if !self.ordered => {}
            (None, true) => s += &format!("positions: {}\n", self.n()),
            (name, _) => {
                let labels: Vec<String> = (0..self.n()).map(|p| self.label(p)).collect();
                s += &format!(
                    "positions: {}: {}\n",
                    name.as_deref().unwrap_or("position"),
                    labels.join(", ")
                );
            }
        }
        for a in &self.attributes {
            s += &format!("{}: {}\n", a.name, a.values.join(", "));
        }
        for g in &self.groups {
            let values = &self.attributes[g.attribute].values;
            let names: Vec<&str> = g.values.iter().map(|&v| values[v].as_str()).collect();
            s += &format!("group: {}: {}\n", g.name, names.join(", "));
        }
        s.push('\n');
        for c in &self.clues {
            s += &self.clue_text(&c.constraint);
            s.push('\n');
        }
        s
    }

    /// "x is exactly one of `ys`" for three or more alternatives, stated as the clues it
    /// amounts to: x is not at any value (or position) named other than exactly once. Values
    /// of one attribute sit at different positions, so x is at most one of them and "at
    /// one named once" is "exactly one"; the same holds for positions. Alternatives that mix
    /// attributes (or values and positions) are no such list: the two that differ are the
    /// error.
    pub fn one_of(&self, x: Term, ys: &[Term]) -> Result<Vec<Constraint>, (Term, Term)> {
        let n = self.n();
        let kind = |t: Term| match t {
            Term::Item(i) => Some(self.attribute_of(i)),
            Term::Pos(_) => None,
        };
        let first = ys[0];
        if let Some(&other) = ys.iter().find(|&&y| kind(y) != kind(first)) {
            return Err((first, other));
        }
        let mut named = vec![0usize; n];
        let slot = |t: Term| match t {
            Term::Item(i) => Item(i).value(n),
            Term::Pos(q) => q,
        };
        for &y in ys {
            named[slot(y)] += 1;
        }
        let term = |k: usize| match kind(first) {
            Some(a) => Term::Item(Attr(a).item(k, n).0),
            None => Term::Pos(k),
        };
        Ok((0..n)
            .filter(|&k| named[k] != 1)
            .map(|k| Constraint::Rel {
                x,
                rel: Relation::NotSame,
                y: term(k),
            })
            .collect())
    }

    /// A constraint written in the clue language.
    pub fn clue_text(&self, c: &Constraint) -> String {
        let t = |x: Term| self.term_text(x);
        match *c {
            Constraint::Rel { x, rel, y } => {
                let (x, y) = (self.unordered(x), self.unordered(y));
                if let (Term::Item(_), Term::Pos(p)) = (x, y) {
                    match rel {
                        Relation::Same => return format!("{} is in {}", t(x), self.label(p)),
                        Relation::NotSame => {
                            return format!("{} is not in {}", t(x), self.label(p))
                        }
                        _ => {}
                    }
                }
                let r = match rel {
                    Relation::Same => "".to_string(),
                    Relation::NotSame => "not ".to_string(),
                    Relation::LeftOf => "left of ".to_string(),
                    Relation::ImmLeft => "immediately left of ".to_string(),
                    Relation::NextTo => "next to ".to_string(),
                    Relation::NotNextTo => "not next to ".to_string(),
                    Relation::Away(d) => format!("{d} away from "),
                    Relation::LabelDiff(d) if d < 0 => format!("{} before ", -d),
                    Relation::LabelDiff(d) => format!("{d} after "),
                    Relation::LabelTimes(k) => format!("{k} times "),
                    Relation::LabelSum(k) => format!("{k} minus "),
                };
                format!("{} is {}{}", t(x), r, t(y))
            }
            Constraint::Either { x, y, z } => format!("{} is either {} or {}", t(x), t(y), t(z)),
            Constraint::OneEach { x, y, z, w } => {
                format!(
                    "of {} and {}, one is {} and the other is {}",
                    t(x),
                    t(y),
                    t(z),
                    t(w)
                )
            }
            Constraint::Count { amount, ref parts } => {
                let parts: Vec<String> = parts.iter().map(|c| self.clue_text(c)).collect();
                format!("{} of: {}", amount.text(), parts.join("; "))
            }
        }
    }
}
