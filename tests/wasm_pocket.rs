//! The pocket cube's wasm edge, run as WebAssembly (in Node) by wasm-bindgen-test:
//! results come back as plain objects, errors as `ok: false` values and never as throws,
//! except for a text over the input size cap, refused with a thrown error before parsing.
#![cfg(target_arch = "wasm32")]

use puzzlebox::wasm::pocket::*;
use serde_json::Value;
use wasm_bindgen_test::wasm_bindgen_test;

fn json(v: Result<wasm_bindgen::JsValue, wasm_bindgen::JsValue>) -> Value {
    serde_wasm_bindgen::from_value(v.expect("no throw")).expect("plain data")
}

const SOLVED: &str = "WWWWOOGGRRBBOOGGRRBBYYYY";

#[wasm_bindgen_test]
fn scramble_solve_apply_round_trip() {
    let s = json(pocket_scramble(12345.0, "WRGYOB"));
    let facelets = s["facelets"].as_str().unwrap().to_string();
    let solved = json(pocket_solve(&facelets, "htm", false));
    assert_eq!(solved["ok"], true);
    // The solver's own time, read from performance.now() inside the wasm.
    let ms = solved["ms"].as_f64().expect("ms is a number");
    assert!(ms >= 0.0, "{ms}");
    let moves = solved["moves"].as_str().unwrap();
    assert_eq!(
        solved["length"].as_u64().unwrap() as usize,
        moves.split_whitespace().count()
    );
    let after = json(pocket_apply(&facelets, moves));
    let end = after["facelets"].as_str().unwrap();
    // Solved: each face is one colour.
    for face in [
        [0, 1, 2, 3],
        [4, 5, 12, 13],
        [6, 7, 14, 15],
        [8, 9, 16, 17],
        [10, 11, 18, 19],
        [20, 21, 22, 23],
    ] {
        let c: Vec<char> = face.iter().map(|&i| end.as_bytes()[i] as char).collect();
        assert!(c.iter().all(|&x| x == c[0]), "{end}");
    }
    assert_eq!(
        after["states"].as_array().unwrap().len(),
        moves.split_whitespace().count()
    );
}

#[wasm_bindgen_test]
fn warm_and_cold_solves_agree() {
    let s = json(pocket_scramble(777.0, "WRGYOB"));
    let f = s["facelets"].as_str().unwrap().to_string();
    let cold = json(pocket_solve(&f, "qtm", true));
    pocket_prepare("qtm").expect("qtm is a metric");
    let warm = json(pocket_solve(&f, "qtm", true));
    assert_eq!(cold["length"], warm["length"]);
    assert_eq!(cold["solutions"], warm["solutions"]);
}

#[wasm_bindgen_test]
fn errors_are_values_with_stickers() {
    let short = json(pocket_validate("WWW"));
    assert_eq!(short["ok"], false);
    assert_eq!(short["error"]["kind"], "wrong_length");
    let mut twisted: Vec<char> = SOLVED.chars().collect();
    (twisted[3], twisted[8], twisted[7]) = (twisted[7], twisted[3], twisted[8]);
    let e = json(pocket_solve(
        &twisted.iter().collect::<String>(),
        "htm",
        false,
    ));
    assert_eq!(e["error"]["kind"], "twisted");
    assert_eq!(e["error"]["stickers"], serde_json::json!([3, 8, 7]));
    let bad_moves = json(pocket_apply(SOLVED, "R Q"));
    assert_eq!(bad_moves["ok"], false);
    assert_eq!(bad_moves["error"]["kind"], "bad_moves");
    // Arbitrary text never throws.
    for text in [
        "",
        "\u{0}\u{1}",
        "ñññññññññññññññññññññññ",
        &"x".repeat(10_000),
    ] {
        assert_eq!(json(pocket_validate(text))["ok"], false);
        assert_eq!(json(pocket_solve(text, "nonsense", true))["ok"], false);
    }
}

#[wasm_bindgen_test]
fn geometry_lists_every_sticker_and_turn() {
    let g = json(pocket_geometry());
    assert_eq!(g["stickers"].as_array().unwrap().len(), 24);
    let turns = g["turns"].as_array().unwrap();
    assert_eq!(turns.len(), 9);
    // A face turn carries 12 stickers, a whole-cube turn all 24.
    for t in turns {
        let n = t["stickers"].as_array().unwrap().len();
        assert!(n == 12 || n == 24, "{t}");
    }
}

/// The message of a thrown `Error`.
fn thrown(r: Result<wasm_bindgen::JsValue, wasm_bindgen::JsValue>) -> String {
    let e = r.err().expect("a throw");
    js_sys::Error::from(e).message().into()
}

