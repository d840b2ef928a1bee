//! Tests of the hypothesis search's shortcuts against trials run one by one.

use super::super::super::super::grid::{single, Grid, Item, Pos};
use super::super::super::super::model::Puzzle;
use super::super::super::engine::{Engine, ExplainOptions};
use super::super::super::fresh::Fresh;
use super::super::super::kit::{Found, Kit};
use super::super::super::step::{open_grid, Deduction};
use super::{drop_twins, Run};

/// The grid where simple steps stop, with its change cache, and every placement open on it.
pub(crate) fn stopped<'a>(p: &'a Puzzle) -> (Engine<'a>, Grid, Fresh, Vec<(Item, Pos)>) {
    let mut ex = Engine::new(p, ExplainOptions::simple());
    let mut st = open_grid(p);
    let mut known = ex.kit.index.stale();
    while let Found::Step(_, raw, linked) = ex.simple(&st, &mut known) {
        let mut after = raw;
        ex.kit.settle(&st, &mut after);
        ex.kit.index.touched(&mut known, &st, &after, &linked);
        st = after;
    }
    ex.opts.hypotheses = true;
    let (n, m) = (p.n(), p.m());
    let open = Item::all(n, m)
        .filter(|i| !single(st.dom[i.0]))
        .flat_map(|i| Pos::members(st.dom[i.0]).map(move |q| (i, q)))
        .collect();
    (ex, st, known, open)
}

/// A trial of every placement in `open`, each taken `steps` simple steps (or to its end).
fn trials(ex: &Kit, st: &Grid, known: &Fresh, open: &[(Item, Pos)], steps: usize) -> Vec<Run> {
    let mut runs: Vec<Run> = open
        .iter()
        .map(|&(i, q)| ex.start(st, known, i, q))
        .collect();
    for r in &mut runs {
        for _ in 0..steps {
            if !(r.refuted || r.stuck) {
                ex.advance(r);
            }
        }
    }
    runs
}

const PUZZLES: [&str; 3] = [
    include_str!("../../../../benches/data/zebra-8x8-2.txt"),
    include_str!("../../../../benches/data/zebra-8x8-9.txt"),
    include_str!("../../../../benches/data/zebra-10x10-0.txt"),
];

/// Two trials whose grids are equal after the same number of steps stay equal and end alike
/// (what lets `drop_twins` keep one of them), and such twins do occur.
#[test]
fn twin_trials_stay_twins() {
    let mut twins = 0;
    for text in PUZZLES {
        let p = Puzzle::parse(text).expect("stored puzzles parse");
        let (ex, st, known, open) = stopped(&p);
        let mut runs = trials(&ex.kit, &st, &known, &open, 0);
        // Pairs of trials (by index) seen equal while both were going.
        let mut pairs: Vec<(usize, usize)> = vec![];
        for _ in 0..60 {
            for a in 0..runs.len() {
                for b in a + 1..runs.len() {
                    let (x, y) = (&runs[a], &runs[b]);
                    let going = !(x.refuted || x.stuck || y.refuted || y.stuck);
                    if going && x.grid == y.grid && !pairs.contains(&(a, b)) {
                        pairs.push((a, b));
                    }
                }
            }
            for &(a, b) in &pairs {
                let (x, y) = (&runs[a], &runs[b]);
                assert_eq!(x.grid, y.grid, "{:?} and {:?}", open[a], open[b]);
                assert_eq!((x.refuted, x.stuck), (y.refuted, y.stuck));
                assert_eq!(x.chain, y.chain);
            }
            for r in &mut runs {
                if !(r.refuted || r.stuck) {
                    ex.kit.advance(r);
                }
            }
        }
        twins += pairs.len();
    }
    assert!(twins > 10, "{twins} pairs of twins");
}

