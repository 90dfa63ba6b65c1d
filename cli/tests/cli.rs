//! The command line as a user meets it: the built binary, its JSON, its exit codes. Answers are
//! checked against facts from the seeds or by pressing the reported presses with the engine.

use std::path::PathBuf;

use serde_json::Value;

use lights_lab_engine::{
    Board, Pattern, Presses, Puzzle, Reduced, Rule, Shape, SharedPuzzle, SquareLattice, Topology,
};

mod binary;
use binary::{json, lights_lab, output, refused};

/// Plain Lights Out with `states` states, for pressing presses the binary reported.
fn lights_out(rows: usize, cols: usize, states: u8) -> Reduced {
    let shape = Shape::Square(SquareLattice::new(rows, cols, Topology::Plane).unwrap());
    let rule = Rule::Pattern(Pattern::square_preset("plus").unwrap());
    Reduced::new(&Puzzle::new(shape, rule, states).unwrap()).unwrap()
}

/// The board reached from `board` by pressing `presses`, as the engine computes it.
fn pressed(reduced: &Reduced, board: &str, presses: &str) -> String {
    let (cells, states) = (reduced.cells(), reduced.states());
    let board = Board::parse(board, cells, states).unwrap();
    let presses = Presses::parse(presses, cells, states).unwrap();
    reduced.apply(&board, &presses).to_string()
}

#[test]
fn five_by_five_has_rank_23_and_the_two_famous_quiet_patterns() {
    let analysis = json(&["analyze", "--rows", "5", "--cols", "5"]);
    assert_eq!(analysis["cells"], 25);
    assert_eq!(analysis["rank"], 23);
    assert_eq!(analysis["nullity"], 2);
    assert_eq!(analysis["kernel_size"], "4");
    assert_eq!(analysis["solvable_fraction"], "1/4");
    // 2^25 boards, a quarter of them solvable.
    assert_eq!(analysis["solvable_boards"], (1u64 << 23).to_string());
    // The classic chase leaves one row of unknowns.
    assert_eq!(analysis["unknowns"], 5);
    // The quiet patterns of 5 x 5 Lights Out: two of these three, whichever basis is chosen.
    let known = [
        "01110/10101/11011/10101/01110",
        "10101/10101/00000/10101/10101",
        "11011/00000/11011/00000/11011",
    ]
    .map(|rows| rows.replace('/', ""));
    let quiet: Vec<&str> = analysis["quiet_patterns"]
        .as_array()
        .unwrap()
        .iter()
        .map(|q| q.as_str().unwrap())
        .collect();
    assert_eq!(quiet.len(), 2);
    assert_ne!(quiet[0], quiet[1]);
    let dark = "0".repeat(25);
    let reduced = lights_out(5, 5, 2);
    for pattern in quiet {
        assert!(known.iter().any(|k| k == pattern), "{pattern}");
        assert_eq!(
            pressed(&reduced, &dark, pattern),
            dark,
            "{pattern} changes a light"
        );
    }
}

#[test]
fn a_single_lit_corner_of_five_by_five_cannot_be_put_out() {
    let corner = format!("1{}", "0".repeat(24));
    let answer = json(&["solve", "--rows", "5", "--cols", "5", "--board", &corner]);
    assert_eq!(answer["solvable"], false);
    assert_eq!(answer["presses"], Value::Null);
    let class = answer["class"].as_array().unwrap();
    assert_eq!(class.len(), 2, "one invariant per quiet pattern");
    assert!(class.iter().all(|invariant| invariant["modulus"] == 2));
    assert!(class.iter().any(|invariant| invariant["value"] == 1));
}

#[test]
fn solutions_of_random_boards_reach_the_goal() {
    let reduced = lights_out(5, 5, 2);
    for (goal, target) in [("off", "0".repeat(25)), ("on", "1".repeat(25))] {
        let run = lights_lab(&[
            "random", "--rows", "5", "--cols", "5", "--goal", goal, "--seed", "11", "--count", "4",
        ]);
        assert_eq!(run.code, Some(0), "{}", run.stderr);
        for board in run.stdout.lines() {
            let args = [
                "solve", "--rows", "5", "--cols", "5", "--board", board, "--goal", goal,
            ];
            let answer = json(&args);
            assert_eq!(answer["solvable"], true, "{board} towards {goal}");
            let presses = answer["presses"].as_str().unwrap();
            assert_eq!(pressed(&reduced, board, presses), target);
            let count = presses.chars().filter(|&c| c == '1').count();
            assert_eq!(answer["press_count"], count);
        }
    }
}

