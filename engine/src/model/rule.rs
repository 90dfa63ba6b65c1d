//! Which cells a press reaches: a pattern of offsets, the Flip line rule, Merlin's rule, or a
//! graph's arcs (SIGMA and SIGMA+).

use std::fmt;

use crate::error::EngineError;
use crate::model::pattern_name::PatternName;
use crate::model::sorted_pairs::sort_offsets;

/// Largest number of offsets in a custom pattern.
pub const MAX_OFFSETS: usize = 1024;
/// Largest row or column distance of a custom offset.
pub const MAX_OFFSET: i32 = 256;

/// A rule: which cells a press on a cell reaches.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Rule {
    /// The same offsets from every cell; (dr, dc) on square boards, axial (dq, dr) on hexagons.
    Pattern(Pattern),
    /// The whole row and column (Flip); on a hexagon, the three lines through the cell.
    Line,
    /// Merlin's Magic Square: a corner reaches its 2x2 block, a side cell itself and its two
    /// neighbours along the side, an interior cell the plus. Square boards on the plane only.
    Merlin,
    /// A graph board: a press on v reaches the vertices v points to (SIGMA), and v itself too
    /// when `plus` is set (SIGMA+).
    Sigma { plus: bool },
}

/// A set of offsets, kept sorted and without repeats.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Pattern {
    offsets: Vec<(i32, i32)>,
}

impl Pattern {
    /// A pattern from offsets; at least one, at most 1024, each coordinate within ±256.
    pub fn new(offsets: impl IntoIterator<Item = (i32, i32)>) -> Result<Self, EngineError> {
        let mut offsets: Vec<(i32, i32)> = offsets.into_iter().collect();
        if let Some(&(a, b)) = offsets
            .iter()
            // unsigned_abs: i32::MIN has no absolute value in an i32.
            .find(|&&(a, b)| {
                a.unsigned_abs() > MAX_OFFSET.unsigned_abs()
                    || b.unsigned_abs() > MAX_OFFSET.unsigned_abs()
            })
        {
            return Err(EngineError::out_of_range(format!(
                "offset {a},{b} is too far; each coordinate must be within -{MAX_OFFSET}..={MAX_OFFSET}"
            )));
        }
        sort_offsets(&mut offsets);
        if offsets.is_empty() || offsets.len() > MAX_OFFSETS {
            return Err(EngineError::out_of_range(format!(
                "a pattern must have 1..={MAX_OFFSETS} offsets, got {}",
                offsets.len()
            )));
        }
        Ok(Self { offsets })
    }

    /// The offsets, sorted.
    pub fn offsets(&self) -> &[(i32, i32)] {
        &self.offsets
    }

    /// A named square-board pattern: plus (Lights Out), sigma (the four neighbours, not the
    /// cell), king, x (the cell and its diagonals), knight (the cell and its knight moves).
    pub fn square_named(name: PatternName) -> Self {
        let plus = [(0, 0), (1, 0), (-1, 0), (0, 1), (0, -1)];
        Self::named(match name {
            PatternName::Plus => plus.to_vec(),
            PatternName::Sigma => plus[1..].to_vec(),
            PatternName::King => (-1..=1)
                .flat_map(|dr| (-1..=1).map(move |dc| (dr, dc)))
                .collect(),
            PatternName::X => vec![(0, 0), (1, 1), (1, -1), (-1, 1), (-1, -1)],
            PatternName::Knight => vec![
                (0, 0),
                (1, 2),
                (2, 1),
                (-1, 2),
                (-2, 1),
                (1, -2),
                (2, -1),
                (-1, -2),
                (-2, -1),
            ],
        })
    }

    /// A named hexagonal-board pattern: plus (the cell and its six neighbours) or sigma (the
    /// six neighbours only), in axial offsets (dq, dr); `None` for a name a hexagon does not
    /// take ([`PatternName::HEX`]).
    pub fn hex_named(name: PatternName) -> Option<Self> {
        let plus = [(0, 0), (1, 0), (-1, 0), (0, 1), (0, -1), (1, -1), (-1, 1)];
        match name {
            PatternName::Plus => Some(Self::named(plus.to_vec())),
            PatternName::Sigma => Some(Self::named(plus[1..].to_vec())),
            PatternName::King | PatternName::X | PatternName::Knight => None,
        }
    }

