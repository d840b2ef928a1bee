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

/// How many non-loop components the subgraph whose edge at cube j is `edge(j)` has (as
/// [`components`] counts them), without building them: a count visits many millions of
/// solutions and needs only this number of each. `scratch` is reused between calls (a
/// union-find over colours, left all-free on return), so a call allocates nothing once it has
/// grown to the number of colours.
pub(crate) fn component_count(
    n: usize,
    edge: impl Fn(usize) -> [Colour; 2],
    scratch: &mut Vec<u16>,
) -> usize {
    const FREE: u16 = u16::MAX;
    fn root(parent: &mut [u16], mut c: usize) -> usize {
        while parent[c] != c as u16 {
            let up = parent[c] as usize;
            parent[c] = parent[up];
            c = up;
        }
        c
    }
    // Every colour met is a vertex of its own until edges join them: each path or cycle of
    // the subgraph is one vertex set, and an edge closing a cycle joins nothing new.
    let mut count = 0usize;
    for j in 0..n {
        let [a, b] = edge(j);
        if a == b {
            continue;
        }
        let need = usize::from(b) + 1;
        if scratch.len() < need {
            scratch.resize(need, FREE);
        }
        for c in [a, b] {
            if scratch[usize::from(c)] == FREE {
                scratch[usize::from(c)] = c;
                count += 1;
            }
        }
        let (ra, rb) = (root(scratch, usize::from(a)), root(scratch, usize::from(b)));
        if ra != rb {
            scratch[ra] = rb as u16;
            count -= 1;
        }
    }
    for j in 0..n {
        for c in edge(j) {
            if let Some(slot) = scratch.get_mut(usize::from(c)) {
                *slot = FREE;
            }
        }
    }
    count
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rng::Rng;

    /// The count without the walk agrees with the walk's, on random subgraphs of degree at
    /// most 2 (paths, cycles and loops over few or many colours), with one scratch buffer
    /// reused throughout.
    #[test]
    fn component_count_agrees_with_the_walk() {
        let mut rng = Rng::new(5);
        let mut scratch = Vec::new();
        for _ in 0..3000 {
            let n = 1 + rng.below(12) as usize;
            let k = (n + rng.below(n as u64 + 2) as usize) as Colour;
            let mut degree = vec![0u8; usize::from(k)];
            let mut edges: Vec<[Colour; 2]> = Vec::new();
            while edges.len() < n {
                let (a, b) = (rng.below(k.into()) as Colour, rng.below(k.into()) as Colour);
                let e = [a.min(b), a.max(b)];
                let (da, db) = (usize::from(a), usize::from(b));
                let fits = if a == b {
                    degree[da] == 0
                } else {
                    degree[da] < 2 && degree[db] < 2
                };
                if !fits {
                    if rng.below(50) == 0 {
                        edges.clear();
                        degree.iter_mut().for_each(|d| *d = 0);
                    }
                    continue;
                }
                if a == b {
                    degree[da] = 2;
                } else {
                    degree[da] += 1;
                    degree[db] += 1;
                }
                edges.push(e);
            }
            let walked = components(&edges).count;
            assert_eq!(
                component_count(n, |j| edges[j], &mut scratch),
                walked,
                "{edges:?}"
            );
            assert!(scratch.iter().all(|&s| s == u16::MAX), "scratch left free");
        }
    }
}
