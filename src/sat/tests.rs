//! The solver against independent evidence: model counts against brute force, every learnt
//! clause re-derived by plain unit propagation, and a classic unsatisfiable formula.

use super::*;
use crate::rng::Rng;

/// Every assignment of `n` variables, checked clause by clause.
fn brute_force(n: usize, clauses: &[Vec<Lit>]) -> usize {
    (0u32..1 << n)
        .filter(|&bits| {
            clauses
                .iter()
                .all(|c| c.iter().any(|l| (bits >> l.var() & 1 == 1) == l.positive()))
        })
        .count()
}

/// Counts models with `next_model`, checking each one and that none repeats.
fn count(n: usize, clauses: &[Vec<Lit>]) -> usize {
    let mut s = Sat::new();
    for _ in 0..n {
        s.new_var(false);
    }
    for c in clauses {
        s.add_clause(c);
    }
    let mut seen = std::collections::HashSet::new();
    let mut found = s.solve();
    while found {
        let model: Vec<bool> = (0..n).map(|v| s.model_value(v)).collect();
        assert!(clauses
            .iter()
            .all(|c| c.iter().any(|l| model[l.var()] == l.positive())));
        assert!(seen.insert(model), "a model came twice");
        found = s.next_model();
    }
    seen.len()
}

/// Exactly-one, pairwise and (above `PAIRWISE_MAX`) through a sequential counter whose
/// auxiliary variables the search never branches on: exactly n models either way.
#[test]
fn exactly_one_has_one_model_per_literal() {
    for n in [1, 2, 5, PAIRWISE_MAX + 4] {
        let mut s = Sat::new();
        let xs: Vec<Lit> = (0..n).map(|_| Lit::new(s.new_var(true), true)).collect();
        s.exactly_one(&xs);
        let mut models = 0;
        let mut found = s.solve();
        while found {
            assert_eq!(xs.iter().filter(|l| s.model_value(l.var())).count(), 1);
            models += 1;
            found = s.next_model();
        }
        assert_eq!(models, n);
    }
}

#[test]
fn model_counts_match_brute_force_on_random_formulas() {
    let mut rng = Rng::new(7);
    for round in 0..400 {
        let mut below = |k: usize| rng.below(k as u64) as usize;
        let n = 3 + below(10);
        let m = below(5 * n);
        let clauses: Vec<Vec<Lit>> = (0..m)
            .map(|_| {
                let len = 1 + below(4);
                (0..len)
                    .map(|_| Lit::new(below(n), below(2) == 0))
                    .collect()
            })
            .collect();
        assert_eq!(
            count(n, &clauses),
            brute_force(n, &clauses),
            "round {round}: {clauses:?}"
        );
    }
}

/// Whether unit propagation on `clauses` plus the negation of `c` reaches a conflict
/// (reverse unit propagation: `c` then follows from `clauses`). Plain and slow on
/// purpose, sharing nothing with the solver.
fn rup(clauses: &[Vec<Lit>], c: &[Lit], vars: usize) -> bool {
    let mut value: Vec<Option<bool>> = vec![None; vars];
    for l in c {
        value[l.var()] = Some(!l.positive());
    }
    loop {
        let mut changed = false;
        for cl in clauses {
            let mut open = None;
            let mut unassigned = 0;
            let mut satisfied = false;
            for l in cl {
                match value[l.var()] {
                    Some(v) if v == l.positive() => satisfied = true,
                    Some(_) => {}
                    None => {
                        unassigned += 1;
                        open = Some(*l);
                    }
                }
            }
            if satisfied {
                continue;
            }
            match (unassigned, open) {
                (0, _) => return true,
                (1, Some(l)) => {
                    value[l.var()] = Some(l.positive());
                    changed = true;
                }
                _ => {}
            }
        }
        if !changed {
            return false;
        }
    }
}

