//! The WebAssembly module of the pocket cube: the library's `pocket` functions for JavaScript and
//! nothing else, so the linker leaves out the other puzzles' solvers and a page that shows only the
//! pocket cube downloads only its solver. The functions live in `puzzlebox::wasm`; this crate only
//! selects them (and names the files Trunk writes: `puzzlebox-pocket.js` and
//! `puzzlebox-pocket_bg.wasm`, loaded by `www/worker.js`).
#![cfg(target_arch = "wasm32")]

pub use puzzlebox::wasm::knowledge::pocket_facts;
pub use puzzlebox::wasm::pocket::*;
