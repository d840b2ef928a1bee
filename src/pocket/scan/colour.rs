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
/// ratios below need a floor.
const FLOOR: f32 = 1e-3;

/// sRGB component (0..=255, rounded) to linear light (0..=1), at least [`FLOOR`]. A table of
/// the 256 values: the sRGB curve's power function would bring a maths library into the
/// WebAssembly for a value a camera gives as a byte anyway.
pub(super) fn linear(c: f32) -> f32 {
    LINEAR[(c.clamp(0.0, 255.0) + 0.5) as usize % 256]
}

/// `max(FLOOR, srgb_to_linear(i / 255))` for i in 0..=255.
#[rustfmt::skip]
#[allow(clippy::excessive_precision)]
const LINEAR: [f32; 256] = [
    1.0000000e-03, 1.0000000e-03, 1.0000000e-03, 1.0000000e-03, 1.2141079e-03, 1.5176349e-03, 1.8211619e-03, 2.1246889e-03,
    2.4282159e-03, 2.7317429e-03, 3.0352698e-03, 3.3465358e-03, 3.6765073e-03, 4.0247170e-03, 4.3914420e-03, 4.7769535e-03,
    5.1815167e-03, 5.6053916e-03, 6.0488330e-03, 6.5120908e-03, 6.9954102e-03, 7.4990320e-03, 8.0231930e-03, 8.5681256e-03,
    9.1340587e-03, 9.7212173e-03, 0.01032982, 0.01096009, 0.01161225, 0.01228649, 0.01298303, 0.01370208,
    0.01444384, 0.01520851, 0.01599629, 0.01680738, 0.01764195, 0.01850022, 0.01938236, 0.02028856,
    0.02121901, 0.02217388, 0.02315337, 0.02415763, 0.02518686, 0.02624122, 0.02732089, 0.02842604,
    0.02955683, 0.03071344, 0.03189603, 0.03310477, 0.03433981, 0.03560131, 0.03688945, 0.03820437,
    0.03954624, 0.0409152, 0.04231141, 0.04373503, 0.0451862, 0.04666509, 0.04817182, 0.04970657,
    0.05126946, 0.05286065, 0.05448028, 0.05612849, 0.05780543, 0.05951124, 0.06124605, 0.06301002,
    0.06480327, 0.06662594, 0.06847817, 0.0703601, 0.07227185, 0.07421357, 0.07618538, 0.07818742,
    0.08021982, 0.08228271, 0.08437621, 0.08650046, 0.08865559, 0.09084171, 0.09305896, 0.09530747,
    0.09758735, 0.09989873, 0.1022417, 0.1046165, 0.1070231, 0.1094617, 0.1119324, 0.1144354,
    0.1169707, 0.1195384, 0.1221388, 0.1247718, 0.1274377, 0.1301365, 0.1328683, 0.1356333,
    0.1384316, 0.1412633, 0.1441285, 0.1470273, 0.1499598, 0.1529262, 0.1559265, 0.1589608,
    0.1620294, 0.1651322, 0.1682694, 0.1714411, 0.1746474, 0.1778884, 0.1811642, 0.184475,
    0.1878208, 0.1912017, 0.1946178, 0.1980693, 0.2015563, 0.2050787, 0.2086369, 0.2122308,
    0.2158605, 0.2195262, 0.223228, 0.2269659, 0.23074, 0.2345506, 0.2383976, 0.2422811,
    0.2462013, 0.2501583, 0.2541521, 0.2581829, 0.2622507, 0.2663556, 0.2704978, 0.2746773,
    0.2788943, 0.2831487, 0.2874408, 0.2917706, 0.2961383, 0.3005438, 0.3049873, 0.3094689,
    0.3139887, 0.3185468, 0.3231432, 0.3277781, 0.3324515, 0.3371636, 0.3419144, 0.3467041,
    0.3515326, 0.3564001, 0.3613068, 0.3662526, 0.3712377, 0.3762621, 0.381326, 0.3864294,
    0.3915725, 0.3967552, 0.4019778, 0.4072402, 0.4125426, 0.4178851, 0.4232677, 0.4286905,
    0.4341536, 0.4396572, 0.4452012, 0.4507858, 0.456411, 0.462077, 0.4677838, 0.4735315,
    0.4793202, 0.4851499, 0.4910208, 0.496933, 0.5028865, 0.5088813, 0.5149177, 0.5209956,
    0.5271151, 0.5332764, 0.5394795, 0.5457245, 0.5520114, 0.5583404, 0.5647115, 0.5711248,
    0.5775804, 0.5840784, 0.5906188, 0.5972018, 0.6038273, 0.6104956, 0.6172066, 0.6239604,
    0.6307571, 0.6375969, 0.6444797, 0.6514056, 0.6583748, 0.6653873, 0.6724432, 0.6795425,
    0.6866853, 0.6938718, 0.7011019, 0.7083758, 0.7156935, 0.7230551, 0.7304607, 0.7379104,
    0.7454042, 0.7529422, 0.7605245, 0.7681511, 0.7758222, 0.7835378, 0.7912979, 0.7991027,
    0.8069523, 0.8148466, 0.8227858, 0.8307699, 0.838799, 0.8468732, 0.8549926, 0.8631572,
    0.8713671, 0.8796224, 0.8879231, 0.8962694, 0.9046612, 0.9130987, 0.9215819, 0.9301109,
    0.9386857, 0.9473065, 0.9559734, 0.9646862, 0.9734453, 0.9822506, 0.9911021, 1.0,
];

/// The cube root of `t` for t in 0..=2 (Newton's method from 1; a dozen steps reach f32's
/// precision on that range), without a maths library.
fn cbrt(t: f32) -> f32 {
    let mut y = 1.0f32;
    for _ in 0..16 {
        y -= (y * y * y - t) / (3.0 * y * y);
    }
    y
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
            cbrt(t)
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
        // Per-channel histograms: the median without a sort routine in the WebAssembly.
        let mut counts = [[0u32; 256]; 3];
        let mut n = 0;
        for y in y0 + h3..y1 - h3 {
            for x in x0 + w3..x1 - w3 {
                let p = (y * width + x) * 4;
                for (k, hist) in counts.iter_mut().enumerate() {
                    hist[rgba[p + k] as usize] += 1;
                }
                n += 1;
            }
        }
        counts.map(|hist| {
            let mut seen = 0;
            let value = hist.iter().position(|&c| {
                seen += c;
                2 * seen > n
            });
            value.unwrap_or(0) as f32
        })
    };
    Some([cell(0, 0), cell(0, 1), cell(1, 0), cell(1, 1)])
}
