//! The three guided puzzles: solve a 5 × 5 board by chasing, find a quiet pattern of 4 × 4,
//! and make an unsolvable 5 × 5 board solvable by changing one light. Each is checked on the
//! board the student played, by the engine, never against a stored answer.

use std::rc::Rc;

use rand::rngs::StdRng;
use rand::SeedableRng;

use lights_lab_engine::{Board, Goal, Outcome, Reduced};

use crate::puzzle::geometry::Geometry;
use crate::puzzle::setup::Setup;
use crate::shared::wording::count;

/// Which exercise.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Kind {
    /// Clear a solvable 5 × 5 board by chasing and the lookup table.
    Chase,
    /// Press cells of a dark 4 × 4 board so that it ends dark again.
    Quiet,
    /// Change one light of an unsolvable 5 × 5 board so that it can be solved.
    Repair,
}

impl Kind {
    pub const ALL: [Kind; 3] = [Kind::Chase, Kind::Quiet, Kind::Repair];

    /// The button's words.
    pub fn title(self) -> &'static str {
        match self {
            Kind::Chase => "Solve 5 × 5 by chasing",
            Kind::Quiet => "Find a quiet pattern of 4 × 4",
            Kind::Repair => "Make a 5 × 5 board solvable",
        }
    }

    /// What the student is asked to do.
    pub fn task(self) -> &'static str {
        match self {
            Kind::Chase => "Turn every light off. Chase the lights down row by row (press the cell under each lit light), read the bottom row in the lookup table, press those cells of the top row and chase again.",
            Kind::Quiet => "Press some cells of this dark board so that it ends dark again. Such presses are a quiet pattern: they change nothing.",
            Kind::Repair => "No presses can turn this board off. Click one light to change it so that the board can be solved.",
        }
    }

    fn rows(self) -> usize {
        match self {
            Kind::Quiet => 4,
            Kind::Chase | Kind::Repair => 5,
        }
    }
}

/// One exercise in progress.
#[derive(Debug, Clone)]
pub struct Exercise {
    pub kind: Kind,
    pub geometry: Rc<Geometry>,
    pub reduced: Rc<Reduced>,
    pub start: Board,
    pub board: Board,
    /// Presses made so far (Chase and Quiet).
    pub presses: Vec<u8>,
    /// The last check: passed, and what it said.
    pub verdict: Option<(bool, String)>,
}

/// Two exercises are the same when they show the same: the board and puzzle (one per kind),
/// the presses and the verdict.
impl PartialEq for Exercise {
    fn eq(&self, other: &Self) -> bool {
        (
            self.kind,
            &self.start,
            &self.board,
            &self.presses,
            &self.verdict,
        ) == (
            other.kind,
            &other.start,
            &other.board,
            &other.presses,
            &other.verdict,
        )
    }
}

impl Exercise {
    /// A new exercise of `kind`, its board drawn from `seed`.
    pub fn new(kind: Kind, seed: u64) -> Self {
        let setup = Setup {
            rows: kind.rows(),
            cols: kind.rows(),
            ..Setup::default()
        };
        let puzzle = setup.puzzle().expect("the default setup is a puzzle");
        let reduced = Reduced::new(&puzzle).expect("small boards factor");
        let cells = reduced.cells();
        let mut rng = StdRng::seed_from_u64(seed);
        let dark = Board::dark(cells);
        let start = match kind {
            Kind::Quiet => dark,
            Kind::Chase => loop {
                let board = reduced.random_solvable_with_rng(&Goal::Off, &mut rng);
                if board != dark {
                    break board;
                }
            },
            Kind::Repair => loop {
                let board = reduced.random_board_with_rng(&mut rng);
                if !solvable(&reduced, &board) {
                    break board;
                }
            },
        };
        Self {
            kind,
            geometry: Rc::new(Geometry::of(&setup)),
            reduced: Rc::new(reduced),
            board: start.clone(),
            start,
            presses: vec![0; cells],
            verdict: None,
        }
    }

    /// A click on `cell`: a press, or (Repair) a change of that one light.
    pub fn activate(&mut self, cell: usize) {
        let states = self.reduced.states();
        match self.kind {
            Kind::Chase | Kind::Quiet => {
                self.presses[cell] = (self.presses[cell] + 1) % states;
                self.reduced.press(cell, &mut self.board);
            }
            Kind::Repair => self.board.0[cell] = (self.board.0[cell] + 1) % states,
        }
        self.verdict = None;
    }

    /// Checks the student's board and says what it found.
    pub fn check(&mut self) {
        let lit = self.board.0.iter().filter(|&&light| light != 0).count();
        let verdict = match self.kind {
            Kind::Chase if lit == 0 => (true, "Solved: every light is off.".to_string()),
            Kind::Chase => (
                false,
                format!("{} still on.", count(lit as u64, "light", "lights")),
            ),
            Kind::Quiet => {
                let pressed = self.presses.iter().filter(|&&count| count != 0).count();
                if pressed == 0 {
                    (false, "Press some cells first: pressing nothing is the quiet pattern everyone knows.".to_string())
                } else if lit == 0 {
                    (true, format!("Quiet: you pressed {} and the board is as dark as before. Every light was switched an even number of times.", count(pressed as u64, "cell", "cells")))
                } else {
                    (false, format!("Not quiet yet: {} on. Press more cells to turn them off again without undoing every press.", count(lit as u64, "light", "lights")))
                }
            }
            Kind::Repair => {
                let changed = (0..self.board.0.len())
                    .filter(|&cell| self.board.0[cell] != self.start.0[cell])
                    .count();
                if changed == 0 {
                    (false, "Change one light first: click it.".to_string())
                } else if changed > 1 {
                    (
                        false,
                        format!(
                            "You changed {}; one is enough. Click them again to change them back.",
                            count(changed as u64, "light", "lights")
                        ),
                    )
                } else if solvable(&self.reduced, &self.board) {
                    (true, "Solvable now: the changed light put the board's sums under every quiet pattern back to even.".to_string())
                } else {
                    (false, "Still not solvable: that light does not change the sum that was odd. Change it back and try another.".to_string())
                }
            }
        };
        self.verdict = Some(verdict);
    }
}

fn solvable(reduced: &Reduced, board: &Board) -> bool {
    matches!(reduced.solve(board, &Goal::Off), Ok(Outcome::Solvable(_)))
}
