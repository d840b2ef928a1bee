//! The zebra generator for the page: a new puzzle in the clue language, with its progress on a
//! big grid. Compiled under `zebra-generate` alone: the app runs it on the worker of New
//! puzzle (wasm/zebra-generate), so the `zebra` module that solves, explains and checks marks
//! leaves the generator's code and its name lists out. A puzzle it cannot make comes back as
//! `{ ok: false, error: { kind, message, line } }`, never thrown.

use crate::rng::Rng;
use crate::zebra::{generate, generate_reporting, ErrorReport, Generated, ProgressReport};
use wasm_bindgen::prelude::*;

/// A new puzzle with `n` positions and `m` attributes: `{ ok: true, summary, text }`.
#[wasm_bindgen]
pub fn zebra_generate(n: u32, m: u32, seed: f64) -> Result<JsValue, JsValue> {
    match generate(n as usize, m as usize, &mut Rng::new(super::seed(seed))) {
        Ok(p) => super::ok(&Generated::new(&p)),
        Err(e) => super::failure(ErrorReport::from(&e)),
    }
}

/// Like [`zebra_generate`], calling `progress({phase: "adding", clues, summary})` while clues
/// are added and `progress({phase: "dropping", checked, of, summary})` while each is tried
/// without: a big grid takes tens of seconds. A `progress` that throws does not stop the
/// generator.
#[wasm_bindgen]
pub fn zebra_generate_reporting(
    n: u32,
    m: u32,
    seed: f64,
    progress: &js_sys::Function,
) -> Result<JsValue, JsValue> {
    let (n, m) = (n as usize, m as usize);
    let mut rng = Rng::new(super::seed(seed));
    let report = &mut |step| {
        if let Ok(value) = super::to_js(&ProgressReport::new(n, m, step)) {
            let _ = progress.call1(&JsValue::NULL, &value);
        }
    };
    match generate_reporting(n, m, &mut rng, true, report) {
        Ok(p) => super::ok(&Generated::new(&p)),
        Err(e) => super::failure(ErrorReport::from(&e)),
    }
}
