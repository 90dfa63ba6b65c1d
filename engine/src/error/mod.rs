//! The one error type of the engine: every message names what was wrong and what is allowed,
//! and its [`ErrorKind`] says which kind of refusal it is, so that a caller that words it
//! differently (the web page) need not run the engine's checks again to learn why.

use std::fmt;

mod code_fault;

pub use code_fault::{CodeFault, CodePart};

/// Which kind of refusal an [`EngineError`] is.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ErrorKind {
    /// What was given does not read, or does not fit this puzzle: a board, a goal or a mask of
    /// the wrong length, a graph file, a name that is not known, a vertex that
    /// cannot be played, a difficulty no board has.
    Invalid,
    /// A number outside the range allowed: a side, a count of states, vertices or offsets, a
    /// cell's value.
    OutOfRange,
    /// More work or memory than the engine takes on: `what` would be past `max` (the move
    /// matrix's entries, the unknowns left after light chasing, the cells of a page of
    /// solutions, a worksheet's cells).
    TooLarge { what: &'static str, max: u64 },
    /// A combination the engine does not play: a rule on a shape it is not for (Merlin off the
    /// plane, SIGMA on a lattice), or a search's option for 2 states asked of more.
    Unsupported,
    /// The work was stopped (its budget ran out, or the player stopped it) before it finished.
    Stopped,
    /// A share code that does not read, and what is wrong with it.
    Code(CodeFault),
}

/// Why a puzzle, board or request was refused.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct EngineError {
    message: String,
    kind: ErrorKind,
}

impl EngineError {
    /// An error with a message that says what was wrong and what is allowed, of kind
    /// [`ErrorKind::Invalid`].
    pub fn new(message: impl Into<String>) -> Self {
        Self::of_kind(ErrorKind::Invalid, message)
    }

    /// A number outside the range allowed ([`ErrorKind::OutOfRange`]).
    pub(crate) fn out_of_range(message: impl Into<String>) -> Self {
        Self::of_kind(ErrorKind::OutOfRange, message)
    }

    /// More than the engine takes on: `what` past `max` ([`ErrorKind::TooLarge`]).
    pub(crate) fn too_large(what: &'static str, max: u64, message: impl Into<String>) -> Self {
        Self::of_kind(ErrorKind::TooLarge { what, max }, message)
    }

    /// A combination the engine does not play ([`ErrorKind::Unsupported`]).
    pub(crate) fn unsupported(message: impl Into<String>) -> Self {
        Self::of_kind(ErrorKind::Unsupported, message)
    }

    /// A share code that does not read ([`ErrorKind::Code`]).
    pub(crate) fn code(fault: CodeFault, message: impl Into<String>) -> Self {
        Self::of_kind(ErrorKind::Code(fault), message)
    }

    /// Work stopped before it finished ([`ErrorKind::Stopped`]).
    pub(crate) fn stopped(message: impl Into<String>) -> Self {
        Self::of_kind(ErrorKind::Stopped, message)
    }

    fn of_kind(kind: ErrorKind, message: impl Into<String>) -> Self {
        Self {
            message: message.into(),
            kind,
        }
    }

    /// The human-readable message.
    pub fn message(&self) -> &str {
        &self.message
    }

    /// Which kind of refusal this is.
    pub fn kind(&self) -> &ErrorKind {
        &self.kind
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
        return Err(EngineError::out_of_range(format!(
            "{what} must be {min}..={max}, got {value}"
        )));
    }
    Ok(())
}
