//! Paintings with unpainted stickers (`?`): which stickers every fitting cube agrees on, how
//! many cubes fit, which sticker to paint next, and why no cube fits when none does.
//!
//! The fixed corner DBL must be painted: its colours are the L, B and D colours. The other
//! colours seen are U, R and F in some order; each order consistent with the painting is a
//! *colour scheme*, and a colour painted nowhere yet is simply unknown. A full cube determines
//! its scheme, so cubes fitting under different schemes are different cubes, and the number
//! of fits is the sum over schemes of [`count`](super::count). Cubes are counted as paintings
//! would show them: two cubes that differ only in which unseen colour goes where count once.

use super::count::{self, Candidate, Candidates, SLOTS};
use super::cubie::{DBL, MOVING};
use super::error::{CornerFault, PocketError};
use super::facelets::{read_stickers, Cube, CORNER_FACES, CORNER_NAMES};
use super::geometry::CORNER_STICKERS;
use super::repaint::fewest_repaints;

/// The character that marks an unpainted sticker.
pub const UNPAINTED: char = '?';

/// What a painting decides.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Inference {
    /// Each sticker's colour if it is painted or every fitting cube agrees on it (a *forced*
    /// sticker); `None` otherwise, including a sticker forced to a colour painted nowhere.
    pub stickers: [Option<char>; 24],
    /// How many cubes fit the painting (at least 1: a painting none fits is an error).
    pub fits: u64,
    /// The open sticker whose colour splits the fitting cubes into the smallest largest group
    /// (`None` when every sticker is known).
    pub suggestion: Option<usize>,
}

impl Inference {
    /// The painting with every forced sticker filled in and `?` for the others.
    pub fn facelets(&self) -> String {
        self.stickers
            .iter()
            .map(|c| c.unwrap_or(UNPAINTED))
            .collect()
    }

    /// Whether the painting decides one cube with every sticker known.
    pub fn is_decided(&self) -> bool {
        self.fits == 1 && self.stickers.iter().all(Option::is_some)
    }
}

/// Reads a painting: the facelet string with `?` for unpainted stickers.
pub fn read_painting(text: &str) -> Result<[Option<char>; 24], PocketError> {
    Ok(read_stickers(text)?.map(|c| (c != UNPAINTED).then_some(c)))
}

/// Works out what a painting decides, or that no cube fits it: then
/// [`PocketError::NoCubeFits`] names the fewest stickers to repaint, with the reason
/// [`Cube::parse`] gives a full string, or inference finds, inside. A painting with more
/// than six colours, or with unpainted stickers on DBL that some cube would fit, gets that
/// error itself.
pub fn infer(text: &str) -> Result<Inference, PocketError> {
    let painting = read_painting(text)?;
    let no_fit = |reason: PocketError| match fewest_repaints(&painting) {
        Some(stickers) if !stickers.is_empty() => PocketError::NoCubeFits {
            stickers,
            reason: Box::new(reason),
        },
        _ => reason,
    };
    if painting.iter().all(Option::is_some) {
        let cube = Cube::parse(text).map_err(no_fit)?;
        return Ok(Inference {
            stickers: read_painting(&cube.facelets())?,
            fits: 1,
            suggestion: None,
        });
    }
    let visible = visible_colours(&painting).map_err(no_fit)?;
    let schemes = schemes(&painting, &visible)?;
    let readings: Vec<(Scheme, Candidates)> = schemes
        .into_iter()
        .map(|s| {
            let c = candidates(&s, &painting);
            (s, c)
        })
        .collect();

    // tally[sticker][colour]: fitting cubes that give the sticker that colour (index into
    // `visible`, or UNSEEN for a colour painted nowhere).
    const UNSEEN: usize = 6;
    let mut tally = [[0u64; 7]; 24];
    let mut fits = 0u64;
    for (scheme, cands) in &readings {
        let counts = count::count(cands);
        if counts.total == 0 {
            continue;
        }
        fits += counts.total;
        let key = |face: usize| {
            scheme.faces[face]
                .and_then(|c| visible.iter().position(|&v| v == c))
                .unwrap_or(UNSEEN)
        };
        for (slot, place) in MOVING.iter().enumerate() {
            for (c, &ways) in cands[slot].iter().zip(&counts.per_candidate[slot]) {
                for k in 0..3 {
                    let sticker = CORNER_STICKERS[*place][(k + c.twist as usize) % 3];
                    tally[sticker][key(CORNER_FACES[c.piece as usize][k])] += ways;
                }
            }
        }
    }
    if fits == 0 {
        return Err(no_fit(diagnose(&painting, &readings)));
    }
    let mut stickers = painting;
    for (s, known) in stickers.iter_mut().enumerate() {
        if known.is_some() || CORNER_STICKERS[DBL].contains(&s) {
            continue;
        }
        let mut colours = (0..7).filter(|&k| tally[s][k] != 0);
        if let (Some(only), None) = (colours.next(), colours.next()) {
            *known = visible.get(only).copied();
        }
    }
    let suggestion = (0..24)
        .filter(|&s| stickers[s].is_none())
        .min_by_key(|&s| (tally[s].iter().max().copied().unwrap_or(0), s));
    Ok(Inference {
        stickers,
        fits,
        suggestion,
    })
}

