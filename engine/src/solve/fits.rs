//! Whether a puzzle is small enough to factor, known before factoring it: its move matrix
//! within [`MAX_ENTRIES`](crate::MAX_ENTRIES) and the unknowns light chasing leaves within
//! [`MAX_UNKNOWNS_GF2`](crate::MAX_UNKNOWNS_GF2) or
//! [`MAX_UNKNOWNS_MODULAR`](crate::MAX_UNKNOWNS_MODULAR). [`Reduced::new`] refuses by these same
//! checks; [`Reduced::largest_side`] finds the largest side a rule is taken on by bisection,
//! building the move matrix and planning the chase at each of about ten sizes (1.7 to 8.1 s
//! natively at 1024), and [`Reduced::largest_side_at_once`] finds the same side without
//! building either (the entries from the rule, the unknowns from the board's edges: see
//! [`first_cells`](crate::solve::first_cells)), fast enough for the web app's size fields to
//! state it while the player picks the rule. Only the quick row-by-row chase is planned here:
//! the greedy order `Reduced::new` tries when rows leave many unknowns took seconds a size at
//! 1024 x 1024 (measured natively: 30 s with it for Lights Out with 3 states).

use crate::error::EngineError;
use crate::model::puzzle::{Puzzle, MAX_ENTRIES};
use crate::solve::chase::Chase;
use crate::solve::first_cells::unknowns_by_rows;
use crate::solve::plane::PlaneLightsOut;
use crate::solve::reduced::Reduced;
use crate::solve::unknowns::unknowns_within;

impl Reduced {
    /// Whether [`Reduced::new`] takes `puzzle` as far as its size goes, by the quick checks:
    /// the move matrix within its entries (known before building it) and the unknowns the
    /// row-by-row chase leaves within the elimination's limit. `true` is certain (the greedy
    /// order that `Reduced::new` may try as well never leaves more); `false` may be rescued by
    /// that slower order on an exotic rule, which this leaves out so that a caller can ask
    /// about many sizes (a pass over the move matrix each).
    ///
    /// ```
    /// use lights_lab_engine::{Puzzle, Reduced, Rule, Shape, SquareLattice, Topology};
    /// // Flip (the whole row and column) leaves almost every cell unknown after light chasing:
    /// // with two states (at most 4,096 unknowns) 64 x 64 is taken, 65 x 65 is not.
    /// let flip = |side| {
    ///     let square = SquareLattice::new(side, side, Topology::Plane)?;
    ///     Puzzle::new(Shape::Square(square), Rule::Line, 2)
    /// };
    /// assert!(Reduced::fits_by_rows(&flip(64)?));
    /// assert!(!Reduced::fits_by_rows(&flip(65)?));
    /// # Ok::<(), lights_lab_engine::EngineError>(())
    /// ```
    pub fn fits_by_rows(puzzle: &Puzzle) -> bool {
        if PlaneLightsOut::dimensions(puzzle).is_some() {
            // Classic Lights Out needs no move matrix: its only limit is the side.
            return true;
        }
        puzzle.move_matrix().is_ok_and(|matrix| {
            let rows = matrix.reached_by();
            unknowns_within(Chase::free_count_by_rows(&matrix, &rows), puzzle.states()).is_ok()
        })
    }

    /// The largest side `n` in `1..=max` whose puzzle `resized(n)` is taken by
    /// [`Reduced::fits_by_rows`], by bisection (the entries and the unknowns grow with the
    /// side), or `None` when not even side 1 is.
    pub fn largest_side(
        max: usize,
        resized: impl Fn(usize) -> Result<Puzzle, EngineError>,
    ) -> Option<usize> {
        largest_taken(max, |side| {
            resized(side).is_ok_and(|puzzle| Self::fits_by_rows(&puzzle))
        })
    }

