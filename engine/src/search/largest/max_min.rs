//! The largest fewest-press count for N > 2, where the cell types of [`super::covering`]
//! do not apply (a cell's value, not only whether it is pressed, meets each quiet pattern):
//! for kernels of at most 4,096 elements, max over boards of min over the kernel, searched
//! board by board.
//!
//! A hill climb over y gives a board that needs many presses, a lower bound and a witness.
//! When it falls short of the averaging bound, a depth-first search over y settles it: the
//! cells of one column take non-decreasing values (their order does not matter), the first
//! column's first cell is fixed up to a quiet-pattern shift, and a branch is cut when even its
//! best completion (every open cell at N - 1, or the average) cannot beat the best found.

use super::bounds::{balanced, Largest};
use crate::budget::{Budget, Progress};
use crate::model::board::Presses;
use crate::solve::coset::Coset;

/// Largest kernel (quiet-pattern combinations) the search for N > 2 enumerates.
pub const MAX_EXACT_KERNEL: u64 = 1 << 12;
/// Most (cell, kernel element) pairs it holds.
const MAX_COLUMN_ENTRIES: u64 = 1 << 24;
/// Most work (kernel elements summed, over every move tried and node visited) the hill climb
/// and the depth-first search spend before they leave the answer a range, whatever the time
/// allowed: about a second. Past it the search
/// rarely settles (4 x 4 with 6 states is not settled in minutes), and a limit of its own
/// makes the range the same on every machine.
const MAX_SEARCH_WORK: u64 = 1 << 27;

/// The largest count of `kernel`'s setup, exact when the search finishes within `budget`;
/// `None` when the kernel is too large to search or the budget stops the set-up.
pub(super) fn largest(kernel: &Coset, upper: u64, budget: &mut Budget) -> Option<Largest> {
    let cells = kernel.cells() as u64;
    let size = kernel.size().filter(|&size| {
        size <= MAX_EXACT_KERNEL && size.saturating_mul(cells) <= MAX_COLUMN_ENTRIES
    })?;
    let mut search = MaxMin::new(kernel, kernel.groups(), size, upper, budget)?;
    search.climb(budget);
    if search.best < upper {
        search.run(budget);
    }
    Some(Largest {
        lower: search.best,
        upper: if search.finished { search.best } else { upper },
        hardest: Presses(search.witness),
    })
}

/// The search for max over y of min over the kernel of the press count of y + c.
struct MaxMin {
    states: u8,
    /// The cells that some quiet pattern touches, group by group, largest group first.
    order: Vec<usize>,
    /// Whether `order[i]` starts a new group, and that group's shift step.
    starts: Vec<Option<u8>>,
    /// Per cell in `order`, its value in each kernel element.
    columns: Vec<u8>,
    size: usize,
    /// Per kernel element, the press count of y + c over the cells assigned so far, plus the
    /// untouched cells.
    sums: Vec<u64>,
    values: Vec<u8>,
    /// From each depth on: twice the most the open cells can add on average over the kernel.
    open_average: Vec<u64>,
    upper: u64,
    best: u64,
    witness: Vec<u8>,
    finished: bool,
    /// Work spent so far, against [`MAX_SEARCH_WORK`].
    work: u64,
}

impl MaxMin {
    /// The search's tables, or `None` when the budget stops the walk that lays them out.
    fn new(
        kernel: &Coset,
        groups: &[(u8, Vec<usize>)],
        size: u64,
        upper: u64,
        budget: &mut Budget,
    ) -> Option<Self> {
        let states = kernel.states();
        let n = kernel.cells();
        // The largest groups first, groups of one size in their given order: each put in its
        // place, as a stable sort would (a few groups, one per step).
        let mut touched: Vec<&(u8, Vec<usize>)> = Vec::new();
        for group in groups.iter().filter(|(step, _)| *step != states) {
            let at = touched.partition_point(|(_, cells)| cells.len() >= group.1.len());
            touched.insert(at, group);
        }
        let mut order = Vec::new();
        let mut starts = Vec::new();
        let mut steps = Vec::new();
        for (step, cells) in touched {
            for (i, &cell) in cells.iter().enumerate() {
                order.push(cell);
                starts.push((i == 0).then_some(*step));
                steps.push(*step);
            }
        }
        let size = size as usize;
        let mut columns = vec![0u8; order.len() * size];
        let mut odometer = kernel.at(0);
        for element in 0..size {
            if !budget.step(order.len() as u64 + 1, element as f64 / size as f64) {
                return None;
            }
            for (i, &cell) in order.iter().enumerate() {
                columns[i * size + element] = odometer.presses()[cell];
            }
            kernel.advance(&mut odometer);
        }
        let untouched = n - order.len();
        // Twice the largest average each open cell can add, summed from each depth on.
        let mut open_average = vec![0u64; order.len() + 1];
        for i in (0..order.len()).rev() {
            open_average[i] = open_average[i + 1] + steps[i] as u64 + states as u64 - 2;
        }
        Some(Self {
            witness: balanced(groups, n, states),
            open_average,
            states,
            sums: vec![untouched as u64 * (states as u64 - 1); size],
            values: vec![0; order.len()],
            order,
            starts,
            columns,
            size,
            upper,
            best: 0,
            finished: false,
            work: 0,
        })
    }

