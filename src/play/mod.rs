//! The play room: the Lights Out page. Following Tatham's split, the params (the puzzle
//! room's [`crate::puzzle::setup`], changed here by [`setup_edit`]), the game ([`game`]:
//! board and undo history) and the page's [`state`], changed only by the [`reducer`]; what a
//! reload keeps ([`snapshot`]) and what a link carries ([`link`]); a game kept beside the one
//! on show ([`offer`]) and the games kept aside ([`kept`]); how the player did and the daily
//! puzzle on the page ([`journey`]); the lit-only rule ([`lit_only`]), the fewest-press panel
//! ([`fewest`]) and the graph controls ([`graph`]); what a screen reader is told as the page
//! changes ([`said`]); the components that draw them, and the [`page`] that lays them out.

pub mod components;
pub mod fewest;
pub mod game;
pub mod graph;
pub mod history;
pub mod journey;
pub mod kept;
pub mod link;
pub mod lit_only;
pub mod moves;
pub mod offer;
pub mod page;
pub mod reducer;
pub mod said;
pub mod setup_edit;
pub mod snapshot;
pub mod state;
pub mod stop;
#[cfg(test)]
pub(crate) mod tests;
