//! Elimination over GF(2) on bit-packed rows, 64 columns a word.
//!
//! [`Gf2Elimination::new`] factors a square matrix once as P·M = L·U (stored in place: the
//! multipliers of each row sit in its pivot columns left of its own pivot, U to the right), so
//! that every later question costs two triangular passes of O(f^2/64) word operations: no
//! separate transform matrix is built, which halves the work of eliminating [M | I].
//! The inner loops XOR raw `u64` words and live in their own non-inlined functions, so that a
//! wasm engine optimises them on their first long call.

use crate::budget::Budget;

/// A matrix over GF(2) with `cols` columns, each row `words` u64 words, bit j of word w being
/// column 64w + j.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BitRows {
    rows: usize,
    cols: usize,
    words: usize,
    data: Vec<u64>,
}

/// The number of u64 words that hold `bits` bits.
pub fn words_for(bits: usize) -> usize {
    bits.div_ceil(64)
}

/// Packs values 0 or 1 (the low bit of each) into words, value i at bit i % 64 of word i / 64.
pub fn pack_bits(values: &[u8]) -> Vec<u64> {
    // A word at a time, which the compiler unrolls: the fewest presses of a 10,000 x 10,000
    // board pack and unpack 100,000,000 of them, a tenth of its time a bit at a time.
    values
        .chunks(64)
        .map(|chunk| {
            (chunk.iter().enumerate()).fold(0u64, |word, (b, &v)| word | ((v & 1) as u64) << b)
        })
        .collect()
}

/// The first `len` bits of packed words as values 0 or 1: the inverse of [`pack_bits`].
pub fn unpack_bits(words: &[u64], len: usize) -> Vec<u8> {
    let mut values = Vec::with_capacity(words.len() * 64);
    for &word in words {
        values.extend((0..64).map(|b| (word >> b & 1) as u8));
    }
    values.truncate(len);
    values
}

/// Bit i of packed words.
pub fn bit(words: &[u64], i: usize) -> bool {
    words[i / 64] >> (i % 64) & 1 == 1
}

impl BitRows {
    /// A zero matrix.
    pub fn zeros(rows: usize, cols: usize) -> Self {
        let words = words_for(cols);
        Self {
            rows,
            cols,
            words,
            data: vec![0; rows * words],
        }
    }

    pub fn rows(&self) -> usize {
        self.rows
    }

    pub fn cols(&self) -> usize {
        self.cols
    }

    /// Words per row.
    pub fn words(&self) -> usize {
        self.words
    }

    pub fn row(&self, row: usize) -> &[u64] {
        &self.data[row * self.words..(row + 1) * self.words]
    }

    pub fn row_mut(&mut self, row: usize) -> &mut [u64] {
        &mut self.data[row * self.words..(row + 1) * self.words]
    }

    pub fn get(&self, row: usize, col: usize) -> bool {
        self.row(row)[col / 64] >> (col % 64) & 1 == 1
    }

    #[cfg(test)]
    pub fn flip(&mut self, row: usize, col: usize) {
        self.row_mut(row)[col / 64] ^= 1 << (col % 64);
    }
}

/// `target ^= source`, word by word.
#[inline(never)]
pub fn xor_into(target: &mut [u64], source: &[u64]) {
    for (t, s) in target.iter_mut().zip(source) {
        *t ^= s;
    }
}

/// The parity of the AND of two bit vectors: their dot product over GF(2).
#[inline(never)]
pub fn dot(a: &[u64], b: &[u64]) -> bool {
    let ones: u32 = a.iter().zip(b).map(|(x, y)| (x & y).count_ones()).sum();
    ones & 1 == 1
}

/// The result of eliminating a square GF(2) matrix once; answers solve, kernel and class
/// questions without eliminating again.
#[derive(Debug, Clone)]
pub struct Gf2Elimination {
    /// Rows after elimination, in pivot order: L left of the pivot, U from it.
    lu: BitRows,
    /// Original row of each eliminated row.
    row_order: Vec<usize>,
    /// Pivot column of each of the first `rank` rows.
    pivot_cols: Vec<usize>,
    /// Columns without a pivot: the free unknowns.
    free_cols: Vec<usize>,
}

impl Gf2Elimination {
    /// Eliminates a square matrix (rows == cols) within `budget`; `None` when it stopped
    /// first (a 4096 x 4096 system is a billion word operations).
    pub fn new(matrix: BitRows, budget: &mut Budget) -> Option<Self> {
        let size = matrix.rows();
        let mut lu = matrix;
        let mut row_order: Vec<usize> = (0..size).collect();
        let mut pivot_cols = Vec::new();
        let mut free_cols = Vec::new();
        for col in 0..lu.cols() {
            let top = pivot_cols.len();
            let cost = ((size - top) * lu.words()) as u64;
            if !budget.step(cost, col as f64 / size as f64) {
                return None;
            }
            let Some(found) = (top..size).find(|&r| lu.get(r, col)) else {
                free_cols.push(col);
                continue;
            };
            if found != top {
                swap_rows(&mut lu, found, top);
                row_order.swap(found, top);
            }
            eliminate_below(&mut lu, top, col);
            pivot_cols.push(col);
        }
        Some(Self {
            lu,
            row_order,
            pivot_cols,
            free_cols,
        })
    }

    /// The rank of the matrix.
    pub fn rank(&self) -> usize {
        self.pivot_cols.len()
    }

    /// The number of unknowns.
    pub fn size(&self) -> usize {
        self.lu.rows()
    }

