//! The class layout's inner loop ([`crate::search::class_walk`]), for x86-64 processors with
//! AVX-512 and its byte-wise population count (BITALG: Intel Ice Lake and later, AMD Zen 4 and
//! later): the one place that names processor instructions.
//!
//! A step: the outer vector is XORed into the layout and each row's bytes counted, one
//! instruction for 64 of them, and added column by column, so the counts are o, the pressed
//! cells of each fine class (j, v). Widened to 16 bits, one register per upper column j (its 32
//! coarse classes), 2o - s; a Walsh-Hadamard transform across the registers gives, for every
//! upper combination b, each coarse class's 2 O_v - S_v with b applied; and the class bound of
//! b is constant + (cells - A_b) / 2, A_b = Σ_v |2 O_v - S_v| (each coarse class on its lighter
//! side, but class 0, which no coarse combination flips, at its own count O_0, so that
//! -(2 O_0 - S_0) stands for its term). The spectra stay in registers, and the slacks of four
//! combinations are summed by one tree of shuffles ([`sums_of_four`]).
//!
//! The same loop in plain Rust, which compilers vectorise for AVX2 or WebAssembly's SIMD128,
//! ran no faster than the lane layout there (a random 20 x 20 torus board: 1.37 s of CPU with
//! AVX2 against the lanes' 1.2 s; twice the lanes' time in WebAssembly), and at half this
//! speed with AVX-512 (the all-on 61 x 61 board: 34 s of CPU against 19), so other processors
//! walk the lane layout.
//!
//! Every function carries the target features it is compiled for, so that they inline into one
//! another; callers check [`is_available`] first.

use std::arch::x86_64::{
    __m512i, _mm512_abs_epi16, _mm512_add_epi16, _mm512_add_epi32, _mm512_add_epi8,
    _mm512_castsi512_si256, _mm512_cmpgt_epi32_mask, _mm512_cvtepu8_epi16,
    _mm512_extracti64x4_epi64, _mm512_loadu_si512, _mm512_madd_epi16, _mm512_mask_sub_epi16,
    _mm512_popcnt_epi8, _mm512_set1_epi16, _mm512_set1_epi32, _mm512_setzero_si512,
    _mm512_shuffle_epi32, _mm512_shuffle_i64x2, _mm512_storeu_si512, _mm512_sub_epi16,
    _mm512_xor_si512,
};
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

/// Bytes in a 512-bit register.
const WIDE: usize = 64;

/// Whether this processor runs the walks of this module.
pub(crate) fn is_available() -> bool {
    std::is_x86_feature_detected!("avx512f")
        && std::is_x86_feature_detected!("avx512bw")
        && std::is_x86_feature_detected!("avx512vl")
        && std::is_x86_feature_detected!("avx512bitalg")
}

/// Walks the steps of `run` over the layout `bytes` (rows of `R` registers, fine class (j, v) at
/// byte 32 j + v of a row) with `J` = 2`R` upper columns, offering a pass for every (step, upper
/// combination) whose bound is below the best; see the module's notes.
///
/// # Safety
///
/// The processor must have the features [`is_available`] checks.
#[target_feature(enable = "avx512f,avx512bw,avx512vl,avx512bitalg")]
pub(crate) unsafe fn class_walk<const R: usize, const J: usize, F: SubPass>(
    bytes: &mut [u8],
    run: &ClassRun,
    pass: &mut F,
) {
    let mut sizes = [_mm512_setzero_si512(); J];
    for (size, column) in sizes.iter_mut().zip(run.sizes) {
        *size = load512_i16(column);
    }
    let zeros = vec![0u8; bytes.len()];
    let ones = _mm512_set1_epi16(1);
    for step in run.from..run.to {
        let flip = match step {
            0 => &zeros,
            _ => &run.outer[step.trailing_zeros() as usize],
        };
        // The fine classes' counts: the rows' byte counts added column by column.
        let mut counts = [_mm512_setzero_si512(); R];
        let rows = bytes
            .chunks_exact_mut(R * WIDE)
            .zip(flip.chunks_exact(R * WIDE));
        for (row, flips) in rows {
            let registers = row
                .chunks_exact_mut(WIDE)
                .zip(flips.chunks_exact(WIDE))
                .zip(counts.iter_mut());
            for ((w, f), count) in registers {
                let x = _mm512_xor_si512(load512(w), load512(f));
                store512(w, x);
                *count = _mm512_add_epi8(*count, _mm512_popcnt_epi8(x));
            }
        }
        // Per upper combination's register: 2 o - s for its 32 fine classes, then their
        // transform across the registers: for every upper combination, 2 O_v - S_v.
        let mut spectra = [_mm512_setzero_si512(); J];
        for (i, &count) in counts.iter().enumerate() {
            spectra[2 * i] = _mm512_cvtepu8_epi16(_mm512_castsi512_si256(count));
            spectra[2 * i + 1] = _mm512_cvtepu8_epi16(_mm512_extracti64x4_epi64::<1>(count));
        }
        for (spectrum, &size) in spectra.iter_mut().zip(&sizes) {
            *spectrum = _mm512_sub_epi16(_mm512_add_epi16(*spectrum, *spectrum), size);
        }
        let mut half = 1;
        while half < J {
            for block in spectra.chunks_exact_mut(2 * half) {
                let (low, high) = block.split_at_mut(half);
                for (a, b) in low.iter_mut().zip(high) {
                    (*a, *b) = (_mm512_add_epi16(*a, *b), _mm512_sub_epi16(*a, *b));
                }
            }
            half *= 2;
        }
        // The bound of upper combination j is constant + (cells - A_j) / 2, A_j = Σ_v |2 O_v -
        // S_v|: each coarse class on its lighter side, but for class 0, which no coarse
        // combination flips, its own count O_0, so that -(2 O_0 - S_0) stands for its |...|.
        // It is below the best when A_j exceeds the threshold.
        let threshold = run.cells + 2 * run.constant - 2 * run.best.load(Ordering::Relaxed) as i64;
        let mut slacks = [_mm512_setzero_si512(); J];
        for (slack, &spectrum) in slacks.iter_mut().zip(&spectra) {
            let magnitude = _mm512_mask_sub_epi16(
                _mm512_abs_epi16(spectrum),
                1,
                _mm512_setzero_si512(),
                spectrum,
            );
            *slack = _mm512_madd_epi16(magnitude, ones);
        }
        let limit = _mm512_set1_epi32(threshold.clamp(i32::MIN as i64, i32::MAX as i64) as i32);
        for (group, four) in slacks.chunks(4).enumerate() {
            let passed = _mm512_cmpgt_epi32_mask(sums_of_four(four), limit);
            if passed != 0 {
                for (lane, &spectrum) in spectra[4 * group..].iter().take(4).enumerate() {
                    if passed >> (4 * lane) & 1 == 1 {
                        let mut values = [0i16; COARSE];
                        store512_i16(&mut values, spectrum);
                        pass.pass(step, 4 * group + lane, &values);
                    }
                }
            }
        }
    }
}

