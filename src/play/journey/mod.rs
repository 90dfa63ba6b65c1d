//! The game loop on the Lights Out page: how the player did on a solve ([`outcome`]) and the
//! daily puzzle as a game ([`daily`]); what they are worked out from is the journey room's
//! ([`crate::journey`]).

pub mod daily;
pub mod outcome;
