//! The shared vocabulary of the opposite-face graph searches: a cube's visibly different
//! axis choices, what a search's leaf callback answers, and the components of a subgraph.

use super::puzzle::Colour;

/// One way to put a cube's opposite pairs on the two visible axes, up to what can be seen:
/// two choices with the same colour pairs on both axes are merged.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Choice {
    /// The pair (0 front/back, 1 left/right, 2 top/bottom in the input) on the front/back axis.
    pub fb: u8,
    /// The pair on the left/right axis.
    pub lr: u8,
    /// The front/back colours, smaller index first.
    pub fb_set: [Colour; 2],
    /// The left/right colours, smaller index first.
    pub lr_set: [Colour; 2],
}

pub(crate) fn pair(cube: &[Colour; 6], k: usize) -> [Colour; 2] {
    let (a, b) = (cube[2 * k], cube[2 * k + 1]);
    [a.min(b), a.max(b)]
}

/// The visibly different axis choices of a cube (at most 6).
pub(crate) fn choices(cube: &[Colour; 6]) -> Vec<Choice> {
    let mut out: Vec<Choice> = Vec::with_capacity(6);
    for fb in 0..3 {
        for lr in 0..3 {
            if fb == lr {
                continue;
            }
            let (fb_set, lr_set) = (pair(cube, fb), pair(cube, lr));
            if !out.iter().any(|c| c.fb_set == fb_set && c.lr_set == lr_set) {
                out.push(Choice {
                    fb: fb as u8,
                    lr: lr as u8,
                    fb_set,
                    lr_set,
                });
            }
        }
    }
    out
}

/// How often colour `c` is in the pair.
pub(crate) fn count(set: [Colour; 2], c: Colour) -> u8 {
    u8::from(set[0] == c) + u8::from(set[1] == c)
}

/// What the leaf callback wants next.
pub(crate) enum Next {
    Continue,
    Stop,
}

/// The non-loop components of one subgraph (one edge per cube) and a reference direction for
/// walking each: in the reference, the component's lowest cube shows its smaller colour index
/// in front (or on the left). Reversing a component swaps front and back of all its cubes.
#[derive(Clone, Debug)]
pub(crate) struct Components {
    /// Per cube: its component (in order of lowest cube), or `None` for a loop (same colour on
    /// both faces, which looks the same either way round).
    pub component: Vec<Option<usize>>,
    /// Per cube: in the reference direction, whether the larger colour index is in front.
    pub flipped: Vec<bool>,
    pub count: usize,
}

/// Walks the components of the subgraph whose edge at cube j is `edges[j]` (sorted pairs).
/// Every colour must have degree at most 2, so a colour has at most two edges that are not
/// loops, and the walk takes time linear in n (a listing of many solutions walks each).
pub(crate) fn components(edges: &[[Colour; 2]]) -> Components {
    const NO: usize = usize::MAX;
    let n = edges.len();
    let k = edges
        .iter()
        .map(|e| usize::from(e[1]) + 1)
        .max()
        .unwrap_or(0);
    // Per colour, the non-loop edges at it.
    let mut by_colour = vec![[NO; 2]; k];
    for (j, e) in edges.iter().enumerate() {
        if e[0] != e[1] {
            for c in *e {
                let slot = &mut by_colour[usize::from(c)];
                let free = usize::from(slot[0] != NO);
                slot[free.min(1)] = j;
            }
        }
    }
    let mut component = vec![None; n];
    let mut flipped = vec![false; n];
    let mut done: Vec<bool> = edges.iter().map(|e| e[0] == e[1]).collect();
    let mut count = 0;
    for m in 0..n {
        if done[m] {
            continue;
        }
        done[m] = true;
        component[m] = Some(count);
        // Forward from the back colour, then backward from the front colour: each next edge
        // shows the shared colour on the opposite face.
        for (mut at, forward) in [(edges[m][1], true), (edges[m][0], false)] {
            while let Some(j) = by_colour[usize::from(at)]
                .into_iter()
                .find(|&j| j != NO && !done[j])
            {
                done[j] = true;
                component[j] = Some(count);
                let other = if edges[j][0] == at {
                    edges[j][1]
                } else {
                    edges[j][0]
                };
                let front = if forward { at } else { other };
                flipped[j] = front != edges[j][0];
                at = other;
            }
        }
        count += 1;
    }
    Components {
        component,
        flipped,
        count,
    }
}
