//! The English reader for the page (the `zebra-english` module): a puzzle text in, the same
//! text with its English lines carried as read out (src/zebra/readings.rs), which the zebra
//! modules then answer from as from the text itself.
//!
//! Its answer is built with js_sys objects, not serde: the module has no other serialisation,
//! and serde-wasm-bindgen's code would be most of its edge. The objects are those serde gives
//! the other zebra calls (`wasm::failure` of an [`ErrorReport`]): the same keys in the same
//! order, null for a missing line or clue number.

use crate::zebra::{read_english, ErrorReport};
use js_sys::{Array, Object, Reflect};
use wasm_bindgen::prelude::*;

/// A plain object with `fields` set in their order.
fn object(fields: &[(&str, JsValue)]) -> Result<JsValue, JsValue> {
    let o = Object::new();
    for (key, value) in fields {
        Reflect::set(&o, &JsValue::from_str(key), value)?;
    }
    Ok(o.into())
}

/// A line number as a JavaScript number; null for none.
fn number(n: Option<usize>) -> JsValue {
    n.map_or(JsValue::NULL, |n| JsValue::from_f64(n as f64))
}

/// `{kind, line, message, lines: [{line, clue, message}]}`, as [`ErrorReport`] serialises.
fn report(e: &ErrorReport) -> Result<JsValue, JsValue> {
    let lines = Array::new();
    for l in &e.lines {
        lines.push(&object(&[
            ("line", number(Some(l.line))),
            (
                "clue",
                l.clue.as_deref().map_or(JsValue::NULL, JsValue::from_str),
            ),
            ("message", JsValue::from_str(&l.message)),
        ])?);
    }
    object(&[
        ("kind", JsValue::from_str(e.kind)),
        ("line", number(e.line)),
        ("message", JsValue::from_str(&e.message)),
        ("lines", lines.into()),
    ])
}

/// `{ok: true, text}`: `text` with every English line carried as read, for the zebra
/// modules' calls in its place; or `{ok: false, error}`, the error any zebra call would
/// answer for `text` (unread lines and all).
#[wasm_bindgen]
pub fn zebra_read(text: &str) -> Result<JsValue, JsValue> {
    super::check_size(text)?;
    match read_english(text) {
        Ok(text) => object(&[("ok", JsValue::TRUE), ("text", JsValue::from_str(&text))]),
        Err(e) => object(&[
            ("ok", JsValue::FALSE),
            ("error", report(&ErrorReport::from(&e))?),
        ]),
    }
}
