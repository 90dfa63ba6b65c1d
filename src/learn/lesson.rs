//! What the Learn page shows about one board, worked out once when the page opens on it: the
//! chase and its lookup, the elimination, the quiet patterns and, for a board that cannot be
//! solved, the witness and the repair. Everything comes from the engine's teaching room and is
//! checked there against the solver; this module only decides what is shown for which setup.

use std::rc::Rc;

use lights_lab_engine::{
    witness, Board, Budget, ChaseWalk, Elimination, Goal, Lookup, Outcome, Presses, Reduced,
    Repair, Witness,
};

use crate::puzzle::geometry::Geometry;
use crate::puzzle::setup::{Lattice, Setup};
use crate::shared::wording::capitalise;

/// The largest board Learn opens: every step of a 20 x 20 chase renders within a frame
/// (`e2e/learn-bench.mjs`), and a lookup table wider than 20 is no table for a person.
pub const MAX_LEARN_CELLS: usize = 400;

/// The most quiet patterns the gallery draws.
pub const MAX_GALLERY: usize = 12;

/// Repairs are searched only when there are at most this many classes, so the page never
/// waits on one: the search's table holds one entry per class.
const MAX_REPAIR_CLASSES: u64 = 1 << 16;

/// The chase on this board: the first pass, its lookup, and the second pass from the
/// looked-up presses (when the board can be solved).
#[derive(Debug, Clone)]
pub struct ChaseLesson {
    pub first: ChaseWalk,
    /// The lookup, or why there is none to show.
    pub lookup: Result<Lookup, String>,
    /// The free presses read from the lookup, and the chase that starts from them.
    pub second: Option<(Vec<u8>, ChaseWalk)>,
}

/// One board's lesson.
#[derive(Debug, Clone)]
pub struct Lesson {
    /// The setup and board taught on, as the Lights Out page had them (kept for a reload).
    pub setup: Setup,
    pub geometry: Rc<Geometry>,
    pub reduced: Rc<Reduced>,
    pub board: Board,
    pub goal: Goal,
    /// `None` on a graph: light chasing needs rows to chase along.
    pub chase: Option<ChaseLesson>,
    /// The elimination, or why it is not shown (too many cells).
    pub elimination: Result<Elimination, String>,
    /// The solver's presses, when the board can reach the goal.
    pub solution: Option<Presses>,
    pub witness: Option<Witness>,
    pub repair: Option<Repair>,
}

/// A lesson is built once per opening and shared by `Rc`, so it equals only itself: views
/// re-render when a new lesson opens, never by comparing two boards' algebra.
impl PartialEq for Lesson {
    fn eq(&self, other: &Self) -> bool {
        std::ptr::eq(self, other)
    }
}

impl Lesson {
    /// Works out the lesson of `board` under `setup`, or says why Learn does not open it.
    pub fn new(setup: &Setup, board: &Board) -> Result<Self, String> {
        let cells = setup.cells();
        if cells > MAX_LEARN_CELLS {
            return Err(format!(
                "Learn opens boards of up to {MAX_LEARN_CELLS} cells (20 × 20); this one has {cells}. Pick a smaller board on the Lights Out page."
            ));
        }
        let puzzle = setup.puzzle().map_err(|e| e.to_string())?;
        let reduced = Reduced::new(&puzzle).map_err(|e| e.to_string())?;
        let goal = setup.goal.clone();
        let solution = match reduced.solve(board, &goal).map_err(|e| e.to_string())? {
            Outcome::Solvable(presses) => Some(presses),
            Outcome::Unsolvable(_) => None,
        };
        let chase = (setup.lattice != Lattice::Graph)
            .then(|| chase_lesson(&reduced, board, &goal, solution.as_ref()))
            .transpose()?;
        let elimination =
            Elimination::new(&reduced, board, &goal).map_err(|e| capitalise(&e.to_string()));
        let witness = witness(&reduced, board, &goal).map_err(|e| e.to_string())?;
        let few_classes = reduced
            .kernel_size()
            .to_u64()
            .is_some_and(|k| k <= MAX_REPAIR_CLASSES);
        let repair = (solution.is_none() && few_classes)
            .then(|| reduced.repair(board, &goal, &mut Budget::unlimited()))
            .transpose()
            .map_err(|e| e.to_string())?;
        Ok(Self {
            setup: setup.clone(),
            geometry: Rc::new(Geometry::of(setup)),
            reduced: Rc::new(reduced),
            board: board.clone(),
            goal,
            chase,
            elimination,
            solution,
            witness,
            repair,
        })
    }

    /// N, the number of states.
    pub fn states(&self) -> u8 {
        self.reduced.states()
    }

    /// "row 2, column 3" (or "vertex 3") for a cell.
    pub fn cell_name(&self, cell: usize) -> String {
        self.geometry.site(self.geometry.cell_site(cell)).name()
    }

    /// The goal as a board.
    pub fn target(&self) -> Board {
        self.goal.target(self.reduced.cells(), self.states())
    }

    /// The quiet patterns the gallery draws.
    pub fn gallery(&self) -> Vec<Presses> {
        self.reduced.quiet_patterns().take(MAX_GALLERY).collect()
    }
}

/// The chase of a board. The second pass starts from the lookup table's line for the board's
/// residual lights (the fewest free presses, as the table shows them) when the table is drawn,
/// else from the solver's solution's free presses.
fn chase_lesson(
    reduced: &Reduced,
    board: &Board,
    goal: &Goal,
    solution: Option<&Presses>,
) -> Result<ChaseLesson, String> {
    let free = reduced.unknowns();
    let first = ChaseWalk::new(reduced, board, goal, &vec![0; free]).map_err(|e| e.to_string())?;
    let lookup = Lookup::new(reduced).map_err(|e| capitalise(&e.to_string()));
    let states = reduced.states();
    let lights: Vec<u8> = first
        .residuals()
        .iter()
        .map(|&(_, needs)| (states - needs) % states)
        .collect();
    let from_table = lookup
        .as_ref()
        .ok()
        .and_then(Lookup::rows)
        .and_then(|rows| rows.into_iter().find(|row| row.lights == lights))
        .map(|row| row.presses);
    let second = solution
        .map(|solution| {
            let counts = from_table.unwrap_or_else(|| {
                first
                    .free_cells()
                    .iter()
                    .map(|&(cell, _)| solution.0[cell])
                    .collect()
            });
            ChaseWalk::new(reduced, board, goal, &counts).map(|walk| (counts, walk))
        })
        .transpose()
        .map_err(|e| e.to_string())?;
    Ok(ChaseLesson {
        first,
        lookup,
        second,
    })
}
