//! The inner loop of the fewest-press search: the outer walk in Gray-code order over packed
//! lane words, with the byte-wise column bound at every step (see
//! [`crate::search::fewest_gf2`] for what the columns are).
//!
//! Nearly all of a long search is spent here, so the layout is chosen for the vector units:
//! four groups of columns lie side by side, word i of each group next to word i of the
//! others, so that one step is the same few operations on four words at a time with no
//! shuffling (one AVX2 register, two SSE2 ones, four plain words on WebAssembly). On x86-64
//! the loop is compiled twice, once for AVX2, chosen at run time, since the command line is
//! built for every x86-64 machine; the arithmetic is the same plain Rust in both.

use std::ops::BitXorAssign;
use std::sync::atomic::{AtomicU64, Ordering};

#[cfg(all(target_arch = "wasm32", target_feature = "simd128"))]
use crate::search::simd128::{column_counts_at, flip_and_bound_at};
#[cfg(all(target_arch = "wasm32", target_feature = "simd128"))]
const _: () = assert!(
    crate::search::simd128::STRIDE == STRIDE,
    "rows of two vectors"
);
#[cfg(not(all(target_arch = "wasm32", target_feature = "simd128")))]
use words::{column_counts_at, flip_and_bound_at};

/// Groups side by side: the width of an AVX2 register in words.
pub(crate) const STRIDE: usize = 4;
/// The words a group may have: the largest makes a column of 8·15 = 120 cells, whose count
/// and size stay below 128, as the byte-wise compare needs.
pub(crate) const DEPTHS: [usize; 5] = [1, 2, 4, 8, 15];

/// The index of word `row` (0..depth) of group `group` in a layout of groups `depth` words
/// deep: [`STRIDE`] groups make a band of `depth` rows of [`STRIDE`] words.
pub(crate) fn word_of(group: usize, row: usize, depth: usize) -> usize {
    (group / STRIDE * depth + row) * STRIDE + group % STRIDE
}

/// Weighs the outer combinations of `run`: before step s > 0 the outer vector
/// `outer[s.trailing_zeros()]` is XORed into `words` (step 0 weighs `words` as they are), the
/// column bound plus `constant` is taken, and `pass(s, words)` is called when it is below the
/// best's count. `sizes` holds one size word per group, `depth` is one of [`DEPTHS`].
pub(crate) fn walk<F: Pass>(words: &mut [u64], run: &Run, depth: usize, pass: &mut F) {
    #[cfg(target_arch = "x86_64")]
    if std::is_x86_feature_detected!("avx2") {
        // SAFETY: the processor has just been found to have AVX2, all that `walk_avx2` needs
        // beyond the baseline.
        return unsafe { walk_avx2(words, run, depth, pass) };
    }
    walk_any(words, run, depth, pass)
}

/// Where a walk of `outer` stands before its step `from`, the steps before it weighed already
/// (as a saved search says): `state`, the layout of its base, with the outer vectors of
/// combination `from - 1` in Gray-code order added. Step `s` adds `outer[s.trailing_zeros()]`,
/// so after it the walk holds those of `s ^ (s >> 1)`.
pub(crate) fn gray_before<T: Copy + BitXorAssign>(state: &mut [T], outer: &[Vec<T>], from: u64) {
    let Some(last) = from.checked_sub(1) else {
        return;
    };
    let gray = last ^ (last >> 1);
    for (_, vector) in outer.iter().enumerate().filter(|(j, _)| gray >> j & 1 == 1) {
        state.iter_mut().zip(vector).for_each(|(s, &v)| *s ^= v);
    }
}

/// What is done with an outer step whose bound is below the best: `pass(step, words)` with
/// the step's lane words. An implementation marks it `#[inline(always)]` to have it compiled
/// into the walk's loop (for AVX2 with it).
pub(crate) trait Pass {
    fn pass(&mut self, step: u64, words: &[u64]);
}

/// What a call of [`walk`] weighs: the steps `from..to` of the walk of `outer`, against
/// `best`, with `constant` pressed cells outside the layout.
pub(crate) struct Run<'a> {
    pub outer: &'a [Vec<u64>],
    pub sizes: &'a [u64],
    pub from: u64,
    pub to: u64,
    pub constant: u64,
    /// The best press count so far, shared by every walk of the search.
    pub best: &'a AtomicU64,
}

#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "avx2")]
fn walk_avx2<F: Pass>(words: &mut [u64], run: &Run, depth: usize, pass: &mut F) {
    walk_any(words, run, depth, pass)
}

#[inline(always)]
fn walk_any<F: Pass>(words: &mut [u64], run: &Run, depth: usize, pass: &mut F) {
    match depth {
        1 => walk_at::<1, F>(words, run, pass),
        2 => walk_at::<2, F>(words, run, pass),
        4 => walk_at::<4, F>(words, run, pass),
        8 => walk_at::<8, F>(words, run, pass),
        _ => walk_at::<15, F>(words, run, pass),
    }
}

