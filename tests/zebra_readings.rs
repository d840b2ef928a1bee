//! The English module's hand-over (src/zebra/readings.rs): a text read by the English reader
//! and carried to the core modules as lines already read parses to the very same puzzle
//! (clues, line numbers, lines as printed, the `english` readings), for every puzzle written
//! in English the tests keep; a text the reader cannot read is the same error either way.

use puzzlebox::zebra::{read_english, Puzzle};
use std::path::Path;

/// Every `.txt` under `dir`, recursively, with its text.
fn texts(dir: &Path, out: &mut Vec<(String, String)>) {
    let mut entries: Vec<_> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .collect();
    entries.sort();
    for p in entries {
        if p.is_dir() {
            texts(&p, out);
        } else if p.extension().is_some_and(|x| x == "txt") {
            out.push((
                p.display().to_string(),
                std::fs::read_to_string(&p).unwrap(),
            ));
        }
    }
}

fn fixtures() -> Vec<(String, String)> {
    let mut out = vec![];
    for dir in ["english", "published"] {
        let root = Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("tests/fixtures")
            .join(dir);
        texts(&root, &mut out);
    }
    out
}

/// The carried text parses to the same puzzle, and holds no English line a core module
/// would have to read.
fn same(name: &str, text: &str) -> usize {
    let Ok(puzzle) = Puzzle::parse(text) else {
        return 0;
    };
    let carried = read_english(text).unwrap_or_else(|e| panic!("{name}: {e}"));
    assert_eq!(
        carried.lines().count(),
        text.strip_prefix('\u{feff}')
            .unwrap_or(text)
            .lines()
            .count(),
        "{name}"
    );
    let back = Puzzle::parse(&carried).unwrap();
    assert_eq!(back, puzzle, "{name}");
    puzzle.english.len()
}

#[test]
fn every_english_fixture_reads_back_to_the_same_puzzle() {
    let (mut puzzles, mut lines) = (0, 0);
    for (name, text) in fixtures() {
        let read = same(&name, &text);
        puzzles += usize::from(read > 0);
        lines += read;
    }
    println!("{puzzles} puzzles, {lines} English lines carried");
    assert!(
        puzzles >= 50,
        "only {puzzles} English puzzles among the fixtures"
    );
}

#[test]
fn comments_blank_lines_a_byte_order_mark_and_crlf_keep_their_lines() {
    let text = "\u{feff}# a comment\r\npositions: 3\r\nname: Ann, Bob, Cy\r\n\r\npet: cat, dog, fish\r\n\
                1. Ann owns the cat.  # said so\r\nBob is in 2\r\n3) The dog's owner lives in the last house.\r\n";
    assert!(same("crlf", text) == 2);
    let carried = read_english(text).unwrap();
    let lines: Vec<&str> = carried.lines().collect();
    assert_eq!(lines[6], "Bob is in 2");
    assert!(
        lines[5].starts_with("\u{1f}1. Ann owns the cat.\u{1f}"),
        "{:?}",
        lines[5]
    );
}

#[test]
fn a_text_the_reader_cannot_read_is_the_same_error() {
    let text = "positions: 3\nname: Ann, Bob, Cy\npet: cat, dog, fish\n\
                1. Ann owns the cat.\n2. Bob flibbers the wug.\n3. Cy zorks loudly.\n";
    let e = Puzzle::parse(text).unwrap_err();
    assert_eq!(read_english(text).unwrap_err(), e);
    assert_eq!(e.kind(), "unread_lines");
}

#[test]
fn a_typed_control_character_is_still_refused() {
    // Only a line that starts with the separator is a carried one; elsewhere it is refused.
    let text = "positions: 2\nname: Ann, Bob\npet: cat, dog\nAnn is \u{1f}cat\n";
    assert_eq!(Puzzle::parse(text).unwrap_err().kind(), "control_character");
}

#[test]
fn a_counting_clue_and_its_lettered_statements_are_carried_as_one_clue() {
    // The lettered lines belong to the opening line's clue: carried, they stay part of it
    // rather than being read again on their own.
    let text = "band: Ellyfish, Korrupt, Retread Ed, Yellow Reef\n\
                music: country, grunge, reggae, speed metal\n\
                place: carnival games, information booth, mosh pit, T-shirt vendor\n\
                4. Exactly two of the following three statements are true:\n\
                a) Ellyfish plays grunge music.\n\
                b) Retread Ed is not at the information booth.\n\
                (c) Yellow Reef isn't at the T-shirt vendor.\n\
                Korrupt is country\n";
    assert_eq!(same("counting", text), 1);
    let carried = read_english(text).unwrap();
    let lines: Vec<&str> = carried.lines().collect();
    assert!(lines[3].contains("\u{1f}exactly 2 of: "), "{:?}", lines[3]);
    assert_eq!(lines[4], "a) Ellyfish plays grunge music.");
}
