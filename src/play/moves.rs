//! What the player's moves do: a press (or, in the other modes, painting and shaping), Hint,
//! Solve, the mode and the quiet pattern shown, and the engine's answers that the page waits
//! for.

use std::rc::Rc;

use crate::analyst::Response;
use crate::play::state::{Mode, Precomputation, State, Verdict};
use crate::puzzle::setup::Lattice;
use lights_lab_engine::Board;

impl State {
    pub(crate) fn activate(&mut self, site: usize) {
        let Some(found) = self.derived.geometry.get(site) else {
            return;
        };
        let cell = found.cell;
        self.ui.cursor = site;
        match (self.ui.mode, cell) {
            // A graph is edited by its own actions; a click only selects the vertex.
            (Mode::Shape, _) if self.setup.lattice == Lattice::Graph => {}
            (Mode::Shape, _) => self.toggle_site(site),
            (Mode::Paint, Some(cell)) => {
                let mut start = self.game.start.clone();
                start.0[cell] = (start.0[cell] + 1) % self.states();
                self.start_from(start, None);
            }
            (Mode::Play | Mode::Quiet, Some(cell)) => {
                if let Some(refusal) = self.lit_only_refusal(cell) {
                    return self.refuse(refusal);
                }
                // Playable at once: a press while a deal is on its way (a large board's, after
                // a setup change) keeps the board being played, and the deal is called off.
                self.deal = None;
                let derived = self.derived.clone();
                let states = self.states();
                Rc::make_mut(&mut self.game).press(&derived.reach, states, cell);
                self.drop_hint();
            }
            (_, None) => {}
        }
    }

    /// Why Hint and Solve cannot mark anything, if they cannot.
    pub(crate) fn no_solution(&self) -> Option<String> {
        match &self.verdict {
            Verdict::Solvable(_) if self.at_goal() => {
                Some("The board is already at the goal.".into())
            }
            Verdict::Solvable(_) => None,
            Verdict::Pending => Some("Still working out a solution; try again in a moment.".into()),
            // In the words of the repair note on show: its button and the cells' dashed
            // outlines. Not where the button is: above the board on a wide screen, under it on
            // a phone.
            Verdict::Unsolvable(_) => Some(match self.fix() {
                Some(Ok(fix)) if fix.changes.len() == 1 => "This board cannot reach the goal, \
                    whatever is pressed: change the light with a dashed outline (the Change it \
                    button does), or try New puzzle."
                    .into(),
                Some(Ok(fix)) if !fix.changes.is_empty() => format!(
                    "This board cannot reach the goal, whatever is pressed: change the {} lights \
                     with a dashed outline (the Change them button does), or try New puzzle.",
                    fix.changes.len()
                ),
                _ => "This board cannot reach the goal, whatever is pressed: try New puzzle, or \
                      paint a board that can."
                    .into(),
            }),
            Verdict::Unavailable(message) => Some(format!("No solution is available: {}", message)),
        }
    }

    pub(crate) fn hint(&mut self) {
        if self.ui.lit_only {
            return self.hint_under_the_rule();
        }
        if let Some(reason) = self.no_solution() {
            return self.say(reason);
        }
        let remaining = self.remaining().expect("a solution exists");
        if let Some(cell) = remaining.iter().position(|&count| count != 0) {
            self.ui.hint = Some(cell);
            self.ui.cursor = self.derived.geometry.cell_site(cell);
            if self.ui.mode != Mode::Play {
                self.ui.mode = Mode::Play;
            }
            self.say_hint(cell);
        }
    }

    pub(crate) fn solve(&mut self) {
        if self.ui.solution_shown {
            self.ui.solution_shown = false;
            return;
        }
        if self.ui.lit_only {
            return self.say(
                "Lit cells only: the order of presses matters, and Solve's marks have none. \
                 Hint gives the next lit cell to press.",
            );
        }
        if let Some(reason) = self.no_solution() {
            return self.say(reason);
        }
        self.ui.solution_shown = true;
        self.ui.mode = Mode::Play;
        self.end_preview();
    }

    pub(crate) fn set_mode(&mut self, mode: Mode) {
        if mode == Mode::Quiet {
            return self.show_quiet(self.ui.quiet);
        }
        self.ui.mode = mode;
        self.drop_hint();
        let on_cell = self.derived.geometry.cell_at(self.ui.cursor).is_some();
        if mode != Mode::Shape && !on_cell {
            self.ui.cursor = self.derived.geometry.first_cell_site();
        }
    }

    pub(crate) fn show_quiet(&mut self, index: usize) {
        match &self.precomputation {
            Precomputation::Ready(facts) if !facts.quiet_patterns.is_empty() => {
                self.ui.quiet = index.min(facts.quiet_patterns.len() - 1);
                self.ui.mode = Mode::Quiet;
                self.drop_hint();
                self.say_quiet();
            }
            Precomputation::Ready(_) => {
                self.say("No quiet patterns: only pressing nothing changes nothing here.")
            }
            _ => self.say("The quiet patterns are still being worked out."),
        }
    }

    pub(crate) fn take_answer(&mut self, response: Response) -> bool {
        match response {
            Response::Pong => false,
            Response::Analysed { job, result } if job == self.job => {
                match result {
                    Ok(facts) => self.precomputation = Precomputation::Ready(Rc::new(facts)),
                    Err(message) => {
                        self.precomputation = Precomputation::Failed(message.clone());
                        self.verdict = Verdict::Unavailable(message.clone());
                        if self.deal.take().is_some() {
                            self.refuse(format!("No puzzle can be dealt: {}", message));
                        }
                    }
                }
                self.say_analysed();
                true
            }
            Response::Solved {
                job,
                board_id,
                answer,
            } if job == self.job && board_id == self.board_id => {
                self.verdict = answer.into();
                true
            }
            Response::Dealt { job, deal, result }
                if job == self.job && self.deal.is_some_and(|order| order.id == deal) =>
            {
                let order = self.deal.take().expect("checked above");
                match result {
                    Ok(dealt) => {
                        let before = self.clone();
                        let seed = order.kind.named_by_seed().then_some(dealt.seed);
                        self.start_from(Board(dealt.board), seed);
                        self.verdict = dealt.answer.into();
                        if dealt.minimal {
                            self.proven_fewest();
                        }
                        if matches!(self.ui.mode, Mode::Shape | Mode::Paint) {
                            self.ui.mode = Mode::Play;
                        }
                        self.remember_deal(&before);
                        self.say_dealt();
                        if dealt.all_solved {
                            self.say(
                                "Every board this puzzle can deal is already at the goal: no press changes anything.",
                            );
                        }
                    }
                    Err(message) => self.refuse(format!("No puzzle can be dealt: {}", message)),
                }
                true
            }
            Response::LitOnly {
                job,
                slice,
                board,
                result,
            } => self.lit_only_answered(job, slice, board, result),
            // The fewest-press answers, and any answer to a question that was superseded
            // while in flight.
            response => self.fewest_answer(response),
        }
    }
}
