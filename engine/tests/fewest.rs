//! Fewest presses, every solution, the largest fewest-press count, difficulty and repair, checked
//! against facts a reader of Lights Out would recognise (5 x 5 all-on needs 15 presses, the
//! hardest 4 x 4 board needs 7) and against brute force over every press vector of small
//! setups, which shares no code with the searches.

mod every;

use std::collections::{HashMap, HashSet, VecDeque};

use proptest::prelude::*;
use rand::rngs::StdRng;
use rand::SeedableRng;

use lights_lab_engine::{
    Board, Budget, Control, Difficulty, Goal, Pattern, Presses, Puzzle, Reduced, Rule, Shape,
    SolutionOrder, SquareLattice, Topology,
};

fn square(rows: usize, cols: usize, topology: Topology, pattern: &str, states: u8) -> Reduced {
    let shape = Shape::Square(SquareLattice::new(rows, cols, topology).unwrap());
    let rule = Rule::Pattern(Pattern::square_preset(pattern).unwrap());
    Reduced::new(&Puzzle::new(shape, rule, states).unwrap()).unwrap()
}

fn lights_out(rows: usize, cols: usize, states: u8) -> Reduced {
    square(rows, cols, Topology::Plane, "plus", states)
}

fn reaches_goal(reduced: &Reduced, board: &Board, presses: &Presses, goal: &Goal) -> bool {
    let goal = goal.target(reduced.cells(), reduced.states());
    reduced.apply(board, presses).matches(&goal)
}

fn fewest(reduced: &Reduced, board: &Board) -> lights_lab_engine::Fewest {
    reduced
        .fewest_presses(board, &Goal::Off, &mut Budget::unlimited())
        .unwrap()
        .expect("a solvable board")
}

#[test]
fn five_by_five_all_on_needs_exactly_fifteen_presses() {
    let reduced = lights_out(5, 5, 2);
    let all_on = Board(vec![1; 25]);
    let answer = fewest(&reduced, &all_on);
    assert_eq!(answer.press_count, 15);
    assert!(answer.minimal);
    assert_eq!(answer.lower_bound, 15);
    assert!(reaches_goal(&reduced, &all_on, &answer.presses, &Goal::Off));
    // The plain solve presses more: the quiet patterns save presses.
    let all_solutions = reduced
        .solutions(
            &all_on,
            &Goal::Off,
            0,
            4,
            SolutionOrder::PressCount,
            &mut Budget::unlimited(),
        )
        .unwrap()
        .unwrap();
    let counts: Vec<u64> = all_solutions
        .solutions
        .iter()
        .map(Presses::press_count)
        .collect();
    assert_eq!(counts[0], 15);
    assert_eq!(all_solutions.count.to_string(), "4");
}

#[test]
fn fewest_agrees_with_brute_force_on_every_board_of_small_setups() {
    for (rows, cols) in [(2, 3), (3, 3), (3, 4)] {
        for states in [2, 3] {
            let reduced = lights_out(rows, cols, states);
            let n = reduced.cells();
            let table = every::fewest_per_board(&reduced, &Goal::Off);
            for (board_code, expected) in table.iter().enumerate() {
                let board = Board(every::vector(board_code as u64, n, states));
                let found = reduced
                    .fewest_presses(&board, &Goal::Off, &mut Budget::unlimited())
                    .unwrap();
                match (expected, found) {
                    (Some(expected), Some(found)) => {
                        assert_eq!(found.press_count, *expected, "{rows}x{cols} mod {states} {board}");
                        assert!(found.minimal);
                        assert!(reaches_goal(&reduced, &board, &found.presses, &Goal::Off));
                    }
                    (None, None) => {}
                    (expected, found) => panic!(
                        "{rows}x{cols} mod {states} {board}: brute force {expected:?}, search {found:?}"
                    ),
                }
            }
        }
    }
}

