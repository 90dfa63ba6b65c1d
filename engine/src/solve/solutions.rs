//! Every solution of a board, a page at a time (seed 004 lists them all, up to a billion).
//!
//! Solutions are numbered as in [`crate::solve::coset`]: solution 0 is the one [`Reduced::solve`]
//! gives, solution i adds the quiet patterns by the mixed-radix digits of i. A page is found
//! without walking the solutions before it. Sorting by press count has to weigh every
//! solution, so it is offered up to [`MAX_SORTED_SOLUTIONS`]; ties keep the numbering.

use crate::algebra::count::Count;
use crate::budget::Budget;
use crate::error::EngineError;
use crate::model::board::{Board, Goal, Presses};
use crate::solve::coset::Coset;
use crate::solve::reduced::{Outcome, Reduced};

/// Most solutions on one page.
pub const MAX_PAGE: usize = 100_000;
/// Most solutions a board may have for a listing sorted by press count (2^20).
pub const MAX_SORTED_SOLUTIONS: u64 = 1 << 20;
/// Most cells on one page (64 Mi), so a page of large boards stays within memory.
pub const MAX_PAGE_CELLS: usize = 1 << 26;

/// The order of a listing.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum SolutionOrder {
    /// By solution number: solution 0 first, then quiet patterns added as an odometer turns.
    #[default]
    Numbered,
    /// Fewest presses first; equal press counts by solution number.
    PressCount,
}

/// One page of a board's solutions.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SolutionPage {
    /// How many solutions the board has (the kernel size).
    pub count: Count,
    /// The solutions from the requested offset on, at most the requested limit.
    pub solutions: Vec<Presses>,
}

impl Reduced {
    /// Solutions `offset..offset + limit` of the board in `order`; `None` when it cannot reach
    /// the goal. `limit` must be 1..=[`MAX_PAGE`] and `offset` below the number of solutions.
    /// Sorting weighs every solution within `budget` and is refused when it stops first.
    pub fn solutions(
        &self,
        board: &Board,
        goal: &Goal,
        offset: u64,
        limit: usize,
        order: SolutionOrder,
        budget: &mut Budget,
    ) -> Result<Option<SolutionPage>, EngineError> {
        if !(1..=MAX_PAGE).contains(&limit) {
            return Err(EngineError::out_of_range(format!(
                "limit must be 1..={MAX_PAGE}, got {limit}"
            )));
        }
        let cells = limit.saturating_mul(self.cells());
        if cells > MAX_PAGE_CELLS {
            return Err(EngineError::too_large(
                "cells on a page of solutions",
                MAX_PAGE_CELLS as u64,
                format!(
                    "a page of {limit} solutions of {} cells would hold {cells} cells; at most {MAX_PAGE_CELLS} are allowed (ask for fewer)",
                    self.cells()
                ),
            ));
        }
        let Outcome::Solvable(presses) = self.solve(board, goal)? else {
            return Ok(None);
        };
        let count = self.kernel_size().clone();
        if count.to_u64().is_some_and(|size| offset >= size) {
            return Err(EngineError::out_of_range(format!(
                "offset must be below the number of solutions ({count}), got {offset}"
            )));
        }
        let solutions = match order {
            SolutionOrder::Numbered => {
                let end = offset as u128 + limit as u128;
                numbered(&Coset::below(self, &presses, end), offset, limit)
            }
            SolutionOrder::PressCount => {
                // Refused before the quiet patterns are laid out for the walk.
                let size = count
                    .to_u64()
                    .filter(|&size| size <= MAX_SORTED_SOLUTIONS)
                    .ok_or_else(|| {
                        EngineError::too_large(
                            "solutions to sort",
                            MAX_SORTED_SOLUTIONS,
                            format!(
                                "this board has {count} solutions; sorting by press count is offered up to {MAX_SORTED_SOLUTIONS} (list them unsorted, or use the fewest-press search)"
                            ),
                        )
                    })?;
                let coset = Coset::new(self, &presses);
                by_press_count(&coset, size, offset, limit, &count, budget)?
            }
        };
        Ok(Some(SolutionPage { count, solutions }))
    }
}

/// Solutions offset, offset + 1, ... in number order, stopping at the last.
fn numbered(coset: &Coset, offset: u64, limit: usize) -> Vec<Presses> {
    let mut odometer = coset.at(offset);
    let mut page = vec![Presses(odometer.presses().to_vec())];
    while page.len() < limit && coset.advance(&mut odometer) {
        page.push(Presses(odometer.presses().to_vec()));
    }
    page
}

/// Weighs every solution of `coset`, `size` of them, and sorts by (press count, number); a
/// second count through the solutions picks out the page's, so a page costs two walks
/// whatever its size. Each pair is sorted as one u64, high half first, to share the engine's
/// one sort of u64 (docs/development.md, "Download size"): a number or a place on the page is
/// below [`MAX_SORTED_SOLUTIONS`] = 2^20, and a press count below 2^32 (at most 15 presses on
/// each of 10^8 cells).
fn by_press_count(
    coset: &Coset,
    size: u64,
    offset: u64,
    limit: usize,
    count: &Count,
    budget: &mut Budget,
) -> Result<Vec<Presses>, EngineError> {
    const LOW: u64 = (1 << 32) - 1;
    let mut weighed: Vec<u64> = Vec::with_capacity(size as usize);
    let mut odometer = coset.at(0);
    // A turn of the odometer adds about two generators: at most two passes over the board.
    let cost = 2 * coset.cells() as u64;
    for number in 0..size {
        if !budget.step(cost, number as f64 / size as f64) {
            return Err(EngineError::stopped(format!(
                "sorting the {count} solutions by press count was stopped after {number} of them"
            )));
        }
        debug_assert!(odometer.press_count() <= LOW);
        weighed.push((odometer.press_count() << 32) | number);
        coset.advance(&mut odometer);
    }
    weighed.sort_unstable();
    // The page's solutions by number, each with its place on the page.
    let mut wanted: Vec<u64> = weighed
        .into_iter()
        .skip(offset as usize)
        .take(limit)
        .enumerate()
        .map(|(place, key)| ((key & LOW) << 32) | place as u64)
        .collect();
    wanted.sort_unstable();
    let mut page = vec![Presses(Vec::new()); wanted.len()];
    let mut odometer = coset.at(0);
    let mut number = 0;
    for key in wanted {
        let (next, place) = (key >> 32, (key & LOW) as usize);
        while number < next {
            coset.advance(&mut odometer);
            number += 1;
        }
        page[place] = Presses(odometer.presses().to_vec());
    }
    Ok(page)
}
