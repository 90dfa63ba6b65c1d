//! The lit-only rule, checked against a breadth-first search written here the plain way:
//! forward from the board, pressing only lit cells, until the goal is met. The engine's search
//! walks backward from the goal and keeps a table for every board; both its table and
//! `analyze` (one search per board) must agree with the plain one on every board.

mod every;

use std::collections::{HashMap, VecDeque};

use rand::rngs::StdRng;
use rand::SeedableRng;

use lights_lab_engine::lit_only::{analyze, LitOnly, LitOnlySearch, Unknown, Unreachable};
use lights_lab_engine::{
    Board, Budget, Goal, GraphBoard, Outcome, Pattern, Preset, Puzzle, Reduced, Rule, Shape,
    SquareLattice, Topology,
};

/// The fewest lit presses from `board` to `goal`, pressing as the move matrix says.
fn fewest_lit_presses(reduced: &Reduced, board: &Board, goal: &Board) -> Option<usize> {
    let states = reduced.states();
    let matrix = reduced.puzzle().move_matrix().unwrap();
    let mut distance = HashMap::from([(board.0.clone(), 0usize)]);
    let mut queue = VecDeque::from([board.0.clone()]);
    while let Some(cells) = queue.pop_front() {
        let d = distance[&cells];
        if cells == goal.0 {
            return Some(d);
        }
        for press in (0..cells.len()).filter(|&c| cells[c] != 0) {
            let mut next = cells.clone();
            matrix.press(press, &mut next, states);
            if !distance.contains_key(&next) {
                distance.insert(next.clone(), d + 1);
                queue.push_back(next);
            }
        }
    }
    None
}

/// For every board: the same verdict and shortest distance as the plain search, and a hint
/// that is a lit cell one press nearer the goal, both from `analyze` and from one finished
/// search's table.
fn agrees_with_plain_search(reduced: &Reduced, goal: &Goal) {
    let target = goal.target(reduced.cells(), reduced.states());
    let mut search = LitOnlySearch::new(reduced, goal).unwrap();
    assert!(search.run(&mut Budget::unlimited()));
    assert_eq!(search.done(), 1.0);
    for board in every::vectors(reduced.cells(), reduced.states()).map(Board) {
        let expected = fewest_lit_presses(reduced, &board, &target);
        let answer = analyze(reduced, &board, goal, &mut Budget::unlimited()).unwrap();
        agrees(reduced, &board, &target, &answer, expected);
        let from_table = search.answer(&board).unwrap();
        agrees(reduced, &board, &target, &from_table, expected);
        if matches!(answer, LitOnly::Reachable { .. }) {
            assert_eq!(from_table, answer, "{board}: one search, one hint");
        }
    }
}

/// `answer` for `board` says what the plain search found, `expected` presses or none.
fn agrees(
    reduced: &Reduced,
    board: &Board,
    target: &Board,
    answer: &LitOnly,
    expected: Option<usize>,
) {
    match (answer, expected) {
        (LitOnly::AtGoal, Some(0)) => {}
        (LitOnly::Reachable { hint, presses }, Some(d)) => {
            assert_eq!(*presses, d, "{board}");
            assert_ne!(board.0[*hint], 0, "the hint {hint} is lit on {board}");
            let mut next = board.0.clone();
            reduced
                .puzzle()
                .move_matrix()
                .unwrap()
                .press(*hint, &mut next, reduced.states());
            assert_eq!(
                fewest_lit_presses(reduced, &Board(next), target),
                Some(d - 1),
                "{board}: the hint leads one press nearer"
            );
        }
        (LitOnly::Unreachable(_), None) => {}
        _ => panic!("{board}: {answer:?}, expected {expected:?}"),
    }
}

fn square(rows: usize, cols: usize, pattern: &str, states: u8) -> Reduced {
    let shape = Shape::Square(SquareLattice::new(rows, cols, Topology::Plane).unwrap());
    let rule = Rule::Pattern(Pattern::square_preset(pattern).unwrap());
    Reduced::new(&Puzzle::new(shape, rule, states).unwrap()).unwrap()
}

fn graph(preset: Preset, plus: bool, states: u8) -> Reduced {
    let board = preset
        .board_with_rng(&mut StdRng::seed_from_u64(0))
        .unwrap();
    let shape = Shape::Graph(board.graph().clone());
    Reduced::new(&Puzzle::new(shape, Rule::Sigma { plus }, states).unwrap()).unwrap()
}

