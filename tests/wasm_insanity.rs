//! The Instant Insanity wasm edge, run as WebAssembly by wasm-bindgen-test: plain objects
//! back, errors as `ok: false` values, never a throw, except for a text over the input size
//! cap, refused with a thrown error before parsing.
#![cfg(target_arch = "wasm32")]

use puzzlebox::wasm::insanity::*;
use serde_json::Value;
use wasm_bindgen_test::wasm_bindgen_test;

fn json(v: Result<wasm_bindgen::JsValue, wasm_bindgen::JsValue>) -> Value {
    serde_wasm_bindgen::from_value(v.expect("no throw")).expect("plain data")
}

const CLASSIC: &str = "R B G Y B Y; R G G Y B B; Y B R G Y R; Y G B R R R";

#[wasm_bindgen_test]
fn classic_has_one_solution_and_eight_stacks() {
    let r = json(insanity_solve(CLASSIC));
    assert_eq!(r["ok"], true);
    assert_eq!(r["solutions"], 1.0);
    assert_eq!(r["stacks"], 8.0);
    let stack = r["list"][0].as_array().unwrap();
    for side in ["front", "back", "left", "right"] {
        let mut colours: Vec<&str> = stack.iter().map(|c| c[side].as_str().unwrap()).collect();
        colours.sort();
        colours.dedup();
        assert_eq!(colours.len(), 4, "{side}");
    }
}

#[wasm_bindgen_test]
fn generated_puzzles_have_one_solution() {
    for seed in 1..4 {
        let g = json(insanity_generate(5.0, seed as f64));
        assert_eq!(g["ok"], true);
        let r = json(insanity_solve(g["text"].as_str().unwrap()));
        assert_eq!(r["solutions"], 1.0, "seed {seed}");
    }
}

#[wasm_bindgen_test]
fn errors_are_values() {
    let e = json(insanity_solve("R B G\nR G G Y B B"));
    assert_eq!(e["ok"], false);
    assert_eq!(e["error"]["line"], 1);
    for text in ["", "\u{0}", &"x ".repeat(5000)] {
        assert_eq!(json(insanity_solve(text))["ok"], false);
    }
    assert_eq!(json(insanity_generate(f64::NAN, -1.0))["ok"], false);
}

#[wasm_bindgen_test]
fn hostile_inputs_are_refused_cleanly() {
    let huge = "R ".repeat(puzzlebox::limits::MAX_INPUT_BYTES / 2 + 1);
    for r in [insanity_parse(&huge), insanity_solve(&huge)] {
        let e = r.err().expect("a throw");
        let message: String = js_sys::Error::from(e).message().into();
        assert!(message.contains("larger than 16 MiB"), "{message}");
    }

    let plain = json(insanity_solve(CLASSIC));
    assert_eq!(json(insanity_solve(&format!("\u{feff}{CLASSIC}"))), plain);
    let labelled =
        "cube front back left right top bottom\nCube 1 R B G Y B Y\nCube 2 R G G Y B B\n\
                    # two more; then done\nCube 3 Y B R G Y R\nCube 4 Y G B R R R\n";
    assert_eq!(
        json(insanity_solve(labelled))["solutions_text"],
        plain["solutions_text"]
    );

    for text in [
        "\u{feff}",
        "#;;;",
        "cube 1 R",
        "\u{0}\n;",
        &"\u{feff}".repeat(7),
    ] {
        assert_eq!(json(insanity_parse(text))["ok"], false, "{text:?}");
        assert_eq!(json(insanity_solve(text))["ok"], false, "{text:?}");
    }
}

#[wasm_bindgen_test]
fn painted_cubes_come_back_as_text_and_rows() {
    let cubes = serde_wasm_bindgen::to_value(&vec![[
        Some("R"),
        None,
        Some("G"),
        Some("Y"),
        Some("B"),
        Some("Y"),
    ]])
    .unwrap();
    let r = json(insanity_write(cubes));
    assert_eq!(r["ok"], true);
    assert_eq!(r["rows"], "R ? G Y B Y");
    assert!(insanity_write(wasm_bindgen::JsValue::from_str("R B G")).is_err());
}
