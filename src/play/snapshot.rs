//! What survives a reload: the setup and the game with its whole undo history (Tatham's
//! "save file"), as plain JSON. Restoring checks everything against the puzzle before
//! replaying, so a stale or hand-edited entry gives a clear refusal, never a panic.

use std::rc::Rc;

use crate::journey::daily::Day;
use crate::play::game::Game;
use crate::play::state::State;
use crate::puzzle::setup::Setup;
use crate::shared::codec::{codec, Codec};
use lights_lab_engine::{pack_board, unpack_board, Board};

/// A saved game.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Snapshot {
    pub setup: Setup,
    /// The start board: packed as a share code packs it (a bit a cell for two states, so a
    /// million-cell game writes in a few milliseconds rather than a frame's worth), or one
    /// digit per cell in entries saved before packing.
    pub start: String,
    /// Whether `start` is packed (absent, so false, from entries saved before).
    pub packed: bool,
    /// The seed that dealt the start board, if a solvable deal did.
    pub seed: Option<u64>,
    /// Every press, including the redo tail.
    pub moves: Vec<u32>,
    pub position: usize,
    /// Whether cells show their state numbers.
    pub numbers: bool,
    /// Whether only lit cells may be pressed (absent from entries saved before the switch).
    pub lit_only: bool,
    /// What New puzzle deals, by name ("hard"); none for any solvable board.
    pub difficulty: Option<String>,
    /// Hints taken and the times of the first press and the solve ([`Game`]'s), so that a
    /// reload keeps how the player did (absent from entries saved before: none).
    pub hints: u32,
    pub started: Option<u64>,
    pub finished: Option<u64>,
    /// The date whose daily puzzle this is ("2026-12-01"), so a reload still names it.
    pub daily: Option<String>,
    /// The level this game is ([`crate::journey::levels`]), so a reload still names it.
    pub level: Option<usize>,
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
            hints: state.game.hints,
            started: state.game.started,
            finished: state.game.finished,
            daily: state.daily().map(|daily| daily.day.iso()),
            level: state.level().map(|level| level.number),
        }
    }

    /// The game saved as `text` (a stored entry, or another tab's), or why it cannot be
    /// opened: text that is not a saved game of this version, or one that does not fit.
    pub fn read(text: &str, seed: u64) -> Result<State, String> {
        let snapshot =
            Snapshot::from_text(text).map_err(|error| format!("it does not read: {error}"))?;
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
        let mut game = Game::replay(
            start,
            self.moves,
            self.position,
            &state.derived.reach,
            state.states(),
        )
        .ok_or("the saved moves do not fit the saved board")?;
        (game.hints, game.started, game.finished) = (self.hints, self.started, self.finished);
        state.game = Rc::new(game);
        state.daily_date = self.daily.as_deref().and_then(Day::parse);
        state.level_number = self.level;
        state.ui.numbers = self.numbers;
        state.ui.lit_only = self.lit_only;
        state.fewest.difficulty = match self.difficulty {
            Some(name) => Some(name.parse().map_err(|e| format!("difficulty: {e}"))?),
            None => None,
        };
        Ok(state)
    }
}

