//! `table`: the nullity (or, for composite N, the kernel size) of every board in a range of
//! sizes, laid out like the tables of the seeds, with the rule, surface and N held fixed.

use std::ops::RangeInclusive;

use serde_json::{json, Value};

use lights_lab_engine::{Reduced, MAX_SIDE};

use super::args::{Flag, Flags, Variant, OFFSETS, PATTERN, STATES, TOPOLOGY};
use super::CliError;

const ROWS: Flag = Flag {
    name: "rows",
    value: "a range a..b or a single number, within 1..=256",
};
const COLS: Flag = Flag {
    name: "cols",
    value: "a range a..b or a single number, within 1..=256",
};

/// The flags table accepts: the size ranges and the puzzle flags that make sense for every
/// size (a mask, a hexagon or a graph has one size only).
pub const FLAGS: [Flag; 6] = [ROWS, COLS, TOPOLOGY, PATTERN, OFFSETS, STATES];

/// Most boards in one table: each is factored in turn, so this bounds the running time.
const MAX_ENTRIES: usize = 1024;

/// One entry per rows x cols board, rows outermost.
pub fn table(flags: &Flags) -> Result<Value, CliError> {
    let rows = span(flags, ROWS)?;
    let cols = span(flags, COLS)?;
    let entries = rows.clone().count() * cols.clone().count();
    if entries > MAX_ENTRIES {
        return Err(CliError::new(format!(
            "the table would have {entries} boards; at most {MAX_ENTRIES} are allowed (narrow --rows or --cols)"
        )));
    }
    let variant = Variant::from_flags(flags)?;
    // The engine gives a nullity exactly when N is prime (a rank needs a field).
    let first = variant.square(*rows.start(), *cols.start(), None)?;
    let measure = if first.has_prime_states() {
        "nullity"
    } else {
        "kernel_size"
    };
    let mut grid = Vec::with_capacity(rows.clone().count());
    for r in rows.clone() {
        let mut line = Vec::with_capacity(cols.clone().count());
        for c in cols.clone() {
            let puzzle = variant.square(r, c, None)?;
            let reduced =
                Reduced::new(&puzzle).map_err(|e| CliError::new(format!("at {r} x {c}: {e}")))?;
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
    }))
}

/// Reads "a..b" (inclusive, also written "a..=b") or "a", within 1..=256.
fn span(flags: &Flags, flag: Flag) -> Result<RangeInclusive<usize>, CliError> {
    let text = flags.required(flag)?.trim();
    let malformed = || {
        CliError::new(format!(
            "--{} must be {}, got {text:?}",
            flag.name, flag.value
        ))
    };
    let number = |part: &str| part.trim().parse::<usize>().map_err(|_| malformed());
    let (first, last) = match text.split_once("..") {
        Some((a, b)) => (number(a)?, number(b.strip_prefix('=').unwrap_or(b))?),
        None => (number(text)?, number(text)?),
    };
    if first < 1 || last > MAX_SIDE || first > last {
        return Err(malformed());
    }
    Ok(first..=last)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn span_of(text: &str) -> Result<RangeInclusive<usize>, CliError> {
        let args = vec!["--rows".to_string(), text.to_string()];
        span(&Flags::parse("table", &args, &FLAGS).unwrap(), ROWS)
    }

    #[test]
    fn ranges_are_inclusive_and_a_number_is_a_range_of_one() {
        assert_eq!(span_of("1..20").unwrap(), 1..=20);
        assert_eq!(span_of("5").unwrap(), 5..=5);
        assert_eq!(span_of(" 3 .. 4 ").unwrap(), 3..=4);
        assert_eq!(span_of("2..=4").unwrap(), 2..=4);
    }

    #[test]
    fn empty_or_out_of_range_spans_say_what_is_allowed() {
        for text in ["0..3", "1..257", "5..3", "1..", "a..b", "1..=x"] {
            let error = span_of(text).unwrap_err();
            assert!(
                error.to_string().contains("within 1..=256"),
                "{text}: {error}"
            );
        }
    }
}
