//! `analyze PUZZLE`: the counts a reader of the seeds looks for, the quiet patterns, and the
//! largest fewest-press count (settled within the time limit, else its proven range).

use clap::Args;
use serde_json::{json, Value};

use lights_lab_engine::{Reduced, MAX_EXACT_KERNEL, MAX_EXACT_NULLITY};

use crate::answer::{push_presses, spliced};
use crate::args::puzzle::PuzzleArgs;
use crate::args::time_limit::{Deadline, TimeLimitArg};
use crate::error::CliError;

/// Most characters of quiet patterns printed unless --all-quiet-patterns is given (1 MiB):
/// 4,096 quiet patterns of a 65,536-vertex graph would be 268 MB.
pub const MAX_QUIET_CHARS: usize = 1 << 20;

#[derive(Debug, Clone, Args)]
pub struct AnalyzeArgs {
    #[command(flatten)]
    pub puzzle: PuzzleArgs,
    /// print every quiet pattern; without it they stop at 1048576 characters and
    /// "quiet_patterns_omitted" counts the rest
    #[arg(long = "all-quiet-patterns")]
    pub all_quiet_patterns: bool,
    #[command(flatten)]
    pub time_limit: TimeLimitArg,
}

pub fn run(args: &AnalyzeArgs) -> Result<String, CliError> {
    let deadline = args.time_limit.deadline();
    let reduced = deadline.reduce(&args.puzzle.read("analyze", &[])?.puzzle)?;
    let total = reduced.quiet_pattern_count();
    let wanted = if args.all_quiet_patterns {
        total
    } else {
        (MAX_QUIET_CHARS / reduced.cells().max(1)).min(total)
    };
    // Each is built and written out at the deadline's leave (classic Lights Out builds its
    // quiet patterns when asked: all 484 of 1024 x 1024 are 484 MB of JSON), so that what is
    // left after the deadline is copying the text out, not formatting it.
    let mut list = String::from("[");
    let mut shown = 0;
    for pattern in reduced.quiet_patterns().take(wanted) {
        if deadline.is_past() {
            break;
        }
        if shown > 0 {
            list.push(',');
        }
        push_presses(&mut list, &pattern);
        shown += 1;
    }
    list.push(']');
    // The largest count gets the time the quiet patterns left.
    let (largest, bounds, unsettled) = largest(&reduced, &deadline);
    let mut answer = json!({
        "cells": reduced.cells(),
        "states": reduced.states(),
        "rank": reduced.rank(),
        "nullity": reduced.nullity(),
        "unknowns": reduced.unknowns(),
        "kernel_size": reduced.kernel_size().to_string(),
        "solvable_boards": reduced.solvable_boards().to_string(),
        "solvable_fraction": reduced.solvable_fraction(),
        "quiet_patterns_omitted": total - shown,
        // For composite N the generators have different orders; their product is kernel_size.
        "quiet_pattern_orders": reduced.quiet_pattern_orders().collect::<Vec<_>>(),
        "largest_fewest_presses": largest,
        "largest_fewest_presses_bounds": bounds,
        "largest_fewest_presses_unsettled": unsettled,
    });
    if shown < wanted {
        answer["unfinished"] = json!(deadline.unfinished("writing the quiet patterns"));
    }
    Ok(spliced(answer, "quiet_patterns", list.len(), |out| {
        out.push_str(&list)
    }))
}

/// The most presses any board's fewest-press solution needs (null when not settled), the
/// range proven (equal ends when settled), and why it is not settled (null when it is).
fn largest(reduced: &Reduced, deadline: &Deadline) -> (Value, [u64; 2], Value) {
    if let Some(why) = deadline.too_large_to_walk(
        reduced,
        "the search for the largest fewest-press count",
        "take the range as it is",
    ) {
        let (lower, upper) = reduced.largest_fewest_unsearched();
        return (Value::Null, [lower, upper], json!(why));
    }
    let mut budget = deadline.budget("the search for the largest fewest-press count");
    let largest = reduced.largest_fewest(&mut budget);
    let bounds = [largest.lower, largest.upper];
    let why = if let Some(exact) = largest.exact() {
        return (json!(exact), bounds, Value::Null);
    } else if Deadline::passed(&budget) {
        deadline.unfinished("the search for the largest fewest-press count")
    } else if reduced.states() == 2 {
        format!(
            "beyond the exact search, which takes at most {MAX_EXACT_NULLITY} quiet patterns for N = 2; this setup has {}",
            reduced.quiet_pattern_count()
        )
    } else {
        format!(
            "beyond the exact search, which takes at most {MAX_EXACT_KERNEL} combinations of quiet patterns for N > 2; this setup has {}",
            reduced.kernel_size()
        )
    };
    (Value::Null, bounds, json!(why))
}
