//! Comparisons as publishers print them (compare.rs): the puzzle's own words around one
//! comparison, amounts in words, "ahead of" / "behind" by category, "may" — and the sentences
//! that must be refused.

use crate::zebra::{Puzzle, ZebraError};

const TIMES: &str = "positions: times: 9:00am, 9:30am, 10:00am, 10:30am
name: Paul, Lucas, Amy, Bob
city: Yaro City, Oslo, Rome, Paris
";

/// The clue lines `sentence` was read as, under `header`.
fn read_in(header: &str, sentence: &str) -> Result<Vec<String>, ZebraError> {
    let p = Puzzle::parse(&format!("{header}\n{sentence}\n"))?;
    assert_eq!(
        p.english.len(),
        1,
        "{sentence:?} was read as the clue language"
    );
    Ok(p.english[0].clues.clone())
}

fn reads(header: &str, sentence: &str, want: &[&str]) {
    match read_in(header, sentence) {
        Ok(c) => assert_eq!(c, want, "{sentence:?}"),
        Err(e) => panic!("{sentence:?}: {e}"),
    }
}

#[test]
fn debug() {
    reads(
        TIMES,
        "Paul began his contest 30 minutes after the person from Yaro City.",
        &[],
    );
}
