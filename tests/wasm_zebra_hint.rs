//! "Solve it yourself" at the wasm edge, run as WebAssembly by wasm-bindgen-test: the marks
//! read (`zebra_marks_state`), checked (`zebra_check_marks`) and hinted from (`zebra_hint`)
//! through the same calls the page makes. Right and wrong are judged against Einstein's riddle
//! as published, written out here, not against the solver's own answers.
#![cfg(target_arch = "wasm32")]

use puzzlebox::wasm::zebra::*;
use serde_json::Value;
use std::collections::BTreeSet;
use wasm_bindgen_test::wasm_bindgen_test;

fn json(v: Result<wasm_bindgen::JsValue, wasm_bindgen::JsValue>) -> Value {
    serde_wasm_bindgen::from_value(v.expect("no throw")).expect("plain data")
}

/// Einstein's riddle as published, house by house from the left, per attribute.
const PUBLISHED: [(&str, [&str; 5]); 5] = [
    ("colour", ["yellow", "blue", "red", "green", "white"]),
    (
        "nationality",
        ["Norwegian", "Dane", "Brit", "German", "Swede"],
    ),
    ("drink", ["water", "tea", "milk", "coffee", "beer"]),
    (
        "smoke",
        ["Dunhill", "Blends", "Pall Mall", "Prince", "BlueMaster"],
    ),
    ("pet", ["cats", "horses", "birds", "fish", "dogs"]),
];

/// The house (0-based) of a value in the published solution.
fn house(attribute: &str, value: &str) -> usize {
    let (_, values) = PUBLISHED
        .iter()
        .find(|(a, _)| *a == attribute)
        .unwrap_or_else(|| panic!("no attribute {attribute}"));
    values
        .iter()
        .position(|v| *v == value)
        .unwrap_or_else(|| panic!("no {attribute} {value}"))
}

fn house_of(v: &Value) -> usize {
    house(
        v["attribute"].as_str().unwrap(),
        v["value"].as_str().unwrap(),
    )
}

/// Whether a fact as the edge reports it (`in`/`not_in` with `a` and `column`,
/// `same`/`not_same` with `a` and `b`) is true of the published solution.
fn fact_is_true(kind: &str, f: &Value) -> bool {
    match kind {
        "in" | "not_in" => {
            (house_of(&f["a"]) == f["column"].as_u64().unwrap() as usize) == (kind == "in")
        }
        "same" | "not_same" => (house_of(&f["a"]) == house_of(&f["b"])) == (kind == "same"),
        other => panic!("no fact kind {other}"),
    }
}

/// The lines of the puzzle text that are clues (not blank, a comment or a header).
fn clue_lines(text: &str) -> BTreeSet<u64> {
    text.lines()
        .enumerate()
        .filter(|(_, l)| {
            let l = l.split('#').next().unwrap().trim();
            !l.is_empty() && !l.contains(':')
        })
        .map(|(i, _)| i as u64 + 1)
        .collect()
}

/// Every value placed, as the published solution has it.
fn solved_marks() -> String {
    PUBLISHED
        .iter()
        .flat_map(|(a, values)| {
            values
                .iter()
                .enumerate()
                .map(move |(k, v)| format!("{a}.{v} is in {}\n", k + 1))
        })
        .collect()
}

/// Einstein with one clue loosened: seven solutions.
fn loose() -> String {
    zebra_example().replace(
        "green is immediately left of white",
        "green is left of white",
    )
}

