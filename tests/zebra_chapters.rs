//! Chapters, the explanation at human size (src/zebra/story/chapters.rs, walk.rs).
//!
//! *Chapters derive their goals*: replaying a chapter's steps on the grid of the earlier
//! chapters' steps shows its goals, each step citing only facts shown by then; the folded
//! steps are bookkeeping (by a reading written here apart from the library's) or change
//! nothing the grid draws (replayed here), each folded
//! into a shown step of its chapter that uses it; no chapter shows more than `MAX_VISIBLE`
//! steps, and a stored generated 12x12, and the hardest stored 12x12, read in at most 30
//! chapters.

#[path = "support/zebra_steps.rs"]
mod steps;
use puzzlebox::rng::Rng;
use steps::*;

use puzzlebox::zebra::{
    answer_in_chapters, apply, chapters, generate, open_grid, visible, walk, Chapter,
    ChapterReport, ChapterStream, Constraint, Deduction, Fact, Folded, Item, Pos, Puzzle, Relation,
    Step, Term, EINSTEIN, MAX_VISIBLE,
};
use std::collections::BTreeSet;

/// Whether a step may be folded, read here apart from the library: it changes nothing the
/// position grid draws, or it is a placed value clearing its position, or it reads a clue
/// "X is Y" to copy to one of them exactly the marks it cites of the other (placed at the
/// same position, or ruled out of the same positions).
fn bookkeeping(p: &Puzzle, s: &Step) -> bool {
    if s.fixed.is_empty() && s.eliminated.is_empty() {
        return true;
    }
    let clue = match s.deduction {
        Deduction::Taken { .. } => return true,
        Deduction::Clue { clue } => clue,
        _ => return false,
    };
    let Constraint::Rel {
        x: Term::Item(x),
        rel: Relation::Same,
        y: Term::Item(y),
    } = p.clues[clue].constraint
    else {
        return false;
    };
    let marks: BTreeSet<(usize, usize, bool)> = s
        .fixed
        .iter()
        .map(|&(i, q)| (i.0, q.0, true))
        .chain(s.eliminated.iter().map(|&(i, q)| (i.0, q.0, false)))
        .collect();
    let cited: BTreeSet<(usize, usize, bool)> = s
        .uses
        .iter()
        .map(|u| match u.fact {
            Fact::In(i, q) => (i.0, q.0, true),
            Fact::NotIn(i, q) => (i.0, q.0, false),
            _ => (usize::MAX, 0, false),
        })
        .collect();
    let swap = |set: &BTreeSet<(usize, usize, bool)>, from: usize, to: usize| {
        set.iter()
            .map(|&(i, q, b)| (if i == from { to } else { usize::MAX }, q, b))
            .collect::<BTreeSet<_>>()
    };
    (swap(&cited, y, x) == marks || swap(&cited, x, y) == marks)
        && marks.iter().all(|m| m.0 == x || m.0 == y)
}

/// Whether `a` and `b` (steps reading clues, or both supposing a value somewhere) rule
/// values out of one position, or one value out of positions, or read the same clues with
/// the same facts to rule values out.
fn sweep_of(a: &Step, b: &Step) -> bool {
    let reading = |s: &Step| match &s.deduction {
        Deduction::Clue { .. } | Deduction::Clues { .. } | Deduction::Reach { .. } => Some(false),
        Deduction::Hypothesis { .. } => Some(true),
        _ => None,
    };
    let columns = |s: &Step| s.eliminated.iter().map(|e| e.1).collect::<BTreeSet<Pos>>();
    let facts = |s: &Step| s.uses.iter().map(|u| u.fact).collect::<Vec<Fact>>();
    let rules_out =
        |s: &Step| s.fixed.is_empty() && s.linked.is_empty() && !s.eliminated.is_empty();
    let rows = |s: &Step| s.eliminated.iter().map(|e| e.0).collect::<BTreeSet<Item>>();
    reading(a).is_some()
        && reading(a) == reading(b)
        && rules_out(a)
        && rules_out(b)
        && ((columns(a).len() == 1 && columns(a) == columns(b))
            || (rows(a).len() == 1 && rows(a) == rows(b))
            || (a.deduction.clues() == b.deduction.clues() && facts(a) == facts(b)))
}

