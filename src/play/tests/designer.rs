//! The designer that forgives: holes survive a resize where they fit and can all be cleared,
//! the Pattern menu names the preset a drawn pattern equals, and a setup change can be undone.

use super::harness::Harness;
use crate::play::reducer::Action;
use crate::play::setup_edit::SetupEdit;
use crate::play::state::Mode;
use crate::puzzle::setup::{Lattice, PatternPreset, Setup};

/// 5 x 5 Lights Out in the shape mode, with the sites of rows 1 and 4 (from 0) of column 1
/// punched out.
fn punched() -> Harness {
    let mut harness = Harness::new();
    harness.act(Action::SetMode(Mode::Shape));
    for site in [6, 21] {
        harness.act(Action::Activate(site));
    }
    harness
}

fn holes(harness: &Harness) -> Vec<usize> {
    let mask = harness.state.setup.mask.clone().unwrap_or_default();
    (0..mask.len()).filter(|&site| !mask[site]).collect()
}

#[test]
fn holes_survive_a_resize_where_they_still_fit() {
    let mut harness = punched();
    assert_eq!(holes(&harness), [6, 21]);
    // Six columns: row 1, column 1 is site 7 now; row 4 is site 25.
    harness.act(Action::Edit(SetupEdit::Cols(6)));
    assert_eq!(harness.message(), "");
    assert_eq!(holes(&harness), [7, 25]);
    assert_eq!(harness.state.setup.cells(), 28);
    // Four rows: the hole of row 4 no longer fits, the other stays.
    harness.act(Action::Edit(SetupEdit::Rows(4)));
    assert_eq!(holes(&harness), [7]);
    // Clear holes puts every cell back.
    harness.act(Action::Edit(SetupEdit::ClearHoles));
    assert_eq!(harness.state.setup.mask, None);
    assert_eq!(harness.state.setup.cells(), 24);
}

#[test]
fn a_hexagon_keeps_its_holes_around_the_centre() {
    let setup = Setup {
        lattice: Lattice::Hex,
        order: 2,
        ..Setup::default()
    };
    let mut harness = Harness::blank(setup);
    harness.act(Action::SetMode(Mode::Shape));
    // The centre of the 7-site hexagon is site 3.
    harness.act(Action::Activate(3));
    harness.act(Action::Edit(SetupEdit::Order(3)));
    // The 19-site hexagon's centre is site 9.
    assert_eq!(holes(&harness), [9]);
}

#[test]
fn a_size_beyond_the_page_is_refused_and_the_holes_stay() {
    let mut harness = punched();
    let beyond = crate::puzzle::setup::MAX_SIDE + 1;
    harness.act(Action::Edit(SetupEdit::Rows(beyond)));
    assert!(
        harness.message().contains(&beyond.to_string()),
        "{}",
        harness.message()
    );
    assert_eq!(holes(&harness), [6, 21]);
}

#[test]
fn the_pattern_menu_names_the_preset_a_drawn_pattern_equals() {
    let mut harness = Harness::new();
    harness.act(Action::ChoosePreset(PatternPreset::Sigma));
    harness.act(Action::ToggleOffset(1, 0));
    assert_eq!(harness.state.setup.preset(), None, "Custom");
    harness.act(Action::ToggleOffset(1, 0));
    assert_eq!(harness.state.setup.preset(), Some(PatternPreset::Sigma));
}

#[test]
fn undo_takes_back_a_setup_change_and_redo_makes_it_again() {
    let mut harness = Harness::new();
    let site = harness.site(12);
    harness.act(Action::Activate(site));
    let game = harness.state.game.clone();
    harness.act(Action::Edit(SetupEdit::Rows(7)));
    assert_eq!(harness.state.setup.rows, 7);
    assert!(harness.state.can_undo() && !harness.state.game.can_undo());
    harness.act(Action::Undo);
    assert_eq!(harness.state.setup.rows, 5);
    assert_eq!(
        harness.state.game, game,
        "the game before the change, with its move"
    );
    assert_eq!(harness.facts().rank, Some(23));
    assert!(harness.state.can_redo());
    // Undo again takes back the move, then Redo makes it and the change again.
    harness.act(Action::Undo);
    assert_eq!(harness.state.game.position, 0);
    harness.act(Action::Redo);
    harness.act(Action::Redo);
    assert_eq!(harness.state.setup.rows, 7);
    assert!(!harness.state.can_redo());
    // A new change drops what Redo would have brought back.
    harness.act(Action::Undo);
    harness.act(Action::Edit(SetupEdit::States(3)));
    assert!(!harness.state.can_redo());
}

#[test]
fn the_fewest_press_count_describes_the_board_on_screen() {
    let mut harness = Harness::new();
    let start = harness.state.fewest_count().unwrap();
    assert!(start.proven);
    assert_eq!(harness.state.fewest_now(), Some(start));
    // A press off every fewest solution costs one more press to put right (it must be undone),
    // a press on one saves a press.
    let marks = harness.state.remaining().unwrap();
    let off = (0..25).find(|&cell| marks[cell] == 0).unwrap();
    let site = harness.site(off);
    harness.act(Action::Activate(site));
    let now = harness.state.fewest_now().unwrap();
    assert!(now.proven);
    assert!(now.presses <= start.presses + 1 && now.presses + 1 >= start.presses);
    // It agrees with Solve: the marks are a solution no lighter than the fewest.
    harness.act(Action::Solve);
    let marked: u64 = harness
        .state
        .marks()
        .unwrap()
        .iter()
        .map(|&m| m as u64)
        .sum();
    assert!(marked >= now.presses);
    harness.act(Action::Undo);
    assert_eq!(harness.state.fewest_now().unwrap().presses, start.presses);
}
