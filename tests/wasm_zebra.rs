//! The zebra wasm edge, run as WebAssembly by wasm-bindgen-test: Einstein's riddle solved and
//! explained through the same calls the page makes; errors come back as values.
#![cfg(target_arch = "wasm32")]

use puzzlebox::wasm::zebra::*;
#[cfg(feature = "zebra-generate")]
use puzzlebox::wasm::zebra_generate::*;
use serde_json::Value;
use wasm_bindgen_test::wasm_bindgen_test;

fn json(v: Result<wasm_bindgen::JsValue, wasm_bindgen::JsValue>) -> Value {
    serde_wasm_bindgen::from_value(v.expect("no throw")).expect("plain data")
}

#[wasm_bindgen_test]
fn einstein_is_unique_and_the_german_owns_the_fish() {
    let r = json(zebra_solve(&zebra_example()));
    assert_eq!(r["ok"], true);
    assert_eq!(r["status"], "unique");
    let attributes = r["attributes"].as_array().unwrap();
    let index = |name: &str| attributes.iter().position(|a| a["name"] == name).unwrap();
    let solution = r["solution"].as_array().unwrap();
    let fish_at = solution[index("pet")]
        .as_array()
        .unwrap()
        .iter()
        .position(|v| v == "fish")
        .unwrap();
    assert_eq!(solution[index("nationality")][fish_at], "German");
    assert!(!r["steps"].as_array().unwrap().is_empty());
}

#[wasm_bindgen_test]
fn check_gives_the_same_answer_without_the_steps() {
    let text = zebra_example();
    let full = json(zebra_solve(&text));
    let quick = json(zebra_check(&text));
    assert_eq!(full["explained"], true);
    assert_eq!(quick["explained"], false);
    assert!(quick["steps"].as_array().unwrap().is_empty());
    for key in [
        "ok",
        "status",
        "count",
        "solution",
        "attributes",
        "positions",
        "clues",
    ] {
        assert_eq!(quick[key], full[key], "{key}");
    }
    // The line under the heading while the first steps are shown and the rest worked out,
    // and only then.
    assert_eq!(
        quick["partial_detail"],
        "The first steps are ready; working out the rest…"
    );
    assert!(full.get("partial_detail").is_none());
    // Several solutions: nothing to explain either way.
    let loose = text.replace(
        "green is immediately left of white",
        "green is left of white",
    );
    let r = json(zebra_solve(&loose));
    assert_eq!(
        (r["status"].as_str(), r["explained"].as_bool()),
        (Some("multiple"), Some(false))
    );
    assert_eq!(json(zebra_check(&loose))["count"], 7);
    assert_eq!(json(zebra_check("positions: 2\nbad line"))["ok"], false);
}

#[wasm_bindgen_test]
fn errors_are_values_with_lines() {
    let text = zebra_example().replace("Brit is red", "Brit is redd");
    let e = json(zebra_solve(&text));
    assert_eq!(e["ok"], false);
    assert!(e["error"]["line"].as_u64().is_some());
    assert!(e["error"]["message"].as_str().unwrap().contains("red"));
    for text in ["", "\u{0}", "positions: 99999999999"] {
        assert_eq!(json(zebra_solve(text))["ok"], false);
    }
}

#[cfg(feature = "zebra-generate")]
#[wasm_bindgen_test]
fn generated_puzzles_are_unique() {
    let g = json(zebra_generate(3, 3, 7.0));
    assert_eq!(g["ok"], true);
    assert_eq!(
        json(zebra_solve(g["text"].as_str().unwrap()))["status"],
        "unique"
    );
}

#[cfg(feature = "zebra-generate")]
#[wasm_bindgen_test]
fn generating_reports_progress_and_makes_the_same_puzzle() {
    use std::{cell::RefCell, rc::Rc};
    use wasm_bindgen::{closure::Closure, JsCast, JsValue};
    let steps: Rc<RefCell<Vec<Value>>> = Rc::default();
    let sink = steps.clone();
    let progress = Closure::wrap(Box::new(move |v: JsValue| {
        sink.borrow_mut()
            .push(serde_wasm_bindgen::from_value(v).expect("plain data"));
    }) as Box<dyn FnMut(JsValue)>);
    let g = json(zebra_generate_reporting(
        4,
        3,
        7.0,
        progress.as_ref().unchecked_ref(),
    ));
    assert_eq!(g, json(zebra_generate(4, 3, 7.0)));
    let steps = steps.borrow();
    assert_eq!(steps[0]["phase"], "adding");
    let last = steps.last().expect("some progress");
    assert_eq!(last["phase"], "dropping");
    assert_eq!(
        last["checked"].as_u64().unwrap() + 1,
        last["of"].as_u64().unwrap()
    );
}

