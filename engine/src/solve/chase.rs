//! Light chasing, generalised to any move matrix.
//!
//! Cells are visited one at a time. When a cell is visited, every press that reaches it and
//! is not yet settled is settled: the last of them is *determined* by the cell (its value is
//! whatever makes the cell right), the others become *free* unknowns. A cell whose presses are
//! all settled already becomes a *residual* equation in the free unknowns. Each press adds 1
//! to each cell it reaches, so no division is ever needed and this is exact over any Z_N.
//!
//! On a plain R x C board with the plus pattern, visiting cells row by row frees the first
//! row's presses and leaves the last row's cells as residuals: the classic C x C system that
//! replaces an n x n one. Every question about the puzzle is then a question about that small
//! system: solutions of the whole board correspond one to one with solutions of the residual
//! system, and the cokernels agree, so ranks, quiet patterns and classes carry over.

use std::cmp::Reverse;
use std::collections::BinaryHeap;

use crate::algebra::gf2::{words_for, xor_into, BitRows};
use crate::budget::Budget;
use crate::model::move_matrix::MoveMatrix;

/// Row order leaving at most this many unknowns is kept without trying the greedy order.
const GREEDY_THRESHOLD: usize = 256;
/// Units of work (about a nanosecond each) a press reached costs the greedy order: a cell
/// queued again and taken out later.
const GREEDY_ENTRY_COST: usize = 64;

/// What visiting a cell did.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Step {
    /// The cell fixed the value of `press`.
    Determine { cell: u32, press: u32 },
    /// The cell became residual equation number `equation`.
    Residual { cell: u32, equation: u32 },
}

/// The order in which cells were visited and what each visit settled.
#[derive(Debug, Clone)]
pub struct Chase {
    steps: Vec<Step>,
    /// The press behind each free unknown.
    free_presses: Vec<u32>,
    /// For each press, its free-unknown number, if it is free.
    free_index: Vec<Option<u32>>,
}

/// How the cells are ordered for the visit.
#[derive(Debug, Clone, Copy)]
enum Order {
    /// Cell order: row by row, the classic chase.
    Rows,
    /// Always the unvisited cell with the fewest unsettled presses (ties by cell number):
    /// a greedy ordering for graphs without rows.
    FewestUnsettled,
}

impl Chase {
    /// Plans the chase that leaves the fewest free unknowns among the orderings tried.
    /// `rows` is the transpose of `matrix`: for each cell, the presses that reach it.
    /// Row order is tried first; only when it leaves many unknowns (a graph, an exotic rule)
    /// is the slower greedy ordering tried too.
    /// Both orders report to `budget` as they go (the greedy one took a second on a 1,000 x
    /// 1,000 torus, before the factoring's first look at the clock); `None` when it stopped
    /// them.
    pub fn plan(matrix: &MoveMatrix, rows: &MoveMatrix, budget: &mut Budget) -> Option<Self> {
        let by_rows = Self::plan_with(matrix, rows, Order::Rows, budget)?;
        if by_rows.free_count() <= GREEDY_THRESHOLD {
            return Some(by_rows);
        }
        let greedy = Self::plan_with(matrix, rows, Order::FewestUnsettled, budget)?;
        Some(if greedy.free_count() < by_rows.free_count() {
            greedy
        } else {
            by_rows
        })
    }

    /// The unknowns the classic row-by-row chase leaves: an upper bound on those of
    /// [`Chase::plan`] (which keeps the row order unless the greedy one leaves fewer), found
    /// without the slower greedy ordering.
    pub(crate) fn free_count_by_rows(matrix: &MoveMatrix, rows: &MoveMatrix) -> usize {
        Self::plan_with(matrix, rows, Order::Rows, &mut Budget::unlimited())
            .expect("an unlimited budget never stops")
            .free_count()
    }

