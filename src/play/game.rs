//! One game (Tatham's `state` plus its undo chain): the start board, the current board, and
//! the presses made, with a position for undo and redo.
//!
//! Tatham keeps a list of whole states; here a move is one press, and a press is undone by
//! pressing the same cell N - 1 more times, so the history is a list of cells: four bytes a
//! move instead of a board a move (a 128 x 128 board is 16 KB).

use lights_lab_engine::{Board, Reach};

/// A game in progress on one puzzle.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Game {
    /// The board play started from.
    pub start: Board,
    /// The board now: `start` after `moves[..position]`.
    pub board: Board,
    /// Every press made, in order, including those undone (the redo tail).
    pub moves: Vec<u32>,
    /// How many of `moves` are in effect; the move counter.
    pub position: usize,
    /// How often each cell has been pressed in effect, mod N: the solve marks are the start
    /// board's solution minus these, so they stay right as the player presses.
    pub pressed: Vec<u8>,
    /// How much help was taken: each Hint, and Solve's marks shown, count one (the result
    /// says them beside the presses, so that a helped solve is not told as a clean one).
    pub hints: u32,
    /// When the first press was made and when the goal was reached, in milliseconds since the
    /// epoch: the time a solve took. Set by [`crate::play::reducer::Action::Clock`], since the
    /// reducer reads no clock.
    pub started: Option<u64>,
    pub finished: Option<u64>,
}

impl Game {
    /// A fresh game from `start`.
    pub fn new(start: Board) -> Self {
        let cells = start.0.len();
        Self {
            board: start.clone(),
            start,
            moves: Vec::new(),
            position: 0,
            pressed: vec![0; cells],
            hints: 0,
            started: None,
            finished: None,
        }
    }

    /// Replays a stored game, checking every value against the puzzle first; `None` when
    /// anything does not fit (a corrupt or outdated entry).
    pub fn replay(
        start: Board,
        moves: Vec<u32>,
        position: usize,
        reach: &Reach,
        states: u8,
    ) -> Option<Self> {
        let cells = reach.cells();
        let fits = start.0.len() == cells
            && start.0.iter().all(|&v| v < states)
            && moves.iter().all(|&cell| (cell as usize) < cells)
            && position <= moves.len();
        if !fits {
            return None;
        }
        let mut game = Game::new(start);
        game.moves = moves;
        for _ in 0..position {
            game.redo(reach, states);
        }
        Some(game)
    }

    /// Presses `cell`: a new move, which drops the redo tail.
    pub fn press(&mut self, reach: &Reach, states: u8, cell: usize) {
        self.moves.truncate(self.position);
        self.moves.push(cell as u32);
        self.redo(reach, states);
    }

    /// Takes back the last move in effect; false when there is none.
    pub fn undo(&mut self, reach: &Reach, states: u8) -> bool {
        if self.position == 0 {
            return false;
        }
        self.position -= 1;
        let cell = self.moves[self.position] as usize;
        reach.add(cell, states - 1, &mut self.board.0, states);
        self.pressed[cell] = (self.pressed[cell] + states - 1) % states;
        true
    }

    /// Makes the next undone move again; false when there is none.
    pub fn redo(&mut self, reach: &Reach, states: u8) -> bool {
        let Some(&cell) = self.moves.get(self.position) else {
            return false;
        };
        let cell = cell as usize;
        reach.add(cell, 1, &mut self.board.0, states);
        self.pressed[cell] = (self.pressed[cell] + 1) % states;
        self.position += 1;
        true
    }

    /// Back to the start board, keeping the moves as a redo tail (so Redo undoes a Reset).
    pub fn reset(&mut self) {
        self.board = self.start.clone();
        self.pressed.iter_mut().for_each(|count| *count = 0);
        self.position = 0;
    }

    pub fn can_undo(&self) -> bool {
        self.position > 0
    }

    pub fn can_redo(&self) -> bool {
        self.position < self.moves.len()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use lights_lab_engine::Puzzle;

    fn reach() -> Reach {
        Puzzle::lights_out(3, 3).unwrap().reach().unwrap()
    }

    #[test]
    fn pressing_the_centre_of_3x3_lights_out_lights_the_plus() {
        let mut game = Game::new(Board::dark(9));
        game.press(&reach(), 2, 4);
        assert_eq!(game.board.to_string(), "010111010");
        assert_eq!((game.position, game.pressed[4]), (1, 1));
    }

    #[test]
    fn undo_and_redo_walk_the_history_and_a_new_move_drops_the_tail() {
        let reach = reach();
        let mut game = Game::new(Board::dark(9));
        game.press(&reach, 3, 0);
        game.press(&reach, 3, 8);
        let both = game.board.clone();
        assert!(game.undo(&reach, 3));
        assert_eq!(game.board.to_string(), "110100000");
        assert!(game.redo(&reach, 3));
        assert_eq!(game.board, both);
        assert!(game.undo(&reach, 3) && game.undo(&reach, 3));
        assert_eq!(game.board, Board::dark(9));
        assert!(!game.undo(&reach, 3));
        game.press(&reach, 3, 4);
        assert_eq!(game.moves, [4]);
        assert!(!game.can_redo());
    }

    #[test]
    fn reset_returns_to_the_start_and_redo_brings_the_moves_back() {
        let reach = reach();
        let mut game = Game::new(Board::dark(9));
        game.press(&reach, 2, 4);
        game.reset();
        assert_eq!((game.board.clone(), game.position), (Board::dark(9), 0));
        assert!(game.redo(&reach, 2));
        assert_eq!(game.board.to_string(), "010111010");
    }

    #[test]
    fn a_replayed_game_is_the_game_that_was_stored() {
        let reach = reach();
        let mut game = Game::new(Board::dark(9));
        game.press(&reach, 2, 0);
        game.press(&reach, 2, 4);
        game.undo(&reach, 2);
        let replayed = Game::replay(game.start.clone(), game.moves.clone(), 1, &reach, 2).unwrap();
        assert_eq!(replayed, game);
        assert!(Game::replay(Board::dark(9), vec![9], 0, &reach, 2).is_none());
        assert!(Game::replay(Board::dark(9), vec![1], 2, &reach, 2).is_none());
        assert!(Game::replay(Board::dark(8), vec![], 0, &reach, 2).is_none());
    }
}
