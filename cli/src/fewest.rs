//! The fewest-press side of the command line: `solve --minimal` (the fewest presses, or for a
//! board that cannot reach the goal the fewest lights to change), `solutions` (every solution,
//! a page at a time) and `random --difficulty`. Their searches share `--time-limit`: the engine
//! counts steps, the command line keeps the clock and stops the search at the deadline, which
//! then answers with the best it found and says so ("minimal": false).

use std::time::{Duration, Instant};

use rand::Rng;
use serde_json::{json, Value};

use lights_lab_engine::{Board, Budget, Control, Difficulty, Goal, Reduced, SolutionOrder};

use super::args::{Flag, Flags, PuzzleSpec};
use super::commands::goal;
use super::share::StartSpec;
use super::CliError;

pub const MINIMAL: Flag = Flag::switch("minimal");
pub const SORTED: Flag = Flag::switch("sorted");
pub const LIMIT: Flag = Flag {
    name: "limit",
    value: "a number of solutions, 1..=100000",
};
pub const OFFSET: Flag = Flag {
    name: "offset",
    value: "a solution number, from 0 to one less than the count",
};
pub const DIFFICULTY: Flag = Flag {
    name: "difficulty",
    value: "easy, medium, hard or hardest",
};
pub const TIME_LIMIT: Flag = Flag {
    name: "time-limit",
    value: "a number of seconds, 1..=3600",
};

/// Solutions on a page unless --limit says otherwise.
const DEFAULT_LIMIT: usize = 100;
/// Seconds a search may take unless --time-limit says otherwise: enough for the 2^32
/// solutions of a 20 x 20 torus board, a bound on the rest.
const DEFAULT_SECONDS: u64 = 60;
const MAX_SECONDS: u64 = 3600;
/// Steps the search for the largest fewest-press count may take before `random --difficulty`
/// settles for the largest known (about a second).
const LARGEST_STEPS: u64 = 1 << 20;

/// A budget that stops its search at the --time-limit.
fn budget(flags: &Flags) -> Result<Budget<'static>, CliError> {
    let seconds = flags.number::<u64>(TIME_LIMIT)?.unwrap_or(DEFAULT_SECONDS);
    if !(1..=MAX_SECONDS).contains(&seconds) {
        return Err(CliError::new(format!(
            "time limit must be 1..={MAX_SECONDS} seconds, got {seconds}"
        )));
    }
    let deadline = Instant::now() + Duration::from_secs(seconds);
    Ok(Budget::unlimited().on_progress(move |_| {
        if Instant::now() < deadline {
            Control::Continue
        } else {
            Control::Stop
        }
    }))
}

/// `solve --minimal`: puts the fewest-press solution in place of the first one found and adds
/// whether it is proven fewest and a lower bound; for a board that cannot reach the goal,
/// adds the fewest lights to change ("repair": their cells and the board they make).
pub fn minimal(
    answer: &mut Value,
    reduced: &Reduced,
    board: &Board,
    goal: &Goal,
    flags: &Flags,
) -> Result<(), CliError> {
    let mut budget = budget(flags)?;
    match reduced.fewest_presses(board, goal, &mut budget)? {
        Some(fewest) => {
            answer["presses"] = json!(fewest.presses.to_string());
            answer["press_count"] = json!(fewest.press_count);
            answer["minimal"] = json!(fewest.minimal);
            answer["lower_bound"] = json!(fewest.lower_bound);
        }
        None => {
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

/// `solutions PUZZLE --board B [--goal G] [--limit L] [--offset O] [--sorted]`: how many
/// solutions the board has and one page of them, each with its press count.
pub fn solutions(flags: &Flags) -> Result<Value, CliError> {
    let limit = flags.number::<usize>(LIMIT)?.unwrap_or(DEFAULT_LIMIT);
    let offset = flags.number::<u64>(OFFSET)?.unwrap_or(0);
    let order = if flags.switch(SORTED) {
        SolutionOrder::PressCount
    } else {
        SolutionOrder::Numbered
    };
    let puzzle = PuzzleSpec::from_flags(flags)?.build()?;
    let start = StartSpec::from_flags(flags, &puzzle)?;
    let goal = goal(flags, &puzzle)?;
    let reduced = Reduced::new(&puzzle)?;
    let board = start.board(&reduced);
    let (count, solutions) = match reduced.solutions(&board, &goal, offset, limit, order)? {
        Some(page) => (page.count.to_string(), page.solutions),
        None if offset == 0 => ("0".to_string(), Vec::new()),
        None => {
            return Err(CliError::new(format!(
                "offset must be below the number of solutions (0: the board cannot reach the goal), got {offset}"
            )))
        }
    };
    Ok(json!({
        "count": count,
        "offset": offset,
        "solutions": solutions
            .iter()
            .map(|presses| json!({
                "presses": presses.to_string(),
                "press_count": presses.press_count(),
            }))
            .collect::<Vec<_>>(),
    }))
}

/// The --difficulty of `random`, read before anything is built so that a typo is refused at
/// once.
pub fn difficulty(flags: &Flags) -> Result<Option<Difficulty>, CliError> {
    Ok(flags
        .get(DIFFICULTY)
        .map(|text| text.trim().parse())
        .transpose()?)
}

/// `count` boards of the difficulty, each drawn uniformly from the boards of its band. The
/// band is relative to the setup's largest fewest-press count, searched for about a second
/// and taken as the largest known when that does not settle it.
pub fn random_boards<R: Rng + ?Sized>(
    reduced: &Reduced,
    goal: &Goal,
    difficulty: Difficulty,
    count: usize,
    rng: &mut R,
    flags: &Flags,
) -> Result<Vec<String>, CliError> {
    let mut budget = budget(flags)?;
    let largest = reduced.largest_fewest(&mut Budget::steps(LARGEST_STEPS));
    (0..count)
        .map(|_| {
            let (board, _) = reduced.random_with_difficulty_with_rng(
                goal,
                difficulty,
                &largest,
                rng,
                &mut budget,
            )?;
            Ok(board.to_string())
        })
        .collect()
}
