//! Games kept aside, so that none is lost: the game a tab was playing when another tab saved
//! over it, and every game set aside for another (a link's puzzle, a restored game). Up to
//! [`MOST`] are kept, newest first, one per puzzle; each can be restored or let go from the
//! list under the play buttons, after a reload and in any tab (`lights-lab/v1/kept`, shared
//! by the tabs).

use std::rc::Rc;

use serde::{Deserialize, Serialize};
use yew::Reducible;

use crate::play::setup::Lattice;
use crate::play::snapshot::Snapshot;
use crate::play::state::State;
use crate::shared::wording;

/// How many games are kept: enough for a few tabs and links, few enough to read at a glance.
pub const MOST: usize = 5;

/// A game kept aside and when it was (milliseconds since the epoch).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Kept {
    pub game: Snapshot,
    pub saved: f64,
}

/// The games kept, newest first.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct KeptGames {
    pub games: Vec<Kept>,
}

/// Every change to the games kept.
#[derive(Debug, Clone)]
pub enum KeptAction {
    /// The list as storage holds it (at load, or written by another tab).
    Stored(Vec<Kept>),
    /// Keeps `game`, saved at the given time: first in the list, in place of an earlier entry
    /// of the same puzzle; the oldest goes past [`MOST`]. A game kept already stays as it was.
    Keep(Box<Snapshot>, f64),
    /// Lets this game go (restored, or let go by the player, or saved as the game on show).
    Drop(Box<Snapshot>),
}

/// The same puzzle (rules, board and start), whatever the moves made on it.
fn same_puzzle(a: &Snapshot, b: &Snapshot) -> bool {
    a.setup == b.setup && a.start == b.start && a.packed == b.packed && a.seed == b.seed
}

impl Reducible for KeptGames {
    type Action = KeptAction;

    fn reduce(self: Rc<Self>, action: KeptAction) -> Rc<Self> {
        let kept_already = |game: &Snapshot| self.games.iter().any(|kept| kept.game == *game);
        let games = match action {
            KeptAction::Stored(stored) => stored,
            KeptAction::Keep(game, _) if kept_already(&game) => return self,
            KeptAction::Keep(game, saved) => {
                let mut games = self.games.clone();
                games.retain(|kept| !same_puzzle(&kept.game, &game));
                games.insert(0, Kept { game: *game, saved });
                games.truncate(MOST);
                games
            }
            // Every save of the game on show asks for this (each press on a small board): the
            // list, which may hold boards of a million cells, is copied only when it holds it.
            KeptAction::Drop(game) if !kept_already(&game) => return self,
            KeptAction::Drop(game) => {
                let mut games = self.games.clone();
                games.retain(|kept| kept.game != *game);
                games
            }
        };
        if games == self.games {
            self
        } else {
            Rc::new(KeptGames { games })
        }
    }
}

/// Whether `snapshot` is `state`'s game as it stands (the cheap parts compared first, so a
/// large board is packed only when they agree).
pub fn is_game(snapshot: &Snapshot, state: &State) -> bool {
    snapshot.setup == state.setup
        && snapshot.moves == state.game.moves
        && snapshot.position == state.game.position
        && *snapshot == Snapshot::of(state)
}

/// The game in a player's words: "7 x 7, 12 moves", "order-3 hexagon, 1 move".
pub fn describe(game: &Snapshot) -> String {
    let setup = &game.setup;
    let board = match setup.lattice {
        Lattice::Square => format!("{} x {}", setup.rows, setup.cols),
        Lattice::Hex => format!("order-{} hexagon", setup.order),
        Lattice::Graph => format!(
            "graph of {}",
            wording::count(setup.cells() as u64, "vertex", "vertices")
        ),
    };
    format!(
        "{board}, {}",
        wording::count(game.position as u64, "move", "moves")
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A 5 x 5 game dealt from `seed`, with `presses` made.
    fn game(seed: u64, presses: &[u32]) -> Snapshot {
        let mut state = State::new(seed);
        state.seed = Some(seed);
        let mut snapshot = Snapshot::of(&state);
        snapshot.moves = presses.to_vec();
        snapshot.position = presses.len();
        snapshot
    }

    fn keep(games: Rc<KeptGames>, game: Snapshot, saved: f64) -> Rc<KeptGames> {
        games.reduce(KeptAction::Keep(Box::new(game), saved))
    }

    #[test]
    fn the_newest_game_comes_first_and_the_sixth_pushes_out_the_oldest() {
        let mut games = Rc::new(KeptGames::default());
        for seed in 1..=6 {
            games = keep(games, game(seed, &[1]), seed as f64);
        }
        let seeds: Vec<_> = games.games.iter().map(|kept| kept.game.seed).collect();
        assert_eq!(seeds, [6, 5, 4, 3, 2].map(Some));
    }

    #[test]
    fn a_puzzle_is_kept_once_with_its_latest_moves() {
        let games = keep(Rc::new(KeptGames::default()), game(1, &[1]), 1.0);
        let games = keep(games, game(2, &[3]), 2.0);
        let games = keep(games, game(1, &[1, 7]), 3.0);
        assert_eq!(games.games.len(), 2);
        assert_eq!(games.games[0].game.moves, [1, 7]);
        assert_eq!(describe(&games.games[0].game), "5 x 5, 2 moves");
    }

    #[test]
    fn keeping_a_game_kept_already_keeps_its_time() {
        let games = keep(Rc::new(KeptGames::default()), game(1, &[1]), 1.0);
        let again = keep(games.clone(), game(1, &[1]), 9.0);
        assert!(Rc::ptr_eq(&games, &again), "nothing changed");
        assert_eq!(again.games[0].saved, 1.0);
    }

    #[test]
    fn a_game_let_go_is_gone_and_others_stay() {
        let games = keep(Rc::new(KeptGames::default()), game(1, &[1]), 1.0);
        let games = keep(games, game(2, &[]), 2.0);
        let games = games.reduce(KeptAction::Drop(Box::new(game(1, &[1]))));
        assert_eq!(games.games.len(), 1);
        assert_eq!(describe(&games.games[0].game), "5 x 5, 0 moves");
        // A game not kept (the one on show, saved after each press) changes nothing.
        let again = games
            .clone()
            .reduce(KeptAction::Drop(Box::new(game(3, &[]))));
        assert!(Rc::ptr_eq(&games, &again), "nothing changed");
    }

    #[test]
    fn a_game_is_recognised_as_the_one_on_show() {
        let state = State::new(4);
        assert!(is_game(&Snapshot::of(&state), &state));
        assert!(!is_game(&game(4, &[2]), &state));
    }
}
