//! The largest fewest-press count of a setup (the covering radius of its quiet patterns, for
//! N = 2) against the published values for Lights Out and against brute force over every
//! board of small setups of every kind, which shares no code with the searches.

mod every;
#[allow(dead_code)]
mod strategies;

use proptest::prelude::*;
use rand::rngs::StdRng;
use rand::SeedableRng;

use lights_lab_engine::{
    Budget, Difficulty, Goal, Pattern, Puzzle, Reduced, Rule, Shape, SquareLattice, Topology,
};

fn square(rows: usize, cols: usize, topology: Topology, pattern: &str, states: u8) -> Reduced {
    let shape = Shape::Square(SquareLattice::new(rows, cols, topology).unwrap());
    let rule = Rule::Pattern(Pattern::square_preset(pattern).unwrap());
    Reduced::new(&Puzzle::new(shape, rule, states).unwrap()).unwrap()
}

/// The fewest presses of a board, proven by the fewest-press search.
fn proven_fewest(reduced: &Reduced, board: &lights_lab_engine::Board) -> u64 {
    let fewest = reduced
        .fewest_presses(board, &Goal::Off, &mut Budget::unlimited())
        .unwrap()
        .expect("a board some presses solve");
    assert!(fewest.minimal);
    fewest.press_count
}

/// The published largest counts of n x n Lights Out: 7 and 15 (4 x 4 and 5 x 5, the classic
/// puzzle), 37 (9 x 9), and 199, 1191, 1999 and 4239 for the nullity-2 squares 17, 41, 53
/// and 77 (W. Boyles, "Most Clicks Problem in Lights Out", where (n + n0)/2 is shown exact for
/// every nullity-2 square). Each comes with a board that the fewest-press search proves needs
/// exactly that many presses, and the hardest board dealt needs them too.
#[test]
fn the_published_largest_counts_of_lights_out() {
    for (side, published) in [
        (4, 7),
        (5, 15),
        (9, 37),
        (17, 199),
        (41, 1191),
        (53, 1999),
        (77, 4239),
    ] {
        let reduced = Reduced::new(&Puzzle::lights_out(side, side).unwrap()).unwrap();
        let largest = reduced.largest_fewest(&mut Budget::unlimited());
        assert_eq!(largest.exact(), Some(published), "{side} x {side}");
        let board = reduced.board_solved_by(&largest.hardest, &Goal::Off);
        assert_eq!(
            proven_fewest(&reduced, &board),
            published,
            "{side} x {side}"
        );
        let (dealt, fewest) = reduced
            .random_with_difficulty_with_rng(
                &Goal::Off,
                Difficulty::Hardest,
                &largest,
                &mut StdRng::seed_from_u64(side as u64),
                &mut Budget::unlimited(),
            )
            .unwrap();
        assert_eq!((fewest.press_count, fewest.minimal), (published, true));
        assert_eq!(
            proven_fewest(&reduced, &dealt),
            published,
            "{side} x {side}"
        );
    }
}

#[test]
fn small_setups_of_other_rules_surfaces_and_states_agree_with_brute_force() {
    let setups = [
        square(2, 3, Topology::Plane, "plus", 2),
        square(3, 3, Topology::Plane, "plus", 2),
        square(3, 3, Topology::Plane, "plus", 3),
        square(3, 4, Topology::Plane, "plus", 2),
        square(3, 4, Topology::Plane, "plus", 3),
        square(3, 3, Topology::Torus, "plus", 2),
        square(4, 4, Topology::Torus, "plus", 2),
        square(2, 4, Topology::Torus, "plus", 3),
        square(2, 3, Topology::Plane, "plus", 4),
        square(2, 2, Topology::Plane, "plus", 6),
        square(3, 4, Topology::Plane, "x", 2),
        square(2, 5, Topology::Cylinder, "king", 2),
        square(4, 4, Topology::Klein, "plus", 2),
    ];
    for reduced in setups {
        let table = every::fewest_per_board(&reduced, &Goal::Off);
        let truth = table.iter().flatten().copied().max().unwrap();
        let largest = reduced.largest_fewest(&mut Budget::unlimited());
        assert_eq!(largest.exact(), Some(truth), "{:?}", reduced.puzzle());
    }
}

/// What brute force says about a setup's hardest board, checked against the engine's answer
/// within `budget`: the range holds the truth, the witness's board needs at least the lower
/// end (exactly, when the count is settled), and N = 2 is always settled without a limit.
fn agrees_with_brute_force(reduced: &Reduced, budget: &mut Budget) -> Result<(), TestCaseError> {
    let table = every::fewest_per_board(reduced, &Goal::Off);
    let truth = table.iter().flatten().copied().max().unwrap();
    let largest = reduced.largest_fewest(budget);
    prop_assert!(
        largest.lower <= truth && truth <= largest.upper,
        "{largest:?} {truth}"
    );
    let board = reduced.board_solved_by(&largest.hardest, &Goal::Off);
    let needs = table[every::code(&board.0, reduced.states()) as usize].unwrap();
    prop_assert!(
        needs >= largest.lower,
        "the witness needs {needs}: {largest:?}"
    );
    if largest.exact().is_some() {
        prop_assert_eq!(needs, truth);
    }
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(256))]

    /// Any shape, surface, rule, mask or graph of at most 16 cells with N = 2: the largest
    /// count is exact and equals the most presses brute force finds any board needs.
    #[test]
    fn n2_largest_counts_agree_with_brute_force(
        puzzle in strategies::puzzle_with(Just(2), 16),
    ) {
        let reduced = Reduced::new(&puzzle).unwrap();
        let largest = reduced.largest_fewest(&mut Budget::unlimited());
        prop_assert!(largest.exact().is_some(), "{largest:?}");
        agrees_with_brute_force(&reduced, &mut Budget::unlimited())?;
    }

    /// Any N, and any step limit: the answer is a range that holds the truth, with a witness.
    #[test]
    fn stopped_or_not_the_range_holds_the_truth(
        puzzle in strategies::tiny_puzzle(1 << 14),
        limit in prop_oneof![Just(None), (1u64..=64).prop_map(Some)],
    ) {
        let reduced = Reduced::new(&puzzle).unwrap();
        let mut budget = limit.map_or_else(Budget::unlimited, Budget::steps);
        agrees_with_brute_force(&reduced, &mut budget)?;
    }
}
