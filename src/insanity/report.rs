//! Instant Insanity's results as typed, serialisable values, built here once for both the
//! command line's `--json` and the page (through [`super::page`] and the wasm edge).
//!
//! Fields are declared in alphabetical order because serde writes them in declaration order
//! and the JSON lists its keys sorted (tests/insanity_cli.rs reads the text).

use super::count::Count;
use super::error::InsanityError;
use super::graph_edges;
use super::obstacle::{Obstacle, ObstacleStatus};
use super::puzzle::{Colour, Puzzle};
use super::reason::Reason;
use super::solve::{Placement, Solved};
use super::text::{write, write_rows};
use serde::ser::{SerializeStruct, Serializer};
use serde::Serialize;

/// A puzzle as colour names: `{colours, cubes: [[front, back, left, right, top, bottom]]}`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Layout {
    /// Colour names in order of first appearance (graph colours index this list).
    pub colours: Vec<String>,
    pub cubes: Vec<[String; 6]>,
}

pub fn layout(puzzle: &Puzzle) -> Layout {
    Layout {
        colours: puzzle.colours.clone(),
        cubes: puzzle
            .cubes
            .iter()
            .map(|c| c.map(|x| puzzle.name(x).to_string()))
            .collect(),
    }
}

/// One cube of a listed stack: the colour name on each face.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Shown {
    pub back: String,
    pub bottom: String,
    pub front: String,
    pub left: String,
    pub right: String,
    /// The page's 3D view turns the cube by it (see [`Placement::rotation`]); the command
    /// line leaves it out.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub rotation: Option<[u8; 6]>,
    pub top: String,
}

pub fn shown(puzzle: &Puzzle, pl: &Placement, with_rotation: bool) -> Shown {
    let name = |c: Colour| puzzle.name(c).to_string();
    Shown {
        back: name(pl.back),
        bottom: name(pl.bottom),
        front: name(pl.front),
        left: name(pl.left),
        right: name(pl.right),
        rotation: with_rotation.then_some(pl.rotation),
        top: name(pl.top),
    }
}

/// Why there is no solution: `{obstacle: [1-based cubes], obstacle_detail,
/// obstacle_few_colours, obstacle_reason, obstacle_reason_colours, obstacle_reason_edges,
/// obstacle_sentence, obstacle_smallest, obstacle_status}`, all null when there is a solution
/// (or the obstacle was not asked for). The reason is the checkable argument behind the
/// obstacle; its colours and graph edges (`3·cube + pair`) are what the page highlights. The
/// sentence is the plain lead, naming the cubes; the detail, when there is more to say, the
/// whole argument.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ObstacleReport {
    pub obstacle: Option<Vec<usize>>,
    pub obstacle_detail: Option<String>,
    pub obstacle_few_colours: Option<bool>,
    pub obstacle_reason: Option<Reason>,
    pub obstacle_reason_colours: Option<Vec<String>>,
    pub obstacle_reason_edges: Option<Vec<usize>>,
    pub obstacle_sentence: Option<String>,
    pub obstacle_smallest: Option<bool>,
    pub obstacle_status: Option<ObstacleStatus>,
}

impl ObstacleReport {
    const FIELDS: usize = 9;

    /// Writes the fields into the object `s` is writing, as `#[serde(flatten)]` would for the
    /// reports that hold this one, but without flatten's map-building code, which is large in
    /// a WebAssembly module.
    fn fields<S: SerializeStruct>(&self, s: &mut S) -> Result<(), S::Error> {
        s.serialize_field("obstacle", &self.obstacle)?;
        s.serialize_field("obstacle_detail", &self.obstacle_detail)?;
        s.serialize_field("obstacle_few_colours", &self.obstacle_few_colours)?;
        s.serialize_field("obstacle_reason", &self.obstacle_reason)?;
        s.serialize_field("obstacle_reason_colours", &self.obstacle_reason_colours)?;
        s.serialize_field("obstacle_reason_edges", &self.obstacle_reason_edges)?;
        s.serialize_field("obstacle_sentence", &self.obstacle_sentence)?;
        s.serialize_field("obstacle_smallest", &self.obstacle_smallest)?;
        s.serialize_field("obstacle_status", &self.obstacle_status)
    }
}