#[test]
fn three_states_solve_the_lit_centre_and_reach_all_lights() {
    // 3 x 3 with three states has no quiet pattern, so every board can be put out.
    let reduced = lights_out(3, 3, 3);
    let board = "000020000";
    let answer = json(&[
        "solve", "--rows", "3", "--cols", "3", "--states", "3", "--board", board,
    ]);
    assert_eq!(answer["solvable"], true);
    let presses = answer["presses"].as_str().unwrap();
    assert!(presses.chars().all(|c| ('0'..='2').contains(&c)));
    assert_eq!(pressed(&reduced, board, presses), "000000000");

    let answer = json(&[
        "solve", "--rows", "3", "--cols", "3", "--states", "3", "--board", board, "--goal", "on",
    ]);
    let presses = answer["presses"].as_str().unwrap();
    assert_eq!(pressed(&reduced, board, presses), "222222222");
}

/// The 5 x 5 grid as a graph file: each cell points to its four neighbours.
fn grid_graph_file() -> PathBuf {
    let mut text = String::from("25\n# the 5 x 5 grid, both directions\n");
    for cell in 0..25 {
        let (row, col) = (cell / 5, cell % 5);
        if col + 1 < 5 {
            text += &format!("{cell} {}\n{} {cell}\n", cell + 1, cell + 1);
        }
        if row + 1 < 5 {
            text += &format!("{cell} {}\n{} {cell}\n", cell + 5, cell + 5);
        }
    }
    let path = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("cli-grid-5x5.txt");
    std::fs::write(&path, text).unwrap();
    path
}

#[test]
fn lights_out_is_sigma_plus_on_the_grid_graph() {
    let path = grid_graph_file();
    let path = path.to_str().unwrap();
    let analysis = json(&["analyze", "--graph", path, "--rule", "sigma-plus"]);
    assert_eq!(analysis["nullity"], 2);
    assert_eq!(analysis["kernel_size"], "4");
    // SIGMA (the neighbours only) is the sigma pattern: nullity 5 on 5 x 5 (seed 002).
    let sigma = json(&["analyze", "--graph", path, "--rule", "sigma"]);
    assert_eq!(sigma["nullity"], 5);

    let board = "1100010000000000000000000";
    let answer = json(&[
        "solve",
        "--graph",
        path,
        "--rule",
        "sigma-plus",
        "--board",
        board,
    ]);
    assert_eq!(answer["solvable"], true);
    let presses = answer["presses"].as_str().unwrap();
    assert_eq!(
        pressed(&lights_out(5, 5, 2), board, presses),
        "0".repeat(25)
    );
}

#[test]
fn a_graph_files_drawing_travels_in_its_share_code() {
    // The path 0 - 1 - 2 drawn on a level line, as the app's editor saves it.
    let drawn = "3\n0 1\n1 0\n1 2\n2 1\n# at 0 0.1 0.5\n# at 1 0.5 0.5\n# at 2 0.9 0.5\n";
    let path = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("cli-drawn-path.txt");
    std::fs::write(&path, drawn).unwrap();
    let args = [
        "code",
        "--graph",
        path.to_str().unwrap(),
        "--rule",
        "sigma-plus",
    ];
    let code = output(&[&args[..], &["--seed", "3"]].concat());
    let shared = SharedPuzzle::from_code(code.trim()).unwrap();
    let board = shared.graph_board().expect("a graph's code");
    // Codes keep a drawing to about a thousandth of the unit box.
    let placed = board.points().iter().map(|p| (p.x, p.y));
    for ((x, y), (x0, y0)) in placed.zip([(0.1, 0.5), (0.5, 0.5), (0.9, 0.5)]) {
        assert!((x - x0).abs() < 1e-3 && (y - y0).abs() < 1e-3, "{x}, {y}");
    }
    // Without drawing lines the graph is drawn on a circle, and the code needs no drawing.
    let undrawn = drawn.lines().filter(|line| !line.starts_with('#'));
    std::fs::write(&path, undrawn.collect::<Vec<_>>().join("\n")).unwrap();
    let plain = output(&[&args[..], &["--seed", "3"]].concat());
    assert!(plain.len() < code.len(), "{plain} vs {code}");
    assert_eq!(
        SharedPuzzle::from_code(plain.trim()).unwrap().puzzle,
        shared.puzzle
    );
}

#[test]
fn a_seed_repeats_its_boards_and_every_one_is_solvable() {
    let args = [
        "random", "--rows", "5", "--cols", "5", "--seed", "7", "--count", "3",
    ];
    let first = lights_lab(&args);
    assert_eq!(first.code, Some(0), "{}", first.stderr);
    assert_eq!(lights_lab(&args).stdout, first.stdout);
    let boards: Vec<&str> = first.stdout.lines().collect();
    assert_eq!(boards.len(), 3, "the boards alone, one per line");
    for board in boards {
        assert_eq!(board.len(), 25);
        let answer = json(&["solve", "--rows", "5", "--cols", "5", "--board", board]);
        assert_eq!(answer["solvable"], true, "{board}");
    }
}

