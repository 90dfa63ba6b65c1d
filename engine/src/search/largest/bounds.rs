//! What is known of the largest fewest-press count before or beside a search: the count (or
//! its range) with a board that needs it, the averaging bound from above, and the half-pressed
//! board that the fallback and the search for N > 2 start from. Apart from the searches, so
//! that each of them can return a [`Largest`] without importing the module that runs them.

use crate::model::board::Presses;
#[cfg(doc)]
use crate::solve::reduced::Reduced;

/// The largest fewest-press count of a setup, or the range it is known to lie in.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Largest {
    /// Some board needs at least this many presses ([`Largest::hardest`] does).
    pub lower: u64,
    /// No board needs more.
    pub upper: u64,
    /// Presses whose board (see [`Reduced::board_solved_by`]) needs at least `lower` presses,
    /// exactly `lower` when the count is settled.
    pub hardest: Presses,
}

impl Largest {
    /// The largest fewest-press count, when it is known exactly.
    pub fn exact(&self) -> Option<u64> {
        (self.lower == self.upper).then_some(self.lower)
    }
}

/// The averaging bound, with the parity refinement for N = 2 (see the module notes).
pub(super) fn upper_bound(groups: &[(u8, Vec<usize>)], states: u8) -> u64 {
    let n = states as u64;
    let untouched = groups
        .iter()
        .filter(|(step, _)| *step == states)
        .map(|(_, cells)| cells.len() as u64)
        .sum::<u64>();
    // Twice the largest average of a touched cell: shifts by multiples of g reach a best
    // residue of g - 1, then average (n - g) / 2 on top.
    let twice_average: u64 = groups
        .iter()
        .filter(|(step, _)| *step != states)
        .map(|(step, cells)| (*step as u64 + n - 2) * cells.len() as u64)
        .sum();
    let odd_group = groups
        .iter()
        .any(|(step, cells)| *step != states && cells.len() % 2 == 1);
    let refinement = (states == 2 && odd_group) as u64;
    untouched * (n - 1) + (twice_average - refinement.min(twice_average)) / 2
}

/// A press vector that spreads each group's cells evenly over the values and puts N - 1 on
/// the untouched cells.
pub(super) fn balanced(groups: &[(u8, Vec<usize>)], cells: usize, states: u8) -> Vec<u8> {
    let mut presses = vec![0u8; cells];
    for (step, members) in groups {
        for (i, &cell) in members.iter().enumerate() {
            presses[cell] = if *step == states {
                states - 1
            } else {
                ((i * states as usize + states as usize / 2) / members.len()) as u8
            };
        }
    }
    presses
}
