//! The JSON the browser page receives, built here (not in the wasm edge) so it is tested
//! natively. Every function returns `{"ok": true, ...}` or `{"ok": false, "error": {"kind",
//! "message", "line"?, ...}}` and never panics.

use super::error::InsanityError;
use super::generate::generate as make_puzzle;
use super::obstacle::Obstacle;
use super::puzzle::Puzzle;
use super::solve::{explain_impossible, solve as solve_puzzle, Options, Placement};
use super::{graph_edges, FACE_NAMES};
use crate::rng::Rng;
use serde_json::{json, Value};

/// Solutions listed for the page at most (the counts stay exact).
pub const PAGE_MAX_LISTED: usize = 200;
/// Search nodes allowed per call, so the page cannot freeze for long.
pub const PAGE_MAX_NODES: u64 = 50_000_000;
/// Search nodes the obstacle of an impossible puzzle may cost on the page: more than the
/// command line's default, since the page shows the count first and runs this on a worker of
/// its own that Stop ends (up to several seconds on a 30-cube puzzle).
pub const PAGE_OBSTACLE_NODES: u64 = 1_000_000;

/// The `{"ok": false, "error": ...}` object for an error.
pub fn error_value(e: &InsanityError) -> Value {
    let mut detail = serde_json::to_value(e).unwrap_or_else(|_| json!({ "kind": e.kind() }));
    if let Value::Object(map) = &mut detail {
        map.insert("message".into(), Value::from(e.to_string()));
    }
    json!({ "ok": false, "error": detail })
}

fn puzzle_value(p: &Puzzle) -> Value {
    let cubes: Vec<Vec<&str>> = p
        .cubes
        .iter()
        .map(|c| c.iter().map(|&x| p.name(x)).collect())
        .collect();
    json!({ "colours": p.colours, "cubes": cubes })
}

/// One cube of a stack as `{front, back, left, right, top, bottom}` colour names (the shape
/// the CLI's `--json` and the page share).
pub fn placement_value(puzzle: &Puzzle, pl: &Placement) -> Value {
    let shown = [pl.front, pl.back, pl.left, pl.right, pl.top, pl.bottom];
    let cube: serde_json::Map<String, Value> = FACE_NAMES
        .iter()
        .zip(shown)
        .map(|(name, c)| (name.to_string(), Value::from(puzzle.name(c))))
        .collect();
    Value::Object(cube)
}

/// `{ok, colours, cubes: [[front, back, left, right, top, bottom] per cube]}`.
pub fn parse(text: &str) -> Value {
    match Puzzle::parse(text) {
        Ok(p) => {
            let mut v = puzzle_value(&p);
            v["ok"] = Value::from(true);
            v
        }
        Err(e) => error_value(&e),
    }
}

/// Everything the page shows for a puzzle text (the shape is in docs/insanity.md, "Browser API").
pub fn solve(text: &str) -> Value {
    solve_with(text, PAGE_MAX_LISTED, PAGE_MAX_NODES)
}

pub fn solve_with(text: &str, max_listed: usize, max_nodes: u64) -> Value {
    solve_options(text, max_listed, max_nodes, true)
}

/// The answer without the obstacle, for a page that shows the count at once: the same shape as
/// [`solve`], with `obstacle: null` and `obstacle_pending: true` when there is no solution
/// (then ask [`obstacle`] for it).
pub fn solve_count(text: &str) -> Value {
    solve_options(text, PAGE_MAX_LISTED, PAGE_MAX_NODES, false)
}

/// `{ok, obstacle: [1-based cubes], obstacle_smallest, obstacle_status, obstacle_few_colours,
/// obstacle_reason, obstacle_reason_colours, obstacle_reason_edges, obstacle_sentence}` for a puzzle with no solution, within [`PAGE_OBSTACLE_NODES`].
pub fn obstacle(text: &str) -> Value {
    match Puzzle::parse(text) {
        Ok(p) => {
            let ob = explain_impossible(&p, PAGE_OBSTACLE_NODES);
            let mut v = obstacle_fields(&p, Some(&ob));
            v["ok"] = Value::from(true);
            v
        }
        Err(e) => error_value(&e),
    }
}

