//! The quiet patterns over Z_N in Howell form, to pick one canonical solution per board.
//!
//! Every solution of a board is x + q for a quiet pattern q. The Smith form gives *some* x,
//! but which one jumps about from board to board, so a player who follows hints can go round
//! in circles when N is composite (3x3 torus, x pattern, N = 8: eight hinted presses bring back
//! the start). Reducing x by the Howell form of the quiet patterns gives the one solution whose
//! entry at each pivot cell p_i lies in 0..d_i, d_i the pivot's leading entry (a divisor of N).
//! Pressing a cell c with x_c >= 1 lowers x_c by one and keeps every pivot entry in range, so
//! the next canonical solution is exactly x - e_c: each hinted press brings the goal one press
//! closer, and following hints always ends.
//!
//! The Howell form (Howell 1986; Storjohann's algorithm) is an echelon form over Z_N whose
//! leading entries divide N and which also contains, for each row, its multiple that kills the
//! leading entry. That closure makes the reduced representative unique.

use crate::budget::Budget;

/// An echelon basis of the quiet patterns with the Howell property.
#[derive(Debug, Clone)]
pub struct HowellBasis {
    modulus: u32,
    /// (pivot column, leading entry, row), pivots increasing.
    rows: Vec<(usize, u32, Vec<u32>)>,
}

impl HowellBasis {
    /// The basis of the zero span, before the quiet patterns are known.
    pub fn empty(modulus: u32) -> Self {
        Self {
            modulus,
            rows: Vec::new(),
        }
    }

    /// The Howell form of the span of `generators` (vectors over Z_modulus), within `budget`
    /// (hundreds of generators of 65,536 cells take seconds); `None` when it stopped first.
    pub fn new(
        generators: impl IntoIterator<Item = Vec<u8>>,
        modulus: u32,
        budget: &mut Budget,
    ) -> Option<Self> {
        let mut work: Vec<Vec<u32>> = generators
            .into_iter()
            .map(|g| g.into_iter().map(|v| v as u32 % modulus).collect())
            .filter(|g: &Vec<u32>| g.iter().any(|&v| v != 0))
            .collect();
        let width = work.first().map_or(0, Vec::len);
        let mut rows: Vec<(usize, u32, Vec<u32>)> = Vec::new();
        for col in 0..width {
            // Each row met is combined or reduced once: a pass over its entries.
            let cost = ((work.len() + rows.len()) * width) as u64;
            if !budget.step(cost, col as f64 / width as f64) {
                return None;
            }
            // Fold the gcd of this column's entries into one row, clearing the others.
            let mut pivot: Option<Vec<u32>> = None;
            let mut rest = Vec::with_capacity(work.len());
            for row in work.drain(..) {
                if row[col] == 0 {
                    rest.push(row);
                    continue;
                }
                match pivot.take() {
                    None => pivot = Some(row),
                    Some(top) => {
                        let (top, cleared) = combine(top, row, col, modulus);
                        pivot = Some(top);
                        if cleared.iter().any(|&v| v != 0) {
                            rest.push(cleared);
                        }
                    }
                }
            }
            work = rest;
            let Some(mut top) = pivot else { continue };
            let lead = gcd(top[col], modulus);
            let unit = (1..modulus)
                .find(|&w| gcd(w, modulus) == 1 && top[col] * w % modulus == lead)
                .expect("a unit takes an entry to its gcd with N");
            scale(&mut top, unit, modulus);
            // The Howell closure: the multiple of this row that kills its leading entry.
            let mut killed = top.clone();
            scale(&mut killed, modulus / lead, modulus);
            if killed.iter().any(|&v| v != 0) {
                work.push(killed);
            }
            for (_, _, above) in rows.iter_mut() {
                let factor = above[col] / lead;
                subtract_multiple(above, &top, factor, modulus);
            }
            rows.push((col, lead, top));
        }
        Some(Self { modulus, rows })
    }

    /// Replaces `x` by the canonical member of x + span: pivot entries in 0..leading entry.
    pub fn reduce(&self, x: &mut [u8]) {
        let mut wide: Vec<u32> = x.iter().map(|&v| v as u32).collect();
        for (col, lead, row) in &self.rows {
            let factor = wide[*col] / lead;
            subtract_multiple(&mut wide, row, factor, self.modulus);
        }
        for (target, value) in x.iter_mut().zip(wide) {
            *target = value as u8;
        }
    }
}

/// Two rows with non-zero entries at `col` become one row holding their gcd there and one
/// row with 0 there, by a unimodular combination (so the span is unchanged).
fn combine(top: Vec<u32>, other: Vec<u32>, col: usize, modulus: u32) -> (Vec<u32>, Vec<u32>) {
    let (a, b) = (top[col] as i64, other[col] as i64);
    let (g, s, t) = extended_gcd(a, b);
    let (u, v) = (b / g, a / g);
    let m = modulus as i64;
    let mix = |x: i64, y: i64, p: i64, q: i64| ((p * x + q * y) % m + m) % m;
    let new_top = top
        .iter()
        .zip(&other)
        .map(|(&x, &y)| mix(x as i64, y as i64, s, t) as u32)
        .collect();
    let cleared = top
        .iter()
        .zip(&other)
        .map(|(&x, &y)| mix(x as i64, y as i64, -u, v) as u32)
        .collect();
    (new_top, cleared)
}

/// (g, s, t) with s·a + t·b = g = gcd(a, b), for a, b > 0.
fn extended_gcd(a: i64, b: i64) -> (i64, i64, i64) {
    if b == 0 {
        (a, 1, 0)
    } else {
        let (g, s, t) = extended_gcd(b, a % b);
        (g, t, s - (a / b) * t)
    }
}

/// The greatest common divisor.
pub(crate) fn gcd(a: u32, b: u32) -> u32 {
    if b == 0 {
        a
    } else {
        gcd(b, a % b)
    }
}

fn scale(row: &mut [u32], factor: u32, modulus: u32) {
    for v in row.iter_mut() {
        *v = *v * factor % modulus;
    }
}

fn subtract_multiple(row: &mut [u32], by: &[u32], factor: u32, modulus: u32) {
    if factor != 0 {
        for (v, &w) in row.iter_mut().zip(by) {
            *v = (*v + modulus * modulus - factor * w % modulus) % modulus;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reduction_is_the_same_for_every_member_of_a_coset() {
        // Span of (2, 0, 1) and (0, 3, 3) over Z_6.
        let basis = HowellBasis::new(
            vec![vec![2, 0, 1], vec![0, 3, 3]],
            6,
            &mut Budget::unlimited(),
        )
        .unwrap();
        let mut seen = std::collections::HashSet::new();
        for a in 0..6u32 {
            for b in 0..6u32 {
                let mut x: Vec<u8> = [1u32, 4, 5]
                    .iter()
                    .zip([2 * a, 3 * b, a + 3 * b])
                    .map(|(&x, q)| ((x + q) % 6) as u8)
                    .collect();
                basis.reduce(&mut x);
                seen.insert(x);
            }
        }
        assert_eq!(seen.len(), 1);
    }

    #[test]
    fn howell_closure_catches_the_annihilated_multiple() {
        // Over Z_4 the span of (2, 1) contains 2·(2, 1) = (0, 2): reducing (0, 2) must give 0.
        let basis = HowellBasis::new(vec![vec![2, 1]], 4, &mut Budget::unlimited()).unwrap();
        let mut x = vec![0, 2];
        basis.reduce(&mut x);
        assert_eq!(x, vec![0, 0]);
    }
}
