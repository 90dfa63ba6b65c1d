//! The solutions of a board split into blocks, one block per orbit of the board's symmetries.
//!
//! The solutions are x + u·B for u in GF(2)^k (B the quiet patterns in reduced echelon form, so
//! that a vector's coordinates are its bits at the pivots). A symmetry σ of the solutions acts
//! on u affinely: σ(x + u·B) = x + (a_σ + M_σ u)·B. The search splits the coordinates along a
//! subspace W that every M_σ keeps (the span of the orbits of a few random vectors): a block
//! is x + y·H + W for one y in GF(2)^h (H completing W to all of GF(2)^k), and σ sends blocks
//! to blocks, y to an affine image of y. Only the least y of each orbit is searched; the other
//! blocks hold the same press counts in another place. On a square board with its eight turns
//! and flips that is about an eighth of the work.
//!
//! Each block also gets a lower bound of its own (the cells that the vectors of W move
//! together, each group on its lighter side), and the blocks are searched in the order of that
//! bound: the least bound among the blocks not yet searched is a lower bound for the whole
//! search, rising as it goes, and the search ends when it meets the best found.

use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};

use crate::algebra::gf2::{bit, xor_into};
use crate::budget::Budget;
use crate::model::key_map::ListNumbers;
use crate::search::checkpoint::fingerprint;
use crate::search::echelon::{first_bit, reduced_echelon, Affine, Echelon};
use crate::search::fewest_gf2::inner_count;
use crate::search::layout::Layout;
use crate::search::symmetry::CellMap;

/// Most coordinates split into blocks: the orbits are found over 2^h points.
const MAX_HI: usize = 16;
/// Most blocks a fewest-press search has (one per orbit of the 2^h points), and so most shards
/// it splits into.
pub const MAX_BLOCKS: usize = 1 << MAX_HI;
/// Fewest outer vectors a block keeps, so that a block is worth starting (2^12 steps).
const MIN_BLOCK_OUTER: usize = 12;
/// Most cells the blocks' bounds pass over in all (a few tens of milliseconds).
const PLAN_CELLS: usize = 1 << 25;
/// Cells whose group a block bound finds between two looks at the budget.
const BOUND_CELLS: usize = 1 << 12;
/// Random subspaces tried for W; the one leaving the least work is kept.
const TRIES: u64 = 6;

/// One block: its coordinates y, how many blocks its orbit stands for, and its lower bound.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Block {
    pub hi: u64,
    pub weight: u64,
    pub bound: u64,
}

/// The blocks of one search, in the order they are searched, and the layout each is walked in.
#[derive(Debug, Clone)]
pub(crate) struct Plan {
    /// The solution all blocks start from, cell-packed.
    base: Vec<u64>,
    /// The quiet patterns, cell-packed (in reduced echelon form when there are at most 64).
    basis: Vec<Vec<u64>>,
    /// The vectors H whose combinations name the blocks, cell-packed.
    hi: Vec<Vec<u64>>,
    pub layout: Layout,
    pub blocks: Vec<Block>,
    /// The solutions some symmetries fix (a few small affine subspaces, largest first, each a
    /// base and a layout): searched first, they give the blocks a light best to prune by,
    /// since the lightest solutions of a symmetric board are often symmetric themselves.
    pub seeds: Vec<(Vec<u64>, Layout)>,
    /// 2^h: the blocks before symmetry.
    pub total_weight: u64,
    /// The symmetries the solutions obey (generators; 0 when none was used).
    pub symmetries: usize,
}