#[wasm_bindgen_test]
fn marks_are_read_by_line_with_what_their_ticks_grey_out() {
    let r = json(zebra_marks_state(
        &zebra_example(),
        "Norwegian is in 1\n\n# a note\nred is not Swede\n",
    ));
    assert_eq!(r["ok"], true, "{r}");
    let facts = r["facts"].as_array().unwrap();
    let read: Vec<_> = facts
        .iter()
        .map(|f| (f["line"].as_u64(), f["kind"].as_str().unwrap()))
        .collect();
    assert_eq!(read, [(Some(1), "in"), (Some(4), "not_same")]);
    assert_eq!(facts[0]["a"]["value"], "Norwegian");
    assert_eq!(facts[0]["a"]["attribute"], "nationality");
    assert_eq!(
        (facts[0]["position"].as_str(), facts[0]["column"].as_u64()),
        (Some("1"), Some(0))
    );
    assert_eq!(facts[1]["b"]["attribute"], "nationality");

    // The ✓ greys out Norwegian's other houses and the other nationalities in house 1; the ✗
    // greys out nothing. Written out here from the published names.
    let c = &r["consequences"];
    for kind in ["in", "same", "not_same"] {
        assert!(c[kind].as_array().unwrap().is_empty(), "{kind}: {c}");
    }
    let greyed: BTreeSet<(String, u64)> = c["not_in"]
        .as_array()
        .unwrap()
        .iter()
        .map(|f| {
            assert!(f.get("line").is_none(), "a consequence has no line: {f}");
            (
                f["a"]["value"].as_str().unwrap().to_string(),
                f["column"].as_u64().unwrap(),
            )
        })
        .collect();
    let expected: BTreeSet<(String, u64)> = (1..5)
        .map(|p| ("Norwegian".to_string(), p))
        .chain(["Brit", "Swede", "Dane", "German"].map(|v| (v.to_string(), 0)))
        .collect();
    assert_eq!(greyed, expected);
}

#[wasm_bindgen_test]
fn a_mark_that_does_not_read_is_an_error_naming_its_line_from_all_three() {
    let marks = "Norwegian is in 1\n\nSwede is dgos\n";
    for (name, r) in [
        (
            "marks_state",
            json(zebra_marks_state(&zebra_example(), marks)),
        ),
        (
            "check_marks",
            json(zebra_check_marks(&zebra_example(), marks)),
        ),
        ("hint", json(zebra_hint(&zebra_example(), marks))),
    ] {
        assert_eq!(r["ok"], false, "{name}: {r}");
        let e = &r["error"];
        assert_eq!(
            (e["source"].as_str(), e["line"].as_u64()),
            (Some("marks"), Some(3)),
            "{name}: {r}"
        );
        let message = e["message"].as_str().unwrap();
        assert!(
            message.contains("line 3") && message.contains("dgos"),
            "{name}: {message}"
        );
        assert!(r.get("ms").is_none(), "{name}: no time on an error");
    }
    // A line of another clue form, and two values of one attribute.
    for (marks, kind) in [
        ("Brit is left of Swede", "not_a_fact"),
        ("red is green", "same_attribute"),
    ] {
        let r = json(zebra_check_marks(&zebra_example(), marks));
        assert_eq!(
            (r["error"]["kind"].as_str(), r["error"]["line"].as_u64()),
            (Some(kind), Some(1)),
            "{r}"
        );
    }
    // The puzzle's own mistakes come first, and say so.
    let bad = zebra_example().replace("Brit is red", "Brit is redd");
    let r = json(zebra_hint(&bad, marks));
    assert_eq!(r["error"]["source"], "puzzle", "{r}");
    assert!(r["error"]["line"].as_u64().is_some(), "{r}");
}

