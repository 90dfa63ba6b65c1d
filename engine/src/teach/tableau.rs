//! The augmented matrix [A | b] of a board and the row operations elimination makes on it.
//!
//! Row i starts as cell i's equation: the presses that reach the cell (one column per press)
//! must add up to what the cell needs (the last column). The operations are the ones a
//! student does by hand, and each has a meaning on the board: swapping two rows reorders
//! equations, scaling a row by a unit multiplies one cell's equation, adding a multiple of one
//! row to another combines two cells' equations. Prime powers add a fourth, annexing p^(e-k)
//! times a pivot row, which is how elimination over Z_4 or Z_9 keeps what a pivot 2 or 3
//! cannot say by itself (seed 004: "divide all the coefficients ... by two").

/// One row operation, over the stage's modulus.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum RowOp {
    /// Exchange rows `a` and `b`.
    Swap { a: usize, b: usize },
    /// Multiply row `row` by the unit `factor`.
    Scale { row: usize, factor: u32 },
    /// Add `factor` times row `source` to row `target`.
    AddMultiple {
        target: usize,
        source: usize,
        factor: u32,
    },
    /// Append a new row: `factor` times row `source`.
    Annex { source: usize, factor: u32 },
}

/// Where a row came from: a cell's equation, or a multiple of one annexed by a prime-power
/// elimination (the cell whose row was multiplied, when it was).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum RowOrigin {
    Cell(usize),
    Annexed { factor: u32, of: usize },
}

/// The augmented matrix at one moment: rows of `columns + 1` entries, the last being b.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Tableau {
    modulus: u32,
    columns: usize,
    rows: Vec<Vec<u32>>,
    origins: Vec<RowOrigin>,
}

impl Tableau {
    /// [A | b] over Z_modulus, one row per cell in cell order.
    pub(crate) fn new(matrix: Vec<Vec<u32>>, rhs: &[u32], modulus: u32) -> Self {
        let columns = matrix.len();
        let rows: Vec<Vec<u32>> = matrix
            .into_iter()
            .zip(rhs)
            .map(|(mut row, &b)| {
                row.iter_mut().for_each(|entry| *entry %= modulus);
                row.push(b % modulus);
                row
            })
            .collect();
        let origins = (0..rows.len()).map(RowOrigin::Cell).collect();
        Self {
            modulus,
            columns,
            rows,
            origins,
        }
    }

    /// The modulus the entries are taken in.
    pub fn modulus(&self) -> u32 {
        self.modulus
    }

    /// The number of press columns (b not counted).
    pub fn columns(&self) -> usize {
        self.columns
    }

    /// The rows, each `columns + 1` long with b last.
    pub fn rows(&self) -> &[Vec<u32>] {
        &self.rows
    }

    /// Where each row came from.
    pub fn origins(&self) -> &[RowOrigin] {
        &self.origins
    }

    /// Makes one row operation.
    pub fn apply(&mut self, op: RowOp) {
        let m = self.modulus;
        match op {
            RowOp::Swap { a, b } => {
                self.rows.swap(a, b);
                self.origins.swap(a, b);
            }
            RowOp::Scale { row, factor } => {
                self.rows[row].iter_mut().for_each(|x| *x = *x * factor % m);
            }
            RowOp::AddMultiple {
                target,
                source,
                factor,
            } => {
                let source_row = self.rows[source].clone();
                for (x, s) in self.rows[target].iter_mut().zip(source_row) {
                    *x = (*x + factor * s) % m;
                }
            }
            RowOp::Annex { source, factor } => {
                let row = self.rows[source].iter().map(|&x| x * factor % m).collect();
                self.rows.push(row);
                let of = match self.origins[source] {
                    RowOrigin::Cell(cell) | RowOrigin::Annexed { of: cell, .. } => cell,
                };
                self.origins.push(RowOrigin::Annexed { factor, of });
            }
        }
    }
}