/// Checks every chapter of `text`'s explanation: its steps with the earlier chapters' derive
/// its goals. Returns (chapters, the most visible steps in one).
fn check_chapters(text: &str) -> (usize, usize) {
    let (p, steps, sol) = explained(text);
    let chapters = chapters(p.n(), &steps, &sol);
    // Whether the grid as drawn changed since the last step the walk shows, at each step: a
    // value left one position is drawn placed, so the step that then places it right after
    // draws nothing new.
    let mut drawn = open_grid(&p);
    let mut changed = false;
    let changes: Vec<bool> = steps
        .iter()
        .map(|s| {
            let before = drawn.dom.clone();
            apply(&p, &mut drawn, s);
            changed |= before != drawn.dom;
            let now = changed;
            changed &= !visible(s);
            now
        })
        .collect();
    // The steps the walk folds into a later shown step of the same sweep (clues ruling
    // values out of one position, or one clue reading the same facts): read here from the
    // walk's shown steps and their folded steps.
    let mut swept = vec![false; steps.len()];
    for s in walk(p.n(), &steps) {
        // The steps of the way to the shown step that the grid draws, the shown one last:
        // each folded one is of one sweep with the next.
        let drawn: Vec<usize> = s
            .folded
            .iter()
            .copied()
            .filter(|&k| visible(&steps[k]) && changes[k])
            .chain([s.step])
            .collect();
        for w in drawn.windows(2) {
            swept[w[0]] = sweep_of(&steps[w[0]], &steps[w[1]]);
        }
    }
    let mut grid = open_grid(&p);
    let mut placed = BTreeSet::new();
    let mut clues = BTreeSet::new();
    let mut widest = 0;
    for (c, chapter) in chapters.iter().enumerate() {
        let all = chapter.all_steps();
        grid = replay(&p, &steps, &grid, &all)
            .unwrap_or_else(|k| panic!("chapter {}: step {} cites a later step", c + 1, k + 1));
        clues.extend(all.iter().flat_map(|&k| steps[k].deduction.clues()));
        assert!(!chapter.goals.is_empty(), "chapter {} has a goal", c + 1);
        for &goal in &chapter.goals {
            assert!(
                goal.shown(&grid, p.n()),
                "chapter {}: {}",
                c + 1,
                line(&p, goal)
            );
            assert!(
                !solvable(&p, &clues, &[], goal.negation()),
                "{}",
                line(&p, goal)
            );
            if let Fact::In(..) = goal {
                placed.insert(goal);
            }
        }
        // A shown step changes what the position grid draws, or is where the chapter ends
        // (no step of it uses the step).
        for &k in &chapter.steps {
            let used = all.iter().any(|&j| cited(&steps[j]).contains(&k));
            let draws = visible(&steps[k]) && changes[k];
            assert!(draws || !used, "step {} is bookkeeping", k + 1);
        }
        assert!(chapter.steps.len() <= MAX_VISIBLE, "chapter {}", c + 1);
        for f in &chapter.folded {
            let k = f.step;
            // Swept in the chapter: of one sweep with a later step of it told by the same
            // shown step (a chapter holds only some of the walk's steps, so its sweeps may
            // be wider than the walk's).
            let told = |g: usize| {
                g == f.into
                    || chapter.folded.contains(&Folded {
                        step: g,
                        into: f.into,
                    })
            };
            let swept = swept[k]
                || all
                    .iter()
                    .any(|&g| g > k && told(g) && sweep_of(&steps[k], &steps[g]));
            assert!(
                !(visible(&steps[k]) && changes[k]) || swept,
                "step {} is drawn",
                k + 1
            );
            assert!(
                bookkeeping(&p, &steps[k]) || !changes[k] || swept,
                "step {} is more than bookkeeping",
                f.step + 1
            );
            assert!(chapter.steps.contains(&f.into), "folded into its chapter");
            assert!(k < f.into, "step {} is folded into an earlier step", k + 1);
            // It is told before any shown step uses it.
            for &s in chapter.steps.iter().filter(|&&s| s < f.into) {
                assert!(
                    !cited(&steps[s]).contains(&k),
                    "step {} uses step {}, folded into the later {}",
                    s + 1,
                    k + 1,
                    f.into + 1
                );
            }
            // The visible step uses it, through folded steps of the chapter; or it is of
            // a sweep, or a step no step of the chapter uses, told with a later step.
            // (The shown step tells with it the steps of its sweep and those nothing uses:
            // what they use is folded into it too.)
            let unused = |k: usize| !all.iter().any(|&j| cited(&steps[j]).contains(&k));
            let mut reach: Vec<usize> = chapter
                .folded
                .iter()
                .filter(|g| {
                    g.into == f.into
                        && ((visible(&steps[g.step]) && changes[g.step]) || unused(g.step))
                })
                .map(|g| g.step)
                .chain([f.into])
                .collect();
            let mut seen = BTreeSet::new();
            let mut found = false;
            while let Some(k) = reach.pop() {
                found |= k == f.step;
                reach.extend(
                    cited(&steps[k])
                        .into_iter()
                        .filter(|&j| all.binary_search(&j).is_ok() && seen.insert(j)),
                );
            }
            assert!(
                found || swept || unused(k),
                "step {} is not used by step {}",
                f.step + 1,
                f.into + 1
            );
        }
        widest = widest.max(chapter.steps.len());
    }
    assert_eq!(
        placed.len(),
        p.items(),
        "every value placed by some chapter"
    );
    (chapters.len(), widest)
}

