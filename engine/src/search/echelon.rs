//! Coordinates in the quiet-pattern basis. The solutions of a board are base + u·B for u in
//! GF(2)^k; with B in reduced echelon form (each vector alone at its pivot) a solution's
//! coordinates u are read off its bits at the pivots, and a symmetry of the board that maps the
//! solutions onto themselves acts on u as an affine map ([`Affine`]). The blocks of
//! [`crate::search::blocks`] are cut along subspaces those maps keep.

use crate::algebra::gf2::bit;
use crate::search::symmetry::{permuted, CellMap};

/// The basis in reduced echelon form (each vector alone at its pivot) and the base with
/// zeros at every pivot.
pub(crate) fn reduced_echelon(basis: &[Vec<u64>], base: &[u64]) -> (Vec<Vec<u64>>, Vec<u64>) {
    let mut rows: Vec<Vec<u64>> = Vec::new();
    let mut pivots: Vec<usize> = Vec::new();
    for vector in basis {
        let mut r = vector.clone();
        for (row, &p) in rows.iter().zip(&pivots) {
            if bit(&r, p) {
                r.iter_mut().zip(row).for_each(|(a, &w)| *a ^= w);
            }
        }
        let Some(p) = first_bit(&r) else {
            continue;
        };
        for row in rows.iter_mut() {
            if bit(row, p) {
                row.iter_mut().zip(&r).for_each(|(a, &w)| *a ^= w);
            }
        }
        rows.push(r);
        pivots.push(p);
    }
    let mut base = base.to_vec();
    for (row, &p) in rows.iter().zip(&pivots) {
        if bit(&base, p) {
            base.iter_mut().zip(row).for_each(|(a, &w)| *a ^= w);
        }
    }
    (rows, base)
}

/// The index of the lowest set bit, if any.
pub(crate) fn first_bit(words: &[u64]) -> Option<usize> {
    words
        .iter()
        .enumerate()
        .find(|(_, &w)| w != 0)
        .map(|(i, &w)| i * 64 + w.trailing_zeros() as usize)
}

/// Coordinates in a reduced echelon basis of at most 64 vectors.
pub(crate) struct Echelon<'a> {
    basis: &'a [Vec<u64>],
    pivots: Vec<usize>,
}

/// u -> a + M u on GF(2)^k, M by its columns.
#[derive(Debug, Clone)]
pub(crate) struct Affine {
    pub(crate) shift: u64,
    pub(crate) columns: Vec<u64>,
}

impl Affine {
    pub(crate) fn apply(&self, u: u64) -> u64 {
        self.columns
            .iter()
            .enumerate()
            .filter(|(j, _)| u >> j & 1 == 1)
            .fold(self.shift, |acc, (_, &c)| acc ^ c)
    }

    pub(crate) fn is_identity(&self) -> bool {
        self.shift == 0 && self.columns.iter().enumerate().all(|(j, &c)| c == 1 << j)
    }
}

impl<'a> Echelon<'a> {
    pub(crate) fn new(basis: &'a [Vec<u64>]) -> Self {
        let pivots = basis
            .iter()
            .map(|row| first_bit(row).expect("a basis vector is not zero"))
            .collect();
        Self { basis, pivots }
    }

    /// The coordinates of `v` if it lies in the span.
    pub(crate) fn coordinates(&self, v: &[u64]) -> Option<u64> {
        if self.basis.len() > 64 {
            return None;
        }
        let mut rest = v.to_vec();
        let mut u = 0u64;
        for (j, (row, &p)) in self.basis.iter().zip(&self.pivots).enumerate() {
            if bit(v, p) {
                u |= 1 << j;
                rest.iter_mut().zip(row).for_each(|(a, &w)| *a ^= w);
            }
        }
        rest.iter().all(|&w| w == 0).then_some(u)
    }

    /// How `map` acts on the coordinates, if it maps base + span onto itself.
    pub(crate) fn action(&self, base: &[u64], map: &CellMap) -> Option<Affine> {
        let mut moved = permuted(base, map);
        moved.iter_mut().zip(base).for_each(|(a, &w)| *a ^= w);
        let shift = self.coordinates(&moved)?;
        let columns = self
            .basis
            .iter()
            .map(|row| self.coordinates(&permuted(row, map)))
            .collect::<Option<Vec<u64>>>()?;
        Some(Affine { shift, columns })
    }
}
