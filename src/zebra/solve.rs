//! Solving: the propagator settles what it can at the root, and a clause-learning SAT search
//! (`cnf` builds the formula, `crate::sat` solves it) counts the solutions up to a limit and
//! keeps the first two. For a contradictory puzzle it finds a smallest set of clue lines that
//! already contradict each other (a minimal unsatisfiable subset, by deletion).

use super::cnf::Cnf;
use super::grid::{Attr, Grid};
use super::model::Puzzle;
use super::propagate::Propagator;
use serde::Serialize;

/// Counting stops here: "at least 1000 solutions".
pub const COUNT_LIMIT: usize = 1000;

/// What the solver found.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Status {
    Unique,
    Multiple,
    None,
}

/// A solution: the position index (0-based) of every item.
pub type Assignment = Vec<usize>;

/// Result of a search.
#[derive(Clone, Debug, Default)]
pub struct Search {
    /// Solutions found, up to the limit.
    pub count: usize,
    /// The first two solutions found.
    pub solutions: Vec<Assignment>,
    /// Branching decisions of the clause-learning search (for benchmarks and tuning).
    pub nodes: u64,
}

impl Propagator {
    /// Counts solutions up to `limit`.
    ///
    /// The root is propagated with everything the propagator knows (clues, Hall sets,
    /// links); when that leaves items open, the rest is a SAT problem (see [`Cnf`]) solved
    /// by clause learning; after each solution the search goes on with that solution
    /// excluded.
    ///
    /// Why SAT below the root: plain backtracking over the propagator's states (with
    /// dom/wdeg branching and failed-literal look-ahead) is far slower on large grids: the
    /// same dead ends recur in many branches, and only learning skips them.
    pub fn search(&self, limit: usize) -> Search {
        let mut out = Search::default();
        if limit == 0 {
            return out;
        }
        let Some(root) = self.root() else {
            return out;
        };
        if root.is_solved() {
            out.count = 1;
            out.solutions.push(
                root.dom
                    .iter()
                    .map(|d| d.trailing_zeros() as usize)
                    .collect(),
            );
            return out;
        }
        let mut cnf = Cnf::new(self, &root);
        let mut found = cnf.sat.solve();
        while found {
            out.count += 1;
            if out.solutions.len() < 2 {
                out.solutions.push(cnf.solution());
            }
            if out.count >= limit {
                break;
            }
            found = cnf.sat.next_model();
        }
        out.nodes = cnf.sat.stats.decisions;
        out
    }

    /// Whether some solution of these clues agrees with the grid `st`: its positions and
    /// links taken as facts, the way an explanation step reads clues against the grid.
    pub fn satisfiable_within(&self, st: &Grid) -> bool {
        self.solution_within(st).is_some()
    }

    /// A solution of these clues that agrees with the grid `st` (as
    /// [`satisfiable_within`](Self::satisfiable_within)), if there is one.
    pub fn solution_within(&self, st: &Grid) -> Option<Assignment> {
        self.solution_in(st, u64::MAX).0.flatten()
    }

    /// [`solution_within`](Self::solution_within) within `conflicts` conflicts of the SAT
    /// search: `None` when it could not decide in them, else the solution or `Some(None)`;
    /// with the conflicts the search met.
    pub(crate) fn solution_in(
        &self,
        st: &Grid,
        conflicts: u64,
    ) -> (Option<Option<Assignment>>, u64) {
        let mut cnf = match self.solution_search(st) {
            Ok(settled) => return (Some(settled), 0),
            Err(cnf) => cnf,
        };
        let found = match conflicts {
            u64::MAX => Some(cnf.sat.solve()),
            c => cnf.sat.solve_within(c),
        };
        let met = cnf.sat.stats.conflicts;
        (found.map(|f| f.then(|| cnf.solution())), met)
    }

    /// What [`solution_within`](Self::solution_within) finds by propagation alone (`Ok`), or
    /// the formula its SAT search then runs on, for a caller that runs it in pieces.
    pub(crate) fn solution_search(&self, st: &Grid) -> Result<Option<Assignment>, Box<Cnf>> {
        let Some(mut root) = self.root() else {
            return Ok(None);
        };
        for (r, s) in root.dom.iter_mut().zip(&st.dom) {
            *r &= s;
        }
        for (r, s) in root.link.iter_mut().zip(&st.link) {
            *r &= s;
        }
        let all: Vec<usize> = (0..self.n * self.m).collect();
        if !self.propagate(&mut root, &all) {
            return Ok(None);
        }
        if root.is_solved() {
            let solution = root
                .dom
                .iter()
                .map(|d| d.trailing_zeros() as usize)
                .collect();
            return Ok(Some(solution));
        }
        Err(Box::new(Cnf::new(self, &root)))
    }

    /// Whether any solution exists.
    pub fn satisfiable(&self) -> bool {
        self.search(1).count > 0
    }

