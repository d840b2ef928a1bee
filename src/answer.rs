//! The envelope of every answer the page receives: a report with `ok: true` added, or
//! `{ok: false, error}` for a mistake in what the user typed. It is native, not part of the
//! wasm edge, so that tests check what the page gets without a browser. The edge builds the
//! same objects straight from the typed reports (`wasm::ok`, `wasm::failure`), without a
//! `serde_json::Value` in between.

use serde::Serialize;
use serde_json::{json, Value};

/// `{ok: false, error}`: a user's mistake as a value, never a throw. `error` is the puzzle's
/// own error body, with at least `kind` (a stable name) and `message` (a sentence).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Failure<E> {
    pub ok: bool,
    pub error: E,
}

impl<E> Failure<E> {
    pub fn new(error: E) -> Failure<E> {
        Failure { ok: false, error }
    }
}

/// `report` as a plain object with `ok: true` added. serde_json's map keeps keys sorted, so
/// the page gets its keys sorted, as the command line's `--json` lists them.
pub fn answer(report: &impl Serialize) -> Value {
    match serde_json::to_value(report) {
        Ok(Value::Object(mut map)) => {
            map.insert("ok".into(), true.into());
            Value::Object(map)
        }
        // Reports are structs of strings, numbers and lists: they always become objects.
        _ => {
            json!({ "ok": false, "error": { "kind": "internal", "message": "the answer could not be written" } })
        }
    }
}

/// `{error, ok: false}` as a plain object with its keys sorted, like [`answer`]'s.
pub fn failure(error: &impl Serialize) -> Value {
    serde_json::to_value(Failure::new(error)).unwrap_or_else(
        |_| json!({ "ok": false, "error": { "kind": "internal", "message": "the error could not be written" } }),
    )
}
