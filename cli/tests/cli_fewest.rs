//! The fewest-press commands as a user meets them: `solve --minimal`, `solutions`, and
//! `random --difficulty`, run as the built binary. Answers are checked against Lights Out facts
//! (5 x 5 all-on needs 15 presses and has 4 solutions) and by pressing the reported presses.

use serde_json::Value;

use lights_lab_engine::{Board, Goal, Presses, Puzzle, Reduced};

mod binary;
use binary::{json, lights_lab, refused};

/// Whether `presses` take `board` to all-off on plain rows x cols Lights Out.
fn clears(rows: usize, cols: usize, board: &str, presses: &str) -> bool {
    let reduced = Reduced::new(&Puzzle::lights_out(rows, cols).unwrap()).unwrap();
    let n = rows * cols;
    let board = Board::parse(board, n, 2).unwrap();
    let presses = Presses::parse(presses, n, 2).unwrap();
    reduced
        .apply(&board, &presses)
        .matches(&Goal::Off.target(n, 2))
}

const ALL_ON_5X5: &str = "1111111111111111111111111";

const FIVE_BY_FIVE: [&str; 4] = ["--rows", "5", "--cols", "5"];
const FOUR_BY_FOUR: [&str; 4] = ["--rows", "4", "--cols", "4"];
/// 20 x 20 on the torus: 32 quiet patterns, so 2^32 solutions for every board that has one.
const TORUS_20: [&str; 6] = ["--rows", "20", "--cols", "20", "--topology", "torus"];

/// `command`, the flags of a puzzle, then `rest`: the arguments of one run.
fn command_line<'a>(command: &'a str, puzzle: &[&'a str], rest: &[&'a str]) -> Vec<&'a str> {
    [&[command][..], puzzle, rest].concat()
}

#[test]
fn five_by_five_all_on_needs_exactly_fifteen_presses() {
    let args = command_line("solve", &FIVE_BY_FIVE, &["--board", ALL_ON_5X5]);
    let plain = json(&args);
    assert!(plain.get("minimal").is_none());
    let fewest = json(&[&args[..], &["--minimal"]].concat());
    assert_eq!(fewest["solvable"], true);
    assert_eq!(fewest["press_count"], 15);
    assert_eq!(fewest["minimal"], true);
    assert_eq!(fewest["lower_bound"], 15);
    assert!(plain["press_count"].as_u64().unwrap() >= 15);
    let presses = fewest["presses"].as_str().unwrap();
    assert_eq!(presses.matches('1').count(), 15);
    assert!(clears(5, 5, ALL_ON_5X5, presses));
}

#[test]
fn an_unsolvable_board_says_which_light_to_change() {
    // One corner lit: 5 x 5 boards fall into four classes, and this one is not solvable.
    let corner = "1000000000000000000000000";
    let answer = json(&command_line(
        "solve",
        &FIVE_BY_FIVE,
        &["--board", corner, "--minimal"],
    ));
    assert_eq!(answer["solvable"], false);
    assert_eq!(answer["minimal"], Value::Null);
    let repair = &answer["repair"];
    assert_eq!(repair["changes"], 1);
    assert_eq!(repair["minimal"], true);
    assert_eq!(repair["cells"].as_array().unwrap().len(), 1);
    let fixed = repair["board"].as_str().unwrap();
    let solved = json(&command_line("solve", &FIVE_BY_FIVE, &["--board", fixed]));
    assert_eq!(solved["solvable"], true);
}

#[test]
fn all_four_solutions_of_five_by_five_all_on_are_listed_and_sorted() {
    let base = command_line("solutions", &FIVE_BY_FIVE, &["--board", ALL_ON_5X5]);
    let all = json(&base);
    assert_eq!(all["count"], "4");
    let solutions = all["solutions"].as_array().unwrap();
    assert_eq!(solutions.len(), 4);
    let mut presses: Vec<&str> = solutions
        .iter()
        .map(|s| s["presses"].as_str().unwrap())
        .collect();
    for (solution, p) in solutions.iter().zip(&presses) {
        assert!(clears(5, 5, ALL_ON_5X5, p));
        assert_eq!(solution["press_count"], p.matches('1').count());
    }
    presses.sort();
    presses.dedup();
    assert_eq!(presses.len(), 4);

    let sorted = json(&[&base[..], &["--sorted"]].concat());
    let counts: Vec<u64> = sorted["solutions"]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| s["press_count"].as_u64().unwrap())
        .collect();
    assert_eq!(counts[0], 15);
    assert!(counts.windows(2).all(|w| w[0] <= w[1]));

    let page = json(&[&base[..], &["--offset", "2", "--limit", "10"]].concat());
    assert_eq!(page["offset"], 2);
    assert_eq!(page["solutions"].as_array().unwrap(), &solutions[2..]);
}