/// The lightest solution in the coset, by counting through every combination of the quiet
/// patterns in mixed radix (no Gray code, no pruning).
fn exhaustive_fewest(reduced: &Reduced, solution: &Presses) -> u64 {
    let states = reduced.states() as u32;
    let patterns: Vec<(Vec<u8>, u32)> = reduced
        .quiet_patterns()
        .map(|p| p.0.clone())
        .zip(reduced.quiet_pattern_orders())
        .collect();
    let total: u64 = patterns.iter().map(|(_, order)| *order as u64).product();
    (0..total)
        .map(|mut combination| {
            let mut presses: Vec<u32> = solution.0.iter().map(|&p| p as u32).collect();
            for (pattern, order) in &patterns {
                let times = (combination % *order as u64) as u32;
                combination /= *order as u64;
                for (p, &q) in presses.iter_mut().zip(pattern) {
                    *p = (*p + times * q as u32) % states;
                }
            }
            presses.iter().map(|&p| p as u64).sum()
        })
        .min()
        .unwrap()
}

#[test]
fn on_random_boards_of_many_setups_no_solution_has_fewer_presses() {
    let setups = [
        square(4, 4, Topology::Plane, "plus", 2),
        square(9, 9, Topology::Plane, "plus", 2),
        square(11, 11, Topology::Plane, "plus", 2),
        square(16, 16, Topology::Plane, "plus", 2),
        square(5, 5, Topology::Torus, "plus", 2),
        square(6, 6, Topology::Torus, "plus", 2),
        square(9, 9, Topology::Torus, "plus", 2),
        square(6, 6, Topology::Klein, "plus", 2),
        square(5, 5, Topology::Plane, "sigma", 2),
        square(6, 6, Topology::Plane, "x", 2),
        square(4, 4, Topology::Plane, "plus", 3),
        square(5, 5, Topology::Plane, "plus", 4),
        square(4, 4, Topology::Torus, "plus", 5),
        square(3, 3, Topology::Torus, "plus", 6),
    ];
    let mut rng = StdRng::seed_from_u64(2024);
    for reduced in setups {
        let k = reduced.kernel_size().log2();
        assert!(k <= 12.0, "{:?}: kernel 2^{k}", reduced.puzzle());
        for _ in 0..3 {
            let board = reduced.random_solvable_with_rng(&Goal::On, &mut rng);
            let found = reduced
                .fewest_presses(&board, &Goal::On, &mut Budget::unlimited())
                .unwrap()
                .unwrap();
            assert!(found.minimal);
            assert!(reaches_goal(&reduced, &board, &found.presses, &Goal::On));
            assert_eq!(
                found.press_count,
                exhaustive_fewest(&reduced, &found.presses),
                "{:?} {board}",
                reduced.puzzle()
            );
        }
    }
}

#[test]
fn a_stopped_search_returns_a_valid_solution_and_an_honest_bound() {
    // 19 x 19 has 2^16 solutions per board; ten steps cannot settle it.
    let reduced = lights_out(19, 19, 2);
    let mut rng = StdRng::seed_from_u64(5);
    let board = reduced.random_solvable_with_rng(&Goal::Off, &mut rng);
    let stopped = reduced
        .fewest_presses(&board, &Goal::Off, &mut Budget::steps(10))
        .unwrap()
        .unwrap();
    let exact = fewest(&reduced, &board);
    assert!(!stopped.minimal);
    assert!(reaches_goal(&reduced, &board, &stopped.presses, &Goal::Off));
    assert!(stopped.lower_bound <= exact.press_count);
    assert!(exact.press_count <= stopped.press_count);
}

#[test]
fn a_callback_sees_the_progress_and_can_cancel() {
    // The 20 x 20 torus has 2^32 solutions per board; the first report comes long before the
    // end, and stopping there keeps the best found.
    let reduced = square(20, 20, Topology::Torus, "plus", 2);
    let board = reduced.random_solvable_with_rng(&Goal::Off, &mut StdRng::seed_from_u64(1));
    let mut reports = Vec::new();
    let cancelled = reduced
        .fewest_presses(
            &board,
            &Goal::Off,
            &mut Budget::unlimited().on_progress(|progress| {
                reports.push(*progress);
                Control::Stop
            }),
        )
        .unwrap()
        .unwrap();
    assert!(!cancelled.minimal);
    assert!(reaches_goal(
        &reduced,
        &board,
        &cancelled.presses,
        &Goal::Off
    ));
    assert_eq!(reports.len(), 1);
    assert!(reports[0].done > 0.0 && reports[0].done < 0.01);
    assert_eq!(reports[0].best, Some(cancelled.press_count));
}

