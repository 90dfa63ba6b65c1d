//! The Yew front end, built for wasm32 by Trunk.
//!
//! Arranged in rooms, each importing only the rooms below it (the order ARCHITECTURE.md
//! states and `tests/architecture.rs` checks):
//! - the root component [`App`] and, just under it, [`platform`]: the side effects (storage,
//!   the address bar, the keys, the worker bridge);
//! - the pages, which never import each other: [`play`] (the Lights Out page, with its graph
//!   controls), [`ello`] (the ELLO page) and [`learn`] (the chase, elimination and quiet
//!   patterns step by step);
//! - [`journey`]: the daily puzzle and what else brings a player back, from the date alone;
//! - [`analyst`]: every engine question the pages ask and its answer, served by a worker;
//! - [`puzzle`]: what every page builds on (the setup, a graph's menu and drawing, geometry);
//! - [`shared`]: what knows no puzzle (palette, focus, the message line, words, json).
//!
//! [`App`] owns every page's state and every side effect, and hands children plain data and
//! `on_*` callbacks. See ARCHITECTURE.md for the map.

pub mod analyst;
mod app;
pub mod ello;
pub mod journey;
pub mod learn;
pub mod platform;
pub mod play;
pub mod puzzle;
pub mod shared;
pub mod worksheet;

pub use app::App;
pub use platform::storage::{ELLO_KEY, GAME_KEY as STORAGE_KEY};
pub use platform::worker::run as run_worker;
