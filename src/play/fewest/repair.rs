//! A start board that cannot reach the goal: the fewest lights to change so that it can,
//! shown on the board, and made on request. A press never changes a board's class, so the
//! changes found for the start board fix the board after any presses too; making them
//! starts play afresh from the changed board.

use crate::analyst::Refusal;
use crate::analyst::{Fix, Request};
use crate::play::components::svg_board::board_row::state_name;
use crate::play::state::{Mode, State, Verdict};
use crate::puzzle::geometry::Geometry;
use lights_lab_engine::Board;

/// The repair in one sentence, each change named with what the light becomes: "Change these
/// 2 lights and it can be solved: row 1, column 1 (to on) and row 1, column 2 (to off)." The
/// note above the board shows it, and a screen reader is told it as it arrives.
pub fn fix_sentence(fix: &Fix, geometry: &Geometry, board: &[u8], states: u8) -> String {
    let names: Vec<String> = fix
        .changes
        .iter()
        .map(|&(cell, step)| {
            let site = geometry.site(geometry.cell_site(cell));
            let value = (board[cell] + step) % states;
            format!("{} (to {})", site.name(), state_name(value, states))
        })
        .collect();
    let changes = match names.split_last() {
        Some((last, [])) => last.clone(),
        Some((last, rest)) => format!("{} and {last}", rest.join(", ")),
        None => String::new(),
    };
    let lead = match fix.changes.len() {
        1 => "Change this light and it can be solved".to_string(),
        count => format!("Change these {count} lights and it can be solved"),
    };
    format!("{lead}: {changes}.")
}

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
        self.say_repaired();
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
