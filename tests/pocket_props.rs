//! Property tests: random scrambles (made with the independent sticker model in
//! tests/support/stickers.rs) are solved optimally; recolouring and turning the whole cube about
//! its DBL–UFR diagonal do not change the answer; every kind of illegal cube is refused with
//! the right error naming the right stickers; no input makes the parser panic.

#[path = "support/stickers.rs"]
mod sim;

use proptest::prelude::*;
use puzzlebox::pocket::{
    distance, prepare, solve, solve_all, CornerFault, Cube, Metric, PocketError,
};
use sim::*;

fn any_move() -> impl Strategy<Value = Mv> {
    (0usize..3, 1usize..4).prop_map(|(face, quarters)| Mv { face, quarters })
}

/// A scramble and the state it makes from solved (turned by the sticker model).
fn scrambled() -> impl Strategy<Value = (Vec<Mv>, State)> {
    prop::collection::vec(any_move(), 0..30).prop_map(|moves| {
        let state = Sim::new().run(&solved(), &moves);
        (moves, state)
    })
}

/// Six different printable ASCII characters (no space: whitespace is ignored; no `?`, which
/// marks an unpainted sticker).
fn six_colours() -> impl Strategy<Value = Vec<char>> {
    let printable: Vec<char> = ('!'..='~').filter(|&c| c != '?').collect();
    prop::sample::subsequence(printable, 6).prop_shuffle()
}

fn text_with(state: &State, colours: &[char]) -> String {
    state.iter().map(|&c| colours[c as usize]).collect()
}

fn both_metrics() -> [(Metric, bool); 2] {
    prepare(Metric::Htm);
    prepare(Metric::Qtm);
    [(Metric::Htm, false), (Metric::Qtm, true)]
}

/// Each sticker's name as messages give it, written out by hand from the net.
#[rustfmt::skip]
const STICKER_NAMES: [&str; 24] = [
    "up face top-left", "up face top-right", "up face bottom-left", "up face bottom-right",
    "left face top-left", "left face top-right", "front face top-left", "front face top-right",
    "right face top-left", "right face top-right", "back face top-left", "back face top-right",
    "left face bottom-left", "left face bottom-right", "front face bottom-left", "front face bottom-right",
    "right face bottom-left", "right face bottom-right", "back face bottom-left", "back face bottom-right",
    "down face top-left", "down face top-right", "down face bottom-left", "down face bottom-right",
];

fn names(stickers: &[usize]) -> String {
    stickers
        .iter()
        .map(|&s| STICKER_NAMES[s])
        .collect::<Vec<_>>()
        .join(", ")
}

/// The library's fault for one of the model's readings.
fn fault_of(reading: Reading) -> Option<CornerFault> {
    match reading {
        Reading::Repeated => Some(CornerFault::RepeatedColour),
        Reading::Opposite => Some(CornerFault::OppositeColours),
        Reading::Mirrored => Some(CornerFault::Mirrored),
        Reading::Piece(_) => None,
    }
}

/// Checks that `err` blames corner `corner` for `fault`, with its stickers and its name.
fn assert_corner_fault(err: &PocketError, corner: usize, fault: CornerFault, text: &str) {
    let (name, _) = CORNERS[corner];
    match err {
        PocketError::NoSuchCorner {
            corner: c,
            stickers,
            colours,
            fault: f,
        } => {
            assert_eq!((*c, *f), (name, fault), "{text}: {err}");
            assert_eq!(*stickers, corner_stickers(corner), "{text}");
            let chars: Vec<char> = text.chars().collect();
            assert_eq!(*colours, stickers.map(|s| chars[s]), "{text}");
        }
        other => panic!("{text}: expected {fault:?} at {name}, got {other:?}"),
    }
    assert_eq!(err.stickers(), corner_stickers(corner).to_vec());
    let place = format!("corner {name} ({})", names(&corner_stickers(corner)));
    assert!(
        err.to_string().contains(&place),
        "{err} should name {place}"
    );
}

/// The first corner, in the library's order, that the model says cannot exist.
fn first_bad_corner(state: &State) -> Option<(usize, CornerFault)> {
    (0..8).find_map(|i| fault_of(read_corner(state, i)).map(|f| (i, f)))
}

const DBL: usize = 6;
const MOVING: [usize; 7] = [0, 1, 2, 3, 4, 5, 7];

