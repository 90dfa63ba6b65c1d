//! The lit-only rule in play ("Lit cells only"): a press is allowed only on a cell whose state
//! is not 0, on any board or graph. Presses then stop commuting, so the start board's solution
//! says nothing about the order; Hint asks the engine's exact search instead
//! ([`lights_lab_engine::lit_only`]), which walks backward from the goal over every board and
//! answers with a lit cell that begins a shortest lit-only way.
//!
//! The search covers puzzles of at most 2^25 boards (25 cells for N = 2), and may take a few
//! seconds the first time, so it runs in the analyst a slice at a time, like the fewest-press
//! search: the state keeps the Hint it is waiting for ([`LitOnlyHint`]) with the job and board
//! it is for, asks for slice after slice ([`State::requests`]), shows how far the search has
//! got, and drops answers for any other board. A press, Undo, a new setup or goal, turning the
//! rule off or Cancel supersede it. The analyst keeps the search, so later Hints on the same
//! puzzle and goal come at once. Larger puzzles get an honest "not known" at once.

use crate::analyst::Refusal;
use crate::analyst::{LitOnlyReport, Request};
use crate::play::state::{LitOnlyHint, Mode, Precomputation, State, Verdict};
use crate::shared::wording::count;
use lights_lab_engine::lit_only::{self, LitOnly, Unknown};

impl State {
    /// Why a press on `cell` is refused, when the rule is on and the cell is unlit.
    pub(crate) fn lit_only_refusal(&self, cell: usize) -> Option<String> {
        let unlit = self.game.board.0.get(cell) == Some(&0);
        (self.ui.lit_only && unlit).then(|| {
            // One line at 1280 x 800, as the page leaves room for above the board.
            "Only lit cells can be pressed. Hint finds one that keeps the goal in reach."
                .to_string()
        })
    }

    /// The Hint under the rule that waits for the search, if it is for the current job and
    /// board and the rule is still on.
    pub fn lit_only_hint(&self) -> Option<&LitOnlyHint> {
        self.lit_only_hint.as_ref().filter(|hint| {
            self.ui.lit_only && hint.job == self.job && hint.board == self.game.board.0
        })
    }

    /// Hint under the rule: answers at once where no search is needed, else waits for the
    /// search (and keeps waiting when it already does).
    pub(crate) fn hint_under_the_rule(&mut self) {
        if let Precomputation::Failed(message) = &self.precomputation {
            let message = message.clone();
            return self.refuse(format!("Lit cells only: {message}."));
        }
        if let Some(answer) = self.lit_only_at_once() {
            return self.say(format!("Lit cells only: {answer}."));
        }
        if self.lit_only_hint().is_none() {
            self.lit_only_hint = Some(LitOnlyHint {
                job: self.job,
                board: self.game.board.0.clone(),
                slice: 0,
                done: 0.0,
            });
        }
    }

    /// What the rule allows from the current board when the state itself can tell (never a
    /// hint): at the goal, unsolvable even without the rule, or too many boards for the
    /// search.
    pub(crate) fn lit_only_at_once(&self) -> Option<LitOnly> {
        let puzzle = &self.derived.puzzle;
        let (cells, states) = (puzzle.cells(), puzzle.states());
        if self.at_goal() {
            return Some(LitOnly::AtGoal);
        }
        if let Verdict::Unsolvable(_) = self.verdict {
            return Some(LitOnly::Unreachable(
                lit_only::Unreachable::UnsolvableWithoutTheRule,
            ));
        }
        lit_only::board_count(cells, states)
            .is_none()
            .then_some(LitOnly::Unknown(Unknown::TooManyBoards { cells, states }))
    }

    /// The next slice of the search, while a Hint waits for it.
    pub(crate) fn lit_only_request(&self) -> Option<Request> {
        if !matches!(self.precomputation, Precomputation::Ready(_)) || self.deal.is_some() {
            return None;
        }
        let hint = self.lit_only_hint()?;
        Some(Request::LitOnly {
            job: hint.job,
            slice: hint.slice,
            board: hint.board.clone(),
            goal: self.setup.goal.clone(),
        })
    }

