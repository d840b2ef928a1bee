//! The reason an impossible puzzle gives is true: each claim it makes is checked by brute
//! force over the 24 ways to turn each cube, written here apart from the solver.

use puzzlebox::insanity::{explain_impossible, Lead, Puzzle, Reason};

/// The 24 rotations as face permutations (new face i shows old face p[i]), faces in the
/// order Front Back Left Right Top Bottom: the closure of a quarter turn about the vertical
/// axis and one about the front-back axis.
fn rotations() -> Vec<[usize; 6]> {
    let yaw = [2, 3, 1, 0, 4, 5];
    let roll = [0, 1, 5, 4, 2, 3];
    let mut all = vec![[0, 1, 2, 3, 4, 5]];
    let mut i = 0;
    while i < all.len() {
        for g in [yaw, roll] {
            let r = all[i];
            let next = g.map(|k| r[k]);
            if !all.contains(&next) {
                all.push(next);
            }
        }
        i += 1;
    }
    assert_eq!(all.len(), 24);
    all
}

/// The four long sides (front, back, left, right) of every way to turn `cube`.
fn side_views(cube: &[u16; 6]) -> Vec<[u16; 4]> {
    let mut out: Vec<[u16; 4]> = rotations()
        .iter()
        .map(|r| [cube[r[0]], cube[r[1]], cube[r[2]], cube[r[3]]])
        .collect();
    out.sort_unstable();
    out.dedup();
    out
}

/// Whether the cubes stack with no colour twice on any long side.
fn stacks(cubes: &[[u16; 6]]) -> bool {
    fn go(views: &[Vec<[u16; 4]>], used: &mut Vec<[u16; 4]>) -> bool {
        let Some(options) = views.get(used.len()) else {
            return true;
        };
        for v in options {
            if used.iter().all(|u| (0..4).all(|s| u[s] != v[s])) {
                used.push(*v);
                if go(views, used) {
                    return true;
                }
                used.pop();
            }
        }
        false
    }
    let views: Vec<Vec<[u16; 4]>> = cubes.iter().map(side_views).collect();
    go(&views, &mut Vec::new())
}

/// The most faces of colour `c` the cubes can show on the long sides together, with `c` at
/// most once on each side.
fn most_shown(cubes: &[[u16; 6]], c: u16) -> u16 {
    // Per cube, the distinct masks of the sides showing c.
    let masks: Vec<Vec<u8>> = cubes
        .iter()
        .map(|cube| {
            let mut m: Vec<u8> = side_views(cube)
                .iter()
                .map(|v| (0..4).filter(|&s| v[s] == c).map(|s| 1u8 << s).sum())
                .collect();
            m.sort_unstable();
            m.dedup();
            m
        })
        .collect();
    fn go(masks: &[Vec<u8>], taken: u8) -> u16 {
        let Some((first, rest)) = masks.split_first() else {
            return 0;
        };
        first
            .iter()
            .filter(|&&m| m & taken == 0)
            .map(|&m| m.count_ones() as u16 + go(rest, taken | m))
            .max()
            .unwrap_or(0)
    }
    go(&masks, 0)
}

/// Every pick of one opposite pair (0..3) per cube with no colour on more than two of them.
fn fitting_picks(cubes: &[[u16; 6]]) -> Vec<Vec<usize>> {
    let k = cubes.len();
    let mut out = Vec::new();
    for code in 0..3usize.pow(k as u32) {
        let pick: Vec<usize> = (0..k).map(|i| code / 3usize.pow(i as u32) % 3).collect();
        let mut seen: Vec<u16> = Vec::new();
        for (cube, &p) in cubes.iter().zip(&pick) {
            seen.push(cube[2 * p]);
            seen.push(cube[2 * p + 1]);
        }
        if seen
            .iter()
            .all(|c| seen.iter().filter(|d| *d == c).count() <= 2)
        {
            out.push(pick);
        }
    }
    out
}

struct Lcg(u64);

impl Lcg {
    fn below(&mut self, n: u64) -> u64 {
        self.0 = self
            .0
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        (self.0 >> 33) % n
    }
}

