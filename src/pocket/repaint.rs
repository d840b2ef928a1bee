//! The fewest painted stickers whose repaint lets a cube fit a painting: where a painting no
//! cube fits most likely went wrong.
//!
//! A cube is a colour for each face (a *scheme*) and, with DBL held still, a corner and a
//! twist in each of the seven moving places, the twists adding up to whole turns. Its cost
//! against a painting is the number of painted stickers it shows in another colour, and a
//! cheapest cube names the stickers to repaint. For one scheme the cheapest cube comes from
//! the same dynamic programme over places as inference's counting (count.rs), with
//! (corners used, twist sum mod 3) as its state, taking the least cost instead of the number
//! of ways. The schemes tried are every way to put the colours painted on distinct faces (at
//! most 6 · 5 · 4 · 3 · 2 = 720): a face given a colour painted nowhere could always take an
//! unused painted colour instead at no extra cost, so no other scheme is cheaper.

use super::cubie::{DBL, MOVING};
use super::facelets::CORNER_FACES;
use super::geometry::CORNER_STICKERS;

/// Corner sets are bit masks over piece numbers 0..8; DBL's bit is never set.
const MASKS: usize = 256;
const ALL_MOVING: usize = 0xFF & !(1 << DBL);
/// A cost no cube reaches (there are 24 stickers).
const NONE: u8 = u8::MAX;

/// The fewest painted stickers (sorted) whose repaint lets a cube fit `painting` (`None`
/// entries are unpainted): empty when a cube fits as painted. Among several sets of that
/// size it gives one, always the same for the same painting. `None` when more than six
/// colours are painted, which no repaint of fewer than all the extra colours' stickers
/// mends and which this search does not weigh.
pub fn fewest_repaints(painting: &[Option<char>; 24]) -> Option<Vec<usize>> {
    let mut colours: Vec<char> = Vec::new();
    for &c in painting.iter().flatten() {
        if !colours.contains(&c) {
            colours.push(c);
        }
    }
    if colours.len() > 6 {
        return None;
    }
    let sets = sets_by_size();
    let mut best: Option<Vec<usize>> = None;
    let mut faces = [None; 6];
    each_scheme(&colours, 0, &mut faces, &mut |scheme| {
        if best.as_ref().is_some_and(Vec::is_empty) {
            return;
        }
        let found = cheapest(scheme, painting, &sets);
        let better = match &best {
            None => true,
            Some(b) => (found.len(), &found) < (b.len(), b),
        };
        if better {
            best = Some(found);
        }
    });
    // The colours seen always fit on six faces, so at least one scheme was tried.
    best
}

/// Calls `visit` with every scheme putting each colour in `colours[next..]` on a face of its
/// own (faces left `None` have a colour painted nowhere).
fn each_scheme(
    colours: &[char],
    next: usize,
    faces: &mut [Option<char>; 6],
    visit: &mut impl FnMut(&[Option<char>; 6]),
) {
    let Some(&colour) = colours.get(next) else {
        visit(faces);
        return;
    };
    for face in 0..6 {
        if faces[face].is_none() {
            faces[face] = Some(colour);
            each_scheme(colours, next + 1, faces, visit);
            faces[face] = None;
        }
    }
}

/// The corner sets of each size (DBL's bit never set), as count.rs visits them.
fn sets_by_size() -> [Vec<usize>; 8] {
    let mut out: [Vec<usize>; 8] = Default::default();
    for mask in 0..MASKS {
        if mask & !ALL_MOVING == 0 {
            out[mask.count_ones() as usize].push(mask);
        }
    }
    out
}

/// The stickers `piece`, twisted by `twist` in `place`, shows in another colour than painted.
fn misfits<'a>(
    scheme: &'a [Option<char>; 6],
    painting: &'a [Option<char>; 24],
    place: usize,
    piece: usize,
    twist: usize,
) -> impl Iterator<Item = usize> + 'a {
    let faces = CORNER_FACES[piece];
    (0..3).filter_map(move |k| {
        let sticker = CORNER_STICKERS[place][(k + twist) % 3];
        let painted = painting[sticker]?;
        (scheme[faces[k]] != Some(painted)).then_some(sticker)
    })
}