#[wasm_bindgen_test]
fn reporting_hands_over_the_first_steps_in_batches_before_the_answer() {
    use std::{cell::RefCell, rc::Rc};
    use wasm_bindgen::{closure::Closure, JsCast, JsValue};
    let text = include_str!("../benches/data/zebra-6x6-3.txt");
    let batches: Rc<RefCell<Vec<Value>>> = Rc::default();
    let sink = batches.clone();
    let progress = Closure::wrap(Box::new(move |v: JsValue| {
        sink.borrow_mut()
            .push(serde_wasm_bindgen::from_value(v).expect("plain data"));
    }) as Box<dyn FnMut(JsValue)>);
    let full = json(zebra_solve_reporting(
        text,
        progress.as_ref().unchecked_ref(),
    ));
    assert_eq!(
        full,
        json(zebra_solve(text)),
        "the same answer as zebra_solve"
    );
    let sent: Vec<Value> = batches
        .borrow()
        .iter()
        .flat_map(|b| b["steps"].as_array().expect("a batch's steps").clone())
        .collect();
    let steps = full["steps"].as_array().unwrap();
    assert!(batches.borrow().len() > 1);
    assert_eq!(sent[..], steps[..sent.len()]);
    // The chapters the batches complete begin the answer's.
    let handed: Vec<Value> = batches
        .borrow()
        .iter()
        .flat_map(|b| {
            b["chapters"]
                .as_array()
                .expect("a batch's chapters")
                .clone()
        })
        .collect();
    let chapters = full["chapters"].as_array().unwrap();
    assert_eq!(handed[..], chapters[..handed.len()]);
    // Each batch ends in its slow step (here a hypothesis) and what follows from it by
    // elimination, which is written as steps of its own; or, where no hypothesis comes for
    // a while (6x6 #3 begins with hundreds of simple steps), it holds BATCH_STEPS steps or so.
    for batch in batches.borrow().iter() {
        let batch = batch["steps"].as_array().expect("a batch's steps");
        match batch.iter().rposition(|s| s["kind"] == "hypothesis") {
            Some(last) => assert!(
                batch[last + 1..]
                    .iter()
                    .all(|s| s["kind"] == "taken" || s["kind"] == "only_place"),
                "{:?}",
                &batch[last + 1..]
            ),
            None => assert!(
                batch.len() >= puzzlebox::zebra::BATCH_STEPS,
                "{}",
                batch.len()
            ),
        }
    }
}

#[wasm_bindgen_test]
fn why_answers_a_true_placed_value_and_refuses_anything_else_as_a_value() {
    let text = zebra_example();
    let r = json(zebra_solve(&text));
    let total = r["steps"].as_array().unwrap().len() as u64;
    // The chapters cite steps of the explanation only, each shown step once.
    let mut shown: Vec<u64> = r["chapters"]
        .as_array()
        .unwrap()
        .iter()
        .flat_map(|c| c["steps"].as_array().unwrap().iter())
        .map(|k| k.as_u64().unwrap())
        .collect();
    assert!(!shown.is_empty());
    assert!(shown.iter().all(|&k| (1..=total).contains(&k)), "{shown:?}");
    shown.sort_unstable();
    assert!(shown.windows(2).all(|w| w[0] < w[1]), "{shown:?}");

    let attributes = r["attributes"].as_array().unwrap();
    let a = attributes.iter().position(|x| x["name"] == "pet").unwrap();
    let v = attributes[a]["values"]
        .as_array()
        .unwrap()
        .iter()
        .position(|x| x == "fish")
        .unwrap();
    let p = r["solution"][a]
        .as_array()
        .unwrap()
        .iter()
        .position(|x| x == "fish")
        .unwrap();
    let [a, v, p] = [a, v, p].map(|x| x as u32);
    let why = json(zebra_why_cell(&text, a, v, p));
    assert_eq!(why["ok"], true, "{why}");
    let steps = why["steps"].as_array().unwrap();
    let numbers: Vec<u64> = steps
        .iter()
        .map(|s| s["number"].as_u64().unwrap())
        .collect();
    assert!(numbers.windows(2).all(|w| w[0] < w[1]), "{numbers:?}");
    assert!(numbers.iter().all(|&k| (1..=total).contains(&k)));
    // The chain ends where the grid comes to show the fish: the step placing it, or the last
    // of the steps ruling out its other places.
    let last = &steps[steps.len() - 1];
    let about_fish = |key: &str| {
        last[key]
            .as_array()
            .unwrap()
            .iter()
            .any(|c| c["value"] == "fish")
    };
    assert!(about_fish("fixed") || about_fish("eliminated"), "{last}");

    // A fact that is not true, a cell that does not exist, a text without a unique solution:
    // each an error value with a sentence, never a throw.
    let wrong = json(zebra_why_cell(&text, a, v, (p + 1) % 5));
    let outside = json(zebra_why_cell(&text, a, v, 5));
    let loose = text.replace(
        "green is immediately left of white",
        "green is left of white",
    );
    let several = json(zebra_why_cell(&loose, a, v, p));
    for (r, kind) in [
        (wrong, "false"),
        (outside, "no_such_cell"),
        (several, "not_unique"),
    ] {
        assert_eq!(r["ok"], false, "{r}");
        assert_eq!(r["error"]["kind"], kind, "{r}");
        assert!(!r["error"]["message"].as_str().unwrap().is_empty());
    }
}