impl Plan {
    /// The plan for base + span(basis) on `cells` cells, using those of `candidates` that map
    /// the solutions onto themselves; `best` is a press count known to be reached, which the
    /// layouts are chosen to prune against. All of it is made before the search's first step
    /// and grows with the cells and the vectors (seconds of CPU on a 1,000 x 1,000 torus), so
    /// it reports its work to `budget` as it goes; `None` when the deadline passed first.
    pub fn new(
        cells: usize,
        base: &[u64],
        basis: &[Vec<u64>],
        candidates: &[CellMap],
        best: u64,
        budget: &mut Budget,
    ) -> Option<Self> {
        if basis.is_empty() {
            return Some(Self::unique(base));
        }
        // A pass over every vector's words.
        let words = (basis.len() * base.len()) as u64;
        if basis.len() > 64 {
            let plan = Self::whole(cells, base, basis);
            return budget.prepare(cells as u64 + words).then_some(plan);
        }
        let (basis, base) = reduced_echelon(basis, base);
        if !budget.prepare(words * basis.len() as u64) {
            return None;
        }
        let k = basis.len();
        let touched = basis.iter().fold(vec![0u64; base.len()], |mut acc, g| {
            acc.iter_mut().zip(g).for_each(|(a, &w)| *a |= w);
            acc
        });
        let active: u32 = touched.iter().map(|w| w.count_ones()).sum();
        let inner = inner_count(active as usize, k);
        // Each block's bound is a pass over the cells: at most 2^25 cells in all.
        let by_cells =
            (usize::BITS - 1 - (PLAN_CELLS / cells.max(1)).max(1).leading_zeros()) as usize;
        let hi_count = k
            .saturating_sub(inner + MIN_BLOCK_OUTER)
            .min(MAX_HI)
            .min(by_cells);
        let echelon = Echelon::new(&basis);
        // Each candidate moves the base's and every vector's cells, then reads their
        // coordinates.
        let per_candidate = (k as u64 + 1) * (active as u64 + words);
        let mut actions: Vec<Affine> = Vec::new();
        for map in candidates {
            actions.extend(echelon.action(&base, map).filter(|a| !a.is_identity()));
            if !budget.prepare(per_candidate) {
                return None;
            }
        }
        // W and H as coordinate vectors; the tries differ only in their random seed.
        let split = if actions.is_empty() || hi_count == 0 {
            Split::plain(k, hi_count, &actions)
        } else {
            (0..TRIES)
                .filter_map(|seed| Split::random(k, hi_count, &actions, seed))
                .min_by_key(|split| split.work())
                .unwrap_or_else(|| Split::plain(k, hi_count, &[]))
        };
        let to_cells = |coordinates: u64| -> Vec<u64> {
            let mut v = vec![0u64; base.len()];
            for (j, g) in basis.iter().enumerate() {
                if coordinates >> j & 1 == 1 {
                    v.iter_mut().zip(g).for_each(|(a, &w)| *a ^= w);
                }
            }
            v
        };
        // Each vector in cells is a combination of up to k of the basis.
        let per_vector = k as u64 * base.len() as u64;
        let in_cells = |coordinates: &[u64], budget: &mut Budget| -> Option<Vec<Vec<u64>>> {
            coordinates
                .iter()
                .map(|&c| budget.prepare(per_vector).then(|| to_cells(c)))
                .collect()
        };
        let w_cells = in_cells(&split.w, budget)?;
        let hi = in_cells(&split.hi, budget)?;
        let mut seeds = Vec::new();
        for (u0, kernel) in fixed_subspaces(k, &actions) {
            let mut seed = base.clone();
            xor_into(&mut seed, &in_cells(&[u0], budget)?[0]);
            let vectors = in_cells(&kernel, budget)?;
            let layout = Layout::choose(cells, vectors, &seed, best, 1, budget)?;
            seeds.push((seed, layout));
        }
        // Without symmetry the blocks are only shares of the work: no bound to order them by.
        let bounds = match split.symmetries {
            0 => None,
            _ => Some(BlockBound::new(cells, &w_cells, budget)?),
        };
        let layout = Layout::choose(cells, w_cells, &base, best, split.orbits.len(), budget)?;
        let mut plan = Self {
            base,
            basis,
            hi,
            layout,
            blocks: Vec::new(),
            seeds,
            total_weight: 1 << split.hi.len(),
            symmetries: split.symmetries,
        };
        // A bound is a pass over the cells, beside the block's first solution.
        let per_block = bounds.as_ref().map_or(0, |_| cells as u64) + per_vector;
        let mut blocks = Vec::with_capacity(split.orbits.len());
        for &(hi, weight) in &split.orbits {
            blocks.push(Block {
                hi,
                weight,
                bound: bounds.as_ref().map_or(0, |b| b.of(&plan.base_of(hi))),
            });
            if !budget.prepare(per_block) {
                return None;
            }
        }
        blocks.sort_by_key(|block| (block.bound, block.hi));
        plan.blocks = blocks;
        Some(plan)
    }

    /// One solution and no quiet pattern: no block to walk and nothing to lay out (laying out
    /// the 100,000,000 cells of a 10,000 x 10,000 board took 12 s of CPU and 2.3 GB, to find
    /// that there was nothing to search).
    fn unique(base: &[u64]) -> Self {
        Self {
            base: base.to_vec(),
            basis: Vec::new(),
            hi: Vec::new(),
            layout: Layout::plain(0, Vec::new()),
            blocks: Vec::new(),
            seeds: Vec::new(),
            total_weight: 1,
            symmetries: 0,
        }
    }