impl Serialize for ObstacleReport {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let mut s = serializer.serialize_struct("ObstacleReport", Self::FIELDS)?;
        self.fields(&mut s)?;
        s.end()
    }
}

pub fn obstacle(puzzle: &Puzzle, ob: Option<&Obstacle>) -> ObstacleReport {
    ObstacleReport {
        obstacle: ob.map(|o| o.cubes.iter().map(|c| c + 1).collect()),
        obstacle_detail: ob.and_then(|o| o.reason.detail()),
        obstacle_few_colours: ob.map(|o| o.few_colours),
        obstacle_reason: ob.map(|o| o.reason.clone()),
        obstacle_reason_colours: ob
            .map(|o| o.reason.colours().into_iter().map(str::to_string).collect()),
        obstacle_reason_edges: ob.map(|o| o.reason.edges(puzzle, &o.cubes)),
        obstacle_sentence: ob.map(|o| o.sentence()),
        obstacle_smallest: ob.map(|o| o.smallest),
        obstacle_status: ob.map(|o| o.status),
    }
}

/// The counts, the listed stacks and the obstacle (its fields among these): the command
/// line's `--json`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Counted {
    pub list: Vec<Vec<Shown>>,
    pub obstacle: ObstacleReport,
    /// A number up to 2^53 − 1, a decimal string above (see [`Count`]).
    pub solutions: Count,
    /// The count as a person reads it, "1 solution (8 stacks)" ([`count_sentence`]): the
    /// command line's first line, and what the page's tool and element say.
    pub solutions_sentence: String,
    pub solutions_text: String,
    pub stacks: Count,
    pub stacks_text: String,
    /// The verdict the page's tool and element both lead with ([`summary`]).
    pub summary: String,
    pub truncated: bool,
}

impl Counted {
    const FIELDS: usize = 8 + ObstacleReport::FIELDS;

    /// Writes the fields, the obstacle's among them, into the object `s` is writing (see
    /// [`ObstacleReport::fields`]).
    fn fields<S: SerializeStruct>(&self, s: &mut S) -> Result<(), S::Error> {
        s.serialize_field("list", &self.list)?;
        self.obstacle.fields(s)?;
        s.serialize_field("solutions", &self.solutions)?;
        s.serialize_field("solutions_sentence", &self.solutions_sentence)?;
        s.serialize_field("solutions_text", &self.solutions_text)?;
        s.serialize_field("stacks", &self.stacks)?;
        s.serialize_field("stacks_text", &self.stacks_text)?;
        s.serialize_field("summary", &self.summary)?;
        s.serialize_field("truncated", &self.truncated)
    }
}

impl Serialize for Counted {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let mut s = serializer.serialize_struct("Counted", Self::FIELDS)?;
        self.fields(&mut s)?;
        s.end()
    }
}

pub fn counted(puzzle: &Puzzle, solved: &Solved, with_rotation: bool) -> Counted {
    let solutions_text = solved.solutions.to_string();
    let stacks_text = solved.stacks.to_string();
    Counted {
        list: solved
            .list
            .iter()
            .map(|stack| {
                stack
                    .iter()
                    .map(|pl| shown(puzzle, pl, with_rotation))
                    .collect()
            })
            .collect(),
        obstacle: obstacle(puzzle, solved.obstacle.as_ref()),
        solutions: solved.solutions.clone(),
        solutions_sentence: sentence(&solutions_text, &stacks_text),
        summary: summary(&solutions_text, &stacks_text),
        solutions_text,
        stacks: solved.stacks.clone(),
        stacks_text,
        truncated: solved.truncated,
    }
}

/// "N solutions (M stacks)", each noun singular for a count of one: written here once so the
/// command line, the tool and the element say the count in the same words.
pub fn count_sentence(solved: &Solved) -> String {
    sentence(&solved.solutions.to_string(), &solved.stacks.to_string())
}

/// [`count_sentence`] from the counts' digits, pushed piece by piece rather than formatted or
/// joined: the element's small module then carries little code for it.
fn sentence(solutions: &str, stacks: &str) -> String {
    let s = |n: &str| if n == "1" { "" } else { "s" };
    let mut out = String::new();
    for piece in [
        solutions,
        " solution",
        s(solutions),
        " (",
        stacks,
        " stack",
        s(stacks),
        ")",
    ] {
        out.push_str(piece);
    }
    out
}

