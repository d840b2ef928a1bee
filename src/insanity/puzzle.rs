//! The puzzle as data: the colour names and each cube's six faces, read from the shared text
//! format of the CLI and the page (written back by `text.rs`).
//!
//! One cube per line, six colour words in the order Front Back Left Right Top Bottom,
//! optionally after a label: one word (`1 R B G Y B Y`), or `Cube` and one more word
//! (`Cube 1 R B G Y B Y`, `cube 12: …`); the label is ignored. A row whose first word is
//! `cube` (any case) is a header or has such a two-word label. Also skipped:
//! - blank lines;
//! - comments: from a word that starts with `#` to the end of the line (a whole line, or
//!   after a cube's colours);
//! - headers: a line whose words are all face names (`front` … `bottom`, any case, a
//!   trailing `:` allowed), optionally led by `cube` (`Cube Front Back Left Right Top Bottom`).
//!
//! `;` separates rows like a newline does, because the page sends its rows that way; inside a
//! comment it is just text. A byte-order mark at the start of the text is ignored.

use super::error::{InsanityError, MAX_CUBES};
use serde::Serialize;

/// Face positions in the input order.
pub const FRONT: usize = 0;
pub const BACK: usize = 1;
pub const LEFT: usize = 2;
pub const RIGHT: usize = 3;
pub const TOP: usize = 4;
pub const BOTTOM: usize = 5;

/// The names of the faces in input order.
pub const FACE_NAMES: [&str; 6] = ["front", "back", "left", "right", "top", "bottom"];

/// A colour, as an index into [`Puzzle::colours`].
pub type Colour = u16;

/// n cubes in stacking order. Faces `2k` and `2k+1` are opposite (pair `k`): front/back,
/// left/right, top/bottom.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Puzzle {
    /// Colour names in order of first appearance.
    pub colours: Vec<String>,
    /// Each cube's faces as colour indices, Front Back Left Right Top Bottom.
    pub cubes: Vec<[Colour; 6]>,
}

impl Puzzle {
    /// Reads the text format; errors name the line (or the row, for `;`-separated text).
    /// Linear in the text: a row's words are counted, not kept, past the eight a cube can
    /// use, and the colour lookup scans at most `6 * MAX_CUBES` names.
    pub fn parse(text: &str) -> Result<Puzzle, InsanityError> {
        let text = text.strip_prefix('\u{feff}').unwrap_or(text);
        let (rows, semicolons) = rows(text);
        let unit = if semicolons { "row" } else { "line" };
        let mut colours: Vec<String> = Vec::new();
        let mut cubes = Vec::new();
        for (index, row) in rows.iter().enumerate() {
            let line_no = index + 1;
            let mut all = before_comment(row).split_whitespace();
            let words: Vec<&str> = all.by_ref().take(8).collect();
            let found = words.len() + all.count();
            if words.is_empty() || is_header(&words, found) {
                continue;
            }
            // A row led by `cube` that is not a header has a two-word label (`Cube 1`), so that a
            // cube missing a colour (`Cube 1 R B G Y B`) is an error, not a cube labelled `Cube`.
            let faces = match (is_cube_word(words[0]), found) {
                (false, 6) => &words[..],
                (false, 7) => &words[1..],
                (true, 8) => &words[2..],
                (label, _) => {
                    return Err(InsanityError::WrongTokenCount {
                        line: line_no,
                        unit,
                        found,
                        label,
                    })
                }
            };
            if cubes.len() == MAX_CUBES {
                return Err(InsanityError::TooManyCubes {
                    line: line_no,
                    unit,
                    max: MAX_CUBES,
                });
            }
            let mut cube = [0; 6];
            for (slot, word) in cube.iter_mut().zip(faces) {
                *slot = match colours.iter().position(|c| c == word) {
                    Some(i) => i as Colour,
                    None => {
                        colours.push(word.to_string());
                        (colours.len() - 1) as Colour
                    }
                };
            }
            cubes.push(cube);
        }
        if cubes.is_empty() {
            return Err(InsanityError::NoCubes);
        }
        Ok(Puzzle { colours, cubes })
    }