    /// [`Reduced::fits_by_rows`]'s answer without building the move matrix: its entries
    /// counted from the rule, and the unknowns of the row-by-row chase from the presses near
    /// the board's edges (see [`first_cells`](crate::solve::first_cells)). On a square
    /// board without holes this takes microseconds where the move matrix of 965 x 965 King
    /// takes a second; other shapes are counted from their move matrix.
    ///
    /// ```
    /// use lights_lab_engine::{Puzzle, Reduced, Rule, Shape, SquareLattice, Topology};
    /// let flip = |side| {
    ///     let square = SquareLattice::new(side, side, Topology::Plane)?;
    ///     Puzzle::new(Shape::Square(square), Rule::Line, 2)
    /// };
    /// assert!(Reduced::fits_at_once(&flip(64)?));
    /// assert!(!Reduced::fits_at_once(&flip(65)?));
    /// # Ok::<(), lights_lab_engine::EngineError>(())
    /// ```
    pub fn fits_at_once(puzzle: &Puzzle) -> bool {
        entries_fit(puzzle)
            && (PlaneLightsOut::dimensions(puzzle).is_some()
                || unknowns_by_rows(puzzle)
                    .is_ok_and(|free| unknowns_within(free, puzzle.states()).is_ok()))
    }

    /// [`Reduced::largest_side`]'s answer at once, for a page to state beside its size fields
    /// while the player picks a rule: the largest side the entries allow, from the rule alone,
    /// then the largest within it that [`Reduced::fits_at_once`] takes. Both grow with the side,
    /// so this is the side the bisection over built move matrices finds
    /// (`engine/tests/largest_side.rs` compares the two for every preset, surface and a spread
    /// of states).
    ///
    /// ```
    /// use lights_lab_engine::{Pattern, Puzzle, Reduced, Rule, Shape, SquareLattice, Topology};
    /// // King reaches 9 cells a press: past 965 x 965 its move matrix has too many entries.
    /// let king = |side| {
    ///     let square = SquareLattice::new(side, side, Topology::Plane)?;
    ///     Puzzle::new(Shape::Square(square), Rule::Pattern(Pattern::square_preset("king")?), 2)
    /// };
    /// assert_eq!(Reduced::largest_side_at_once(1024, king), Some(965));
    /// # Ok::<(), lights_lab_engine::EngineError>(())
    /// ```
    pub fn largest_side_at_once(
        max: usize,
        resized: impl Fn(usize) -> Result<Puzzle, EngineError>,
    ) -> Option<usize> {
        let entries = largest_taken(max, |side| resized(side).is_ok_and(|p| entries_fit(&p)))?;
        largest_taken(entries, |side| {
            resized(side).is_ok_and(|puzzle| Self::fits_at_once(&puzzle))
        })
    }
}

/// Whether the move matrix is within its entries (classic Lights Out on the plane needs
/// none), known from the rule before anything is built.
fn entries_fit(puzzle: &Puzzle) -> bool {
    PlaneLightsOut::dimensions(puzzle).is_some() || puzzle.entry_bound() <= MAX_ENTRIES
}

/// The largest side in `1..=max` that is `taken`, by bisection (what is taken at a side is
/// taken at every smaller one), or `None` when not even side 1 is.
fn largest_taken(max: usize, taken: impl Fn(usize) -> bool) -> Option<usize> {
    let (mut low, mut high) = (0, max);
    // Invariant: `low` is taken (or 0), every side past `high` is not.
    while low < high {
        let middle = low + (high - low).div_ceil(2);
        if taken(middle) {
            low = middle;
        } else {
            high = middle - 1;
        }
    }
    (low > 0).then_some(low)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::rule::Rule;
    use crate::model::shape::{Shape, SquareLattice};
    use crate::model::topology::Topology;

    fn flip(side: usize, states: u8) -> Result<Puzzle, EngineError> {
        let square = SquareLattice::new(side, side, Topology::Plane)?;
        Puzzle::new(Shape::Square(square), Rule::Line, states)
    }

    #[test]
    fn flip_is_taken_up_to_the_side_factoring_takes() {
        // Flip leaves about a cell's worth of unknowns a cell: 64 x 64 with two states (at
        // most 4,096 unknowns), far fewer with three (at most 512).
        assert_eq!(Reduced::largest_side(1024, |side| flip(side, 2)), Some(64));
        let side = Reduced::largest_side(1024, |side| flip(side, 3)).unwrap();
        assert!((16..64).contains(&side), "{side}");
        // The side found is the one factoring takes, and the next is refused by it too.
        assert!(Reduced::new(&flip(side, 3).unwrap()).is_ok());
        assert!(Reduced::new(&flip(side + 1, 3).unwrap()).is_err());
    }

    #[test]
    fn classic_lights_out_fits_at_every_side() {
        let puzzle = Puzzle::lights_out(1024, 1024).unwrap();
        assert!(Reduced::fits_by_rows(&puzzle));
    }
}
