//! The fewest presses for N = 2, block by block: the minimum-weight vector of the coset
//! x + span(quiet patterns).
//!
//! The blocks ([`crate::search::blocks`]: one per orbit of the board's symmetries, in the
//! order of their lower bounds) are walked one after another in the layout of
//! [`crate::search::layout`], in slices a browser worker can run between messages, or
//! side by side on every core ([`BlockSearch::run_parallel`]). The bound of the first block not
//! yet searched bounds every solution not yet weighed, so the search reports a lower bound that
//! rises as it goes and stops once it meets the best found: blocks whose own bound reaches the
//! best are never walked. A search in progress can be written down as text
//! ([`BlockSearch::checkpoint`]: the blocks finished and the best found) and taken up again.

use std::sync::atomic::{AtomicBool, AtomicU64, AtomicUsize, Ordering};
use std::time::Duration;

use crate::algebra::gf2::{pack_bits, unpack_bits, weight, xor_into};
use crate::budget::{Budget, Progress};
use crate::error::EngineError;
use crate::search::blocks::Plan;
use crate::search::fewest_gf2::Best;
use crate::search::layout::Walk;
use crate::search::symmetry::CellMap;
use crate::solve::coset::Coset;

/// Most words the greedy descent weighs before the walk starts (a few milliseconds): it runs
/// before the first report to the budget, so it must stay short.
const GREEDY_WORDS: usize = 1 << 21;
/// Outer steps a thread takes between two looks at the stop flag (well under a millisecond).
const THREAD_SLICE: u64 = 1 << 12;
/// Below this many outer steps left, threads cost more than they save.
const PARALLEL_FROM: u64 = 1 << 18;
/// The first line of a saved search.
const CHECKPOINT_HEADER: &str = "lights-lab fewest-press checkpoint 1";

/// A resumable minimum-weight search over the blocks of one coset.
#[derive(Debug, Clone)]
pub(crate) struct BlockSearch {
    plan: Plan,
    best: Best,
    cells: usize,
    /// Per block, in the plan's order: searched to the end, or ruled out by its bound.
    finished: Vec<bool>,
    unfinished: usize,
    /// The weight of the finished blocks, kept as they finish: a page asks for the progress
    /// every few thousand steps, and summing thousands of blocks each time cost the browser's
    /// 20 x 20 torus search a fifth of its time.
    settled: u64,
    /// Blocks before this one are finished or under way (single-thread order).
    cursor: usize,
    current: Option<(usize, Walk)>,
    /// Seeds searched so far, and the one under way (see [`Plan::seeds`]).
    seeded: usize,
    seeding: Option<Walk>,
    /// A bound that holds before any search.
    floor: u64,
}

impl BlockSearch {
    /// The search for the lightest solution in `coset`, using those of `candidates` (cell
    /// permutations) that map the coset onto itself; its set-up reported to `budget`, `None`
    /// when the deadline passed first.
    pub fn new(coset: &Coset, candidates: &[CellMap], budget: &mut Budget) -> Option<Self> {
        let cells = coset.cells();
        let base = pack_bits(coset.base());
        let basis: Vec<Vec<u64>> = coset.generators().iter().map(|g| g.packed(cells)).collect();
        let best = Best::new(greedy_descent(&base, &basis));
        if !budget.prepare((cells + GREEDY_WORDS + basis.len() * base.len()) as u64) {
            return None;
        }
        let plan = Plan::new(cells, &base, &basis, candidates, best.count(), budget)?;
        // The cells grouped by their columns in the quiet patterns, a table look-up each.
        let floor = coset.lower_bound();
        if !budget.prepare(16 * cells as u64) {
            return None;
        }
        let blocks = plan.blocks.len();
        Some(Self {
            plan,
            best,
            cells,
            finished: vec![false; blocks],
            unfinished: blocks,
            settled: 0,
            cursor: 0,
            current: None,
            seeded: 0,
            seeding: None,
            floor,
        })
    }

