//! Prints how long a cold solve and the distance tables take (figures, not a test).
fn main() {
    use puzzlebox::pocket::*;
    let hard = Cube::parse(
        &apply(
            SOLVED,
            &parse_moves("R U' R' U R U2 R' F R U R' U' F'").unwrap(),
        )
        .unwrap(),
    )
    .unwrap();
    let mut rng = puzzlebox::rng::Rng::new(5);
    let (mut worst, mut worst_cube) = (0, hard.clone());
    for metric in [Metric::Htm, Metric::Qtm] {
        let t = std::time::Instant::now();
        let s = solve(&hard, metric);
        println!(
            "{metric:?} cold solve: {:?} {}",
            t.elapsed(),
            format_moves(&s)
        );
        let t = std::time::Instant::now();
        let n = solve_all(&hard, metric).len();
        println!("{metric:?} cold all ({n}): {:?}", t.elapsed());
        for _ in 0..200 {
            let c = random_state(&mut rng).cube;
            let t = std::time::Instant::now();
            solve(&c, metric);
            let e = t.elapsed().as_micros();
            if e > worst {
                worst = e;
                worst_cube = c;
            }
        }
        println!(
            "{metric:?} worst cold-path solve {worst} us at distance {}",
            distance(&worst_cube, metric)
        );
        let t = std::time::Instant::now();
        prepare(metric);
        println!(
            "{metric:?} table: {:?} {:?}",
            t.elapsed(),
            distance_distribution(metric)
        );
        let t = std::time::Instant::now();
        let n = solve_all(&hard, metric).len();
        println!("{metric:?} warm all ({n}): {:?}", t.elapsed());
    }
}
