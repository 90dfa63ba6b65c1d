//! The solving room: one factorisation per puzzle, then every board question is cheap.
//!
//! [`chase`] generalises light chasing to any move matrix and leaves a small residual system,
//! planned with the move matrix in [`chase_plan`];
//! [`reduced::Reduced`] factors it once and answers solvable?, solutions, hints, classes and
//! random solvable boards; [`coset`] walks every solution of one board, [`solutions`] pages
//! through them, [`repair`] finds the fewest cells to change on an unsolvable board, and
//! [`walk_size`] sizes a walk through every solution before it starts, as [`fits`] sizes a
//! puzzle before it is factored. It
//! imports the model and algebra rooms.

pub mod chase;
pub mod chase_plan;
pub mod coset;
pub mod first_cells;
pub mod fits;
pub mod generators;
pub mod plane;
pub mod quiet;
pub mod reduced;
pub mod repair;
pub mod solutions;
pub mod unknowns;
pub mod walk_size;
