//! One elimination over one modulus, recorded operation by operation.
//!
//! Plain Gaussian elimination divides by each pivot, so it needs a pivot with an inverse. Over
//! a prime that is any non-zero entry. Over a composite N it can get stuck: mod 6 a column
//! whose entries are 2, 3 or 4 has no pivot at all (seed 004: "the inverse of 3 doesn't
//! exist"). Over a prime power p^e a pivot p^k still works if every entry below is a multiple
//! of it (choose the entry with fewest factors p), and annexing p^(e-k) times the pivot row
//! keeps the one fact that row says about the other columns; then back-substitution with the
//! free presses at 0 never meets an equation it cannot meet, and the number of quiet press
//! vectors is the product of the pivots' p^k and q per free column.

use crate::algebra::count::Count;
use crate::algebra::howell::gcd;
use crate::algebra::modular::{inverse, prime_powers};
use crate::teach::tableau::{RowOp, Tableau};

/// How pivots are chosen.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Pivoting {
    /// Only entries with an inverse (plain elimination; always succeeds over a prime).
    Units,
    /// The entry with the fewest factors of p, over Z_(p^e).
    PrimePower { p: u32, e: u32 },
}

/// A pivot: `row` settles the press of `column`; after scaling the entry is `value`
/// (1 for a unit pivot, p^k over a prime power).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Pivot {
    pub row: usize,
    pub column: usize,
    pub value: u32,
}

/// Where plain elimination stopped: in `column` every remaining entry lacks an inverse, the
/// first of them being `value` in `row`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Stuck {
    pub column: usize,
    pub row: usize,
    pub value: u32,
}

/// One elimination over Z_q: the start, every operation (with the column it serves), and
/// what came of it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Stage {
    start: Tableau,
    end: Tableau,
    ops: Vec<(usize, RowOp)>,
    pivots: Vec<Pivot>,
    free_columns: Vec<usize>,
    stuck: Option<Stuck>,
    contradiction: Option<usize>,
    back: Vec<(usize, u32)>,
}

impl Stage {
    /// Eliminates `start` with `pivoting`, then back-substitutes with every free press at 0.
    pub(crate) fn run(start: Tableau, pivoting: Pivoting) -> Self {
        let q = start.modulus();
        let n = start.columns();
        let mut t = start.clone();
        let mut ops = Vec::new();
        let mut pivots = Vec::new();
        let mut free_columns = Vec::new();
        let mut stuck = None;
        let mut record = |t: &mut Tableau, column: usize, op: RowOp| {
            t.apply(op);
            ops.push((column, op));
        };
        let mut r = 0;
        for c in 0..n {
            let candidates: Vec<usize> = (r..t.rows().len())
                .filter(|&i| t.rows()[i][c] != 0)
                .collect();
            let Some(&first) = candidates.first() else {
                free_columns.push(c);
                continue;
            };
            let (pick, p, e) = match pivoting {
                Pivoting::Units => {
                    match candidates.iter().find(|&&i| gcd(t.rows()[i][c], q) == 1) {
                        Some(&i) => (i, q, 1),
                        None => {
                            stuck = Some(Stuck {
                                column: c,
                                row: first,
                                value: t.rows()[first][c],
                            });
                            break;
                        }
                    }
                }
                Pivoting::PrimePower { p, e } => {
                    let pick = *candidates
                        .iter()
                        .min_by_key(|&&i| valuation(t.rows()[i][c], p))
                        .expect("candidates is not empty");
                    (pick, p, e)
                }
            };
            if pick != r {
                record(&mut t, c, RowOp::Swap { a: r, b: pick });
            }
            let entry = t.rows()[r][c];
            let k = if p == q { 0 } else { valuation(entry, p) };
            let value = p.pow(k);
            let unit = entry / value;
            if unit != 1 {
                let factor = inverse(unit, q);
                record(&mut t, c, RowOp::Scale { row: r, factor });
            }
            for i in r + 1..t.rows().len() {
                let below = t.rows()[i][c];
                if below != 0 {
                    let factor = (q - below / value % q) % q;
                    record(
                        &mut t,
                        c,
                        RowOp::AddMultiple {
                            target: i,
                            source: r,
                            factor,
                        },
                    );
                }
            }
            if k > 0 {
                let factor = p.pow(e - k);
                if t.rows()[r].iter().any(|&x| x * factor % q != 0) {
                    record(&mut t, c, RowOp::Annex { source: r, factor });
                }
            }
            pivots.push(Pivot {
                row: r,
                column: c,
                value,
            });
            r += 1;
        }
        let contradiction = if stuck.is_some() {
            None
        } else {
            (r..t.rows().len()).find(|&i| t.rows()[i][n] != 0)
        };
        let mut stage = Self {
            start,
            end: t,
            ops,
            pivots,
            free_columns,
            stuck,
            contradiction,
            back: Vec::new(),
        };
        if stage.stuck.is_none() && stage.contradiction.is_none() {
            stage.back = stage.back_substitute(&vec![0; n], true);
        }
        stage
    }