// Fields absent from entries saved before them read as false or none; hints and times are
// written only when there are any, so that an entry saved before them is written back to the
// letter.
codec!(struct Snapshot {
    setup,
    start,
    packed: or_default,
    seed,
    moves,
    position,
    numbers,
    lit_only: or_default,
    difficulty,
    hints: omitted,
    started: omitted,
    finished: omitted,
    daily: omitted,
    level: omitted,
});

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
        state = state.reduce(Action::Clock(1_764_201_600_000).into());
        Rc::make_mut(&mut Rc::make_mut(&mut state).game).hints = 2;
        let snapshot = Snapshot::of(&state);
        let json = snapshot.to_text();
        let restored = Snapshot::from_text(&json).unwrap().restore(9).unwrap();
        assert_eq!(restored.game, state.game);
        assert_eq!(restored.setup, state.setup);
        assert!(restored.game.can_redo());
        // An entry saved before packing, its start board in digits, reads the same.
        let digits = Snapshot {
            start: state.game.start.to_string(),
            packed: false,
            ..snapshot
        };
        let json = digits.to_text().replace(",\"packed\":false", "");
        let restored = Snapshot::read(&json, 9).unwrap();
        assert_eq!(restored.game, state.game);
    }

    #[test]
    fn the_lit_only_rule_and_the_difficulty_are_kept() {
        let mut state = Rc::new(State::blank(Setup::default(), 5).unwrap());
        state = state.reduce(Action::SetLitOnly(true).into());
        state = state
            .reduce(Action::Fewest(FewestAction::SetDifficulty(Some(Difficulty::Hard))).into());
        let json = Snapshot::of(&state).to_text();
        let restored = Snapshot::from_text(&json).unwrap().restore(9).unwrap();
        assert!(restored.ui.lit_only);
        assert_eq!(restored.fewest.difficulty, Some(Difficulty::Hard));
        // An entry saved before either existed reads as neither.
        let old = json
            .replace(",\"lit_only\":true", "")
            .replace(",\"difficulty\":\"hard\"", "");
        assert_ne!(old, json);
        let restored = Snapshot::from_text(&old).unwrap().restore(9).unwrap();
        assert!(!restored.ui.lit_only);
        assert_eq!(restored.fewest.difficulty, None);
    }

    #[test]
    fn text_that_is_no_saved_game_says_why() {
        let state = State::blank(Setup::default(), 5).unwrap();
        let text = Snapshot::of(&state).to_text();
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
        snapshot.setup.rows = crate::puzzle::setup::MAX_SIDE + 1;
        let error = snapshot.restore(1).unwrap_err();
        assert!(
            error.contains(&format!("1 to {}", crate::puzzle::setup::MAX_SIDE)),
            "{error}"
        );
    }

    /// Entries as serde_json wrote them (before the page wrote JSON of its own): a 5 x 5
    /// game with a 64-bit seed, and a masked Klein bottle with a goal board, a custom rule, a
    /// graph kept aside, the lit-only rule and a difficulty.
    const SAVED_BY_SERDE: [&str; 2] = [
        r##"{"setup":{"lattice":"Square","rows":5,"cols":5,"order":3,"surface":"plane","states":2,"goal":"off","rule":"-1,0;0,-1;0,0;0,1;1,0","mask":null,"graph":null},"start":"AAAAA","packed":true,"seed":18446744073709551608,"moves":[],"position":0,"numbers":true,"lit_only":false,"difficulty":null}"##,
        r##"{"setup":{"lattice":"Square","rows":3,"cols":4,"order":3,"surface":"klein","states":5,"goal":"012340123401","rule":"-1,0;0,0;0,1","mask":"#.##########","graph":{"file":"10\n0 1\n0 4\n0 5\n1 0\n1 2\n1 6\n2 1\n2 3\n2 7\n3 2\n3 4\n3 8\n4 0\n4 3\n4 9\n5 0\n5 7\n5 8\n6 1\n6 8\n6 9\n7 2\n7 5\n7 9\n8 3\n8 5\n8 6\n9 4\n9 6\n9 7\n# at 0 0.5000 0.0720\n# at 1 0.9500 0.3990\n# at 2 0.7781 0.9280\n# at 3 0.2219 0.9280\n# at 4 0.0500 0.3990\n# at 5 0.5000 0.3323\n# at 6 0.7025 0.4794\n# at 7 0.6252 0.7174\n# at 8 0.3748 0.7174\n# at 9 0.2975 0.4794\n","preset":"petersen"}},"start":"AbC_-","packed":true,"seed":null,"moves":[0,3,11],"position":2,"numbers":true,"lit_only":true,"difficulty":"hard"}"##,
    ];

    #[test]
    fn entries_saved_before_read_and_are_written_to_the_letter() {
        for text in SAVED_BY_SERDE {
            let snapshot = Snapshot::from_text(text).unwrap();
            assert_eq!(snapshot.to_text(), text);
        }
        let snapshot = Snapshot::from_text(SAVED_BY_SERDE[0]).unwrap();
        assert_eq!(snapshot.seed, Some(u64::MAX - 7));
        let state = Snapshot::read(SAVED_BY_SERDE[0], 1).unwrap();
        assert_eq!(state.setup, Setup::default());
        let snapshot = Snapshot::from_text(SAVED_BY_SERDE[1]).unwrap();
        assert_eq!(
            snapshot.setup.graph.unwrap().name(),
            "Petersen graph of 10 vertices"
        );
        assert_eq!(snapshot.setup.mask.unwrap()[..3], [true, false, true]);
    }
}
