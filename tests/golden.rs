//! Golden outputs: what the command line prints and what the page gets back, on stored
//! puzzles, compared byte for byte with files under `tests/fixtures/golden/`, so a change
//! meant to keep every output (a move of code, a new rule's file) shows any answer it moved.
//!
//! - `cli/NAME.txt`: one command's exit status, standard output and standard error.
//! - `page/NAME.json`: one page call's answer as the wasm edge serialises it (the same typed
//!   report through serde), `{"ok": …}` or `{"err": …}`; the edge adds only the page's clock.
//! - `field.sums`: for every stored zebra puzzle (the published field set, the English
//!   fixtures), a checksum of `zebra --explain`, of `zebra --json --explain --all` and of the
//!   page's explained answer, one line each: the whole field set without storing megabytes.
//!
//! An output that changes on purpose is stored again with `GOLDEN_WRITE=1 cargo test --release
//! --test golden`; the diff of the files is the review of the change.

#[path = "support/cli.rs"]
mod cli;

use puzzlebox::{insanity, pocket, zebra};
use serde::Serialize;
use serde_json::{json, Value};
use std::fmt::Write as _;
use std::path::{Path, PathBuf};

const GOLDEN: &str = "tests/fixtures/golden";
const EINSTEIN: &str = "src/zebra/einstein.txt";
const CLASSIC: &str = "src/insanity/classic.txt";

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

fn input(name: &str) -> String {
    format!("{GOLDEN}/input/{name}")
}

fn writing() -> bool {
    std::env::var_os("GOLDEN_WRITE").is_some()
}

/// Compares `actual` with the stored file `rel` (or stores it when writing), noting a
/// difference in `moved` rather than stopping, so one run names every output that moved.
fn compare(rel: &str, actual: &str, moved: &mut Vec<String>) {
    let path = root().join(GOLDEN).join(rel);
    if writing() {
        std::fs::create_dir_all(path.parent().unwrap()).unwrap();
        std::fs::write(&path, actual).unwrap();
        return;
    }
    match std::fs::read_to_string(&path) {
        Ok(stored) if stored == actual => {}
        Ok(stored) => {
            let line = stored
                .lines()
                .zip(actual.lines())
                .position(|(a, b)| a != b)
                .map_or(stored.lines().count().min(actual.lines().count()), |n| n);
            moved.push(format!("{rel}: differs from line {}", line + 1));
        }
        Err(e) => moved.push(format!("{rel}: {e} (store it with GOLDEN_WRITE=1)")),
    }
}

fn verdict(moved: &[String]) {
    assert!(moved.is_empty(), "outputs moved:\n{}", moved.join("\n"));
}

/// `puzzlebox ARGS` run from the crate's folder, as the text stored for it.
fn command_text(args: &[&str], stdin: &str) -> String {
    let owned: Vec<String> = args.iter().map(|a| a.to_string()).collect();
    let refs: Vec<&str> = owned.iter().map(String::as_str).collect();
    let (code, out, err) = cli::run(&refs, stdin);
    format!(
        "$ puzzlebox {}\nexit {code}\n-- stdout\n{out}-- stderr\n{err}",
        args.join(" ")
    )
}

