//! Property tests: the counts do not depend on the order of the cubes, the names of the
//! colours, or how each cube is turned when it is typed in; and no text makes anything panic.

use proptest::prelude::*;
use puzzlebox::insanity::{geometry::rotations, solve, Options, Puzzle};

fn puzzle() -> impl Strategy<Value = Puzzle> {
    (1usize..=8, 1u16..=9).prop_flat_map(|(n, k)| {
        proptest::collection::vec(proptest::array::uniform6(0..k), n).prop_map(move |cubes| {
            Puzzle {
                colours: (0..k).map(|c| format!("c{c}")).collect(),
                cubes,
            }
        })
    })
}

fn solutions_and_stacks(p: &Puzzle) -> (u128, u128) {
    let s = solve(
        p,
        &Options {
            max_listed: 50,
            ..Options::default()
        },
    )
    .unwrap();
    (s.solutions.to_u128().unwrap(), s.stacks.to_u128().unwrap())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    #[test]
    fn counts_ignore_cube_order(p in puzzle(), seed in any::<u64>()) {
        let mut q = p.clone();
        let mut rng = puzzlebox::rng::Rng::new(seed);
        rng.shuffle(&mut q.cubes);
        prop_assert_eq!(solutions_and_stacks(&p), solutions_and_stacks(&q));
    }

    #[test]
    fn counts_ignore_colour_names(p in puzzle(), seed in any::<u64>()) {
        let mut perm: Vec<u16> = (0..p.colours.len() as u16).collect();
        puzzlebox::rng::Rng::new(seed).shuffle(&mut perm);
        let q = Puzzle { colours: p.colours.clone(), cubes: p.cubes.iter().map(|c| c.map(|x| perm[x as usize])).collect() };
        prop_assert_eq!(solutions_and_stacks(&p), solutions_and_stacks(&q));
    }

    #[test]
    fn counts_ignore_how_each_cube_is_typed(p in puzzle(), turns in proptest::collection::vec(0usize..24, 8)) {
        let q = Puzzle {
            colours: p.colours.clone(),
            cubes: p.cubes.iter().zip(&turns).map(|(c, &t)| rotations()[t].map(|f| c[f as usize])).collect(),
        };
        prop_assert_eq!(solutions_and_stacks(&p), solutions_and_stacks(&q));
    }

    #[test]
    fn any_text_parses_or_fails_cleanly(text in "(?s)[A-Za-z0-9#; \\t\\n]{0,200}") {
        if let Ok(p) = Puzzle::parse(&text) {
            let _ = solve(&p, &Options { max_listed: 5, max_nodes: 100_000, explain: true, obstacle_nodes: 100_000 });
        }
    }

    #[test]
    fn any_unicode_parses_or_fails_cleanly(text in "\\PC{0,100}") {
        if let Ok(p) = Puzzle::parse(&text) {
            let _ = solve(&p, &Options { max_listed: 5, max_nodes: 100_000, explain: true, obstacle_nodes: 100_000 });
            prop_assert_eq!(Puzzle::parse(&p.to_text()).unwrap(), p);
        }
    }
}