    /// A slice's answer; false for one to a Hint that is no longer waited for.
    pub(crate) fn lit_only_answered(
        &mut self,
        job: u64,
        slice: u32,
        board: Vec<u8>,
        result: Result<LitOnlyReport, Refusal>,
    ) -> bool {
        let Some(hint) = self.lit_only_hint() else {
            return false;
        };
        if (hint.job, hint.slice, &hint.board) != (job, slice, &board) {
            return false;
        }
        match result {
            Ok(LitOnlyReport::Searching { done }) => {
                self.lit_only_hint = Some(LitOnlyHint {
                    slice: slice + 1,
                    done,
                    ..hint.clone()
                });
            }
            Ok(LitOnlyReport::Hint { cell, presses }) => {
                self.lit_only_hint = None;
                self.mark_lit_only_hint(cell, presses);
            }
            Ok(LitOnlyReport::NoHint(text)) => {
                self.lit_only_hint = None;
                self.say(format!("Lit cells only: {text}."));
            }
            Err(message) => {
                self.lit_only_hint = None;
                self.refuse(format!("Lit cells only: {message}."));
            }
        }
        true
    }

    /// Stops waiting for the Hint. The analyst keeps what the search found, so Hint takes it
    /// up where it stopped.
    pub(crate) fn cancel_lit_only_hint(&mut self) {
        if let Some(done) = self.lit_only_hint().map(|hint| hint.done) {
            self.lit_only_hint = None;
            self.say(format!(
                "Lit cells only: search stopped with {:.0} % of boards settled. Hint takes it \
                 up where it stopped.",
                done * 100.0
            ));
        }
    }

    /// Marks `cell`, the first of `presses` lit presses to the goal.
    pub(crate) fn mark_lit_only_hint(&mut self, cell: usize, presses: usize) {
        self.ui.hint = Some(cell);
        self.ui.cursor = self.derived.geometry.cell_site(cell);
        self.ui.mode = Mode::Play;
        self.say_hint(cell);
        self.say(format!(
            "Lit cells only: the goal is {} away; the marked cell is the first of them.",
            count(presses as u64, "lit press", "lit presses")
        ));
    }
}

#[cfg(test)]
mod tests {
    use std::rc::Rc;

    use super::*;
    use crate::analyst::Response;
    use crate::play::reducer::{Action, Event};
    use crate::play::tests::harness::Harness;
    use crate::puzzle::setup::Setup;
    use lights_lab_engine::{Board, Goal};

    /// `setup` starting from `board`, with the rule on.
    fn lit_only(setup: Setup, board: &str) -> Harness {
        let cells = setup.cells();
        let mut play = Harness::playing(setup, Board::parse(board, cells, 2).unwrap());
        play.act(Action::SetLitOnly(true));
        play
    }

    /// `rows` x `cols` Lights Out starting from `board`, with the rule on.
    fn square(rows: usize, cols: usize, board: &str) -> Harness {
        let setup = Setup {
            rows,
            cols,
            ..Setup::default()
        };
        lit_only(setup, board)
    }

    /// Lit-only slices answered so far.
    fn slices(play: &Harness) -> usize {
        (play.answered.iter())
            .filter(|request| matches!(request, Request::LitOnly { .. }))
            .count()
    }

    /// Whether the state asks for a lit-only slice.
    fn searching(play: &Harness) -> bool {
        let asks = (play.state.requests().iter())
            .any(|request| matches!(request, Request::LitOnly { .. }));
        assert_eq!(asks, play.state.lit_only_hint().is_some());
        asks
    }

    #[test]
    fn an_unlit_cell_is_refused_and_a_lit_one_pressed() {
        let mut play = square(1, 3, "100");
        play.act(Action::Activate(2));
        assert!(
            play.message().starts_with("Only lit cells can be pressed."),
            "{}",
            play.message()
        );
        assert_eq!(play.state.game.position, 0);
        play.act(Action::Activate(0));
        assert_eq!(play.state.game.board.to_string(), "010");
        // Off again, any cell may be pressed.
        play.act(Action::SetLitOnly(false));
        play.act(Action::Activate(2));
        assert_eq!(play.state.game.board.to_string(), "001");
    }

    #[test]
    fn hints_follow_a_shortest_lit_only_way_to_the_goal() {
        // 1 x 3 Lights Out from 110: pressing the lit cell 0 turns 110 into 000.
        let mut play = square(1, 3, "110");
        play.act(Action::Hint);
        assert_eq!(play.state.ui.hint, Some(0));
        assert!(
            play.message().contains("1 lit press away"),
            "{}",
            play.message()
        );
        play.act(Action::Activate(0));
        assert!(play.state.solved());
        // From 2 x 2 all lit, every press is allowed at first; hints keep to lit cells.
        let mut play = square(2, 2, "1111");
        for _ in 0..4 {
            if play.state.at_goal() {
                break;
            }
            play.act(Action::Hint);
            let cell = play.state.ui.hint.expect("reachable");
            assert_ne!(play.state.game.board.0[cell], 0, "the hint is lit");
            play.act(Action::Activate(cell));
            assert!(play.state.message.is_none(), "{}", play.message());
        }
        assert!(play.state.solved());
    }

