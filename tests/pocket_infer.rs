//! Inference on paintings with unpainted stickers (`?`), checked against brute force written
//! separately here: every cube that fits a painting is listed (corner by corner, twists
//! adding up to whole turns, every colour scheme the painting allows), and the listing gives
//! the number of fits, the forced stickers and the best sticker to paint next. A few
//! paintings are also checked against all 3,674,160 states, and the reasons no cube fits one by
//! one.

use puzzlebox::pocket::{
    decide, infer, CornerFault, Cube, CubieCube, PocketError, CORNER_STICKERS, SOLVED,
};
use puzzlebox::rng::Rng;
use std::collections::HashSet;

/// DBL, the corner that never moves.
const DBL: usize = 6;
const MOVING: [usize; 7] = [0, 1, 2, 3, 4, 5, 7];
/// Stand-ins for colours painted nowhere (never used as colours in these tests).
const UNSEEN: [char; 3] = ['1', '2', '3'];
const FACE_LETTERS: &str = "URFDLB";

/// Each piece's faces (U R F D L B as 0..6) clockwise from its U or D sticker, read off the
/// solved cube.
fn piece_faces() -> [[usize; 3]; 8] {
    let solved: Vec<char> = SOLVED.chars().collect();
    std::array::from_fn(|p| CORNER_STICKERS[p].map(|s| FACE_LETTERS.find(solved[s]).unwrap()))
}

/// Every cube fitting `painting` (`None` = unpainted), as 24 characters with the colours
/// painted nowhere renamed '1', '2', '3' in order of first appearance, so that cubes
/// differing only in where the unseen colours go are one cube.
fn brute_force(painting: &[Option<char>; 24]) -> HashSet<[u8; 24]> {
    let faces = piece_faces();
    let dbl = CORNER_STICKERS[DBL].map(|s| painting[s].unwrap());
    let mut free: Vec<char> = Vec::new();
    for c in painting.iter().flatten() {
        if !dbl.contains(c) && !free.contains(c) {
            free.push(*c);
        }
    }
    let mut found = HashSet::new();
    if free.len() > 3 {
        return found;
    }
    free.extend(&UNSEEN[..3 - free.len()]);
    for order in [
        [0, 1, 2],
        [0, 2, 1],
        [1, 0, 2],
        [1, 2, 0],
        [2, 0, 1],
        [2, 1, 0],
    ] {
        // colours[face]: DBL's stickers are D, B, L.
        let mut colours = ['\0'; 6];
        colours[3] = dbl[0];
        colours[5] = dbl[1];
        colours[4] = dbl[2];
        for (k, face) in [0, 1, 2].into_iter().enumerate() {
            colours[face] = free[order[k]];
        }
        let mut cube = [' '; 24];
        for s in CORNER_STICKERS[DBL] {
            cube[s] = painting[s].unwrap();
        }
        place(0, 0, 0, &faces, &colours, painting, &mut cube, &mut found);
    }
    found
}

#[allow(clippy::too_many_arguments)]
fn place(
    slot: usize,
    used: u8,
    twist_sum: usize,
    faces: &[[usize; 3]; 8],
    colours: &[char; 6],
    painting: &[Option<char>; 24],
    cube: &mut [char; 24],
    found: &mut HashSet<[u8; 24]>,
) {
    if slot == 7 {
        if twist_sum.is_multiple_of(3) {
            found.insert(canonical(cube));
        }
        return;
    }
    let at = CORNER_STICKERS[MOVING[slot]];
    for piece in MOVING {
        if used & 1 << piece != 0 {
            continue;
        }
        for twist in 0..3 {
            let mut ok = true;
            for k in 0..3 {
                let colour = colours[faces[piece][k]];
                let s = at[(k + twist) % 3];
                ok &= painting[s].is_none_or(|c| c == colour);
                cube[s] = colour;
            }
            if ok {
                let next = (slot + 1, used | 1 << piece, twist_sum + twist);
                place(
                    next.0, next.1, next.2, faces, colours, painting, cube, found,
                );
            }
        }
    }
}

