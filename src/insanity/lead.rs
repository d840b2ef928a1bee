//! A [`Reason`] in words: first one plain sentence a person can follow without the theory
//! ([`Lead`], the claim it makes kept as data so tests can check it by brute force), then,
//! for whoever asks, the detail: the whole counting or the choices of pairs.
//!
//! The lead picks the plainest true claim the reason supports. With as many colours as
//! cubes every side shows every colour once, so one colour that cannot show 4 times is
//! enough to say; with more colours the count of faces is said instead. For the choices of
//! opposite pairs, a pair that every workable front–back choice uses is the plainest case.

use super::reason::{shared_pair, ColourLimit, Pair, Reason};
use serde::Serialize;

/// The claim a reason's lead sentence makes.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Lead {
    /// The cubes have only `colours` between them, fewer than the `cubes` each side needs.
    FewColours { cubes: usize, colours: Vec<String> },
    /// As many colours as cubes, so each of the four sides shows every colour once; but
    /// `colour` can show on the sides at most `at_most` (< 4) times. It is on `faces` faces,
    /// per cube `per_cube` (1-based cube, faces) when no cube has it on all three opposite
    /// pairs; otherwise `all_pairs` names those cubes and `per_cube` is empty.
    ShortColour {
        colours: usize,
        colour: String,
        at_most: u16,
        faces: u16,
        per_cube: Vec<(usize, u16)>,
        all_pairs: Vec<usize>,
    },
    /// More colours than cubes: the sides need `faces` faces, but with no colour twice on a
    /// side the `colours` can fill at most `fill`; `short` lists each colour that can show
    /// fewer than 4 times, with its most.
    ShortFill {
        faces: u16,
        fill: u16,
        colours: usize,
        short: Vec<(String, u16)>,
    },
    /// However the cubes are turned, the front or the back shows a colour twice.
    NoFrontBack,
    /// Only one choice of the pairs facing front and back keeps both free of repeats.
    OnePick { pick: Vec<Pair> },
    /// Each of the `ways` (≥ 2) workable choices of front–back pairs uses `pair`.
    SharedPair { ways: usize, pair: Pair },
    /// `ways` choices of front–back pairs work, any two use the same pair of some cube, and
    /// no pair is used by all of them.
    Overlapping { ways: usize },
    /// Nothing shorter than trying every way of turning the `cubes` cubes shows it.
    Searched { cubes: usize },
}

impl Reason {
    /// The claim of the reason's lead sentence.
    pub fn lead(&self) -> Lead {
        match self {
            Reason::FewColours { cubes, colours } => Lead::FewColours {
                cubes: *cubes,
                colours: colours.clone(),
            },
            Reason::Counting {
                cubes,
                faces,
                fill,
                limits,
            } => {
                let short = limits.iter().filter(|l| l.at_most < 4);
                // A colour no cube hides any of is the plainest to name.
                match short
                    .clone()
                    .min_by_key(|l| (!l.all_pairs.is_empty(), l.at_most))
                {
                    Some(l) if limits.len() == *cubes => short_colour(limits.len(), l),
                    _ => Lead::ShortFill {
                        faces: *faces,
                        fill: *fill,
                        colours: limits.len(),
                        short: short.map(|l| (l.colour.clone(), l.at_most)).collect(),
                    },
                }
            }
            Reason::Picks { fitting, .. } => match fitting.as_slice() {
                [] => Lead::NoFrontBack,
                [one] => Lead::OnePick { pick: one.clone() },
                _ => match shared_pair(fitting) {
                    Some(pair) => Lead::SharedPair {
                        ways: fitting.len(),
                        pair: pair.clone(),
                    },
                    None => Lead::Overlapping {
                        ways: fitting.len(),
                    },
                },
            },
            Reason::SharedPair { fitting, pair, .. } => Lead::SharedPair {
                ways: *fitting,
                pair: pair.clone(),
            },
            Reason::Searched { cubes } => Lead::Searched { cubes: *cubes },
        }
    }

    /// The lead sentence (without the list of cubes, which the caller names, and without a
    /// full stop).
    pub fn sentence(&self) -> String {
        self.lead().sentence()
    }

    /// The whole argument behind the lead, as sentences, when there is more to it than the
    /// lead says.
    pub fn detail(&self) -> Option<String> {
        match self {
            Reason::FewColours { .. } | Reason::Searched { .. } => None,
            Reason::Counting {
                cubes,
                faces,
                fill,
                limits,
            } => Some(counting_detail(*cubes, *faces, *fill, limits)),
            Reason::Picks { ways, fitting, .. } => Some(picks_detail(*ways, fitting)),
            Reason::SharedPair {
                ways,
                fitting,
                pair,
                ..
            } => Some(format!(
                "{PICKS_HEAD} Of the {ways} ways to choose one pair of each cube, {fitting} do \
                 that, and each uses {}, so whichever faces front and back, none is left for \
                 left and right.",
                pair_of(pair)
            )),
        }
    }
}

