//! The largest fewest-press count on the command line: `analyze` reports it (or the range it
//! is proven to lie in, and why it is not settled), and `random --difficulty hardest` builds
//! boards that need exactly that many presses, each proven by `solve --minimal`.

use std::time::{Duration, Instant};

mod binary;
use binary::{json, lights_lab};

#[test]
fn analyze_reports_the_largest_count_of_4x4_5x5_and_9x9_lights_out() {
    for (side, largest) in [("4", 7), ("5", 15), ("9", 37)] {
        let analysis = json(&["analyze", "--rows", side, "--cols", side]);
        assert_eq!(
            analysis["largest_fewest_presses"], largest,
            "{side} x {side}"
        );
        assert_eq!(
            analysis["largest_fewest_presses_bounds"],
            serde_json::json!([largest, largest])
        );
        assert!(analysis["largest_fewest_presses_unsettled"].is_null());
    }
}

#[test]
fn an_unsettled_count_is_null_with_its_proven_range_and_the_reason() {
    // 19 x 19 Lights Out: 16 quiet patterns and 294 cell types, not settled in a second.
    let started = Instant::now();
    let analysis = json(&[
        "analyze",
        "--rows",
        "19",
        "--cols",
        "19",
        "--time-limit",
        "1",
    ]);
    // The promise of --time-limit 1 (an answer within 2 s), and 2.5 s for a busy machine as
    // cli/tests/deadlines.rs allows.
    assert!(started.elapsed() <= Duration::from_millis(4500));
    assert!(analysis["largest_fewest_presses"].is_null());
    let bounds = &analysis["largest_fewest_presses_bounds"];
    let (lower, upper) = (bounds[0].as_u64().unwrap(), bounds[1].as_u64().unwrap());
    // A board found needs more than 100 presses; none needs more than the averaging bound,
    // (361 cells + 1 that no quiet pattern presses - 2) / 2.
    assert!(100 < lower && lower < upper && upper <= 180, "{bounds}");
    let why = analysis["largest_fewest_presses_unsettled"]
        .as_str()
        .unwrap();
    assert!(
        why.contains("time limit of 1 second") && why.contains("--time-limit T"),
        "{why}"
    );

    // 9999 x 9999: its 64 quiet patterns press 6.4 billion cells, too many to lay out; the
    // range is what the rank alone proves.
    let analysis = json(&["analyze", "--rows", "9999", "--cols", "9999"]);
    assert!(analysis["largest_fewest_presses"].is_null());
    assert_eq!(
        analysis["largest_fewest_presses_bounds"],
        serde_json::json!([1, 9999 * 9999 - 64])
    );
    let why = analysis["largest_fewest_presses_unsettled"]
        .as_str()
        .unwrap();
    assert!(why.contains("64 quiet patterns"), "{why}");
}

/// `random --difficulty hardest` on `puzzle`, three boards from one seed, each proven by
/// `solve --minimal` to need `largest` presses; the same seed deals the same boards.
fn hardest_boards_need(puzzle: &[&str], largest: u64) {
    let args = [
        &["random"][..],
        puzzle,
        &["--difficulty", "hardest", "--seed", "7", "--count", "3"],
    ]
    .concat();
    let run = lights_lab(&args);
    assert_eq!(run.code, Some(0), "{}", run.stderr);
    let boards: Vec<&str> = run.stdout.lines().collect();
    assert_eq!(boards.len(), 3);
    for board in &boards {
        let solve = [&["solve"][..], puzzle, &["--board", board, "--minimal"]].concat();
        let answer = json(&solve);
        assert_eq!(answer["press_count"], largest, "{puzzle:?} {board}");
        assert_eq!(answer["minimal"], true);
    }
    assert!(
        boards[0] != boards[1] || boards[1] != boards[2],
        "{boards:?}"
    );
    assert_eq!(lights_lab(&args).stdout, run.stdout);
}

#[test]
fn hardest_boards_are_built_where_drawing_them_failed() {
    // Drawn at random, none turned up in 10,000 tries on either.
    hardest_boards_need(&["--rows", "17", "--cols", "17"], 199);
    hardest_boards_need(&["--hex", "4"], 19);
    hardest_boards_need(&["--rows", "9", "--cols", "9"], 37);
}