fn canonical(cube: &[char; 24]) -> [u8; 24] {
    let mut names: Vec<char> = Vec::new();
    cube.map(|c| {
        if !UNSEEN.contains(&c) {
            return c as u8;
        }
        let k = names.iter().position(|&n| n == c).unwrap_or_else(|| {
            names.push(c);
            names.len() - 1
        });
        UNSEEN[k] as u8
    })
}

/// A random legal cube in random colours, as 24 characters.
fn random_cube(rng: &mut Rng) -> [char; 24] {
    let cubie = CubieCube::from_coords(rng.below(5040) as usize, rng.below(729) as usize);
    let mut palette: Vec<char> = "WYRGBOxz#@".chars().collect();
    rng.shuffle(&mut palette);
    let letters: Vec<char> = Cube::from_cubie(cubie).facelets().chars().collect();
    std::array::from_fn(|s| palette[FACE_LETTERS.find(letters[s]).unwrap()])
}

/// `cube` with `hidden` random stickers off DBL unpainted.
fn hide(cube: &[char; 24], hidden: usize, rng: &mut Rng) -> [Option<char>; 24] {
    let mut open: Vec<usize> = (0..24)
        .filter(|s| !CORNER_STICKERS[DBL].contains(s))
        .collect();
    rng.shuffle(&mut open);
    let mut painting = cube.map(Some);
    for &s in &open[..hidden] {
        painting[s] = None;
    }
    painting
}

fn text(painting: &[Option<char>; 24]) -> String {
    painting.iter().map(|c| c.unwrap_or('?')).collect()
}

/// Checks fits, forced stickers and the suggestion against the brute-force listing.
fn check(painting: &[Option<char>; 24]) {
    let t = text(painting);
    let all = brute_force(painting);
    let inference = match infer(&t) {
        Ok(i) => i,
        Err(e) => {
            assert!(all.is_empty(), "{t}: {e}, but {} cubes fit", all.len());
            return;
        }
    };
    assert_eq!(inference.fits, all.len() as u64, "{t}");
    // Per sticker, how many fitting cubes give it each colour (the unseen ones lumped as '1').
    let mut groups = vec![[0u64; 128]; 24];
    for cube in &all {
        for (s, &c) in cube.iter().enumerate() {
            let c = if UNSEEN.contains(&(c as char)) {
                b'1'
            } else {
                c
            };
            groups[s][c as usize] += 1;
        }
    }
    for (s, group) in groups.iter().enumerate() {
        let mut colours = (0..128u8).filter(|&c| group[c as usize] != 0);
        let forced = match (colours.next(), colours.next()) {
            (Some(c), None) => Some(c as char).filter(|c| !UNSEEN.contains(c)),
            _ => None,
        };
        assert_eq!(inference.stickers[s], forced, "{t}: sticker {s}");
    }
    let largest = |s: usize| groups[s].iter().copied().max().unwrap();
    let open: Vec<usize> = (0..24)
        .filter(|&s| inference.stickers[s].is_none())
        .collect();
    match inference.suggestion {
        None => assert!(open.is_empty(), "{t}: no suggestion"),
        Some(k) => {
            assert!(open.contains(&k), "{t}: suggested a known sticker {k}");
            let best = open.iter().map(|&s| largest(s)).min().unwrap();
            assert_eq!(largest(k), best, "{t}: sticker {k} is not the best split");
        }
    }
}

#[test]
fn fits_and_forced_stickers_match_brute_force_on_random_paintings() {
    let mut rng = Rng::new(17);
    for round in 0..1500 {
        let cube = random_cube(&mut rng);
        let hidden = 1 + round % 17;
        let mut painting = hide(&cube, hidden, &mut rng);
        // One painting in four has a slip: a painted sticker off DBL recoloured.
        if round % 4 == 3 {
            let painted: Vec<usize> = (0..24)
                .filter(|&s| painting[s].is_some() && !CORNER_STICKERS[DBL].contains(&s))
                .collect();
            let s = painted[rng.below(painted.len() as u64) as usize];
            painting[s] = Some(cube[rng.below(24) as usize]);
        }
        check(&painting);
    }
}

