//! The Learn page's algebra, checked against the solver: the chase stepped visit by visit
//! ends where the solver's presses end, elimination step by step finds the solver's rank,
//! nullity, pivots, number of quiet patterns and a solution exactly when the solver does,
//! the solver's own up to quiet presses (composite N included), and the 5 x 5 lookup table
//! is seed 002's.

// The strategies serve several test crates; each uses only some of them.
#[allow(dead_code)]
mod strategies;

use proptest::prelude::*;

use lights_lab_engine::{
    witness, Board, ChaseWalk, Elimination, Goal, Lookup, Outcome, Pattern, Presses, Puzzle,
    Reduced, RowOp, Rule, Shape, SquareLattice, Topology, Visit, MAX_ELIMINATION_CELLS,
};

/// 96 cases a property keep the file to seconds in debug builds; failures are printed, not
/// saved, so a run leaves no files behind.
fn config() -> ProptestConfig {
    ProptestConfig {
        cases: 96,
        failure_persistence: None,
        ..ProptestConfig::default()
    }
}

fn reduced(puzzle: &Puzzle) -> Reduced {
    Reduced::new(puzzle).expect("small puzzles always factor")
}

/// The free presses' counts in a press vector, in the walk's free-cell order.
fn free_counts(walk: &ChaseWalk, presses: &[u8]) -> Vec<u8> {
    walk.free_cells()
        .iter()
        .map(|&(cell, _)| presses[cell])
        .collect()
}

/// The inverse of `a` mod the prime `p`.
fn inverse(a: u32, p: u32) -> u32 {
    (1..p).find(|&y| a * y % p == 1).expect("a prime modulus")
}

/// From the solver's quiet patterns over a prime `p`: the columns elimination must leave free
/// (a press is free exactly when some quiet pattern ends at it, being then a combination of
/// the presses before it) and the solver's solution with those presses at 0, which is the
/// one back-substitution gives. The patterns are reduced from their last cells: each ends at
/// its own free column, where the others are 0.
fn free_columns_and_solution(reduced: &Reduced, solution: &[u8], p: u32) -> (Vec<usize>, Vec<u32>) {
    let mut ends: Vec<(usize, Vec<u32>)> = Vec::new();
    for pattern in reduced.quiet_patterns() {
        let mut v: Vec<u32> = pattern.0.iter().map(|&x| x as u32 % p).collect();
        for (end, k) in &ends {
            let f = v[*end];
            v.iter_mut()
                .zip(k)
                .for_each(|(x, &y)| *x = (*x + (p - f) * y) % p);
        }
        let end = v
            .iter()
            .rposition(|&x| x != 0)
            .expect("quiet patterns are independent");
        let scale = inverse(v[end], p);
        v.iter_mut().for_each(|x| *x = *x * scale % p);
        for (_, k) in ends.iter_mut() {
            let f = k[end];
            k.iter_mut()
                .zip(&v)
                .for_each(|(x, &y)| *x = (*x + (p - f) * y) % p);
        }
        ends.push((end, v));
    }
    let mut x: Vec<u32> = solution.iter().map(|&v| v as u32 % p).collect();
    for (end, k) in &ends {
        let f = x[*end];
        x.iter_mut()
            .zip(k)
            .for_each(|(a, &b)| *a = (*a + (p - f) * b) % p);
    }
    let mut free: Vec<usize> = ends.iter().map(|(end, _)| *end).collect();
    free.sort_unstable();
    (free, x)
}

