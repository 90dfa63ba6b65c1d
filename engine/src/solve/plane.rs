//! Classic Lights Out (the plus pattern on a plane rectangle, two states) solved through
//! polynomials, in memory that grows with the board and time far below a matrix's.
//!
//! Number the columns 1..n and let T be the n x n tridiagonal matrix with ones on its three
//! diagonals: pressing every cell of a row given by the vector x changes that row by T x and
//! the rows above and below by x. Light chasing with the first row's presses x_1 free gives
//! x_{r+1} = t_r + T x_r + x_{r-1}, so the row below the board is g_{m+1}(T) x_1 + c, with
//! g_0 = 0, g_1 = 1, g_{k+1} = x g_k + g_{k-1} (seed 002's chase; Sutner's polynomials) and
//! c that row for x_1 = 0. The vector e_1 is cyclic for T (T e_k = e_{k-1} + e_k + e_{k+1}),
//! so vectors are polynomials modulo T's characteristic polynomial h_n (h_0 = 1,
//! h_1 = x + 1, h_{k+1} = (x + 1) h_k + h_{k-1}), e_k being h_{k-1}. The residual system is
//! then one congruence g_{m+1} ν ≡ γ (mod h_n): its gcd d gives the nullity (deg d, which
//! for n x n is OEIS A159257) and the solution, in O(n^2/64) word operations; the two chases
//! cost O(m n / 64). Nothing of size m n x n is ever built.
//!
//! The solution returned has ν reduced modulo h_n / d, so the last `nullity` presses of the
//! first row are 0. Those cells are exactly the free columns the general route's elimination
//! leaves (a quiet pattern's first row, as a polynomial, has degree n - nullity or more), so
//! both routes return the same canonical solution.

use crate::algebra::gf2::words_for;
use crate::algebra::poly2::Poly2;
use crate::budget::Budget;
use crate::model::puzzle::Puzzle;
use crate::model::rule::{Pattern, Rule};
use crate::model::shape::Shape;
use crate::model::topology::Topology;

/// For each byte, its eight bits as eight bytes 0 or 1 (bit i in byte i).
const SPREAD: [u64; 256] = {
    let mut table = [0u64; 256];
    let mut value = 0;
    while value < 256 {
        let mut bit = 0;
        while bit < 8 {
            table[value] |= ((value as u64 >> bit) & 1) << (8 * bit);
            bit += 1;
        }
        value += 1;
    }
    table
};

/// The factored residual congruence of an m x n plane Lights Out board.
#[derive(Debug, Clone)]
pub struct PlaneLightsOut {
    rows: usize,
    cols: usize,
    /// h_n: vectors are polynomials modulo it.
    modulus: Poly2,
    /// d = gcd(g_{m+1}, h_n); its degree is the nullity.
    gcd: Poly2,
    /// s with s · g_{m+1} ≡ d (mod h_n).
    cofactor: Poly2,
    /// h_n / d: the first rows of the quiet patterns are its multiples.
    quiet_modulus: Poly2,
}

/// A row of the board as packed bits, `words` words of 64 cells, with the helpers the chase
/// and the conversions share.
struct Rows {
    cols: usize,
    words: usize,
    /// The bits past column n in the last word are kept 0 by this mask.
    last_mask: u64,
}

impl Rows {
    fn new(cols: usize) -> Self {
        let words = words_for(cols);
        let tail = cols % 64;
        Self {
            cols,
            words,
            last_mask: if tail == 0 { u64::MAX } else { (1 << tail) - 1 },
        }
    }

    /// out ^= T v: each cell and its left and right neighbours.
    fn add_tridiagonal(&self, v: &[u64], out: &mut [u64]) {
        let w = self.words;
        for i in 0..w {
            let left = if i + 1 < w { v[i + 1] << 63 } else { 0 };
            let right = if i > 0 { v[i - 1] >> 63 } else { 0 };
            out[i] ^= v[i] ^ (v[i] << 1 | right) ^ (v[i] >> 1 | left);
        }
        out[w - 1] &= self.last_mask;
    }

    /// One row of a byte board (the low bit of each cell), packed eight cells at a time: the
    /// product with 0x0102040810204080 gathers the low bits of eight bytes into its top byte.
    fn pack(&self, row: &[u8], out: &mut [u64]) {
        for (chunk, word) in row.chunks(64).zip(out.iter_mut()) {
            let mut packed = 0u64;
            for (i, eight) in chunk.chunks(8).enumerate() {
                let mut bytes = [0u8; 8];
                bytes[..eight.len()].copy_from_slice(eight);
                let low_bits = u64::from_le_bytes(bytes) & 0x0101_0101_0101_0101;
                packed |= (low_bits.wrapping_mul(0x0102_0408_1020_4080) >> 56) << (8 * i);
            }
            *word = packed;
        }
    }