/// Every clause the solver learns (first UIP, minimised, shrunk) follows from the
/// formula and the clauses learnt before it by unit propagation alone, which is how
/// resolution-based learning must derive it. Formulas: 8 items placed on 8 places
/// (one-hot, as the zebra encoding) under random extra clauses, where learnt clauses
/// span many levels and shrinking has work to do, and random 3-SAT.
#[test]
fn every_learnt_clause_follows_by_unit_propagation() {
    let mut rng = Rng::new(11);
    let (mut shrunk, mut checked) = (0, 0);
    for round in 0..300 {
        let mut s = Sat::new();
        let mut clauses: Vec<Vec<Lit>> = vec![];
        let vars;
        if round % 2 == 0 {
            let k = 7;
            vars = k * k;
            let x = |i: usize, p: usize| Lit::new(i * k + p, true);
            for i in 0..k {
                for group in [
                    (0..k).map(|p| x(i, p)).collect::<Vec<_>>(),
                    (0..k).map(|p| x(p, i)).collect(),
                ] {
                    clauses.push(group.clone());
                    for a in 0..k {
                        for b in a + 1..k {
                            clauses.push(vec![!group[a], !group[b]]);
                        }
                    }
                }
            }
            for _ in 0..10 + rng.below(30) {
                let len = 2 + rng.below(2) as usize;
                clauses.push(
                    (0..len)
                        .map(|_| Lit::new(rng.below(vars as u64) as usize, rng.below(3) == 0))
                        .collect(),
                );
            }
        } else {
            vars = 40;
            for _ in 0..170 {
                clauses.push(
                    (0..3)
                        .map(|_| Lit::new(rng.below(vars as u64) as usize, rng.below(2) == 0))
                        .collect(),
                );
            }
        }
        // Random clauses may repeat a literal; the checker counts literals, not variables.
        for c in &mut clauses {
            c.sort_unstable();
            c.dedup();
        }
        for _ in 0..vars {
            s.new_var(round % 2 == 0);
        }
        for c in &clauses {
            s.add_clause(c);
        }
        if round % 3 == 2 {
            // Under assumptions decided at one level: what is learnt must still follow from
            // the clauses alone (an assumption is a decision, never a premise).
            s.assume_at_one_level();
            for _ in 0..4 {
                let assumed: Vec<Lit> = (0..rng.below(vars as u64 / 2))
                    .map(|_| Lit::new(rng.below(vars as u64) as usize, rng.below(2) == 0))
                    .collect();
                s.solve_assuming(&assumed);
            }
        } else {
            s.solve();
        }
        shrunk += s.stats.shrunk;
        for c in std::mem::take(&mut s.derived) {
            assert!(
                rup(&clauses, &c, vars),
                "round {round}: learnt {c:?} does not follow"
            );
            clauses.push(c);
            checked += 1;
        }
    }
    assert!(checked > 0, "no learnt clause was checked");
    assert!(shrunk > 0, "shrinking never removed a literal");
}

#[test]
fn pigeonhole_is_unsatisfiable() {
    // 6 pigeons, 5 holes: hard for resolution, so it exercises learning and restarts.
    let mut s = Sat::new();
    pigeonhole(&mut s, 6, 5);
    assert!(!s.solve());
    assert!(s.stats.conflicts > 0);
}

/// `p` pigeons each in one of `h` holes, no two in one hole (unsatisfiable when `p > h`).
fn pigeonhole(s: &mut Sat, p: usize, h: usize) {
    let var = |i: usize, j: usize| i * h + j;
    for _ in 0..p * h {
        s.new_var(false);
    }
    for i in 0..p {
        let c: Vec<Lit> = (0..h).map(|j| Lit::new(var(i, j), true)).collect();
        s.add_clause(&c);
    }
    for j in 0..h {
        for a in 0..p {
            for b in a + 1..p {
                s.add_clause(&[Lit::new(var(a, j), false), Lit::new(var(b, j), false)]);
            }
        }
    }
}

/// Pigeonhole again, 7 pigeons in 6 holes, with room for almost no learnt clause: the
/// reduction runs at nearly every conflict and deletes most of what was learnt, and the
/// arena is compacted after it, so no deleted clause is left there.
#[test]
fn reductions_leave_no_deleted_clause_in_the_arena() {
    let mut s = Sat::new();
    s.max_learnts = 1;
    pigeonhole(&mut s, 7, 6);
    assert!(!s.solve());
    assert!(s.max_learnts > 1, "no reduction ran");
    let arena = &s.arena;
    let deleted = arena
        .clauses()
        .iter()
        .filter(|&&c| arena.meta(c).deleted())
        .count();
    assert_eq!(deleted, 0, "deleted clauses left in the arena");
}

/// Whether some assignment satisfies every clause and every literal of `assumed`.
fn satisfiable_with(n: usize, clauses: &[Vec<Lit>], assumed: &[Lit]) -> bool {
    let mut all = clauses.to_vec();
    all.extend(assumed.iter().map(|&l| vec![l]));
    brute_force(n, &all) > 0
}

/// One solver asked many questions under assumptions, answers against brute force: a model
/// found satisfies the clauses and the assumptions, and when there is none, the assumptions
/// it names are a subset of those given that brute force finds unsatisfiable on their own.
#[test]
fn solving_under_assumptions_matches_brute_force() {
    under_assumptions_against_brute_force(false);
}

/// The same with every assumption decided at one level.
#[test]
fn assumptions_at_one_level_match_brute_force() {
    under_assumptions_against_brute_force(true);
}

