//! Learn: the algebra behind the solver, step by step on the player's own board. Light
//! chasing with its lookup table, elimination on [A | b] (with the prime-power split for a
//! composite N), quiet patterns and classes, and three exercises checked on the board.
//!
//! Its own [`state`] and [`reducer`] (pure and tested natively) and components, as the ELLO
//! page has; the algebra is the engine's teaching room, which checks itself against the
//! solver. It is handed the Lights Out page's setup (a [`crate::puzzle::setup::Setup`]) to
//! teach on the player's board, and draws with the puzzle room's geometry and the shared
//! palette; it imports nothing of another page.

mod board;
mod chase_view;
mod controls;
pub mod exercise;
mod exercise_view;
pub mod lesson;
mod lookup_table;
mod matrix_view;
mod page;
mod quiet_view;
pub mod reducer;
mod sources;
pub mod state;
mod words;

pub use page::LearnPage;
#[cfg(test)]
mod tests;
