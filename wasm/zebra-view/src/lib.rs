//! The WebAssembly module of the `<zebra-puzzle>` element without `play`: the zebra answer
//! (`zebra_check`, `zebra_solve`), its explanation in batches (`zebra_solve_reporting`), the
//! example and the facts, and nothing else. Without the generator and the marks, check and
//! hint calls of "Solve it yourself", the linker leaves their code out, so a tutorial page
//! that shows a puzzle and its explanation downloads less than the app's module
//! (`wasm/zebra`). Trunk writes `puzzlebox-zebra-view.js` and `puzzlebox-zebra-view_bg.wasm`.
#![cfg(target_arch = "wasm32")]

pub use puzzlebox::wasm::knowledge::zebra_facts;
pub use puzzlebox::wasm::zebra::{zebra_check, zebra_example, zebra_solve, zebra_solve_reporting};