    /// The chase in `order`, reporting each cell's work to `budget`; `None` when it stopped.
    fn plan_with(
        matrix: &MoveMatrix,
        rows: &MoveMatrix,
        order: Order,
        budget: &mut Budget,
    ) -> Option<Self> {
        let n = matrix.cells();
        let mut settled = vec![false; n];
        let mut free_presses = Vec::new();
        let mut steps = Vec::with_capacity(n);
        let mut equations = 0u32;
        // Unsettled presses per unvisited cell, and buckets by that count for the greedy order.
        let mut unsettled: Vec<usize> = (0..n).map(|cell| rows.reach(cell).len()).collect();
        let mut visited = vec![false; n];
        // The greedy order's queue: (unsettled count, cell) packed into one u64 whose order is
        // the pair's, least first. A cell whose count drops is queued again; its older
        // entries, whose counts no longer match, are passed over as they come out. A heap of
        // u64 rather than ordered sets per count: its code is shared with the random tree's.
        let mut queue = BinaryHeap::new();
        let queued = |count: usize, cell: usize| Reverse((count as u64) << 32 | cell as u64);
        if matches!(order, Order::FewestUnsettled) {
            queue.extend(
                unsettled
                    .iter()
                    .enumerate()
                    .map(|(cell, &count)| queued(count, cell)),
            );
        }
        // Units of work for a press reached, a set's moves of the greedy order included.
        let per_entry = match order {
            Order::Rows => 1,
            Order::FewestUnsettled => GREEDY_ENTRY_COST,
        };
        let mut next_in_rows = 0usize;
        for visit in 0..n {
            let cell = match order {
                Order::Rows => {
                    next_in_rows += 1;
                    next_in_rows - 1
                }
                Order::FewestUnsettled => loop {
                    let Reverse(key) = queue.pop().expect("an unvisited cell remains");
                    let (count, cell) = ((key >> 32) as usize, key as u32 as usize);
                    if !visited[cell] && unsettled[cell] == count {
                        break cell;
                    }
                },
            };
            visited[cell] = true;
            let open: Vec<u32> = rows
                .reach(cell)
                .iter()
                .copied()
                .filter(|&press| !settled[press as usize])
                .collect();
            match open.split_last() {
                None => {
                    steps.push(Step::Residual {
                        cell: cell as u32,
                        equation: equations,
                    });
                    equations += 1;
                }
                Some((&last, others)) => {
                    free_presses.extend_from_slice(others);
                    steps.push(Step::Determine {
                        cell: cell as u32,
                        press: last,
                    });
                }
            }
            let reached: usize = open.iter().map(|&p| matrix.reach(p as usize).len()).sum();
            if !budget.step(((reached + 1) * per_entry) as u64, visit as f64 / n as f64) {
                return None;
            }
            for &press in &open {
                settled[press as usize] = true;
                for &reached in matrix.reach(press as usize) {
                    let reached = reached as usize;
                    if !visited[reached] {
                        unsettled[reached] -= 1;
                        if matches!(order, Order::FewestUnsettled) {
                            queue.push(queued(unsettled[reached], reached));
                        }
                    }
                }
            }
        }
        // Presses that reach no cell change nothing: free.
        free_presses.extend((0..n as u32).filter(|&press| !settled[press as usize]));
        let mut free_index = vec![None; n];
        for (index, &press) in free_presses.iter().enumerate() {
            free_index[press as usize] = Some(index as u32);
        }
        Some(Self {
            steps,
            free_presses,
            free_index,
        })
    }

