//! One answer path per request: the command line's `--json` is the report of the same call the
//! wasm edge makes (`pocket::report::solve_text`, `complete`; Instant Insanity's `tally`
//! then `Tally::with_obstacle`; `zebra::answer`), so the CLI and the page cannot drift apart, and `solve` is
//! exactly the count and then the obstacle.

use puzzlebox::insanity::{self, report::counted, Options, Puzzle};
use puzzlebox::pocket::report::{complete, completion, refusal, shape, solve_text, Listing};
use puzzlebox::pocket::{random_state, Metric};
use puzzlebox::rng::Rng;
use puzzlebox::zebra;
#[path = "support/cli.rs"]
mod cli;

/// Texts that take every path: full strings, paintings that decide one cube, several or none,
/// and strings that do not read.
fn pocket_texts() -> Vec<String> {
    let mut texts: Vec<String> = [
        "RFFFBLDRUULDLFRRUULBDBDB",
        "RFFF BLDR UULD LFRR UULB DBDB",
        "RFFFBLDRUULDLFRRUULBDB??",
        "????????????L??????B??D?",
        "??",
        "AAAABBBBCCCCDDDDEEEEFFFA",
    ]
    .map(String::from)
    .to_vec();
    for seed in 0..4 {
        let full = random_state(&mut Rng::new(seed)).cube.facelets();
        texts.push(format!("{}??", &full[..22]));
        texts.push(full);
    }
    texts
}

#[test]
fn the_pocket_cli_prints_the_report_of_solve_text() {
    for text in pocket_texts() {
        for (metric, flag) in [(Metric::Htm, "htm"), (Metric::Qtm, "qtm")] {
            let run = cli::command("pocket", &["--json", "--metric", flag, &text], "");
            match solve_text(&text, metric, Listing::One) {
                Ok(report) => {
                    assert_eq!(run.code, 0, "{text}: {}", run.stderr);
                    assert_eq!(
                        run.stdout.trim_end(),
                        serde_json::to_string(&report).unwrap()
                    );
                }
                Err(e) => {
                    assert_eq!(run.code, 2, "{text}");
                    assert!(
                        run.stderr.contains(&e.to_string()),
                        "{text}: {}",
                        run.stderr
                    );
                }
            }
        }
        let run = cli::command("pocket", &["--all", "--json", &text], "");
        if let Ok(report) = solve_text(&text, Metric::Htm, Listing::Every) {
            assert_eq!(
                run.stdout.trim_end(),
                serde_json::to_string(&report).unwrap()
            );
        }
    }
}

/// `--complete --json` prints the page's report, `complete`'s, for the painting (the command
/// line's palette is the painting's own letters): the completion, or the refusal with the
/// paint status the page shows; the plain text is its facelets and that paint status.
#[test]
fn the_pocket_cli_completes_with_the_pages_report() {
    for text in pocket_texts() {
        let run = cli::command("pocket", &["--complete", "--json", &text], "");
        let plain = cli::command("pocket", &["--complete", &text], "");
        match complete(&text, "") {
            Ok(report) => {
                assert_eq!(run.code, 0, "{text}: {}", run.stderr);
                assert_eq!(
                    run.stdout.trim_end(),
                    serde_json::to_string(&report).unwrap()
                );
                let mut said = format!("{}\n", report.facelets);
                if !report.summary.is_empty() {
                    said += &format!("{}\n", report.summary);
                }
                assert_eq!(plain.stdout, said, "{text}");
            }
            Err(refused) => {
                assert_eq!(run.code, 2, "{text}");
                assert_eq!(
                    run.stdout.trim_end(),
                    serde_json::to_string(&refused).unwrap()
                );
                assert!(
                    run.stderr.contains(&refused.error.message),
                    "{text}: {}",
                    run.stderr
                );
                assert_eq!((plain.code, plain.stdout.as_str()), (2, ""), "{text}");
            }
        }
    }
}

