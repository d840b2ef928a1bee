//! The scan, face by face: which face to show next, when to stop, a face shown again, Undo,
//! and a face shown turned.
//!
//! Faces are numbered as on the net (Up, Left, Front, Right, Back, Down). Each is read as the
//! net draws it: Left, Front, Right and Back with Up on top; Up tilted towards the camera
//! (Back on top); Down tilted away (Front on top). The cube is held the same way throughout:
//! the guide's marks say which edge goes on top.

use super::classify::{classify, Reading};
use super::colour::{Rgb, COLOUR_CHARS};
use super::fits::{fits, Stickers};
use serde::Serialize;

/// Each face's stickers in the order the camera reads them (top left, top right, bottom
/// left, bottom right), faces in the net's order.
pub const FACE_STICKERS: [[usize; 4]; 6] = [
    [0, 1, 2, 3],
    [4, 5, 12, 13],
    [6, 7, 14, 15],
    [8, 9, 16, 17],
    [10, 11, 18, 19],
    [20, 21, 22, 23],
];

/// The order faces are asked for when the stickers do not prefer one: Front first (what a
/// person holding a cube looks at), then Up, Right, Left, Back, Down.
const PREFERENCE: [usize; 6] = [2, 0, 3, 1, 4, 5];

/// The faces' names inside a sentence (written out: lowercasing at run time would bring
/// Unicode's case tables into the WebAssembly).
const FACE_WORDS: [&str; 6] = ["up", "left", "front", "right", "back", "down"];

/// What went wrong with a scan step.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ScanError {
    /// A face number outside 0..6.
    NoSuchFace(usize),
    /// No cube shows these colours, however the newest face is turned and even with the
    /// least clear stickers left to the inference; `rescan` is an earlier face without which
    /// some cube fits (read wrongly, perhaps), when there is one.
    NoCubeFits { face: usize, rescan: Option<usize> },
    /// The picture is not `width × height` RGBA pixels of at least 6×6.
    NoPicture { width: usize, height: usize },
}

impl std::fmt::Display for ScanError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            ScanError::NoSuchFace(n) => write!(f, "face {n} is not one of the six faces 0 to 5"),
            ScanError::NoCubeFits { face, rescan } => {
                write!(
                    f,
                    "no cube shows these colours with the {} face as read: show that face again",
                    FACE_WORDS[*face]
                )?;
                match rescan {
                    Some(r) => write!(
                        f,
                        ", and if it was read right, show the {} face again (it fits without \
                         that face's reading)",
                        FACE_WORDS[*r]
                    ),
                    None => Ok(()),
                }
            }
            ScanError::NoPicture { width, height } => write!(
                f,
                "the camera's picture ({width}×{height}) is empty or not whole: show the face again"
            ),
        }
    }
}

impl std::error::Error for ScanError {}

impl From<&ScanError> for super::super::report::Mistake {
    fn from(e: &ScanError) -> Self {
        Self {
            kind: match e {
                ScanError::NoSuchFace(_) => "no_such_face",
                ScanError::NoCubeFits { .. } => "scan_no_cube_fits",
                ScanError::NoPicture { .. } => "scan_no_picture",
            },
            message: e.to_string(),
            stickers: match e {
                ScanError::NoCubeFits { face, .. } => FACE_STICKERS[*face].to_vec(),
                _ => vec![],
            },
        }
    }
}

/// Resumes a scan from the faces read so far, adds `face` read from a square crop of a
/// frame (RGBA bytes, see [`sample_face`](super::sample_face)) unless `face` is `None`, and
/// says where the scan stands. `shown` is the previous report's (flat, see
/// [`Shown::flatten`]).
pub fn scan_step(
    shown: &[f32],
    face: Option<usize>,
    rgba: &[u8],
    width: usize,
    height: usize,
) -> Result<ScanReport, ScanError> {
    let mut session = ScanSession::resume(&Shown::unflatten(shown));
    match face {
        Some(face) if face >= 6 => Err(ScanError::NoSuchFace(face)),
        Some(face) => {
            let samples = super::sample_face(rgba, width, height)
                .ok_or(ScanError::NoPicture { width, height })?;
            session.add(face, samples)
        }
        None => Ok(session.report()),
    }
}

/// Where the scan stands.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct ScanReport {
    /// Every sticker's colour character: read, or forced by the ones read; `None` when
    /// neither (including unsure stickers that nothing forces).
    pub stickers: Vec<Option<char>>,
    /// Stickers read but unsure (shown marked; inference or a tap decides them).
    pub unsure: Vec<usize>,
    /// Faces read so far, in the order they were read.
    pub faces: Vec<usize>,
    /// How many cubes fit, over every way the cube can be held.
    pub fits: u64,
    /// The face to show next; `None` when one cube fits or every face is read.
    pub next_face: Option<usize>,
    /// The whole cube when exactly one fits, as a facelet string in colour letters.
    pub facelets: Option<String>,
    /// Quarter turns clockwise by which the newest face was read turned back, when it was
    /// shown turned and only that reading fits.
    pub turned: Option<u8>,
    /// The faces read, flat ([`Shown::flatten`]), for a page to pass back next step.
    pub shown: Vec<f32>,
    /// The step in sentences, as the page says it: a face read turned, the unsure stickers,
    /// then "One cube fits: it is on the net. Solve it.", "Every face is read and 2 cubes fit:
    /// paint the marked stickers." or how many cubes still fit (the page then says which face
    /// to show and how to hold it). Empty when there is nothing to say before that.
    pub summary: String,
}

