//! The lit-only rule in play ("Lit cells only"): a press is allowed only on a cell whose state
//! is not 0, on any board or graph. Presses then stop commuting, so the start board's solution
//! says nothing about the order; Hint asks the engine's exact search instead
//! ([`lit_only::analyze`]), which walks backward from the goal over every board and answers
//! with a lit cell that begins a shortest lit-only way.
//!
//! The search runs in the reducer, on the page's thread, within [`LIT_ONLY_STEPS`] boards, so
//! a Hint can never freeze the tab; boards it does not finish, and those with more than 2^25
//! possible boards (25 cells for N = 2), get an honest "not known".

use super::{Mode, State, Verdict};
use crate::engine::lit_only::{self, LitOnly, Unknown, MAX_BOARDS};
use crate::engine::{Budget, Reduced};

/// Boards the search may take from its frontier for one Hint. Measured natively in release
/// at about 8 million a second on 5 x 5 Lights Out; random solvable 5 x 5 boards took up to
/// 8 million, so the slowest need more than the page allows and are reported as not known,
/// after at most about a quarter of a second (wasm runs at a fraction of native speed).
pub const LIT_ONLY_STEPS: u64 = 1 << 21;

impl State {
    /// Why a press on `cell` is refused, when the rule is on and the cell is unlit.
    pub(super) fn lit_only_refusal(&self, cell: usize) -> Option<String> {
        let unlit = self.game.board.0.get(cell) == Some(&0);
        (self.ui.lit_only && unlit).then(|| {
            "Lit cells only: this cell is unlit, so it cannot be pressed. Hint finds a lit \
             one that keeps the goal in reach."
                .to_string()
        })
    }

    /// Hint under the rule: marks a lit cell from which the goal can still be reached, or
    /// says why there is none, or that it is not known.
    pub(super) fn lit_only_hint(&mut self) {
        match self.lit_only_answer() {
            Ok(LitOnly::Reachable { hint, presses }) => {
                self.ui.hint = Some(hint);
                self.ui.cursor = self.derived.geometry.cell_sites[hint];
                self.ui.mode = Mode::Play;
                self.say(format!(
                    "Lit cells only: the goal is {presses} lit {} away; the marked cell is the \
                     first of them.",
                    if presses == 1 { "press" } else { "presses" }
                ));
            }
            Ok(LitOnly::Unknown(Unknown::Stopped)) => self.say(format!(
                "Lit cells only: not known. The exact search stopped after {LIT_ONLY_STEPS} \
                 boards, to keep the page responsive."
            )),
            Ok(answer) => self.say(format!("Lit cells only: {answer}.")),
            Err(message) => self.refuse(format!("Lit cells only: {message}.")),
        }
    }

    /// What the rule allows from the current board: decided without a search where the board
    /// is at the goal, the free game cannot solve it, or the search would be too large.
    fn lit_only_answer(&self) -> Result<LitOnly, String> {
        let puzzle = &self.derived.puzzle;
        let (cells, states) = (puzzle.cells(), puzzle.states());
        if self.at_goal() {
            return Ok(LitOnly::AtGoal);
        }
        if let Verdict::Unsolvable(_) = self.verdict {
            return Ok(LitOnly::Unreachable(
                lit_only::Unreachable::UnsolvableWithoutTheRule,
            ));
        }
        let boards = (states as u64).checked_pow(cells as u32);
        if boards.is_none_or(|boards| boards > MAX_BOARDS) {
            return Ok(LitOnly::Unknown(Unknown::TooManyBoards { cells, states }));
        }
        // At most 25 cells: factoring again costs microseconds.
        let reduced = Reduced::new(puzzle).map_err(|error| error.to_string())?;
        lit_only::analyze(
            &reduced,
            &self.game.board,
            &self.setup.goal,
            &mut Budget::steps(LIT_ONLY_STEPS),
        )
        .map_err(|error| error.to_string())
    }
}

#[cfg(test)]
mod tests {
    use std::rc::Rc;

    use yew::Reducible;

    use super::*;
    use crate::engine::Board;
    use crate::ui::analyst::Analyst;
    use crate::ui::setup::Setup;
    use crate::ui::state::Action;

