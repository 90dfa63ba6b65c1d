//! The fewest-press actions and answers, through the same harness as the rest of the
//! reducer: a real analyst answers every request (counting steps, as natively it does).

use super::*;
use crate::analyst::{LargestCount, PageAsk, Refusal, PAGE_SIZE};
use crate::play::fewest::model::{FewestAction, Search};
use lights_lab_engine::Difficulty;

fn weight(presses: &[u8]) -> u64 {
    presses.iter().map(|&p| p as u64).sum()
}

/// Marked cells, in order.
fn marked(state: &State) -> Vec<usize> {
    let marks = state.marks().unwrap_or_default();
    (0..marks.len()).filter(|&cell| marks[cell] != 0).collect()
}

fn fewest(action: FewestAction) -> Action {
    Action::Fewest(action)
}

#[test]
fn solve_marks_the_15_presses_of_all_on_5x5() {
    // The all-on 5 x 5 board needs 15 presses at fewest (the classic answer).
    let mut harness = Harness::playing(Setup::default(), Board(vec![1; 25]));
    assert_eq!(harness.state.search(), Some(&Search::Proven));
    harness.act(Action::Solve);
    assert_eq!(marked(&harness.state).len(), 15);
    let count = harness.state.fewest_count().unwrap();
    assert_eq!(
        (count.presses, count.proven, count.lower_bound),
        (15, true, 15)
    );
}

#[test]
fn following_hints_solves_in_the_fewest_presses() {
    let mut harness = Harness::new();
    let fewest = harness
        .state
        .fewest_count()
        .expect("a dealt puzzle is searched");
    assert!(fewest.proven);
    while !harness.state.solved() {
        harness.act(Action::Hint);
        let cell = harness.state.ui.hint.expect("a hint until solved");
        let site = harness.site(cell);
        harness.act(Action::Activate(site));
    }
    assert_eq!(harness.state.game.position as u64, fewest.presses);
    assert_eq!(harness.state.fewest_count(), Some(fewest));
}

#[test]
fn the_fewest_count_is_the_start_boards_whatever_the_player_presses() {
    let mut harness = Harness::new();
    let fewest = harness.state.fewest_count().unwrap();
    // Two presses of one cell change nothing but the move count.
    let detour = harness.site(0);
    harness.act(Action::Activate(detour));
    harness.act(Action::Activate(detour));
    harness.act(Action::Solve);
    for cell in marked(&harness.state) {
        let site = harness.site(cell);
        harness.act(Action::Activate(site));
    }
    assert!(harness.state.solved());
    assert_eq!(harness.state.game.position as u64, fewest.presses + 2);
    assert_eq!(harness.state.fewest_count(), Some(fewest));
}

/// 20 x 20 on the torus (2^32 solutions a board), after three rounds of answers: a search
/// that takes many slices, under way.
fn torus_20() -> Harness {
    let setup = Setup {
        rows: 20,
        cols: 20,
        surface: Topology::Torus,
        ..Setup::default()
    };
    let matrix = setup.puzzle().unwrap().move_matrix().unwrap();
    let presses: Vec<u8> = (0..400).map(|cell| (cell % 21 == 0) as u8).collect();
    let mut board = vec![0; 400];
    matrix.apply(&presses, &mut board, 2);
    let mut harness = Harness::starting(setup, Board(board));
    for _ in 0..3 {
        harness.answer_once();
    }
    harness
}

#[test]
fn a_long_search_runs_slice_by_slice_and_can_be_cancelled_and_resumed() {
    let Harness {
        mut state,
        mut analyst,
        ..
    } = torus_20();
    let Some(Search::Running(progress)) = state.search().cloned() else {
        panic!("still searching: {:?}", state.search())
    };
    assert_eq!(progress.slice, 1);
    let best = state.fewest_count().unwrap();
    assert!(!best.proven && best.lower_bound <= best.presses);
    // Hint already uses the best solution found so far.
    let hinted = state.clone().reduce(Action::Hint.into());
    assert!(hinted.ui.hint.is_some());

    // The next slice is on its way when the player cancels: its answer still counts, and
    // no further slice is asked for.
    let in_flight = state
        .requests()
        .into_iter()
        .find(|request| matches!(request, Request::Search { slice: 1, .. }))
        .expect("slice 1 is asked for");
    state = state.reduce(fewest(FewestAction::CancelSearch).into());
    state = state.reduce(Event::Engine(analyst.handle(in_flight)));
    let Some(Search::Stopped(stopped)) = state.search().cloned() else {
        panic!("stopped: {:?}", state.search())
    };
    assert_eq!(stopped.slice, 2);
    assert!(stopped.done >= progress.done);
    assert!(!state
        .requests()
        .iter()
        .any(|request| matches!(request, Request::Search { .. })));

    state = state.reduce(fewest(FewestAction::ResumeSearch).into());
    assert!(state
        .requests()
        .iter()
        .any(|request| matches!(request, Request::Search { slice: 2, .. })));
}

