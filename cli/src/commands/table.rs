//! `table`: the nullity (or, for composite N, the kernel size) of every board in a range of
//! sizes, laid out like the tables of the seeds, with the rule, surface and N held fixed.
//! Within --time-limit: the boards not factored by then are null and listed as unfinished.

use std::ops::RangeInclusive;

use clap::Args;
use serde_json::{json, Value};

use lights_lab_engine::Reduced;

use crate::args::limits::{self, TABLE_ENTRIES};
use crate::args::time_limit::{Deadline, TimeLimitArg};
use crate::args::variant::{Variant, VariantArgs};
use crate::error::CliError;

#[derive(Debug, Clone, Args)]
pub struct TableArgs {
    /// the rows: a range a..b or a single number, within 1..=10000
    #[arg(long, value_name = "A..B", value_parser = limits::side_span)]
    pub rows: RangeInclusive<usize>,
    /// the columns: a range a..b or a single number, within 1..=10000
    #[arg(long, value_name = "A..B", value_parser = limits::side_span)]
    pub cols: RangeInclusive<usize>,
    #[command(flatten)]
    pub variant: VariantArgs,
    #[command(flatten)]
    pub time_limit: TimeLimitArg,
}

/// One entry per rows x cols board, rows outermost; a board not factored before the deadline
/// is null, and listed as [rows, cols] in "unfinished".
pub fn run(args: &TableArgs) -> Result<String, CliError> {
    let deadline = args.time_limit.deadline();
    let (rows, cols) = (args.rows.clone(), args.cols.clone());
    let entries = rows.clone().count() * cols.clone().count();
    if entries as u64 > TABLE_ENTRIES.max {
        return Err(CliError::new(format!(
            "the table would have {entries} boards; at most {} are allowed (narrow --rows or --cols)",
            TABLE_ENTRIES.max
        )));
    }
    let variant = Variant::new(&args.variant, None)?;
    // The engine gives a nullity exactly when N is prime (a rank needs a field).
    let first = variant.square(*rows.start(), *cols.start())?;
    let measure = if first.has_prime_states() {
        "nullity"
    } else {
        "kernel_size"
    };
    let mut grid = Vec::with_capacity(rows.clone().count());
    let mut unfinished = Vec::new();
    for r in rows.clone() {
        let mut line = Vec::with_capacity(cols.clone().count());
        for c in cols.clone() {
            let puzzle = variant.square(r, c)?;
            let mut budget = deadline.budget("the table");
            // Past the deadline the boards left are not even built.
            let reduced = if deadline.is_past() {
                None
            } else {
                match Reduced::new_within(&puzzle, &mut budget) {
                    Ok(reduced) => Some(reduced),
                    Err(_) if Deadline::passed(&budget) => None,
                    Err(e) => return Err(CliError::new(format!("at {r} x {c}: {e}"))),
                }
            };
            let Some(reduced) = reduced else {
                unfinished.push([r, c]);
                line.push(Value::Null);
                continue;
            };
            line.push(match reduced.nullity() {
                Some(nullity) => json!(nullity),
                None => json!(reduced.kernel_size().to_string()),
            });
        }
        grid.push(line);
    }
    Ok(json!({
        "rows": rows.collect::<Vec<_>>(),
        "cols": cols.collect::<Vec<_>>(),
        measure: grid,
        "unfinished": unfinished,
    })
    .to_string())
}
