//! The saved game in localStorage: one namespaced, versioned key. A missing, unreadable or
//! outdated entry is simply not restored; a full storage is not an error worth a message.

use gloo::storage::{LocalStorage, Storage};

use super::snapshot::Snapshot;

/// The key: the app's name, the format's version, what is stored. A later format takes `v2`
/// and leaves this one to be ignored.
pub const KEY: &str = "lights-lab/v1/game";

/// The saved game, if there is one that reads.
pub fn load() -> Option<Snapshot> {
    LocalStorage::get(KEY).ok()
}

/// Saves the game, best effort (private windows and full storage refuse quietly).
pub fn save(snapshot: &Snapshot) {
    let _ = LocalStorage::set(KEY, snapshot);
}
