//! The journey room: what brings a player back, worked out from nothing but the date or the
//! level's number, so that everyone gets the same puzzle with no server: the daily puzzle
//! ([`daily`], from the player's local calendar date), the record of dailies played
//! ([`statistics`]), the levels ([`levels`]) and how far the player has got through them
//! ([`progress`]).

pub mod daily;
pub mod levels;
pub mod progress;
pub mod statistics;