/// Whether `difference` is a combination of the solver's quiet-pattern generators (each
/// taken 0 to its order - 1 times), for kernels small enough to list.
fn is_quiet(reduced: &Reduced, difference: &[u32], states: u32) -> bool {
    let generators: Vec<(Vec<u8>, u32)> = reduced
        .quiet_patterns()
        .map(|q| q.0)
        .zip(reduced.quiet_pattern_orders())
        .collect();
    let mut sums = vec![vec![0u32; difference.len()]];
    for (g, order) in &generators {
        sums = sums
            .iter()
            .flat_map(|sum| {
                (0..*order).map(move |d| {
                    sum.iter()
                        .zip(g)
                        .map(|(&s, &x)| (s + d * x as u32) % states)
                        .collect()
                })
            })
            .collect();
    }
    sums.iter().any(|sum| sum == difference)
}

proptest! {
    #![proptest_config(config())]

    /// Chasing from the free presses of the solver's solution presses exactly that solution
    /// and ends at the goal; chasing from none leaves only residual cells off the goal, and
    /// the lookup's columns say what the solution's free presses add there.
    #[test]
    fn stepping_the_chase_reaches_the_solvers_solution(
        (puzzle, board, goal) in strategies::puzzle_board_goal(strategies::puzzle(36))
    ) {
        let reduced = reduced(&puzzle);
        let free = reduced.unknowns();
        let first = ChaseWalk::new(&reduced, &board, &goal, &vec![0; free]).unwrap();
        let target = goal.target(puzzle.cells(), puzzle.states());
        let end = first.board_at(first.len());
        let residual_cells: Vec<usize> = first.residuals().iter().map(|&(c, _)| c).collect();
        for cell in 0..puzzle.cells() {
            if !residual_cells.contains(&cell) {
                prop_assert_eq!(end.0[cell], target.0[cell], "cell {} is settled", cell);
            }
        }
        match reduced.solve(&board, &goal).unwrap() {
            Outcome::Solvable(solution) => {
                let counts = free_counts(&first, &solution.0);
                let second = ChaseWalk::new(&reduced, &board, &goal, &counts).unwrap();
                prop_assert_eq!(&second.presses(), &solution);
                prop_assert!(second.reaches_goal());
                prop_assert_eq!(second.board_at(second.len()), target);
                if let Ok(lookup) = Lookup::new(&reduced) {
                    let needs: Vec<u8> = first.residuals().iter().map(|&(_, n)| n).collect();
                    prop_assert_eq!(lookup.lights_of(&counts), needs);
                }
            }
            Outcome::Unsolvable(_) => prop_assert!(!first.reaches_goal()),
        }
    }

    /// Elimination on [A | b] agrees with the solver: a solution exactly when the solver has
    /// one (and it reaches the goal), the same rank and nullity over a prime, the pivots and
    /// free columns the solver's quiet patterns imply and the solver's solution with the free
    /// presses at 0, over a composite N a solution the solver's differs from by quiet presses,
    /// the same number of quiet press vectors over any N, and every recorded operation
    /// replayed in order gives the final matrix, which the solution satisfies row by row.
    #[test]
    fn elimination_steps_reproduce_the_solver(
        (puzzle, board, goal) in strategies::puzzle_board_goal(strategies::puzzle(30))
    ) {
        let reduced = reduced(&puzzle);
        let elimination = Elimination::new(&reduced, &board, &goal).unwrap();
        let outcome = reduced.solve(&board, &goal).unwrap();
        prop_assert_eq!(elimination.solution().is_some(), matches!(outcome, Outcome::Solvable(_)));
        if let Some(solution) = elimination.solution() {
            prop_assert_eq!(reduced.apply(&board, solution), goal.target(puzzle.cells(), puzzle.states()));
        }
        prop_assert_eq!(elimination.rank(), reduced.rank());
        prop_assert_eq!(elimination.nullity(), reduced.nullity());
        prop_assert_eq!(elimination.kernel_size(), reduced.kernel_size());
        // Pivots and solutions against the solver's, on a board that can surely reach the
        // goal (most boards of a puzzle with quiet patterns cannot): the one the drawn board,
        // read as presses, solves.
        let states = puzzle.states() as u32;
        let solvable = reduced.board_solved_by(&Presses(board.0.clone()), &goal);
        let mine = Elimination::new(&reduced, &solvable, &goal).unwrap();
        let mine = mine.solution().expect("a board some presses solve");
        let Outcome::Solvable(theirs) = reduced.solve(&solvable, &goal).unwrap() else {
            unreachable!("a board some presses solve")
        };
        if puzzle.has_prime_states() {
            // The pivots and free columns, and the solution itself, are the solver's.
            let (free, at_zero) = free_columns_and_solution(&reduced, &theirs.0, states);
            let stage = elimination.plain();
            let mut pivots: Vec<usize> = stage.pivots().iter().map(|p| p.column).collect();
            pivots.sort_unstable();
            let expected: Vec<usize> = (0..puzzle.cells()).filter(|c| !free.contains(c)).collect();
            prop_assert_eq!(pivots, expected);
            let mut free_columns = stage.free_columns().to_vec();
            free_columns.sort_unstable();
            prop_assert_eq!(free_columns, free);
            let mine: Vec<u32> = mine.0.iter().map(|&v| v as u32).collect();
            prop_assert_eq!(mine, at_zero);
        } else if reduced.kernel_size().to_u64().is_some_and(|k| k <= 1 << 12) {
            // Over a composite N the two solutions differ by quiet presses.
            let difference: Vec<u32> = (mine.0.iter().zip(&theirs.0))
                .map(|(&a, &b)| (a as u32 + states - b as u32) % states)
                .collect();
            prop_assert!(is_quiet(&reduced, &difference, states));
        }
        for stage in elimination.answering() {
            prop_assert_eq!(&stage.tableau_at(stage.ops().len()), stage.end());
            prop_assert_eq!(stage.pivots().len() + stage.free_columns().len(), puzzle.cells());
            if let Some(x) = stage.solution() {
                let q = stage.end().modulus();
                let n = stage.end().columns();
                for row in stage.end().rows() {
                    let sum: u32 = (0..n).map(|j| row[j] * x[j]).sum();
                    prop_assert_eq!(sum % q, row[n]);
                }
            }
        }
        if let Some(stuck) = elimination.plain().stuck() {
            let q = puzzle.states() as u32;
            prop_assert!((1..q).all(|y| stuck.value * y % q != 1), "{} has no inverse", stuck.value);
            prop_assert!(!elimination.parts().is_empty());
        }
    }

    /// A witness of an unsolvable board: its weighted sum differs from the goal's, and no
    /// press changes that sum.
    #[test]
    fn a_witness_sum_is_kept_by_every_press(
        (puzzle, board, goal) in strategies::puzzle_board_goal(
            strategies::puzzle_with(strategies::prime_states(), MAX_ELIMINATION_CELLS.min(30)))
    ) {
        let reduced = reduced(&puzzle);
        let found = witness(&reduced, &board, &goal).unwrap();
        let solvable = matches!(reduced.solve(&board, &goal).unwrap(), Outcome::Solvable(_));
        prop_assert!(solvable || found.is_some(), "an unsolvable board has a witness");
        if let Some(witness) = found {
            prop_assert!(!solvable);
            prop_assert_ne!(witness.sum, 0);
            let n = puzzle.states() as u32;
            let weigh = |b: &Board| witness.pattern.iter().zip(&b.0)
                .map(|(&y, &v)| y as u32 * v as u32).sum::<u32>() % n;
            for press in 0..puzzle.cells() {
                let mut presses = vec![0u8; puzzle.cells()];
                presses[press] = 1;
                let after = reduced.apply(&board, &lights_lab_engine::Presses(presses));
                prop_assert_eq!(weigh(&after), weigh(&board));
            }
        }
    }
}

