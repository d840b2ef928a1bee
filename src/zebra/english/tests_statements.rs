//! Counting clues as printed (statements.rs): "Exactly two of the following three statements
//! are true:" with its lettered lines, and "X is either Y or Z, or both"; what each reads
//! as, what it means to the solver, and the lines that must be refused.

use super::super::test_support::{read_in, reads};
use crate::zebra::solve::analyse;
use crate::zebra::Puzzle;

const BANDS: &str = "band: Ellyfish, Korrupt, Retread Ed, Yellow Reef
music: country, grunge, reggae, speed metal
place: carnival games, information booth, mosh pit, T-shirt vendor
";

const PETS: &str = "positions: 4
person: Amy, Bob, Cal, Dan
pet: cat, dog, fish, bird
";

/// The puzzle `header` + `lines`, or its error as text.
fn parse(header: &str, lines: &str) -> Result<Puzzle, String> {
    Puzzle::parse(&format!("{header}{lines}")).map_err(|e| e.to_string())
}

#[test]
fn lettered_statements_after_an_opening_line_are_one_counting_clue() {
    let p = parse(
        BANDS,
        "4. Exactly two of the following three statements are true:
a) Ellyfish plays grunge music.
b) Retread Ed is not at the information booth.
(c) Yellow Reef isn't at the T-shirt vendor.
",
    )
    .unwrap();
    assert_eq!(p.clues.len(), 1);
    assert_eq!(p.clues[0].line, 4);
    assert_eq!(
        p.english[0].clues,
        [
            "exactly 2 of: Ellyfish is grunge; Retread Ed is not information booth; Yellow Reef \
          is not T-shirt vendor"
        ]
    );
    for (opening, amount) in [
        ("At least one of the following is true:", "at least 1"),
        ("Only one of the following statements is true.", "exactly 1"),
        ("At most 1 of the following 2 clues are true:", "at most 1"),
    ] {
        let p = parse(
            BANDS,
            &format!("{opening}\na) Ellyfish plays grunge.\nb) Korrupt plays reggae.\n"),
        )
        .unwrap_or_else(|e| panic!("{opening}: {e}"));
        assert_eq!(
            p.english[0].clues,
            [format!(
                "{amount} of: Ellyfish is grunge; Korrupt is reggae"
            )]
        );
    }
}

#[test]
fn statements_that_do_not_fit_their_opening_line_are_refused() {
    let opening = "4. Exactly two of the following three statements are true:\n";
    for (statements, why) in [
        // One statement missing, one too many.
        (
            "a) Ellyfish plays grunge.\nb) Korrupt plays reggae.\n",
            "speaks of 3 statements, but 2",
        ),
        (
            "a) Ellyfish plays grunge.\nb) Korrupt plays reggae.\nc) Korrupt is at the mosh \
             pit.\nd) Yellow Reef plays country.\n",
            "speaks of 3 statements, but 4",
        ),
        // Letters out of order.
        (
            "a) Ellyfish plays grunge.\nc) Korrupt plays reggae.\nb) Korrupt is at the mosh pit.\n",
            "lettered 'b)'",
        ),
        // No statements at all.
        ("Korrupt plays reggae.\n", "no lettered lines"),
        // A statement that is no single relation.
        (
            "a) Ellyfish plays grunge.\nb) Korrupt plays reggae or country.\nc) Korrupt is at \
             the mosh pit.\n",
            "one relation",
        ),
        // A statement that does not read names its own line.
        (
            "a) Ellyfish plays grunge.\nb) Korrupt hums quietly.\nc) Korrupt is at the mosh pit.\n",
            "line 6 ",
        ),
    ] {
        match parse(BANDS, &format!("{opening}{statements}")) {
            Ok(p) => panic!("{statements:?} was read as {:?}", p.english),
            Err(e) => assert!(e.contains(why), "{statements:?}: {e}"),
        }
    }
    // A bare count could mean "exactly" or "at least": unread, as is an opening of the
    // wrong shape.
    for opening in [
        "Two of the following statements are true:",
        "Exactly two of the following statements are false:",
        "Exactly two of the following statements are true for Amy:",
    ] {
        let e = parse(
            BANDS,
            &format!("{opening}\na) Ellyfish plays grunge.\nb) Korrupt plays reggae.\n"),
        );
        assert!(e.is_err(), "{opening}: {e:?}");
    }
    // A lettered line with no opening line is still no clue of its own.
    assert!(parse(BANDS, "a) Ellyfish plays grunge.\n").is_err());
}

