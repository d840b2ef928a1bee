//! A deduction found on the grid, written out as steps a person can check one at a time:
//! each conclusion its own step with the facts it rests on (a smallest set: the deduction
//! no longer goes through without any one of them), then what follows by elimination — a
//! placed value's position taken from the rest of its attribute, a value with one position
//! left placed — each a step of its own.

use super::super::grid::{bits, single, Attr, Grid, Item, Pos};
use super::facts::{grid_of, mark, place_facts, reopen, Ledger, Saved};
use super::kit::Kit;
use super::rules;
use super::step::{apply, Deduction, Fact, Origin, Step};
use std::cell::RefCell;
use std::collections::VecDeque;

impl Kit<'_> {
    /// The steps that take `st` to `raw` (what `d` found), then settle the grid; and the
    /// grid they end on. `given` are the facts `d` rests on when it is no rule to re-run (a
    /// hypothesis, a search). Every step is recorded in `ledger`.
    pub(crate) fn split(
        &self,
        d: &Deduction,
        st: &Grid,
        raw: &Grid,
        given: Option<&[Fact]>,
        ledger: &mut Ledger,
    ) -> (Vec<Step>, Grid) {
        let (n, m) = (self.n, self.m);
        let mut cur = self.copy_of(st);
        let mut out = vec![];
        let mut placed = VecDeque::new();
        for i in Item::all(n, m) {
            let gone = cur.dom[i.0] & !raw.dom[i.0];
            if gone == 0 {
                continue;
            }
            let left = raw.dom[i.0];
            // A hypothesis concludes where a value is not; a value it leaves one position
            // is placed by a step of its own.
            if single(left) && !matches!(d, Deduction::Hypothesis { .. }) {
                let p = Pos(left.trailing_zeros() as usize);
                if let Some(uses) = self.justify(d, &cur, &[Fact::In(i, p)], Some(i), given) {
                    let step = self.step(d, ledger.cite(&uses), vec![(i, p)], vec![], vec![]);
                    self.emit(&mut cur, &mut out, ledger, step);
                    placed.push_back(i);
                    continue;
                }
            }
            let c: Vec<Fact> = bits(gone).map(|p| Fact::NotIn(i, Pos(p))).collect();
            let uses = self
                .justify(d, &cur, &c, None, given)
                .unwrap_or_else(|| self.offered(d, &cur));
            let eliminated = bits(gone).map(|p| (i, Pos(p))).collect();
            let step = self.step(d, ledger.cite(&uses), vec![], eliminated, vec![]);
            self.emit(&mut cur, &mut out, ledger, step);
            if single(cur.dom[i.0]) {
                self.only_place(&mut cur, &mut out, ledger, i);
                placed.push_back(i);
            }
        }
        // Links: first the pairs found the same, then per value those found apart. Most
        // deductions change no link of most values.
        let changed: Vec<Item> = Item::all(n, m)
            .filter(|&i| cur.link_row(i) != raw.link_row(i))
            .collect();
        for &i in &changed {
            // The values after `i` in grid order are those of the later attributes; of each,
            // only its one partner left on `raw` can be found the same.
            for b in (i.attr(n).0 + 1..m).map(Attr) {
                let row = raw.links(i, b);
                if !single(row) {
                    continue;
                }
                let j = Item::new(b, row.trailing_zeros() as usize, n);
                let f = Fact::same(i, j);
                if !f.shown(raw, n) || f.shown(&cur, n) {
                    continue;
                }
                // A pair the deduction leaves the same only by ruling out the others is
                // said by the steps that rule them out, and the one that follows from them.
                let Some(uses) = self.justify(d, &cur, &[f], None, given) else {
                    continue;
                };
                let mut unlinked = vec![];
                for v in 0..n {
                    let (i2, j2) = (Item::new(i.attr(n), v, n), Item::new(j.attr(n), v, n));
                    if j2 != j && cur.linkable(i, j2) {
                        unlinked.push((i, j2));
                    }
                    if i2 != i && cur.linkable(i2, j) {
                        unlinked.push((i2, j));
                    }
                }
                let mut step = self.step(d, ledger.cite(&uses), vec![], vec![], unlinked);
                step.linked.push((i, j));
                self.emit(&mut cur, &mut out, ledger, step);
                self.partners_left(&mut cur, &mut out, ledger, st);
            }
        }
        for &i in &changed {
            let apart: Vec<(Item, Item)> = (i.attr(n).0 + 1..m)
                .map(Attr)
                .flat_map(|b| {
                    bits(cur.links(i, b) & !raw.links(i, b)).map(move |v| (i, Item::new(b, v, n)))
                })
                .collect();
            if apart.is_empty() {
                continue;
            }
            let c: Vec<Fact> = apart.iter().map(|&(a, b)| Fact::not_same(a, b)).collect();
            let uses = self
                .justify(d, &cur, &c, None, given)
                .unwrap_or_else(|| self.offered(d, &cur));
            let step = self.step(d, ledger.cite(&uses), vec![], vec![], apart);
            self.emit(&mut cur, &mut out, ledger, step);
            self.partners_left(&mut cur, &mut out, ledger, st);
        }
        debug_assert!(cur == *raw, "the steps reach what {d:?} found");
        self.cascade(&mut cur, &mut out, ledger, placed);
        (out, cur)
    }

    /// Takes the position of every value in `placed` (and of each value that leaves with
    /// one position left) from the rest of its attribute, a step each: the grid
    /// [`settle`](Self::settle) gives.
    pub(crate) fn cascade(
        &self,
        cur: &mut Grid,
        out: &mut Vec<Step>,
        ledger: &mut Ledger,
        mut placed: VecDeque<Item>,
    ) {
        let n = self.n;
        while let Some(i) = placed.pop_front() {
            let here = cur.dom[i.0];
            if !single(here) {
                continue;
            }
            let p = Pos(here.trailing_zeros() as usize);
            let a = i.attr(n);
            let others: Vec<Item> = (0..n)
                .map(|v| Item::new(a, v, n))
                .filter(|&j| j != i && cur.dom[j.0] & here != 0)
                .collect();
            if others.is_empty() {
                continue;
            }
            let step = Step {
                deduction: Deduction::Taken {
                    item: i,
                    position: p,
                },
                uses: ledger.cite(&[Fact::In(i, p)]),
                fixed: vec![],
                eliminated: others.iter().map(|&j| (j, p)).collect(),
                linked: vec![],
                unlinked: vec![],
            };
            self.emit(cur, out, ledger, step);
            for j in others {
                if single(cur.dom[j.0]) {
                    self.only_place(cur, out, ledger, j);
                    placed.push_back(j);
                }
            }
        }
    }

    /// After the last step ruled some pairs out: a value whose other partners in an
    /// attribute are all ruled out is that partner, said in a step of its own (as a value
    /// with one position left is placed), before any step rests on it.
    fn partners_left(&self, cur: &mut Grid, out: &mut Vec<Step>, ledger: &mut Ledger, st: &Grid) {
        let n = self.n;
        let Some(last) = out.last() else { return };
        let mut items: Vec<Item> = last.unlinked.iter().flat_map(|&(a, b)| [a, b]).collect();
        crate::sort::sort(&mut items);
        items.dedup();
        for i in items {
            for b in (0..self.m).map(Attr).filter(|&b| b != i.attr(n)) {
                let row = cur.link[cur.row(i, b)];
                if !single(row) {
                    continue;
                }
                let j = Item::new(b, row.trailing_zeros() as usize, n);
                let f = Fact::same(i, j);
                if f.shown(cur, n) && !f.shown(st, n) && ledger.origin(f) == Origin::Earlier {
                    self.only_partner(cur, out, ledger, i, j);
                }
            }
        }
    }

    /// The step that links `i` to `j`, its one partner left in j's attribute.
    fn only_partner(
        &self,
        cur: &mut Grid,
        out: &mut Vec<Step>,
        ledger: &mut Ledger,
        i: Item,
        j: Item,
    ) {
        let n = self.n;
        let uses: Vec<Fact> = (0..n)
            .map(|v| Item::new(j.attr(n), v, n))
            .filter(|&k| k != j)
            .map(|k| Fact::not_same(i, k))
            .collect();
        let step = Step {
            deduction: Deduction::Partner { a: i, b: j },
            uses: ledger.cite(&uses),
            fixed: vec![],
            eliminated: vec![],
            linked: vec![(i.min(j), i.max(j))],
            unlinked: vec![],
        };
        self.emit(cur, out, ledger, step);
    }

    /// The step that places a value with one position left.
    fn only_place(&self, cur: &mut Grid, out: &mut Vec<Step>, ledger: &mut Ledger, i: Item) {
        let here = cur.dom[i.0];
        let p = Pos(here.trailing_zeros() as usize);
        let uses: Vec<Fact> = (0..self.n)
            .map(Pos)
            .filter(|q| here & q.bit() == 0)
            .map(|q| Fact::NotIn(i, q))
            .collect();
        let step = Step {
            deduction: Deduction::OnlyPlace {
                item: i,
                position: p,
            },
            uses: ledger.cite(&uses),
            fixed: vec![(i, p)],
            eliminated: vec![],
            linked: vec![],
            unlinked: vec![],
        };
        self.emit(cur, out, ledger, step);
    }

    fn step(
        &self,
        d: &Deduction,
        uses: Vec<super::step::Used>,
        fixed: Vec<(Item, Pos)>,
        eliminated: Vec<(Item, Pos)>,
        unlinked: Vec<(Item, Item)>,
    ) -> Step {
        Step {
            deduction: d.clone(),
            uses,
            fixed,
            eliminated,
            linked: vec![],
            unlinked,
        }
    }

    fn emit(&self, cur: &mut Grid, out: &mut Vec<Step>, ledger: &mut Ledger, step: Step) {
        apply(self.puzzle, cur, &step);
        ledger.record(&step);
        out.push(step);
    }

    /// A smallest set of the facts `d` reads on `cur` from which it still concludes all of
    /// `c` (without the facts on the positions of `own`, if given); `None` if it does not
    /// even with all of them.
    fn justify(
        &self,
        d: &Deduction,
        cur: &Grid,
        c: &[Fact],
        own: Option<Item>,
        given: Option<&[Fact]>,
    ) -> Option<Vec<Fact>> {
        if let Some(g) = given {
            return Some(g.to_vec());
        }
        let mut offered = self.offered(d, cur);
        if let Some(i) = own {
            offered.retain(|f| !matches!(*f, Fact::In(j, _) | Fact::NotIn(j, _) if j == i));
        }
        let n = self.n;
        // One open grid, the facts of each trial marked on it and then taken off again (a
        // 64x64 grid is 2 MB, and a trial marks a few dozen of its words).
        let scratch = RefCell::new(grid_of(n, self.m, &[]));
        let clues = d.clues();
        let follows = |keep: &[usize]| {
            let mut g = scratch.borrow_mut();
            for &k in keep {
                mark(&mut g, n, offered[k]);
            }
            let holds = match d {
                // A clue concludes a fact when it allows no placement with its negation: a
                // search that stops at the first placement, where reading the clue in full
                // on a grid with few facts marked would list thousands.
                Deduction::Clue { .. } | Deduction::Clues { .. } => c.iter().all(|&f| {
                    let saved = Saved::of(&g, n, f.negation());
                    mark(&mut g, n, f.negation());
                    let allowed = self.allows(&g, &clues);
                    saved.restore(&mut g);
                    !allowed
                }),
                _ => self.rederives(d, &g, c),
            };
            for &k in keep {
                reopen(&mut g, n, offered[k]);
            }
            holds
        };
        let all: Vec<usize> = (0..offered.len()).collect();
        if !follows(&all) {
            return None;
        }
        let keep = self.fewest(offered.len(), follows);
        Some(keep.into_iter().map(|k| offered[k]).collect())
    }

    /// The facts of `cur` that `d` reads: as the rule it is of says ([`rules::Rule::reads`]);
    /// for the engine's own kinds, a value's positions (a place left) or the whole grid (a
    /// hypothesis's or search's conclusion rests on anything).
    pub(super) fn offered(&self, d: &Deduction, cur: &Grid) -> Vec<Fact> {
        let n = self.n;
        let mut out = vec![];
        if !rules::reads(self, d, cur, &mut out) {
            match d {
                Deduction::OnlyPlace { item, .. } => place_facts(cur, n, &[*item], &mut out),
                _ => rules::all_facts(self, cur, &mut out),
            }
        }
        crate::sort::sort(&mut out);
        out.dedup();
        out
    }

    /// Whether `d`, made again on the grid `g` by the rule it is of, concludes all of `c`.
    fn rederives(&self, d: &Deduction, g: &Grid, c: &[Fact]) -> bool {
        rules::redo(self, d, g).is_some_and(|a| {
            let holds = c.iter().all(|f| f.shown(&a, self.n));
            // Made again for every set of facts tried: the next one copies into it.
            self.recycle(a);
            holds
        })
    }
}
