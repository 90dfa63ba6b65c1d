//! The command line's share codes: `--code` as the puzzle of analyze, solve and random, and
//! `code` printing the code of a puzzle given by flags.

mod binary;

use lights_lab_engine::{Board, Goal, Presses, Reduced, SharedPuzzle, Start};

use binary::{json, output};

#[test]
fn code_prints_the_link_code_of_a_puzzle_given_by_flags() {
    let code = output(&["code", "--rows", "5", "--cols", "5", "--seed", "42"]);
    assert_eq!(code, "v1.s5x5.plane.plus.n2.off.seed42");
    let hex = [
        "code",
        "--hex",
        "3",
        "--states",
        "3",
        "--goal",
        "on",
        "--board",
        "0120120120120120120",
    ];
    let code = output(&hex);
    let shared = SharedPuzzle::from_code(&code).unwrap();
    assert_eq!(shared.goal, Goal::On);
    assert_eq!(
        shared.start,
        Start::Board(Board::parse("0120120120120120120", 19, 3).unwrap())
    );
    // Read back and written again, a code is unchanged.
    assert_eq!(output(&["code", "--code", &code]), code);
}

#[test]
fn code_without_a_board_or_seed_draws_a_new_seed() {
    let code = output(&["code", "--rows", "4", "--cols", "7", "--topology", "klein"]);
    let shared = SharedPuzzle::from_code(&code).unwrap();
    assert!(matches!(shared.start, Start::Seed(_)), "{code}");
    assert!(code.starts_with("v1.s4x7.klein.plus.n2.off.seed"), "{code}");
}

#[test]
fn solving_a_seed_code_solves_the_board_the_seed_stands_for() {
    let code = "v1.s5x5.plane.plus.n2.off.seed42";
    let answer = json(&["solve", "--code", code]);
    let shared = SharedPuzzle::from_code(code).unwrap();
    let reduced = Reduced::new(&shared.puzzle).unwrap();
    let start = shared.start_board(&reduced);
    let presses = Presses::parse(answer["presses"].as_str().unwrap(), 25, 2).unwrap();
    assert_eq!(reduced.apply(&start, &presses), Board::dark(25));
    // The same answer as giving the board by hand, and a whole link works as well.
    let by_hand = json(&[
        "solve",
        "--rows",
        "5",
        "--cols",
        "5",
        "--board",
        &start.to_string(),
    ]);
    assert_eq!(answer, by_hand);
    let link = format!("http://127.0.0.1:8080/#{code}");
    assert_eq!(json(&["solve", "--code", &link]), answer);
}

#[test]
fn solving_a_board_code_uses_its_board_and_goal() {
    let board = "2101210121012101210";
    let flags = ["--hex", "3", "--states", "3", "--goal", "on"];
    let code = output(&[&["code"][..], &flags, &["--board", board]].concat());
    let by_code = json(&["solve", "--code", &code]);
    let by_flags = json(&[&["solve"][..], &flags, &["--board", board]].concat());
    assert_eq!(by_code, by_flags);
}

#[test]
fn analyze_and_random_read_the_puzzle_and_goal_of_a_code() {
    let flags = [
        "--rows",
        "6",
        "--cols",
        "3",
        "--topology",
        "torus",
        "--states",
        "4",
    ];
    let code = output(&[&["code"][..], &flags, &["--goal", "on", "--seed", "9"]].concat());
    assert_eq!(code, "v1.s6x3.torus.plus.n4.on.seed9");
    assert_eq!(
        json(&["analyze", "--code", &code]),
        json(&[&["analyze"][..], &flags].concat())
    );
    let random = ["random", "--seed", "5", "--count", "3"];
    assert_eq!(
        output(&[&random[..], &["--code", &code]].concat()),
        output(&[&random[..], &flags, &["--goal", "on"]].concat())
    );
}

#[test]
fn graph_puzzles_get_codes_from_their_file() {
    let path = std::env::temp_dir().join(format!("share-triangle-{}.txt", std::process::id()));
    std::fs::write(&path, "3\n0 1\n1 2\n2 0\n").unwrap();
    let path = path.to_str().unwrap();
    let code = output(&[
        "code",
        "--graph",
        path,
        "--rule",
        "sigma-plus",
        "--board",
        "100",
    ]);
    assert_eq!(code, "v1.g3.aABBCBA.sigma-plus.n2.off.bg");
    assert_eq!(
        json(&["solve", "--code", &code]),
        json(&[
            "solve",
            "--graph",
            path,
            "--rule",
            "sigma-plus",
            "--board",
            "100"
        ])
    );
}

#[test]
fn the_command_line_refuses_a_code_mixed_with_other_puzzle_flags() {
    let code = "v1.s5x5.plane.plus.n2.off.seed42";
    let cases: [(&[&str], &str); 8] = [
        (
            &["analyze", "--code", code, "--rows", "5"],
            "--code and --rows cannot be used together",
        ),
        (
            &["solve", "--code", code, "--goal", "on"],
            "--code and --goal cannot be used together",
        ),
        (
            &["solve", "--code", code, "--board", "0"],
            "--code and --board cannot be used together",
        ),
        (
            &["code", "--code", code, "--seed", "1"],
            "--code and --seed cannot be used together",
        ),
        (
            &[
                "code", "--rows", "2", "--cols", "2", "--board", "0000", "--seed", "1",
            ],
            "--board and --seed cannot be used together",
        ),
        (
            &["solve", "--code", "v1.s5x5.plane.plus.n2.off"],
            "share code: ends after field 6",
        ),
        (&["table", "--code", code], "unknown flag --code for table"),
        (
            &["code", "--rows", "2", "--cols", "2", "--board", "012"],
            "one character per cell (4)",
        ),
    ];
    for (args, expected) in cases {
        let message = binary::refused(args);
        assert!(message.contains(expected), "{args:?}: {message}");
    }
}
