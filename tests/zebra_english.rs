//! Puzzles written in English: the fixtures in tests/fixtures/english solve to the answers
//! written in them, `--translate`'s output reads back to the same clues, and generated
//! puzzles rendered into English by a small renderer (several phrasings per clue kind) read
//! back to the clues they were rendered from.

use puzzlebox::rng::Rng;
use puzzlebox::zebra::{self, Constraint, Puzzle, Relation, Status, Term};
use std::collections::HashSet;

#[path = "support/unicode_names.rs"]
mod unicode_names;

fn fixtures() -> Vec<(String, String)> {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/fixtures/english");
    let mut out: Vec<(String, String)> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|x| x == "txt"))
        .map(|p| {
            (
                p.display().to_string(),
                std::fs::read_to_string(&p).unwrap(),
            )
        })
        .collect();
    out.sort();
    out
}

/// The answer written in a fixture: `# answer ATTRIBUTE: v1, v2, …` lines.
fn answer(text: &str) -> Vec<(String, Vec<String>)> {
    text.lines()
        .filter_map(|l| l.strip_prefix("# answer "))
        .map(|l| {
            let (a, vs) = l.split_once(':').unwrap();
            (
                a.trim().to_string(),
                vs.split(',').map(|v| v.trim().to_string()).collect(),
            )
        })
        .collect()
}

#[test]
fn english_fixtures_solve_to_their_answers() {
    let all = fixtures();
    assert!(all.len() >= 12, "{} fixtures", all.len());
    let mut sentences = HashSet::new();
    for (path, text) in &all {
        let p = Puzzle::parse(text).unwrap_or_else(|e| panic!("{path}: {e}"));
        let numbered = text
            .lines()
            .filter(|l| {
                l.split_once(". ")
                    .is_some_and(|(n, _)| n.parse::<u32>().is_ok())
            })
            .count();
        assert_eq!(p.english.len(), numbered, "{path}: every clue is English");
        for r in &p.english {
            assert!(sentences.insert(r.text.split_once(". ").unwrap().1.to_string()));
        }
        let a = zebra::analyse(&p);
        assert_eq!(a.status, Status::Unique, "{path}");
        let grid = zebra::grid(&p, &a.solutions[0]);
        let want = answer(text);
        assert_eq!(want.len(), p.m(), "{path}: an answer row per attribute");
        for (name, values) in &want {
            let k = p.attributes.iter().position(|at| &at.name == name).unwrap();
            assert_eq!(&grid[k], values, "{path}: {name}");
        }
    }
    assert!(
        sentences.len() >= 150,
        "{} distinct sentences",
        sentences.len()
    );
}

#[test]
fn the_german_owns_the_fish() {
    let (_, text) = fixtures()
        .into_iter()
        .find(|(p, _)| p.ends_with("einstein.txt"))
        .unwrap();
    let p = Puzzle::parse(&text).unwrap();
    let a = zebra::analyse(&p);
    let grid = zebra::grid(&p, &a.solutions[0]);
    let fish = grid[4].iter().position(|v| v == "fish").unwrap();
    assert_eq!(grid[1][fish], "German");
    // The same clues as the clue-language riddle.
    let plain = Puzzle::parse(zebra::EINSTEIN).unwrap();
    let canon = |p: &Puzzle| {
        let mut v: Vec<Constraint> = p.clues.iter().map(|c| canon(&c.constraint)).collect();
        v.sort_by_key(|c| format!("{c:?}"));
        v
    };
    assert_eq!(canon(&p), canon(&plain));
}

#[test]
fn translate_round_trips_every_fixture() {
    for (path, text) in fixtures() {
        let out = zebra::translate(&text).unwrap();
        let (a, b) = (Puzzle::parse(&text).unwrap(), Puzzle::parse(&out).unwrap());
        assert!(
            b.english.is_empty(),
            "{path}: the translation is all clue language"
        );
        let cs = |p: &Puzzle| {
            p.clues
                .iter()
                .map(|c| c.constraint.clone())
                .collect::<Vec<_>>()
        };
        assert_eq!(cs(&a), cs(&b), "{path}");
        for r in &a.english {
            assert!(
                out.contains(&format!("# {}\n{}\n", r.text, r.clues.join("\n"))),
                "{path}"
            );
        }
        assert_eq!(
            zebra::analyse(&a).solutions,
            zebra::analyse(&b).solutions,
            "{path}"
        );
    }
}

/// A constraint with the sides of a symmetric relation in a fixed order.
fn canon(c: &Constraint) -> Constraint {
    let key = |t: &Term| format!("{t:?}");
    match *c {
        Constraint::Rel { x, rel, y } => {
            let symmetric = matches!(
                rel,
                Relation::Same
                    | Relation::NotSame
                    | Relation::NextTo
                    | Relation::NotNextTo
                    | Relation::Away(_)
            );
            if symmetric && key(&x) > key(&y) {
                Constraint::Rel { x: y, rel, y: x }
            } else {
                c.clone()
            }
        }
        Constraint::Either { x, y, z } if key(&y) > key(&z) => Constraint::Either { x, y: z, z: y },
        Constraint::OneEach { x, y, z, w } => {
            let (x, y) = if key(&x) > key(&y) { (y, x) } else { (x, y) };
            let (z, w) = if key(&z) > key(&w) { (w, z) } else { (z, w) };
            Constraint::OneEach { x, y, z, w }
        }
        _ => c.clone(),
    }
}

const ORDINALS: [&str; 6] = ["first", "second", "third", "fourth", "fifth", "sixth"];

