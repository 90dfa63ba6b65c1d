//! Why the analyst could not answer a request. It crosses the worker as an enum, so the
//! page can tell a superseded question from a refused setup without reading text, and it is
//! put into words in one place: its `Display`, a clause that the page sets in a sentence
//! ("No puzzle can be dealt: ...").

use std::fmt;

use crate::puzzle::setup::{Lattice, Setup};
use crate::shared::wording::{count, thousands};
use lights_lab_engine::{Difficulty, EngineError, ErrorKind, Reduced, WalkSize};

/// The searches that walk through every solution of a board, sized before they start.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SearchFor {
    /// The fewest presses for one board.
    Fewest,
    /// The largest fewest-press count of the setup (and with it the deals by difficulty).
    Largest,
}

/// Why a request has no answer.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Refusal {
    /// The engine refused the setup or the board, in its own words (what was wrong and what
    /// is allowed).
    Engine(String),
    /// The question was about a puzzle that a newer one has replaced.
    Superseded { job: u64 },
    /// The largest fewest-press count was not settled in the time allowed, and the range it
    /// was left in defines no band of this difficulty.
    UnsettledBand {
        difficulty: Difficulty,
        lower: u64,
        upper: u64,
    },
    /// No board of this difficulty turned up in the time allowed.
    RareBand { difficulty: Difficulty },
    /// A fewest-press search for a board that no presses take to the goal.
    CannotReachGoal,
    /// Sorting the solutions by press count would take more than the page allows: the
    /// number of cells in all of them together is above `max_work`.
    TooManyToSort { max_work: u64 },
    /// The player pressed Stop while the engine worked on it.
    Stopped,
    /// The Web Worker failed while it worked on it (a fault, not the player's doing); a new
    /// worker takes the next question.
    WorkerFailed,
    /// The search would first lay out more quiet-pattern presses than the time it is allowed
    /// covers (the engine's [`WalkSize`] rule, which the command line applies too), so it is
    /// not started: it could not be stopped while it lays them out.
    TooLargeToSearch {
        search: SearchFor,
        size: WalkSize,
        allowed: u64,
    },
    /// The setup is past what the engine factors with its pattern, surface and states (too
    /// many move-matrix entries, or too many unknowns left after light chasing), though its
    /// sides are in the page's range; `largest` is the largest square board that is taken.
    TooLargeForRule {
        rows: usize,
        cols: usize,
        largest: Option<usize>,
    },
}

impl Refusal {
    /// Why the engine did not factor `setup`: for a square board it refused as too large,
    /// the largest square board its pattern, surface and states are taken on (the engine's
    /// count without the move matrix, as the size fields state it); else the engine's words.
    pub fn analysing(setup: &Setup, error: EngineError) -> Self {
        let too_large = matches!(error.kind(), ErrorKind::TooLarge { .. });
        if setup.lattice != Lattice::Square || !too_large {
            return error.into();
        }
        let (rows, cols) = (setup.rows, setup.cols);
        let square = |side: usize| {
            Setup {
                rows: side,
                cols: side,
                mask: None,
                ..setup.clone()
            }
            .puzzle()
        };
        let side = rows.max(cols);
        // Holes can leave light chasing more unknowns than the whole square would: when the
        // square without them is taken, the holes are why, and the engine's words say so.
        if setup.mask.is_some() && square(side).is_ok_and(|puzzle| Reduced::fits_at_once(&puzzle)) {
            return error.into();
        }
        let largest = Reduced::largest_side_at_once(side - 1, square);
        Refusal::TooLargeForRule {
            rows,
            cols,
            largest,
        }
    }

    /// Refuses `search` on a puzzle whose walk of `size` does not fit `seconds`; the one
    /// sizing every walk of the analyst goes through.
    pub fn unless_walk_fits(search: SearchFor, size: WalkSize, seconds: f64) -> Result<(), Self> {
        if size.fits(seconds) {
            Ok(())
        } else {
            Err(Refusal::TooLargeToSearch {
                search,
                size,
                allowed: WalkSize::allowed(seconds),
            })
        }
    }
}

impl From<EngineError> for Refusal {
    fn from(error: EngineError) -> Self {
        Refusal::Engine(error.message().to_string())
    }
}