/// Seed 002, section 2.4.2: on 5 x 5, chasing leaves the last row, and pressing x_j in the
/// free row then chasing lights the residual row as in a_1 + x_2 + x_3 + x_5 = 0,
/// a_2 + x_1 + x_2 + x_3 = 0, a_3 + x_1 + x_2 + x_4 + x_5 = 0, a_4 + x_3 + x_4 + x_5 = 0,
/// a_5 + x_1 + x_3 + x_4 = 0 (the seed chases upwards; the board's mirror image is the same
/// table). The lit patterns that can be cleared are exactly those meeting the seed's "premise
/// of winnable", a_3 = a_2 + a_4 and a_3 = a_1 + a_5: 7 of them besides the dark row.
#[test]
fn the_5x5_lookup_table_is_seed_002s() {
    let reduced = reduced(&Puzzle::lights_out(5, 5).unwrap());
    let lookup = Lookup::new(&reduced).unwrap();
    assert_eq!(lookup.free_cells(), &[0, 1, 2, 3, 4]);
    assert_eq!(lookup.residual_cells(), &[20, 21, 22, 23, 24]);
    let equations: [&[usize]; 5] = [
        &[2, 3, 5],
        &[1, 2, 3],
        &[1, 2, 4, 5],
        &[3, 4, 5],
        &[1, 3, 4],
    ];
    for j in 0..5 {
        let lit: Vec<u8> = equations
            .iter()
            .map(|presses| presses.contains(&(j + 1)) as u8)
            .collect();
        assert_eq!(lookup.effect(j), &lit[..], "x_{}", j + 1);
    }
    let rows = lookup.rows().unwrap();
    assert_eq!(rows.len(), 7);
    for row in &rows {
        let a = &row.lights;
        assert_eq!(a[2], a[1] ^ a[3], "{a:?} meets a_3 = a_2 + a_4");
        assert_eq!(a[2], a[0] ^ a[4], "{a:?} meets a_3 = a_1 + a_5");
        assert_eq!(lookup.lights_of(&row.presses), *a);
    }
    // The classic first line: both end lights of the bottom row take two presses, 4 and 5.
    let ends = rows
        .iter()
        .find(|row| row.lights == [1, 0, 0, 0, 1])
        .unwrap();
    assert_eq!(ends.presses.iter().filter(|&&c| c == 1).count(), 2);
}

