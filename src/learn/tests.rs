//! The Learn page's reducer, natively: a student's walk through each view on 5 × 5 and on
//! other setups, with every claim checked by the engine.

use std::rc::Rc;

use lights_lab_engine::{Board, Goal, Outcome, Reduced};

use super::exercise::Kind;
use super::reducer::{Action, Opening};
use super::state::{Pass, State, View};
use crate::analyst::event::PageState;
use crate::puzzle::setup::{Lattice, Setup};
use crate::shared::codec::Codec;

fn open(setup: Setup, board: Board) -> Rc<State> {
    Rc::new(State::new(7)).act(Action::Open(Rc::new(Opening { setup, board })))
}

fn act(state: Rc<State>, actions: &[Action]) -> Rc<State> {
    actions
        .iter()
        .fold(state, |state, action| state.act(action.clone()))
}

/// A solvable 5 x 5 board: the all-on board (seed 002: it can be solved).
fn all_on_5x5() -> (Setup, Board) {
    (Setup::default(), Board(vec![1; 25]))
}

#[test]
fn chasing_5x5_then_chasing_again_from_the_lookup_ends_dark() {
    let (setup, board) = all_on_5x5();
    let state = act(open(setup, board), &[Action::Last]);
    let end = state.chase_board().unwrap();
    assert!(
        end.0[..20].iter().all(|&light| light == 0),
        "only the last row is left"
    );
    // The second chase starts from the table's line for these lights: the fewest presses.
    let chase = state.chase().unwrap();
    let lights: Vec<u8> = end.0[20..].to_vec();
    let rows = chase.lookup.as_ref().unwrap().rows().unwrap();
    let line = rows.iter().find(|row| row.lights == lights).unwrap();
    assert_eq!(chase.second.as_ref().unwrap().0, line.presses);
    let state = act(state, &[Action::ChaseAgain]);
    assert_eq!(state.pass, Pass::Second);
    assert_eq!(state.visits, 0);
    let state = act(state, &[Action::Last]);
    assert_eq!(state.chase_board().unwrap(), Board::dark(25));
    let state = act(state, &[Action::Back, Action::Back]);
    assert_eq!(state.visits, 23);
    let state = act(state, &[Action::First]);
    assert_eq!((state.pass, state.visits), (Pass::First, 0));
}

#[test]
fn play_stops_at_the_last_step() {
    let (setup, board) = all_on_5x5();
    let mut state = act(open(setup, board), &[Action::TogglePlay]);
    assert!(state.playing);
    for _ in 0..30 {
        state = state.act(Action::Tick);
    }
    assert_eq!(state.visits, 25);
    assert!(!state.playing);
}

#[test]
fn a_board_that_cannot_be_solved_offers_no_second_chase() {
    let (setup, mut board) = all_on_5x5();
    board.0 = vec![0; 25];
    board.0[0] = 1;
    let state = act(open(setup, board), &[Action::Last, Action::ChaseAgain]);
    assert_eq!(state.pass, Pass::First);
    let lesson = state.lesson().unwrap();
    assert!(lesson.solution.is_none());
    let witness = lesson.witness.as_ref().unwrap();
    assert_eq!(witness.sum, 1);
    assert_eq!(lesson.repair.as_ref().unwrap().changes.len(), 1);
}

#[test]
fn elimination_steps_through_every_stage_to_the_solution() {
    let (setup, board) = all_on_5x5();
    let state = act(open(setup, board.clone()), &[Action::Show(View::Eliminate)]);
    let (at, last) = state.progress();
    assert_eq!(at, 0);
    let state = act(state, &[Action::Next, Action::NextPivot]);
    let state = act(state, &[Action::Last]);
    let presses = state.eliminated_solution().unwrap().clone();
    let lesson = state.lesson().unwrap();
    assert_eq!(lesson.reduced.apply(&board, &presses), Board::dark(25));
    assert_eq!(state.progress(), (last, last));
}