    /// Dispatches and answers every request the state raises, as the page does.
    fn act(state: Rc<State>, action: Action) -> Rc<State> {
        let mut analyst = Analyst::default();
        let mut state = state.reduce(action);
        while !state.requests().is_empty() {
            for request in state.requests() {
                state = state.reduce(Action::Answer(analyst.handle(request)));
            }
        }
        state
    }

    fn message(state: &State) -> String {
        state
            .message
            .as_ref()
            .map(|m| m.text.clone())
            .unwrap_or_default()
    }

    /// `rows` x `cols` Lights Out starting from `board`, with the rule on.
    fn lit_only(rows: usize, cols: usize, board: &str) -> Rc<State> {
        let setup = Setup {
            rows,
            cols,
            ..Setup::default()
        };
        let mut state = State::blank(setup, 1).unwrap();
        state.start_from(Board::parse(board, rows * cols, 2).unwrap(), None);
        act(Rc::new(state), Action::SetLitOnly(true))
    }

    #[test]
    fn an_unlit_cell_is_refused_and_a_lit_one_pressed() {
        let state = lit_only(1, 3, "100");
        let state = act(state, Action::Activate(2));
        assert!(message(&state).contains("unlit"), "{}", message(&state));
        assert_eq!(state.game.position, 0);
        let state = act(state, Action::Activate(0));
        assert_eq!(state.game.board.to_string(), "010");
        // Off again, any cell may be pressed.
        let state = act(state, Action::SetLitOnly(false));
        let state = act(state, Action::Activate(2));
        assert_eq!(state.game.board.to_string(), "001");
    }

    #[test]
    fn hints_follow_a_shortest_lit_only_way_to_the_goal() {
        // 1 x 3 Lights Out from 110: pressing the lit cell 0 turns 110 into 000.
        let mut state = lit_only(1, 3, "110");
        state = act(state, Action::Hint);
        assert_eq!(state.ui.hint, Some(0));
        assert!(
            message(&state).contains("1 lit press away"),
            "{}",
            message(&state)
        );
        state = act(state, Action::Activate(0));
        assert!(state.solved());
        // From 2 x 2 all lit, every press is allowed at first; hints keep to lit cells.
        let mut state = lit_only(2, 2, "1111");
        for _ in 0..4 {
            if state.at_goal() {
                break;
            }
            state = act(state, Action::Hint);
            let cell = state.ui.hint.expect("reachable");
            assert_ne!(state.game.board.0[cell], 0, "the hint is lit");
            state = act(state, Action::Activate(cell));
            assert!(state.message.is_none(), "{}", message(&state));
        }
        assert!(state.solved());
    }

    #[test]
    fn unreachable_and_unknown_are_said_plainly() {
        // All dark with the goal all on: nothing may ever be pressed.
        let state = act(
            lit_only(1, 3, "000"),
            Action::SetGoal(crate::engine::Goal::On),
        );
        let state = act(state, Action::Hint);
        assert_eq!(state.ui.hint, None);
        assert!(
            message(&state).contains("no cell is lit"),
            "{}",
            message(&state)
        );
        // One light in the corner of 5 x 5 cannot be solved even pressing freely.
        let corner = format!("1{}", "0".repeat(24));
        let state = act(lit_only(5, 5, &corner), Action::Hint);
        assert!(
            message(&state).contains("even without"),
            "{}",
            message(&state)
        );
        // 6 x 6 has 2^36 boards: beyond the exact search.
        let setup = Setup {
            rows: 6,
            cols: 6,
            ..Setup::default()
        };
        let state = act(
            act(Rc::new(State::blank(setup, 1).unwrap()), Action::NewPuzzle),
            Action::SetLitOnly(true),
        );
        let state = act(state, Action::Hint);
        assert!(message(&state).contains("not known"), "{}", message(&state));
        assert_eq!(state.ui.hint, None);
    }

    #[test]
    fn solve_says_the_order_matters() {
        let state = act(lit_only(1, 3, "110"), Action::Solve);
        assert!(!state.ui.solution_shown);
        assert!(message(&state).contains("order"), "{}", message(&state));
    }
}