/// The table as a person reads it, on two states and on three: each clearable pattern once,
/// in counting order, with the fewest pressed free cells that clear it (the first such in
/// counting order, the first free cell fastest), found here by trying every choice.
#[test]
fn a_lookup_table_lists_each_pattern_in_order_with_its_fewest_presses() {
    let square = |side, torus| SquareLattice::new(side, side, torus).unwrap();
    let puzzles = [
        Puzzle::lights_out(5, 5).unwrap(),
        Puzzle::new(
            Shape::Square(square(4, Topology::Plane)),
            Rule::Pattern(Pattern::square_preset("plus").unwrap()),
            3,
        )
        .unwrap(),
        Puzzle::new(
            Shape::Square(square(3, Topology::Torus)),
            Rule::Pattern(Pattern::square_preset("plus").unwrap()),
            3,
        )
        .unwrap(),
    ];
    for puzzle in &puzzles {
        let lookup = Lookup::new(&reduced(puzzle)).unwrap();
        let rows = lookup.rows().unwrap();
        let (f, n) = (lookup.free_cells().len(), puzzle.states());
        assert!(f > 0, "a table with rows to check");
        let weight = |presses: &[u8]| presses.iter().filter(|&&c| c != 0).count();
        let mut expected: Vec<(Vec<u8>, Vec<u8>)> = Vec::new();
        for choice in 0..(n as usize).pow(f as u32) {
            let presses: Vec<u8> = (0..f)
                .map(|i| (choice / (n as usize).pow(i as u32) % n as usize) as u8)
                .collect();
            let lights: Vec<u8> = lookup
                .lights_of(&presses)
                .iter()
                .map(|&added| (n - added) % n)
                .collect();
            let lit = lights.iter().any(|&light| light != 0);
            match expected.iter_mut().find(|(seen, _)| *seen == lights) {
                Some(entry) if weight(&presses) < weight(&entry.1) => entry.1 = presses,
                None if lit => expected.push((lights, presses)),
                _ => {}
            }
        }
        expected.sort();
        let got: Vec<(Vec<u8>, Vec<u8>)> = rows
            .into_iter()
            .map(|row| (row.lights, row.presses))
            .collect();
        assert_eq!(got, expected, "{} states, {f} free", n);
    }
}