/// Small Insanity puzzles with and without solutions, impossible in more than one way.
fn insanity_texts() -> Vec<String> {
    let mut texts = vec![
        include_str!("../src/insanity/classic.txt").to_string(),
        "r g b w r g\nr g b w r g\nr g b w r g\nr g b w r g\n".to_string(),
        "r r r r r r\ng g g g g g\n".to_string(),
    ];
    for seed in 1..4 {
        let puzzle = insanity::generate(6, &mut Rng::new(seed)).unwrap();
        texts.push(puzzle.to_text());
    }
    texts
}

#[test]
fn solve_is_the_tally_then_its_obstacle() {
    for text in insanity_texts() {
        let puzzle = Puzzle::parse(&text).unwrap();
        for budget in [0, 1_000, 1_000_000] {
            let options = Options {
                obstacle_nodes: budget,
                ..Options::default()
            };
            let whole = insanity::solve(&puzzle, &options).unwrap();
            let steps = insanity::tally(&puzzle, &options)
                .unwrap()
                .with_obstacle(&puzzle, budget);
            assert_eq!(format!("{whole:?}"), format!("{steps:?}"), "{text}");
            assert_eq!(whole.solutions.is_zero(), whole.obstacle.is_some());
        }
    }
}

#[test]
fn the_insanity_cli_prints_the_report_of_the_tally_and_its_obstacle() {
    for text in insanity_texts() {
        let puzzle = Puzzle::parse(&text).unwrap();
        let run = cli::command("insanity", &["--json", "--obstacle-budget", "5000"], &text);
        let solved = insanity::tally(&puzzle, &Options::default())
            .unwrap()
            .with_obstacle(&puzzle, 5000);
        let report = serde_json::to_string(&counted(&puzzle, &solved, false)).unwrap();
        assert_eq!(run.code, 0, "{}", run.stderr);
        assert_eq!(run.stdout.trim_end(), report, "{text}");
    }
}

#[test]
fn the_zebra_cli_prints_the_summary_of_answer() {
    let texts = [
        include_str!("../src/zebra/einstein.txt"),
        "positions: 3\ncolour: red, green, blue\npet: cat, dog, fox\nred is cat\n",
        "positions: 2\ncolour: red, green\nred is at 1\nred is at 2\n",
    ];
    for text in texts {
        let puzzle = zebra::Puzzle::parse(text).unwrap();
        for explain in [false, true] {
            let args: &[&str] = if explain {
                &["--json", "--explain", "--all"]
            } else {
                &["--json"]
            };
            let run = cli::command("zebra", args, text);
            let mut batches = 0;
            let answer = zebra::answer(&puzzle, explain, &mut |_| batches += 1);
            assert_eq!(answer.explained, !answer.steps.is_empty(), "{text}");
            assert!(batches == 0 || answer.explained);
            let summary =
                serde_json::to_value(zebra::Summary::from(answer.report(&puzzle))).unwrap();
            assert_eq!(run.code, 0, "{}", run.stderr);
            assert_eq!(
                run.stdout.trim_end(),
                serde_json::to_string(&summary).unwrap(),
                "{text}"
            );
        }
    }
}

/// The sentences the page's views and elements show come from the report, so the tool and
/// the element say the same words: the pocket answer's summary counts its moves in the
/// metric's unit (with the time the page's clock measured, when it did), Instant Insanity's
/// leads with the count or says there is none.
#[test]
fn the_answers_sentences_come_from_the_report() {
    for seed in 0..4 {
        let cube = random_state(&mut Rng::new(seed)).cube.facelets();
        for (metric, unit) in [(Metric::Htm, "move"), (Metric::Qtm, "quarter turn")] {
            let mut solved = solve_text(&cube, metric, Listing::One).unwrap();
            let n = solved.length;
            let plural = if n == 1 { "" } else { "s" };
            let words = format!("Optimal: {n} {unit}{plural}");
            assert_eq!(solved.summary, format!("{words}."), "{cube}");
            solved.timed(0.26);
            assert_eq!(solved.summary, format!("{words} (found in 0.3 ms)."));
        }
    }
    let mut solved = solve_text("WWWWOOGGRRBBOOGGRRBBYYYY", Metric::Htm, Listing::One).unwrap();
    solved.timed(0.04);
    assert_eq!(solved.summary, "Already solved.");
    for text in insanity_texts() {
        let page = insanity::page::solve(&text).unwrap().counted;
        if page.solutions.is_zero() {
            assert_eq!(page.summary, "No solution (0 stacks).", "{text}");
        } else {
            assert_eq!(
                page.summary,
                format!("{}.", page.solutions_sentence),
                "{text}"
            );
        }
    }
}

