//! The classic puzzle the page opens with (`insanity::CLASSIC`) is what the page says it is:
//! four cubes in the text format's face order, with exactly one solution.

#[path = "support/page.rs"]
mod page_json;

use page_json::json;
use puzzlebox::insanity::{page, Puzzle, CLASSIC, FACE_NAMES};

#[test]
fn the_classic_puzzle_has_four_cubes_and_one_solution() {
    let puzzle = Puzzle::parse(CLASSIC).expect("the classic puzzle parses");
    assert_eq!(puzzle.len(), 4);
    let answer = json(page::solve(CLASSIC));
    assert_eq!(answer["ok"], true, "{answer}");
    assert_eq!(answer["solutions_text"], "1", "{answer}");
}

#[test]
fn the_classic_header_names_the_faces_in_the_solvers_order() {
    let header: Vec<String> = CLASSIC
        .lines()
        .next()
        .unwrap()
        .split_whitespace()
        .map(str::to_lowercase)
        .collect();
    assert_eq!(header[0], "cube");
    assert_eq!(header[1..], FACE_NAMES);
}
