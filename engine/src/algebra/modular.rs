//! Exact linear algebra over Z_N for any N in 2..=16, prime or not.
//!
//! Plain Gaussian elimination is wrong when N is composite (3a = 0 has three solutions mod 6,
//! and 2 has no inverse mod 4). So N is split into prime powers q = p^e, each system is put
//! into Smith form over Z_q (full pivoting on the entry of least p-valuation, which divides
//! every other entry because Z_q is a local ring), and the answers are joined again by the
//! Chinese remainder theorem.

use crate::budget::Budget;

/// The prime-power factors (p, e) of n, smallest prime first.
pub fn prime_powers(n: u32) -> Vec<(u32, u32)> {
    let mut factors = Vec::new();
    let mut rest = n;
    let mut p = 2;
    while rest > 1 {
        let mut e = 0;
        while rest.is_multiple_of(p) {
            rest /= p;
            e += 1;
        }
        if e > 0 {
            factors.push((p, e));
        }
        p += 1;
    }
    factors
}

/// The inverse of a unit `a` modulo `m`.
pub(crate) fn inverse(a: u32, m: u32) -> u32 {
    (1..m)
        .find(|&x| a * x % m == 1)
        .expect("only units are inverted")
}

/// A square matrix over Z_q in Smith form: U·M·V = D with U, V invertible and
/// D = diag(p^k_0, p^k_1, ...), k_i = e standing for a zero on the diagonal.
#[derive(Debug, Clone)]
pub struct LocalSmith {
    p: u32,
    e: u32,
    q: u32,
    size: usize,
    u: Vec<u8>,
    v: Vec<u8>,
    exponents: Vec<u32>,
}

impl LocalSmith {
    /// Factors an f x f matrix (row-major, entries already reduced mod q = p^e) within
    /// `budget`; `None` when it stopped first.
    pub fn new(matrix: &[u8], size: usize, p: u32, e: u32, budget: &mut Budget) -> Option<Self> {
        let q = p.pow(e);
        let mut a: Vec<u32> = matrix.iter().map(|&x| x as u32 % q).collect();
        let mut u = identity(size);
        let mut v = identity(size);
        let mut exponents = vec![e; size];
        let valuation = |x: u32| -> u32 {
            if x == 0 {
                return e;
            }
            let (mut x, mut k) = (x, 0);
            while x % p == 0 {
                x /= p;
                k += 1;
            }
            k
        };
        for t in 0..size {
            // The pivot search and the row and column operations: about 3 (f - t) f entries.
            if !budget.step((3 * (size - t) * size) as u64, t as f64 / size as f64) {
                return None;
            }
            let mut best: Option<(usize, usize, u32)> = None;
            'search: for i in t..size {
                for j in t..size {
                    let k = valuation(a[i * size + j]);
                    if k < e && best.is_none_or(|(_, _, b)| k < b) {
                        best = Some((i, j, k));
                        if k == 0 {
                            break 'search;
                        }
                    }
                }
            }
            let Some((i, j, k)) = best else { break };
            swap_rows(&mut a, size, t, i);
            swap_rows(&mut u, size, t, i);
            swap_cols(&mut a, size, t, j);
            swap_cols(&mut v, size, t, j);
            let scale = inverse(a[t * size + t] / p.pow(k), q);
            for c in 0..size {
                a[t * size + c] = a[t * size + c] * scale % q;
                u[t * size + c] = (u[t * size + c] as u32 * scale % q) as u8;
            }
            let pivot = p.pow(k);
            for r in t + 1..size {
                let factor = a[r * size + t] / pivot;
                if factor != 0 {
                    for c in 0..size {
                        a[r * size + c] = (a[r * size + c] + q * q - factor * a[t * size + c]) % q;
                        u[r * size + c] = ((u[r * size + c] as u32 + q * q
                            - factor * u[t * size + c] as u32)
                            % q) as u8;
                    }
                }
            }
            for c in t + 1..size {
                let factor = a[t * size + c] / pivot;
                if factor != 0 {
                    a[t * size + c] = 0;
                    for r in 0..size {
                        v[r * size + c] = ((v[r * size + c] as u32 + q * q
                            - factor * v[r * size + t] as u32)
                            % q) as u8;
                    }
                }
            }
            exponents[t] = k;
        }
        Some(Self {
            p,
            e,
            q,
            size,
            u,
            v,
            exponents,
        })
    }

    /// c = U·b mod q.
    fn transform(&self, rhs: &[u8]) -> Vec<u32> {
        (0..self.size)
            .map(|r| {
                let row = &self.u[r * self.size..(r + 1) * self.size];
                row.iter()
                    .zip(rhs)
                    .map(|(&a, &b)| a as u32 * (b as u32 % self.q))
                    .sum::<u32>()
                    % self.q
            })
            .collect()
    }

    /// V·y mod q.
    fn untransform(&self, y: &[u32]) -> Vec<u8> {
        (0..self.size)
            .map(|r| {
                let row = &self.v[r * self.size..(r + 1) * self.size];
                (row.iter().zip(y).map(|(&a, &b)| a as u32 * b).sum::<u32>() % self.q) as u8
            })
            .collect()
    }

    /// The class of b: (value, modulus) of each coordinate of U·b that D cannot reach,
    /// one per diagonal entry divisible by p. All zero exactly when M·x = b is solvable.
    pub fn invariants(&self, rhs: &[u8]) -> Vec<(u32, u32)> {
        let c = self.transform(rhs);
        self.exponents
            .iter()
            .zip(&c)
            .filter(|(&k, _)| k > 0)
            .map(|(&k, &value)| {
                let modulus = self.p.pow(k);
                (value % modulus, modulus)
            })
            .collect()
    }

    /// A solution of M·x = b mod q, or `None`.
    pub fn solve(&self, rhs: &[u8]) -> Option<Vec<u8>> {
        let c = self.transform(rhs);
        let mut y = Vec::with_capacity(self.size);
        for (&k, &value) in self.exponents.iter().zip(&c) {
            let divisor = self.p.pow(k);
            if value % divisor != 0 {
                return None;
            }
            y.push(if k == 0 {
                value
            } else {
                value / divisor % self.q
            });
        }
        Some(self.untransform(&y))
    }

    /// Generators of the kernel, each with its additive order (a power of p), whose orders
    /// multiply to the kernel's size.
    pub fn kernel(&self) -> Vec<(Vec<u8>, u32)> {
        let e = self.e;
        self.exponents
            .iter()
            .enumerate()
            .filter(|(_, &k)| k > 0)
            .map(|(i, &k)| {
                let mut y = vec![0u32; self.size];
                y[i] = self.p.pow(e - k);
                (self.untransform(&y), self.p.pow(k))
            })
            .collect()
    }
}