#[test]
fn every_completion_listed_is_a_legal_cube() {
    // The brute force's own corner model, checked against the parser.
    let mut rng = Rng::new(5);
    for _ in 0..20 {
        let painting = hide(&random_cube(&mut rng), 12, &mut rng);
        for cube in brute_force(&painting).iter().take(50) {
            if cube.iter().all(|&c| !UNSEEN.contains(&(c as char))) {
                let s: String = cube.iter().map(|&c| c as char).collect();
                assert!(Cube::parse(&s).is_ok(), "{s}");
            }
        }
    }
}

#[test]
fn a_few_paintings_against_every_state() {
    // Independent of both the inference and the brute force above: every legal state,
    // written out by the library's facelet writer in face letters, under each of the six
    // ways to name the U, R and F colours (a painting does not say which of its colours is
    // which face).
    let mut rng = Rng::new(99);
    let paintings: Vec<[Option<char>; 24]> = (0..6)
        .map(|k| {
            let cubie = CubieCube::from_coords(rng.below(5040) as usize, rng.below(729) as usize);
            let letters: Vec<char> = Cube::from_cubie(cubie).facelets().chars().collect();
            let cube: [char; 24] = std::array::from_fn(|s| letters[s]);
            hide(&cube, 10 + k, &mut rng)
        })
        .collect();
    let mut fits = vec![0u64; paintings.len()];
    let mut colours: Vec<Vec<HashSet<char>>> = vec![vec![HashSet::new(); 24]; paintings.len()];
    let painted: Vec<Vec<(usize, char)>> = paintings
        .iter()
        .map(|p| (0..24).filter_map(|i| p[i].map(|c| (i, c))).collect())
        .collect();
    let twists: Vec<[u8; 8]> = (0..729).map(|t| CubieCube::from_coords(0, t).co).collect();
    for perm in 0..5040 {
        let cp = CubieCube::from_coords(perm, 0).cp;
        for co in &twists {
            let letters: Vec<char> = Cube::from_cubie(CubieCube { cp, co: *co })
                .facelets()
                .chars()
                .collect();
            for names in ["URF", "UFR", "RUF", "RFU", "FUR", "FRU"] {
                let rename = |c: char| match "URF".find(c) {
                    Some(k) => names.as_bytes()[k] as char,
                    None => c,
                };
                for (p, marks) in painted.iter().enumerate() {
                    if marks.iter().all(|&(i, c)| rename(letters[i]) == c) {
                        fits[p] += 1;
                        for i in 0..24 {
                            colours[p][i].insert(rename(letters[i]));
                        }
                    }
                }
            }
        }
    }
    for (p, painting) in paintings.iter().enumerate() {
        let visible: HashSet<char> = painting.iter().flatten().copied().collect();
        if visible.len() < 5 {
            continue; // two unseen colours' letters would count each cube twice
        }
        let inference = infer(&text(painting)).unwrap();
        assert_eq!(inference.fits, fits[p], "{}", text(painting));
        for (i, seen) in colours[p].iter().enumerate() {
            let forced = (seen.len() == 1)
                .then(|| *seen.iter().next().unwrap())
                .filter(|c| visible.contains(c));
            assert_eq!(
                inference.stickers[i],
                forced,
                "{} sticker {i}",
                text(painting)
            );
        }
    }
}

fn err(text: &str) -> PocketError {
    infer(text).unwrap_err()
}

/// What a painting no cube fits breaks as it stands: the reason inside
/// [`PocketError::NoCubeFits`] (whose stickers, the fewest to repaint, tests/pocket_repaint.rs
/// checks).
fn reason(text: &str) -> PocketError {
    match err(text) {
        PocketError::NoCubeFits { stickers, reason } => {
            assert!(!stickers.is_empty(), "{text}");
            *reason
        }
        e => panic!("{text}: {e} is not no_cube_fits"),
    }
}

