//! Whether a puzzle is small enough to factor, known before factoring it: its move matrix
//! within [`MAX_ENTRIES`](crate::MAX_ENTRIES) and the unknowns light chasing leaves within
//! [`MAX_UNKNOWNS_GF2`](crate::MAX_UNKNOWNS_GF2) or
//! [`MAX_UNKNOWNS_MODULAR`](crate::MAX_UNKNOWNS_MODULAR). [`Reduced::new`] refuses by these same
//! checks; a caller that was refused asks [`Reduced::largest_side`] which size would be taken,
//! so that it can say so (the web app names the largest square board a rule is analysed on).

use crate::error::EngineError;
use crate::model::puzzle::Puzzle;
use crate::solve::chase::Chase;
use crate::solve::plane::PlaneLightsOut;
use crate::solve::reduced::Reduced;
use crate::solve::unknowns::unknowns_within;

impl Reduced {
    /// The refusal [`Reduced::new`] would give `puzzle` for its size alone (too many
    /// move-matrix entries, or too many unknowns left after light chasing), or `None` when it
    /// is within both. Plans the chase (a pass over the move matrix) and eliminates nothing.
    ///
    /// ```
    /// use lights_lab_engine::{Puzzle, Reduced, Rule, Shape, SquareLattice, Topology};
    /// // Flip (the whole row and column) leaves almost every cell unknown after light chasing:
    /// // with two states (at most 4,096 unknowns) 64 x 64 is taken, 65 x 65 is not.
    /// let flip = |side| {
    ///     let square = SquareLattice::new(side, side, Topology::Plane)?;
    ///     Puzzle::new(Shape::Square(square), Rule::Line, 2)
    /// };
    /// assert!(Reduced::size_refusal(&flip(64)?).is_none());
    /// assert!(Reduced::size_refusal(&flip(65)?).is_some());
    /// # Ok::<(), lights_lab_engine::EngineError>(())
    /// ```
    pub fn size_refusal(puzzle: &Puzzle) -> Option<EngineError> {
        if PlaneLightsOut::dimensions(puzzle).is_some() {
            // Classic Lights Out needs no move matrix: its only limit is the side.
            return None;
        }
        let matrix = match puzzle.move_matrix() {
            Ok(matrix) => matrix,
            Err(error) => return Some(error),
        };
        let rows = matrix.reached_by();
        let states = puzzle.states();
        // The row-by-row chase is quick and usually enough; only when it leaves too many
        // unknowns may the greedy order (which Reduced::new tries then) leave fewer.
        if unknowns_within(Chase::free_count_by_rows(&matrix, &rows), states).is_ok() {
            return None;
        }
        unknowns_within(Chase::plan(&matrix, &rows).free_count(), states).err()
    }

    /// The largest side `n` in `1..=max` whose puzzle `resized(n)` [`Reduced::new`] takes for
    /// its size, by bisection (the entries and the unknowns grow with the side), or `None`
    /// when not even side 1 is taken.
    pub fn largest_side(
        max: usize,
        resized: impl Fn(usize) -> Result<Puzzle, EngineError>,
    ) -> Option<usize> {
        let taken = |side: usize| {
            resized(side)
                .ok()
                .is_some_and(|puzzle| Self::size_refusal(&puzzle).is_none())
        };
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
    fn classic_lights_out_has_no_size_refusal() {
        let puzzle = Puzzle::lights_out(1024, 1024).unwrap();
        assert!(Reduced::size_refusal(&puzzle).is_none());
    }
}
