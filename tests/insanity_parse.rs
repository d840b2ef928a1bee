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
            found: 5,
            label: false
        }
    );
    assert!(e.to_string().starts_with("row 2:"), "{e}");
}

#[test]
fn wrong_token_count_names_the_line() {
    for (text, line, found, label) in [
        ("R B G Y B Y\nR G G Y B\n", 2, 5, false),
        (
            "Cube Front Back Left Right Top Bottom\n\nR B G Y B Y\n1 2 R G G Y B B\n",
            4,
            8,
            false,
        ),
        // Led by `cube` but neither a header nor `Cube N` and six colours.
        ("Cube F B L R T D\nR B G Y B Y\n", 1, 7, true),
        ("R B G Y B Y\nCube 2 R G G Y B\n", 2, 7, true),
        ("cube 1 2 R B G Y B Y\n", 1, 9, true),
        ("R\n", 1, 1, false),
    ] {
        let e = Puzzle::parse(text).unwrap_err();
        assert_eq!(
            e,
            InsanityError::WrongTokenCount {
                line,
                unit: "line",
                found,
                label
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

/// The cubes of a parsed puzzle as colour names, to compare readings of differently written texts.
fn named(p: &Puzzle) -> Vec<Vec<&str>> {
    p.cubes
        .iter()
        .map(|c| c.iter().map(|&x| p.name(x)).collect())
        .collect()
}

const CLASSIC: [[&str; 6]; 4] = [
    ["R", "B", "G", "Y", "B", "Y"],
    ["R", "G", "G", "Y", "B", "B"],
    ["Y", "B", "R", "G", "Y", "R"],
    ["Y", "G", "B", "R", "R", "R"],
];

#[test]
fn headers_are_face_names_in_any_case_optionally_after_cube() {
    for header in [
        "Cube Front Back Left Right Top Bottom",
        "cube front back left right top bottom",
        "CUBE: FRONT: BACK: LEFT: RIGHT: TOP: BOTTOM:",
        "front back left right top bottom",
        "Cube",
    ] {
        let text = format!("{header}\nR B G Y B Y\nR G G Y B B\nY B R G Y R\nY G B R R R\n");
        let p = Puzzle::parse(&text).unwrap();
        assert_eq!(named(&p), CLASSIC, "{header}");
    }
}

#[test]
fn cube_n_labels_are_ignored() {
    let text = "Cube 1 R B G Y B Y\ncube 2: R G G Y B B\nCUBE three Y B R G Y R\n4 Y G B R R R\n";
    assert_eq!(named(&Puzzle::parse(text).unwrap()), CLASSIC);
}

#[test]
fn a_leading_byte_order_mark_is_ignored() {
    let text = "\u{feff}R B G Y B Y\nR G G Y B B\nY B R G Y R\nY G B R R R\n";
    let p = Puzzle::parse(text).unwrap();
    assert_eq!(named(&p), CLASSIC);
    assert_eq!(p.colours, ["R", "B", "G", "Y"]);
}

#[test]
fn semicolons_inside_comments_do_not_split_rows() {
    let text = "# the classic; four cubes\nR B G Y B Y;R G G Y B B\nY B R G Y R; # third; fourth next\nY G B R R R\n";
    assert_eq!(named(&Puzzle::parse(text).unwrap()), CLASSIC);
    // Row numbers count the rows a `;` makes outside comments, and only those.
    let e = Puzzle::parse("# a; b; c\nR B G Y B Y; R G\n").unwrap_err();
    assert_eq!(
        e,
        InsanityError::WrongTokenCount {
            line: 3,
            unit: "row",
            found: 2,
            label: false
        }
    );
    // A `;` only inside comments leaves the text in lines.
    let e = Puzzle::parse("# a; b\nR G\n").unwrap_err();
    assert_eq!(e.line(), Some(2));
    assert!(e.to_string().starts_with("line 2:"), "{e}");
}