    /// Past 64 quiet patterns the walk cannot finish anyway: one block, no symmetry, no
    /// elimination (hundreds of patterns of 65,536 cells would take seconds to put in form).
    fn whole(cells: usize, base: &[u64], basis: &[Vec<u64>]) -> Self {
        Self {
            base: base.to_vec(),
            basis: basis.to_vec(),
            hi: Vec::new(),
            layout: Layout::plain(cells, basis.to_vec()),
            blocks: vec![Block {
                hi: 0,
                weight: 1,
                bound: 0,
            }],
            seeds: Vec::new(),
            total_weight: 1,
            symmetries: 0,
        }
    }

    /// The first solution of the block named `hi`, cell-packed.
    pub fn base_of(&self, hi: u64) -> Vec<u64> {
        let mut v = self.base.clone();
        for (i, h) in self.hi.iter().enumerate() {
            if hi >> i & 1 == 1 {
                v.iter_mut().zip(h).for_each(|(a, &w)| *a ^= w);
            }
        }
        v
    }

    /// Whether `presses` (cell-packed) is one of the solutions: base + a combination of the
    /// quiet patterns.
    pub fn solves(&self, presses: &[u64]) -> bool {
        let (basis, base) = reduced_echelon(&self.basis, &self.base);
        let mut rest: Vec<u64> = presses.iter().zip(&base).map(|(a, b)| a ^ b).collect();
        for row in &basis {
            // A reduced echelon row's first bit is its pivot.
            if first_bit(row).is_some_and(|p| bit(&rest, p)) {
                rest.iter_mut().zip(row).for_each(|(a, &w)| *a ^= w);
            }
        }
        presses.len() == self.base.len() && rest.iter().all(|&w| w == 0)
    }

    /// A fingerprint of the search: the base, the layout's vectors and the blocks, so that a
    /// saved search resumes only the same search.
    pub fn fingerprint(&self) -> u64 {
        let blocks = self.blocks.iter().flat_map(|block| [block.hi, block.bound]);
        fingerprint((self.base.iter().chain(self.hi.iter().flatten()).copied()).chain(blocks))
    }
}

/// W and H as coordinate vectors, and the orbits of the blocks: (least y, orbit size).
struct Split {
    w: Vec<u64>,
    hi: Vec<u64>,
    orbits: Vec<(u64, u64)>,
    /// The symmetries the orbits were taken under.
    symmetries: usize,
}

impl Split {
    /// W the first k - h coordinates: right when there is no symmetry to keep.
    fn plain(k: usize, hi_count: usize, actions: &[Affine]) -> Self {
        let w = (0..k - hi_count).map(|j| 1u64 << j).collect();
        let hi = (k - hi_count..k).map(|j| 1u64 << j).collect();
        Self::with(k, w, hi, actions)
    }

    /// W the span of the orbits of random vectors, grown while it leaves at least
    /// `hi_count` coordinates to H; `None` when it leaves more than [`MAX_HI`].
    fn random(k: usize, hi_count: usize, actions: &[Affine], seed: u64) -> Option<Self> {
        let mut rng = StdRng::seed_from_u64(seed);
        let mut w = Span::default();
        let full = if k == 64 { u64::MAX } else { (1 << k) - 1 };
        let mut misses = 0;
        while w.rows.len() < k - hi_count && misses < 64 {
            // The orbit span of one random vector: close under every M_σ.
            let mut grown = w.clone();
            let mut queue = vec![rng.random::<u64>() & full];
            while let Some(v) = queue.pop() {
                if grown.insert(v) {
                    queue.extend(actions.iter().map(|a| a.apply(v) ^ a.shift));
                }
            }
            if grown.rows.len() <= k - hi_count {
                w = grown;
            } else {
                misses += 1;
            }
        }
        let w_rows = w.rows.iter().map(|&(_, v)| v).collect();
        let mut all = w.clone();
        let hi: Vec<u64> = (0..k)
            .map(|j| 1u64 << j)
            .filter(|&e| all.insert(e))
            .collect();
        (hi.len() <= MAX_HI).then(|| Self::with(k, w_rows, hi, actions))
    }

