//! Fuzzing the Instant Insanity text format through the functions the wasm edge calls
//! (`insanity_parse`, `insanity_solve`, `insanity_generate` → `insanity::page`): random and
//! mutated texts come back as `ok: true` or as an error that names a real row, never a panic.
//! A puzzle written in any of the accepted ways (byte-order mark, headers in any case, labels,
//! comments holding `;`, rows split by `;`) reads as the same cubes; renaming colours,
//! reordering cubes and turning cubes does not change the counts, nor do colour names
//! thousands of characters long; a comment after a cube is skipped; puzzles of up to 6n
//! colours, long-named or not, are answered with valid stacks or given up as too hard.
//! `PROPTEST_CASES` sets the number of cases (see scripts/fuzz-campaign.sh).

#[path = "support/page.rs"]
mod page_json;

use page_json::json;
#[path = "support/fuzz.rs"]
mod fuzz;

use fuzz::{config, edits, mutate, nasty_char};
use proptest::prelude::*;
use puzzlebox::insanity::{page, Puzzle};
use serde_json::Value;

/// Enough to solve any puzzle the strategies make; hostile texts stop here instead.
const NODES: u64 = 2_000_000;
/// The budget of the many-colour property: most of its puzzles give up within it, which is
/// what that property checks alongside the answers.
const MANY_NODES: u64 = 20_000;

/// Face names and `cube` are header words; a colour is anything else.
fn colour_name() -> impl Strategy<Value = String> {
    "[A-Za-z][A-Za-z0-9_-]{0,5}".prop_filter("not a header word", |w| {
        let w = w.to_ascii_lowercase();
        !["front", "back", "left", "right", "top", "bottom", "cube"].contains(&w.as_str())
    })
}

/// 1 to 7 cubes over 1 to 8 distinct colour names.
fn cubes() -> impl Strategy<Value = Vec<[String; 6]>> {
    (1usize..=7, prop::collection::hash_set(colour_name(), 1..=8)).prop_flat_map(|(n, names)| {
        let names: Vec<String> = names.into_iter().collect();
        prop::collection::vec(prop::array::uniform6(prop::sample::select(names)), n)
    })
}

/// How a text is written: everything the format allows around the same cubes.
#[derive(Clone, Debug)]
struct Style {
    bom: bool,
    header: Option<&'static str>,
    labels: usize,
    separator: &'static str,
    comment_before: Vec<bool>,
    indent: &'static str,
}

fn style() -> impl Strategy<Value = Style> {
    (
        any::<bool>(),
        prop::option::of(prop::sample::select(vec![
            "Cube Front Back Left Right Top Bottom",
            "cube front back left right top bottom",
            "CUBE: FRONT: BACK: LEFT: RIGHT: TOP: BOTTOM:",
            "front back left right top bottom",
            "Cube",
        ])),
        0usize..5,
        prop::sample::select(vec!["\n", "\r\n", ";", " ; ", "\n\n"]),
        prop::collection::vec(any::<bool>(), 8),
        prop::sample::select(vec!["", " ", "\t", "  \t "]),
    )
        .prop_map(
            |(bom, header, labels, separator, comment_before, indent)| Style {
                bom,
                header,
                labels,
                separator,
                comment_before,
                indent,
            },
        )
}

fn write(cubes: &[[String; 6]], s: &Style) -> String {
    let mut text = String::new();
    if s.bom {
        text.push('\u{feff}');
    }
    if let Some(h) = s.header {
        text += h;
        text.push('\n');
    }
    for (i, cube) in cubes.iter().enumerate() {
        if s.comment_before[i] {
            // A comment runs to the end of its line, `;` and all.
            text += &format!("\n# cube {}; not a row; {}\n", i + 1, cube.join(" "));
        } else if i > 0 {
            text += s.separator;
        }
        let label = match s.labels {
            0 => String::new(),
            1 => format!("{} ", i + 1),
            2 => format!("Cube {} ", i + 1),
            3 => format!("cube {}: ", i + 1),
            _ => format!("C{}: ", i + 1),
        };
        text += &format!("{}{label}{}{}", s.indent, cube.join(" "), s.indent);
    }
    text.push('\n');
    text
}

fn plain(cubes: &[[String; 6]]) -> String {
    cubes.iter().map(|c| c.join(" ") + "\n").collect()
}

/// `insanity_solve`'s answer, checked for shape: the counts, or the error.
fn edge_solve(text: &str) -> Result<(String, String), Value> {
    let v = json(page::solve_with(text, 20, NODES));
    if v["ok"] == true {
        let counts = (
            v["solutions_text"].as_str().unwrap().to_string(),
            v["stacks_text"].as_str().unwrap().to_string(),
        );
        Ok(counts)
    } else {
        Err(v["error"].clone())
    }
}

