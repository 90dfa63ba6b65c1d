//! Exact counts that outgrow u64 (2^16384 solvable boards is an ordinary answer), kept as a
//! product of prime powers and written in decimal on demand.

use std::fmt;

/// A positive integer held as its prime factorisation.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Count {
    /// (p, exponent) by increasing p, each exponent positive: a count has a few primes (those
    /// of N), so a sorted list serves, where a B-tree map cost the web page 4 KB of its own
    /// code (docs/development.md, "Download size").
    exponents: Vec<(u32, u64)>,
}

impl Count {
    /// The number 1.
    pub fn one() -> Self {
        Self::default()
    }

    /// p^exponent, for a prime p.
    pub fn prime_power(p: u32, exponent: u64) -> Self {
        let mut count = Self::one();
        count.multiply_prime_power(p, exponent);
        count
    }

    /// Multiplies by p^exponent (p prime).
    pub fn multiply_prime_power(&mut self, p: u32, exponent: u64) {
        if exponent > 0 {
            match self.exponents.binary_search_by_key(&p, |&(q, _)| q) {
                Ok(at) => self.exponents[at].1 += exponent,
                Err(at) => self.exponents.insert(at, (p, exponent)),
            }
        }
    }

    /// self / other, when other divides self.
    pub fn divided_by(&self, other: &Count) -> Count {
        let mut result = self.clone();
        for &(p, e) in &other.exponents {
            let at = result.exponents.binary_search_by_key(&p, |&(q, _)| q);
            let entry = at.ok().map(|at| &mut result.exponents[at].1);
            *entry
                .filter(|entry| **entry >= e)
                .expect("only exact divisions are asked for") -= e;
        }
        result.exponents.retain(|&(_, e)| e > 0);
        result
    }

    /// log2 of the number, for readouts and for deciding whether a search is small.
    pub fn log2(&self) -> f64 {
        self.exponents
            .iter()
            .map(|&(p, e)| e as f64 * (p as f64).log2())
            .sum()
    }

    /// The exponent of 2, for powers of two (N = 2 counts are 2^nullity).
    pub fn exponent_of(&self, p: u32) -> u64 {
        self.exponents
            .iter()
            .find(|&&(q, _)| q == p)
            .map_or(0, |&(_, e)| e)
    }

    /// The value when it fits in a u64.
    pub fn to_u64(&self) -> Option<u64> {
        let mut value: u64 = 1;
        for &(p, e) in &self.exponents {
            for _ in 0..e {
                value = value.checked_mul(p as u64)?;
            }
        }
        Some(value)
    }
}

/// Largest count written out in decimal (about 39,500 digits): beyond it the digits cost
/// time quadratic in their number (a 4000 x 4000 board has 2^15999996 solvable boards, 4.8
/// million digits), so the count is written as its factorisation instead.
pub const MAX_DECIMAL_BITS: f64 = 131_072.0;

impl fmt::Display for Count {
    /// The exact decimal value, or its prime factorisation ("2^15999996", "2^7*3^5") past
    /// [`MAX_DECIMAL_BITS`].
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.log2() > MAX_DECIMAL_BITS {
            let factors: Vec<String> = self
                .exponents
                .iter()
                .map(|(p, e)| format!("{p}^{e}"))
                .collect();
            return f.write_str(&factors.join("*"));
        }
        // Little-endian limbs of 10^9; multiply by prime powers that fit in u32 at a time.
        const BASE: u64 = 1_000_000_000;
        let mut limbs: Vec<u64> = vec![1];
        for &(p, e) in &self.exponents {
            let mut left = e;
            while left > 0 {
                let mut factor: u64 = 1;
                while left > 0 && factor * p as u64 <= u32::MAX as u64 {
                    factor *= p as u64;
                    left -= 1;
                }
                let mut carry = 0;
                for limb in limbs.iter_mut() {
                    let value = *limb * factor + carry;
                    *limb = value % BASE;
                    carry = value / BASE;
                }
                while carry > 0 {
                    limbs.push(carry % BASE);
                    carry /= BASE;
                }
            }
        }
        let mut text = limbs.last().expect("one limb at least").to_string();
        for limb in limbs.iter().rev().skip(1) {
            text.push_str(&format!("{limb:09}"));
        }
        f.write_str(&text)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn prints_exact_decimals_beyond_u64() {
        assert_eq!(Count::prime_power(2, 10).to_string(), "1024");
        assert_eq!(
            Count::prime_power(2, 100).to_string(),
            "1267650600228229401496703205376"
        );
        let mut six = Count::prime_power(2, 1);
        six.multiply_prime_power(3, 1);
        assert_eq!(six.to_string(), "6");
        assert_eq!(six.divided_by(&Count::prime_power(3, 1)).to_u64(), Some(2));
        assert_eq!(Count::one().to_string(), "1");
        let mut huge = Count::prime_power(2, 15_999_996);
        huge.multiply_prime_power(3, 5);
        assert_eq!(huge.to_string(), "2^15999996*3^5");
    }

    #[test]
    fn a_count_is_the_same_whatever_order_its_primes_came_in() {
        let mut fifteen = Count::prime_power(5, 1);
        fifteen.multiply_prime_power(3, 1);
        let mut again = Count::prime_power(3, 1);
        again.multiply_prime_power(5, 1);
        assert_eq!(fifteen, again);
        assert_eq!(fifteen.to_string(), "15");
        assert_eq!(fifteen.divided_by(&again), Count::one());
        let mut big = Count::prime_power(3, 100_000);
        big.multiply_prime_power(2, 1);
        assert_eq!(big.to_string(), "2^1*3^100000");
        assert_eq!(big.exponent_of(2), 1);
        assert_eq!(big.exponent_of(5), 0);
    }
}
