//! The `puzzlebox zebra` command: table, JSON, explanation, generator, and exit status 2 on
//! bad input.

#[path = "support/cli.rs"]
mod cli;

/// `puzzlebox zebra ARGS` with `stdin` fed in: (status, stdout, stderr).
fn zebra(args: &[&str], stdin: &str) -> (i32, String, String) {
    cli::run(&[&["zebra"], args].concat(), stdin)
}

const EINSTEIN: &str = include_str!("../src/zebra/einstein.txt");

#[test]
fn solves_einstein_from_stdin_and_prints_a_table() {
    let (code, out, _) = zebra(&[], EINSTEIN);
    assert_eq!(code, 0);
    assert!(out.contains("unique"), "{out}");
    let fish_row = out.lines().find(|l| l.starts_with("pet")).unwrap();
    let nat_row = out.lines().find(|l| l.starts_with("nationality")).unwrap();
    let col = fish_row.find("fish").unwrap();
    assert_eq!(&nat_row[col..col + 6], "German");
}

#[test]
fn json_has_the_documented_fields() {
    let (code, out, _) = zebra(&["--json", "--explain"], EINSTEIN);
    assert_eq!(code, 0);
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(v["status"], "unique");
    assert_eq!(v["count"], 1);
    assert_eq!(v["solution"]["pet"][3], "fish");
    assert_eq!(v["solution"]["nationality"][3], "German");
    assert!(v["differ"].as_array().unwrap().is_empty());
    let steps = v["steps"].as_array().unwrap();
    assert!(!steps.is_empty());
    assert!(steps
        .iter()
        .all(|s| s["text"].as_str().is_some_and(|t| !t.is_empty())));
}

#[test]
fn multiple_and_none_in_json() {
    let text = EINSTEIN.replace(
        "green is immediately left of white",
        "green is next to white",
    );
    let (_, out, _) = zebra(&["--json"], &text);
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(
        (v["status"].as_str(), v["count"].as_u64()),
        (Some("multiple"), Some(2))
    );
    assert!(!v["differ"].as_array().unwrap().is_empty());
    let (_, out, _) = zebra(&["--json"], &format!("{EINSTEIN}Brit is in 1\n"));
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(v["status"], "none");
    assert_eq!(v["conflict"], serde_json::json!([18, 25]));
}

#[test]
fn explain_prints_numbered_steps() {
    let (code, out, _) = zebra(&["--explain", "--all"], EINSTEIN);
    assert_eq!(code, 0);
    assert!(out.contains("explanation:"));
    assert!(out.contains("  1. "));
}

/// `--explain` prints a search step as one refutation gave it, saying it may cite more than
/// it needs; `--explain --fewest` cuts it to the fewest, and the same steps are printed.
#[test]
fn explain_fewest_cuts_search_steps_to_the_fewest_facts() {
    let text = include_str!("../benches/data/zebra-8x8-8.txt");
    let search = |out: &str| -> Vec<String> {
        out.lines()
            .filter(|l| l.contains("a search shows"))
            .map(str::to_string)
            .collect()
    };
    let (code, lazy, _) = zebra(&["--explain", "--all"], text);
    assert_eq!(code, 0);
    assert!(lazy.contains("--fewest cuts them to the fewest"), "{lazy}");
    let (code, cut, err) = zebra(&["--explain", "--all", "--fewest"], text);
    assert_eq!(code, 0, "{err}");
    assert!(cut.contains("\nexplanation:\n"), "nothing left uncut");
    let (lazy, cut) = (search(&lazy), search(&cut));
    assert!(!lazy.is_empty(), "8x8 #8 needs a search step");
    assert_eq!(lazy.len(), cut.len());
    for (l, c) in lazy.iter().zip(&cut) {
        assert!(
            l.contains("perhaps more clues and facts than it needs"),
            "{l}"
        );
        assert!(!c.contains("perhaps more"), "{c}");
        assert!(c.len() < l.len(), "fewer facts: {c}");
        assert_eq!(
            l.split(':').next_back(),
            c.split(':').next_back(),
            "the same conclusion"
        );
    }
}

/// `--explain` prints chapters: each step of them is a step of `--explain --all`, numbered
/// alike, and fewer than all of them.
#[test]
fn explain_prints_chapters_of_the_steps() {
    let (code, all, _) = zebra(&["--explain", "--all"], EINSTEIN);
    assert_eq!(code, 0);
    let (code, out, _) = zebra(&["--explain"], EINSTEIN);
    assert_eq!(code, 0);
    assert!(out.contains("chapter 1: "), "{out}");
    let shown: Vec<&str> = out
        .lines()
        .filter(|l| l.trim_start().starts_with(|c: char| c.is_ascii_digit()))
        .map(str::trim_start)
        .collect();
    assert!(!shown.is_empty());
    let every: Vec<&str> = all.lines().map(str::trim_start).collect();
    assert!(shown.iter().all(|l| every.contains(l)), "{out}");
    assert!(shown.len() < every.len());
    let (_, json, _) = zebra(&["--json", "--explain"], EINSTEIN);
    let v: serde_json::Value = serde_json::from_str(&json).unwrap();
    let chapters = v["chapters"].as_array().unwrap();
    let count = v["steps"].as_array().unwrap().len() as u64;
    for c in chapters {
        assert!(c["title"].as_str().is_some_and(|t| !t.is_empty()), "{c}");
        let numbers = c["steps"].as_array().unwrap().iter();
        let folded = c["folded"].as_array().unwrap().iter();
        let all: Vec<u64> = numbers
            .chain(folded.map(|f| &f["step"]))
            .map(|k| k.as_u64().unwrap())
            .collect();
        assert!(
            !all.is_empty() && all.iter().all(|&k| (1..=count).contains(&k)),
            "{c}"
        );
    }
    let (_, json, _) = zebra(&["--json", "--explain", "--all"], EINSTEIN);
    let v: serde_json::Value = serde_json::from_str(&json).unwrap();
    assert!(
        v.get("chapters").is_none(),
        "--all is the full sequence alone"
    );
}

