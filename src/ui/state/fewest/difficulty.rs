//! New puzzle by difficulty, and the largest fewest-press count that defines the bands: asked
//! for once per setup, shown in the readout, and used by the analyst for its deals.

use super::super::State;
use crate::ui::analyst::{DealKind, LargestCount, Request};

impl State {
    /// What New puzzle (and a setup change in play) deals: a board of the chosen difficulty,
    /// or any solvable board.
    pub(in crate::ui::state) fn puzzle_kind(&self) -> DealKind {
        self.fewest
            .difficulty
            .map_or(DealKind::Solvable, DealKind::Band)
    }

    /// The largest fewest-press count of the current setup, once the engine has said.
    pub fn largest(&self) -> Option<&Result<LargestCount, String>> {
        self.fewest
            .largest
            .as_ref()
            .filter(|(job, _)| *job == self.job)
            .map(|(_, largest)| largest)
    }

    pub(super) fn largest_request(&self) -> Option<Request> {
        self.largest()
            .is_none()
            .then_some(Request::Largest { job: self.job })
    }

    pub(super) fn largest_answered(
        &mut self,
        job: u64,
        result: Result<LargestCount, String>,
    ) -> bool {
        if job != self.job {
            return false;
        }
        self.fewest.largest = Some((job, result));
        true
    }
}
