//! The lightest vector of one block of solutions for N = 2: base + span(w_0, ..., w_{d-1}).
//!
//! Walking all 2^d combinations in Gray-code order costs one XOR and one popcount of n bits
//! per combination. Here the vectors are split into d1 *outer* ones, walked in Gray-code
//! order, and d2 *inner* ones, settled at once for each outer combination:
//!
//! - The inner vectors sort the cells into 2^d2 classes by their inner column (which inner
//!   vectors press the cell). A combination b of the inner vectors flips a whole class t or
//!   leaves it, as the parity of b·t says, so with o_t cells of class t pressed the weight is
//!   Σ_t (o_t or s_t - o_t) and needs only the 2^d2 counts.
//! - Each class takes its lighter side on its own, so Σ_t min(o_t, s_t - o_t) is a lower bound
//!   for every b at once; only when it beats the best so far are all 2^d2 combinations
//!   weighed, by a Walsh-Hadamard transform of the counts (d2·2^d2 additions).
//! - The bound is computed eight classes at a time, with no branch: the lane words go in
//!   groups of `depth` words, and a class (in chunks of at most 8·depth cells) owns one
//!   byte *column* of a group, the same byte of each of its words. The byte-wise popcounts
//!   of a group's words, added, are its eight columns' counts; a byte-wise compare with the
//!   column sizes gives their eight minima. So a class of 100 cells is bounded as one class,
//!   not as a dozen independent bytes, which is what makes few inner vectors (large classes,
//!   a strong bound) pay on boards of thousands of cells.
//! - Four groups lie side by side, word i of each next to word i of the others, so that the
//!   compiler runs the four as one vector ([`crate::search::lane_kernel`], which holds the
//!   walk's inner loop); the depth and the inner count are chosen together per search.
//!
//! The layout ([`Lanes`]) depends only on the vectors, so one is built per search and shared
//! by every block and every thread ([`crate::search::minimum`] splits the solutions into
//! blocks); a [`LaneWalk`] is one block's position. The best found lives in a [`Best`] that
//! threads share, so that one thread's find prunes the others' walks at once.

use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Mutex;

use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};

use crate::algebra::gf2::{bit, walsh_hadamard, weight, xor_into};
use crate::budget::Budget;
use crate::search::lane_kernel::{self, word_of, Pass, Run, DEPTHS, STRIDE};

/// Cells per class the inner split aims for: fewer make the bound weak, more make it slow.
const CELLS_PER_CLASS: f64 = 6.0;
/// Most inner vectors: 4096 classes, a transform of 48k additions.
const MAX_INNER: usize = 12;
/// Most cells in a class-0 column: its size byte is [`UNFLIPPED`], which must stay above
/// twice its count for the minimum to keep the count.
const UNFLIPPED_CELLS: usize = 63;
/// What an outer step costs, in the time of one plain word of the counting that follows a
/// pass (a byte-wise popcount and eight counts read off): a row of [`STRIDE`] words
/// (one vector operation of each kind), each band's minima and sum, and the Gray-code
/// bookkeeping beside them. Measured on the random 20 x 20 torus with AVX2: a band of four
/// rows took 12 ns a step, two of two rows 15 ns, one of two rows 9 ns.
const ROW_COST: f64 = 1.5;
const BAND_COST: f64 = 3.0;
const STEP_OVERHEAD: f64 = 3.0;
/// Inner counts [`Lanes::choose`] tries below [`inner_count`]'s guess (large classes, a strong
/// bound, which the record boards need) and above it.
const FEWER_INNER: usize = 4;
const MORE_INNER: usize = 2;
/// The group depths [`Lanes::choose`] tries, in steps of [`DEPTHS`] from the one that fits a
/// class of the mean size: a shallower group splits classes (a weaker bound) but may waste
/// fewer words on padding, since the groups go in whole bands of [`STRIDE`].
const DEEPER: [isize; 3] = [-1, 0, 1];
/// Random outer combinations each layout is tried on by [`Lanes::choose`].
const SAMPLES: usize = 256;
/// A class-0 lane's size byte: larger than any count, so the byte-wise minimum keeps the
/// count itself (class 0 does not depend on the inner vectors and is never flipped).
const UNFLIPPED: u8 = 0x7f;