/// An error names a row that exists (or none), in its message too.
fn check_error(text: &str, error: &Value) {
    let message = error["message"].as_str().unwrap();
    assert!(!message.is_empty());
    assert!(error["kind"].is_string());
    if let Some(line) = error["line"].as_u64() {
        let rows = text.matches(['\n', ';']).count() + 1;
        assert!(line >= 1 && line as usize <= rows, "{error}");
        let unit = error["unit"].as_str().unwrap();
        assert!(message.starts_with(&format!("{unit} {line}:")), "{message}");
    }
}

/// `insanity_parse` and `insanity_solve` on any text.
fn answered_or_refused(text: &str) {
    let parsed = json(page::parse(text));
    match edge_solve(text) {
        Ok(_) => assert_eq!(parsed["ok"], true),
        Err(e) => {
            check_error(text, &e);
            if parsed["ok"] == false {
                check_error(text, &parsed["error"]);
            }
        }
    }
}

/// Turns a cube a quarter about the vertical axis (`yaw`) or the left-right axis: faces are
/// Front Back Left Right Top Bottom.
fn turn(c: &[String; 6], yaw: bool) -> [String; 6] {
    let f = |i: usize| c[i].clone();
    if yaw {
        [f(3), f(2), f(0), f(1), f(4), f(5)]
    } else {
        [f(4), f(5), f(2), f(3), f(1), f(0)]
    }
}

