//! What the page knows of the fewest-press questions: the search and its progress, the
//! solutions panel's listing, the difficulty and repair answers. Plain data; what the actions
//! do to it is in [`super::actions`] and its neighbours.

use crate::analyst::Refusal;
use crate::analyst::{Fix, LargestCount, PageAsk, SolutionsPage};
use lights_lab_engine::Difficulty;

/// What the engine said about the fewest presses, each with the job or board it is about.
#[derive(Debug, Clone, Default)]
pub struct FewestAnswers {
    /// The fewest-press search of a start board (by board id).
    pub search: Option<(u64, Search)>,
    /// The largest fewest-press count of a setup (by job).
    pub largest: Option<(u64, Result<LargestCount, Refusal>)>,
    /// What New puzzle deals: `None` for any solvable board.
    pub difficulty: Option<Difficulty>,
    /// The solutions panel, while it is open.
    pub listing: Option<Listing>,
    /// The fewest lights to change on a start board that cannot be solved (by board id).
    pub repair: Option<(u64, Result<Fix, Refusal>)>,
}

/// What the fewest-press controls ask for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum FewestAction {
    /// The difficulty New puzzle deals (`None`: Any).
    SetDifficulty(Option<Difficulty>),
    /// Stops the fewest-press search; the best found stays in use.
    CancelSearch,
    /// Takes a stopped search up where it stopped.
    ResumeSearch,
    /// Opens or closes the solutions panel.
    ShowSolutions(bool),
    /// The solutions page that starts at this number.
    SolutionsFrom(u64),
    /// Fewest presses first, or the engine's numbering.
    SortSolutions(bool),
    /// Marks the solution with this number on the board, or no solution.
    Preview(Option<u64>),
    /// Makes the repair's changes, so that the board can be solved.
    ApplyRepair,
}

/// How far a search that is not over has got.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct SliceProgress {
    /// The slice that carries it on.
    pub slice: u32,
    /// The share of the search settled, 0.0..=1.0.
    pub done: f64,
    /// No solution has fewer presses than this.
    pub lower_bound: u64,
}

/// Where the fewest-press search of the start board stands.
#[derive(Debug, Clone, PartialEq)]
pub enum Search {
    /// Slice `slice` is asked for.
    Running(SliceProgress),
    /// The player stopped it; it can be taken up again.
    Stopped(SliceProgress),
    /// The verdict's solution has the fewest presses.
    Proven,
    /// The engine could not search (it said why); the verdict's solution is some solution.
    Failed(Refusal),
}

/// What is known of the start board's fewest presses.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct FewestCount {
    /// The fewest presses found.
    pub presses: u64,
    /// Whether no solution has fewer.
    pub proven: bool,
    /// No solution has fewer presses than this.
    pub lower_bound: u64,
}

/// The open solutions panel.
#[derive(Debug, Clone, PartialEq)]
pub struct Listing {
    /// The start board listed (by board id).
    pub board_id: u64,
    /// The page asked for.
    pub ask: PageAsk,
    /// The page that came, with the board and ask it answers.
    pub page: Option<(u64, PageAsk, Result<SolutionsPage, Refusal>)>,
    /// The number of the solution previewed on the board.
    pub preview: Option<u64>,
}

impl Listing {
    pub fn of(board_id: u64) -> Self {
        Self {
            board_id,
            ask: PageAsk::default(),
            page: None,
            preview: None,
        }
    }
}