/// The verdict as one sentence: "No solution (0 stacks)." or the count, "1 solution (8
/// stacks).". What the views add to it is about what they show (the stacks listed, the
/// obstacle), not about the answer.
fn summary(solutions: &str, stacks: &str) -> String {
    let mut out = if solutions == "0" {
        "No solution (0 stacks)".to_string()
    } else {
        sentence(solutions, stacks)
    };
    out.push('.');
    out
}

/// An edge of the opposite-face graph: cube `cube` shows colours `a` and `b` on opposite faces.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct Edge {
    pub a: Colour,
    pub b: Colour,
    pub cube: usize,
}

/// The opposite-face graph for the page's drawing: edge `3 * cube + k` is the cube's pair `k`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Graph {
    /// Per listed solution, the edges of its two subgraphs: front/back, then left/right.
    pub chosen: Vec<[Vec<usize>; 2]>,
    pub colours: Vec<String>,
    pub edges: Vec<Edge>,
}

pub fn graph(puzzle: &Puzzle, solved: &Solved) -> Graph {
    let picked = |stack: &[Placement], pair: fn(&Placement) -> u8| -> Vec<usize> {
        stack
            .iter()
            .enumerate()
            .map(|(j, pl)| 3 * j + pair(pl) as usize)
            .collect()
    };
    Graph {
        chosen: solved
            .list
            .iter()
            .map(|stack| {
                [
                    picked(stack, |pl| pl.fb_pair),
                    picked(stack, |pl| pl.lr_pair),
                ]
            })
            .collect(),
        colours: puzzle.colours.clone(),
        edges: graph_edges(puzzle)
            .into_iter()
            .map(|(cube, a, b)| Edge { a, b, cube })
            .collect(),
    }
}

/// Everything the page shows for a puzzle: [`Counted`] (with each cube's rotation; its
/// fields among these), the puzzle and its graph (the shape is in docs/insanity.md,
/// "Browser API").
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Page {
    pub counted: Counted,
    pub graph: Graph,
    /// No solution, and the obstacle was left for a later call.
    pub obstacle_pending: bool,
    pub puzzle: Layout,
}

impl Serialize for Page {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let mut s = serializer.serialize_struct("Page", Counted::FIELDS + 3)?;
        self.counted.fields(&mut s)?;
        s.serialize_field("graph", &self.graph)?;
        s.serialize_field("obstacle_pending", &self.obstacle_pending)?;
        s.serialize_field("puzzle", &self.puzzle)?;
        s.end()
    }
}

pub fn page(puzzle: &Puzzle, solved: &Solved, obstacle_asked: bool) -> Page {
    Page {
        counted: counted(puzzle, solved, true),
        graph: graph(puzzle, solved),
        obstacle_pending: solved.solutions.is_zero() && !obstacle_asked,
        puzzle: layout(puzzle),
    }
}

/// A generated puzzle: `{puzzle, summary, text}`, the text in the input format and the
/// sentence that says what it is (the page shows it, the command line prints it).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Generated {
    pub puzzle: Layout,
    pub summary: String,
    pub text: String,
}

pub fn generated(puzzle: &Puzzle) -> Generated {
    let n = puzzle.cubes.len();
    let plural = if n == 1 { "" } else { "s" };
    Generated {
        puzzle: layout(puzzle),
        summary: format!("A new puzzle of {n} cube{plural} with exactly one solution."),
        text: puzzle.to_text(),
    }
}

/// Cubes written out: `{rows, text}`, the text in the input format (with a header and aligned
/// columns) and `rows` its one-line form for links (rows of six colours joined by `;`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Written {
    pub rows: String,
    pub text: String,
}

pub fn written(cubes: &[[&str; 6]]) -> Written {
    Written {
        rows: write_rows(cubes),
        text: write(cubes),
    }
}

/// An error as the page receives it: the error's own fields (`kind`, `line`, …) and its
/// sentence as `message`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Mistake<'a> {
    #[serde(flatten)]
    pub error: &'a InsanityError,
    pub message: String,
}

pub fn mistake(error: &InsanityError) -> Mistake<'_> {
    Mistake {
        error,
        message: error.to_string(),
    }
}
