//! `worksheet PUZZLE --count K --difficulty D --seed S`: a sheet of K boards of one difficulty
//! for a class, as SVG pages to print (the web app's Worksheet shows the same sheet for the
//! same setup and seed), or with `--json` the boards, their fewest-press counts, solutions and
//! share codes, for a teacher's own script.

use clap::Args;
use rand::Rng;
use serde_json::json;

use lights_lab_engine::{Difficulty, SharedPuzzle, Start, Worksheet, MAX_SHEET_PUZZLES};

use super::random::{deal_refused, largest_for_deals, parse_difficulty};
use crate::args::puzzle::PuzzleArgs;
use crate::args::seed::SeedArg;
use crate::args::start::GoalArg;
use crate::args::time_limit::TimeLimitArg;
use crate::error::{quote, CliError};

#[derive(Debug, Clone, Args)]
pub struct WorksheetArgs {
    #[command(flatten)]
    pub puzzle: PuzzleArgs,
    #[command(flatten)]
    pub goal: GoalArg,
    #[command(flatten)]
    pub seed: SeedArg,
    /// puzzles on the sheet, 1 to 12 (default 6: one page, and one of answers)
    #[arg(long, value_name = "K", value_parser = sheet_count)]
    pub count: Option<usize>,
    /// easy, medium (the default), hard or hardest, as for random --difficulty
    #[arg(long, value_name = "D", value_parser = parse_difficulty)]
    pub difficulty: Option<Difficulty>,
    /// the puzzles as JSON (boards, fewest-press counts, solutions, share codes), not SVG
    #[arg(long)]
    pub json: bool,
    #[command(flatten)]
    pub time_limit: TimeLimitArg,
}

fn sheet_count(text: &str) -> Result<usize, String> {
    text.trim()
        .parse::<usize>()
        .ok()
        .filter(|count| (1..=MAX_SHEET_PUZZLES).contains(count))
        .ok_or_else(|| format!("must be 1 to {MAX_SHEET_PUZZLES}, got {}", quote(text)))
}

pub fn run(args: &WorksheetArgs) -> Result<String, CliError> {
    let count = args.count.unwrap_or(6);
    let difficulty = args.difficulty.unwrap_or(Difficulty::Medium);
    let seed = match args.seed.seed {
        Some(seed) => seed,
        None => args.seed.rng()?.random(),
    };
    let given = args
        .puzzle
        .read("worksheet", &[("goal", args.goal.goal.is_some())])?;
    let setup = match &given.shared {
        Some(shared) => shared.clone(),
        None => {
            let goal = args.goal.goal(&given)?;
            let setup = SharedPuzzle::new(given.puzzle.clone(), goal, Start::Seed(seed))?;
            match &given.drawing {
                Some(points) => setup.with_drawing(points)?,
                None => setup,
            }
        }
    };
    Worksheet::check(&setup, count)?;
    let deadline = args.time_limit.deadline();
    let reduced = deadline.reduce(&setup.puzzle)?;
    let largest = largest_for_deals(&deadline, &reduced, "worksheet", "pick a smaller board")?;
    let mut budget = deadline.budget("dealing the worksheet's boards");
    let sheet = Worksheet::deal(
        &setup,
        &reduced,
        &largest,
        count,
        difficulty,
        seed,
        &mut budget,
    )
    .map_err(|error| deal_refused(&deadline, &budget, difficulty, error))?;
    if !args.json {
        return Ok(sheet.to_svg().trim_end().to_string());
    }
    let puzzles: Vec<_> = sheet
        .puzzles
        .iter()
        .zip(sheet.codes())
        .enumerate()
        .map(|(index, (puzzle, code))| {
            json!({
                "number": index + 1,
                "board": puzzle.board.to_string(),
                "fewest_presses": puzzle.press_count(),
                "solution": puzzle.solution.to_string(),
                "code": code,
            })
        })
        .collect();
    Ok(json!({
        "seed": seed,
        "difficulty": difficulty.name(),
        "count": count,
        "puzzles": puzzles,
    })
    .to_string())
}
