//! The play room: the Lights Out page. Following Tatham's split, the params ([`setup`]), the
//! game ([`game`]: board and undo history) and the page's [`state`], changed only by the
//! [`reducer`]; what a reload keeps ([`snapshot`]), what a link carries ([`link`]) and the
//! address bar that shows it ([`address`]); a
//! game kept beside the one on show ([`offer`]) and the games kept aside ([`kept`]); the
//! lit-only rule ([`lit_only`]) and the fewest-press panel ([`fewest`]); and the components
//! that draw them.

pub mod address;
pub mod components;
pub mod fewest;
pub mod game;
pub mod history;
pub mod kept;
pub mod link;
pub mod lit_only;
pub mod moves;
pub mod offer;
pub mod reducer;
pub mod setup;
pub mod setup_edit;
pub mod snapshot;
pub mod state;
pub mod stop;
#[cfg(test)]
pub(crate) mod tests;