/// Writes the piece with faces `faces` at `place`, its U/D colour on sticker `ud_at`, the
/// other two in whichever order makes a real (not mirrored) corner.
fn put_piece(state: &mut State, place: usize, faces: [u8; 3], ud_at: usize) {
    let ud = *faces.iter().find(|&&f| f == U || f == D).unwrap();
    let others: Vec<u8> = faces.iter().copied().filter(|&f| f != ud).collect();
    let st = corner_stickers(place);
    for (a, b) in [(others[0], others[1]), (others[1], others[0])] {
        state[st[ud_at]] = ud;
        state[st[(ud_at + 1) % 3]] = a;
        state[st[(ud_at + 2) % 3]] = b;
        if matches!(read_corner(state, place), Reading::Piece(_)) {
            return;
        }
    }
    unreachable!("one of the two orders is the real corner");
}

/// The axis (0 = U/D, 1 = L/R, 2 = F/B) of a face.
fn axis(face: u8) -> usize {
    match face {
        U | D => 0,
        L | R => 1,
        _ => 2,
    }
}

fn face_on_axis(faces: [u8; 3], ax: usize) -> u8 {
    *faces.iter().find(|&&f| axis(f) == ax).unwrap()
}

fn rotate_corner(state: &mut State, place: usize, by: usize) {
    let st = corner_stickers(place);
    let old = st.map(|s| state[s]);
    for k in 0..3 {
        state[st[(k + by) % 3]] = old[k];
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(256))]

    #[test]
    fn scrambles_are_solved_optimally((scramble, state) in scrambled()) {
        let text = to_text(&state);
        let cube = Cube::parse(&text).unwrap();
        let sim = Sim::new();
        for (metric, qtm) in both_metrics() {
            let moves = from_lib(&solve(&cube, metric));
            prop_assert!(is_solved(&sim.run(&state, &moves)), "{} on {}", format(&moves), text);
            prop_assert_eq!(length(&moves, qtm), distance(&cube, metric));
            prop_assert!(length(&moves, qtm) <= length(&scramble, qtm));
            prop_assert!(no_face_twice(&moves));
        }
    }

    #[test]
    fn recolouring_gives_the_same_solution((_, state) in scrambled(), colours in six_colours()) {
        let plain = Cube::parse(&to_text(&state)).unwrap();
        let text = text_with(&state, &colours);
        let recoloured = Cube::parse(&text).unwrap();
        for (metric, _) in both_metrics() {
            prop_assert_eq!(solve(&plain, metric), solve(&recoloured, metric), "{}", text);
            prop_assert_eq!(solve_all(&plain, metric), solve_all(&recoloured, metric));
        }
    }

    #[test]
    fn turning_the_whole_cube_about_the_diagonal_keeps_the_optimum((_, state) in scrambled()) {
        // U → R, R → F, F → U; model faces are 0 = R, 1 = U, 2 = F.
        const IMAGE: [usize; 3] = [2, 0, 1];
        let turned = permute(&state, &diagonal_turn());
        let a = Cube::parse(&to_text(&state)).unwrap();
        let b = Cube::parse(&to_text(&turned))
            .unwrap_or_else(|e| panic!("turned cube {} refused: {e}", to_text(&turned)));
        for (metric, _) in both_metrics() {
            prop_assert_eq!(distance(&a, metric), distance(&b, metric));
            let mut mapped: Vec<String> = solve_all(&a, metric)
                .iter()
                .map(|m| {
                    let moves: Vec<Mv> = from_lib(m)
                        .iter()
                        .map(|x| Mv { face: IMAGE[x.face], quarters: x.quarters })
                        .collect();
                    format(&moves)
                })
                .collect();
            mapped.sort();
            let mut direct: Vec<String> =
                solve_all(&b, metric).iter().map(|m| format(&from_lib(m))).collect();
            direct.sort();
            prop_assert_eq!(mapped, direct);
        }
    }

    #[test]
    fn whitespace_is_ignored((_, state) in scrambled(), gaps in prop::collection::vec((0usize..25, prop::sample::select(vec![" ", "\n", "\t", "\r\n", "  "])), 0..10)) {
        let mut text = to_text(&state);
        let mut gaps = gaps;
        gaps.sort_by_key(|g| std::cmp::Reverse(g.0));
        for (at, ws) in gaps {
            text.insert_str(at.min(24), ws);
        }
        let cube = Cube::parse(&text).unwrap();
        prop_assert_eq!(cube.facelets(), to_text(&state));
    }

    #[test]
    fn wrong_number_of_stickers((_, state) in scrambled(), cut in 0usize..24, extra in "[!-~]{1,5}") {
        let text = to_text(&state);
        let short: String = text.chars().take(cut).collect();
        let err = Cube::parse(&short).unwrap_err();
        prop_assert_eq!(&err, &PocketError::WrongLength { found: cut });
        let message = format!("found {cut}");
        prop_assert!(err.to_string().contains(&message), "{}", err);
        let long = format!("{text}{extra}");
        let err = Cube::parse(&long).unwrap_err();
        prop_assert_eq!(err, PocketError::WrongLength { found: 24 + extra.len() });
    }

    #[test]
    fn not_six_colours((_, state) in scrambled(), colours in six_colours(), a in 0u8..6, b in 0u8..6, at in 0usize..24) {
        prop_assume!(a != b);
        // Five colours: every `a` sticker painted `b`.
        let merged: String = state
            .iter()
            .map(|&c| colours[if c == a { b } else { c } as usize])
            .collect();
        let err = Cube::parse(&merged).unwrap_err();
        let mut expected: Vec<char> = Vec::new();
        for c in merged.chars() {
            if !expected.contains(&c) {
                expected.push(c);
            }
        }
        prop_assert_eq!(expected.len(), 5);
        prop_assert_eq!(&err, &PocketError::WrongColourCount { colours: expected });
        prop_assert!(err.stickers().is_empty());
        // Seven colours: one sticker painted a new colour.
        let mut chars: Vec<char> = text_with(&state, &colours).chars().collect();
        let new = ('!'..='~').find(|c| !colours.contains(c)).unwrap();
        chars[at] = new;
        let err = Cube::parse(&chars.iter().collect::<String>()).unwrap_err();
        prop_assert!(
            matches!(&err, PocketError::WrongColourCount { colours } if colours.len() == 7),
            "{:?}", err
        );
        prop_assert!(err.to_string().contains("use 7"), "{}", err);
    }

    #[test]
    fn colour_not_on_four_stickers((_, state) in scrambled(), colours in six_colours(), at in 0usize..24, to in 0u8..6) {
        prop_assume!(state[at] != to);
        let mut s = state;
        s[at] = to;
        let text = text_with(&s, &colours);
        let err = Cube::parse(&text).unwrap_err();
        match &err {
            PocketError::WrongColourUse { colour, count, stickers } => {
                let on: Vec<usize> = (0..24).filter(|&i| text.as_bytes()[i] as char == *colour).collect();
                prop_assert!(*colour == colours[state[at] as usize] || *colour == colours[to as usize]);
                prop_assert_eq!(*count, on.len());
                prop_assert!(*count == 3 || *count == 5);
                prop_assert_eq!(stickers, &on);
                prop_assert_eq!(err.stickers(), on.clone());
                prop_assert!(err.to_string().contains(&names(&on)), "{}", err);
            }
            other => prop_assert!(false, "{}: expected WrongColourUse, got {:?}", text, other),
        }
    }

    /// Swap a sticker of corner P with a sticker elsewhere so P shows the same colour twice
    /// (or, with `opposite`, the colours of two opposite faces); colour counts stay right.
    #[test]
    fn corner_that_cannot_exist(
        (_, state) in scrambled(),
        colours in six_colours(),
        p in prop::sample::select(MOVING.to_vec()),
        keep in 0usize..3,
        change in 1usize..3,
        opposite in any::<bool>(),
        pick in any::<prop::sample::Index>(),
    ) {
        let st = corner_stickers(p);
        let (keep_s, change_s) = (st[keep], st[(keep + change) % 3]);
        let kept = state[keep_s];
        let wanted = if opposite { face_normal_opposite(kept) } else { kept };
        // A sticker of the wanted colour on another moving corner.
        let donors: Vec<usize> = MOVING
            .iter()
            .filter(|&&q| q != p)
            .flat_map(|&q| corner_stickers(q))
            .filter(|&s| state[s] == wanted)
            .collect();
        prop_assume!(!donors.is_empty());
        let donor = donors[pick.index(donors.len())];
        let mut s = state;
        s.swap(change_s, donor);
        let text = text_with(&s, &colours);
        let err = Cube::parse(&text).unwrap_err();
        let (corner, fault) = first_bad_corner(&s).expect("P cannot exist");
        assert_corner_fault(&err, corner, fault, &text);
    }

    #[test]
    fn fixed_corner_with_a_repeated_colour((_, state) in scrambled(), k in 0usize..3, pick in any::<prop::sample::Index>()) {
        let st = corner_stickers(DBL);
        let want = state[st[(k + 1) % 3]];
        let donors: Vec<usize> = (0..24).filter(|&s| state[s] == want && !st.contains(&s)).collect();
        let mut s = state;
        s.swap(st[k], donors[pick.index(donors.len())]);
        let text = to_text(&s);
        let err = Cube::parse(&text).unwrap_err();
        assert_corner_fault(&err, DBL, CornerFault::RepeatedColour, &text);
    }

    #[test]
    fn mirror_image_corner((_, state) in scrambled(), colours in six_colours(), p in prop::sample::select(MOVING.to_vec()), a in 0usize..3) {
        let st = corner_stickers(p);
        let mut s = state;
        s.swap(st[a], st[(a + 1) % 3]);
        let text = text_with(&s, &colours);
        let err = Cube::parse(&text).unwrap_err();
        assert_corner_fault(&err, p, CornerFault::Mirrored, &text);
        prop_assert!(err.to_string().contains("mirror image"), "{}", err);
    }

    #[test]
    fn same_corner_twice(
        (_, state) in scrambled(),
        colours in six_colours(),
        p1 in prop::sample::select(MOVING.to_vec()),
        p2 in prop::sample::select(MOVING.to_vec()),
        ax in 0usize..3,
    ) {
        let piece = |s: &State, i: usize| match read_corner(s, i) {
            Reading::Piece(f) => f,
            other => panic!("legal state has {other:?}"),
        };
        let (a, b) = (piece(&state, p1), piece(&state, p2));
        let differ = |ax: usize| face_on_axis(a, ax) != face_on_axis(b, ax);
        // Swap the two pieces' colours on one axis: counts stay at four, and each new piece
        // is one that is already somewhere else.
        prop_assume!(p1 != p2 && differ(ax) && (0..3).filter(|&x| differ(x)).count() >= 2);
        let swap_axis = |f: [u8; 3], g: [u8; 3]| f.map(|x| if axis(x) == ax { face_on_axis(g, ax) } else { x });
        let ud_at = |i: usize| {
            let st = corner_stickers(i);
            (0..3).position(|k| axis(state[st[k]]) == 0).unwrap()
        };
        let mut s = state;
        put_piece(&mut s, p1, swap_axis(a, b), ud_at(p1));
        put_piece(&mut s, p2, swap_axis(b, a), ud_at(p2));
        let text = text_with(&s, &colours);
        let err = Cube::parse(&text).unwrap_err();
        let pairs: Vec<(usize, usize)> = (0..8)
            .flat_map(|i| (i + 1..8).map(move |j| (i, j)))
            .filter(|&(i, j)| piece(&s, i) == piece(&s, j))
            .collect();
        prop_assert_eq!(pairs.len(), 2, "{}", text);
        let (i, j) = pairs[0];
        match &err {
            PocketError::SameCornerTwice { corners, stickers, colours: shown, missing } => {
                prop_assert_eq!(*corners, [CORNERS[i].0, CORNERS[j].0], "{}", err);
                let mut both = corner_stickers(i).to_vec();
                both.extend(corner_stickers(j));
                prop_assert_eq!(stickers.to_vec(), both.clone());
                prop_assert_eq!(err.stickers(), both);
                let chars: Vec<char> = text.chars().collect();
                prop_assert_eq!(*shown, corner_stickers(i).map(|k| chars[k]));
                let mut m = missing.to_vec();
                m.sort();
                let set_of = |f: [u8; 3]| { let mut v: Vec<char> = f.iter().map(|&x| colours[x as usize]).collect(); v.sort(); v };
                prop_assert!(m == set_of(a) || m == set_of(b), "missing {:?}", missing);
                let msg = err.to_string();
                prop_assert!(msg.contains(&format!("corners {} ({})", CORNERS[i].0, names(&corner_stickers(i)))), "{}", msg);
                prop_assert!(msg.contains(&format!("{} ({})", CORNERS[j].0, names(&corner_stickers(j)))), "{}", msg);
            }
            other => prop_assert!(false, "{}: expected SameCornerTwice, got {:?}", text, other),
        }
    }

    #[test]
    fn twisted_corner((_, state) in scrambled(), colours in six_colours(), p in 0usize..8, by in 1usize..3) {
        let mut s = state;
        rotate_corner(&mut s, p, by);
        let text = text_with(&s, &colours);
        let err = Cube::parse(&text).unwrap_err();
        match &err {
            PocketError::Twisted { corner, stickers, alone } => {
                let x = CORNERS.iter().position(|c| c.0 == *corner).unwrap();
                prop_assert_eq!(*stickers, corner_stickers(x));
                prop_assert_eq!(err.stickers(), corner_stickers(x).to_vec());
                prop_assert!(err.to_string().contains(&format!("corner {corner} ({}) is twisted", names(stickers))), "{}", err);
                // The claim is true: turning the named corner in place gives a real cube,
                // and when it is named `alone` that puts its U/D colour on U or D.
                let fixed = (1..3).find(|&k| {
                    let mut t = s;
                    rotate_corner(&mut t, x, k);
                    Cube::parse(&text_with(&t, &colours)).is_ok()
                });
                prop_assert!(fixed.is_some(), "{}", err);
                if *alone && x != DBL && p != DBL {
                    let mut t = s;
                    rotate_corner(&mut t, x, fixed.unwrap());
                    prop_assert!(axis(t[corner_stickers(x)[0]]) == 0, "{}", err);
                }
            }
            other => prop_assert!(false, "{}: expected Twisted, got {:?}", text, other),
        }
    }

    #[test]
    fn one_twisted_corner_on_a_solved_cube_is_named(p in prop::sample::select(MOVING.to_vec()), by in 1usize..3, colours in six_colours()) {
        let mut s = solved();
        rotate_corner(&mut s, p, by);
        let err = Cube::parse(&text_with(&s, &colours)).unwrap_err();
        let name = CORNERS[p].0;
        let expected = format!("corner {name} ({}) is twisted", names(&corner_stickers(p)));
        prop_assert!(err.to_string().contains(&expected), "{}", err);
        let alone = matches!(err, PocketError::Twisted { alone: true, .. });
        prop_assert!(alone, "{:?}", err);
    }

    #[test]
    fn random_strings_never_panic(text in ".{0,40}") {
        check_any(&text)?;
    }

    #[test]
    fn random_sticker_strings_never_panic(text in "[UDLRFB0 \n]{20,28}") {
        check_any(&text)?;
    }

    #[test]
    fn shuffled_stickers_never_panic(order in Just((0..24).collect::<Vec<usize>>()).prop_shuffle()) {
        let chars: Vec<char> = puzzlebox::pocket::SOLVED.chars().collect();
        let text: String = order.iter().map(|&i| chars[i]).collect();
        check_any(&text)?;
    }
}

