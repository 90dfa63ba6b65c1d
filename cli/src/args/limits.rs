//! Every number a user can give and the range it must be in, declared once. These are the
//! parsers clap calls, so a number is checked before anything is built or allocated, and every
//! refusal reads the same: `--rows must be 1..=10000, got "0"`.

use std::ops::RangeInclusive;

use lights_lab_engine::{
    Shard, MAX_BLOCKS, MAX_HEX_ORDER, MAX_PAGE, MAX_SIDE, MAX_STATES, MIN_STATES,
};

use crate::error::quote;

/// An inclusive range of whole numbers, with the unit a message names after it.
#[derive(Debug, Clone, Copy)]
pub struct Limit {
    pub min: u64,
    pub max: u64,
    /// Said after the range: " seconds", or nothing.
    pub unit: &'static str,
}

impl Limit {
    const fn new(min: u64, max: u64) -> Self {
        Self { min, max, unit: "" }
    }

    /// What a message says is allowed: `1..=10000`, `1..=3600 seconds`.
    pub fn allowed(&self) -> String {
        format!("{}..={}{}", self.min, self.max, self.unit)
    }

    /// Reads a number in the range (spaces around it are ignored); the error is the part of
    /// the message after the flag's name.
    pub fn parse(&self, text: &str) -> Result<u64, String> {
        text.trim()
            .parse::<u64>()
            .ok()
            .filter(|value| (self.min..=self.max).contains(value))
            .ok_or_else(|| format!("must be {}, got {}", self.allowed(), quote(text)))
    }

    fn parse_usize(&self, text: &str) -> Result<usize, String> {
        self.parse(text).map(|value| value as usize)
    }
}

/// Rows or columns of a square board.
pub const SIDE: Limit = Limit::new(1, MAX_SIDE as u64);
/// Cells a side of a hexagon.
pub const HEX_ORDER: Limit = Limit::new(1, MAX_HEX_ORDER as u64);
/// States of a cell.
pub const STATES: Limit = Limit::new(MIN_STATES as u64, MAX_STATES as u64);
/// Boards one `random` prints.
pub const COUNT: Limit = Limit::new(1, 10_000);
/// Solutions on one page of `solutions`.
pub const PAGE: Limit = Limit::new(1, MAX_PAGE as u64);
/// The first solution `solutions` prints (checked against the count once it is known).
pub const OFFSET: Limit = Limit::new(0, u64::MAX);
/// Any seed.
pub const SEED: Limit = Limit::new(0, u64::MAX);
/// Seconds a search may take.
pub const SECONDS: Limit = Limit {
    min: 1,
    max: 3600,
    unit: " seconds",
};
/// Steps of ELLO's exact search.
pub const SEARCH_STEPS: Limit = Limit::new(1, u64::MAX);
/// Boards one `table` factors, each in turn.
pub const TABLE_ENTRIES: Limit = Limit::new(1, 1024);

/// Shards a fewest-press search splits into: at most one per block of solutions.
pub const SHARDS: Limit = Limit::new(1, MAX_BLOCKS as u64);

pub fn side(text: &str) -> Result<usize, String> {
    SIDE.parse_usize(text)
}

pub fn hex_order(text: &str) -> Result<usize, String> {
    HEX_ORDER.parse_usize(text)
}

pub fn states(text: &str) -> Result<u8, String> {
    STATES.parse(text).map(|value| value as u8)
}

pub fn count(text: &str) -> Result<usize, String> {
    COUNT.parse_usize(text)
}

pub fn page(text: &str) -> Result<usize, String> {
    PAGE.parse_usize(text)
}

/// A solution number: any u64 here, checked against the board's count once it is known.
pub fn offset(text: &str) -> Result<u64, String> {
    OFFSET.parse(text).map_err(|_| {
        format!(
            "must be a solution number, {} and below the number of solutions, got {}",
            OFFSET.allowed(),
            quote(text)
        )
    })
}

pub fn seed(text: &str) -> Result<u64, String> {
    SEED.parse(text)
}

pub fn seconds(text: &str) -> Result<u64, String> {
    SECONDS.parse(text)
}

/// A shard "I/M": the I-th of M parts, I from 1 to M, M within [`SHARDS`].
pub fn shard(text: &str) -> Result<Shard, String> {
    let (number, count) = text.trim().split_once('/').unwrap_or((text, ""));
    let count = SHARDS.parse(count).ok();
    let number = count.and_then(|count| Limit::new(1, count).parse(number).ok());
    match (number, count) {
        (Some(number), Some(count)) => {
            Shard::new(number as usize, count as usize).map_err(|error| error.to_string())
        }
        _ => Err(format!(
            "must be I/M with M {} and I 1..=M, got {}",
            SHARDS.allowed(),
            quote(text)
        )),
    }
}

pub fn search_steps(text: &str) -> Result<u64, String> {
    SEARCH_STEPS.parse(text)
}

/// A range of sides for `table`: "a..b" (inclusive, also written "a..=b") or a single "a",
/// within the sides a board may have.
pub fn side_span(text: &str) -> Result<RangeInclusive<usize>, String> {
    let malformed = || {
        format!(
            "must be a range a..b or a single number, within {}, got {}",
            SIDE.allowed(),
            quote(text)
        )
    };
    let number = |part: &str| side(part).map_err(|_| malformed());
    let (first, last) = match text.split_once("..") {
        Some((a, b)) => (number(a)?, number(b.strip_prefix('=').unwrap_or(b))?),
        None => (number(text)?, number(text)?),
    };
    if first > last {
        return Err(malformed());
    }
    Ok(first..=last)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_in_range_are_read_and_others_name_the_range_and_the_value() {
        assert_eq!(side(" 256 "), Ok(256));
        assert_eq!(side("10000"), Ok(10_000));
        assert_eq!(side("0").unwrap_err(), "must be 1..=10000, got \"0\"");
        assert_eq!(
            side("10001").unwrap_err(),
            "must be 1..=10000, got \"10001\""
        );
        assert_eq!(states("17").unwrap_err(), "must be 2..=16, got \"17\"");
        assert_eq!(
            seconds("0").unwrap_err(),
            "must be 1..=3600 seconds, got \"0\""
        );
        assert!(seed("18446744073709551616").is_err());
        assert_eq!(seed("18446744073709551615"), Ok(u64::MAX));
        assert!(count("-1").unwrap_err().contains("1..=10000"));
    }

    #[test]
    fn spans_are_inclusive_and_a_number_is_a_span_of_one() {
        assert_eq!(side_span("1..20"), Ok(1..=20));
        assert_eq!(side_span("5"), Ok(5..=5));
        assert_eq!(side_span(" 3 .. 4 "), Ok(3..=4));
        assert_eq!(side_span("2..=4"), Ok(2..=4));
        for text in ["0..3", "1..10001", "5..3", "1..", "a..b", "1..=x"] {
            let error = side_span(text).unwrap_err();
            assert!(error.contains("within 1..=10000"), "{text}: {error}");
        }
    }
}
