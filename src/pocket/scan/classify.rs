//! Naming the colours of the stickers scanned so far, all of them together.
//!
//! One sticker alone cannot say whether it is white under warm light or yellow under cool
//! light; the whole set can. The classifier therefore
//! 1. estimates the light from the stickers themselves: first from their mean, which on a
//!    full cube is known (four stickers of each colour), then from the stickers it calls white
//!    (which show the light's colour) and yellow (which show its red/green balance);
//! 2. compares colours in Lab with the brightness taken out ([`chroma_lab`]), so a shadow
//!    across a face changes nothing;
//! 3. gives each colour at most four stickers (a cube has exactly four of each), by the
//!    cheapest assignment ([`assign`]), and moves each colour's centre towards its stickers;
//! 4. rates each sticker by how much nearer its colour's centre is than the next one: below
//!    [`UNSURE_BELOW`] the sticker is *unsure* and left for inference or a tap.

use super::assign::assign;
use super::colour::{chroma_lab, distance, to_linear, Rgb, REFERENCE};
use serde::Serialize;

/// A sticker's confidence below which it is reported unsure.
pub const UNSURE_BELOW: f32 = 0.2;

/// Stickers on a cube: never more to classify.
pub const MAX_STICKERS: usize = 24;

/// Rounds of estimating the light and moving the colours' centres.
const ROUNDS: usize = 3;
/// The light grid: log red/green from -3 to 3 steps, log blue/green from -6 to 6 (warm and
/// cool light move blue most), then half steps around the best.
const LIGHT_STEPS: i32 = 3;
const LIGHT_STEP: f32 = 0.2;
/// e^(LIGHT_STEP / 2).
const HALF_STEP_GAIN: f32 = 1.105_170_9;
/// Squared Lab distance per sticker per unit of squared log balance: a strongly coloured
/// light costs each sticker a few units of distance.
const LIGHT_PENALTY: f64 = 50.0;

/// One sticker's colour as the classifier reads it.
#[derive(Clone, Copy, Debug, PartialEq, Serialize)]
pub struct Reading {
    /// Index into [`COLOUR_CHARS`](super::COLOUR_CHARS).
    pub colour: usize,
    /// From -1 to 1: (d₂ − d₁)/(d₂ + d₁) with d₁ the distance to its colour's centre and d₂ to
    /// the nearest other; negative when only the four-per-colour limit put it there.
    pub confidence: f32,
}

impl Reading {
    pub fn is_unsure(&self) -> bool {
        self.confidence < UNSURE_BELOW
    }
}

/// The colour of each sampled sticker, or `None` for more than 24 stickers (there are no
/// more on a cube).
pub fn classify(samples: &[Rgb]) -> Option<Vec<Reading>> {
    if samples.len() > MAX_STICKERS {
        return None;
    }
    if samples.is_empty() {
        return Some(Vec::new());
    }
    let lin: Vec<[f32; 3]> = samples.iter().map(|&s| to_linear(s)).collect();
    let refs: Vec<[f32; 3]> = REFERENCE.iter().map(|&r| to_linear(r)).collect();
    let mut centres: Vec<[f32; 3]> = refs.iter().map(|&r| chroma_lab(r)).collect();
    let mut gains = [1.0; 3];
    let mut colours;
    for _ in 0..ROUNDS {
        gains = best_light(&lin, &centres);
        let labs = corrected(&lin, gains);
        colours = capped_assignment(&labs, &centres);
        for (k, centre) in centres.iter_mut().enumerate() {
            let reference = chroma_lab(refs[k]);
            let mine: Vec<&[f32; 3]> = labs
                .iter()
                .zip(&colours)
                .filter(|(_, &c)| c == k)
                .map(|(l, _)| l)
                .collect();
            if mine.is_empty() {
                *centre = reference;
                continue;
            }
            // Half the reference, half the stickers: real stickers differ from the
            // palette, but a colour seen once must not drift onto its neighbour.
            *centre = std::array::from_fn(|i| {
                let mean = mine.iter().map(|l| l[i]).sum::<f32>() / mine.len() as f32;
                0.5 * reference[i] + 0.5 * mean
            });
        }
    }
    let labs = corrected(&lin, gains);
    let colours = capped_assignment(&labs, &centres);
    Some(
        labs.iter()
            .zip(&colours)
            .map(|(lab, &colour)| {
                let own = distance(*lab, centres[colour]);
                let other = (0..6)
                    .filter(|&k| k != colour)
                    .map(|k| distance(*lab, centres[k]))
                    .fold(f32::INFINITY, f32::min);
                Reading {
                    colour,
                    confidence: (other - own) / (other + own).max(1e-6),
                }
            })
            .collect(),
    )
}

