//! `puzzlebox pocket` with unpainted stickers (`?`), as a user runs it: `--complete` fills in
//! what the painting forces and counts the cubes that fit; a painting one cube fits is solved
//! as that cube; several fits or none exit 2 with a sentence.

use puzzlebox::pocket::{random_state, CORNER_STICKERS};
use puzzlebox::rng::Rng;
#[path = "support/cli.rs"]
mod cli;

use cli::Run;

/// `puzzlebox pocket ARGS` with nothing on standard input.
fn pocket(args: &[&str]) -> Run {
    cli::command("pocket", args, "")
}

/// Standard output of a run that succeeded quietly.
fn stdout(out: &Run) -> String {
    assert_eq!(out.code, 0, "{}", out.stderr);
    assert!(out.stderr.is_empty(), "{}", out.stderr);
    out.stdout.clone()
}

/// Standard error of a run refused with exit status 2.
fn refused(out: &Run) -> String {
    assert_eq!(out.code, 2);
    assert!(out.stdout.is_empty());
    out.stderr.clone()
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
        let out = stdout(&pocket(&["--complete", &painting]));
        assert_eq!(out, format!("{full}\n1 cube fits — ready to solve.\n"));
        let json = stdout(&pocket(&["--complete", "--json", &painting]));
        let answer: serde_json::Value = serde_json::from_str(&json).unwrap();
        assert_eq!(
            (&answer["facelets"], &answer["fits"]),
            (&full.into(), &1.into())
        );
    }
    let blank = "????????????L??????B??D?";
    let out = stdout(&pocket(&["--complete", blank]));
    let said = "21 stickers left to paint; 3,674,160 cubes fit: paint the ";
    assert!(out.starts_with(&format!("{blank}\n{said}")), "{out}");
}

#[test]
fn a_painting_one_cube_fits_is_solved_as_that_cube() {
    for seed in 10..14 {
        let (full, painting) = one_per_corner(seed);
        assert_eq!(stdout(&pocket(&[&painting])), stdout(&pocket(&[&full])));
        let json = stdout(&pocket(&["--json", &painting]));
        let plain = stdout(&pocket(&["--json", &full]));
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
    let err = refused(&pocket(&[&painting]));
    let json = stdout(&pocket(&["--complete", "--json", &painting]));
    let answer: serde_json::Value = serde_json::from_str(&json).unwrap();
    let fits = answer["fits"].as_u64().unwrap();
    assert!(fits > 1);
    let prefix = format!("{fits} cubes fit this painting: paint the ");
    assert!(err.contains(&prefix), "{err}");
    assert!(err.trim_end().ends_with("(it tells them apart)"), "{err}");
}

#[test]
fn paintings_no_cube_fits_are_refused_with_the_place() {
    let err = refused(&pocket(&["--complete", "UUUULLFFRRBBL?FFRRB?DD?D"]));
    assert!(err.contains("fixed corner DBL"), "{err}");
    // Two places that both need the corner UFR.
    let mut s: Vec<char> = "????????????L??????B??D?".chars().collect();
    (s[3], s[7], s[1], s[9]) = ('U', 'F', 'U', 'F');
    let painting: String = s.into_iter().collect();
    // One sticker of the four painted is the mistake: the answer names one, the same with
    // --complete, when solving, and (the stickers to look at) in --complete's JSON.
    for args in [vec!["--complete", &painting], vec![&painting]] {
        let err = refused(&pocket(&args));
        assert!(err.contains("no cube fits this painting: look at the up face bottom-right sticker; repainting it alone lets a cube fit"), "{err}");
    }
    let json = pocket(&["--complete", "--json", &painting]);
    assert_eq!(json.code, 2);
    assert!(
        json.stderr
            .contains("look at the up face bottom-right sticker"),
        "{}",
        json.stderr
    );
    let answer: serde_json::Value = serde_json::from_str(&json.stdout).unwrap();
    assert_eq!(answer["error"]["kind"], "no_cube_fits");
    assert_eq!(answer["error"]["stickers"], serde_json::json!([3]));
}

#[test]
fn a_full_painting_no_cube_fits_names_the_fewest_stickers() {
    // The solved cube with a fifth U (sticker G) and then with UFR twisted in place.
    let err = refused(&pocket(&["--complete", "UUUULLUFRRBBLLFFRRBBDDDD"]));
    assert!(
        err.contains("look at the front face top-left sticker;"),
        "{err}"
    );
    let err = refused(&pocket(&["--complete", "UUUFLLFRURBBLLFFRRBBDDDD"]));
    assert!(err.contains("look at stickers up face bottom-right, front face top-right, right face top-left; repainting these 3 lets a cube fit, and no 2 would (corner UFR"), "{err}");
    assert!(
        err.trim_end()
            .ends_with("is twisted: turning it in place makes the cube solvable)"),
        "{err}"
    );
}
