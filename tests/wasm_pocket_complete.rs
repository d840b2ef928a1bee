//! `pocket_complete` and `pocket_solve` on paintings with unpainted stickers (`?`), run as
//! WebAssembly (in Node) by wasm-bindgen-test.
#![cfg(target_arch = "wasm32")]

use puzzlebox::wasm::pocket::*;
use serde_json::Value;
use wasm_bindgen_test::wasm_bindgen_test;

fn json(v: Result<wasm_bindgen::JsValue, wasm_bindgen::JsValue>) -> Value {
    serde_wasm_bindgen::from_value(v.expect("no throw")).expect("plain data")
}

const SOLVED: &str = "WWWWOOGGRRBBOOGGRRBBYYYY";
/// The letters the page paints with.
const PALETTE: &str = "WYGBRO";

#[wasm_bindgen_test]
fn forced_stickers_fits_and_suggestion() {
    // Unpaint sticker D (UFR's U sticker): R and F stickers I and H force it.
    let painting = format!("WWW?{}", &SOLVED[4..]);
    let r = json(pocket_complete(&painting, PALETTE));
    assert_eq!(r["ok"], true);
    assert_eq!(r["facelets"], SOLVED);
    assert_eq!(r["fits"], 1);
    assert_eq!(r["forced"], serde_json::json!([3]));
    assert_eq!(r["suggestion"], Value::Null);
    assert_eq!(r["summary"], "1 cube fits — ready to solve.");
    let solved = json(pocket_solve(&painting, "htm", false));
    assert_eq!(
        (solved["facelets"].clone(), solved["length"].clone()),
        (SOLVED.into(), 0.into())
    );

    let blank = json(pocket_complete("????????????O??????B??Y?", PALETTE));
    assert_eq!(blank["fits"], 3_674_160);
    let said = blank["summary"].as_str().unwrap();
    assert!(said.starts_with("21 stickers left to paint; 3,674,160 cubes fit: paint the "));
    assert!(blank["suggestion"].is_u64());
    let several = json(pocket_solve("????????????O??????B??Y?", "htm", false));
    assert_eq!(several["error"]["kind"], "undecided");
}

#[wasm_bindgen_test]
fn conflicts_name_their_stickers() {
    let r = json(pocket_complete("?W?W???G?G??O??????B??Y?", PALETTE));
    assert_eq!(r["ok"], false);
    // UFR and UBR would both need corner UFR: one sticker repainted mends it.
    assert_eq!(r["error"]["kind"], "no_cube_fits");
    assert_eq!(r["error"]["stickers"], serde_json::json!([3]));
    let one = "No cube fits this painting: the outlined sticker is the fewest to repaint.";
    assert_eq!(r["summary"], one);
    // A full painting no cube fits (UFR twisted in place) is named too, before any solve.
    let twisted = format!("WWWG{}RW{}", &SOLVED[4..7], &SOLVED[9..]);
    let r = json(pocket_complete(&twisted, PALETTE));
    assert_eq!(r["error"]["kind"], "no_cube_fits");
    assert_eq!(r["error"]["stickers"], serde_json::json!([3, 7, 8]));
    let three = "No cube fits this painting: the outlined stickers are the fewest to repaint.";
    assert_eq!(r["summary"], three);
    // Painting starts at the fixed corner, which sets which colour is which face.
    let r = json(pocket_complete("W???????????????????????", PALETTE));
    assert_eq!(r["error"]["kind"], "fixed_corner_unpainted");
    assert!(r["summary"]
        .as_str()
        .unwrap()
        .starts_with("23 stickers left to paint: start with the fixed corner DBL ("));
}
