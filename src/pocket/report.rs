//! The pocket cube's results as typed, serialisable values, built here once for both the
//! command line's `--json` and the page (through the wasm edge).
//!
//! Fields are declared in alphabetical order because serde writes them in declaration order
//! and the command line's JSON lists its keys sorted (tests/pocket_cli.rs pins the text).

use super::cubie::DBL;
use super::error::{letter, sticker_name, PocketError};
use super::facelets::{apply, Cube, CORNER_NAMES, SOLVED};
use super::geometry::{self, Sticker, CORNER_STICKERS};
use super::infer::{decide, infer, read_painting, UNPAINTED};
use super::metric::Metric;
use super::metric::MetricError;
use super::notation::{format_moves, Move, MoveError, Turn};
use super::scramble::Scramble;
use super::solve::{solve, solve_all};
use serde::Serialize;

/// Which optimal solutions a [`Solved`] holds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Listing {
    /// One optimal solution, in `moves`.
    One,
    /// Every optimal solution, in `solutions`, none singled out.
    Every,
    /// One optimal solution and every one.
    OneAndEvery,
}

/// An optimal answer: `{facelets?, length, metric, moves?, ms?, solutions?, summary}`.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Solved {
    /// The completed cube, when it was given as a painting with unpainted stickers.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub facelets: Option<String>,
    /// The optimal number of moves in `metric`.
    pub length: usize,
    pub metric: Metric,
    /// One optimal solution, as `R U2 F'`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub moves: Option<String>,
    /// How long the solve took in milliseconds, filled in by the wasm edge with the page's
    /// clock (the command line leaves it out).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub ms: Option<f64>,
    /// Every optimal solution (no face turned twice in a row), sorted as text.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub solutions: Option<Vec<String>>,
    /// The heading of the `solutions` list, as the page's tool shows it: "2 optimal
    /// solutions:" (absent with `solutions`).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub solutions_heading: Option<String>,
    /// The answer in one sentence, as the page's tool shows it and the element reports it:
    /// "Already solved." or "Optimal: 11 moves." ("(found in 0.3 ms)" with the page's clock).
    pub summary: String,
}

impl Solved {
    /// Notes the solve's time, measured by the caller's clock, in `ms` and in the summary.
    pub fn timed(&mut self, ms: f64) {
        self.ms = Some(ms);
        self.summary = summary(self.length, self.metric, Some(ms));
    }
}

/// "Already solved." or "Optimal: N moves." (quarter turns in the quarter-turn metric), with
/// the time when there is one. Tenths of a millisecond are written from an integer, so the
/// browser's module carries no float formatting for them.
fn summary(length: usize, metric: Metric, ms: Option<f64>) -> String {
    if length == 0 {
        return "Already solved.".to_string();
    }
    let unit = match metric {
        Metric::Htm => "move",
        Metric::Qtm => "quarter turn",
    };
    let plural = if length == 1 { "" } else { "s" };
    let time = ms.map_or(String::new(), |ms| {
        let tenths = (ms.max(0.0) * 10.0).round() as u64;
        format!(" (found in {}.{} ms)", tenths / 10, tenths % 10)
    });
    format!("Optimal: {length} {unit}{plural}{time}.")
}

/// "1 optimal solution:" or "N optimal solutions:", the heading of a list of them.
fn solutions_heading(count: usize) -> String {
    let plural = if count == 1 { "" } else { "s" };
    format!("{count} optimal solution{plural}:")
}

/// Solves `cube` optimally in `metric`, listing the solutions `listing` asks for.
pub fn solved(cube: &Cube, metric: Metric, listing: Listing) -> Solved {
    let one = (listing != Listing::Every).then(|| solve(cube, metric));
    let every = (listing != Listing::One).then(|| solve_all(cube, metric));
    // Every solution listed is optimal, so any of them gives the length.
    let length = one
        .as_deref()
        .or_else(|| {
            every
                .as_ref()
                .and_then(|all| all.first().map(Vec::as_slice))
        })
        .map_or(0, |moves| metric.length(moves));
    Solved {
        facelets: None,
        length,
        metric,
        moves: one.map(|moves| format_moves(&moves)),
        ms: None,
        solutions_heading: every.as_ref().map(|all| solutions_heading(all.len())),
        solutions: every.map(|all| all.iter().map(|m| format_moves(m)).collect()),
        summary: summary(length, metric, None),
    }
}