/// Each sticker in brightness-free Lab after correcting for the light.
fn corrected(lin: &[[f32; 3]], gains: [f32; 3]) -> Vec<[f32; 3]> {
    lin.iter()
        .map(|l| chroma_lab(std::array::from_fn(|i| l[i] * gains[i])))
        .collect()
}

/// The light that best explains the stickers: each light on a grid of red/green and
/// blue/green balances is tried, and the one whose corrected stickers sit nearest their
/// colours (four per colour at most) wins, with a small penalty for lights far from white so
/// that a few stickers without white or yellow among them are not bent to fit. Gains undo the
/// light; the largest is 1.
fn best_light(lin: &[[f32; 3]], centres: &[[f32; 3]]) -> [f32; 3] {
    // Balances in half steps: the light (e^rg, 1, e^bg) in whole powers of e^(step/2), which
    // needs no maths library in the WebAssembly.
    let gains_at =
        |i: i32, j: i32| normalise([HALF_STEP_GAIN.powi(-i), 1.0, HALF_STEP_GAIN.powi(-j)]);
    let cost = |i: i32, j: i32| {
        let (rg, bg) = (i as f32 * LIGHT_STEP / 2.0, j as f32 * LIGHT_STEP / 2.0);
        let gains = gains_at(i, j);
        let labs = corrected(lin, gains);
        let colours = capped_assignment(&labs, centres);
        let fit: f64 = labs
            .iter()
            .zip(&colours)
            .map(|(l, &c)| (distance(*l, centres[c]) as f64).powi(2))
            .sum();
        fit + LIGHT_PENALTY * lin.len() as f64 * f64::from(rg * rg + bg * bg)
    };
    // A coarse grid (whole steps), then the half steps around its best point.
    let mut best = (f64::INFINITY, 0, 0);
    for i in -LIGHT_STEPS..=LIGHT_STEPS {
        for j in -2 * LIGHT_STEPS..=2 * LIGHT_STEPS {
            let c = cost(2 * i, 2 * j);
            if c < best.0 {
                best = (c, 2 * i, 2 * j);
            }
        }
    }
    let (_, i0, j0) = best;
    for i in i0 - 1..=i0 + 1 {
        for j in j0 - 1..=j0 + 1 {
            let c = cost(i, j);
            if c < best.0 {
                best = (c, i, j);
            }
        }
    }
    gains_at(best.1, best.2)
}

/// Gains scaled so that the largest is 1.
fn normalise(g: [f32; 3]) -> [f32; 3] {
    let max = g.iter().copied().fold(1e-6, f32::max);
    g.map(|x| x / max)
}

/// Each sticker's colour, nearest centre first but no colour on more than four stickers.
fn capped_assignment(labs: &[[f32; 3]], centres: &[[f32; 3]]) -> Vec<usize> {
    let costs: Vec<Vec<f64>> = labs
        .iter()
        .map(|lab| {
            (0..24)
                .map(|slot| {
                    let d = distance(*lab, centres[slot / 4]) as f64;
                    d * d
                })
                .collect()
        })
        .collect();
    assign(&costs).into_iter().map(|slot| slot / 4).collect()
}