#[test]
fn every_reason_of_small_impossible_puzzles_is_true() {
    let names = ["R", "G", "B", "Y", "W"];
    let mut rng = Lcg(7);
    let mut kinds = [0usize; 5];
    for _ in 0..3000 {
        let n = 2 + rng.below(3) as usize;
        let k = 3 + rng.below(3) as usize;
        let rows: Vec<[&str; 6]> = (0..n)
            .map(|_| [0; 6].map(|_| names[rng.below(k as u64) as usize]))
            .collect();
        let puzzle = Puzzle::from_names(&rows);
        if stacks(&puzzle.cubes) {
            continue;
        }
        let ob = explain_impossible(&puzzle, 10_000_000);
        let set: Vec<[u16; 6]> = ob.cubes.iter().map(|&j| puzzle.cubes[j]).collect();
        assert!(!stacks(&set), "{:?} stacks", ob.cubes);
        let sentence = ob.sentence();
        for j in &ob.cubes {
            assert!(sentence.contains(&(j + 1).to_string()), "{sentence}");
        }
        let mut colours: Vec<u16> = set.iter().flatten().copied().collect();
        colours.sort_unstable();
        colours.dedup();
        let name = |c: u16| puzzle.colours[usize::from(c)].clone();
        match &ob.reason {
            Reason::FewColours {
                cubes,
                colours: said,
            } => {
                kinds[0] += 1;
                assert_eq!(*cubes, set.len());
                assert!(said.len() < set.len());
                let real: Vec<String> = colours.iter().map(|&c| name(c)).collect();
                assert_eq!(*said, real);
            }
            Reason::Counting {
                cubes,
                faces,
                fill,
                limits,
            } => {
                kinds[1] += 1;
                assert_eq!(usize::from(*faces), 4 * set.len());
                assert_eq!(*cubes, set.len());
                assert!(fill < faces);
                assert_eq!(*fill, limits.iter().map(|l| l.at_most).sum::<u16>());
                assert_eq!(limits.len(), colours.len());
                for (l, &c) in limits.iter().zip(&colours) {
                    assert_eq!(l.colour, name(c));
                    let most = most_shown(&set, c);
                    assert!(
                        most <= l.at_most,
                        "{} shows {most} > {}",
                        l.colour,
                        l.at_most
                    );
                    for &(cube, held) in &l.per_cube {
                        let one = [puzzle.cubes[cube - 1]];
                        // Alone, a cube can show as many of c as its two best pairs hold.
                        assert_eq!(most_shown(&one, c), held.min(4));
                    }
                    let listed: u16 = l.per_cube.iter().map(|&(_, h)| h).sum();
                    assert_eq!(l.at_most, listed.min(4));
                }
            }
            Reason::Picks {
                cubes,
                ways,
                fitting,
                clashes,
            } => {
                kinds[2] += 1;
                assert_eq!(*cubes, set.len());
                assert_eq!(*ways, 3usize.pow(set.len() as u32));
                let real = fitting_picks(&set);
                let said: Vec<Vec<usize>> = fitting
                    .iter()
                    .map(|pick| pick.iter().map(|p| p.edge % 3).collect())
                    .collect();
                assert_eq!(said, real);
                for (pick, pairs) in fitting.iter().zip(&real) {
                    for ((p, &j), &k) in pick.iter().zip(&ob.cubes).zip(pairs) {
                        assert_eq!(p.cube, j + 1);
                        let cube = puzzle.cubes[j];
                        assert_eq!(p.colours, [name(cube[2 * k]), name(cube[2 * k + 1])]);
                    }
                }
                let pairs_count = real.len() * real.len().saturating_sub(1) / 2;
                assert_eq!(clashes.len(), pairs_count);
                for c in clashes {
                    let [a, b] = c.picks;
                    let (pa, pb) = (&fitting[a - 1], &fitting[b - 1]);
                    assert!(pa.contains(&c.pair) && pb.contains(&c.pair), "{sentence}");
                }
            }
            Reason::SharedPair {
                cubes,
                ways,
                fitting,
                pair,
            } => {
                kinds[4] += 1;
                assert_eq!(*cubes, set.len());
                assert_eq!(*ways, 3usize.pow(set.len() as u32));
                let real = fitting_picks(&set);
                assert!(real.len() > 6 && real.len() == *fitting, "{sentence}");
                let i = ob.cubes.iter().position(|&j| j + 1 == pair.cube).unwrap();
                assert!(
                    real.iter().all(|pick| pick[i] == pair.edge % 3),
                    "{sentence}"
                );
            }
            Reason::Searched { cubes } => {
                kinds[3] += 1;
                assert!(*cubes > 6 || fitting_picks(&set).len() > 6, "{sentence}");
            }
        }
    }
    // Each kind of reason was met, so none of the checks above is vacuous.
    assert!(
        kinds[..3].iter().chain(&kinds[4..]).all(|&n| n > 0),
        "{kinds:?}"
    );
}

