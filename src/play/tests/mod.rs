//! The Lights Out page's reducer, played through its actions and fed the analyst's answers.

mod designer;
mod fewest;
pub(super) mod harness;
mod keeping;
mod said;

use std::rc::Rc;

use yew::Reducible;

use crate::analyst::{Refusal, Request, Response};
use crate::play::reducer::{Action, Event};
use crate::play::setup_edit::SetupEdit;
use crate::play::snapshot::Snapshot;
use crate::play::state::*;
use crate::puzzle::setup::{Lattice, PatternPreset, Setup};
use crate::shared::roving::Step;
use harness::Harness;
use lights_lab_engine::{Board, Goal, Pattern, Rule, Topology};

#[test]
fn opens_on_a_solvable_unsolved_5x5_puzzle() {
    let harness = Harness::new();
    let state = &harness.state;
    assert_eq!(harness.facts().rank, Some(23));
    assert!(!state.at_goal());
    assert!(matches!(state.verdict, Verdict::Solvable(_)));
    assert!(state.seed.is_some());
    assert!(state.requests().is_empty());
}

#[test]
fn a_first_visit_deals_an_unsolved_puzzle_that_can_be_solved() {
    let mut harness = Harness::of(State::first_visit(3));
    harness.settle();
    let state = &harness.state;
    assert_eq!(harness.facts().rank, Some(23));
    assert!(!state.at_goal(), "a puzzle to solve, not a solved board");
    assert!(matches!(state.verdict, Verdict::Solvable(_)));
    assert_eq!(state.game.position, 0);
    // The deal is shared by its seed, so a link to the first puzzle is short.
    assert!(state.seed.is_some());
}

#[test]
fn the_page_opens_on_the_solved_board_and_asks_for_the_precomputation() {
    let state = State::new(1);
    assert!(state.at_goal() && !state.solved());
    let requests = state.requests();
    assert!(matches!(requests[..], [Request::Analyse { job: 1, .. }]));
}

#[test]
fn pressing_follows_the_rule_and_counts_moves() {
    let mut harness = Harness::new();
    let before = harness.state.game.board.clone();
    let site = harness.site(12);
    let state = harness.act(Action::Activate(site));
    let changed: Vec<usize> = (0..25)
        .filter(|&cell| state.game.board.0[cell] != before.0[cell])
        .collect();
    assert_eq!(changed, [7, 11, 12, 13, 17]);
    assert_eq!(state.game.position, 1);
    assert_eq!(state.ui.cursor, site);
}

#[test]
fn following_the_solve_marks_solves_in_as_many_moves_as_marks() {
    let mut harness = Harness::new();
    harness.act(Action::Solve);
    let marks = harness.state.marks().expect("Solve shows marks");
    let cells: Vec<usize> = (0..25).filter(|&c| marks[c] != 0).collect();
    for &cell in &cells {
        let site = harness.site(cell);
        harness.act(Action::Activate(site));
    }
    assert!(harness.state.solved());
    assert_eq!(harness.state.game.position, cells.len());
    assert_eq!(harness.state.marks(), Some(vec![0; 25]));
}

#[test]
fn solve_marks_follow_presses_off_the_solution() {
    let mut harness = Harness::new();
    harness.act(Action::Solve);
    let marks = harness.state.marks().unwrap();
    let unmarked = (0..25).find(|&c| marks[c] == 0).unwrap();
    let site = harness.site(unmarked);
    harness.act(Action::Activate(site));
    assert_eq!(harness.state.marks().unwrap()[unmarked], 1);
    harness.act(Action::Undo);
    assert_eq!(harness.state.marks().unwrap(), marks);
    // Solve again hides the marks.
    harness.act(Action::Solve);
    assert_eq!(harness.state.marks(), None);
}

#[test]
fn hint_marks_a_cell_of_the_solution_and_the_next_press_clears_it() {
    let mut harness = Harness::new();
    harness.act(Action::Hint);
    let cell = harness.state.ui.hint.expect("a hint");
    assert_ne!(harness.state.remaining().unwrap()[cell], 0);
    assert_eq!(harness.state.ui.cursor, harness.site(cell));
    let site = harness.site(cell);
    harness.act(Action::Activate(site));
    assert_eq!(harness.state.ui.hint, None);
}

#[test]
fn hint_on_a_solved_board_says_so() {
    let mut harness = Harness::blank(Setup::default());
    harness.act(Action::Hint);
    assert_eq!(harness.state.ui.hint, None);
    assert!(
        harness.message().contains("already"),
        "{}",
        harness.message()
    );
}

