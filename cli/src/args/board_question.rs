//! What `solve` and `solutions` are asked about, read the same way for both: the puzzle
//! (flags or `--code`, with `--board` and `--goal` refused beside a code that sets them), its
//! factoring within the command's deadline, the start board and the goal.

use clap::Args;

use lights_lab_engine::{Board, Goal, Reduced};

use super::puzzle::PuzzleArgs;
use super::start::{BoardArg, GoalArg};
use super::time_limit::{Deadline, TimeLimitArg};
use crate::error::CliError;

/// The flags that say what is asked about: the puzzle, its board and its goal.
#[derive(Debug, Clone, Args)]
pub struct BoardQuestionArgs {
    #[command(flatten)]
    pub puzzle: PuzzleArgs,
    #[command(flatten)]
    pub board: BoardArg,
    #[command(flatten)]
    pub goal: GoalArg,
}

/// A board of a factored puzzle, the goal it is to reach, and the deadline the rest of the
/// command's work keeps.
pub struct BoardQuestion {
    pub reduced: Reduced,
    pub board: Board,
    pub goal: Goal,
    pub deadline: Deadline,
}

impl BoardQuestionArgs {
    /// Reads the flags of `command` and factors the puzzle; the deadline starts before the
    /// factoring, which it bounds.
    pub fn read(
        &self,
        command: &str,
        time_limit: &TimeLimitArg,
    ) -> Result<BoardQuestion, CliError> {
        let given = self.puzzle.read(
            command,
            &[
                ("goal", self.goal.goal.is_some()),
                ("board", self.board.board.is_some()),
            ],
        )?;
        let start = self.board.start(&given, command)?;
        let goal = self.goal.goal(&given)?;
        let deadline = time_limit.deadline();
        let reduced = deadline.reduce(&given.puzzle)?;
        let board = start.board(&reduced);
        Ok(BoardQuestion {
            reduced,
            board,
            goal,
            deadline,
        })
    }
}
