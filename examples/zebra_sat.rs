use puzzlebox::zebra::{Model, Puzzle};
use std::time::Instant;
fn main() {
    for f in std::env::args().skip(1) {
        let p = Puzzle::parse(&std::fs::read_to_string(&f).unwrap()).unwrap();
        let t = Instant::now();
        let model = Model::new(&p, 0..p.clues.len());
        let s = model.search(2);
        println!("{f}: count {} nodes {} {:?}", s.count, s.nodes, t.elapsed());
    }
}