#[test]
fn undo_redo_and_reset() {
    let mut harness = Harness::new();
    let start = harness.state.game.start.clone();
    let (a, b) = (harness.site(0), harness.site(24));
    harness.act(Action::Activate(a));
    harness.act(Action::Activate(b));
    let after = harness.state.game.board.clone();
    harness.act(Action::Undo);
    assert_eq!(harness.state.game.position, 1);
    harness.act(Action::Redo);
    assert_eq!(harness.state.game.board, after);
    harness.act(Action::Reset);
    assert_eq!(harness.state.game.board, start);
    assert_eq!(harness.state.game.position, 0);
    // A press after Reset drops the redo tail.
    harness.act(Action::Activate(a));
    assert!(!harness.state.game.can_redo());
}

#[test]
fn new_puzzle_deals_a_different_solvable_board() {
    let mut harness = Harness::new();
    let first = harness.state.game.start.clone();
    harness.act(Action::Activate(0));
    let state = harness.act(Action::NewPuzzle);
    assert_ne!(state.game.start, first);
    assert_eq!(state.game.position, 0);
    assert!(matches!(state.verdict, Verdict::Solvable(_)));
}

#[test]
fn random_board_may_be_unsolvable_and_says_its_class() {
    let mut harness = Harness::new();
    // A quarter of 5 x 5 boards is solvable; some deal in 20 is not.
    let unsolvable = (0..20).any(|_| {
        harness.act(Action::RandomBoard);
        assert_eq!(harness.state.seed, None);
        matches!(harness.state.verdict, Verdict::Unsolvable(ref class) if class.len() == 2)
    });
    assert!(unsolvable);
    harness.act(Action::Hint);
    assert!(
        harness.message().contains("cannot reach"),
        "{}",
        harness.message()
    );
    harness.act(Action::Solve);
    assert!(!harness.state.ui.solution_shown);
}

#[test]
fn resizing_reanalyses_and_deals_on_the_new_board() {
    let mut harness = Harness::new();
    let job = harness.state.job;
    harness.raw(Action::Edit(SetupEdit::Rows(4)));
    assert_eq!(harness.state.precomputation, Precomputation::Pending);
    assert_ne!(harness.state.job, job);
    harness.settle();
    harness.act(Action::Edit(SetupEdit::Cols(4)));
    // 4 x 4 Lights Out: nullity 4.
    assert_eq!(harness.facts().nullity, Some(4));
    assert_eq!(harness.state.game.board.0.len(), 16);
    assert!(!harness.state.at_goal());
}

#[test]
fn a_press_before_the_deal_arrives_keeps_the_board_being_played() {
    let mut harness = Harness::new();
    harness.raw(Action::Edit(SetupEdit::Rows(6)));
    assert!(harness.state.deal.is_some(), "a setup change in play deals");
    // The player presses at once, before the engine has answered anything.
    let site = harness.site(0);
    harness.raw(Action::Activate(site));
    assert_eq!(harness.state.deal, None);
    let played = harness.state.game.board.clone();
    harness.settle();
    // The analysis and the board's solution arrive; the pressed board stays.
    assert_eq!(harness.state.game.board, played);
    assert_eq!(harness.state.game.position, 1);
    assert!(harness.state.remaining().is_some());
}

#[test]
fn refused_sizes_say_what_is_allowed_and_change_nothing() {
    let mut harness = Harness::new();
    let job = harness.state.job;
    harness.act(Action::Edit(SetupEdit::Rows(0)));
    assert!(
        harness
            .message()
            .contains(&format!("1 to {}", crate::puzzle::setup::MAX_SIDE)),
        "{}",
        harness.message()
    );
    assert_eq!((harness.state.setup.rows, harness.state.job), (5, job));
    harness.act(Action::Edit(SetupEdit::States(17)));
    assert!(
        harness.message().contains("2 to 16"),
        "{}",
        harness.message()
    );
}

