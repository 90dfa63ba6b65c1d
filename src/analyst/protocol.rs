//! What the pages ask the analyst and what it answers: every request and response that crosses
//! the worker (as bytes: [`super::messages`]), with the reports they carry.

use std::fmt;

use super::ello::{DealtColours, ElloQuestion};
use super::refusal::Refusal;
use super::solutions::{PageAsk, SolutionsPage};
use crate::puzzle::setup::Setup;
use lights_lab_engine::ello;
use lights_lab_engine::lit_only::{LitOnly, Unknown, Unreachable};
use lights_lab_engine::{Difficulty, Goal, Largest, Presses};

/// How many quiet patterns the page shows one by one; a basis can have thousands (a
/// 128 x 128 board with a sparse rule), and nobody pages through more than this.
pub const MAX_QUIET_SHOWN: usize = 64;
/// How many cells of quiet patterns an analysis carries in all: 64 patterns of a million-cell
/// board would be 64 MB to copy out of the worker and decode on the page's thread (over a
/// second of it), so a large board shows its first few (four at 1024 x 1024).
pub const MAX_QUIET_CELLS: usize = 1 << 22;

/// A question for the engine.
#[derive(Debug, Clone, PartialEq)]
pub enum Request {
    /// Are you there? (The bridge's check that the worker loaded.)
    Ping,
    /// Factor this setup's move matrix; it becomes the puzzle later requests are about.
    Analyse { job: u64, setup: Setup },
    /// A solution of `board` (or its class) for the puzzle of `job`.
    Solve {
        job: u64,
        board_id: u64,
        board: Vec<u8>,
        goal: Goal,
    },
    /// A random board from `seed`, not already at the goal when another seed gives one.
    Deal {
        job: u64,
        deal: u64,
        kind: DealKind,
        seed: u64,
        goal: Goal,
    },
    /// One slice of the fewest-press search for `board` (the start board of `board_id`);
    /// the analyst keeps the search between slices, and starts it when it holds no other.
    Search {
        job: u64,
        board_id: u64,
        slice: u32,
        board: Vec<u8>,
        goal: Goal,
    },
    /// The largest fewest-press count of the puzzle of `job`.
    Largest { job: u64 },
    /// A Hint for `board` (the current board) under the lit-only rule: one slice of the exact
    /// search, which the analyst keeps for this job and goal between slices and Hints.
    LitOnly {
        job: u64,
        slice: u32,
        board: Vec<u8>,
        goal: Goal,
    },
    /// One page of `board`'s solutions.
    Solutions {
        job: u64,
        board_id: u64,
        board: Vec<u8>,
        goal: Goal,
        ask: PageAsk,
    },
    /// A question about the ELLO game; `id` tells its answer from a superseded one's.
    Ello { id: u64, question: ElloQuestion },
    /// The fewest lights to change so that `board` can reach the goal.
    Repair {
        job: u64,
        board_id: u64,
        board: Vec<u8>,
        goal: Goal,
    },
}

/// Which random boards a deal draws from.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum DealKind {
    /// Uniform over the boards that can reach the goal ("New puzzle").
    Solvable,
    /// Uniform over all boards ("Random board").
    Any,
    /// Exactly the solvable board a share code's seed names, even if it is already at the
    /// goal (a link must open as the command line reads it).
    Seed,
    /// Uniform over the boards of this difficulty ("New puzzle" with a difficulty chosen).
    Band(Difficulty),
}

impl Request {
    /// The answer that says the engine could not answer this, for `refusal`: what the page is
    /// told of a question the worker took with it when it failed. None for a Ping.
    pub fn refused(&self, refusal: Refusal) -> Option<Response> {
        Some(match self {
            Request::Ping => return None,
            Request::Analyse { job, .. } => Response::Analysed {
                job: *job,
                result: Err(refusal),
            },
            Request::Solve { job, board_id, .. } => Response::Solved {
                job: *job,
                board_id: *board_id,
                answer: Answer::Unavailable(refusal),
            },
            Request::Deal { job, deal, .. } => Response::Dealt {
                job: *job,
                deal: *deal,
                result: Err(refusal),
            },
            Request::Search {
                job,
                board_id,
                slice,
                ..
            } => Response::Searched {
                job: *job,
                board_id: *board_id,
                slice: *slice,
                result: Err(refusal),
            },
            Request::Largest { job } => Response::Largest {
                job: *job,
                result: Err(refusal),
            },
            Request::LitOnly {
                job, slice, board, ..
            } => Response::LitOnly {
                job: *job,
                slice: *slice,
                board: board.clone(),
                result: Err(refusal),
            },
            Request::Solutions {
                job, board_id, ask, ..
            } => Response::Solutions {
                job: *job,
                board_id: *board_id,
                ask: *ask,
                result: Err(refusal),
            },
            Request::Repair { job, board_id, .. } => Response::Repaired {
                job: *job,
                board_id: *board_id,
                result: Err(refusal),
            },
            Request::Ello { id, question } => match question {
                ElloQuestion::Analyse { .. } => Response::ElloAnalysed {
                    id: *id,
                    result: Err(refusal),
                },
                ElloQuestion::Deal { .. } => Response::ElloDealt {
                    id: *id,
                    result: Err(refusal),
                },
            },
        })
    }
}