#[wasm_bindgen_test]
fn wrong_marks_are_reported_by_line_and_a_hint_reports_them_instead() {
    let written = [
        "Norwegian is in 1",
        "Brit is in 2",
        "Dane is not in 2",
        "red is not Swede",
        "milk is not in 3",
    ];
    // Which lines are wrong, judged here against the published houses.
    let truth = [
        house("nationality", "Norwegian") == 0,
        house("nationality", "Brit") == 1,
        house("nationality", "Dane") != 1,
        house("colour", "red") != house("nationality", "Swede"),
        house("drink", "milk") != 2,
    ];
    let expected: Vec<u64> = (1..)
        .zip(truth)
        .filter(|(_, t)| !t)
        .map(|(l, _)| l)
        .collect();
    assert_eq!(expected.len(), 3, "the test writes three wrong marks");
    let marks = written.join("\n");
    let r = json(zebra_check_marks(&zebra_example(), &marks));
    assert_eq!(r["ok"], true, "{r}");
    assert_eq!(
        (r["unique"].as_bool(), r["status"].as_str()),
        (Some(true), Some("unique"))
    );
    assert_eq!(r["wrong"], serde_json::json!(expected));
    // The page says both presses of Check in the report's words, the marks quoted as written.
    assert_eq!(
        r["summary"],
        "3 of your 5 marks are wrong. Press Check again to see which."
    );
    let quoted: Vec<String> = expected
        .iter()
        .map(|&l| format!("“{}”", written[l as usize - 1]))
        .collect();
    let which = format!(
        "These 3 marks are wrong (outlined in the grid): {}.",
        quoted.join(", ")
    );
    assert_eq!(r["which"], which.as_str());

    let h = json(zebra_hint(&zebra_example(), &marks));
    assert_eq!(h["wrong"], serde_json::json!(expected), "{h}");
    assert_eq!(h["which"], which.as_str());
    assert_eq!(
        h["summary"],
        "3 marks are wrong, and a hint reasons from your marks: fix them first (Check shows \
         which)."
    );
    assert!(h.get("step").is_none() && h.get("solved").is_none(), "{h}");

    // Only right marks: nothing wrong.
    let right: Vec<_> = written
        .iter()
        .zip(truth)
        .filter(|(_, t)| *t)
        .map(|(l, _)| *l)
        .collect();
    let r = json(zebra_check_marks(&zebra_example(), &right.join("\n")));
    assert_eq!(r["wrong"], serde_json::json!([]), "{r}");
    assert_eq!(r["summary"], "All 2 marks agree with the solution.");
    assert_eq!(r["which"], "");
}

#[wasm_bindgen_test]
fn every_value_placed_is_solved() {
    let marks = solved_marks();
    let h = json(zebra_hint(&zebra_example(), &marks));
    assert_eq!(
        (h["ok"].as_bool(), h["solved"].as_bool()),
        (Some(true), Some(true)),
        "{h}"
    );
    assert!(h.get("step").is_none(), "{h}");
    assert_eq!(h["summary"], "Every value is placed: the puzzle is solved.");
    let r = json(zebra_check_marks(&zebra_example(), &marks));
    assert_eq!(r["wrong"], serde_json::json!([]), "{r}");
    // Two colours open are not solved yet (one open would be: its column is the one left).
    let short: String = marks.lines().skip(2).map(|l| format!("{l}\n")).collect();
    let h = json(zebra_hint(&zebra_example(), &short));
    assert!(h.get("solved").is_none(), "{h}");
}

#[wasm_bindgen_test]
fn a_puzzle_without_one_solution_is_said_so_instead_of_judging_marks() {
    // The Brit is in house 3 in the published solution; here, with seven solutions, a mark
    // cannot be called wrong, and there is no next deduction to point at.
    let marks = "Brit is in 2\nNorwegian is in 1\n";
    let r = json(zebra_check_marks(&loose(), marks));
    assert_eq!(r["ok"], true, "{r}");
    assert_eq!(
        (r["unique"].as_bool(), r["status"].as_str()),
        (Some(false), Some("multiple")),
        "{r}"
    );
    assert_eq!(r["wrong"], serde_json::json!([]), "{r}");
    let h = json(zebra_hint(&loose(), marks));
    assert_eq!(
        (h["unique"].as_bool(), h["status"].as_str()),
        (Some(false), Some("multiple")),
        "{h}"
    );
    assert!(h.get("step").is_none() && h.get("wrong").is_none(), "{h}");
    let no_answer = "This puzzle does not have exactly one solution, so there is no answer to \
                     check marks against.";
    assert_eq!(r["summary"], no_answer);
    let nothing_next = "This puzzle does not have exactly one solution, so there is no next \
                        deduction to point at.";
    assert_eq!(h["summary"], nothing_next);
    // No solution at all.
    let none = format!("{}\nNorwegian is in 2\n", zebra_example());
    let h = json(zebra_hint(&none, ""));
    assert_eq!(h["status"], "none", "{h}");
    assert_eq!(json(zebra_check_marks(&none, marks))["unique"], false);
}

