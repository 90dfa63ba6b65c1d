//! What the Lights Out page says to a screen reader as it changes, one short sentence each
//! ([`crate::shared::said`]): the cell a hint marks, a quiet pattern marked, a puzzle dealt,
//! the engine's answers as they arrive (the puzzle worked out, the fewest presses proven or
//! the search refused, the lights a repair changes). The move counter says the moves, Solve's
//! marks and the end of the game itself (it is a live region too), and the message line says
//! notes and refusals.

use crate::play::components::readout::chance_text;
use crate::play::fewest::model::Search;
use crate::play::fewest::repair::fix_sentence;
use crate::play::state::{Precomputation, State, Verdict};
use crate::shared::wording::count;

impl State {
    /// "Hint: press row 2, column 3." (on a graph, "Hint: press vertex 4.").
    pub(crate) fn say_hint(&mut self, cell: usize) {
        let geometry = self.geometry();
        let name = geometry.site(geometry.cell_site(cell)).name();
        self.said.say(format!("Hint: press {name}."));
    }

    /// "Quiet pattern 1 of 2 marked: pressing every marked cell changes nothing."
    pub(crate) fn say_quiet(&mut self) {
        if let Precomputation::Ready(facts) = &self.precomputation {
            let sentence = format!(
                "Quiet pattern {} of {} marked: pressing every marked cell changes nothing.",
                self.ui.quiet + 1,
                facts.generators
            );
            self.said.say(sentence);
        }
    }

    /// What the engine worked out about a new setup: the chance that a board can be solved,
    /// the line "The maths" opens with.
    pub(crate) fn say_analysed(&mut self) {
        let sentence = match &self.precomputation {
            Precomputation::Ready(facts) => format!("Worked out: {}.", chance_text(&facts.kernel)),
            Precomputation::Failed(_) => {
                "This puzzle cannot be worked out; the board can still be played.".to_string()
            }
            Precomputation::Pending => return,
        };
        self.said.say(sentence);
    }

    /// A deal that arrived: what kind of board it is, and its fewest presses when the deal
    /// proved them.
    pub(crate) fn say_dealt(&mut self) {
        let sentence = match (&self.verdict, self.search()) {
            (Verdict::Solvable(solution), Some(Search::Proven)) => format!(
                "A new puzzle is ready: it takes {} at fewest.",
                count(
                    solution.iter().map(|&p| p as u64).sum::<u64>(),
                    "press",
                    "presses"
                )
            ),
            (Verdict::Solvable(_), _) => "A new puzzle is ready.".to_string(),
            (Verdict::Unsolvable(_), _) => {
                "A new board is ready; it cannot be solved as it is.".to_string()
            }
            _ => "A new board is ready.".to_string(),
        };
        self.said.say(sentence);
    }

    /// The fewest-press search of the start board ended: proven, or refused.
    pub(crate) fn say_searched(&mut self) {
        let sentence = match (self.search(), self.fewest_count()) {
            (Some(Search::Proven), Some(fewest)) => {
                format!("Fewest presses for this board: {}, proven.", fewest.presses)
            }
            (Some(Search::Failed(_)), _) => {
                "The search for fewer presses could not run on this board; The maths says why."
                    .to_string()
            }
            _ => return,
        };
        self.said.say(sentence);
    }

    /// The lights a repair changes, named cell by cell, as the note above the board says them.
    pub(crate) fn say_repaired(&mut self) {
        let sentence = match self.fix() {
            Some(Ok(fix)) if !fix.changes.is_empty() => {
                fix_sentence(fix, self.geometry(), &self.game.board.0, self.states())
            }
            Some(Err(_)) => {
                "This board cannot be solved, and no lights to change were found.".to_string()
            }
            _ => return,
        };
        self.said.say(sentence);
    }
}
