//! Fuzzing the pocket cube's inputs: random and mutated facelet strings and move texts go
//! through the same library calls as the wasm edge (src/wasm/pocket.rs), and must come back as
//! an answer or a clean error, never a panic. For legal cubes, renaming the colours must not
//! change the optimal length. `PROPTEST_CASES` sets the number of cases (see
//! scripts/fuzz-campaign.sh); the default keeps an ordinary test run short.

#[path = "support/fuzz.rs"]
mod fuzz;
#[path = "support/stickers.rs"]
mod sim;

use fuzz::{config, edits, mutate, nasty_char};
use proptest::prelude::*;
use puzzlebox::pocket::{
    apply, distance, format_moves, parse_moves, random_state, solve, solve_all, Cube, Metric,
    PocketError,
};
use puzzlebox::rng::Rng;

/// Whether every face shows one colour, judged by the independent sticker model.
fn is_solved(facelets: &str) -> bool {
    let stickers: Vec<char> = facelets.chars().collect();
    <[char; 24]>::try_from(stickers).is_ok_and(|s| sim::is_solved(&s))
}

fn check_error(e: &PocketError) {
    assert!(!e.kind().is_empty());
    assert!(!e.to_string().is_empty());
    assert!(e.stickers().iter().all(|&s| s < 24), "{e:?}");
}

/// `pocket_validate`, `pocket_solve` (with and without `all`) and `pocket_solve_length` on
/// one text: an answer that really solves the cube, or the same clean error from each.
fn edge_solve(text: &str) -> Result<usize, PocketError> {
    let cube = match Cube::parse(text) {
        Ok(c) => c,
        Err(e) => {
            check_error(&e);
            return Err(e);
        }
    };
    let facelets = cube.facelets();
    assert_eq!(Cube::parse(&facelets).unwrap().facelets(), facelets);
    let mut lengths = vec![];
    for metric in [Metric::Htm, Metric::Qtm] {
        let moves = solve(&cube, metric);
        let length = metric.length(&moves);
        assert_eq!(length, distance(&cube, metric));
        assert!(is_solved(&apply(&facelets, &moves).unwrap()), "{facelets}");
        let text = format_moves(&moves);
        assert_eq!(parse_moves(&text).unwrap(), moves);
        lengths.push(length);
    }
    // Listing every solution is the slow call; check it on short ones only.
    if lengths[0] <= 4 {
        for m in solve_all(&cube, Metric::Htm) {
            assert_eq!(Metric::Htm.length(&m), lengths[0]);
            assert!(is_solved(&apply(&facelets, &m).unwrap()));
        }
    }
    Ok(lengths[0])
}

/// `pocket_apply`: parse the moves, then turn them one at a time.
fn edge_apply(facelets: &str, moves: &str) {
    let moves = match parse_moves(moves) {
        Ok(m) => m,
        Err(e) => {
            assert!(!e.to_string().is_empty());
            return;
        }
    };
    assert_eq!(parse_moves(&format_moves(&moves)).unwrap(), moves);
    let mut current = match apply(facelets, &[]) {
        Ok(s) => s,
        Err(e) => return check_error(&e),
    };
    for m in &moves {
        current = apply(&current, std::slice::from_ref(m)).unwrap();
    }
    assert_eq!(current, apply(facelets, &moves).unwrap());
}

fn legal(seed: u64) -> String {
    random_state(&mut Rng::new(seed)).cube.facelets()
}

/// The characters that can be colours: printable ASCII but `?`, which marks an unpainted
/// sticker.
fn colour_chars() -> Vec<char> {
    ('!'..='~').filter(|&c| c != '?').collect()
}

/// Six distinct colour characters in random order.
fn six_colours() -> impl Strategy<Value = Vec<char>> {
    Just(colour_chars())
        .prop_shuffle()
        .prop_map(|v| v[..6].to_vec())
}

/// A permutation of all colour characters.
fn printable_permutation() -> impl Strategy<Value = Vec<char>> {
    Just(colour_chars()).prop_shuffle()
}

fn recolour(text: &str, from: &[char], to: &[char]) -> String {
    text.chars()
        .map(|c| from.iter().position(|&f| f == c).map_or(c, |i| to[i]))
        .collect()
}

proptest! {
    #![proptest_config(config(64))]

    #[test]
    fn random_text_is_answered_or_refused(text in prop::collection::vec(nasty_char(), 0..40)) {
        let text: String = text.into_iter().collect();
        let _ = edge_solve(&text);
        edge_apply(&text, &text);
    }

    #[test]
    fn mutated_cubes_are_answered_or_refused(seed in any::<u64>(), edits in edits(4)) {
        let text = mutate(&legal(seed), &edits);
        let _ = edge_solve(&text);
    }

    #[test]
    fn legal_cubes_keep_their_length_under_any_colours(seed in any::<u64>(), colours in six_colours(), bom in any::<bool>()) {
        let cube = random_state(&mut Rng::new(seed)).cube;
        let text = cube.facelets();
        let length = edge_solve(&text).unwrap();
        let own: Vec<char> = cube.colours.to_vec();
        let recoloured = recolour(&text, &own, &colours);
        let recoloured = if bom { format!("\u{feff}{recoloured}") } else { recoloured };
        prop_assert_eq!(edge_solve(&recoloured).unwrap(), length);
    }

    #[test]
    fn renaming_characters_keeps_the_verdict(seed in any::<u64>(), edits in edits(3), perm in printable_permutation()) {
        let text = mutate(&legal(seed), &edits);
        let from = colour_chars();
        let renamed = recolour(&text, &from, &perm);
        match (edge_solve(&text), edge_solve(&renamed)) {
            (Ok(a), Ok(b)) => prop_assert_eq!(a, b),
            (Err(a), Err(b)) => prop_assert_eq!(a.kind(), b.kind(), "{} / {}", a, b),
            (a, b) => prop_assert!(false, "{:?} became {:?}", a, b),
        }
    }

    #[test]
    fn move_texts_are_applied_or_refused(seed in any::<u64>(), moves in "[RUFLDBxyz2'’ \\t;#a-z]{0,30}", edits in edits(3)) {
        edge_apply(&legal(seed), &moves);
        edge_apply(&mutate(&legal(seed), &edits), &moves);
    }

    #[test]
    fn scrambles_in_any_colours_are_clean(seed in any::<u64>(), colours in prop::collection::vec(nasty_char(), 0..8)) {
        // `pocket_scramble`: the palette is used when it has six characters.
        let mut s = random_state(&mut Rng::new(seed));
        if let Ok(c) = <[char; 6]>::try_from(colours.as_slice()) {
            s.cube.colours = c;
        }
        let facelets = s.cube.facelets();
        let _ = edge_solve(&facelets);
        edge_apply(&facelets, &format_moves(&s.moves));
    }
}
