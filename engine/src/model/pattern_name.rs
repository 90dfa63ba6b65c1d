//! The named patterns (plus, sigma, king, x, knight) as one typed value, from the web page's
//! Pattern menu and the command line's `--pattern` to the engine's [`Pattern`]: a name is read
//! once, by [`FromStr`], and written once, by [`Display`], as the word a share code holds.
//!
//! [`Pattern`]: crate::model::rule::Pattern

use std::fmt;
use std::str::FromStr;

use crate::error::EngineError;

/// A named pattern of offsets. Every name is a square board's; a hexagon takes plus and sigma
/// only ([`PatternName::HEX`]), the others needing a square's corners or rows.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum PatternName {
    /// Lights Out: the cell and its four neighbours (six on a hexagon).
    Plus,
    /// The neighbours without the cell.
    Sigma,
    /// The cell and its eight neighbours.
    King,
    /// The cell and its four diagonal neighbours.
    X,
    /// The cell and its eight knight moves.
    Knight,
}

impl PatternName {
    /// Every name, in the menus' order: the names a square board takes.
    pub const ALL: [PatternName; 5] = [
        PatternName::Plus,
        PatternName::Sigma,
        PatternName::King,
        PatternName::X,
        PatternName::Knight,
    ];
    /// The names a hexagonal board takes.
    pub const HEX: [PatternName; 2] = [PatternName::Plus, PatternName::Sigma];

    /// The word a share code and the command line use.
    pub fn word(self) -> &'static str {
        match self {
            PatternName::Plus => "plus",
            PatternName::Sigma => "sigma",
            PatternName::King => "king",
            PatternName::X => "x",
            PatternName::Knight => "knight",
        }
    }
}

impl fmt::Display for PatternName {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.word())
    }
}

impl FromStr for PatternName {
    type Err = EngineError;

    /// The name whose [`PatternName::word`] this is, or an error listing the words.
    fn from_str(text: &str) -> Result<Self, EngineError> {
        PatternName::ALL
            .into_iter()
            .find(|name| name.word() == text)
            .ok_or_else(|| {
                EngineError::new(format!(
                    "unknown pattern name {text:?}; allowed: plus, sigma, king, x, knight"
                ))
            })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_name_reads_back_from_the_word_it_writes() {
        for name in PatternName::ALL {
            assert_eq!(name.to_string().parse::<PatternName>().unwrap(), name);
        }
        let error = "queen".parse::<PatternName>().unwrap_err();
        assert!(error.message().contains("\"queen\""), "{error}");
    }
}
