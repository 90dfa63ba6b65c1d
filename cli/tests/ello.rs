//! The `ello` command: decides a game read from a graph file, with a winning order, draws
//! winnable colourings from a seed, and refuses bad games in one line.

mod binary;

use serde_json::Value;

use binary::{lights_lab, Run};
use lights_lab_engine::ello::{parse_colours, Game, Graph, Status};

/// Writes a graph file in Cargo's scratch directory for tests; returns its path.
fn write_graph(name: &str, text: &str) -> String {
    let path = std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join(format!("ello-{name}"));
    std::fs::write(&path, text).unwrap();
    path.to_string_lossy().into_owned()
}

#[test]
fn the_command_line_decides_and_orders() {
    // Fig. 1a's kind of graph: K_4 minus an edge, an oddity (Theorem 7.8's H_3).
    let file = write_graph("k4-e.txt", "4\n0 1\n0 2\n1 2\n1 3\n2 3\n");
    let Run {
        code,
        stdout,
        stderr,
    } = lights_lab(&["ello", "--graph", &file, "--colors", "grrr"]);
    assert_eq!(code, Some(0), "{stderr}");
    let answer: Value = serde_json::from_str(&stdout).unwrap();
    assert_eq!(answer["winnable"], true);
    assert_eq!(answer["parity_ok"], true);
    let order: Vec<usize> = answer["order"]
        .as_array()
        .unwrap()
        .iter()
        .map(|v| v.as_u64().unwrap() as usize)
        .collect();
    // The order, played by the game's rules, wins.
    let graph = Graph::new(4, &[(0, 1), (0, 2), (1, 2), (1, 3), (2, 3)]).unwrap();
    let game = Game::replay(graph, parse_colours("grrr", 4).unwrap(), &order).unwrap();
    assert_eq!(game.status(), Status::Won);
    // An even number of greens on an odd-type graph fails Theorem 1.5.
    let Run { stdout, .. } = lights_lab(&["ello", "--graph", &file, "--colors", "ggrr"]);
    let answer: Value = serde_json::from_str(&stdout).unwrap();
    assert_eq!(answer["winnable"], false);
    assert_eq!(answer["parity_ok"], false);
    assert!(answer["order"].is_null());
    assert!(answer["reason"].as_str().unwrap().contains("Theorem 1.5"));
}

#[test]
fn the_command_line_reads_presets_and_draws_random_games() {
    let Run {
        code, stdout: text, ..
    } = lights_lab(&["graph", "hypercube", "3"]);
    assert_eq!(code, Some(0));
    let file = write_graph("q3.txt", &text);
    let args = [
        "ello", "--graph", &file, "--colors", "random", "--seed", "11",
    ];
    let Run {
        code,
        stdout: first,
        stderr,
    } = lights_lab(&args);
    assert_eq!(code, Some(0), "{stderr}");
    let Run { stdout: second, .. } = lights_lab(&args);
    assert_eq!(first, second, "a seed repeats the draw");
    let answer: Value = serde_json::from_str(&first).unwrap();
    assert_eq!(answer["winnable"], true);
    assert_eq!(answer["uniform"], true);
    assert_eq!(answer["family"], "hypercube Q_3");
}

#[test]
fn the_command_line_refuses_bad_games_in_one_line() {
    let file = write_graph("loop.txt", "2\n0 1\n1 1\n");
    let cases: [(&[&str], &str); 4] = [
        (&["ello", "--graph", &file, "--colors", "gr"], "loop"),
        (&["ello", "--colors", "gr"], "needs --graph"),
        (
            &["ello", "--graph", "/nonexistent/graph.txt", "--colors", "g"],
            "--graph must be a readable graph file",
        ),
        (&["graph", "cycle", "2"], "cycle vertices must be 3..=65536"),
    ];
    for (args, expected) in cases {
        let Run {
            code,
            stdout,
            stderr,
        } = lights_lab(args);
        assert_eq!(code, Some(2), "{args:?}");
        assert!(stdout.is_empty());
        assert_eq!(stderr.lines().count(), 1, "{stderr}");
        assert!(stderr.contains(expected), "{args:?}: {stderr}");
    }
    let good = write_graph("edge.txt", "2\n0 1\n");
    let Run { stderr, .. } = lights_lab(&["ello", "--graph", &good, "--colors", "gx"]);
    assert!(stderr.contains("g (green) or r (red)"), "{stderr}");
    let Run { stderr, .. } =
        lights_lab(&["ello", "--graph", &good, "--colors", "gr", "--seed", "1"]);
    assert!(stderr.contains("--colors random"), "{stderr}");
}