#[test]
fn composite_states_show_the_stuck_pivot_then_the_parts() {
    // 2 x 2 Lights Out has determinant -3: mod 6 plain elimination meets a 3 it cannot divide
    // by, as in seed 004's example.
    let setup = Setup {
        rows: 2,
        cols: 2,
        states: 6,
        ..Setup::default()
    };
    let board = Board(vec![1, 2, 3, 4]);
    let state = act(open(setup, board.clone()), &[Action::Show(View::Eliminate)]);
    let stages: Vec<u32> = state.stages().iter().map(|s| s.end().modulus()).collect();
    assert_eq!(stages, [6, 2, 3], "plain, then mod 2 and mod 3");
    assert_eq!(state.stages()[0].stuck().map(|s| s.value), Some(3));
    let state = act(state, &[Action::Last]);
    assert_eq!(state.stage_at(state.position).0, 2);
    let lesson = state.lesson().unwrap();
    let solvable = matches!(
        lesson.reduced.solve(&board, &Goal::Off).unwrap(),
        Outcome::Solvable(_)
    );
    assert_eq!(state.eliminated_solution().is_some(), solvable);
}

#[test]
fn hexagons_and_tori_chase_and_chasing_again_clears_them() {
    let hex = Setup {
        lattice: Lattice::Hex,
        order: 3,
        ..Setup::default()
    };
    let cells = hex.cells();
    let state = act(
        open(hex, Board(vec![1; cells])),
        &[Action::Last, Action::ChaseAgain, Action::Last],
    );
    assert!(state.chase().is_some());
    if state.lesson().unwrap().solution.is_some() {
        assert_eq!(state.chase_board().unwrap(), Board::dark(cells));
    }
    let torus = Setup {
        rows: 7,
        cols: 9,
        surface: lights_lab_engine::Topology::Torus,
        ..Setup::default()
    };
    let state = act(
        open(torus, Board(vec![1; 63])),
        &[Action::Last, Action::ChaseAgain, Action::Last],
    );
    let solvable = state.lesson().unwrap().solution.is_some();
    assert_eq!(state.pass == Pass::Second, solvable);
    assert_eq!(state.chase_board().unwrap() == Board::dark(63), solvable);
    assert!(
        state.lesson().unwrap().elimination.is_err(),
        "63 cells is past elimination's 49"
    );
}

#[test]
fn boards_past_learns_limit_are_refused_in_words() {
    let setup = Setup {
        rows: 21,
        cols: 20,
        ..Setup::default()
    };
    let state = open(setup, Board::dark(420));
    let Some(Err(reason)) = &state.lesson else {
        panic!("a 21 x 20 board is refused");
    };
    assert!(reason.contains("up to 400 cells"), "{reason}");
}

#[test]
fn the_quiet_exercise_passes_on_a_quiet_pattern_and_not_before() {
    let state = act(
        open(all_on_5x5().0, Board(vec![1; 25])),
        &[
            Action::Show(View::Exercises),
            Action::StartExercise(Kind::Quiet),
            Action::Check,
        ],
    );
    let exercise = state.exercise.as_ref().unwrap();
    assert_eq!(exercise.verdict.as_ref().map(|v| v.0), Some(false));
    let pattern = exercise.reduced.quiet_patterns().next().unwrap().clone();
    let geometry = exercise.geometry.clone();
    let mut state = state;
    for cell in pattern.pressed_cells() {
        state = state.act(Action::Activate(geometry.cell_site(cell)));
    }
    let state = state.act(Action::Check);
    assert_eq!(
        state
            .exercise
            .as_ref()
            .unwrap()
            .verdict
            .as_ref()
            .map(|v| v.0),
        Some(true)
    );
}

