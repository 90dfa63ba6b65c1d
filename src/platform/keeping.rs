//! The games kept aside ([`crate::play::kept`]) in localStorage, one key each: read once when
//! the page opens, written key by key whenever the list changes, and read again whenever
//! another tab writes one, so that every tab offers the same games, a reload offers them
//! again, and two tabs keeping games at the same moment keep both.

use yew::prelude::*;

use crate::platform::storage::{self, KEPT_LIST_KEY, KEPT_PREFIX};
use crate::play::kept::{self, Kept, KeptAction, KeptGames};
use crate::shared::codec::Codec;

/// The storage key of `game`.
fn key(game: &Kept) -> String {
    kept::key(KEPT_PREFIX, &game.game)
}

/// Every game kept in storage, in no order. The list an earlier version kept under one key is
/// first moved to keys of their own (never over a game kept since) and its key removed.
pub fn stored_games() -> Vec<Kept> {
    if let Some(list) = storage::load::<Vec<Kept>>(KEPT_LIST_KEY) {
        for game in &list {
            if storage::load_text(&key(game)).is_none() {
                storage::save(&key(game), game);
            }
        }
        storage::remove(KEPT_LIST_KEY);
    }
    storage::load_under(KEPT_PREFIX)
        .into_iter()
        .filter_map(|(_, text)| Kept::from_text(&text).ok())
        .collect()
}

/// Keeps `game` in storage at once (before the games kept are first read by the hook).
pub fn keep_now(game: &Kept) {
    storage::save(&key(game), game);
}

/// Writes what changed from `before` to `games`: the games new or changed, and the removal of
/// those let go. Keys this tab never read (another tab's, or one it cannot read) stay.
fn write_changes(before: &[Kept], games: &[Kept]) {
    for game in games.iter().filter(|game| !before.contains(game)) {
        storage::save(&key(game), game);
    }
    // At most kept::MOST games, looked through: a hash set of strings was a copy of the hash
    // table's code of its own in the download.
    let keys: Vec<String> = games.iter().map(key).collect();
    for game in before.iter().filter(|game| !keys.contains(&key(game))) {
        storage::remove(&key(game));
    }
}

/// The games kept aside, kept in step with storage and the other tabs.
#[hook]
pub fn use_kept_games() -> UseReducerHandle<KeptGames> {
    let stored = use_memo((), |_| stored_games());
    let kept = {
        let stored = stored.clone();
        use_reducer(move || {
            let empty = std::rc::Rc::new(KeptGames::default());
            (*yew::Reducible::reduce(empty, KeptAction::Stored((*stored).clone()))).clone()
        })
    };
    // What storage holds as this tab last knew it: what a change is measured from.
    let written = use_mut_ref(|| (*stored).clone());
    use_effect_with(kept.games.clone(), move |games| {
        write_changes(&written.borrow(), games);
        *written.borrow_mut() = games.clone();
    });
    {
        let dispatcher = kept.dispatcher();
        use_effect_with((), move |_| {
            let listener = storage::on_change_under(KEPT_PREFIX, move || {
                dispatcher.dispatch(KeptAction::Stored(stored_games()));
            });
            move || drop(listener)
        });
    }
    kept
}
