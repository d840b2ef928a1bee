//! The text format written out: the header and one aligned row per cube that the command
//! line prints, the page shows beside its nets and the example file is written in, and the
//! one-line form (rows joined by `;`) of the page's links. Both parse back to the cubes
//! written (see [`super::puzzle`] for the reading side).
//!
//! The page also writes cubes it is still painting: a face not painted yet is written
//! [`BLANK`], so the text stays one row of six words per cube.

use super::error::{InsanityError, MAX_CUBES};
use super::puzzle::{Puzzle, FACE_NAMES};

/// How a face not painted yet is written. The reader takes it as one more colour name; the
/// page reads it back as an unpainted face and refuses to solve while one is left.
pub const BLANK: &str = "?";

impl Puzzle {
    /// The puzzle in the input format (see [`write`]); parses back to an equal puzzle.
    pub fn to_text(&self) -> String {
        write(&self.names())
    }
}

/// Cubes as a header (`Cube` and the face names) and one row per cube (`label F B L R T D`),
/// columns left-aligned and one space apart, without trailing spaces. One space keeps the rows
/// short in the page's text box; a colour is a single word, so the columns still read apart.
pub fn write<S: AsRef<str>>(cubes: &[[S; 6]]) -> String {
    let header =
        std::iter::once("Cube".to_string()).chain(FACE_NAMES.iter().map(|f| capitalised(f)));
    let mut rows: Vec<Vec<String>> = vec![header.collect()];
    for (i, cube) in cubes.iter().enumerate() {
        let mut row = vec![(i + 1).to_string()];
        row.extend(cube.iter().map(|name| name.as_ref().to_string()));
        rows.push(row);
    }
    let widths: Vec<usize> = (0..rows[0].len())
        .map(|k| rows.iter().map(|r| r[k].chars().count()).max().unwrap_or(0))
        .collect();
    let mut out = String::new();
    for row in &rows {
        let mut line = String::new();
        for (cell, width) in row.iter().zip(&widths) {
            line.push_str(cell);
            line.extend(std::iter::repeat_n(' ', width - cell.chars().count() + 1));
        }
        out.push_str(line.trim_end());
        out.push('\n');
    }
    out
}

/// `front` → `Front`.
fn capitalised(word: &str) -> String {
    let mut chars = word.chars();
    chars
        .next()
        .map(|first| first.to_uppercase().chain(chars).collect())
        .unwrap_or_default()
}

/// Cubes on one line, rows of six colours joined by `;` (no labels): the page's links.
pub fn write_rows<S: AsRef<str>>(cubes: &[[S; 6]]) -> String {
    let rows: Vec<String> = cubes
        .iter()
        .map(|cube| {
            cube.iter()
                .map(AsRef::as_ref)
                .collect::<Vec<&str>>()
                .join(" ")
        })
        .collect();
    rows.join(";")
}

/// A painting as colour names, [`BLANK`] for a face not painted (`None`). Refuses what
/// would not read back as the same cubes: more than [`MAX_CUBES`] cubes, or a colour that
/// is not one word (empty, with white space or `;`).
pub fn painted(cubes: &[[Option<String>; 6]]) -> Result<Vec<[&str; 6]>, InsanityError> {
    if cubes.len() > MAX_CUBES {
        return Err(InsanityError::TooManyCubes {
            // The first cube too many, on the line below the header.
            line: MAX_CUBES + 2,
            unit: "line",
            max: MAX_CUBES,
        });
    }
    cubes
        .iter()
        .enumerate()
        .map(|(c, cube)| {
            let mut names = [BLANK; 6];
            for (f, (slot, face)) in names.iter_mut().zip(cube).enumerate() {
                if let Some(name) = face {
                    if !is_word(name) {
                        return Err(InsanityError::NotAWord {
                            cube: c + 1,
                            face: FACE_NAMES[f],
                        });
                    }
                    *slot = name;
                }
            }
            Ok(names)
        })
        .collect()
}

/// One word of the text format: not empty, no white space, no `;` (which ends a row), not
/// led by `#` (which starts a comment).
fn is_word(name: &str) -> bool {
    !name.is_empty()
        && !name.starts_with('#')
        && !name.chars().any(|c| c.is_whitespace() || c == ';')
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn columns_are_one_space_apart_and_lines_end_without_spaces() {
        let text = write(&[
            ["R", "B", "G", "Y", "B", "Y"],
            ["red", "G", "G", "Y", "B", "B"],
        ]);
        assert_eq!(
            text,
            "Cube Front Back Left Right Top Bottom\n\
             1    R     B    G    Y     B   Y\n\
             2    red   G    G    Y     B   B\n"
        );
    }

    #[test]
    fn rows_join_cubes_with_semicolons() {
        assert_eq!(
            write_rows(&[
                ["a", "b", "c", "d", "e", "f"],
                ["g", "h", "i", "j", "k", "l"]
            ]),
            "a b c d e f;g h i j k l"
        );
    }

    #[test]
    fn a_painting_writes_blanks_and_refuses_what_would_not_read_back() {
        let mut cube: [Option<String>; 6] = Default::default();
        cube[0] = Some("R".into());
        assert_eq!(
            painted(std::slice::from_ref(&cube)).unwrap(),
            vec![["R", "?", "?", "?", "?", "?"]]
        );
        for bad in ["", "a b", "a;b", "a\tb", "#a"] {
            cube[3] = Some(bad.into());
            assert_eq!(
                painted(std::slice::from_ref(&cube)),
                Err(InsanityError::NotAWord {
                    cube: 1,
                    face: "right"
                }),
                "{bad:?}"
            );
        }
        let many = vec![<[Option<String>; 6]>::default(); MAX_CUBES + 1];
        assert!(matches!(
            painted(&many),
            Err(InsanityError::TooManyCubes { .. })
        ));
        assert_eq!(painted(&many[1..]).unwrap().len(), MAX_CUBES);
    }
}
