//! `merge FILE... [--certificate FILE]`: puts together the checkpoints of every shard of a
//! fewest-press search (`solve --minimal --shard I/M --checkpoint FILE`, run by any scheduler
//! on any machines) into the proven fewest presses and, with `--certificate`, the certificate
//! that `lights-lab verify` checks.
//!
//! A command of its own rather than `verify --merge`: verify checks a certificate without
//! trusting the search that made it, while a merge trusts the shards' searches (it checks that
//! they are of one puzzle, board and goal, that every block of solutions is settled by exactly
//! one of them and that each finished) and makes the certificate that verify then checks.

use std::path::PathBuf;

use clap::Args;
use serde_json::json;

use lights_lab_engine::{Outcome, SharedPuzzle};

use crate::args::time_limit::{Deadline, TimeLimitArg};
use crate::error::CliError;
use crate::saved_search::{self, CheckpointFile};

#[derive(Debug, Clone, Args)]
pub struct MergeArgs {
    /// the checkpoint files of the shards (solve --minimal --shard I/M --checkpoint FILE), one
    /// for each I from 1 to M
    #[arg(value_name = "FILE", required = true, num_args = 1..)]
    pub files: Vec<PathBuf>,
    /// writes a certificate of the proven fewest presses to FILE for lights-lab verify
    #[arg(long, value_name = "FILE")]
    pub certificate: Option<PathBuf>,
    #[command(flatten)]
    pub time_limit: TimeLimitArg,
}

pub fn run(args: &MergeArgs) -> Result<String, CliError> {
    let deadline = args.time_limit.deadline();
    let files: Vec<(String, CheckpointFile)> = args
        .files
        .iter()
        .map(|path| {
            let name = path.display().to_string();
            saved_search::read(path, &name).map(|file| (name, file))
        })
        .collect::<Result<_, _>>()?;
    let code_of = |(name, file): &(String, CheckpointFile)| {
        file.code.clone().ok_or_else(|| {
            CliError::new(format!(
                "{name} does not name its puzzle, board and goal (it has no \"code\" line): it is not a checkpoint of solve --shard; run that shard again"
            ))
        })
    };
    let (first, _) = &files[0];
    let code = code_of(&files[0])?;
    for file in &files[1..] {
        if code_of(file)? != code {
            return Err(CliError::new(format!(
                "{} is for another puzzle, board or goal than {first}; merge the shards of one search",
                file.0
            )));
        }
    }
    let shared = SharedPuzzle::from_code(&code).map_err(|error| {
        CliError::new(format!("{first} has a code that cannot be read: {error}"))
    })?;
    let reduced = deadline.reduce(&shared.puzzle)?;
    let board = shared.start_board(&reduced);
    let Outcome::Solvable(solution) = reduced.solve(&board, &shared.goal)? else {
        return Err(CliError::new(format!(
            "{first} is for a board that cannot reach its goal, which no shard searches"
        )));
    };
    // The blocks the shards searched are cut again here, within the time limit as in solve.
    let mut budget = deadline.budget("setting up the fewest-press search");
    let mut search = reduced
        .fewest_search_from(&solution, &mut budget)
        .map_err(|error| match Deadline::passed(&budget) {
            true => deadline.refusal("setting up the fewest-press search"),
            false => error.into(),
        })?;
    let parts: Vec<(&str, &str)> = files
        .iter()
        .map(|(name, file)| (name.as_str(), file.text.as_str()))
        .collect();
    let fewest = search.merge(&parts)?;
    let (_, blocks) = search.split();
    let mut answer = json!({
        "presses": fewest.presses.to_string(),
        "press_count": fewest.press_count,
        "minimal": fewest.minimal,
        "lower_bound": fewest.lower_bound,
        "shards": files.len(),
        "blocks": blocks,
    });
    if let Some(path) = &args.certificate {
        saved_search::certify(path, &code, &reduced, &fewest)?;
        answer["certificate"] = json!(path.display().to_string());
    }
    Ok(answer.to_string())
}