/// The choices of which opposite pair (0..3) of each cube faces front and back that some way
/// of turning the cubes makes with no colour twice on the front and none twice on the back.
fn front_back_choices(cubes: &[[u16; 6]]) -> Vec<Vec<usize>> {
    // Per cube, every (front, back, pair) a turn gives.
    let options: Vec<Vec<(u16, u16, usize)>> = cubes
        .iter()
        .map(|cube| {
            let mut o: Vec<(u16, u16, usize)> = rotations()
                .iter()
                .map(|r| (cube[r[0]], cube[r[1]], r[0] / 2))
                .collect();
            o.sort_unstable();
            o.dedup();
            o
        })
        .collect();
    fn go(
        options: &[Vec<(u16, u16, usize)>],
        used: &mut Vec<(u16, u16, usize)>,
        out: &mut Vec<Vec<usize>>,
    ) {
        let Some(here) = options.get(used.len()) else {
            out.push(used.iter().map(|&(_, _, p)| p).collect());
            return;
        };
        for &o in here {
            if used.iter().all(|u| u.0 != o.0 && u.1 != o.1) {
                used.push(o);
                go(options, used, out);
                used.pop();
            }
        }
    }
    let mut out = Vec::new();
    go(&options, &mut Vec::new(), &mut out);
    out.sort_unstable();
    out.dedup();
    out
}

/// Random puzzles of 2–5 cubes, many with as many colours as cubes, as the page's users make.
fn small_puzzles(seed: u64, count: usize) -> Vec<Puzzle> {
    let names = ["R", "G", "B", "Y", "W", "K"];
    let mut rng = Lcg(seed);
    (0..count)
        .map(|_| {
            let n = 2 + rng.below(4) as usize;
            let k = if rng.below(2) == 0 {
                n
            } else {
                3 + rng.below(4) as usize
            };
            let rows: Vec<[&str; 6]> = (0..n)
                .map(|_| [0; 6].map(|_| names[rng.below(k as u64) as usize]))
                .collect();
            Puzzle::from_names(&rows)
        })
        .collect()
}