#[test]
fn every_setup_menu_changes_the_puzzle() {
    let mut harness = Harness::new();
    harness.act(Action::Edit(SetupEdit::Surface(Topology::Torus)));
    // 5 x 5 Lights Out on the torus has nullity 8.
    assert_eq!(harness.facts().nullity, Some(8));
    harness.act(Action::Edit(SetupEdit::States(3)));
    assert_eq!(harness.facts().states, 3);
    assert!(harness.state.game.board.0.iter().all(|&v| v < 3));
    harness.act(Action::Edit(SetupEdit::Goal(Goal::On)));
    assert_eq!(harness.state.target(), Board(vec![2; 25]));
    assert!(matches!(harness.state.verdict, Verdict::Solvable(_)));
    harness.act(Action::ChoosePreset(PatternPreset::King));
    assert_eq!(harness.state.setup.preset(), Some(PatternPreset::King));
    harness.act(Action::Edit(SetupEdit::Lattice(Lattice::Hex)));
    harness.act(Action::Edit(SetupEdit::Order(2)));
    assert_eq!(harness.state.game.board.0.len(), 7);
    assert_eq!(harness.state.setup.surface, Topology::Plane);
    assert_eq!(harness.state.setup.preset(), Some(PatternPreset::LightsOut));
}

#[test]
fn merlin_moves_the_board_to_the_plane() {
    let mut harness = Harness::new();
    harness.act(Action::Edit(SetupEdit::Surface(Topology::Cylinder)));
    harness.act(Action::ChoosePreset(PatternPreset::Merlin));
    assert_eq!(harness.state.setup.surface, Topology::Plane);
    assert!(harness.message().contains("plane"));
    harness.act(Action::Edit(SetupEdit::Surface(Topology::Torus)));
    assert!(harness.message().contains("plane"), "{}", harness.message());
    assert_eq!(harness.state.setup.surface, Topology::Plane);
}

#[test]
fn the_pattern_editor_adds_and_removes_offsets() {
    let mut harness = Harness::new();
    harness.act(Action::ToggleOffset(0, 0));
    // Lights Out without the centre is SIGMA.
    assert_eq!(harness.state.setup.preset(), Some(PatternPreset::Sigma));
    harness.act(Action::ToggleOffset(2, 2));
    assert_eq!(harness.state.setup.preset(), None);
    for offset in [(1, 0), (-1, 0), (0, 1), (0, -1), (2, 2)] {
        harness.act(Action::ToggleOffset(offset.0, offset.1));
    }
    assert!(
        harness.message().contains("at least one"),
        "{}",
        harness.message()
    );
    assert_eq!(
        harness.state.setup.rule,
        Rule::Pattern(Pattern::new([(2, 2)]).unwrap())
    );
}

#[test]
fn editing_the_shape_removes_and_restores_cells_and_keeps_the_board() {
    let mut harness = Harness::blank(Setup::default());
    harness.act(Action::SetMode(Mode::Paint));
    harness.act(Action::Activate(24));
    assert_eq!(harness.state.game.start.0[24], 1);
    harness.act(Action::SetMode(Mode::Shape));
    let state = harness.act(Action::Activate(0));
    assert_eq!(state.game.board.0.len(), 24);
    // The painted light is now cell 23 and still lit.
    assert_eq!(state.game.board.0[23], 1);
    assert_eq!(state.setup.cells(), 24);
    assert_eq!(state.deal, None);
    // Putting the site back restores the full board.
    let state = harness.act(Action::Activate(0));
    assert_eq!(state.setup.mask, None);
    assert_eq!(state.game.board.0.len(), 25);
}

#[test]
fn the_last_cell_cannot_be_removed() {
    let mut harness = Harness::blank(Setup {
        rows: 1,
        cols: 1,
        ..Setup::default()
    });
    harness.act(Action::SetMode(Mode::Shape));
    harness.act(Action::Activate(0));
    assert!(harness.message().contains("at least one cell"));
    assert_eq!(harness.state.setup.cells(), 1);
}

#[test]
fn painting_sets_the_start_board_and_asks_for_its_solution_again() {
    let mut harness = Harness::blank(Setup {
        states: 3,
        ..Setup::default()
    });
    harness.act(Action::SetMode(Mode::Paint));
    let board_id = harness.state.board_id;
    harness.raw(Action::Activate(12));
    assert_eq!(harness.state.verdict, Verdict::Pending);
    assert_ne!(harness.state.board_id, board_id);
    harness.settle();
    harness.act(Action::Activate(12));
    assert_eq!(harness.state.game.start.0[12], 2);
    assert_eq!(harness.state.game.position, 0);
    assert_ne!(harness.state.verdict, Verdict::Pending);
}

