//! The puzzle engine: pure Rust, no web crate, built and tested natively and for wasm32.
//!
//! A [`Puzzle`] (shape, rule, states) gives a [`MoveMatrix`]; [`Reduced::new`] factors it once;
//! then every board question (solvable? solution, hint, class, random solvable board) is
//! answered from the [`Reduced`] without eliminating again.
//!
//! The code is arranged in rooms, each importing only the rooms listed after it (the order
//! ARCHITECTURE.md states and `tests/architecture.rs` checks): `variants` (lit-only, ELLO),
//! `teach` (the chase and elimination as steps a student follows) and `print` (worksheets to
//! print); `search` (fewest presses, difficulty) and `share` (share codes); `solve` (chasing,
//! the factored system, solutions, repair); `model` (puzzles, boards, shapes, rules, graphs);
//! `algebra` (GF(2) and Z_N linear algebra); and at the bottom [`budget`](Budget) (the
//! deadline every long computation obeys) and [`error`](EngineError).
//! Everything public is re-exported here, so callers never name a room.

mod algebra;
mod budget;
mod error;
mod model;
mod print;
mod search;
mod share;
mod solve;
mod teach;
mod variants;

pub use algebra::count::Count;
pub use budget::{Budget, Control, Progress, Stop};
pub use error::{CodeFault, CodePart, EngineError, ErrorKind};
pub use model::board::{Board, Goal, Presses};
pub use model::decimal;
pub use model::graph::{Digraph, MAX_ARCS, MAX_VERTICES};
pub use model::graph_board::{GraphBoard, Point};
pub use model::move_matrix::MoveMatrix;
pub use model::pattern_name::PatternName;
pub use model::presets::{random_mop_with_rng, random_tree_with_rng, Preset, PRESET_SYNTAX};
pub use model::puzzle::{Puzzle, MAX_ENTRIES, MAX_STATES, MIN_STATES};
pub use model::reach::Reach;
pub use model::rule::{Pattern, Rule};
pub use model::shape::{
    format_mask, hex_cell_count, parse_mask, HexLattice, Mask, Position, Shape, SquareLattice,
    MAX_HEX_ORDER, MAX_SIDE,
};
pub use model::topology::Topology;
pub use print::worksheet::{SheetPuzzle, Worksheet, MAX_SHEET_CELLS, MAX_SHEET_PUZZLES};
pub use search::blocks::MAX_BLOCKS;
pub use search::checkpoint::{Shard, ShardProgress};
pub use search::difficulty::{Difficulty, MAX_TRIES};
pub use search::fewest::{Fewest, FewestSearch};
pub use search::largest::{Largest, MAX_EXACT_KERNEL, MAX_EXACT_NULLITY};
pub use share::code::{SharedPuzzle, Start, DRAWING_STEPS};
/// A board packed as the share code packs it (base64url, the fewest bits a cell), for a
/// page's saved game: a million-cell board in a sixth of its digits.
pub use share::packing::{pack_board, unpack_board};
pub use solve::reduced::{Class, Invariant, Outcome, Reduced};
pub use solve::repair::Repair;
pub use solve::solutions::{
    SolutionOrder, SolutionPage, MAX_PAGE, MAX_PAGE_CELLS, MAX_SORTED_SOLUTIONS,
};
pub use solve::unknowns::{MAX_UNKNOWNS_GF2, MAX_UNKNOWNS_MODULAR};
pub use solve::walk_size::WalkSize;
pub use teach::elimination::{Elimination, MAX_ELIMINATION_CELLS};
pub use teach::lookup::{Lookup, LookupRow, MAX_LOOKUP_FREE, MAX_LOOKUP_ROWS};
pub use teach::stage::{Pivot, Stage, Stuck};
pub use teach::tableau::{RowOp, RowOrigin, Tableau};
pub use teach::walk::{ChaseWalk, Visit};
pub use teach::witness::{witness, Witness};
pub use variants::{ello, lit_only};
