//! How you did: a solved game's presses against the start board's fewest, the hints taken
//! and the time, in one sentence ("Solved in 11 presses; fewest possible 9; 1 hint; 2:13"),
//! and the result a player copies to tell others without giving the puzzle away.
//!
//! Exact fewest counts are what Lights Lab has that other Lights Out games lack, so the
//! result rates every solve against the true minimum. The copied text names the puzzle and
//! never a cell nor the share code: Copy link is the way to hand over the puzzle itself.

use crate::play::fewest::model::FewestCount;
use crate::play::state::State;
use crate::shared::wording::count;

/// A solved game, as its result says it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Outcome {
    pub presses: u64,
    /// The start board's fewest presses, when known (none under the lit-only rule, where the
    /// free game's fewest is no fair par).
    pub fewest: Option<FewestCount>,
    pub hints: u32,
    /// Milliseconds from the first press to the goal, once both are known.
    pub millis: Option<u64>,
}

impl Outcome {
    /// "Solved in 11 presses; fewest possible 9; 1 hint; 2:13".
    pub fn sentence(&self) -> String {
        let mut parts = vec![format!(
            "Solved in {}",
            count(self.presses, "press", "presses")
        )];
        match self.fewest {
            Some(fewest) if fewest.proven => {
                parts.push(format!("fewest possible {}", fewest.presses))
            }
            Some(fewest) => parts.push(format!("fewest found {}, not proven", fewest.presses)),
            None => {}
        }
        parts.push(match self.hints {
            0 => "no hints".to_string(),
            hints => count(hints, "hint", "hints"),
        });
        parts.extend(self.millis.map(duration));
        parts.join("; ")
    }

    /// The text Copy result puts on the clipboard: the puzzle's name, then the sentence.
    /// Nothing in it says where to press.
    pub fn shared(&self, name: &str) -> String {
        format!("Lights Lab: {name}\n{}.", self.sentence())
    }
}

/// A time as a clock shows it: "0:07", "2:13", "1:02:13".
pub fn duration(millis: u64) -> String {
    let seconds = millis / 1000;
    let (hours, minutes, seconds) = (seconds / 3600, seconds / 60 % 60, seconds % 60);
    match hours {
        0 => format!("{minutes}:{seconds:02}"),
        _ => format!("{hours}:{minutes:02}:{seconds:02}"),
    }
}

impl State {
    /// How the player did, once the game is solved.
    pub fn outcome(&self) -> Option<Outcome> {
        if !self.solved() {
            return None;
        }
        let game = &self.game;
        Some(Outcome {
            presses: game.position as u64,
            fewest: self.par(),
            hints: game.hints,
            millis: game
                .started
                .zip(game.finished)
                .map(|(start, end)| end.saturating_sub(start)),
        })
    }

    /// The fewest presses a solve is measured by: a level's own (under the lit-only rule, the
    /// fewest lit presses, which the free game's search does not know), else the start
    /// board's, none under the lit-only rule.
    fn par(&self) -> Option<FewestCount> {
        match self.level() {
            Some(level) => Some(FewestCount {
                presses: level.fewest,
                proven: true,
                lower_bound: level.fewest,
            }),
            None => self.fewest_count().filter(|_| !self.ui.lit_only),
        }
    }

    /// Whether the game waits for the clock: a first press with no start time, a solve with
    /// no finish time, or a finish time on a game played on past it.
    pub fn wants_clock(&self) -> bool {
        let game = &self.game;
        let solved = self.solved();
        (game.position > 0 && game.started.is_none()) || solved != game.finished.is_some()
    }

    /// Stamps the time `now` (milliseconds since the epoch) where [`State::wants_clock`] asks.
    pub(crate) fn clock(&mut self, now: u64) {
        if !self.wants_clock() {
            return;
        }
        let solved = self.solved();
        let game = std::rc::Rc::make_mut(&mut self.game);
        if game.position > 0 && game.started.is_none() {
            game.started = Some(now);
        }
        game.finished = solved.then_some(now);
    }

    /// Counts a Hint or Solve's marks, when either gave the player something.
    pub(crate) fn count_help(&mut self, given: bool) {
        if given {
            std::rc::Rc::make_mut(&mut self.game).hints += 1;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::play::reducer::Action;
    use crate::play::tests::harness::Harness;
    use crate::puzzle::setup::Setup;
    use lights_lab_engine::Board;

    fn outcome(presses: u64, fewest: Option<(u64, bool)>, hints: u32, millis: u64) -> Outcome {
        Outcome {
            presses,
            fewest: fewest.map(|(presses, proven)| FewestCount {
                presses,
                proven,
                lower_bound: presses,
            }),
            hints,
            millis: Some(millis),
        }
    }

    #[test]
    fn the_result_says_presses_fewest_hints_and_time_as_a_player_reads_them() {
        assert_eq!(
            outcome(11, Some((9, true)), 1, 133_400).sentence(),
            "Solved in 11 presses; fewest possible 9; 1 hint; 2:13"
        );
        assert_eq!(
            outcome(1, Some((1, false)), 0, 7_999).sentence(),
            "Solved in 1 press; fewest found 1, not proven; no hints; 0:07"
        );
        assert_eq!(
            outcome(30, None, 3, 3_733_000).sentence(),
            "Solved in 30 presses; 3 hints; 1:02:13"
        );
        assert_eq!(
            outcome(9, Some((9, true)), 0, 61_000).shared("Daily puzzle, 1 December 2026"),
            "Lights Lab: Daily puzzle, 1 December 2026\n\
             Solved in 9 presses; fewest possible 9; no hints; 1:01."
        );
    }

    #[test]
    fn hints_and_solve_count_and_the_clock_times_the_solve() {
        // 3 x 3 from the centre's plus: one press (the centre) solves it.
        let setup = Setup {
            rows: 3,
            cols: 3,
            ..Setup::default()
        };
        let start = Board::parse("010111010", 9, 2).unwrap();
        let mut play = Harness::playing(setup, start);
        play.act(Action::Hint);
        play.act(Action::Hint);
        assert_eq!(play.state.game.hints, 2, "every Hint counts");
        play.act(Action::Activate(play.site(0)));
        assert!(play.state.wants_clock());
        play.act(Action::Clock(1_000));
        assert_eq!(play.state.game.started, Some(1_000));
        play.act(Action::Undo);
        play.act(Action::Solve);
        assert_eq!(play.state.game.hints, 3, "Solve's marks count as help");
        play.act(Action::Solve);
        assert_eq!(play.state.game.hints, 3, "hiding the marks is no help");
        let centre = play.site(4);
        play.act(Action::Activate(centre));
        assert!(play.state.solved());
        play.act(Action::Clock(134_400));
        let outcome = play.state.outcome().expect("solved");
        assert_eq!((outcome.presses, outcome.hints), (1, 3));
        assert_eq!(outcome.millis, Some(133_400));
        assert!(!play.state.wants_clock());
        // Playing on past the goal takes the finish back.
        play.act(Action::Activate(centre));
        assert!(play.state.wants_clock());
        play.act(Action::Clock(140_000));
        assert_eq!(play.state.game.finished, None);
        // At the goal, Hint gives nothing and counts nothing.
        play.act(Action::Activate(centre));
        play.act(Action::Hint);
        assert_eq!(play.state.game.hints, 3);
    }
}