#[test]
fn the_twenty_by_twenty_torus_search_resumes_in_slices() {
    // k = 32: far too many combinations for a test, but a few slices must make progress and
    // keep a valid best.
    let reduced = square(20, 20, Topology::Torus, "plus", 2);
    assert_eq!(reduced.nullity(), Some(32));
    let board = reduced.random_solvable_with_rng(&Goal::Off, &mut StdRng::seed_from_u64(1));
    let mut search = reduced.fewest_search(&board, &Goal::Off).unwrap().unwrap();
    let mut last = search.progress();
    for _ in 0..3 {
        assert_eq!(search.advance(1000), 1000);
        let now = search.progress();
        assert!(now.done > last.done && now.best <= last.best);
        last = now;
    }
    let best = search.best();
    assert!(!best.minimal);
    assert!(reaches_goal(&reduced, &board, &best.presses, &Goal::Off));
}

#[test]
fn every_solution_is_listed_once_and_sorted_pages_follow_the_press_count() {
    for reduced in [
        lights_out(4, 4, 2),
        lights_out(5, 5, 4),
        square(3, 3, Topology::Torus, "plus", 6),
    ] {
        let board = reduced.random_solvable_with_rng(&Goal::Off, &mut StdRng::seed_from_u64(3));
        let count = reduced.kernel_size().to_u64().unwrap();
        let mut seen = HashSet::new();
        let mut offset = 0;
        while offset < count {
            let page = reduced
                .solutions(
                    &board,
                    &Goal::Off,
                    offset,
                    5,
                    SolutionOrder::Numbered,
                    &mut Budget::unlimited(),
                )
                .unwrap()
                .unwrap();
            assert_eq!(page.count.to_u64(), Some(count));
            for presses in &page.solutions {
                assert!(reaches_goal(&reduced, &board, presses, &Goal::Off));
                assert!(seen.insert(presses.clone()), "listed twice: {presses}");
            }
            offset += page.solutions.len() as u64;
        }
        assert_eq!(seen.len() as u64, count);
        let sorted = reduced
            .solutions(
                &board,
                &Goal::Off,
                0,
                100_000,
                SolutionOrder::PressCount,
                &mut Budget::unlimited(),
            )
            .unwrap()
            .unwrap();
        let counts: Vec<u64> = sorted.solutions.iter().map(Presses::press_count).collect();
        assert!(counts.windows(2).all(|w| w[0] <= w[1]));
        assert_eq!(counts.len() as u64, count);
        assert_eq!(counts[0], fewest(&reduced, &board).press_count);
        let second_page = reduced
            .solutions(
                &board,
                &Goal::Off,
                1,
                2,
                SolutionOrder::PressCount,
                &mut Budget::unlimited(),
            )
            .unwrap()
            .unwrap();
        assert_eq!(
            second_page.solutions,
            sorted.solutions[1..3.min(count as usize)]
        );
    }
}

#[test]
fn solution_pages_refuse_bad_limits_offsets_and_huge_sorts() {
    let reduced = lights_out(5, 5, 2);
    let board = Board(vec![1; 25]);
    let refuse = |offset, limit, order| {
        reduced
            .solutions(
                &board,
                &Goal::Off,
                offset,
                limit,
                order,
                &mut Budget::unlimited(),
            )
            .unwrap_err()
            .to_string()
    };
    assert!(refuse(0, 0, SolutionOrder::Numbered).contains("limit must be 1..=100000"));
    assert!(refuse(0, 100_001, SolutionOrder::Numbered).contains("limit must be"));
    assert!(refuse(4, 1, SolutionOrder::Numbered)
        .contains("offset must be below the number of solutions (4)"));
    // 19 x 19 Lights Out has 65536 solutions per board; 30 x 30 has 2^20; 20 x 20 torus 2^32.
    let torus = square(20, 20, Topology::Torus, "plus", 2);
    let dark = Board::dark(400);
    let error = torus
        .solutions(
            &dark,
            &Goal::Off,
            0,
            1,
            SolutionOrder::PressCount,
            &mut Budget::unlimited(),
        )
        .unwrap_err();
    assert!(
        error.to_string().contains("4294967296 solutions"),
        "{error}"
    );
    // Unsorted, any page of the four billion is at hand.
    let last = torus
        .solutions(
            &dark,
            &Goal::Off,
            (1 << 32) - 1,
            10,
            SolutionOrder::Numbered,
            &mut Budget::unlimited(),
        )
        .unwrap()
        .unwrap();
    assert_eq!(last.solutions.len(), 1);
    assert!(reaches_goal(&torus, &dark, &last.solutions[0], &Goal::Off));
    // An unsolvable board has no solutions.
    let mut one = vec![0; 25];
    one[0] = 1;
    assert!(reduced
        .solutions(
            &Board(one),
            &Goal::Off,
            0,
            1,
            SolutionOrder::Numbered,
            &mut Budget::unlimited()
        )
        .unwrap()
        .is_none());
}

