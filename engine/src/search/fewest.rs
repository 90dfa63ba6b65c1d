//! Fewest presses: among all solutions of a board, one with the smallest press count (the sum
//! of the press counts, each 0..N-1), as seeds 003 and 004 leave open ("the most economical").
//!
//! The solutions are one solution plus the quiet patterns (see [`crate::solve::coset`]). For N = 2
//! the search is [`crate::search::minimum`]'s minimum-weight search, block by block over the
//! orbits of the board's symmetries; for other N it counts through every solution, which is
//! exact for small kernels. Either way it starts from a greedy descent and can be stopped at
//! any point: a [`FewestSearch`] is resumable (a browser worker runs it in slices between
//! messages; the command line on every core with [`FewestSearch::run_parallel`], and saves it
//! with [`FewestSearch::checkpoint`]), and [`Reduced::fewest_presses`] runs one within a
//! [`Budget`]. An answer says whether it is proven minimal; when not, it carries a lower bound.

use crate::budget::{Budget, Progress};
use crate::error::EngineError;
use crate::model::board::{Board, Goal, Presses};
use crate::search::checkpoint::{Shard, ShardProgress};
use crate::search::minimum::BlockSearch;
use crate::search::symmetry;
use crate::solve::coset::{Coset, Odometer};
use crate::solve::reduced::{Outcome, Reduced};

/// The lightest solution a search found.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Fewest {
    pub presses: Presses,
    /// The sum of the press counts.
    pub press_count: u64,
    /// Whether no solution has fewer presses: true exactly when the search finished.
    pub minimal: bool,
    /// No solution has fewer presses than this; equal to `press_count` when minimal.
    pub lower_bound: u64,
    /// Steps the search spent.
    pub steps: u64,
}

impl Fewest {
    /// `presses` as found, unweighed: the answer when the search was stopped while it was
    /// being set up.
    pub(crate) fn unsearched(presses: Presses) -> Self {
        Self {
            press_count: presses.press_count(),
            presses,
            minimal: false,
            lower_bound: 0,
            steps: 0,
        }
    }
}

/// A fewest-press search in progress: [`advance`](Self::advance) it in slices, read
/// [`progress`](Self::progress) and [`best`](Self::best) between them.
#[derive(Debug, Clone)]
pub struct FewestSearch {
    method: Method,
    /// A bound that holds before any search: each group of cells moved together by the quiet
    /// patterns on its own.
    lower_bound: u64,
    steps: u64,
}

#[derive(Debug, Clone)]
enum Method {
    /// Boxed: the plan and its layouts are large beside the walk.
    Gf2(Box<BlockSearch>),
    Walk(Walk),
}

impl Reduced {
    /// Starts a fewest-press search for the board; `None` when it cannot reach the goal (see
    /// [`Reduced::solve`] for its class).
    pub fn fewest_search(
        &self,
        board: &Board,
        goal: &Goal,
    ) -> Result<Option<FewestSearch>, EngineError> {
        Ok(match self.solve(board, goal)? {
            Outcome::Solvable(presses) => {
                Some(self.fewest_search_from(&presses, &mut Budget::unlimited())?)
            }
            Outcome::Unsolvable(_) => None,
        })
    }

    /// Starts a fewest-press search among the press vectors that change the lights as
    /// `solution` does (the board's solution from [`Reduced::solve`]), its set-up within
    /// `budget`: before its first step the search looks for the board's symmetries, cuts the
    /// solutions into blocks and lays out and costs their walks, work that grows with the cells
    /// and the quiet patterns (seconds on a 1,000 x 1,000 torus). That work reads the budget's
    /// clock as a search does; an error says so when the deadline passed first
    /// (`budget.stopped()` says why).
    pub fn fewest_search_from(
        &self,
        solution: &Presses,
        budget: &mut Budget,
    ) -> Result<FewestSearch, EngineError> {
        let coset = Coset::new(self, solution);
        if self.quiet_pattern_count() == 0 {
            // One solution, the fewest: nothing to lay out, whatever the time left.
            return Ok(FewestSearch::new(&coset));
        }
        // Symmetries are looked for only where the search can use them: at most 64 quiet
        // patterns, and boards small enough that a permutation of the cells is cheap beside
        // the search.
        let useful = self.quiet_pattern_count() <= 64 && self.cells() <= symmetry::MAX_CELLS;
        let candidates = if useful {
            symmetry::candidates(self.puzzle())
        } else {
            Vec::new()
        };
        let stopped = || {
            EngineError::stopped("the fewest-press search was stopped while it was being set up")
        };
        if !budget.prepare((candidates.len() * self.cells()) as u64) {
            return Err(stopped());
        }
        FewestSearch::with_symmetries(&coset, &candidates, budget).ok_or_else(stopped)
    }

