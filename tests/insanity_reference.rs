//! The solver against an independent brute force over all orientation tuples (written here
//! from scratch: rotations as signed permutation matrices of determinant +1, symmetries as the
//! dihedral group of the four sides read around the column), on many random small puzzles,
//! plus the published 30-cube figures and checks of every listed stack and obstacle.

use puzzlebox::insanity::{generate, solve, Options, Puzzle, Solved};
use puzzlebox::rng::Rng;
use std::collections::HashSet;

/// Face normals in input order: Front Back Left Right Top Bottom.
const NORMALS: [[i32; 3]; 6] = [
    [1, 0, 0],
    [-1, 0, 0],
    [0, 1, 0],
    [0, -1, 0],
    [0, 0, 1],
    [0, 0, -1],
];

/// The 24 proper rotations as face maps: `r[k]` is the face that ends up at position k.
fn rotations() -> Vec<[usize; 6]> {
    let mut out = Vec::new();
    // Every signed permutation matrix; keep determinant +1.
    for perm in [
        [0, 1, 2],
        [0, 2, 1],
        [1, 0, 2],
        [1, 2, 0],
        [2, 0, 1],
        [2, 1, 0],
    ] {
        for signs in 0..8 {
            let s = |i: usize| if signs >> i & 1 == 1 { -1 } else { 1 };
            let m = |row: usize, col: usize| if perm[row] == col { s(row) } else { 0 };
            let det = m(0, 0) * (m(1, 1) * m(2, 2) - m(1, 2) * m(2, 1))
                - m(0, 1) * (m(1, 0) * m(2, 2) - m(1, 2) * m(2, 0))
                + m(0, 2) * (m(1, 0) * m(2, 1) - m(1, 1) * m(2, 0));
            if det != 1 {
                continue;
            }
            let apply = |v: [i32; 3]| {
                [0, 1, 2].map(|row| (0..3).map(|col| m(row, col) * v[col]).sum::<i32>())
            };
            // Face f moves to the position whose normal is M·normal(f).
            let mut r = [0; 6];
            for (f, &normal) in NORMALS.iter().enumerate() {
                let to = NORMALS.iter().position(|&n| n == apply(normal)).unwrap();
                r[to] = f;
            }
            out.push(r);
        }
    }
    assert_eq!(out.len(), 24);
    out
}

type View = [u16; 4]; // front back left right

/// Views read around the column: front, right, back, left.
fn around(v: View) -> [u16; 4] {
    [v[0], v[3], v[1], v[2]]
}
fn from_around(a: [u16; 4]) -> View {
    [a[0], a[2], a[3], a[1]]
}

/// The 8 symmetries of the square of sides, applied to every cube alike.
fn images(stack: &[View]) -> Vec<Vec<View>> {
    let mut out = Vec::new();
    for reflect in [false, true] {
        for shift in 0..4 {
            out.push(
                stack
                    .iter()
                    .map(|&v| {
                        let mut a = around(v);
                        if reflect {
                            a.reverse();
                        }
                        a.rotate_left(shift);
                        from_around(a)
                    })
                    .collect(),
            );
        }
    }
    out
}

pub struct Brute {
    pub solutions: usize,
    pub stacks: usize,
    pub all: HashSet<Vec<View>>,
}

pub fn brute(p: &Puzzle) -> Brute {
    let rots = rotations();
    let views: Vec<Vec<View>> = p
        .cubes
        .iter()
        .map(|cube| {
            let mut vs: Vec<View> = rots
                .iter()
                .map(|r| [cube[r[0]], cube[r[1]], cube[r[2]], cube[r[3]]])
                .collect();
            vs.sort_unstable();
            vs.dedup();
            vs
        })
        .collect();
    let mut all = HashSet::new();
    let mut stack = Vec::new();
    fn go(views: &[Vec<View>], stack: &mut Vec<View>, all: &mut HashSet<Vec<View>>) {
        if stack.len() == views.len() {
            all.insert(stack.clone());
            return;
        }
        for &v in &views[stack.len()] {
            if stack.iter().all(|s| (0..4).all(|side| s[side] != v[side])) {
                stack.push(v);
                go(views, stack, all);
                stack.pop();
            }
        }
    }
    go(&views, &mut stack, &mut all);
    let solutions = all
        .iter()
        .filter(|s| images(s).iter().all(|im| *s <= im))
        .count();
    Brute {
        solutions,
        stacks: all.len(),
        all,
    }
}

fn random_puzzle(rng: &mut Rng, n: usize, k: usize) -> Puzzle {
    let names: Vec<[String; 6]> = (0..n)
        .map(|_| [0; 6].map(|_| format!("c{}", rng.below(k as u64))))
        .collect();
    Puzzle::from_names(&names)
}

