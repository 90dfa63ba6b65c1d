//! A graph as a puzzle's board: the graph menu ([`choice`]) and its component ([`picker`]),
//! a graph board's setup ([`setup`]) and its drawing ([`drawing`]). Both games play on
//! graphs (Lights Out and ELLO), so this sits below every page.

pub mod choice;
pub mod drawing;
pub mod picker;
pub mod setup;
