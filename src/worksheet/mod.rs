//! Worksheet: a sheet of puzzles of the Lights Out page's setup to print for a class, the
//! same sheet `lights-lab worksheet` writes for the same setup, count, difficulty and seed
//! (the engine's print room deals and draws it). Its own [`state`] and reducer, its address
//! ([`link`]: the sheet opens and prints again from it) and its page; it imports nothing of
//! another page: it is handed the Lights Out page's share code.

pub mod link;
mod page;
pub mod state;

pub use page::worksheet_page;
