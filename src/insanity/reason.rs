//! Why a set of cubes cannot be stacked, as data a person can check.
//!
//! The counting argument of [`super::proofs`], told per colour: the four long sides of k
//! cubes show 4k faces. Each cube hides one opposite pair (top/bottom), so it can show a
//! colour at most as often as its two opposite pairs richest in that colour hold it; and a
//! colour shows at most once on each side, so at most 4 times. When these most-each-colour
//! figures add up to less than 4k, the faces cannot be filled. Fewer colours than cubes is
//! the plainest case and is said plainly. For a few cubes the choices of the opposite pairs
//! that face front and back are listed instead. When none of these shows it, the reason is
//! the exhaustive search itself. The words (a lead sentence and the detail) are in
//! [`super::lead`].

use super::proofs;
use super::puzzle::Puzzle;
use serde::Serialize;

/// How often one colour can show on the long sides of the set, at most.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct ColourLimit {
    pub colour: String,
    /// At most this many faces of the colour can show on the four long sides.
    pub at_most: u16,
    /// How many faces of the set have the colour.
    pub faces: u16,
    /// Per cube of the set that has the colour (1-based cube, faces): how many of it the
    /// cube's two opposite pairs richest in it hold.
    pub per_cube: Vec<(usize, u16)>,
    /// The cubes (1-based) that have the colour on all three opposite pairs: one of them is
    /// always top and bottom, so these cubes show fewer of it than they have.
    pub all_pairs: Vec<usize>,
}

/// One opposite pair of a cube.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Pair {
    /// 1-based cube number.
    pub cube: usize,
    pub colours: [String; 2],
    /// The pair's edge in the opposite-face graph (`3 * (cube - 1) + pair`).
    pub edge: usize,
    /// The cube has another pair of the same two colours, so its colours alone do not say
    /// which pair this is (the words add where it was painted).
    pub twin: bool,
}

/// Two fitting picks (1-based, in `fitting`'s order) that use the same pair of one cube.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Clash {
    pub picks: [usize; 2],
    pub pair: Pair,
}

/// At most this many cubes get a [`Reason::Picks`] (3^6 = 729 picks to try).
const PICK_CUBES: usize = 6;
/// At most this many fitting picks are listed; more would not be a reason a person reads.
const PICKS_LISTED: usize = 6;

/// A checkable reason why a set of cubes cannot be stacked.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Reason {
    /// The cubes show fewer colours between them than there are cubes, so no long side can
    /// show a different colour on each.
    FewColours { cubes: usize, colours: Vec<String> },
    /// The long sides need `faces` faces (4 per cube) but the colours can fill only `fill`
    /// of them; `limits` lists every colour of the set (colours limited below 4 are the
    /// short ones).
    Counting {
        cubes: usize,
        faces: u16,
        fill: u16,
        limits: Vec<ColourLimit>,
    },
    /// The front/back sides and the left/right sides each need one opposite pair from every
    /// cube, with no colour on more than two of the picked pairs (`fitting` lists every such
    /// pick, out of `ways`), and the two sides must pick different pairs of each cube; but
    /// any two fitting picks share a pair of some cube (`clashes`, one per two picks).
    Picks {
        cubes: usize,
        ways: usize,
        fitting: Vec<Vec<Pair>>,
        clashes: Vec<Clash>,
    },
    /// As for `Picks`, but more picks fit than a person would read (`fitting` of `ways`), and
    /// every one of them uses `pair`: front/back and left/right cannot both have one.
    SharedPair {
        cubes: usize,
        ways: usize,
        fitting: usize,
        pair: Pair,
    },
    /// No short list shows it: every way of turning the cubes was tried.
    Searched { cubes: usize },
}

impl Reason {
    /// The colours the reason rests on (to highlight): the colours of a few-colours set, the
    /// colours held below 4 in a count, none for a search.
    pub fn colours(&self) -> Vec<&str> {
        match self {
            Reason::FewColours { colours, .. } => colours.iter().map(String::as_str).collect(),
            Reason::Counting { limits, .. } => limits
                .iter()
                .filter(|l| l.at_most < 4)
                .map(|l| l.colour.as_str())
                .collect(),
            Reason::Picks { .. } | Reason::SharedPair { .. } | Reason::Searched { .. } => {
                Vec::new()
            }
        }
    }

    /// The graph edges the reason rests on (to highlight), for a set of 0-based `cubes`: every
    /// pair of a few-colours set, the pairs holding a short colour in a count, the pair every
    /// fitting pick uses (else the shared pairs of clashing picks).
    pub fn edges(&self, puzzle: &Puzzle, cubes: &[usize]) -> Vec<usize> {
        let all = cubes.iter().flat_map(|&j| (0..3).map(move |k| (j, k)));
        let mut out: Vec<usize> = match self {
            Reason::FewColours { .. } => all.map(|(j, k)| 3 * j + k).collect(),
            Reason::Counting { .. } => {
                let short = self.colours();
                all.filter(|&(j, k)| {
                    let cube = &puzzle.cubes[j];
                    [cube[2 * k], cube[2 * k + 1]]
                        .iter()
                        .any(|&c| short.contains(&name_of(puzzle, c).as_str()))
                })
                .map(|(j, k)| 3 * j + k)
                .collect()
            }
            Reason::Picks {
                fitting, clashes, ..
            } => match shared_pair(fitting) {
                Some(pair) => vec![pair.edge],
                None => clashes.iter().map(|c| c.pair.edge).collect(),
            },
            Reason::SharedPair { pair, .. } => vec![pair.edge],
            Reason::Searched { .. } => Vec::new(),
        };
        crate::sort::sort(&mut out);
        out.dedup();
        out
    }
}