    /// Each visit in order: the cell visited and the press it determined, or `None` when the
    /// cell became a residual equation (the Learn page steps through these one by one).
    pub fn visits(&self) -> impl Iterator<Item = (usize, Option<usize>)> + '_ {
        self.steps.iter().map(|step| match *step {
            Step::Determine { cell, press } => (cell as usize, Some(press as usize)),
            Step::Residual { cell, .. } => (cell as usize, None),
        })
    }

    /// The presses left free, in the order of the residual system's unknowns.
    pub fn free_presses(&self) -> &[u32] {
        &self.free_presses
    }

    /// The number of free unknowns, which equals the number of residual equations.
    pub fn free_count(&self) -> usize {
        self.free_presses.len()
    }

    /// Visits the steps in order, handing each cell's settled presses to `sweep`; with a
    /// budget and the width of a press's value in units of work, it reports as it goes and
    /// returns false when the budget stopped it.
    fn sweep(
        &self,
        rows: &MoveMatrix,
        sweep: &mut impl Sweep,
        mut budget: Option<(&mut Budget, u64)>,
    ) -> bool {
        let total = self.steps.len().max(1) as f64;
        let last_use = sweep.windowed().then(|| self.last_uses(rows));
        for (i, step) in self.steps.iter().enumerate() {
            if let Some((budget, width)) = budget.as_mut() {
                let cell = match *step {
                    Step::Determine { cell, .. } | Step::Residual { cell, .. } => cell,
                };
                let cost = (rows.reach(cell as usize).len() as u64 + 1) * *width;
                if !budget.step(cost, i as f64 / total) {
                    return false;
                }
            }
            let (cell, skip) = match *step {
                Step::Determine { cell, press } => (cell, press),
                Step::Residual { cell, .. } => (cell, u32::MAX),
            };
            sweep.clear();
            for &press in rows.reach(cell as usize) {
                if press != skip {
                    sweep.add(press as usize);
                }
            }
            match *step {
                Step::Determine { cell, press } => sweep.determine(cell as usize, press as usize),
                Step::Residual { cell, equation } => {
                    sweep.residual(cell as usize, equation as usize)
                }
            }
            if let Some(last_use) = &last_use {
                for &press in rows.reach(cell as usize) {
                    if last_use[press as usize] == i as u32 {
                        sweep.release(press as usize);
                    }
                }
            }
        }
        true
    }

    /// For each press, the last step whose cell it reaches: after that step no cell reads its
    /// value again.
    fn last_uses(&self, rows: &MoveMatrix) -> Vec<u32> {
        let mut last_use = vec![0u32; self.free_index.len()];
        for (i, step) in self.steps.iter().enumerate() {
            let cell = match *step {
                Step::Determine { cell, .. } | Step::Residual { cell, .. } => cell,
            };
            for &press in rows.reach(cell as usize) {
                last_use[press as usize] = i as u32;
            }
        }
        last_use
    }

    /// Chases `target` with the free unknowns set to `free`, over Z_states: returns the press
    /// vector and the residual of each residual equation (target minus what the presses give).
    /// The presses solve the whole board exactly when every residual is 0.
    pub fn run(&self, rows: &MoveMatrix, states: u8, target: &[u8], free: &[u8]) -> Chased {
        let mut presses = vec![0u8; target.len()];
        for (&press, &value) in self.free_presses.iter().zip(free) {
            presses[press as usize] = value;
        }
        let mut sweep = Numeric {
            modulus: states as u32,
            target,
            presses,
            residuals: vec![0u8; self.free_count()],
            sum: 0,
        };
        self.sweep(rows, &mut sweep, None);
        Chased {
            presses: sweep.presses,
            residuals: sweep.residuals,
        }
    }

    /// Chases up to 64 press vectors at once over GF(2) with a dark target, one per bit lane:
    /// `free[j]` holds free unknown j's value in each lane. Returns each press's lanes. This is
    /// how a whole basis of quiet patterns is expanded for the price of one chase.
    pub fn run_gf2_lanes(&self, rows: &MoveMatrix, free: &[u64]) -> Vec<u64> {
        let mut lanes = vec![0u64; self.free_index.len()];
        for (&press, &value) in self.free_presses.iter().zip(free) {
            lanes[press as usize] = value;
        }
        let mut sweep = Lanes { lanes, sum: 0 };
        self.sweep(rows, &mut sweep, None);
        sweep.lanes
    }

    /// The residual system's matrix over Z_states: entry (equation, j) is how much the free
    /// unknown j adds to that equation's cell once the chase has followed it through.
    /// Row-major, f x f. `None` when `budget` stopped it first (a whole chase with f values a
    /// press).
    pub fn residual_matrix_mod(
        &self,
        rows: &MoveMatrix,
        states: u8,
        budget: &mut Budget,
    ) -> Option<Vec<u8>> {
        let f = self.free_count();
        let mut sweep = ModularRows {
            modulus: states as u32,
            width: f,
            window: Window::new(self.free_index.len()),
            coefficients: Vec::new(),
            matrix: vec![0u8; f * f],
            sum: vec![0u32; f],
        };
        for (j, &press) in self.free_presses.iter().enumerate() {
            let row = sweep.open(press as usize);
            sweep.coefficients[row * f + j] = 1;
        }
        self.sweep(rows, &mut sweep, Some((budget, f as u64)))
            .then_some(sweep.matrix)
    }

    /// The residual system's matrix over GF(2), bit-packed (see [`Chase::residual_matrix_mod`]).
    pub fn residual_matrix_gf2(&self, rows: &MoveMatrix, budget: &mut Budget) -> Option<BitRows> {
        let f = self.free_count();
        let words = words_for(f);
        let mut sweep = Gf2Rows {
            words,
            window: Window::new(self.free_index.len()),
            coefficients: Vec::new(),
            matrix: BitRows::zeros(f, f),
            sum: vec![0u64; words],
        };
        for (j, &press) in self.free_presses.iter().enumerate() {
            let row = sweep.open(press as usize);
            sweep.coefficients[row * words + j / 64] |= 1 << (j % 64);
        }
        self.sweep(rows, &mut sweep, Some((budget, words as u64)))
            .then_some(sweep.matrix)
    }
}