/// The lightest solution found so far, shared by every walk of one search.
#[derive(Debug)]
pub(crate) struct Best {
    count: AtomicU64,
    presses: Mutex<Vec<u64>>,
}

impl Clone for Best {
    fn clone(&self) -> Self {
        Self::new(self.presses())
    }
}

impl Best {
    /// `presses` (cell-packed) as the best so far.
    pub fn new(presses: Vec<u64>) -> Self {
        Self {
            count: AtomicU64::new(weight(&presses)),
            presses: Mutex::new(presses),
        }
    }

    /// The press count of the best so far, as the walk's loop reads it.
    pub fn counter(&self) -> &AtomicU64 {
        &self.count
    }

    /// The press count of the best so far.
    pub fn count(&self) -> u64 {
        self.count.load(Ordering::Relaxed)
    }

    /// The best so far, cell-packed.
    pub fn presses(&self) -> Vec<u64> {
        self.presses
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner())
            .clone()
    }

    /// Keeps `presses` if it is lighter than the best so far.
    pub fn offer(&self, presses: Vec<u64>) {
        let count = weight(&presses);
        let mut best = self
            .presses
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner());
        if count < self.count() {
            *best = presses;
            self.count.store(count, Ordering::Relaxed);
        }
    }
}

/// The lane layout of one set of vectors: which cells share a class, and the outer vectors
/// rewritten in it.
#[derive(Debug, Clone)]
pub(crate) struct Lanes {
    cells: usize,
    /// The vectors, cell-packed, outer ones first, to rebuild the presses of a new best.
    basis: Vec<Vec<u64>>,
    /// The outer vectors in the lane layout.
    outer: Vec<Vec<u64>>,
    /// Per cell: its bit in the layout, or `usize::MAX` for a cell no vector touches.
    position: Vec<usize>,
    /// Words in a group (see the module's notes).
    depth: usize,
    /// Per group, per byte column: the cells in the column, or [`UNFLIPPED`].
    sizes: Vec<u64>,
    /// Per column: its class.
    lane_class: Vec<u16>,
    /// Cells per class.
    class_sizes: Vec<i32>,
}

/// One block's walk: a base and the Gray-code position among the outer combinations.
#[derive(Debug, Clone)]
pub(crate) struct LaneWalk {
    base: Vec<u64>,
    /// The current outer combination's presses in the lane layout.
    lanes: Vec<u64>,
    /// Pressed cells that no vector touches.
    constant: u64,
    /// Outer combinations weighed so far.
    step: u64,
    /// Scratch for the inner transform, kept to save an allocation per outer combination.
    scratch: Scratch,
}

/// What the counting and the transform after a pass write to, kept between passes.
#[derive(Debug, Clone, Default)]
struct Scratch {
    /// Column counts, a byte each, one word per group.
    columns: Vec<u64>,
    /// Per class: its pressed cells, o_t.
    counts: Vec<i32>,
    /// Per class: what flipping it adds, d_t; then their transform.
    gains: Vec<i32>,
}

impl Lanes {
    /// The layout for the vectors `basis` (cell-packed) on `cells` cells, with the inner count
    /// of [`inner_count`]'s guess.
    pub fn new(cells: usize, basis: Vec<Vec<u64>>) -> Self {
        let touched = touched(cells, &basis);
        let inner = inner_count(touched.iter().filter(|&&t| t).count(), basis.len());
        Self::with_inner(cells, basis, &touched, inner, 0)
    }

