//! The model room: what a game is, before anything is solved.
//!
//! A [`puzzle::Puzzle`] is a shape (a rectangle or hexagon with a mask, or a graph), a rule
//! (the pattern of cells a press toggles, and the surface it wraps on) and a number of states
//! N; its [`move_matrix::MoveMatrix`] says which cells each press reaches. Boards, goals and
//! press vectors, the named presets and the drawn graph boards live here too, and the decimal
//! numbers their drawings are written and read in (`decimal`). It imports only
//! the algebra room and the error type.

pub mod board;
pub mod decimal;
pub mod graph;
pub mod graph_board;
pub mod key_map;
pub mod move_matrix;
pub mod pattern_name;
pub mod presets;
pub mod puzzle;
pub mod reach;
pub mod rule;
pub mod shape;
pub mod sorted_pairs;
pub mod topology;