/// The one cube a painting decides, with its completed facelets; [`PocketError::Undecided`]
/// (naming the sticker to paint) when it does not decide one.
pub fn decide(text: &str) -> Result<(Cube, Inference), PocketError> {
    let inference = infer(text)?;
    match inference.suggestion {
        Some(sticker) if !inference.is_decided() => Err(PocketError::Undecided {
            fits: inference.fits,
            sticker,
        }),
        _ => Ok((Cube::parse(&inference.facelets())?, inference)),
    }
}

/// The colours painted, in order of first appearance, after the checks that need no
/// inference: at most six colours, none on more than four stickers, DBL painted with three.
fn visible_colours(painting: &[Option<char>; 24]) -> Result<Vec<char>, PocketError> {
    let unpainted_dbl: Vec<usize> = CORNER_STICKERS[DBL]
        .iter()
        .copied()
        .filter(|&s| painting[s].is_none())
        .collect();
    if !unpainted_dbl.is_empty() {
        return Err(PocketError::FixedCornerUnpainted {
            stickers: unpainted_dbl,
        });
    }
    let mut visible: Vec<char> = Vec::new();
    for c in painting.iter().flatten() {
        if !visible.contains(c) {
            visible.push(*c);
        }
    }
    if visible.len() > 6 {
        return Err(PocketError::WrongColourCount { colours: visible });
    }
    for &colour in &visible {
        let on: Vec<usize> = (0..24).filter(|&s| painting[s] == Some(colour)).collect();
        if on.len() > 4 {
            return Err(PocketError::WrongColourUse {
                colour,
                count: on.len(),
                stickers: on,
            });
        }
    }
    let dbl = CORNER_STICKERS[DBL].map(|s| painting[s]);
    if dbl[0] == dbl[1] || dbl[1] == dbl[2] || dbl[0] == dbl[2] {
        return Err(PocketError::NoSuchCorner {
            corner: CORNER_NAMES[DBL],
            stickers: CORNER_STICKERS[DBL],
            colours: dbl.map(|c| c.unwrap_or(UNPAINTED)),
            fault: CornerFault::RepeatedColour,
        });
    }
    Ok(visible)
}

/// Which colour each face has (U R F D L B), `None` for a colour painted nowhere.
#[derive(Clone, Debug, PartialEq, Eq)]
struct Scheme {
    faces: [Option<char>; 6],
}

impl Scheme {
    fn face_of(&self, colour: char) -> Option<usize> {
        self.faces.iter().position(|&c| c == Some(colour))
    }