#[test]
fn a_slice_for_another_board_is_dropped() {
    let state = torus_20().state;
    let stale = Response::Searched {
        job: state.job,
        board_id: state.board_id - 1,
        slice: 1,
        result: Err(Refusal::Superseded { job: 1 }),
    };
    let after = state.clone().reduce(Event::Engine(stale));
    assert!(Rc::ptr_eq(&state, &after));
}

#[test]
fn the_largest_count_of_5x5_is_15() {
    let harness = Harness::new();
    assert_eq!(
        harness.state.largest(),
        Some(Ok(LargestCount {
            lower: 15,
            upper: 15
        }))
    );
}

#[test]
fn the_largest_count_is_at_least_the_start_boards_proven_count() {
    let harness = Harness::new();
    let mut state = (*harness.state).clone();
    // As a short search on a large setup may leave it: a weak lower bound.
    state.fewest.largest = Some((
        state.job,
        Ok(LargestCount {
            lower: 1,
            upper: 15,
        }),
    ));
    let proven = state.fewest_count().unwrap().presses;
    assert_eq!(
        state.largest(),
        Some(Ok(LargestCount {
            lower: proven.max(1),
            upper: 15
        }))
    );
}

#[test]
fn new_puzzle_deals_from_the_chosen_difficulty() {
    let mut harness = Harness::new();
    harness.act(fewest(FewestAction::SetDifficulty(Some(
        Difficulty::Hardest,
    ))));
    for _ in 0..3 {
        harness.act(Action::NewPuzzle);
        let state = &harness.state;
        let count = state.fewest_count().expect("a dealt board");
        assert_eq!((count.presses, count.proven), (15, true));
        // A board by difficulty is not the one its seed names: it is shared as a board.
        assert_eq!(state.seed, None);
    }
    harness.act(fewest(FewestAction::SetDifficulty(Some(Difficulty::Easy))));
    harness.act(Action::NewPuzzle);
    let easy = harness.state.fewest_count().unwrap().presses;
    assert!((1..=5).contains(&easy), "{easy}");
    // Any deals by seed again.
    harness.act(fewest(FewestAction::SetDifficulty(None)));
    harness.act(Action::NewPuzzle);
    assert!(harness.state.seed.is_some());
}

#[test]
fn a_difficulty_with_no_boards_says_so() {
    // On 1 x 1 the hardest board needs one press, so there is nothing easier.
    let mut harness = Harness::blank(Setup {
        rows: 1,
        cols: 1,
        ..Setup::default()
    });
    harness.act(fewest(FewestAction::SetDifficulty(Some(Difficulty::Easy))));
    harness.act(Action::NewPuzzle);
    assert!(
        harness.message().contains("no easy boards"),
        "{}",
        harness.message()
    );
    // In plain words: one press, not "1 presses".
    assert!(
        harness
            .message()
            .contains("its hardest board needs 1 press")
            && !harness.message().contains("1 presses"),
        "{}",
        harness.message()
    );
    assert!(harness.state.at_goal());
}

/// 4 x 4 Lights Out with a puzzle dealt: 16 solutions a board.
fn four_by_four() -> Harness {
    let mut harness = Harness::new();
    harness.act(Action::Edit(SetupEdit::Rows(4)));
    harness.act(Action::Edit(SetupEdit::Cols(4)));
    harness
}

fn page(state: &State) -> crate::analyst::SolutionsPage {
    state
        .solutions_page()
        .expect("the page came")
        .expect("the page lists")
}

#[test]
fn the_solutions_panel_pages_through_every_solution() {
    let mut harness = four_by_four();
    harness.act(fewest(FewestAction::ShowSolutions(true)));
    let first = page(&harness.state);
    assert_eq!((first.count.as_str(), first.total), ("16", Some(16)));
    assert_eq!(first.solutions.len(), PAGE_SIZE);
    harness.act(fewest(FewestAction::SolutionsFrom(10)));
    let second = page(&harness.state);
    assert_eq!(second.solutions.len(), 6);
    // Every solution solves the start board, and no two are the same.
    let matrix = harness.state.derived.puzzle.move_matrix().unwrap();
    let mut all: Vec<Vec<u8>> = first
        .solutions
        .into_iter()
        .chain(second.solutions)
        .collect();
    for solution in &all {
        let mut board = harness.state.game.start.0.clone();
        matrix.apply(solution, &mut board, 2);
        assert_eq!(board, vec![0; 16]);
    }
    all.sort();
    all.dedup();
    assert_eq!(all.len(), 16);
    harness.act(fewest(FewestAction::ShowSolutions(false)));
    assert_eq!(harness.state.fewest.listing, None);
    assert!(harness.state.requests().is_empty());
}

