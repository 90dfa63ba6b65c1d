//! The solutions panel: every solution of the start board, a page at a time, in the engine's
//! numbering or fewest presses first. A solution can be previewed on the board as marks, less
//! the presses made (as Solve's marks are), so following them from anywhere in the game
//! reaches the goal by that solution. A new start board is listed from its first page.

use super::model::Listing;
use crate::analyst::Refusal;
use crate::analyst::{PageAsk, Request, SolutionsPage};
use crate::play::state::{Mode, Precomputation, State, Verdict};

impl State {
    /// The page the panel asks for: the one chosen, or the first of a new start board.
    pub fn solutions_ask(&self) -> Option<PageAsk> {
        let listing = self.fewest.listing.as_ref()?;
        Some(if listing.board_id == self.board_id {
            listing.ask
        } else {
            PageAsk::default()
        })
    }

    /// The panel's page, once it has come for the current start board (or why none will).
    pub fn solutions_page(&self) -> Option<Result<SolutionsPage, String>> {
        let ask = self.solutions_ask()?;
        if let Precomputation::Failed(message) = &self.precomputation {
            return Some(Err(format!("The solutions cannot be listed: {message}.")));
        }
        let (board_id, answered, page) = self.fewest.listing.as_ref()?.page.as_ref()?;
        (*board_id == self.board_id && *answered == ask)
            .then(|| page.clone().map_err(|refusal| refusal.to_string()))
    }

    /// The number of the solution previewed on the board, while its page is on show.
    pub fn previewed(&self) -> Option<u64> {
        self.previewed_solution().map(|(number, _)| number)
    }

    pub(crate) fn previewed_solution(&self) -> Option<(u64, &[u8])> {
        let listing = self.fewest.listing.as_ref()?;
        let number = listing
            .preview
            .filter(|_| listing.board_id == self.board_id)?;
        let (board_id, ask, Ok(page)) = listing.page.as_ref()? else {
            return None;
        };
        if *board_id != self.board_id || *ask != listing.ask {
            return None;
        }
        let index = usize::try_from(number.checked_sub(ask.offset)?).ok()?;
        let solution = page.solutions.get(index)?;
        Some((number, solution))
    }

    /// The previewed solution's marks: what is left to press of it.
    pub(crate) fn preview_marks(&self) -> Option<Vec<u8>> {
        self.previewed_solution()
            .map(|(_, solution)| self.still_to_press(solution))
    }

    pub(crate) fn end_preview(&mut self) {
        if let Some(listing) = self.fewest.listing.as_mut() {
            listing.preview = None;
        }
    }

    pub(crate) fn listing_request(&self) -> Option<Request> {
        let ask = self.solutions_ask()?;
        if self.solutions_page().is_some() || self.verdict == Verdict::Pending {
            return None;
        }
        Some(Request::Solutions {
            job: self.job,
            board_id: self.board_id,
            board: self.game.start.0.clone(),
            goal: self.setup.goal.clone(),
            ask,
        })
    }

    pub(crate) fn listed(
        &mut self,
        job: u64,
        board_id: u64,
        ask: PageAsk,
        result: Result<SolutionsPage, Refusal>,
    ) -> bool {
        let current = job == self.job && board_id == self.board_id;
        if !current || self.solutions_ask() != Some(ask) {
            return false;
        }
        let listing = self.listing_mut().expect("asked for, so open");
        listing.page = Some((board_id, ask, result));
        true
    }

    /// The open panel, moved on to the current start board if it listed another.
    pub(crate) fn listing_mut(&mut self) -> Option<&mut Listing> {
        let board_id = self.board_id;
        let listing = self.fewest.listing.as_mut()?;
        if listing.board_id != board_id {
            *listing = Listing::of(board_id);
        }
        Some(listing)
    }

    pub(crate) fn show_solutions(&mut self, open: bool) {
        match (open, self.fewest.listing.is_some()) {
            (true, false) => self.fewest.listing = Some(Listing::of(self.board_id)),
            (false, _) => self.fewest.listing = None,
            (true, true) => {}
        }
    }

    pub(crate) fn solutions_from(&mut self, offset: u64) {
        if let Some(listing) = self.listing_mut() {
            listing.ask.offset = offset;
            listing.preview = None;
        }
    }

    pub(crate) fn sort_solutions(&mut self, sorted: bool) {
        if let Some(listing) = self.listing_mut() {
            listing.ask = PageAsk { offset: 0, sorted };
            listing.preview = None;
        }
    }

    /// Previews a solution of the page on show; it takes the place of Solve's marks.
    pub(crate) fn preview(&mut self, number: Option<u64>) {
        let Some(listing) = self.listing_mut() else {
            return;
        };
        listing.preview = number;
        if self.previewed_solution().is_some() {
            self.ui.solution_shown = false;
            self.drop_hint();
            self.ui.mode = Mode::Play;
        }
    }
}
