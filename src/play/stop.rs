//! Stop: the player ends the engine's work on the puzzle (the root terminates the worker, see
//! [`crate::platform::bridge::Bridge::stop`]), and the game goes on without it.
//!
//! What the worker held is gone with it, so the setup counts as not analysed: the board can
//! still be pressed, undone and reset, and Hint and Solve say why they cannot help. New
//! puzzle (or any setup change) works the puzzle out again.

use crate::analyst::Refusal;
use crate::play::state::{Precomputation, State, Verdict};

impl State {
    /// Gives up on every answer the engine owes: late ones carry an old job and are dropped.
    pub(crate) fn stop_work(&mut self) {
        // A deal stopped before it came leaves the placeholder board, at the goal already.
        let nothing_to_play = self.game.position == 0 && self.at_goal();
        self.job = self.fresh_id();
        self.precomputation = Precomputation::Failed(Refusal::Stopped);
        self.verdict = Verdict::Unavailable(Refusal::Stopped);
        self.deal = None;
        self.cancel_search();
        self.drop_hint();
        self.ui.solution_shown = false;
        self.say(if nothing_to_play {
            "Stopped before a puzzle was dealt, so there is nothing to play yet: New puzzle \
             works the board out again and deals one, or Paint board (under Mode) sets the lights by hand."
        } else {
            "Stopped. The board can still be played; New puzzle works it out again."
        });
    }

    /// Before a deal after a Stop, or after the worker failed at it: the engine works the
    /// setup out again first.
    pub(crate) fn restart_lost_work(&mut self) {
        if matches!(
            self.precomputation,
            Precomputation::Failed(Refusal::Stopped | Refusal::WorkerFailed)
        ) {
            self.job = self.fresh_id();
            self.precomputation = Precomputation::Pending;
            self.verdict = Verdict::Pending;
        }
    }
}

#[cfg(test)]
mod tests {
    use crate::analyst::{Refusal, Request, Response};
    use crate::play::reducer::{Action, Event};
    use crate::play::setup_edit::SetupEdit;
    use crate::play::state::{Precomputation, State};
    use crate::play::tests::harness::Harness;
    use crate::puzzle::setup::Setup;

    #[test]
    fn a_stopped_analysis_leaves_a_playable_board_and_new_puzzle_works_it_out_again() {
        let mut harness = Harness::of(State::new(3));
        harness.raw(Action::Edit(SetupEdit::Rows(6)));
        let asked = harness.state.requests();
        assert!(matches!(asked[0], Request::Analyse { .. }));
        harness.raw(Action::Stop);
        assert!(
            harness.state.requests().is_empty(),
            "nothing is asked after Stop"
        );
        assert!(harness.message().contains("Stopped"));
        // The engine's late answer to the stopped job is dropped.
        let late = harness.analyst.handle(asked[0].clone());
        assert!(matches!(late, Response::Analysed { .. }));
        harness.raw(Event::Engine(late));
        assert!(matches!(
            harness.state.precomputation,
            Precomputation::Failed(_)
        ));
        // Pressing still works; Hint says why it cannot help.
        let site = harness.site(7);
        harness.raw(Action::Activate(site));
        assert_eq!(harness.state.game.position, 1);
        harness.raw(Action::Hint);
        assert!(
            harness.message().contains("stopped"),
            "{}",
            harness.message()
        );
        // New puzzle analyses again and deals.
        harness.act(Action::NewPuzzle);
        assert!(matches!(
            harness.state.precomputation,
            Precomputation::Ready(_)
        ));
        assert!(harness.state.deal.is_none() && harness.state.remaining().is_some());
        assert_eq!(
            harness.state.setup,
            Setup {
                rows: 6,
                ..Setup::default()
            }
        );
    }

    #[test]
    fn a_deal_stopped_before_it_came_says_there_is_nothing_to_play_yet() {
        let mut harness = Harness::of(State::first_visit(3));
        harness.raw(Action::Stop);
        assert!(harness.state.at_goal());
        assert!(
            harness.message().contains("nothing to play yet"),
            "{}",
            harness.message()
        );
    }

    #[test]
    fn a_worker_that_failed_at_the_analysis_leaves_a_playable_board_and_new_puzzle_asks_again() {
        let mut harness = Harness::of(State::new(3));
        harness.raw(Action::Edit(SetupEdit::Rows(6)));
        let asked = harness.state.requests();
        // What the bridge answers for the worker that failed while it worked on the setup.
        let failed = asked[0].refused(Refusal::WorkerFailed).expect("an answer");
        harness.raw(Event::Engine(failed));
        assert_eq!(
            harness.state.precomputation,
            Precomputation::Failed(Refusal::WorkerFailed)
        );
        let site = harness.site(7);
        harness.raw(Action::Activate(site));
        assert_eq!(harness.state.game.position, 1);
        harness.act(Action::NewPuzzle);
        assert!(matches!(
            harness.state.precomputation,
            Precomputation::Ready(_)
        ));
        assert!(harness.state.deal.is_none() && harness.state.remaining().is_some());
    }
}