#[test]
fn the_quiet_view_shows_each_basis_pattern() {
    let mut harness = Harness::new();
    harness.act(Action::ShowQuiet(1));
    assert_eq!(harness.state.ui.mode, Mode::Quiet);
    let pattern = harness.state.marks().unwrap();
    assert_eq!(pattern, harness.facts().quiet_patterns[1]);
    // Pressing every cell of a quiet pattern changes nothing.
    let before = harness.state.game.board.clone();
    for cell in (0..25).filter(|&c| pattern[c] != 0) {
        let site = harness.site(cell);
        harness.act(Action::Activate(site));
    }
    assert_eq!(harness.state.game.board, before);
    harness.act(Action::ShowQuiet(9));
    assert_eq!(harness.state.ui.quiet, 1);
    harness.act(Action::SetMode(Mode::Play));
    assert_eq!(harness.state.marks(), None);
}

#[test]
fn a_3x3_board_has_no_quiet_patterns_to_show() {
    let mut harness = Harness::new();
    harness.act(Action::Edit(SetupEdit::Rows(3)));
    harness.act(Action::Edit(SetupEdit::Cols(3)));
    harness.act(Action::ShowQuiet(0));
    assert_eq!(harness.state.ui.mode, Mode::Play);
    assert!(harness.message().contains("No quiet patterns"));
}

#[test]
fn arrows_move_the_cursor_and_focus_is_not_saved() {
    let mut harness = Harness::new();
    let saved = Snapshot::of(&harness.state);
    harness.act(Action::Step(Step::Right));
    harness.act(Action::Step(Step::Down));
    assert_eq!(harness.state.ui.cursor, 6);
    harness.act(Action::Focus(3));
    assert_eq!(harness.state.ui.cursor, 3);
    assert_eq!(Snapshot::of(&harness.state), saved);
}

#[test]
fn presses_and_the_help_taken_are_saved_but_hint_and_solve_marks_are_not() {
    let mut harness = Harness::new();
    harness.act(Action::NewPuzzle);
    let saved = Snapshot::of(&harness.state);
    harness.act(Action::Hint);
    harness.act(Action::Solve);
    assert!(harness.state.ui.solution_shown);
    let now = Snapshot::of(&harness.state);
    assert_eq!(now.hints, 2, "a Hint and Solve's marks are counted");
    assert_eq!(Snapshot { hints: 0, ..now }, saved);
    harness.act(Action::Activate(harness.state.ui.cursor));
    assert_ne!(Snapshot::of(&harness.state), saved);
}

#[test]
fn stale_answers_are_dropped() {
    let mut harness = Harness::new();
    let old_job = harness.state.job;
    harness.raw(Action::Edit(SetupEdit::Rows(4)));
    let stale = Response::Analysed {
        job: old_job,
        result: Err(Refusal::Superseded { job: 1 }),
    };
    let before = harness.state.clone();
    let after = before.clone().reduce(Event::Engine(stale));
    assert!(Rc::ptr_eq(&before, &after));
}

#[test]
fn a_refused_precomputation_leaves_the_board_playable() {
    // Flip on 32 x 32 leaves 962 unknowns after chasing; for N > 2 the engine puts at
    // most 512 in Smith form.
    let mut harness = Harness::new();
    harness.act(Action::ChoosePreset(PatternPreset::Flip));
    harness.act(Action::Edit(SetupEdit::States(3)));
    harness.act(Action::Edit(SetupEdit::Rows(32)));
    harness.act(Action::Edit(SetupEdit::Cols(32)));
    assert!(matches!(
        harness.state.precomputation,
        Precomputation::Failed(_)
    ));
    assert!(harness.message().contains("No puzzle can be dealt"));
    harness.act(Action::Activate(0));
    assert_eq!(harness.state.game.position, 1);
    harness.act(Action::Hint);
    assert!(
        harness.message().contains("unknowns"),
        "{}",
        harness.message()
    );
}

#[test]
fn numbers_and_dismiss() {
    let mut harness = Harness::new();
    harness.act(Action::ShowNumbers(false));
    assert!(!harness.state.ui.numbers);
    harness.act(Action::Edit(SetupEdit::Rows(0)));
    assert!(harness.state.message.is_some());
    harness.act(Action::Dismiss);
    assert!(harness.state.message.is_none());
    harness.act(Action::Note("Link copied.".into()));
    assert_eq!(harness.message(), "Link copied.");
}

#[test]
fn replace_swaps_in_a_whole_state() {
    let mut harness = Harness::new();
    let other = State::blank(
        Setup {
            rows: 2,
            ..Setup::default()
        },
        3,
    )
    .unwrap();
    harness.act(Event::Opened(Box::new(other)));
    assert_eq!(harness.state.setup.rows, 2);
}
