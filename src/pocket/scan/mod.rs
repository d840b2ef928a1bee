//! Scanning a pocket cube with a camera: the pure part (the page only captures frames).
//!
//! [`sample_face`] reads a face's four sticker colours from a crop of the video frame;
//! [`classify`] groups every sticker scanned so far by colour, together, robust to the
//! light's colour, brightness and shadows, and names the groups; [`ScanSession`] keeps the
//! faces shown, counts the cubes that still fit (in any six colours, held any way) and says
//! which face to show next, until one cube fits.

mod assign;
mod classify;
mod colour;
mod fits;
mod flow;
mod group;

pub use classify::{classify, Reading, MAX_STICKERS};
pub use colour::{sample_face, Rgb, COLOUR_CHARS};
pub use fits::ways_to_hold;
pub use flow::{scan_step, ScanError, ScanReport, ScanSession, Shown, FACE_STICKERS};
