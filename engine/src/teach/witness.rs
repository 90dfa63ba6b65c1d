//! Why a board cannot be solved, as something a student can count on the board.
//!
//! Seed 002's Theorem 1: a board is solvable exactly when it is orthogonal to every quiet
//! pattern of the transposed move matrix. Such a pattern y marks cells whose lights, summed
//! with y's weights, no press can change (each press adds a column of A, and y·A = 0). So
//! when that sum differs between the board and the goal, no presses lead from one to the
//! other: the witness is the pattern and the sum.

use crate::error::EngineError;
use crate::model::board::{Board, Goal};
use crate::solve::reduced::Reduced;
use crate::teach::elimination::{equations, Elimination, MAX_ELIMINATION_CELLS};

/// A pattern of cells whose weighted light sum no press changes, and that sum on the board
/// minus the goal's (not 0: the board cannot reach the goal).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Witness {
    /// The weight of each cell (0 for cells outside the pattern).
    pub pattern: Vec<u8>,
    /// Σ pattern_i · (board_i - goal_i) mod N.
    pub sum: u8,
}

/// The witness that `board` cannot reach `goal`, for prime N; `None` when it can, when N is
/// composite, or when the rule is not symmetric and the board has more than
/// [`MAX_ELIMINATION_CELLS`] cells (the transpose is then not factored).
///
/// ```
/// use lights_lab_engine::{witness, Board, Goal, Puzzle, Reduced};
/// // One lit corner of 5 x 5 cannot be solved; a quiet pattern through it says why.
/// let reduced = Reduced::new(&Puzzle::lights_out(5, 5)?)?;
/// let mut board = Board::dark(25);
/// board.0[0] = 1;
/// let witness = witness(&reduced, &board, &Goal::Off)?.expect("unsolvable");
/// assert_eq!(witness.pattern[0], 1);
/// assert_eq!(witness.sum, 1);
/// # Ok::<(), lights_lab_engine::EngineError>(())
/// ```
pub fn witness(
    reduced: &Reduced,
    board: &Board,
    goal: &Goal,
) -> Result<Option<Witness>, EngineError> {
    reduced.check_board(board)?;
    let states = reduced.states();
    let cells = reduced.cells();
    if reduced.nullity().is_none() {
        return Ok(None);
    }
    let matrix = reduced.move_matrix()?;
    let rows = reduced.reached_by()?;
    let symmetric = (0..cells).all(|press| matrix.reach(press) == rows.reach(press));
    let patterns: Vec<Vec<u8>> = if symmetric {
        reduced.quiet_patterns().map(|q| q.0).collect()
    } else if cells <= MAX_ELIMINATION_CELLS {
        let zeros = vec![0u32; cells];
        Elimination::of_matrix(equations(matrix, true), &zeros, states)
            .plain()
            .quiet_basis()
            .into_iter()
            .map(|q| q.into_iter().map(|v| v as u8).collect())
            .collect()
    } else {
        return Ok(None);
    };
    let goal = goal.target(cells, states);
    let n = states as u32;
    Ok(patterns.into_iter().find_map(|pattern| {
        let sum = pattern
            .iter()
            .zip(&board.0)
            .zip(&goal.0)
            .map(|((&y, &b), &g)| y as u32 * ((b + states - g) % states) as u32)
            .sum::<u32>()
            % n;
        (sum != 0).then_some(Witness {
            pattern,
            sum: sum as u8,
        })
    }))
}
