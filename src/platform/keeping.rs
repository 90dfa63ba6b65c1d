//! The games kept aside ([`crate::play::kept`]) in localStorage: read once when the page
//! opens, written whenever the list changes, and taken from another tab when it writes them,
//! so that every tab offers the same games and a reload offers them again.

use yew::prelude::*;

use crate::platform::storage;
use crate::play::kept::{Kept, KeptAction, KeptGames};
use crate::shared::json::Stored;

/// The games kept aside, kept in step with storage and the other tabs.
#[hook]
pub fn use_kept_games() -> UseReducerHandle<KeptGames> {
    let kept = use_reducer(|| KeptGames {
        games: storage::load::<Vec<Kept>>(storage::KEPT_KEY).unwrap_or_default(),
    });
    use_effect_with(kept.games.clone(), |games| {
        storage::save(storage::KEPT_KEY, games);
    });
    {
        let dispatcher = kept.dispatcher();
        use_effect_with((), move |_| {
            let listener = storage::on_change(storage::KEPT_KEY, move |text| {
                if let Ok(games) = Vec::<Kept>::from_text(&text) {
                    dispatcher.dispatch(KeptAction::Stored(games));
                }
            });
            move || drop(listener)
        });
    }
    kept
}
