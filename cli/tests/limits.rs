//! The limits docs/command-line.md's table states, each tried on the command line at the limit (an
//! answer) and just past it (a refusal naming the limit), so that the table stays true.

use std::path::PathBuf;

mod binary;
use binary::{json, lights_lab, refused};

fn file(name: &str, text: &str) -> String {
    let path = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join(format!("limits-{name}"));
    std::fs::write(&path, text).unwrap();
    path.to_string_lossy().into_owned()
}

/// A custom pattern of `count` offsets along a row: (0,0), (0,1), ...
fn row_offsets(count: usize) -> String {
    let offsets: Vec<String> = (0..count).map(|c| format!("0,{c}")).collect();
    format!("--offsets={}", offsets.join(";"))
}

/// `at` answers; `past` is refused with a message containing `says`.
fn at_and_past(at: &[&str], past: &[&str], says: &str) {
    let run = lights_lab(at);
    assert_eq!(run.code, Some(0), "{at:?}: {}", run.stderr);
    let refusal = refused(past);
    assert!(refusal.contains(says), "{past:?}: {refusal}");
}

#[test]
fn board_sizes_states_and_rules() {
    // Classic Lights Out takes every side up to the limit (the polynomial route needs no
    // move matrix); other rules and surfaces stop at the move-matrix entries below.
    at_and_past(
        &["analyze", "--rows", "10000", "--cols", "10000"],
        &["analyze", "--rows", "10000", "--cols", "10001"],
        "--cols must be 1..=10000",
    );
    at_and_past(
        &[
            "analyze",
            "--rows",
            "1",
            "--cols",
            "10000",
            "--topology",
            "torus",
        ],
        &[
            "analyze",
            "--rows",
            "10001",
            "--cols",
            "1",
            "--topology",
            "torus",
        ],
        "--rows must be 1..=10000",
    );
    let refusal = refused(&[
        "analyze",
        "--rows",
        "10000",
        "--cols",
        "10000",
        "--topology",
        "torus",
    ]);
    assert!(refusal.contains("at most 8388608 are allowed"), "{refusal}");
    at_and_past(
        &["analyze", "--hex", "64"],
        &["analyze", "--hex", "65"],
        "--hex must be 1..=64",
    );
    at_and_past(
        &["analyze", "--rows", "2", "--cols", "2", "--states", "16"],
        &["analyze", "--rows", "2", "--cols", "2", "--states", "17"],
        "--states must be 2..=16",
    );
    at_and_past(
        &[
            "analyze",
            "--rows",
            "3",
            "--cols",
            "3",
            "--offsets=256,-256",
        ],
        &["analyze", "--rows", "3", "--cols", "3", "--offsets=257,0"],
        "within -256..=256",
    );
    let offsets: Vec<String> = (0..1024)
        .map(|i| format!("{},{}", i / 32, i % 32))
        .collect();
    let at = format!("--offsets={}", offsets.join(";"));
    let past = format!("{at};31,32");
    at_and_past(
        &["analyze", "--rows", "1", "--cols", "1", &at],
        &["analyze", "--rows", "1", "--cols", "1", &past],
        "1..=1024 offsets",
    );
    // 65,536 cells x 128 offsets is 2^23 move-matrix entries at most.
    at_and_past(
        &[
            "analyze",
            "--rows",
            "256",
            "--cols",
            "256",
            &row_offsets(128),
        ],
        &[
            "analyze",
            "--rows",
            "256",
            "--cols",
            "256",
            &row_offsets(129),
        ],
        "at most 8388608 are allowed",
    );
}

#[test]
fn graphs_and_the_residual_systems_they_leave() {
    // With no arcs under SIGMA every vertex is a free unknown of the residual system.
    let unknowns = |count: usize| file(&format!("v{count}.txt"), &format!("{count}\n"));
    // 4,096 of them are answered in the quiet-pattern test below.
    let refusal = refused(&["analyze", "--graph", &unknowns(4097), "--rule", "sigma"]);
    assert!(
        refusal.contains("4097 unknowns; with 2 states at most 4096"),
        "{refusal}"
    );
    at_and_past(
        &[
            "analyze",
            "--graph",
            &unknowns(512),
            "--rule",
            "sigma",
            "--states",
            "3",
        ],
        &[
            "analyze",
            "--graph",
            &unknowns(513),
            "--rule",
            "sigma",
            "--states",
            "3",
        ],
        "513 unknowns; with 3 states at most 512",
    );
    // Under SIGMA+ the same vertices leave nothing to solve: only the vertex count limits.
    at_and_past(
        &[
            "analyze",
            "--graph",
            &unknowns(65536),
            "--rule",
            "sigma-plus",
        ],
        &[
            "analyze",
            "--graph",
            &unknowns(65537),
            "--rule",
            "sigma-plus",
        ],
        "65536",
    );
}

