//! Classic Lights Out on large plane boards, the polynomial route: nullities against OEIS
//! A159257 and against the formula it states, solutions checked by a product A·x written here
//! (one pass over the board, a cell and its four neighbours), and agreement with the general
//! route (the move matrix chased and eliminated) wherever that route still runs.

use lights_lab_engine::{
    Board, Goal, Outcome, Pattern, Puzzle, Reduced, Rule, Shape, SquareLattice, Topology,
};

/// OEIS A159257: the nullity of the n x n Lights Out board, n = 1..=130.
const A159257: [usize; 130] = [
    0, 0, 0, 4, 2, 0, 0, 0, 8, 0, 6, 0, 0, 4, 0, 8, 2, 0, 16, 0, 0, 0, 14, 4, 0, 0, 0, 0, 10, 20,
    0, 20, 16, 4, 6, 0, 0, 0, 32, 0, 2, 0, 0, 4, 0, 0, 30, 0, 8, 8, 0, 0, 2, 4, 0, 0, 0, 0, 22, 0,
    40, 24, 0, 28, 42, 0, 32, 0, 8, 0, 14, 0, 0, 4, 0, 0, 2, 0, 64, 0, 0, 0, 6, 12, 0, 0, 0, 0, 10,
    0, 0, 20, 0, 4, 62, 0, 0, 20, 16, 0, 18, 0, 0, 4, 0, 0, 6, 0, 8, 0, 0, 0, 2, 4, 0, 0, 0, 8, 46,
    0, 0, 0, 80, 4, 50, 56, 0, 56, 56, 0,
];

/// The nullity by the formula OEIS A159257 states, with polynomials over GF(2) as vectors of
/// coefficients, written independently of the engine:
/// f_0 = 1, f_1 = x, f_{k+1} = x f_k + f_{k-1}; nullity(n) = deg gcd(f_n(x), f_n(x + 1)).
fn a159257_by_formula(n: usize) -> usize {
    type Poly = Vec<bool>;
    fn trim(mut p: Poly) -> Poly {
        while p.last() == Some(&false) {
            p.pop();
        }
        p
    }
    fn add(a: &Poly, b: &Poly) -> Poly {
        let mut sum = vec![false; a.len().max(b.len())];
        for (i, s) in sum.iter_mut().enumerate() {
            *s = a.get(i).copied().unwrap_or(false) ^ b.get(i).copied().unwrap_or(false);
        }
        trim(sum)
    }
    fn times(a: &Poly, linear: &Poly) -> Poly {
        let mut product = vec![false; a.len() + linear.len()];
        for (i, &x) in a.iter().enumerate() {
            for (j, &y) in linear.iter().enumerate() {
                product[i + j] ^= x & y;
            }
        }
        trim(product)
    }
    fn gcd(mut a: Poly, mut b: Poly) -> Poly {
        while !b.is_empty() {
            while a.len() >= b.len() {
                let shift = a.len() - b.len();
                let mut shifted = vec![false; shift];
                shifted.extend_from_slice(&b);
                a = add(&a, &shifted);
            }
            std::mem::swap(&mut a, &mut b);
        }
        a
    }
    let f = |step: Poly| {
        let (mut before, mut current) = (vec![true], step.clone());
        for _ in 1..n {
            let next = add(&times(&current, &step), &before);
            before = std::mem::replace(&mut current, next);
        }
        current
    };
    gcd(f(vec![false, true]), f(vec![true, true])).len() - 1
}

/// A·x on an R x C plane board with the plus pattern: each cell of the board, in one pass,
/// sums its own press and its four neighbours' (the product the solution must satisfy).
fn product(rows: usize, cols: usize, presses: &[u8]) -> Vec<u8> {
    let at = |r: isize, c: isize| -> u8 {
        if r < 0 || c < 0 || r >= rows as isize || c >= cols as isize {
            0
        } else {
            presses[r as usize * cols + c as usize]
        }
    };
    (0..rows * cols)
        .map(|cell| {
            let (r, c) = ((cell / cols) as isize, (cell % cols) as isize);
            (at(r, c) + at(r - 1, c) + at(r + 1, c) + at(r, c - 1) + at(r, c + 1)) % 2
        })
        .collect()
}

fn solve(rows: usize, cols: usize, board: &Board) -> Outcome {
    let reduced = Reduced::new(&Puzzle::lights_out(rows, cols).unwrap()).unwrap();
    reduced.solve(board, &Goal::Off).unwrap()
}

#[test]
fn nullities_of_n_by_n_boards_are_oeis_a159257_and_its_formula() {
    for (i, &expected) in A159257.iter().enumerate() {
        let n = i + 1;
        assert_eq!(a159257_by_formula(n), expected, "the formula at n = {n}");
        let reduced = Reduced::new(&Puzzle::lights_out(n, n).unwrap()).unwrap();
        assert_eq!(reduced.nullity(), Some(expected), "{n} x {n}");
    }
}