/// The hypothesis chosen (scouts in lockstep, twins dropped, a refutation bounding its
/// turn, the rest one by one under the best chain's cap) is the one trials run one after another to the end choose: the shortest
/// refutation, ties to the first placement.
#[test]
fn the_hypothesis_is_the_shortest_refutation() {
    let mut refuted = 0;
    for text in PUZZLES {
        let p = Puzzle::parse(text).expect("stored puzzles parse");
        let (ex, st, known, open) = stopped(&p);
        let mut best: Option<(usize, Item, Pos)> = None;
        for &(i, q) in &open {
            let mut r = ex.kit.start(&st, &known, i, q);
            while !(r.refuted || r.stuck) && r.chain < 60 {
                ex.kit.advance(&mut r);
            }
            if r.refuted {
                let here = (r.chain, i, q);
                best = Some(best.map_or(here, |b| b.min(here)));
            }
        }
        let chosen = match ex.kit.hypothesis(&st, &known) {
            Some(Found::Given(Deduction::Hypothesis { item, position, .. }, ..)) => {
                Some((item, position))
            }
            _ => None,
        };
        assert_eq!(chosen, best.map(|b| (b.1, b.2)));
        // Again, now that the trials go in the order of the chains they took: the scouts
        // are others, and the rest are capped by a bound found sooner.
        let again = match ex.kit.hypothesis(&st, &known) {
            Some(Found::Given(Deduction::Hypothesis { item, position, .. }, ..)) => {
                Some((item, position))
            }
            _ => None,
        };
        assert_eq!(again, chosen);
        refuted += usize::from(chosen.is_some());
    }
    assert!(
        refuted >= 2,
        "{refuted} puzzles with a hypothesis where simple steps stop"
    );
}

/// `drop_twins` keeps, of each set of going trials with one grid, the first placement, which
/// remembers the others; it keeps every trial that has no twin, and every ended one.
#[test]
fn twins_are_dropped_for_the_first_placement() {
    let mut dropped = 0;
    for text in PUZZLES {
        let p = Puzzle::parse(text).expect("stored puzzles parse");
        let (ex, st, known, open) = stopped(&p);
        for steps in [1, 3, 8] {
            let mut runs = trials(&ex.kit, &st, &known, &open, steps);
            // Each trial's expected stand-in: the first going placement with its grid.
            let going = |r: &Run| !(r.refuted || r.stuck);
            let stand_in: Vec<(Item, Pos)> = runs
                .iter()
                .map(|r| {
                    runs.iter()
                        .filter(|o| going(r) && going(o) && o.grid == r.grid)
                        .map(|o| (o.item, o.position))
                        .min()
                        .unwrap_or((r.item, r.position))
                })
                .collect();
            let before: Vec<(Item, Pos)> = runs.iter().map(|r| (r.item, r.position)).collect();
            drop_twins(&mut runs, p.n());
            let kept: Vec<(Item, Pos)> = runs.iter().map(|r| (r.item, r.position)).collect();
            let expected: Vec<(Item, Pos)> = before
                .iter()
                .zip(&stand_in)
                .filter(|(b, s)| b == s)
                .map(|(b, _)| *b)
                .collect();
            assert_eq!(kept, expected);
            for r in &runs {
                let mut twins = r.twins.clone();
                twins.sort_unstable();
                let mut want: Vec<(Item, Pos)> = before
                    .iter()
                    .zip(&stand_in)
                    .filter(|(b, s)| **s == (r.item, r.position) && **b != **s)
                    .map(|(b, _)| *b)
                    .collect();
                want.sort_unstable();
                assert_eq!(twins, want);
            }
            dropped += before.len() - kept.len();
        }
    }
    assert!(dropped > 10, "{dropped} trials dropped");
}

/// A trial undone (`undo`) leaves its grid and change cache as they were before it, and
/// the next trial started on them goes as one started on copies, for every placement open
/// where simple steps stop, each taken to its end.
#[test]
fn a_trials_undo_leaves_the_grid_it_began_from() {
    let mut undone = 0;
    for text in PUZZLES {
        let p = Puzzle::parse(text).expect("stored puzzles parse");
        let (ex, st, known, open) = stopped(&p);
        let mut r = Run::plain(st.clone(), known.clone());
        for &(i, q) in &open {
            ex.kit.place(&mut r, &st, false, i, q);
            let mut copy = ex.kit.start(&st, &known, i, q);
            while !(r.refuted || r.stuck) && r.chain < 60 {
                ex.kit.advance(&mut r);
                ex.kit.advance(&mut copy);
                assert_eq!(r.grid, copy.grid, "{i:?} at {q:?}");
            }
            assert_eq!((r.refuted, r.stuck), (copy.refuted, copy.stuck));
            undone += usize::from(r.grid != st);
            ex.kit.undo(&mut r, &st, &known);
            assert_eq!(r.grid, st, "{i:?} at {q:?}");
            assert!(r.fresh == known, "{i:?} at {q:?}");
        }
    }
    assert!(undone > 100, "{undone} trials undone");
}
