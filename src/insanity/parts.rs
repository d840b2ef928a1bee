//! Independent parts of a puzzle: cubes linked through shared colours. Two parts share no
//! colour, so any stack of one goes with any stack of the other, and their counts combine
//! (see [`super::fixed`]) without searching the product.

use super::puzzle::{Colour, Puzzle};

/// The parts: sets of cube indices (ascending), ordered by their first cube. Two cubes are in
/// the same part iff a chain of cubes, each sharing a colour with the next, joins them.
pub(crate) fn parts(puzzle: &Puzzle) -> Vec<Vec<usize>> {
    let k = puzzle.colour_count();
    let mut parent: Vec<usize> = (0..k).collect();
    fn root(parent: &mut [usize], mut c: usize) -> usize {
        while parent[c] != c {
            parent[c] = parent[parent[c]];
            c = parent[c];
        }
        c
    }
    for cube in &puzzle.cubes {
        let first = root(&mut parent, usize::from(cube[0]));
        for &c in &cube[1..] {
            let r = root(&mut parent, usize::from(c));
            parent[r] = first;
        }
    }
    // Part number per root, in order of first cube.
    let mut part_of_root = vec![usize::MAX; k];
    let mut out: Vec<Vec<usize>> = Vec::new();
    for (j, cube) in puzzle.cubes.iter().enumerate() {
        let r = root(&mut parent, usize::from(cube[0]));
        if part_of_root[r] == usize::MAX {
            part_of_root[r] = out.len();
            out.push(Vec::new());
        }
        out[part_of_root[r]].push(j);
    }
    out
}

/// The puzzle made of `cubes` only, colours renumbered from 0 in order of appearance and left
/// unnamed (the searches need indices only).
pub(crate) fn sub_puzzle(puzzle: &Puzzle, cubes: &[usize]) -> Puzzle {
    let mut number: Vec<Colour> = vec![Colour::MAX; puzzle.colour_count()];
    let mut next: Colour = 0;
    let cubes = cubes
        .iter()
        .map(|&j| {
            puzzle.cubes[j].map(|c| {
                let slot = &mut number[usize::from(c)];
                if *slot == Colour::MAX {
                    *slot = next;
                    next += 1;
                }
                *slot
            })
        })
        .collect();
    Puzzle {
        colours: Vec::new(),
        cubes,
    }
}
