//! The walk of an explanation (src/zebra/story/walk.rs), the steps Next and Previous show one by
//! one on the page: the fold is total (every step is shown, or folded into exactly one shown
//! step after it), the grid the page draws changes at every shown step (replayed here, not
//! read from the library's rule), the batches the page receives walk the
//! beginning of the whole walk, and the report carries the walk by step number.

use puzzlebox::zebra::{
    answer, answer_in_chapters, apply, open_grid, walk, Puzzle, Shown, Step, WalkReport,
    WalkStream, EINSTEIN,
};

/// Stored puzzles of each size up to 12×12, and Einstein's riddle.
fn stored() -> Vec<(&'static str, &'static str)> {
    vec![
        ("einstein", EINSTEIN),
        ("4x4-0", include_str!("../benches/data/zebra-4x4-0.txt")),
        (
            "gen-4x4-1",
            include_str!("../benches/data/zebra-gen-4x4-1.txt"),
        ),
        ("6x6-0", include_str!("../benches/data/zebra-6x6-0.txt")),
        (
            "gen-6x6-2",
            include_str!("../benches/data/zebra-gen-6x6-2.txt"),
        ),
        ("8x8-0", include_str!("../benches/data/zebra-8x8-0.txt")),
        (
            "gen-8x8-3",
            include_str!("../benches/data/zebra-gen-8x8-3.txt"),
        ),
        (
            "gen-10x10-1",
            include_str!("../benches/data/zebra-gen-10x10-1.txt"),
        ),
        (
            "gen-12x12-1",
            include_str!("../benches/data/zebra-gen-12x12-1.txt"),
        ),
    ]
}

/// The puzzle and its explanation as the command line and the page get it.
fn explained(text: &str) -> (Puzzle, Vec<Step>) {
    let p = Puzzle::parse(text).expect("parses");
    let a = answer(&p, true, &mut |_| {});
    assert!(a.explained && !a.steps.is_empty(), "explained");
    (p, a.steps)
}

/// Every step is shown or folded into exactly one shown step, which comes after it; the
/// shown steps come in order.
fn check_total(name: &str, steps: &[Step], shown: &[Shown]) {
    let mut owner: Vec<Option<usize>> = vec![None; steps.len()];
    let mut last = None;
    for s in shown {
        assert!(last < Some(s.step), "{name}: shown steps in order");
        last = Some(s.step);
        for &k in std::iter::once(&s.step).chain(&s.folded) {
            assert!(
                k <= s.step,
                "{name}: step {k} folded into the earlier {}",
                s.step
            );
            assert_eq!(owner[k], None, "{name}: step {k} walked twice");
            owner[k] = Some(s.step);
        }
    }
    for (k, o) in owner.iter().enumerate() {
        assert!(o.is_some(), "{name}: step {k} is neither shown nor folded");
    }
}

#[test]
fn every_step_is_shown_or_folded_into_one_later_shown_step() {
    for (name, text) in stored() {
        let (p, steps) = explained(text);
        let shown = walk(p.n(), &steps);
        check_total(name, &steps, &shown);
        assert_eq!(
            shown.last().map(|s| s.step),
            Some(steps.len() - 1),
            "{name}: ends on the last step"
        );
        assert!(
            shown.iter().any(|s| !s.folded.is_empty()),
            "{name}: some bookkeeping is folded"
        );
    }
}

/// Replaying the steps on the position grid, the grid at each shown step differs from the
/// grid at the shown step before it (the open grid for the first): Next always changes what
/// the page draws. The explanation's last step is the one exception: the walk ends on it
/// (the solution complete) even where the grid shows all it says already.
#[test]
fn every_shown_step_changes_the_grid_the_page_draws() {
    for (name, text) in stored() {
        let (p, steps) = explained(text);
        let shown: Vec<usize> = walk(p.n(), &steps).iter().map(|s| s.step).collect();
        let mut grid = open_grid(&p);
        let mut at_last_shown = grid.dom.clone();
        for (k, step) in steps.iter().enumerate() {
            apply(&p, &mut grid, step);
            if shown.contains(&k) {
                if k + 1 < steps.len() {
                    assert_ne!(
                        at_last_shown, grid.dom,
                        "{name}: shown step {k} changes nothing drawn: {step:?}"
                    );
                }
                at_last_shown = grid.dom.clone();
            }
        }
    }
}

/// The page walks each batch as it arrives: the walk handed out with the batches (as the
/// page's call hands it), in order, begins the whole walk, and with the steps after the last
/// batch and the end it is the whole walk; the report carries it by step number.
#[test]
fn the_walks_of_the_batches_begin_the_whole_walk() {
    for (name, text) in stored() {
        let p = Puzzle::parse(text).expect("parses");
        let mut stream = WalkStream::new(p.n());
        let mut handed: Vec<Shown> = vec![];
        let mut sizes = vec![];
        let a = answer_in_chapters(&p, None, &mut |batch, _| {
            sizes.push(batch.len());
            handed.extend(stream.add(batch));
        });
        let whole = walk(p.n(), &a.steps);
        assert_eq!(handed[..], whole[..handed.len()], "{name}");
        let came: usize = sizes.iter().sum();
        handed.extend(stream.add(&a.steps[came..]));
        handed.extend(stream.finish());
        assert_eq!(handed, whole, "{name}");
        let report = a.report(&p);
        assert_eq!(report.walk, WalkReport::all(&whole), "{name}");
        assert_eq!(
            report.walk[0].step,
            whole[0].step + 1,
            "{name}: numbered from 1"
        );
    }
}
