//! `code PUZZLE`: the share code of a puzzle given by flags, so that links can be made without
//! the web app. Without `--board` or `--seed` it draws a seed, so the result is a new puzzle
//! that the printed code makes repeatable; with `--code` it prints that code as this build
//! writes it.

use clap::Args;
use rand::Rng;

use lights_lab_engine::{SharedPuzzle, Start};

use crate::args::puzzle::PuzzleArgs;
use crate::args::seed::SeedArg;
use crate::args::start::{read_board, BoardArg, GoalArg};
use crate::error::CliError;

#[derive(Debug, Clone, Args)]
pub struct CodeArgs {
    #[command(flatten)]
    pub puzzle: PuzzleArgs,
    #[command(flatten)]
    pub goal: GoalArg,
    #[command(flatten)]
    pub board: BoardArg,
    #[command(flatten)]
    pub seed: SeedArg,
}

pub fn run(args: &CodeArgs) -> Result<String, CliError> {
    let given = args.puzzle.read(
        "code",
        &[
            ("goal", args.goal.goal.is_some()),
            ("board", args.board.board.is_some()),
        ],
    )?;
    if let Some(shared) = &given.shared {
        if args.seed.seed.is_some() {
            return Err(CliError::new(
                "--code and --seed cannot be used together; the code sets the start",
            ));
        }
        return Ok(shared.to_code());
    }
    let puzzle = &given.puzzle;
    let start = match (&args.board.board, args.seed.seed) {
        (Some(_), Some(_)) => return Err(CliError::new(
            "--board and --seed cannot be used together; a code starts from a board or from a seed",
        )),
        (Some(text), None) => Start::Board(read_board(text, puzzle)?),
        (None, Some(seed)) => Start::Seed(seed),
        (None, None) => Start::Seed(args.seed.rng()?.random()),
    };
    let goal = args.goal.goal(&given)?;
    let mut shared = SharedPuzzle::new(given.puzzle.clone(), goal, start)?;
    if let Some(points) = &given.drawing {
        shared = shared.with_drawing(points)?;
    }
    Ok(shared.to_code())
}