#[test]
fn lights_out_boards_under_the_rule() {
    agrees_with_plain_search(&square(2, 3, "plus", 2), &Goal::Off);
    agrees_with_plain_search(&square(3, 3, "plus", 2), &Goal::Off);
    agrees_with_plain_search(&square(3, 3, "plus", 2), &Goal::On);
}

/// Seed 002's lit-only game (and the lit-only SIGMA games it cites): the press changes the
/// neighbours only, and only a lit cell may be pressed.
#[test]
fn sigma_games_under_the_rule() {
    agrees_with_plain_search(&square(3, 3, "sigma", 2), &Goal::Off);
    agrees_with_plain_search(&graph(Preset::Petersen, false, 2), &Goal::Off);
    agrees_with_plain_search(&graph(Preset::Cycle { n: 7 }, false, 2), &Goal::Off);
    agrees_with_plain_search(&graph(Preset::Path { n: 8 }, true, 2), &Goal::Off);
    // Under SIGMA the cell pressed stays lit, so no lit press leaves every light off: the
    // searches above meet no board but the goal. One lit cell is a goal they can meet.
    agrees_with_plain_search(&square(3, 3, "sigma", 2), &one_lit(9, 4));
    agrees_with_plain_search(&graph(Preset::Petersen, false, 2), &one_lit(10, 0));
}

/// The goal of one lit cell, `cell`, among `cells`.
fn one_lit(cells: usize, cell: usize) -> Goal {
    let mut board = Board(vec![0; cells]);
    board.0[cell] = 1;
    Goal::Board(board)
}

#[test]
fn more_than_two_states_under_the_rule() {
    agrees_with_plain_search(&square(2, 2, "plus", 3), &Goal::Off);
    agrees_with_plain_search(&graph(Preset::Path { n: 4 }, true, 4), &Goal::On);
    let goal = Goal::Board(Board(vec![1, 0, 2, 0, 1]));
    agrees_with_plain_search(&graph(Preset::Cycle { n: 5 }, false, 3), &goal);
}

#[test]
fn boards_beyond_the_search_are_unknown_unless_algebra_rules_them_out() {
    let reduced = square(9, 9, "plus", 2);
    let mut rng = StdRng::seed_from_u64(1);
    let solvable = reduced.random_solvable_with_rng(&Goal::Off, &mut rng);
    let answer = analyze(&reduced, &solvable, &Goal::Off, &mut Budget::unlimited()).unwrap();
    assert_eq!(
        answer,
        LitOnly::Unknown(Unknown::TooManyBoards {
            cells: 81,
            states: 2
        })
    );
    assert!(answer.to_string().contains("not known"));
    // 9 x 9 Lights Out has nullity 8: one lit corner cannot be put out, with or without the
    // rule.
    let mut corner = Board(vec![0; 81]);
    corner.0[0] = 1;
    assert!(matches!(
        reduced.solve(&corner, &Goal::Off).unwrap(),
        Outcome::Unsolvable(_)
    ));
    assert_eq!(
        analyze(&reduced, &corner, &Goal::Off, &mut Budget::unlimited()).unwrap(),
        LitOnly::Unreachable(Unreachable::UnsolvableWithoutTheRule)
    );
}

#[test]
fn a_graph_board_uses_the_same_rule_and_a_search_can_be_stopped() {
    let cube = Preset::Cube { side: 1 }
        .board_with_rng(&mut StdRng::seed_from_u64(0))
        .unwrap();
    let (board, rule) = GraphBoard::from_puzzle(&Puzzle::lights_out(5, 5).unwrap()).unwrap();
    assert_eq!(rule, Rule::Sigma { plus: true });
    let reduced =
        Reduced::new(&Puzzle::new(Shape::Graph(board.graph().clone()), rule, 2).unwrap()).unwrap();
    // All 25 lights on, the goal all off: far enough that the search passes many checks.
    let all_on = Board(vec![1; 25]);
    let stopped = analyze(&reduced, &all_on, &Goal::Off, &mut Budget::steps(1)).unwrap();
    assert_eq!(stopped, LitOnly::Unknown(Unknown::Stopped));
    let octahedron = Reduced::new(
        &Puzzle::new(
            Shape::Graph(cube.graph().clone()),
            Rule::Sigma { plus: true },
            2,
        )
        .unwrap(),
    )
    .unwrap();
    agrees_with_plain_search(&octahedron, &Goal::Off);
}

