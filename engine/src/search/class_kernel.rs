//! The inner loop of the class layout ([`crate::search::class_walk`]): the outer walk in
//! Gray-code order over the layout's bytes, and at every step the class bound of every
//! combination of the upper inner vectors.
//!
//! Nearly all of a long search is spent here, so it is written as plain loops over bytes and
//! 16-bit numbers that compilers turn into vector instructions: a byte's population count
//! becomes one instruction per 16 or 32 bytes (WebAssembly's SIMD128, AVX2's table lookup). On
//! x86-64 the loop is compiled twice, for AVX2 and for the baseline, and the one the processor
//! runs is picked at run time (the command line is built for every x86-64 machine); processors
//! with AVX-512 run the same steps written out in [`crate::search::avx512`]. The browser runs
//! it with SIMD128, which the web build enables.
//!
//! A step: the outer vector is XORed into the bytes and each row's bytes counted, column by
//! column, so `counts[j][v]` is o, the pressed cells of fine class (j, v). Per upper column j,
//! 2o - s for its 32 coarse classes; a Walsh-Hadamard transform across the columns gives, for
//! every upper combination b, each coarse class's 2 O_v - S_v with b applied; and the class
//! bound of b is constant + (cells - A_b) / 2, A_b = Σ_v |2 O_v - S_v| (each coarse class on its
//! lighter side, but class 0, which no coarse combination flips, at its own count O_0, so that
//! -(2 O_0 - S_0) stands for its term).

use std::sync::atomic::{AtomicU64, Ordering};

/// Coarse classes: a fine class (j, v) is byte 32 j + v of every row.
pub(crate) const COARSE: usize = 32;

/// What a call of [`class_walk`] weighs: the steps `from..to` of the walk of `outer` (vectors in
/// the class layout), against `best`.
pub(crate) struct ClassRun<'a> {
    pub outer: &'a [Vec<u8>],
    /// Per upper column j, per coarse class v: the cells of fine class (j, v).
    pub sizes: &'a [[i16; COARSE]],
    /// Cells in the layout, and pressed cells outside it.
    pub cells: i64,
    pub constant: i64,
    pub from: u64,
    pub to: u64,
    pub best: &'a AtomicU64,
}

/// What is done with a step and an upper combination whose class bound is below the best:
/// `pass(step, upper, spectrum)`, `spectrum[v]` being 2 O_v - S_v for the 32 coarse classes
/// (O_v of the S_v cells of coarse class v pressed, the upper combination applied).
pub(crate) trait SubPass {
    fn pass(&mut self, step: u64, upper: usize, spectrum: &[i16; COARSE]);
}

/// Walks the steps of `run` over the layout `bytes` (rows of 32 `J` bytes) with `J` upper
/// columns (a power of two, at most 16), offering a pass for every (step, upper combination)
/// whose bound is below the best.
pub(crate) fn class_walk<const J: usize, F: SubPass>(
    bytes: &mut [u8],
    run: &ClassRun,
    pass: &mut F,
) {
    #[cfg(target_arch = "x86_64")]
    if std::is_x86_feature_detected!("avx2") {
        // SAFETY: the processor has just been found to have AVX2, all that `class_walk_avx2`
        // needs beyond the baseline.
        return unsafe { class_walk_avx2::<J, F>(bytes, run, pass) };
    }
    walk::<J, F>(bytes, run, pass)
}

#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "avx2")]
unsafe fn class_walk_avx2<const J: usize, F: SubPass>(
    bytes: &mut [u8],
    run: &ClassRun,
    pass: &mut F,
) {
    walk::<J, F>(bytes, run, pass)
}

#[inline(always)]
fn walk<const J: usize, F: SubPass>(bytes: &mut [u8], run: &ClassRun, pass: &mut F) {
    let zeros = vec![0u8; bytes.len()];
    for step in run.from..run.to {
        // Step 0 weighs the bytes as they are: flipping by zeros leaves them so.
        let flip = match step {
            0 => &zeros,
            _ => &run.outer[step.trailing_zeros() as usize],
        };
        let counts = flip_and_count::<J>(bytes, flip);
        let mut spectra = [[0i16; COARSE]; J];
        for ((spectrum, count), size) in spectra.iter_mut().zip(&counts).zip(run.sizes) {
            for ((s, &o), &c) in spectrum.iter_mut().zip(count).zip(size) {
                *s = 2 * o as i16 - c;
            }
        }
        transform_across(&mut spectra);
        let threshold = run.cells + 2 * run.constant - 2 * run.best.load(Ordering::Relaxed) as i64;
        for (upper, spectrum) in spectra.iter().enumerate() {
            if slack(spectrum) as i64 > threshold {
                pass.pass(step, upper, spectrum);
            }
        }
    }
}

/// XORs `flip` into `bytes` and returns each column's population count, row by row added.
#[inline(always)]
fn flip_and_count<const J: usize>(bytes: &mut [u8], flip: &[u8]) -> [[u8; COARSE]; J] {
    let mut counts = [[0u8; COARSE]; J];
    let columns = counts.as_flattened_mut();
    let rows = bytes
        .chunks_exact_mut(J * COARSE)
        .zip(flip.chunks_exact(J * COARSE));
    for (row, flips) in rows {
        for ((b, &x), c) in row.iter_mut().zip(flips).zip(columns.iter_mut()) {
            *b ^= x;
            *c = c.wrapping_add(b.count_ones() as u8);
        }
    }
    counts
}

/// The Walsh-Hadamard transform across the `J` spectra, lane by lane: spectrum b becomes
/// Σ_j spectrum_j (-1)^{popcount(b & j)}.
#[inline(always)]
fn transform_across<const J: usize>(spectra: &mut [[i16; COARSE]; J]) {
    let mut half = 1;
    while half < J {
        for block in spectra.chunks_exact_mut(2 * half) {
            let (low, high) = block.split_at_mut(half);
            for (a, b) in low.iter_mut().zip(high.iter_mut()) {
                for (x, y) in a.iter_mut().zip(b.iter_mut()) {
                    (*x, *y) = (x.wrapping_add(*y), x.wrapping_sub(*y));
                }
            }
        }
        half *= 2;
    }
}

/// A_b of a spectrum: Σ_v |2 O_v - S_v|, with -(2 O_0 - S_0) for class 0. In 16 bits: the sum
/// is at most the cells in the layout, which [`crate::search::class_walk`] keeps below 2^15.
#[inline(always)]
fn slack(spectrum: &[i16; COARSE]) -> i16 {
    let magnitudes = spectrum
        .iter()
        .fold(0i16, |sum, &s| sum.wrapping_add(s.wrapping_abs()));
    magnitudes
        .wrapping_sub(spectrum[0].wrapping_abs())
        .wrapping_sub(spectrum[0])
}