    /// The layout whose walk of `base` + span(`basis`) promises to be cheapest when every
    /// solution of `best` presses or more is ruled out. How strong the class bound is depends
    /// on the board (how far the lightest solution lies below half the cells), not only on its
    /// size: fewer inner vectors make the classes larger and the bound stronger but double the
    /// outer walk for each one dropped. So inner counts around the guess are tried on
    /// [`SAMPLES`] random outer combinations each, and each costed as 2^outer times (a pass
    /// over the lane words, plus a transform for the share of combinations the bound lets
    /// through). Each candidate is reported to `budget`; `None` when the deadline passed
    /// first.
    pub fn choose(
        cells: usize,
        basis: Vec<Vec<u64>>,
        base: &[u64],
        best: u64,
        budget: &mut Budget,
    ) -> Option<Self> {
        let touched = touched(cells, &basis);
        let k = basis.len();
        let guess = inner_count(touched.iter().filter(|&&t| t).count(), k);
        let tries = guess.saturating_sub(FEWER_INNER)..=(guess + MORE_INNER).min(k).min(MAX_INNER);
        let mut rng = StdRng::seed_from_u64(k as u64);
        // Random combinations of the vectors, a pass over their words each.
        let sampling = (SAMPLES * k * base.len()) as u64;
        let best = best.min(likely_least(base, &basis, &mut rng));
        if !budget.prepare(sampling) {
            return None;
        }
        let mut chosen: Option<(f64, Self)> = None;
        for (inner, deeper) in tries.flat_map(|inner| DEEPER.map(|deeper| (inner, deeper))) {
            let lanes = Self::with_inner(cells, basis.clone(), &touched, inner, deeper);
            let cost = lanes.estimated_cost(base, best, &mut rng);
            if !budget.prepare(cells as u64 * (inner as u64 + 1) + sampling) {
                return None;
            }
            if chosen.as_ref().is_none_or(|(least, _)| cost < *least) {
                chosen = Some((cost, lanes));
            }
        }
        Some(match chosen {
            Some((_, lanes)) => lanes,
            None => Self::with_inner(cells, basis, &touched, guess, 0),
        })
    }

    /// Units of work the walk of one block from `base` is expected to take (see
    /// [`Lanes::choose`]).
    fn estimated_cost(&self, base: &[u64], best: u64, rng: &mut StdRng) -> f64 {
        let walk = self.walk(base.to_vec(), 0);
        let mut flip = vec![0u64; self.words()];
        let mut scratch = Scratch::default();
        let (mut by_lanes, mut by_classes) = (0, 0);
        for _ in 0..SAMPLES {
            flip.iter_mut().for_each(|w| *w = 0);
            for g in &self.outer {
                if rng.random::<bool>() {
                    xor_into(&mut flip, g);
                }
            }
            let mut lanes = walk.lanes.clone();
            xor_into(&mut lanes, &flip);
            if lane_kernel::bound(&lanes, &self.sizes, self.depth) + walk.constant >= best {
                continue;
            }
            by_lanes += 1;
            let (pressed, total_gain) = self.class_gains(&lanes, &mut scratch);
            let bound =
                walk.constant as i32 + pressed + (total_gain - class_slack(&scratch.gains)) / 2;
            if (bound as u64) < best {
                by_classes += 1;
            }
        }
        // The shares let through, never taken as zero on a small sample.
        let share = |passed: u32| (passed as f64 + 1.0) / (SAMPLES as f64 + 2.0);
        let classes = self.class_sizes.len();
        let counting = (self.words() + classes) as f64;
        let transform = (classes * classes.trailing_zeros() as usize) as f64;
        let rows = self.words() / STRIDE;
        let step = ROW_COST * rows as f64 + BAND_COST * (rows / self.depth) as f64 + STEP_OVERHEAD;
        (self.outer.len() as f64).exp2()
            * (step + share(by_lanes) * counting + share(by_classes) * transform)
    }

