//! The class layout: the lightest vector of one block of solutions, base + span(w_0, ...,
//! w_{d-1}), for processors with AVX-512 ([`crate::search::avx512::class_walk`]).
//!
//! As in the lane layout ([`crate::search::fewest_gf2`]) the outer vectors are walked in
//! Gray-code order and the inner ones sort the cells into classes. Here the inner vectors are
//! 5 + e: the first five make 32 *coarse* classes, whose bound Σ_v min(O_v, S_v - O_v) decides
//! whether the 32 combinations of those five are weighed at all; the e *upper* ones are not
//! walked but settled from the same counts. Each *fine* class (a coarse class and an upper
//! column) owns one byte column of the layout, so one pass of byte-wise population counts over
//! the words gives all 32·2^e fine counts o; a Walsh-Hadamard transform of 2o - s across the
//! 2^e upper columns gives, for every combination of the upper vectors, every coarse class's
//! 2 O_v - S_v, and so 2^e bounds (and, rarely, 2^e transforms over the coarse classes) from one
//! step. A step thus settles 32·2^e combinations where the lane layout settles 32, for about
//! the same pass over the words, and its bound takes whole coarse classes, never a class split
//! over columns.
//!
//! The layout needs every fine class to fit one column (at most 248 cells, 31 rows), and is
//! chosen per search like the lane layout: the upper count whose estimated work is least.

use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};

use crate::algebra::gf2::{bit, walsh_hadamard, weight, xor_into};
use crate::budget::Budget;
use crate::search::avx512::{self, ClassRun, SubPass, COARSE};
use crate::search::fewest_gf2::{likely_least, placed, unplaced_presses, Best};
use crate::search::lane_kernel::gray_before;

/// Coarse inner vectors: 32 classes, one 512-bit register of 16-bit counts.
const COARSE_BITS: usize = 5;
/// Most upper vectors: 16 registers of spectra.
const MAX_UPPER: usize = 4;
/// Most rows: a column of 31 bytes holds at most 248 cells, a count that fits its byte.
const MAX_ROWS: usize = 31;
/// Most bytes a layout may take: 32 KB, within a first-level cache beside the outer vectors.
const MAX_BYTES: usize = 1 << 15;
/// Random bases of the same span tried for the layout with the fewest words.
const BASES: usize = 8;
/// Random outer combinations each candidate layout is tried on by [`ClassLayout::choose`].
const SAMPLES: usize = 256;
/// What a step costs, in vector instructions: each register of the layout is loaded, XORed,
/// stored, counted and added; each upper column is widened, doubled less its sizes, put through
/// the transform's stages and summed; and the step's own bookkeeping. A pass (a transform over
/// the coarse classes in plain code, and a search for its least) costs some 150 more.
/// Fitted to the all-on 65 x 65 board, whose CPU times with 2, 3 and 4 upper vectors were 87,
/// 69 and 61 s (and 61 x 61: 22, 19.5 and 16 s).
const REGISTER_COST: f64 = 5.0;
const COLUMN_COST: f64 = 9.0;
const STEP_OVERHEAD: f64 = 20.0;
const PASS_COST: f64 = 150.0;

/// The class layout of one set of vectors.
#[derive(Debug, Clone)]
pub(crate) struct ClassLayout {
    cells: usize,
    /// The vectors, cell-packed, outer ones first, to rebuild the presses of a new best.
    basis: Vec<Vec<u64>>,
    /// The outer vectors in the layout.
    outer: Vec<Vec<u8>>,
    /// Per cell: its bit in the layout, or `usize::MAX` for a cell no vector touches.
    position: Vec<usize>,
    /// Upper vectors, e.
    upper: usize,
    /// Per upper column j, per coarse class v: the cells of fine class (j, v).
    sizes: Vec<[i16; COARSE]>,
    /// Cells some vector touches: the cells in the layout.
    touched: usize,
    /// Bytes in the layout: rows of 32·2^e.
    bytes: usize,
}

/// One block's walk in a [`ClassLayout`]: a base and the Gray-code position.
#[derive(Debug, Clone)]
pub(crate) struct ClassWalk {
    base: Vec<u64>,
    bytes: Vec<u8>,
    /// Pressed cells that no vector touches.
    constant: u64,
    step: u64,
}

