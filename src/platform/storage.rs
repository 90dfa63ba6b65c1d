//! What the page keeps in localStorage: one namespaced, versioned key per game (and one for a
//! game set aside, one for the games kept aside). A missing or
//! unreadable ELLO entry is simply not restored; an unreadable Lights Out game is set aside
//! under a key of its own ([`set_aside`]), never dropped. A full storage refuses a write, which
//! [`save`] reports, so that the page can say the game on show is not saved. Another tab's
//! writes arrive as [`on_change`].

use gloo::events::EventListener;
use gloo::utils::window;

use crate::shared::json::Stored;

/// The keys: the app's name, the format's version, what is stored. A later format takes `v2`
/// and leaves these to be ignored.
pub const GAME_KEY: &str = "lights-lab/v1/game";
pub const ELLO_KEY: &str = "lights-lab/v1/ello";
/// The Lights Out game set aside beside the one on show (left for a link's puzzle), so that a
/// reload keeps it one click away.
pub const ASIDE_KEY: &str = "lights-lab/v1/aside";
/// The games kept aside ([`crate::play::kept`]): up to five, shared by every tab, so that a
/// game another tab saved over is restorable after a reload.
pub const KEPT_KEY: &str = "lights-lab/v1/kept";
/// Where the student is in Learn (never touching the saved game).
pub const LEARN_KEY: &str = "lights-lab/v1/learn";
/// Where saved games this version cannot open are kept, each under its time of setting aside.
pub const SET_ASIDE_PREFIX: &str = "lights-lab/set-aside/";

/// The entry under `key`, if there is one that reads.
pub fn load<T: Stored>(key: &str) -> Option<T> {
    T::from_text(&load_text(key)?).ok()
}

/// Saves under `key`, best effort: whether it was written (a private window or a full storage
/// refuses, and the saved game says so to the player).
pub fn save(key: &str, value: &impl Stored) -> bool {
    match window().local_storage() {
        Ok(Some(storage)) => storage.set_item(key, &value.to_text()).is_ok(),
        _ => false,
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
    EventListener::new(&window(), "storage", move |event| {
        let field = |name: &str| {
            js_sys::Reflect::get(event, &name.into())
                .ok()
                .and_then(|value| value.as_string())
        };
        if field("key").as_deref() == Some(key) {
            if let Some(text) = field("newValue") {
                changed(text);
            }
        }
    })
}
