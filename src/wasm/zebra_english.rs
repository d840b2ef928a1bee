//! The English reader for the page (the `zebra-english` module): a puzzle text in, the same
//! text with its English lines carried as read out (src/zebra/readings.rs), which the zebra
//! modules then answer from as from the text itself.

use crate::zebra::{read_english, ErrorReport};
use serde::Serialize;
use wasm_bindgen::prelude::*;

#[derive(Serialize)]
struct Read {
    ok: bool,
    text: String,
}

/// `{ok: true, text}`: `text` with every English line carried as read, for the zebra
/// modules' calls in its place; or `{ok: false, error}`, the error any zebra call would
/// answer for `text` (unread lines and all).
#[wasm_bindgen]
pub fn zebra_read(text: &str) -> Result<JsValue, JsValue> {
    super::check_size(text)?;
    match read_english(text) {
        Ok(text) => super::to_js(&Read { ok: true, text }),
        Err(e) => super::failure(ErrorReport::from(&e)),
    }
}