#[test]
fn sorted_solutions_start_with_the_fewest_presses() {
    let mut harness = four_by_four();
    harness.act(fewest(FewestAction::ShowSolutions(true)));
    harness.act(fewest(FewestAction::SolutionsFrom(10)));
    harness.act(fewest(FewestAction::SortSolutions(true)));
    assert_eq!(
        harness.state.solutions_ask(),
        Some(PageAsk {
            offset: 0,
            sorted: true
        })
    );
    let sorted = page(&harness.state);
    let counts: Vec<u64> = sorted.solutions.iter().map(|s| weight(s)).collect();
    assert!(
        counts.windows(2).all(|pair| pair[0] <= pair[1]),
        "{counts:?}"
    );
    assert_eq!(counts[0], harness.state.fewest_count().unwrap().presses);
}

#[test]
fn a_previewed_solution_is_marked_and_its_marks_follow_the_presses() {
    let mut harness = four_by_four();
    harness.act(fewest(FewestAction::ShowSolutions(true)));
    harness.act(Action::Solve);
    harness.act(fewest(FewestAction::Preview(Some(3))));
    let solution = page(&harness.state).solutions[3].clone();
    assert_eq!(harness.state.previewed(), Some(3));
    assert!(
        !harness.state.ui.solution_shown,
        "the preview replaces Solve's marks"
    );
    assert_eq!(harness.state.marks(), Some(solution.clone()));
    // Pressing a marked cell takes its mark away, as Solve's marks do.
    let cell = solution.iter().position(|&p| p != 0).unwrap();
    let site = harness.site(cell);
    harness.act(Action::Activate(site));
    assert_eq!(harness.state.marks().unwrap()[cell], 0);
    // Solve brings the fewest-press marks back and ends the preview.
    harness.act(Action::Solve);
    assert_eq!(harness.state.previewed(), None);
    assert_eq!(harness.state.marks(), harness.state.remaining());
}

#[test]
fn a_new_puzzle_is_listed_from_its_first_page() {
    let mut harness = four_by_four();
    harness.act(fewest(FewestAction::ShowSolutions(true)));
    harness.act(fewest(FewestAction::SolutionsFrom(10)));
    harness.act(fewest(FewestAction::Preview(Some(12))));
    harness.act(Action::NewPuzzle);
    assert_eq!(harness.state.solutions_ask(), Some(PageAsk::default()));
    assert_eq!(page(&harness.state).solutions.len(), PAGE_SIZE);
    assert_eq!(harness.state.previewed(), None);
}

#[test]
fn a_puzzle_the_engine_refused_says_why_it_lists_no_solutions() {
    // Flip on 32 x 32 with N = 3: more unknowns than the engine puts in Smith form.
    let mut harness = Harness::new();
    harness.act(Action::ChoosePreset(PatternPreset::Flip));
    harness.act(Action::Edit(SetupEdit::States(3)));
    harness.act(Action::Edit(SetupEdit::Rows(32)));
    harness.act(Action::Edit(SetupEdit::Cols(32)));
    harness.act(fewest(FewestAction::ShowSolutions(true)));
    let Some(Err(message)) = harness.state.solutions_page() else {
        panic!("a refusal: {:?}", harness.state.solutions_page())
    };
    assert!(message.contains("unknowns"), "{message}");
}

#[test]
fn an_unsolvable_board_is_fixed_by_the_fewest_changes() {
    let mut harness = Harness::new();
    // Three boards in four cannot be solved on 5 x 5; some deal in 50 is one of them.
    for _ in 0..50 {
        if matches!(harness.state.verdict, Verdict::Unsolvable(_)) {
            break;
        }
        harness.act(Action::RandomBoard);
    }
    let Some(Ok(fix)) = harness.state.fix().cloned() else {
        panic!("a repair: {:?}", harness.state.fix())
    };
    // Every 5 x 5 class is one light away from the solvable boards.
    assert_eq!(fix.changes.len(), 1);
    assert!(fix.minimal);
    // A press first: the same change fixes the board after it.
    let site = harness.site(12);
    harness.act(Action::Activate(site));
    let expected = harness.state.repaired_board().unwrap();
    harness.act(fewest(FewestAction::ApplyRepair));
    let state = &harness.state;
    assert_eq!(state.game.start, expected);
    assert_eq!(state.game.position, 0);
    assert!(matches!(state.verdict, Verdict::Solvable(_)));
    assert!(
        harness.message().contains("1 light changed"),
        "{}",
        harness.message()
    );
    // Nothing left to change.
    harness.act(fewest(FewestAction::ApplyRepair));
    assert!(
        harness.message().contains("nothing to change"),
        "{}",
        harness.message()
    );
}
