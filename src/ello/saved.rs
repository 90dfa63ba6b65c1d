//! What survives a reload of the ELLO page: the game's link (the graph, its drawing and the
//! start colours) and every move with how many are in effect, so the undo history comes back
//! too. Restoring goes through the link's own checks and replays the moves through the
//! game's rules, so a stale or hand-edited entry is refused, never a panic.

use super::link;
use super::state::State;
use crate::shared::codec::codec;

/// A saved ELLO game.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SavedGame {
    /// The game's share code (`ello.` ...), which names the graph and the start colours.
    pub code: String,
    /// Every move, including the redo tail.
    pub moves: Vec<usize>,
    /// How many of `moves` are in effect.
    pub played: usize,
}

impl SavedGame {
    /// The part of `state` worth keeping.
    pub fn of(state: &State) -> Self {
        Self {
            code: link::share_code(state),
            moves: state.game.history().to_vec(),
            played: state.game.moves().len(),
        }
    }

    /// The game this entry describes, with `seed` for later random graphs and colourings.
    pub fn restore(&self, seed: u64) -> Result<State, String> {
        if self.played > self.moves.len() {
            return Err("the saved game has more moves in effect than moves".into());
        }
        let mut state = link::open(&self.code, seed)?;
        state.replay(&self.moves, self.played)?;
        Ok(state)
    }
}

codec!(struct SavedGame { code, moves, played });

#[cfg(test)]
mod tests {
    use std::rc::Rc;

    use yew::Reducible;

    use super::*;
    use crate::ello::reducer::Action;
    use crate::ello::tests::settled;
    use crate::shared::codec::Codec;
    use lights_lab_engine::ello::Colour;

    /// The first green vertex of the position.
    fn green(state: &State) -> usize {
        (0..state.vertices())
            .find(|&v| state.game.colour(v) == Some(Colour::Green))
            .expect("a winnable position has a green vertex")
    }

    #[test]
    fn a_game_comes_back_with_its_moves_and_redo_tail() {
        let mut state = settled(Rc::new(State::new(7)));
        for _ in 0..3 {
            let vertex = green(&state);
            state = settled(state.reduce(Action::Play(vertex).into()));
        }
        state = settled(state.reduce(Action::Undo.into()));
        let saved = SavedGame::of(&state);
        assert_eq!((saved.moves.len(), saved.played), (3, 2));
        let json = saved.to_text();
        assert_eq!(
            json,
            format!(
                r#"{{"code":"{}","moves":[{},{},{}],"played":2}}"#,
                saved.code, saved.moves[0], saved.moves[1], saved.moves[2]
            ),
            "as serde wrote it"
        );
        let restored = SavedGame::from_text(&json).unwrap().restore(1).unwrap();
        let restored = settled(Rc::new(restored));
        assert_eq!(restored.game, state.game);
        assert!(restored.game.can_redo());
        assert_eq!(restored.analysis, state.analysis);
    }

    #[test]
    fn entries_that_do_not_fit_are_refused() {
        let state = settled(Rc::new(State::new(7)));
        let mut saved = SavedGame::of(&state);
        saved.moves = vec![99];
        saved.played = 1;
        let error = saved.restore(1).unwrap_err();
        assert!(error.contains("Move 1"), "{error}");
        saved = SavedGame::of(&state);
        saved.played = 1;
        assert!(saved.restore(1).is_err());
        saved = SavedGame::of(&state);
        saved.code = "ello.v1.nonsense".into();
        assert!(saved.restore(1).unwrap_err().contains("This link is"));
    }
}