impl ClassLayout {
    /// The layout of `basis` (cell-packed, on `cells` cells) with `upper` upper vectors, the
    /// last ones of `basis` (the five coarse ones before them); `None` when the processor
    /// cannot walk it, there are too few vectors or a fine class does not fit a column.
    pub fn new(cells: usize, basis: Vec<Vec<u64>>, upper: usize) -> Option<Self> {
        let inner = COARSE_BITS + upper;
        if !avx512::is_available() || upper == 0 || upper > MAX_UPPER || basis.len() <= inner {
            return None;
        }
        let outer_count = basis.len() - inner;
        let fine = |cell: usize| -> usize {
            (0..inner).fold(0, |class, i| {
                class | (bit(&basis[outer_count + i], cell) as usize) << i
            })
        };
        let mut touched_words = vec![0u64; cells.div_ceil(64)];
        for g in &basis {
            xor_or(&mut touched_words, g);
        }
        let mut members: Vec<Vec<usize>> = vec![Vec::new(); 1 << inner];
        for cell in (0..cells).filter(|&cell| bit(&touched_words, cell)) {
            members[fine(cell)].push(cell);
        }
        let rows = members
            .iter()
            .map(Vec::len)
            .max()
            .unwrap_or(0)
            .div_ceil(8)
            .max(1);
        let row_bytes = COARSE << upper;
        let bytes = rows * row_bytes;
        let touched: usize = members.iter().map(Vec::len).sum();
        if rows > MAX_ROWS || bytes > MAX_BYTES {
            return None;
        }
        // Fine class (j, v) is byte 32 j + v of every row; its cells fill its column top down.
        let mut position = vec![usize::MAX; cells];
        let mut sizes = vec![[0i16; COARSE]; 1 << upper];
        for (class, class_cells) in members.iter().enumerate() {
            let (j, v) = (class >> COARSE_BITS, class & (COARSE - 1));
            sizes[j][v] = class_cells.len() as i16;
            for (slot, &cell) in class_cells.iter().enumerate() {
                let byte = slot / 8 * row_bytes + j * COARSE + v;
                position[cell] = byte * 8 + slot % 8;
            }
        }
        let mut layout = Self {
            cells,
            basis,
            outer: Vec::new(),
            position,
            upper,
            sizes,
            touched,
            bytes,
        };
        layout.outer = layout.basis[..outer_count]
            .iter()
            .map(|g| layout.to_layout(g))
            .collect();
        Some(layout)
    }

    /// The layout whose walk of `base` + span(`basis`) promises to be cheapest when solutions
    /// of `best` presses or more are ruled out, among the upper counts that fit; `None` when
    /// none does. Each is costed as 2^outer steps, each a pass over its rows plus the upper
    /// transform, plus a coarse transform for the share of (step, upper combination) pairs
    /// whose bound, sampled on random outer combinations, falls below `best`. Each candidate
    /// is reported to `budget`; `None` too when the deadline passed first (`budget` says so).
    pub fn choose(
        cells: usize,
        basis: &[Vec<u64>],
        base: &[u64],
        best: u64,
        budget: &mut Budget,
    ) -> Option<Self> {
        if !avx512::is_available() {
            return None;
        }
        let mut rng = StdRng::seed_from_u64(basis.len() as u64);
        // Random combinations of the vectors, a pass over their words each.
        let sampling = (SAMPLES * basis.len() * base.len()) as u64;
        // Most of a search is spent once its best is near the least, so that is what the layout
        // is chosen to prune at.
        let best = best.min(likely_least(base, basis, &mut rng));
        let bases: Vec<Vec<Vec<u64>>> = std::iter::once(basis.to_vec())
            .chain((0..BASES).map(|_| mixed(basis, &mut rng)))
            .collect();
        if !budget.prepare(sampling + (BASES * basis.len() * base.len()) as u64) {
            return None;
        }
        let mut chosen: Option<(f64, Self)> = None;
        for upper in 1..=MAX_UPPER {
            let mut fewest_bytes: Option<Self> = None;
            for basis in &bases {
                let layout = Self::new(cells, basis.clone(), upper);
                if !budget.prepare(cells as u64 * (COARSE_BITS + upper) as u64) {
                    return None;
                }
                if let Some(layout) = layout {
                    if fewest_bytes.as_ref().is_none_or(|f| layout.bytes < f.bytes) {
                        fewest_bytes = Some(layout);
                    }
                }
            }
            if let Some(layout) = fewest_bytes {
                let cost = layout.estimated_cost(base, best, &mut rng);
                if !budget.prepare(sampling) {
                    return None;
                }
                if chosen.as_ref().is_none_or(|(least, _)| cost < *least) {
                    chosen = Some((cost, layout));
                }
            }
        }
        chosen.map(|(_, layout)| layout)
    }

