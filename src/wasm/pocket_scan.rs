//! The pocket cube's camera scan for JavaScript, compiled under the `pocket-scan` feature into a
//! module of its own (`wasm/pocket-scan`): the page loads it only once the camera is open, so a
//! page that shows a cube without scanning never downloads the picture reading. Like the rest
//! of the edge, it only converts arguments and results.

use super::ok;
use crate::pocket::report::Mistake;
use crate::pocket::scan::scan_step;
use wasm_bindgen::prelude::*;

/// One step of a camera scan (see [`scan_step`]): `shown` is the previous
/// step's `shown` (or empty), `face` the face (0..6, net order) the crop `rgba` (`width` ×
/// `height` RGBA bytes, the guide's square) shows, or -1 to add none (after Undo, the page
/// drops the last face's 13 numbers from `shown`). `{ok, stickers, unsure, faces, fits,
/// next_face, facelets, turned, shown}`, or `ok: false` with the error when no cube fits
/// that face as read.
#[wasm_bindgen]
pub fn pocket_scan(
    shown: &[f32],
    face: i32,
    rgba: &[u8],
    width: u32,
    height: u32,
) -> Result<JsValue, JsValue> {
    let face = usize::try_from(face).ok();
    match scan_step(shown, face, rgba, width as usize, height as usize) {
        Ok(report) => ok(&report),
        Err(e) => super::failure(Mistake::from(&e)),
    }
}
