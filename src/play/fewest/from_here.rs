//! The fewest presses from the board on screen, so that the readout's count always describes
//! that board and agrees with Solve after the player has pressed. Every solution of the board
//! is the remaining presses of one solution plus a quiet pattern; when the quiet patterns are
//! few (a basis of prime N, and at most [`MAX_WORK`] to weigh them, as on 5 x 5 Lights Out's
//! four) all of them are weighed, exactly, and Hint and Solve use the lightest; else the
//! remaining presses are an honest upper bound.

use super::model::FewestCount;
use super::search::weight;
use crate::play::state::{less, Precomputation, State, Verdict};

/// The most work spent weighing solutions on the page after each press (sums of the basis
/// times cells times basis patterns): about a millisecond.
const MAX_WORK: u64 = 1 << 20;

/// The lightest of `base` plus every combination of `basis` (mod `states`).
fn lightest(base: &[u8], basis: &[Vec<u8>], states: u8) -> Vec<u8> {
    let mut coefficients = vec![0u8; basis.len()];
    let mut best = base.to_vec();
    let mut best_weight = weight(base);
    loop {
        // The next combination, as an odometer in base N.
        let Some(digit) = coefficients.iter().position(|&c| c + 1 < states) else {
            return best;
        };
        coefficients[..digit].iter_mut().for_each(|c| *c = 0);
        coefficients[digit] += 1;
        let presses: Vec<u8> = base
            .iter()
            .enumerate()
            .map(|(cell, &b)| {
                let quiet: u32 = basis
                    .iter()
                    .zip(&coefficients)
                    .map(|(pattern, &c)| pattern[cell] as u32 * c as u32)
                    .sum();
                ((b as u32 + quiet) % states as u32) as u8
            })
            .collect();
        let presses_weight = weight(&presses);
        if presses_weight < best_weight {
            (best, best_weight) = (presses, presses_weight);
        }
    }
}

impl State {
    /// Whether every solution of a board of this puzzle can be weighed on the page: the
    /// quiet patterns are a basis of prime N and weighing them all is at most [`MAX_WORK`].
    /// The patterns to weigh, when so.
    fn weighable(&self, cells: usize) -> Option<&[Vec<u8>]> {
        let Precomputation::Ready(facts) = &self.precomputation else {
            return None;
        };
        let work = (self.states() as u64)
            .checked_pow(facts.generators as u32)
            .and_then(|sums| sums.checked_mul((cells * facts.generators.max(1)) as u64));
        let exact = facts.rank.is_some()
            && facts.quiet_patterns.len() == facts.generators
            && work.is_some_and(|work| work <= MAX_WORK);
        exact.then_some(facts.quiet_patterns.as_slice())
    }

    /// The lightest solution that `solution` (of the board on screen) and the quiet patterns
    /// make, when there are few enough sums to weigh them all; `None` otherwise.
    pub(crate) fn lightest_of(&self, solution: &[u8]) -> Option<Vec<u8>> {
        let basis = self.weighable(solution.len())?;
        Some(lightest(solution, basis, self.states()))
    }

    /// The presses left of `solution` (of the start board) after the moves made, counted
    /// from the cells pressed alone: a press changes only its own cell's count, so after a
    /// press on a million-cell board this visits the moves, not the million cells.
    fn weight_still_to_press(&self, solution: &[u8]) -> u64 {
        let states = self.states();
        let mut pressed = self.game.moves[..self.game.position].to_vec();
        pressed.sort_unstable();
        pressed.dedup();
        pressed.iter().fold(weight(solution), |total, &cell| {
            let (x, p) = (solution[cell as usize], self.game.pressed[cell as usize]);
            total - x as u64 + less(x, p, states) as u64
        })
    }

    /// What is known of the fewest presses from the board on screen: the start board's count
    /// before the first move, after it the count of the board as it stands (exact when every
    /// solution could be weighed, else the presses Solve would mark, as a bound).
    pub fn fewest_now(&self) -> Option<FewestCount> {
        let start = self.fewest_count()?;
        if self.game.position == 0 {
            return Some(start);
        }
        let Verdict::Solvable(solution) = &self.verdict else {
            return None;
        };
        let basis = self.weighable(solution.len());
        let presses = match basis {
            // Quiet patterns to add: the lightest sum is worked out in full.
            Some(basis) if !basis.is_empty() => weight(&lightest(
                &self.still_to_press(solution),
                basis,
                self.states(),
            )),
            // The one solution, or a bound: the remaining presses.
            _ => self.weight_still_to_press(solution),
        };
        let proven = basis.is_some();
        Some(FewestCount {
            presses,
            proven,
            lower_bound: if proven { presses } else { 0 },
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_sum_of_the_basis_is_weighed() {
        // Over GF(2): 110 + 011 = 101; the lightest of {110, 011, 101, 000} from 110 is 0.
        let basis = vec![vec![1, 1, 0], vec![1, 0, 1]];
        assert_eq!(lightest(&[0, 1, 1], &basis, 2), [0, 0, 0]);
        assert_eq!(weight(&lightest(&[1, 1, 1], &basis, 2)), 1);
        // Mod 3, 2·(1,1) = (2,2): from (1,1) the lightest is (0,0).
        assert_eq!(lightest(&[1, 1], &[vec![1, 1]], 3), [0, 0]);
    }
}