/// The cell a fact is about, whichever way it is marked: a value and a column, or two
/// values in order.
fn cell_of(f: &Value) -> (String, String) {
    let name = |v: &Value| {
        format!(
            "{}.{}",
            v["attribute"].as_str().unwrap(),
            v["value"].as_str().unwrap()
        )
    };
    match f.get("b") {
        Some(b) => {
            let (x, y) = (name(&f["a"]), name(b));
            if x < y {
                (x, y)
            } else {
                (y, x)
            }
        }
        None => (name(&f["a"]), f["column"].to_string()),
    }
}

#[wasm_bindgen_test]
fn a_hint_is_a_step_whose_conclusions_are_true_and_new_and_quote_clue_lines() {
    let text = zebra_example();
    let clues = clue_lines(&text);
    for marks in [
        "",
        "Norwegian is in 1\nmilk is in 3\nBrit is red\nSwede is not in 1\n",
    ] {
        // What the grid already says: the marks and what their ticks grey out.
        let state = json(zebra_marks_state(&text, marks));
        let c = &state["consequences"];
        let known: BTreeSet<_> = ["in", "not_in", "same", "not_same"]
            .iter()
            .flat_map(|k| c[*k].as_array().unwrap())
            .chain(state["facts"].as_array().unwrap())
            .map(cell_of)
            .collect();
        assert_eq!(known.is_empty(), marks.is_empty());

        let h = json(zebra_hint(&text, marks));
        assert_eq!(h["ok"], true, "{h}");
        let ms = h["ms"].as_f64().expect("the hint's own time");
        assert!(ms >= 0.0, "{h}");
        let step = h["step"]
            .as_object()
            .unwrap_or_else(|| panic!("a step: {h}"));
        assert!(step["kind"].as_str().is_some_and(|k| !k.is_empty()), "{h}");
        assert!(step["text"].as_str().is_some_and(|t| !t.is_empty()), "{h}");
        let quoted = step["clues"].as_array().unwrap();
        for line in quoted {
            assert!(
                clues.contains(&line.as_u64().unwrap()),
                "{line} is not a clue line: {h}"
            );
        }
        if marks.is_empty() {
            assert!(
                !quoted.is_empty(),
                "an empty grid's first step quotes a clue: {h}"
            );
        }
        let mut concluded = 0;
        for (key, kind) in [
            ("fixed", "in"),
            ("eliminated", "not_in"),
            ("linked", "same"),
            ("unlinked", "not_same"),
        ] {
            for f in step[key].as_array().unwrap() {
                concluded += 1;
                // A cell names its value, its position's label and its column; a link two values.
                let f = if kind == "in" || kind == "not_in" {
                    let column = f["column"].as_u64().unwrap();
                    assert_eq!(f["position"], (column + 1).to_string(), "{f}");
                    serde_json::json!({"a": {"attribute": f["attribute"], "value": f["value"]}, "column": column})
                } else {
                    assert!(f["a"]["attribute"] != f["b"]["attribute"], "{f}");
                    f.clone()
                };
                assert!(fact_is_true(kind, &f), "{key} {f} is false: {h}");
                assert!(!known.contains(&cell_of(&f)), "{key} {f} was known: {h}");
            }
        }
        assert!(concluded > 0, "a step concludes something: {h}");
    }
}