#[test]
fn the_repair_exercise_wants_exactly_one_change_that_makes_it_solvable() {
    let state = act(
        Rc::new(State::new(3)),
        &[Action::StartExercise(Kind::Repair)],
    );
    let exercise = state.exercise.clone().unwrap();
    let reduced: &Reduced = &exercise.reduced;
    assert!(matches!(
        reduced.solve(&exercise.start, &Goal::Off).unwrap(),
        Outcome::Unsolvable(_)
    ));
    let fix = reduced
        .repair(
            &exercise.start,
            &Goal::Off,
            &mut lights_lab_engine::Budget::unlimited(),
        )
        .unwrap();
    assert_eq!(fix.changes.len(), 1, "one change always suffices on 5 x 5");
    let site = exercise.geometry.cell_site(fix.changes[0].0);
    let other = exercise.geometry.cell_site((fix.changes[0].0 + 1) % 25);
    let twice = act(
        state.clone(),
        &[
            Action::Activate(site),
            Action::Activate(other),
            Action::Check,
        ],
    );
    assert_eq!(
        twice
            .exercise
            .as_ref()
            .unwrap()
            .verdict
            .as_ref()
            .map(|v| v.0),
        Some(false)
    );
    let once = act(state, &[Action::Activate(site), Action::Check]);
    assert_eq!(
        once.exercise
            .as_ref()
            .unwrap()
            .verdict
            .as_ref()
            .map(|v| v.0),
        Some(true)
    );
}

#[test]
fn the_chase_exercise_is_solved_by_the_engines_presses() {
    let state = act(
        Rc::new(State::new(5)),
        &[Action::StartExercise(Kind::Chase)],
    );
    let exercise = state.exercise.clone().unwrap();
    let Outcome::Solvable(presses) = exercise.reduced.solve(&exercise.start, &Goal::Off).unwrap()
    else {
        panic!("the chase exercise deals a solvable board");
    };
    let mut state = state;
    for cell in presses.pressed_cells() {
        state = state.act(Action::Activate(exercise.geometry.cell_site(cell)));
    }
    let state = state.act(Action::Check);
    assert_eq!(
        state
            .exercise
            .as_ref()
            .unwrap()
            .verdict
            .as_ref()
            .map(|v| v.0),
        Some(true)
    );
}

#[test]
fn a_place_kept_over_a_reload_opens_the_same_view_and_step() {
    let (setup, board) = all_on_5x5();
    let state = act(
        open(setup, board),
        &[
            Action::Show(View::Eliminate),
            Action::Next,
            Action::Next,
            Action::Next,
        ],
    );
    let place = state.place(true).unwrap();
    // Through storage's JSON, as a reload reads it back.
    let text = place.to_text();
    assert!(
        text.contains(r#""view":"Eliminate","pass":"First""#),
        "as serde wrote it: {text}"
    );
    let read = super::state::Place::from_text(&text).unwrap();
    let back = Rc::new(State::new(9)).act(Action::Restore(Rc::new(read)));
    assert_eq!(back.view, View::Eliminate);
    assert_eq!(back.progress(), state.progress());
    assert_eq!(back.lesson().unwrap().board, state.lesson().unwrap().board);
}

#[test]
fn a_place_that_does_not_fit_is_ignored() {
    let (setup, board) = all_on_5x5();
    let state = act(open(setup, board), &[Action::Last]);
    let place = state.place(true).unwrap();
    let fresh = Rc::new(State::new(9));
    let bad_places = [
        super::state::Place {
            board: vec![1; 24],
            ..place.clone()
        },
        super::state::Place {
            board: vec![2; 25],
            ..place.clone()
        },
        super::state::Place {
            setup: Setup {
                rows: 100_000,
                ..place.setup.clone()
            },
            ..place.clone()
        },
    ];
    for bad in bad_places {
        let after = Rc::clone(&fresh).act(Action::Restore(Rc::new(bad)));
        assert_eq!(*after, *fresh, "a place that does not fit changes nothing");
    }
    // A step past the lesson's end (an entry from an older lesson) is held to its last step.
    let far = super::state::Place {
        visits: 10_000,
        ..place
    };
    let after = fresh.act(Action::Restore(Rc::new(far)));
    let (at, last) = after.progress();
    assert_eq!(at, last);
    assert!(super::state::Place::from_text("{\"view\":\"Nowhere\"}").is_err());
}