/// The obstacle's fields of a report (all null without one).
fn obstacle_fields(puzzle: &Puzzle, ob: Option<&Obstacle>) -> Value {
    json!({
        "obstacle": ob.map(|o| o.cubes.iter().map(|c| c + 1).collect::<Vec<_>>()),
        "obstacle_smallest": ob.map(|o| o.smallest),
        "obstacle_status": ob.map(|o| o.status),
        "obstacle_few_colours": ob.map(|o| o.few_colours),
        "obstacle_reason": ob.map(|o| &o.reason),
        "obstacle_reason_colours": ob.map(|o| o.reason.colours()),
        "obstacle_reason_edges": ob.map(|o| o.reason.edges(puzzle, &o.cubes)),
        "obstacle_sentence": ob.map(|o| o.sentence()),
    })
}

fn solve_options(text: &str, max_listed: usize, max_nodes: u64, explain: bool) -> Value {
    let puzzle = match Puzzle::parse(text) {
        Ok(p) => p,
        Err(e) => return error_value(&e),
    };
    let solved = match solve_puzzle(
        &puzzle,
        &Options {
            max_listed,
            max_nodes,
            explain,
            obstacle_nodes: PAGE_OBSTACLE_NODES.min(max_nodes),
        },
    ) {
        Ok(s) => s,
        Err(e) => return error_value(&e),
    };
    let list: Vec<Value> = solved
        .list
        .iter()
        .map(|stack| {
            stack
                .iter()
                .map(|pl| {
                    let mut cube = placement_value(&puzzle, pl);
                    cube["rotation"] = json!(pl.rotation);
                    cube
                })
                .collect()
        })
        .collect();
    let edges: Vec<Value> = graph_edges(&puzzle)
        .iter()
        .map(|&(cube, a, b)| json!({ "cube": cube, "a": a, "b": b }))
        .collect();
    let chosen: Vec<Value> = solved
        .list
        .iter()
        .map(|stack| {
            let g1: Vec<usize> = stack
                .iter()
                .enumerate()
                .map(|(j, pl)| 3 * j + pl.fb_pair as usize)
                .collect();
            let g2: Vec<usize> = stack
                .iter()
                .enumerate()
                .map(|(j, pl)| 3 * j + pl.lr_pair as usize)
                .collect();
            json!([g1, g2])
        })
        .collect();
    let mut report = json!({
        "ok": true,
        "puzzle": puzzle_value(&puzzle),
        // A number up to 2^53 − 1, a decimal string above (see `Count`).
        "solutions": solved.solutions,
        "stacks": solved.stacks,
        "solutions_text": solved.solutions.to_string(),
        "stacks_text": solved.stacks.to_string(),
        "list": list,
        "truncated": solved.truncated,
        "graph": { "colours": puzzle.colours, "edges": edges, "chosen": chosen },
        "obstacle_pending": solved.solutions.is_zero() && !explain,
    });
    if let (Value::Object(map), Value::Object(fields)) = (
        &mut report,
        obstacle_fields(&puzzle, solved.obstacle.as_ref()),
    ) {
        map.extend(fields);
    }
    report
}

/// `{ok, text}`: a puzzle of `n` cubes with exactly one solution, in the input format.
/// The seed is a JavaScript number; its integer part (saturated to u64) seeds the generator.
pub fn generate(n: f64, seed: f64) -> Value {
    let n = if n.is_finite() && n >= 0.0 {
        n.min(1e6) as usize
    } else {
        0
    };
    let seed = if seed.is_finite() && seed > 0.0 {
        seed as u64
    } else {
        0
    };
    match make_puzzle(n, &mut Rng::new(seed)) {
        Ok(p) => json!({ "ok": true, "text": p.to_text(), "puzzle": puzzle_value(&p) }),
        Err(e) => error_value(&e),
    }
}