#[test]
fn without_a_seed_random_prints_one_board() {
    let run = lights_lab(&["random", "--hex", "3"]);
    assert_eq!(run.code, Some(0), "{}", run.stderr);
    assert_eq!(run.stdout.lines().count(), 1);
    assert_eq!(
        run.stdout.trim_end().len(),
        19,
        "an order-3 hexagon has 19 cells"
    );
}

#[test]
fn nullity_table_matches_the_seed() {
    let table = json(&["table", "--rows", "1..6", "--cols", "1..6"]);
    let sides: Vec<u64> = (1..=6).collect();
    assert_eq!(table["rows"], serde_json::json!(sides));
    assert_eq!(table["cols"], serde_json::json!(sides));
    let nullity: Vec<Vec<u64>> = serde_json::from_value(table["nullity"].clone()).unwrap();
    // Seed 002: n x n nullity for n = 1..6.
    let diagonal: Vec<u64> = (0..6).map(|n| nullity[n][n]).collect();
    assert_eq!(diagonal, [0, 0, 0, 4, 2, 0]);
    // Turning the board a quarter turn changes nothing.
    for (m, row) in nullity.iter().enumerate() {
        for (n, &value) in row.iter().enumerate() {
            assert_eq!(value, nullity[n][m], "{} x {}", m + 1, n + 1);
        }
    }
}

#[test]
fn with_six_states_the_table_gives_kernel_sizes_joined_by_the_chinese_remainder_theorem() {
    let ranges = ["--rows", "3..5", "--cols", "4"];
    let nullity = |states: &str| -> Vec<Vec<u32>> {
        let table = json(&[&["table", "--states", states][..], &ranges[..]].concat());
        serde_json::from_value(table["nullity"].clone()).unwrap()
    };
    let (two, three) = (nullity("2"), nullity("3"));
    let six = json(&[&["table", "--states", "6"][..], &ranges[..]].concat());
    assert!(six.get("nullity").is_none(), "no nullity over Z_6");
    let sizes: Vec<Vec<String>> = serde_json::from_value(six["kernel_size"].clone()).unwrap();
    for row in 0..3 {
        let expected = 2u64.pow(two[row][0]) * 3u64.pow(three[row][0]);
        assert_eq!(sizes[row][0], expected.to_string(), "{} x 4", row + 3);
    }
}

#[test]
fn bad_input_is_one_line_naming_the_problem() {
    let graph = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("no-such-graph.txt");
    let graph = graph.to_str().unwrap();
    let short = "0".repeat(24);
    let cases: [(&[&str], &[&str]); 7] = [
        (
            &["analyze", "--rows", "0", "--cols", "5"],
            &["rows", "1..=10000", "0"],
        ),
        (
            &["analyze", "--rows", "10001", "--cols", "5"],
            &["rows", "1..=10000", "10001"],
        ),
        (
            &["solve", "--rows", "5", "--cols", "5", "--board", &short],
            &["board", "25", "24"],
        ),
        (
            &["solve", "--rows", "2", "--cols", "2", "--board", "0120"],
            &["'2'", "0-1"],
        ),
        (
            &[
                "analyze",
                "--rows",
                "5",
                "--cols",
                "5",
                "--pattern",
                "queen",
            ],
            &["--pattern must be", "queen", "plus"],
        ),
        (
            &["analyze", "--rows", "5", "--cols", "5", "--frobnicate", "1"],
            &["--frobnicate", "allowed", "--rows"],
        ),
        (
            &["analyze", "--graph", graph, "--rule", "sigma"],
            &[graph, "graph file"],
        ),
    ];
    for (args, words) in cases {
        let line = refused(args);
        for word in words {
            assert!(
                line.contains(word),
                "{args:?}: {line:?} should name {word:?}"
            );
        }
    }
}

#[test]
fn conflicting_or_missing_flags_are_refused() {
    for args in [
        &["analyze", "--hex", "3", "--rows", "3", "--cols", "3"][..],
        &[
            "analyze",
            "--rows",
            "3",
            "--cols",
            "3",
            "--pattern",
            "x",
            "--offsets",
            "0,0",
        ],
        &["analyze", "--graph", "g.txt"],
        &["analyze", "--rows", "3"],
        &["analyze", "--rows", "3", "--cols", "3", "--rows", "4"],
        &["solve", "--rows", "3", "--cols", "3"],
        &["solve", "--rows", "3", "--cols", "3", "--board"],
        &["random", "--rows", "3", "--cols", "3", "--count", "10001"],
        &["table", "--rows", "1..256", "--cols", "1..256"],
        &["table", "--rows", "0..3", "--cols", "1"],
        &["frobnicate"],
    ] {
        refused(args);
    }
}

