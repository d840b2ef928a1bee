//! Grouping the stickers scanned so far by colour, whatever the cube's six colours are: the
//! groups come from the stickers themselves, not from a palette, so a cube with pink for
//! orange, pastel stickers or any scheme of opposite faces groups the same way.
//!
//! Stickers are compared in brightness-free Lab corrected for the light. Groups are grown by
//! complete linkage (two groups join when every pair of their stickers is close) with at most
//! four stickers a group (a cube has four of each colour) and at most six groups. A sticker is
//! *sure* only when the grouping over all stickers supports it: every other sure sticker of
//! its group is near it and every sure sticker outside it is far. A lone warm sticker is
//! therefore sure only of being unlike the others so far: whether it is red or orange is
//! never asked of it (the inference works on groups), and of two warm stickers too close to
//! tell apart and too far to call the same, at most one is sure.

use super::colour::distance;

/// Groups join while their farthest pair is nearer than this (Lab units, brightness out).
const JOIN: f32 = 14.0;
/// A sticker is sure of its group when every sure sticker of the group is at most this far...
const SAME: f32 = 13.0;
/// ...and every sure sticker outside it at least this far.
const APART: f32 = 17.0;
/// A cube's colours.
const GROUPS: usize = 6;
/// A colour's stickers on a cube.
const PER_GROUP: usize = 4;

/// Each sticker's group (0.. in order of first sticker), whether it is sure of it, and how
/// clearly (the nearest outsider's distance less the farthest member's, over their sum).
pub(super) struct Grouping {
    pub group: Vec<usize>,
    pub sure: Vec<bool>,
    pub margin: Vec<f32>,
}

/// Groups `labs` (at most 24 stickers) as the module says.
pub(super) fn group(labs: &[[f32; 3]]) -> Grouping {
    let n = labs.len();
    let d = |i: usize, j: usize| distance(labs[i], labs[j]);
    let mut groups: Vec<Vec<usize>> = (0..n).map(|i| vec![i]).collect();
    loop {
        let mut best: Option<(f32, usize, usize)> = None;
        for a in 0..groups.len() {
            for b in a + 1..groups.len() {
                if groups[a].len() + groups[b].len() > PER_GROUP {
                    continue;
                }
                let link = groups[a]
                    .iter()
                    .flat_map(|&i| groups[b].iter().map(move |&j| (i, j)))
                    .map(|(i, j)| d(i, j))
                    .fold(0.0, f32::max);
                if best.is_none_or(|(l, _, _)| link < l) {
                    best = Some((link, a, b));
                }
            }
        }
        match best {
            Some((link, a, b)) if link < JOIN || groups.len() > GROUPS => {
                let moved = groups.remove(b);
                groups[a].extend(moved);
            }
            _ => break,
        }
    }
    // More than six groups left only when no two fit in four stickers together: stickers
    // that cannot be placed with confidence; the extra groups' stickers join the nearest
    // group with room as unsure, and with none, stay apart unsure.
    // Groups stay in order of their first sticker: they start so, and a group only ever
    // takes in a later one.
    let mut group = vec![0; n];
    for (k, g) in groups.iter().enumerate() {
        for &i in g {
            group[i] = k.min(GROUPS - 1);
        }
    }
    // Sure stickers: those whose every neighbour among the sure ones is clearly the same
    // colour (near, same group) or clearly not (far, other group). An ambiguous sticker is
    // taken out, the one with the most unclear neighbours first, until the rest agree: its
    // doubt is its own and does not spread to the stickers it sits between.
    let mut sure = vec![groups.len() <= GROUPS; n];
    loop {
        let unclear = |i: usize| {
            (0..n)
                .filter(|&j| j != i && sure[j])
                .filter(|&j| {
                    let dist = d(i, j);
                    if group[i] == group[j] {
                        dist > SAME
                    } else {
                        dist < APART
                    }
                })
                .count()
        };
        let worst = (0..n)
            .filter(|&i| sure[i])
            .map(|i| (unclear(i), i))
            .filter(|&(k, _)| k > 0)
            .max();
        match worst {
            Some((_, i)) => sure[i] = false,
            None => break,
        }
    }
    let margin = (0..n)
        .map(|i| {
            let own = (0..n)
                .filter(|&j| group[j] == group[i])
                .map(|j| d(i, j))
                .fold(0.0, f32::max);
            let other = (0..n)
                .filter(|&j| group[j] != group[i])
                .map(|j| d(i, j))
                .fold(f32::INFINITY, f32::min);
            if other.is_finite() {
                (other - own) / (other + own).max(1e-6)
            } else {
                1.0
            }
        })
        .collect();
    Grouping {
        group,
        sure,
        margin,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn close_stickers_group_and_far_ones_stay_apart() {
        let labs = [
            [50.0, 0.0, 0.0],
            [52.0, 1.0, 0.0],
            [50.0, 60.0, 0.0],
            [50.0, 0.0, 60.0],
            [51.0, 0.0, 1.0],
        ];
        let g = group(&labs);
        assert_eq!(g.group, vec![0, 0, 1, 2, 0]);
        assert!(g.sure.iter().all(|&s| s));
    }

    #[test]
    fn a_fifth_sticker_of_a_colour_is_left_unsure() {
        let labs = [[50.0, 0.0, 0.0]; 5];
        let g = group(&labs);
        assert_eq!(g.group.iter().filter(|&&k| k == 0).count(), 4);
        assert_eq!(g.sure.iter().filter(|&&s| s).count(), 4);
        assert!(!g.sure[4]);
    }

    #[test]
    fn of_two_stickers_neither_near_nor_far_one_is_unsure() {
        let labs = [[50.0, 40.0, 20.0], [50.0, 40.0, 35.0], [90.0, 0.0, 0.0]];
        let g = group(&labs);
        assert_eq!(g.sure.iter().filter(|&&s| !s).count(), 1);
        assert!(g.sure[2]);
    }

    #[test]
    fn a_sticker_between_two_colours_leaves_their_stickers_sure() {
        let mut labs = vec![[50.0, 60.0, 30.0]; 3];
        labs.extend([[50.0, 60.0, 60.0]; 4]);
        labs.push([50.0, 60.0, 45.0]);
        let g = group(&labs);
        let unsure: Vec<usize> = (0..8).filter(|&i| !g.sure[i]).collect();
        assert_eq!(unsure, vec![7]);
    }
}
