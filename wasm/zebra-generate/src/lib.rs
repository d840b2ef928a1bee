//! The WebAssembly module of the zebra puzzle's generator: `zebra_generate` and
//! `zebra_generate_reporting` alone. The app's zebra tab makes a new puzzle on a worker of its
//! own (so Stop ends it without touching the open puzzle), and that worker runs this module:
//! the app's `zebra` module, which every zebra tab and `<zebra-puzzle play>` downloads, leaves
//! the generator out. Trunk writes `puzzlebox-zebra-generate.js` and
//! `puzzlebox-zebra-generate_bg.wasm`.
#![cfg(target_arch = "wasm32")]

pub use puzzlebox::wasm::zebra_generate::{zebra_generate, zebra_generate_reporting};
