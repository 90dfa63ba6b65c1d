//! `solutions PUZZLE --board B`: how many solutions the board has and one page of them, each
//! with its press count.

use clap::Args;
use serde_json::json;

use lights_lab_engine::SolutionOrder;

use crate::answer::{push_presses, spliced};
use crate::args::board_question::{BoardQuestion, BoardQuestionArgs};
use crate::args::limits;
use crate::args::time_limit::{Deadline, TimeLimitArg};
use crate::error::CliError;

/// Solutions on a page unless --limit says otherwise.
const DEFAULT_LIMIT: usize = 100;

#[derive(Debug, Clone, Args)]
pub struct SolutionsArgs {
    #[command(flatten)]
    pub question: BoardQuestionArgs,
    /// solutions on the page, 1..=100000 (default 100)
    #[arg(long, value_name = "L", value_parser = limits::page)]
    pub limit: Option<usize>,
    /// the number of the first solution shown, below the number of solutions (default 0)
    #[arg(long, value_name = "O", value_parser = limits::offset, allow_negative_numbers = true)]
    pub offset: Option<u64>,
    /// fewest presses first (boards with at most 1048576 solutions)
    #[arg(long)]
    pub sorted: bool,
    #[command(flatten)]
    pub time_limit: TimeLimitArg,
}

pub fn run(args: &SolutionsArgs) -> Result<String, CliError> {
    let limit = args.limit.unwrap_or(DEFAULT_LIMIT);
    let offset = args.offset.unwrap_or(0);
    let order = if args.sorted {
        SolutionOrder::PressCount
    } else {
        SolutionOrder::Numbered
    };
    let BoardQuestion {
        reduced,
        board,
        goal,
        deadline,
    } = args.question.read("solutions", &args.time_limit)?;
    let count = reduced.kernel_size();
    if count.to_u64().is_some_and(|count| offset >= count) {
        return Err(CliError::value(
            "--offset",
            &format!("below {count}, the number of solutions"),
            &offset.to_string(),
            None,
        ));
    }
    let mut budget = deadline.budget("sorting the solutions");
    let listed = reduced
        .solutions(&board, &goal, offset, limit, order, &mut budget)
        .map_err(|error| {
            if Deadline::passed(&budget) {
                deadline.refusal("sorting the solutions by press count")
            } else {
                error.into()
            }
        })?;
    let (count, solutions) = match listed {
        Some(page) => (page.count.to_string(), page.solutions),
        None if offset == 0 => ("0".to_string(), Vec::new()),
        None => {
            return Err(CliError::value(
                "--offset",
                "0 on a board that cannot reach the goal (it has no solutions)",
                &offset.to_string(),
                None,
            ))
        }
    };
    // Up to 64 MiB of digits, written into the answer directly.
    let cells: usize = solutions.iter().map(|presses| presses.0.len() + 40).sum();
    let answer = json!({"count": count, "offset": offset});
    Ok(spliced(answer, "solutions", cells, |out| {
        out.push('[');
        for (i, presses) in solutions.iter().enumerate() {
            if i > 0 {
                out.push(',');
            }
            out.push_str(&format!(
                "{{\"press_count\":{},\"presses\":",
                presses.press_count()
            ));
            push_presses(out, presses);
            out.push('}');
        }
        out.push(']');
    }))
}