#[test]
fn all_on_boards_up_to_2000_are_switched_off_by_their_solutions() {
    // Every all-on square board is solvable (seed 002); the presses, multiplied back by an
    // independent product, give every light.
    for n in [1, 4, 5, 63, 64, 65, 300, 2000] {
        let all_on = Board(vec![1; n * n]);
        let Outcome::Solvable(presses) = solve(n, n, &all_on) else {
            panic!("the all-on {n} x {n} board is solvable");
        };
        assert_eq!(product(n, n, &presses.0), all_on.0, "{n} x {n}");
    }
}

#[test]
fn random_rectangles_solve_or_are_refused_by_a_class_that_shows_it() {
    use rand::{rngs::StdRng, Rng, SeedableRng};
    let mut rng = StdRng::seed_from_u64(13);
    for (rows, cols) in [(19, 19), (30, 47), (1000, 3), (3, 700), (129, 130)] {
        let reduced = Reduced::new(&Puzzle::lights_out(rows, cols).unwrap()).unwrap();
        for _ in 0..4 {
            let board = Board((0..rows * cols).map(|_| rng.random_range(0..2)).collect());
            match reduced.solve(&board, &Goal::Off).unwrap() {
                Outcome::Solvable(presses) => {
                    assert_eq!(product(rows, cols, &presses.0), board.0, "{rows} x {cols}");
                }
                Outcome::Unsolvable(class) => {
                    assert!(!class.is_solvable());
                    assert_eq!(class.invariants.len(), reduced.nullity().unwrap());
                }
            }
            // A board made by presses is always solvable.
            let presses: Vec<u8> = (0..rows * cols).map(|_| rng.random_range(0..2)).collect();
            let made = Board(product(rows, cols, &presses));
            assert!(reduced.class(&made, &Goal::Off).unwrap().is_solvable());
        }
        for pattern in reduced.quiet_patterns() {
            assert!(product(rows, cols, &pattern.0).iter().all(|&v| v == 0));
            assert!(pattern.0.contains(&1), "a quiet pattern presses something");
        }
    }
}

/// The general route: the same puzzle with a mask that leaves every cell in, which the
/// polynomial route does not take.
fn general(rows: usize, cols: usize) -> Reduced {
    let plus = Pattern::square_preset("plus").unwrap();
    let square = SquareLattice::new(rows, cols, Topology::Plane)
        .unwrap()
        .with_mask(vec![true; rows * cols])
        .unwrap();
    Reduced::new(&Puzzle::new(Shape::Square(square), Rule::Pattern(plus), 2).unwrap()).unwrap()
}

#[test]
fn both_routes_give_the_same_canonical_solutions_and_classes() {
    use rand::{rngs::StdRng, Rng, SeedableRng};
    let mut rng = StdRng::seed_from_u64(4);
    for (rows, cols) in [
        (4, 4),
        (5, 5),
        (9, 9),
        (16, 16),
        (17, 11),
        (19, 19),
        (8, 13),
    ] {
        let plane = Reduced::new(&Puzzle::lights_out(rows, cols).unwrap()).unwrap();
        let chased = general(rows, cols);
        assert_eq!(plane.nullity(), chased.nullity(), "{rows} x {cols}");
        assert_eq!(plane.solvable_boards(), chased.solvable_boards());
        for _ in 0..8 {
            let board = Board((0..rows * cols).map(|_| rng.random_range(0..2)).collect());
            let (a, b) = (
                plane.solve(&board, &Goal::Off).unwrap(),
                chased.solve(&board, &Goal::Off).unwrap(),
            );
            match (a, b) {
                (Outcome::Solvable(a), Outcome::Solvable(b)) => assert_eq!(a, b),
                (Outcome::Unsolvable(_), Outcome::Unsolvable(_)) => {}
                (a, b) => panic!("{rows} x {cols}: {a:?} against {b:?}"),
            }
        }
        // A press flips the same lights either way.
        for cell in [0, cols - 1, rows * cols / 2, rows * cols - 1] {
            let (mut a, mut b) = (Board::dark(rows * cols), Board::dark(rows * cols));
            plane.press(cell, &mut a);
            chased.press(cell, &mut b);
            assert_eq!(a, b, "{rows} x {cols}, cell {cell}");
        }
        // The quiet patterns span the same space: each route's are quiet for the other.
        for pattern in plane.quiet_patterns() {
            let after = chased.apply(&Board::dark(rows * cols), &pattern);
            assert_eq!(after, Board::dark(rows * cols));
        }
    }
}
