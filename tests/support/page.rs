//! Instant Insanity's page answers as the page receives them: a report of
//! `insanity::page` with `ok: true` added, or `{ok: false, error}` with the error's fields and
//! its sentence, the envelope the wasm edge puts around them (`puzzlebox::answer`).

use puzzlebox::answer::{answer, failure};
use puzzlebox::insanity::report::mistake;
use puzzlebox::insanity::InsanityError;
use serde::Serialize;
use serde_json::Value;

/// The answer the page gets for `result`.
pub fn json(result: Result<impl Serialize, InsanityError>) -> Value {
    match result {
        Ok(report) => answer(&report),
        Err(e) => failure(&mistake(&e)),
    }
}
