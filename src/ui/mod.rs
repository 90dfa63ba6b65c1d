//! The Yew front end, built for wasm32 by Trunk.
//!
//! Layout follows Yew's own examples: [`state`] holds the page's state and its reducer (plain
//! Rust, tested natively), [`App`] owns that state and hands children plain data and `on_*`
//! callbacks, and each child lives in `components/<name>.rs`. Only the root touches the engine;
//! components only draw what they are given.

mod app;
pub mod components;
pub mod state;

pub use app::App;
