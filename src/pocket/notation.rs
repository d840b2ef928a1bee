//! Move notation: `R`, `U'`, `F2` and friends. The solver answers in R, U and F only; a
//! tutorial may also use D, L, B and the whole-cube rotations x, y, z, which the sticker-level
//! [`super::apply`] understands.

use serde::Serialize;
use std::fmt;

/// What turns: one of the six faces, or the whole cube about an axis.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize)]
pub enum Turn {
    R,
    U,
    F,
    L,
    D,
    B,
    /// The whole cube as R.
    X,
    /// The whole cube as U.
    Y,
    /// The whole cube as F.
    Z,
}

impl Turn {
    pub const ALL: [Turn; 9] = [
        Turn::R,
        Turn::U,
        Turn::F,
        Turn::L,
        Turn::D,
        Turn::B,
        Turn::X,
        Turn::Y,
        Turn::Z,
    ];

    pub fn letter(self) -> char {
        match self {
            Turn::R => 'R',
            Turn::U => 'U',
            Turn::F => 'F',
            Turn::L => 'L',
            Turn::D => 'D',
            Turn::B => 'B',
            Turn::X => 'x',
            Turn::Y => 'y',
            Turn::Z => 'z',
        }
    }

    fn from_letter(c: char) -> Option<Turn> {
        Turn::ALL.into_iter().find(|t| t.letter() == c)
    }
}

/// A turn by `quarters` clockwise quarter turns (1, 2 or 3; 3 is written with a prime).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Move {
    pub turn: Turn,
    pub quarters: u8,
}

impl Move {
    pub fn new(turn: Turn, quarters: u8) -> Move {
        Move { turn, quarters }
    }

    /// The move that undoes this one.
    pub fn inverse(self) -> Move {
        Move::new(self.turn, (4 - self.quarters) % 4)
    }
}

impl fmt::Display for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let suffix = match self.quarters {
            1 => "",
            2 => "2",
            _ => "'",
        };
        write!(f, "{}{}", self.turn.letter(), suffix)
    }
}

impl Serialize for Move {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(self)
    }
}

/// Moves separated by single spaces (`""` for none).
pub fn format_moves(moves: &[Move]) -> String {
    moves
        .iter()
        .map(Move::to_string)
        .collect::<Vec<_>>()
        .join(" ")
}

/// A move sequence that could not be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MoveError {
    /// Character offset of the offending text in the input.
    pub offset: usize,
    pub text: String,
}

impl fmt::Display for MoveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "cannot read the move '{}' at character {}: moves are U D L R F B (or x y z), each optionally followed by 2 or '",
            self.text,
            self.offset + 1
        )
    }
}

impl std::error::Error for MoveError {}

/// Reads `R U2 F'`-style notation. Spaces are optional (`RUR'U'` works); `2'` and `'2` both
/// mean a half turn, and `’` is accepted for the prime because word processors produce it.
pub fn parse_moves(text: &str) -> Result<Vec<Move>, MoveError> {
    let chars: Vec<(usize, char)> = text.chars().enumerate().collect();
    let mut moves = Vec::new();
    let mut i = 0;
    while i < chars.len() {
        let (offset, c) = chars[i];
        if c.is_whitespace() {
            i += 1;
            continue;
        }
        let turn = Turn::from_letter(c).ok_or_else(|| MoveError {
            offset,
            text: token_at(&chars, i),
        })?;
        i += 1;
        let mut quarters = 1u8;
        while let Some(&(_, s)) = chars.get(i) {
            match s {
                '2' => quarters = quarters * 2 % 4,
                '\'' | '’' => quarters = (4 - quarters) % 4,
                _ => break,
            }
            i += 1;
        }
        // "R2'" is still a half turn; a suffix run that cancels out is nonsense notation.
        if quarters == 0 {
            quarters = 2;
        }
        moves.push(Move::new(turn, quarters));
    }
    Ok(moves)
}

fn token_at(chars: &[(usize, char)], start: usize) -> String {
    chars[start..]
        .iter()
        .map(|&(_, c)| c)
        .take_while(|c| !c.is_whitespace())
        .take(12)
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_and_writes_notation() {
        let moves = parse_moves("R U2 F' x y2 z'").unwrap();
        assert_eq!(format_moves(&moves), "R U2 F' x y2 z'");
        assert_eq!(format_moves(&parse_moves("RUR'U'").unwrap()), "R U R' U'");
        assert_eq!(format_moves(&parse_moves("R2' U’").unwrap()), "R2 U'");
        assert_eq!(parse_moves("  ").unwrap(), vec![]);
    }

    #[test]
    fn names_the_bad_move() {
        let err = parse_moves("R U Q2 F").unwrap_err();
        assert_eq!(err.offset, 4);
        assert_eq!(err.text, "Q2");
        assert!(err.to_string().contains("'Q2' at character 5"));
    }
}