    /// The orbits of y under the actions on GF(2)^k / W, each named by its least y.
    fn with(k: usize, w: Vec<u64>, hi: Vec<u64>, actions: &[Affine]) -> Self {
        let h = hi.len();
        // Coordinates in the basis (W, H): solve by a span that remembers what each row is.
        let project = Projection::new(k, &w, &hi);
        let images: Vec<(u64, Vec<u64>)> = actions
            .iter()
            .map(|a| {
                let shift = project.hi_part(a.shift);
                let columns = hi
                    .iter()
                    .map(|&e| project.hi_part(a.apply(e) ^ a.shift))
                    .collect();
                (shift, columns)
            })
            .collect();
        let mut seen = vec![false; 1 << h];
        let mut orbits = Vec::new();
        let mut stack = Vec::new();
        for y in 0..1u64 << h {
            if seen[y as usize] {
                continue;
            }
            seen[y as usize] = true;
            stack.push(y);
            let mut size = 0;
            while let Some(z) = stack.pop() {
                size += 1;
                for (shift, columns) in &images {
                    let image = columns
                        .iter()
                        .enumerate()
                        .filter(|(i, _)| z >> i & 1 == 1)
                        .fold(*shift, |acc, (_, &c)| acc ^ c);
                    if !seen[image as usize] {
                        seen[image as usize] = true;
                        stack.push(image);
                    }
                }
            }
            orbits.push((y, size));
        }
        Self {
            w,
            hi,
            orbits,
            symmetries: if h == 0 { 0 } else { actions.len() },
        }
    }

    /// Outer steps the split leaves: one 2^(k-h) block per orbit.
    fn work(&self) -> u128 {
        self.orbits.len() as u128 * (1u128 << self.w.len())
    }
}

/// Largest subspace of fixed solutions searched as a seed: 2^22 solutions, a few milliseconds.
const MAX_SEED_DIM: usize = 22;
/// Most seeds searched.
const MAX_SEEDS: usize = 8;

/// The solutions fixed by each symmetry and by each pair of them, as u0 + span(kernel) in
/// coordinates: the largest ones of at most [`MAX_SEED_DIM`] dimensions, distinct, largest first.
fn fixed_subspaces(k: usize, actions: &[Affine]) -> Vec<(u64, Vec<u64>)> {
    if k > 64 {
        return Vec::new();
    }
    let mut groups: Vec<Vec<&Affine>> = actions.iter().map(|a| vec![a]).collect();
    for (i, a) in actions.iter().enumerate() {
        for b in &actions[i + 1..] {
            groups.push(vec![a, b]);
        }
    }
    // Largest first, then by u0, ties in the groups' order: each put in its place, as a stable
    // sort would (a few dozen at most: each symmetry and each pair of them).
    let order = |(u0, kernel): &(u64, Vec<u64>)| (std::cmp::Reverse(kernel.len()), *u0);
    let mut found: Vec<(u64, Vec<u64>)> = Vec::new();
    for fixed in groups
        .iter()
        .filter_map(|group| fixed_by(k, group))
        .filter(|(_, kernel)| kernel.len() <= MAX_SEED_DIM)
    {
        let at = found.partition_point(|other| order(other) <= order(&fixed));
        found.insert(at, fixed);
    }
    found.dedup_by(|a, b| a.1.len() == b.1.len() && a.0 == b.0);
    found.truncate(MAX_SEEDS);
    found
}

/// The u with a(u) = u for every a in `group`: (M_a + I) u = shift_a, stacked, solved by
/// elimination with each row remembering the combination of unknowns it is.
fn fixed_by(k: usize, group: &[&Affine]) -> Option<(u64, Vec<u64>)> {
    // One equation per (action, coordinate): row bits over the unknowns, right side a bit.
    let mut equations: Vec<(u64, bool)> = Vec::new();
    for a in group {
        for i in 0..k {
            let row = (0..k).fold(0u64, |acc, j| {
                let entry = (a.columns[j] >> i & 1) ^ (i == j) as u64;
                acc | entry << j
            });
            equations.push((row, a.shift >> i & 1 == 1));
        }
    }
    let mut pivots: Vec<(u32, u64, bool)> = Vec::new();
    for (mut row, mut rhs) in equations {
        for &(p, r, b) in &pivots {
            if row >> p & 1 == 1 {
                row ^= r;
                rhs ^= b;
            }
        }
        if row == 0 {
            if rhs {
                return None;
            }
            continue;
        }
        let p = row.trailing_zeros();
        for entry in pivots.iter_mut() {
            if entry.1 >> p & 1 == 1 {
                entry.1 ^= row;
                entry.2 ^= rhs;
            }
        }
        pivots.push((p, row, rhs));
    }
    let pivot_bits = pivots.iter().fold(0u64, |acc, &(p, _, _)| acc | 1 << p);
    let u0 = pivots
        .iter()
        .fold(0u64, |acc, &(p, _, b)| acc | (b as u64) << p);
    // Each free unknown set to 1 fixes the pivots it appears in.
    let kernel = (0..k as u32)
        .filter(|&f| pivot_bits >> f & 1 == 0)
        .map(|f| {
            pivots
                .iter()
                .filter(|&&(_, r, _)| r >> f & 1 == 1)
                .fold(1u64 << f, |acc, &(p, _, _)| acc | 1 << p)
        })
        .collect();
    Some((u0, kernel))
}

