//! The answer to "solve this puzzle", one path for the command line and the page: the analysis
//! (one solution, several, or none with the clues that conflict) and, when the explanation is
//! asked for and the solution is unique, its steps. The command line prints it as text or as
//! the `--json` summary of its [`Report`]; the wasm edge sends that [`Report`].

use super::explain::{all_fewest, explanation_of, fewest_facts, ExplainOptions, Step};
use super::model::Puzzle;
use super::report::Report;
use super::solve::{analyse, Analysis, Status};
use super::story::{Chapter, ChapterStream};
use super::twins::Twins;

/// A puzzle's answer: its analysis and, when they were worked out, the explanation's steps.
#[derive(Clone, Debug)]
pub struct Answer {
    pub analysis: Analysis,
    /// The explanation (empty unless `explained`).
    pub steps: Vec<Step>,
    /// Whether the explanation was worked out: asked for, and the solution is unique.
    pub explained: bool,
    /// False when some steps cite more earlier facts than they need (see
    /// [`super::explain::Explanation::smallest`]); true when nothing was explained.
    pub smallest: bool,
    /// Whether reducing cited facts to the fewest stayed within the work allowed (see
    /// [`super::explain::Explanation::within_work`]).
    within_work: bool,
    /// True when the explanation stopped at its cap on steps short of the solution (see
    /// [`super::explain::Explanation::stopped`]): `steps` are valid but do not solve it.
    pub stopped: bool,
}

/// Solves `puzzle`, and explains it when `explain` is asked and its solution is unique,
/// handing `progress` each batch of steps as it is worked out (see [`explanation`]).
pub fn answer(puzzle: &Puzzle, explain: bool, progress: &mut dyn FnMut(&[Step])) -> Answer {
    answer_with(puzzle, analyse(puzzle), explain, &mut |batch, _| {
        progress(batch)
    })
}

/// Like [`answer`] with the explanation asked for, handing `progress` with each batch the
/// chapters it completes (see [`ChapterStream`]): the chapters handed over, in order, begin
/// the whole explanation's [`chapters`](super::chapters), so a page can show them while the
/// rest is worked out. The rest come from the answer's steps. `known` is the puzzle's
/// analysis when it was worked out already (the page checks a text before it asks for the
/// steps): on a hard 16x16 the search for it again takes seconds before the first step.
pub fn answer_in_chapters(
    puzzle: &Puzzle,
    known: Option<Analysis>,
    progress: &mut dyn FnMut(&[Step], Vec<Chapter>),
) -> Answer {
    let mut stream: Option<ChapterStream> = None;
    let analysis = known.unwrap_or_else(|| analyse(puzzle));
    answer_with(puzzle, analysis, true, &mut |batch, solution| {
        let stream = stream.get_or_insert_with(|| ChapterStream::new(puzzle.n(), solution));
        progress(batch, stream.add(batch));
    })
}

/// [`answer`] of a puzzle whose `analysis` is known, handing `progress` the unique solution
/// with each batch.
fn answer_with(
    puzzle: &Puzzle,
    analysis: Analysis,
    explain: bool,
    progress: &mut dyn FnMut(&[Step], &[usize]),
) -> Answer {
    answer_known(
        puzzle,
        analysis,
        explain,
        ExplainOptions::default(),
        progress,
    )
}

/// [`answer`] with the explainer's options (the cap on steps, for one).
pub fn answer_within(
    puzzle: &Puzzle,
    explain: bool,
    opts: ExplainOptions,
    progress: &mut dyn FnMut(&[Step], &[usize]),
) -> Answer {
    answer_known(puzzle, analyse(puzzle), explain, opts, progress)
}

