//! `random PUZZLE`: boards drawn uniformly from those that can reach the goal, one per line
//! and nothing else, so that the output can be fed straight back to `solve --board`; with
//! `--difficulty`, only boards whose fewest-press count is in that band.

use clap::Args;

use lights_lab_engine::{Budget, Difficulty, EngineError, Largest, Reduced};

use crate::args::limits;
use crate::args::puzzle::PuzzleArgs;
use crate::args::seed::SeedArg;
use crate::args::start::GoalArg;
use crate::args::time_limit::{Deadline, TimeLimitArg};
use crate::error::{quote, CliError};

/// Most characters one `random` prints (64 MiB), so the output is bounded before it is built:
/// 10,000 boards of 256 x 256 would be 655 MB.
const MAX_RANDOM_CHARS: usize = 1 << 26;
/// The share of the time limit the search for the largest fewest-press count may take
/// before `random --difficulty` settles for the largest known; the deals keep the rest.
const LARGEST_SHARE: f64 = 0.25;

#[derive(Debug, Clone, Args)]
pub struct RandomArgs {
    #[command(flatten)]
    pub puzzle: PuzzleArgs,
    #[command(flatten)]
    pub goal: GoalArg,
    #[command(flatten)]
    pub seed: SeedArg,
    /// boards to draw, 1..=10000 (default 1)
    #[arg(long, value_name = "K", value_parser = limits::count)]
    pub count: Option<usize>,
    /// easy, medium, hard: 1..L-1 presses in thirds, hardest: L, where L is the setup's
    /// largest fewest-press count (searched for a quarter of the time limit, else the
    /// largest found)
    #[arg(long, value_name = "D", value_parser = parse_difficulty)]
    pub difficulty: Option<Difficulty>,
    #[command(flatten)]
    pub time_limit: TimeLimitArg,
}

/// The difficulty a deal asks for, as `--difficulty` gives it.
pub fn parse_difficulty(text: &str) -> Result<Difficulty, String> {
    text.trim()
        .parse()
        .map_err(|_| format!("must be easy, medium, hard or hardest, got {}", quote(text)))
}

pub fn run(args: &RandomArgs) -> Result<String, CliError> {
    let count = args.count.unwrap_or(1);
    let mut rng = args.seed.rng()?;
    let given = args
        .puzzle
        .read("random", &[("goal", args.goal.goal.is_some())])?;
    let goal = args.goal.goal(&given)?;
    let cells = given.puzzle.cells();
    let characters = count.saturating_mul(cells + 1);
    if characters > MAX_RANDOM_CHARS {
        return Err(CliError::new(format!(
            "{count} boards of {cells} cells would be {characters} characters; at most {MAX_RANDOM_CHARS} are printed at once (ask for fewer boards)"
        )));
    }
    let deadline = args.time_limit.deadline();
    let reduced = deadline.reduce(&given.puzzle)?;
    let boards: Vec<String> = match args.difficulty {
        Some(difficulty) => {
            let largest = largest_for_deals(
                &deadline,
                &reduced,
                "--difficulty",
                "leave out --difficulty for plain random boards",
            )?;
            let mut budget = deadline.budget("drawing boards of the difficulty");
            (0..count)
                .map(|_| {
                    let (board, _) = reduced
                        .random_with_difficulty_with_rng(
                            &goal,
                            difficulty,
                            &largest,
                            &mut rng,
                            &mut budget,
                        )
                        .map_err(|error| deal_refused(&deadline, &budget, difficulty, error))?;
                    Ok(board.to_string())
                })
                .collect::<Result<_, CliError>>()?
        }
        None => (0..count)
            .map(|_| {
                reduced
                    .random_solvable_with_rng(&goal, &mut rng)
                    .to_string()
            })
            .collect(),
    };
    Ok(boards.join("\n"))
}

/// The largest fewest-press count the bands of a deal by difficulty are cut from, searched for
/// a quarter of the time limit (else the largest found); refused first, naming `flag` and
/// `instead`, when the walks a deal needs cannot fit the time limit.
pub fn largest_for_deals(
    deadline: &Deadline,
    reduced: &Reduced,
    flag: &str,
    instead: &str,
) -> Result<Largest, CliError> {
    if let Some(why) = deadline.too_large_to_walk(reduced, flag, instead) {
        return Err(CliError::new(why));
    }
    Ok(reduced.largest_fewest(
        &mut deadline.share(LARGEST_SHARE, "the search for the largest press count"),
    ))
}

/// A deal by difficulty refused: the time limit's sentence when `budget` ran out, else the
/// engine's reason.
pub fn deal_refused(
    deadline: &Deadline,
    budget: &Budget,
    difficulty: Difficulty,
    error: EngineError,
) -> CliError {
    if Deadline::passed(budget) {
        deadline.refusal(&format!("drawing a board of difficulty {difficulty}"))
    } else {
        error.into()
    }
}
