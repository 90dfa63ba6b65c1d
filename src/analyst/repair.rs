//! The fewest lights to change on a board that cannot reach the goal, so that it can ("change
//! these 2 lights and it can be solved").
//!
//! The answer is given as changes (how far each light steps), not as new values: a press
//! never changes a board's class, so the same changes make every board of the game solvable,
//! the start board and the board after any presses alike.

use super::effort::Work;
use super::protocol::Fix;
use super::refusal::Refusal;
use super::service::Analyst;
use lights_lab_engine::{Board, Goal};

impl Analyst {
    /// The fewest changes that make `board` solvable, searched within the time allowed.
    pub(crate) fn repair(&self, job: u64, board: &Board, goal: &Goal) -> Result<Fix, Refusal> {
        let reduced = self.reduced(job)?;
        let states = reduced.states();
        let repair = reduced.repair(board, goal, &mut self.effort.budget(Work::Repair))?;
        Ok(Fix {
            changes: repair
                .changes
                .iter()
                .map(|&(cell, value)| (cell, (value + states - board.0[cell]) % states))
                .collect(),
            minimal: repair.minimal,
            lower_bound: repair.lower_bound,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::analyst::protocol::{Answer, Request, Response};
    use crate::puzzle::setup::Setup;

    #[test]
    fn a_lone_corner_light_on_5x5_is_fixed_by_one_change() {
        // A lone corner light cannot be solved on 5 x 5, so at least one light must change,
        // and turning it off is one change that does.
        let mut analyst = Analyst::default();
        analyst.handle(Request::Analyse {
            job: 1,
            setup: Setup::default(),
        });
        let mut board = vec![0; 25];
        board[0] = 1;
        let Response::Repaired {
            result: Ok(fix), ..
        } = analyst.handle(Request::Repair {
            job: 1,
            board_id: 2,
            board: board.clone(),
            goal: Goal::Off,
        })
        else {
            panic!("a repair")
        };
        assert!(fix.minimal);
        assert_eq!((fix.changes.len(), fix.lower_bound), (1, 1));
        for &(cell, step) in &fix.changes {
            board[cell] = (board[cell] + step) % 2;
        }
        let solved = analyst.handle(Request::Solve {
            job: 1,
            board_id: 3,
            board,
            goal: Goal::Off,
        });
        assert!(matches!(
            solved,
            Response::Solved {
                answer: Answer::Solvable(_),
                ..
            }
        ));
    }
}
