//! The solutions of one board: one solution plus every combination of the quiet patterns.
//!
//! With quiet-pattern generators g_0, g_1, ... of orders r_0, r_1, ... (each r_j · g_j = 0), the
//! solutions are x + d_0·g_0 + d_1·g_1 + ... with 0 <= d_j < r_j, each exactly once, so the
//! solution numbered i is the one whose digits d_j are those of i in the mixed radix
//! (r_0, r_1, ...), least significant first. Solution 0 is x itself. Counting through them
//! like an odometer adds one generator per digit that turns, including the wrap from r_j - 1
//! to 0 (adding g_j once more is subtracting (r_j - 1)·g_j): two additions per solution on
//! average, and no multiplication.

use crate::model::board::Presses;
use crate::model::key_map::KeyMap;
use crate::solve::quiet::{Generator, Generators};
use crate::solve::reduced::Reduced;

/// A solution and the quiet patterns: every solution of one board.
#[derive(Debug, Clone)]
pub(crate) struct Coset {
    states: u8,
    base: Vec<u8>,
    /// Shared with the puzzle and every other coset of it.
    generators: Generators,
}

/// A position in the count through a coset: the digits and the solution they stand for.
#[derive(Debug, Clone)]
pub(crate) struct Odometer {
    digits: Vec<u32>,
    presses: Vec<u8>,
    press_count: u64,
}

impl Odometer {
    /// The solution at this position.
    pub fn presses(&self) -> &[u8] {
        &self.presses
    }

    /// Its press count.
    pub fn press_count(&self) -> u64 {
        self.press_count
    }
}

impl Coset {
    /// The solutions `base + quiet patterns` of the puzzle `reduced` was built for.
    pub fn new(reduced: &Reduced, base: &Presses) -> Self {
        Self::with(reduced, base, reduced.generators())
    }

    /// The solutions numbered below `end`, and perhaps more: `base` plus the first quiet
    /// patterns, as many as it takes for their orders to multiply to `end` (at most 64, of
    /// order 2 or more each, for any `end` up to 2^64), so that a page of solutions does not
    /// wait for the others to be built.
    pub fn below(reduced: &Reduced, base: &Presses, end: u128) -> Self {
        let count = reduced
            .quiet_pattern_orders()
            .scan(1u128, |product, order| {
                let needed = *product < end;
                *product = product.saturating_mul(order as u128);
                Some(needed)
            })
            .take_while(|&needed| needed)
            .count();
        Self::with(reduced, base, reduced.first_generators(count))
    }

    fn with(reduced: &Reduced, base: &Presses, generators: Generators) -> Self {
        Self {
            states: reduced.states(),
            base: base.0.clone(),
            generators,
        }
    }

    pub fn states(&self) -> u8 {
        self.states
    }

    pub fn cells(&self) -> usize {
        self.base.len()
    }

    /// Solution 0: the one the coset was built from.
    pub fn base(&self) -> &[u8] {
        &self.base
    }

    /// The quiet-pattern generators, each by its support and its order.
    pub(crate) fn generators(&self) -> &[Generator] {
        &self.generators
    }

    /// The number of solutions when it fits in a u64.
    pub fn size(&self) -> Option<u64> {
        self.generators
            .iter()
            .try_fold(1u64, |size, g| size.checked_mul(g.order as u64))
    }

    /// The solution numbered `index` (digits past the range of a u64 are 0).
    pub fn at(&self, index: u64) -> Odometer {
        let mut rest = index;
        let digits: Vec<u32> = self
            .generators
            .iter()
            .map(|g| {
                let digit = (rest % g.order as u64) as u32;
                rest /= g.order as u64;
                digit
            })
            .collect();
        let mut odometer = Odometer {
            digits: vec![0; self.generators.len()],
            presses: self.base.clone(),
            press_count: self.base.iter().map(|&p| p as u64).sum(),
        };
        for (j, &digit) in digits.iter().enumerate() {
            for _ in 0..digit {
                self.add(&mut odometer, j);
            }
        }
        odometer.digits = digits;
        odometer
    }

