//! How hard a board is, by its fewest-press count, and the largest fewest-press count of a
//! setup: 15 on 5 x 5 Lights Out, 7 on 4 x 4, 9 on 3 x 3.
//!
//! The solutions of a board are one solution plus the kernel C, and the boards that can reach
//! the goal correspond one to one with the cosets y + C, so the largest fewest-press count is
//! max over y of min over c in C of |y + c| (for N = 2, the covering radius of C). Only a cell's
//! column (the quiet patterns' values there) matters to the inner minimum, and the cells
//! with one column move together, so:
//!
//! - Averaging over C bounds it from above: a cell that no quiet pattern touches adds at most
//!   N - 1, any other at most its average over the shifts it can take ((N - 1)/2 for prime N).
//!   For N = 2 that is m0 + (n - m0)/2, m0 the untouched cells, and it is reached exactly when
//!   every column is shared by an even number of cells; when one is not, the Walsh spectrum
//!   of the column counts cannot vanish and the bound drops by one (half a press).
//! - A hill climb over y gives a board that needs many presses, a lower bound and a witness.
//! - When they differ and the kernel is small, a depth-first search over y settles it: the
//!   cells of one column take non-decreasing values (their order does not matter), the first
//!   column's first cell is fixed up to a quiet-pattern shift, and a branch is cut when even
//!   its best completion (every open cell at N - 1, or the average) cannot beat the best found.
//!
//! Where that is too costly the answer stays a range, honestly.
//!
//! A difficulty is a band of fewest-press counts relative to the largest; a board of one is
//! drawn uniformly from the boards in the band by rejection, from two proposals: a uniform
//! solvable board, and (N = 2, small kernels) a uniform press vector of a weight in the band,
//! accepted with probability 1 / (its coset's vectors in the band) so that every board in
//! the band is equally likely. The first suits the common middle, the second the rare ends.

use std::fmt;
use std::ops::RangeInclusive;
use std::str::FromStr;

use rand::seq::index::sample;
use rand::Rng;

use crate::budget::{Budget, Progress};
use crate::error::EngineError;
use crate::model::board::{Board, Goal, Presses};
use crate::search::fewest::{Fewest, FewestSearch};
use crate::solve::coset::Coset;
use crate::solve::reduced::{Outcome, Reduced};

/// Largest kernel whose elements the exact search for the largest count enumerates.
const MAX_KERNEL_FOR_LARGEST: u64 = 1 << 12;
/// Most (cell, kernel element) pairs it holds.
const MAX_COLUMN_ENTRIES: u64 = 1 << 24;
/// Largest kernel the band proposal walks for each try.
const MAX_KERNEL_FOR_BAND: u64 = 1 << 16;
/// Tries before a random board of a difficulty is given up as too rare.
pub const MAX_TRIES: u64 = 10_000;

/// The largest fewest-press count of a setup, or the range it is known to lie in.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Largest {
    /// Some board needs at least this many presses ([`Largest::hardest`] does).
    pub lower: u64,
    /// No board needs more.
    pub upper: u64,
    /// Presses whose board (see [`Reduced::board_solved_by`]) needs at least `lower` presses.
    pub hardest: Presses,
}

impl Largest {
    /// The largest fewest-press count, when it is known exactly.
    pub fn exact(&self) -> Option<u64> {
        (self.lower == self.upper).then_some(self.lower)
    }
}

/// How many presses a board needs, relative to the largest count of its setup.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Difficulty {
    Easy,
    Medium,
    Hard,
    Hardest,
}

impl Difficulty {
    pub const ALL: [Difficulty; 4] = [
        Difficulty::Easy,
        Difficulty::Medium,
        Difficulty::Hard,
        Difficulty::Hardest,
    ];

    pub fn name(self) -> &'static str {
        match self {
            Difficulty::Easy => "easy",
            Difficulty::Medium => "medium",
            Difficulty::Hard => "hard",
            Difficulty::Hardest => "hardest",
        }
    }

    /// The fewest-press counts of this difficulty. With L = `largest.lower` (the largest count
    /// when known), 1..L-1 is cut in thirds for easy, medium and hard, and hardest is L and
    /// above: on 5 x 5, 1-5, 6-10, 11-14 and 15. A board already at the goal is none of them.
    pub fn presses(self, largest: &Largest) -> RangeInclusive<u64> {
        let below = largest.lower.saturating_sub(1);
        let (easy, medium) = (below.div_ceil(3), (2 * below).div_ceil(3));
        match self {
            Difficulty::Easy => 1..=easy,
            Difficulty::Medium => easy + 1..=medium,
            Difficulty::Hard => medium + 1..=below,
            Difficulty::Hardest => largest.lower.max(1)..=largest.upper,
        }
    }
}

impl fmt::Display for Difficulty {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for Difficulty {
    type Err = EngineError;

