//! What the reader's unit tests share: a sentence read under a header, as the clue lines it
//! reads as, and the two checks most tests make of a list of sentences.

use crate::zebra::Puzzle;

/// The clue lines `sentence` reads as under `header`, or the reader's message.
pub fn read_in(header: &str, sentence: &str) -> Result<Vec<String>, String> {
    Puzzle::parse(&format!("{header}{sentence}\n"))
        .map(|p| p.english[0].clues.clone())
        .map_err(|e| e.to_string())
}

/// Each sentence reads as exactly its clue lines.
pub fn reads(header: &str, rows: &[(&str, &[&str])]) {
    for (sentence, want) in rows {
        let got = read_in(header, sentence).unwrap_or_else(|e| panic!("{sentence:?}: {e}"));
        assert_eq!(got, *want, "{sentence:?}");
    }
}

/// Each sentence is refused.
pub fn refused(header: &str, sentences: &[&str]) {
    for sentence in sentences {
        let got = read_in(header, sentence);
        assert!(got.is_err(), "{sentence:?} was read as {got:?}");
    }
}
