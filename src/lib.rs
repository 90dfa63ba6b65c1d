//! The Yew front end, built for wasm32 by Trunk.
//!
//! Arranged by page, following Yew's own examples and Tatham's split of a game's data:
//! - [`play`]: the Lights Out page (params, game, state and reducer, its components);
//! - [`graph`]: Lights Out on any graph (the graph menu, file, drawing and editor);
//! - [`ello`]: the ELLO page, with its own state and reducer;
//! - [`learn`]: the Learn page: the chase, elimination and quiet patterns step by step;
//! - [`analyst`]: every engine question the pages ask and its answer, served by a worker;
//! - [`platform`]: the browser beyond drawing (storage, the address bar, the worker bridge);
//! - [`shared`]: what both pages draw with (geometry, palette, focus, the message line).
//!
//! [`App`] owns both pages' states and every side effect, and hands children plain data and
//! `on_*` callbacks. See ARCHITECTURE.md for the map.

pub mod analyst;
mod app;
pub mod ello;
pub mod graph;
pub mod learn;
pub mod platform;
pub mod play;
pub mod shared;

pub use app::App;
pub use platform::storage::{ELLO_KEY, GAME_KEY as STORAGE_KEY};
pub use platform::worker::run as run_worker;