    fn from_str(text: &str) -> Result<Self, Self::Err> {
        Self::ALL
            .into_iter()
            .find(|d| d.name() == text)
            .ok_or_else(|| {
                EngineError::new(format!(
                    "unknown difficulty {text:?}; allowed: easy, medium, hard, hardest"
                ))
            })
    }
}

impl Reduced {
    /// The board that `presses` take to the goal: goal - A·presses.
    pub fn board_solved_by(&self, presses: &Presses, goal: &Goal) -> Board {
        let states = self.states();
        let change = self.change(presses);
        let goal = goal.target(self.cells(), states);
        Board(
            goal.0
                .iter()
                .zip(&change.0)
                .map(|(&g, &c)| (g + states - c) % states)
                .collect(),
        )
    }

    /// The largest fewest-press count over the boards that can reach the goal (the same for
    /// every goal), exact when the search finishes within `budget`, else a range.
    pub fn largest_fewest(&self, budget: &mut Budget) -> Largest {
        let n = self.cells();
        let kernel = Coset::new(self, &Presses(vec![0; n]));
        let groups = kernel.groups();
        let upper = upper_bound(groups, self.states());
        let walkable = kernel.size().filter(|&size| {
            size <= MAX_KERNEL_FOR_LARGEST && size.saturating_mul(n as u64) <= MAX_COLUMN_ENTRIES
        });
        let Some(size) = walkable else {
            // Too many quiet patterns for the search over boards: the balanced board's own
            // fewest-press count (or the bound its search reached) is still a lower bound.
            let hardest = Presses(balanced(groups, n, self.states()));
            let lower = FewestSearch::new(&Coset::new(self, &hardest))
                .run(budget)
                .lower_bound;
            return Largest {
                lower,
                upper,
                hardest,
            };
        };
        let mut search = MaxMin::new(&kernel, groups, size, upper);
        search.climb(budget);
        if search.best < upper {
            search.run(budget);
        }
        let hardest = Presses(search.witness);
        let lower = search.best;
        Largest {
            lower,
            upper: if search.finished { lower } else { upper },
            hardest,
        }
    }

