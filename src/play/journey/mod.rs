//! The game loop on the Lights Out page: how the player did on a solve ([`outcome`]), the
//! daily puzzle and the levels as games ([`daily`], [`level`]), and the views of the levels
//! and the statistics ([`view`], drawn by [`levels_view`] and [`statistics_view`]); what they
//! are worked out from is the journey room's ([`crate::journey`]).

pub mod daily;
pub mod level;
pub mod levels_view;
pub mod outcome;
pub mod statistics_view;
pub mod view;