#[test]
fn every_lead_sentence_is_true() {
    let mut met = std::collections::BTreeMap::new();
    for puzzle in small_puzzles(11, 2500) {
        if stacks(&puzzle.cubes) {
            continue;
        }
        let ob = explain_impossible(&puzzle, 10_000_000);
        let set: Vec<[u16; 6]> = ob.cubes.iter().map(|&j| puzzle.cubes[j]).collect();
        let mut colours: Vec<u16> = set.iter().flatten().copied().collect();
        colours.sort_unstable();
        colours.dedup();
        let index = |name: &str| puzzle.colours.iter().position(|c| c == name).unwrap() as u16;
        let lead = ob.reason.lead();
        let sentence = ob.sentence();
        assert!(
            sentence.ends_with(&format!(": {}.", lead.sentence())),
            "{sentence}"
        );
        for jargon in ["richest", "subgraph", "degree", "fitting", "pick"] {
            assert!(!sentence.contains(jargon), "{sentence}");
        }
        let kind = format!("{lead:?}");
        *met.entry(kind.split([' ', '{']).next().unwrap().to_string())
            .or_insert(0) += 1;
        match &lead {
            Lead::FewColours {
                cubes,
                colours: said,
            } => {
                assert_eq!(*cubes, set.len());
                assert!(
                    said.len() < set.len() && said.len() == colours.len(),
                    "{sentence}"
                );
            }
            Lead::ShortColour {
                colours: m,
                colour,
                at_most,
                faces,
                per_cube,
                all_pairs,
            } => {
                // Every side shows every colour once only when there are as many as cubes.
                assert_eq!(*m, set.len(), "{sentence}");
                assert_eq!(colours.len(), set.len(), "{sentence}");
                let c = index(colour);
                assert!(*at_most < 4);
                assert_eq!(most_shown(&set, c), *at_most, "{sentence}");
                let real = set.iter().flatten().filter(|&&f| f == c).count() as u16;
                assert_eq!(*faces, real, "{sentence}");
                if all_pairs.is_empty() {
                    // "is on only N faces": the colour really is that rare.
                    assert_eq!(faces, at_most, "{sentence}");
                    let listed: Vec<(usize, u16)> = ob
                        .cubes
                        .iter()
                        .map(|&j| (j + 1, puzzle.cubes[j].iter().filter(|&&f| f == c).count()))
                        .filter(|&(_, n)| n > 0)
                        .map(|(j, n)| (j, n as u16))
                        .collect();
                    assert_eq!(*per_cube, listed, "{sentence}");
                    assert!(sentence.contains(&format!("is on only {faces} face")));
                } else {
                    assert!(faces > at_most, "{sentence}");
                    for &j in all_pairs {
                        let cube = puzzle.cubes[j - 1];
                        assert!(ob.cubes.contains(&(j - 1)));
                        assert!((0..3).all(|p| cube[2 * p] == c || cube[2 * p + 1] == c));
                    }
                }
            }
            Lead::ShortFill {
                faces,
                fill,
                colours: m,
                short,
            } => {
                assert_eq!(*m, colours.len());
                assert!(colours.len() > set.len(), "{sentence}");
                assert_eq!(usize::from(*faces), 4 * set.len());
                assert!(fill < faces);
                // The colours together can fill no more than said.
                let most: u16 = colours.iter().map(|&c| most_shown(&set, c)).sum();
                assert!(most <= *fill, "{most} > {fill}: {sentence}");
                for (name, n) in short {
                    assert!(most_shown(&set, index(name)) <= *n, "{sentence}");
                }
            }
            Lead::NoFrontBack => {
                assert_eq!(
                    front_back_choices(&set),
                    Vec::<Vec<usize>>::new(),
                    "{sentence}"
                );
            }
            Lead::OnePick { pick } => {
                let real = front_back_choices(&set);
                let said: Vec<usize> = pick.iter().map(|p| p.edge % 3).collect();
                assert_eq!(real, vec![said], "{sentence}");
                for (p, &j) in pick.iter().zip(&ob.cubes) {
                    assert_eq!(p.cube, j + 1);
                }
            }
            Lead::SharedPair { ways, pair } => {
                let real = front_back_choices(&set);
                assert_eq!(real.len(), *ways, "{sentence}");
                assert!(*ways >= 2);
                let i = ob.cubes.iter().position(|&j| j + 1 == pair.cube).unwrap();
                let k = pair.edge % 3;
                assert!(real.iter().all(|choice| choice[i] == k), "{sentence}");
                let cube = puzzle.cubes[pair.cube - 1];
                let name = |c: u16| puzzle.colours[usize::from(c)].clone();
                assert_eq!(pair.colours, [name(cube[2 * k]), name(cube[2 * k + 1])]);
            }
            Lead::Overlapping { ways } => {
                let real = front_back_choices(&set);
                assert_eq!(real.len(), *ways, "{sentence}");
                for (a, x) in real.iter().enumerate() {
                    for y in &real[a + 1..] {
                        assert!(x.iter().zip(y).any(|(p, q)| p == q), "{sentence}");
                    }
                }
                let common = (0..set.len()).any(|i| real.iter().all(|c| c[i] == real[0][i]));
                assert!(!common, "{sentence}");
            }
            Lead::Searched { cubes } => {
                assert_eq!(*cubes, set.len());
                assert!(
                    *cubes > 6 || front_back_choices(&set).len() > 6,
                    "{sentence}"
                );
            }
        }
    }
    // Each plain lead was met, so none of the checks above is vacuous.
    for kind in [
        "FewColours",
        "ShortColour",
        "ShortFill",
        "NoFrontBack",
        "OnePick",
        "SharedPair",
    ] {
        assert!(met.contains_key(kind), "{met:?}");
    }
}
