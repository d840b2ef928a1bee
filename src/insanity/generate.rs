//! New puzzles with exactly one solution.
//!
//! Plant a solved column whose front/back subgraph and left/right subgraph are each one cycle
//! through all n colours (front colours a random order, each back colour the next colour on a
//! random cyclic order; the same for left/right). A graph pair of two single cycles is one
//! solution up to the column's symmetries, so the planted column alone is exactly one
//! solution. Each cube gets top and bottom colours ([`paint_hidden`]) and a random turn. The hidden pair
//! is what lets other solutions in, and repainting it never spoils the planted one: so, while
//! the search finds a second graph pair, one cube that pair shows its hidden faces of gets new
//! hidden colours, and the search runs again. Only the last search (which proves the solution
//! unique) runs to the end; the others stop at the second graph pair.

use super::error::{InsanityError, MAX_CUBES};
use super::fixed::Fixed;
use super::geometry::rotations;
use super::graph::{choices, components, Choice, Next};
use super::puzzle::{Colour, Puzzle};
use super::search;
use crate::rng::Rng;

/// Fresh plantings before giving up (small n such as 2 may have no unique-solution puzzle).
pub const ATTEMPTS: usize = 200;

/// Repaintings of hidden faces per planting.
const REPAINTS: usize = 200;

/// Search nodes per check: generous for n = 64, and bounds the time of a pathological seed.
const CHECK_NODES: u64 = 20_000_000;

/// Colour names: single letters while they last, then C1, C2, ...
pub fn colour_names(n: usize) -> Vec<String> {
    if n <= 26 {
        (0..n)
            .map(|i| ((b'A' + i as u8) as char).to_string())
            .collect()
    } else {
        (1..=n).map(|i| format!("C{i}")).collect()
    }
}

/// A random order of the colours and the cycle through them: `(order, next)`.
fn cycle(n: usize, rng: &mut Rng) -> (Vec<Colour>, Vec<Colour>) {
    let mut order: Vec<Colour> = (0..n as Colour).collect();
    rng.shuffle(&mut order);
    let mut next = vec![0; n];
    for t in 0..n {
        next[usize::from(order[t])] = order[(t + 1) % n];
    }
    let mut front: Vec<Colour> = (0..n as Colour).collect();
    rng.shuffle(&mut front);
    let back = front.iter().map(|&c| next[usize::from(c)]).collect();
    (front, back)
}

/// What the search found beyond the planted solution.
enum Found {
    /// The puzzle has exactly one solution.
    Unique,
    /// Another graph pair (a choice per cube).
    Other(Vec<Choice>),
    /// Not unique, and no hidden pair to blame (start afresh).
    Stuck,
}

/// Looks for a second graph pair, stopping as soon as there is one.
fn second(puzzle: &Puzzle, planted: &[[[Colour; 2]; 2]]) -> Result<Found, InsanityError> {
    let lists: Vec<Vec<Choice>> = puzzle.cubes.iter().map(choices).collect();
    let mut leaves: Vec<(Vec<Choice>, bool)> = Vec::new();
    search::run(puzzle, CHECK_NODES, &mut |picks, symmetric| {
        let chosen = picks
            .iter()
            .enumerate()
            .map(|(j, &p)| lists[j][p as usize])
            .collect();
        leaves.push((chosen, symmetric));
        if leaves.len() >= 2 {
            Next::Stop
        } else {
            Next::Continue
        }
    })
    .map_err(|nodes| InsanityError::TooHard {
        nodes,
        found: 1,
        estimate: None,
    })?;
    let is_planted = |chosen: &[Choice]| {
        chosen.iter().zip(planted).all(|(c, p)| {
            let (a, b) = (c.fb_set, c.lr_set);
            (a, b) == (p[0], p[1]) || (a, b) == (p[1], p[0])
        })
    };
    match leaves.as_slice() {
        [(chosen, symmetric)] => {
            let side = |fb: bool| -> Vec<[Colour; 2]> {
                chosen
                    .iter()
                    .map(|c| if fb { c.fb_set } else { c.lr_set })
                    .collect()
            };
            let (c1, c2) = (
                components(&side(true)).count,
                components(&side(false)).count,
            );
            let one = Fixed::of_pair(c1, c2, *symmetric)?.solutions()? == 1;
            Ok(if one { Found::Unique } else { Found::Stuck })
        }
        [] => Ok(Found::Stuck),
        several => Ok(several
            .iter()
            .find(|(chosen, _)| !is_planted(chosen))
            .map_or(Found::Stuck, |(chosen, _)| Found::Other(chosen.clone()))),
    }
}

