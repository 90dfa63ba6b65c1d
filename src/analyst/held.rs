//! The searches the analyst keeps between slices of work, with what they are for.

use lights_lab_engine::lit_only::LitOnlySearch;
use lights_lab_engine::{FewestSearch, Goal};

/// A search between slices, with the board and puzzle it is for.
#[derive(Debug)]
pub struct HeldSearch {
    pub job: u64,
    pub board: Vec<u8>,
    pub goal: Goal,
    pub search: FewestSearch,
}

/// The search of one puzzle and goal, between slices and Hints.
#[derive(Debug)]
pub struct HeldLitOnly {
    pub job: u64,
    pub goal: Goal,
    pub search: LitOnlySearch,
}