    /// Adds (or with `remove`, takes back) value `v` on the i-th ordered cell.
    fn place(&mut self, i: usize, v: u8, remove: bool) {
        let n = self.states;
        let column = &self.columns[i * self.size..(i + 1) * self.size];
        for (sum, &c) in self.sums.iter_mut().zip(column) {
            let press = ((v + c) % n) as u64;
            if remove {
                *sum -= press;
            } else {
                *sum += press;
            }
        }
    }

    /// Hill climbing from the balanced vector: change one cell's value while that raises the
    /// minimum (or keeps it and lowers the number of kernel elements at it), within `budget`.
    fn climb(&mut self, budget: &mut Budget) {
        let start: Vec<u8> = self.order.iter().map(|&cell| self.witness[cell]).collect();
        for (i, &v) in start.iter().enumerate() {
            self.place(i, v, false);
        }
        self.values = start;
        let score = |sums: &[u64]| {
            let low = *sums.iter().min().expect("a kernel element");
            (
                low,
                std::cmp::Reverse(sums.iter().filter(|&&s| s == low).count()),
            )
        };
        let mut current = score(&self.sums);
        'climb: loop {
            let before = current;
            for i in 0..self.order.len() {
                for v in 0..self.states {
                    let old = self.values[i];
                    if v == old {
                        continue;
                    }
                    let best = current.0;
                    // Four passes over the kernel: two placements, a score, maybe an undo.
                    self.work += 4 * self.size as u64;
                    if self.work > MAX_SEARCH_WORK
                        || !budget.tick_costing(4 * self.size as u64, |steps| Progress {
                            done: 0.0,
                            steps,
                            best: Some(best),
                            bound: None,
                        })
                    {
                        break 'climb;
                    }
                    self.place(i, old, true);
                    self.place(i, v, false);
                    let next = score(&self.sums);
                    if next > current {
                        current = next;
                        self.values[i] = v;
                    } else {
                        self.place(i, v, true);
                        self.place(i, old, false);
                    }
                }
            }
            if current == before || current.0 >= self.upper {
                break;
            }
        }
        self.best = current.0;
        for (i, &cell) in self.order.iter().enumerate() {
            self.witness[cell] = self.values[i];
        }
        // The search starts from nothing placed.
        for i in 0..self.order.len() {
            self.place(i, self.values[i], true);
        }
    }

    /// The depth-first search, with an explicit stack (a board may have thousands of cells);
    /// `finished` says whether it ran to the end (within `budget` and [`MAX_SEARCH_WORK`]).
    fn run(&mut self, budget: &mut Budget) {
        let cells = self.order.len();
        // Per depth: the next value to try and the last one.
        let mut next = vec![0u8; cells + 1];
        let mut last = vec![0u8; cells + 1];
        let mut depth = 0;
        let mut entering = true;
        loop {
            if entering {
                entering = false;
                match self.open_values(depth) {
                    Some((from, to)) => (next[depth], last[depth]) = (from, to),
                    None => (next[depth], last[depth]) = (1, 0),
                }
            }
            if depth < cells && next[depth] <= last[depth] && self.best < self.upper {
                let best = self.best;
                self.work += 3 * self.size as u64;
                if self.work > MAX_SEARCH_WORK {
                    return;
                }
                // A placement and the bound at the next node: passes over the kernel.
                if !budget.tick_costing(3 * self.size as u64, |steps| Progress {
                    done: 0.0,
                    steps,
                    best: Some(best),
                    bound: None,
                }) {
                    return;
                }
                let v = next[depth];
                next[depth] += 1;
                self.values[depth] = v;
                self.place(depth, v, false);
                depth += 1;
                entering = true;
                continue;
            }
            // This node is done: back to its parent.
            if depth == 0 {
                self.finished = true;
                return;
            }
            depth -= 1;
            self.place(depth, self.values[depth], true);
        }
    }

    /// At a node with `depth` cells placed: records a leaf, or returns the values the next
    /// cell may take (`None` when the branch cannot beat the best found).
    fn open_values(&mut self, depth: usize) -> Option<(u8, u8)> {
        let lowest = *self.sums.iter().min().expect("a kernel element");
        if depth == self.order.len() {
            if lowest > self.best {
                self.best = lowest;
                for (i, &cell) in self.order.iter().enumerate() {
                    self.witness[cell] = self.values[i];
                }
            }
            return None;
        }
        // Every completion's minimum is at most its value at the current minimiser with the
        // open cells at N - 1, and at most its average over the kernel.
        let open = (self.order.len() - depth) as u64;
        let full = lowest + open * (self.states as u64 - 1);
        let size = self.size as u64;
        let total: u64 = self.sums.iter().sum();
        let average = (2 * total + size * self.open_average[depth]) / (2 * size);
        if full.min(average).min(self.upper) <= self.best {
            return None;
        }
        // Cells of one group take non-decreasing values; the first group's first cell is
        // fixed up to a quiet-pattern shift, which moves it by multiples of its step.
        Some(match self.starts[depth] {
            Some(step) if depth == 0 => (0, step - 1),
            Some(_) => (0, self.states - 1),
            None => (self.values[depth - 1], self.states - 1),
        })
    }
}
