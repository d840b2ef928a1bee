//! The Instant Insanity functions the page calls. All the work and the answers live in
//! `crate::insanity::page` (the shapes in `crate::insanity::report`); this file only converts
//! arguments and results.

use crate::insanity::{page, InsanityError};
use serde::Serialize;
use wasm_bindgen::prelude::*;

/// A report with `ok: true`, or `{ok: false, error}` for a mistake in what was typed.
fn answer(result: Result<impl Serialize, InsanityError>) -> Result<JsValue, JsValue> {
    match result {
        Ok(report) => super::ok(&report),
        Err(e) => refused(&e),
    }
}

/// `{ok: false, error}`, the error's fields and its sentence as `message`: the object of
/// [`crate::insanity::report::Mistake`], field for field and in its order. `message` is set
/// straight on the JavaScript object, as [`super::ok`] sets `ok`: the `#[serde(flatten)]`
/// that adds it to Mistake is much code in the module.
fn refused(e: &InsanityError) -> Result<JsValue, JsValue> {
    let value = super::failure(e)?;
    let error = js_sys::Reflect::get(&value, &JsValue::from_str("error"))?;
    let message = JsValue::from_str(&e.to_string());
    js_sys::Reflect::set(&error, &JsValue::from_str("message"), &message)?;
    Ok(value)
}

/// `{ok, colours, cubes}` or `{ok: false, error}` for a puzzle text.
#[cfg(feature = "insanity")]
#[wasm_bindgen]
pub fn insanity_parse(text: &str) -> Result<JsValue, JsValue> {
    super::check_size(text)?;
    answer(page::parse(text))
}

/// Counts, listed solutions, the opposite-face graph with each solution's two subgraphs, and
/// an obstacle when there is no solution.
#[wasm_bindgen]
pub fn insanity_solve(text: &str) -> Result<JsValue, JsValue> {
    super::check_size(text)?;
    answer(page::solve(text))
}

/// The answer without the obstacle, at once: the shape of `insanity_solve`, with
/// `obstacle_pending: true` when there is no solution (then call `insanity_obstacle`).
#[cfg(feature = "insanity")]
#[wasm_bindgen]
pub fn insanity_solve_count(text: &str) -> Result<JsValue, JsValue> {
    super::check_size(text)?;
    answer(page::solve_count(text))
}

/// `{ok, obstacle, obstacle_smallest, obstacle_status, obstacle_few_colours}` for a puzzle
/// with no solution; can take about a second, so the page runs it on a worker it can stop.
#[cfg(feature = "insanity")]
#[wasm_bindgen]
pub fn insanity_obstacle(text: &str) -> Result<JsValue, JsValue> {
    super::check_size(text)?;
    answer(page::obstacle(text))
}

/// `{ok, text, rows}`: cubes being painted, written as the text format and as the one-line
/// form of links. `cubes` is an array of six-element arrays of colour names, `null` for a face
/// not painted yet; anything else is thrown as an error (it is the page's own value, not
/// something a person typed).
#[cfg(feature = "insanity")]
#[wasm_bindgen]
pub fn insanity_write(cubes: JsValue) -> Result<JsValue, JsValue> {
    answer(page::write(&read_cubes(&cubes)?))
}

/// The page's cubes read with js_sys, not serde: a deserialiser for this one call made the
/// insanity module about a fifth bigger.
#[cfg(feature = "insanity")]
fn read_cubes(cubes: &JsValue) -> Result<Vec<[Option<String>; 6]>, JsValue> {
    let wrong = || JsValue::from(js_sys::Error::new("cubes: an array of six-face arrays"));
    if !js_sys::Array::is_array(cubes) {
        return Err(wrong());
    }
    let mut out = Vec::new();
    for cube in js_sys::Array::from(cubes).iter() {
        if !js_sys::Array::is_array(&cube) {
            return Err(wrong());
        }
        let faces = js_sys::Array::from(&cube);
        if faces.length() != 6 {
            return Err(wrong());
        }
        let mut read: [Option<String>; 6] = Default::default();
        for (slot, face) in read.iter_mut().zip(faces.iter()) {
            *slot = match face.as_string() {
                Some(name) => Some(name),
                None if face.is_null() || face.is_undefined() => None,
                None => return Err(wrong()),
            };
        }
        out.push(read);
    }
    Ok(out)
}

/// `{ok, text, puzzle}`: a new puzzle of `n` cubes with exactly one solution (`n` is a
/// JavaScript number: not a whole number of cubes from 1 up, it is refused with `bad_size`).
#[cfg(feature = "insanity")]
#[wasm_bindgen]
pub fn insanity_generate(n: f64, seed: f64) -> Result<JsValue, JsValue> {
    // Saturated well above the most cubes, so the error still names a huge size as huge.
    let n = if n.is_finite() && n >= 0.0 {
        n.min(1e6) as usize
    } else {
        0
    };
    answer(page::generate(n, super::seed(seed)))
}
