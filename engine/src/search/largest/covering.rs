//! The largest fewest-press count for N = 2, exact up to [`MAX_EXACT_NULLITY`] quiet patterns:
//! the covering radius of the code of quiet patterns, worked out over the cell types.
//!
//! A solution that presses a_t of the n_t cells of each type t, and every untouched cell, has
//! signed counts c_t = n_t - 2·a_t, and solution plus quiet pattern λ presses
//! (n + n0 - W(λ)) / 2 cells, W the Walsh-Hadamard spectrum of c (see [`super::spectrum`]).
//! So the board it solves needs (n + n0 - max W) / 2 presses, and the largest count is
//! (n + n0 - m*) / 2 for the least maximum m* any signed counts reach. Every W(λ) has the
//! parity of the number of odd types, and W averages 0, so m* is 0 when no type is odd, else
//! at least 1 or 2 (the averaging bound); the search decides m = that, then 2 more, ..., and
//! the first m some counts reach is m*. Its counts are the witness: press the first a_t cells
//! of each type and every untouched cell.
//!
//! Stopped before it settles, the answer is the range between the greedy witness below (or the
//! search's, once one is found) and the largest m proven out of reach.

use super::bounds::Largest;
use super::spectrum::{transform, Decision, Spectrum};
use super::types::{chain, coordinates, CellTypes, MAX_EXACT_NULLITY};
use crate::budget::Budget;
use crate::model::board::Presses;
use crate::solve::coset::Coset;

/// The largest count of `kernel`'s setup (N = 2), exact when the search finishes within
/// `budget`, at most `upper` (the averaging and rank bounds); `None` past
/// [`MAX_EXACT_NULLITY`] quiet patterns or when the budget stops the set-up.
pub(super) fn largest(kernel: &Coset, upper: u64, budget: &mut Budget) -> Option<Largest> {
    let bits = kernel.generators().len();
    if bits > MAX_EXACT_NULLITY {
        return None;
    }
    let types = CellTypes::new(kernel, budget)?;
    let touched: Vec<usize> = (0..types.groups.len())
        .filter(|&g| types.groups[g].0 != 2)
        .collect();
    let columns: Vec<u64> = touched.iter().map(|&g| types.columns[g]).collect();
    let chain = chain(bits, &columns, budget)?;
    let mut counts = vec![0u32; 1 << bits];
    let places: Vec<usize> = columns.iter().map(|&c| coordinates(&chain, c)).collect();
    for (&g, &place) in touched.iter().zip(&places) {
        counts[place] = types.groups[g].1.len() as u32;
    }
    // n + n0, the spectrum's ceiling: a board needs (n + n0 - m) / 2 presses.
    let ceiling = (kernel.cells() + types.untouched()) as i64;
    let odd = types.odd();
    let mut least = match odd {
        0 => 0,
        _ if odd % 2 == 1 => 1,
        _ => 2,
    };
    // The rank may bound the count more tightly than the averaging did.
    least = least.max(ceiling - 2 * upper as i64);
    let (mut best, mut signed) = greedy(&counts, budget);
    let mut spectrum = Spectrum::new(&counts);
    while least < best {
        let proven = ((ceiling - best) / 2) as u64;
        match spectrum.decide(least as i32, proven, budget) {
            Decision::Below(found) => {
                best = least;
                signed = found;
            }
            Decision::Never => least += 2,
            Decision::Stopped => break,
        }
    }
    debug_assert_eq!(
        transform(signed.iter().map(|&c| c as i64).collect())
            .iter()
            .max(),
        Some(&best)
    );
    // The witness: a_t = (n_t - c_t) / 2 cells of each type, and every untouched cell.
    let mut presses = vec![0u8; kernel.cells()];
    for (step, cells) in types.groups {
        if *step == 2 {
            cells.iter().for_each(|&cell| presses[cell] = 1);
        }
    }
    for (&g, &place) in touched.iter().zip(&places) {
        let cells = &types.groups[g].1;
        let pressed = (cells.len() as i64 - signed[place] as i64) / 2;
        for &cell in &cells[..pressed as usize] {
            presses[cell] = 1;
        }
    }
    Some(Largest {
        lower: ((ceiling - best) / 2) as u64,
        upper: ((ceiling - least) / 2) as u64,
        hardest: Presses(presses),
    })
}

/// A first witness, before any search: the types in the search's order, each odd one at +1
/// or -1, whichever keeps the spectrum's maximum lower so far (the even ones at 0). Returns
/// the maximum and the signed counts. Stopped by the budget, the rest take +1.
fn greedy(counts: &[u32], budget: &mut Budget) -> (i64, Vec<i32>) {
    let size = counts.len();
    let mut spectrum = vec![0i64; size];
    let mut signed = vec![0i32; size];
    let mut open = true;
    for (t, &count) in counts.iter().enumerate() {
        if count.is_multiple_of(2) {
            continue;
        }
        signed[t] = 1;
        open = open && budget.step(2 * size as u64, t as f64 / size as f64);
        if !open {
            continue;
        }
        let (mut plus, mut minus) = (i64::MIN, i64::MIN);
        for (lambda, value) in spectrum.iter().enumerate() {
            let sign = 1 - 2 * ((lambda & t).count_ones() % 2) as i64;
            plus = plus.max(value + sign);
            minus = minus.max(value - sign);
        }
        if minus < plus {
            signed[t] = -1;
        }
        for (lambda, value) in spectrum.iter_mut().enumerate() {
            let sign = 1 - 2 * ((lambda & t).count_ones() % 2) as i64;
            *value += signed[t] as i64 * sign;
        }
    }
    let spectrum = transform(signed.iter().map(|&c| c as i64).collect());
    (*spectrum.iter().max().expect("one type at least"), signed)
}
