//! `puzzlebox pocket` with unpainted stickers (`?`), as a user runs it: `--complete` fills in
//! what the painting forces and counts the cubes that fit; a painting one cube fits is solved
//! as that cube; several fits or none exit 2 with a sentence.

use puzzlebox::pocket::{random_state, CORNER_STICKERS};
use puzzlebox::rng::Rng;
use std::process::{Command, Output};

fn run(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_puzzlebox"))
        .arg("pocket")
        .args(args)
        .output()
        .expect("run puzzlebox")
}

fn stdout(out: &Output) -> String {
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "{:?}: {err}", out.status);
    assert!(err.is_empty(), "{err}");
    String::from_utf8(out.stdout.clone()).unwrap()
}

fn refused(out: &Output) -> String {
    assert_eq!(out.status.code(), Some(2));
    assert!(out.stdout.is_empty());
    String::from_utf8(out.stderr.clone()).unwrap()
}

/// A random cube with one sticker of each moving corner unpainted: the other two decide it.
fn one_per_corner(seed: u64) -> (String, String) {
    let full = random_state(&mut Rng::new(seed)).cube.facelets();
    let mut painting: Vec<char> = full.chars().collect();
    for (place, stickers) in CORNER_STICKERS.iter().enumerate() {
        if place != 6 {
            painting[stickers[(seed as usize + place) % 3]] = '?';
        }
    }
    (full, painting.into_iter().collect())
}

#[test]
fn complete_fills_in_forced_stickers_and_counts() {
    for seed in 0..5 {
        let (full, painting) = one_per_corner(seed);
        let out = stdout(&run(&["--complete", &painting]));
        assert_eq!(out, format!("{full}\n1 cube fits\n"));
        let json = stdout(&run(&["--complete", "--json", &painting]));
        assert_eq!(json, format!("{{\"facelets\":\"{full}\",\"fits\":1}}\n"));
    }
    let blank = "????????????L??????B??D?";
    let out = stdout(&run(&["--complete", blank]));
    assert_eq!(out, format!("{blank}\n3674160 cubes fit\n"));
}

#[test]
fn a_painting_one_cube_fits_is_solved_as_that_cube() {
    for seed in 10..14 {
        let (full, painting) = one_per_corner(seed);
        assert_eq!(stdout(&run(&[&painting])), stdout(&run(&[&full])));
        let json = stdout(&run(&["--json", &painting]));
        let plain = stdout(&run(&["--json", &full]));
        let expected = plain.replacen('{', &format!("{{\"facelets\":\"{full}\","), 1);
        assert_eq!(json, expected);
    }
}

#[test]
fn several_fits_name_the_sticker_to_paint() {
    let (_, painting) = one_per_corner(3);
    // Unpaint the D layer's moving corners too: which goes where is open.
    let mut p: Vec<char> = painting.chars().collect();
    for place in [4, 5, 7] {
        for s in CORNER_STICKERS[place] {
            p[s] = '?';
        }
    }
    let painting: String = p.into_iter().collect();
    let err = refused(&run(&[&painting]));
    let fits: u64 = stdout(&run(&["--complete", &painting]))
        .lines()
        .nth(1)
        .and_then(|l| l.split(' ').next())
        .and_then(|n| n.parse().ok())
        .unwrap();
    assert!(fits > 1);
    let prefix = format!("{fits} cubes fit this painting: paint sticker ");
    assert!(err.contains(&prefix), "{err}");
    assert!(err.trim_end().ends_with("(it tells them apart)"), "{err}");
}

#[test]
fn paintings_no_cube_fits_are_refused_with_the_place() {
    let err = refused(&run(&["--complete", "UUUULLFFRRBBL?FFRRB?DD?D"]));
    assert!(err.contains("fixed corner DBL"), "{err}");
    // Two places that both need the corner UFR.
    let mut s: Vec<char> = "????????????L??????B??D?".chars().collect();
    (s[3], s[7], s[1], s[9]) = ('U', 'F', 'U', 'F');
    let painting: String = s.into_iter().collect();
    for args in [vec!["--complete", &painting], vec![&painting]] {
        let err = refused(&run(&args));
        assert!(err.contains("corners UFR (U-face bottom-right (D), R-face top-left (I), F-face top-right (H)) and UBR (U-face top-right (B), "), "{err}");
        assert!(err.contains(") would both have to be the corner"), "{err}");
    }
}