    /// Forward pass: the transformed right-hand side y = L⁻¹·P·b, with pivot values scattered
    /// into a column-indexed vector as they are found.
    fn forward(&self, rhs: &[u64]) -> (Vec<u64>, Vec<bool>) {
        let words = self.lu.words();
        let mut by_col = vec![0u64; words];
        let mut y = Vec::with_capacity(self.size());
        for (position, &original) in self.row_order.iter().enumerate() {
            let mut value = rhs[original / 64] >> (original % 64) & 1 == 1;
            value ^= dot(self.lu.row(position), &by_col);
            if let Some(&col) = self.pivot_cols.get(position) {
                if value {
                    by_col[col / 64] |= 1 << (col % 64);
                }
            }
            y.push(value);
        }
        (by_col, y)
    }

    /// The class of a right-hand side: the values of the equations that elimination reduced to
    /// 0 = value. All zero exactly when the system is consistent.
    pub fn invariants(&self, rhs: &[u64]) -> Vec<bool> {
        let (_, y) = self.forward(rhs);
        y[self.rank()..].to_vec()
    }

    /// A solution of M·x = b with every free unknown 0, or `None` with the inconsistent
    /// invariants when there is none.
    pub fn solve(&self, rhs: &[u64]) -> Result<Vec<u64>, Vec<bool>> {
        let (_, y) = self.forward(rhs);
        let invariants = &y[self.rank()..];
        if invariants.iter().any(|&v| v) {
            return Err(invariants.to_vec());
        }
        let mut x = vec![0u64; self.lu.words()];
        self.back_substitute(&y, &mut x);
        Ok(x)
    }

    /// Fills the pivot unknowns of `x` (free unknowns already set) so that U·x = y.
    fn back_substitute(&self, y: &[bool], x: &mut [u64]) {
        for position in (0..self.rank()).rev() {
            let col = self.pivot_cols[position];
            if y[position] ^ dot(self.lu.row(position), x) {
                x[col / 64] |= 1 << (col % 64);
            }
        }
    }

    /// A basis of the kernel: one vector per free unknown, that unknown 1 and the others 0.
    pub fn kernel(&self) -> Vec<Vec<u64>> {
        let zeros = vec![false; self.size()];
        self.free_cols
            .iter()
            .map(|&free| {
                let mut x = vec![0u64; self.lu.words()];
                x[free / 64] |= 1 << (free % 64);
                self.back_substitute(&zeros, &mut x);
                x
            })
            .collect()
    }
}

fn swap_rows(matrix: &mut BitRows, a: usize, b: usize) {
    let w = matrix.words();
    let (low, high) = (a.min(b), a.max(b));
    let (head, tail) = matrix.data.split_at_mut(high * w);
    head[low * w..(low + 1) * w].swap_with_slice(&mut tail[..w]);
}

/// Clears column `col` below row `top` by XOR-ing in the pivot row from `col` on. The cleared
/// bit is left set: it is the row's multiplier, L's entry, read back by the forward pass.
#[inline(never)]
fn eliminate_below(matrix: &mut BitRows, top: usize, col: usize) {
    let w = matrix.words();
    let first = col / 64;
    let keep_low = ((1u64 << (col % 64)) - 1) | (1 << (col % 64));
    let (head, tail) = matrix.data.split_at_mut((top + 1) * w);
    let pivot = &head[top * w..];
    let mut pivot_part = pivot[first..].to_vec();
    pivot_part[0] &= !keep_low;
    for row in tail.chunks_exact_mut(w) {
        if row[first] >> (col % 64) & 1 == 1 {
            xor_into(&mut row[first..], &pivot_part);
        }
    }
}

/// The Walsh-Hadamard transform in place: v[b] becomes Σ_t v[t] (-1)^{popcount(b & t)}. The
/// sums stay within the cell count; they wrap so that a build with overflow checks is
/// vectorised too.
#[inline(always)]
pub fn walsh_hadamard(values: &mut [i32]) {
    let mut half = 1;
    while half < values.len() {
        for block in values.chunks_exact_mut(2 * half) {
            let (low, high) = block.split_at_mut(half);
            for (a, b) in low.iter_mut().zip(high) {
                (*a, *b) = (a.wrapping_add(*b), a.wrapping_sub(*b));
            }
        }
        half *= 2;
    }
}

/// The number of set bits.
#[inline(never)]
pub fn weight(words: &[u64]) -> u64 {
    words.iter().map(|w| w.count_ones() as u64).sum()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn matrix(rows: &[&str]) -> BitRows {
        let mut m = BitRows::zeros(rows.len(), rows[0].len());
        for (r, text) in rows.iter().enumerate() {
            for (c, ch) in text.chars().enumerate() {
                if ch == '1' {
                    m.flip(r, c);
                }
            }
        }
        m
    }

    fn times(m: &BitRows, x: &[u64]) -> Vec<u64> {
        let mut b = vec![0u64; words_for(m.rows())];
        for r in 0..m.rows() {
            if dot(m.row(r), x) {
                b[r / 64] |= 1 << (r % 64);
            }
        }
        b
    }

    #[test]
    fn solves_and_finds_the_kernel_of_a_singular_matrix() {
        let m = matrix(&["110", "011", "101"]);
        let elimination = Gf2Elimination::new(m.clone(), &mut Budget::unlimited()).unwrap();
        assert_eq!(elimination.rank(), 2);
        let kernel = elimination.kernel();
        assert_eq!(kernel.len(), 1);
        assert_eq!(times(&m, &kernel[0]), vec![0]);
        // b = (1,1,0) is reachable: x = (0,1,0) gives rows 1,1,0.
        let x = elimination.solve(&[0b011]).unwrap();
        assert_eq!(times(&m, &x), vec![0b011]);
        // b = (1,0,0) has odd total parity, but every row has even weight: unsolvable.
        assert_eq!(elimination.solve(&[0b001]).unwrap_err(), vec![true]);
    }
}
