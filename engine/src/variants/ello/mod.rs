//! ELLO, the elimination game of seed 001 (Craft, Miller, Pritikin, "A Solitaire Game Played
//! on 2-Colored Graphs"). Every vertex carries a disc, green or red. A move picks a green
//! vertex: its remaining neighbours flip colour and the vertex is removed. The game is won
//! when every vertex is gone and lost when only red ones remain.
//!
//! [`analyze`] decides a game and finds a winning order; [`Game`] is a game in play with undo
//! and redo; [`random_winnable_with_rng`] draws a winnable colouring.

mod analysis;
mod blocks;
mod colour;
mod game;
mod graph;
mod grid;
mod hypercube;
mod mop;
mod random;
mod scheme;
mod search;
mod theorems;

pub use analysis::{analyze, Analysis, Reason, Verdict};
pub use colour::{format_colours, parse_colours, Colour};
pub use game::{Game, Status};
pub use graph::{Graph, MAX_EDGES};
pub use random::{random_winnable_with_rng, RandomColouring};
pub use search::{exhaustive_search, Searched, MAX_SEARCH_VERTICES};
pub use theorems::{colours_won_by, wins, Family, Implausible};
