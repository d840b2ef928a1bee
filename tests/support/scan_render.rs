//! Synthetic camera pictures of pocket-cube faces for the scan tests: a face rendered from a
//! known cube under a chosen light (colour, brightness, a shadow across it, camera noise),
//! with the stickers' own colours varied as real stickers vary.

use puzzlebox::pocket::scan::{COLOUR_CHARS, FACE_STICKERS};
use puzzlebox::rng::Rng;

/// The palette's colours, the renderer's idea of the stickers under white light (by colour
/// letter, in the order of [`COLOUR_CHARS`]).
pub const BASE: [[f32; 3]; 6] = [
    [245.0, 245.0, 240.0],
    [255.0, 213.0, 0.0],
    [0.0, 155.0, 72.0],
    [0.0, 70.0, 173.0],
    [183.0, 18.0, 52.0],
    [255.0, 88.0, 0.0],
];

/// Picture side in pixels; each sticker fills a 2×2 cell less a black border.
pub const SIDE: usize = 60;

pub fn uniform(rng: &mut Rng) -> f32 {
    (rng.next_u64() >> 40) as f32 / (1u64 << 24) as f32
}

fn gaussian(rng: &mut Rng) -> f32 {
    let u1 = uniform(rng).max(1e-7);
    let u2 = uniform(rng);
    (-2.0 * u1.ln()).sqrt() * (std::f32::consts::TAU * u2).cos()
}

fn to_linear(c: f32) -> f32 {
    let v = (c / 255.0).clamp(0.0, 1.0);
    if v <= 0.04045 {
        v / 12.92
    } else {
        ((v + 0.055) / 1.055).powf(2.4)
    }
}

fn to_srgb(l: f32) -> f32 {
    let l = l.clamp(0.0, 1.0);
    255.0
        * if l <= 0.003_130_8 {
            12.92 * l
        } else {
            1.055 * l.powf(1.0 / 2.4) - 0.055
        }
}

/// The light of one scan session and the stickers of one cube.
pub struct Scene {
    /// The light's colour (linear gains, largest 1).
    pub light: [f32; 3],
    /// Each colour's stickers on this cube, in sRGB.
    pub colours: [[f32; 3]; 6],
    /// Camera noise (sRGB units, standard deviation).
    pub noise: f32,
}

impl Scene {
    /// A random light from warm (incandescent) to cool (shade), a random batch of stickers.
    pub fn random(rng: &mut Rng) -> Scene {
        Scene::random_with(rng, BASE)
    }

    /// A random light and batch of stickers of a cube whose colours (by colour letter, in the
    /// order of [`COLOUR_CHARS`]) look like `base` under white light.
    pub fn random_with(rng: &mut Rng, base: [[f32; 3]; 6]) -> Scene {
        let t = 2.0 * uniform(rng) - 1.0;
        let light = [1.0 + 0.35 * t, 1.0, 1.0 - 0.6 * t];
        let max = light.iter().copied().fold(0.0, f32::max);
        let colours = base.map(|c| c.map(|x| (x + 16.0 * (uniform(rng) - 0.5)).clamp(0.0, 255.0)));
        Scene {
            light: light.map(|x| x / max),
            colours,
            noise: 2.0 + 10.0 * uniform(rng),
        }
    }

    /// RGBA pixels of `face` of the cube `facelets` (colour letters), with its own exposure
    /// and maybe a shadow across it.
    pub fn render(&self, rng: &mut Rng, facelets: &[char], face: usize) -> Vec<u8> {
        let exposure = 0.2 + 0.8 * uniform(rng);
        let shadow = uniform(rng) < 0.5;
        let (dir, depth) = (std::f32::consts::TAU * uniform(rng), 0.6 * uniform(rng));
        let stickers: Vec<[f32; 3]> = FACE_STICKERS[face]
            .iter()
            .map(|&s| {
                let k = COLOUR_CHARS.iter().position(|&c| c == facelets[s]).unwrap();
                // One sticker differs a little from the others of its colour.
                self.colours[k]
                    .map(|x| to_linear((x + 6.0 * (uniform(rng) - 0.5)).clamp(0.0, 255.0)))
            })
            .collect();
        let mut out = vec![0u8; SIDE * SIDE * 4];
        let cell = SIDE / 2;
        for y in 0..SIDE {
            for x in 0..SIDE {
                let (cx, cy) = (x % cell, y % cell);
                let border = cx < 3 || cy < 3 || cx >= cell - 3 || cy >= cell - 3;
                let base = if border {
                    [0.01, 0.01, 0.01]
                } else {
                    stickers[(y / cell) * 2 + x / cell]
                };
                // The shadow darkens linearly across the face along a random direction.
                let along = ((x as f32 / SIDE as f32 - 0.5) * dir.cos()
                    + (y as f32 / SIDE as f32 - 0.5) * dir.sin())
                    + 0.5;
                let shade = if shadow {
                    1.0 - depth * along.clamp(0.0, 1.0)
                } else {
                    1.0
                };
                let p = (y * SIDE + x) * 4;
                for i in 0..3 {
                    let v = to_srgb(base[i] * self.light[i] * exposure * shade)
                        + self.noise * gaussian(rng);
                    out[p + i] = v.round().clamp(0.0, 255.0) as u8;
                }
                out[p + 3] = 255;
            }
        }
        // Glare: a few blown-out pixels.
        for _ in 0..20 {
            let p = rng.below((SIDE * SIDE) as u64) as usize * 4;
            out[p..p + 3].copy_from_slice(&[255, 255, 255]);
        }
        out
    }
}
