//! Games kept aside, so that none is lost: the game a tab was playing when another tab saved
//! over it, and every game set aside for another (a link's puzzle, a restored game). Up to
//! [`MOST`] are kept, newest first, one per puzzle; each can be restored or let go from the
//! list under the play buttons, after a reload and in any tab (one key per puzzle under
//! `lights-lab/v1/kept/`, named by [`key`], shared by the tabs: two tabs keeping two games at
//! once write two keys, and neither loses the other's).

use std::rc::Rc;

use yew::Reducible;

use crate::play::snapshot::Snapshot;
use crate::play::state::State;
use crate::puzzle::setup::Lattice;
use crate::shared::codec::{codec, Codec};
use crate::shared::wording;

/// How many games are kept: enough for a few tabs and links, few enough to read at a glance.
pub const MOST: usize = 5;

/// A game kept aside and when it was (milliseconds since the epoch).
#[derive(Debug, Clone, PartialEq)]
pub struct Kept {
    pub game: Snapshot,
    pub saved: f64,
}

codec!(struct Kept { game, saved });

/// The games kept, newest first.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct KeptGames {
    pub games: Vec<Kept>,
}

/// Every change to the games kept.
#[derive(Debug, Clone)]
pub enum KeptAction {
    /// The games as storage holds them (at load, or written by another tab), in any order:
    /// the newest [`MOST`] are kept, one per puzzle.
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
            KeptAction::Stored(stored) => newest(stored),
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

/// The newest [`MOST`] of `games`, newest first, one per puzzle (its latest).
fn newest(games: Vec<Kept>) -> Vec<Kept> {
    // Each put in its place, newest first, games saved at one moment in the order given: a
    // stable sort's order, without a copy of the standard sort in the download for a handful.
    let mut by_age: Vec<Kept> = Vec::with_capacity(games.len());
    for game in games {
        let at = by_age.partition_point(|k| k.saved.total_cmp(&game.saved).is_ge());
        by_age.insert(at, game);
    }
    let mut kept: Vec<Kept> = Vec::with_capacity(MOST);
    for game in by_age {
        if kept.len() < MOST && !kept.iter().any(|k| same_puzzle(&k.game, &game.game)) {
            kept.push(game);
        }
    }
    kept
}

/// The storage key of a kept game: the prefix and a name of its puzzle (rules, board and
/// start, as [`same_puzzle`] tells puzzles apart), so that keeping the same puzzle again
/// replaces its entry, and two puzzles never share one.
pub fn key(prefix: &str, game: &Snapshot) -> String {
    let identity = format!(
        "{}|{}|{}|{:?}",
        game.setup.to_text(),
        game.start,
        game.packed,
        game.seed
    );
    // FNV-1a, 64 bits: a stable name, the same in every tab and every release.
    let hash = identity
        .bytes()
        .fold(0xcbf2_9ce4_8422_2325_u64, |hash, byte| {
            (hash ^ u64::from(byte)).wrapping_mul(0x0100_0000_01b3)
        });
    format!("{prefix}{hash:016x}")
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
    fn games_from_storage_come_newest_first_one_per_puzzle_and_at_most_five() {
        let mut stored: Vec<Kept> = (1..=7)
            .map(|seed| Kept {
                game: game(seed, &[1]),
                saved: seed as f64,
            })
            .collect();
        // An older entry of puzzle 7, as another tab might have left it.
        stored.push(Kept {
            game: game(7, &[]),
            saved: 0.5,
        });
        let games = Rc::new(KeptGames::default()).reduce(KeptAction::Stored(stored));
        let seeds: Vec<_> = games.games.iter().map(|kept| kept.game.seed).collect();
        assert_eq!(seeds, [7, 6, 5, 4, 3].map(Some));
        assert_eq!(games.games[0].game.moves, [1], "puzzle 7's latest entry");
    }

    #[test]
    fn games_saved_at_one_moment_come_in_the_order_storage_gave() {
        let stored: Vec<Kept> = [(2, 5.0), (1, 9.0), (3, 5.0), (4, 5.0)]
            .into_iter()
            .map(|(seed, saved)| Kept {
                game: game(seed, &[1]),
                saved,
            })
            .collect();
        let games = Rc::new(KeptGames::default()).reduce(KeptAction::Stored(stored));
        let seeds: Vec<_> = games.games.iter().map(|kept| kept.game.seed).collect();
        assert_eq!(seeds, [1, 2, 3, 4].map(Some));
    }

    #[test]
    fn each_puzzle_has_its_own_key_whatever_its_moves() {
        let key = |game: &Snapshot| super::key("kept/", game);
        assert_eq!(key(&game(1, &[1])), key(&game(1, &[1, 2])));
        assert_ne!(key(&game(1, &[1])), key(&game(2, &[1])));
        assert!(key(&game(1, &[])).starts_with("kept/"));
    }

    #[test]
    fn a_game_is_recognised_as_the_one_on_show() {
        let state = State::new(4);
        assert!(is_game(&Snapshot::of(&state), &state));
        assert!(!is_game(&game(4, &[2]), &state));
    }

    #[test]
    fn the_list_as_serde_wrote_it_reads_and_is_written_to_the_letter() {
        let text = r##"[{"game":{"setup":{"lattice":"Square","rows":5,"cols":5,"order":3,"surface":"plane","states":2,"goal":"off","rule":"-1,0;0,-1;0,0;0,1;1,0","mask":null,"graph":null},"start":"AAAAA","packed":true,"seed":18446744073709551608,"moves":[],"position":0,"numbers":true,"lit_only":false,"difficulty":null},"saved":1764201600123.0},{"game":{"setup":{"lattice":"Square","rows":3,"cols":4,"order":3,"surface":"klein","states":5,"goal":"012340123401","rule":"-1,0;0,0;0,1","mask":"#.##########","graph":{"file":"10\n0 1\n0 4\n0 5\n1 0\n1 2\n1 6\n2 1\n2 3\n2 7\n3 2\n3 4\n3 8\n4 0\n4 3\n4 9\n5 0\n5 7\n5 8\n6 1\n6 8\n6 9\n7 2\n7 5\n7 9\n8 3\n8 5\n8 6\n9 4\n9 6\n9 7\n# at 0 0.5000 0.0720\n# at 1 0.9500 0.3990\n# at 2 0.7781 0.9280\n# at 3 0.2219 0.9280\n# at 4 0.0500 0.3990\n# at 5 0.5000 0.3323\n# at 6 0.7025 0.4794\n# at 7 0.6252 0.7174\n# at 8 0.3748 0.7174\n# at 9 0.2975 0.4794\n","preset":"petersen"}},"start":"AbC_-","packed":true,"seed":null,"moves":[0,3,11],"position":2,"numbers":true,"lit_only":true,"difficulty":"hard"},"saved":1.5}]"##;
        let games = Vec::<Kept>::from_text(text).unwrap();
        assert_eq!(games.len(), 2);
        assert_eq!(games[0].saved, 1764201600123.0);
        assert_eq!(describe(&games[1].game), "3 x 4, 2 moves");
        assert_eq!(games.to_text(), text);
    }
}