/// For every board, the fewest cells to change to make it solvable: a breadth-first search
/// over all N^n boards from the solvable ones, changing one cell at a time.
fn changes_needed(reduced: &Reduced) -> Vec<u32> {
    let (n, states) = (reduced.cells(), reduced.states());
    let table = every::fewest_per_board(reduced, &Goal::Off);
    let mut distance = vec![u32::MAX; table.len()];
    let mut queue = VecDeque::new();
    for (board, fewest) in table.iter().enumerate() {
        if fewest.is_some() {
            distance[board] = 0;
            queue.push_back(board as u64);
        }
    }
    while let Some(board) = queue.pop_front() {
        let values = every::vector(board, n, states);
        for cell in 0..n {
            for value in 0..states {
                let mut next = values.clone();
                next[cell] = value;
                let next = every::code(&next, states) as usize;
                if distance[next] == u32::MAX {
                    distance[next] = distance[board as usize] + 1;
                    queue.push_back(next as u64);
                }
            }
        }
    }
    distance
}

#[test]
fn repair_changes_the_fewest_lights_that_make_a_board_solvable() {
    for reduced in [
        lights_out(4, 4, 2),
        lights_out(2, 2, 3),
        square(3, 3, Topology::Torus, "plus", 2),
        square(2, 3, Topology::Plane, "plus", 4),
    ] {
        let n = reduced.cells();
        let states = reduced.states();
        let needed = changes_needed(&reduced);
        let mut worst = 0;
        for (board_code, &changes) in needed.iter().enumerate().step_by(7) {
            let board = Board(every::vector(board_code as u64, n, states));
            let repair = reduced
                .repair(&board, &Goal::Off, &mut Budget::unlimited())
                .unwrap();
            assert!(repair.minimal);
            assert_eq!(
                repair.changes.len() as u32,
                changes,
                "{:?} {board}",
                reduced.puzzle()
            );
            assert!(reduced
                .class(&repair.board, &Goal::Off)
                .unwrap()
                .is_solvable());
            for (cell, value) in repair.changes {
                assert_ne!(board.0[cell], value);
                assert_eq!(repair.board.0[cell], value);
            }
            worst = worst.max(changes);
        }
        assert!(worst >= 1, "{:?} has unsolvable boards", reduced.puzzle());
    }
}

#[test]
fn on_five_by_five_one_light_always_suffices() {
    // 5 x 5 has two quiet patterns, and every class of boards is one light away from the
    // solvable one: each of the three nonzero classes has a cell of its own.
    let reduced = lights_out(5, 5, 2);
    let mut rng = StdRng::seed_from_u64(9);
    for _ in 0..20 {
        let board = reduced.random_board_with_rng(&mut rng);
        let repair = reduced
            .repair(&board, &Goal::Off, &mut Budget::unlimited())
            .unwrap();
        let solvable = reduced.class(&board, &Goal::Off).unwrap().is_solvable();
        assert_eq!(repair.changes.len(), if solvable { 0 } else { 1 });
    }
}

