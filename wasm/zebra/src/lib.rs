//! The WebAssembly module of the zebra puzzle: the library's `zebra` functions for JavaScript and
//! nothing else, so the linker leaves out the other puzzles' solvers and a page that shows only the
//! zebra puzzle downloads only its solver. The functions live in `puzzlebox::wasm`; this crate only
//! selects them (and names the files Trunk writes: `puzzlebox-zebra.js` and
//! `puzzlebox-zebra_bg.wasm`, loaded by `www/worker.js`).
#![cfg(target_arch = "wasm32")]

pub use puzzlebox::wasm::knowledge::zebra_facts;
pub use puzzlebox::wasm::zebra::*;