    /// The inverse of [`Rows::pack`]: each byte of bits becomes eight bytes 0 or 1 by table.
    fn unpack(&self, words: &[u64], out: &mut [u8]) {
        for (chunk, &word) in out.chunks_mut(64).zip(words) {
            for (i, eight) in chunk.chunks_mut(8).enumerate() {
                let spread = SPREAD[(word >> (8 * i) & 0xff) as usize].to_le_bytes();
                eight.copy_from_slice(&spread[..eight.len()]);
            }
        }
    }

    /// The polynomial of a vector: Σ v_k h_{k-1}, by Clenshaw's backward recurrence
    /// b_j = v_{j+1} + (x + 1) b_{j+1} + b_{j+2}, whose b_0 is the sum (h_{-1} = 0).
    fn to_poly(&self, v: &[u64]) -> Poly2 {
        let mut next = Poly2::zero();
        let mut after = Poly2::zero();
        for j in (0..self.cols).rev() {
            let mut b = after;
            b.add_shifted(&next, 0);
            b.add_shifted(&next, 1);
            if v[j / 64] >> (j % 64) & 1 == 1 {
                b.add_shifted(&Poly2::one(), 0);
            }
            after = next;
            next = b;
        }
        next
    }

    /// The vector of a polynomial of degree below n: ν(T) e_1, by Horner's rule.
    fn to_vector(&self, poly: &Poly2) -> Vec<u64> {
        let mut v = vec![0u64; self.words];
        let mut scratch = vec![0u64; self.words];
        for i in (0..poly.degree().map_or(0, |d| d + 1)).rev() {
            scratch.iter_mut().for_each(|w| *w = 0);
            self.add_tridiagonal(&v, &mut scratch);
            std::mem::swap(&mut v, &mut scratch);
            if poly.coefficient(i) {
                v[0] ^= 1;
            }
        }
        v
    }
}

impl PlaneLightsOut {
    /// The rows and columns of classic Lights Out on a plane rectangle (the plus pattern, two
    /// states, no holes): the puzzles the polynomial route solves.
    pub fn dimensions(puzzle: &Puzzle) -> Option<(usize, usize)> {
        let Shape::Square(square) = puzzle.shape() else {
            return None;
        };
        let Rule::Pattern(pattern) = puzzle.rule() else {
            return None;
        };
        // A pattern keeps its offsets sorted, so equal patterns have equal lists.
        let plus = Pattern::square_preset("plus").expect("plus is a preset");
        (puzzle.states() == 2
            && square.topology() == Topology::Plane
            && square.mask().is_none()
            && pattern.offsets() == plus.offsets())
        .then(|| (square.rows(), square.cols()))
    }

    /// Factors the m x n board's congruence; `None` when `budget` stopped it.
    pub fn new(rows: usize, cols: usize, budget: &mut Budget) -> Option<Self> {
        let row = Rows::new(cols);
        // h_n by its recurrence.
        let (mut before, mut modulus) = (Poly2::zero(), Poly2::one());
        for _ in 0..cols {
            let mut next = modulus.times_x();
            next.add_shifted(&modulus, 0);
            next.add_shifted(&before, 0);
            before = std::mem::replace(&mut modulus, next);
        }
        // g_{m+1} mod h_n, one row of the chase at a time.
        let (mut before, mut residual) = (Poly2::zero(), Poly2::one());
        for r in 0..rows {
            if !budget.step(3 * row.words as u64, r as f64 / (rows + cols) as f64) {
                return None;
            }
            let mut next = residual.times_x().rem(&modulus);
            next.add_shifted(&before, 0);
            before = std::mem::replace(&mut residual, next);
        }
        if !budget.step(
            (cols * row.words) as u64,
            rows as f64 / (rows + cols) as f64,
        ) {
            return None;
        }
        let (gcd, cofactor) = residual.gcd_with_cofactor(&modulus);
        let quiet_modulus = modulus.div_rem(&gcd).0;
        Some(Self {
            rows,
            cols,
            modulus,
            gcd,
            cofactor,
            quiet_modulus,
        })
    }

    /// The dimension of the quiet patterns: deg gcd(g_{m+1}, h_n).
    pub fn nullity(&self) -> usize {
        self.gcd
            .degree()
            .expect("the gcd of nonzero polynomials is nonzero")
    }

    /// The size of the residual system: the first row.
    pub fn unknowns(&self) -> usize {
        self.cols
    }

    /// Chases `target` (a byte a cell, row by row) from the first row `first`; hands each
    /// row's presses to `each` and returns the row below the board, what is left unsolved.
    fn chase(
        &self,
        target: &[u8],
        first: Vec<u64>,
        mut each: impl FnMut(usize, &[u64]),
    ) -> Vec<u64> {
        let row = Rows::new(self.cols);
        let mut above = vec![0u64; row.words];
        let mut current = first;
        let mut packed = vec![0u64; row.words];
        for r in 0..self.rows {
            each(r, &current);
            // below = t_r + T x_r + x_{r-1}, written over the row above.
            row.pack(&target[r * self.cols..(r + 1) * self.cols], &mut packed);
            for (a, &t) in above.iter_mut().zip(&packed) {
                *a ^= t;
            }
            row.add_tridiagonal(&current, &mut above);
            std::mem::swap(&mut above, &mut current);
        }
        current
    }