    /// The class counts o_t of the lane words `words` into `counts`, and into `gains` what
    /// flipping each class adds, d_t = s_t - 2 o_t (0 for class 0, never flipped); returns the
    /// pressed cells the lanes hold and Σ d_t. Every inner combination b then presses
    /// (pressed + Σ d_t - Σ d_t (-1)^{b·t}) / 2 of them.
    #[inline(always)]
    fn class_gains(&self, words: &[u64], scratch: &mut Scratch) -> (i32, i32) {
        let classes = self.class_sizes.len();
        let Scratch {
            columns,
            counts,
            gains,
        } = scratch;
        columns.resize(self.sizes.len(), 0);
        lane_kernel::column_counts(words, self.depth, columns);
        counts.clear();
        counts.resize(classes, 0);
        let column_counts = columns.iter().flat_map(|group| group.to_le_bytes());
        for (count, &class) in column_counts.zip(&self.lane_class) {
            counts[class as usize] = counts[class as usize].wrapping_add(count as i32);
        }
        gains.resize(classes, 0);
        for ((gain, &size), &count) in gains.iter_mut().zip(&self.class_sizes).zip(&*counts) {
            *gain = size.wrapping_sub(count.wrapping_mul(2));
        }
        gains[0] = 0;
        let sum = |values: &[i32]| values.iter().fold(0i32, |a, &v| a.wrapping_add(v));
        (sum(counts), sum(gains))
    }

    /// The layout with `inner` inner vectors (the last ones of `basis`), its groups `deeper`
    /// steps of [`DEPTHS`] deeper than the mean class needs (or shallower, below 0).
    fn with_inner(
        cells: usize,
        basis: Vec<Vec<u64>>,
        touched: &[bool],
        inner: usize,
        deeper: isize,
    ) -> Self {
        let n = cells;
        let k = basis.len();
        let outer_count = k - inner;
        let class_of = |cell: usize| -> usize {
            (0..inner).fold(0, |class, i| {
                class | (bit(&basis[outer_count + i], cell) as usize) << i
            })
        };
        let mut members: Vec<Vec<usize>> = vec![Vec::new(); 1 << inner];
        for cell in (0..n).filter(|&cell| touched[cell]) {
            members[class_of(cell)].push(cell);
        }
        // Deep enough for a class of a quarter more cells than the mean to fit one column.
        let mean = touched.iter().filter(|&&t| t).count() as f64 / (1usize << inner) as f64;
        let wanted = (mean * 1.25 / 8.0).ceil() as usize;
        let fits = DEPTHS
            .iter()
            .position(|&d| d >= wanted)
            .unwrap_or(DEPTHS.len() - 1);
        let depth = DEPTHS[fits.saturating_add_signed(deeper).min(DEPTHS.len() - 1)];
        // Columns of at most 8·depth cells, class by class: column c is byte c % 8 of the
        // words of group c / 8; `position[cell]` is the cell's bit in the layout.
        let mut position = vec![usize::MAX; n];
        let mut column_sizes: Vec<u8> = Vec::new();
        let mut lane_class = Vec::new();
        for (class, cells) in members.iter().enumerate() {
            let room = if class == 0 {
                (8 * depth).min(UNFLIPPED_CELLS)
            } else {
                8 * depth
            };
            for chunk in cells.chunks(room) {
                let column = column_sizes.len();
                for (slot, &cell) in chunk.iter().enumerate() {
                    let word = word_of(column / 8, slot / 8, depth);
                    position[cell] = word * 64 + column % 8 * 8 + slot % 8;
                }
                column_sizes.push(if class == 0 {
                    UNFLIPPED
                } else {
                    chunk.len() as u8
                });
                lane_class.push(class as u16);
            }
        }
        // Whole bands of STRIDE groups, the last padded with empty ones.
        let mut sizes = vec![0u64; column_sizes.len().div_ceil(8 * STRIDE) * STRIDE];
        for (column, &size) in column_sizes.iter().enumerate() {
            sizes[column / 8] |= (size as u64) << (column % 8 * 8);
        }
        let mut lanes = Self {
            cells: n,
            basis,
            outer: Vec::new(),
            position,
            depth,
            sizes,
            lane_class,
            class_sizes: members.iter().map(|cells| cells.len() as i32).collect(),
        };
        lanes.outer = lanes.basis[..outer_count]
            .iter()
            .map(|g| lanes.to_lanes(g))
            .collect();
        lanes
    }

