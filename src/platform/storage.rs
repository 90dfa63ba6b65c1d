//! What the page keeps in localStorage: one namespaced, versioned key per game. A missing,
//! unreadable or outdated entry is simply not restored; a full storage is not an error worth
//! a message.

use gloo::storage::{LocalStorage, Storage};
use serde::de::DeserializeOwned;
use serde::Serialize;

/// The keys: the app's name, the format's version, what is stored. A later format takes `v2`
/// and leaves these to be ignored.
pub const GAME_KEY: &str = "lights-lab/v1/game";
pub const ELLO_KEY: &str = "lights-lab/v1/ello";

/// The entry under `key`, if there is one that reads.
pub fn load<T: DeserializeOwned>(key: &str) -> Option<T> {
    LocalStorage::get(key).ok()
}

/// Saves under `key`, best effort (private windows and full storage refuse quietly).
pub fn save(key: &str, value: &impl Serialize) {
    let _ = LocalStorage::set(key, value);
}