    /// A corner piece's colours, `?` for a colour painted nowhere.
    fn piece_colours(&self, piece: usize) -> [char; 3] {
        CORNER_FACES[piece].map(|f| self.faces[f].unwrap_or(UNPAINTED))
    }
}

/// Every way to give the colours seen off DBL to the faces U, R and F.
fn schemes(painting: &[Option<char>; 24], visible: &[char]) -> Result<Vec<Scheme>, PocketError> {
    const FREE_ORDERS: [[usize; 3]; 6] = [
        [0, 1, 2],
        [0, 2, 1],
        [1, 0, 2],
        [1, 2, 0],
        [2, 0, 1],
        [2, 1, 0],
    ];
    let fixed = CORNER_STICKERS[DBL].map(|s| painting[s]);
    let free: Vec<char> = visible
        .iter()
        .copied()
        .filter(|c| !fixed.contains(&Some(*c)))
        .collect();
    let mut out: Vec<Scheme> = Vec::new();
    for order in FREE_ORDERS {
        let mut faces = [None; 6];
        // DBL's stickers, listed D, B, L, are home by definition.
        for (k, &face) in CORNER_FACES[DBL].iter().enumerate() {
            faces[face] = fixed[k];
        }
        for (&colour, &face) in free.iter().zip(&order) {
            faces[face] = Some(colour);
        }
        let scheme = Scheme { faces };
        if !out.contains(&scheme) {
            out.push(scheme);
        }
    }
    Ok(out)
}

/// For each moving place, the (corner, twist) pairs its painted stickers allow under `scheme`.
fn candidates(scheme: &Scheme, painting: &[Option<char>; 24]) -> Candidates {
    std::array::from_fn(|slot| {
        let place = MOVING[slot];
        let mut allowed = Vec::with_capacity(21);
        for &piece in &MOVING {
            for twist in 0..3 {
                if fits_place(scheme, painting, place, piece, twist) {
                    allowed.push(Candidate {
                        piece: piece as u8,
                        twist: twist as u8,
                    });
                }
            }
        }
        allowed
    })
}

/// Whether corner `piece` twisted by `twist` in `place` shows every painted sticker there.
fn fits_place(
    scheme: &Scheme,
    painting: &[Option<char>; 24],
    place: usize,
    piece: usize,
    twist: usize,
) -> bool {
    (0..3).all(|k| {
        let sticker = CORNER_STICKERS[place][(k + twist) % 3];
        painting[sticker].is_none_or(|c| scheme.faces[CORNER_FACES[piece][k]] == Some(c))
    })
}

/// Why no cube fits: read under the scheme that leaves the fewest places with no corner at
/// all, blame the first such place; failing that, places that together allow too few
/// corners; failing that, the twist.
fn diagnose(painting: &[Option<char>; 24], readings: &[(Scheme, Candidates)]) -> PocketError {
    let empty = |c: &Candidates| c.iter().filter(|s| s.is_empty()).count();
    let Some((scheme, cands)) = readings.iter().min_by_key(|(_, c)| empty(c)) else {
        unreachable!("a painted DBL gives at least one scheme")
    };
    if let Some(slot) = (0..SLOTS).find(|&i| cands[i].is_empty()) {
        return place_fault(scheme, painting, MOVING[slot]);
    }
    if let Some(short) = too_few_corners(scheme, cands) {
        return short;
    }
    twist_fault(painting, cands)
}