#[inline(always)]
fn walk_at<const D: usize, F: Pass>(words: &mut [u64], run: &Run, pass: &mut F) {
    for step in run.from..run.to {
        let bound = match step {
            0 => bound_at::<D>(words, run.sizes),
            _ => {
                let flip = &run.outer[step.trailing_zeros() as usize];
                flip_and_bound_at::<D>(words, flip, run.sizes)
            }
        };
        if bound + run.constant < run.best.load(Ordering::Relaxed) {
            pass.pass(step, words);
        }
    }
}

/// The column bound of `words` as they are.
pub(crate) fn bound(words: &[u64], sizes: &[u64], depth: usize) -> u64 {
    match depth {
        1 => bound_at::<1>(words, sizes),
        2 => bound_at::<2>(words, sizes),
        4 => bound_at::<4>(words, sizes),
        8 => bound_at::<8>(words, sizes),
        _ => bound_at::<15>(words, sizes),
    }
}

#[inline(always)]
fn bound_at<const D: usize>(words: &[u64], sizes: &[u64]) -> u64 {
    let mut copy = words.to_vec();
    flip_and_bound_at::<D>(&mut copy, &vec![0; words.len()], sizes)
}

/// Every column's count, a byte each, eight columns a word in `out` (one word per group): a
/// group's byte-wise popcounts added, band by band as in the walk, so that the counting
/// that follows a pass runs in the walk's vectors too.
#[inline(always)]
pub(crate) fn column_counts(words: &[u64], depth: usize, out: &mut [u64]) {
    match depth {
        1 => column_counts_at::<1>(words, out),
        2 => column_counts_at::<2>(words, out),
        4 => column_counts_at::<4>(words, out),
        8 => column_counts_at::<8>(words, out),
        _ => column_counts_at::<15>(words, out),
    }
}

/// The column counts and bound in plain 64-bit words, which compilers vectorise for AVX2 and
/// SSE2; WebAssembly with SIMD128 has instructions that count and compare bytes
/// ([`crate::search::simd128`]).
#[cfg(not(all(target_arch = "wasm32", target_feature = "simd128")))]
mod words {
    use super::STRIDE;

    const BYTES_LOW: u64 = 0x0101_0101_0101_0101;
    const BYTES_HIGH: u64 = 0x8080_8080_8080_8080;
    const EVEN_BYTES: u64 = 0x00ff_00ff_00ff_00ff;
    const EVEN_PAIRS: u64 = 0x0000_ffff_0000_ffff;

    /// XORs `flip` into `words` and returns Σ over columns of min(o, s - o), o the column's count
    /// and s its size byte: the lower bound for every inner combination. Band by band, four
    /// groups at a time, written so that the compiler keeps the four in one vector; the
    /// arithmetic wraps (it never overflows) so that tests, built with overflow checks, are
    /// vectorised too.
    #[inline(always)]
    pub(super) fn flip_and_bound_at<const D: usize>(
        words: &mut [u64],
        flip: &[u64],
        sizes: &[u64],
    ) -> u64 {
        let mut total = [0u64; STRIDE];
        let bands = words
            .chunks_exact_mut(D * STRIDE)
            .zip(flip.chunks_exact(D * STRIDE));
        for ((band, flips), s) in bands.zip(sizes.chunks_exact(STRIDE)) {
            let mut ones = [0u64; STRIDE];
            for (row, flips) in band
                .chunks_exact_mut(STRIDE)
                .zip(flips.chunks_exact(STRIDE))
            {
                // As arrays, so that no bounds check stands between the four words.
                let row: &mut [u64; STRIDE] = row.try_into().expect("a whole row");
                let flips: &[u64; STRIDE] = flips.try_into().expect("a whole row");
                let w = xor4(*row, *flips);
                *row = w;
                for g in 0..STRIDE {
                    ones[g] = ones[g].wrapping_add(byte_popcount(w[g]));
                }
            }
            for g in 0..STRIDE {
                total[g] = total[g].wrapping_add(pair_sums(column_minima(ones[g], s[g])));
            }
        }
        total.iter().map(|&t| (t & 0xffff_ffff) + (t >> 32)).sum()
    }

    /// Four words XORed, spelled out so that even a build with debug checks makes it one
    /// vector operation.
    #[inline(always)]
    fn xor4(a: [u64; STRIDE], b: [u64; STRIDE]) -> [u64; STRIDE] {
        [a[0] ^ b[0], a[1] ^ b[1], a[2] ^ b[2], a[3] ^ b[3]]
    }

    #[inline(always)]
    pub(super) fn column_counts_at<const D: usize>(words: &[u64], out: &mut [u64]) {
        for (band, out) in words
            .chunks_exact(D * STRIDE)
            .zip(out.chunks_exact_mut(STRIDE))
        {
            let out: &mut [u64; STRIDE] = out.try_into().expect("a whole band");
            let mut ones = [0u64; STRIDE];
            for row in band.chunks_exact(STRIDE) {
                for g in 0..STRIDE {
                    ones[g] = ones[g].wrapping_add(byte_popcount(row[g]));
                }
            }
            *out = ones;
        }
    }