fn under_assumptions_against_brute_force(one_level: bool) {
    let mut rng = Rng::new(11);
    let (mut failed_smaller, mut unsat) = (0, 0);
    for round in 0..300 {
        let mut below = |k: usize| rng.below(k as u64) as usize;
        let n = 3 + below(10);
        let m = below(3 * n);
        let clauses: Vec<Vec<Lit>> = (0..m)
            .map(|_| {
                let len = 1 + below(4);
                (0..len)
                    .map(|_| Lit::new(below(n), below(2) == 0))
                    .collect()
            })
            .collect();
        let mut s = Sat::new();
        if one_level {
            s.assume_at_one_level();
        }
        for _ in 0..n {
            s.new_var(below(2) == 0);
        }
        for c in &clauses {
            s.add_clause(c);
        }
        // Half the questions assume only what unit clauses already make true, so no
        // assumption takes a level and the first level is a free decision's.
        let units: Vec<Lit> = clauses
            .iter()
            .filter(|c| c.len() == 1)
            .map(|c| c[0])
            .collect();
        for q in 0..8 {
            let k = below(n + 1);
            let assumed: Vec<Lit> = if q % 2 == 0 && !units.is_empty() {
                units.clone()
            } else {
                (0..k).map(|_| Lit::new(below(n), below(2) == 0)).collect()
            };
            let expected = satisfiable_with(n, &clauses, &assumed);
            let found = s.solve_assuming(&assumed);
            assert_eq!(
                found, expected,
                "round {round}: {clauses:?} under {assumed:?}"
            );
            if found {
                assert!(assumed
                    .iter()
                    .all(|l| s.model_value(l.var()) == l.positive()));
                assert!(clauses
                    .iter()
                    .all(|c| c.iter().any(|l| s.model_value(l.var()) == l.positive())));
            } else {
                unsat += 1;
                let failed = s.failed().to_vec();
                assert!(failed.iter().all(|l| assumed.contains(l)));
                assert!(!satisfiable_with(n, &clauses, &failed), "round {round}");
                failed_smaller += usize::from(failed.len() < assumed.len());
            }
        }
    }
    assert!(
        unsat > 100 && failed_smaller > 20,
        "{unsat} {failed_smaller}"
    );
}

/// Assumptions the clauses already make true take no level, so at one level the first level
/// may be a free decision's: a conflict there is the search's, not the assumptions'. Here
/// `a` is a unit clause and assumed; `b` and `c` are tried true first, and either one true
/// conflicts at level 1, while the formula holds with both false.
#[test]
fn a_conflict_at_a_free_first_level_is_not_the_assumptions() {
    let (a, b, c) = (Lit::new(0, true), Lit::new(1, true), Lit::new(2, true));
    for one_level in [false, true] {
        let mut s = Sat::new();
        if one_level {
            s.assume_at_one_level();
        }
        for _ in 0..3 {
            s.new_var(true);
        }
        s.add_clause(&[a]);
        s.add_clause(&[!b, c]);
        s.add_clause(&[!b, !c]);
        s.add_clause(&[!c, b]);
        assert!(s.solve_assuming(&[a]), "one level: {one_level}");
        assert!(!s.model_value(b.var()) && !s.model_value(c.var()));
        assert!(s.stats.conflicts > 0, "the first free decision conflicts");
    }
}

/// The pigeonhole formula of `p` pigeons and `p - 1` holes with each pigeon's "somewhere"
/// clause behind a switch (the first `p` variables): unsatisfiable with every switch on.
fn switched_pigeonhole(p: usize, one_level: bool) -> (Sat, Vec<Lit>) {
    let h = p - 1;
    let mut s = Sat::new();
    if one_level {
        s.assume_at_one_level();
    }
    let switches: Vec<Lit> = (0..p).map(|_| Lit::new(s.new_var(true), true)).collect();
    let var: Vec<Vec<usize>> = (0..p)
        .map(|_| (0..h).map(|_| s.new_var(false)).collect())
        .collect();
    for (i, holes) in var.iter().enumerate() {
        let mut c: Vec<Lit> = holes.iter().map(|&v| Lit::new(v, true)).collect();
        c.push(!switches[i]);
        s.add_clause(&c);
    }
    for j in 0..h {
        let hole: Vec<usize> = var.iter().map(|holes| holes[j]).collect();
        for (a, &x) in hole.iter().enumerate() {
            for &y in &hole[a + 1..] {
                s.add_clause(&[Lit::new(x, false), Lit::new(y, false)]);
            }
        }
    }
    (s, switches)
}