/// [`answer_within`] of a puzzle whose `analysis` is known.
fn answer_known(
    puzzle: &Puzzle,
    analysis: Analysis,
    explain: bool,
    opts: ExplainOptions,
    progress: &mut dyn FnMut(&[Step], &[usize]),
) -> Answer {
    let explained = explain && analysis.status == Status::Unique;
    let (steps, smallest, within_work, stopped) =
        match analysis.solutions.first().filter(|_| explained) {
            Some(solution) => {
                // A grid without order finds each fact of a key's row twice: each is said once,
                // in the batches handed over as in the whole.
                let mut twins = Twins::new(puzzle);
                let mut forward = |batch: &[Step]| {
                    let kept = twins.take(batch);
                    if !kept.is_empty() {
                        progress(&kept, solution);
                    }
                };
                let e = explanation_of(puzzle, solution, opts, &mut forward);
                let steps = Twins::new(puzzle).take(&e.steps);
                (steps, e.smallest, e.within_work, e.stopped)
            }
            None => (vec![], true, true, false),
        };
    // A search step leaves its facts as one refutation used them (`fewest: false`): cutting
    // them to the fewest costs a search per fact tried, most of a hard 16x16's time, so it
    // waits until a person opens the step ([`Answer::open_step`]), asks for a chain through
    // it ([`Answer::chain`]) or for every step cut ([`Answer::with_fewest_facts`]).
    Answer {
        analysis,
        steps,
        explained,
        smallest,
        within_work,
        stopped,
    }
}

impl Answer {
    /// Cuts the facts of every search step that does not cite the fewest yet down to the
    /// fewest ([`fewest_facts`]).
    pub fn with_fewest_facts(&mut self, puzzle: &Puzzle) {
        for k in 0..self.steps.len() {
            self.open_step(puzzle, k);
        }
    }

    /// Step `k` as a person who opens it sees it: a search step that does not cite the
    /// fewest facts yet is cut down to them first ([`fewest_facts`]), and stays cut. `None`
    /// when there is no step `k`.
    pub fn open_step(&mut self, puzzle: &Puzzle, k: usize) -> Option<&Step> {
        if let Some(step) = fewest_facts(puzzle, &self.steps, k) {
            self.opened(k, step);
        }
        self.steps.get(k)
    }

    /// Step `k` as opened elsewhere (cut in slices, [`super::explain::Opening`]) takes its
    /// place, as in [`open_step`](Self::open_step).
    pub fn opened(&mut self, k: usize, step: Step) {
        if let Some(at) = self.steps.get_mut(k) {
            *at = step;
            self.smallest = self.within_work && all_fewest(&self.steps);
        }
    }

    /// The chain `find` picks among the steps (`why`, `why_by_places`), with every search
    /// step on it cut to the fewest facts ([`open_step`](Self::open_step)): a step citing
    /// more than it needs would bring steps into the chain that it does not need. Cutting a
    /// step can change which chain is best, so the chain is found again until every search
    /// step on it was cut.
    pub fn chain<T, E>(
        &mut self,
        puzzle: &Puzzle,
        find: impl Fn(&[Step]) -> Result<(Vec<usize>, T), E>,
    ) -> Result<(Vec<usize>, T), E> {
        let mut opened = vec![false; self.steps.len()];
        loop {
            let (chain, more) = find(&self.steps)?;
            let uncut: Vec<usize> = chain
                .iter()
                .copied()
                .filter(|&k| !opened[k] && !all_fewest(&self.steps[k..=k]))
                .collect();
            if uncut.is_empty() {
                return Ok((chain, more));
            }
            for k in uncut {
                opened[k] = true;
                self.open_step(puzzle, k);
            }
        }
    }

    /// False when reducing cited facts to the fewest ran out of the work allowed (see
    /// [`super::explain::Explanation::within_work`]): `smallest` but for the search steps
    /// not opened yet, which say so themselves (`fewest: false`).
    pub fn within_work(&self) -> bool {
        self.within_work
    }

    /// The serialisable report of this answer (names, labels and line numbers for indices).
    pub fn report(&self, puzzle: &Puzzle) -> Report {
        let mut report = Report::new(puzzle, &self.analysis, &self.steps);
        report.explanation_smallest = self.smallest;
        report.stopped(self.stopped);
        report
    }
}
