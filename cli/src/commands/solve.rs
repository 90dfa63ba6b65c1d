//! `solve PUZZLE --board B`: presses that take the board to the goal, or the class that shows
//! none do; with `--minimal` the fewest presses, or for a board that cannot reach the goal the
//! fewest lights to change. The fewest-press search runs on every core; `--checkpoint FILE`
//! saves it every half minute and at the end, and takes it up from FILE when FILE exists;
//! `--certificate FILE` writes what `lights-lab verify` needs to check a proven minimum.

use std::path::{Path, PathBuf};

use clap::Args;
use serde_json::{json, Value};

use lights_lab_engine::{
    Board, Fewest, FewestSearch, Goal, Outcome, Presses, Reduced, SharedPuzzle, Start,
};

use crate::answer::{push_presses, spliced};
use crate::args::board_question::{BoardQuestion, BoardQuestionArgs};
use crate::args::time_limit::{Deadline, TimeLimitArg};
use crate::error::CliError;

#[derive(Debug, Clone, Args)]
pub struct SolveArgs {
    #[command(flatten)]
    pub question: BoardQuestionArgs,
    /// the fewest presses: "minimal": true once proven, else false with a "lower_bound"
    #[arg(long)]
    pub minimal: bool,
    /// with --minimal: saves the search to FILE as it goes and takes it up from FILE if it
    /// exists (2 states only)
    #[arg(long, value_name = "FILE", requires = "minimal")]
    pub checkpoint: Option<PathBuf>,
    /// with --minimal: once the fewest presses are proven, writes a certificate to FILE for
    /// lights-lab verify
    #[arg(long, value_name = "FILE", requires = "minimal")]
    pub certificate: Option<PathBuf>,
    #[command(flatten)]
    pub time_limit: TimeLimitArg,
}

/// Seconds between two saves of a search with --checkpoint.
const SAVE_EVERY: f64 = 30.0;
/// The first line of a certificate's "certificate" field, which verify insists on.
pub const CERTIFICATE_KIND: &str = "lights-lab fewest presses 1";

pub fn run(args: &SolveArgs) -> Result<String, CliError> {
    let BoardQuestion {
        reduced,
        board,
        goal,
        deadline,
    } = args.question.read("solve", &args.time_limit)?;
    let (mut answer, solution) = match reduced.solve(&board, &goal)? {
        Outcome::Solvable(presses) => (
            json!({
                "solvable": true,
                "press_count": presses.press_count(),
                "class": null,
            }),
            Some(presses),
        ),
        Outcome::Unsolvable(class) => (
            json!({
                "solvable": false,
                "presses": null,
                "press_count": null,
                "class": class
                    .invariants
                    .iter()
                    .map(|invariant| json!({"value": invariant.value, "modulus": invariant.modulus}))
                    .collect::<Vec<_>>(),
            }),
            None,
        ),
    };
    let presses = if args.minimal {
        minimal(
            &mut answer,
            args,
            &reduced,
            &board,
            &goal,
            solution,
            &deadline,
        )?
    } else {
        solution
    };
    // The presses (100 MB on a 10000 x 10000 board) are written into the answer directly.
    Ok(match presses {
        Some(presses) => spliced(answer, "presses", presses.0.len() + 2, |out| {
            push_presses(out, &presses)
        }),
        None => answer.to_string(),
    })
}

