//! Random cosets with their lightest vector found by brute force: what the walks' tests hold
//! every layout to (the lanes of [`crate::search::fewest_gf2`], the classes of
//! [`crate::search::class_walk`]).

use rand::rngs::StdRng;
use rand::Rng;

use crate::algebra::gf2::weight;
use crate::algebra::gf2::xor_into;

/// A coset base + span(basis) on `cells` cells, cell-packed, and its least weight.
pub(crate) struct Case {
    pub base: Vec<u64>,
    pub basis: Vec<Vec<u64>>,
    pub least: u64,
}

/// A random coset of `k` vectors on `cells` cells; about a tenth of the cells no vector
/// touches, so that cells outside a layout count too.
pub(crate) fn random_case(cells: usize, k: usize, rng: &mut StdRng) -> Case {
    let words = cells.div_ceil(64);
    let random = |rng: &mut StdRng| -> Vec<u64> {
        let mut v: Vec<u64> = (0..words).map(|_| rng.random()).collect();
        for cell in cells..words * 64 {
            v[cell / 64] &= !(1 << (cell % 64));
        }
        v
    };
    let untouched = random(rng);
    let basis: Vec<Vec<u64>> = (0..k)
        .map(|_| {
            let mut g = random(rng);
            g.iter_mut()
                .zip(&untouched)
                .for_each(|(w, &u)| *w &= !(u & u >> 1 & u >> 2));
            g
        })
        .collect();
    let base = random(rng);
    let least = (0..1u32 << k)
        .map(|u| {
            let mut v = base.clone();
            for (j, g) in basis.iter().enumerate() {
                if u >> j & 1 == 1 {
                    xor_into(&mut v, g);
                }
            }
            weight(&v)
        })
        .min()
        .expect("at least one vector");
    Case { base, basis, least }
}