#[test]
fn walks_through_every_solution_are_sized_by_their_quiet_patterns_before_they_start() {
    // 512 x 512 has 252 quiet patterns: 66,060,288 entries, 2^25 a second of time limit.
    let side = [
        "random",
        "--rows",
        "512",
        "--cols",
        "512",
        "--difficulty",
        "hard",
    ];
    let refusal = refused(&[&side[..], &["--time-limit", "1"]].concat());
    assert!(
        refusal.contains("252 quiet patterns of 262144 cells")
            && refusal.contains("allow 2 seconds or more with --time-limit T"),
        "{refusal}"
    );
    // Given two seconds the deal is tried (and may stop at the deadline, saying so).
    let tried = lights_lab(&[&side[..], &["--time-limit", "2"]].concat());
    assert!(
        !tried.stderr.contains("quiet patterns of"),
        "{}",
        tried.stderr
    );
    // 1024 x 1024 has 484: 507,510,784 entries, past the 2^27 of any time limit.
    let refusal = refused(&[
        "random",
        "--rows",
        "1024",
        "--cols",
        "1024",
        "--difficulty",
        "easy",
        "--time-limit",
        "3600",
    ]);
    assert!(
        refusal.contains("more than the 134217728 any time limit allows"),
        "{refusal}"
    );
    // The fewest-press search there answers the solution it has, not proven fewest.
    let answer = json(&[
        "solve",
        "--rows",
        "1024",
        "--cols",
        "1024",
        "--board",
        "on",
        "--minimal",
    ]);
    assert_eq!(answer["minimal"], false);
    assert!(answer["press_count"].as_u64().unwrap() > 0);
    let why = answer["unfinished"].as_str().unwrap();
    assert!(
        why.contains("--minimal on this setup walks 484 quiet patterns")
            && why.contains("leave out --minimal"),
        "{why}"
    );
}

#[test]
fn what_one_command_prints() {
    at_and_past(
        &["random", "--rows", "1", "--cols", "1", "--count", "10000"],
        &["random", "--rows", "1", "--cols", "1", "--count", "10001"],
        "--count must be 1..=10000",
    );
    // 1,024 boards of 256 x 256 would be 67,109,888 characters, past 2^26.
    let refusal = refused(&[
        "random", "--rows", "256", "--cols", "256", "--count", "1024",
    ]);
    assert!(refusal.contains("at most 67108864"), "{refusal}");
    let one_cell = [
        "solutions",
        "--rows",
        "1",
        "--cols",
        "1",
        "--board",
        "0",
        "--limit",
    ];
    at_and_past(
        &[&one_cell[..], &["100000"]].concat(),
        &[&one_cell[..], &["100001"]].concat(),
        "--limit must be 1..=100000",
    );
    // A page of 1,024 solutions of 65,536 cells is 2^26 cells (65,536 vertices under SIGMA+
    // with no arcs: nothing to chase, so the page is all the work).
    let dark = "0".repeat(65536);
    let vertices = file("page.txt", "65536\n");
    let page = [
        "solutions",
        "--graph",
        &vertices,
        "--rule",
        "sigma-plus",
        "--board",
        &dark,
    ];
    at_and_past(
        &[&page[..], &["--limit", "1024"]].concat(),
        &[&page[..], &["--limit", "1025"]].concat(),
        "at most 67108864 are allowed",
    );
    // 20 isolated vertices under SIGMA: 2^20 solutions, the most a sorted listing weighs.
    let isolated = |count: usize| file(&format!("i{count}.txt"), &format!("{count}\n"));
    let sorted = |count: usize| {
        let graph = isolated(count);
        let board = "0".repeat(count);
        let args: Vec<String> = [
            "solutions",
            "--graph",
            &graph,
            "--rule",
            "sigma",
            "--board",
            &board,
            "--sorted",
            "--limit",
            "1",
        ]
        .map(String::from)
        .to_vec();
        args
    };
    let (at, past) = (sorted(20), sorted(21));
    at_and_past(
        &at.iter().map(String::as_str).collect::<Vec<_>>(),
        &past.iter().map(String::as_str).collect::<Vec<_>>(),
        "offered up to 1048576",
    );
    at_and_past(
        &["table", "--rows", "1..4", "--cols", "1..256"],
        &["table", "--rows", "1..5", "--cols", "1..205"],
        "at most 1024 are allowed",
    );
    let small = ["analyze", "--rows", "2", "--cols", "2", "--time-limit"];
    at_and_past(
        &[&small[..], &["3600"]].concat(),
        &[&small[..], &["3601"]].concat(),
        "--time-limit must be 1..=3600 seconds",
    );
}

#[test]
fn quiet_patterns_stop_at_a_mebibyte_unless_all_are_asked_for() {
    // 4,096 quiet patterns of 4,096 cells (the most unknowns N = 2 allows): 16 MiB of
    // patterns, 256 of them in a mebibyte.
    let graph = file("q4096.txt", "4096\n");
    let summary = json(&["analyze", "--graph", &graph, "--rule", "sigma"]);
    assert_eq!(summary["quiet_patterns"].as_array().unwrap().len(), 256);
    assert_eq!(summary["quiet_patterns_omitted"], 4096 - 256);
    assert_eq!(summary["nullity"], 4096);
    let all = json(&[
        "analyze",
        "--graph",
        &graph,
        "--rule",
        "sigma",
        "--all-quiet-patterns",
    ]);
    assert_eq!(all["quiet_patterns"].as_array().unwrap().len(), 4096);
    assert_eq!(all["quiet_patterns_omitted"], 0);
}

/// Only past the limit: parsing 64 MiB takes a debug build longer than this test should.
#[test]
fn graph_files_past_64_mebibytes_are_refused() {
    let path = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("limits-big.txt");
    let past_limit = std::fs::File::create(&path).unwrap();
    past_limit.set_len((64 << 20) + 1).unwrap();
    let graph = path.to_string_lossy().into_owned();
    let past = refused(&["analyze", "--graph", &graph, "--rule", "sigma"]);
    assert!(past.contains("larger than 67108864 bytes"), "{past}");
    std::fs::remove_file(&path).unwrap();
}
