//! The solving room: one factorisation per puzzle, then every board question is cheap.
//!
//! [`chase`] generalises light chasing to any move matrix and leaves a small residual system;
//! [`reduced::Reduced`] factors it once and answers solvable?, solutions, hints, classes and
//! random solvable boards; [`coset`] walks every solution of one board, [`solutions`] pages
//! through them, and [`repair`] finds the fewest cells to change on an unsolvable board. It
//! imports the model and algebra rooms.

pub mod chase;
pub mod coset;
pub mod generators;
pub mod plane;
pub mod quiet;
pub mod reduced;
pub mod repair;
pub mod solutions;