    /// A solution with the fewest presses, searched within `budget` (its set-up too, see
    /// [`Reduced::fewest_search_from`]); `None` when the board cannot reach the goal. When the
    /// budget runs out first, the best solution found comes back with `minimal: false` (the
    /// board's first solution, when the set-up did not finish).
    ///
    /// ```
    /// use lights_lab_engine::{Budget, Goal, Puzzle, Reduced};
    /// // The all-on 5 x 5 board takes 15 presses at the fewest (OEIS A075464).
    /// let reduced = Reduced::new(&Puzzle::lights_out(5, 5)?)?;
    /// let all_on = Goal::On.target(25, 2);
    /// let fewest = reduced
    ///     .fewest_presses(&all_on, &Goal::Off, &mut Budget::unlimited())?
    ///     .expect("solvable");
    /// assert_eq!((fewest.press_count, fewest.minimal), (15, true));
    /// # Ok::<(), lights_lab_engine::EngineError>(())
    /// ```
    pub fn fewest_presses(
        &self,
        board: &Board,
        goal: &Goal,
        budget: &mut Budget,
    ) -> Result<Option<Fewest>, EngineError> {
        let Outcome::Solvable(presses) = self.solve(board, goal)? else {
            return Ok(None);
        };
        Ok(Some(match self.fewest_search_from(&presses, budget) {
            Ok(mut search) => search.run(budget),
            Err(_) => Fewest::unsearched(presses),
        }))
    }
}

impl FewestSearch {
    /// The search over `coset`, with no symmetry to use.
    pub(crate) fn new(coset: &Coset) -> Self {
        Self::with_symmetries(coset, &[], &mut Budget::unlimited())
            .expect("an unlimited budget never stops")
    }

    /// The search over `coset`, using those of `candidates` (cell permutations) that map the
    /// solutions onto themselves; `None` when `budget`'s deadline passed during the set-up.
    pub(crate) fn with_symmetries(
        coset: &Coset,
        candidates: &[symmetry::CellMap],
        budget: &mut Budget,
    ) -> Option<Self> {
        let method = if coset.states() == 2 {
            Method::Gf2(Box::new(BlockSearch::new(coset, candidates, budget)?))
        } else {
            Method::Walk(Walk::new(coset.clone()))
        };
        Some(Self {
            method,
            lower_bound: coset.lower_bound(),
            steps: 0,
        })
    }

    /// Searches on for at most `max_steps` steps; returns how many it took (fewer only when
    /// the search finished).
    pub fn advance(&mut self, max_steps: u64) -> u64 {
        let taken = match &mut self.method {
            Method::Gf2(search) => search.advance(max_steps),
            Method::Walk(walk) => walk.advance(max_steps),
        };
        self.steps += taken;
        taken
    }

    /// Units of work one step takes (see [`Budget`]): the words the bound of one combination
    /// reads, or the cells one solution of the walk may change.
    pub(crate) fn step_cost(&self) -> u64 {
        match &self.method {
            Method::Gf2(search) => search.step_cost(),
            Method::Walk(walk) => walk.coset.cells() as u64,
        }
    }

    /// Whether the search is over: the best found is then the fewest.
    pub fn is_finished(&self) -> bool {
        match &self.method {
            Method::Gf2(search) => search.is_finished(),
            Method::Walk(walk) => walk.finished || walk.best_count <= self.lower_bound,
        }
    }

    /// How far the search has got.
    pub fn progress(&self) -> Progress {
        match &self.method {
            Method::Gf2(search) => search.progress(self.steps),
            Method::Walk(walk) => Progress {
                done: if self.is_finished() { 1.0 } else { walk.done() },
                steps: self.steps,
                best: Some(walk.best_count),
                bound: Some(self.lower_bound.min(walk.best_count)),
            },
        }
    }

