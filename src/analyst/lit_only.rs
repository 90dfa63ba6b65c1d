//! Hints under the lit-only rule, a slice of the exact search at a time. The search answers
//! every board of a puzzle and goal ([`LitOnlySearch`]), so the analyst keeps it between
//! slices and between Hints: once it has met a board, that board and every board nearer the
//! goal are answered at once, and a board it has not met yet takes it up where it stopped.
//! Answers that need no search (at the goal, nothing lit, unsolvable even pressing freely,
//! too many boards) come first and cost nothing.

use super::effort::Work;
use super::held::HeldLitOnly;
use super::protocol::LitOnlyReport;
use super::refusal::Refusal;
use super::service::Analyst;
use lights_lab_engine::lit_only::{self, LitOnly, LitOnlySearch, Unknown};
use lights_lab_engine::{Board, Goal};

impl Analyst {
    /// Answers for `board` under the rule, searching on for at most one slice when the search
    /// held for this job and goal has not decided it yet (and starting that search if none is
    /// held).
    pub(crate) fn lit_only_slice(
        &mut self,
        job: u64,
        board: Vec<u8>,
        goal: Goal,
    ) -> Result<LitOnlyReport, Refusal> {
        let board = Board(board);
        let at_once = lit_only::answer_without_search(self.reduced(job)?, &board, &goal)?;
        if let Some(answer) = at_once {
            return Ok(answer.into());
        }
        // A search for another puzzle or goal goes before the new one is made, so that two
        // tables (up to 44 MiB each) are never held at once.
        self.lit_only
            .take_if(|held| held.job != job || held.goal != goal);
        let mut held = match self.lit_only.take() {
            Some(held) => held,
            None => HeldLitOnly {
                job,
                search: LitOnlySearch::new(self.reduced(job)?, &goal)?,
                goal,
            },
        };
        let answer = held
            .search
            .run_until_decided(&board, &mut self.effort.budget(Work::Slice));
        let done = held.search.done();
        self.lit_only = Some(held);
        Ok(match answer? {
            LitOnly::Unknown(Unknown::Stopped) => LitOnlyReport::Searching { done },
            answer => answer.into(),
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::analyst::protocol::{NoHint, Request, Response};
    use crate::analyst::service::analysed;
    use crate::puzzle::setup::Setup;

    fn slice(analyst: &mut Analyst, board: &[u8], goal: Goal, slice: u32) -> LitOnlyReport {
        match analyst.handle(Request::LitOnly {
            job: 1,
            slice,
            board: board.to_vec(),
            goal,
        }) {
            Response::LitOnly {
                job: 1,
                slice: answered,
                board: answered_board,
                result: Ok(report),
            } if answered == slice && answered_board == board => report,
            other => panic!("unexpected {other:?}"),
        }
    }

    /// Slices until the board is decided; how many it took, and the answer.
    fn until_decided(analyst: &mut Analyst, board: &[u8], goal: &Goal) -> (u32, LitOnlyReport) {
        for number in 0..10_000 {
            match slice(analyst, board, goal.clone(), number) {
                LitOnlyReport::Searching { done } => assert!((0.0..1.0).contains(&done)),
                report => return (number + 1, report),
            }
        }
        panic!("the search never ends")
    }

    #[test]
    fn a_5x5_hint_takes_slices_and_then_every_nearer_board_is_answered_at_once() {
        let mut analyst = analysed(Setup::default());
        // Every light on: solvable, and a dozen lit presses from all off at the least.
        let mut board = vec![1; 25];
        let (slices, report) = until_decided(&mut analyst, &board, &Goal::Off);
        assert!(slices > 1, "{slices} slice");
        let LitOnlyReport::Hint { mut presses, .. } = report else {
            panic!("all on can be put out pressing lit cells: {report:?}")
        };
        let matrix = Setup::default().puzzle().unwrap().move_matrix().unwrap();
        while presses > 0 {
            // The first slice answers: the board is nearer than one the search has met.
            let LitOnlyReport::Hint {
                cell,
                presses: left,
            } = slice(&mut analyst, &board, Goal::Off, 0)
            else {
                panic!("one press nearer is still reachable")
            };
            assert_eq!(left, presses);
            assert_eq!(board[cell], 1, "the hint is lit");
            matrix.press(cell, &mut board, 2);
            presses -= 1;
        }
        assert_eq!(board, [0; 25]);
    }

    #[test]
    fn answers_that_need_no_search_come_at_once() {
        let mut analyst = analysed(Setup::default());
        let mut corner = vec![0; 25];
        corner[0] = 1;
        let report = slice(&mut analyst, &corner, Goal::Off, 0);
        assert_eq!(
            report,
            LitOnlyReport::NoHint(NoHint::UnsolvableWithoutTheRule)
        );
        assert!(analyst.lit_only.is_none(), "no search was started");
        // All lights on cannot be reached by a lit press on Lights Out (the cell pressed last
        // is dark), not even from one press away: the search says so after meeting only the
        // goal.
        let mut one_press_away = vec![1; 25];
        for cell in [7, 11, 12, 13, 17] {
            one_press_away[cell] = 0;
        }
        let (_, report) = until_decided(&mut analyst, &one_press_away, &Goal::On);
        assert_eq!(report, LitOnlyReport::NoHint(NoHint::Unreachable));
    }
}