/// The answer to "solve this text", the one path for the command line and the page: a painting
/// with unpainted stickers is solved as the one cube it decides (the completed string in
/// `facelets`); any other text is read as a full facelet string, whose error is the answer when
/// it does not read.
pub fn solve_text(text: &str, metric: Metric, listing: Listing) -> Result<Solved, PocketError> {
    let painted = read_painting(text).is_ok_and(|p| p.iter().any(Option::is_none));
    let (cube, completed) = if painted {
        let (cube, inference) = decide(text)?;
        (cube, Some(inference.facelets()))
    } else {
        (Cube::parse(text)?, None)
    };
    let mut answer = solved(&cube, metric, listing);
    answer.facelets = completed;
    Ok(answer)
}

/// What a painting decides: `{facelets, fits, forced, suggestion, summary}`, the forced
/// stickers filled in and `?` for the others, how many cubes fit, the stickers inference
/// filled in, the open sticker whose colour best tells the fitting cubes apart (null when
/// none is open), and the painting's status in one sentence.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Completion {
    pub facelets: String,
    pub fits: u64,
    pub forced: Vec<usize>,
    pub suggestion: Option<usize>,
    /// How far the painting is from one cube, as the page's paint status says it: "1 cube
    /// fits — ready to solve." or "3 stickers left to paint; 12 cubes fit: paint the up face
    /// top-left sticker."; empty for a full painting, whose solve speaks for it.
    pub summary: String,
}

/// A painting no cube fits, or whose fixed corner is unpainted: `{error, summary}`, the error
/// (with the stickers to look at) and the paint status that says what to do (see
/// [`refusal`]).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Refused {
    pub error: Mistake,
    pub summary: String,
}

/// The answer to "complete this painting", for the page's painting and the command line's
/// `--complete` alike: the [`Completion`] of `facelets` painted with `colours` (see
/// [`completion`]), or the painting [`Refused`].
pub fn complete(facelets: &str, colours: &str) -> Result<Completion, Refused> {
    completion(facelets, colours).map_err(|e| Refused {
        error: Mistake::from(&e),
        summary: refusal(facelets, &e),
    })
}

/// What `facelets` decides, for a page that paints with `colours` (its palette's letters, or
/// none): when one cube fits but a colour is painted nowhere yet, inference cannot name that
/// colour, but when exactly one of `colours` is unused the open stickers can only be that one.
pub fn completion(facelets: &str, colours: &str) -> Result<Completion, PocketError> {
    let painting = read_painting(facelets)?;
    let inference = infer(facelets)?;
    let mut filled = inference.facelets();
    if inference.fits == 1 && filled.chars().any(|c| c == UNPAINTED) {
        let mut unused = colours.chars().filter(|&c| !filled.chars().any(|f| f == c));
        if let (Some(only), None) = (unused.next(), unused.next()) {
            filled = filled.replace(UNPAINTED, only.encode_utf8(&mut [0; 4]));
        }
    }
    let full = painting.iter().all(Option::is_some);
    let left = filled.chars().filter(|&c| c == UNPAINTED).count();
    Ok(Completion {
        forced: (0..24)
            .filter(|&s| painting[s].is_none() && inference.stickers[s].is_some())
            .collect(),
        summary: paint_status(full, left, inference.fits, inference.suggestion),
        facelets: filled,
        fits: inference.fits,
        suggestion: inference.suggestion,
    })
}