#[test]
fn every_chapter_derives_its_goals_from_its_steps_and_earlier_chapters() {
    let (einstein, _) = check_chapters(EINSTEIN);
    // A handful for Einstein's 79 steps.
    assert!((2..=10).contains(&einstein), "{einstein} chapters");
    for (n, m, seed) in [(4, 4, 1), (5, 5, 2), (6, 6, 3), (3, 3, 4)] {
        check_chapters(
            &generate(n, m, &mut Rng::new(seed))
                .expect("generates")
                .to_text(),
        );
    }
    check_chapters(include_str!("../benches/data/zebra-6x6-3.txt"));
}

/// A hard 12x12 reads at human size: at most 30 chapters, none showing more than
/// `MAX_VISIBLE` steps, every one deriving its goals (generated puzzles of the benchmark set).
#[test]
fn a_generated_12x12_reads_as_at_most_30_chapters() {
    for text in [
        include_str!("../benches/data/zebra-gen-12x12-1.txt"),
        include_str!("../benches/data/zebra-gen-12x12-3.txt"),
        include_str!("../benches/data/zebra-gen-12x12-8.txt"),
    ] {
        let (chapters, widest) = check_chapters(text);
        eprintln!("{chapters} chapters, at most {widest} steps shown in one");
        assert!(chapters <= 30, "{chapters} chapters");
        assert!(widest <= MAX_VISIBLE, "{widest} steps in a chapter");
    }
}

/// The hardest stored 12x12 (41 chapters when every clue ruling a value out was a shown step
/// of its own) reads at human size too: at most 30 chapters, each deriving its goals.
#[test]
fn a_hard_12x12_reads_as_at_most_30_chapters() {
    let (chapters, widest) = check_chapters(include_str!("../benches/data/zebra-12x12-8.txt"));
    eprintln!("{chapters} chapters, at most {widest} steps shown in one");
    assert!(chapters <= 30, "{chapters} chapters");
}

/// A generated 16x16 reads at human size too: its 12,810 steps in at most 24 chapters (31
/// when a chapter showed every step the walk shows; 22 now), none showing more than
/// `MAX_VISIBLE` steps. Counted only: the chapters derive their goals by the checks above.
#[test]
fn a_generated_16x16_reads_as_at_most_24_chapters() {
    let (p, steps, sol) = explained(include_str!("../benches/data/zebra-gen-16x16-2.txt"));
    let got = chapters(p.n(), &steps, &sol);
    let widest = got.iter().map(|c| c.steps.len()).max().unwrap_or(0);
    eprintln!(
        "{} chapters, at most {widest} steps shown in one",
        got.len()
    );
    assert!(got.len() <= 24, "{} chapters", got.len());
    assert!(widest <= MAX_VISIBLE, "{widest} steps in a chapter");
    let placed: BTreeSet<&Fact> = got
        .iter()
        .flat_map(|c| &c.goals)
        .filter(|f| matches!(f, Fact::In(..)))
        .collect();
    assert_eq!(
        placed.len(),
        p.items(),
        "every value placed by some chapter"
    );
}

/// Einstein's riddle reads as a handful of chapters, none placing more values than there are
/// positions (a title a person reads at a glance).
#[test]
fn einstein_reads_as_a_handful_of_chapters_of_a_row_each() {
    let (p, steps, solution) = explained(EINSTEIN);
    let got = chapters(p.n(), &steps, &solution);
    assert!((4..=8).contains(&got.len()), "{} chapters", got.len());
    for c in &got {
        let placed = c.goals.iter().filter(|f| matches!(f, Fact::In(..))).count();
        assert!(placed <= p.n(), "{placed} values placed in one chapter");
    }
}