    /// Builds a puzzle from colour names per cube (used by generators and tests).
    pub fn from_names<S: AsRef<str>>(cubes: &[[S; 6]]) -> Puzzle {
        let mut colours: Vec<String> = Vec::new();
        let cubes = cubes
            .iter()
            .map(|cube| {
                cube.each_ref().map(|name| {
                    let name = name.as_ref();
                    match colours.iter().position(|c| c == name) {
                        Some(i) => i as Colour,
                        None => {
                            colours.push(name.to_string());
                            (colours.len() - 1) as Colour
                        }
                    }
                })
            })
            .collect();
        Puzzle { colours, cubes }
    }

    pub fn len(&self) -> usize {
        self.cubes.len()
    }

    pub fn is_empty(&self) -> bool {
        self.cubes.is_empty()
    }

    /// How many colour numbers the cubes use: at least the named colours, and enough for every
    /// colour on a cube (the obstacle search hands out puzzles with no names).
    pub fn colour_count(&self) -> usize {
        let used = self
            .cubes
            .iter()
            .flatten()
            .map(|&c| usize::from(c) + 1)
            .max()
            .unwrap_or(0);
        used.max(self.colours.len())
    }

    /// The name of colour `c`.
    pub fn name(&self, c: Colour) -> &str {
        &self.colours[c as usize]
    }

    /// Each cube's colour names, Front Back Left Right Top Bottom.
    pub fn names(&self) -> Vec<[&str; 6]> {
        self.cubes
            .iter()
            .map(|cube| cube.map(|c| self.name(c)))
            .collect()
    }

    /// The sub-puzzle made of the cubes at `indices` (same colour list, so colour indices
    /// keep their meaning).
    pub fn subset(&self, indices: &[usize]) -> Puzzle {
        Puzzle {
            colours: self.colours.clone(),
            cubes: indices.iter().map(|&i| self.cubes[i]).collect(),
        }
    }
}

/// The rows of `text` in order (their numbers are index + 1), and whether any `;` separated
/// two of them. A word that starts with `#` starts a comment that runs to the end of the
/// line (`R B G Y B Y  # first cube`), so a `;` inside it does not start a row; a `#` inside a
/// word (`C#`) is part of the word. A comment is kept at the end of its row (a comment line
/// is a row of its own, so later rows keep their numbers); the caller skips it.
fn rows(text: &str) -> (Vec<&str>, bool) {
    let mut rows = Vec::new();
    let mut semicolons = false;
    for line in text.split('\n') {
        let (mut rest, comment) = split_comment(line);
        while let Some((row, after)) = rest.split_once(';') {
            rows.push(row);
            semicolons = true;
            rest = after;
        }
        // The last row runs on into the comment: `rest` and `comment` are adjacent in `line`.
        let start = line.len() - rest.len() - comment.len();
        rows.push(line.get(start..).unwrap_or(rest));
    }
    (rows, semicolons)
}

/// `line` split where its comment starts (see [`comment_start`]); the comment is empty when
/// there is none. The text is cut with `get` and `split_at_checked`, which cannot panic, at
/// places that are always character boundaries: a cut that could panic brings the panic
/// message's character formatting, with its Unicode tables, into the WebAssembly modules.
fn split_comment(line: &str) -> (&str, &str) {
    comment_start(line)
        .and_then(|at| line.split_at_checked(at))
        .unwrap_or((line, ""))
}

/// Where the line's comment starts: the first `#` at the start of a word (after white space
/// or `;`, or at the start of the line).
fn comment_start(line: &str) -> Option<usize> {
    let mut before = None;
    for (i, ch) in line.char_indices() {
        if ch == '#' && before.is_none_or(|b: char| b.is_whitespace() || b == ';') {
            return Some(i);
        }
        before = Some(ch);
    }
    None
}

/// The words of a row before its comment (see [`rows`]).
fn before_comment(row: &str) -> &str {
    split_comment(row).0
}

/// `cube` in any case, with or without a colon: the start of a header or of a two-word label.
fn is_cube_word(word: &str) -> bool {
    word.trim_end_matches(':').eq_ignore_ascii_case("cube")
}

/// A header row: face names only (any case), optionally after `cube`. `found` is the row's
/// number of words, of which `words` holds the first eight.
fn is_header(words: &[&str], found: usize) -> bool {
    let names = if is_cube_word(words[0]) {
        &words[1..]
    } else {
        words
    };
    found <= 7
        && names.iter().all(|w| {
            let w = w.trim_end_matches(':');
            FACE_NAMES.iter().any(|f| f.eq_ignore_ascii_case(w))
        })
}