/// A search under assumptions paused every `budget` units of work and resumed is the search
/// done in one call: the same answer, the same assumptions failed, the same decisions,
/// conflicts and propagations; and no piece meets more conflicts than it was given. With a
/// unit per conflict only (propagations too many to count) each piece ends at a conflict;
/// with a unit per propagation or three, most end between propagation and a decision, in the
/// middle of what a conflict's worth of work would be.
#[test]
fn a_search_paused_and_resumed_is_the_search_in_one_call() {
    for one_level in [false, true] {
        let (mut whole, switches) = switched_pigeonhole(7, one_level);
        assert!(!whole.solve_assuming(&switches));
        let failed = whole.failed().to_vec();
        assert!(whole.stats.conflicts > 500, "{}", whole.stats.conflicts);
        for propagation_work in [u64::MAX, 1, 3] {
            for budget in [1, 7, 100] {
                let (mut s, _) = switched_pigeonhole(7, one_level);
                s.propagation_work = propagation_work;
                let (mut pieces, mut between) = (0, 0);
                let found = loop {
                    let before = s.stats.conflicts;
                    let answer = s.solve_assuming_for(&switches, budget);
                    assert!(s.stats.conflicts - before <= budget);
                    pieces += 1;
                    if let Some(found) = answer {
                        break found;
                    }
                    // Paused before a decision, a conflict's worth of work not yet done.
                    if s.stats.conflicts == before {
                        between += 1;
                    }
                };
                let case = format!("budget {budget}, a unit per {propagation_work} propagations");
                assert!(!found);
                assert!(pieces >= whole.stats.conflicts / budget, "{case}");
                if propagation_work < u64::MAX {
                    assert!(pieces > whole.stats.conflicts / budget + 1, "{case}");
                    // (A hundred propagations take a conflict or more here.)
                    assert!(between > 0 || budget >= 100, "{case}");
                }
                assert_eq!(s.failed(), &failed[..], "{case}");
                assert_eq!(s.stats.conflicts, whole.stats.conflicts, "{case}");
                assert_eq!(s.stats.decisions, whole.stats.decisions, "{case}");
                assert_eq!(s.stats.propagations, whole.stats.propagations, "{case}");
            }
        }
    }
}

/// A search that gives up, done in pieces ([`Sat::solve_within_for`]), is `solve_within` in
/// one call: given up at the same conflict, or answering the same, with the same decisions,
/// conflicts and propagations, however it is paused; and dropped by another call, it takes
/// its bound with it.
#[test]
fn a_search_that_gives_up_paused_and_resumed_is_the_search_in_one_call() {
    let pigeonhole = || {
        let (mut s, switches) = switched_pigeonhole(7, false);
        for &l in &switches {
            s.add_clause(&[l]);
        }
        s
    };
    for conflicts in [300, 1_000_000] {
        let mut whole = pigeonhole();
        let answer = whole.solve_within(conflicts);
        assert_eq!(answer, (conflicts > 300).then_some(false), "{conflicts}");
        for propagation_work in [u64::MAX, 1] {
            for budget in [1, 50] {
                let mut s = pigeonhole();
                s.propagation_work = propagation_work;
                let mut pieces = 0;
                let found = loop {
                    pieces += 1;
                    if let Some(found) = s.solve_within_for(conflicts, budget) {
                        break found;
                    }
                };
                let case = format!("{conflicts} conflicts, budget {budget} / {propagation_work}");
                assert!(pieces > 5, "{case}");
                assert_eq!(found, answer, "{case}");
                assert_eq!(s.stats.conflicts, whole.stats.conflicts, "{case}");
                assert_eq!(s.stats.decisions, whole.stats.decisions, "{case}");
                assert_eq!(s.stats.propagations, whole.stats.propagations, "{case}");
            }
        }
    }
    let mut s = pigeonhole();
    assert_eq!(s.solve_within_for(300, 10), None, "paused");
    assert!(!s.solve(), "no pigeonhole of 7 in 6");
    assert!(!s.gave_up, "the paused search's bound went with it");
}

/// A paused search is dropped by any other call: asked with other assumptions, the solver
/// answers them, and asked again with the first ones it starts over and still answers.
#[test]
fn another_question_drops_a_paused_search() {
    let (mut s, switches) = switched_pigeonhole(7, true);
    assert_eq!(s.solve_assuming_for(&switches, 10), None, "paused");
    // Without the last pigeon's clause, six pigeons fit in six holes.
    assert!(s.solve_assuming(&switches[..6]));
    assert_eq!(s.solve_assuming_for(&switches, 10), None, "paused");
    assert_eq!(s.solve_assuming_for(&switches[..6], 1_000_000), Some(true));
    assert_eq!(s.solve_assuming_for(&switches, u64::MAX), Some(false));
}