    /// A cell-packed vector in the lane layout; cells no vector touches are dropped. Only the
    /// set bits are visited.
    fn to_lanes(&self, vector: &[u64]) -> Vec<u64> {
        let mut out = vec![0u64; self.words()];
        for p in placed(vector, &self.position) {
            out[p / 64] |= 1 << (p % 64);
        }
        out
    }

    /// The walk of the block `base` + span(vectors), from outer combination `from`.
    pub fn walk(&self, base: Vec<u64>, from: u64) -> LaneWalk {
        let constant = unplaced_presses(&base, &self.position, self.cells);
        let mut lanes = self.to_lanes(&base);
        lane_kernel::gray_before(&mut lanes, &self.outer, from);
        LaneWalk {
            lanes,
            base,
            constant,
            step: from,
            scratch: Scratch::default(),
        }
    }

    /// The outer vectors, cell-packed: what a step of the walk means.
    pub fn outer_vectors(&self) -> &[Vec<u64>] {
        &self.basis[..self.outer.len()]
    }

    /// Outer combinations a block has: 2^d1, or `None` when that does not fit in a u64.
    pub fn leaves(&self) -> Option<u64> {
        (self.outer.len() < 64).then(|| 1u64 << self.outer.len())
    }

    /// Units of work one outer combination takes: a pass over the lane words, and now and
    /// then a transform over the classes.
    pub fn step_cost(&self) -> u64 {
        let classes = self.class_sizes.len();
        (self.words() + classes * (classes.trailing_zeros() as usize + 1)) as u64
    }

    /// Words in the layout: whole groups.
    fn words(&self) -> usize {
        self.sizes.len() * self.depth
    }
}

/// Where the lightest of the 2^k vectors `base` + span(`basis`) probably lies, if their
/// weights were independent: the sampled mean less sqrt(2 k ln 2) standard deviations (the
/// least of 2^k normal draws). The search spends most of its time once its best is near the
/// least, so that, not the first best found, is what a layout should be chosen to prune at.
pub(crate) fn likely_least(base: &[u64], basis: &[Vec<u64>], rng: &mut StdRng) -> u64 {
    let mut v = base.to_vec();
    let (mut sum, mut squares) = (0.0, 0.0);
    for _ in 0..SAMPLES {
        v.copy_from_slice(base);
        for g in basis {
            if rng.random::<bool>() {
                xor_into(&mut v, g);
            }
        }
        let w = weight(&v) as f64;
        sum += w;
        squares += w * w;
    }
    let mean = sum / SAMPLES as f64;
    let spread = (squares / SAMPLES as f64 - mean * mean).max(0.0).sqrt();
    let least = mean - spread * (2.0 * basis.len() as f64 * std::f64::consts::LN_2).sqrt();
    least.max(0.0) as u64
}

/// Which cells some vector of `basis` touches.
fn touched(cells: usize, basis: &[Vec<u64>]) -> Vec<bool> {
    // Word by word: a cell at a time across 4,096 vectors misses the cache every time.
    let mut touched_words = vec![0u64; cells.div_ceil(64)];
    for g in basis {
        for (t, &w) in touched_words.iter_mut().zip(g) {
            *t |= w;
        }
    }
    (0..cells).map(|cell| bit(&touched_words, cell)).collect()
}

/// Inner vectors for `active` cells that some of `k` vectors touch: about
/// [`CELLS_PER_CLASS`] cells a class, at most [`MAX_INNER`] and at most `k`.
pub(crate) fn inner_count(active: usize, k: usize) -> usize {
    if active == 0 {
        return 0;
    }
    ((active as f64 / CELLS_PER_CLASS).log2().round().max(0.0) as usize)
        .min(k)
        .min(MAX_INNER)
}

