//! `worksheet`: a sheet of numbered puzzles of one difficulty and their answers, as SVG or
//! JSON, the same for the same seed.

mod binary;

use lights_lab_engine::{Board, Budget, Difficulty, Goal, Presses, Puzzle, Reduced, SharedPuzzle};

use binary::{json, output, refused};

const FIVE: [&str; 4] = ["--rows", "5", "--cols", "5"];

fn args<'a>(rest: &[&'a str]) -> Vec<&'a str> {
    let mut all = vec!["worksheet"];
    all.extend(FIVE);
    all.extend(rest);
    all
}

#[test]
fn the_sheet_numbers_every_puzzle_gives_its_count_and_marks_each_answer() {
    let svg = output(&args(&[
        "--count",
        "6",
        "--difficulty",
        "medium",
        "--seed",
        "7",
    ]));
    assert!(svg.starts_with("<?xml"), "{}", &svg[..80]);
    let sheet = json(&args(&[
        "--count",
        "6",
        "--difficulty",
        "medium",
        "--seed",
        "7",
        "--json",
    ]));
    let puzzles = sheet["puzzles"].as_array().unwrap();
    assert_eq!(puzzles.len(), 6);
    for (index, puzzle) in puzzles.iter().enumerate() {
        let number = index + 1;
        let count = puzzle["fewest_presses"].as_u64().unwrap();
        assert!(
            svg.contains(&format!(">Puzzle {number}<")),
            "Puzzle {number}"
        );
        assert!(svg.contains(&format!(">Puzzle {number}: {count} presses<")));
        // Medium on 5 x 5 (largest 15) is 6 to 10 presses.
        assert!((6..=10).contains(&count), "{count}");
    }
    assert!(!svg.contains(">Puzzle 7<"));
    assert!(svg.contains(">Answers<"));
    let counts: Vec<String> = puzzles
        .iter()
        .map(|p| format!(">Fewest presses: {}<", p["fewest_presses"]))
        .collect();
    assert!(
        counts.iter().all(|c| svg.contains(c.as_str())),
        "{counts:?}"
    );
    // The answers page marks each solution's presses: one dot a press for N = 2.
    let marks = svg.matches(r#"class="press""#).count() as u64;
    let presses: u64 = puzzles
        .iter()
        .map(|p| p["fewest_presses"].as_u64().unwrap())
        .sum();
    assert_eq!(marks, presses);
}

#[test]
fn each_answer_solves_its_board_in_the_fewest_presses_the_engine_finds() {
    let reduced = Reduced::new(&Puzzle::lights_out(5, 5).unwrap()).unwrap();
    for difficulty in ["easy", "hard", "hardest"] {
        let sheet = json(&args(&[
            "--count",
            "4",
            "--difficulty",
            difficulty,
            "--seed",
            "11",
            "--json",
        ]));
        let band = difficulty.parse::<Difficulty>().unwrap();
        for puzzle in sheet["puzzles"].as_array().unwrap() {
            let board = puzzle["board"].as_str().unwrap();
            let solution = Presses::parse(puzzle["solution"].as_str().unwrap(), 25, 2).unwrap();
            let count = puzzle["fewest_presses"].as_u64().unwrap();
            assert_eq!(solution.press_count(), count);
            assert_eq!(
                reduced.board_solved_by(&solution, &Goal::Off).to_string(),
                board
            );
            let fewest = reduced
                .fewest_presses(
                    &Board::parse(board, 25, 2).unwrap(),
                    &Goal::Off,
                    &mut Budget::unlimited(),
                )
                .unwrap()
                .unwrap();
            assert_eq!((fewest.press_count, fewest.minimal), (count, true));
            let largest = reduced.largest_fewest(&mut Budget::unlimited());
            assert!(
                band.presses(&largest).contains(&count),
                "{difficulty} {count}"
            );
            // Its share code opens that board to play.
            let shared = SharedPuzzle::from_code(puzzle["code"].as_str().unwrap()).unwrap();
            assert_eq!(shared.start_board(&reduced).to_string(), board);
        }
    }
}

#[test]
fn the_same_seed_prints_the_same_sheet_and_another_seed_another() {
    let sheet = |seed: &str| output(&args(&["--count", "3", "--seed", seed]));
    assert_eq!(sheet("5"), sheet("5"));
    assert_ne!(sheet("5"), sheet("6"));
    // The JSON's boards are the ones `random --difficulty` deals from the same seed.
    let listed = json(&args(&["--count", "3", "--seed", "5", "--json"]));
    let boards: Vec<&str> = listed["puzzles"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| p["board"].as_str().unwrap())
        .collect();
    let random = output(&[
        "random",
        "--rows",
        "5",
        "--cols",
        "5",
        "--count",
        "3",
        "--difficulty",
        "medium",
        "--seed",
        "5",
    ]);
    assert_eq!(boards.join("\n"), random);
}

#[test]
fn hexagons_graphs_and_more_states_are_drawn_too() {
    let hex = output(&[
        "worksheet",
        "--hex",
        "3",
        "--states",
        "3",
        "--count",
        "2",
        "--seed",
        "1",
    ]);
    assert!(hex.contains("<polygon"));
    assert!(hex.contains("3 states"));
    let code = output(&[
        "code",
        "--rows",
        "4",
        "--cols",
        "6",
        "--topology",
        "torus",
        "--seed",
        "1",
    ]);
    let torus = output(&["worksheet", "--code", &code, "--count", "1", "--seed", "3"]);
    assert!(
        torus.contains("4 × 6 board on a torus"),
        "{}",
        &torus[..600]
    );
}

#[test]
fn a_count_a_board_or_a_band_the_sheet_cannot_hold_is_refused() {
    assert_eq!(
        refused(&args(&["--count", "13"])),
        r#"--count must be 1 to 12, got "13""#
    );
    assert_eq!(
        refused(&args(&["--count", "0"])),
        r#"--count must be 1 to 12, got "0""#
    );
    let large = refused(&["worksheet", "--rows", "21", "--cols", "20"]);
    assert!(large.contains("at most 400 cells"), "{large}");
    assert!(refused(&args(&["--difficulty", "tricky"])).contains("easy, medium, hard or hardest"));
    let limit = refused(&args(&["--time-limit", "0"]));
    assert!(limit.starts_with("--time-limit must be"), "{limit}");
}
