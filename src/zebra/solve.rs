//! Search over the propagated states: counts solutions up to a limit, keeps the first two, and
//! for a contradictory puzzle finds a smallest set of clue lines that already contradict each
//! other (a minimal unsatisfiable subset, by deletion).

use super::model::Puzzle;
use super::propagate::{single, Model, State, Work};
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
    /// Search nodes visited (for benchmarks and tuning).
    pub nodes: u64,
}

/// How many of the most constrained items each node tries before branching. Trying more
/// (3, 8) halves or quarters the nodes on 12x12 but costs as much time as it saves.
const LOOKAHEAD: usize = 1;

impl Model {
    /// Counts solutions up to `limit`.
    pub fn search(&self, limit: usize) -> Search {
        let mut out = Search::default();
        if limit == 0 {
            return out;
        }
        if let Some(mut root) = self.root() {
            let mut work = Work::new(self.n, self.m);
            // The root reasons with links too; below it, positions only (see Work), so the
            // links stay the root's and a node is just its positions.
            work.positions_only = true;
            work.weight = vec![0; self.n * self.m];
            let dom = std::mem::take(&mut root.dom);
            self.descend(dom, &mut root, limit, &mut out, &mut work);
        }
        out
    }

    /// Whether any solution exists.
    pub fn satisfiable(&self) -> bool {
        self.search(1).count > 0
    }

    /// Propagates the positions `dom` of a node after item `i` narrowed, in `sc`, a state
    /// that holds the root's links.
    fn settle(&self, dom: &mut Vec<u64>, sc: &mut State, work: &mut Work, i: usize) -> bool {
        std::mem::swap(dom, &mut sc.dom);
        let ok = self.propagate_dom(sc, work, i);
        std::mem::swap(dom, &mut sc.dom);
        ok
    }

    fn descend(
        &self,
        mut dom: Vec<u64>,
        sc: &mut State,
        limit: usize,
        out: &mut Search,
        work: &mut Work,
    ) {
        out.nodes += 1;
        // Look ahead: the items with fewest positions per conflict they caused so far
        // (dom/wdeg; ties: most clues) are each tried at every position. A position that
        // fails is removed here and the node re-propagated (a failed literal); otherwise we
        // branch on the item whose children are smallest (product of the positions left),
        // reusing the children already propagated.
        let children = loop {
            let mut cands: Vec<(usize, usize, usize)> = vec![];
            for (i, &d) in dom.iter().enumerate() {
                let c = d.count_ones();
                if c > 1 {
                    let w = work.weight[i] as usize + 1;
                    cands.push((c as usize * 1024 / w, usize::MAX - self.watch[i].len(), i));
                }
            }
            if cands.is_empty() {
                out.count += 1;
                if out.solutions.len() < 2 {
                    out.solutions
                        .push(dom.iter().map(|d| d.trailing_zeros() as usize).collect());
                }
                return;
            }
            let k = LOOKAHEAD.min(cands.len());
            if k < cands.len() {
                cands.select_nth_unstable(k - 1);
            }
            cands.truncate(k);
            cands.sort_unstable();
            let mut best: Option<(f64, Vec<Vec<u64>>)> = None;
            let mut failed = false;
            for &(_, _, i) in &cands {
                let mut kids = vec![];
                let mut score = 1.0f64;
                let mut d = dom[i];
                while d != 0 {
                    let p = d.trailing_zeros() as usize;
                    d &= d - 1;
                    let mut child = dom.clone();
                    child[i] = 1 << p;
                    if self.settle(&mut child, sc, work, i) {
                        let open: u32 = child.iter().map(|d| d.count_ones() - 1).sum();
                        score *= open as f64 + 1.0;
                        kids.push(child);
                    } else {
                        if let Some(c) = work.culprit {
                            work.weight[c] += 1;
                        }
                        dom[i] &= !(1 << p);
                        failed = true;
                    }
                }
                if failed {
                    if !self.settle(&mut dom, sc, work, i) {
                        return;
                    }
                    break;
                }
                if best.as_ref().is_none_or(|(bs, _)| score < *bs) {
                    best = Some((score, kids));
                }
            }
            if !failed {
                break best.map(|b| b.1).unwrap_or_default();
            }
        };
        for child in children {
            self.descend(child, sc, limit, out, work);
            if out.count >= limit {
                return;
            }
        }
    }

    /// Whether the state has every item fixed.
    pub fn solved(st: &State) -> bool {
        st.dom.iter().all(|&d| single(d))
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
    /// For `none`: indices of the clues of a minimal unsatisfiable subset.
    #[serde(skip)]
    pub conflict: Vec<usize>,
}

/// Solves a puzzle: status, count, solutions, differences, conflict.
pub fn analyse(puzzle: &Puzzle) -> Analysis {
    let model = Model::new(puzzle, 0..puzzle.clues.len());
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
    let conflict = if s.count == 0 {
        minimal_conflict(puzzle)
    } else {
        vec![]
    };
    Analysis {
        status,
        count: s.count,
        solutions: s.solutions,
        differ,
        conflict,
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
            for v in 0..n {
                row[sol[a * n + v]] = attr.values[v].clone();
            }
            row
        })
        .collect()
}

/// A minimal set of clue indices that has no solution (deletion filter): each clue in turn is
/// dropped if the rest still contradict each other. Empty if the puzzle has a solution.
pub fn minimal_conflict(puzzle: &Puzzle) -> Vec<usize> {
    let mut keep: Vec<usize> = (0..puzzle.clues.len()).collect();
    if Model::new(puzzle, keep.clone()).satisfiable() {
        return vec![];
    }
    let mut k = 0;
    while k < keep.len() {
        let trial: Vec<usize> = keep
            .iter()
            .enumerate()
            .filter(|&(j, _)| j != k)
            .map(|(_, &c)| c)
            .collect();
        if Model::new(puzzle, trial.clone()).satisfiable() {
            k += 1;
        } else {
            keep = trial;
        }
    }
    keep
}
