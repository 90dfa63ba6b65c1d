//! One file per command: its arguments as a clap type, and `run`, which hands them to the
//! engine and returns what stdout gets (JSON; `random` boards one per line; `graph` a graph
//! file; `worksheet` an SVG document).

pub mod analyze;
pub mod code;
pub mod ello;
pub mod graph;
pub mod merge;
pub mod random;
pub mod solutions;
pub mod solve;
pub mod table;
pub mod verify;
pub mod worksheet;