fn identity(size: usize) -> Vec<u8> {
    let mut m = vec![0u8; size * size];
    for i in 0..size {
        m[i * size + i] = 1;
    }
    m
}

fn swap_rows<T: Copy>(m: &mut [T], size: usize, a: usize, b: usize) {
    if a != b {
        for c in 0..size {
            m.swap(a * size + c, b * size + c);
        }
    }
}

fn swap_cols<T: Copy>(m: &mut [T], size: usize, a: usize, b: usize) {
    if a != b {
        for r in 0..size {
            m.swap(r * size + a, r * size + b);
        }
    }
}

/// Exact linear algebra over Z_N: one local Smith form per prime-power factor of N.
#[derive(Debug, Clone)]
pub struct ModularElimination {
    modulus: u32,
    parts: Vec<(u32, LocalSmith)>,
}

impl ModularElimination {
    /// Factors an f x f matrix over Z_N (row-major, entries 0..N-1) within `budget`; `None`
    /// when it stopped first.
    pub fn new(matrix: &[u8], size: usize, modulus: u32, budget: &mut Budget) -> Option<Self> {
        let parts = prime_powers(modulus)
            .into_iter()
            .map(|(p, e)| Some((p.pow(e), LocalSmith::new(matrix, size, p, e, budget)?)))
            .collect::<Option<_>>()?;
        Some(Self { modulus, parts })
    }

    /// Lifts a value mod q (a factor of N) to the value mod N that is 0 mod every other factor.
    fn lift(&self, q: u32, value: u32) -> u32 {
        let rest = self.modulus / q;
        value * rest % self.modulus * inverse(rest % q, q) % self.modulus
    }

    /// A solution of M·x = b mod N, or `None`.
    pub fn solve(&self, rhs: &[u8]) -> Option<Vec<u8>> {
        let mut x = vec![0u32; rhs.len()];
        for (q, smith) in &self.parts {
            let part = smith.solve(rhs)?;
            for (xi, &v) in x.iter_mut().zip(&part) {
                *xi = (*xi + self.lift(*q, v as u32)) % self.modulus;
            }
        }
        Some(x.into_iter().map(|v| v as u8).collect())
    }

    /// The class of b: (value, modulus) pairs, all zero exactly when b is reachable.
    pub fn invariants(&self, rhs: &[u8]) -> Vec<(u32, u32)> {
        self.parts
            .iter()
            .flat_map(|(_, smith)| smith.invariants(rhs))
            .collect()
    }

    /// Generators of the kernel over Z_N with their orders.
    pub fn kernel(&self) -> Vec<(Vec<u8>, u32)> {
        self.parts
            .iter()
            .flat_map(|(q, smith)| {
                smith.kernel().into_iter().map(move |(vector, order)| {
                    let lifted = vector
                        .iter()
                        .map(|&v| self.lift(*q, v as u32) as u8)
                        .collect();
                    (lifted, order)
                })
            })
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn factors_composite_moduli() {
        assert_eq!(prime_powers(12), vec![(2, 2), (3, 1)]);
        assert_eq!(prime_powers(16), vec![(2, 4)]);
        assert_eq!(prime_powers(7), vec![(7, 1)]);
    }

    #[test]
    fn losadas_mod_6_system_has_three_solutions() {
        // a + 2b = 2, 2a + b = 4 (mod 6): the determinant -3 is a zero divisor.
        let m = [1u8, 2, 2, 1];
        let elimination = ModularElimination::new(&m, 2, 6, &mut Budget::unlimited()).unwrap();
        let kernel_size: u32 = elimination
            .kernel()
            .iter()
            .map(|(_, order)| order)
            .product();
        assert_eq!(kernel_size, 3);
        let x = elimination.solve(&[2, 4]).unwrap();
        let (a, b) = (x[0] as u32, x[1] as u32);
        assert_eq!(((a + 2 * b) % 6, (2 * a + b) % 6), (2, 4));
    }

    #[test]
    fn mod_4_does_not_divide_by_two() {
        // 2x = 1 has no solution mod 4, 2x = 2 has two.
        let elimination = ModularElimination::new(&[2], 1, 4, &mut Budget::unlimited()).unwrap();
        assert_eq!(elimination.solve(&[1]), None);
        assert_eq!(elimination.invariants(&[1]), vec![(1, 2)]);
        let x = elimination.solve(&[2]).unwrap();
        assert_eq!(2 * x[0] as u32 % 4, 2);
        assert_eq!(elimination.kernel(), vec![(vec![2], 2)]);
    }
}
