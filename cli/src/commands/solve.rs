//! `solve PUZZLE --board B`: presses that take the board to the goal, or the class that shows
//! none do; with `--minimal` the fewest presses, or for a board that cannot reach the goal the
//! fewest lights to change.

use clap::Args;
use serde_json::{json, Value};

use lights_lab_engine::{Board, Goal, Outcome, Presses, Reduced};

use crate::args::puzzle::PuzzleArgs;
use crate::args::start::{BoardArg, GoalArg};
use crate::args::time_limit::{Deadline, TimeLimitArg};
use crate::error::CliError;

#[derive(Debug, Clone, Args)]
pub struct SolveArgs {
    #[command(flatten)]
    pub puzzle: PuzzleArgs,
    #[command(flatten)]
    pub board: BoardArg,
    #[command(flatten)]
    pub goal: GoalArg,
    /// the fewest presses: "minimal": true once proven, else false with a "lower_bound"
    #[arg(long)]
    pub minimal: bool,
    #[command(flatten)]
    pub time_limit: TimeLimitArg,
}

pub fn run(args: &SolveArgs) -> Result<String, CliError> {
    let given = args.puzzle.read(
        "solve",
        &[
            ("goal", args.goal.goal.is_some()),
            ("board", args.board.board.is_some()),
        ],
    )?;
    let start = args.board.start(&given, "solve")?;
    let goal = args.goal.goal(&given)?;
    let deadline = args.time_limit.deadline();
    let reduced = deadline.reduce(&given.puzzle)?;
    let board = start.board(&reduced);
    let outcome = reduced.solve(&board, &goal)?;
    if let (Outcome::Solvable(presses), false) = (&outcome, args.minimal) {
        return Ok(solvable(presses));
    }
    let mut answer = match outcome {
        Outcome::Solvable(presses) => json!({
            "solvable": true,
            "presses": presses.to_string(),
            "press_count": presses.press_count(),
            "class": null,
        }),
        Outcome::Unsolvable(class) => json!({
            "solvable": false,
            "presses": null,
            "press_count": null,
            "class": class
                .invariants
                .iter()
                .map(|invariant| json!({"value": invariant.value, "modulus": invariant.modulus}))
                .collect::<Vec<_>>(),
        }),
    };
    if args.minimal {
        minimal(&mut answer, &reduced, &board, &goal, &deadline)?;
    }
    Ok(answer.to_string())
}

/// The answer for a solvable board, written directly: the same JSON that `json!` gives (keys
/// in order), without the copies and the escaping scan of a string of digits that is 100 MB
/// on a 10000 x 10000 board.
fn solvable(presses: &Presses) -> String {
    let digits = presses.digits();
    let mut answer = String::with_capacity(digits.len() + 80);
    answer.push_str("{\"class\":null,\"press_count\":");
    answer.push_str(&presses.press_count().to_string());
    answer.push_str(",\"presses\":\"");
    answer.push_str(&digits);
    answer.push_str("\",\"solvable\":true}");
    answer
}

/// Puts the fewest-press solution in place of the first one found and adds whether it is
/// proven fewest and a lower bound; for a board that cannot reach the goal, adds the fewest
/// lights to change ("repair": their cells and the board they make).
fn minimal(
    answer: &mut Value,
    reduced: &Reduced,
    board: &Board,
    goal: &Goal,
    deadline: &Deadline,
) -> Result<(), CliError> {
    let mut budget = deadline.budget("the fewest-press search");
    match reduced.fewest_presses(board, goal, &mut budget)? {
        Some(fewest) => {
            answer["presses"] = json!(fewest.presses.to_string());
            answer["press_count"] = json!(fewest.press_count);
            answer["minimal"] = json!(fewest.minimal);
            answer["lower_bound"] = json!(fewest.lower_bound);
        }
        None => {
            let mut budget = deadline.budget("the search for the fewest lights to change");
            let repair = reduced.repair(board, goal, &mut budget)?;
            answer["minimal"] = Value::Null;
            answer["lower_bound"] = Value::Null;
            answer["repair"] = json!({
                "changes": repair.changes.len(),
                "cells": repair.changes.iter().map(|&(cell, _)| cell).collect::<Vec<_>>(),
                "board": repair.board.to_string(),
                "minimal": repair.minimal,
                "lower_bound": repair.lower_bound,
            });
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_direct_answer_is_the_json_serde_writes() {
        let presses = Presses(vec![1, 0, 2, 0, 1]);
        let by_serde = json!({
            "solvable": true,
            "presses": presses.to_string(),
            "press_count": presses.press_count(),
            "class": null,
        });
        assert_eq!(solvable(&presses), by_serde.to_string());
    }
}
