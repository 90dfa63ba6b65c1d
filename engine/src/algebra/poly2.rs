//! Polynomials over GF(2), bit-packed 64 coefficients a word (bit i is the coefficient of
//! x^i), with the few operations the plane Lights Out solver needs: shifts, remainders and the
//! extended Euclidean algorithm, each O(degree^2 / 64) word operations at worst.
//!
//! Why polynomials: on a plane rectangle with the plus pattern every row operation of light
//! chasing is a polynomial in one tridiagonal matrix, so the residual system is a congruence
//! of polynomials instead of an n x n matrix (see [`crate::solve::plane`]).

/// A polynomial over GF(2). The words past the degree are zero; the zero polynomial has
/// degree `None`.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Poly2 {
    words: Vec<u64>,
}

impl Poly2 {
    /// The zero polynomial.
    pub fn zero() -> Self {
        Self::default()
    }

    /// The constant 1.
    pub fn one() -> Self {
        Self::monomial(0)
    }

    /// x^power.
    pub fn monomial(power: usize) -> Self {
        let mut poly = Self {
            words: vec![0; power / 64 + 1],
        };
        poly.words[power / 64] = 1 << (power % 64);
        poly
    }

    /// The degree; `None` for zero.
    pub fn degree(&self) -> Option<usize> {
        let last = *self.words.last()?;
        Some((self.words.len() - 1) * 64 + 63 - last.leading_zeros() as usize)
    }

    pub fn is_zero(&self) -> bool {
        self.words.is_empty()
    }

    /// The coefficient of x^i.
    pub fn coefficient(&self, i: usize) -> bool {
        self.words
            .get(i / 64)
            .is_some_and(|w| w >> (i % 64) & 1 == 1)
    }

    fn trim(&mut self) {
        while self.words.last() == Some(&0) {
            self.words.pop();
        }
    }

    /// self += other · x^shift.
    pub fn add_shifted(&mut self, other: &Poly2, shift: usize) {
        let Some(degree) = other.degree() else {
            return;
        };
        let needed = (degree + shift) / 64 + 1;
        if self.words.len() < needed {
            self.words.resize(needed, 0);
        }
        let (whole, bits) = (shift / 64, shift % 64);
        if bits == 0 {
            for (target, &word) in self.words[whole..].iter_mut().zip(&other.words) {
                *target ^= word;
            }
        } else {
            let mut carry = 0u64;
            for (i, &word) in other.words.iter().enumerate() {
                self.words[whole + i] ^= word << bits | carry;
                carry = word >> (64 - bits);
            }
            if carry != 0 {
                self.words[whole + other.words.len()] ^= carry;
            }
        }
        self.trim();
    }

    /// self · x.
    pub fn times_x(&self) -> Poly2 {
        let mut product = Poly2::zero();
        product.add_shifted(self, 1);
        product
    }

    /// The quotient and remainder of self / divisor (divisor nonzero).
    pub fn div_rem(&self, divisor: &Poly2) -> (Poly2, Poly2) {
        let d = divisor.degree().expect("a nonzero divisor");
        let mut remainder = self.clone();
        let mut quotient = Poly2::zero();
        while let Some(r) = remainder.degree().filter(|&r| r >= d) {
            quotient.add_shifted(&Poly2::monomial(r - d), 0);
            remainder.add_shifted(divisor, r - d);
        }
        (quotient, remainder)
    }

    /// self mod modulus.
    pub fn rem(&self, modulus: &Poly2) -> Poly2 {
        self.div_rem(modulus).1
    }

    /// self · other mod modulus, by shift and add (O(deg^2 / 64)).
    pub fn mul_mod(&self, other: &Poly2, modulus: &Poly2) -> Poly2 {
        let mut product = Poly2::zero();
        let mut power = self.rem(modulus);
        let top = other.degree().map_or(0, |d| d + 1);
        for i in 0..top {
            if other.coefficient(i) {
                product.add_shifted(&power, 0);
            }
            power = power.times_x().rem(modulus);
        }
        product
    }

    /// The greatest common divisor g and a cofactor s with s · self ≡ g (mod other): the half
    /// of the extended Euclidean algorithm a congruence needs.
    pub fn gcd_with_cofactor(&self, other: &Poly2) -> (Poly2, Poly2) {
        let (mut a, mut b) = (self.clone(), other.clone());
        let (mut sa, mut sb) = (Poly2::one(), Poly2::zero());
        // Invariant: sa · self ≡ a and sb · self ≡ b (mod other).
        while let Some(db) = b.degree() {
            // a -= x^k b until deg a < deg b, mirrored on the cofactors.
            while let Some(da) = a.degree().filter(|&da| da >= db) {
                a.add_shifted(&b, da - db);
                sa.add_shifted(&sb, da - db);
            }
            std::mem::swap(&mut a, &mut b);
            std::mem::swap(&mut sa, &mut sb);
        }
        (a, sa)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn poly(bits: &[usize]) -> Poly2 {
        let mut p = Poly2::zero();
        for &b in bits {
            p.add_shifted(&Poly2::monomial(b), 0);
        }
        p
    }

    #[test]
    fn division_and_gcd_agree_with_hand_computation() {
        // (x^2 + 1) = (x + 1)^2 over GF(2); gcd(x^2 + 1, x^3 + 1) = x + 1.
        let a = poly(&[2, 0]);
        let b = poly(&[3, 0]);
        let (g, s) = a.gcd_with_cofactor(&b);
        assert_eq!(g, poly(&[1, 0]));
        assert_eq!(s.mul_mod(&a, &b), g.rem(&b));
        let (q, r) = b.div_rem(&a);
        assert_eq!(q, poly(&[1]));
        assert_eq!(r, poly(&[1, 0]));
    }

    #[test]
    fn shifts_cross_word_boundaries() {
        let mut p = poly(&[63, 0]);
        p.add_shifted(&poly(&[63, 1]), 70);
        assert_eq!(p, poly(&[133, 71, 63, 0]));
        assert_eq!(p.degree(), Some(133));
        assert_eq!(p.times_x().degree(), Some(134));
    }
}
