//! Facts from the seed documents that any reader of them would recognise.

use rand::rngs::StdRng;
use rand::SeedableRng;

use lights_lab_engine::{
    Board, Goal, HexLattice, Outcome, Pattern, Presses, Puzzle, Reduced, Rule, Shape,
    SquareLattice, Topology,
};

fn square(rows: usize, cols: usize, topology: Topology, pattern: &str, states: u8) -> Reduced {
    let shape = Shape::Square(SquareLattice::new(rows, cols, topology).unwrap());
    let rule = Rule::Pattern(Pattern::square_preset(pattern).unwrap());
    Reduced::new(&Puzzle::new(shape, rule, states).unwrap()).unwrap()
}

/// Seed 002, after Anderson and Feil: the dimension of the null space of the n x n Lights Out
/// matrix, n = 1..21 (n = 1 is the single cell, whose press always works).
#[test]
fn n_by_n_nullity_table_of_seed_002() {
    let table = [
        0, 0, 0, 4, 2, 0, 0, 0, 8, 0, 6, 0, 0, 4, 0, 8, 2, 0, 16, 0, 0,
    ];
    for (index, &expected) in table.iter().enumerate() {
        let n = index + 1;
        let reduced = square(n, n, Topology::Plane, "plus", 2);
        assert_eq!(reduced.nullity(), Some(expected), "{n} x {n}");
        assert_eq!(reduced.rank(), Some(n * n - expected), "{n} x {n}");
    }
}

/// Seed 004, Losada's chart: the number of solutions of All Lights on an m x n board, which is
/// also the inverse of the chance that a random Lights Out board can be put out.
const LOSADA_SOLUTIONS: [[u64; 20]; 20] = [
    [1, 2, 1, 1, 2, 1, 1, 2, 1, 1, 2, 1, 1, 2, 1, 1, 2, 1, 1, 2],
    [2, 1, 4, 1, 2, 1, 4, 1, 2, 1, 4, 1, 2, 1, 4, 1, 2, 1, 4, 1],
    [1, 4, 1, 1, 8, 1, 1, 4, 1, 1, 8, 1, 1, 4, 1, 1, 8, 1, 1, 4],
    [
        1, 1, 1, 16, 1, 1, 1, 1, 16, 1, 1, 1, 1, 16, 1, 1, 1, 1, 16, 1,
    ],
    [
        2, 2, 8, 1, 4, 1, 16, 2, 2, 1, 16, 1, 2, 2, 16, 1, 4, 1, 8, 2,
    ],
    [1, 1, 1, 1, 1, 1, 1, 64, 1, 1, 1, 1, 1, 1, 1, 1, 64, 1, 1, 1],
    [
        1, 4, 1, 1, 16, 1, 1, 4, 1, 1, 128, 1, 1, 4, 1, 1, 16, 1, 1, 4,
    ],
    [
        2, 1, 4, 1, 2, 64, 4, 1, 2, 1, 4, 1, 128, 1, 4, 1, 2, 1, 4, 64,
    ],
    [
        1, 2, 1, 16, 2, 1, 1, 2, 256, 1, 2, 1, 1, 32, 1, 1, 2, 1, 256, 2,
    ],
    [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1],
    [
        2, 4, 8, 1, 16, 1, 128, 4, 2, 1, 64, 1, 2, 4, 256, 1, 16, 1, 8, 4,
    ],
    [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1],
    [
        1, 2, 1, 1, 2, 1, 1, 128, 1, 1, 2, 1, 1, 2, 1, 1, 8192, 1, 1, 2,
    ],
    [
        2, 1, 4, 16, 2, 1, 4, 1, 32, 1, 4, 1, 2, 16, 4, 256, 2, 1, 64, 1,
    ],
    [
        1, 4, 1, 1, 16, 1, 1, 4, 1, 1, 256, 1, 1, 4, 1, 1, 16, 1, 1, 4,
    ],
    [
        1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 256, 1, 256, 1, 1, 1, 1,
    ],
    [
        2, 2, 8, 1, 4, 64, 16, 2, 2, 1, 16, 1, 8192, 2, 16, 1, 4, 1, 8, 128,
    ],
    [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1],
    [
        1, 4, 1, 16, 8, 1, 1, 4, 256, 1, 8, 1, 1, 64, 1, 1, 8, 1, 65536, 4,
    ],
    [
        2, 1, 4, 1, 2, 1, 4, 64, 2, 1, 4, 1, 2, 1, 4, 1, 128, 1, 4, 1,
    ],
];

#[test]
fn losada_all_lights_solution_counts_up_to_20_by_20() {
    for (row, counts) in LOSADA_SOLUTIONS.iter().enumerate() {
        for (col, &expected) in counts.iter().enumerate() {
            let (m, n) = (row + 1, col + 1);
            let reduced = square(m, n, Topology::Plane, "plus", 2);
            assert_eq!(reduced.kernel_size().to_u64(), Some(expected), "{m} x {n}");
            assert_eq!(reduced.solvable_fraction(), format!("1/{expected}"));
            // All Lights (dark board, every light to be lit) always has a solution.
            let outcome = reduced.solve(&Board::dark(m * n), &Goal::On).unwrap();
            let Outcome::Solvable(presses) = outcome else {
                panic!("All Lights on {m} x {n} must be solvable");
            };
            assert_eq!(
                reduced.apply(&Board::dark(m * n), &presses),
                Goal::On.target(m * n, 2)
            );
        }
    }
}