    /// A board drawn uniformly from those of the given difficulty (see
    /// [`Difficulty::presses`]), with its fewest-press solution. Refused when the band is
    /// empty, when [`MAX_TRIES`] tries find no board in it, or when `budget` stops the tries.
    pub fn random_with_difficulty_with_rng<R: Rng + ?Sized>(
        &self,
        goal: &Goal,
        difficulty: Difficulty,
        largest: &Largest,
        rng: &mut R,
        budget: &mut Budget,
    ) -> Result<(Board, Fewest), EngineError> {
        let band = difficulty.presses(largest);
        if band.is_empty() {
            return Err(EngineError::new(format!(
                "there are no {difficulty} boards on this setup: its hardest board needs {} press{}",
                largest.lower,
                if largest.lower == 1 { "" } else { "es" }
            )));
        }
        // Small kernels are walked whole for each try; that is also what the band proposal
        // needs, to count a coset's vectors in the band.
        let walkable = self
            .kernel_size()
            .to_u64()
            .filter(|&size| size <= MAX_KERNEL_FOR_BAND);
        // A try draws and solves a board, a chase of the whole board, before any search reports.
        let try_cost = (self.cells() + self.entries()) as u64;
        for attempt in 0..MAX_TRIES {
            let progress = |steps| Progress {
                done: attempt as f64 / MAX_TRIES as f64,
                steps,
                best: Some(attempt),
                bound: None,
            };
            if !budget.tick_costing(try_cost, progress) {
                break;
            }
            let band_proposal = walkable.is_some() && self.states() == 2 && attempt % 2 == 1;
            let (board, coset) = if band_proposal {
                let presses = weight_in_band(self.cells(), &band, rng);
                (
                    self.board_solved_by(&presses, goal),
                    Coset::new(self, &presses),
                )
            } else {
                let board = self.random_solvable_with_rng(goal, rng);
                let Outcome::Solvable(presses) = self.solve(&board, goal)? else {
                    unreachable!("a random solvable board can reach the goal")
                };
                (board, Coset::new(self, &presses))
            };
            let fewest = match walkable {
                Some(size) => {
                    if !budget.charge(size, progress) {
                        break;
                    }
                    let (fewest, in_band) = weigh(&coset, &band);
                    // The band proposal drew this board once for each of its vectors in the
                    // band; accepting with 1 / that many makes every board equally likely.
                    let accept = !band_proposal || rng.random_range(0..in_band.max(1)) == 0;
                    accept.then_some(fewest)
                }
                None => {
                    let mut search = FewestSearch::new(&coset);
                    while !search.is_finished() {
                        let taken = search.advance(budget.slice_costing(search.step_cost()));
                        if !budget.charge(taken, progress) {
                            break;
                        }
                    }
                    if !search.is_finished() {
                        break;
                    }
                    Some(search.best())
                }
            };
            if let Some(fewest) = fewest.filter(|f| band.contains(&f.press_count)) {
                return Ok((board, fewest));
            }
        }
        Err(EngineError::new(if budget.stopped().is_some() {
            format!(
                "the search for a {difficulty} board was stopped after {} steps",
                budget.spent()
            )
        } else {
            format!(
                "no {difficulty} board (fewest presses {}..={}) found in {MAX_TRIES} tries; on this setup such boards are too rare",
                band.start(),
                band.end()
            )
        }))
    }
}

/// The averaging bound, with the parity refinement for N = 2 (see the module notes).
fn upper_bound(groups: &[(u8, Vec<usize>)], states: u8) -> u64 {
    let n = states as u64;
    let untouched = groups
        .iter()
        .filter(|(step, _)| *step == states)
        .map(|(_, cells)| cells.len() as u64)
        .sum::<u64>();
    // Twice the largest average of a touched cell: shifts by multiples of g reach a best
    // residue of g - 1, then average (n - g) / 2 on top.
    let twice_average: u64 = groups
        .iter()
        .filter(|(step, _)| *step != states)
        .map(|(step, cells)| (*step as u64 + n - 2) * cells.len() as u64)
        .sum();
    let odd_group = groups
        .iter()
        .any(|(step, cells)| *step != states && cells.len() % 2 == 1);
    let refinement = (states == 2 && odd_group) as u64;
    untouched * (n - 1) + (twice_average - refinement.min(twice_average)) / 2
}

/// A press vector that spreads each group's cells evenly over the values and puts N - 1 on
/// the untouched cells: the hill climb's start.
fn balanced(groups: &[(u8, Vec<usize>)], cells: usize, states: u8) -> Vec<u8> {
    let mut presses = vec![0u8; cells];
    for (step, members) in groups {
        for (i, &cell) in members.iter().enumerate() {
            presses[cell] = if *step == states {
                states - 1
            } else {
                ((i * states as usize + states as usize / 2) / members.len()) as u8
            };
        }
    }
    presses
}

/// A uniform press vector with a press count in `band` (N = 2): the count w is drawn with
/// weight C(n, w), then w distinct cells.
fn weight_in_band<R: Rng + ?Sized>(
    cells: usize,
    band: &RangeInclusive<u64>,
    rng: &mut R,
) -> Presses {
    let top = (*band.end()).min(cells as u64) as usize;
    let bottom = (*band.start() as usize).min(top);
    // ln C(n, w) for w in the band, by the ratio of neighbours.
    let mut log_binomial = 0.0f64;
    let mut logs = Vec::with_capacity(top - bottom + 1);
    for w in 0..=top {
        if w >= bottom {
            logs.push(log_binomial);
        }
        log_binomial += ((cells - w) as f64).ln() - ((w + 1) as f64).ln();
    }
    let largest = logs.iter().copied().fold(f64::NEG_INFINITY, f64::max);
    let weights: Vec<f64> = logs.iter().map(|l| (l - largest).exp()).collect();
    let mut pick = rng.random::<f64>() * weights.iter().sum::<f64>();
    let mut weight = top;
    for (i, w) in weights.iter().enumerate() {
        if pick < *w {
            weight = bottom + i;
            break;
        }
        pick -= w;
    }
    let mut presses = vec![0u8; cells];
    for cell in sample(rng, cells, weight) {
        presses[cell] = 1;
    }
    Presses(presses)
}

/// Every solution in the coset weighed: the lightest, and how many have a press count in the
/// band.
fn weigh(coset: &Coset, band: &RangeInclusive<u64>) -> (Fewest, u64) {
    let mut odometer = coset.at(0);
    let mut in_band = 0u64;
    let mut lightest = (odometer.press_count(), odometer.presses().to_vec());
    loop {
        in_band += band.contains(&odometer.press_count()) as u64;
        if odometer.press_count() < lightest.0 {
            lightest = (odometer.press_count(), odometer.presses().to_vec());
        }
        if !coset.advance(&mut odometer) {
            break;
        }
    }
    let fewest = Fewest {
        presses: Presses(lightest.1),
        press_count: lightest.0,
        minimal: true,
        lower_bound: lightest.0,
        steps: coset.size().unwrap_or(u64::MAX),
    };
    (fewest, in_band)
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
}

impl MaxMin {
    fn new(kernel: &Coset, groups: &[(u8, Vec<usize>)], size: u64, upper: u64) -> Self {
        let states = kernel.states();
        let n = kernel.cells();
        let mut touched: Vec<&(u8, Vec<usize>)> =
            groups.iter().filter(|(step, _)| *step != states).collect();
        touched.sort_by_key(|(_, cells)| std::cmp::Reverse(cells.len()));
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
        Self {
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
        }
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
                    if !budget.tick_costing(4 * self.size as u64, |steps| Progress {
                        done: 0.0,
                        steps,
                        best: Some(best),
                        bound: None,
                    }) {
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
    /// `finished` says whether it ran to the end.
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