/// The command lines stored whole: each puzzle's answers, options and refusals.
fn cli_cases() -> Vec<(&'static str, Vec<String>)> {
    let s = |args: &[&str]| args.iter().map(|a| a.to_string()).collect::<Vec<_>>();
    let scrambled = "RFFFBLDRUULDLFRRUULBDBDB";
    let solved = "WWWWOOGGRRBBOOGGRRBBYYYY";
    let painted = "????????????L??????B??D?";
    let mut cases = vec![
        ("pocket-solve", s(&["pocket", scrambled])),
        ("pocket-solved", s(&["pocket", solved])),
        ("pocket-solved-json", s(&["pocket", "--json", solved])),
        ("pocket-qtm", s(&["pocket", "--metric", "qtm", scrambled])),
        ("pocket-all", s(&["pocket", "--all", scrambled])),
        (
            "pocket-json-all",
            s(&["pocket", "--json", "--all", scrambled]),
        ),
        (
            "pocket-painted",
            s(&["pocket", "--json", "W???????????????????????"]),
        ),
        ("pocket-complete", s(&["pocket", "--complete", painted])),
        (
            "pocket-complete-json",
            s(&["pocket", "--complete", "--json", painted]),
        ),
        (
            "pocket-complete-none",
            s(&["pocket", "--complete", "--json", "WWWWWW??????????????????"]),
        ),
        (
            "pocket-scramble",
            s(&["pocket", "--scramble", "--seed", "1"]),
        ),
        (
            "pocket-scramble-json",
            s(&["pocket", "--scramble", "--json", "--seed", "7"]),
        ),
        ("pocket-illegal", s(&["pocket", "RFFFBLDRUULDLFRRUULBDBBD"])),
        ("pocket-short", s(&["pocket", "RFF"])),
        ("insanity-classic", s(&["insanity", CLASSIC])),
        ("insanity-classic-json", s(&["insanity", "--json", CLASSIC])),
        (
            "insanity-example",
            s(&["insanity", &input("insanity-example.txt")]),
        ),
        (
            "insanity-limit",
            s(&[
                "insanity",
                "--json",
                "--limit",
                "1",
                &input("insanity-example.txt"),
            ]),
        ),
        ("insanity-red", s(&["insanity", &input("insanity-red.txt")])),
        (
            "insanity-red-json",
            s(&["insanity", "--json", &input("insanity-red.txt")]),
        ),
        ("insanity-w", s(&["insanity", &input("insanity-w.txt")])),
        (
            "insanity-generate",
            s(&["insanity", "--generate", "8", "--seed", "1"]),
        ),
        ("zebra-einstein", s(&["zebra", EINSTEIN])),
        ("zebra-einstein-json", s(&["zebra", "--json", EINSTEIN])),
        ("zebra-explain", s(&["zebra", "--explain", EINSTEIN])),
        (
            "zebra-explain-all",
            s(&["zebra", "--explain", "--all", EINSTEIN]),
        ),
        (
            "zebra-explain-json",
            s(&["zebra", "--explain", "--json", EINSTEIN]),
        ),
        (
            "zebra-why",
            s(&["zebra", "--why", "fish is in 4", EINSTEIN]),
        ),
        (
            "zebra-why-not",
            s(&["zebra", "--why", "Brit is not dogs", EINSTEIN]),
        ),
        (
            "zebra-generate",
            s(&["zebra", "--generate", "5", "5", "--seed", "7"]),
        ),
        (
            "zebra-generate-small",
            s(&["zebra", "--generate", "3", "3", "--seed", "2"]),
        ),
        (
            "zebra-translate",
            s(&[
                "zebra",
                "--translate",
                "tests/fixtures/english/einstein.txt",
            ]),
        ),
        (
            "zebra-translate-knights",
            s(&["zebra", "--translate", "tests/fixtures/english/knights.txt"]),
        ),
    ];
    for marks in ["none", "some", "wrong", "contradict", "bad"] {
        let file = input(&format!("marks-{marks}.txt"));
        let name: &'static str = format!("zebra-hint-{marks}").leak();
        cases.push((name, s(&["zebra", "--hint", "--marks", &file, EINSTEIN])));
        let name: &'static str = format!("zebra-hint-{marks}-json").leak();
        cases.push((
            name,
            s(&["zebra", "--hint", "--json", "--marks", &file, EINSTEIN]),
        ));
    }
    cases
}

#[test]
fn command_line_outputs_are_the_stored_ones() {
    let mut moved = Vec::new();
    for (name, args) in cli_cases() {
        let args: Vec<&str> = args.iter().map(String::as_str).collect();
        compare(
            &format!("cli/{name}.txt"),
            &command_text(&args, ""),
            &mut moved,
        );
    }
    verdict(&moved);
}

/// A page answer as the wasm edge hands it over, `ok` aside: the report, or the mistake.
fn enveloped<T: Serialize, E: Serialize>(result: Result<T, E>) -> String {
    let value = match result {
        Ok(report) => json!({ "ok": report }),
        Err(e) => json!({ "err": e }),
    };
    serde_json::to_string_pretty(&value).unwrap() + "\n"
}

fn read(rel: &str) -> String {
    std::fs::read_to_string(root().join(rel)).unwrap()
}

/// The zebra page's `zebra_solve` (explained) or `zebra_check` answer.
fn zebra_page(text: &str, explain: bool) -> Result<Value, zebra::ErrorReport> {
    let puzzle = zebra::Puzzle::parse(text).map_err(|e| zebra::ErrorReport::from(&e))?;
    let answer = zebra::answer(&puzzle, explain, &mut |_| {});
    let mut value = serde_json::to_value(answer.report(&puzzle)).unwrap();
    value["explained"] = Value::Bool(answer.explained);
    Ok(value)
}

