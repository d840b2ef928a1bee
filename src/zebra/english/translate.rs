//! `--translate`: a puzzle with its English lines shown as the clue language reads them, so an
//! author sees each sentence's reading (and which words a story reading took as links, or a
//! reading of two people sharing something left out).

use super::statements::{lead, letter};
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
    // Whether the lines are the lettered statements of a counting clue just written.
    let mut statements = false;
    for (i, raw) in text.lines().enumerate() {
        match readings.peek() {
            _ if statements && letter(raw).is_some() => {
                out += "# ";
                out += raw.trim();
                out.push('\n');
            }
            Some(r) if r.line == i + 1 => {
                statements = lead(raw).is_some();
                out += "# ";
                out += raw.trim();
                out.push('\n');
                if r.clues.is_empty() {
                    out += "# (skipped: a line of the puzzle's structure, no clue)\n";
                }
                let (story, shared) = english.story_words(&p, r.line, &r.text);
                let quoted = |ws: Vec<String>| {
                    let ws: Vec<String> = ws.iter().map(|w| format!("'{}'", Clip(w))).collect();
                    and_list(&ws)
                };
                if !story.is_empty() {
                    let words = quoted(story);
                    out += &format!("# (a story: {words} taken as linking what it names)\n");
                }
                if !shared.is_empty() {
                    let words = quoted(shared);
                    out += &format!(
                        "# (left out: {words}, what the two share, which no category names)\n"
                    );
                }
                for c in &r.clues {
                    out += c;
                    out.push('\n');
                }
                readings.next();
            }
            _ => {
                // Blank lines and comments may stand between the statements.
                statements &= crate::zebra::parse::content(raw).is_empty();
                out += raw;
                out.push('\n');
            }
        }
    }
    Ok(out)
}