/// The colour of the face opposite the face of `colour` (colours are face numbers).
fn face_normal_opposite(colour: u8) -> u8 {
    let n = face_normal(colour).map(|c| -c);
    (0..6).find(|&f| face_normal(f) == n).unwrap()
}

/// Parse anything: an error must describe itself; a cube must solve.
fn check_any(text: &str) -> Result<(), TestCaseError> {
    match Cube::parse(text) {
        Err(e) => {
            prop_assert!(!e.to_string().is_empty());
            prop_assert!(e.stickers().iter().all(|&s| s < 24), "{:?}", e);
            prop_assert!(serde_json::to_string(&e).is_ok());
        }
        Ok(cube) => {
            let facelets: Vec<char> = cube.facelets().chars().collect();
            let input: Vec<char> = text.chars().filter(|c| !c.is_whitespace()).collect();
            prop_assert_eq!(&facelets, &input);
            for (metric, _) in both_metrics() {
                let moves = from_lib(&solve(&cube, metric));
                let mut colours: Vec<char> = Vec::new();
                let state: State = std::array::from_fn(|i| {
                    if !colours.contains(&facelets[i]) {
                        colours.push(facelets[i]);
                    }
                    colours.iter().position(|&c| c == facelets[i]).unwrap() as u8
                });
                prop_assert!(is_solved(&Sim::new().run(&state, &moves)), "{}", text);
            }
        }
    }
    Ok(())
}