#[test]
fn page_answers_are_the_stored_ones() {
    use insanity::page;
    use pocket::report;
    let mut moved = Vec::new();
    let mut check =
        |name: &str, text: String| compare(&format!("page/{name}.json"), &text, &mut moved);
    let htm = pocket::Metric::Htm;
    let mistake = |e: pocket::PocketError| report::Mistake::from(&e);
    for (name, text) in [
        ("scrambled", "RFFFBLDRUULDLFRRUULBDBDB"),
        ("solved", "WWWWOOGGRRBBOOGGRRBBYYYY"),
        ("painted", "W???????????????????????"),
        ("illegal", "RFFFBLDRUULDLFRRUULBDBBD"),
        ("short", "RFF"),
    ] {
        let solve = |listing| enveloped(report::solve_text(text, htm, listing).map_err(mistake));
        check(&format!("pocket-solve-{name}"), solve(report::Listing::One));
        check(
            &format!("pocket-solve-all-{name}"),
            solve(report::Listing::OneAndEvery),
        );
        check(
            &format!("pocket-check-{name}"),
            enveloped::<_, ()>(Ok(report::checked(text))),
        );
        check(
            &format!("pocket-complete-{name}"),
            enveloped(report::complete(text, "WYGBRO")),
        );
    }
    let qtm = report::solve_text(
        "RFFFBLDRUULDLFRRUULBDBDB",
        pocket::Metric::Qtm,
        report::Listing::One,
    );
    check("pocket-solve-qtm", enveloped(qtm.map_err(mistake)));
    let moves = pocket::parse_moves("R U2 F' x y' z2").unwrap();
    check(
        "pocket-apply",
        enveloped(report::applied("RFFFBLDRUULDLFRRUULBDBDB", &moves).map_err(mistake)),
    );
    check("pocket-geometry", enveloped::<_, ()>(Ok(report::shape())));

    let mistake =
        |e: insanity::InsanityError| serde_json::to_value(insanity::report::mistake(&e)).unwrap();
    for (name, file) in [
        ("classic", CLASSIC.to_string()),
        ("example", input("insanity-example.txt")),
        ("red", input("insanity-red.txt")),
        ("w", input("insanity-w.txt")),
    ] {
        let text = read(&file);
        check(
            &format!("insanity-parse-{name}"),
            enveloped(page::parse(&text).map_err(mistake)),
        );
        check(
            &format!("insanity-solve-{name}"),
            enveloped(page::solve(&text).map_err(mistake)),
        );
        check(
            &format!("insanity-count-{name}"),
            enveloped(page::solve_count(&text).map_err(mistake)),
        );
        check(
            &format!("insanity-obstacle-{name}"),
            enveloped(page::obstacle(&text).map_err(mistake)),
        );
    }
    check(
        "insanity-bad",
        enveloped(page::solve("R B G\nR R R R R R\n").map_err(mistake)),
    );
    check(
        "insanity-generate",
        enveloped(page::generate(7, 3).map_err(mistake)),
    );

    let einstein = read(EINSTEIN);
    check(
        "zebra-solve-einstein",
        enveloped(zebra_page(&einstein, true)),
    );
    check(
        "zebra-check-einstein",
        enveloped(zebra_page(&einstein, false)),
    );
    check(
        "zebra-solve-bad",
        enveloped(zebra_page("positions: 1 2\ncolour: red\n", true)),
    );
    for marks in ["none", "some", "wrong", "contradict", "bad"] {
        let m = read(&input(&format!("marks-{marks}.txt")));
        check(
            &format!("zebra-hint-{marks}"),
            enveloped(zebra::answers::hint(&einstein, &m)),
        );
        check(
            &format!("zebra-marks-{marks}"),
            enveloped(zebra::answers::marks_state(&einstein, &m)),
        );
        check(
            &format!("zebra-check-{marks}"),
            enveloped(zebra::answers::check(&einstein, &m)),
        );
    }
    verdict(&moved);
}

/// FNV-1a, 64 bits: a checksum that moves when any byte does.
fn checksum(text: &str) -> String {
    let hash = text.bytes().fold(0xcbf2_9ce4_8422_2325_u64, |h, b| {
        (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3)
    });
    format!("{hash:016x}")
}

/// Every stored zebra puzzle, sorted, as paths from the crate's folder.
fn field_set() -> Vec<String> {
    fn walk(dir: &Path, out: &mut Vec<PathBuf>) {
        for entry in std::fs::read_dir(dir).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                walk(&path, out);
            } else if path.extension().is_some_and(|e| e == "txt") {
                out.push(path);
            }
        }
    }
    let mut found = Vec::new();
    for dir in ["tests/fixtures/published", "tests/fixtures/english"] {
        walk(&root().join(dir), &mut found);
    }
    let mut names: Vec<String> = found
        .iter()
        .map(|p| {
            p.strip_prefix(root())
                .unwrap()
                .to_string_lossy()
                .replace('\\', "/")
        })
        .collect();
    names.sort();
    names
}

#[test]
fn the_field_sets_explanations_are_the_stored_ones() {
    let mut sums = String::new();
    for file in field_set() {
        let explain = command_text(&["zebra", "--explain", &file], "");
        let all = command_text(&["zebra", "--json", "--explain", "--all", &file], "");
        let page = enveloped(zebra_page(&read(&file), true));
        let [a, b, c] = [explain, all, page].map(|t| checksum(&t));
        writeln!(sums, "{a} {b} {c} {file}").unwrap();
    }
    let mut moved = Vec::new();
    compare("field.sums", &sums, &mut moved);
    if !moved.is_empty() {
        // Name the puzzles whose outputs moved: run the command on them to see the change.
        let stored =
            std::fs::read_to_string(root().join(GOLDEN).join("field.sums")).unwrap_or_default();
        let stored: Vec<&str> = stored.lines().collect();
        moved.extend(
            sums.lines()
                .filter(|l| !stored.contains(l))
                .map(|l| format!("  {l}")),
        );
    }
    verdict(&moved);
}