/// The verdict's sentences come from the report too: the zebra page's status line, the
/// explanation's heading and the line under it, and the heading of pocket's list of every
/// optimal solution, each said from the report's own fields.
#[test]
fn the_verdicts_sentences_come_from_the_report() {
    for text in pocket_texts() {
        let Ok(every) = solve_text(&text, Metric::Htm, Listing::OneAndEvery) else {
            continue;
        };
        let n = every.solutions.as_ref().unwrap().len();
        let plural = if n == 1 { "" } else { "s" };
        let heading = format!("{n} optimal solution{plural}:");
        assert_eq!(every.solutions_heading, Some(heading), "{text}");
        let one = solve_text(&text, Metric::Htm, Listing::One).unwrap();
        assert_eq!(one.solutions_heading, None, "{text}");
    }
    let texts = [
        include_str!("../src/zebra/einstein.txt"),
        "positions: 3\ncolour: red, green, blue\npet: cat, dog, fox\nred is cat\n",
        "positions: 7\ncolour: a, b, c, d, e, f, g\n",
        "positions: 3\ncolour: red, green, blue\nred is left of red\n",
        "positions: 2\ncolour: red, green\nred is at 1\nred is at 2\n",
        "positions: 3\ncolour: red, green, blue\npet: cat, dog, fox\nred is cat\nred is not cat\n",
    ];
    for text in texts {
        let puzzle = zebra::Puzzle::parse(text).unwrap();
        for explain in [false, true] {
            let report = zebra::answer(&puzzle, explain, &mut |_| {}).report(&puzzle);
            let lines: Vec<String> = report.conflict.iter().map(|c| c.line.to_string()).collect();
            let (summary, headline, detail) = match report.status {
                zebra::Status::Unique => {
                    let guesses = report
                        .steps
                        .iter()
                        .filter(|s| s.kind == "hypothesis" || s.kind == "search")
                        .count();
                    let how = if guesses == 0 {
                        ", no guessing needed".to_string()
                    } else {
                        format!(", {guesses} by trying a hypothesis")
                    };
                    let detail = if explain {
                        format!("Explained in {} steps{how}.", report.steps.len())
                    } else {
                        String::new()
                    };
                    ("Solved.", "Unique solution".to_string(), detail)
                }
                zebra::Status::Multiple => {
                    let count = if report.count >= zebra::COUNT_LIMIT {
                        format!("{}+", zebra::COUNT_LIMIT)
                    } else {
                        report.count.to_string()
                    };
                    (
                        "More than one solution.",
                        format!("Multiple solutions: {count}"),
                        "The marked cells differ between two of them (first / second); another \
                         clue must tell them apart."
                            .to_string(),
                    )
                }
                zebra::Status::None => {
                    let detail = match lines.split_last() {
                        Some((one, [])) => {
                            format!("Line {one} cannot hold together with the grid:")
                        }
                        Some((last, first)) => {
                            format!(
                                "Lines {} and {last} contradict each other:",
                                first.join(", ")
                            )
                        }
                        None => panic!("no conflict for a puzzle without a solution: {text}"),
                    };
                    ("No solution.", "No solution".to_string(), detail)
                }
            };
            assert_eq!(report.summary, summary, "{text}");
            assert_eq!(report.headline, headline, "{text}");
            assert_eq!(report.detail, detail, "{text}");
            // Said while the first steps are shown and the rest are worked out.
            let partial = if report.status == zebra::Status::Unique && !explain {
                "The first steps are ready; working out the rest…"
            } else {
                ""
            };
            assert_eq!(report.partial_detail, partial, "{text}");
        }
    }
}