impl LaneWalk {
    /// Weighs up to `max_steps` outer combinations, offering any solution lighter than
    /// `best`; returns how many it weighed.
    pub fn advance(&mut self, lanes: &Lanes, max_steps: u64, best: &Best) -> u64 {
        let from = self.step;
        let to = lanes
            .leaves()
            .map_or(from.saturating_add(max_steps), |leaves| {
                leaves.min(from.saturating_add(max_steps))
            });
        let run = Run {
            outer: &lanes.outer,
            sizes: &lanes.sizes,
            from,
            to,
            constant: self.constant,
            best: best.counter(),
        };
        let mut inner = Inner {
            lanes,
            best,
            base: &self.base,
            constant: self.constant,
            scratch: &mut self.scratch,
        };
        lane_kernel::walk(&mut self.lanes, &run, lanes.depth, &mut inner);
        self.step = to;
        to - from
    }

    /// Outer combinations weighed so far.
    pub fn step(&self) -> u64 {
        self.step
    }
}

/// What weighing the inner combinations of one outer step needs beside the lane words.
struct Inner<'a> {
    lanes: &'a Lanes,
    best: &'a Best,
    base: &'a [u64],
    constant: u64,
    scratch: &'a mut Scratch,
}

impl Pass for Inner<'_> {
    /// Inlined, so that the counting and the transform are compiled with the walk.
    #[inline(always)]
    fn pass(&mut self, step: u64, words: &[u64]) {
        self.settle(self.lanes, words, step, self.best);
    }
}

impl Inner<'_> {
    /// Weighs every inner combination with the outer one of `step` (whose presses in the lane
    /// layout are `words`); offers a new best. Inlined into the walk, so that on x86-64 the
    /// counting and the transform are compiled for AVX2 with it.
    #[inline(always)]
    fn settle(&mut self, lanes: &Lanes, words: &[u64], step: u64, best: &Best) {
        let (base_count, total_gain) = lanes.class_gains(words, self.scratch);
        let base_count = base_count + self.constant as i32;
        let gains = &mut self.scratch.gains;
        // The transform is at most Σ |d_t|: each whole class on its lighter side, a bound
        // stronger than the lanes' when a class spans several lanes, and far cheaper than the
        // transform, so it goes first.
        if (base_count + (total_gain - class_slack(gains)) / 2) as u64 >= best.count() {
            return;
        }
        walsh_hadamard(gains);
        // Flipping the classes with odd b·t adds (Σ d_t - Σ d_t (-1)^{b·t}) / 2.
        // So the best inner combination is the one with the largest transform.
        let largest = gains.iter().copied().max().unwrap_or(0);
        let count = (base_count + (total_gain - largest) / 2) as u64;
        if count < best.count() {
            let inner = gains.iter().position(|&g| g == largest).unwrap_or(0);
            self.offer(lanes, step, inner, count, best);
        }
    }

    /// Offers the solution of outer step `step` and inner combination `inner`, which presses
    /// `count` cells: rare, so kept out of the walk's loop.
    #[inline(never)]
    fn offer(&self, lanes: &Lanes, step: u64, inner: usize, count: u64, best: &Best) {
        {
            let outer_count = lanes.outer.len();
            let gray = step ^ (step >> 1);
            let mut presses = self.base.to_vec();
            for (j, g) in lanes.basis.iter().enumerate() {
                let pressed = if j < outer_count {
                    j < 64 && gray >> j & 1 == 1
                } else {
                    inner >> (j - outer_count) & 1 == 1
                };
                if pressed {
                    xor_into(&mut presses, g);
                }
            }
            debug_assert_eq!(weight(&presses), count);
            best.offer(presses);
        }
    }
}

/// Σ |d_t|: the most the transform of the gains can reach, each class on its lighter side.
#[inline(always)]
fn class_slack(gains: &[i32]) -> i32 {
    gains.iter().map(|g| g.abs()).sum()
}