    /// The square-board pattern named by `name` ([`PatternName`]'s word).
    pub fn square_preset(name: &str) -> Result<Self, EngineError> {
        name.parse().map(Self::square_named).map_err(|_| {
            EngineError::new(format!(
                "unknown pattern {name:?} for a square board; allowed: plus, sigma, king, x, knight, line, merlin, or offsets \"dr,dc;...\""
            ))
        })
    }

    /// The hexagonal-board pattern named by `name` ([`PatternName`]'s word).
    pub fn hex_preset(name: &str) -> Result<Self, EngineError> {
        let named = name.parse().ok().and_then(Self::hex_named);
        named.ok_or_else(|| {
            EngineError::new(format!(
                "unknown pattern {name:?} for a hexagonal board; allowed: plus, sigma, line, or offsets \"dq,dr;...\""
            ))
        })
    }

    /// A named pattern's offsets, each within a step or two of the cell, so within bounds.
    fn named(mut offsets: Vec<(i32, i32)>) -> Self {
        sort_offsets(&mut offsets);
        Self { offsets }
    }

    /// Parses offsets written as "dr,dc;dr,dc;..." (for example "0,0;1,0;-1,0;0,1;0,-1").
    pub fn parse(text: &str) -> Result<Self, EngineError> {
        let mut offsets = Vec::new();
        for part in text.split(';').map(str::trim).filter(|p| !p.is_empty()) {
            if offsets.len() == MAX_OFFSETS {
                return Err(EngineError::out_of_range(format!(
                    "a pattern must have 1..={MAX_OFFSETS} offsets"
                )));
            }
            let numbers: Vec<Option<i32>> = part
                .split(',')
                .map(|n| n.trim().parse::<i32>().ok())
                .collect();
            match numbers.as_slice() {
                [Some(a), Some(b)] => offsets.push((*a, *b)),
                _ => {
                    return Err(EngineError::new(format!(
                        "offset {part:?} is not a pair of integers; write offsets as \"dr,dc;dr,dc;...\""
                    )))
                }
            }
        }
        Self::new(offsets)
    }
}

impl fmt::Display for Pattern {
    /// Writes offsets in the format [`Pattern::parse`] reads.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let parts: Vec<String> = self
            .offsets
            .iter()
            .map(|(a, b)| format!("{a},{b}"))
            .collect();
        f.write_str(&parts.join(";"))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn presets_have_the_sizes_a_player_knows() {
        assert_eq!(Pattern::square_preset("plus").unwrap().offsets().len(), 5);
        assert_eq!(Pattern::square_preset("sigma").unwrap().offsets().len(), 4);
        assert_eq!(Pattern::square_preset("king").unwrap().offsets().len(), 9);
        assert_eq!(Pattern::square_preset("knight").unwrap().offsets().len(), 9);
        assert_eq!(Pattern::hex_preset("plus").unwrap().offsets().len(), 7);
    }

    #[test]
    fn custom_offsets_parse_and_print_back() {
        let pattern = Pattern::parse("0,0;1,0;-1,0;0,1;0,-1").unwrap();
        assert_eq!(pattern, Pattern::square_preset("plus").unwrap());
        assert_eq!(Pattern::parse(&pattern.to_string()).unwrap(), pattern);
    }

    #[test]
    fn malformed_offsets_are_refused() {
        assert!(Pattern::parse("1").is_err());
        assert!(Pattern::parse("").is_err());
        assert!(Pattern::parse("0,999")
            .unwrap_err()
            .message()
            .contains("256"));
        assert!(Pattern::square_preset("queen")
            .unwrap_err()
            .message()
            .contains("allowed"));
    }
}
