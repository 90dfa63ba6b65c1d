//! The fewest-press part of the reducer: the start board's fewest-press search (Hint and
//! Solve use its best solution), the largest count and New puzzle by difficulty, the panel of
//! every solution, and the repair of a board that cannot be solved.
//!
//! Each keeps what the engine said together with the job or board it was said about, so a new
//! setup or start board makes it stale by itself (no reset to forget anywhere), and the state
//! asks again ([`State::fewest_requests`]).

use super::model::FewestAction;
use crate::analyst::{Request, Response};
use crate::play::state::{Precomputation, State};

impl State {
    pub(crate) fn fewest_action(&mut self, action: FewestAction) {
        match action {
            FewestAction::SetDifficulty(difficulty) => self.fewest.difficulty = difficulty,
            FewestAction::CancelSearch => self.cancel_search(),
            FewestAction::ResumeSearch => self.resume_search(),
            FewestAction::ShowSolutions(open) => self.show_solutions(open),
            FewestAction::SolutionsFrom(offset) => self.solutions_from(offset),
            FewestAction::SortSolutions(sorted) => self.sort_solutions(sorted),
            FewestAction::Preview(number) => self.preview(number),
            FewestAction::ApplyRepair => self.apply_repair(),
        }
    }

    /// The fewest-press questions the state is waiting on. None while a deal is on its way:
    /// the start board is a placeholder then. The largest count comes last, being the one
    /// that may take a noticeable while and the one a player looks for least.
    pub(crate) fn fewest_requests(&self) -> Vec<Request> {
        if !matches!(self.precomputation, Precomputation::Ready(_)) || self.deal.is_some() {
            return Vec::new();
        }
        [
            self.search_request(),
            self.repair_request(),
            self.listing_request(),
            self.largest_request(),
        ]
        .into_iter()
        .flatten()
        .collect()
    }

    /// Takes a fewest-press answer; false for any answer to a superseded question.
    pub(crate) fn fewest_answer(&mut self, response: Response) -> bool {
        match response {
            Response::Searched {
                job,
                board_id,
                slice,
                result,
            } => self.searched(job, board_id, slice, result),
            Response::Largest { job, result } => self.largest_answered(job, result),
            Response::Solutions {
                job,
                board_id,
                ask,
                result,
            } => self.listed(job, board_id, ask, result),
            Response::Repaired {
                job,
                board_id,
                result,
            } => self.repaired(job, board_id, result),
            _ => false,
        }
    }
}
