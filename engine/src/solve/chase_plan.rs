//! What factoring a puzzle starts from: its move matrix, the transpose the chase reads (for
//! each cell, the presses that reach it) and the chase planned on them, built together because
//! planning the chase is the slow part of setting up and must stop at the deadline.

use crate::budget::Budget;
use crate::error::EngineError;
use crate::model::move_matrix::MoveMatrix;
use crate::model::puzzle::Puzzle;
use crate::solve::chase::Chase;

/// A move matrix, its transpose and the chase planned on them.
#[derive(Debug, Clone)]
pub(crate) struct Plan {
    pub(crate) matrix: MoveMatrix,
    /// For each cell, the presses that reach it.
    pub(crate) rows: MoveMatrix,
    pub(crate) chase: Chase,
}

impl Plan {
    /// The move matrix, its transpose and the chase of `puzzle`; `Ok(None)` when `budget`
    /// stopped the chase's planning.
    pub(crate) fn new(puzzle: &Puzzle, budget: &mut Budget) -> Result<Option<Self>, EngineError> {
        let matrix = puzzle.move_matrix()?;
        let rows = matrix.reached_by();
        Ok(Chase::plan(&matrix, &rows, budget).map(|chase| Self {
            matrix,
            rows,
            chase,
        }))
    }
}
