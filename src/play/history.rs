//! Undo past a setup change. Tatham's games start a new game when the params change, and their
//! undo chain ends there; here a new size, surface, N, goal, pattern, hole or graph keeps the
//! game it replaced, so Undo past the first move of a game returns to the game before the
//! change (with its moves), and Redo comes back. A new deal (New puzzle, Random board) over a
//! game with moves keeps that game the same way, so a click on the wrong button loses nothing.

use std::rc::Rc;

use crate::play::state::{Setups, State};

/// How many setup changes Undo reaches back: each keeps a whole state (at 128 x 128, a few
/// hundred kilobytes of move matrix and facts).
const KEPT: usize = 20;

impl State {
    /// After an action that may have edited the setup: when the puzzle changed (its move
    /// matrix or its goal), `before` is the game Undo returns to, and Redo's games are gone.
    pub(crate) fn remember_setup(&mut self, before: &State) {
        let changed = self.setup != before.setup
            && !(self.setup.same_matrix(&before.setup) && self.setup.goal == before.setup.goal);
        if changed {
            self.keep_for_undo(before);
        }
    }

    /// After a deal replaced the game on show (`before`): a game with moves made is kept for
    /// Undo, as a setup change keeps it; a game not yet played is only a puzzle dealt again.
    pub(crate) fn remember_deal(&mut self, before: &State) {
        if !before.game.moves.is_empty() {
            self.keep_for_undo(before);
        }
    }

    /// `before` is the game Undo returns to, and Redo's games are gone.
    fn keep_for_undo(&mut self, before: &State) {
        let mut kept = before.without_history();
        // Its undone moves are not Redo's to replay: Redo brings back this change.
        let game = Rc::make_mut(&mut kept.game);
        game.moves.truncate(game.position);
        self.setups.earlier.push(Rc::new(kept));
        if self.setups.earlier.len() > KEPT {
            self.setups.earlier.remove(0);
        }
        self.setups.later.clear();
    }

    /// Whether Undo does anything: a move to take back, or a setup change.
    pub fn can_undo(&self) -> bool {
        self.game.can_undo() || !self.setups.earlier.is_empty()
    }

    /// Whether Redo does anything.
    pub fn can_redo(&self) -> bool {
        self.game.can_redo() || !self.setups.later.is_empty()
    }

    /// Back to the game before the last setup change.
    pub(crate) fn undo_setup(&mut self) {
        let Some(earlier) = self.setups.earlier.pop() else {
            return;
        };
        let mut setups = std::mem::take(&mut self.setups);
        setups.later.push(Rc::new(self.without_history()));
        self.switch_to(&earlier, setups);
    }

    /// Forward to the game after the setup change Undo took back.
    pub(crate) fn redo_setup(&mut self) {
        let Some(later) = self.setups.later.pop() else {
            return;
        };
        let mut setups = std::mem::take(&mut self.setups);
        setups.earlier.push(Rc::new(self.without_history()));
        self.switch_to(&later, setups);
    }

    /// This state without the games around it (a kept game keeps none of its own).
    fn without_history(&self) -> State {
        State {
            setups: Setups::default(),
            offer: None,
            ..self.clone()
        }
    }

    /// `other` on show with `setups` around it, in this state's mode and view.
    fn switch_to(&mut self, other: &State, setups: Setups) {
        let mut next = other.clone().renumbered_after(self);
        next.setups = setups;
        next.offer = self.offer.take();
        next.ui.mode = self.ui.mode;
        next.ui.numbers = self.ui.numbers;
        next.ui.lit_only = self.ui.lit_only;
        *self = next;
    }
}