#[test]
fn five_by_five_torus_has_nullity_8() {
    assert_eq!(square(5, 5, Topology::Torus, "plus", 2).nullity(), Some(8));
}

#[test]
fn five_by_five_sigma_game_has_nullity_5() {
    assert_eq!(square(5, 5, Topology::Plane, "sigma", 2).nullity(), Some(5));
}

#[test]
fn five_by_five_with_three_states_has_three_independent_quiet_patterns() {
    let reduced = square(5, 5, Topology::Plane, "plus", 3);
    assert_eq!(reduced.nullity(), Some(3));
    assert_eq!(reduced.kernel_size().to_u64(), Some(27));
    assert_eq!(reduced.rank(), Some(22));
}

#[test]
fn order_three_hexagon_has_three_quiet_patterns() {
    let shape = Shape::Hex(HexLattice::new(3).unwrap());
    let rule = Rule::Pattern(Pattern::hex_preset("plus").unwrap());
    let reduced = Reduced::new(&Puzzle::new(shape, rule, 2).unwrap()).unwrap();
    assert_eq!(reduced.cells(), 19);
    assert_eq!(reduced.nullity(), Some(3));
    for quiet in reduced.quiet_patterns() {
        assert!(quiet.press_count() > 0);
        assert_eq!(reduced.apply(&Board::dark(19), &quiet), Board::dark(19));
    }
}

/// Seed 004: "the simplest example can be found in the order 2 board of All Lights modulo 3.
/// There is no solution now!"
#[test]
fn two_by_two_all_lights_mod_3_is_unsolvable() {
    let reduced = square(2, 2, Topology::Plane, "plus", 3);
    let outcome = reduced.solve(&Board::dark(4), &Goal::On).unwrap();
    let Outcome::Unsolvable(class) = outcome else {
        panic!("2x2 All Lights mod 3 has no solution");
    };
    assert!(!class.is_solvable());
}

/// Seed 004's mod 6 example: a 2x2 board whose system a + 2b = 2, 2a + b = 4 has a
/// determinant that is a zero divisor, and exactly three solutions, (a, b) = (2, 0), (0, 4),
/// (4, 2). In Lights Out terms the board needs 1, 1, 0, 4 more changes: it shows 5, 5, 0, 2.
#[test]
fn two_by_two_mod_6_example_has_exactly_three_solutions() {
    let reduced = square(2, 2, Topology::Plane, "plus", 6);
    assert_eq!(reduced.kernel_size().to_u64(), Some(3));
    let board = Board::parse("5502", 4, 6).unwrap();
    let mut solutions = Vec::new();
    for code in 0..6u32.pow(4) {
        let presses = Presses((0..4).map(|i| (code / 6u32.pow(i) % 6) as u8).collect());
        if reduced.apply(&board, &presses) == Board::dark(4) {
            solutions.push((presses.0[0], presses.0[1]));
        }
    }
    assert_eq!(solutions.len(), 3);
    for expected in [(2, 0), (0, 4), (4, 2)] {
        assert!(
            solutions.contains(&expected),
            "{expected:?} in {solutions:?}"
        );
    }
    let Outcome::Solvable(presses) = reduced.solve(&board, &Goal::Off).unwrap() else {
        panic!("the mod 6 example is solvable");
    };
    assert_eq!(reduced.apply(&board, &presses), Board::dark(4));
    assert!(solutions.contains(&(presses.0[0], presses.0[1])));
}

/// Seed 002, Theorem 1: a 5x5 board is solvable exactly when it is orthogonal to the two
/// quiet patterns n1 and n2 given there.
#[test]
fn five_by_five_solvable_exactly_when_orthogonal_to_seed_002_quiet_patterns() {
    let n1 = "0111010101110111010101110";
    let n2 = "1010110101000001010110101";
    let reduced = square(5, 5, Topology::Plane, "plus", 2);
    for text in [n1, n2] {
        let quiet = Presses::parse(text, 25, 2).unwrap();
        assert_eq!(reduced.apply(&Board::dark(25), &quiet), Board::dark(25));
    }
    let dot = |a: &str, b: &Board| {
        a.bytes()
            .zip(&b.0)
            .filter(|(x, &y)| *x == b'1' && y == 1)
            .count()
            % 2
    };
    let mut rng = StdRng::seed_from_u64(2);
    for _ in 0..200 {
        let board = reduced.random_board_with_rng(&mut rng);
        let orthogonal = dot(n1, &board) == 0 && dot(n2, &board) == 0;
        let solvable = matches!(
            reduced.solve(&board, &Goal::Off).unwrap(),
            Outcome::Solvable(_)
        );
        assert_eq!(solvable, orthogonal, "board {board}");
    }
}

/// Merlin's Magic Square (seed 000): every position can be solved.
#[test]
fn merlins_magic_square_is_always_solvable() {
    let shape = Shape::Square(SquareLattice::new(3, 3, Topology::Plane).unwrap());
    let reduced = Reduced::new(&Puzzle::new(shape, Rule::Merlin, 2).unwrap()).unwrap();
    assert_eq!(reduced.nullity(), Some(0));
}
