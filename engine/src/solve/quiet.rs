//! The quiet-pattern generators of a puzzle as the walks through every solution use them: each
//! by its support only, built once per puzzle and shared by every coset. A 65,536-vertex
//! graph's 4,096 quiet patterns would be 268 MB at a byte a cell, most of them zeros; a
//! difficulty search makes a coset per board it tries, and each used to copy them.

use std::ops::Deref;
use std::sync::{Arc, OnceLock};

use crate::algebra::gf2::words_for;

/// One quiet-pattern generator.
#[derive(Debug)]
pub(crate) struct Generator {
    /// Its additive order (N for prime N).
    pub(crate) order: u32,
    /// The cells it presses, with how often, in the order of the cells.
    pub(crate) support: Vec<(u32, u8)>,
}

/// The generators of one puzzle, shared.
pub(crate) type Generators = Arc<Basis>;

/// A puzzle's quiet-pattern generators, with the cells grouped by their column (see
/// [`crate::solve::coset::Coset::groups`]) worked out once: the grouping depends on the
/// generators alone, and every coset's lower bound and the difficulty searches ask for it,
/// a pass over every nonzero entry each time (33 million on a 512 x 512 board).
#[derive(Debug)]
pub(crate) struct Basis {
    generators: Vec<Generator>,
    groups: OnceLock<Vec<(u8, Vec<usize>)>>,
}

impl Basis {
    /// The grouping, computed by `make` the first time it is asked for.
    pub(crate) fn groups_or(
        &self,
        make: impl FnOnce() -> Vec<(u8, Vec<usize>)>,
    ) -> &[(u8, Vec<usize>)] {
        self.groups.get_or_init(make)
    }
}

impl From<Vec<Generator>> for Basis {
    fn from(generators: Vec<Generator>) -> Self {
        Self {
            generators,
            groups: OnceLock::new(),
        }
    }
}

impl Deref for Basis {
    type Target = [Generator];

    fn deref(&self) -> &[Generator] {
        &self.generators
    }
}

impl Generator {
    /// The generator whose presses are `values`, one a cell.
    pub(crate) fn new(values: &[u8], order: u32) -> Self {
        let support = values
            .iter()
            .enumerate()
            .filter(|(_, &v)| v != 0)
            .map(|(cell, &v)| (cell as u32, v))
            .collect();
        Self { order, support }
    }

    /// Its presses on a board of `cells` cells, one a cell.
    pub(crate) fn dense(&self, cells: usize) -> Vec<u8> {
        let mut values = vec![0u8; cells];
        for &(cell, value) in &self.support {
            values[cell as usize] = value;
        }
        values
    }

    /// Its presses mod 2 on a board of `cells` cells, 64 cells a word (for N = 2).
    pub(crate) fn packed(&self, cells: usize) -> Vec<u64> {
        let mut words = vec![0u64; words_for(cells)];
        for &(cell, value) in &self.support {
            let cell = cell as usize;
            words[cell / 64] |= ((value & 1) as u64) << (cell % 64);
        }
        words
    }
}
