//! Every solution of a board, a page at a time: the count (exact, however large), then
//! [`PAGE_SIZE`] solutions from any number on, in the engine's numbered order or fewest
//! presses first.

use super::refusal::Refusal;

use lights_lab_engine::{Board, Budget, Goal, Reduced, SolutionOrder, MAX_SORTED_SOLUTIONS};

/// Solutions on one page of the panel: as many as fit beside the board at a glance.
pub const PAGE_SIZE: usize = 10;
/// Sorting weighs every solution cell by cell before the first page shows; it is offered
/// while that is at most this many cell visits (about 30 ms natively, so a blink on the
/// page). The engine's own limit is [`MAX_SORTED_SOLUTIONS`] solutions of any size.
const MAX_SORT_WORK: u64 = 1 << 24;

/// Which page of a listing.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct PageAsk {
    /// The number (place in the listing) of the page's first solution.
    pub offset: u64,
    /// Fewest presses first, rather than the engine's numbering.
    pub sorted: bool,
}

/// One page of a board's solutions.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SolutionsPage {
    /// How many solutions the board has, in decimal; "0" when it cannot reach the goal.
    pub count: String,
    /// The count, when it fits in a u64 (it does not always: 2^100 is an ordinary count).
    pub total: Option<u64>,
    /// Whether this board's listing can be sorted by press count.
    pub sortable: bool,
    /// The solutions from the asked number on, press counts one per cell.
    pub solutions: Vec<Vec<u8>>,
}

/// The page `ask` names of `board`'s solutions.
pub(crate) fn page(
    reduced: &Reduced,
    board: &Board,
    goal: &Goal,
    ask: PageAsk,
) -> Result<SolutionsPage, Refusal> {
    let total = reduced.kernel_size().to_u64();
    let sortable = total.is_some_and(|total| {
        total <= MAX_SORTED_SOLUTIONS
            && total.saturating_mul(reduced.cells() as u64) <= MAX_SORT_WORK
    });
    if ask.sorted && !sortable {
        return Err(Refusal::TooManyToSort {
            max_work: MAX_SORT_WORK,
        });
    }
    let order = if ask.sorted {
        SolutionOrder::PressCount
    } else {
        SolutionOrder::Numbered
    };
    let listed = reduced.solutions(
        board,
        goal,
        ask.offset,
        PAGE_SIZE,
        order,
        &mut Budget::unlimited(),
    )?;
    Ok(match listed {
        Some(listed) => SolutionsPage {
            count: listed.count.to_string(),
            total,
            sortable,
            solutions: listed
                .solutions
                .into_iter()
                .map(|presses| presses.0)
                .collect(),
        },
        None => SolutionsPage {
            count: "0".into(),
            total: Some(0),
            sortable: false,
            solutions: Vec::new(),
        },
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::puzzle::setup::Setup;
    use lights_lab_engine::{Puzzle, Topology};

    fn reduced(setup: Setup) -> Reduced {
        Reduced::new(&setup.puzzle().unwrap()).unwrap()
    }

    fn presses(solution: &[u8]) -> u64 {
        solution.iter().map(|&p| p as u64).sum()
    }

    #[test]
    fn a_4x4_board_has_16_solutions_and_sorted_they_start_with_the_fewest() {
        // 4 x 4 Lights Out: nullity 4, so every solvable board has 2^4 solutions.
        let setup = Setup {
            rows: 4,
            cols: 4,
            ..Setup::default()
        };
        let reduced = reduced(setup);
        let board = Board(vec![1; 16]);
        let numbered = page(&reduced, &board, &Goal::Off, PageAsk::default()).unwrap();
        assert_eq!((numbered.count.as_str(), numbered.total), ("16", Some(16)));
        assert_eq!(numbered.solutions.len(), PAGE_SIZE);
        let rest = PageAsk {
            offset: 10,
            sorted: false,
        };
        assert_eq!(
            page(&reduced, &board, &Goal::Off, rest)
                .unwrap()
                .solutions
                .len(),
            6
        );
        let sorted = PageAsk {
            offset: 0,
            sorted: true,
        };
        let sorted = page(&reduced, &board, &Goal::Off, sorted).unwrap();
        let counts: Vec<u64> = sorted.solutions.iter().map(|s| presses(s)).collect();
        assert!(
            counts.windows(2).all(|pair| pair[0] <= pair[1]),
            "{counts:?}"
        );
        // All on, 4 x 4: pressing 4 cells suffices (the fewest, lights-lab solve --minimal).
        assert_eq!(counts[0], 4);
    }

    #[test]
    fn a_board_that_cannot_reach_the_goal_has_no_solutions() {
        let reduced = reduced(Setup::default());
        let mut board = Board(vec![0; 25]);
        board.0[0] = 1;
        let listed = page(&reduced, &board, &Goal::Off, PageAsk::default()).unwrap();
        assert_eq!((listed.count.as_str(), listed.total), ("0", Some(0)));
        assert!(listed.solutions.is_empty());
    }

    #[test]
    fn counts_beyond_u64_are_exact_and_unsortable() {
        // 96 x 96 Lights Out on the torus: 2^128 solutions for every solvable board.
        let puzzle = Puzzle::new(
            lights_lab_engine::Shape::Square(
                lights_lab_engine::SquareLattice::new(96, 96, Topology::Torus).unwrap(),
            ),
            lights_lab_engine::Rule::Pattern(
                lights_lab_engine::Pattern::square_preset("plus").unwrap(),
            ),
            2,
        )
        .unwrap();
        let reduced = Reduced::new(&puzzle).unwrap();
        assert_eq!(reduced.kernel_size().exponent_of(2), 128);
        let listed = page(
            &reduced,
            &Board(vec![0; 96 * 96]),
            &Goal::Off,
            PageAsk::default(),
        )
        .unwrap();
        assert_eq!(listed.count, reduced.kernel_size().to_string());
        assert_eq!((listed.total, listed.sortable), (None, false));
        assert_eq!(listed.solutions.len(), PAGE_SIZE);
        let sorted = PageAsk {
            offset: 0,
            sorted: true,
        };
        assert!(page(&reduced, &Board(vec![0; 96 * 96]), &Goal::Off, sorted).is_err());
    }
}