/// The pocket page's paint status comes from the completion, said from its own fields: how
/// many stickers are left, how many cubes fit (thousands grouped) and the sticker to paint
/// next, or that one cube fits; nothing for a full painting; where to start, or that the
/// outlined stickers are the fewest to repaint, when the painting is refused. A colour
/// painted nowhere is named when the palette has one letter left over.
#[test]
fn the_paint_status_comes_from_the_completion() {
    let shape = shape();
    let names = shape.sticker_names;
    let fixed = shape.fixed_corner;
    let mut texts = pocket_texts();
    texts.extend(
        [
            "????WWGGRRBBOOGGRRBBYYYY",
            "W???????????????????????",
            "?W?W???G?G??O??????B??Y?",
            "????????????O??????B??Y?",
        ]
        .map(String::from),
    );
    for text in texts {
        let open = text.chars().filter(|&c| c == '?').count();
        match completion(&text, "WYGBRO") {
            Ok(c) => {
                let left = c.facelets.chars().filter(|&c| c == '?').count();
                let said = if open == 0 {
                    String::new()
                } else if c.fits == 1 && left == 0 {
                    "1 cube fits — ready to solve.".to_string()
                } else {
                    let stickers = if left == 1 { "sticker" } else { "stickers" };
                    let cubes = if c.fits == 1 {
                        "cube fits"
                    } else {
                        "cubes fit"
                    };
                    let next = c
                        .suggestion
                        .map_or(String::new(), |s| format!("the {} sticker", names[s]));
                    let fits = c.fits.to_string().into_bytes();
                    let grouped: Vec<String> = fits
                        .rchunks(3)
                        .rev()
                        .map(|d| String::from_utf8(d.to_vec()).unwrap())
                        .collect();
                    let fits = grouped.join(",");
                    format!("{left} {stickers} left to paint; {fits} {cubes}: paint {next}.")
                };
                assert_eq!(c.summary, said, "{text}");
            }
            Err(e) => {
                let said = match e.kind() {
                    "fixed_corner_unpainted" => format!(
                        "{open} stickers left to paint: start with the fixed corner {} ({}); \
                         it sets which colour is which face.",
                        shape.corner_names[fixed],
                        shape.corners[fixed]
                            .iter()
                            .map(|&s| names[s].as_str())
                            .collect::<Vec<_>>()
                            .join(", ")
                    ),
                    "no_cube_fits" if e.stickers().len() == 1 => "No cube fits this painting: \
                        the outlined sticker is the fewest to repaint."
                        .to_string(),
                    "no_cube_fits" => "No cube fits this painting: the outlined stickers are \
                                       the fewest to repaint."
                        .to_string(),
                    _ => "No cube fits this painting.".to_string(),
                };
                assert_eq!(refusal(&text, &e), said, "{text}");
            }
        }
    }
    let blank = completion("????????????O??????B??Y?", "WYGBRO").unwrap();
    assert!(blank.summary.contains(" 3,674,160 cubes fit: paint the "));
    // White is painted nowhere: one cube fits, and the palette's one unused letter names it.
    let painted = "????OOGGRRBBOOGGRRBBYYYY";
    let named = completion(painted, "WYGBRO").unwrap();
    assert_eq!(named.facelets, "WWWWOOGGRRBBOOGGRRBBYYYY");
    assert_eq!(named.summary, "1 cube fits — ready to solve.");
    let unnamed = completion(painted, "").unwrap();
    assert_eq!((unnamed.facelets.as_str(), unnamed.fits), (painted, 1));
}

