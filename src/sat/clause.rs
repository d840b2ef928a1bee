//! Where clauses live and why a literal has its value.
//!
//! Binary clauses are kept as implication lists (see `Sat::bins`); longer ones live one after
//! another in one [`Arena`] (fewer cache misses than a vector each): at a clause's offset, a
//! length word, a [`Meta`] word (flags and glue), then the literals' codes.

use super::lit::Lit;

/// Where a long clause starts in the [`Arena`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub struct ClauseRef(u32);

impl ClauseRef {
    /// The clause's place in the arena as a plain number, for sorting (see `Sat::reduce`).
    pub fn offset(self) -> usize {
        self.0 as usize
    }

    /// The clause at an [`offset`](Self::offset).
    pub fn at(offset: usize) -> ClauseRef {
        ClauseRef(offset as u32)
    }
}

/// A clause's flags and glue, packed in one arena word.
#[derive(Clone, Copy, Debug)]
pub struct Meta(u32);

impl Meta {
    const LEARNT: u32 = 1;
    const DELETED: u32 = 2;
    /// The glue sits above the two flag bits.
    const GLUE_SHIFT: u32 = 2;

    fn new(learnt: bool, glue: u32) -> Meta {
        Meta(glue << Meta::GLUE_SHIFT | if learnt { Meta::LEARNT } else { 0 })
    }

    #[inline]
    pub fn deleted(self) -> bool {
        self.0 & Meta::DELETED != 0
    }

    /// The clause's glue (LBD) when it was learnt; 0 for an original clause.
    #[inline]
    pub fn glue(self) -> u32 {
        self.0 >> Meta::GLUE_SHIFT
    }
}

/// The long clauses, one after another.
#[derive(Clone, Debug, Default)]
pub struct Arena {
    words: Vec<u32>,
}

impl Arena {
    /// Words before a clause's literals: its length, then its [`Meta`].
    const HEADER: usize = 2;

    pub fn push(&mut self, lits: &[Lit], learnt: bool, glue: u32) -> ClauseRef {
        let c = ClauseRef(self.words.len() as u32);
        self.words.push(lits.len() as u32);
        self.words.push(Meta::new(learnt, glue).0);
        self.words.extend(lits.iter().map(|l| l.code()));
        c
    }

    /// Drops the deleted clauses, moving the others down in their order: for each clause
    /// kept, its old offset and its new one, in order.
    pub fn compact(&mut self) -> Vec<(u32, u32)> {
        let mut moved = vec![];
        let (mut from, mut to) = (0, 0);
        while from < self.words.len() {
            let end = from + Arena::HEADER + self.words[from] as usize;
            if !Meta(self.words[from + 1]).deleted() {
                moved.push((from as u32, to as u32));
                self.words.copy_within(from..end, to);
                to += end - from;
            }
            from = end;
        }
        self.words.truncate(to);
        moved
    }

    /// Every clause, in the arena's order.
    #[cfg(test)]
    pub fn clauses(&self) -> Vec<ClauseRef> {
        let mut out = vec![];
        let mut at = 0;
        while at < self.words.len() {
            out.push(ClauseRef(at as u32));
            at += Arena::HEADER + self.words[at] as usize;
        }
        out
    }

    #[inline]
    pub fn meta(&self, c: ClauseRef) -> Meta {
        Meta(self.words[c.0 as usize + 1])
    }

    pub fn delete(&mut self, c: ClauseRef) {
        self.words[c.0 as usize + 1] |= Meta::DELETED;
    }

    #[inline]
    fn span(&self, c: ClauseRef) -> std::ops::Range<usize> {
        let start = c.0 as usize + Arena::HEADER;
        start..start + self.words[c.0 as usize] as usize
    }

    /// The literal at `k` in clause `c`.
    #[inline]
    pub fn lit(&self, c: ClauseRef, k: usize) -> Lit {
        Lit::from_code(self.words[c.0 as usize + Arena::HEADER + k])
    }

    /// The literals of clause `c`.
    #[inline]
    pub fn lits(&self, c: ClauseRef) -> impl Iterator<Item = Lit> + '_ {
        self.words[self.span(c)].iter().map(|&w| Lit::from_code(w))
    }

    /// The literals' codes of clause `c`, to reorder them (propagation keeps the two
    /// watched literals first).
    #[inline]
    pub fn codes_mut(&mut self, c: ClauseRef) -> &mut [u32] {
        let span = self.span(c);
        &mut self.words[span]
    }
}

/// Why a variable has its value: a decision (or a fact at level 0), the other literal of a
/// binary clause, or a longer clause whose first literal it is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Reason {
    None,
    Bin(Lit),
    Clause(ClauseRef),
}

/// A falsified clause.
#[derive(Clone, Copy, Debug)]
pub enum Conflict {
    Bin(Lit, Lit),
    Clause(ClauseRef),
}

/// A long clause to visit when one of its two watched literals becomes false.
#[derive(Clone, Copy, Debug)]
pub struct Watch {
    pub clause: ClauseRef,
    /// A literal of the clause: when it is true the clause need not be looked at.
    pub blocker: Lit,
}
