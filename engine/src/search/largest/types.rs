//! Cells by type, for N = 2: a cell's type is its column of the quiet-pattern generators
//! (which of them press it), a k-bit number. Cells of one type are pressed alike by every
//! quiet pattern, so a solution matters to the largest count only through how many cells of
//! each type it presses.
//!
//! The exact search takes the types in coordinates of its own: a chain of hyperplanes, each
//! cutting off as few types as it can from the subspace left by the ones before, so that the
//! types the search fixes last (those past the first hyperplane) are the fewest, and the
//! subspaces it settles first are as full as they can be.

use crate::budget::Budget;
use crate::solve::coset::Coset;

/// The largest nullity the exact search takes on: its butterflies hold (k + 1)·2^k intervals,
/// 1.1 million at 16 (about 10 MB); beyond it the count is given as a range.
pub const MAX_EXACT_NULLITY: usize = 16;

/// The cells of a setup by type.
pub(crate) struct CellTypes<'a> {
    /// The cell groups of [`Coset::groups`]: for N = 2, one per type.
    pub groups: &'a [(u8, Vec<usize>)],
    /// Per group, its column: bit j is whether generator j presses its cells (0 for the
    /// cells none presses).
    pub columns: Vec<u64>,
}

impl<'a> CellTypes<'a> {
    /// The types of `kernel`'s cells (N = 2, at most [`MAX_EXACT_NULLITY`] quiet patterns),
    /// or `None` when the budget stops the pass over the quiet patterns first.
    pub fn new(kernel: &'a Coset, budget: &mut Budget) -> Option<Self> {
        let groups = kernel.groups();
        let generators = kernel.generators();
        debug_assert!(generators.len() <= MAX_EXACT_NULLITY);
        // Each group's column is its first cell's.
        let mut group_of_first = vec![u32::MAX; kernel.cells()];
        for (g, (_, cells)) in groups.iter().enumerate() {
            group_of_first[cells[0]] = g as u32;
        }
        let mut columns = vec![0u64; groups.len()];
        for (j, generator) in generators.iter().enumerate() {
            if !budget.step(generator.support.len() as u64 + 1, 0.0) {
                return None;
            }
            for &(cell, _) in &generator.support {
                let g = group_of_first[cell as usize];
                if g != u32::MAX {
                    columns[g as usize] |= 1 << j;
                }
            }
        }
        Some(Self { groups, columns })
    }

    /// The cells no quiet pattern presses.
    pub fn untouched(&self) -> usize {
        self.groups
            .iter()
            .filter(|(step, _)| *step == 2)
            .map(|(_, cells)| cells.len())
            .sum()
    }

    /// The types with an odd number of cells.
    pub fn odd(&self) -> usize {
        self.groups
            .iter()
            .filter(|(step, cells)| *step != 2 && cells.len() % 2 == 1)
            .count()
    }
}

/// Functionals f_1, ..., f_k (as k-bit masks, linearly independent) such that f_1 is 1 on as
/// few of the `types` as any nonzero functional, f_2 on as few of those f_1 leaves, and so on;
/// a type's coordinates are then (f_k(t), ..., f_1(t)) as bits 0 to k - 1, so that the types
/// the search reaches last, f_1(t) = 1, are the fewest. `None` when the budget stops it.
pub(crate) fn chain(bits: usize, types: &[u64], budget: &mut Budget) -> Option<Vec<u64>> {
    let size = 1usize << bits;
    let mut left = vec![0i64; size];
    for &t in types {
        left[t as usize] = 1;
    }
    // The span of the functionals chosen so far: a new one must lie outside it.
    let mut spanned = vec![false; size];
    spanned[0] = true;
    let mut chosen = Vec::with_capacity(bits);
    for step in 0..bits {
        if !budget.step(((bits + 2) * size) as u64, step as f64 / bits as f64) {
            return None;
        }
        let total: i64 = left.iter().sum();
        // Σ_t left(t)·(-1)^<f,t> for every f: total - 2·(the types f is 1 on).
        let balance = super::spectrum::transform(left.clone());
        let f = (1..size)
            .filter(|&f| !spanned[f])
            .min_by_key(|&f| (total - balance[f], f))
            .expect("fewer than k functionals span less than everything");
        chosen.push(f as u64);
        for g in 0..size {
            if spanned[g] {
                spanned[g ^ f] = true;
            }
        }
        for (t, weight) in left.iter_mut().enumerate() {
            if (t & f).count_ones() % 2 == 1 {
                *weight = 0;
            }
        }
    }
    Some(chosen)
}

/// A type's coordinates in the chain's terms.
pub(crate) fn coordinates(chain: &[u64], column: u64) -> usize {
    let bits = chain.len();
    chain
        .iter()
        .enumerate()
        .filter(|(_, &f)| (f & column).count_ones() % 2 == 1)
        .map(|(i, _)| 1 << (bits - 1 - i))
        .sum()
}