/// What a chase computes at each cell: the sum of the settled presses that reach it, then
/// either the determined press's value or a residual. One implementation per representation
/// of press values, one loop for all of them.
trait Sweep {
    /// Starts a new cell's sum.
    fn clear(&mut self);
    /// Adds a settled press to the sum.
    fn add(&mut self, press: usize);
    /// Sets `press` so that `cell` comes out right.
    fn determine(&mut self, cell: usize, press: usize);
    /// Records what `cell` still lacks as residual `equation`.
    fn residual(&mut self, cell: usize, equation: usize);
    /// Whether the sweep keeps a press's value only while a later cell can read it (then
    /// [`Sweep::release`] is called after each press's last reader).
    fn windowed(&self) -> bool {
        false
    }
    /// No later cell reads `press`.
    fn release(&mut self, _press: usize) {}
}

/// Which row of a rolling window of coefficient rows holds each press: a row is taken when a
/// press is settled and given back after the last cell that reads it, so the rows held are
/// those a pattern can still reach (two board rows and the free row on a rectangle) instead of
/// one per cell: O(residual^2 + cells) memory, not O(cells x residual).
struct Window {
    row_of: Vec<u32>,
    spare: Vec<u32>,
    rows: usize,
}

impl Window {
    const NONE: u32 = u32::MAX;

    fn new(presses: usize) -> Self {
        Self {
            row_of: vec![Self::NONE; presses],
            spare: Vec::new(),
            rows: 0,
        }
    }

    fn row(&self, press: usize) -> usize {
        self.row_of[press] as usize
    }

    /// A row for `press`; `true` with it when the window has grown by one row.
    /// A zeroed coefficient row of `width` entries for `press` in `coefficients`: the rows
    /// of either kind (bytes mod N, packed GF(2) words) are opened the same way.
    fn open_row<T: Copy + Default>(
        &mut self,
        coefficients: &mut Vec<T>,
        width: usize,
        press: usize,
    ) -> usize {
        let (row, grown) = self.open(press);
        if grown {
            coefficients.resize((row + 1) * width, T::default());
        } else {
            coefficients[row * width..(row + 1) * width].fill(T::default());
        }
        row
    }

