//! The page's cheat sheet of clue forms (`zebra::CLUE_SHEET`, shown beside the editor) is true:
//! every form it lists, with its placeholders filled in, is a clue the parser accepts.

use puzzlebox::zebra::{Puzzle, CLUE_SHEET};

/// X, Y, Z and W as values of four attributes, on numbered positions (for "2 after").
const HEAD: &str = "positions: 4\none: X, a1, a2, a3\ntwo: Y, b1, b2, b3\nthree: Z, c1, c2, c3\nfour: W, d1, d2, d3\n";

/// The clues one sheet line stands for: "X is left of Y / right of Y" is "X is left of Y"
/// and "X is right of Y"; a parenthesised note is not part of the clue.
fn clues(line: &str) -> Vec<String> {
    let line = line.split(" (").next().unwrap();
    let mut alternatives = line.split(" / ");
    let first = alternatives.next().unwrap().to_string();
    let subject = if first.starts_with("X is ") {
        "X is "
    } else {
        ""
    };
    let mut out = vec![first.clone()];
    for alt in alternatives {
        out.push(if alt.starts_with("X ") {
            alt.to_string()
        } else {
            format!("{subject}{alt}")
        });
    }
    out
}

#[test]
fn every_form_on_the_cheat_sheet_parses() {
    let mut checked = 0;
    for line in CLUE_SHEET {
        for clue in clues(line) {
            let text = format!("{HEAD}{clue}\n");
            let puzzle =
                Puzzle::parse(&text).unwrap_or_else(|e| panic!("{clue:?} (from {line:?}): {e}"));
            assert_eq!(puzzle.clues.len(), 1, "{clue:?}");
            checked += 1;
        }
    }
    assert!(
        checked > CLUE_SHEET.len(),
        "the alternatives were tried too"
    );
}

#[test]
fn the_sheet_expansion_finds_the_alternatives() {
    assert_eq!(
        clues("X is left of Y / right of Y"),
        ["X is left of Y", "X is right of Y"]
    );
    assert_eq!(clues("X is Y / X is not Y"), ["X is Y", "X is not Y"]);
    assert_eq!(
        clues("X is 2 after Y / 2 before Y (numeric labels)"),
        ["X is 2 after Y", "X is 2 before Y"]
    );
}