impl ScanReport {
    /// The report with its [`ScanReport::summary`] said from its other fields.
    fn said(mut self) -> ScanReport {
        let mut parts: Vec<String> = vec![];
        if self.turned.is_some() {
            parts.push("That face was held turned; it was read turned back.".to_string());
        }
        if !self.unsure.is_empty() {
            parts.push(format!(
                "{} sticker(s) unsure (marked): tap to paint them.",
                self.unsure.len()
            ));
        }
        if self.facelets.is_some() {
            parts.push("One cube fits: it is on the net. Solve it.".to_string());
        } else if self.next_face.is_none() {
            parts.push(format!(
                "Every face is read and {} cubes fit: paint the marked stickers.",
                self.fits
            ));
        } else if !self.faces.is_empty() {
            parts.push(format!(
                "{} cubes still fit.",
                crate::pocket::report::grouped(self.fits)
            ));
        }
        self.summary = parts.join(" ");
        self
    }
}

/// One face as the camera read it (kept by the page between calls, flat: the scan is
/// replayed from these).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Shown {
    pub face: usize,
    pub samples: [Rgb; 4],
}

/// Numbers per face in the flat form: the face, then four stickers' red, green and blue.
pub const FLAT_FACE: usize = 13;

impl Shown {
    /// Faces as one list of numbers, [`FLAT_FACE`] per face: what the page keeps (a list of
    /// numbers crosses into the WebAssembly without a deserialiser).
    pub fn flatten(shown: &[Shown]) -> Vec<f32> {
        shown
            .iter()
            .flat_map(|s| std::iter::once(s.face as f32).chain(s.samples.iter().flatten().copied()))
            .collect()
    }

    /// The faces of [`Shown::flatten`]'s list; a face number that is not a whole number in
    /// 0..6 and an incomplete last face are dropped.
    pub fn unflatten(flat: &[f32]) -> Vec<Shown> {
        flat.chunks_exact(FLAT_FACE)
            .filter(|c| c[0] >= 0.0 && c[0] < 6.0 && c[0].fract() == 0.0)
            .map(|c| Shown {
                face: c[0] as usize,
                samples: std::array::from_fn(|k| [c[1 + 3 * k], c[2 + 3 * k], c[3 + 3 * k]]),
            })
            .collect()
    }
}

/// A scan in progress.
#[derive(Clone, Debug, Default)]
pub struct ScanSession {
    shown: Vec<Shown>,
}

impl ScanSession {
    pub fn new() -> Self {
        Self::default()
    }

    /// A scan with these faces already read (as [`ScanSession::shown`] gave them), oldest
    /// first; faces out of range, a face read twice (the later is kept) and more than six
    /// faces are dropped.
    pub fn resume(shown: &[Shown]) -> Self {
        let mut out = Self::new();
        for s in shown.iter().filter(|s| s.face < 6) {
            out.shown.retain(|t| t.face != s.face);
            out.shown.push(*s);
        }
        out
    }

    /// The faces read, oldest first, each as it was kept (turned back if it was shown turned).
    pub fn shown(&self) -> &[Shown] {
        &self.shown
    }

    /// Adds a face read from the camera (samples in reading order). A face read before is
    /// replaced. When no cube fits the face as read but exactly one quarter-turned reading
    /// does, that reading is kept and the report says so. When none fits, the stickers are
    /// named again with the least clear ones left to the inference; when still none fits,
    /// the face is not kept and the error names an earlier face to show again if leaving it
    /// out lets a cube fit.
    pub fn add(&mut self, face: usize, samples: [Rgb; 4]) -> Result<ScanReport, ScanError> {
        if face >= 6 {
            return Err(ScanError::NoSuchFace(face));
        }
        let before = self.shown.clone();
        self.shown.retain(|s| s.face != face);
        let mut fitting = Vec::new();
        for turns in 0..4u8 {
            let mut trial = self.shown.clone();
            trial.push(Shown {
                face,
                samples: turned(samples, turns),
            });
            let report = evaluate(&trial, false);
            if report.fits > 0 {
                if turns == 0 {
                    self.shown = trial;
                    return Ok(report);
                }
                fitting.push((turns, trial, report));
            }
        }
        if let [(turns, trial, report)] = fitting.as_slice() {
            self.shown = trial.clone();
            return Ok(ScanReport {
                turned: Some(*turns),
                ..report.clone()
            }
            .said());
        }
        let mut trial = self.shown.clone();
        trial.push(Shown { face, samples });
        let report = evaluate(&trial, true);
        if report.fits > 0 {
            self.shown = trial;
            return Ok(report);
        }
        self.shown = before;
        // The newest earlier face first: the likeliest to have been read in a hurry.
        let rescan = trial[..trial.len() - 1]
            .iter()
            .rev()
            .map(|s| s.face)
            .find(|&f| {
                let without: Vec<Shown> = trial.iter().filter(|s| s.face != f).copied().collect();
                evaluate(&without, true).fits > 0
            });
        Err(ScanError::NoCubeFits { face, rescan })
    }

