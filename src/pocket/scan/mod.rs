//! Scanning a pocket cube with a camera: the pure part (the page only captures frames).
//!
//! [`sample_face`] reads a face's four sticker colours from a crop of the video frame;
//! [`classify`] names the colours of every sticker scanned so far together, robust to the
//! light's colour, brightness and shadows; [`ScanSession`] keeps the faces shown, counts the
//! cubes that still fit (over the 24 ways the cube can be held) and says which face to show
//! next, until one cube fits.

mod assign;
mod classify;
mod colour;
mod fits;
mod flow;

pub use classify::{classify, Reading, MAX_STICKERS, UNSURE_BELOW};
pub use colour::{sample_face, Rgb, COLOUR_CHARS};
pub use fits::ways_to_hold;
pub use flow::{scan_step, ScanError, ScanReport, ScanSession, Shown, FACE_STICKERS};
