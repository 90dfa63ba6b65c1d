//! `analyze PUZZLE`: the counts a reader of the seeds looks for, and the quiet patterns.

use clap::Args;
use serde_json::json;

use lights_lab_engine::Reduced;

use crate::args::puzzle::PuzzleArgs;
use crate::error::CliError;

#[derive(Debug, Clone, Args)]
pub struct AnalyzeArgs {
    #[command(flatten)]
    pub puzzle: PuzzleArgs,
}

pub fn run(args: &AnalyzeArgs) -> Result<String, CliError> {
    let reduced = Reduced::new(&args.puzzle.read("analyze", &[])?.puzzle)?;
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
    })
    .to_string())
}
