//! Elimination step by step on a small board, over any N: the augmented matrix [A | b], every
//! row operation, the pivots and free columns, back-substitution, and for composite N the
//! place where plain elimination fails and the prime-power split that answers instead.
//!
//! Seed 004 works mod 6: the system a + 2b = 2, 2a + b = 4 has determinant -3, not 0 mod 6,
//! yet no inverse of 3 exists, so Gauss' method cannot be trusted. Solving mod 2 and mod 3
//! and joining S_6 = 3·S_2 + 4·S_3 does. Here the plain attempt is made first and recorded up
//! to the column where it gets stuck; the parts, one per prime power of N, are then each
//! eliminated (pivots p^k and annexed rows over p^e) and their solutions joined by the Chinese
//! remainder theorem.

use crate::algebra::count::Count;
use crate::algebra::modular::{inverse, prime_powers};
use crate::error::EngineError;
use crate::model::board::{Board, Goal, Presses};
use crate::model::move_matrix::MoveMatrix;
use crate::model::puzzle::{MAX_STATES, MIN_STATES};
use crate::solve::reduced::Reduced;
use crate::teach::stage::{Pivoting, Stage};
use crate::teach::tableau::Tableau;

/// The largest board elimination is shown for: a 49 x 50 matrix still fits beside the board.
pub const MAX_ELIMINATION_CELLS: usize = 49;

/// The whole elimination of one board.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Elimination {
    states: u8,
    plain: Stage,
    parts: Vec<Stage>,
    solution: Option<Presses>,
    kernel_size: Count,
}

impl Elimination {
    /// Eliminates [A | goal - board] for `reduced`'s puzzle. Refused for boards of more than
    /// [`MAX_ELIMINATION_CELLS`] cells.
    ///
    /// ```
    /// use lights_lab_engine::{Board, Elimination, Goal, Puzzle, Reduced};
    /// // 5 x 5 Lights Out: 23 pivots, 2 free presses (rank 23, nullity 2).
    /// let reduced = Reduced::new(&Puzzle::lights_out(5, 5)?)?;
    /// let elimination = Elimination::new(&reduced, &Board::dark(25), &Goal::On)?;
    /// assert_eq!(elimination.rank(), Some(23));
    /// assert_eq!(elimination.nullity(), Some(2));
    /// assert!(elimination.solution().is_some());
    /// # Ok::<(), lights_lab_engine::EngineError>(())
    /// ```
    pub fn new(reduced: &Reduced, board: &Board, goal: &Goal) -> Result<Self, EngineError> {
        let cells = reduced.cells();
        if cells > MAX_ELIMINATION_CELLS {
            return Err(EngineError::too_large(
                "cells",
                MAX_ELIMINATION_CELLS as u64,
                format!(
                    "elimination step by step is shown for boards of at most {MAX_ELIMINATION_CELLS} cells; this one has {cells}"
                ),
            ));
        }
        reduced.check_board(board)?;
        let states = reduced.states();
        let goal = goal.target(cells, states);
        let rhs: Vec<u32> = goal
            .0
            .iter()
            .zip(&board.0)
            .map(|(&g, &b)| ((g + states - b) % states) as u32)
            .collect();
        Ok(Self::of_matrix(
            equations(reduced.move_matrix()?, false),
            &rhs,
            states,
        ))
    }

    /// Eliminates a system written out by hand: `matrix` x = `rhs` over Z_states, one row per
    /// equation, as square as a board's. Refused unless the matrix is square with at most
    /// [`MAX_ELIMINATION_CELLS`] rows, `rhs` has one entry per row and N is 2 to 16.
    ///
    /// ```
    /// use lights_lab_engine::Elimination;
    /// // Seed 004's mod 6 system: a + 2b = 2, 2a + b = 4. Plain elimination gets stuck on a
    /// // 3 (no inverse mod 6); mod 2 and mod 3 answer, joined as 3·S_2 + 4·S_3.
    /// let e = Elimination::of_system(vec![vec![1, 2], vec![2, 1]], &[2, 4], 6)?;
    /// assert_eq!(e.plain().stuck().map(|s| s.value), Some(3));
    /// assert_eq!(e.multipliers(), vec![3, 4]);
    /// assert_eq!(e.kernel_size().to_u64(), Some(3));
    /// # Ok::<(), lights_lab_engine::EngineError>(())
    /// ```
    pub fn of_system(matrix: Vec<Vec<u32>>, rhs: &[u32], states: u8) -> Result<Self, EngineError> {
        let n = matrix.len();
        if !(MIN_STATES..=MAX_STATES).contains(&states) {
            return Err(EngineError::out_of_range(format!(
                "states must be {MIN_STATES} to {MAX_STATES}, got {states}"
            )));
        }
        if n == 0 || n > MAX_ELIMINATION_CELLS {
            return Err(EngineError::out_of_range(format!(
                "a system of 1 to {MAX_ELIMINATION_CELLS} equations is eliminated step by step, got {n}"
            )));
        }
        if matrix.iter().any(|row| row.len() != n) || rhs.len() != n {
            return Err(EngineError::new(format!(
                "the system must have {n} entries in every row and {n} right-hand sides"
            )));
        }
        Ok(Self::of_matrix(matrix, rhs, states))
    }

