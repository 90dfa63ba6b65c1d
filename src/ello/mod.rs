//! ELLO, the elimination game of seed 001, as the page's second game: discs on a graph, green
//! or red; playing a green vertex flips its remaining neighbours and removes it.
//!
//! Fenced off from the Lights Out page: its own [`state`] and [`reducer`] (pure and tested
//! natively) and its own components, sharing only the puzzle room's graph menu
//! ([`crate::puzzle::graph::choice`], [`crate::puzzle::graph::picker`]) and drawing
//! ([`crate::puzzle::graph::drawing`]), and the message line.
//! It asks the engine through the same requests as the Lights Out page
//! ([`crate::analyst::ello`]). The root component owns the state, as it owns the Lights Out
//! page's, so switching games keeps both.

mod board;
mod explain;
pub mod link;
mod move_list;
mod page;
mod readout;
pub mod reducer;
mod rules;
pub mod saved;
pub mod state;
mod status;
mod toolbar;

pub use page::{describe, ello_page};
#[cfg(test)]
mod tests;