    /// Units of work the walk of one block from `base` is expected to take (see
    /// [`ClassLayout::choose`]).
    fn estimated_cost(&self, base: &[u64], best: u64, rng: &mut StdRng) -> f64 {
        let mut presses = base.to_vec();
        let mut passed = 0usize;
        for _ in 0..SAMPLES {
            presses.copy_from_slice(base);
            for g in &self.basis[..self.outer.len()] {
                if rng.random::<bool>() {
                    xor_into(&mut presses, g);
                }
            }
            passed += self
                .bounds(&presses)
                .iter()
                .filter(|&&bound| bound < best)
                .count();
        }
        let columns = 1usize << self.upper;
        let share = (passed as f64 + 1.0) / ((SAMPLES * columns) as f64 + 2.0);
        let registers = (self.bytes / 64) as f64;
        let step = REGISTER_COST * registers
            + (COLUMN_COST + self.upper as f64) * columns as f64
            + STEP_OVERHEAD;
        (self.outer.len() as f64).exp2() * (step + share * columns as f64 * PASS_COST)
    }

    /// Per upper combination: the class bound of the solution `presses` (cell-packed) with it
    /// applied, each coarse class on its lighter side. The plain arithmetic of the walk, for
    /// costing a layout.
    fn bounds(&self, presses: &[u64]) -> Vec<u64> {
        let columns = 1usize << self.upper;
        let inner = COARSE_BITS + self.upper;
        let outer_count = self.basis.len() - inner;
        let mut pressed = vec![0i64; COARSE << self.upper];
        let mut constant = 0;
        for cell in 0..self.cells {
            if !bit(presses, cell) {
                continue;
            }
            if self.position[cell] == usize::MAX {
                constant += 1;
                continue;
            }
            let class = (0..inner).fold(0, |class, i| {
                class | (bit(&self.basis[outer_count + i], cell) as usize) << i
            });
            pressed[(class >> COARSE_BITS) * COARSE + (class & (COARSE - 1))] += 1;
        }
        (0..columns)
            .map(|combination| {
                let mut bound = constant;
                for v in 0..COARSE {
                    let (mut on, mut size) = (0, 0);
                    for j in 0..columns {
                        let s = self.sizes[j][v] as i64;
                        let o = pressed[j * COARSE + v];
                        on += if (j & combination).count_ones() % 2 == 0 {
                            o
                        } else {
                            s - o
                        };
                        size += s;
                    }
                    // Coarse class 0 is flipped by no coarse combination: its own count.
                    bound += if v == 0 { on } else { on.min(size - on) } as u64;
                }
                bound
            })
            .collect()
    }

    /// A cell-packed vector in the layout; cells no vector touches are dropped.
    fn to_layout(&self, vector: &[u64]) -> Vec<u8> {
        let mut out = vec![0u8; self.bytes];
        for p in placed(vector, &self.position) {
            out[p / 8] |= 1 << (p % 8);
        }
        out
    }