#[wasm_bindgen_test]
fn hostile_inputs_are_refused_cleanly() {
    use puzzlebox::limits::{MAX_APPLIED_MOVES, MAX_INPUT_BYTES};
    let huge = "U".repeat(MAX_INPUT_BYTES + 1);
    let cap = "larger than 16 MiB";
    assert!(thrown(pocket_validate(&huge)).contains(cap));
    assert!(thrown(pocket_solve(&huge, "htm", true)).contains(cap));
    assert!(thrown(pocket_apply(&huge, "R")).contains(cap));
    assert!(thrown(pocket_apply(SOLVED, &huge)).contains(cap));
    assert!(thrown(pocket_scramble(1.0, &huge)).contains(cap));
    assert_eq!(pocket_solve_length(&huge, "htm"), -1);

    let bom = format!("\u{feff}{SOLVED}");
    assert_eq!(json(pocket_validate(&bom))["facelets"], SOLVED);
    assert_eq!(pocket_solve_length(&bom, "qtm"), 0);

    for text in [
        "",
        "\u{0}",
        &"😀".repeat(24),
        &"U".repeat(100_000),
        "\u{feff}\u{feff}",
    ] {
        assert_eq!(json(pocket_validate(text))["ok"], false, "{text:?}");
        assert_eq!(json(pocket_solve(text, "htm", true))["ok"], false);
        assert_eq!(json(pocket_apply(text, "R"))["ok"], false);
        assert_eq!(pocket_solve_length(text, "htm"), -1);
    }
    let many = "R ".repeat(MAX_APPLIED_MOVES + 1);
    assert_eq!(
        json(pocket_apply(SOLVED, &many))["error"]["kind"],
        "too_many_moves"
    );
    assert_eq!(
        json(pocket_apply(SOLVED, "R Q"))["error"]["kind"],
        "bad_moves"
    );
}

#[wasm_bindgen_test]
fn check_returns_the_stickers_read_and_the_error() {
    // A twisted corner: the 24 stickers come back as read (whitespace gone) with the error.
    let mut twisted: Vec<char> = SOLVED.chars().collect();
    (twisted[3], twisted[8], twisted[7]) = (twisted[7], twisted[3], twisted[8]);
    let text: String = twisted.iter().collect();
    let spaced = format!("{} \n{}", &text[..12], &text[12..]);
    let r = json(pocket_check(&spaced));
    assert_eq!(r["ok"], false);
    assert_eq!(r["stickers"], text.as_str());
    assert_eq!(r["error"]["kind"], "twisted");
    assert_eq!(r["error"]["stickers"], serde_json::json!([3, 8, 7]));
    // Too short, or a character the solver cannot read: no stickers to show.
    for bad in [&SOLVED[..23], "WWWWOOGGRRBBOOGGRRBBYYY\u{1}"] {
        let r = json(pocket_check(bad));
        assert_eq!(r["ok"], false, "{bad:?}");
        assert!(r["stickers"].is_null(), "{bad:?}");
    }
    // A seventh colour: the stickers are readable, the cube is not.
    let r = json(pocket_check("UUUULLFFIRBBLLFFRRBBDDDD"));
    assert_eq!(r["stickers"], "UUUULLFFIRBBLLFFRRBBDDDD");
    assert_eq!(r["error"]["kind"], "wrong_colour_count");
    let ok = json(pocket_check(SOLVED));
    assert_eq!(ok["ok"], true);
    assert_eq!(ok["facelets"], SOLVED);
}

#[wasm_bindgen_test]
fn an_unknown_metric_is_an_error_not_the_half_turn_metric() {
    for name in ["ftm", "", "htm ", "quarter"] {
        let e = json(pocket_solve(SOLVED, name, false));
        assert_eq!(e["ok"], false, "{name:?}");
        assert_eq!(e["error"]["kind"], "unknown_metric");
        let message = e["error"]["message"].as_str().unwrap();
        assert!(message.contains(&format!("{name:?}")), "{message}");
        assert!(
            message.contains("htm") && message.contains("qtm"),
            "{message}"
        );
        assert_eq!(pocket_solve_length(SOLVED, name), -1);
        let thrown = pocket_prepare(name).expect_err("a throw");
        let thrown: String = js_sys::Error::from(thrown).message().into();
        assert_eq!(thrown, message);
    }
    // Both names are read in any letter case.
    let twisted = json(pocket_scramble(5.0, "WRGYOB"));
    let f = twisted["facelets"].as_str().unwrap();
    for (name, metric) in [("HTM", "htm"), ("Qtm", "qtm")] {
        let r = json(pocket_solve(f, name, false));
        assert_eq!(r["metric"], metric);
        // The same answer, apart from the time each solve took (also said in the summary:
        // "Optimal: 9 moves (found in 1.2 ms).").
        let untimed = |mut v: Value| {
            if let Some(o) = v.as_object_mut() {
                o.remove("ms");
                let said = o["summary"].as_str().unwrap_or_default();
                let said = said
                    .split(" (found in")
                    .next()
                    .unwrap_or_default()
                    .to_string();
                o.insert("summary".into(), Value::String(said));
            }
            v
        };
        assert_eq!(untimed(json(pocket_solve(f, metric, false))), untimed(r));
        assert!(pocket_prepare(name).is_ok());
    }
}