#[test]
fn any_page_of_four_billion_solutions_is_at_hand() {
    // The 20 x 20 torus has 32 quiet patterns: every board has 2^32 solutions or none.
    let dark = "0".repeat(400);
    let args = command_line("solutions", &TORUS_20, &["--board", &dark]);
    let last = json(&[&args[..], &["--offset", "4294967295"]].concat());
    assert_eq!(last["count"], "4294967296");
    assert_eq!(last["solutions"].as_array().unwrap().len(), 1);
    let error = refused(&[&args[..], &["--sorted"]].concat());
    assert!(error.contains("4294967296 solutions"), "{error}");
    assert!(error.contains("1048576"), "{error}");
}

#[test]
fn bad_pages_and_flags_are_refused_in_one_line() {
    let base = command_line("solutions", &FIVE_BY_FIVE, &["--board", ALL_ON_5X5]);
    let cases: [(&[&str], &str); 6] = [
        (&["--limit", "0"], "--limit must be 1..=100000, got \"0\""),
        (&["--limit", "100001"], "--limit must be 1..=100000"),
        (
            &["--limit", "many"],
            "--limit must be 1..=100000, got \"many\"",
        ),
        (
            &["--offset", "4"],
            "--offset must be below 4, the number of solutions, got \"4\"",
        ),
        (
            &["--offset", "-1"],
            "--offset must be a solution number, 0..=18446744073709551615",
        ),
        (&["--sorted=yes"], "--sorted takes no value"),
    ];
    for (extra, expected) in cases {
        let error = refused(&[&base[..], extra].concat());
        assert!(error.contains(expected), "{extra:?}: {error}");
    }
    let solve = command_line("solve", &FIVE_BY_FIVE, &["--board", ALL_ON_5X5]);
    let error = refused(&[&solve[..], &["--minimal", "--time-limit", "0"]].concat());
    assert!(
        error.contains("--time-limit must be 1..=3600 seconds, got \"0\""),
        "{error}"
    );
    let error = refused(&command_line(
        "random",
        &FIVE_BY_FIVE,
        &["--difficulty", "tricky"],
    ));
    assert!(
        error.contains("--difficulty must be easy, medium, hard or hardest, got \"tricky\""),
        "{error}"
    );
    // A board with no solution has none to list.
    let none = json(&[
        "solutions",
        "--rows",
        "2",
        "--cols",
        "2",
        "--states",
        "3",
        "--board",
        "0000",
        "--goal",
        "on",
    ]);
    assert_eq!(none["count"], "0");
    assert_eq!(none["solutions"].as_array().unwrap().len(), 0);
}

#[test]
fn hardest_five_by_five_boards_need_fifteen_presses_and_repeat_with_a_seed() {
    let args = command_line(
        "random",
        &FIVE_BY_FIVE,
        &["--difficulty", "hardest", "--seed", "12", "--count", "3"],
    );
    let run = lights_lab(&args);
    assert_eq!(run.code, Some(0), "{}", run.stderr);
    let boards: Vec<&str> = run.stdout.lines().collect();
    assert_eq!(boards.len(), 3);
    for board in &boards {
        let answer = json(&command_line(
            "solve",
            &FIVE_BY_FIVE,
            &["--board", board, "--minimal"],
        ));
        assert_eq!(answer["press_count"], 15, "{board}");
    }
    assert_eq!(lights_lab(&args).stdout, run.stdout);
    // Easy on 4 x 4 (largest 7): one or two presses.
    let run = lights_lab(&command_line(
        "random",
        &FOUR_BY_FOUR,
        &["--difficulty", "easy", "--seed", "3", "--count", "5"],
    ));
    for board in run.stdout.lines() {
        let answer = json(&command_line(
            "solve",
            &FOUR_BY_FOUR,
            &["--board", board, "--minimal"],
        ));
        let count = answer["press_count"].as_u64().unwrap();
        assert!((1..=2).contains(&count), "{board}: {count}");
    }
}

#[test]
fn help_names_the_new_command_and_flags() {
    let help = lights_lab(&["--help"]).stdout;
    for text in [
        "lights-lab solutions PUZZLE",
        "--minimal",
        "--sorted",
        "--difficulty",
        "--time-limit",
    ] {
        assert!(help.contains(text), "{text}");
    }
}