/// A puzzle with at least one solution: each side a random arrangement of distinct colours.
fn planted_puzzle(rng: &mut Rng, n: usize, k: usize) -> Puzzle {
    let rots = rotations();
    let mut sides: Vec<Vec<usize>> = (0..4).map(|_| (0..k).collect()).collect();
    for s in &mut sides {
        rng.shuffle(s);
    }
    let names: Vec<[String; 6]> = (0..n)
        .map(|i| {
            let faces = [
                sides[0][i],
                sides[1][i],
                sides[2][i],
                sides[3][i],
                rng.below(k as u64) as usize,
                rng.below(k as u64) as usize,
            ];
            let r = rots[rng.below(24) as usize];
            r.map(|f| format!("c{}", faces[f]))
        })
        .collect();
    Puzzle::from_names(&names)
}

fn all_options() -> Options {
    Options {
        max_listed: usize::MAX,
        ..Options::default()
    }
}

/// Each listed stack really is each cube turned, valid, and the list has one stack per
/// solution, no two related by a symmetry.
fn check_listed(p: &Puzzle, solved: &Solved, brute: &Brute) {
    let rots = rotations();
    let mut seen: HashSet<Vec<View>> = HashSet::new();
    for stack in &solved.list {
        assert_eq!(stack.len(), p.len());
        for (j, pl) in stack.iter().enumerate() {
            let shown = [pl.front, pl.back, pl.left, pl.right, pl.top, pl.bottom];
            assert!(
                rots.iter().any(|r| r.map(|f| p.cubes[j][f]) == shown),
                "cube {j} in {stack:?} is not a turn of {:?}",
                p.cubes[j]
            );
        }
        let views: Vec<View> = stack
            .iter()
            .map(|pl| [pl.front, pl.back, pl.left, pl.right])
            .collect();
        for side in 0..4 {
            let col: HashSet<u16> = views.iter().map(|v| v[side]).collect();
            assert_eq!(
                col.len(),
                p.len(),
                "side {side} repeats a colour in {views:?}"
            );
        }
        assert!(brute.all.contains(&views));
        for im in images(&views) {
            assert!(
                !seen.contains(&im),
                "two listed stacks are the same solution"
            );
        }
        seen.insert(views);
    }
    if !solved.truncated {
        assert_eq!(
            solved.list.len() as u128,
            solved.solutions.to_u128().unwrap()
        );
    }
}

fn check(p: &Puzzle) {
    let b = brute(p);
    let s = solve(p, &all_options()).unwrap();
    assert_eq!(
        (s.solutions.to_u128(), s.stacks.to_u128()),
        (Some(b.solutions as u128), Some(b.stacks as u128)),
        "puzzle {p:?}"
    );
    check_listed(p, &s, &b);
    match (&s.obstacle, b.solutions) {
        (None, 0) => panic!("no obstacle for an impossible puzzle"),
        (Some(_), n) if n > 0 => panic!("an obstacle for a solvable puzzle"),
        (Some(ob), _) => {
            assert_eq!(
                brute(&p.subset(&ob.cubes)).stacks,
                0,
                "the obstacle can be stacked"
            );
            for drop in 0..ob.cubes.len() {
                let mut rest = ob.cubes.clone();
                rest.remove(drop);
                assert!(
                    brute(&p.subset(&rest)).stacks > 0,
                    "obstacle {:?} is not minimal",
                    ob.cubes
                );
            }
            if ob.smallest {
                // No smaller set of any cubes is an obstacle: check all pairs when smaller.
                if ob.cubes.len() > 2 {
                    for a in 0..p.len() {
                        for c in a + 1..p.len() {
                            assert!(brute(&p.subset(&[a, c])).stacks > 0);
                        }
                    }
                }
            }
        }
        (None, _) => {}
    }
}

#[test]
fn the_classic_example_has_one_solution_and_eight_stacks() {
    let p = Puzzle::parse(
        "Cube Front Back Left Right Top Bottom\n1 R B G Y B Y\n2 R G G Y B B\n3 Y B R G Y R\n4 Y G B R R R\n",
    )
    .unwrap();
    let b = brute(&p);
    assert_eq!((b.solutions, b.stacks), (1, 8));
    check(&p);
}

#[test]
fn random_puzzles_agree_with_brute_force() {
    let mut rng = Rng::new(2024);
    for case in 0..400 {
        let n = 1 + case % 5;
        let k = 1 + rng.below(7) as usize;
        check(&random_puzzle(&mut rng, n, k));
    }
}

#[test]
fn planted_puzzles_agree_with_brute_force() {
    let mut rng = Rng::new(99);
    for case in 0..300 {
        let n = 1 + case % 5;
        // As many colours as cubes, or more (then each side need not use them all).
        let k = n + rng.below(3) as usize;
        check(&planted_puzzle(&mut rng, n, k));
    }
}