#[test]
fn why_prints_the_chain_behind_a_fact() {
    let (code, out, _) = zebra(&["--why", "Norwegian is in 1"], EINSTEIN);
    assert_eq!(code, 0, "{out}");
    assert!(out.starts_with("Why Norwegian is in 1: 1 of "), "{out}");
    assert!(out.contains("By line 18"), "{out}");
    let (code, out, _) = zebra(&["--why", "fish is in 4", "--json"], EINSTEIN);
    assert_eq!(code, 0);
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(v["why"]["fact"]["text"], "fish is in 4");
    let steps = v["why"]["steps"].as_array().unwrap();
    let numbers: Vec<u64> = steps
        .iter()
        .map(|s| s["number"].as_u64().unwrap())
        .collect();
    assert!(numbers.windows(2).all(|w| w[0] < w[1]), "in order");
    // Each cited step is in the chain.
    for s in steps {
        for u in s["uses"].as_array().unwrap() {
            if let Some(k) = u["step"].as_u64() {
                assert!(numbers.contains(&k), "{s}");
            }
        }
    }
    for (fact, says) in [
        ("Norwegian is in 2", "\"Norwegian is in 2\" is false"),
        ("Norwegan is in 1", "Norwegan"),
        ("Norwegian is left of Dane", "a mark is"),
    ] {
        let (code, out, err) = zebra(&["--why", fact], EINSTEIN);
        assert_eq!(code, 2, "{fact}");
        assert!(out.is_empty());
        assert!(err.contains("--why") && err.contains(says), "{err}");
    }
}

#[test]
fn bad_input_exits_with_status_two_and_names_the_line() {
    let (code, out, err) = zebra(&[], "positions: 2\ncolour: red, green\nred is bleu\n");
    assert_eq!(code, 2);
    assert!(out.is_empty());
    assert!(err.contains("line 3") && err.contains("bleu"), "{err}");
    let (code, _, err) = zebra(&["/no/such/file.txt"], "");
    assert_eq!(code, 2);
    assert!(err.contains("cannot read"));
}

#[test]
fn generate_prints_a_unique_puzzle_and_is_reproducible() {
    let (code, text, _) = zebra(&["--generate", "4", "3", "--seed", "7"], "");
    assert_eq!(code, 0);
    let (_, again, _) = zebra(&["--generate", "4", "3", "--seed", "7"], "");
    assert_eq!(text, again);
    let (code, out, _) = zebra(&["--json"], &text);
    assert_eq!(code, 0);
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(v["status"], "unique");
    let (code, _, err) = zebra(&["--generate", "1", "3"], "");
    assert_eq!(code, 2);
    assert!(err.contains("cannot generate"));
}

#[test]
fn a_hypothesis_shows_the_chain_that_refutes_it() {
    // A stored 6x6 benchmark puzzle whose explanation needs a few hypotheses.
    let text = include_str!("../benches/data/zebra-6x6-3.txt");
    let (code, out, _) = zebra(&["--explain", "--all"], text);
    assert_eq!(code, 0);
    let lines: Vec<&str> = out.lines().collect();
    let suppose: Vec<usize> = (0..lines.len())
        .filter(|&k| lines[k].contains(". Suppose "))
        .collect();
    assert!(!suppose.is_empty(), "{out}");
    for &k in &suppose {
        // Indented numbered steps (maybe none), then what cannot hold.
        let mut j = k + 1;
        while lines[j]
            .trim_start()
            .starts_with(|c: char| c.is_ascii_digit())
            && lines[j].starts_with("       ")
        {
            j += 1;
        }
        assert!(
            lines[j].starts_with("       So: "),
            "after {:?}: {:?}",
            lines[k],
            lines[j]
        );
    }

    let (_, out, _) = zebra(&["--json", "--explain"], text);
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    let hyps: Vec<&serde_json::Value> = v["steps"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|s| s["kind"] == "hypothesis")
        .collect();
    assert_eq!(hyps.len(), suppose.len());
    for h in hyps {
        let chain = &h["chain"];
        // The assumption is what the step rules out.
        assert_eq!(chain["assume"], h["eliminated"][0], "{h}");
        assert!(chain["end"].as_str().is_some_and(|e| !e.is_empty()));
        assert!(chain["steps"].as_array().is_some());
    }
    // Other steps carry no chain.
    assert!(v["steps"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|s| s["kind"] != "hypothesis")
        .all(|s| s.get("chain").is_none()));
}
