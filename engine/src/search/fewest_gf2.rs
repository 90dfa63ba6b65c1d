//! The fewest presses for N = 2: the lightest vector in x + span(g_0, ..., g_{k-1}).
//!
//! Walking all 2^k combinations in Gray-code order costs one XOR and one popcount of n bits
//! per combination: 2^32 of them (the 20 x 20 torus) take minutes. Here the basis is split
//! into k1 *outer* vectors, walked in Gray-code order, and k2 *inner* ones, settled at once
//! for each outer combination:
//!
//! - The inner vectors sort the cells into 2^k2 classes by their inner column (which inner
//!   vectors press the cell). A combination b of the inner vectors flips a whole class t or
//!   leaves it, as the parity of b·t says, so with o_t cells of class t pressed the weight is
//!   Σ_t (o_t or s_t - o_t) and needs only the 2^k2 counts.
//! - Each class takes its lighter side on its own, so Σ_t min(o_t, s_t - o_t) is a lower bound
//!   for every b at once; only when it beats the best so far are all 2^k2 combinations
//!   weighed, by a Walsh-Hadamard transform of the counts (k2·2^k2 additions).
//! - With about six cells a class, the bound rules out all but about one outer combination
//!   in a hundred. It is computed eight classes at a time: each class (in chunks of at most
//!   eight cells) owns one byte of a u64 word, so one word yields eight counts with a
//!   byte-wise popcount, eight minima with a byte-wise compare, and no branch.
//!
//! Cells no quiet pattern touches add a constant. The walk starts from a greedy descent (add
//! any basis vector that lightens the solution, until none does), so the bound prunes from
//! the first step, and a stopped walk still returns a good solution.

use crate::algebra::gf2::{bit, pack_bits, xor_into};
use crate::solve::coset::Coset;

/// Cells per class the inner split aims for: fewer make the bound weak, more make it slow.
const CELLS_PER_CLASS: f64 = 6.0;
/// Most inner vectors: 4096 classes, a transform of 48k additions.
const MAX_INNER: usize = 12;
/// Most words the greedy descent weighs before the walk starts (about a millisecond): it runs
/// before the first report to the budget, so it must stay short.
const GREEDY_WORDS: usize = 1 << 20;
/// A class-0 lane's size byte: larger than any count, so the byte-wise minimum keeps the
/// count itself (class 0 does not depend on the inner vectors and is never flipped).
const UNFLIPPED: u8 = 0x7f;

const BYTES_LOW: u64 = 0x0101_0101_0101_0101;
const BYTES_HIGH: u64 = 0x8080_8080_8080_8080;
const EVEN_BYTES: u64 = 0x00ff_00ff_00ff_00ff;

/// A resumable search for the lightest solution of one board.
#[derive(Debug, Clone)]
pub(crate) struct LaneSearch {
    /// Solution 0 and the basis, cell-packed, to rebuild the presses of a new best.
    cells: usize,
    base: Vec<u64>,
    basis: Vec<Vec<u64>>,
    /// The outer vectors in the lane layout.
    outer: Vec<Vec<u64>>,
    /// The current outer combination's presses in the lane layout.
    lanes: Vec<u64>,
    /// Per lane byte: the cells in the lane, or [`UNFLIPPED`].
    sizes: Vec<u64>,
    /// Per lane byte: its class.
    lane_class: Vec<u16>,
    /// Cells per class.
    class_sizes: Vec<i32>,
    /// Pressed cells that no quiet pattern touches.
    constant: u64,
    /// Outer combinations weighed so far (the Gray-code position).
    step: u64,
    /// 2^k1, or `None` when that does not fit in a u64 and the walk cannot finish.
    leaves: Option<u64>,
    best: Vec<u64>,
    best_count: u64,
}

impl LaneSearch {
    pub fn new(coset: &Coset) -> Self {
        let n = coset.cells();
        let base = pack_bits(coset.base());
        let basis: Vec<Vec<u64>> = coset.generators().map(pack_bits).collect();
        let k = basis.len();
        // Word by word: a cell at a time across 4,096 vectors misses the cache every time.
        let mut touched_words = vec![0u64; base.len()];
        for g in &basis {
            for (t, &w) in touched_words.iter_mut().zip(g) {
                *t |= w;
            }
        }
        let touched: Vec<bool> = (0..n).map(|cell| bit(&touched_words, cell)).collect();
        let active = touched.iter().filter(|&&t| t).count();
        let inner = if active == 0 {
            0
        } else {
            ((active as f64 / CELLS_PER_CLASS).log2().round().max(0.0) as usize)
                .min(k)
                .min(MAX_INNER)
        };
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
        // Only the set bits are visited.
        let to_lanes = |vector: &[u64]| -> Vec<u64> {
            let mut out = vec![0u64; words];
            for (w, &word) in vector.iter().enumerate() {
                let mut rest = word;
                while rest != 0 {
                    let p = position[w * 64 + rest.trailing_zeros() as usize];
                    rest &= rest - 1;
                    if p != usize::MAX {
                        out[p / 64] |= 1 << (p % 64);
                    }
                }
            }
            out
        };
        let constant = (0..n)
            .filter(|&cell| !touched[cell] && bit(&base, cell))
            .count() as u64;
        let best = greedy_descent(&base, &basis);
        let best_count = weight(&best);
        Self {
            lanes: to_lanes(&base),
            outer: basis[..outer_count].iter().map(|g| to_lanes(g)).collect(),
            sizes,
            lane_class,
            class_sizes: members.iter().map(|cells| cells.len() as i32).collect(),
            constant,
            step: 0,
            leaves: (outer_count < 64).then(|| 1u64 << outer_count),
            cells: n,
            base,
            basis,
            best,
            best_count,
        }
    }

