//! What the lit-only rule allows from one board: the answer, and how it was reached
//! (without a search when the free game already decides; [`super::search`] runs the search).

use std::fmt;

use crate::error::EngineError;
use crate::model::board::{Board, Goal};
use crate::solve::reduced::{Outcome, Reduced};

/// The most boards (N^n) the exact search visits: at the limit its table takes 32 MiB and
/// each of its three bitsets 4 MiB, which a browser tab can spare.
pub const MAX_BOARDS: u64 = 1 << 25;

/// What the lit-only rule allows from one board.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum LitOnly {
    /// The board is the goal.
    AtGoal,
    /// The goal can be reached; `presses` is the fewest lit presses that do it, and `hint` is
    /// a lit cell whose press begins such a shortest way.
    Reachable { hint: usize, presses: usize },
    /// No sequence of lit presses reaches the goal.
    Unreachable(Unreachable),
    /// Not decided.
    Unknown(Unknown),
}

/// How unreachability was shown.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Unreachable {
    /// No cell is lit, so nothing may be pressed.
    NothingLit,
    /// Even pressing any cell at all cannot reach the goal.
    UnsolvableWithoutTheRule,
    /// The exact search met every board that can reach the goal, and this is not one.
    Searched,
}

/// Why reachability was left open.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Unknown {
    /// N^n is above [`MAX_BOARDS`], so the exact search is not offered.
    TooManyBoards { cells: usize, states: u8 },
    /// The search has not got that far: its budget ran out, or its callback stopped it. A
    /// kept [`LitOnlySearch`](super::search::LitOnlySearch) goes on from there.
    Stopped,
}

impl fmt::Display for LitOnly {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            LitOnly::AtGoal => write!(f, "the board is at the goal"),
            LitOnly::Reachable { hint, presses } => write!(
                f,
                "the goal can be reached in {presses} lit presses; press cell {hint} first"
            ),
            LitOnly::Unreachable(Unreachable::NothingLit) => {
                write!(f, "no cell is lit, so no press is allowed")
            }
            LitOnly::Unreachable(Unreachable::UnsolvableWithoutTheRule) => write!(
                f,
                "the goal cannot be reached even without the lit-only rule"
            ),
            LitOnly::Unreachable(Unreachable::Searched) => write!(
                f,
                "no sequence of lit presses reaches the goal (searched every board that can)"
            ),
            LitOnly::Unknown(Unknown::TooManyBoards { cells, states }) => write!(
                f,
                "not known: the exact search covers boards with N^n <= 2^25 (25 cells for N = 2); this one has {states}^{cells}"
            ),
            LitOnly::Unknown(Unknown::Stopped) => {
                write!(f, "not known: the search was stopped before it finished")
            }
        }
    }
}

/// The number of boards N^n, when the exact search covers them (at most [`MAX_BOARDS`]).
pub fn board_count(cells: usize, states: u8) -> Option<u32> {
    (states as u64)
        .checked_pow(cells as u32)
        .filter(|&boards| boards <= MAX_BOARDS)
        .map(|boards| boards as u32)
}

/// The answers that need no search: the board is at the goal, nothing on it is lit, the free
/// game cannot solve it (so neither can the rule), or the puzzle has too many boards to
/// search. `None` when only the search can tell.
pub fn answer_without_search(
    reduced: &Reduced,
    board: &Board,
    goal: &Goal,
) -> Result<Option<LitOnly>, EngineError> {
    reduced.check_board(board)?;
    let (cells, states) = (reduced.cells(), reduced.states());
    if board == &goal.target(cells, states) {
        return Ok(Some(LitOnly::AtGoal));
    }
    if board.0.iter().all(|&state| state == 0) {
        return Ok(Some(LitOnly::Unreachable(Unreachable::NothingLit)));
    }
    if let Outcome::Unsolvable(_) = reduced.solve(board, goal)? {
        return Ok(Some(LitOnly::Unreachable(
            Unreachable::UnsolvableWithoutTheRule,
        )));
    }
    if board_count(cells, states).is_none() {
        return Ok(Some(LitOnly::Unknown(Unknown::TooManyBoards {
            cells,
            states,
        })));
    }
    Ok(None)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::budget::Budget;
    use crate::variants::lit_only::search::analyze;
    use crate::Puzzle;

    #[test]
    fn one_lit_corner_of_a_single_cell_is_one_press_away() {
        let reduced = Reduced::new(&Puzzle::lights_out(1, 1).unwrap()).unwrap();
        let answer = analyze(
            &reduced,
            &Board(vec![1]),
            &Goal::Off,
            &mut Budget::unlimited(),
        )
        .unwrap();
        assert_eq!(
            answer,
            LitOnly::Reachable {
                hint: 0,
                presses: 1
            }
        );
    }

    #[test]
    fn a_dark_board_cannot_move_toward_all_lights() {
        let reduced = Reduced::new(&Puzzle::lights_out(2, 2).unwrap()).unwrap();
        let answer = analyze(
            &reduced,
            &Board(vec![0; 4]),
            &Goal::On,
            &mut Budget::unlimited(),
        )
        .unwrap();
        assert_eq!(answer, LitOnly::Unreachable(Unreachable::NothingLit));
    }
}
