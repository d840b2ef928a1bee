//! The WebAssembly module of the `<insanity-column>` element: Instant Insanity's
//! `insanity_solve` alone (the element shows the counts, the first solution's column, the
//! graph and the obstacle of a puzzle without solution, and nothing else). Without the
//! generator, the text writer and the other calls of the app's Insanity tool, the linker
//! leaves their code and data out, so a page with one column downloads less than the app's
//! module (`wasm/insanity`). Trunk writes `puzzlebox-insanity-solve.js` and
//! `puzzlebox-insanity-solve_bg.wasm`.
#![cfg(target_arch = "wasm32")]

pub use puzzlebox::wasm::insanity::insanity_solve;
