//! The puzzle facts the page needs before it asks anything else: names, orders, examples and
//! caps. They come from the puzzle modules, so the page keeps no copy that could drift from
//! the solver; each is fetched once per page (see `www/*/api.js`). Each puzzle's facts are compiled
//! with its feature, in that puzzle's module only.

#[cfg(feature = "insanity")]
use crate::insanity;
#[cfg(feature = "pocket")]
use crate::pocket;
#[cfg(feature = "zebra-view")]
use crate::zebra;
use serde::Serialize;
use wasm_bindgen::prelude::*;

#[cfg(feature = "pocket")]
#[derive(Serialize)]
struct PocketFacts {
    /// The face letters in the order `pocket_scramble` takes its six colours.
    faces: String,
}

/// `{faces}`: the solver's face order (U R F D L B). The solved facelet string is in
/// `pocket_geometry`'s `solved`.
#[cfg(feature = "pocket")]
#[wasm_bindgen]
pub fn pocket_facts() -> Result<JsValue, JsValue> {
    let solved = pocket::Cube::from_cubie(pocket::CubieCube::SOLVED);
    super::to_js(&PocketFacts {
        faces: solved.colours.iter().collect(),
    })
}

#[cfg(feature = "insanity")]
#[derive(Serialize)]
struct InsanityFacts {
    /// How the text writes a face not painted yet.
    blank: &'static str,
    /// The puzzle the page opens with.
    example: &'static str,
    /// A cube's faces in the order the text format lists them (front back left right top
    /// bottom).
    faces: [&'static str; 6],
    /// The most cubes a puzzle may have.
    max_cubes: usize,
    /// The longest text the solver reads, in bytes: the page refuses a longer one before
    /// sending it anywhere.
    max_text_bytes: usize,
    /// The sentence that refuses a text over `max_text_bytes`.
    too_long: String,
    /// Each face's [row, column] on the cross-shaped net, in `faces` order.
    net: [(u8, u8); 6],
}

/// `{blank, example, faces, max_cubes, max_text_bytes, too_long, net}`: how an unpainted face
/// is written, the classic puzzle, the face order of the text format, the largest puzzle and
/// text the solver takes (and the sentence refusing a longer text) and where each face lies
/// on the net.
#[cfg(feature = "insanity")]
#[wasm_bindgen]
pub fn insanity_facts() -> Result<JsValue, JsValue> {
    super::to_js(&InsanityFacts {
        blank: insanity::BLANK,
        example: insanity::CLASSIC,
        faces: insanity::FACE_NAMES,
        max_cubes: insanity::MAX_CUBES,
        max_text_bytes: crate::limits::MAX_INPUT_BYTES,
        too_long: crate::limits::too_long_message(),
        net: insanity::geometry::NET,
    })
}

#[cfg(feature = "zebra-view")]
#[derive(Serialize)]
struct ZebraFacts {
    /// The clue forms, one line each, for the page's cheat sheet.
    clue_sheet: [&'static str; 10],
    /// Solutions are counted up to this many; a count of it means "at least".
    count_limit: usize,
}

/// `{clue_sheet, count_limit}`: the clue language's forms and the solution-count cap.
#[cfg(feature = "zebra-view")]
#[wasm_bindgen]
pub fn zebra_facts() -> Result<JsValue, JsValue> {
    super::to_js(&ZebraFacts {
        clue_sheet: zebra::CLUE_SHEET,
        count_limit: zebra::COUNT_LIMIT,
    })
}
