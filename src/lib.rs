//! The Yew front end, built for wasm32 by Trunk.
//!
//! Layout follows Yew's own examples and Tatham's split of a game's data:
//! - pure and tested natively: [`setup`] (the params), [`geometry`] (where sites are drawn),
//!   [`game`] (board and undo history), [`analyst`] (every engine question and its answer),
//!   [`state`] (the one reducer), [`snapshot`] (what a reload keeps), [`link`] (share codes),
//!   [`palette`] (colours);
//! - touching the browser: [`bridge`] (runs the analyst in a Web Worker or on the page),
//!   [`storage`] (localStorage), [`url`] (the share code in the address bar), [`clock`]
//!   (the analyst's deadlines);
//! - drawing: [`App`] owns the state and the effects, and each child in `components/` gets
//!   plain data and `on_*` callbacks.

pub mod analyst;
mod app;
mod bridge;
mod clock;
pub mod components;
pub mod ello;
pub mod game;
pub mod geometry;
pub mod graph_choice;
pub mod graph_drawing;
pub mod graph_setup;
pub mod link;
pub mod palette;
mod roving;
pub mod setup;
pub mod snapshot;
pub mod state;
mod storage;
mod url;
mod worker;

pub use app::App;
pub use storage::{ELLO_KEY, GAME_KEY as STORAGE_KEY};
pub use worker::AnalystWorker;
