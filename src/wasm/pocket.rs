//! The pocket cube's JavaScript API. Results are plain objects with `ok: true`; a cube or move
//! sequence the user got wrong comes back as `ok: false` with the error (never a throw), so the
//! page can show the message and highlight the stickers.

use super::{check_size, to_js};
use crate::limits::MAX_APPLIED_MOVES;
use crate::pocket::{
    self, format_moves, geometry, parse_moves, Cube, Metric, MetricError, PocketError,
};
use crate::rng::Rng;
use serde::Serialize;
use wasm_bindgen::prelude::*;

#[derive(Serialize)]
struct Failure<'a> {
    ok: bool,
    error: ErrorInfo<'a>,
}

#[derive(Serialize)]
struct ErrorInfo<'a> {
    kind: &'a str,
    message: String,
    stickers: Vec<usize>,
}

fn failure(e: &PocketError) -> Result<JsValue, JsValue> {
    to_js(&Failure {
        ok: false,
        error: ErrorInfo {
            kind: e.kind(),
            message: e.to_string(),
            stickers: e.stickers(),
        },
    })
}

fn move_failure(e: &pocket::MoveError) -> Result<JsValue, JsValue> {
    to_js(&Failure {
        ok: false,
        error: ErrorInfo {
            kind: "bad_moves",
            message: e.to_string(),
            stickers: vec![],
        },
    })
}

fn metric_failure(e: &MetricError) -> Result<JsValue, JsValue> {
    to_js(&Failure {
        ok: false,
        error: ErrorInfo {
            kind: "unknown_metric",
            message: e.to_string(),
            stickers: vec![],
        },
    })
}

/// Checks a facelet string: `{ok, facelets}` (normalised, no spaces) or the error.
#[wasm_bindgen]
pub fn pocket_validate(facelets: &str) -> Result<JsValue, JsValue> {
    check_size(facelets)?;
    match Cube::parse(facelets) {
        Ok(cube) => to_js(&serde_json::json!({ "ok": true, "facelets": cube.facelets() })),
        Err(e) => failure(&e),
    }
}

/// Solves optimally: `{ok, moves: "R U2 F'", length, metric, solutions?: [...]}`. The metric
/// is `htm` or `qtm` (any letter case); another name is an `unknown_metric` error.
#[wasm_bindgen]
pub fn pocket_solve(facelets: &str, metric_name: &str, all: bool) -> Result<JsValue, JsValue> {
    check_size(facelets)?;
    let metric = match metric_name.parse::<Metric>() {
        Ok(m) => m,
        Err(e) => return metric_failure(&e),
    };
    let cube = match Cube::parse(facelets) {
        Ok(c) => c,
        Err(e) => return failure(&e),
    };
    let moves = pocket::solve(&cube, metric);
    let mut out = serde_json::json!({
        "ok": true,
        "moves": format_moves(&moves),
        "length": metric.length(&moves),
        "metric": metric.name(),
    });
    if all {
        let list: Vec<String> = pocket::solve_all(&cube, metric)
            .iter()
            .map(|m| format_moves(m))
            .collect();
        out["solutions"] = list.into();
    }
    to_js(&out)
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
        Err(e) => return move_failure(&e),
    };
    if moves.len() > MAX_APPLIED_MOVES {
        return to_js(&Failure {
            ok: false,
            error: ErrorInfo {
                kind: "too_many_moves",
                message: format!(
                    "{} moves: the player turns at most {MAX_APPLIED_MOVES} at once",
                    moves.len()
                ),
                stickers: vec![],
            },
        });
    }
    let mut states = Vec::with_capacity(moves.len());
    let mut current = match pocket::apply(facelets, &[]) {
        Ok(s) => s,
        Err(e) => return failure(&e),
    };
    for m in &moves {
        current = match pocket::apply(&current, std::slice::from_ref(m)) {
            Ok(s) => s,
            Err(e) => return failure(&e),
        };
        states.push(current.clone());
    }
    let described: Vec<_> = moves.iter().map(|&m| describe(m)).collect();
    to_js(
        &serde_json::json!({ "ok": true, "facelets": current, "states": states, "moves": described }),
    )
}

/// A move as the 3D view animates it: which way it turns, by how much, and which stickers
/// go with it.
fn describe(m: pocket::Move) -> serde_json::Value {
    let shape = geometry::turn_shape(m.turn);
    let stickers: Vec<usize> = geometry::stickers()
        .iter()
        .enumerate()
        .filter(|(_, s)| shape.moves_cubie(s.cubie))
        .map(|(i, _)| i)
        .collect();
    serde_json::json!({
        "name": m.to_string(),
        "axis": shape.axis,
        "quarters": m.quarters,
        "stickers": stickers,
    })
}

/// A uniformly random legal cube in the given colours (six characters, U R F D L B order) and
/// a sequence that makes it: `{ok, facelets, moves}`.
#[wasm_bindgen]
pub fn pocket_scramble(seed: f64, colours: &str) -> Result<JsValue, JsValue> {
    check_size(colours)?;
    let mut rng = Rng::new(seed.to_bits());
    let mut s = pocket::random_state(&mut rng);
    let chosen: Vec<char> = colours.chars().collect();
    if let Ok(c) = <[char; 6]>::try_from(chosen.as_slice()) {
        s.cube.colours = c;
    }
    to_js(
        &serde_json::json!({ "ok": true, "facelets": s.cube.facelets(), "moves": format_moves(&s.moves) }),
    )
}

/// The cube's shape for the 3D view: every sticker's cubie, normal and place on the net, and
/// each turn's axis, so the page keeps no geometry of its own.
#[wasm_bindgen]
pub fn pocket_geometry() -> Result<JsValue, JsValue> {
    let turns: Vec<_> = pocket::Turn::ALL
        .iter()
        .map(|&t| describe(pocket::Move::new(t, 1)))
        .collect();
    to_js(&serde_json::json!({
        "stickers": geometry::stickers().to_vec(),
        "turns": turns,
        "solved": pocket::SOLVED,
        "corners": pocket::CORNER_STICKERS,
        "cornerNames": pocket::CORNER_NAMES,
    }))
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
