//! Colours as the classifier compares them: camera sRGB to linear light, then to CIE Lab with
//! the brightness taken out, so that a sticker in shadow reads like the same sticker in light.

/// A colour as the camera gives it: sRGB components in 0..=255 (a patch's median, so not
/// necessarily whole numbers).
pub type Rgb = [f32; 3];

/// The six sticker colours, in the order of the app's palette: white, yellow, green, blue,
/// red, orange.
pub const COLOUR_CHARS: [char; 6] = ['W', 'Y', 'G', 'B', 'R', 'O'];

/// What each colour's stickers look like under white light: the palette's own colours.
pub(super) const REFERENCE: [Rgb; 6] = [
    [255.0, 255.0, 255.0],
    [255.0, 213.0, 0.0],
    [0.0, 155.0, 72.0],
    [0.0, 70.0, 173.0],
    [183.0, 18.0, 52.0],
    [255.0, 88.0, 0.0],
];

/// The darkest a channel may be in linear light: a camera never gives true zero, and the
/// logarithms and ratios below need a floor.
const FLOOR: f32 = 1e-3;

/// sRGB component (0..=255) to linear light (0..=1).
pub(super) fn linear(c: f32) -> f32 {
    let v = (c / 255.0).clamp(0.0, 1.0);
    let l = if v <= 0.04045 {
        v / 12.92
    } else {
        ((v + 0.055) / 1.055).powf(2.4)
    };
    l.max(FLOOR)
}

/// A colour in linear light.
pub(super) fn to_linear(rgb: Rgb) -> [f32; 3] {
    rgb.map(linear)
}

/// Lab of a linear colour scaled so that its brightest channel is 1: hue and saturation
/// survive, how much light falls on the sticker does not.
pub(super) fn chroma_lab(lin: [f32; 3]) -> [f32; 3] {
    let max = lin.iter().copied().fold(FLOOR, f32::max);
    let [r, g, b] = lin.map(|c| c / max);
    // sRGB primaries, D65 white.
    let x = 0.4124 * r + 0.3576 * g + 0.1805 * b;
    let y = 0.2126 * r + 0.7152 * g + 0.0722 * b;
    let z = 0.0193 * r + 0.1192 * g + 0.9505 * b;
    let f = |t: f32| {
        if t > 0.008856 {
            t.cbrt()
        } else {
            7.787 * t + 16.0 / 116.0
        }
    };
    let (fx, fy, fz) = (f(x / 0.9505), f(y), f(z / 1.089));
    [116.0 * fy - 16.0, 500.0 * (fx - fy), 200.0 * (fy - fz)]
}

/// Euclidean distance in Lab.
pub(super) fn distance(a: [f32; 3], b: [f32; 3]) -> f32 {
    a.iter()
        .zip(&b)
        .map(|(x, y)| (x - y) * (x - y))
        .sum::<f32>()
        .sqrt()
}

/// The four sticker colours of a face seen in a square crop (RGBA bytes, row by row, as a
/// canvas gives them): the crop is split into a 2×2 grid and each cell's middle third is
/// read as its per-channel median, which ignores the black plastic around a sticker, glare
/// on a few pixels and camera noise. Stickers are returned in reading order: top left, top
/// right, bottom left, bottom right. `None` when the buffer is not `width × height × 4`
/// bytes or the crop is smaller than 6×6 pixels.
pub fn sample_face(rgba: &[u8], width: usize, height: usize) -> Option<[Rgb; 4]> {
    if width < 6 || height < 6 || rgba.len() != width.checked_mul(height)?.checked_mul(4)? {
        return None;
    }
    let cell = |row: usize, col: usize| {
        let (x0, x1) = (col * width / 2, (col + 1) * width / 2);
        let (y0, y1) = (row * height / 2, (row + 1) * height / 2);
        let (w3, h3) = ((x1 - x0) / 3, (y1 - y0) / 3);
        let mut channels: [Vec<u8>; 3] = Default::default();
        for y in y0 + h3..y1 - h3 {
            for x in x0 + w3..x1 - w3 {
                let p = (y * width + x) * 4;
                for (k, ch) in channels.iter_mut().enumerate() {
                    ch.push(rgba[p + k]);
                }
            }
        }
        channels.map(|mut ch| {
            let mid = ch.len() / 2;
            *ch.select_nth_unstable(mid).1 as f32
        })
    };
    Some([cell(0, 0), cell(0, 1), cell(1, 0), cell(1, 1)])
}