    /// The lightest solution found so far. A search kept to a shard proves nothing about the
    /// rest: it is never minimal, and its lower bound is the one that held before any search
    /// ([`FewestSearch::shard_progress`] has the bound of its own blocks).
    pub fn best(&self) -> Fewest {
        let (presses, press_count) = match &self.method {
            Method::Gf2(search) => search.best(),
            Method::Walk(walk) => (walk.best.clone(), walk.best_count),
        };
        let whole = self.shard_progress().shard == Shard::WHOLE;
        let minimal = self.is_finished() && whole;
        let lower_bound = match &self.method {
            _ if minimal => press_count,
            Method::Gf2(search) if whole => search.lower_bound(),
            Method::Gf2(search) => search.floor(),
            Method::Walk(_) => self.lower_bound.min(press_count),
        };
        Fewest {
            presses: Presses(presses),
            press_count,
            minimal,
            lower_bound,
            steps: self.steps,
        }
    }

    /// [`FewestSearch::run`] on `threads` threads at once (the command line's cores; the
    /// browser keeps one worker and runs slices). Only the search for N = 2 is split.
    pub fn run_parallel(&mut self, threads: usize, budget: &mut Budget) -> Fewest {
        match &mut self.method {
            Method::Gf2(search) => {
                self.steps += search.run_parallel(threads, budget, self.steps);
                self.best()
            }
            Method::Walk(_) => self.run(budget),
        }
    }

    /// The search so far as text, to be taken up by [`FewestSearch::resume`] or, for a shard,
    /// put together with the others by [`FewestSearch::merge`]: the shard, the blocks of
    /// solutions settled, how far the walk of each block under way got, and the best found.
    /// `None` for N > 2, whose walk is not saved.
    pub fn checkpoint(&self) -> Option<String> {
        match &self.method {
            Method::Gf2(search) => Some(search.checkpoint()),
            Method::Walk(_) => None,
        }
    }

    /// Takes up a search saved by [`FewestSearch::checkpoint`]; refused when it was saved by
    /// another search (another board, goal or puzzle) or another shard of it.
    pub fn resume(&mut self, checkpoint: &str) -> Result<(), EngineError> {
        match &mut self.method {
            Method::Gf2(search) => search.resume(checkpoint),
            Method::Walk(_) => Err(EngineError::unsupported(
                "only searches with 2 states can be saved and resumed",
            )),
        }
    }

    /// Keeps this fresh search to one of `shard.count()` disjoint parts of its blocks, for
    /// another process or machine to search beside the others; [`FewestSearch::checkpoint`]
    /// then saves that shard, and [`FewestSearch::merge`] puts the saved shards together.
    /// Refused for N > 2, and when the search has fewer blocks than shards.
    pub fn keep_shard(&mut self, shard: Shard) -> Result<(), EngineError> {
        match &mut self.method {
            Method::Gf2(search) => search.keep_shard(shard),
            Method::Walk(_) => Err(EngineError::unsupported(
                "only searches with 2 states can be split into shards",
            )),
        }
    }

    /// The shard this search covers (the whole search unless kept to one), its blocks and how
    /// many are settled; for N > 2, the whole search as one block.
    pub fn shard_progress(&self) -> ShardProgress {
        match &self.method {
            Method::Gf2(search) => search.shard_progress(),
            Method::Walk(walk) => ShardProgress {
                shard: Shard::WHOLE,
                blocks: 1,
                settled: self.is_finished() as usize,
                lower_bound: self.lower_bound.min(walk.best_count),
            },
        }
    }

