//! The lit-only rule: only a cell whose state is not 0 may be pressed. This is seed 002's
//! lit-only game and the lit-only SIGMA and SIGMA+ games it cites; the original Flip forbade
//! pressing a lit square and asked for every square lit, which is the same game with lit and
//! dark swapped.
//!
//! Under the rule presses no longer commute and cannot always be taken back, so linear algebra
//! gives only a necessary condition (a board the free game cannot solve stays unsolvable).
//! Reachability itself is decided by a breadth-first search over boards, backward from the
//! goal ([`LitOnlySearch`]): it gives every board it meets its distance to the goal, and a
//! lit cell whose press leads to a board one press nearer begins a shortest way. The search
//! does not depend on the start board, so one search answers every board of a puzzle and goal.
//! Boards are numbers in base N, and the search is offered only while N^n <= 2^25 (25 cells
//! for N = 2).

mod answer;
mod distances;
mod lit_presses;
mod search;

pub use answer::{answer_without_search, board_count, LitOnly, Unknown, Unreachable, MAX_BOARDS};
pub use search::{analyze, LitOnlySearch};