    fn open(&mut self, press: usize) -> (usize, bool) {
        let (row, grown) = match self.spare.pop() {
            Some(row) => (row as usize, false),
            None => {
                self.rows += 1;
                (self.rows - 1, true)
            }
        };
        self.row_of[press] = row as u32;
        (row, grown)
    }

    fn close(&mut self, press: usize) {
        let row = std::mem::replace(&mut self.row_of[press], Self::NONE);
        if row != Self::NONE {
            self.spare.push(row);
        }
    }
}

/// Press counts over Z_N for one target board.
struct Numeric<'a> {
    modulus: u32,
    target: &'a [u8],
    presses: Vec<u8>,
    residuals: Vec<u8>,
    sum: u32,
}

impl Sweep for Numeric<'_> {
    fn clear(&mut self) {
        self.sum = 0;
    }

    fn add(&mut self, press: usize) {
        self.sum += self.presses[press] as u32;
    }

    fn determine(&mut self, cell: usize, press: usize) {
        let m = self.modulus;
        self.presses[press] = ((self.target[cell] as u32 + m - self.sum % m) % m) as u8;
    }

    fn residual(&mut self, cell: usize, equation: usize) {
        let m = self.modulus;
        self.residuals[equation] = ((self.target[cell] as u32 + m - self.sum % m) % m) as u8;
    }
}

/// 64 GF(2) press vectors side by side, one per bit, with a dark target.
struct Lanes {
    lanes: Vec<u64>,
    sum: u64,
}

impl Sweep for Lanes {
    fn clear(&mut self) {
        self.sum = 0;
    }

    fn add(&mut self, press: usize) {
        self.sum ^= self.lanes[press];
    }

    fn determine(&mut self, _cell: usize, press: usize) {
        self.lanes[press] = self.sum;
    }

    fn residual(&mut self, _cell: usize, _equation: usize) {}
}

/// Each live press as a row of coefficients over Z_N in the free unknowns.
struct ModularRows {
    modulus: u32,
    width: usize,
    window: Window,
    coefficients: Vec<u8>,
    matrix: Vec<u8>,
    sum: Vec<u32>,
}

impl ModularRows {
    /// A zeroed row for `press`.
    fn open(&mut self, press: usize) -> usize {
        self.window
            .open_row(&mut self.coefficients, self.width, press)
    }
}

impl Sweep for ModularRows {
    fn clear(&mut self) {
        self.sum.iter_mut().for_each(|s| *s = 0);
    }

    fn add(&mut self, press: usize) {
        let (w, row) = (self.width, self.window.row(press));
        let row = &self.coefficients[row * w..(row + 1) * w];
        for (s, &c) in self.sum.iter_mut().zip(row) {
            *s += c as u32;
        }
    }

    fn determine(&mut self, _cell: usize, press: usize) {
        let m = self.modulus;
        let (w, row) = (self.width, self.open(press));
        let row = &mut self.coefficients[row * w..(row + 1) * w];
        for (c, &s) in row.iter_mut().zip(&self.sum) {
            *c = ((m - s % m) % m) as u8;
        }
    }

    fn windowed(&self) -> bool {
        true
    }

    fn release(&mut self, press: usize) {
        self.window.close(press);
    }

    fn residual(&mut self, _cell: usize, equation: usize) {
        let m = self.modulus;
        let row = &mut self.matrix[equation * self.width..(equation + 1) * self.width];
        for (c, &s) in row.iter_mut().zip(&self.sum) {
            *c = (s % m) as u8;
        }
    }
}

/// Each live press as a bit-packed row over GF(2) in the free unknowns.
struct Gf2Rows {
    words: usize,
    window: Window,
    coefficients: Vec<u64>,
    matrix: BitRows,
    sum: Vec<u64>,
}

impl Gf2Rows {
    /// A zeroed row for `press`.
    fn open(&mut self, press: usize) -> usize {
        self.window
            .open_row(&mut self.coefficients, self.words, press)
    }
}