/// The reason the cubes `set` (0-based indices into `puzzle`, known not to stack) fail.
pub fn of(puzzle: &Puzzle, set: &[usize]) -> Reason {
    let cubes: Vec<[u16; 6]> = set.iter().map(|&i| puzzle.cubes[i]).collect();
    let k = set.len();
    let mut colours: Vec<u16> = cubes.iter().flatten().copied().collect();
    crate::sort::sort(&mut colours);
    colours.dedup();
    let name = |c: u16| name_of(puzzle, c);
    if colours.len() < k {
        return Reason::FewColours {
            cubes: k,
            colours: colours.into_iter().map(name).collect(),
        };
    }
    if !proofs::bound_fails(&cubes) {
        return picks(puzzle, set).unwrap_or(Reason::Searched { cubes: k });
    }
    let limits: Vec<ColourLimit> = colours
        .iter()
        .map(|&c| {
            let per_cube: Vec<(usize, u16)> = set
                .iter()
                .zip(&cubes)
                .filter_map(|(&j, cube)| {
                    let n = proofs::two_best_pairs(cube, c);
                    (n > 0).then_some((j + 1, n))
                })
                .collect();
            let held: u16 = per_cube.iter().map(|&(_, n)| n).sum();
            let on_pair = |cube: &[u16; 6], p: usize| cube[2 * p] == c || cube[2 * p + 1] == c;
            ColourLimit {
                colour: name(c),
                at_most: held.min(4),
                faces: cubes.iter().flatten().filter(|&&f| f == c).count() as u16,
                per_cube,
                all_pairs: set
                    .iter()
                    .zip(&cubes)
                    .filter(|(_, cube)| (0..3).all(|p| on_pair(cube, p)))
                    .map(|(&j, _)| j + 1)
                    .collect(),
            }
        })
        .collect();
    let fill = limits.iter().map(|l| l.at_most).sum();
    Reason::Counting {
        cubes: k,
        faces: 4 * k as u16,
        fill,
        limits,
    }
}

/// A pair that every one of the fitting picks uses (the first such, by cube), if there are any
/// picks and such a pair.
pub(crate) fn shared_pair(fitting: &[Vec<Pair>]) -> Option<&Pair> {
    let (first, rest) = fitting.split_first()?;
    first
        .iter()
        .enumerate()
        .find(|&(i, p)| rest.iter().all(|pick| pick[i].edge == p.edge))
        .map(|(_, p)| p)
}

fn name_of(puzzle: &Puzzle, c: u16) -> String {
    puzzle
        .colours
        .get(usize::from(c))
        .cloned()
        .unwrap_or_else(|| format!("colour {}", c + 1))
}

/// The [`Reason::Picks`] of a set that cannot be stacked, when it is small and has few
/// fitting picks, or its [`Reason::SharedPair`] when it has more that all use one pair;
/// `None` otherwise.
fn picks(puzzle: &Puzzle, set: &[usize]) -> Option<Reason> {
    let k = set.len();
    if k > PICK_CUBES {
        return None;
    }
    let ways = 3usize.pow(k as u32);
    let colours = puzzle.colour_count();
    // Every pick as one pair index (0..3) per cube of the set.
    let mut fitting: Vec<Vec<usize>> = Vec::new();
    for code in 0..ways {
        let pick: Vec<usize> = (0..k).map(|i| code / 3usize.pow(i as u32) % 3).collect();
        let mut degree = vec![0u8; colours];
        for (&j, &p) in set.iter().zip(&pick) {
            degree[usize::from(puzzle.cubes[j][2 * p])] += 1;
            degree[usize::from(puzzle.cubes[j][2 * p + 1])] += 1;
        }
        if degree.iter().all(|&d| d <= 2) {
            fitting.push(pick);
        }
    }
    let pair = |i: usize, p: usize| {
        let j = set[i];
        Pair {
            cube: j + 1,
            colours: [
                name_of(puzzle, puzzle.cubes[j][2 * p]),
                name_of(puzzle, puzzle.cubes[j][2 * p + 1]),
            ],
            edge: 3 * j + p,
            twin: (0..3).any(|q| {
                let (a, b) = (puzzle.cubes[j][2 * q], puzzle.cubes[j][2 * q + 1]);
                let (c, d) = (puzzle.cubes[j][2 * p], puzzle.cubes[j][2 * p + 1]);
                q != p && ((a, b) == (c, d) || (a, b) == (d, c))
            }),
        }
    };
    if fitting.len() > PICKS_LISTED {
        // Too many to list, but one pair that all of them use is still a short reason.
        let i = (0..k).find(|&i| fitting.iter().all(|pick| pick[i] == fitting[0][i]))?;
        return Some(Reason::SharedPair {
            cubes: k,
            ways,
            fitting: fitting.len(),
            pair: pair(i, fitting[0][i]),
        });
    }
    let mut clashes = Vec::new();
    for a in 0..fitting.len() {
        for b in a + 1..fitting.len() {
            // The set cannot be stacked, so two fitting picks always share a pair.
            let i = (0..k).find(|&i| fitting[a][i] == fitting[b][i])?;
            clashes.push(Clash {
                picks: [a + 1, b + 1],
                pair: pair(i, fitting[a][i]),
            });
        }
    }
    Some(Reason::Picks {
        cubes: k,
        ways,
        fitting: fitting
            .iter()
            .map(|pick| pick.iter().enumerate().map(|(i, &p)| pair(i, p)).collect())
            .collect(),
        clashes,
    })
}
