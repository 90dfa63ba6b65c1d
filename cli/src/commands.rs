//! analyze, solve and random: each reads its flags, builds the puzzle once and asks the
//! engine. Boards are parsed before the move matrix is factored, so a mistyped board is
//! refused at once even on a large puzzle.

use serde_json::{json, Value};

use lights_lab_engine::{Goal, Outcome, Puzzle, Reduced};

use super::args::{Flag, Flags, PuzzleSpec, GOAL};
use super::share::{self, StartSpec};
use super::{fewest, seed, CliError};

pub const SEED: Flag = Flag {
    name: "seed",
    value: "a number 0..=18446744073709551615",
};
pub const COUNT: Flag = Flag {
    name: "count",
    value: "a number of boards, 1..=10000",
};

/// Most boards one `random` prints.
const MAX_COUNT: usize = 10_000;
/// Most characters one `random` prints (64 MiB), so the output is bounded before it is built:
/// 10,000 boards of 256 x 256 would be 655 MB.
const MAX_RANDOM_CHARS: usize = 1 << 26;

/// The counts a reader of the seeds looks for, and the quiet patterns themselves.
pub fn analyze(flags: &Flags) -> Result<Value, CliError> {
    let reduced = Reduced::new(&PuzzleSpec::from_flags(flags)?.build()?)?;
    Ok(json!({
        "cells": reduced.cells(),
        "states": reduced.states(),
        "rank": reduced.rank(),
        "nullity": reduced.nullity(),
        "unknowns": reduced.unknowns(),
        "kernel_size": reduced.kernel_size().to_string(),
        "solvable_boards": reduced.solvable_boards().to_string(),
        "solvable_fraction": reduced.solvable_fraction(),
        "quiet_patterns": reduced.quiet_patterns().map(ToString::to_string).collect::<Vec<_>>(),
        // For composite N the generators have different orders; their product is kernel_size.
        "quiet_pattern_orders": reduced.quiet_pattern_orders().collect::<Vec<_>>(),
    }))
}

/// Presses that take the board to the goal, or the class that shows none do.
pub fn solve(flags: &Flags) -> Result<Value, CliError> {
    let puzzle = PuzzleSpec::from_flags(flags)?.build()?;
    let start = StartSpec::from_flags(flags, &puzzle)?;
    let goal = goal(flags, &puzzle)?;
    let reduced = Reduced::new(&puzzle)?;
    let board = start.board(&reduced);
    let mut answer = match reduced.solve(&board, &goal)? {
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
    if flags.switch(fewest::MINIMAL) {
        fewest::minimal(&mut answer, &reduced, &board, &goal, flags)?;
    }
    Ok(answer)
}

/// Boards drawn uniformly from those that can reach the goal, one per line and nothing else,
/// so that the output can be fed straight back to `solve --board`.
pub fn random(flags: &Flags) -> Result<String, CliError> {
    let count = flags.number::<usize>(COUNT)?.unwrap_or(1);
    if !(1..=MAX_COUNT).contains(&count) {
        return Err(CliError::new(format!(
            "count must be 1..={MAX_COUNT}, got {count}"
        )));
    }
    let difficulty = fewest::difficulty(flags)?;
    let mut rng = seed::rng(flags)?;
    let puzzle = PuzzleSpec::from_flags(flags)?.build()?;
    let goal = goal(flags, &puzzle)?;
    let characters = count.saturating_mul(puzzle.cells() + 1);
    if characters > MAX_RANDOM_CHARS {
        return Err(CliError::new(format!(
            "{count} boards of {} cells would be {characters} characters; at most {MAX_RANDOM_CHARS} are printed at once (ask for fewer boards)",
            puzzle.cells()
        )));
    }
    let reduced = Reduced::new(&puzzle)?;
    let boards: Vec<String> = match difficulty {
        Some(difficulty) => {
            fewest::random_boards(&reduced, &goal, difficulty, count, &mut rng, flags)?
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

/// The goal of --code, else the --goal flag, off when absent.
pub(super) fn goal(flags: &Flags, puzzle: &Puzzle) -> Result<Goal, CliError> {
    if let Some(shared) = share::shared(flags)? {
        return Ok(shared.goal);
    }
    Ok(match flags.get(GOAL) {
        Some(text) => Goal::parse(text.trim(), puzzle.cells(), puzzle.states())?,
        None => Goal::Off,
    })
}
