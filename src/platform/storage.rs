//! What the page keeps in localStorage: one namespaced, versioned key per game (and one for a
//! game set aside, one for each game kept aside). A missing or
//! unreadable ELLO entry is simply not restored; an unreadable Lights Out game is set aside
//! under a key of its own ([`set_aside`]), never dropped. A full storage refuses a write, which
//! [`save`] reports, so that the page can say the game on show is not saved. Another tab's
//! writes arrive as [`on_change`].

use gloo::events::EventListener;
use gloo::utils::window;

use crate::shared::codec::Codec;

/// The keys: the app's name, the format's version, what is stored. A later format takes `v2`
/// and leaves these to be ignored.
pub const GAME_KEY: &str = "lights-lab/v1/game";
pub const ELLO_KEY: &str = "lights-lab/v1/ello";
/// The Lights Out game set aside beside the one on show (left for a link's puzzle), so that a
/// reload keeps it one click away: in the tab's own storage, since each tab sets aside its own
/// game (one key for every tab let a second tab's game set aside replace the first's, and a
/// reload of the first offered the second's as its earlier game). Earlier versions kept it in
/// localStorage, read once and removed; every game set aside is among the games kept too.
pub const ASIDE_KEY: &str = "lights-lab/v1/aside";
/// The games kept aside ([`crate::play::kept`]), one key each under this prefix (named by
/// [`crate::play::kept::key`]): shared by every tab, so that a game another tab saved over is
/// restorable after a reload, and one key each, so that two tabs keeping games at once never
/// write over each other's.
pub const KEPT_PREFIX: &str = "lights-lab/v1/kept/";
/// Where earlier versions kept the same list as one entry: read once, split into keys of their
/// own and removed.
pub const KEPT_LIST_KEY: &str = "lights-lab/v1/kept";
/// Where the student is in Learn (never touching the saved game).
pub const LEARN_KEY: &str = "lights-lab/v1/learn";
/// The share code of this tab's Lights Out game, in the tab's own storage (sessionStorage,
/// which a reload keeps and other tabs do not see): a reload on ELLO or Learn comes back to
/// the tab's own game even after another tab saved over it.
pub const TAB_GAME_KEY: &str = "lights-lab/v1/tab-game";
/// Where saved games this version cannot open are kept, each under its time of setting aside.
pub const SET_ASIDE_PREFIX: &str = "lights-lab/set-aside/";

/// The entry under `key`, if there is one that reads.
pub fn load<T: Codec>(key: &str) -> Option<T> {
    T::from_text(&load_text(key)?).ok()
}

/// Saves under `key`, best effort: whether it was written (a private window or a full storage
/// refuses, and the saved game says so to the player).
pub fn save(key: &str, value: &impl Codec) -> bool {
    match window().local_storage() {
        Ok(Some(storage)) => storage.set_item(key, &value.to_text()).is_ok(),
        _ => false,
    }
}

/// Saves `text` under `key` in this tab's own storage, best effort.
pub fn save_for_tab(key: &str, text: &str) {
    if let Ok(Some(storage)) = window().session_storage() {
        let _ = storage.set_item(key, text);
    }
}

/// The text under `key` in this tab's own storage.
pub fn load_for_tab(key: &str) -> Option<String> {
    window().session_storage().ok()??.get_item(key).ok()?
}

/// Removes the entry under `key` in this tab's own storage, best effort.
pub fn remove_for_tab(key: &str) {
    if let Ok(Some(storage)) = window().session_storage() {
        let _ = storage.remove_item(key);
    }
}

/// Removes the entry under `key`, best effort.
pub fn remove(key: &str) {
    if let Ok(Some(storage)) = window().local_storage() {
        let _ = storage.remove_item(key);
    }
}

/// The text stored under `key`, as it is.
pub fn load_text(key: &str) -> Option<String> {
    window().local_storage().ok()??.get_item(key).ok()?
}

/// Every entry whose key starts with `prefix`, as (key, text).
pub fn load_under(prefix: &str) -> Vec<(String, String)> {
    let Ok(Some(storage)) = window().local_storage() else {
        return Vec::new();
    };
    let keys: Vec<String> = (0..storage.length().unwrap_or(0))
        .filter_map(|index| storage.key(index).ok().flatten())
        .filter(|key| key.starts_with(prefix))
        .collect();
    keys.into_iter()
        .filter_map(|key| Some((key.clone(), storage.get_item(&key).ok()??)))
        .collect()
}

/// Keeps `text` (a saved game this version cannot open) under a key of its own, and returns
/// that key for the message that says where it is.
pub fn set_aside(text: &str) -> String {
    let key = format!("{SET_ASIDE_PREFIX}{}", js_sys::Date::now() as u64);
    if let Ok(Some(storage)) = window().local_storage() {
        let _ = storage.set_item(&key, text);
    }
    key
}

/// Calls `changed` with the new text whenever another tab writes `key` (the browser tells only
/// the other tabs); the listener lives as long as the returned value.
pub fn on_change(key: &'static str, changed: impl Fn(String) + 'static) -> EventListener {
    on_storage(move |changed_key, text| {
        if changed_key == key {
            if let Some(text) = text {
                changed(text);
            }
        }
    })
}

/// Calls `changed` whenever another tab writes or removes a key that starts with `prefix`;
/// the listener lives as long as the returned value.
pub fn on_change_under(prefix: &'static str, changed: impl Fn() + 'static) -> EventListener {
    on_storage(move |key, _| {
        if key.starts_with(prefix) {
            changed();
        }
    })
}

/// Calls `changed` with the key and new text (none when removed) of each `storage` event.
fn on_storage(changed: impl Fn(&str, Option<String>) + 'static) -> EventListener {
    EventListener::new(&window(), "storage", move |event| {
        let field = |name: &str| {
            js_sys::Reflect::get(event, &name.into())
                .ok()
                .and_then(|value| value.as_string())
        };
        if let Some(key) = field("key") {
            changed(&key, field("newValue"));
        }
    })
}
