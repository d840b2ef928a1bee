//! The JSON the wasm edge hands to the page (built natively by `insanity::page`).

#[path = "support/page.rs"]
mod page_json;

use page_json::json;
use puzzlebox::insanity::{page, InsanityError};
use serde_json::Value;

const EXAMPLE: &str = "1 R B G Y B Y;2 R G G Y B B;3 Y B R G Y R;4 Y G B R R R";

#[test]
fn solve_gives_counts_list_and_graph() {
    let v = json(page::solve(EXAMPLE));
    assert_eq!(v["ok"], true);
    assert_eq!(v["solutions"], 1.0);
    assert_eq!(v["stacks"], 8.0);
    assert_eq!(v["solutions_text"], "1");
    assert_eq!(v["truncated"], false);
    assert_eq!(v["obstacle"], Value::Null);
    let colours = v["graph"]["colours"].as_array().unwrap();
    assert_eq!(colours.len(), 4);
    let edges = v["graph"]["edges"].as_array().unwrap();
    assert_eq!(edges.len(), 12);
    let chosen = v["graph"]["chosen"].as_array().unwrap();
    assert_eq!(chosen.len(), 1);
    let list = v["list"].as_array().unwrap();
    for (axis, faces) in [(0, ["front", "back"]), (1, ["left", "right"])] {
        let picked = chosen[0][axis].as_array().unwrap();
        assert_eq!(picked.len(), 4);
        for (cube, e) in picked.iter().enumerate() {
            let edge = &edges[e.as_u64().unwrap() as usize];
            assert_eq!(edge["cube"], cube);
            // The chosen edge joins exactly the colours shown on that axis.
            let mut ends = [edge["a"].as_u64().unwrap(), edge["b"].as_u64().unwrap()]
                .map(|c| colours[c as usize].as_str().unwrap().to_string());
            let mut shown = faces.map(|f| list[0][cube][f].as_str().unwrap().to_string());
            ends.sort();
            shown.sort();
            assert_eq!(ends, shown);
        }
    }
}

#[test]
fn errors_are_values_with_kind_message_and_line() {
    let v = json(page::solve("R B G Y B Y;R G G"));
    assert_eq!(v["ok"], false);
    assert_eq!(v["error"]["kind"], "wrong_token_count");
    assert_eq!(v["error"]["line"], 2);
    assert!(v["error"]["message"]
        .as_str()
        .unwrap()
        .starts_with("row 2:"));
    assert_eq!(json(page::parse(""))["error"]["kind"], "no_cubes");
}

#[test]
fn no_solution_has_an_obstacle() {
    let v = json(page::solve("A A A A A A;B C D E F G;A A A A A A"));
    assert_eq!(v["solutions"], 0.0);
    assert_eq!(v["obstacle"], serde_json::json!([1, 3]));
    assert_eq!(v["obstacle_smallest"], true);
}

#[test]
fn listing_is_capped_for_the_page() {
    let v = json(page::solve_with(
        "A B C D E F;G H I J K L;M N O P Q R",
        5,
        1_000_000,
    ));
    assert_eq!(v["list"].as_array().unwrap().len(), 5);
    assert_eq!(v["graph"]["chosen"].as_array().unwrap().len(), 5);
    assert_eq!(v["truncated"], true);
    assert_eq!(v["stacks_text"], (24u64.pow(3)).to_string());
}

#[test]
fn generate_gives_text_that_solves_uniquely() {
    let v = json(page::generate(5, 42));
    assert_eq!(v["ok"], true);
    let solved = json(page::solve(v["text"].as_str().unwrap()));
    assert_eq!(solved["solutions"], 1.0);
    for (n, seed) in [(0, 1), (65, 1), (1_000_000, u64::MAX)] {
        assert_eq!(json(page::generate(n, seed))["error"]["kind"], "bad_size");
    }
}

#[test]
fn an_obstacle_says_how_far_it_got() {
    let v = json(page::solve("A A A A A A;B C D E F G;A A A A A A"));
    assert_eq!(v["obstacle_status"], "smallest");
    assert_eq!(v["obstacle_pending"], false);
    let v = json(page::solve(EXAMPLE));
    assert_eq!(v["obstacle_status"], Value::Null);
}

