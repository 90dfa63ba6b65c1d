//! The start board's fewest-press search, slice by slice. Once the start board is known to
//! be solvable the state asks for slice 0; each answer brings the best solution so far, which
//! replaces the verdict's (so Hint and Solve use it at once, and Solve's marks keep following
//! the presses made), and the state asks for the next slice until the search is proven or
//! the player cancels it. A deal by difficulty weighs every solution of its board, so its
//! solution is proven fewest from the start.

use std::rc::Rc;

use super::model::{FewestCount, Search, SliceProgress};
use crate::analyst::Refusal;
use crate::analyst::{Request, SearchReport};
use crate::play::state::{State, Verdict};

/// The number of presses a press vector makes. Summed eight cells a word (each cell's count
/// is below 256, so pairs of bytes add without carrying into each other), since the page
/// weighs a million-cell solution after every press.
pub(crate) fn weight(presses: &[u8]) -> u64 {
    const LOW: u64 = 0x00ff_00ff_00ff_00ff;
    // 128 words a block, so that each 16-bit lane (two bytes of each word, at most
    // 2 * 128 * 255) stays below 65536.
    const BLOCK: usize = 8 * 128;
    let blocks = presses.chunks_exact(BLOCK);
    let tail: u64 = blocks.remainder().iter().map(|&p| p as u64).sum();
    let lanes = |block: &[u8]| -> u64 {
        let lanes: u64 = block
            .chunks_exact(8)
            .map(|word| u64::from_le_bytes(word.try_into().unwrap_or_default()))
            .map(|word| (word & LOW) + ((word >> 8) & LOW))
            .sum();
        (0..4).map(|lane| (lanes >> (16 * lane)) & 0xffff).sum()
    };
    tail + blocks.map(lanes).sum::<u64>()
}

impl State {
    /// The search of the current start board, once it has begun.
    pub fn search(&self) -> Option<&Search> {
        self.fewest
            .search
            .as_ref()
            .filter(|(board_id, _)| *board_id == self.board_id)
            .map(|(_, search)| search)
    }

    /// What is known of the start board's fewest presses, once the search has begun. On a
    /// solved board the player's own presses are a solution too, and count when lighter than
    /// an unfinished search's best.
    pub fn fewest_count(&self) -> Option<FewestCount> {
        let Verdict::Solvable(solution) = &self.verdict else {
            return None;
        };
        let mut presses = weight(solution);
        if self.at_goal() {
            presses = presses.min(weight(&self.game.pressed));
        }
        let (proven, lower_bound) = match self.search()? {
            Search::Proven => (true, presses),
            Search::Running(progress) | Search::Stopped(progress) => (false, progress.lower_bound),
            Search::Failed(_) => (false, 0),
        };
        Some(FewestCount {
            presses,
            proven,
            lower_bound,
        })
    }

    /// The deal's solution is a fewest-press one: no search needed.
    pub(crate) fn proven_fewest(&mut self) {
        self.fewest.search = Some((self.board_id, Search::Proven));
    }

    /// The next slice, while a solvable start board's search runs.
    pub(crate) fn search_request(&self) -> Option<Request> {
        if !matches!(self.verdict, Verdict::Solvable(_)) {
            return None;
        }
        let slice = match self.search() {
            None => 0,
            Some(Search::Running(progress)) => progress.slice,
            Some(_) => return None,
        };
        Some(Request::Search {
            job: self.job,
            board_id: self.board_id,
            slice,
            board: self.game.start.0.clone(),
            goal: self.setup.goal.clone(),
        })
    }

    /// A slice's answer: the best solution so far, and whether it is proven. A slice that
    /// was on its way when the player cancelled still counts, and the search stays stopped.
    pub(crate) fn searched(
        &mut self,
        job: u64,
        board_id: u64,
        slice: u32,
        result: Result<SearchReport, Refusal>,
    ) -> bool {
        let current = job == self.job && board_id == self.board_id;
        if !current || !matches!(self.verdict, Verdict::Solvable(_)) {
            return false;
        }
        let (expected, stopped) = match self.search() {
            None => (0, false),
            Some(Search::Running(progress)) => (progress.slice, false),
            Some(Search::Stopped(progress)) => (progress.slice, true),
            Some(_) => return false,
        };
        if slice != expected {
            return false;
        }
        let search = match result {
            Ok(report) => {
                self.verdict = Verdict::Solvable(Rc::new(report.presses));
                let progress = SliceProgress {
                    slice: slice + 1,
                    done: report.done,
                    lower_bound: report.lower_bound,
                };
                match (report.minimal, stopped) {
                    (true, _) => Search::Proven,
                    (false, false) => Search::Running(progress),
                    (false, true) => Search::Stopped(progress),
                }
            }
            Err(message) => Search::Failed(message),
        };
        let ended = matches!(search, Search::Proven | Search::Failed(_));
        self.fewest.search = Some((board_id, search));
        if ended {
            self.say_searched();
        }
        true
    }

    pub(crate) fn search_mut(&mut self) -> Option<&mut Search> {
        let current = self.board_id;
        self.fewest
            .search
            .as_mut()
            .filter(|(board_id, _)| *board_id == current)
            .map(|(_, search)| search)
    }

    pub(crate) fn cancel_search(&mut self) {
        if let Some(search) = self.search_mut() {
            if let Search::Running(progress) = *search {
                *search = Search::Stopped(progress);
            }
        }
    }

    pub(crate) fn resume_search(&mut self) {
        if let Some(search) = self.search_mut() {
            if let Search::Stopped(progress) = *search {
                *search = Search::Running(progress);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::weight;

    #[test]
    fn a_million_cell_solution_weighs_the_sum_of_its_presses() {
        // 15s and 1s and a ragged tail: every lane near its limit, and the bytes past the last
        // whole block.
        let presses: Vec<u8> = (0..1_000_003)
            .map(|i| if i % 3 == 0 { 15 } else { 1 })
            .collect();
        let expected: u64 = presses.iter().map(|&p| p as u64).sum();
        assert_eq!(weight(&presses), expected);
        assert_eq!(weight(&[255; 2048]), 255 * 2048);
        assert_eq!(weight(&[]), 0);
    }
}
