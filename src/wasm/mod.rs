//! The wasm-bindgen edge: the only code that knows about JavaScript. Each puzzle has a file
//! that converts its arguments, calls the puzzle's report functions and converts the results
//! with serde-wasm-bindgen (answers in the envelope of [`crate::answer`]); no puzzle logic
//! lives here.
//! A text larger than [`crate::limits::MAX_INPUT_BYTES`] is refused with a thrown error
//! before any parsing; every other user error comes back as an `ok: false` value.
//!
//! Each puzzle's file is compiled under its feature, so a module built for one puzzle exports
//! that puzzle's functions alone. Such a build leaves some of the shared helpers below unused,
//! hence the allowance; the build with every feature (the wasm tests, clippy) still reports
//! real dead code.
#![cfg_attr(
    not(all(
        feature = "pocket",
        feature = "pocket-scan",
        feature = "insanity",
        feature = "zebra",
        feature = "zebra-generate",
        feature = "zebra-english"
    )),
    allow(dead_code)
)]

#[cfg(feature = "insanity-solve")]
pub mod insanity;
#[cfg(any(feature = "pocket", feature = "insanity", feature = "zebra-view"))]
pub mod knowledge;
#[cfg(feature = "pocket")]
pub mod pocket;
#[cfg(feature = "pocket-scan")]
pub mod pocket_scan;
#[cfg(feature = "zebra-view")]
pub mod zebra;
#[cfg(feature = "zebra-english")]
pub mod zebra_english;
#[cfg(feature = "zebra-generate")]
pub mod zebra_generate;

use crate::answer::Failure;
use serde::Serialize;
use wasm_bindgen::prelude::*;

/// The allocator of every module: talc takes its memory from the WebAssembly memory as it
/// needs it, like the standard library's dlmalloc, so memory stays bounded by what is live,
/// in much less code. The modules run on one thread (a worker each), which its cell needs.
#[cfg(not(target_feature = "atomics"))]
#[global_allocator]
static ALLOCATOR: talc::wasm::WasmDynamicTalc = talc::wasm::new_wasm_dynamic_allocator();

/// A panic's message in the console (a panic is a bug: nothing typed may cause one). The
/// modules of the one-element pages, `pocket`, `insanity-solve` and `zebra-view` alone
/// (`<pocket-cube>`, `<insanity-column>`, `<zebra-puzzle>` without `play`), and the English
/// reader's go without it: its formatting code weighs on their tight budgets; a panic there
/// still fails the call, as "unreachable executed".
#[cfg(any(
    feature = "pocket-scan",
    feature = "insanity",
    feature = "zebra",
    feature = "zebra-generate"
))]
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

/// `report` as a plain object with `ok: true` added: the fields of [`crate::answer::answer`]'s value, with
/// `ok` set straight on the JavaScript object. Going through serde_json's value, as `answer`
/// does, would compile every report's serialisation twice into each module.
pub(crate) fn ok(report: &impl Serialize) -> Result<JsValue, JsValue> {
    let value = to_js(report)?;
    js_sys::Reflect::set(&value, &JsValue::from_str("ok"), &JsValue::TRUE)?;
    Ok(value)
}

/// `{ok: false, error}`: a user's mistake, returned and never thrown.
pub(crate) fn failure(error: impl Serialize) -> Result<JsValue, JsValue> {
    to_js(&Failure::new(error))
}

/// A JavaScript number as a generator's seed: its integer part, sign dropped, saturated to
/// `u64` (NaN gives 0), so any number the page passes seeds something and equal whole numbers
/// give equal puzzles.
pub(crate) fn seed(number: f64) -> u64 {
    number.abs() as u64
}

/// Milliseconds on the page's clock, `performance.now()`, read from the global object so it
/// works in a window and in a worker alike; 0 where there is no `performance`. Timing inside
/// the wasm gives the page the solver's own time, without the round trip to its worker.
pub(crate) fn now() -> f64 {
    match js_sys::Reflect::get(&js_sys::global(), &JsValue::from_str("performance")) {
        Ok(clock) if clock.is_object() => clock.unchecked_into::<web_sys::Performance>().now(),
        _ => 0.0,
    }
}

/// Refuses a text over the input cap before it is parsed, with a thrown `Error` (the page
/// shows its message): no field holds a real puzzle that large.
pub(crate) fn check_size(text: &str) -> Result<(), JsValue> {
    if text.len() > crate::limits::MAX_INPUT_BYTES {
        return Err(js_sys::Error::new(&crate::limits::too_long_message()).into());
    }
    Ok(())
}
