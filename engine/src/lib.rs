//! The puzzle engine: pure Rust, no web crate, built and tested natively and for wasm32.
//!
//! A [`Puzzle`] (shape, rule, states) gives a [`MoveMatrix`]; [`Reduced::new`] factors it once;
//! then every board question (solvable? solution, hint, class, random solvable board) is
//! answered from the [`Reduced`] without eliminating again.

mod board;
mod chase;
mod coset;
mod count;
mod difficulty;
pub mod ello;
mod error;
mod fewest;
mod fewest_gf2;
mod gf2;
mod graph;
mod graph_board;
mod howell;
pub mod lit_only;
mod modular;
mod move_matrix;
mod presets;
mod puzzle;
mod reduced;
mod repair;
mod rule;
mod search;
mod shape;
mod share;
mod solutions;
mod topology;

pub use board::{Board, Goal, Presses};
pub use count::Count;
pub use difficulty::{Difficulty, Largest, MAX_TRIES};
pub use error::EngineError;
pub use fewest::{Fewest, FewestSearch};
pub use graph::{Digraph, MAX_ARCS, MAX_VERTICES};
pub use graph_board::{GraphBoard, Point};
pub use move_matrix::MoveMatrix;
pub use presets::{random_mop_with_rng, random_tree_with_rng, Preset, PRESET_SYNTAX};
pub use puzzle::{Puzzle, MAX_ENTRIES, MAX_STATES, MIN_STATES};
pub use reduced::{Class, Invariant, Outcome, Reduced, MAX_UNKNOWNS_GF2, MAX_UNKNOWNS_MODULAR};
pub use repair::Repair;
pub use rule::{Pattern, Rule, HEX_PRESETS, SQUARE_PRESETS};
pub use search::{Budget, Control, Progress, Stop};
pub use shape::{
    format_mask, hex_cell_count, parse_mask, HexLattice, Mask, Position, Shape, SquareLattice,
    MAX_HEX_ORDER, MAX_SIDE,
};
pub use share::{SharedPuzzle, Start, DRAWING_STEPS};
pub use solutions::{SolutionOrder, SolutionPage, MAX_PAGE, MAX_PAGE_CELLS, MAX_SORTED_SOLUTIONS};
pub use topology::Topology;