    /// Weighs up to `max_steps` outer combinations; returns how many it weighed.
    pub fn advance(&mut self, max_steps: u64) -> u64 {
        // Combination 0 is solution 0 itself: nothing to flip.
        let nothing = vec![0u64; if self.step == 0 { self.lanes.len() } else { 0 }];
        let mut taken = 0;
        while taken < max_steps && !self.is_finished() {
            let flip = match self.step {
                0 => &nothing,
                step => &self.outer[step.trailing_zeros() as usize],
            };
            let bound = flip_and_bound(&mut self.lanes, flip, &self.sizes) + self.constant;
            if bound < self.best_count {
                self.settle_inner();
            }
            self.step += 1;
            taken += 1;
        }
        taken
    }

    /// Weighs every inner combination with the current outer one; keeps a new best.
    #[inline(never)]
    fn settle_inner(&mut self) {
        let classes = self.class_sizes.len();
        let mut counts = vec![0i32; classes];
        for (lane, &class) in self.lane_class.iter().enumerate() {
            let byte = self.lanes[lane / 8] >> (lane % 8 * 8) & 0xff;
            counts[class as usize] += byte.count_ones() as i32;
        }
        // d_t = s_t - 2 o_t is what flipping class t adds; class 0 is never flipped.
        let mut gains: Vec<i32> = (0..classes)
            .map(|t| {
                if t == 0 {
                    0
                } else {
                    self.class_sizes[t] - 2 * counts[t]
                }
            })
            .collect();
        let total_gain: i32 = gains.iter().sum();
        walsh_hadamard(&mut gains);
        // Flipping the classes with odd b·t adds (Σ d_t - Σ d_t (-1)^{b·t}) / 2.
        // So the best inner combination is the one with the largest transform.
        let mut inner = 0;
        for (b, &w) in gains.iter().enumerate() {
            if w > gains[inner] {
                inner = b;
            }
        }
        let unflipped: i32 = counts.iter().sum();
        let count = (self.constant as i32 + unflipped + (total_gain - gains[inner]) / 2) as u64;
        if count < self.best_count {
            let outer_count = self.outer.len();
            let gray = self.step ^ (self.step >> 1);
            let mut presses = self.base.clone();
            for (j, g) in self.basis.iter().enumerate() {
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
            self.best = presses;
            self.best_count = count;
        }
    }

    /// Units of work one outer combination takes: a pass over the lane words, and now and
    /// then a transform over the classes.
    pub fn step_cost(&self) -> u64 {
        let classes = self.class_sizes.len();
        (self.lanes.len() + classes * (classes.trailing_zeros() as usize + 1)) as u64
    }

    /// Whether every outer combination has been weighed: the best is then the fewest.
    pub fn is_finished(&self) -> bool {
        self.leaves == Some(self.step)
    }

    /// The share of outer combinations weighed.
    pub fn done(&self) -> f64 {
        match self.leaves {
            Some(leaves) => self.step as f64 / leaves as f64,
            None => 0.0,
        }
    }

    /// The lightest solution found, one byte per cell, and its press count.
    pub fn best(&self) -> (Vec<u8>, u64) {
        let presses = (0..self.cells)
            .map(|cell| bit(&self.best, cell) as u8)
            .collect();
        (presses, self.best_count)
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

/// Adds any basis vector that lightens the vector, until none does (a local minimum, in a few
/// passes of k XORs each) or [`GREEDY_WORDS`] words have been weighed.
fn greedy_descent(start: &[u64], basis: &[Vec<u64>]) -> Vec<u64> {
    let mut current = start.to_vec();
    let mut count = weight(&current);
    let mut candidate = current.clone();
    let mut work = 0;
    loop {
        let before = count;
        for g in basis {
            work += current.len();
            if work > GREEDY_WORDS {
                return current;
            }
            candidate.copy_from_slice(&current);
            xor_into(&mut candidate, g);
            let w = weight(&candidate);
            if w < count {
                std::mem::swap(&mut current, &mut candidate);
                count = w;
            }
        }
        if count == before {
            return current;
        }
    }
}

/// The number of set bits.
#[inline(never)]
fn weight(words: &[u64]) -> u64 {
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
}