/// One English sentence for a constraint, in one of several phrasings.
fn render(p: &Puzzle, c: &Constraint, rng: &mut Rng) -> String {
    let name = |t: Term| match t {
        Term::Item(i) => p.value_name(i).to_string(),
        Term::Pos(q) => format!("house {}", p.label(q)),
    };
    let pick = |rng: &mut Rng, options: Vec<String>| {
        options[rng.below(options.len() as u64) as usize].clone()
    };
    match *c {
        Constraint::Rel {
            x,
            rel,
            y: Term::Pos(q),
        } => {
            let x = name(x);
            let (ord, label) = (ORDINALS[q], p.label(q));
            match rel {
                Relation::Same => pick(
                    rng,
                    vec![
                        format!("The person with {x} lives in the {ord} house."),
                        format!("{x} is found in house {label}."),
                        format!("In the {ord} house lives the owner of {x}."),
                    ],
                ),
                _ => pick(
                    rng,
                    vec![
                        format!("The person with {x} does not live in the {ord} house."),
                        format!("{x} isn't in house {label}."),
                    ],
                ),
            }
        }
        Constraint::Rel { x, rel, y } => {
            let (x, y) = (name(x), name(y));
            match rel {
                Relation::Same => pick(rng, vec![
                    format!("The person with {x} is the person with {y}."),
                    format!("{x} and {y} are in the same house."),
                    format!("The owner of {x} also has {y}."),
                    format!("{x} lives with {y}."),
                ]),
                Relation::NotSame => pick(rng, vec![
                    format!("The person with {x} does not have {y}."),
                    format!("{x} and {y} are in different houses."),
                    format!("The owner of {x} never has {y}."),
                ]),
                Relation::LeftOf => pick(rng, vec![
                    format!("The person with {x} lives somewhere to the left of the person with {y}."),
                    format!("{y}'s house is somewhere to the right of {x}'s house."),
                    format!("{x} lives left of {y}."),
                ]),
                Relation::ImmLeft => pick(rng, vec![
                    format!("{x} lives directly left of {y}."),
                    format!("The person with {y} lives immediately to the right of the person with {x}."),
                    format!("{x} is on the immediate left of {y}."),
                    format!("{x}'s house is just left of {y}'s."),
                ]),
                Relation::NextTo => pick(rng, vec![
                    format!("{x} lives next to {y}."),
                    format!("{x} and {y} are neighbours."),
                    format!("The person with {x} has a neighbour with {y}."),
                    format!("The owner of {x} lives beside the owner of {y}."),
                ]),
                Relation::NotNextTo => pick(rng, vec![
                    format!("{x} does not live next to {y}."),
                    format!("{x} and {y} are not neighbours."),
                ]),
                Relation::Away(d) => pick(rng, vec![
                    format!("{x} lives {d} houses away from {y}."),
                    format!("There are {} houses between {x} and {y}.", d - 1),
                ]),
                Relation::LabelDiff(d) if d > 0 => format!("{x} lives {d} houses to the right of {y}."),
                Relation::LabelDiff(d) => format!("{x} lives {} houses to the left of {y}.", -d),
                Relation::LabelTimes(_) => unreachable!("the generator states no ratio"),
                Relation::LabelSum(_) => unreachable!("the generator states no sum"),
            }
        }
        Constraint::Either { x, y, z } => {
            let (x, y, z) = (name(x), name(y), name(z));
            pick(
                rng,
                vec![
                    format!("{x} is either {y} or {z}."),
                    format!("The person with {x} has either {y} or {z}."),
                    format!("Either {y} or {z} goes with {x}."),
                ],
            )
        }
        Constraint::OneEach { x, y, z, w } => {
            let (x, y, z, w) = (name(x), name(y), name(z), name(w));
            pick(
                rng,
                vec![
                    format!("Of {x} and {y}, one has {z} and the other has {w}."),
                    format!("Of the {x} person and the {y} person, one is {z}, the other is {w}."),
                ],
            )
        }
        Constraint::Count { .. } => unreachable!("the generator writes no counting clue"),
    }
}

#[test]
fn generated_puzzles_rendered_in_english_read_back_to_their_clues() {
    let mut rng = Rng::new(20);
    let mut sentences = 0;
    for seed in 0..30u64 {
        let (n, m) = [(4, 3), (5, 4), (5, 5), (4, 5)][seed as usize % 4];
        let p = zebra::generate(n, m, &mut Rng::new(seed)).unwrap();
        let mut text = p.to_text();
        text.truncate(text.find("\n\n").unwrap() + 2);
        let lines: Vec<String> = p
            .clues
            .iter()
            .map(|c| render(&p, &c.constraint, &mut rng))
            .collect();
        text += &lines.join("\n");
        let q = Puzzle::parse(&text).unwrap_or_else(|e| panic!("seed {seed}: {e}\n{text}"));
        assert_eq!(q.english.len(), p.clues.len(), "seed {seed}");
        assert_eq!(q.clues.len(), p.clues.len(), "seed {seed}");
        for (a, b) in p.clues.iter().zip(&q.clues) {
            assert_eq!(
                canon(&a.constraint),
                canon(&b.constraint),
                "seed {seed}: {:?}",
                b.text
            );
        }
        sentences += lines.len();
    }
    assert!(sentences > 300, "{sentences}");
}

/// Names beyond ASCII read natively to the clue-language lines stated by hand (the browser's
/// module must read them the same: tests/wasm_zebra_english.rs).
#[test]
fn names_beyond_ascii_read_to_the_clues_they_say() {
    unicode_names::check(&zebra::read_english(unicode_names::TEXT).unwrap());
}