    /// Per byte: min(o, s - o), o the byte of `ones` and s the byte of `sizes` (both below 128).
    #[inline(always)]
    fn column_minima(ones: u64, sizes: u64) -> u64 {
        let zeros = sizes.wrapping_sub(ones);
        // Bytes where zeros >= ones: their high bit survives the subtraction.
        let keep = (zeros | BYTES_HIGH).wrapping_sub(ones) & BYTES_HIGH;
        // 0x80 in a byte becomes 0xff: 0x100 - 0x01, bytes apart so no borrow crosses them.
        let ones_smaller = (keep << 1).wrapping_sub(keep >> 7);
        (ones & ones_smaller) | (zeros & !ones_smaller)
    }

    /// The eight bytes of `bytes` summed into its two 32-bit halves (each below 2^10), so that
    /// the sums of millions of groups still fit.
    #[inline(always)]
    fn pair_sums(bytes: u64) -> u64 {
        let pairs = (bytes & EVEN_BYTES).wrapping_add(bytes >> 8 & EVEN_BYTES);
        (pairs & EVEN_PAIRS).wrapping_add(pairs >> 16 & EVEN_PAIRS)
    }

    /// The popcount of each byte, in that byte.
    #[inline(always)]
    fn byte_popcount(x: u64) -> u64 {
        let x = x.wrapping_sub(x >> 1 & 0x5555_5555_5555_5555);
        let x = (x & 0x3333_3333_3333_3333).wrapping_add(x >> 2 & 0x3333_3333_3333_3333);
        x.wrapping_add(x >> 4) & (BYTES_LOW * 0x0f)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A layout of one band: `groups[g][row]` is word `row` of group g.
    fn band(groups: &[&[u64]], depth: usize) -> Vec<u64> {
        let mut words = vec![0u64; depth * STRIDE];
        for (g, rows) in groups.iter().enumerate() {
            for (row, &w) in rows.iter().enumerate() {
                words[word_of(g, row, depth)] = w;
            }
        }
        words
    }

    #[test]
    fn the_byte_wise_bound_is_the_sum_of_column_minima() {
        // Column 0: 3 of 5 cells pressed (min 2); column 1: 1 of 8 (min 1); column 2: a size
        // of 0x7f, never flipped, with 4 pressed (counts 4); the rest padding.
        let sizes = [5u64 | 8 << 8 | 0x7f << 16, 0, 0, 0];
        let words = band(&[&[0b111 | 0b1 << 8 | 0b1111 << 16]], 1);
        assert_eq!(bound(&words, &sizes, 1), 2 + 1 + 4);
        // Flipping column 0's first two cells leaves 1 of 5 pressed (min 1).
        let mut flipped = words.clone();
        let flip = band(&[&[0b11]], 1);
        assert_eq!(
            flip_and_bound_at::<1>(&mut flipped, &flip, &sizes),
            1 + 1 + 4
        );
    }

    #[test]
    fn a_column_two_words_deep_is_bounded_as_one_class_in_any_of_the_four_groups() {
        // A class of 12 cells in byte 0 of a two-word group: 3 + 5 = 8 pressed, so flipping
        // the whole class leaves 4, the lighter side of the class as a whole.
        for g in 0..STRIDE {
            let mut groups: Vec<&[u64]> = vec![&[0, 0]; STRIDE];
            groups[g] = &[0b111, 0b1_1111];
            let mut sizes = [0u64; STRIDE];
            sizes[g] = 12;
            assert_eq!(bound(&band(&groups, 2), &sizes, 2), 4, "group {g}");
        }
    }

    #[test]
    fn a_walk_passes_exactly_the_steps_whose_bound_is_below_the_best() {
        // One column of 8 cells; the outer vectors flip 1, 2 and 4 of them; the base presses
        // none. The Gray-code steps press 0, 1, 3, 2, 6, 7, 5, 4 cells: bounds min(o, 8 - o).
        let sizes = [8u64, 0, 0, 0];
        let outer: Vec<Vec<u64>> = [0b1u64, 0b110, 0b111_1000]
            .iter()
            .map(|&v| band(&[&[v]], 1))
            .collect();
        let mut words = band(&[&[0]], 1);
        let best = AtomicU64::new(3);
        let run = Run {
            outer: &outer,
            sizes: &sizes,
            from: 0,
            to: 8,
            constant: 0,
            best: &best,
        };
        struct Steps(Vec<u64>);
        impl Pass for Steps {
            fn pass(&mut self, step: u64, _: &[u64]) {
                self.0.push(step);
            }
        }
        let mut passed = Steps(Vec::new());
        walk(&mut words, &run, 1, &mut passed);
        let passed = passed.0;
        // Bounds 0, 1, 3, 2, 2, 1, 3, 4 against a best of 3.
        assert_eq!(passed, vec![0, 1, 3, 4, 5]);
    }
}