#[test]
fn the_fixed_corner_must_be_painted() {
    let e = err("UUUULLFFRRBBL?FFRRB?DD?D");
    assert_eq!(e.kind(), "fixed_corner_unpainted");
    assert_eq!(e.stickers(), vec![22, 19]);
    assert!(
        e.to_string()
            .contains("stickers down face bottom-left, back face bottom-right are unpainted"),
        "{e}"
    );
}

#[test]
fn a_blank_net_with_dbl_painted_fits_every_state() {
    let i = infer("????????????L??????B??D?").unwrap();
    assert_eq!(i.fits, 3_674_160);
    assert!(i.suggestion.is_some());
}

#[test]
fn too_many_colours_and_overused_colours_are_refused_at_once() {
    assert_eq!(err("abcdefg?????L??????B??D?").kind(), "wrong_colour_count");
    let e = reason("UUUUU???????L??????B??D?");
    assert_eq!(e.kind(), "wrong_colour_use");
    assert_eq!(e.stickers(), vec![0, 1, 2, 3, 4]);
}

#[test]
fn a_corner_with_the_fixed_corners_colours_is_named() {
    // UFR (D, I, H) painted with DBL's colours D, B, L in DBL's clockwise order.
    let mut s: Vec<char> = "????????????L??????B??D?".chars().collect();
    (s[3], s[8], s[7]) = ('D', 'B', 'L');
    let e = reason(&s.iter().collect::<String>());
    assert_eq!(e.kind(), "corners_short", "{e}");
    assert_eq!(e.stickers(), vec![3, 8, 7, 22, 19, 12]);
    assert!(
        e.to_string().contains("UFR") && e.to_string().contains("DBL"),
        "{e}"
    );
}

#[test]
fn same_colour_twice_and_opposite_colours_on_one_corner() {
    let mut s: Vec<char> = "????????????L??????B??D?".chars().collect();
    (s[2], s[6]) = ('X', 'X');
    match reason(&s.iter().collect::<String>()) {
        PocketError::NoSuchCorner { corner, fault, .. } => {
            assert_eq!((corner, fault), ("UFL", CornerFault::RepeatedColour))
        }
        e => panic!("{e}"),
    }
    // L and its opposite: the colour opposite L is R, which no corner pairs with L. With
    // five colours seen the free ones could be read either way, so paint all six.
    let full = "UUUULLFFRRBBLLFFRRBBDDDD";
    let mut s: Vec<char> = full.chars().collect();
    for i in [0, 1, 4, 9, 10, 17] {
        s[i] = '?';
    }
    (s[2], s[6], s[5]) = ('R', '?', 'L');
    match reason(&s.iter().collect::<String>()) {
        PocketError::NoSuchCorner { corner, fault, .. } => {
            assert_eq!((corner, fault), ("UFL", CornerFault::OppositeColours))
        }
        e => panic!("{e}"),
    }
}

#[test]
fn two_places_needing_the_same_corner_is_found_by_inference_alone() {
    // U F R on UFR's U and F stickers in two places: both would have to be corner UFR.
    let mut s: Vec<char> = "????????????L??????B??D?".chars().collect();
    // UFR place D I H: U at D, F at H (R goes on I).
    (s[3], s[7]) = ('U', 'F');
    // UBR place B K J: U on B, F on J, which only corner UFR shows (R on K). Whichever faces
    // the free colours U and F are, both places need the same corner.
    (s[1], s[9]) = ('U', 'F');
    let painting: String = s.iter().collect();
    let e = reason(&painting);
    assert_eq!(e.kind(), "corners_short", "{e}");
    assert_eq!(e.stickers(), vec![3, 8, 7, 1, 10, 9]);
    assert!(
        e.to_string().starts_with("corners UFR (up face bottom-right, right face top-left, front face top-right) and UBR (up face top-right, ")
            && e.to_string().contains(") would both have to be the corner"),
        "{e}"
    );
}

