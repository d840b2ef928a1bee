//! `--translate`: a puzzle with its English lines shown as the clue language reads them, so an
//! author sees each sentence's reading (and which words a story reading took as links).

use super::tokens::and_list;
use super::English;
use crate::zebra::error::{Clip, ZebraError};
use crate::zebra::model::Puzzle;

/// The puzzle `text` in the clue language: every English clue line becomes a `#` comment
/// holding the sentence, followed by the clue line(s) it was read as; every other line stays
/// as it is. The result parses to the same clues.
pub fn translate(text: &str) -> Result<String, ZebraError> {
    let p = Puzzle::parse(text)?;
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    let mut out = String::with_capacity(text.len() * 2);
    let mut readings = p.english.iter().peekable();
    let english = English::new(&p);
    for (i, raw) in text.lines().enumerate() {
        match readings.peek() {
            Some(r) if r.line == i + 1 => {
                out += "# ";
                out += raw.trim();
                out.push('\n');
                if r.clues.is_empty() {
                    out += "# (skipped: a line of the puzzle's structure, no clue)\n";
                }
                let story = english.story_words(&p, r.line, &r.text);
                if !story.is_empty() {
                    let words: Vec<String> =
                        story.iter().map(|w| format!("'{}'", Clip(w))).collect();
                    out += &format!(
                        "# (a story: {} taken as linking what it names)\n",
                        and_list(&words)
                    );
                }
                for c in &r.clues {
                    out += c;
                    out.push('\n');
                }
                readings.next();
            }
            _ => {
                out += raw;
                out.push('\n');
            }
        }
    }
    Ok(out)
}