/// Stopped after every board and taken up again, the search ends with the same table as one
/// uninterrupted run, and its share of boards settled never goes back.
#[test]
fn a_search_stopped_at_every_board_resumes_to_the_same_answers() {
    for (reduced, goal) in [
        (square(4, 4, "plus", 2), Goal::Off),
        (square(3, 3, "sigma", 2), one_lit(9, 4)),
        (square(2, 2, "plus", 3), Goal::On),
    ] {
        let mut whole = LitOnlySearch::new(&reduced, &goal).unwrap();
        whole.run(&mut Budget::unlimited());
        let mut resumed = LitOnlySearch::new(&reduced, &goal).unwrap();
        let (mut runs, mut done) = (0, 0.0);
        // Two steps: the first takes one board, the second is refused and stops the search.
        while !resumed.run(&mut Budget::steps(2)) {
            assert!(resumed.done() >= done);
            done = resumed.done();
            runs += 1;
        }
        assert!(runs > 10, "{runs} runs on {} cells", reduced.cells());
        assert_eq!(resumed.depth(), whole.depth());
        for board in every::vectors(reduced.cells(), reduced.states()).map(Board) {
            assert_eq!(resumed.answer(&board), whole.answer(&board), "{board}");
        }
    }
}

/// Seed 002's lit-only game on classic 5 x 5 Lights Out (2^25 boards, the largest the search
/// covers): from a solvable board, each hint is a lit cell, each press one nearer the goal,
/// and following them solves the board. Later boards are nearer than the first, so one search
/// answers them all without going on.
#[test]
fn following_hints_solves_5x5_under_the_rule() {
    let reduced = square(5, 5, "plus", 2);
    let mut search = LitOnlySearch::new(&reduced, &Goal::Off).unwrap();
    let mut board = reduced.random_solvable_with_rng(&Goal::Off, &mut StdRng::seed_from_u64(5));
    let first = search
        .run_until_decided(&board, &mut Budget::unlimited())
        .unwrap();
    let LitOnly::Reachable { mut presses, .. } = first else {
        panic!("{board}: {first:?}")
    };
    // It stopped once the board was decided, short of the deepest boards.
    assert!(!search.is_finished());
    while let LitOnly::Reachable {
        hint,
        presses: left,
    } = search.answer(&board).unwrap()
    {
        assert_eq!(left, presses);
        assert_eq!(board.0[hint], 1, "the hint {hint} is lit on {board}");
        reduced
            .puzzle()
            .move_matrix()
            .unwrap()
            .press(hint, &mut board.0, 2);
        presses -= 1;
    }
    assert_eq!(search.answer(&board).unwrap(), LitOnly::AtGoal);
    assert_eq!(presses, 0);
}

/// The whole 5 x 5 table: every one of the 2^23 boards the free game can solve can also be put
/// out pressing lit cells only, the farthest in 20 lit presses (free play needs at most 15).
#[test]
fn every_solvable_5x5_board_can_be_put_out_under_the_rule() {
    let reduced = square(5, 5, "plus", 2);
    let mut search = LitOnlySearch::new(&reduced, &Goal::Off).unwrap();
    assert!(search.run(&mut Budget::unlimited()));
    assert_eq!(search.reachable(), Some(1 << 23));
    assert_eq!(search.depth(), Some(20));
}

/// On Lights Out a press always flips its own cell, so the cell pressed last is dark: no lit
/// press ever leads to every light on. The search finds no board before the goal and ends.
#[test]
fn lights_out_under_the_rule_never_reaches_all_lights_on() {
    let reduced = square(5, 5, "plus", 2);
    let mut search = LitOnlySearch::new(&reduced, &Goal::On).unwrap();
    assert!(search.run(&mut Budget::steps(2)));
    assert_eq!(search.depth(), Some(0));
    let mut one_dark = Board(vec![1; 25]);
    one_dark.0[12] = 0;
    assert_eq!(
        search.answer(&one_dark).unwrap(),
        LitOnly::Unreachable(Unreachable::Searched)
    );
    assert_eq!(search.answer(&Board(vec![1; 25])).unwrap(), LitOnly::AtGoal);
}
