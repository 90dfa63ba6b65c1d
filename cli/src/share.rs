//! Share codes on the command line: `--code CODE` as a puzzle (with its goal and start) for the
//! commands about one puzzle, and `code`, which prints the code of a puzzle given by flags, so
//! that links can be made without the web app.

use rand::Rng;

use lights_lab_engine::{Board, Puzzle, Reduced, SharedPuzzle, Start};

use super::args::{Flag, Flags, PuzzleSpec, BOARD, GOAL, PUZZLE_FLAGS};
use super::commands::{self, SEED};
use super::{seed, CliError};

pub const CODE: Flag = Flag {
    name: "code",
    value: "a share code such as v1.s5x5.plane.plus.n2.off.seed42, or a link ending in #CODE",
};

/// The puzzle, goal and start of --code, when given. A code says everything about the puzzle,
/// so any other puzzle flag, --goal or --board alongside it is refused rather than silently
/// overriding or being overridden. Reading a code costs next to nothing beside factoring the
/// puzzle, so each part of a command that needs it reads it again.
pub fn shared(flags: &Flags) -> Result<Option<SharedPuzzle>, CliError> {
    let Some(code) = flags.get(CODE) else {
        return Ok(None);
    };
    let others = PUZZLE_FLAGS.iter().chain([&GOAL, &BOARD]);
    if let Some(other) = others
        .filter(|f| f.name != CODE.name)
        .find(|&&f| flags.get(f).is_some())
    {
        return Err(CliError::new(format!(
            "--code and --{} cannot be used together; the code sets the puzzle, the goal and the start board",
            other.name
        )));
    }
    // A whole link is taken too: the code is what follows its '#'.
    let code = code.trim();
    let code = code.rsplit_once('#').map_or(code, |(_, code)| code);
    Ok(Some(SharedPuzzle::from_code(code)?))
}

/// Where `solve` starts: a board from --board, read before the puzzle is factored so that a
/// mistyped board is refused at once, or the start of --code (a seed's board needs the
/// factored puzzle).
pub enum StartSpec {
    Board(Board),
    Code(SharedPuzzle),
}

impl StartSpec {
    pub fn from_flags(flags: &Flags, puzzle: &Puzzle) -> Result<Self, CliError> {
        Ok(match shared(flags)? {
            Some(shared) => StartSpec::Code(shared),
            None => StartSpec::Board(Board::parse(
                flags.required(BOARD)?,
                puzzle.cells(),
                puzzle.states(),
            )?),
        })
    }

    /// The board: the one given, or the code's start (a seed's random solvable board).
    pub fn board(self, reduced: &Reduced) -> Board {
        match self {
            StartSpec::Board(board) => board,
            StartSpec::Code(shared) => shared.start_board(reduced),
        }
    }
}

/// `code PUZZLE [--goal G] [--board B | --seed S]`: the share code. Without a board or a seed
/// it draws a seed from the operating system, so the result is a new puzzle that the printed
/// code makes repeatable. With --code it prints that code as this build writes it.
pub fn code(flags: &Flags) -> Result<String, CliError> {
    if let Some(shared) = shared(flags)? {
        if flags.get(SEED).is_some() {
            return Err(CliError::new(
                "--code and --seed cannot be used together; the code sets the start",
            ));
        }
        return Ok(shared.to_code());
    }
    if flags.get(BOARD).is_some() && flags.get(SEED).is_some() {
        return Err(CliError::new(
            "--board and --seed cannot be used together; a code starts from a board or from a seed",
        ));
    }
    let given_seed = flags.number::<u64>(SEED)?;
    let (puzzle, drawing) = PuzzleSpec::from_flags(flags)?.build_drawn()?;
    let goal = commands::goal(flags, &puzzle)?;
    let start = match (flags.get(BOARD), given_seed) {
        (Some(text), _) => Start::Board(Board::parse(text, puzzle.cells(), puzzle.states())?),
        (None, Some(given)) => Start::Seed(given),
        (None, None) => Start::Seed(seed::rng(flags)?.random()),
    };
    let mut shared = SharedPuzzle::new(puzzle, goal, start)?;
    if let Some(points) = drawing {
        shared = shared.with_drawing(&points)?;
    }
    Ok(shared.to_code())
}