impl DealKind {
    /// Whether the seed alone names the dealt board, so that a share code can give the seed
    /// instead of the board ([`SharedPuzzle::start_board`] deals only uniform solvable ones).
    pub fn named_by_seed(self) -> bool {
        matches!(self, DealKind::Solvable | DealKind::Seed)
    }
}

/// The engine's answer to a [`Request`].
#[derive(Debug, Clone, PartialEq)]
pub enum Response {
    Pong,
    Analysed {
        job: u64,
        result: Result<Facts, Refusal>,
    },
    Solved {
        job: u64,
        board_id: u64,
        answer: Answer,
    },
    Dealt {
        job: u64,
        deal: u64,
        result: Result<Dealt, Refusal>,
    },
    Searched {
        job: u64,
        board_id: u64,
        slice: u32,
        result: Result<SearchReport, Refusal>,
    },
    Largest {
        job: u64,
        result: Result<LargestCount, Refusal>,
    },
    LitOnly {
        job: u64,
        slice: u32,
        board: Vec<u8>,
        result: Result<LitOnlyReport, Refusal>,
    },
    Solutions {
        job: u64,
        board_id: u64,
        ask: PageAsk,
        result: Result<SolutionsPage, Refusal>,
    },
    Repaired {
        job: u64,
        board_id: u64,
        result: Result<Fix, Refusal>,
    },
    ElloAnalysed {
        id: u64,
        result: Result<Option<ello::Analysis>, Refusal>,
    },
    ElloDealt {
        id: u64,
        result: Result<DealtColours, Refusal>,
    },
}

impl Response {
    /// Whether this answers the ELLO page (every other answer is the Lights Out page's).
    pub fn is_ello(&self) -> bool {
        matches!(
            self,
            Response::ElloAnalysed { .. } | Response::ElloDealt { .. }
        )
    }
}

/// What the readout says about a puzzle as a whole.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Facts {
    pub cells: usize,
    pub states: u8,
    /// The dimension of the solvable boards (prime N only).
    pub rank: Option<usize>,
    /// The dimension of the quiet patterns (prime N only).
    pub nullity: Option<usize>,
    /// The number of quiet press vectors as prime powers (p, e), smallest p first; empty for 1.
    pub kernel: Vec<(u32, u64)>,
    /// Generators of the quiet patterns (a basis for prime N), the first [`MAX_QUIET_SHOWN`]
    /// (fewer on a large board, [`MAX_QUIET_CELLS`] cells in all).
    pub quiet_patterns: Vec<Vec<u8>>,
    /// How many generators there are in all.
    pub generators: usize,
    /// Unknowns left after light chasing: the size of the system actually eliminated.
    pub unknowns: usize,
}

/// Whether a board can reach the goal, and how.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Answer {
    /// These press counts, one per cell, take the board to the goal.
    Solvable(Vec<u8>),
    /// No presses do; the board's class as (value, modulus) invariants.
    Unsolvable(Vec<(u32, u32)>),
    /// The engine cannot say (the precomputation failed or was superseded).
    Unavailable(Refusal),
}

/// A dealt board and what is known about it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Dealt {
    pub board: Vec<u8>,
    /// The seed that gave this board (a share code can name it instead of the board).
    pub seed: u64,
    pub answer: Answer,
    /// Set when every seed tried gave a board already at the goal.
    pub all_solved: bool,
    /// Whether the answer's presses are a fewest-press solution (a deal by difficulty
    /// weighs every solution of the board it deals).
    pub minimal: bool,
}