    /// The walk of the block `base` + span(vectors), from outer combination `from`.
    pub fn walk(&self, base: Vec<u64>, from: u64) -> ClassWalk {
        let constant = unplaced_presses(&base, &self.position, self.cells);
        let mut bytes = self.to_layout(&base);
        gray_before(&mut bytes, &self.outer, from);
        ClassWalk {
            bytes,
            base,
            constant,
            step: from,
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

    /// Units of work one outer combination takes, in the lane layout's units (a word).
    pub fn step_cost(&self) -> u64 {
        (self.bytes / 8 + (COARSE << self.upper) * (self.upper + 2)) as u64
    }
}

/// Another basis of the span of `basis`: each vector plus a random combination of the ones
/// after it, in a random order. The inner vectors sort the cells into classes, and a basis in
/// echelon form (as the plan's is) sorts them unevenly: a class far larger than the rest sets
/// the depth of every column.
fn mixed(basis: &[Vec<u64>], rng: &mut StdRng) -> Vec<Vec<u64>> {
    let mut mixed = basis.to_vec();
    for i in 0..mixed.len() {
        for j in i + 1..mixed.len() {
            if rng.random::<bool>() {
                let (head, tail) = mixed.split_at_mut(j);
                xor_into(&mut head[i], &tail[0]);
            }
        }
    }
    for i in (1..mixed.len()).rev() {
        mixed.swap(i, rng.random_range(0..=i));
    }
    mixed
}

/// `target |= source`, word by word.
fn xor_or(target: &mut [u64], source: &[u64]) {
    for (t, s) in target.iter_mut().zip(source) {
        *t |= s;
    }
}

impl ClassWalk {
    /// Weighs up to `max_steps` outer combinations, offering any solution lighter than `best`;
    /// returns how many it weighed.
    pub fn advance(&mut self, layout: &ClassLayout, max_steps: u64, best: &Best) -> u64 {
        let from = self.step;
        let to = layout
            .leaves()
            .map_or(from.saturating_add(max_steps), |leaves| {
                leaves.min(from.saturating_add(max_steps))
            });
        let run = ClassRun {
            outer: &layout.outer,
            sizes: &layout.sizes,
            cells: layout.touched as i64,
            constant: self.constant as i64,
            from,
            to,
            best: best.counter(),
        };
        let mut settle = Settle {
            layout,
            best,
            base: &self.base,
            constant: self.constant,
        };
        let bytes = &mut self.bytes;
        // SAFETY: a class layout is only built where `avx512::is_available()` (`ClassLayout::new`).
        unsafe {
            match layout.upper {
                1 => avx512::class_walk::<1, 2, _>(bytes, &run, &mut settle),
                2 => avx512::class_walk::<2, 4, _>(bytes, &run, &mut settle),
                3 => avx512::class_walk::<4, 8, _>(bytes, &run, &mut settle),
                _ => avx512::class_walk::<8, 16, _>(bytes, &run, &mut settle),
            }
        }
        self.step = to;
        to - from
    }

    /// Outer combinations weighed so far.
    pub fn step(&self) -> u64 {
        self.step
    }
}

/// What weighing the coarse combinations of a passed (step, upper combination) needs.
struct Settle<'a> {
    layout: &'a ClassLayout,
    best: &'a Best,
    base: &'a [u64],
    constant: u64,
}

impl SubPass for Settle<'_> {
    /// The 32 coarse combinations press constant + (cells + T(b)) / 2 cells, T the transform of
    /// the spectrum: the least T is the lightest; offered when it beats the best.
    fn pass(&mut self, step: u64, upper: usize, spectrum: &[i16; COARSE]) {
        let mut transform = spectrum.map(i32::from);
        walsh_hadamard(&mut transform);
        let (coarse, &least) = transform
            .iter()
            .enumerate()
            .min_by_key(|(_, &t)| t)
            .expect("32 values");
        let count = self.constant + ((self.layout.touched as i32 + least) / 2) as u64;
        if count < self.best.count() {
            self.offer(step, coarse | upper << COARSE_BITS, count);
        }
    }
}

impl Settle<'_> {
    /// Offers the solution of outer step `step` and inner combination `inner`, which presses
    /// `count` cells.
    #[inline(never)]
    fn offer(&self, step: u64, inner: usize, count: u64) {
        let layout = self.layout;
        let outer_count = layout.outer.len();
        let gray = step ^ (step >> 1);
        let mut presses = self.base.to_vec();
        for (j, g) in layout.basis.iter().enumerate() {
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
        self.best.offer(presses);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::search::coset_cases::{random_case, Case};

    #[test]
    fn every_class_layout_finds_the_least_of_random_cosets_as_brute_force_does() {
        // Random cosets of 11 vectors on 100 to 900 cells (a tenth of them untouched), walked
        // with every upper count that fits: 1 to 4 upper vectors, 6 to 9 inner in all. Only
        // where the processor has AVX-512: elsewhere the lane layout's own test stands.
        if !avx512::is_available() {
            return;
        }
        let mut rng = StdRng::seed_from_u64(16);
        for cells in [100usize, 300, 900] {
            let Case { base, basis, least } = random_case(cells, 11, &mut rng);
            for upper in 1..=MAX_UPPER {
                let layout = ClassLayout::new(cells, basis.clone(), upper).expect("fits");
                let best = Best::new(base.clone());
                let mut walk = layout.walk(base.clone(), 0);
                while Some(walk.step()) != layout.leaves() {
                    walk.advance(&layout, 3, &best);
                }
                assert_eq!(best.count(), least, "{cells} cells, {upper} upper");
                assert_eq!(weight(&best.presses()), best.count());
            }
        }
    }

    #[test]
    fn a_class_walk_taken_up_at_a_step_stands_where_the_walk_from_the_start_got() {
        // As the lane layout's test of the same name: a saved step is taken up where the walk
        // from the start stood. Only where the processor has AVX-512.
        if !avx512::is_available() {
            return;
        }
        let mut rng = StdRng::seed_from_u64(18);
        let Case { base, basis, .. } = random_case(300, 11, &mut rng);
        let layout = ClassLayout::new(300, basis, 1).expect("fits");
        let none = Best::new(vec![0; base.len()]);
        let mut walk = layout.walk(base.clone(), 0);
        for step in 0..layout.leaves().unwrap() {
            assert_eq!(
                walk.bytes,
                layout.walk(base.clone(), step).bytes,
                "step {step}"
            );
            walk.advance(&layout, 1, &none);
        }
    }
}
