//! Prints how long a cold solve takes, split into table building and search (a figure, not a test).
fn main() {
    use puzzlebox::pocket::*;
    let hard = Cube::parse("RFFFBLDRUULDLFRRUULBDBDB").unwrap();
    for metric in [Metric::Htm, Metric::Qtm] {
        let t = std::time::Instant::now();
        let s = solve(&hard, metric);
        let first = t.elapsed();
        let t = std::time::Instant::now();
        let s2 = solve(&hard, metric);
        let again = t.elapsed();
        assert_eq!(s, s2);
        println!(
            "{metric:?} cold first answer {first:?}, search alone {again:?}: {}",
            format_moves(&s)
        );
    }
}