#[test]
fn cubes_with_equal_opposite_faces_agree_with_brute_force() {
    let mut rng = Rng::new(5);
    for case in 0..200 {
        let n = 1 + case % 5;
        let k = 1 + rng.below(6) as usize;
        let mut p = random_puzzle(&mut rng, n, k);
        for cube in &mut p.cubes {
            // Make one or two opposite pairs equal.
            for pair in 0..1 + rng.below(2) as usize {
                cube[2 * pair + 1] = cube[2 * pair];
            }
        }
        check(&p);
    }
}

#[test]
fn hand_made_degenerate_cubes() {
    for text in [
        "A A A A A A",
        "A A A A A A\nA A A A A A",
        "A A B B C C",
        "A A B B C C\nB B A A D D",
        "A B A B A B\nB A B A B A",
        "A B C D E F",
        "A B C D E F\nB A D C F E",
        "A A B B A A\nB B A A B B",
    ] {
        check(&Puzzle::parse(text).unwrap());
    }
}

/// c(k) = 1 + (floor(k·√2) mod 30), computed exactly with integers.
fn thirty() -> Puzzle {
    let c = |k: u64| {
        let (mut lo, mut hi) = (0u64, 2 * k + 1);
        while hi - lo > 1 {
            let mid = (lo + hi) / 2;
            if mid * mid <= 2 * k * k {
                lo = mid
            } else {
                hi = mid
            }
        }
        (1 + lo % 30).to_string()
    };
    let names: Vec<[String; 6]> = (0..30u64)
        .map(|i| [1, 2, 3, 4, 5, 6].map(|f| c(6 * i + f)))
        .collect();
    Puzzle::from_names(&names)
}

#[test]
fn the_thirty_cube_instance_has_96_solutions_and_768_stacks() {
    let p = thirty();
    assert_eq!(p.colours.len(), 30);
    let s = solve(&p, &all_options()).unwrap();
    assert_eq!(
        (s.solutions.to_u128(), s.stacks.to_u128()),
        (Some(96), Some(768))
    );
    assert_eq!(s.list.len(), 96);
    for stack in &s.list {
        for side in 0..4 {
            let col: HashSet<u16> = stack
                .iter()
                .map(|pl| [pl.front, pl.back, pl.left, pl.right][side])
                .collect();
            assert_eq!(col.len(), 30);
        }
    }
}

#[test]
fn generated_puzzles_have_exactly_one_solution() {
    for n in 1..=5 {
        for seed in 0..3 {
            let p = generate(n, &mut Rng::new(seed)).unwrap();
            assert_eq!(p.len(), n);
            assert!(p.colours.len() <= n);
            assert_eq!(Puzzle::parse(&p.to_text()).unwrap(), p);
            assert_eq!(brute(&p).solutions, 1, "n = {n}, seed = {seed}");
        }
    }
    for n in [8, 12, 20, 30, 40, 64] {
        let p = generate(n, &mut Rng::new(7)).unwrap();
        assert_eq!(p.colours.len(), n);
        assert_eq!(solve(&p, &Options::default()).unwrap().solutions, 1);
    }
}

#[test]
fn listing_is_capped_but_counts_are_exact() {
    // Four cubes with six different colours each stack in very many ways.
    let p = Puzzle::parse("A B C D E F\nG H I J K L\nM N O P Q R\nS T U V W X").unwrap();
    let s = solve(
        &p,
        &Options {
            max_listed: 10,
            ..Options::default()
        },
    )
    .unwrap();
    assert_eq!(s.stacks, 24u128.pow(4));
    assert_eq!(s.solutions, 24u128.pow(4) / 8);
    assert_eq!(s.list.len(), 10);
    assert!(s.truncated);
}

/// Every set a counting proof names really cannot be stacked, by the brute force (so the
/// puzzle has no solution either), on random small puzzles with few colours, where the
/// proofs fire often.
#[test]
fn counting_proofs_are_confirmed_by_brute_force() {
    let mut rng = Rng::new(19);
    let mut fired = 0;
    for _ in 0..400 {
        let n = 2 + rng.below(4) as usize;
        let k = 1 + rng.below(n as u64 + 2) as usize;
        let p = random_puzzle(&mut rng, n, k);
        if let Some(cubes) = puzzlebox::insanity::counting_proof(&p) {
            fired += 1;
            assert!(!cubes.is_empty());
            assert_eq!(brute(&p.subset(&cubes)).stacks, 0, "{p:?} {cubes:?}");
            assert_eq!(brute(&p).stacks, 0, "{p:?}");
        }
    }
    assert!(fired > 50, "the proofs fired only {fired} times");
}