#[test]
fn random_boards_by_difficulty_fall_in_their_band_and_cover_it_evenly() {
    let reduced = lights_out(5, 5, 2);
    let largest = reduced.largest_fewest(&mut Budget::unlimited());
    assert_eq!(Difficulty::Easy.presses(&largest), 1..=5);
    assert_eq!(Difficulty::Medium.presses(&largest), 6..=10);
    assert_eq!(Difficulty::Hard.presses(&largest), 11..=14);
    assert_eq!(Difficulty::Hardest.presses(&largest), 15..=15);
    let mut rng = StdRng::seed_from_u64(77);
    for difficulty in Difficulty::ALL {
        let (board, found) = reduced
            .random_with_difficulty_with_rng(
                &Goal::Off,
                difficulty,
                &largest,
                &mut rng,
                &mut Budget::unlimited(),
            )
            .unwrap();
        assert!(difficulty.presses(&largest).contains(&found.press_count));
        assert_eq!(fewest(&reduced, &board).press_count, found.press_count);
    }
    // 4 x 4 has exactly 136 easy boards (16 that need one press, 120 that need two); each
    // should come up about equally often.
    let reduced = lights_out(4, 4, 2);
    let largest = reduced.largest_fewest(&mut Budget::unlimited());
    let easy = every::fewest_per_board(&reduced, &Goal::Off)
        .iter()
        .filter(|fewest| matches!(fewest, Some(1..=2)))
        .count();
    assert_eq!(easy, 136);
    let mut tally: HashMap<Board, u32> = HashMap::new();
    let draws = 2000;
    for _ in 0..draws {
        let (board, found) = reduced
            .random_with_difficulty_with_rng(
                &Goal::Off,
                Difficulty::Easy,
                &largest,
                &mut rng,
                &mut Budget::unlimited(),
            )
            .unwrap();
        assert!((1..=2).contains(&found.press_count));
        *tally.entry(board).or_default() += 1;
    }
    assert_eq!(tally.len(), easy);
    // Chi-square with 135 degrees of freedom: 191.6 is its 0.1% point.
    let expected = draws as f64 / easy as f64;
    let chi_square: f64 = tally
        .values()
        .map(|&seen| (seen as f64 - expected).powi(2) / expected)
        .sum();
    assert!(chi_square < 191.6, "chi-square {chi_square}");
    // The hardest are built, not drawn: every one needs the 7 presses, and they vary.
    let mut hardest: HashSet<Board> = HashSet::new();
    for _ in 0..50 {
        let (board, found) = reduced
            .random_with_difficulty_with_rng(
                &Goal::Off,
                Difficulty::Hardest,
                &largest,
                &mut rng,
                &mut Budget::unlimited(),
            )
            .unwrap();
        assert_eq!((found.press_count, found.minimal), (7, true));
        assert_eq!(fewest(&reduced, &board).press_count, 7);
        hardest.insert(board);
    }
    assert!(hardest.len() > 1);
}

#[test]
fn a_setup_without_a_band_says_so() {
    // A 1 x 1 board: one press, the largest count is 1, so there is nothing easier.
    let reduced = lights_out(1, 1, 2);
    let largest = reduced.largest_fewest(&mut Budget::unlimited());
    assert_eq!(largest.exact(), Some(1));
    let error = reduced
        .random_with_difficulty_with_rng(
            &Goal::Off,
            Difficulty::Medium,
            &largest,
            &mut StdRng::seed_from_u64(1),
            &mut Budget::unlimited(),
        )
        .unwrap_err();
    assert!(error.to_string().contains("no medium boards"), "{error}");
}

fn small_puzzle() -> impl Strategy<Value = Reduced> {
    (
        1usize..=4,
        1usize..=4,
        prop::sample::select(Topology::ALL.to_vec()),
        prop::sample::select(vec!["plus", "sigma", "king", "x"]),
        prop::sample::select(vec![2u8, 3, 4, 6]),
    )
        .prop_filter_map(
            "small enough for brute force",
            |(rows, cols, topology, pattern, states)| {
                let cells = rows * cols;
                ((states as u64).pow(cells as u32) <= 1 << 14)
                    .then(|| square(rows, cols, topology, pattern, states))
            },
        )
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    /// Whatever the budget, an answer is a solution, never lighter than the true fewest nor
    /// lighter than its own bound, and "minimal" is only claimed for the true fewest.
    #[test]
    fn minimal_is_never_claimed_wrongly(
        reduced in small_puzzle(),
        seed in any::<u64>(),
        limit in 1u64..=12,
    ) {
        let table = every::fewest_per_board(&reduced, &Goal::Off);
        let board = reduced.random_solvable_with_rng(&Goal::Off, &mut StdRng::seed_from_u64(seed));
        let truth = table[every::code(&board.0, reduced.states()) as usize].unwrap();
        let found = reduced
            .fewest_presses(&board, &Goal::Off, &mut Budget::steps(limit))
            .unwrap()
            .unwrap();
        prop_assert!(reaches_goal(&reduced, &board, &found.presses, &Goal::Off));
        prop_assert_eq!(found.presses.press_count(), found.press_count);
        prop_assert!(found.lower_bound <= truth && truth <= found.press_count);
        if found.minimal {
            prop_assert_eq!(found.press_count, truth);
        }
    }
}
