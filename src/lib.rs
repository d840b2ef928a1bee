//! puzzlebox: solvers for three classic puzzles, shared by a native CLI and a browser app.
//!
//! Each puzzle is a module that is a straight pipeline (text in → model → solve → explain →
//! data out) and knows nothing of the browser or the terminal:
//! - [`pocket`]: the 2x2x2 pocket cube, solved optimally in R, U, F turns;
//! - [`insanity`]: Instant Insanity, n coloured cubes stacked in a column;
//! - [`zebra`]: zebra / Einstein logic-grid puzzles with step-by-step explanations.
//!
//! The `wasm` module (compiled only for `wasm32`) is the one thin edge to JavaScript; the
//! `puzzlebox` binary is the edge to the command line. Both edges refuse texts larger than
//! [`limits::MAX_INPUT_BYTES`]. The features `pocket`, `insanity` and `zebra` (all on by
//! default) choose which puzzles the `wasm` edge exports: the browser loads one module per
//! puzzle (the crates under `wasm/`), each built with its puzzle's feature alone.

// A string sliced by index (`&s[a..b]`) brings in core's panic message for a bad cut, and
// with it the `{:?}` of a char and Unicode's printable tables: 4 KB gzip of the zebra modules.
// The WebAssembly build cuts with `s.get(a..b)` instead (the wasm clippy runs deny warnings).
#![cfg_attr(target_arch = "wasm32", warn(clippy::string_slice))]
// So does core's substring search (`str::contains` …, clippy.toml): zebra::case::find_str.
#![cfg_attr(target_arch = "wasm32", warn(clippy::disallowed_methods))]

pub mod answer;
pub mod insanity;
pub mod limits;
pub mod pocket;
mod quote;
pub mod rng;
mod sat;
mod sort;
pub mod zebra;

#[cfg(all(
    target_arch = "wasm32",
    any(
        feature = "pocket",
        feature = "pocket-scan",
        feature = "insanity-solve",
        feature = "zebra-view",
        feature = "zebra-generate",
        feature = "zebra-english"
    )
))]
pub mod wasm;
