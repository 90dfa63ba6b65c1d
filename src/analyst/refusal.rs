//! Why the analyst could not answer a request. It crosses the worker as a serde enum, so the
//! page can tell a superseded question from a refused setup without reading text, and it is
//! put into words in one place: its `Display`, a clause that the page sets in a sentence
//! ("No puzzle can be dealt: ...").

use std::fmt;

use serde::{Deserialize, Serialize};

use lights_lab_engine::{Difficulty, EngineError};

/// Why a request has no answer.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum Refusal {
    /// The engine refused the setup or the board, in its own words (what was wrong and what
    /// is allowed).
    Engine(String),
    /// The question was about a puzzle that a newer one has replaced.
    Superseded { job: u64 },
    /// The largest fewest-press count was not settled in the time allowed, and the range it
    /// was left in defines no band of this difficulty.
    UnsettledBand {
        difficulty: Difficulty,
        lower: u64,
        upper: u64,
    },
    /// No board of this difficulty turned up in the time allowed.
    RareBand { difficulty: Difficulty },
    /// A fewest-press search for a board that no presses take to the goal.
    CannotReachGoal,
    /// Sorting the solutions by press count would take more than the page allows: the
    /// number of cells in all of them together is above `max_work`.
    TooManyToSort { max_work: u64 },
    /// The player pressed Stop while the engine worked on it.
    Stopped,
}

impl From<EngineError> for Refusal {
    fn from(error: EngineError) -> Self {
        Refusal::Engine(error.message().to_string())
    }
}

impl fmt::Display for Refusal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Refusal::Engine(message) => f.write_str(message),
            Refusal::Superseded { job } => write!(f, "puzzle {job} was superseded"),
            Refusal::UnsettledBand {
                difficulty,
                lower,
                upper,
            } => write!(
                f,
                "the largest fewest-press count of this setup was not settled in the time allowed (it is {lower} to {upper}), so it defines no {difficulty} band; choose Any"
            ),
            Refusal::RareBand { difficulty } => write!(
                f,
                "no {difficulty} board turned up in the time allowed; on this setup such boards are rare (choose an easier difficulty, or Any)"
            ),
            Refusal::CannotReachGoal => f.write_str("this board cannot reach the goal"),
            Refusal::Stopped => f.write_str("you stopped the work on it"),
            Refusal::TooManyToSort { max_work } => write!(
                f,
                "sorting by press count is offered for boards with at most {max_work} cells in all their solutions together; list them unsorted"
            ),
        }
    }
}