/// The paint status of a painting some cube fits (see [`Completion::summary`]).
fn paint_status(full: bool, left: usize, fits: u64, suggestion: Option<usize>) -> String {
    if full {
        return String::new();
    }
    if fits == 1 && left == 0 {
        return "1 cube fits — ready to solve.".to_string();
    }
    let stickers = if left == 1 { "sticker" } else { "stickers" };
    let cubes = if fits == 1 { "cube fits" } else { "cubes fit" };
    let next = suggestion.map_or(String::new(), |s| {
        format!("the {} sticker", sticker_name(s))
    });
    format!(
        "{left} {stickers} left to paint; {} {cubes}: paint {next}.",
        grouped(fits)
    )
}

/// The paint status of a painting no cube fits, or whose fixed corner is not painted yet:
/// where to start, or that the outlined stickers are the fewest to repaint.
pub fn refusal(facelets: &str, e: &PocketError) -> String {
    match e {
        PocketError::FixedCornerUnpainted { .. } => {
            let open = facelets.chars().filter(|&c| c == UNPAINTED).count();
            let names: Vec<String> = CORNER_STICKERS[DBL].map(sticker_name).to_vec();
            format!(
                "{open} stickers left to paint: start with the fixed corner {} ({}); it sets \
                 which colour is which face.",
                CORNER_NAMES[DBL],
                names.join(", ")
            )
        }
        PocketError::NoCubeFits { stickers, .. } => {
            let are = if stickers.len() == 1 {
                "sticker is"
            } else {
                "stickers are"
            };
            format!("No cube fits this painting: the outlined {are} the fewest to repaint.")
        }
        _ => "No cube fits this painting.".to_string(),
    }
}

/// A count with its thousands grouped by commas, as the page writes large numbers.
pub fn grouped(n: u64) -> String {
    let digits = n.to_string();
    let mut out = String::new();
    for (i, d) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push(',');
        }
        out.push(d);
    }
    out
}

/// A random state and a sequence that makes it: `{facelets, moves}`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Scrambled {
    pub facelets: String,
    pub moves: String,
}

pub fn scrambled(scramble: &Scramble) -> Scrambled {
    Scrambled {
        facelets: scramble.cube.facelets(),
        moves: format_moves(&scramble.moves),
    }
}

/// A checked cube: `{facelets}`, normalised (no spaces).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Validated {
    pub facelets: String,
}

pub fn validated(cube: &Cube) -> Validated {
    Validated {
        facelets: cube.facelets(),
    }
}

/// A move as the 3D view animates it: which way it turns, by how much, and which stickers go
/// with it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct MoveShape {
    /// The axis it turns about, clockwise as seen from the axis's tip.
    pub axis: [i8; 3],
    pub name: String,
    pub quarters: u8,
    /// The stickers (facelet indices) that turn with it.
    pub stickers: Vec<usize>,
}

pub fn move_shape(m: Move) -> MoveShape {
    let shape = geometry::turn_shape(m.turn);
    MoveShape {
        axis: shape.axis,
        name: m.to_string(),
        quarters: m.quarters,
        stickers: geometry::stickers()
            .iter()
            .enumerate()
            .filter(|(_, s)| shape.moves_cubie(s.cubie))
            .map(|(i, _)| i)
            .collect(),
    }
}

/// Stickers turned move by move: `{facelets, moves, states}`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Applied {
    /// The stickers after the last move.
    pub facelets: String,
    pub moves: Vec<MoveShape>,
    /// The stickers after each move.
    pub states: Vec<String>,
}

/// Turns the stickers of `facelets` (any 24 printable characters) by `moves`, one at a time.
pub fn applied(facelets: &str, moves: &[Move]) -> Result<Applied, PocketError> {
    let mut current = apply(facelets, &[])?;
    let mut states = Vec::with_capacity(moves.len());
    for m in moves {
        current = apply(&current, std::slice::from_ref(m))?;
        states.push(current.clone());
    }
    Ok(Applied {
        facelets: current,
        moves: moves.iter().map(|&m| move_shape(m)).collect(),
        states,
    })
}

