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
//! - With about six cells a class, the bound rules out all but about one outer combination
//!   in a hundred. It is computed eight classes at a time: each class (in chunks of at most
//!   eight cells) owns one byte of a u64 word, so one word yields eight counts with a
//!   byte-wise popcount, eight minima with a byte-wise compare, and no branch.
//!
//! The layout ([`Lanes`]) depends only on the vectors, so one is built per search and shared
//! by every block and every thread ([`crate::search::minimum`] splits the solutions into
//! blocks); a [`LaneWalk`] is one block's position. The best found lives in a [`Best`] that
//! threads share, so that one thread's find prunes the others' walks at once.

use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Mutex;

use crate::algebra::gf2::{bit, xor_into};

/// Cells per class the inner split aims for: fewer make the bound weak, more make it slow.
const CELLS_PER_CLASS: f64 = 6.0;
/// Most inner vectors: 4096 classes, a transform of 48k additions.
const MAX_INNER: usize = 12;
/// A class-0 lane's size byte: larger than any count, so the byte-wise minimum keeps the
/// count itself (class 0 does not depend on the inner vectors and is never flipped).
const UNFLIPPED: u8 = 0x7f;

const BYTES_LOW: u64 = 0x0101_0101_0101_0101;
const BYTES_HIGH: u64 = 0x8080_8080_8080_8080;
const EVEN_BYTES: u64 = 0x00ff_00ff_00ff_00ff;

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
    /// Per lane byte: the cells in the lane, or [`UNFLIPPED`].
    sizes: Vec<u64>,
    /// Per lane byte: its class.
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
    counts: Vec<i32>,
    gains: Vec<i32>,
}

impl Lanes {
    /// The layout for the vectors `basis` (cell-packed) on `cells` cells.
    pub fn new(cells: usize, basis: Vec<Vec<u64>>) -> Self {
        let n = cells;
        let k = basis.len();
        // Word by word: a cell at a time across 4,096 vectors misses the cache every time.
        let mut touched_words = vec![0u64; n.div_ceil(64)];
        for g in &basis {
            for (t, &w) in touched_words.iter_mut().zip(g) {
                *t |= w;
            }
        }
        let touched: Vec<bool> = (0..n).map(|cell| bit(&touched_words, cell)).collect();
        let active = touched.iter().filter(|&&t| t).count();
        let inner = inner_count(active, k);
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
        // Lanes of at most 8 cells, class by class; `position[cell]` is its bit in the layout.
        let mut position = vec![usize::MAX; n];
        let mut lane_sizes: Vec<u8> = Vec::new();
        let mut lane_class = Vec::new();
        for (class, cells) in members.iter().enumerate() {
            for chunk in cells.chunks(8) {
                let lane = lane_sizes.len();
                for (i, &cell) in chunk.iter().enumerate() {
                    position[cell] = lane * 8 + i;
                }
                lane_sizes.push(if class == 0 {
                    UNFLIPPED
                } else {
                    chunk.len() as u8
                });
                lane_class.push(class as u16);
            }
        }
        let words = lane_sizes.len().div_ceil(8);
        let mut sizes = vec![0u64; words];
        for (lane, &size) in lane_sizes.iter().enumerate() {
            sizes[lane / 8] |= (size as u64) << (lane % 8 * 8);
        }
        let mut lanes = Self {
            cells: n,
            basis,
            outer: Vec::new(),
            position,
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
        let mut out = vec![0u64; self.sizes.len()];
        for (w, &word) in vector.iter().enumerate() {
            let mut rest = word;
            while rest != 0 {
                let p = self.position[w * 64 + rest.trailing_zeros() as usize];
                rest &= rest - 1;
                if p != usize::MAX {
                    out[p / 64] |= 1 << (p % 64);
                }
            }
        }
        out
    }

    /// The walk of the block `base` + span(vectors), from its first combination.
    pub fn walk(&self, base: Vec<u64>) -> LaneWalk {
        let constant = (0..self.cells)
            .filter(|&cell| self.position[cell] == usize::MAX && bit(&base, cell))
            .count() as u64;
        LaneWalk {
            lanes: self.to_lanes(&base),
            base,
            constant,
            step: 0,
            counts: Vec::new(),
            gains: Vec::new(),
        }
    }

    /// Outer combinations a block has: 2^d1, or `None` when that does not fit in a u64.
    pub fn leaves(&self) -> Option<u64> {
        (self.outer.len() < 64).then(|| 1u64 << self.outer.len())
    }

    /// Units of work one outer combination takes: a pass over the lane words, and now and
    /// then a transform over the classes.
    pub fn step_cost(&self) -> u64 {
        let classes = self.class_sizes.len();
        (self.sizes.len() + classes * (classes.trailing_zeros() as usize + 1)) as u64
    }
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
        // Combination 0 is the base itself: nothing to flip.
        let nothing = vec![0u64; if self.step == 0 { self.lanes.len() } else { 0 }];
        let mut taken = 0;
        while taken < max_steps && !self.is_finished(lanes) {
            let flip = match self.step {
                0 => &nothing,
                step => &lanes.outer[step.trailing_zeros() as usize],
            };
            let bound = flip_and_bound(&mut self.lanes, flip, &lanes.sizes) + self.constant;
            if bound < best.count() {
                self.settle_inner(lanes, best);
            }
            self.step += 1;
            taken += 1;
        }
        taken
    }

