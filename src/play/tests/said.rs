//! What a screen reader is told as the page changes: each change a sighted player sees (a
//! hint's ring, a quiet pattern's marks, a repair's rings, a dealt board, the fewest presses
//! settled) is said in one short sentence, and names the cells it is about as their own
//! names do.

use super::harness::Harness;
use crate::analyst::{Refusal, Response};
use crate::play::fewest::model::FewestAction;
use crate::play::reducer::{Action, Event};
use crate::play::state::Verdict;
use crate::puzzle::setup::Setup;
use lights_lab_engine::Board;

/// 5 x 5 Lights Out after one press of the centre from dark: one press solves it.
fn centre_pressed() -> Board {
    let mut board = vec![0; 25];
    for cell in [7, 11, 12, 13, 17] {
        board[cell] = 1;
    }
    Board(board)
}

/// The name of a cell, as its button is named: "row 2, column 3".
fn name(harness: &Harness, cell: usize) -> String {
    let geometry = harness.state.geometry();
    geometry.site(geometry.cell_site(cell)).name()
}

#[test]
fn a_hint_says_which_cell_to_press_each_time_it_is_asked_for() {
    let mut harness = Harness::new();
    harness.act(Action::Hint);
    let cell = harness.state.ui.hint.expect("a hint on a dealt puzzle");
    let sentence = format!("Hint: press {}.", name(&harness, cell));
    assert!(sentence.starts_with("Hint: press row "), "{sentence}");
    assert_eq!(harness.last_heard(), sentence);
    // Asked again, the same hint is said again.
    let heard = harness.heard.len();
    harness.act(Action::Hint);
    assert_eq!(harness.heard.len(), heard + 1);
    assert_eq!(harness.last_heard(), sentence);
    // A press makes it old news: the live region is emptied.
    harness.act(Action::Activate(harness.site(cell)));
    assert_eq!(harness.state.said.sentence(), None);
}

#[test]
fn a_dealt_puzzle_is_said_with_its_fewest_presses_once_proven() {
    let harness = Harness::new();
    let fewest = harness
        .state
        .fewest_count()
        .expect("a dealt puzzle's count");
    assert!(fewest.proven, "5 x 5 deals are weighed whole");
    let heard = harness.heard.join(" ");
    assert!(heard.contains("A new puzzle is ready"), "{heard}");
    let presses = format!("{} presses", fewest.presses);
    assert!(
        heard.contains(&format!(
            "A new puzzle is ready: it takes {presses} at fewest."
        )) || heard.contains(&format!(
            "Fewest presses for this board: {}, proven.",
            fewest.presses
        )),
        "{heard}"
    );
}

#[test]
fn the_setup_worked_out_is_said_as_the_chance_of_a_solvable_board() {
    let harness = Harness::blank(Setup::default());
    // 5 x 5 has two quiet patterns: 1 board in 4 can be solved.
    assert!(
        harness
            .heard
            .contains(&"Worked out: 1 in every 4 boards can be solved.".to_string()),
        "{:?}",
        harness.heard
    );
}

#[test]
fn a_search_that_proves_the_fewest_presses_says_so() {
    let harness = Harness::playing(Setup::default(), centre_pressed());
    assert_eq!(
        harness.last_heard(),
        "Fewest presses for this board: 1, proven."
    );
}

#[test]
fn a_search_the_engine_refuses_says_where_to_read_why() {
    let mut harness = Harness::starting(Setup::default(), centre_pressed());
    // The puzzle worked out and the board found solvable; the search not yet begun.
    harness.answer_once();
    harness.answer_once();
    assert!(matches!(harness.state.verdict, Verdict::Solvable(_)));
    let (job, board_id) = (harness.state.job, harness.state.board_id);
    harness.raw(Event::Engine(Response::Searched {
        job,
        board_id,
        slice: 0,
        result: Err(Refusal::Engine("too many quiet patterns".into())),
    }));
    assert_eq!(
        harness.last_heard(),
        "The search for fewer presses could not run on this board; The maths says why."
    );
}

#[test]
fn a_repair_names_the_lights_it_changes() {
    // One light in a corner of 5 x 5: no presses solve it, and one change of light does.
    let mut corner = vec![0; 25];
    corner[0] = 1;
    let harness = Harness::playing(Setup::default(), Board(corner));
    let changes = harness.state.cells_to_change();
    assert_eq!(changes.len(), 1, "one light to change");
    let expected = format!(
        "Change this light and it can be solved: {} (to ",
        name(&harness, changes[0])
    );
    assert!(
        harness.last_heard().starts_with(&expected),
        "{}",
        harness.last_heard()
    );
    // Made, the changes are said on the message line (a live region too).
    let mut harness = harness;
    harness.act(Action::Fewest(FewestAction::ApplyRepair));
    assert!(harness.message().contains("now this board can be solved"));
}

#[test]
fn a_quiet_pattern_shown_is_said() {
    let mut harness = Harness::new();
    harness.act(Action::ShowQuiet(1));
    assert_eq!(
        harness.last_heard(),
        "Quiet pattern 2 of 2 marked: pressing every marked cell changes nothing."
    );
}
