//! The WebAssembly module of Instant Insanity: the library's `insanity` functions for JavaScript
//! and nothing else, so the linker leaves out the other puzzles' solvers and a page that shows only
//! Instant Insanity downloads only its solver. The functions live in `puzzlebox::wasm`; this crate
//! only selects them (and names the files Trunk writes: `puzzlebox-insanity.js` and
//! `puzzlebox-insanity_bg.wasm`, loaded by `www/worker.js`).
#![cfg(target_arch = "wasm32")]

pub use puzzlebox::wasm::insanity::*;
pub use puzzlebox::wasm::knowledge::insanity_facts;