/// What the zebra page's Check and Hint say comes from their reports: how many marks are
/// wrong of how many, which they are (each quoted as its line of the marks text reads), that
/// there are none yet, or that the puzzle has no unique answer to check against.
#[test]
fn the_checks_and_hints_sentences_come_from_the_report() {
    let einstein = include_str!("../src/zebra/einstein.txt");
    let loose = "positions: 3\ncolour: red, green, blue\npet: cat, dog, fox\nred is cat\n";
    let marks = [
        "",
        "# mine\nNorwegian is in 2\n\nmilk is in 1\n",
        "Norwegian is in 2\nmilk is in 3\n",
        "Norwegian is in 1\nmilk is in 3\n",
        "red is cat\n",
    ];
    for puzzle in [einstein, loose] {
        for text in marks {
            let (Ok(check), Ok(hint)) = (
                zebra::answers::check(puzzle, text),
                zebra::answers::hint(puzzle, text),
            ) else {
                continue;
            };
            let lines: Vec<&str> = text.lines().collect();
            let n = lines
                .iter()
                .filter(|l| !l.is_empty() && !l.starts_with('#'))
                .count();
            let k = check.wrong.len();
            let s = |n: usize| if n == 1 { "" } else { "s" };
            let summary = if !check.unique {
                "This puzzle does not have exactly one solution, so there is no answer to \
                 check marks against."
                    .to_string()
            } else if n == 0 {
                "No marks yet: click a cell to mark it.".to_string()
            } else if k == 0 {
                format!("All {n} mark{} agree with the solution.", s(n))
            } else {
                let are = if k == 1 { "is" } else { "are" };
                format!(
                    "{k} of your {n} mark{} {are} wrong. Press Check again to see which.",
                    s(n)
                )
            };
            assert_eq!(check.summary, summary, "{text}");
            let quoted: Vec<String> = check
                .wrong
                .iter()
                .map(|&l| format!("“{}”", lines[l - 1]))
                .collect();
            let which = match k {
                0 => String::new(),
                1 => format!("This mark is wrong (outlined in the grid): {}.", quoted[0]),
                _ => format!(
                    "These {k} marks are wrong (outlined in the grid): {}.",
                    quoted.join(", ")
                ),
            };
            assert_eq!(check.which, which, "{text}");
            match hint {
                zebra::HintReport::NotUnique { summary, .. } => {
                    assert!(!check.unique);
                    assert_eq!(
                        summary,
                        "This puzzle does not have exactly one solution, so there is no next \
                         deduction to point at."
                    );
                }
                zebra::HintReport::Wrong {
                    wrong,
                    summary,
                    which: hint_which,
                } => {
                    assert_eq!(wrong, check.wrong);
                    assert_eq!(hint_which, which);
                    let (marks, them) = if k == 1 {
                        ("One mark is".to_string(), "it")
                    } else {
                        (format!("{k} marks are"), "them")
                    };
                    assert_eq!(
                        summary,
                        format!(
                            "{marks} wrong, and a hint reasons from your marks: fix {them} \
                             first (Check shows which)."
                        )
                    );
                }
                zebra::HintReport::Solved { summary, .. } => {
                    assert_eq!(summary, zebra::HINT_SOLVED);
                }
                zebra::HintReport::Undecided { summary, .. } => assert_eq!(
                    summary,
                    "The solver could not find a next deduction from here."
                ),
                zebra::HintReport::Step { .. } => assert!(check.unique && k == 0),
            }
        }
    }
}