    /// Weighs up to `max_steps` outer combinations, block after block; returns how many.
    pub fn advance(&mut self, max_steps: u64) -> u64 {
        let mut taken = self.seed(max_steps);
        while taken < max_steps && !self.is_finished() {
            let (index, walk) = match &mut self.current {
                Some(current) => current,
                None => {
                    while self.finished[self.cursor] {
                        self.cursor += 1;
                    }
                    let index = self.cursor;
                    self.cursor += 1;
                    let block = self.plan.blocks[index];
                    if block.bound >= self.best.count() {
                        // The blocks are in the order of their bounds: so are all the rest.
                        for i in index..self.finished.len() {
                            self.finish(i);
                        }
                        continue;
                    }
                    let walk = self.plan.layout.walk(self.plan.base_of(block.hi));
                    self.current.insert((index, walk))
                }
            };
            taken += walk.advance(&self.plan.layout, max_steps - taken, &self.best);
            if walk.is_finished(&self.plan.layout) {
                let index = *index;
                self.current = None;
                self.finish(index);
            }
        }
        taken
    }

    /// Walks the seeds first, up to `max_steps` steps; returns how many it took.
    fn seed(&mut self, max_steps: u64) -> u64 {
        let mut taken = 0;
        while taken < max_steps && self.seeded < self.plan.seeds.len() && !self.is_finished() {
            let (base, layout) = &self.plan.seeds[self.seeded];
            let walk = self
                .seeding
                .get_or_insert_with(|| layout.walk(base.clone()));
            taken += walk.advance(layout, max_steps - taken, &self.best);
            if walk.is_finished(layout) {
                self.seeding = None;
                self.seeded += 1;
            }
        }
        taken
    }

    fn finish(&mut self, index: usize) {
        if !self.finished[index] {
            self.finished[index] = true;
            self.unfinished -= 1;
            self.settled += self.plan.blocks[index].weight;
        }
    }

    /// Units of work one step takes.
    pub fn step_cost(&self) -> u64 {
        self.plan.layout.step_cost()
    }

    /// Whether every block is searched or ruled out, or the best found meets the bound that
    /// held before any search (a board whose quiet patterns each move cells of their own): the
    /// best is then the fewest.
    pub fn is_finished(&self) -> bool {
        self.unfinished == 0 || self.best.count() <= self.floor
    }

    /// The share of the solutions settled, by the blocks their orbits stand for.
    pub fn done(&self) -> f64 {
        let mut partial = 0.0;
        if let Some((index, walk)) = &self.current {
            partial = walk.done(&self.plan.layout) * self.plan.blocks[*index].weight as f64;
        }
        (self.settled as f64 + partial) / self.plan.total_weight as f64
    }

    /// No solution has fewer presses: the least bound of the blocks not yet settled (they are
    /// sorted by it), at least the bound before the search, at most the best found.
    pub fn lower_bound(&self) -> u64 {
        // Every block before the cursor is finished or the one under way.
        let open = match &self.current {
            Some((index, _)) => Some(*index),
            None => (self.cursor..self.finished.len()).find(|&i| !self.finished[i]),
        };
        Self::bound_of(&self.plan, open, self.floor, self.best.count())
    }

    /// The bound when `open` is the first block not settled (None: all are).
    fn bound_of(plan: &Plan, open: Option<usize>, floor: u64, best: u64) -> u64 {
        open.map_or(best, |index| plan.blocks[index].bound)
            .max(floor)
            .min(best)
    }

    /// The lightest solution found, one byte per cell, and its press count.
    pub fn best(&self) -> (Vec<u8>, u64) {
        let presses = self.best.presses();
        (unpack_bits(&presses, self.cells), weight(&presses))
    }

    /// The quiet-pattern symmetries the search uses and the blocks it was split into.
    pub fn shape(&self) -> (usize, usize) {
        (self.plan.symmetries, self.plan.blocks.len())
    }