/// The places, in a layout, of the set bits of the cell-packed `vector`: `position` holds each
/// cell's place, `usize::MAX` for a cell no vector touches, which has none. Only the set bits
/// are visited.
pub(crate) fn placed<'a>(
    vector: &'a [u64],
    position: &'a [usize],
) -> impl Iterator<Item = usize> + 'a {
    vector.iter().enumerate().flat_map(move |(w, &word)| {
        std::iter::successors(Some(word), |&rest| Some(rest & rest.wrapping_sub(1)))
            .take_while(|&rest| rest != 0)
            .map(move |rest| position[w * 64 + rest.trailing_zeros() as usize])
            .filter(|&p| p != usize::MAX)
    })
}

/// The cells of `cells` that `base` presses and no vector touches (no place in `position`):
/// pressed in every solution of the block, so counted once beside the layout.
pub(crate) fn unplaced_presses(base: &[u64], position: &[usize], cells: usize) -> u64 {
    (0..cells)
        .filter(|&cell| position[cell] == usize::MAX && bit(base, cell))
        .count() as u64
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::search::coset_cases::{random_case, Case};

    #[test]
    fn walsh_hadamard_of_a_point_is_a_character() {
        let mut v = [0, 0, 0, 1];
        walsh_hadamard(&mut v);
        assert_eq!(v, [1, -1, -1, 1]);
    }

    #[test]
    fn a_walk_finds_the_lightest_vector_of_its_block() {
        // On 10 cells: base 1111100000 plus span(1100000000, 0000011000, 1010101010).
        let pack = |s: &str| {
            vec![s
                .bytes()
                .rev()
                .fold(0u64, |w, b| w << 1 | (b == b'1') as u64)]
        };
        let basis = vec![pack("1100000000"), pack("0000011000"), pack("1010101010")];
        let lanes = Lanes::new(10, basis);
        let base = pack("1111100000");
        let best = Best::new(base.clone());
        let mut walk = lanes.walk(base, 0);
        while Some(walk.step()) != lanes.leaves() {
            walk.advance(&lanes, 1, &best);
        }
        // + 1100000000 leaves 0011100000 (3); + 1010101010 then gives 1001001010 (4): 3 is least.
        assert_eq!(best.count(), 3);
    }

    #[test]
    fn a_walk_taken_up_at_a_step_stands_where_the_walk_from_the_start_got() {
        // A saved search takes a block's walk up at the step it had reached: the lane words
        // there must be those that the walk from the start holds after as many steps.
        let mut rng = StdRng::seed_from_u64(17);
        let Case { base, basis, .. } = random_case(200, 10, &mut rng);
        let lanes = Lanes::new(200, basis);
        assert!(lanes.leaves() >= Some(16));
        // A best of no presses lets no step through: the walk only moves.
        let none = Best::new(vec![0; base.len()]);
        let mut walk = lanes.walk(base.clone(), 0);
        for step in 0..lanes.leaves().unwrap() {
            assert_eq!(
                walk.lanes,
                lanes.walk(base.clone(), step).lanes,
                "step {step}"
            );
            walk.advance(&lanes, 1, &none);
        }
    }

    #[test]
    fn every_layout_finds_the_least_of_random_cosets_as_brute_force_does() {
        // Random cosets of 10 vectors on 70 to 300 cells (a tenth of them untouched, so that
        // cells outside the layout count too), walked with every inner count up to 6 and
        // every group depth tried: one band or several, classes split over columns or not.
        let mut rng = StdRng::seed_from_u64(15);
        for cells in [70usize, 200, 300] {
            let Case { base, basis, least } = random_case(cells, 10, &mut rng);
            let touched = touched(cells, &basis);
            for inner in 0..=6 {
                for deeper in DEEPER {
                    let lanes = Lanes::with_inner(cells, basis.clone(), &touched, inner, deeper);
                    let best = Best::new(base.clone());
                    let mut walk = lanes.walk(base.clone(), 0);
                    while Some(walk.step()) != lanes.leaves() {
                        walk.advance(&lanes, 7, &best);
                    }
                    assert_eq!(best.count(), least, "{cells} cells, {inner} inner");
                    assert_eq!(weight(&best.presses()), best.count());
                }
            }
        }
    }
}