/// Seed 004's mod 6 example: a + 2b = 2, 2a + b = 4. Plain elimination pivots on the 1, then
/// meets a 3 it cannot divide by; mod 2 the system has one solution and mod 3 three, and
/// S_6 = 3·S_2 + 4·S_3 gives one of the seed's three solutions (2,0), (0,4), (4,2).
#[test]
fn seed_004s_mod_6_example_splits_into_mod_2_and_mod_3() {
    let elimination = Elimination::of_system(vec![vec![1, 2], vec![2, 1]], &[2, 4], 6).unwrap();
    let stuck = elimination.plain().stuck().unwrap();
    assert_eq!((stuck.column, stuck.value), (1, 3));
    let moduli: Vec<u32> = elimination
        .parts()
        .iter()
        .map(|part| part.end().modulus())
        .collect();
    assert_eq!(moduli, [2, 3]);
    assert_eq!(elimination.multipliers(), [3, 4]);
    assert_eq!(elimination.parts()[0].kernel_size().to_u64(), Some(1));
    assert_eq!(elimination.parts()[1].kernel_size().to_u64(), Some(3));
    let solution = elimination.solution().unwrap().0.clone();
    assert!([[2, 0], [0, 4], [4, 2]].contains(&[solution[0], solution[1]]));
}

/// Over Z_4 a pivot 2 cannot clear an odd entry, so elimination picks odd pivots first and
/// annexes twice a pivot-2 row; 2x = 1 has no solution, 2x = 2 has two (x = 1, 3).
#[test]
fn prime_powers_pivot_on_the_fewest_factors_and_annex() {
    let none = Elimination::of_system(vec![vec![2]], &[1], 4).unwrap();
    assert!(none.solution().is_none());
    let two = Elimination::of_system(vec![vec![2]], &[2], 4).unwrap();
    assert_eq!(two.solution().unwrap().0, [1]);
    assert_eq!(two.kernel_size().to_u64(), Some(2));
    let mixed = Elimination::of_system(vec![vec![2, 1], vec![0, 2]], &[1, 2], 4).unwrap();
    let part = &mixed.parts()[0];
    assert!(part
        .ops()
        .iter()
        .any(|(_, op)| matches!(op, RowOp::Annex { .. })));
    let x = &mixed.solution().unwrap().0;
    assert_eq!(((2 * x[0] + x[1]) % 4, (2 * x[1]) % 4), (1, 2));
}

/// Every visit of the 5 x 5 chase but the last row's settles the light above the press, and
/// the walk's steps can be replayed one at a time.
#[test]
fn the_5x5_chase_presses_under_each_lit_light() {
    let reduced = reduced(&Puzzle::lights_out(5, 5).unwrap());
    let board = Board((0..25).map(|i| (i % 3 == 0) as u8).collect());
    let walk = ChaseWalk::new(&reduced, &board, &Goal::Off, &[0; 5]).unwrap();
    for (step, visit) in walk.visits().iter().enumerate() {
        match *visit {
            Visit::Settle { cell, press, count } => {
                assert_eq!(press, cell + 5, "the press under cell {cell}");
                assert_eq!(count, walk.board_at(step).0[cell]);
                assert_eq!(walk.board_at(step + 1).0[cell], 0);
            }
            Visit::Residual { cell, .. } => assert!(cell >= 20),
        }
    }
}
