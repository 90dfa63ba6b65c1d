//! Boards (the state of every light) and press vectors (how often each cell is pressed), both
//! written one character per cell in cell order: 0-9, then a-f.

use std::fmt;

use crate::error::EngineError;

/// The state of every cell, each 0..N-1.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Board(pub Vec<u8>);

/// How many times each cell is pressed, each 0..N-1 (pressing N times changes nothing).
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Presses(pub Vec<u8>);

/// What the player is trying to reach.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub enum Goal {
    /// Every cell 0: Lights Out.
    #[default]
    Off,
    /// Every cell N-1: All Lights.
    On,
    /// An explicit target board.
    Board(Board),
}

impl Goal {
    /// The target board for `cells` cells with `states` states.
    pub fn target(&self, cells: usize, states: u8) -> Board {
        match self {
            Goal::Off => Board(vec![0; cells]),
            Goal::On => Board(vec![states - 1; cells]),
            Goal::Board(board) => board.clone(),
        }
    }

    /// Reads `off`, `on`, or a board in the cell format.
    pub fn parse(text: &str, cells: usize, states: u8) -> Result<Self, EngineError> {
        match text {
            "off" => Ok(Goal::Off),
            "on" => Ok(Goal::On),
            board if board.trim().chars().count() != cells => Err(EngineError::new(format!(
                "goal must be off, on, or a board of one character per cell ({cells}), got {board:?}"
            ))),
            board => parse_digits(board, cells, states, "goal board").map(|b| Goal::Board(Board(b))),
        }
    }
}

impl Board {
    /// Reads a board: exactly `cells` characters, each a digit below `states` (0-9, then a-f).
    pub fn parse(text: &str, cells: usize, states: u8) -> Result<Self, EngineError> {
        parse_digits(text, cells, states, "board").map(Board)
    }

    /// Every cell 0.
    pub fn dark(cells: usize) -> Self {
        Board(vec![0; cells])
    }

    pub fn cells(&self) -> &[u8] {
        &self.0
    }

    /// Checks that the board has `cells` values, each below `states`.
    pub fn check(&self, cells: usize, states: u8) -> Result<(), EngineError> {
        if self.0.len() != cells {
            return Err(EngineError::new(format!(
                "board must have one value per cell ({cells}), got {}",
                self.0.len()
            )));
        }
        if let Some(value) = self.0.iter().find(|&&v| v >= states) {
            return Err(EngineError::out_of_range(format!(
                "board values must be 0..={}, got {value}",
                states - 1
            )));
        }
        Ok(())
    }

    /// Whether every cell equals the matching cell of `other`.
    pub fn matches(&self, other: &Board) -> bool {
        self.0 == other.0
    }
}

impl Presses {
    /// Reads a press vector in the cell format.
    pub fn parse(text: &str, cells: usize, states: u8) -> Result<Self, EngineError> {
        parse_digits(text, cells, states, "press vector").map(Presses)
    }

    /// The press vector in the cell format, as `to_string` writes it but without the copy a
    /// formatter makes (100 MB on a 10000 x 10000 board).
    pub fn digits(&self) -> String {
        digits(&self.0)
    }

    /// The total number of presses (the sum of the press counts).
    pub fn press_count(&self) -> u64 {
        self.0.iter().map(|&p| p as u64).sum()
    }

    /// The cells pressed at least once.
    pub fn pressed_cells(&self) -> impl Iterator<Item = usize> + '_ {
        self.0
            .iter()
            .enumerate()
            .filter(|(_, &p)| p != 0)
            .map(|(cell, _)| cell)
    }
}

const DIGITS: &[u8; 16] = b"0123456789abcdef";

fn parse_digits(text: &str, cells: usize, states: u8, what: &str) -> Result<Vec<u8>, EngineError> {
    let text = text.trim();
    let length = text.chars().count();
    if length != cells {
        return Err(EngineError::new(format!(
            "{what} must have one character per cell ({cells}), got {length}"
        )));
    }
    text.chars()
        .enumerate()
        .map(|(index, ch)| {
            ch.to_digit(16)
                .filter(|&d| d < states as u32 && !ch.is_ascii_uppercase())
                .map(|d| d as u8)
                .ok_or_else(|| {
                    EngineError::new(format!(
                        "{what} cell {index} is {ch:?}; with {states} states each cell must be one of {}",
                        allowed_digits(states)
                    ))
                })
        })
        .collect()
}

fn allowed_digits(states: u8) -> String {
    let last = DIGITS[states as usize - 1] as char;
    format!("0-{last}")
}

fn write_digits(values: &[u8], f: &mut fmt::Formatter<'_>) -> fmt::Result {
    f.write_str(&digits(values))
}

/// Values as their digits: bytes, then one check that they are text (pushing 10^8 chars one
/// by one takes five times as long).
fn digits(values: &[u8]) -> String {
    let bytes: Vec<u8> = values.iter().map(|&v| DIGITS[v as usize & 15]).collect();
    String::from_utf8(bytes).expect("digits are ASCII")
}

impl fmt::Display for Board {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write_digits(&self.0, f)
    }
}

impl fmt::Display for Presses {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write_digits(&self.0, f)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn boards_use_hex_digits_up_to_n_minus_one() {
        let board = Board::parse("0a9f", 4, 16).unwrap();
        assert_eq!(board.0, vec![0, 10, 9, 15]);
        assert_eq!(board.to_string(), "0a9f");
    }

    #[test]
    fn wrong_length_or_digit_is_refused_with_the_allowed_range() {
        assert!(Board::parse("010", 4, 2)
            .unwrap_err()
            .message()
            .contains("(4)"));
        let error = Board::parse("0120", 4, 2).unwrap_err();
        assert!(error.message().contains("0-1"), "{error}");
        assert!(Board::parse("0A00", 4, 16).is_err());
    }

    #[test]
    fn goal_on_is_every_cell_at_the_top_state() {
        assert_eq!(Goal::On.target(3, 3).0, vec![2, 2, 2]);
        assert_eq!(Goal::parse("on", 3, 3).unwrap(), Goal::On);
        assert!(Goal::parse("maybe", 3, 3).is_err());
    }
}
