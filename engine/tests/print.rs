//! The print room: a worksheet dealt from a seed, and its pages.

use lights_lab_engine::{
    Budget, Difficulty, Goal, Pattern, Puzzle, Reduced, Rule, Shape, SharedPuzzle, SquareLattice,
    Start, Topology, Worksheet,
};

fn sheet(count: usize, seed: u64) -> Worksheet {
    sheet_of(Puzzle::lights_out(5, 5).unwrap(), count, seed)
}

fn sheet_of(puzzle: Puzzle, count: usize, seed: u64) -> Worksheet {
    let reduced = Reduced::new(&puzzle).unwrap();
    let setup = SharedPuzzle::new(puzzle, Goal::Off, Start::Seed(0)).unwrap();
    let largest = reduced.largest_fewest(&mut Budget::unlimited());
    Worksheet::deal(
        &setup,
        &reduced,
        &largest,
        count,
        Difficulty::Hard,
        seed,
        &mut Budget::unlimited(),
    )
    .unwrap()
}

/// Six 5 x 5 puzzles and their answers print on two A4 pages (the issue's promise); twelve on
/// three, and the document is the pages one below the other.
#[test]
fn six_puzzles_and_their_answers_are_two_pages() {
    let six = sheet(6, 1);
    assert_eq!(six.pages().len(), 2);
    assert!(six.to_svg().contains(r#"viewBox="0 0 210 594""#));
    let twelve = sheet(12, 1);
    assert_eq!(twelve.pages().len(), 3);
    assert!(twelve.pages()[1].contains(">Puzzle 12<"));
    assert!(twelve.pages()[2].contains(">Puzzle 12: "));
}

/// The sheet names its board in the page's words: "5 × 5", the pattern by its menu name where
/// it is not Lights Out's own, never the share code's "plus".
#[test]
fn a_sheet_names_the_board_as_the_page_does() {
    let classic = sheet(1, 1).to_svg();
    assert!(
        classic.contains(">5 × 5 board, 2 states. Turn every light off in the fewest presses.<")
    );
    let torus = Shape::Square(SquareLattice::new(4, 4, Topology::Torus).unwrap());
    let king = Rule::Pattern(Pattern::square_preset("king").unwrap());
    let king = sheet_of(Puzzle::new(torus, king, 2).unwrap(), 1, 1).to_svg();
    assert!(
        king.contains(">4 × 4 board on a torus, King pattern, 2 states."),
        "{king}"
    );
    assert!(!classic.contains("plus") && !king.contains("rule"));
}

/// Hard on 5 x 5 is 11 to 14 presses (the largest is 15), and each solution takes its board to
/// the goal.
#[test]
fn a_sheet_deals_boards_of_its_band_with_their_solutions() {
    let puzzle = Puzzle::lights_out(5, 5).unwrap();
    let reduced = Reduced::new(&puzzle).unwrap();
    let hard = sheet(5, 2);
    for puzzle in &hard.puzzles {
        assert!((11..=14).contains(&puzzle.press_count()));
        assert_eq!(
            reduced.board_solved_by(&puzzle.solution, &Goal::Off),
            puzzle.board
        );
    }
    assert_eq!(hard, sheet(5, 2));
    assert_ne!(hard.puzzles, sheet(5, 3).puzzles);
}

#[test]
fn a_count_past_twelve_or_a_board_past_400_cells_is_refused() {
    let setup = |rows, cols| {
        SharedPuzzle::new(
            Puzzle::lights_out(rows, cols).unwrap(),
            Goal::Off,
            Start::Seed(0),
        )
        .unwrap()
    };
    assert!(Worksheet::check(&setup(5, 5), 13).is_err());
    assert!(Worksheet::check(&setup(5, 5), 0).is_err());
    assert!(Worksheet::check(&setup(20, 20), 12).is_ok());
    let large = Worksheet::check(&setup(21, 20), 1).unwrap_err().to_string();
    assert!(large.contains("at most 400 cells"), "{large}");
}
