//! What players have saved must still open. Each file in tests/fixtures/saved/ is a value the
//! release of 28 November 2026 (main plus Levels, Statistics and Worksheet, commit 5e13b46)
//! wrote into localStorage or sessionStorage while a person played it in Chromium: the Lights
//! Out game (a daily solved by hints, a level, a game with a redo tail, a share link's torus,
//! a game dealt Hard, a hexagon, a graph), a game kept aside and the game set aside for a link,
//! the statistics, the levels' progress, the ELLO game and Learn's place. Each reads, opens as
//! the game the player left, and is written back to the letter, so saving it again loses
//! nothing.

// Natively: the browser tests are tests/web.rs.
#![cfg(not(target_arch = "wasm32"))]

use lights_lab_engine::{Difficulty, Topology};
use lights_lab_web::ello::saved::SavedGame;
use lights_lab_web::journey::progress::Progress;
use lights_lab_web::journey::statistics::Statistics;
use lights_lab_web::learn::state::{Pass, Place, View};
use lights_lab_web::play::kept::Kept;
use lights_lab_web::play::snapshot::Snapshot;
use lights_lab_web::play::state::State;
use lights_lab_web::puzzle::setup::Lattice;
use lights_lab_web::shared::codec::Codec;

/// The file `name` of tests/fixtures/saved/.
fn saved(name: &str) -> String {
    let path = format!("{}/tests/fixtures/saved/{name}", env!("CARGO_MANIFEST_DIR"));
    std::fs::read_to_string(&path).unwrap_or_else(|error| panic!("{path}: {error}"))
}

/// `T` read from the file `name`, after checking that it is written back to the letter.
fn read<T: Codec>(name: &str) -> T {
    let text = saved(name);
    let value = T::from_text(&text).unwrap_or_else(|error| panic!("{name}: {error}"));
    assert_eq!(value.to_text(), text, "{name} is written back as it was");
    value
}

/// The Lights Out game in the file `name`, opened as a reload opens it.
fn game(name: &str) -> State {
    read::<Snapshot>(name);
    Snapshot::read(&saved(name), 7).unwrap_or_else(|error| panic!("{name}: {error}"))
}

#[test]
fn lights_out_games_open_where_the_player_left_them() {
    let daily = game("game-daily.json");
    assert_eq!(daily.setup.surface, Topology::Torus);
    assert_eq!(daily.game.moves, [2, 12, 15, 22]);
    assert_eq!(daily.game.position, 4);
    assert!(daily.game.board.0.iter().all(|&light| light == 0), "solved");
    assert_eq!(daily.game.hints, 4);
    assert_eq!(
        (daily.game.started, daily.game.finished),
        (Some(1796202004054), Some(1796202004875))
    );
    assert_eq!(
        daily.daily_date.map(|day| day.iso()).as_deref(),
        Some("2026-12-02")
    );
    assert_eq!(daily.seed, Some(2551446254142399920));

    let level = game("game-level.json");
    assert_eq!((level.setup.rows, level.setup.cols), (3, 3));
    assert_eq!(level.level_number, Some(1));
    assert_eq!(
        (level.game.moves.as_slice(), level.game.position),
        (&[4][..], 1)
    );

    let redo = game("game-redo.json");
    assert_eq!(
        (redo.game.moves.as_slice(), redo.game.position),
        (&[12, 1][..], 1)
    );
    assert!(
        redo.game.can_redo(),
        "the undone press is still there to redo"
    );
    assert_eq!(redo.seed, Some(4814666445573869545));

    let torus = game("game-shared-torus.json");
    assert_eq!(
        (torus.setup.rows, torus.setup.surface),
        (4, Topology::Torus)
    );
    assert_eq!(torus.seed, Some(3));
    assert_eq!(torus.game.moves, [5]);

    let hard = game("game-hard.json");
    assert_eq!(hard.fewest.difficulty, Some(Difficulty::Hard));
    assert_eq!((hard.seed, hard.game.moves.len()), (None, 0));

    let hex = game("game-hex.json");
    assert_eq!((hex.setup.lattice, hex.setup.order), (Lattice::Hex, 3));
    assert_eq!(
        (hex.game.start.0.len(), hex.game.moves.as_slice()),
        (19, &[2][..])
    );

    let graph = game("game-graph.json");
    assert_eq!(graph.setup.lattice, Lattice::Graph);
    let drawn = graph
        .setup
        .graph
        .as_ref()
        .expect("the graph and its drawing");
    assert_eq!(drawn.name(), "Lights Out Cube of 54 vertices");
    assert_eq!(graph.game.moves, [1]);
}

#[test]
fn games_kept_and_set_aside_open_too() {
    let kept: Kept = read("kept-daily.json");
    assert_eq!(kept.saved, 1796202005762.0);
    assert_eq!(kept.game.daily.as_deref(), Some("2026-12-02"));
    let restored = kept.game.restore(7).expect("the kept game opens");
    assert_eq!(restored.game.moves, [2, 12, 15, 22]);

    let kept: Kept = read("kept-redo.json");
    let restored = kept.game.restore(7).expect("the kept game opens");
    assert_eq!(
        (restored.game.moves.as_slice(), restored.game.position),
        (&[12, 1][..], 1)
    );

    // The game set aside for a level, in the tab's own storage: the daily, as it was.
    let aside = game("aside.json");
    assert_eq!(aside.game.moves, [2, 12, 15, 22]);
    assert_eq!(
        aside.daily_date.map(|day| day.iso()).as_deref(),
        Some("2026-12-02")
    );
}

#[test]
fn the_players_records_open() {
    let statistics: Statistics = read("statistics.json");
    assert_eq!(
        (statistics.played_count(), statistics.solved_count()),
        (1, 1)
    );
    let day = &statistics.days[0];
    assert_eq!(
        (day.day.iso(), day.presses, day.fewest, day.hints),
        ("2026-12-02".into(), Some(4), Some(4), 4)
    );

    let progress: Progress = read("levels.json");
    let best = progress.best(1).expect("level 1 was solved");
    assert_eq!((best.presses, best.hints, best.stars(1)), (1, 0, 3));
    assert_eq!(progress.next_unsolved(10), Some(2));
}

#[test]
fn the_ello_game_and_learns_place_open() {
    let ello: SavedGame = read("ello.json");
    let state = ello.restore(7).expect("the ELLO game opens");
    assert_eq!(state.vertices(), 10);
    assert!(ello.code.starts_with("ello.v1.g10."));

    let place: Place = read("learn.json");
    assert_eq!(
        (place.view, place.pass, place.shown),
        (View::Chase, Pass::First, true)
    );
    assert_eq!(place.board.len(), 54);
    assert!(
        place.setup.puzzle().is_ok(),
        "Learn's board is the Lights Out Cube"
    );
}