fn short_colour(colours: usize, l: &ColourLimit) -> Lead {
    Lead::ShortColour {
        colours,
        colour: l.colour.clone(),
        at_most: l.at_most,
        faces: l.faces,
        // Without a cube that hides some of it, each cube's two best pairs hold all it has.
        per_cube: if l.all_pairs.is_empty() {
            l.per_cube.clone()
        } else {
            Vec::new()
        },
        all_pairs: l.all_pairs.clone(),
    }
}

impl Lead {
    /// The claim in plain words (no full stop: the caller ends the sentence).
    pub fn sentence(&self) -> String {
        match self {
            Lead::FewColours { cubes, colours } => format!(
                "they have only {} between them ({}), but each side of the column needs {cubes} \
                 different colours, one from each cube",
                count_of(colours.len(), "colour"),
                list(colours)
            ),
            Lead::ShortColour {
                colours,
                colour,
                at_most,
                faces,
                per_cube,
                all_pairs,
            } => {
                let all = match colours {
                    2 => "both colours".to_string(),
                    n => format!("all {n} colours"),
                };
                let needs =
                    format!("each of the 4 sides shows {all} once, so it needs one {colour} face");
                if all_pairs.is_empty() {
                    format!(
                        "{needs}, but {colour} is on only {} of these cubes ({})",
                        count_of(usize::from(*faces), "face"),
                        breakdown(per_cube)
                    )
                } else {
                    let (who, has) = match all_pairs.as_slice() {
                        [one] => (format!("cube {one}"), "has it on all three of its"),
                        many => (
                            format!("cubes {}", list(&numbers(many))),
                            "have it on all three of their",
                        ),
                    };
                    format!(
                        "{needs}, but at most {at_most} {colour} faces can show on the sides: \
                         {colour} is on {faces} faces, and {who} {has} opposite pairs, one of \
                         which is always top and bottom"
                    )
                }
            }
            Lead::ShortFill {
                faces,
                fill,
                colours,
                short,
            } => {
                let mut figures: Vec<String> = Vec::new();
                for n in 1..4 {
                    let names: Vec<String> = short
                        .iter()
                        .filter(|(_, m)| *m == n)
                        .map(|(c, _)| c.clone())
                        .collect();
                    if !names.is_empty() {
                        let each = if names.len() > 1 { " each" } else { "" };
                        let verb = if figures.is_empty() { " can show" } else { "" };
                        figures.push(format!("{}{verb} at most {}{each}", list(&names), times(n)));
                    }
                }
                let others = *colours - short.len();
                let rest = match others {
                    0 => String::new(),
                    1 => ", and the other colour at most 4 times".to_string(),
                    _ => ", and every other colour at most 4 times".to_string(),
                };
                format!(
                    "the 4 sides need {faces} faces (4 per cube) with no colour twice on a side, \
                     but the {colours} colours can fill at most {fill}: {}{rest}",
                    figures.join(", ")
                )
            }
            Lead::NoFrontBack => "however they are turned, the front or the back shows some \
                                  colour twice, even before left and right are looked at"
                .to_string(),
            Lead::OnePick { pick } => format!(
                "only one choice of which opposite pair of each cube faces front and back keeps \
                 both sides free of repeated colours ({}), but left and right need such a \
                 choice too, made of other pairs",
                pick.iter().map(pair_of).collect::<Vec<_>>().join(", ")
            ),
            Lead::SharedPair { pair, .. } => format!(
                "every way to choose which opposite pair of each cube faces front and back (with \
                 no colour twice on either side) uses {}, so none is left for left and right, \
                 which would need that pair too",
                pair_of(pair)
            ),
            Lead::Overlapping { ways } => format!(
                "only {ways} ways to choose which opposite pair of each cube faces front and \
                 back keep both sides free of repeated colours, and any two of them use the \
                 same pair of some cube, so left and right cannot have one of their own"
            ),
            Lead::Searched { cubes } => format!(
                "no way of turning the {cubes} cubes shows four sides without a repeated colour \
                 (every way was tried: no shorter argument was found)"
            ),
        }
    }
}

fn counting_detail(cubes: usize, faces: u16, fill: u16, limits: &[ColourLimit]) -> String {
    let mut figures: Vec<String> = limits
        .iter()
        .filter(|l| l.at_most < 4)
        .map(|l| {
            let per: Vec<String> = l
                .per_cube
                .iter()
                .map(|(c, n)| format!("cube {c}: {n}"))
                .collect();
            format!("{} {} ({})", l.colour, l.at_most, per.join(", "))
        })
        .collect();
    let full: Vec<String> = limits
        .iter()
        .filter(|l| l.at_most >= 4)
        .map(|l| l.colour.clone())
        .collect();
    match full.len() {
        0 => {}
        1 => figures.push(format!("{} 4", full[0])),
        _ => figures.push(format!("{} 4 each", list(&full))),
    }
    format!(
        "The four sides of {} show {faces} faces, 4 per cube. No colour can show more than 4 \
         times (once per side), and a cube shows a colour at most as often as its two opposite \
         pairs with the most of it hold it, since its third pair is top and bottom. So at most: \
         {}. That fills {fill} faces, fewer than {faces}.",
        count_of(cubes, "cube"),
        figures.join("; ")
    )
}