impl fmt::Display for Refusal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Refusal::Engine(message) => f.write_str(message),
            Refusal::Superseded { job } => write!(f, "puzzle {job} was superseded"),
            Refusal::UnsettledBand {
                difficulty,
                lower,
                upper,
            } => write!(
                f,
                "the largest fewest-press count of this setup was not settled in the time allowed (it is {} to {}), so it defines no {difficulty} band; choose Any",
                thousands(*lower),
                thousands(*upper)
            ),
            Refusal::RareBand { difficulty } => write!(
                f,
                "no {difficulty} board turned up in the time allowed; on this setup such boards are rare ({})",
                if *difficulty == Difficulty::Easy {
                    "choose Any"
                } else {
                    "choose an easier difficulty, or Any"
                }
            ),
            Refusal::CannotReachGoal => f.write_str("this board cannot reach the goal"),
            Refusal::Stopped => f.write_str("you stopped the work on it"),
            Refusal::WorkerFailed => {
                f.write_str("the page's background worker failed; New puzzle tries again")
            }
            Refusal::TooManyToSort { max_work } => write!(
                f,
                "sorting by press count is offered for boards with at most {} in all their solutions together; list them unsorted",
                count(*max_work, "cell", "cells")
            ),
            Refusal::TooLargeToSearch {
                search,
                size,
                allowed,
            } => write!(
                f,
                "{} would first lay out this board's {}, {} over {}, more than the {} the page takes on in the time it allows; smaller boards, and boards with fewer quiet patterns, are searched",
                match search {
                    SearchFor::Fewest => "the search for fewer presses",
                    SearchFor::Largest => "the search for the largest count",
                },
                count(size.patterns, "quiet pattern", "quiet patterns"),
                count(size.entries, "press", "presses"),
                count(size.cells, "cell", "cells"),
                thousands(*allowed)
            ),
            Refusal::TooLargeForRule {
                rows,
                cols,
                largest: Some(side),
            } => write!(
                f,
                "with this pattern, surface and number of states it takes square boards of up to {side} × {side}, and this one is {} × {} (past that, light chasing leaves it too many unknowns, or the presses reach too many cells); choose {side} or fewer rows and columns",
                thousands(*rows as u64),
                thousands(*cols as u64)
            ),
            Refusal::TooLargeForRule {
                largest: None, ..
            } => f.write_str(
                "with this pattern, surface and number of states it takes no board of this kind (light chasing leaves it too many unknowns, or the presses reach too many cells)"
            ),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::analyst::protocol::{Request, Response};
    use crate::analyst::service::analysed;
    use crate::puzzle::setup::PatternPreset;

    #[test]
    fn a_rule_refused_for_its_size_names_the_largest_square_board_it_takes() {
        // Flip (the whole row and column) leaves every cell unknown after light chasing, and
        // two states allow 4,096 unknowns: 64 x 64 is the largest square board.
        let flip = Setup {
            rows: 70,
            cols: 66,
            rule: PatternPreset::Flip.rule(Lattice::Square).unwrap(),
            ..Setup::default()
        };
        let mut analyst = analysed(flip);
        let Response::Solved {
            answer: crate::analyst::Answer::Unavailable(refusal),
            ..
        } = analyst.handle(Request::Solve {
            job: 1,
            board_id: 1,
            board: vec![0; 70 * 66],
            goal: lights_lab_engine::Goal::Off,
        })
        else {
            panic!("70 x 66 Flip is refused")
        };
        assert_eq!(
            refusal,
            Refusal::TooLargeForRule {
                rows: 70,
                cols: 66,
                largest: Some(64)
            }
        );
        assert!(
            refusal
                .to_string()
                .contains("square boards of up to 64 × 64, and this one is 70 × 66"),
            "{refusal}"
        );
    }

    #[test]
    fn a_walk_is_refused_only_past_the_time_allowed_and_said_with_thousands_set_apart() {
        let size = WalkSize {
            patterns: 56,
            cells: 16_384,
            entries: 917_504,
        };
        assert_eq!(
            Refusal::unless_walk_fits(SearchFor::Largest, size, 1.0),
            Ok(())
        );
        let refusal = Refusal::unless_walk_fits(SearchFor::Largest, size, 0.01).unwrap_err();
        assert_eq!(
            refusal.to_string(),
            "the search for the largest count would first lay out this board's 56 quiet patterns, 917,504 presses over 16,384 cells, more than the 335,544 the page takes on in the time it allows; smaller boards, and boards with fewer quiet patterns, are searched"
        );
    }
}