    /// Searches on `threads` threads until finished or until `budget` stops it, which it is
    /// told about every millisecond or so; returns the steps taken. A block under way when it
    /// stops is searched again from its start next time.
    pub fn run_parallel(&mut self, threads: usize, budget: &mut Budget, steps_before: u64) -> u64 {
        let left =
            (self.unfinished as u64).saturating_mul(self.plan.layout.leaves().unwrap_or(u64::MAX));
        if threads <= 1 || left < PARALLEL_FROM {
            return self.run_alone(budget, steps_before);
        }
        // The seeds first, on this thread: they are short.
        let mut seeding = 0;
        while self.seeded < self.plan.seeds.len() && budget.stopped().is_none() {
            let slice = budget.slice_costing(self.step_cost());
            let taken = self.seed(slice);
            seeding += taken;
            if !budget.charge(taken, |steps| self.progress(steps_before + steps)) {
                return seeding;
            }
        }
        let steps_before = steps_before + seeding;
        self.current = None;
        self.cursor = 0;
        let todo: Vec<usize> = (0..self.finished.len())
            .filter(|&i| !self.finished[i])
            .collect();
        let flags: Vec<AtomicBool> = self.finished.iter().map(|&f| AtomicBool::new(f)).collect();
        let next = AtomicUsize::new(0);
        let stop = AtomicBool::new(false);
        let taken = AtomicU64::new(0);
        let working = AtomicUsize::new(threads);
        let (plan, best, floor) = (&self.plan, &self.best, self.floor);
        std::thread::scope(|scope| {
            for _ in 0..threads {
                scope.spawn(|| {
                    while !stop.load(Ordering::Relaxed) {
                        let Some(&index) = todo.get(next.fetch_add(1, Ordering::Relaxed)) else {
                            break;
                        };
                        let block = plan.blocks[index];
                        if block.bound.max(floor) >= best.count() {
                            flags[index].store(true, Ordering::Relaxed);
                            continue;
                        }
                        let mut walk = plan.layout.walk(plan.base_of(block.hi));
                        while !walk.is_finished(&plan.layout) && !stop.load(Ordering::Relaxed) {
                            let n = walk.advance(&plan.layout, THREAD_SLICE, best);
                            taken.fetch_add(n, Ordering::Relaxed);
                        }
                        if walk.is_finished(&plan.layout) {
                            flags[index].store(true, Ordering::Relaxed);
                        }
                    }
                    working.fetch_sub(1, Ordering::Release);
                });
            }
            let mut charged = 0;
            loop {
                std::thread::sleep(Duration::from_millis(1));
                let over = working.load(Ordering::Acquire) == 0;
                let now = taken.load(Ordering::Relaxed);
                let go_on = budget.charge(now - charged, |steps| {
                    let finished: Vec<bool> =
                        flags.iter().map(|f| f.load(Ordering::Relaxed)).collect();
                    let settled: u64 = plan
                        .blocks
                        .iter()
                        .zip(&finished)
                        .filter(|(_, &d)| d)
                        .map(|(b, _)| b.weight)
                        .sum();
                    Progress {
                        done: settled as f64 / plan.total_weight as f64,
                        steps: steps_before + steps,
                        best: Some(best.count()),
                        bound: Some(Self::bound_of(
                            plan,
                            finished.iter().position(|&done| !done),
                            floor,
                            best.count(),
                        )),
                    }
                });
                charged = now;
                if !go_on {
                    stop.store(true, Ordering::Relaxed);
                }
                if over || !go_on {
                    break;
                }
            }
        });
        for (i, flag) in flags.iter().enumerate() {
            if flag.load(Ordering::Relaxed) {
                self.finish(i);
            }
        }
        seeding + taken.load(Ordering::Relaxed)
    }

    /// The single-thread loop: slices between reports to the budget.
    fn run_alone(&mut self, budget: &mut Budget, steps_before: u64) -> u64 {
        let mut total = 0;
        while !self.is_finished() {
            let slice = budget.slice_costing(self.step_cost());
            if slice == 0 {
                break;
            }
            let taken = self.advance(slice);
            total += taken;
            if !budget.charge(taken, |steps| self.progress(steps_before + steps)) {
                break;
            }
        }
        total
    }

    /// A progress report after `steps` steps.
    pub fn progress(&self, steps: u64) -> Progress {
        Progress {
            done: if self.is_finished() { 1.0 } else { self.done() },
            steps,
            best: Some(self.best.count()),
            bound: Some(self.lower_bound()),
        }
    }