/// The fewest-press solution, found in place of `solution`, the first one, with its press
/// count, whether it is proven fewest and a lower bound added to `answer`; for a board that
/// cannot reach the goal (no solution), the fewest lights to change ("repair": their cells
/// and the board they make) added instead.
fn minimal(
    answer: &mut Value,
    args: &SolveArgs,
    reduced: &Reduced,
    board: &Board,
    goal: &Goal,
    solution: Option<Presses>,
    deadline: &Deadline,
) -> Result<Option<Presses>, CliError> {
    // Where the search cannot start (or finish setting up), the solution found stands, not
    // proven fewest, and "unfinished" says why.
    let unfinished = |answer: &mut Value, why: String| {
        answer["minimal"] = json!(false);
        answer["lower_bound"] = json!(0);
        answer["unfinished"] = json!(why);
    };
    if solution.is_some() {
        if let Some(why) = deadline.too_large_to_walk(
            reduced,
            "--minimal",
            "leave out --minimal for a solution at once",
        ) {
            unfinished(answer, why);
            return Ok(solution);
        }
    }
    match solution {
        // No quiet patterns: the one solution is the fewest, with no search to set up (laying
        // out the 100,000,000 cells of 10,000 x 10,000 for one took a quarter of its second).
        Some(solution) if reduced.quiet_pattern_count() == 0 && args.checkpoint.is_none() => {
            let press_count = solution.press_count();
            let only = Fewest {
                presses: solution,
                press_count,
                minimal: true,
                lower_bound: press_count,
                steps: 0,
            };
            answered(answer, args, reduced, board, goal, only)
        }
        Some(solution) => {
            let mut budget = deadline.budget("setting up the fewest-press search");
            let mut search = match reduced.fewest_search_from(&solution, &mut budget) {
                Ok(search) => search,
                Err(_) if Deadline::passed(&budget) => {
                    unfinished(
                        answer,
                        deadline.unfinished("setting up the fewest-press search"),
                    );
                    return Ok(Some(solution));
                }
                Err(error) => return Err(error.into()),
            };
            if let Some(path) = &args.checkpoint {
                resume(&mut search, path)?;
            }
            let threads = std::thread::available_parallelism().map_or(1, |n| n.get());
            let fewest = loop {
                // With a checkpoint, in stretches of SAVE_EVERY seconds, saved after each.
                let seconds = if args.checkpoint.is_some() {
                    SAVE_EVERY
                } else {
                    f64::INFINITY
                };
                let mut budget = deadline.within(seconds, "the fewest-press search");
                let fewest = search.run_parallel(threads, &mut budget);
                if let Some(path) = &args.checkpoint {
                    save(&search, path)?;
                }
                if fewest.minimal || deadline.is_past() {
                    break fewest;
                }
            };
            answered(answer, args, reduced, board, goal, fewest)
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
            Ok(None)
        }
    }
}

/// The fewest-press answer put into `answer`, and its certificate written when asked for.
fn answered(
    answer: &mut Value,
    args: &SolveArgs,
    reduced: &Reduced,
    board: &Board,
    goal: &Goal,
    fewest: Fewest,
) -> Result<Option<Presses>, CliError> {
    if let (Some(path), true) = (&args.certificate, fewest.minimal) {
        let code = SharedPuzzle::new(
            reduced.puzzle().clone(),
            goal.clone(),
            Start::Board(board.clone()),
        )?
        .to_code();
        let certificate = json!({
            "certificate": CERTIFICATE_KIND,
            "code": code,
            "presses": fewest.presses.to_string(),
            "press_count": fewest.press_count,
            "quiet_patterns": reduced.nullity(),
            "minimal": true,
        });
        write(path, "--certificate", &format!("{certificate:#}\n"))?;
        answer["certificate"] = json!(path.display().to_string());
    }
    answer["press_count"] = json!(fewest.press_count);
    answer["minimal"] = json!(fewest.minimal);
    answer["lower_bound"] = json!(fewest.lower_bound);
    Ok(Some(fewest.presses))
}

/// Takes the search up from `path` when that file exists.
fn resume(search: &mut FewestSearch, path: &Path) -> Result<(), CliError> {
    if !path.exists() {
        return Ok(());
    }
    let text = std::fs::read_to_string(path).map_err(|error| {
        CliError::new(format!(
            "--checkpoint {}: cannot be read ({error})",
            path.display()
        ))
    })?;
    search.resume(&text).map_err(|error| {
        CliError::new(format!(
            "--checkpoint {}: {error}; give another FILE to start afresh",
            path.display()
        ))
    })
}

/// Saves the search to `path`, through a temporary file so that a stop mid-write leaves the
/// last save whole.
fn save(search: &FewestSearch, path: &Path) -> Result<(), CliError> {
    let Some(text) = search.checkpoint() else {
        return Err(CliError::new(
            "--checkpoint: only searches with 2 states can be saved",
        ));
    };
    let mut temporary = path.as_os_str().to_owned();
    temporary.push(".partial");
    let temporary = PathBuf::from(temporary);
    write(&temporary, "--checkpoint", &text)?;
    std::fs::rename(&temporary, path).map_err(|error| {
        CliError::new(format!(
            "--checkpoint {}: cannot be written ({error})",
            path.display()
        ))
    })
}

fn write(path: &Path, flag: &str, text: &str) -> Result<(), CliError> {
    std::fs::write(path, text).map_err(|error| {
        CliError::new(format!(
            "{flag} {}: cannot be written ({error})",
            path.display()
        ))
    })
}
