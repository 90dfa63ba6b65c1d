//! The lane kernel's column counts and bound ([`crate::search::lane_kernel`]) in WebAssembly's
//! 128-bit vectors, the one place that names WebAssembly instructions.
//!
//! A row of [`STRIDE`] words is two vectors of two groups each, so a step is the plain
//! version's arithmetic on whole vectors, with three instructions that count and compare bytes
//! where the plain version spells each out in word operations: `i8x16.popcnt` counts the
//! pressed cells of sixteen columns at once, `u8x16.min` takes each column on its lighter side
//! (min(o, s - o)), and the pairwise widening adds sum the minima.
//!
//! The web app builds the engine for size (Cargo.toml, `web-release`), and at that setting the
//! compiler leaves iterator adapters as calls: a `zip` of chunks cost more than the
//! arithmetic (a random 20 x 20 torus board took 4.5 s in Node's WebAssembly, 39% of it in
//! `Zip::new`). So the loops here walk raw pointers over slices whose lengths are checked
//! once at the top, and the hot functions stay out of line.
//!
//! Built only for WebAssembly with SIMD128, which `.cargo/config.toml` turns on for the web app.
//! The lane kernel's tests cover the plain version natively; tests/web.rs holds the fewest-press
//! counts the web app finds with these against every solution weighed.

use core::arch::wasm32::{
    i32x4_add, i8x16_add, i8x16_popcnt, i8x16_sub, u16x8_extadd_pairwise_u8x16,
    u32x4_extadd_pairwise_u16x8, u32x4_extract_lane, u8x16_min, u8x16_splat, v128, v128_load,
    v128_store, v128_xor,
};

/// Words a row of the lane layout holds: two vectors (the lane kernel's `STRIDE`, which it
/// checks against this).
pub(crate) const STRIDE: usize = 4;
/// Words a vector holds.
const HALF: usize = 2;

/// The vector of the two words at `at`.
///
/// # Safety
/// `at` and `at + 1` are initialised words of one allocation.
#[inline(always)]
unsafe fn load(at: *const u64) -> v128 {
    // SAFETY: by the contract; WebAssembly loads need no alignment.
    unsafe { v128_load(at.cast()) }
}

/// Σ min(o, s - o) over the sixteen byte columns of `ones` (o) and `sizes` (s), in four
/// 32-bit lanes.
#[inline(always)]
fn column_minima_sum(ones: v128, sizes: v128) -> v128 {
    let minima = u8x16_min(ones, i8x16_sub(sizes, ones));
    u32x4_extadd_pairwise_u16x8(u16x8_extadd_pairwise_u8x16(minima))
}

/// XORs `flip` into `words` and returns the column bound: the plain version's
/// `flip_and_bound_at` (bands of `D` rows of [`STRIDE`] words, one row of sizes a band).
#[inline(never)]
pub(crate) fn flip_and_bound_at<const D: usize>(
    words: &mut [u64],
    flip: &[u64],
    sizes: &[u64],
) -> u64 {
    let bands = sizes.len() / STRIDE;
    assert!(
        words.len() >= bands * D * STRIDE && flip.len() >= bands * D * STRIDE,
        "a layout of {bands} bands"
    );
    let (mut row, mut flips, mut size) = (words.as_mut_ptr(), flip.as_ptr(), sizes.as_ptr());
    let mut total = u8x16_splat(0);
    for _ in 0..bands {
        let (mut low, mut high) = (u8x16_splat(0), u8x16_splat(0));
        for _ in 0..D {
            // SAFETY: the assertion above: the pointers step through `bands` bands of D rows
            // of STRIDE words in `words` and `flip`, and one row a band in `sizes`.
            unsafe {
                let w_low = v128_xor(load(row), load(flips));
                let w_high = v128_xor(load(row.add(HALF)), load(flips.add(HALF)));
                v128_store(row.cast(), w_low);
                v128_store(row.add(HALF).cast(), w_high);
                // At most 8 a row and 15 rows: no byte passes 127.
                low = i8x16_add(low, i8x16_popcnt(w_low));
                high = i8x16_add(high, i8x16_popcnt(w_high));
                row = row.add(STRIDE);
                flips = flips.add(STRIDE);
            }
        }
        // SAFETY: as above.
        unsafe {
            total = i32x4_add(total, column_minima_sum(low, load(size)));
            total = i32x4_add(total, column_minima_sum(high, load(size.add(HALF))));
            size = size.add(STRIDE);
        }
    }
    u64::from(u32x4_extract_lane::<0>(total))
        + u64::from(u32x4_extract_lane::<1>(total))
        + u64::from(u32x4_extract_lane::<2>(total))
        + u64::from(u32x4_extract_lane::<3>(total))
}

/// Every column's count, a byte each, one word per group in `out`: the plain version's
/// `column_counts_at`.
#[inline(never)]
pub(crate) fn column_counts_at<const D: usize>(words: &[u64], out: &mut [u64]) {
    let bands = out.len() / STRIDE;
    assert!(
        words.len() >= bands * D * STRIDE,
        "a layout of {bands} bands"
    );
    let (mut row, mut out) = (words.as_ptr(), out.as_mut_ptr());
    for _ in 0..bands {
        let (mut low, mut high) = (u8x16_splat(0), u8x16_splat(0));
        // SAFETY: the assertion above: `row` steps through `bands` bands of D rows of STRIDE
        // words, `out` through one row a band.
        unsafe {
            for _ in 0..D {
                low = i8x16_add(low, i8x16_popcnt(load(row)));
                high = i8x16_add(high, i8x16_popcnt(load(row.add(HALF))));
                row = row.add(STRIDE);
            }
            v128_store(out.cast(), low);
            v128_store(out.add(HALF).cast(), high);
            out = out.add(STRIDE);
        }
    }
}