/// The cube's shape for the 3D view: every sticker's cubie, normal and place on the net, and
/// each turn's axis and stickers, so the page keeps no geometry of its own.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Shape {
    #[serde(rename = "cornerNames")]
    pub corner_names: [&'static str; 8],
    /// Each corner's three stickers, clockwise from its U or D sticker.
    pub corners: [[usize; 3]; 8],
    /// The faces of the net by name, in a sticker's `face` order.
    #[serde(rename = "faceNames")]
    pub face_names: [&'static str; 6],
    /// The corner that never moves (an index into `corners`): its colours decide which colour
    /// is which face, so a painting starts with it.
    #[serde(rename = "fixedCorner")]
    pub fixed_corner: usize,
    /// Each sticker's letter on the net (`A` to `X`): its place in a facelet string.
    pub letters: Vec<char>,
    pub solved: &'static str,
    /// Each sticker's name as messages give it ("up face top-left"): words, no letter.
    #[serde(rename = "stickerNames")]
    pub sticker_names: Vec<String>,
    pub stickers: Vec<Sticker>,
    /// Every turn of [`Turn::ALL`], a quarter turn clockwise.
    pub turns: Vec<MoveShape>,
}

pub fn shape() -> Shape {
    Shape {
        corner_names: CORNER_NAMES,
        corners: CORNER_STICKERS,
        face_names: geometry::FACE_NAMES,
        fixed_corner: DBL,
        letters: (0..24).map(letter).collect(),
        solved: SOLVED,
        sticker_names: (0..24).map(sticker_name).collect(),
        stickers: geometry::stickers().to_vec(),
        turns: Turn::ALL
            .iter()
            .map(|&t| move_shape(Move::new(t, 1)))
            .collect(),
    }
}

/// A mistake in what the user typed, as the page shows it: `{kind, message, stickers}`, the
/// stickers to highlight (none for a move sequence or a metric name).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Mistake {
    pub kind: &'static str,
    pub message: String,
    pub stickers: Vec<usize>,
}

impl From<&PocketError> for Mistake {
    fn from(e: &PocketError) -> Mistake {
        Mistake {
            kind: e.kind(),
            message: e.to_string(),
            stickers: e.stickers(),
        }
    }
}

impl From<&MoveError> for Mistake {
    fn from(e: &MoveError) -> Mistake {
        Mistake {
            kind: "bad_moves",
            message: e.to_string(),
            stickers: vec![],
        }
    }
}

impl From<&MetricError> for Mistake {
    fn from(e: &MetricError) -> Mistake {
        Mistake {
            kind: "unknown_metric",
            message: e.to_string(),
            stickers: vec![],
        }
    }
}

/// A move sequence longer than the player turns at once (`limit`).
pub fn too_many_moves(found: usize, limit: usize) -> Mistake {
    Mistake {
        kind: "too_many_moves",
        message: format!("{found} moves: the player turns at most {limit} at once"),
        stickers: vec![],
    }
}

/// A facelet string as the page shows it: `{error?, facelets?, ok, stickers}`. `stickers` is
/// the text's 24 sticker characters as the solver reads them (whitespace removed), or null
/// when the text does not have 24 printable ones; it is there even when the cube is illegal,
/// so the net can show exactly what was typed with the faulty stickers marked. `facelets`
/// (legal cubes only) is the normalised string.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Checked {
    #[serde(skip_serializing_if = "Option::is_none")]
    pub error: Option<Mistake>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub facelets: Option<String>,
    pub ok: bool,
    pub stickers: Option<String>,
}

pub fn checked(facelets: &str) -> Checked {
    let stickers = apply(facelets, &[]).ok();
    // A painting with unpainted stickers is fine while some cube fits it.
    let read = if facelets.chars().any(|c| c == UNPAINTED) {
        infer(facelets).map(|i| i.facelets())
    } else {
        Cube::parse(facelets).map(|cube| cube.facelets())
    };
    match read {
        Ok(normalised) => Checked {
            error: None,
            facelets: Some(normalised),
            ok: true,
            stickers,
        },
        Err(e) => Checked {
            error: Some(Mistake::from(&e)),
            facelets: None,
            ok: false,
            stickers,
        },
    }
}