/// A negative number is a value out of range, answered by the flag's own check ("--rows must
/// be 1..=10000"), not taken for an unknown flag.
#[test]
fn negative_numbers_are_refused_by_the_flag_they_were_given_to() {
    for (args, expected) in [
        (
            &["solve", "--rows", "-3", "--cols", "5", "--board", "off"][..],
            "--rows must be 1..=10000, got \"-3\"",
        ),
        (
            &[
                "solve",
                "--rows",
                "5",
                "--cols",
                "5",
                "--board",
                "off",
                "--time-limit",
                "-1",
            ],
            "--time-limit must be 1..=3600 seconds, got \"-1\"",
        ),
        (
            &["random", "--rows", "5", "--cols", "5", "--count", "-2"],
            "--count must be 1..=",
        ),
        (
            &[
                "solutions",
                "--rows",
                "5",
                "--cols",
                "5",
                "--board",
                "off",
                "--limit",
                "-2",
            ],
            "--limit must be 1..=",
        ),
    ] {
        let line = refused(args);
        assert!(line.starts_with(expected), "{args:?}: {line}");
    }
}

#[test]
fn help_prints_the_usage_and_no_arguments_is_an_error() {
    let help = lights_lab(&["--help"]);
    assert_eq!(help.code, Some(0));
    assert!(help.stdout.contains("lights-lab solve PUZZLE --board B"));
    assert_eq!(lights_lab(&["help"]).stdout, help.stdout);

    let bare = lights_lab(&[]);
    assert_eq!(bare.code, Some(2));
    assert!(bare.stdout.is_empty());
    assert_eq!(bare.stderr, help.stdout);
}

/// docs/command-line.md shows the help of `lights-lab` and of each of its commands, each in a
/// block that opens with the command line printing it (`$ lights-lab solve --help`). A reader
/// trusts those blocks as the flags and ranges the binary takes, so each must be what the
/// binary prints, and a command added to the binary must be shown there too.
#[test]
fn the_command_line_reference_shows_every_help_the_binary_prints() {
    let reference = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../docs/command-line.md"
    ))
    .expect("docs/command-line.md, the command-line reference");
    let mut shown = Vec::new();
    for block in reference.split("\n```\n$ lights-lab ").skip(1) {
        let (line, rest) = block.split_once('\n').expect("the block has output");
        let end = rest.find("\n```\n").expect("the block ends");
        let args: Vec<&str> = line.split_whitespace().collect();
        assert_eq!(&rest[..end], lights_lab(&args).stdout.trim_end(), "{line}");
        shown.push(line.to_string());
    }

    let help = lights_lab(&["--help"]).stdout;
    let listed = help
        .split("\nCommands:\n")
        .nth(1)
        .and_then(|rest| rest.split("\n\n").next())
        .expect("--help lists the commands");
    // A command's line starts two spaces in; its description's later lines start further in.
    let mut expected: Vec<String> = listed
        .lines()
        .filter_map(|line| line.strip_prefix("  "))
        .filter(|line| !line.starts_with(' '))
        .filter_map(|line| line.split_whitespace().next())
        .filter(|&command| command != "help")
        .map(|command| format!("{command} --help"))
        .collect();
    assert!(expected.len() >= 9, "{expected:?}");
    expected.push("--help".to_string());
    expected.sort();
    shown.sort();
    assert_eq!(
        shown, expected,
        "the help blocks docs/command-line.md shows, and those of every command"
    );
}

#[test]
fn refusals_escape_control_characters_and_shorten_long_values() {
    let line = refused(&["analyze", "--rows", "3", "--cols", "3", "--fr\nob\u{1b}"]);
    assert!(
        line.starts_with("unknown flag --fr\\nob\\u{1b} for analyze"),
        "{line}"
    );
    // Just under Linux's 128 KiB limit for one argument.
    let huge = "9".repeat(131_000);
    let line = refused(&["analyze", "--rows", "5", "--cols", &huge]);
    assert!(
        line.starts_with("--cols must be 1..=10000, got \"9999"),
        "{line}"
    );
    assert!(line.ends_with("... (131000 characters)"), "{line}");
    assert!(line.len() <= 300, "{} characters", line.len());
}