    /// [`satisfiable`](Self::satisfiable) within `conflicts` conflicts of the SAT search:
    /// `None` when it could not decide in them, else the answer and the conflicts used.
    pub(crate) fn satisfiable_in(&self, conflicts: u64) -> (Option<bool>, u64) {
        let Some(root) = self.root() else {
            return (Some(false), 0);
        };
        if root.is_solved() {
            return (Some(true), 0);
        }
        let mut cnf = Cnf::new(self, &root);
        let found = cnf.sat.solve_within(conflicts);
        (found, cnf.sat.stats.conflicts)
    }
}

/// A cell where two solutions differ.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Difference {
    pub attribute: String,
    /// The position's label.
    pub position: String,
    pub first: String,
    pub second: String,
}

/// Everything the CLI and the page report about a puzzle.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Analysis {
    pub status: Status,
    /// Number of solutions, counted up to [`COUNT_LIMIT`].
    pub count: usize,
    /// Up to two solutions (item → position index).
    #[serde(skip)]
    pub solutions: Vec<Assignment>,
    pub differ: Vec<Difference>,
    /// For `none`: indices of the clues of a minimal unsatisfiable subset, or, when
    /// `conflict_smallest` is false, of a set that contradicts but could not be reduced to
    /// a smallest one within the reduction's budget.
    #[serde(skip)]
    pub conflict: Vec<usize>,
    #[serde(skip)]
    pub conflict_smallest: bool,
}

/// Solves a puzzle: status, count, solutions, differences, conflict.
pub fn analyse(puzzle: &Puzzle) -> Analysis {
    // A clue written many times is one constraint; its copies would only slow the search.
    let model = Propagator::new(puzzle, super::conflict::distinct(puzzle));
    let s = model.search(COUNT_LIMIT);
    let status = match s.count {
        0 => Status::None,
        1 => Status::Unique,
        _ => Status::Multiple,
    };
    let differ = if s.solutions.len() == 2 {
        differences(puzzle, &s.solutions[0], &s.solutions[1])
    } else {
        vec![]
    };
    let (conflict, conflict_smallest) = if s.count == 0 {
        super::conflict::conflict_of(puzzle)
    } else {
        (vec![], true)
    };
    Analysis {
        status,
        count: s.count,
        solutions: s.solutions,
        differ,
        conflict,
        conflict_smallest,
    }
}

/// Cells (attribute, position) whose values differ between two solutions.
pub fn differences(puzzle: &Puzzle, a: &Assignment, b: &Assignment) -> Vec<Difference> {
    let (ga, gb) = (grid(puzzle, a), grid(puzzle, b));
    let mut out = vec![];
    for (k, attr) in puzzle.attributes.iter().enumerate() {
        for p in 0..puzzle.n() {
            if ga[k][p] != gb[k][p] {
                out.push(Difference {
                    attribute: attr.name.clone(),
                    position: puzzle.label(p),
                    first: ga[k][p].clone(),
                    second: gb[k][p].clone(),
                });
            }
        }
    }
    out
}

/// The solution as attribute → value at each position.
pub fn grid(puzzle: &Puzzle, sol: &Assignment) -> Vec<Vec<String>> {
    let n = puzzle.n();
    puzzle
        .attributes
        .iter()
        .enumerate()
        .map(|(a, attr)| {
            let mut row = vec![String::new(); n];
            for (i, value) in Attr(a).items(n).zip(&attr.values) {
                row[sol[i.0]] = value.clone();
            }
            row
        })
        .collect()
}

/// A minimal set of clue indices that has no solution: the set the deletion filter keeps when
/// it drops each clue in turn, in line order, if the rest still contradict each other (see
/// `conflict` for how it is found quickly). Empty if the puzzle has a solution.
pub fn minimal_conflict(puzzle: &Puzzle) -> Vec<usize> {
    if !super::conflict::contradictory(puzzle) {
        return vec![];
    }
    super::conflict::conflict_within(puzzle, u64::MAX).0
}

/// Shrinks `keep` (for which `contradict` holds) to a set that still contradicts but no
/// longer does without any one of its members. Runs of `run` members are dropped at once
/// first, halving the run whenever one will not go; the last pass goes one at a time.
pub(crate) fn deletion_filter(
    mut keep: Vec<usize>,
    mut run: usize,
    contradict: impl Fn(&[usize]) -> bool,
) -> Vec<usize> {
    run = run.max(1);
    loop {
        let mut k = 0;
        while k < keep.len() {
            let end = (k + run).min(keep.len());
            let trial: Vec<usize> = [&keep[..k], &keep[end..]].concat();
            if contradict(&trial) {
                keep = trial;
            } else {
                k = end;
            }
        }
        if run == 1 {
            return keep;
        }
        run = run.div_ceil(2);
    }
}
