//! The fewest-press search for a start board, run a slice at a time: the page asks for slice
//! after slice, and between them it draws, takes clicks, and may cancel by no longer asking.
//! The analyst keeps the search between slices, so a slice resumes where the last one
//! stopped; a slice for another board (or job) starts that board's search afresh. Each slice
//! reports the best solution found so far, so Hint and Solve use it at once.

use super::effort::{Work, WALK_SECONDS};
use super::held::HeldSearch;
use super::protocol::SearchReport;
use super::refusal::{Refusal, SearchFor};
use super::service::Analyst;
use lights_lab_engine::{Board, Goal};

impl Analyst {
    /// Runs one slice of the search for `board`, resuming the one held when it is for the
    /// same board, else starting it (refused when its walk does not fit [`WALK_SECONDS`]: the
    /// first slice would overrun its time laying the walk out, and New puzzle's deal would
    /// wait behind it).
    pub(crate) fn search_slice(
        &mut self,
        job: u64,
        board: Vec<u8>,
        goal: Goal,
    ) -> Result<SearchReport, Refusal> {
        let mut held = match self.search.take() {
            Some(held) if held.job == job && held.board == board && held.goal == goal => held,
            _ => {
                let reduced = self.reduced(job)?;
                Refusal::unless_walk_fits(SearchFor::Fewest, reduced.walk_size(), WALK_SECONDS)?;
                let search = reduced
                    .fewest_search(&Board(board.clone()), &goal)?
                    .ok_or(Refusal::CannotReachGoal)?;
                HeldSearch {
                    job,
                    board,
                    goal,
                    search,
                }
            }
        };
        let best = held.search.run(&mut self.effort.budget(Work::Slice));
        let report = SearchReport {
            done: held.search.progress().done,
            presses: best.presses.0,
            minimal: best.minimal,
            lower_bound: best.lower_bound,
        };
        if report.minimal {
            self.proven_to_need(job, &report.presses);
        } else {
            self.search = Some(held);
        }
        Ok(report)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::analyst::protocol::{Request, Response};
    use crate::analyst::service::analysed;
    use crate::puzzle::setup::Setup;

    fn slice(analyst: &mut Analyst, board: &[u8], slice: u32) -> SearchReport {
        match analyst.handle(Request::Search {
            job: 1,
            board_id: 4,
            slice,
            board: board.to_vec(),
            goal: Goal::Off,
        }) {
            Response::Searched {
                job: 1,
                board_id: 4,
                slice: answered,
                result: Ok(report),
            } if answered == slice => report,
            other => panic!("unexpected {other:?}"),
        }
    }

    #[test]
    fn all_on_5x5_needs_15_presses_and_one_slice_proves_it() {
        // The all-on 5 x 5 board needs 15 presses at fewest, the classic answer and the
        // largest count on 5 x 5.
        let mut analyst = analysed(Setup::default());
        let report = slice(&mut analyst, &[1; 25], 0);
        assert!(report.minimal);
        assert_eq!(report.presses.iter().map(|&p| p as u64).sum::<u64>(), 15);
        assert_eq!((report.lower_bound, report.done), (15, 1.0));
    }

    #[test]
    fn a_large_kernel_takes_several_slices_and_each_resumes_the_last() {
        // 20 x 20 on the torus: 2^32 solutions, far more than one native slice settles.
        // A board the presses of a diagonal make, so that it can be solved.
        let setup = Setup {
            rows: 20,
            cols: 20,
            surface: lights_lab_engine::Topology::Torus,
            ..Setup::default()
        };
        let matrix = setup.puzzle().unwrap().move_matrix().unwrap();
        let presses: Vec<u8> = (0..400).map(|cell| (cell % 21 == 0) as u8).collect();
        let mut board = vec![0; 400];
        matrix.apply(&presses, &mut board, 2);
        let mut analyst = analysed(setup);
        let first = slice(&mut analyst, &board, 0);
        assert!(!first.minimal);
        let second = slice(&mut analyst, &board, 1);
        assert!(
            second.done > first.done,
            "{} then {}",
            first.done,
            second.done
        );
        let count = |report: &SearchReport| report.presses.iter().map(|&p| p as u64).sum::<u64>();
        assert!(count(&second) <= count(&first));
        assert!(second.lower_bound <= count(&second));
    }

    #[test]
    fn a_search_too_large_to_lay_out_is_refused_in_words_and_the_next_question_answered() {
        // 512 x 512 Lights Out: 252 quiet patterns over 262,144 cells, more than the worker
        // lays out in its half second.
        let mut analyst = analysed(Setup {
            rows: 512,
            cols: 512,
            ..Setup::default()
        });
        let response = analyst.handle(Request::Search {
            job: 1,
            board_id: 4,
            slice: 0,
            board: vec![0; 262_144],
            goal: Goal::Off,
        });
        let Response::Searched {
            result: Err(refusal),
            ..
        } = response
        else {
            panic!("unexpected {response:?}")
        };
        assert!(
            refusal.to_string().starts_with(
                "the search for fewer presses would first lay out this board's 252 quiet patterns"
            ),
            "{refusal}"
        );
        assert!(
            analyst.search.is_none(),
            "nothing is held for a refused search"
        );
        // The next question, another size's search, is answered as before.
        analyst.handle(Request::Analyse {
            job: 2,
            setup: Setup::default(),
        });
        let Response::Searched {
            result: Ok(report), ..
        } = analyst.handle(Request::Search {
            job: 2,
            board_id: 5,
            slice: 0,
            board: vec![1; 25],
            goal: Goal::Off,
        })
        else {
            panic!("5 x 5 is searched")
        };
        assert!(report.minimal);
    }

    #[test]
    fn an_unsolvable_board_has_no_search() {
        let mut analyst = analysed(Setup::default());
        let mut board = vec![0; 25];
        board[0] = 1;
        let response = analyst.handle(Request::Search {
            job: 1,
            board_id: 4,
            slice: 0,
            board,
            goal: Goal::Off,
        });
        assert!(matches!(
            response,
            Response::Searched {
                result: Err(Refusal::CannotReachGoal),
                ..
            }
        ));
    }
}