impl Sweep for Gf2Rows {
    fn clear(&mut self) {
        self.sum.iter_mut().for_each(|s| *s = 0);
    }

    fn add(&mut self, press: usize) {
        let (w, row) = (self.words, self.window.row(press));
        xor_into(&mut self.sum, &self.coefficients[row * w..(row + 1) * w]);
    }

    fn determine(&mut self, _cell: usize, press: usize) {
        let (w, row) = (self.words, self.open(press));
        self.coefficients[row * w..(row + 1) * w].copy_from_slice(&self.sum);
    }

    fn windowed(&self) -> bool {
        true
    }

    fn release(&mut self, press: usize) {
        self.window.close(press);
    }

    fn residual(&mut self, _cell: usize, equation: usize) {
        self.matrix.row_mut(equation).copy_from_slice(&self.sum);
    }
}

/// The outcome of one chase.
#[derive(Debug, Clone)]
pub struct Chased {
    pub presses: Vec<u8>,
    pub residuals: Vec<u8>,
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::puzzle::Puzzle;

    #[test]
    fn lights_out_chase_frees_the_first_row() {
        let matrix = Puzzle::lights_out(5, 7).unwrap().move_matrix().unwrap();
        let rows = matrix.reached_by();
        let chase = Chase::plan(&matrix, &rows, &mut Budget::unlimited()).unwrap();
        assert_eq!(chase.free_count(), 7);
    }

    #[test]
    fn the_greedy_order_visits_a_cell_with_the_fewest_unsettled_presses_least_first() {
        use crate::model::rule::{Pattern, Rule};
        use crate::model::shape::{Shape, SquareLattice};
        use crate::model::topology::Topology;
        let torus = SquareLattice::new(9, 11, Topology::Torus).unwrap();
        let knight = Rule::Pattern(Pattern::square_preset("knight").unwrap());
        let puzzle = Puzzle::new(Shape::Square(torus), knight, 2).unwrap();
        let matrix = puzzle.move_matrix().unwrap();
        let rows = matrix.reached_by();
        let plan = Chase::plan_with(
            &matrix,
            &rows,
            Order::FewestUnsettled,
            &mut Budget::unlimited(),
        )
        .unwrap();
        let n = matrix.cells();
        let mut unsettled: Vec<usize> = (0..n).map(|cell| rows.reach(cell).len()).collect();
        let (mut settled, mut visited) = (vec![false; n], vec![false; n]);
        for (cell, _) in plan.visits() {
            let fewest = (0..n)
                .filter(|&c| !visited[c])
                .min_by_key(|&c| unsettled[c]);
            assert_eq!(Some(cell), fewest, "fewest unsettled, then the least cell");
            visited[cell] = true;
            for &press in rows.reach(cell) {
                if !std::mem::replace(&mut settled[press as usize], true) {
                    for &reached in matrix.reach(press as usize) {
                        unsettled[reached as usize] -= usize::from(!visited[reached as usize]);
                    }
                }
            }
        }
        assert!(visited.iter().all(|&v| v));
    }

    #[test]
    fn chasing_a_board_clears_everything_but_the_residual_cells() {
        let matrix = Puzzle::lights_out(4, 4).unwrap().move_matrix().unwrap();
        let rows = matrix.reached_by();
        let chase = Chase::plan(&matrix, &rows, &mut Budget::unlimited()).unwrap();
        let target: Vec<u8> = (0..16).map(|i| (i % 3 == 0) as u8).collect();
        let chased = chase.run(&rows, 2, &target, &vec![0; chase.free_count()]);
        let mut reached = vec![0u8; 16];
        matrix.apply(&chased.presses, &mut reached, 2);
        let wrong = (0..16).filter(|&i| reached[i] != target[i]).count();
        let residual_wrong = chased.residuals.iter().filter(|&&r| r != 0).count();
        assert_eq!(wrong, residual_wrong);
    }
}
