//! The pocket cube's JavaScript API. Results are the plain objects of
//! [`crate::pocket::report`] with `ok: true`; a cube or move sequence the user got wrong comes
//! back as `ok: false` with the error (never a throw), so the page can show the message and
//! highlight the stickers. This file only converts arguments and results.

use super::{check_size, ok, to_js};
use crate::limits::MAX_APPLIED_MOVES;
use crate::pocket::report::{self, Listing, Mistake};
use crate::pocket::{self, parse_moves, Cube, Metric};
use crate::rng::Rng;
use wasm_bindgen::prelude::*;

/// `{ok: false, error}` for a mistake in what the user typed.
fn failure(e: impl Into<Mistake>) -> Result<JsValue, JsValue> {
    super::failure(e.into())
}

/// Checks a facelet string: `{ok, facelets}` (normalised, no spaces) or the error.
#[wasm_bindgen]
pub fn pocket_validate(facelets: &str) -> Result<JsValue, JsValue> {
    check_size(facelets)?;
    match Cube::parse(facelets) {
        Ok(cube) => ok(&report::validated(&cube)),
        Err(e) => failure(&e),
    }
}

/// Reads a facelet string as the page shows it: `{ok, stickers, facelets?, error?}`.
/// `stickers` is the text's 24 sticker characters as the solver reads them (whitespace
/// removed), or null when the text does not have 24 printable ones; it is there even when the
/// cube is illegal, so the net can show exactly what was typed with the faulty stickers
/// marked. `facelets` (legal cubes only) is the normalised string; for a painting with
/// unpainted stickers (`?`) that some cube fits, the painting with its forced stickers filled.
#[wasm_bindgen]
pub fn pocket_check(facelets: &str) -> Result<JsValue, JsValue> {
    to_js(&report::checked(facelets))
}

/// Solves optimally: `{ok, moves: "R U2 F'", length, metric, ms, solutions?: [...], summary}`,
/// `ms` the solver's own time in milliseconds, also said in `summary`. The metric
/// is `htm` or `qtm` (any letter case); another name is an `unknown_metric` error.
#[wasm_bindgen]
pub fn pocket_solve(facelets: &str, metric_name: &str, all: bool) -> Result<JsValue, JsValue> {
    check_size(facelets)?;
    let metric = match metric_name.parse::<Metric>() {
        Ok(m) => m,
        Err(e) => return failure(&e),
    };
    let listing = if all {
        Listing::OneAndEvery
    } else {
        Listing::One
    };
    let started = super::now();
    match report::solve_text(facelets, metric, listing) {
        Ok(mut solved) => {
            solved.timed(super::now() - started);
            ok(&solved)
        }
        Err(e) => failure(&e),
    }
}

/// What a painting with unpainted stickers (`?`) decides, for a page painting with `colours`
/// (its palette's letters): `{ok, facelets, fits, forced, suggestion, summary}`, or `{ok:
/// false, error, summary}` for a painting no cube fits (see [`report::complete`], whose
/// report the command line's `--complete --json` prints too).
#[wasm_bindgen]
pub fn pocket_complete(facelets: &str, colours: &str) -> Result<JsValue, JsValue> {
    check_size(facelets)?;
    check_size(colours)?;
    match report::complete(facelets, colours) {
        Ok(completion) => ok(&completion),
        Err(refused) => {
            let value = to_js(&refused)?;
            js_sys::Reflect::set(&value, &JsValue::from_str("ok"), &JsValue::FALSE)?;
            Ok(value)
        }
    }
}

/// One step of getting the first solve ready while the page loads (see
/// [`pocket::warm_up`]): the tables the cold search needs, then solves of far positions, so
/// the browser has compiled the search's hot code with its optimising compiler by the first
/// real solve. A module's first calls run in V8's baseline code, many times slower than the
/// optimised code of the same search later. The worker runs step 0, 1, … each
/// as a task of its own while it has nothing else to do, until this returns `false`.
#[wasm_bindgen]
pub fn pocket_warm_up(step: u32) -> bool {
    pocket::warm_up(step as usize)
}

/// Builds the full distance table so later solves take microseconds (call when idle). It has
/// no result to carry an error, so an unknown metric name throws an `Error` with the sentence.
#[wasm_bindgen]
pub fn pocket_prepare(metric_name: &str) -> Result<(), JsValue> {
    let metric = metric_name
        .parse::<Metric>()
        .map_err(|e| JsValue::from(js_sys::Error::new(&e.to_string())))?;
    pocket::prepare(metric);
    Ok(())
}

/// Turns stickers: `{ok, facelets, states: [after move 1, after move 2, …], moves: [{name,
/// axis, quarters, stickers}, …]}`.
/// Works on any 24 printable characters and any of U D L R F B x y z.
#[wasm_bindgen]
pub fn pocket_apply(facelets: &str, moves: &str) -> Result<JsValue, JsValue> {
    check_size(facelets)?;
    check_size(moves)?;
    let moves = match parse_moves(moves) {
        Ok(m) => m,
        Err(e) => return failure(&e),
    };
    if moves.len() > MAX_APPLIED_MOVES {
        return failure(report::too_many_moves(moves.len(), MAX_APPLIED_MOVES));
    }
    match report::applied(facelets, &moves) {
        Ok(applied) => ok(&applied),
        Err(e) => failure(&e),
    }
}

/// A uniformly random legal cube in the given colours (six characters, U R F D L B order) and
/// a sequence that makes it: `{ok, facelets, moves}`.
#[wasm_bindgen]
pub fn pocket_scramble(seed: f64, colours: &str) -> Result<JsValue, JsValue> {
    check_size(colours)?;
    let mut rng = Rng::new(super::seed(seed));
    let mut s = pocket::random_state(&mut rng);
    let chosen: Vec<char> = colours.chars().collect();
    if let Ok(c) = <[char; 6]>::try_from(chosen.as_slice()) {
        s.cube.colours = c;
    }
    ok(&report::scrambled(&s))
}

/// The cube's shape for the 3D view: every sticker's cubie, normal and place on the net, and
/// each turn's axis, so the page keeps no geometry of its own.
#[wasm_bindgen]
pub fn pocket_geometry() -> Result<JsValue, JsValue> {
    to_js(&report::shape())
}

/// Just the optimal length (−1 for an illegal or oversized cube or an unknown metric): no
/// result object to build, so timing it measures the solver itself rather than the JavaScript
/// boundary.
#[wasm_bindgen]
pub fn pocket_solve_length(facelets: &str, metric_name: &str) -> i32 {
    if check_size(facelets).is_err() {
        return -1;
    }
    match (Cube::parse(facelets), metric_name.parse::<Metric>()) {
        (Ok(cube), Ok(metric)) => metric.length(&pocket::solve(&cube, metric)) as i32,
        _ => -1,
    }
}