    /// The search so far as text: which blocks are settled and the best found. A block under
    /// way counts as not started.
    pub fn checkpoint(&self) -> String {
        let mut ranges = Vec::new();
        let mut i = 0;
        while i < self.finished.len() {
            if self.finished[i] {
                let start = i;
                while i < self.finished.len() && self.finished[i] {
                    i += 1;
                }
                ranges.push(format!("{start}-{}", i - 1));
            }
            i += 1;
        }
        let best: String = self.best().0.iter().map(|&b| (b'0' + b) as char).collect();
        format!(
            "{CHECKPOINT_HEADER}\nsearch {:016x} {}\nbest {best}\nfinished {}\n",
            self.plan.fingerprint(),
            self.finished.len(),
            ranges.join(",")
        )
    }

    /// Takes up a search saved by [`BlockSearch::checkpoint`]; refused when the text is not a
    /// checkpoint of this same search.
    pub fn resume(&mut self, text: &str) -> Result<(), EngineError> {
        let refuse = |why: &str| EngineError::new(format!("the checkpoint {why}"));
        let mut lines = text.lines();
        if lines.next() != Some(CHECKPOINT_HEADER) {
            return Err(refuse(&format!(
                "does not start with the line {CHECKPOINT_HEADER:?}"
            )));
        }
        let mut field = |name: &str| -> Result<String, EngineError> {
            lines
                .next()
                .and_then(|line| line.strip_prefix(name))
                .and_then(|rest| rest.strip_prefix(' ').or(Some(rest)).map(str::to_string))
                .ok_or_else(|| refuse(&format!("has no {name:?} line where one was expected")))
        };
        let search = field("search")?;
        let expected = format!("{:016x} {}", self.plan.fingerprint(), self.finished.len());
        if search != expected {
            return Err(refuse(
                "is for another search (another puzzle, board or goal, or another version of the search)",
            ));
        }
        let best = field("best")?;
        let presses: Vec<u8> = best
            .bytes()
            .map(|b| match b {
                b'0' | b'1' => Ok(b - b'0'),
                _ => Err(refuse("has a best solution that is not 0s and 1s")),
            })
            .collect::<Result<_, _>>()?;
        if presses.len() != self.cells || !self.plan.solves(&pack_bits(&presses)) {
            return Err(refuse("has a best solution that does not solve this board"));
        }
        let mut finished = vec![false; self.finished.len()];
        for range in field("finished")?.split(',').filter(|r| !r.is_empty()) {
            let bad = || {
                refuse(&format!(
                    "has a block range {range:?} that is not FROM-TO within 0-{}",
                    finished.len().saturating_sub(1)
                ))
            };
            let (from, to) = range.split_once('-').ok_or_else(bad)?;
            let (from, to): (usize, usize) = (
                from.parse().map_err(|_| bad())?,
                to.parse().map_err(|_| bad())?,
            );
            if from > to || to >= finished.len() {
                return Err(bad());
            }
            finished[from..=to].iter_mut().for_each(|f| *f = true);
        }
        self.best.offer(pack_bits(&presses));
        // Settled as a search settles them, so their count and weight are kept the one way.
        self.finished.fill(false);
        self.unfinished = finished.len();
        self.settled = 0;
        for (index, _) in finished.iter().enumerate().filter(|(_, &done)| done) {
            self.finish(index);
        }
        self.cursor = 0;
        self.current = None;
        self.seeded = self.plan.seeds.len();
        self.seeding = None;
        Ok(())
    }
}

/// Adds any basis vector, or any two, that lighten the vector, until none does (a local
/// minimum, in passes of k(k+1)/2 tries each) or [`GREEDY_WORDS`] words have been weighed. Pairs
/// matter: a board with no symmetry has no seeds, and the lighter the first best, the more the
/// walk's bound rules out from its start.
fn greedy_descent(start: &[u64], basis: &[Vec<u64>]) -> Vec<u64> {
    let mut current = start.to_vec();
    let mut count = weight(&current);
    let mut candidate = current.clone();
    let mut work = 0;
    loop {
        let before = count;
        for i in 0..basis.len() {
            for j in i..basis.len() {
                work += current.len();
                if work > GREEDY_WORDS {
                    return current;
                }
                candidate.copy_from_slice(&current);
                xor_into(&mut candidate, &basis[i]);
                if j != i {
                    xor_into(&mut candidate, &basis[j]);
                }
                let w = weight(&candidate);
                if w < count {
                    std::mem::swap(&mut current, &mut candidate);
                    count = w;
                }
            }
        }
        if count == before {
            return current;
        }
    }
}
