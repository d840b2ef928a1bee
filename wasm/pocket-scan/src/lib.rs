//! The WebAssembly module of the pocket cube's camera scan: `pocket_scan` alone. The picture
//! reading is in no other module, so a page that shows a cube downloads it only when its
//! camera is open (www/pocket/api.js starts this module's worker on the first scan step).
//! Trunk writes `puzzlebox-pocket-scan.js` and `puzzlebox-pocket-scan_bg.wasm`.
#![cfg(target_arch = "wasm32")]

pub use puzzlebox::wasm::pocket_scan::pocket_scan;