    /// The presses (a byte a cell) that add `target` (a byte a cell, values 0 or 1), or the
    /// class invariants (nullity bits, all 0 only for solvable targets) when none do.
    pub fn solve(&self, target: &[u8]) -> Result<Vec<u8>, Vec<u8>> {
        let row = Rows::new(self.cols);
        let rest = self.chase(target, vec![0; row.words], |_, _| {});
        let gamma = row.to_poly(&rest);
        let (quotient, remainder) = gamma.div_rem(&self.gcd);
        if !remainder.is_zero() {
            return Err(self.invariants(&remainder));
        }
        let first = self
            .cofactor
            .mul_mod(&quotient, &self.modulus)
            .rem(&self.quiet_modulus);
        let mut presses = vec![0u8; target.len()];
        let rest = self.chase(target, row.to_vector(&first), |r, bits| {
            row.unpack(bits, &mut presses[r * self.cols..(r + 1) * self.cols]);
        });
        debug_assert!(rest.iter().all(|&w| w == 0));
        Ok(presses)
    }

    /// The class of a target: γ mod d, one bit per quiet pattern.
    pub fn class(&self, target: &[u8]) -> Vec<u8> {
        let row = Rows::new(self.cols);
        let rest = self.chase(target, vec![0; row.words], |_, _| {});
        self.invariants(&row.to_poly(&rest).rem(&self.gcd))
    }

    fn invariants(&self, remainder: &Poly2) -> Vec<u8> {
        (0..self.nullity())
            .map(|i| remainder.coefficient(i) as u8)
            .collect()
    }

    /// Adds A·presses to `board` (bytes, mod 2): each pressed cell flips itself and its four
    /// neighbours, one row of the board at a time.
    pub fn add_product(&self, presses: &[u8], board: &mut [u8]) {
        let n = self.cols;
        for (r, row) in board.chunks_mut(n).enumerate() {
            let pressed = |r: usize, c: usize| presses[r * n + c];
            for (c, cell) in row.iter_mut().enumerate() {
                let mut sum = pressed(r, c);
                if c > 0 {
                    sum ^= pressed(r, c - 1);
                }
                if c + 1 < n {
                    sum ^= pressed(r, c + 1);
                }
                if r > 0 {
                    sum ^= pressed(r - 1, c);
                }
                if r + 1 < self.rows {
                    sum ^= pressed(r + 1, c);
                }
                *cell ^= sum & 1;
            }
        }
    }

    /// Presses `cell` once: it and its two to four neighbours flip.
    pub fn press(&self, cell: usize, board: &mut [u8]) {
        let (r, c, n) = (cell / self.cols, cell % self.cols, self.cols);
        board[cell] ^= 1;
        if c > 0 {
            board[cell - 1] ^= 1;
        }
        if c + 1 < n {
            board[cell + 1] ^= 1;
        }
        if r > 0 {
            board[cell - n] ^= 1;
        }
        if r + 1 < self.rows {
            board[cell + n] ^= 1;
        }
    }

    /// Quiet pattern `i` of `nullity()`: the chase from the first row (h_n / d) x^i, a byte
    /// a cell. Built on demand, so a huge board's patterns are never all held at once.
    pub fn quiet_pattern(&self, i: usize) -> Vec<u8> {
        let row = Rows::new(self.cols);
        let mut first = Poly2::zero();
        first.add_shifted(&self.quiet_modulus, i);
        let dark = vec![0u8; self.rows * self.cols];
        let mut presses = dark.clone();
        self.chase(&dark, row.to_vector(&first), |r, bits| {
            row.unpack(bits, &mut presses[r * self.cols..(r + 1) * self.cols]);
        });
        presses
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn five_by_five_has_nullity_two_and_four_by_four_four() {
        let five = PlaneLightsOut::new(5, 5, &mut Budget::unlimited()).unwrap();
        assert_eq!(five.nullity(), 2);
        let four = PlaneLightsOut::new(4, 4, &mut Budget::unlimited()).unwrap();
        assert_eq!(four.nullity(), 4);
    }

    #[test]
    fn rows_pack_and_unpack_a_bit_a_cell() {
        let row = Rows::new(70);
        let cells: Vec<u8> = (0..70).map(|i| (i * 7 % 3 == 0) as u8).collect();
        let mut words = vec![0u64; 2];
        row.pack(&cells, &mut words);
        for (i, &cell) in cells.iter().enumerate() {
            assert_eq!(words[i / 64] >> (i % 64) & 1, cell as u64, "cell {i}");
        }
        let mut back = vec![9u8; 70];
        row.unpack(&words, &mut back);
        assert_eq!(back, cells);
    }

    #[test]
    fn vectors_and_polynomials_round_trip() {
        let row = Rows::new(70);
        let v: Vec<u64> = vec![0x1234_5678_9abc_def1, 0x2a];
        assert_eq!(row.to_vector(&row.to_poly(&v)), v);
    }
}