    /// Eliminates the system `matrix` x = `rhs` over Z_states, square, one row per cell.
    pub(crate) fn of_matrix(matrix: Vec<Vec<u32>>, rhs: &[u32], states: u8) -> Self {
        let n = states as u32;
        let plain = Stage::run(Tableau::new(matrix.clone(), rhs, n), Pivoting::Units);
        if plain.stuck().is_none() {
            let solution = plain
                .solution()
                .map(|x| Presses(x.into_iter().map(|v| v as u8).collect()));
            let kernel_size = plain.kernel_size();
            return Self {
                states,
                plain,
                parts: Vec::new(),
                solution,
                kernel_size,
            };
        }
        let parts: Vec<Stage> = prime_powers(n)
            .into_iter()
            .map(|(p, e)| {
                let q = p.pow(e);
                Stage::run(
                    Tableau::new(matrix.clone(), rhs, q),
                    Pivoting::PrimePower { p, e },
                )
            })
            .collect();
        let mut kernel_size = Count::one();
        for part in &parts {
            // Each part's count is a power of its own prime.
            for (p, _) in prime_powers(part.end().modulus()) {
                kernel_size.multiply_prime_power(p, part.kernel_size().exponent_of(p));
            }
        }
        let solution = parts
            .iter()
            .map(Stage::solution)
            .collect::<Option<Vec<_>>>()
            .map(|solutions| Presses(join(&parts, &solutions, n)));
        Self {
            states,
            plain,
            parts,
            solution,
            kernel_size,
        }
    }

    /// N, the number of states.
    pub fn states(&self) -> u8 {
        self.states
    }

    /// Plain elimination mod N (units as pivots); when it got stuck, [`Elimination::parts`]
    /// holds the answer instead.
    pub fn plain(&self) -> &Stage {
        &self.plain
    }

    /// The prime-power parts, when plain elimination got stuck (empty otherwise).
    pub fn parts(&self) -> &[Stage] {
        &self.parts
    }

    /// The stage whose pivots answer (the plain one, when it did not get stuck).
    pub fn answering(&self) -> &[Stage] {
        if self.parts.is_empty() {
            std::slice::from_ref(&self.plain)
        } else {
            &self.parts
        }
    }

    /// The CRT multipliers joining the parts: solution = Σ multiplier_i · part_i mod N
    /// (mod 6: 3 and 4, seed 004's S_6 = 3·S_2 + 4·S_3).
    pub fn multipliers(&self) -> Vec<u32> {
        multipliers(&self.parts, self.states as u32)
    }

    /// The rank (prime N only): the number of pivots.
    pub fn rank(&self) -> Option<usize> {
        self.prime().then(|| self.plain.pivots().len())
    }

    /// The nullity (prime N only): the number of free columns.
    pub fn nullity(&self) -> Option<usize> {
        self.prime().then(|| self.plain.free_columns().len())
    }

    /// The number of press vectors that change nothing (the quiet patterns, none included).
    pub fn kernel_size(&self) -> &Count {
        &self.kernel_size
    }

    /// The presses back-substitution found (free presses at 0), or `None` when the board
    /// cannot reach the goal.
    pub fn solution(&self) -> Option<&Presses> {
        self.solution.as_ref()
    }

    fn prime(&self) -> bool {
        prime_powers(self.states as u32) == [(self.states as u32, 1)]
    }
}

/// One row per cell, one column per press: entry 1 where the press reaches the cell. With
/// `transpose`, one row per press instead (the system whose quiet patterns are the classes'
/// invariants).
pub(crate) fn equations(matrix: &MoveMatrix, transpose: bool) -> Vec<Vec<u32>> {
    let n = matrix.cells();
    let mut rows = vec![vec![0u32; n]; n];
    for press in 0..n {
        for &cell in matrix.reach(press) {
            let (row, column) = if transpose {
                (press, cell as usize)
            } else {
                (cell as usize, press)
            };
            rows[row][column] = 1;
        }
    }
    rows
}

/// m_i ≡ 1 mod q_i and ≡ 0 mod every other part's modulus.
fn multipliers(parts: &[Stage], n: u32) -> Vec<u32> {
    parts
        .iter()
        .map(|part| {
            let q = part.end().modulus();
            let rest = n / q;
            rest * inverse(rest % q, q) % n
        })
        .collect()
}

/// The Chinese remainder theorem: the press counts mod N from each part's mod q_i.
fn join(parts: &[Stage], solutions: &[Vec<u32>], n: u32) -> Vec<u8> {
    let multipliers = multipliers(parts, n);
    (0..solutions[0].len())
        .map(|i| {
            let sum: u32 = solutions
                .iter()
                .zip(&multipliers)
                .map(|(x, &m)| x[i] * m % n)
                .sum();
            (sum % n) as u8
        })
        .collect()
}
