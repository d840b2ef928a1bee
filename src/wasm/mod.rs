//! The wasm-bindgen edge: the only code that knows about JavaScript. Each puzzle has a file
//! that converts its inputs and results with serde-wasm-bindgen; no puzzle logic lives here.

pub mod insanity;
pub mod pocket;
pub mod zebra;

use wasm_bindgen::prelude::*;

#[wasm_bindgen(start)]
fn start() {
    console_error_panic_hook::set_once();
}

/// Converts a serialisable value for JavaScript. Maps become plain objects, not `Map`s,
/// so the page can read fields with dots.
pub(crate) fn to_js<T: serde::Serialize>(value: &T) -> Result<JsValue, JsValue> {
    let serializer = serde_wasm_bindgen::Serializer::json_compatible();
    value
        .serialize(&serializer)
        .map_err(|e| JsValue::from_str(&e.to_string()))
}
