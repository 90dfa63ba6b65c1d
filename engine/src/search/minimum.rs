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
//! ([`BlockSearch::checkpoint`]: the blocks finished and the best found, in the format of
//! [`crate::search::checkpoint`]) and taken up again. A search can also be kept to one shard,
//! every M-th block ([`BlockSearch::keep_shard`]), for another process or machine; the texts
//! of every shard are put together by [`BlockSearch::merge`].

use std::sync::atomic::{AtomicBool, AtomicU64, AtomicUsize, Ordering};
use std::time::Duration;

use crate::algebra::gf2::{pack_bits, unpack_bits, weight, xor_into};
use crate::budget::{Budget, Progress};
use crate::error::EngineError;
use crate::search::blocks::{Plan, MAX_BLOCKS};
use crate::search::checkpoint::{check_cover, Saved, Shard, ShardProgress};
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

/// A resumable minimum-weight search over the blocks of one coset.
#[derive(Debug, Clone)]
pub(crate) struct BlockSearch {
    plan: Plan,
    best: Best,
    cells: usize,
    /// The blocks this search covers: all of them unless it was kept to a shard.
    shard: Shard,
    /// The weight of the shard's blocks.
    weight: u64,
    /// Per block, in the plan's order: searched to the end, or ruled out by its bound; the
    /// blocks of other shards are marked so from the start, and counted in neither
    /// `unfinished` nor `settled`.
    finished: Vec<bool>,
    unfinished: usize,
    /// The weight of the finished blocks, kept as they finish: a page asks for the progress
    /// every few thousand steps, and summing thousands of blocks each time cost the browser's
    /// 20 x 20 torus search a fifth of its time.
    settled: u64,
    /// Per block: the outer steps its walk had weighed when it was stopped (0: not begun);
    /// the walk goes on from there. A block of a record search takes a core weeks.
    started: Vec<u64>,
    /// The weight of those steps (each block's weight times the share of its steps weighed),
    /// kept as they change, for the progress as `settled` is.
    begun: f64,
    /// Blocks before this one are finished or under way (single-thread order).
    cursor: usize,
    /// The walk under way in the single-thread order; its block's `started` is 0 meanwhile.
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
        let mut search = Self {
            weight: plan.total_weight,
            plan,
            best,
            cells,
            shard: Shard::WHOLE,
            finished: Vec::new(),
            unfinished: 0,
            settled: 0,
            started: Vec::new(),
            begun: 0.0,
            cursor: 0,
            current: None,
            seeded: 0,
            seeding: None,
            floor,
        };
        search.unsettle();
        Some(search)
    }

    /// Keeps this fresh search to `shard`: only its blocks are searched, and its checkpoints
    /// say so. Refused when the search has fewer blocks than shards.
    pub fn keep_shard(&mut self, shard: Shard) -> Result<(), EngineError> {
        let blocks = self.plan.blocks.len();
        if shard.count() > blocks {
            let noun = if blocks == 1 { "block" } else { "blocks" };
            return Err(EngineError::out_of_range(format!(
                "this search has {blocks} {noun} of solutions, so it splits into at most {blocks} shard{}",
                if blocks == 1 { "" } else { "s" }
            )));
        }
        self.shard = shard;
        self.weight = (self.plan.blocks.iter().enumerate())
            .filter(|&(i, _)| shard.holds(i))
            .map(|(_, block)| block.weight)
            .sum();
        self.unsettle();
        Ok(())
    }

    /// Every block of the shard not yet settled, and the walk at its start.
    fn unsettle(&mut self) {
        let shard = self.shard;
        self.finished = (0..self.plan.blocks.len())
            .map(|i| !shard.holds(i))
            .collect();
        self.unfinished = self.finished.iter().filter(|&&done| !done).count();
        self.settled = 0;
        self.started = vec![0; self.finished.len()];
        self.begun = 0.0;
        self.cursor = 0;
        self.current = None;
    }

    /// Notes that the walk of block `index` has weighed `step` outer steps.
    fn set_started(&mut self, index: usize, step: u64) {
        let share = |step: u64| match self.plan.layout.leaves() {
            Some(leaves) => step as f64 / leaves as f64,
            None => 0.0,
        };
        let weight = self.plan.blocks[index].weight as f64;
        self.begun += (share(step) - share(self.started[index])) * weight;
        self.started[index] = step;
    }

    /// Stops the walk under way, noting how far it got.
    fn stop_current(&mut self) {
        if let Some((index, walk)) = self.current.take() {
            self.set_started(index, walk.step());
        }
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
                    let from = self.started[index];
                    self.set_started(index, 0);
                    let walk = self.plan.layout.walk(self.plan.base_of(block.hi), from);
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
                .get_or_insert_with(|| layout.walk(base.clone(), 0));
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
            self.set_started(index, 0);
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
        (self.settled as f64 + self.begun + partial) / self.weight as f64
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
    /// stops goes on from its step there next time.
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
        self.stop_current();
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
        let (shard, weight, started) = (self.shard, self.weight, &self.started);
        let leaves = plan
            .layout
            .leaves()
            .map_or(f64::INFINITY, |leaves| leaves as f64);
        // The blocks whose walks were stopped before their end, with their steps.
        let stopped = std::sync::Mutex::new(Vec::new());
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
                        let base = plan.base_of(block.hi);
                        let mut walk = plan.layout.walk(base, started[index]);
                        while !walk.is_finished(&plan.layout) && !stop.load(Ordering::Relaxed) {
                            let n = walk.advance(&plan.layout, THREAD_SLICE, best);
                            taken.fetch_add(n, Ordering::Relaxed);
                        }
                        if walk.is_finished(&plan.layout) {
                            flags[index].store(true, Ordering::Relaxed);
                        } else {
                            let mut stopped = stopped.lock().unwrap_or_else(|p| p.into_inner());
                            stopped.push((index, walk.step()));
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
                    // Blocks settled, and the steps weighed before this run in the others.
                    let settled: f64 = (plan.blocks.iter().zip(&finished).enumerate())
                        .filter(|&(i, _)| shard.holds(i))
                        .map(|(i, (block, &done))| match done {
                            true => block.weight as f64,
                            false => block.weight as f64 * started[i] as f64 / leaves,
                        })
                        .sum();
                    Progress {
                        done: settled / weight as f64,
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
        for (index, step) in stopped.into_inner().unwrap_or_else(|p| p.into_inner()) {
            self.set_started(index, step);
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

    /// How far the shard's search has got; once it is finished, every block of the shard is
    /// settled (a best that meets the bound before any search settles them all at once).
    pub fn shard_progress(&self) -> ShardProgress {
        let blocks = (0..self.finished.len())
            .filter(|&i| self.shard.holds(i))
            .count();
        let over = self.is_finished();
        ShardProgress {
            shard: self.shard,
            blocks,
            settled: if over {
                blocks
            } else {
                blocks - self.unfinished
            },
            lower_bound: self.lower_bound(),
        }
    }

    /// A bound for every solution, whatever the shard: the bound before any search, at most
    /// the best found.
    pub fn floor(&self) -> u64 {
        self.floor.min(self.best.count())
    }

    /// The search so far as text: which blocks are settled, how far the walks of the others
    /// got, and the best found.
    pub fn checkpoint(&self) -> String {
        let over = self.is_finished();
        let mut started = self.started.clone();
        if let Some((index, walk)) = &self.current {
            started[*index] = walk.step();
        }
        Saved {
            fingerprint: self.plan.fingerprint(),
            shard: self.shard,
            best: self.best().0,
            finished: (0..self.finished.len())
                .map(|i| self.shard.holds(i) && (over || self.finished[i]))
                .collect(),
            under_way: (started.iter().enumerate())
                .filter(|&(i, &step)| step > 0 && !over && !self.finished[i])
                .map(|(i, &step)| (i, step))
                .collect(),
            layout: self.plan.layout.fingerprint(),
        }
        .text()
    }

    /// Takes up a search saved by [`BlockSearch::checkpoint`]; refused when the text is not a
    /// checkpoint of this same search and shard.
    pub fn resume(&mut self, text: &str) -> Result<(), EngineError> {
        let refuse = |why: String| EngineError::new(format!("the checkpoint {why}"));
        let saved = self.read(text).map_err(refuse)?;
        if saved.shard != self.shard {
            return Err(refuse(format!("is {}, not {}", saved.shard, self.shard)));
        }
        self.unsettle();
        self.take(&saved);
        Ok(())
    }

    /// Puts together the texts of every shard of one split of this search (each with a name
    /// its refusals use): refused unless they are all of this search, each shard once and
    /// each finished; then this search is finished, its best the lightest of theirs.
    pub fn merge(&mut self, parts: &[(&str, &str)]) -> Result<(), EngineError> {
        let mut read = Vec::with_capacity(parts.len());
        for &(name, text) in parts {
            let saved = self
                .read(text)
                .map_err(|why| EngineError::new(format!("{name} {why}")))?;
            read.push((name, saved));
        }
        check_cover(&read).map_err(EngineError::new)?;
        self.shard = Shard::WHOLE;
        self.weight = self.plan.total_weight;
        self.unsettle();
        for (_, saved) in &read {
            self.take(saved);
        }
        debug_assert!(self.is_finished(), "every block is settled");
        Ok(())
    }

    /// Reads a saved search, checking that it is of this search and that its best solves the
    /// board; the error follows the text's name. Steps saved where the walk was laid out
    /// otherwise (another processor) are dropped: those blocks start again.
    fn read(&self, text: &str) -> Result<Saved, String> {
        let mut saved = Saved::parse(text, MAX_BLOCKS)?;
        if saved.layout != self.plan.layout.fingerprint() {
            saved.under_way.clear();
        }
        let leaves = self.plan.layout.leaves().unwrap_or(u64::MAX);
        if saved.under_way.iter().any(|&(_, step)| step >= leaves) {
            return Err("has a block under way past the end of its walk".into());
        }
        if saved.fingerprint != self.plan.fingerprint()
            || saved.finished.len() != self.finished.len()
        {
            return Err(
                "is for another search (another puzzle, board or goal, or another version of the search)"
                    .into(),
            );
        }
        if saved.best.len() != self.cells || !self.plan.solves(&pack_bits(&saved.best)) {
            return Err("has a best solution that does not solve this board".into());
        }
        Ok(saved)
    }

    /// Adds a saved search's best and settled blocks to this one, whose walk starts afresh
    /// past the seeds (the best found stands for them).
    fn take(&mut self, saved: &Saved) {
        self.best.offer(pack_bits(&saved.best));
        // Settled as a search settles them, so their count and weight are kept the one way.
        for (index, _) in saved.finished.iter().enumerate().filter(|(_, &done)| done) {
            self.finish(index);
        }
        for &(index, step) in &saved.under_way {
            if !self.finished[index] && step > self.started[index] {
                self.set_started(index, step);
            }
        }
        self.seeded = self.plan.seeds.len();
        self.seeding = None;
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