    /// Puts together the checkpoints of every shard of one split of this search, each with a
    /// name for the refusals (a file's); refused unless they are all of this search (puzzle,
    /// board and goal), cover every block exactly once (no shard missing, none twice) and
    /// each finished. The answer is then proven: the lightest of the shards' bests.
    ///
    /// ```
    /// use lights_lab_engine::{Budget, Goal, Puzzle, Reduced, Shard};
    /// // 30 x 30, the all-on board: 376 presses at the fewest (OEIS A075464).
    /// let reduced = Reduced::new(&Puzzle::lights_out(30, 30)?)?;
    /// let all_on = Goal::On.target(900, 2);
    /// let search = || reduced.fewest_search(&all_on, &Goal::Off).map(Option::unwrap);
    /// let mut saved = Vec::new();
    /// for number in 1..=2 {
    ///     let mut shard = search()?;
    ///     shard.keep_shard(Shard::new(number, 2)?)?;
    ///     shard.run(&mut Budget::unlimited());
    ///     saved.push(shard.checkpoint().expect("2 states"));
    /// }
    /// let fewest = search()?.merge(&[("first", &saved[0]), ("second", &saved[1])])?;
    /// assert_eq!((fewest.press_count, fewest.minimal), (376, true));
    /// // Without the second shard, no minimum is proven.
    /// assert!(search()?.merge(&[("first", &saved[0])]).is_err());
    /// # Ok::<(), lights_lab_engine::EngineError>(())
    /// ```
    pub fn merge(&mut self, parts: &[(&str, &str)]) -> Result<Fewest, EngineError> {
        match &mut self.method {
            Method::Gf2(search) => search.merge(parts)?,
            Method::Walk(_) => {
                return Err(EngineError::unsupported(
                    "only searches with 2 states are split into shards",
                ))
            }
        }
        Ok(self.best())
    }

    /// The symmetries of the board the search uses (generators), and the blocks of solutions
    /// it searches; (0, 1) for N > 2.
    pub fn split(&self) -> (usize, usize) {
        match &self.method {
            Method::Gf2(search) => search.shape(),
            Method::Walk(_) => (0, 1),
        }
    }

    /// Searches until finished or until `budget` stops it; returns the best found.
    pub fn run(&mut self, budget: &mut Budget) -> Fewest {
        while !self.is_finished() {
            let slice = budget.slice_costing(self.step_cost());
            if slice == 0 {
                break;
            }
            let taken = self.advance(slice);
            if !budget.charge(taken, |_| self.progress()) {
                break;
            }
        }
        self.best()
    }
}

/// Every solution in turn, for N > 2: exact when the kernel is small enough to count through.
#[derive(Debug, Clone)]
struct Walk {
    coset: Coset,
    odometer: Odometer,
    weighed: u64,
    size: Option<u64>,
    finished: bool,
    best: Vec<u8>,
    best_count: u64,
}

impl Walk {
    fn new(coset: Coset) -> Self {
        let (best, best_count) = greedy_descent(&coset);
        Self {
            odometer: coset.at(0),
            weighed: 0,
            size: coset.size(),
            finished: false,
            best,
            best_count,
            coset,
        }
    }

    fn advance(&mut self, max_steps: u64) -> u64 {
        let mut taken = 0;
        while taken < max_steps && !self.finished {
            if self.odometer.press_count() < self.best_count {
                self.best = self.odometer.presses().to_vec();
                self.best_count = self.odometer.press_count();
            }
            taken += 1;
            self.weighed += 1;
            self.finished = !self.coset.advance(&mut self.odometer);
        }
        taken
    }

    fn done(&self) -> f64 {
        self.size
            .map_or(0.0, |size| self.weighed as f64 / size as f64)
    }
}

/// Most cells the greedy descent adds up before the walk starts (about a millisecond): it
/// runs before the first report to the budget, so it must stay short.
const GREEDY_CELLS: usize = 1 << 20;

/// Adds any multiple of a generator that lowers the press count, until none does or
/// [`GREEDY_CELLS`] cells have been added up. A generator changes only the cells of its
/// support, so each try weighs those alone.
fn greedy_descent(coset: &Coset) -> (Vec<u8>, u64) {
    let states = coset.states() as u32;
    let mut presses = coset.base().to_vec();
    let mut count: u64 = presses.iter().map(|&p| p as u64).sum();
    let mut work = 0;
    loop {
        let before = count;
        for generator in coset.generators() {
            for multiple in 1..generator.order {
                work += generator.support.len().max(1);
                if work > GREEDY_CELLS {
                    return (presses, count);
                }
                let shifted = |p: u8, g: u8| ((p as u32 + multiple * g as u32) % states) as u8;
                let (old, new) =
                    generator
                        .support
                        .iter()
                        .fold((0u64, 0u64), |(old, new), &(cell, g)| {
                            let p = presses[cell as usize];
                            (old + p as u64, new + shifted(p, g) as u64)
                        });
                if new < old {
                    for &(cell, g) in &generator.support {
                        let p = &mut presses[cell as usize];
                        *p = shifted(*p, g);
                    }
                    count = count - old + new;
                }
            }
        }
        if count == before {
            return (presses, count);
        }
    }
}