/// The stickers a cheapest cube under `scheme` shows in another colour than painted, sorted.
fn cheapest(
    scheme: &[Option<char>; 6],
    painting: &[Option<char>; 24],
    sets: &[Vec<usize>; 8],
) -> Vec<usize> {
    // cost[slot][piece][twist]
    let cost: [[[u8; 3]; 8]; 7] = std::array::from_fn(|slot| {
        std::array::from_fn(|piece| {
            std::array::from_fn(|twist| {
                misfits(scheme, painting, MOVING[slot], piece, twist).count() as u8
            })
        })
    });
    // least[i][mask][sum]: the least cost of filling the first i places with exactly the
    // corners in `mask`, twists summing to `sum` mod 3.
    let mut least = vec![[[NONE; 3]; MASKS]; 8];
    least[0][0][0] = 0;
    for slot in 0..7 {
        for &mask in &sets[slot] {
            for sum in 0..3 {
                let here = least[slot][mask][sum];
                if here == NONE {
                    continue;
                }
                for &piece in &MOVING {
                    if mask & 1 << piece != 0 {
                        continue;
                    }
                    for twist in 0..3 {
                        let to = &mut least[slot + 1][mask | 1 << piece][(sum + twist) % 3];
                        *to = (*to).min(here + cost[slot][piece][twist]);
                    }
                }
            }
        }
    }
    // Walk back from the full set with whole turns, taking at each place the first choice
    // that keeps the least cost.
    let mut out: Vec<usize> = misfits(scheme, painting, DBL, DBL, 0).collect();
    let (mut mask, mut sum) = (ALL_MOVING, 0);
    for slot in (0..7).rev() {
        let target = least[slot + 1][mask][sum];
        let step = MOVING.iter().find_map(|&piece| {
            if mask & 1 << piece == 0 {
                return None;
            }
            (0..3).find_map(|twist| {
                let before = (sum + 3 - twist) % 3;
                let from = least[slot][mask & !(1 << piece)][before];
                (from != NONE && from + cost[slot][piece][twist] == target)
                    .then_some((piece, twist, before))
            })
        });
        let Some((piece, twist, before)) = step else {
            unreachable!("a least cost is reached from some choice at the place before")
        };
        out.extend(misfits(scheme, painting, MOVING[slot], piece, twist));
        mask &= !(1 << piece);
        sum = before;
    }
    sort(&mut out);
    out
}

/// Sorts a few sticker numbers (insertion sort: keeps a sort routine out of the WebAssembly).
fn sort(v: &mut [usize]) {
    for i in 1..v.len() {
        let mut j = i;
        while j > 0 && v[j - 1] > v[j] {
            v.swap(j - 1, j);
            j -= 1;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::pocket::infer::read_painting;

    fn repaints(text: &str) -> Option<Vec<usize>> {
        fewest_repaints(&read_painting(text).unwrap())
    }

    #[test]
    fn a_cube_needs_no_repaint() {
        assert_eq!(repaints("UUUULLFFRRBBLLFFRRBBDDDD"), Some(vec![]));
        assert_eq!(repaints("RFFFBLDRUULDLFRRUULBDBDB"), Some(vec![]));
        assert_eq!(repaints(&"?".repeat(24)), Some(vec![]));
    }

    #[test]
    fn one_wrong_sticker_is_one_repaint() {
        // A fifth U on the solved cube.
        let found = repaints("UUUULLUFRRBBLLFFRRBBDDDD").unwrap();
        assert_eq!(found.len(), 1, "{found:?}");
    }

    #[test]
    fn seven_colours_are_not_weighed() {
        assert_eq!(repaints("UUUULLFFRRBBLLFFRRBBDDDX"), None);
    }
}
