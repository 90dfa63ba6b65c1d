//! The journey room: what brings a player back, worked out from nothing but the date or the
//! level's number, so that everyone gets the same puzzle with no server: the daily puzzle
//! ([`daily`], from the player's local calendar date).

pub mod daily;
