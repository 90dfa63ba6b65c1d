//! The one error type of the engine: every message names what was wrong and what is allowed.

use std::fmt;

/// Why a puzzle, board or request was refused.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct EngineError {
    message: String,
}

impl EngineError {
    /// An error with a message that says what was wrong and what is allowed.
    pub fn new(message: impl Into<String>) -> Self {
        Self {
            message: message.into(),
        }
    }

    /// The human-readable message.
    pub fn message(&self) -> &str {
        &self.message
    }
}

impl fmt::Display for EngineError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message)
    }
}

impl std::error::Error for EngineError {}

/// Checks `value` against an inclusive range, naming the quantity in the error.
pub(crate) fn check_range(
    what: &str,
    value: usize,
    min: usize,
    max: usize,
) -> Result<(), EngineError> {
    if value < min || value > max {
        return Err(EngineError::new(format!(
            "{what} must be {min}..={max}, got {value}"
        )));
    }
    Ok(())
}
