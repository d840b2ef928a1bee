//! The fewest stickers to repaint when no cube fits a painting, checked against brute force
//! written separately here: the full-string parser is the judge of a cube, and every way to
//! repaint a set of stickers in the painting's six colours is tried. For random cubes with
//! one, two or three stickers changed, the answer is never larger than the change, repainting
//! its stickers admits a cube, and no smaller set does. Inference (itself checked against
//! brute force in pocket_infer.rs) judges paintings with unpainted stickers.

use puzzlebox::pocket::{fewest_repaints, infer, Cube, CubieCube, PocketError, CORNER_STICKERS};
use puzzlebox::rng::Rng;

const FACE_LETTERS: &str = "URFDLB";

/// A random legal cube in random colours.
fn random_cube(rng: &mut Rng) -> [char; 24] {
    let cubie = CubieCube::from_coords(rng.below(5040) as usize, rng.below(729) as usize);
    let mut palette: Vec<char> = "WYRGBOxz".chars().collect();
    rng.shuffle(&mut palette);
    let letters: Vec<char> = Cube::from_cubie(cubie).facelets().chars().collect();
    std::array::from_fn(|s| palette[FACE_LETTERS.find(letters[s]).unwrap()])
}

fn text(cube: &[char; 24]) -> String {
    cube.iter().collect()
}

/// Whether some repaint of `stickers` in `colours` makes `cube` a legal cube (the parser says).
fn some_repaint_fits(cube: &[char; 24], stickers: &[usize], colours: &[char]) -> bool {
    let Some((&first, rest)) = stickers.split_first() else {
        return Cube::parse(&text(cube)).is_ok();
    };
    colours.iter().any(|&c| {
        let mut tried = *cube;
        tried[first] = c;
        some_repaint_fits(&tried, rest, colours)
    })
}

/// Whether some set of `size` stickers can be repainted into a legal cube.
fn some_set_fits(cube: &[char; 24], size: usize, colours: &[char]) -> bool {
    fn sets(
        from: usize,
        size: usize,
        chosen: &mut Vec<usize>,
        test: &mut impl FnMut(&[usize]) -> bool,
    ) -> bool {
        if chosen.len() == size {
            return test(chosen);
        }
        (from..24).any(|s| {
            chosen.push(s);
            let found = sets(s + 1, size, chosen, test);
            chosen.pop();
            found
        })
    }
    sets(0, size, &mut Vec::new(), &mut |set| {
        some_repaint_fits(cube, set, colours)
    })
}

/// A random cube with `changes` distinct stickers given another of its colours.
fn changed(rng: &mut Rng, changes: usize) -> ([char; 24], Vec<char>) {
    let mut cube = random_cube(rng);
    let mut colours: Vec<char> = Vec::new();
    for &c in &cube {
        if !colours.contains(&c) {
            colours.push(c);
        }
    }
    let mut stickers: Vec<usize> = (0..24).collect();
    rng.shuffle(&mut stickers);
    for &s in &stickers[..changes] {
        let others: Vec<char> = colours.iter().copied().filter(|&c| c != cube[s]).collect();
        cube[s] = others[rng.below(others.len() as u64) as usize];
    }
    (cube, colours)
}

#[test]
fn legal_cubes_need_no_repaint() {
    let mut rng = Rng::new(1);
    for _ in 0..200 {
        let cube = random_cube(&mut rng);
        assert_eq!(
            fewest_repaints(&cube.map(Some)),
            Some(vec![]),
            "{}",
            text(&cube)
        );
    }
}

#[test]
fn changed_cubes_get_the_fewest_stickers_to_repaint() {
    let mut rng = Rng::new(2);
    for (changes, rounds) in [(1, 60), (2, 60), (3, 12)] {
        for _ in 0..rounds {
            let (cube, colours) = changed(&mut rng, changes);
            let t = text(&cube);
            let found = fewest_repaints(&cube.map(Some)).unwrap();
            let legal = Cube::parse(&t).is_ok();
            assert_eq!(found.is_empty(), legal, "{t}: {found:?}");
            assert!(
                found.len() <= changes,
                "{t}: {found:?} for {changes} changed"
            );
            assert!(
                found.windows(2).all(|w| w[0] < w[1]),
                "{found:?} sorted, no repeats"
            );
            assert!(
                some_repaint_fits(&cube, &found, &colours),
                "{t}: repainting {found:?} admits no cube"
            );
            if !found.is_empty() {
                assert!(
                    !some_set_fits(&cube, found.len() - 1, &colours),
                    "{t}: fewer than {found:?} would do"
                );
            }
        }
    }
}

#[test]
fn paintings_with_open_stickers_agree_with_inference() {
    let mut rng = Rng::new(3);
    for round in 0..150 {
        let (cube, _) = changed(&mut rng, 1 + round % 2);
        let mut painting = cube.map(Some);
        let mut stickers: Vec<usize> = (0..24).collect();
        rng.shuffle(&mut stickers);
        for &s in &stickers[..4 + round % 12] {
            painting[s] = None;
        }
        let t: String = painting.iter().map(|c| c.unwrap_or('?')).collect();
        let found = fewest_repaints(&painting).unwrap();
        let dbl_painted = CORNER_STICKERS[6].iter().all(|&s| painting[s].is_some());
        match infer(&t) {
            Ok(_) => assert!(found.is_empty(), "{t}: a cube fits, yet {found:?}"),
            Err(PocketError::NoCubeFits { stickers, .. }) => {
                assert_eq!(stickers, found, "{t}");
                assert!(!found.is_empty() && found.len() <= 2, "{t}: {found:?}");
            }
            Err(e) => assert!(!dbl_painted && found.is_empty(), "{t}: {e}, {found:?}"),
        }
        if !dbl_painted {
            continue;
        }
        // Unpainting the stickers named lets a cube fit: inference finds one.
        let mut mended = painting;
        for &s in &found {
            mended[s] = None;
        }
        if CORNER_STICKERS[6].iter().all(|&s| mended[s].is_some()) {
            let m: String = mended.iter().map(|c| c.unwrap_or('?')).collect();
            assert!(
                infer(&m).is_ok(),
                "{m}: unpainting {found:?} of {t} admits no cube"
            );
        }
    }
}

#[test]
fn the_issues_paintings_name_few_stickers() {
    // Five of one colour: one sticker to repaint.
    let five = "UUUULLUFRRBBLLFFRRBBDDDD";
    let e = infer(five).unwrap_err();
    assert_eq!(e.kind(), "no_cube_fits");
    assert_eq!(e.stickers().len(), 1, "{e}");
    assert!(
        e.to_string()
            .starts_with("no cube fits this painting: look at the "),
        "{e}"
    );
    // A twisted corner (UFR turned in place): the parser's reason is kept inside.
    let mut twisted: Vec<char> = "UUUULLFFRRBBLLFFRRBBDDDD".chars().collect();
    let [a, b, c] = CORNER_STICKERS[0];
    (twisted[a], twisted[b], twisted[c]) = (twisted[c], twisted[a], twisted[b]);
    let t: String = twisted.into_iter().collect();
    match infer(&t).unwrap_err() {
        PocketError::NoCubeFits { stickers, reason } => {
            assert_eq!(reason.kind(), Cube::parse(&t).unwrap_err().kind());
            assert!(!stickers.is_empty() && stickers.len() <= 3, "{stickers:?}");
        }
        other => panic!("{t}: {other}"),
    }
}
