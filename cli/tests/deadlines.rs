//! `--time-limit T` as a user meets it on the slowest setups this build takes: whatever is
//! still running at T seconds stops, and the answer comes within T + max(1 s, 20% of T) with
//! what did not finish marked, or a refusal naming the limit when there is nothing to show.
//! Each case takes the limit of one second; they run one after another, so that they do not
//! slow each other down on a small machine.

use std::time::{Duration, Instant};

use serde_json::Value;

mod binary;
use binary::lights_lab;

/// A board of `cells` cells, all dark but the last.
fn one_light(cells: usize) -> String {
    format!("{}1", "0".repeat(cells - 1))
}

/// Runs `args` with `--time-limit 1`, checks the time it took, and returns the JSON printed
/// (exit 0) or the refusal (exit 2).
fn within_a_second(args: &[&str]) -> Result<Value, String> {
    within(args, 1)
}

/// Runs `args` with `--time-limit T`, checks that it answered within T + max(1 s, 20% of T),
/// and returns the JSON printed (exit 0) or the refusal (exit 2).
fn within(args: &[&str], limit: u64) -> Result<Value, String> {
    let mut args = args.to_vec();
    let seconds = limit.to_string();
    args.extend(["--time-limit", &seconds]);
    let bound =
        Duration::from_secs(limit) + Duration::from_secs(1).max(Duration::from_secs(limit) / 5);
    let started = Instant::now();
    let run = lights_lab(&args);
    let took = started.elapsed();
    assert!(took <= bound, "{:?} took {took:?}", &args[..3]);
    match run.code {
        Some(0) => Ok(serde_json::from_str(run.stdout.trim()).expect("JSON")),
        Some(2) => Err(run.stderr.trim_end().to_string()),
        other => panic!("{:?} exited with {other:?}: {}", &args[..3], run.stderr),
    }
}

#[test]
fn every_long_command_answers_within_its_time_limit() {
    // Factoring 256 x 256 with 16 states takes seconds (the canonical form of hundreds of
    // quiet patterns): nothing to show at the limit, so a refusal that names it.
    let refusal = within_a_second(&[
        "analyze", "--rows", "256", "--cols", "256", "--states", "16",
    ])
    .expect_err("not factored in a second");
    assert!(
        refusal.contains("did not finish within the time limit of 1 second;")
            && refusal.contains("--time-limit"),
        "{refusal}"
    );

    // The fewest lights to change on a 128 x 128 torus with 12 states: a chase of the whole
    // board per cell, seconds of work; the answer is the goal itself, not proven fewest.
    let board = one_light(128 * 128);
    let torus = ["--rows", "128", "--cols", "128", "--topology", "torus"];
    let mut solve = vec!["solve"];
    solve.extend(torus);
    solve.extend(["--states", "12", "--board", &board, "--minimal"]);
    if let Ok(answer) = within_a_second(&solve) {
        assert_eq!(answer["solvable"], false);
        assert!(answer["repair"]["lower_bound"].as_u64().unwrap() >= 1);
    }

    // The same on a 256 x 256 torus with 6 states (a second to factor; its 243 classes are
    // told apart by 5 invariants mod 3): the lights to change are looked for with a chase of
    // the whole board per cell, far past the limit. Given 4 seconds (the factoring alone can
    // take 2 on a busy machine) it answers in 5 at most with the lights that surely do (those
    // that differ from the goal), marked not proven.
    let cells = 256 * 256;
    let mut lights = vec![b'0'; cells];
    for cell in [0, 1000, 30000, cells - 1] {
        lights[cell] = b'1';
    }
    let board = String::from_utf8(lights).unwrap();
    let torus = ["--rows", "256", "--cols", "256", "--topology", "torus"];
    let mut solve = vec!["solve"];
    solve.extend(torus);
    solve.extend(["--states", "6", "--board", &board, "--minimal"]);
    let answer = within(&solve, 4).expect("an answer within the limit");
    assert_eq!(answer["solvable"], false);
    let repair = &answer["repair"];
    assert_eq!(repair["minimal"], false, "{repair}");
    assert_eq!(repair["changes"], 4);
    assert_eq!(repair["lower_bound"], 1);
    let repaired = repair["board"].as_str().unwrap();
    let mut check = vec!["solve"];
    check.extend(torus);
    check.extend(["--states", "6", "--board", repaired]);
    assert_eq!(within(&check, 4).expect("solved")["solvable"], true);

    // The largest fewest-press count and the deal share the second on a 200 x 200 torus.
    let _ = within_a_second(&[
        "random",
        "--rows",
        "200",
        "--cols",
        "200",
        "--topology",
        "torus",
        "--difficulty",
        "easy",
        "--seed",
        "1",
    ]);

    // The fewest presses of the all-on 1,000 x 1,000 torus: 64 quiet patterns of a million
    // cells, which the walk's sizing lets through at 2 seconds; laying out and costing the
    // walk took 3 s before the search first read its clock (5.1 s in all, given 3 or 4; now
    // 3.1 s given 3). Its answer: a solution, not proven fewest.
    let answer = within(
        &[
            "solve",
            "--rows",
            "1000",
            "--cols",
            "1000",
            "--topology",
            "torus",
            "--board",
            "on",
            "--minimal",
        ],
        3,
    )
    .expect("a solution within the limit");
    assert_eq!(answer["minimal"], false);
    assert_eq!(answer["solvable"], true);

    // 1,024 boards of up to 256 x 256 with 16 states: minutes of work; the table lists the
    // boards it did not finish and leaves their entries null.
    let table = within_a_second(&[
        "table", "--rows", "225..256", "--cols", "225..256", "--states", "16",
    ])
    .expect("a table, finished or not");
    let unfinished = table["unfinished"].as_array().unwrap();
    assert!(!unfinished.is_empty());
    let [r, c] = [&unfinished[0][0], &unfinished[0][1]].map(|v| v.as_u64().unwrap() as usize);
    assert_eq!(table["kernel_size"][r - 225][c - 225], Value::Null);
}
