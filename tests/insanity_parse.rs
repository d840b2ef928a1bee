//! The text format: what is accepted, and that bad input is an error naming the line or row.

use puzzlebox::insanity::{InsanityError, Puzzle, MAX_CUBES};

#[test]
fn labels_headers_comments_and_blank_lines() {
    let p = Puzzle::parse(
        "# the classic\nCube Front Back Left Right Top Bottom\n\n1 R B G Y B Y\n  R G G Y B B  \n",
    )
    .unwrap();
    assert_eq!(p.len(), 2);
    assert_eq!(p.colours, ["R", "B", "G", "Y"]);
    let names: Vec<&str> = p.cubes[1].iter().map(|&c| p.name(c)).collect();
    assert_eq!(names, ["R", "G", "G", "Y", "B", "B"]);
}

#[test]
fn colours_are_case_sensitive_words() {
    let p = Puzzle::parse("red Red RED 1 blue-ish x").unwrap();
    assert_eq!(p.colours.len(), 6);
}

#[test]
fn semicolons_separate_rows() {
    let p = Puzzle::parse("R B G Y B Y; R G G Y B B;Y B R G Y R").unwrap();
    assert_eq!(p.len(), 3);
    let e = Puzzle::parse("R B G Y B Y;R G G Y B;Y B R G Y R").unwrap_err();
    assert_eq!(
        e,
        InsanityError::WrongTokenCount {
            line: 2,
            unit: "row",
            found: 5
        }
    );
    assert!(e.to_string().starts_with("row 2:"), "{e}");
}

#[test]
fn wrong_token_count_names_the_line() {
    for (text, line, found) in [
        ("R B G Y B Y\nR G G Y B\n", 2, 5),
        ("Cube F B L R T D\n\nR B G Y B Y\n1 2 R G G Y B B\n", 4, 8),
        ("R\n", 1, 1),
    ] {
        let e = Puzzle::parse(text).unwrap_err();
        assert_eq!(
            e,
            InsanityError::WrongTokenCount {
                line,
                unit: "line",
                found
            }
        );
        assert_eq!(e.line(), Some(line));
        assert!(e.to_string().starts_with(&format!("line {line}:")), "{e}");
    }
}

#[test]
fn no_cubes_is_an_error() {
    for text in [
        "",
        "\n\n",
        "# nothing\nCube Front Back Left Right Top Bottom\n",
        ";;",
    ] {
        assert_eq!(Puzzle::parse(text).unwrap_err(), InsanityError::NoCubes);
    }
}

#[test]
fn too_many_cubes_names_the_first_extra_line() {
    let text = "A B C D E F\n".repeat(MAX_CUBES);
    assert_eq!(Puzzle::parse(&text).unwrap().len(), MAX_CUBES);
    let text = format!("# many\n{}", "A B C D E F\n".repeat(MAX_CUBES + 1));
    let e = Puzzle::parse(&text).unwrap_err();
    assert_eq!(
        e,
        InsanityError::TooManyCubes {
            line: MAX_CUBES + 2,
            unit: "line",
            max: MAX_CUBES
        }
    );
}

#[test]
fn text_round_trips() {
    let p = Puzzle::parse("1 R B G Y B Y\n2 R G G Y B B\n3 Y B R G Y R\n4 Y G B R R R").unwrap();
    assert_eq!(Puzzle::parse(&p.to_text()).unwrap(), p);
}