#[test]
fn the_issue_example_twist_message() {
    for by in 1..3 {
        let mut s = solved();
        rotate_corner(&mut s, 0, by);
        let err = Cube::parse(&to_text(&s)).unwrap_err();
        assert!(
            err.to_string()
                .contains("corner UFR (up face bottom-right, right face top-left, front face top-right) is twisted"),
            "{err}"
        );
        assert_eq!(err.stickers(), vec![3, 8, 7]);
    }
}

/// The fixed corner DBL (W, T, M) mirrored or twisted in place, on an otherwise solved cube:
/// the one corner at fault is DBL, so the message should name it.
#[test]
fn fixed_corner_mirrored_or_twisted_is_named() {
    let st = corner_stickers(DBL);
    let mut cases = Vec::new();
    for a in 0..3 {
        let mut s = solved();
        s.swap(st[a], st[(a + 1) % 3]);
        cases.push((s, "is a mirror image"));
    }
    for by in 1..3 {
        let mut s = solved();
        rotate_corner(&mut s, DBL, by);
        cases.push((s, "is twisted"));
    }
    for (s, what) in cases {
        let text = to_text(&s);
        let err = Cube::parse(&text).unwrap_err();
        let expected = format!("corner DBL (down face bottom-left, back face bottom-right, left face bottom-left) {what}");
        assert!(err.to_string().contains(&expected), "{text}: {err}");
    }
}
