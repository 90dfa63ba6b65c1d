//! A start board that cannot reach the goal: the fewest lights to change so that it can,
//! shown on the board, and made on request. A press never changes a board's class, so the
//! changes found for the start board fix the board after any presses too; making them
//! starts play afresh from the changed board.

use crate::analyst::Refusal;
use crate::analyst::{Fix, Request};
use crate::play::state::{Mode, State, Verdict};
use lights_lab_engine::Board;

impl State {
    /// The repair of the current start board, once the engine has said.
    pub fn fix(&self) -> Option<&Result<Fix, Refusal>> {
        self.fewest
            .repair
            .as_ref()
            .filter(|(board_id, _)| *board_id == self.board_id)
            .map(|(_, fix)| fix)
    }

    /// The cells whose lights the repair changes (none until there is one).
    pub fn cells_to_change(&self) -> Vec<usize> {
        match self.fix() {
            Some(Ok(fix)) => fix.changes.iter().map(|&(cell, _)| cell).collect(),
            _ => Vec::new(),
        }
    }

    /// The board with the repair's changes made: it can reach the goal.
    pub fn repaired_board(&self) -> Option<Board> {
        let Some(Ok(fix)) = self.fix() else {
            return None;
        };
        let states = self.states();
        let mut board = self.game.board.clone();
        for &(cell, step) in &fix.changes {
            board.0[cell] = (board.0[cell] + step) % states;
        }
        Some(board)
    }

    pub(crate) fn repair_request(&self) -> Option<Request> {
        let unsolvable = matches!(self.verdict, Verdict::Unsolvable(_));
        (unsolvable && self.fix().is_none()).then(|| Request::Repair {
            job: self.job,
            board_id: self.board_id,
            board: self.game.start.0.clone(),
            goal: self.setup.goal.clone(),
        })
    }

    pub(crate) fn repaired(
        &mut self,
        job: u64,
        board_id: u64,
        result: Result<Fix, Refusal>,
    ) -> bool {
        if job != self.job || board_id != self.board_id {
            return false;
        }
        self.fewest.repair = Some((board_id, result));
        true
    }

    pub(crate) fn apply_repair(&mut self) {
        let (Some(board), Some(Ok(fix))) = (self.repaired_board(), self.fix()) else {
            return self.say(match self.verdict {
                Verdict::Unsolvable(_) => "Still working out which lights to change.",
                _ => "There is nothing to change: this board can reach the goal as it is.",
            });
        };
        let changed = fix.changes.len();
        self.start_from(board, None);
        self.ui.mode = Mode::Play;
        self.say(format!(
            "{changed} light{} changed: now this board can be solved.",
            if changed == 1 { "" } else { "s" }
        ));
    }
}
