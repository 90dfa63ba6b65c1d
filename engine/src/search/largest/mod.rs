//! The largest fewest-press count of a setup: the most presses any board that can reach the
//! goal needs at the fewest (15 on 5 x 5 Lights Out, 7 on 4 x 4, 37 on 9 x 9, 199 on
//! 17 x 17), with a board that needs exactly that many.
//!
//! The solutions of a board are one solution y plus the quiet patterns C, and the boards that
//! can reach the goal correspond one to one with the cosets y + C (the same for every goal),
//! so the largest count is max over y of min over c in C of |y + c|: for N = 2 the covering
//! radius of the code C. Only a cell's column (the quiet patterns' values there) matters to
//! the inner minimum, and cells of one column move together:
//!
//! - Averaging over C bounds it from above: a cell that no quiet pattern touches adds at most
//!   N - 1, any other at most its average over the shifts it can take ((N - 1)/2 for prime N).
//!   For N = 2 that is (n + n0)/2, n0 the untouched cells, reached exactly when every column
//!   is shared by an even number of cells (5 x 5, 17 x 17 and every nullity-2 square); when
//!   one is not, the bound drops by a half or a whole press. And no board needs more presses
//!   than the rank of the move matrix times N - 1 (a sum of independent columns).
//! - For N = 2, the cells fall into at most 2^k types (k quiet patterns) and a solution
//!   matters only through how many cells of each type it presses: an integer program over the
//!   types, settled exactly by [`spectrum`]'s branch and bound up to 16 quiet patterns
//!   ([`covering`]; 16 x 16 Lights Out, 124, in seconds).
//! - For N > 2, small kernels are searched board by board ([`max_min`]).
//!
//! Beyond those, or when the budget runs out, the answer is a range, with a board that needs
//! the lower end: the search's best, or a board half pressed on every type.

mod bounds;
mod covering;
mod max_min;
mod spectrum;
mod types;

pub use bounds::Largest;
pub use max_min::MAX_EXACT_KERNEL;
pub use types::MAX_EXACT_NULLITY;

use crate::budget::Budget;
use crate::model::board::Presses;
use crate::search::fewest::FewestSearch;
use crate::solve::coset::Coset;
use crate::solve::reduced::Reduced;
use bounds::{balanced, upper_bound};

/// Steps the fewest-press search may spend on the half-pressed board when the exact searches
/// are out of reach, for a lower end better than its groups' bound: about a second.
const FALLBACK_STEPS: u64 = 1 << 24;

impl Reduced {
    /// The largest fewest-press count over the boards that can reach the goal (the same for
    /// every goal), exact when the search finishes within `budget`, else a range; with
    /// presses whose board needs the lower end.
    ///
    /// ```
    /// use lights_lab_engine::{Budget, Goal, Puzzle, Reduced};
    /// let reduced = Reduced::new(&Puzzle::lights_out(9, 9)?)?;
    /// let largest = reduced.largest_fewest(&mut Budget::unlimited());
    /// assert_eq!(largest.exact(), Some(37));
    /// // The board those presses solve needs all 37 of them.
    /// let board = reduced.board_solved_by(&largest.hardest, &Goal::Off);
    /// let fewest = reduced.fewest_presses(&board, &Goal::Off, &mut Budget::unlimited())?;
    /// assert_eq!(fewest.map(|f| f.press_count), Some(37));
    /// # Ok::<(), lights_lab_engine::EngineError>(())
    /// ```
    pub fn largest_fewest(&self, budget: &mut Budget) -> Largest {
        let n = self.cells();
        let kernel = Coset::new(self, &Presses(vec![0; n]));
        let groups = kernel.groups();
        let states = self.states();
        let upper = upper_bound(groups, states).min(self.largest_fewest_unsearched().1);
        let settled = if states == 2 {
            covering::largest(&kernel, upper, budget)
        } else {
            max_min::largest(&kernel, upper, budget)
        };
        settled.unwrap_or_else(|| {
            // Out of reach of the exact searches: a board half pressed on every type needs at
            // least what its groups' best shifts add up to, and the fewest-press search may
            // prove more.
            let hardest = Presses(balanced(groups, n, states));
            let coset = Coset::new(self, &hardest);
            let mut lower = coset.lower_bound();
            // Its set-up keeps the deadline too: stopped there, the groups' bound stands.
            if let Some(mut search) = FewestSearch::with_symmetries(&coset, &[], budget) {
                let mut steps = 0;
                while !search.is_finished() && steps < FALLBACK_STEPS {
                    let taken = search.advance(budget.slice_costing(search.step_cost()));
                    steps += taken;
                    if !budget.charge(taken, |_| search.progress()) {
                        break;
                    }
                }
                lower = lower.max(search.best().lower_bound);
            }
            Largest {
                lower: lower.min(upper),
                upper,
                hardest,
            }
        })
    }
}

impl Reduced {
    /// Bounds on the largest fewest-press count known without laying out the quiet patterns,
    /// for setups too large to search: some board needs a press (when any but the goal can
    /// reach it), and none needs more than the rank of the move matrix times N - 1 (a sum of
    /// independent columns; every cell at N - 1 when N is not prime).
    pub fn largest_fewest_unsearched(&self) -> (u64, u64) {
        let most = self.rank().unwrap_or(self.cells()) as u64 * (self.states() as u64 - 1);
        let some = (self.solvable_boards().log2() > 0.0) as u64;
        (some.min(most), most)
    }
}
