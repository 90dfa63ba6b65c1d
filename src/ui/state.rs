//! The page's state and the reducer that changes it.
//!
//! Kept free of browser calls so that every transition is an ordinary Rust function, tested
//! natively with `cargo test`; the browser only dispatches [`Action`]s and draws [`State`].

use std::rc::Rc;

use yew::Reducible;

use crate::engine::{Count, EngineError, Puzzle, Reduced};

/// The board size the page opens on: the classic 5 x 5 Lights Out.
pub const DEFAULT_SIDE: usize = 5;

/// What the readout says about one puzzle, computed once when the puzzle changes so that
/// drawing never runs the elimination again.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Facts {
    /// The number of cells (the dimension of the space of boards).
    pub cells: usize,
    /// N, the number of states a light cycles through.
    pub states: u8,
    /// The dimension of the solvable boards (rank of the move matrix); prime N only.
    pub rank: Option<usize>,
    /// The dimension of the quiet patterns; prime N only.
    pub nullity: Option<usize>,
    /// How many press vectors change nothing, counting none.
    pub quiet_patterns: Count,
    /// The chance that a uniformly random board is solvable, as "1/k".
    pub solvable_fraction: String,
}

impl Facts {
    /// Factors the puzzle once and keeps what the readout shows.
    pub fn of(puzzle: &Puzzle) -> Result<Self, EngineError> {
        let reduced = Reduced::new(puzzle)?;
        Ok(Self {
            cells: reduced.cells(),
            states: reduced.states(),
            rank: reduced.rank(),
            nullity: reduced.nullity(),
            quiet_patterns: reduced.kernel_size().clone(),
            solvable_fraction: reduced.solvable_fraction(),
        })
    }
}

/// Everything the page shows. A new puzzle replaces the facts wholesale; a refused size keeps
/// the size the user asked for and says why instead of silently clamping it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct State {
    pub rows: usize,
    pub cols: usize,
    /// The readout, or the engine's message saying what was wrong and what is allowed.
    pub facts: Result<Facts, String>,
}

impl State {
    /// Lights Out (plus-shaped presses, flat board, two states) on a `rows` x `cols` board.
    pub fn lights_out(rows: usize, cols: usize) -> Self {
        let facts = Puzzle::lights_out(rows, cols)
            .and_then(|puzzle| Facts::of(&puzzle))
            .map_err(|error| error.to_string());
        Self { rows, cols, facts }
    }
}

impl Default for State {
    fn default() -> Self {
        Self::lights_out(DEFAULT_SIDE, DEFAULT_SIDE)
    }
}

/// Every way the page's state can change.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Action {
    /// Switch to Lights Out on a board of this size.
    Resize { rows: usize, cols: usize },
}

impl Reducible for State {
    type Action = Action;

    fn reduce(self: Rc<Self>, action: Action) -> Rc<Self> {
        match action {
            // Same size: hand back the same Rc so Yew skips the re-render and the elimination.
            Action::Resize { rows, cols } if (rows, cols) == (self.rows, self.cols) => self,
            Action::Resize { rows, cols } => Rc::new(Self::lights_out(rows, cols)),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn facts(state: &State) -> &Facts {
        state.facts.as_ref().expect("a valid Lights Out size")
    }

    #[test]
    fn opens_on_classic_lights_out_with_two_quiet_patterns() {
        // 5 x 5 Lights Out: rank 23, so 2^2 = 4 quiet patterns and a quarter of boards solvable
        // (Anderson and Feil, "Turning Lights Out with Linear Algebra", 1998).
        let state = State::default();
        let facts = facts(&state);
        assert_eq!((state.rows, state.cols), (5, 5));
        assert_eq!(facts.cells, 25);
        assert_eq!(facts.states, 2);
        assert_eq!(facts.rank, Some(23));
        assert_eq!(facts.nullity, Some(2));
        assert_eq!(facts.quiet_patterns.to_u64(), Some(4));
        assert_eq!(facts.solvable_fraction, "1/4");
    }

    #[test]
    fn resizing_recomputes_the_readout() {
        // 4 x 4 Lights Out has nullity 4; 3 x 3 is always solvable.
        let state = Rc::new(State::default()).reduce(Action::Resize { rows: 4, cols: 4 });
        assert_eq!(facts(&state).rank, Some(12));
        assert_eq!(facts(&state).solvable_fraction, "1/16");
        let state = state.reduce(Action::Resize { rows: 3, cols: 3 });
        assert_eq!(facts(&state).nullity, Some(0));
        assert_eq!(facts(&state).solvable_fraction, "1/1");
    }

    #[test]
    fn resizing_to_the_same_size_keeps_the_same_state() {
        let state = Rc::new(State::default());
        let same = state.clone().reduce(Action::Resize { rows: 5, cols: 5 });
        assert!(Rc::ptr_eq(&state, &same));
    }

    #[test]
    fn a_refused_size_says_what_is_allowed() {
        let state = Rc::new(State::default()).reduce(Action::Resize { rows: 0, cols: 5 });
        assert_eq!((state.rows, state.cols), (0, 5));
        let message = state.facts.as_ref().expect_err("0 rows is refused");
        assert!(message.contains("rows must be 1..="), "{message}");
    }
}
