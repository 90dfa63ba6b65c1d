//! What `solve` and `solutions` are asked about, read the same way for both: the puzzle
//! (flags or `--code`, with `--board` and `--goal` refused beside a code that sets them), its
//! factoring within the command's deadline, the start board and the goal.

use lights_lab_engine::{Board, Goal, Reduced};

use super::puzzle::PuzzleArgs;
use super::start::{BoardArg, GoalArg};
use super::time_limit::{Deadline, TimeLimitArg};
use crate::error::CliError;

/// A board of a factored puzzle, the goal it is to reach, and the deadline the rest of the
/// command's work keeps.
pub struct BoardQuestion {
    pub reduced: Reduced,
    pub board: Board,
    pub goal: Goal,
    pub deadline: Deadline,
}

impl BoardQuestion {
    /// Reads the flags of `command` and factors the puzzle; the deadline starts before the
    /// factoring, which it bounds.
    pub fn read(
        command: &str,
        puzzle: &PuzzleArgs,
        board: &BoardArg,
        goal: &GoalArg,
        time_limit: &TimeLimitArg,
    ) -> Result<Self, CliError> {
        let given = puzzle.read(
            command,
            &[
                ("goal", goal.goal.is_some()),
                ("board", board.board.is_some()),
            ],
        )?;
        let start = board.start(&given, command)?;
        let goal = goal.goal(&given)?;
        let deadline = time_limit.deadline();
        let reduced = deadline.reduce(&given.puzzle)?;
        let board = start.board(&reduced);
        Ok(Self {
            reduced,
            board,
            goal,
            deadline,
        })
    }
}
