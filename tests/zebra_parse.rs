//! The clue language: every documented form, errors that name the line, and no panic on any
//! input (proptest).

use proptest::prelude::*;
use puzzlebox::zebra::{Constraint, Puzzle, Relation, Term, ZebraError, EINSTEIN};

const HEAD: &str =
    "positions: 4\ncolour: red, green, light blue, white\ndrink: tea, milk, red, water\n";

fn clue(line: &str) -> Result<Constraint, ZebraError> {
    Puzzle::parse(&format!("{HEAD}{line}\n")).map(|p| p.clues[0].constraint.clone())
}

#[test]
fn every_clue_form_parses_to_its_meaning() {
    let (red, green, blue, white) = (Term::Item(0), Term::Item(1), Term::Item(2), Term::Item(3));
    let (tea, milk) = (Term::Item(4), Term::Item(5));
    let rel = |x, rel, y| Constraint::Rel { x, rel, y };
    let cases = [
        ("green is tea", rel(green, Relation::Same, tea)),
        ("Green IS Tea", rel(green, Relation::Same, tea)),
        ("green is not tea", rel(green, Relation::NotSame, tea)),
        ("green is in 2", rel(green, Relation::Same, Term::Pos(1))),
        (
            "green is not in 4",
            rel(green, Relation::NotSame, Term::Pos(3)),
        ),
        (
            "green is position 3",
            rel(green, Relation::Same, Term::Pos(2)),
        ),
        ("green is left of tea", rel(green, Relation::LeftOf, tea)),
        ("green is right of tea", rel(tea, Relation::LeftOf, green)),
        (
            "green is immediately left of white",
            rel(green, Relation::ImmLeft, white),
        ),
        (
            "green is immediately right of white",
            rel(white, Relation::ImmLeft, green),
        ),
        (
            "light  blue is next to milk",
            rel(blue, Relation::NextTo, milk),
        ),
        (
            "light blue is not next to milk",
            rel(blue, Relation::NotNextTo, milk),
        ),
        (
            "light blue is 2 away from milk",
            rel(blue, Relation::Away(2), milk),
        ),
        (
            "light blue is 2 after milk",
            rel(blue, Relation::LabelDiff(2), milk),
        ),
        (
            "light blue is 2 times milk",
            rel(blue, Relation::LabelTimes(2), milk),
        ),
        (
            "light blue is 6 minus milk",
            rel(blue, Relation::LabelSum(6), milk),
        ),
        (
            "light blue is 3 before milk",
            rel(blue, Relation::LabelDiff(-3), milk),
        ),
        (
            "colour.red is drink.red",
            rel(red, Relation::Same, Term::Item(6)),
        ),
        (
            "tea is either colour.red or light blue",
            Constraint::Either {
                x: tea,
                y: red,
                z: blue,
            },
        ),
        (
            "of green and white, one is tea and the other is milk",
            Constraint::OneEach {
                x: green,
                y: white,
                z: tea,
                w: milk,
            },
        ),
        (
            "green is tea   # a comment",
            rel(green, Relation::Same, tea),
        ),
    ];
    for (text, want) in cases {
        assert_eq!(
            clue(text).unwrap_or_else(|e| panic!("{text}: {e}")),
            want,
            "{text}"
        );
    }
}

#[test]
fn labelled_positions_and_headers() {
    let p = Puzzle::parse("title: Diet\npositions: pounds lost: 3, 5, 7, 9\nname: Ann, Bob, Cy, Di\nAnn is 4 after Bob\nCy is in 7\n")
        .unwrap();
    assert_eq!(p.title.as_deref(), Some("Diet"));
    assert_eq!(p.position_name.as_deref(), Some("pounds lost"));
    assert_eq!(p.labels, vec![3, 5, 7, 9]);
    assert_eq!(
        p.clues[1].constraint,
        Constraint::Rel {
            x: Term::Item(2),
            rel: Relation::Same,
            y: Term::Pos(2)
        }
    );
    assert_eq!(p.clues[0].line, 4);
    // Text round trip through the generator's writer.
    let again = Puzzle::parse(&p.to_text()).unwrap();
    assert_eq!(again.labels, p.labels);
    assert_eq!(
        again
            .clues
            .iter()
            .map(|c| &c.constraint)
            .collect::<Vec<_>>(),
        p.clues.iter().map(|c| &c.constraint).collect::<Vec<_>>()
    );
}