/// The largest fewest-press count of a setup, or the range the search left it in.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct LargestCount {
    /// Some board needs this many presses.
    pub lower: u64,
    /// No board needs more.
    pub upper: u64,
}

impl LargestCount {
    pub fn of(largest: &Largest) -> Self {
        Self {
            lower: largest.lower,
            upper: largest.upper,
        }
    }

    /// The engine's own bounds again, for [`Difficulty::presses`] (the bands need no board).
    pub fn bounds(self) -> Largest {
        Largest {
            lower: self.lower,
            upper: self.upper,
            hardest: Presses(Vec::new()),
        }
    }
}

/// What the page learns from one slice.
#[derive(Debug, Clone, PartialEq)]
pub struct SearchReport {
    /// The lightest solution found so far: press counts, one per cell.
    pub presses: Vec<u8>,
    /// Whether no solution has fewer presses (the search is over).
    pub minimal: bool,
    /// No solution has fewer presses than this.
    pub lower_bound: u64,
    /// The share of the search settled so far, 0.0..=1.0.
    pub done: f64,
}

/// What the page learns from one slice.
#[derive(Debug, Clone, PartialEq)]
pub enum LitOnlyReport {
    /// The board is not decided yet; the search has settled this share of all boards,
    /// 0.0..=1.0.
    Searching { done: f64 },
    /// `cell` is lit, and pressing it begins a shortest lit-only way of `presses` presses.
    Hint { cell: usize, presses: usize },
    /// There is no hint to give: the board is at the goal, cannot reach it, or the search
    /// is not offered.
    NoHint(NoHint),
}

/// Why the lit-only rule gives no hint (the engine's [`LitOnly`] verdicts other than a hint).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum NoHint {
    AtGoal,
    /// No cell is lit, so no press is allowed.
    NothingLit,
    /// The goal cannot be reached even pressing any cell.
    UnsolvableWithoutTheRule,
    /// The exact search met every board that can reach the goal, and this is not one.
    Unreachable,
    /// N^n is above what the exact search covers.
    TooManyBoards {
        cells: usize,
        states: u8,
    },
    /// The search stopped before it decided.
    Stopped,
}

impl NoHint {
    /// The engine's verdict again, which says it in words.
    fn verdict(self) -> LitOnly {
        match self {
            NoHint::AtGoal => LitOnly::AtGoal,
            NoHint::NothingLit => LitOnly::Unreachable(Unreachable::NothingLit),
            NoHint::UnsolvableWithoutTheRule => {
                LitOnly::Unreachable(Unreachable::UnsolvableWithoutTheRule)
            }
            NoHint::Unreachable => LitOnly::Unreachable(Unreachable::Searched),
            NoHint::TooManyBoards { cells, states } => {
                LitOnly::Unknown(Unknown::TooManyBoards { cells, states })
            }
            NoHint::Stopped => LitOnly::Unknown(Unknown::Stopped),
        }
    }
}

impl fmt::Display for NoHint {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.verdict().fmt(f)
    }
}

impl From<LitOnly> for LitOnlyReport {
    fn from(answer: LitOnly) -> Self {
        match answer {
            LitOnly::Reachable { hint, presses } => LitOnlyReport::Hint {
                cell: hint,
                presses,
            },
            LitOnly::AtGoal => LitOnlyReport::NoHint(NoHint::AtGoal),
            LitOnly::Unreachable(Unreachable::NothingLit) => {
                LitOnlyReport::NoHint(NoHint::NothingLit)
            }
            LitOnly::Unreachable(Unreachable::UnsolvableWithoutTheRule) => {
                LitOnlyReport::NoHint(NoHint::UnsolvableWithoutTheRule)
            }
            LitOnly::Unreachable(Unreachable::Searched) => {
                LitOnlyReport::NoHint(NoHint::Unreachable)
            }
            LitOnly::Unknown(Unknown::TooManyBoards { cells, states }) => {
                LitOnlyReport::NoHint(NoHint::TooManyBoards { cells, states })
            }
            LitOnly::Unknown(Unknown::Stopped) => LitOnlyReport::NoHint(NoHint::Stopped),
        }
    }
}

/// Lights to change.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Fix {
    /// (cell, step): add `step` (mod N) to the light at `cell`; by cell.
    pub changes: Vec<(usize, u8)>,
    /// Whether no fewer changes would do.
    pub minimal: bool,
    /// At least this many lights must change.
    pub lower_bound: u64,
}