    /// Whether every outer combination has been weighed.
    pub fn is_finished(&self, lanes: &Lanes) -> bool {
        lanes.leaves() == Some(self.step)
    }

    /// The share of outer combinations weighed.
    pub fn done(&self, lanes: &Lanes) -> f64 {
        lanes
            .leaves()
            .map_or(0.0, |leaves| self.step as f64 / leaves as f64)
    }

    /// Weighs every inner combination with the current outer one; offers a new best.
    #[inline(never)]
    fn settle_inner(&mut self, lanes: &Lanes, best: &Best) {
        let classes = lanes.class_sizes.len();
        let counts = &mut self.counts;
        counts.clear();
        counts.resize(classes, 0);
        for (lane, &class) in lanes.lane_class.iter().enumerate() {
            let byte = self.lanes[lane / 8] >> (lane % 8 * 8) & 0xff;
            counts[class as usize] += byte.count_ones() as i32;
        }
        // d_t = s_t - 2 o_t is what flipping class t adds; class 0 is never flipped.
        let gains = &mut self.gains;
        gains.clear();
        gains.extend((0..classes).map(|t| {
            if t == 0 {
                0
            } else {
                lanes.class_sizes[t] - 2 * counts[t]
            }
        }));
        let total_gain: i32 = gains.iter().sum();
        walsh_hadamard(gains);
        // Flipping the classes with odd b·t adds (Σ d_t - Σ d_t (-1)^{b·t}) / 2.
        // So the best inner combination is the one with the largest transform.
        let largest = gains.iter().copied().max().unwrap_or(0);
        let unflipped: i32 = counts.iter().sum();
        let count = (self.constant as i32 + unflipped + (total_gain - largest) / 2) as u64;
        if count < best.count() {
            let inner = gains.iter().position(|&g| g == largest).unwrap_or(0);
            let outer_count = lanes.outer.len();
            let gray = self.step ^ (self.step >> 1);
            let mut presses = self.base.clone();
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

/// XORs `flip` into `lanes` and returns Σ over lanes of min(o, s - o), o the lane's popcount
/// and s its size byte: the lower bound for every inner combination.
#[inline(never)]
fn flip_and_bound(lanes: &mut [u64], flip: &[u64], sizes: &[u64]) -> u64 {
    let mut sums = 0u64;
    for ((word, &f), &s) in lanes.iter_mut().zip(flip).zip(sizes) {
        *word ^= f;
        let ones = byte_popcount(*word);
        let zeros = s - ones;
        // Bytes where zeros >= ones: their high bit survives the subtraction.
        let keep = ((zeros | BYTES_HIGH) - ones) & BYTES_HIGH;
        let ones_smaller = (keep >> 7) * 0xff;
        let minima = (ones & ones_smaller) | (zeros & !ones_smaller);
        sums += (minima & EVEN_BYTES) + (minima >> 8 & EVEN_BYTES);
    }
    sums.wrapping_mul(0x0001_0001_0001_0001) >> 48
}

/// The popcount of each byte, in that byte.
fn byte_popcount(x: u64) -> u64 {
    let x = x - (x >> 1 & 0x5555_5555_5555_5555);
    let x = (x & 0x3333_3333_3333_3333) + (x >> 2 & 0x3333_3333_3333_3333);
    (x + (x >> 4)) & (BYTES_LOW * 0x0f)
}

/// The Walsh-Hadamard transform in place: v[b] becomes Σ_t v[t] (-1)^{popcount(b & t)}.
fn walsh_hadamard(values: &mut [i32]) {
    let mut half = 1;
    while half < values.len() {
        for block in values.chunks_exact_mut(2 * half) {
            let (low, high) = block.split_at_mut(half);
            for (a, b) in low.iter_mut().zip(high) {
                (*a, *b) = (*a + *b, *a - *b);
            }
        }
        half *= 2;
    }
}

/// The number of set bits.
#[inline(never)]
pub(crate) fn weight(words: &[u64]) -> u64 {
    words.iter().map(|w| w.count_ones() as u64).sum()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_byte_wise_bound_is_the_sum_of_lane_minima() {
        // Lane 0: 3 of 5 cells pressed (min 2); lane 1: 1 of 8 (min 1); lane 2: class 0 with
        // 4 pressed (counts 4); lane 3: padding.
        let sizes = [5u64 | 8 << 8 | (UNFLIPPED as u64) << 16];
        let mut lanes = [0b111 | 0b1 << 8 | 0b1111 << 16];
        assert_eq!(flip_and_bound(&mut lanes, &[0], &sizes), 2 + 1 + 4);
        // Flipping lane 0's first two cells leaves 1 of 5 pressed (min 1).
        assert_eq!(flip_and_bound(&mut lanes, &[0b11], &sizes), 1 + 1 + 4);
    }

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
        let mut walk = lanes.walk(base);
        while !walk.is_finished(&lanes) {
            walk.advance(&lanes, 1, &best);
        }
        // + 1100000000 leaves 0011100000 (3); + 1010101010 then gives 1001001010 (4): 3 is least.
        assert_eq!(best.count(), 3);
    }
}
