//! What survives a reload: the setup and the game with its whole undo history (Tatham's
//! "save file"), as plain serde data. Restoring checks everything against the puzzle before
//! replaying, so a stale or hand-edited entry gives a clear refusal, never a panic.

use std::rc::Rc;

use serde::{Deserialize, Serialize};

use crate::play::game::Game;
use crate::play::setup::Setup;
use crate::play::state::State;
use lights_lab_engine::{pack_board, unpack_board, Board};

/// A saved game.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Snapshot {
    pub setup: Setup,
    /// The start board: packed as a share code packs it (a bit a cell for two states, so a
    /// million-cell game writes in a few milliseconds rather than a frame's worth), or one
    /// digit per cell in entries saved before packing.
    pub start: String,
    /// Whether `start` is packed (absent, so false, from entries saved before).
    #[serde(default)]
    pub packed: bool,
    /// The seed that dealt the start board, if a solvable deal did.
    pub seed: Option<u64>,
    /// Every press, including the redo tail.
    pub moves: Vec<u32>,
    pub position: usize,
    /// Whether cells show their state numbers.
    pub numbers: bool,
    /// Whether only lit cells may be pressed (absent from entries saved before the switch).
    #[serde(default)]
    pub lit_only: bool,
    /// What New puzzle deals, by name ("hard"); none for any solvable board.
    #[serde(default)]
    pub difficulty: Option<String>,
}

impl Snapshot {
    /// The part of `state` worth keeping.
    pub fn of(state: &State) -> Self {
        Self {
            setup: state.setup.clone(),
            start: pack_board(&state.game.start, state.states()),
            packed: true,
            seed: state.seed,
            moves: state.game.moves.clone(),
            position: state.game.position,
            numbers: state.ui.numbers,
            lit_only: state.ui.lit_only,
            difficulty: state.fewest.difficulty.map(|d| d.name().to_string()),
        }
    }

    /// The game saved as `text` (a stored entry, or another tab's), or why it cannot be
    /// opened: text that is not a saved game of this version, or one that does not fit.
    pub fn read(text: &str, seed: u64) -> Result<State, String> {
        let snapshot: Snapshot =
            serde_json::from_str(text).map_err(|error| format!("it does not read: {error}"))?;
        snapshot.restore(seed)
    }

    /// The state this snapshot describes, with `seed` for later deals; the engine's verdict on
    /// the start board is asked for afresh.
    pub fn restore(self, seed: u64) -> Result<State, String> {
        let mut state = State::blank(self.setup, seed).map_err(|error| error.to_string())?;
        let cells = state.derived.puzzle.cells();
        let start = match self.packed {
            true => unpack_board(&self.start, &state.derived.puzzle, "saved start board"),
            false => Board::parse(&self.start, cells, state.states()),
        }
        .map_err(|e| e.to_string())?;
        state.start_from(start.clone(), self.seed);
        state.game = Rc::new(
            Game::replay(
                start,
                self.moves,
                self.position,
                &state.derived.reach,
                state.states(),
            )
            .ok_or("the saved moves do not fit the saved board")?,
        );
        state.ui.numbers = self.numbers;
        state.ui.lit_only = self.lit_only;
        state.fewest.difficulty = match self.difficulty {
            Some(name) => Some(name.parse().map_err(|e| format!("difficulty: {e}"))?),
            None => None,
        };
        Ok(state)
    }
}

#[cfg(test)]
mod tests {
    use std::rc::Rc;

    use yew::Reducible;

    use super::*;
    use crate::play::fewest::model::FewestAction;
    use crate::play::reducer::Action;
    use lights_lab_engine::Difficulty;

    #[test]
    fn a_game_survives_a_round_trip_with_its_history() {
        let mut state = Rc::new(State::blank(Setup::default(), 5).unwrap());
        for site in [0, 6, 12] {
            state = state.reduce(Action::Activate(site).into());
        }
        state = state.reduce(Action::Undo.into());
        let snapshot = Snapshot::of(&state);
        let json = serde_json::to_string(&snapshot).unwrap();
        let restored = serde_json::from_str::<Snapshot>(&json)
            .unwrap()
            .restore(9)
            .unwrap();
        assert_eq!(restored.game, state.game);
        assert_eq!(restored.setup, state.setup);
        assert!(restored.game.can_redo());
        // An entry saved before packing, its start board in digits, reads the same.
        let digits = Snapshot {
            start: state.game.start.to_string(),
            packed: false,
            ..snapshot
        };
        let json = serde_json::to_string(&digits)
            .unwrap()
            .replace(",\"packed\":false", "");
        let restored = Snapshot::read(&json, 9).unwrap();
        assert_eq!(restored.game, state.game);
    }

    #[test]
    fn the_lit_only_rule_and_the_difficulty_are_kept() {
        let mut state = Rc::new(State::blank(Setup::default(), 5).unwrap());
        state = state.reduce(Action::SetLitOnly(true).into());
        state = state
            .reduce(Action::Fewest(FewestAction::SetDifficulty(Some(Difficulty::Hard))).into());
        let json = serde_json::to_string(&Snapshot::of(&state)).unwrap();
        let restored = serde_json::from_str::<Snapshot>(&json)
            .unwrap()
            .restore(9)
            .unwrap();
        assert!(restored.ui.lit_only);
        assert_eq!(restored.fewest.difficulty, Some(Difficulty::Hard));
        // An entry saved before either existed reads as neither.
        let old = json
            .replace(",\"lit_only\":true", "")
            .replace(",\"difficulty\":\"hard\"", "");
        assert_ne!(old, json);
        let restored = serde_json::from_str::<Snapshot>(&old)
            .unwrap()
            .restore(9)
            .unwrap();
        assert!(!restored.ui.lit_only);
        assert_eq!(restored.fewest.difficulty, None);
    }

    #[test]
    fn text_that_is_no_saved_game_says_why() {
        let state = State::blank(Setup::default(), 5).unwrap();
        let text = serde_json::to_string(&Snapshot::of(&state)).unwrap();
        assert_eq!(Snapshot::read(&text, 1).unwrap().game, state.game);
        let error = Snapshot::read("{\"board\":\"0101\"}", 1).unwrap_err();
        assert!(
            error.starts_with("it does not read: missing field"),
            "{error}"
        );
        let short = text.replace("\"start\":\"", "\"start\":\"0");
        assert!(Snapshot::read(&short, 1).is_err());
    }

    #[test]
    fn entries_that_do_not_fit_are_refused() {
        let state = State::blank(Setup::default(), 5).unwrap();
        let mut snapshot = Snapshot::of(&state);
        snapshot.start.pop();
        assert!(snapshot.clone().restore(1).is_err());
        snapshot = Snapshot::of(&state);
        snapshot.moves = vec![25];
        snapshot.position = 1;
        assert!(snapshot.clone().restore(1).is_err());
        snapshot = Snapshot::of(&state);
        snapshot.setup.rows = crate::play::setup::MAX_SIDE + 1;
        let error = snapshot.restore(1).unwrap_err();
        assert!(
            error.contains(&format!("1 to {}", crate::play::setup::MAX_SIDE)),
            "{error}"
        );
    }
}
