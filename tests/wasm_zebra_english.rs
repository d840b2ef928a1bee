//! The English reader's module (`zebra_read`), run as WebAssembly by wasm-bindgen-test, with
//! the zebra-english feature alone as the page's module has it: names beyond ASCII, which the
//! browser lowers and classes (letters, capitals), read to the same clues as natively, and
//! its answers have the shape serde gives the other zebra calls.
#![cfg(target_arch = "wasm32")]

use puzzlebox::answer::Failure;
use puzzlebox::wasm::zebra_english::zebra_read;
use puzzlebox::zebra::{read_english, ErrorReport};
use wasm_bindgen::JsValue;
use wasm_bindgen_test::wasm_bindgen_test;

#[path = "support/unicode_names.rs"]
mod unicode_names;

/// The answer as JSON text, its keys in the order the object has them.
fn stringify(v: Result<JsValue, JsValue>) -> String {
    String::from(js_sys::JSON::stringify(&v.expect("no throw")).expect("plain data"))
}

#[wasm_bindgen_test]
fn names_beyond_ascii_read_as_natively() {
    let read = zebra_read(unicode_names::TEXT).expect("no throw");
    let ok = js_sys::Reflect::get(&read, &JsValue::from_str("ok")).unwrap();
    assert_eq!(ok, JsValue::TRUE);
    let text = js_sys::Reflect::get(&read, &JsValue::from_str("text")).unwrap();
    unicode_names::check(&text.as_string().unwrap());
}

/// `{ok: true, text}` and `{ok: false, error: {kind, line, message, lines: [{line, clue,
/// message}]}}`, keys in that order, null for a missing line or clue number: as serde writes
/// the reader's own answer and error.
#[wasm_bindgen_test]
fn zebra_read_answers_in_the_shape_of_the_other_calls() {
    let ok = serde_json::json!({ "ok": true, "text": read_english(unicode_names::TEXT).unwrap() });
    assert_eq!(
        stringify(zebra_read(unicode_names::TEXT)),
        format!("{{\"ok\":true,\"text\":{}}}", ok["text"])
    );
    let two_unread = unicode_names::TEXT
        .replace("2. Σοφία lives in Αθήνα.", "2. Only Σοφία flies to Αθήνα.")
        .replace(
            "6. Ångström does not live in Zürich.",
            "Ångström whistles loudly near Zürich.",
        );
    // An error with two lines (the second with no clue number), one with none, one with no
    // line at all.
    for (text, lines) in [
        (two_unread.as_str(), 2),
        ("PERSON: Zoë, Ångström\nCITY: Kraków, Zürich, Αθήνα\n", 1),
        ("", 0),
    ] {
        let report = ErrorReport::from(&read_english(text).unwrap_err());
        assert_eq!(report.lines.len(), lines, "{report:?}");
        let expected = serde_json::to_string(&Failure::new(report)).unwrap();
        assert_eq!(stringify(zebra_read(text)), expected);
    }
    let expected = serde_json::to_string(&Failure::new(ErrorReport::from(
        &read_english(&two_unread).unwrap_err(),
    )))
    .unwrap();
    assert!(expected.contains("\"clue\":null") && expected.contains("\"clue\":\"2\""));
    assert!(stringify(zebra_read("")).contains("\"line\":null"));
}