    /// Moves to the next solution; false when the count wrapped round to solution 0.
    pub fn advance(&self, odometer: &mut Odometer) -> bool {
        for j in 0..self.generators.len() {
            self.add(odometer, j);
            odometer.digits[j] += 1;
            if odometer.digits[j] < self.generators[j].order {
                return true;
            }
            odometer.digits[j] = 0;
        }
        false
    }

    /// Adds generator `j` to the presses, keeping the press count.
    fn add(&self, odometer: &mut Odometer, j: usize) {
        let n = self.states;
        for &(cell, value) in &self.generators[j].support {
            let press = &mut odometer.presses[cell as usize];
            let next = (*press + value) % n;
            odometer.press_count = odometer.press_count + next as u64 - *press as u64;
            *press = next;
        }
    }

    /// Cells grouped by their column (the generators' values there). The cells of a group are
    /// shifted together: a combination of the generators adds the same s to each, and s ranges
    /// over the multiples of gcd(N, column), the subgroup the column's entries generate.
    /// Returns, per group, that gcd (N for the zero column, which nothing shifts) and the
    /// group's cells.
    pub fn groups(&self) -> &[(u8, Vec<usize>)] {
        self.generators.groups_or(|| self.group_cells())
    }

    /// The partition behind [`Self::groups`], worked out once per puzzle.
    fn group_cells(&self) -> Vec<(u8, Vec<usize>)> {
        // Partition refinement, generator by generator over its support only, so that 4,096
        // generators of 65,536 cells cost their nonzero entries rather than a column each:
        // a cell the generator moves by v leaves its class for the class (old class, v).
        let mut class = vec![0u32; self.cells()];
        let mut classes = 1u32;
        // The new class of (old class, v), keyed as old * 256 + v: a key for every nonzero
        // entry of every quiet pattern (some 33 million on a 512 x 512 board), where the
        // standard hasher took seconds.
        let mut split = KeyMap::default();
        for generator in self.generators.iter() {
            split.clear();
            for &(cell, value) in &generator.support {
                let old = class[cell as usize];
                let key = (u64::from(old) << 8) | u64::from(value);
                class[cell as usize] = *split.entry(key).or_insert_with(|| {
                    classes += 1;
                    classes as usize - 1
                }) as u32;
            }
        }
        // Groups in the order of their first cell.
        let mut index = KeyMap::default();
        let mut groups: Vec<(u8, Vec<usize>)> = Vec::new();
        let mut group_of = vec![0u32; self.cells()];
        for (cell, id) in class.iter().enumerate() {
            let group = *index.entry(u64::from(*id)).or_insert_with(|| {
                groups.push((self.states, Vec::new()));
                groups.len() - 1
            });
            group_of[cell] = group as u32;
            groups[group].1.push(cell);
        }
        // A group's column is its first cell's.
        for generator in self.generators.iter() {
            for &(cell, value) in &generator.support {
                let (step, cells) = &mut groups[group_of[cell as usize] as usize];
                if cells[0] == cell as usize {
                    *step = gcd(*step, value);
                }
            }
        }
        groups
    }

    /// A lower bound on every solution's press count: each group of cells that move together
    /// takes its best shift on its own. Exact for cells no quiet pattern touches.
    pub fn lower_bound(&self) -> u64 {
        if self.generators.is_empty() {
            // One solution, and no group to form: 100,000,000 cells in one group took 800 MB.
            return self.base.iter().map(|&p| p as u64).sum();
        }
        self.groups()
            .iter()
            .map(|(step, cells)| {
                (0..self.states)
                    .step_by(*step as usize)
                    .map(|shift| {
                        cells
                            .iter()
                            .map(|&cell| ((self.base[cell] + shift) % self.states) as u64)
                            .sum::<u64>()
                    })
                    .min()
                    .unwrap_or(0)
            })
            .sum()
    }
}

/// The greatest common divisor.
fn gcd(a: u8, b: u8) -> u8 {
    if b == 0 {
        a
    } else {
        gcd(b, a % b)
    }
}