/// `zebra --hint --json` prints the page's report, `answers::hint`'s, for the same puzzle and
/// marks (the page adds only `ok` and its clock's `ms`), and the plain text says that report's
/// sentences: its `summary` (and `which` for wrong marks) when there is no step to show.
#[test]
fn the_zebra_cli_hints_with_the_pages_report() {
    let einstein = include_str!("../src/zebra/einstein.txt");
    let loose = einstein.replace(
        "green is immediately left of white",
        "green is left of white",
    );
    let dir = std::path::PathBuf::from(env!("CARGO_TARGET_TMPDIR"));
    let marks = [
        "",
        "Norwegian is in 2\n",
        "Norwegian is in 1\n\nBrit is in 1\nmilk is in 3\ndogs is not Swede\n",
        "Brit is in 2\n",
    ];
    for (p, puzzle) in [einstein, loose.as_str()].into_iter().enumerate() {
        for (m, text) in marks.into_iter().enumerate() {
            let file = dir.join(format!("answer-paths-marks-{p}-{m}.txt"));
            std::fs::write(&file, text).unwrap();
            let file = file.to_str().unwrap();
            let report = zebra::answers::hint(puzzle, text).unwrap();
            let json = cli::command("zebra", &["--hint", "--json", "--marks", file], puzzle);
            assert_eq!(json.code, 0, "{}", json.stderr);
            assert_eq!(
                json.stdout.trim_end(),
                serde_json::to_string(&report).unwrap(),
                "{text}"
            );
            let plain = cli::command("zebra", &["--hint", "--marks", file], puzzle);
            let said = match &report {
                zebra::HintReport::NotUnique { summary, .. }
                | zebra::HintReport::Solved { summary, .. } => format!("{summary}\n"),
                zebra::HintReport::Wrong { summary, which, .. } => {
                    format!("{summary}\n{which}\n")
                }
                zebra::HintReport::Step { .. } | zebra::HintReport::Undecided { .. } => continue,
            };
            assert_eq!(plain.stdout, said, "{text}");
        }
    }
}

/// `--generate --json` prints the report the page gets for the same size and seed (Instant
/// Insanity's `page::generate`; the zebra edge's `Generated` of `generate`), and the plain
/// output is that report's sentence as a comment above its text; each step of the zebra
/// generator's progress carries the sentence the page shows for it.
#[test]
fn the_generators_sentences_come_from_the_report() {
    for (n, seed) in [(1, 2), (4, 1), (7, 3)] {
        let page = insanity::page::generate(n, seed).unwrap();
        let (n, seed) = (n.to_string(), seed.to_string());
        let json = cli::command(
            "insanity",
            &["--generate", &n, "--seed", &seed, "--json"],
            "",
        );
        assert_eq!(
            json.stdout.trim_end(),
            serde_json::to_string(&page).unwrap()
        );
        let plain = cli::command("insanity", &["--generate", &n, "--seed", &seed], "");
        assert_eq!(plain.stdout, format!("# {}\n{}", page.summary, page.text));
    }
    for (n, m, seed) in [(3, 3, 2), (4, 2, 5)] {
        let mut steps = vec![];
        let puzzle = zebra::generate_reporting(n, m, &mut Rng::new(seed), true, &mut |p| {
            steps.push(zebra::ProgressReport::new(n, m, p))
        });
        let page = zebra::Generated::new(&puzzle.unwrap());
        let size = [n.to_string(), m.to_string()];
        let args = [
            "--generate",
            &size[0],
            &size[1],
            "--seed",
            &seed.to_string(),
        ];
        let json = cli::command("zebra", &[&args[..], &["--json"]].concat(), "");
        assert_eq!(
            json.stdout.trim_end(),
            serde_json::to_string(&page).unwrap()
        );
        let plain = cli::command("zebra", &args, "");
        assert_eq!(plain.stdout, format!("# {}\n{}", page.summary, page.text));
        for step in steps {
            let value = serde_json::to_value(&step).unwrap();
            assert_eq!(value["summary"], step.summary.as_str());
            let counted = match step.progress {
                zebra::Progress::Adding { clues } => format!(" {clues} clues "),
                zebra::Progress::Dropping { checked, of } => format!(" {checked} of {of} "),
            };
            assert!(step.summary.contains(&counted), "{value}");
        }
    }
}