/// What the choices of pairs are, before they are counted.
const PICKS_HEAD: &str = "A cube's front and back are opposite faces, so the front and back \
                          sides show one opposite pair of each cube, and left and right another \
                          pair of each. A colour can be on at most two of the pairs facing front \
                          and back (once on each side), and the same goes for left and right.";

fn picks_detail(ways: usize, fitting: &[Vec<Pair>]) -> String {
    let head = PICKS_HEAD;
    let picks: Vec<String> = fitting
        .iter()
        .enumerate()
        .map(|(i, pick)| {
            let pairs: Vec<String> = pick
                .iter()
                .map(|p| format!("cube {} {}", p.cube, colours_of(p)))
                .collect();
            format!("({}) {}", i + 1, pairs.join(", "))
        })
        .collect();
    let tail = match fitting {
        [] => format!("None of the {ways} ways to choose one pair of each cube does that."),
        [_] => format!(
            "Of the {ways} ways to choose one pair of each cube, only one does that: {}. Left \
             and right would need a second one.",
            picks[0]
        ),
        _ => {
            let said = format!(
                "Of the {ways} ways to choose one pair of each cube, only these {} do that: {}.",
                fitting.len(),
                picks.join("; ")
            );
            match shared_pair(fitting) {
                Some(pair) => format!(
                    "{said} Each uses {}, so whichever faces front and back, none is left for \
                     left and right.",
                    pair_of(pair)
                ),
                None => format!(
                    "{said} Any two use the same pair of some cube, so no two can face front–back \
                     and left–right: {}.",
                    clashes(fitting)
                ),
            }
        }
    };
    format!("{head} {tail}")
}

/// For each pair shared by some of the picks, which two picks share it: "(1) and (2), (1)
/// and (3) both use cube 3's R–Y; …".
fn clashes(fitting: &[Vec<Pair>]) -> String {
    let mut by_pair: Vec<(&Pair, Vec<String>)> = Vec::new();
    for a in 0..fitting.len() {
        for b in a + 1..fitting.len() {
            let Some(i) = (0..fitting[a].len()).find(|&i| fitting[a][i] == fitting[b][i]) else {
                continue;
            };
            let both = format!("({}) and ({})", a + 1, b + 1);
            match by_pair
                .iter_mut()
                .find(|(p, _)| p.edge == fitting[a][i].edge)
            {
                Some((_, who)) => who.push(both),
                None => by_pair.push((&fitting[a][i], vec![both])),
            }
        }
    }
    by_pair
        .iter()
        .map(|(pair, who)| format!("{} use {}", who.join(", "), pair_of(pair)))
        .collect::<Vec<_>>()
        .join("; ")
}

/// "R–B", or "R–B (painted left and right)" when the cube has another R–B pair.
fn colours_of(p: &Pair) -> String {
    let painted = ["front and back", "left and right", "top and bottom"][p.edge % 3];
    if p.twin {
        format!("{}–{} (painted {painted})", p.colours[0], p.colours[1])
    } else {
        format!("{}–{}", p.colours[0], p.colours[1])
    }
}

fn pair_of(p: &Pair) -> String {
    if p.twin {
        let painted = ["front and back", "left and right", "top and bottom"][p.edge % 3];
        format!(
            "cube {}'s {}–{} pair painted {painted}",
            p.cube, p.colours[0], p.colours[1]
        )
    } else {
        format!("cube {}'s {} pair", p.cube, colours_of(p))
    }
}

/// "one each on cubes 1, 2 and 4", "2 on cube 1, 1 on cube 3", "on cube 3".
fn breakdown(per_cube: &[(usize, u16)]) -> String {
    match per_cube {
        [(cube, 1)] => format!("on cube {cube}"),
        [(cube, _)] => format!("all on cube {cube}"),
        _ if per_cube.iter().all(|&(_, n)| n == 1) => {
            let cubes: Vec<usize> = per_cube.iter().map(|&(c, _)| c).collect();
            format!("one each on cubes {}", list(&numbers(&cubes)))
        }
        _ => per_cube
            .iter()
            .map(|(c, n)| format!("{n} on cube {c}"))
            .collect::<Vec<_>>()
            .join(", "),
    }
}

fn times(n: u16) -> String {
    match n {
        1 => "once".to_string(),
        2 => "twice".to_string(),
        _ => format!("{n} times"),
    }
}

fn numbers(ns: &[usize]) -> Vec<String> {
    ns.iter().map(usize::to_string).collect()
}

fn count_of(n: usize, word: &str) -> String {
    format!("{n} {word}{}", if n == 1 { "" } else { "s" })
}

fn list(words: &[String]) -> String {
    match words {
        [] => String::new(),
        [one] => one.clone(),
        [rest @ .., last] => format!("{} and {last}", rest.join(", ")),
    }
}