#[test]
fn errors_name_the_line_and_what_was_expected() {
    let line_of = |text: &str| Puzzle::parse(text).unwrap_err();
    // A line the clue language refuses is read as English; one that is neither says so.
    let e = line_of(&format!("{HEAD}\ngreen is tea\ngreen frobs next to tea\n"));
    assert_eq!((e.kind(), e.line()), ("english", Some(6)));
    assert!(
        e.to_string()
            .starts_with("line 6: cannot place the word 'frobs'"),
        "{e}"
    );
    let e = line_of(&format!("{HEAD}gren is tea\n"));
    assert_eq!(e.line(), Some(4));
    assert!(
        matches!(&e, ZebraError::UnknownName { name, suggestion: Some(s), .. } if name == "gren" && s == "green"),
        "{e:?}"
    );
    let e = line_of(&format!("{HEAD}green is next to mlik\n"));
    assert!(
        matches!(&e, ZebraError::UnknownName { name, .. } if name == "mlik"),
        "{e:?}"
    );
    let e = line_of(&format!("{HEAD}red is tea\n"));
    assert_eq!(e.kind(), "ambiguous_name");
    assert!(e.to_string().contains("colour.red"), "{e}");
    let e = line_of(&format!("{HEAD}green is in 7\n"));
    assert_eq!((e.kind(), e.line()), ("no_such_position", Some(4)));
    let e = line_of("positions: 3\ncolour: red, green\n");
    assert_eq!((e.kind(), e.line()), ("wrong_value_count", Some(2)));
    let e = line_of("positions: 2\ncolour: red, Red\n");
    assert_eq!(e.kind(), "duplicate_value");
    // An invisible control character is named with its line and column, even in a comment.
    let e = line_of(&format!("{HEAD}green is tea\0\n"));
    assert_eq!((e.kind(), e.line()), ("control_character", Some(4)));
    assert_eq!(
        e.to_string(),
        "line 4: character 13 is an invisible control character (U+0000, NUL), which the text may not hold"
    );
    let e = line_of(&format!("{HEAD}# a \u{7} bell\n"));
    assert_eq!((e.kind(), e.line()), ("control_character", Some(4)));
    for blank in ['\t', '\u{b}', '\u{c}', '\r'] {
        let text = format!("{HEAD}green{blank}is tea\n");
        assert!(Puzzle::parse(&text).is_ok(), "{blank:?} is a blank");
    }
    let e = line_of("positions: 2\ncolour: red, green\ncolour: a, b\n");
    assert_eq!((e.kind(), e.line()), ("duplicate_attribute", Some(3)));
    let e = line_of("positions: many\n");
    assert_eq!((e.kind(), e.line()), ("bad_header", Some(1)));
    let e = line_of("positions: 0\n");
    assert_eq!(e.kind(), "too_many_positions");
    assert_eq!(line_of("# nothing\n").kind(), "no_attributes");
    // 65 attributes: the 65th line is named (the solver keeps a bit per attribute).
    let many: String = (0..65).map(|a| format!("a{a}: x{a}, y{a}\n")).collect();
    let e = line_of(&format!("positions: 2\n{many}"));
    assert_eq!((e.kind(), e.line()), ("too_many_attributes", Some(66)));
    let e = Puzzle::parse(&format!(
        "positions: 2\n{}",
        &many[..many.rfind("a64").unwrap()]
    ));
    assert!(e.is_ok(), "64 attributes are fine: {e:?}");
}

#[test]
fn einstein_example_parses() {
    let p = Puzzle::parse(EINSTEIN).unwrap();
    assert_eq!(p.title.as_deref(), Some("Einstein's riddle"));
    assert_eq!(p.clues[3].text, "green is immediately left of white");
}

proptest! {
    #[test]
    fn arbitrary_text_never_panics(text in "\\PC{0,300}") {
        let _ = Puzzle::parse(&text);
    }

    #[test]
    fn arbitrary_lines_after_a_header_never_panic(lines in prop::collection::vec("[a-zA-Z0-9 .,:#é]{0,40}", 0..8)) {
        let text = format!("{HEAD}{}", lines.join("\n"));
        if let Err(e) = Puzzle::parse(&text) {
            prop_assert!(e.line().is_none_or(|l| l <= text.lines().count().max(1)));
            prop_assert!(!e.to_string().is_empty());
        }
    }

    #[test]
    fn mangled_einstein_never_panics(cut in 0usize..900, insert in "\\PC{0,12}") {
        let mut text = EINSTEIN.to_string();
        let mut at = cut.min(text.len());
        while !text.is_char_boundary(at) {
            at -= 1;
        }
        text.insert_str(at, &insert);
        if let Ok(p) = Puzzle::parse(&text) {
            let _ = puzzlebox::zebra::analyse(&p);
        }
    }
}
