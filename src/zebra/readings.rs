//! English clue lines carried as read. The browser's core zebra modules have no English
//! reader (it is most of their size, and a text in the clue language never needs it): a text
//! they cannot read goes to the English module, which reads it and hands back the same text
//! with each English line replaced by one line holding the line as printed and the
//! clue-language lines it was read as. Every line keeps its number, so the core answers from
//! that text exactly as from the original: explanations quote the lines as printed, and the
//! `english` readings are the same.
//!
//! A carried line starts with the unit separator (U+001F) and separates its fields with it:
//! a control character, refused in any typed line, so no puzzle a person writes is read so.

#[cfg(feature = "english")]
use super::error::ZebraError;
#[cfg(feature = "english")]
use super::model::Puzzle;

/// The separator of a carried line's fields, and its first character.
const MARK: char = '\u{1f}';

/// A carried line's parts: the line as printed and its clue-language lines (none for a line
/// of the puzzle's structure, read as no clue). `None` for any other line.
pub(crate) fn decode(raw: &str) -> Option<(&str, Vec<&str>)> {
    let mut fields = raw.strip_prefix(MARK)?.split(MARK);
    let printed = fields.next()?;
    Some((printed, fields.collect()))
}

/// The text `text` as the core modules read it: every line read as English carried with its
/// reading, every other line as it is; or the error the text has, as [`Puzzle::parse`] says
/// it. The carried text is read back before it is handed over: a reading that would not come
/// back the same is an error, never another puzzle.
#[cfg(feature = "english")]
pub fn read_english(text: &str) -> Result<String, ZebraError> {
    let puzzle = Puzzle::parse(text)?;
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    let mut readings = puzzle.english.iter().peekable();
    let mut out = String::with_capacity(text.len() * 2);
    for (i, raw) in text.lines().enumerate() {
        match readings.next_if(|r| r.line == i + 1) {
            Some(r) => {
                out.push(MARK);
                out += &r.text;
                for clue in &r.clues {
                    out.push(MARK);
                    out += clue;
                }
            }
            None => out += raw,
        }
        out.push('\n');
    }
    match Puzzle::parse(&out) {
        Ok(back) if back == puzzle => Ok(out),
        _ => Err(ZebraError::English {
            line: puzzle.english.first().map_or(1, |r| r.line),
            message: "the English reading could not be handed to the solver".to_string(),
        }),
    }
}