#[test]
fn the_count_comes_without_the_obstacle_which_comes_on_request() {
    let text = "A A A A A A;B C D E F G;A A A A A A";
    let v = json(page::solve_count(text));
    assert_eq!(v["ok"], true);
    assert_eq!(v["solutions"], 0.0);
    assert_eq!(v["obstacle"], Value::Null);
    assert_eq!(v["obstacle_pending"], true);
    let o = json(page::obstacle(text));
    assert_eq!(o["ok"], true);
    assert_eq!(o["obstacle"], serde_json::json!([1, 3]));
    assert_eq!(o["obstacle_status"], "smallest");
    assert_eq!(json(page::solve_count(EXAMPLE))["obstacle_pending"], false);
    assert_eq!(json(page::obstacle(""))["error"]["kind"], "no_cubes");
}

#[test]
fn painted_cubes_are_written_as_text_and_link_rows_that_read_back() {
    let named = |cube: [&str; 6]| cube.map(|c| (c != "?").then(|| c.to_string()));
    let cubes = [
        named(["R", "B", "G", "Y", "B", "Y"]),
        named(["red", "?", "G", "Y", "?", "B"]),
    ];
    let v = json(page::write(&cubes));
    assert_eq!(v["ok"], true);
    assert_eq!(
        v["text"],
        "Cube Front Back Left Right Top Bottom\n\
         1    R     B    G    Y     B   Y\n\
         2    red   ?    G    Y     ?   B\n"
    );
    assert_eq!(v["rows"], "R B G Y B Y;red ? G Y ? B");
    // Both forms read back as the painted cubes (a blank as the page's `?`).
    let text = json(page::parse(v["text"].as_str().unwrap()));
    assert_eq!(text, json(page::parse(v["rows"].as_str().unwrap())));
    assert_eq!(
        text["cubes"][1],
        serde_json::json!(["red", "?", "G", "Y", "?", "B"])
    );

    let mut bad = cubes.clone();
    bad[1][3] = Some("two words".into());
    let v = json(page::write(&bad));
    assert_eq!(v["ok"], false);
    assert_eq!(v["error"]["kind"], "not_a_word");
    assert_eq!(
        v["error"]["message"],
        "cube 2, right: a colour is one word, without spaces or “;”, not starting with “#”"
    );
}

#[test]
fn the_example_is_written_as_the_writer_writes_it() {
    let classic = puzzlebox::insanity::Puzzle::parse(puzzlebox::insanity::CLASSIC).unwrap();
    assert_eq!(classic.to_text(), puzzlebox::insanity::CLASSIC);
}

#[test]
fn no_error_message_shows_markdown_backticks() {
    // The page shows these sentences as they are: a `1` would reach the reader with its marks.
    let errors = [
        InsanityError::WrongTokenCount {
            line: 2,
            unit: "line",
            found: 3,
            label: false,
        },
        InsanityError::WrongTokenCount {
            line: 3,
            unit: "row",
            found: 7,
            label: true,
        },
        InsanityError::NoCubes,
        InsanityError::TooManyCubes {
            line: 65,
            unit: "row",
            max: 64,
        },
        InsanityError::NotAWord {
            cube: 2,
            face: "right",
        },
        InsanityError::BadSize { n: 0, max: 64 },
        InsanityError::GenerateFailed { n: 3, attempts: 10 },
        InsanityError::TooHard {
            nodes: 10,
            found: 0,
            estimate: None,
        },
        InsanityError::TooHard {
            nodes: 10,
            found: 2,
            estimate: Some(30),
        },
        InsanityError::CountOverflow,
    ];
    for e in errors {
        assert!(!e.to_string().contains('`'), "{e}");
    }
    let v = json(page::parse("R B G"));
    let message = v["error"]["message"].as_str().unwrap();
    assert!(
        message.contains("“Cube 1”") && !message.contains('`'),
        "{message}"
    );
}
