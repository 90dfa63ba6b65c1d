//! A worksheet: K boards of one difficulty dealt from one seed, each with its fewest-press
//! solution, for a teacher to print. The deal is `random --difficulty D --seed S --count K`'s:
//! one random number generator seeded by S deals the K boards in turn through
//! [`Reduced::random_with_difficulty_with_rng`], so the command line and the web app, given
//! the same setup, difficulty and seed, print the same sheet.

use rand::rngs::StdRng;
use rand::SeedableRng;

use crate::budget::Budget;
use crate::error::EngineError;
use crate::model::board::{Board, Presses};
use crate::search::difficulty::Difficulty;
use crate::search::largest::Largest;
use crate::share::code::{SharedPuzzle, Start};
use crate::solve::reduced::Reduced;

/// Most puzzles on one sheet: two pages of six.
pub const MAX_SHEET_PUZZLES: usize = 12;
/// Most cells a board on a sheet may have: 20 x 20, whose cells are still 2 mm wide on paper.
pub const MAX_SHEET_CELLS: usize = 400;

/// One puzzle of a sheet: the board and a fewest-press solution.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SheetPuzzle {
    pub board: Board,
    /// Presses that take the board to the goal; no solution has fewer.
    pub solution: Presses,
}

impl SheetPuzzle {
    /// The fewest presses this board needs.
    pub fn press_count(&self) -> u64 {
        self.solution.press_count()
    }
}

/// A dealt sheet: the setup it was dealt for, how, and its puzzles in order.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Worksheet {
    /// The puzzle, goal and drawing every board is played on (its start is not used).
    pub setup: SharedPuzzle,
    pub difficulty: Difficulty,
    pub seed: u64,
    pub puzzles: Vec<SheetPuzzle>,
}

impl Worksheet {
    /// Deals `count` boards of `difficulty` from `seed` for `setup`, whose factorisation is
    /// `reduced` and largest fewest-press count `largest` (the bands are cut from it, as for
    /// `random --difficulty`). Refused for a count outside 1 to [`MAX_SHEET_PUZZLES`], a board
    /// past [`MAX_SHEET_CELLS`], and whatever the deal refuses (an empty band, a band too rare,
    /// `budget` spent).
    pub fn deal(
        setup: &SharedPuzzle,
        reduced: &Reduced,
        largest: &Largest,
        count: usize,
        difficulty: Difficulty,
        seed: u64,
        budget: &mut Budget,
    ) -> Result<Self, EngineError> {
        Self::check(setup, count)?;
        let mut rng = StdRng::seed_from_u64(seed);
        let puzzles = (0..count)
            .map(|_| {
                let (board, fewest) = reduced.random_with_difficulty_with_rng(
                    &setup.goal,
                    difficulty,
                    largest,
                    &mut rng,
                    budget,
                )?;
                Ok(SheetPuzzle {
                    board,
                    solution: fewest.presses,
                })
            })
            .collect::<Result<_, EngineError>>()?;
        Ok(Self {
            setup: setup.clone(),
            difficulty,
            seed,
            puzzles,
        })
    }

    /// Refuses a count or a board a sheet cannot hold, before anything is dealt.
    pub fn check(setup: &SharedPuzzle, count: usize) -> Result<(), EngineError> {
        if !(1..=MAX_SHEET_PUZZLES).contains(&count) {
            return Err(EngineError::out_of_range(format!(
                "a worksheet holds 1 to {MAX_SHEET_PUZZLES} puzzles, not {count}"
            )));
        }
        let cells = setup.puzzle.cells();
        if cells > MAX_SHEET_CELLS {
            return Err(EngineError::too_large(
                "cells",
                MAX_SHEET_CELLS as u64,
                format!(
                    "a worksheet's boards have at most {MAX_SHEET_CELLS} cells (20 x 20), and this board has {cells}; choose a smaller board"
                ),
            ));
        }
        Ok(())
    }

    /// Each puzzle's share code: the setup starting from its board, so a link opens it to play.
    pub fn codes(&self) -> Vec<String> {
        self.puzzles
            .iter()
            .map(|puzzle| {
                SharedPuzzle {
                    start: Start::Board(puzzle.board.clone()),
                    ..self.setup.clone()
                }
                .to_code()
            })
            .collect()
    }
}