/// A span of coordinate vectors in echelon form, each row with the combination of inserted
/// vectors it is.
#[derive(Debug, Clone, Default)]
struct Span {
    /// (pivot bit, row)
    rows: Vec<(u32, u64)>,
}

impl Span {
    fn reduce(&self, mut v: u64) -> u64 {
        for &(p, row) in &self.rows {
            if v >> p & 1 == 1 {
                v ^= row;
            }
        }
        v
    }

    /// Adds `v`; false when it was already in the span.
    fn insert(&mut self, v: u64) -> bool {
        let r = self.reduce(v);
        if r == 0 {
            return false;
        }
        self.rows.push((r.trailing_zeros(), r));
        true
    }
}

/// The H-part of a coordinate vector in the basis W ∪ H.
struct Projection {
    /// Echelon rows over the k coordinates, each with the (W, H) combination it equals.
    rows: Vec<(u32, u64, u128)>,
    w_len: usize,
}

impl Projection {
    fn new(k: usize, w: &[u64], hi: &[u64]) -> Self {
        let mut rows: Vec<(u32, u64, u128)> = Vec::new();
        for (i, &v) in w.iter().chain(hi).enumerate() {
            let (mut r, mut tag) = (v, 1u128 << i);
            for &(p, row, t) in &rows {
                if r >> p & 1 == 1 {
                    r ^= row;
                    tag ^= t;
                }
            }
            debug_assert!(r != 0, "W and H are independent");
            rows.push((r.trailing_zeros(), r, tag));
        }
        debug_assert_eq!(rows.len(), k);
        Self {
            rows,
            w_len: w.len(),
        }
    }

    fn hi_part(&self, mut v: u64) -> u64 {
        let mut tag = 0u128;
        for &(p, row, t) in &self.rows {
            if v >> p & 1 == 1 {
                v ^= row;
                tag ^= t;
            }
        }
        (tag >> self.w_len) as u64
    }
}

/// The lower bound of a block: cells grouped by their column in W's vectors; a group moves
/// together, so it takes its lighter side at best, and cells W never moves count as they are.
struct BlockBound {
    group_of: Vec<u32>,
    sizes: Vec<u32>,
}

impl BlockBound {
    /// The groups of `w`'s columns, a cell at a time (a table look-up each), reported to
    /// `budget` as it goes; `None` when the deadline passed first.
    fn new(cells: usize, w: &[Vec<u64>], budget: &mut Budget) -> Option<Self> {
        let mut ids = ListNumbers::default();
        let mut sizes = Vec::new();
        let per_cell = w.len() as u64 + 64;
        let mut group_of = Vec::with_capacity(cells);
        for cell in 0..cells {
            if cell % BOUND_CELLS == 0 && !budget.prepare(BOUND_CELLS as u64 * per_cell) {
                return None;
            }
            let column: Vec<u64> = w
                .chunks(64)
                .map(|chunk| {
                    chunk
                        .iter()
                        .enumerate()
                        .fold(0u64, |acc, (i, g)| acc | (bit(g, cell) as u64) << i)
                })
                .collect();
            // The zero column is group 0, counted as it is.
            let unmoved = column.iter().all(|&c| c == 0);
            let id = if unmoved {
                0
            } else {
                ids.number(column) as u32 + 1
            };
            if id as usize >= sizes.len() {
                sizes.resize(id as usize + 1, 0);
            }
            sizes[id as usize] += 1;
            group_of.push(id);
        }
        Some(Self { group_of, sizes })
    }

    fn of(&self, base: &[u64]) -> u64 {
        let mut pressed = vec![0u32; self.sizes.len()];
        for (cell, &group) in self.group_of.iter().enumerate() {
            pressed[group as usize] += bit(base, cell) as u32;
        }
        pressed
            .iter()
            .zip(&self.sizes)
            .enumerate()
            .map(|(g, (&o, &s))| if g == 0 { o } else { o.min(s - o) } as u64)
            .sum()
    }
}
