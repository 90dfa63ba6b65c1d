//! New puzzle by difficulty, and the largest fewest-press count that defines the bands: asked
//! for once per setup, shown in the readout, and used by the analyst for its deals.

use crate::analyst::Refusal;
use crate::analyst::{DealKind, LargestCount, Request};
use crate::play::state::State;

impl State {
    /// What New puzzle (and a setup change in play) deals: a board of the chosen difficulty,
    /// or any solvable board.
    pub(crate) fn puzzle_kind(&self) -> DealKind {
        self.fewest
            .difficulty
            .map_or(DealKind::Solvable, DealKind::Band)
    }

    /// The engine's answer for the current setup.
    pub(crate) fn largest_answer(&self) -> Option<&Result<LargestCount, Refusal>> {
        self.fewest
            .largest
            .as_ref()
            .filter(|(job, _)| *job == self.job)
            .map(|(_, largest)| largest)
    }

    /// The largest fewest-press count of the current setup, once the engine has said: at
    /// least the start board's proven fewest count, which a short search for the largest on
    /// a large setup may not have reached (the analyst folds the same fact into its deals).
    pub fn largest(&self) -> Option<Result<LargestCount, Refusal>> {
        let proven = self
            .fewest_count()
            .filter(|fewest| fewest.proven)
            .map_or(0, |fewest| fewest.presses);
        let answer = self.largest_answer()?.clone();
        Some(answer.map(|count| LargestCount {
            lower: count.lower.max(proven.min(count.upper)),
            ..count
        }))
    }

    pub(crate) fn largest_request(&self) -> Option<Request> {
        self.largest_answer()
            .is_none()
            .then_some(Request::Largest { job: self.job })
    }

    pub(crate) fn largest_answered(
        &mut self,
        job: u64,
        result: Result<LargestCount, Refusal>,
    ) -> bool {
        if job != self.job {
            return false;
        }
        self.fewest.largest = Some((job, result));
        true
    }
}