#[test]
fn twists_that_cannot_add_up_are_named() {
    // Solved but UFR twisted, with one sticker of each other corner unpainted (each is still
    // forced by its other two, so every twist is fixed).
    let mut s: Vec<char> = SOLVED.chars().collect();
    let (d, i, h) = (s[3], s[8], s[7]);
    (s[3], s[8], s[7]) = (h, d, i);
    for k in [0, 2, 1, 20, 21, 23] {
        s[k] = '?';
    }
    let e = reason(&s.iter().collect::<String>());
    assert_eq!(e.kind(), "twisted", "{e}");
    assert_eq!(e.stickers(), vec![3, 8, 7]);
}

#[test]
fn full_strings_give_the_parsers_answer() {
    let mut rng = Rng::new(3);
    for _ in 0..50 {
        let cube = random_cube(&mut rng);
        let s: String = cube.iter().collect();
        let i = infer(&s).unwrap();
        assert_eq!((i.fits, i.facelets()), (1, s.clone()));
        let mut bad: Vec<char> = cube.to_vec();
        bad.swap(0, 4);
        let bad: String = bad.into_iter().collect();
        assert_eq!(Some(reason(&bad)), Cube::parse(&bad).err(), "{bad}");
    }
}

#[test]
fn decide_solves_only_a_painting_one_cube_fits() {
    let mut rng = Rng::new(8);
    let cube = random_cube(&mut rng);
    let full: String = cube.iter().collect();
    // Unpaint the third sticker of one corner: forced by the other two.
    let mut s: Vec<char> = cube.to_vec();
    s[CORNER_STICKERS[0][1]] = '?';
    let (decided, inference) = decide(&s.iter().collect::<String>()).unwrap();
    assert_eq!(decided.facelets().len(), 24);
    assert_eq!(inference.facelets(), full);
    // A blank net does not decide.
    match decide("????????????L??????B??D?") {
        Err(PocketError::Undecided { fits, .. }) => assert_eq!(fits, 3_674_160),
        other => panic!("{other:?}"),
    }
}

#[test]
fn one_fit_with_a_colour_painted_nowhere_asks_for_it() {
    // Every U sticker unpainted: one cube fits, but its U colour is unknown.
    let s = format!("????{}", &SOLVED[4..]);
    let i = infer(&s).unwrap();
    assert_eq!(i.fits, 1);
    assert_eq!(i.facelets(), s);
    let e = decide(&s).unwrap_err();
    assert_eq!(e.kind(), "undecided");
    assert!(
        e.to_string()
            .starts_with("1 cube fits this painting, but the up face top-left sticker"),
        "{e}"
    );
}

/// The solved cube in the page's colours (W Y G B R O), the letters paintings really use.
const PAGE_SOLVED: &str = "WWWWOOGGRRBBOOGGRRBBYYYY";

#[test]
fn messages_name_stickers_with_no_colour_letter_of_the_painting() {
    // Every one-sticker repaint, every swap of two stickers and every unpainted pair of the
    // solved cube, in face letters and in the page's colours: a colour letter of the painting
    // in brackets beside a sticker ("(W)") would read as that colour.
    let mut named = 0;
    for solved in [SOLVED, PAGE_SOLVED] {
        let base: Vec<char> = solved.chars().collect();
        let colours: HashSet<char> = base.iter().copied().collect();
        let mut paintings = Vec::new();
        for i in 0..24 {
            for c in colours.iter().copied().chain(['?']) {
                let mut p = base.clone();
                p[i] = c;
                paintings.push(p);
            }
            for j in i + 1..24 {
                let mut swapped = base.clone();
                swapped.swap(i, j);
                let mut open = base.clone();
                (open[i], open[j]) = ('?', '?');
                paintings.extend([swapped, open]);
            }
        }
        for painting in paintings {
            let text: String = painting.iter().collect();
            let errors = [Cube::parse(&text).err(), decide(&text).err()];
            for error in errors.into_iter().flatten() {
                let message = error.to_string();
                if !error.stickers().is_empty() && message.contains(" face ") {
                    named += 1;
                }
                for c in &colours {
                    assert!(!message.contains(&format!("({c})")), "{text}: {message}");
                }
            }
        }
    }
    assert!(
        named > 1000,
        "the paintings give sentences naming stickers: {named}"
    );
}