    /// Forgets the face read last; returns it, or `None` when none was read.
    pub fn undo(&mut self) -> Option<usize> {
        self.shown.pop().map(|s| s.face)
    }

    /// Where the scan stands now.
    pub fn report(&self) -> ScanReport {
        evaluate(&self.shown, true)
    }
}

/// A face's samples as they would read had the face been turned `turns` quarter turns
/// clockwise back (top left, top right, bottom left, bottom right).
fn turned(samples: [Rgb; 4], turns: u8) -> [Rgb; 4] {
    let mut s = samples;
    for _ in 0..turns {
        // Turning clockwise: the bottom left comes to the top left, and so on round.
        s = [s[2], s[0], s[3], s[1]];
    }
    s
}

/// Stickers left to the inference, at most, when the sure ones fit no cube: the least clear
/// first, doubling.
const RELAX: [usize; 3] = [1, 2, 4];

/// Classifies every sticker shown, counts the cubes that fit the sure ones, and picks the
/// next face. With `relax`, when no cube fits the sure stickers, the least clear of them are
/// left to the inference too (a reading that only fitted among fewer stickers).
fn evaluate(shown: &[Shown], relax: bool) -> ScanReport {
    let samples: Vec<Rgb> = shown.iter().flat_map(|s| s.samples).collect();
    let (readings, names) = classify(&samples).unwrap_or_default();
    let mut by_sticker: Vec<Option<Reading>> = vec![None; 24];
    for (i, reading) in readings.iter().enumerate() {
        by_sticker[FACE_STICKERS[shown[i / 4].face][i % 4]] = Some(*reading);
    }
    let mut painting: Stickers = [None; 24];
    for (s, reading) in by_sticker.iter().enumerate() {
        if let Some(r) = reading.filter(|r| r.sure) {
            painting[s] = Some(r.group);
        }
    }
    let mut found = fits(&painting);
    if found.total == 0 && relax {
        // The sure stickers, least clear first (an insertion sort: the standard sort brings a
        // large routine into the WebAssembly).
        let c = |s: usize| by_sticker[s].map_or(0.0, |r| r.confidence);
        let mut clear: Vec<usize> = Vec::with_capacity(24);
        for s in (0..24).filter(|&s| painting[s].is_some()) {
            let at = clear
                .iter()
                .position(|&t| c(t) > c(s))
                .unwrap_or(clear.len());
            clear.insert(at, s);
        }
        for n in RELAX {
            let mut fewer = painting;
            for &s in clear.iter().take(n) {
                fewer[s] = None;
            }
            found = fits(&fewer);
            if found.total > 0 {
                painting = fewer;
                break;
            }
        }
    }
    let unsure = (0..24)
        .filter(|&s| by_sticker[s].is_some() && painting[s].is_none())
        .collect();
    let facelets = found.only.map(|all| {
        all.iter()
            .map(|&g| COLOUR_CHARS[names[g]])
            .collect::<String>()
    });
    let stickers = (0..24)
        .map(|s| {
            let mut groups = (0..6).filter(|&g| found.tally[s][g] > 0);
            match (groups.next(), groups.next()) {
                (Some(g), None) => Some(COLOUR_CHARS[names[g]]),
                _ => None,
            }
        })
        .collect();
    let faces: Vec<usize> = shown.iter().map(|s| s.face).collect();
    let next_face = if found.total <= 1 {
        None
    } else {
        next_face(&found.tally, found.total, &faces)
    };
    ScanReport {
        stickers,
        unsure,
        faces,
        fits: found.total,
        next_face,
        facelets,
        turned: None,
        shown: Shown::flatten(shown),
        summary: String::new(),
    }
    .said()
}

/// The unread face expected to leave the fewest cubes: treating its four stickers as if
/// they fell independently, the chance that a second fitting cube agrees with the true one on
/// the face is the product over its stickers of Σ p(colour)². The least wins; ties go by
/// [`PREFERENCE`].
fn next_face(tally: &[[u64; 6]; 24], total: u64, read: &[usize]) -> Option<usize> {
    let agree = |face: usize| -> f64 {
        FACE_STICKERS[face]
            .iter()
            .map(|&s| {
                tally[s]
                    .iter()
                    .map(|&n| (n as f64 / total as f64).powi(2))
                    .sum::<f64>()
            })
            .product()
    };
    PREFERENCE
        .iter()
        .copied()
        .filter(|f| !read.contains(f))
        .map(|f| (f, agree(f)))
        .fold(None, |best: Option<(usize, f64)>, (f, a)| match best {
            Some((_, b)) if b <= a + 1e-12 => best,
            _ => Some((f, a)),
        })
        .map(|(f, _)| f)
}