/// What is wrong with a place no corner fits, as the full-string parser would say it.
fn place_fault(scheme: &Scheme, painting: &[Option<char>; 24], place: usize) -> PocketError {
    let stickers = CORNER_STICKERS[place];
    let colours = stickers.map(|s| painting[s].unwrap_or(UNPAINTED));
    let painted: Vec<char> = stickers.iter().filter_map(|&s| painting[s]).collect();
    let fault = |fault| PocketError::NoSuchCorner {
        corner: CORNER_NAMES[place],
        stickers,
        colours,
        fault,
    };
    let repeated = (0..painted.len()).any(|a| painted[a + 1..].contains(&painted[a]));
    if repeated {
        return fault(CornerFault::RepeatedColour);
    }
    let faces: Vec<usize> = painted.iter().filter_map(|&c| scheme.face_of(c)).collect();
    let opposite = (0..faces.len()).any(|a| faces[a + 1..].iter().any(|b| b % 3 == faces[a] % 3));
    if opposite {
        return fault(CornerFault::OppositeColours);
    }
    if (0..3).any(|t| fits_place(scheme, painting, place, DBL, t)) {
        let mut both = stickers.to_vec();
        both.extend(CORNER_STICKERS[DBL]);
        return PocketError::CornersShort {
            corners: vec![CORNER_NAMES[place], CORNER_NAMES[DBL]],
            stickers: both,
            pieces: vec![scheme.piece_colours(DBL)],
        };
    }
    fault(CornerFault::Mirrored)
}

/// The smallest set of places that together allow fewer corners than there are places.
fn too_few_corners(scheme: &Scheme, cands: &Candidates) -> Option<PocketError> {
    let pieces = |slot: usize| cands[slot].iter().fold(0u8, |m, c| m | 1 << c.piece);
    // Smallest first, then by value: generated in that order rather than sorted, which keeps
    // a sort routine out of the WebAssembly.
    let mut sets = (1..=SLOTS as u32)
        .flat_map(|size| (1..(1u8 << SLOTS)).filter(move |s| s.count_ones() == size));
    let set = sets.find(|&set| {
        let union = (0..SLOTS)
            .filter(|i| set & 1 << i != 0)
            .fold(0u8, |m, i| m | pieces(i));
        union.count_ones() < set.count_ones()
    })?;
    let slots: Vec<usize> = (0..SLOTS).filter(|i| set & 1 << i != 0).collect();
    let union = slots.iter().fold(0u8, |m, &i| m | pieces(i));
    Some(PocketError::CornersShort {
        corners: slots.iter().map(|&i| CORNER_NAMES[MOVING[i]]).collect(),
        stickers: slots
            .iter()
            .flat_map(|&i| CORNER_STICKERS[MOVING[i]])
            .collect(),
        pieces: (0..8)
            .filter(|p| union & 1 << p != 0)
            .map(|p| scheme.piece_colours(p))
            .collect(),
    })
}

/// Every place can hold a different corner, but never with twists that add up to whole
/// turns: name a place that, turned in place, makes a cube fit, preferring a fully painted
/// one that is twisted.
fn twist_fault(painting: &[Option<char>; 24], cands: &Candidates) -> PocketError {
    let fully_painted = |slot: usize| {
        CORNER_STICKERS[MOVING[slot]]
            .iter()
            .all(|&s| painting[s].is_some())
    };
    let twisted = |slot: usize| cands[slot].iter().any(|c| c.twist != 0);
    // Fully painted before not, twisted before not, then by place (grouped, not sorted, like
    // the sets above).
    let rank = |i: usize| 2 * usize::from(!fully_painted(i)) + usize::from(!twisted(i));
    let order: Vec<usize> = (0..4)
        .flat_map(|r| (0..SLOTS).filter(move |&i| rank(i) == r))
        .collect();
    let turned_fits = |slot: usize| {
        let mut relaxed = cands.clone();
        relaxed[slot] = cands[slot]
            .iter()
            .flat_map(|c| {
                (0..3).map(move |twist| Candidate {
                    piece: c.piece,
                    twist,
                })
            })
            .collect();
        relaxed[slot].dedup();
        count::total(&relaxed) > 0
    };
    let found = order.iter().copied().find(|&i| turned_fits(i));
    let slot = found.unwrap_or(order[0]);
    PocketError::Twisted {
        corner: CORNER_NAMES[MOVING[slot]],
        stickers: CORNER_STICKERS[MOVING[slot]],
        alone: found.is_some(),
    }
}
