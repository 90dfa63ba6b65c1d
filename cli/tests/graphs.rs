//! The `graph` command: presets written as graph files that `analyze --graph` reads.

mod binary;

use rand::rngs::StdRng;
use rand::SeedableRng;
use serde_json::Value;

use binary::{lights_lab, Run};
use lights_lab_engine::{GraphBoard, Preset};

fn board(preset: Preset) -> GraphBoard {
    preset
        .board_with_rng(&mut StdRng::seed_from_u64(0))
        .unwrap()
}

/// `graph PRESET` writes a file `analyze --graph` reads; the drawing rides along.
#[test]
fn the_command_line_prints_presets_for_graph_boards() {
    let Run {
        code,
        stdout: text,
        stderr,
    } = lights_lab(&["graph", "merlin"]);
    assert_eq!(code, Some(0), "{stderr}");
    assert_eq!(
        GraphBoard::parse(&text).unwrap().graph(),
        board(Preset::Merlin).graph()
    );
    let path = std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join("graphs-merlin.txt");
    std::fs::write(&path, &text).unwrap();
    let path = path.to_string_lossy().into_owned();
    let Run {
        code,
        stdout,
        stderr,
    } = lights_lab(&["analyze", "--graph", &path, "--rule", "sigma-plus"]);
    assert_eq!(code, Some(0), "{stderr}");
    let analysis: Value = serde_json::from_str(&stdout).unwrap();
    assert_eq!(analysis["nullity"], 0);
    // Random presets repeat with a seed; fixed ones refuse one.
    let first = lights_lab(&["graph", "tree", "30", "--seed", "4"]).stdout;
    assert_eq!(
        first,
        lights_lab(&["graph", "tree", "30", "--seed", "4"]).stdout
    );
    let Run { code, stderr, .. } = lights_lab(&["graph", "petersen", "--seed", "4"]);
    assert_eq!(code, Some(2));
    assert!(stderr.contains("random presets"), "{stderr}");
}
