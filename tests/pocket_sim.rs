//! Self-checks of the independent sticker model (tests/support/stickers.rs): the
//! hand-written turns agree with turns derived from 3D coordinates, the corner lists with the
//! coordinates, and the model's constants with the library's.

#[path = "support/stickers.rs"]
mod sim;

use sim::*;

#[test]
fn hand_written_turns_match_rotations_of_space() {
    // Clockwise seen from the face: a rotation by -90° about the face's outward axis.
    let r = perm_of_rotation(|[x, y, z]| [x, z, -y], |p| p[0] == 1);
    let u = perm_of_rotation(|[x, y, z]| [-z, y, x], |p| p[1] == 1);
    let f = perm_of_rotation(|[x, y, z]| [y, -x, z], |p| p[2] == 1);
    assert_eq!(quarter(0), r);
    assert_eq!(quarter(1), u);
    assert_eq!(quarter(2), f);
}

#[test]
fn corner_lists_are_consistent_with_coordinates() {
    let coords = sticker_coords();
    let mut all: Vec<usize> = Vec::new();
    for (i, (name, _)) in CORNERS.iter().enumerate() {
        let s = corner_stickers(i);
        all.extend(s);
        // Same corner position, first sticker on U or D, listed with one handedness.
        assert!(s.iter().all(|&k| coords[k].0 == coords[s[0]].0), "{name}");
        assert_eq!(coords[s[0]].1[1].abs(), 1, "{name}");
        let n = s.map(|k| coords[k].1);
        assert_eq!(
            det(n[0], n[1], n[2]),
            det(coords[3].1, coords[8].1, coords[7].1)
        );
        assert_eq!(read_corner(&solved(), i), {
            let mut f = s.map(|k| FACE_OF[k]);
            f.sort();
            Reading::Piece(f)
        });
    }
    all.sort();
    assert_eq!(all, (0..24).collect::<Vec<_>>());
}

#[test]
fn agrees_with_the_library_constants() {
    assert_eq!(to_text(&solved()), puzzlebox::pocket::SOLVED);
    for (i, (name, _)) in CORNERS.iter().enumerate() {
        assert_eq!(puzzlebox::pocket::CORNER_STICKERS[i], corner_stickers(i));
        assert_eq!(puzzlebox::pocket::CORNER_NAMES[i], *name);
    }
}

#[test]
fn turns_have_order_four_and_pack_round_trips() {
    let sim = Sim::new();
    let mut s = solved();
    for m in all_moves() {
        let t = sim.run(&s, &[m, m.inverse()]);
        assert_eq!(t, s);
        s = sim.turn(&s, m);
        assert_eq!(unpack(pack(&s)), s);
        assert_eq!(parse_text(&format(&[m, m.inverse()])), vec![m, m.inverse()]);
    }
}