/// The sums of the 16 numbers of each of up to four registers (the missing ones taken as
/// zeros): the sum of register i in the four 32-bit lanes of 128-bit quarter i. A tree of
/// shuffles and adds, cheaper than four reductions of one register each.
#[target_feature(enable = "avx512f")]
fn sums_of_four(registers: &[__m512i]) -> __m512i {
    let zero = _mm512_setzero_si512();
    let at = |i: usize| registers.get(i).copied().unwrap_or(zero);
    // Halves added: [r0 | r1] and [r2 | r3], eight partial sums each.
    let fold = |a: __m512i, b: __m512i| {
        _mm512_add_epi32(
            _mm512_shuffle_i64x2::<0x44>(a, b),
            _mm512_shuffle_i64x2::<0xee>(a, b),
        )
    };
    let (low, high) = (fold(at(0), at(1)), fold(at(2), at(3)));
    // Quarters added: four partial sums of each register in its own quarter.
    let quarters = _mm512_add_epi32(
        _mm512_shuffle_i64x2::<0x88>(low, high),
        _mm512_shuffle_i64x2::<0xdd>(low, high),
    );
    let pairs = _mm512_add_epi32(quarters, _mm512_shuffle_epi32::<0x4e>(quarters));
    _mm512_add_epi32(pairs, _mm512_shuffle_epi32::<0xb1>(pairs))
}

/// The 64 bytes of `bytes` (at least 64) as one register.
#[target_feature(enable = "avx512f")]
fn load512(bytes: &[u8]) -> __m512i {
    assert!(bytes.len() >= WIDE);
    // SAFETY: the 64 bytes read are within the slice (checked above); the load is unaligned.
    unsafe { _mm512_loadu_si512(bytes.as_ptr().cast()) }
}

/// Writes `value` over the first 64 bytes of `bytes`.
#[target_feature(enable = "avx512f")]
fn store512(bytes: &mut [u8], value: __m512i) {
    assert!(bytes.len() >= WIDE);
    // SAFETY: the 64 bytes written are within the slice (checked above), which is borrowed
    // mutably; the store is unaligned.
    unsafe { _mm512_storeu_si512(bytes.as_mut_ptr().cast(), value) }
}

/// The 32 numbers of `values` as one register.
#[target_feature(enable = "avx512f")]
fn load512_i16(values: &[i16; COARSE]) -> __m512i {
    // SAFETY: the 64 bytes read are the array's own; the load is unaligned.
    unsafe { _mm512_loadu_si512(values.as_ptr().cast()) }
}

/// Writes `value` over the 32 numbers of `values`.
#[target_feature(enable = "avx512f")]
fn store512_i16(values: &mut [i16; COARSE], value: __m512i) {
    // SAFETY: the 64 bytes written are the array's own; the store is unaligned.
    unsafe { _mm512_storeu_si512(values.as_mut_ptr().cast(), value) }
}
