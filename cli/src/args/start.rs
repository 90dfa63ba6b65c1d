//! `--goal` and `--board`: read once the puzzle is known (a board has one character per cell),
//! or taken from the share code that gave the puzzle.

use std::io::Read;

use clap::Args;

use lights_lab_engine::{Board, Goal, Puzzle, Reduced, SharedPuzzle};

use super::puzzle::GivenPuzzle;
use crate::error::{parsed, CliError};

#[derive(Debug, Clone, Default, Args)]
pub struct GoalArg {
    /// off (every cell 0, the default), on (every cell N-1) or a board
    #[arg(long, value_name = "G")]
    pub goal: Option<String>,
}

impl GoalArg {
    /// The goal of a share code, else the flag, off when absent.
    pub fn goal(&self, given: &GivenPuzzle) -> Result<Goal, CliError> {
        if let Some(shared) = &given.shared {
            return Ok(shared.goal.clone());
        }
        let puzzle = &given.puzzle;
        Ok(match &self.goal {
            Some(text) => parsed(
                Goal::parse(text.trim(), puzzle.cells(), puzzle.states()),
                "--goal",
                "off, on or a board of one character per cell",
                text,
            )?,
            None => Goal::Off,
        })
    }
}

#[derive(Debug, Clone, Default, Args)]
pub struct BoardArg {
    /// a board, one character per cell (0-9, then a-f); on (every cell N-1), off (every
    /// cell 0), or - to read it from standard input (line breaks and spaces ignored)
    #[arg(long, value_name = "B")]
    pub board: Option<String>,
}

/// Where play starts: a board read before the puzzle is factored, so that a mistyped board is
/// refused at once, or a share code's start (a seed's board needs the factored puzzle).
pub enum Start {
    Board(Board),
    Code(SharedPuzzle),
}

impl BoardArg {
    /// The start: the code's, else the board given, which `command` cannot do without.
    pub fn start(&self, given: &GivenPuzzle, command: &str) -> Result<Start, CliError> {
        if let Some(shared) = &given.shared {
            return Ok(Start::Code(shared.clone()));
        }
        let Some(text) = &self.board else {
            return Err(CliError::new(format!(
                "{command} needs --board: a board, one digit per cell (0-9, then a-f)"
            )));
        };
        let puzzle = &given.puzzle;
        Ok(Start::Board(read_board(text, puzzle)?))
    }
}

/// What --board may be, for its refusals.
const BOARD_ALLOWED: &str =
    "on, off, - (standard input) or one character per cell, each below the number of states (0-9, then a-f)";

/// A --board for `puzzle`, refused in the one shape: `on` and `off` fill every cell (a
/// 10000 x 10000 board does not fit in an argument), `-` reads the board from standard input.
pub fn read_board(text: &str, puzzle: &Puzzle) -> Result<Board, CliError> {
    let (cells, states) = (puzzle.cells(), puzzle.states());
    match text.trim() {
        "on" => Ok(Board(vec![states - 1; cells])),
        "off" => Ok(Board::dark(cells)),
        "-" => {
            let mut input = String::new();
            std::io::stdin()
                .read_to_string(&mut input)
                .map_err(|error| {
                    CliError::new(format!(
                        "--board -: standard input could not be read: {error}"
                    ))
                })?;
            input.retain(|ch| !ch.is_ascii_whitespace());
            parsed(
                Board::parse(&input, cells, states),
                "--board",
                BOARD_ALLOWED,
                &input,
            )
        }
        _ => parsed(
            Board::parse(text, cells, states),
            "--board",
            BOARD_ALLOWED,
            text,
        ),
    }
}

impl Start {
    /// The board: the one given, or the code's start (a seed's random solvable board).
    pub fn board(self, reduced: &Reduced) -> Board {
        match self {
            Start::Board(board) => board,
            Start::Code(shared) => shared.start_board(reduced),
        }
    }
}