    /// Solves the pivot rows from the last up, with the free presses set as in `x`, using b
    /// (or 0 for the quiet patterns): each pivot's press in the order it is found.
    fn back_substitute(&self, free: &[u32], with_rhs: bool) -> Vec<(usize, u32)> {
        let q = self.end.modulus();
        let n = self.end.columns();
        let mut x = free.to_vec();
        let mut found = Vec::with_capacity(self.pivots.len());
        for pivot in self.pivots.iter().rev() {
            let row = &self.end.rows()[pivot.row];
            let rest: u32 = (pivot.column + 1..n).map(|j| row[j] * x[j] % q).sum();
            let b = if with_rhs { row[n] } else { 0 };
            let need = (b + q - rest % q) % q;
            debug_assert_eq!(
                need % pivot.value,
                0,
                "annexed rows keep every pivot divisible"
            );
            x[pivot.column] = need / pivot.value;
            found.push((pivot.column, x[pivot.column]));
        }
        found
    }

    /// [A | b] before the first operation.
    pub fn start(&self) -> &Tableau {
        &self.start
    }

    /// [A | b] after every operation.
    pub fn end(&self) -> &Tableau {
        &self.end
    }

    /// The operations in order, each with the column whose pivot it serves.
    pub fn ops(&self) -> &[(usize, RowOp)] {
        &self.ops
    }

    /// [A | b] after the first `step` operations.
    pub fn tableau_at(&self, step: usize) -> Tableau {
        let mut t = self.start.clone();
        for &(_, op) in &self.ops[..step.min(self.ops.len())] {
            t.apply(op);
        }
        t
    }

    /// The pivots, left to right.
    pub fn pivots(&self) -> &[Pivot] {
        &self.pivots
    }

    /// The columns with no pivot: presses the equations leave free.
    pub fn free_columns(&self) -> &[usize] {
        &self.free_columns
    }

    /// Where plain elimination got stuck, if it did.
    pub fn stuck(&self) -> Option<Stuck> {
        self.stuck
    }

    /// A row that reads 0 = b with b not 0, when the board has no solution.
    pub fn contradiction(&self) -> Option<usize> {
        self.contradiction
    }

    /// Back-substitution: each pivot column's press count, in the order found (last pivot
    /// first). Empty when stuck or contradicted.
    pub fn back_substitution(&self) -> &[(usize, u32)] {
        &self.back
    }

    /// The solution mod q, the free presses at 0; `None` when stuck or contradicted.
    pub fn solution(&self) -> Option<Vec<u32>> {
        if self.stuck.is_some() || self.contradiction.is_some() {
            return None;
        }
        let mut x = vec![0; self.end.columns()];
        for &(column, value) in &self.back {
            x[column] = value;
        }
        Some(x)
    }

    /// The number of quiet press vectors mod q: q per free column times each pivot's value.
    pub fn kernel_size(&self) -> Count {
        let mut count = Count::one();
        for (p, e) in prime_powers(self.end.modulus()) {
            count.multiply_prime_power(p, e as u64 * self.free_columns.len() as u64);
        }
        for pivot in &self.pivots {
            for (p, e) in prime_powers(pivot.value) {
                count.multiply_prime_power(p, e as u64);
            }
        }
        count
    }

    /// Over a prime: one quiet pattern per free column (that column 1, the others 0).
    pub(crate) fn quiet_basis(&self) -> Vec<Vec<u32>> {
        let n = self.end.columns();
        self.free_columns
            .iter()
            .map(|&column| {
                let mut x = vec![0; n];
                x[column] = 1;
                for (c, value) in self.back_substitute(&x, false) {
                    x[c] = value;
                }
                x
            })
            .collect()
    }
}

/// The number of factors p in a non-zero `value`.
fn valuation(mut value: u32, p: u32) -> u32 {
    let mut k = 0;
    while value.is_multiple_of(p) {
        value /= p;
        k += 1;
    }
    k
}
