//! `analyze PUZZLE`: the counts a reader of the seeds looks for, and the quiet patterns.

use clap::Args;
use serde_json::json;

use crate::answer::{push_presses, spliced};
use crate::args::puzzle::PuzzleArgs;
use crate::args::time_limit::TimeLimitArg;
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
    // Each is built and written at the deadline's leave (classic Lights Out builds its quiet
    // patterns when asked: all 484 of 1024 x 1024, 484 MB of JSON, took 5 s of CPU).
    let mut quiet_patterns = Vec::with_capacity(wanted);
    for pattern in reduced.quiet_patterns().take(wanted) {
        if deadline.is_past() {
            break;
        }
        quiet_patterns.push(pattern);
    }
    let shown = quiet_patterns.len();
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
    });
    if shown < wanted {
        answer["unfinished"] = json!(deadline.unfinished("writing the quiet patterns"));
    }
    let size = shown * (reduced.cells() + 3);
    Ok(spliced(answer, "quiet_patterns", size, |out| {
        out.push('[');
        for (i, pattern) in quiet_patterns.iter().enumerate() {
            if i > 0 {
                out.push(',');
            }
            push_presses(out, pattern);
        }
        out.push(']');
    }))
}
