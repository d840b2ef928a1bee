//! The WebAssembly module of the zebra puzzle's English reader: `zebra_read` alone. The zebra
//! modules read the clue language only, so a page whose puzzle is in the clue language never
//! downloads the reader; the first text with a line they refuse comes here (www/zebra/api.js),
//! and the core modules solve the lines as read. Trunk writes `puzzlebox-zebra-english.js`
//! and `puzzlebox-zebra-english_bg.wasm`.
#![cfg(target_arch = "wasm32")]

pub use puzzlebox::wasm::zebra_english::zebra_read;