    #[test]
    fn a_5x5_hint_comes_after_slices_and_later_hints_at_once() {
        // Every light on: solvable, and far enough from all off that the search takes many
        // slices (natively a slice is 2^16 boards).
        let mut play = square(5, 5, &"1".repeat(25));
        play.raw(Action::Hint);
        assert!(searching(&play));
        assert_eq!(play.state.ui.hint, None);
        play.answer_once();
        let done = play.state.lit_only_hint().expect("still searching").done;
        assert!(
            done > 0.75,
            "the unsolvable three quarters are settled: {done}"
        );
        play.act(Action::Dismiss);
        assert!(slices(&play) > 2, "{} slices", slices(&play));
        let first = play
            .state
            .ui
            .hint
            .expect("all on can be put out under the rule");
        assert_eq!(play.state.game.board.0[first], 1);
        // The search met this board, so it met every nearer one: each later hint is one slice.
        while !play.state.at_goal() {
            let cell = play.state.ui.hint.expect("a hint");
            play.act(Action::Activate(cell));
            let before = slices(&play);
            play.act(Action::Hint);
            assert!(slices(&play) <= before + 1);
        }
        assert!(play.state.solved());
    }

    #[test]
    fn a_press_undo_rule_off_or_cancel_supersedes_the_search() {
        let mut play = square(5, 5, &"1".repeat(25));
        play.raw(Action::Hint);
        play.answer_once();
        assert!(searching(&play));
        let late = play.state.requests();
        // A press while searching: the Hint was for the board before it.
        play.raw(Action::Activate(12));
        assert!(!searching(&play));
        let before = play.state.clone();
        for request in late {
            let response = play.analyst.handle(request);
            assert!(matches!(response, Response::LitOnly { .. }));
            play.raw(Event::Engine(response));
        }
        assert!(
            Rc::ptr_eq(&before, &play.state),
            "the late answer is dropped"
        );
        // Undo back to the board: the Hint stays superseded.
        play.act(Action::Undo);
        assert!(!searching(&play));
        // Turning the rule off supersedes it too.
        play.raw(Action::Hint);
        assert!(searching(&play));
        play.raw(Action::SetLitOnly(false));
        assert!(!searching(&play));
        // Cancel says how far it got; Hint takes the search up where it stopped.
        play.raw(Action::SetLitOnly(true));
        play.raw(Action::Hint);
        play.answer_once();
        play.raw(Action::CancelLitOnlyHint);
        assert!(!searching(&play));
        assert!(
            play.message().contains("% of boards settled"),
            "{}",
            play.message()
        );
        play.act(Action::Hint);
        assert!(play.state.ui.hint.is_some(), "{}", play.message());
    }

    #[test]
    fn unreachable_and_unknown_are_said_plainly() {
        // All dark with the goal all on: nothing may ever be pressed.
        let all_on = Setup {
            rows: 1,
            cols: 3,
            goal: Goal::On,
            ..Setup::default()
        };
        let mut play = lit_only(all_on.clone(), "000");
        play.act(Action::Hint);
        assert_eq!(play.state.ui.hint, None);
        assert!(
            play.message().contains("no cell is lit"),
            "{}",
            play.message()
        );
        // Lit cells, but a Lights Out press darkens its own cell, so the last press never
        // leaves every light on: the search meets no board but the goal.
        let mut play = lit_only(all_on, "010");
        play.act(Action::Hint);
        assert!(
            play.message().contains("no sequence of lit presses"),
            "{}",
            play.message()
        );
        // One light in the corner of 5 x 5 cannot be solved even pressing freely.
        let corner = format!("1{}", "0".repeat(24));
        let mut play = square(5, 5, &corner);
        play.act(Action::Hint);
        assert!(
            play.message().contains("even without"),
            "{}",
            play.message()
        );
        // 6 x 6 has 2^36 boards: beyond the exact search, said at once.
        let mut play = square(6, 6, &"1".repeat(36));
        play.raw(Action::Hint);
        assert!(!searching(&play));
        assert!(play.message().contains("not known"), "{}", play.message());
        assert_eq!(play.state.ui.hint, None);
    }

    #[test]
    fn solve_says_the_order_matters() {
        let mut play = square(1, 3, "110");
        play.act(Action::Solve);
        assert!(!play.state.ui.solution_shown);
        assert!(play.message().contains("order"), "{}", play.message());
    }
}