#[test]
fn a_counting_clue_means_what_it_counts() {
    // With Ellyfish on grunge and Korrupt on reggae, exactly one of the two statements
    // below holds only where Korrupt is not at the mosh pit; "at least one" allows both.
    let fixed = "Ellyfish plays grunge.\nKorrupt plays reggae.\nRetread Ed plays country.\n\
                 Ellyfish is at the carnival games.\nRetread Ed is at the information booth.\n";
    let exactly = "Exactly one of the following is true:\na) Korrupt is at the mosh pit.\nb) \
                   Ellyfish plays grunge.\n";
    let at_least = "At least one of the following is true:\na) Korrupt is at the mosh pit.\nb) \
                    Ellyfish plays grunge.\n";
    let p = parse(BANDS, &format!("{fixed}{exactly}")).unwrap();
    let a = analyse(&p);
    assert_eq!(a.count, 1);
    // Korrupt (item 1) shares its row with the T-shirt vendor (item 8 + 3).
    assert_eq!(
        a.solutions[0][1], a.solutions[0][11],
        "Korrupt is at the T-shirt vendor"
    );
    assert_eq!(
        analyse(&parse(BANDS, &format!("{fixed}{at_least}")).unwrap()).count,
        2
    );
}

#[test]
fn an_inclusive_or_reads_as_at_least_one() {
    reads(
        PETS,
        &[
            (
                "Amy is either the cat owner or in the first house, or both.",
                &["at least 1 of: Amy is cat; Amy is in 1"],
            ),
            (
                "The cat owner is Amy or the second house or both.",
                &["at least 1 of: cat is Amy; cat is in 2"],
            ),
        ],
    );
    // Both may hold, or one; not neither.
    let clue = "Amy is either the cat owner or in the first house, or both.\n";
    for (amy, cat, count) in [(2, 3, 0), (1, 1, 1), (1, 2, 1), (2, 2, 1)] {
        let others = ["Bob", "Cal", "Dan"]
            .iter()
            .zip((1..=4).filter(|&q| q != amy));
        let others: String = others.map(|(w, q)| format!("{w} is in {q}.\n")).collect();
        let pets = ["dog", "fish", "bird"]
            .iter()
            .zip((1..=4).filter(|&q| q != cat));
        let pets: String = pets.map(|(w, q)| format!("{w} is in {q}.\n")).collect();
        let text = format!("{clue}Amy is in {amy}.\n{others}cat is in {cat}.\n{pets}");
        let p = parse(PETS, &text).unwrap();
        assert_eq!(analyse(&p).count, count, "{text}");
    }
    assert!(read_in(PETS, "Amy owns the cat or the dog, or both, on Sundays.").is_err());
}

#[test]
fn many_lettered_lines_are_refused_at_once() {
    // Thousands of lettered lines (the same letter again and again): refused by their count,
    // before any is read; printed, not timed.
    let lines: String = (0..20_000).map(|_| "a) Ellyfish plays grunge.\n").collect();
    let text = format!("Exactly one of the following is true:\n{lines}");
    let start = std::time::Instant::now();
    let e = parse(BANDS, &text).unwrap_err();
    eprintln!("{} bytes refused in {:?}", text.len(), start.elapsed());
    assert!(e.contains("at most 8"), "{}", &e[..e.len().min(300)]);
}
