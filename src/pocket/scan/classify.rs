//! Naming the colours of the stickers scanned so far, all of them together.
//!
//! One sticker alone cannot say whether it is white under warm light or yellow under cool
//! light; the whole set can. The classifier therefore
//! 1. estimates the light from the stickers themselves: each light on a grid is tried, the
//!    one whose corrected stickers sit nearest the palette's colours (four per colour at most,
//!    by the cheapest assignment, [`assign`]) wins, and each colour's centre moves towards its
//!    stickers;
//! 2. compares colours in Lab with the brightness taken out ([`chroma_lab`]), so a shadow
//!    across a face changes nothing;
//! 3. groups the stickers by colour from the stickers alone ([`group`]): which stickers share a
//!    colour is what the inference works on, so a cube in any six colours scans;
//! 4. names each group by the nearest palette colour, no two groups the same name (again the
//!    cheapest assignment), for the net to show.

use super::assign::assign;
use super::colour::{chroma_lab, distance, to_linear, Rgb, REFERENCE};
use super::group::group;
use serde::Serialize;

/// A colour in brightness-free Lab.
type Lab = [f32; 3];

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
    /// The sticker's group: stickers of one colour share it (0.., in order of first sticker).
    pub group: usize,
    /// Its group's name, the nearest palette colour no other group took: an index into
    /// [`COLOUR_CHARS`](super::COLOUR_CHARS).
    pub colour: usize,
    /// Whether the grouping of all the stickers supports its group (see [`group`]).
    pub sure: bool,
    /// From -1 to 1: how much nearer its group is than the nearest sticker outside it.
    pub confidence: f32,
}

impl Reading {
    pub fn is_unsure(&self) -> bool {
        !self.sure
    }
}

/// The colour of each sampled sticker, or `None` for more than 24 stickers (there are no
/// more on a cube). Also the name of each of the six groups: groups no sticker is in take
/// the names left over, in palette order.
pub fn classify(samples: &[Rgb]) -> Option<(Vec<Reading>, [usize; 6])> {
    let (labs, centres) = light_and_centres(samples)?;
    let grouping = group(&labs);
    let seen = grouping.group.iter().copied().max().map_or(0, |g| g + 1);
    // Each group's cost of each name: its stickers' squared distances to that colour.
    let costs: Vec<Vec<f64>> = (0..seen)
        .map(|g| {
            (0..6)
                .map(|c| {
                    labs.iter()
                        .zip(&grouping.group)
                        .filter(|(_, &k)| k == g)
                        .map(|(l, _)| f64::from(distance(*l, centres[c])).powi(2))
                        .sum()
                })
                .collect()
        })
        .collect();
    let mut names = [usize::MAX; 6];
    for (g, name) in assign(&costs).into_iter().enumerate() {
        names[g] = name;
    }
    red_before_orange(samples, &grouping.group, &mut names);
    let taken = names;
    let mut left = (0..6).filter(|c| !taken.contains(c));
    for name in names.iter_mut().filter(|n| **n == usize::MAX) {
        *name = left.next().unwrap_or(0);
    }
    let readings = (0..labs.len())
        .map(|i| Reading {
            group: grouping.group[i],
            colour: names[grouping.group[i]],
            sure: grouping.sure[i],
            confidence: grouping.margin[i],
        })
        .collect();
    Some((readings, names))
}

/// Of the groups named red and orange, the one with more green to its red is orange: a
/// light's colour scales every sticker's green/red ratio alike, so their order is the
/// stickers' own, whatever the light, where the light's estimate may bend the names.
fn red_before_orange(samples: &[Rgb], group: &[usize], names: &mut [usize; 6]) {
    const RED: usize = 4;
    const ORANGE: usize = 5;
    let ratio = |name: usize| -> Option<f32> {
        let g = names.iter().position(|&n| n == name)?;
        let mine: Vec<f32> = samples
            .iter()
            .zip(group)
            .filter(|(_, &k)| k == g)
            .map(|(s, _)| {
                let [r, g, _] = to_linear(*s);
                g / r
            })
            .collect();
        (!mine.is_empty()).then(|| mine.iter().sum::<f32>() / mine.len() as f32)
    };
    if let (Some(red), Some(orange)) = (ratio(RED), ratio(ORANGE)) {
        if red > orange {
            for n in names.iter_mut() {
                *n = match *n {
                    RED => ORANGE,
                    ORANGE => RED,
                    other => other,
                };
            }
        }
    }
}

/// Each sticker in brightness-free Lab corrected for the light the stickers show, and each
/// palette colour's centre as they show it; `None` for more than 24 stickers.
fn light_and_centres(samples: &[Rgb]) -> Option<(Vec<Lab>, Vec<Lab>)> {
    if samples.len() > MAX_STICKERS {
        return None;
    }
    let lin: Vec<[f32; 3]> = samples.iter().map(|&s| to_linear(s)).collect();
    let refs: Vec<[f32; 3]> = REFERENCE.iter().map(|&r| to_linear(r)).collect();
    let mut centres: Vec<[f32; 3]> = refs.iter().map(|&r| chroma_lab(r)).collect();
    if samples.is_empty() {
        return Some((Vec::new(), centres));
    }
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
    Some((corrected(&lin, gains), centres))
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