proptest! {
    #![proptest_config(config(64))]

    #[test]
    fn random_text_is_answered_or_refused(text in prop::collection::vec(prop_oneof![
        4 => nasty_char(),
        4 => prop::sample::select(vec!['R', 'G', 'B', 'Y', ' ', '\n', ';', '#']),
    ], 0..120)) {
        let text: String = text.into_iter().collect();
        answered_or_refused(&text);
    }

    #[test]
    fn mutated_puzzles_are_answered_or_refused(cubes in cubes(), style in style(), edits in edits(5)) {
        answered_or_refused(&mutate(&write(&cubes, &style), &edits));
    }

    #[test]
    fn every_way_of_writing_reads_the_same_cubes(cubes in cubes(), style in style()) {
        let text = write(&cubes, &style);
        let written = Puzzle::parse(&text).map_err(|e| e.to_string());
        prop_assert_eq!(written, Ok(Puzzle::from_names(&cubes)), "{:?}", text);
        prop_assert_eq!(edge_solve(&text), edge_solve(&plain(&cubes)));
    }

    #[test]
    fn renaming_colours_keeps_the_counts(cubes in cubes(), names in prop::collection::hash_set(colour_name(), 8)) {
        let old: Vec<&String> = {
            let mut seen = vec![];
            for c in cubes.iter().flatten() {
                if !seen.contains(&c) { seen.push(c); }
            }
            seen
        };
        let names: Vec<String> = names.into_iter().collect();
        let renamed: Vec<[String; 6]> = cubes
            .iter()
            .map(|c| c.clone().map(|x| names[old.iter().position(|o| **o == x).unwrap()].clone()))
            .collect();
        prop_assert_eq!(edge_solve(&plain(&renamed)), edge_solve(&plain(&cubes)));
    }

    /// Colour names thousands of characters long (the pieces a listing is made of) answer as
    /// short ones do: the same counts, every listed face one of its cube's names.
    #[test]
    fn long_colour_names_keep_the_counts(
        cubes in cubes(),
        length in prop_oneof![1usize..100, 1000usize..4000],
        filler in prop::sample::select(vec!["x", "é", "中", "#", "-_"]),
    ) {
        let long = |c: &String| {
            let mut name = c.clone();
            while name.chars().count() < length {
                name += filler;
            }
            name
        };
        let renamed: Vec<[String; 6]> = cubes.iter().map(|c| c.each_ref().map(long)).collect();
        let text = plain(&renamed);
        prop_assert_eq!(edge_solve(&text), edge_solve(&plain(&cubes)));
        let v = json(page::solve_with(&text, 3, NODES));
        if v["ok"] == true {
            for stack in v["list"].as_array().unwrap() {
                for (j, cube) in stack.as_array().unwrap().iter().enumerate() {
                    for face in ["front", "back", "left", "right", "top", "bottom"] {
                        let shown = cube[face].as_str().unwrap();
                        prop_assert!(renamed[j].iter().any(|n| n == shown), "{}", face);
                    }
                }
            }
        }
    }

    /// Many colours (n to 6n for up to 20 cubes, names up to 300 characters): answered within
    /// a small budget or given up as too hard, never another error; the same with the names
    /// lengthened; and every listed stack checked on its own: each cube shows its own opposite
    /// pairs on the three axes, and no side shows a colour twice.
    #[test]
    fn many_colours_are_answered_or_given_up(
        n in 1usize..=20,
        spread in 1usize..=6,
        faces in prop::collection::vec(any::<u32>(), 120),
        length in prop_oneof![Just(1usize), 20usize..300],
    ) {
        let k = (n * spread).max(1);
        let name = |i: u32| {
            let mut w = format!("c{}", i as usize % k);
            while w.len() < length {
                w.push('x');
            }
            w
        };
        let cubes: Vec<[String; 6]> =
            (0..n).map(|j| [0, 1, 2, 3, 4, 5].map(|f| name(faces[6 * j + f]))).collect();
        let short: Vec<[String; 6]> = (0..n)
            .map(|j| [0, 1, 2, 3, 4, 5].map(|f| format!("c{}", faces[6 * j + f] as usize % k)))
            .collect();
        let text = plain(&cubes);
        let v = json(page::solve_with(&text, 3, MANY_NODES));
        let short_v = json(page::solve_with(&plain(&short), 3, MANY_NODES));
        prop_assert_eq!(&v["ok"], &short_v["ok"]);
        if v["ok"] == true {
            prop_assert_eq!(&v["solutions_text"], &short_v["solutions_text"]);
            prop_assert_eq!(&v["stacks_text"], &short_v["stacks_text"]);
            let pair = |a: &str, b: &str| if a <= b { [a.to_string(), b.to_string()] } else { [b.to_string(), a.to_string()] };
            for stack in v["list"].as_array().unwrap() {
                let stack = stack.as_array().unwrap();
                prop_assert_eq!(stack.len(), n);
                for side in ["front", "back", "left", "right"] {
                    let mut shown: Vec<&str> = stack.iter().map(|c| c[side].as_str().unwrap()).collect();
                    shown.sort_unstable();
                    shown.dedup();
                    prop_assert_eq!(shown.len(), n, "{} repeats a colour", side);
                }
                for (j, cube) in stack.iter().enumerate() {
                    let f = |x: &str| cube[x].as_str().unwrap();
                    let mut got = [pair(f("front"), f("back")), pair(f("left"), f("right")), pair(f("top"), f("bottom"))];
                    let c = &cubes[j];
                    let mut own = [pair(&c[0], &c[1]), pair(&c[2], &c[3]), pair(&c[4], &c[5])];
                    got.sort();
                    own.sort();
                    prop_assert_eq!(got, own, "cube {}", j + 1);
                }
            }
        } else {
            prop_assert_eq!(&v["error"]["kind"], "too_hard");
            prop_assert_eq!(&v["error"]["message"], &short_v["error"]["message"]);
        }
    }

    /// A comment after a cube's colours (a `;` in it included) is skipped.
    #[test]
    fn comments_after_cubes_are_skipped(cubes in cubes(), note in "[ -~]{0,20}") {
        let text: String = cubes.iter().map(|c| format!("{}  #{note}\n", c.join(" "))).collect();
        prop_assert_eq!(
            Puzzle::parse(&text).map_err(|e| e.to_string()),
            Ok(Puzzle::from_names(&cubes)),
            "{:?}",
            text
        );
    }

    #[test]
    fn reordering_and_turning_cubes_keeps_the_counts(
        cubes in cubes(),
        order in any::<u64>(),
        turns in prop::collection::vec(prop::collection::vec(any::<bool>(), 0..6), 7),
    ) {
        let mut moved = cubes.clone();
        puzzlebox::rng::Rng::new(order).shuffle(&mut moved);
        for (cube, turns) in moved.iter_mut().zip(&turns) {
            for &yaw in turns {
                *cube = turn(cube, yaw);
            }
        }
        prop_assert_eq!(edge_solve(&plain(&moved)), edge_solve(&plain(&cubes)));
    }

    #[test]
    fn generating_from_any_numbers_is_clean(
        n in prop_oneof![0usize..=10, Just(65), Just(1_000_000), Just(usize::MAX)],
        seed in any::<u64>(),
    ) {
        let v = json(page::generate(n, seed));
        if v["ok"] == true {
            let text = v["text"].as_str().unwrap();
            let (solutions, _) = edge_solve(text).unwrap();
            prop_assert_eq!(solutions, "1");
        } else {
            check_error("", &v["error"]);
        }
    }
}