#[wasm_bindgen_test]
fn why_of_a_written_fact_answers_what_a_person_marks_and_refuses_a_false_one() {
    let text = zebra_example();
    // Written as a mark, a placed value gets the same chain as the cell asks for.
    let cell = json(zebra_why_cell(&text, 4, 4, 3));
    let fact = json(zebra_why_fact(&text, "fish is in 4"));
    assert_eq!(cell["ok"], true, "{cell}");
    assert_eq!(fact, cell);
    // A pair fact ("the German keeps the fish") and a ruled-out one have chains too.
    for line in ["German is fish", "fish is not in 1"] {
        let r = json(zebra_why_fact(&text, line));
        assert_eq!(r["ok"], true, "{line}: {r}");
        assert!(!r["steps"].as_array().unwrap().is_empty(), "{line}: {r}");
    }
    // A fact the solution contradicts gets no chain, and a line that is not one fact an error.
    for (line, kind) in [
        ("fish is in 1", "false"),
        ("Brit is not red", "false"),
        ("fish is in", "mark"),
        ("fish is in 4\nBrit is red", "mark"),
    ] {
        let r = json(zebra_why_fact(&text, line));
        assert_eq!(r["ok"], false, "{line}: {r}");
        assert_eq!(r["error"]["kind"], kind, "{line}: {r}");
        assert!(!r["error"]["message"].as_str().unwrap().is_empty());
    }
}

/// The English module's hand-over: a puzzle in English, read by `zebra_read`, is answered
/// by the zebra calls exactly as the text itself (lines as printed, readings and all); a
/// text the reader cannot read is the error the zebra calls give for it.
#[wasm_bindgen_test]
fn an_english_text_as_read_is_answered_as_the_text_itself() {
    use puzzlebox::wasm::zebra_english::zebra_read;
    let text = include_str!("fixtures/english/einstein.txt");
    let read = json(zebra_read(text));
    assert_eq!(read["ok"], true);
    let carried = read["text"].as_str().unwrap();
    assert_ne!(carried, text);
    let own = json(zebra_solve(text));
    assert_eq!(own["status"], "unique");
    assert_eq!(own["english"].as_array().unwrap().len(), 15);
    assert_eq!(json(zebra_solve(carried)), own);

    let unread = text.replace("3. The Dane drinks tea.", "3. Only the Dane drinks tea.");
    let error = json(zebra_read(&unread));
    assert_eq!(error["ok"], false);
    assert_eq!(error, json(zebra_check(&unread)));
}

/// Names beyond ASCII are matched case-blind in the browser as natively: the module lowers
/// such text with the browser's `toLowerCase` (Greek final sigma included), and a puzzle
/// whose header and clues spell a name in different cases is answered as the ASCII one.
#[wasm_bindgen_test]
fn names_beyond_ascii_match_in_any_case() {
    let text = zebra_example();
    let plain = json(zebra_solve(&text));
    let (header, clues) = text.split_at(text.find("\n\n").unwrap());
    let header = header
        .replace("Norwegian", "ΟΔΥΣΣΕΥΣ")
        .replace("Dane", "ÉMILE");
    let clues = clues
        .replace("Norwegian", "οδυσσευς")
        .replace("Dane", "Émile");
    let r = json(zebra_solve(&(header + &clues)));
    assert_eq!(r["ok"], true, "{r}");
    assert_eq!(r["status"], plain["status"]);
    let renamed = plain["solution"]
        .to_string()
        .replace("\"Norwegian\"", "\"ΟΔΥΣΣΕΥΣ\"")
        .replace("\"Dane\"", "\"ÉMILE\"");
    assert_eq!(r["solution"].to_string(), renamed);
}

#[wasm_bindgen_test]
fn steps_asked_after_a_check_answer_the_text_asked_not_the_one_checked() {
    use wasm_bindgen::{closure::Closure, JsCast, JsValue};
    let progress = Closure::wrap(Box::new(|_: JsValue| {}) as Box<dyn FnMut(JsValue)>);
    let solve = |t: &str| json(zebra_solve_reporting(t, progress.as_ref().unchecked_ref()));
    let a = include_str!("../benches/data/zebra-6x6-3.txt");
    let b = include_str!("../benches/data/zebra-8x8-1.txt");
    // Each alone first: what the page would get without the check kept.
    let (alone_a, alone_b) = (solve(a), solve(b));
    assert_ne!(alone_a["solution"], alone_b["solution"]);
    // The page checks a text, then asks for its steps: the analysis the check kept is used.
    json(zebra_check(a));
    assert_eq!(solve(a), alone_a);
    // A check of one text kept, the steps of another asked: the other's own answer.
    json(zebra_check(a));
    assert_eq!(solve(b), alone_b);
    // And a check that refuses nothing still answers a text with several solutions as such.
    let several = "positions: 3\ncolour: red, green, blue\npet: cat, dog, fish\nred is in 1\n";
    json(zebra_check(several));
    let s = solve(several);
    assert_eq!(s["status"], "multiple");
    assert_eq!(s["steps"].as_array().map(Vec::len), Some(0));
}