/// Top and bottom colours for a cube: half the time one colour twice. A hidden pair of one
/// colour gives that colour its whole degree at once if it is used, which the search refutes
/// quickly, which keeps the uniqueness proof of a big generated puzzle short (with two random
/// colours on every cube it takes hundreds of times longer).
fn paint_hidden(n: usize, rng: &mut Rng) -> [Colour; 2] {
    let a = rng.below(n as u64) as Colour;
    if rng.below(2) == 0 {
        [a, a]
    } else {
        [a, rng.below(n as u64) as Colour]
    }
}

/// A puzzle of `n` cubes and `n` colours with exactly one solution.
pub fn generate(n: usize, rng: &mut Rng) -> Result<Puzzle, InsanityError> {
    if n == 0 || n > MAX_CUBES {
        return Err(InsanityError::BadSize { n, max: MAX_CUBES });
    }
    let sorted = |a: Colour, b: Colour| [a.min(b), a.max(b)];
    for _ in 0..ATTEMPTS {
        let (front, back) = cycle(n, rng);
        let (left, right) = cycle(n, rng);
        let planted: Vec<[[Colour; 2]; 2]> = (0..n)
            .map(|i| [sorted(front[i], back[i]), sorted(left[i], right[i])])
            .collect();
        let turns: Vec<usize> = (0..n).map(|_| rng.below(24) as usize).collect();
        let mut hidden: Vec<[Colour; 2]> = (0..n).map(|_| paint_hidden(n, rng)).collect();
        for _ in 0..REPAINTS {
            let cubes = (0..n)
                .map(|i| {
                    let faces = [
                        front[i],
                        back[i],
                        left[i],
                        right[i],
                        hidden[i][0],
                        hidden[i][1],
                    ];
                    rotations()[turns[i]].map(|f| faces[f as usize])
                })
                .collect();
            let puzzle = Puzzle {
                colours: colour_names(n),
                cubes,
            };
            let other = match second(&puzzle, &planted)? {
                Found::Unique => return Ok(canonical_colours(puzzle)),
                Found::Stuck => break,
                Found::Other(chosen) => chosen,
            };
            // Cubes the other solution shows the hidden pair of.
            let blamed: Vec<usize> = (0..n)
                .filter(|&i| {
                    let h = sorted(hidden[i][0], hidden[i][1]);
                    !planted[i].contains(&h) && (other[i].fb_set == h || other[i].lr_set == h)
                })
                .collect();
            if blamed.is_empty() {
                break;
            }
            let i = blamed[rng.below(blamed.len() as u64) as usize];
            hidden[i] = paint_hidden(n, rng);
        }
    }
    Err(InsanityError::GenerateFailed {
        n,
        attempts: ATTEMPTS,
    })
}

/// Renumbers colours by first appearance, as [`Puzzle::parse`] would, so the generated
/// puzzle equals its own text parsed back.
fn canonical_colours(p: Puzzle) -> Puzzle {
    let named: Vec<[String; 6]> = p
        .cubes
        .iter()
        .map(|cube| cube.map(|c| p.colours[c as usize].clone()))
        .collect();
    Puzzle::from_names(&named)
}
