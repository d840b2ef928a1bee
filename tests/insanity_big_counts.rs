//! Counts past `u128`: cubes whose faces all differ have 24^n stacks and 24^n / 8 solutions
//! (every stack works and only the identity fixes one), which for 64 cubes is about 2^293.
//! The expected digits come from a schoolbook decimal multiply written here, apart from the
//! solver's own big numbers.

#[path = "support/page.rs"]
mod page_json;

use page_json::json;
use puzzlebox::insanity::{page, solve, Options, Puzzle};
use serde_json::Value;

/// `x · m` on decimal digits, most significant first.
fn times(x: &str, m: u32) -> String {
    let mut out = Vec::new();
    let mut carry = 0u32;
    for d in x.bytes().rev() {
        let t = u32::from(d - b'0') * m + carry;
        out.push(b'0' + (t % 10) as u8);
        carry = t / 10;
    }
    while carry > 0 {
        out.push(b'0' + (carry % 10) as u8);
        carry /= 10;
    }
    while out.len() > 1 && out.last() == Some(&b'0') {
        out.pop();
    }
    out.reverse();
    String::from_utf8(out).unwrap()
}

fn all_different(n: usize) -> Puzzle {
    let names: Vec<[String; 6]> = (0..n)
        .map(|i| [0, 1, 2, 3, 4, 5].map(|f| format!("c{}", 6 * i + f)))
        .collect();
    Puzzle::from_names(&names)
}

#[test]
fn all_different_cubes_count_exactly_up_to_64() {
    // 24^n and 24^n / 8 = 3 · 24^(n−1).
    let mut power = "1".to_string();
    for n in 1..=64usize {
        let eighth = times(&power, 3);
        power = times(&power, 24);
        let options = Options {
            max_listed: 3,
            ..Options::default()
        };
        let s = solve(&all_different(n), &options).unwrap();
        assert_eq!(s.stacks.to_string(), power, "stacks, n = {n}");
        assert_eq!(s.solutions.to_string(), eighth, "solutions, n = {n}");
        assert_eq!(s.list.len(), 3);
        // One cube has 3 solutions: all listed.
        assert_eq!(s.truncated, n > 1);
    }
}

#[test]
fn large_counts_reach_json_as_strings_small_ones_as_numbers() {
    let text = |n: usize| all_different(n).to_text();
    // 24^12 / 8 < 2^53 − 1 < 24^13 / 8.
    let small = json(page::solve(&text(12)));
    assert_eq!(small["solutions"], Value::from(24u64.pow(12) / 8));
    assert_eq!(small["solutions_text"], (24u64.pow(12) / 8).to_string());
    let past = json(page::solve(&text(13)));
    assert_eq!(
        past["solutions"],
        Value::from((24u64.pow(13) / 8).to_string())
    );
    let big = json(page::solve(&text(64)));
    let digits = big["solutions_text"].as_str().unwrap().to_string();
    assert_eq!(big["solutions"], Value::from(digits.clone()));
    assert_eq!(digits.len(), 88, "{digits}");
    let stacks = big["stacks"].as_str().unwrap();
    assert_eq!(stacks, big["stacks_text"].as_str().unwrap());
}