/// A title tells the values placed at one position together, and the positions one value is
/// ruled out of, in the order the goals come.
#[test]
fn a_title_groups_values_by_position_and_positions_by_value() {
    let p = Puzzle::parse(EINSTEIN).expect("parses");
    let item = |name: &str| {
        Item(
            (0..p.items())
                .find(|&i| p.reference(i) == name)
                .expect("named"),
        )
    };
    let goals = vec![
        Fact::In(item("milk"), Pos(2)),
        Fact::NotIn(item("fish"), Pos(0)),
        Fact::In(item("Norwegian"), Pos(0)),
        Fact::In(item("red"), Pos(2)),
        Fact::NotIn(item("fish"), Pos(1)),
        Fact::In(item("Brit"), Pos(2)),
        Fact::NotIn(item("fish"), Pos(4)),
    ];
    let chapter = Chapter {
        goals,
        steps: vec![],
        folded: vec![],
    };
    assert_eq!(
        ChapterReport::new(&p, &chapter).title,
        "milk, red and Brit are in 3; fish is not in 1, 2 or 5; Norwegian is in 1"
    );
}

/// A page can show chapters while the rest is worked out: the chapters of a prefix of the
/// steps, but for the last (still open), are the first chapters of the whole — for a prefix
/// on a settled grid (every value the grid leaves one position placed by a step of it), which
/// is where the explanation hands over its steps.
#[test]
fn the_chapters_of_a_prefix_begin_the_chapters_of_the_whole() {
    let mut texts = generated(&[(5, 5, 2), (6, 6, 3)]);
    texts.push(EINSTEIN.to_string());
    for text in texts {
        let (p, steps, sol) = explained(&text);
        let whole = chapters(p.n(), &steps, &sol);
        let mut grid = open_grid(&p);
        let mut placed = BTreeSet::new();
        let mut settled = 0;
        for len in 1..steps.len() {
            apply(&p, &mut grid, &steps[len - 1]);
            placed.extend(steps[len - 1].fixed.iter().map(|&(i, _)| i));
            let unplaced = (0..p.items()).any(|i| {
                Fact::In(Item(i), Pos(sol[i])).shown(&grid, p.n()) && !placed.contains(&Item(i))
            });
            if unplaced {
                continue;
            }
            settled += 1;
            let part = chapters(p.n(), &steps[..len], &sol);
            let closed = part.len().saturating_sub(1);
            assert_eq!(part[..closed], whole[..closed], "{len} steps of\n{text}");
        }
        assert!(settled * 2 > steps.len(), "most prefixes are settled");
    }
}

/// The page shows chapters as the explanation arrives: the chapters handed over with the
/// batches, in order, are the first chapters of the whole explanation, the rest are the
/// chapters [`ChapterStream::finish`] gives, and on a big grid some come before the last
/// batch (the page has chapters to show while the rest is worked out; the steps after the
/// last batch come with the answer).
#[test]
fn the_chapters_handed_over_with_the_batches_begin_the_whole_explanations() {
    for (text, early) in [
        (EINSTEIN, false),
        (include_str!("../benches/data/zebra-gen-10x10-1.txt"), true),
        (include_str!("../benches/data/zebra-gen-12x12-1.txt"), true),
    ] {
        let p = Puzzle::parse(text).expect("parses");
        let mut handed: Vec<Chapter> = vec![];
        // Each batch's size, and how many chapters had come by then.
        let mut batches: Vec<(usize, usize)> = vec![];
        let answer = answer_in_chapters(&p, None, &mut |batch, chapters| {
            handed.extend(chapters);
            batches.push((batch.len(), handed.len()));
        });
        let sol = answer.analysis.solutions[0].clone();
        let whole = chapters(p.n(), &answer.steps, &sol);
        assert!(
            handed.len() < whole.len(),
            "the last chapter comes with the answer"
        );
        assert_eq!(handed[..], whole[..handed.len()], "{text}");
        if early {
            let before_last = batches[batches.len() - 2].1;
            assert!(
                before_last > 0,
                "no chapter before the last batch: {batches:?}"
            );
        }
        // The stream itself, fed the answer's steps in the batches' sizes, then finished.
        let mut stream = ChapterStream::new(p.n(), &sol);
        let mut all: Vec<Chapter> = vec![];
        let mut rest = &answer.steps[..];
        for &(size, _) in &batches {
            let (batch, after) = rest.split_at(size);
            all.extend(stream.add(batch));
            rest = after;
        }
        // The steps after the last batch come with the answer.
        all.extend(stream.add(rest));
        all.extend(stream.finish());
        assert_eq!(all, whole, "{text}");
    }
}
