//! Light chasing one visit at a time, so that a person can follow it on the board.
//!
//! The solver's chase ([`crate::solve::chase`]) computes every press at once. A student
//! needs the same chase as a story: first the presses in the free cells (none on the first
//! pass, the looked-up ones on the second), then, cell by cell in the chase's order, "this
//! light is lit, so press the cell that settles it", until only the residual cells are left.
//! Each visit here is exactly one of the chase's steps, so the walk ends on the board the
//! solver's presses give.

use crate::error::EngineError;
use crate::model::board::{Board, Goal, Presses};
use crate::model::move_matrix::MoveMatrix;
use crate::solve::reduced::Reduced;

/// What one visit of the chase did.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Visit {
    /// `press` was pressed `count` times (0: the cell was already right) to settle `cell`.
    Settle {
        cell: usize,
        press: usize,
        count: u8,
    },
    /// No press is left that reaches `cell`: it is a residual cell, and `needs` is how far it
    /// still is from the goal (0: it came out right).
    Residual { cell: usize, needs: u8 },
}

impl Visit {
    /// The cell this visit looked at.
    pub fn cell(&self) -> usize {
        match *self {
            Visit::Settle { cell, .. } | Visit::Residual { cell, .. } => cell,
        }
    }
}

/// One pass of the chase over one board: the free presses first, then one visit per cell.
#[derive(Debug, Clone)]
pub struct ChaseWalk {
    matrix: MoveMatrix,
    states: u8,
    start: Board,
    free: Vec<(usize, u8)>,
    visits: Vec<Visit>,
}

impl ChaseWalk {
    /// Walks the chase of `reduced` over `board` towards `goal`, with the free presses set to
    /// `free` (one count per free press, in [`ChaseWalk::free_cells`] order; all 0 for the
    /// first pass). Refused when the board does not fit or `free` has the wrong length.
    ///
    /// ```
    /// use lights_lab_engine::{Board, ChaseWalk, Goal, Puzzle, Reduced};
    /// // One lit corner of a 3 x 3 board: chasing presses under it, row by row.
    /// let reduced = Reduced::new(&Puzzle::lights_out(3, 3)?)?;
    /// let mut board = Board::dark(9);
    /// board.0[0] = 1;
    /// let walk = ChaseWalk::new(&reduced, &board, &Goal::Off, &[0, 0, 0])?;
    /// assert_eq!(walk.len(), 9);
    /// // After the chase only the last row can still be lit.
    /// let end = walk.board_at(walk.len());
    /// assert!(end.0[..6].iter().all(|&light| light == 0));
    /// # Ok::<(), lights_lab_engine::EngineError>(())
    /// ```
    pub fn new(
        reduced: &Reduced,
        board: &Board,
        goal: &Goal,
        free: &[u8],
    ) -> Result<Self, EngineError> {
        reduced.check_board(board)?;
        let states = reduced.states();
        let chase = reduced.chase()?;
        let free_presses = chase.free_presses();
        if free.len() != free_presses.len() {
            return Err(EngineError::new(format!(
                "the chase has {} free presses, got {} counts",
                free_presses.len(),
                free.len()
            )));
        }
        if let Some(&count) = free.iter().find(|&&count| count >= states) {
            return Err(EngineError::out_of_range(format!(
                "a press count must be 0 to {}, got {count}",
                states - 1
            )));
        }
        let goal = goal.target(reduced.cells(), states);
        let matrix = reduced.move_matrix()?.clone();
        let free: Vec<(usize, u8)> = free_presses
            .iter()
            .zip(free)
            .map(|(&press, &count)| (press as usize, count))
            .collect();
        let mut current = board.clone();
        for &(press, count) in &free {
            press_times(&matrix, &mut current, press, count, states);
        }
        let visits = chase
            .visits()
            .map(|(cell, press)| {
                let needs = (goal.0[cell] + states - current.0[cell]) % states;
                match press {
                    Some(press) => {
                        press_times(&matrix, &mut current, press, needs, states);
                        Visit::Settle {
                            cell,
                            press,
                            count: needs,
                        }
                    }
                    None => Visit::Residual { cell, needs },
                }
            })
            .collect();
        Ok(Self {
            matrix,
            states,
            start: board.clone(),
            free,
            visits,
        })
    }

    /// The free presses: the cells whose presses the chase cannot decide (the first row on a
    /// plain rectangle), with the counts this pass presses them.
    pub fn free_cells(&self) -> &[(usize, u8)] {
        &self.free
    }

    /// The visits, in the chase's order.
    pub fn visits(&self) -> &[Visit] {
        &self.visits
    }

    /// The number of visits (one per cell).
    pub fn len(&self) -> usize {
        self.visits.len()
    }

    /// Whether there are no visits (a board with no cells).
    pub fn is_empty(&self) -> bool {
        self.visits.is_empty()
    }

    /// The board after the free presses and the first `step` visits (`step` is capped at the
    /// number of visits); step 0 is the board with only the free presses made.
    pub fn board_at(&self, step: usize) -> Board {
        let mut board = self.start.clone();
        for &(press, count) in &self.free {
            press_times(&self.matrix, &mut board, press, count, self.states);
        }
        for visit in &self.visits[..step.min(self.visits.len())] {
            if let Visit::Settle { press, count, .. } = *visit {
                press_times(&self.matrix, &mut board, press, count, self.states);
            }
        }
        board
    }

    /// Every press of the whole pass, free ones included.
    pub fn presses(&self) -> Presses {
        let mut presses = vec![0u8; self.start.0.len()];
        for &(press, count) in &self.free {
            presses[press] = count;
        }
        for visit in &self.visits {
            if let Visit::Settle { press, count, .. } = *visit {
                presses[press] = count;
            }
        }
        Presses(presses)
    }

    /// The residual cells with how far each still is from the goal, in the chase's order.
    pub fn residuals(&self) -> Vec<(usize, u8)> {
        self.visits
            .iter()
            .filter_map(|visit| match *visit {
                Visit::Residual { cell, needs } => Some((cell, needs)),
                Visit::Settle { .. } => None,
            })
            .collect()
    }

    /// Whether the pass ends at the goal: every residual cell came out right.
    pub fn reaches_goal(&self) -> bool {
        self.residuals().iter().all(|&(_, needs)| needs == 0)
    }
}

/// Presses `press` `count` times: each cell it reaches moves on by `count`.
fn press_times(matrix: &MoveMatrix, board: &mut Board, press: usize, count: u8, states: u8) {
    if count == 0 {
        return;
    }
    for &cell in matrix.reach(press) {
        let light = &mut board.0[cell as usize];
        *light = (*light + count) % states;
    }
}
