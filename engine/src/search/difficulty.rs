//! How hard a board is, by its fewest-press count relative to the largest count of its setup
//! (see [`crate::search::largest`]), and boards dealt by difficulty.
//!
//! A difficulty is a band of fewest-press counts. Easy, medium and hard boards are drawn
//! uniformly from the boards in their band by rejection, from two proposals: a uniform
//! solvable board, and (N = 2, small kernels) a uniform press vector of a weight in the band,
//! accepted with probability 1 / (its coset's vectors in the band) so that every board in the
//! band is equally likely. The first suits the common middle, the second the rare ends.
//!
//! The hardest boards are too rare to draw (one in millions on 17 x 17), so the hardest is
//! built from the largest count's witness, the presses of a board that needs them all: the
//! presses of each group of cells that every quiet pattern meets alike are shuffled among the
//! group's cells (which keeps every solution's press count), and the board is the goal minus
//! what they change.

use std::fmt;
use std::ops::RangeInclusive;
use std::str::FromStr;

use rand::seq::index::sample;
use rand::seq::SliceRandom;
use rand::Rng;

use crate::budget::{Budget, Progress};
use crate::error::EngineError;
use crate::model::board::{Board, Goal, Presses};
use crate::search::fewest::{Fewest, FewestSearch};
use crate::search::largest::Largest;
use crate::solve::coset::Coset;
use crate::solve::reduced::{Outcome, Reduced};

/// Largest kernel the band proposal walks for each try.
const MAX_KERNEL_FOR_BAND: u64 = 1 << 16;
/// Tries before a random board of a difficulty is given up as too rare.
pub const MAX_TRIES: u64 = 10_000;

/// How many presses a board needs, relative to the largest count of its setup.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Difficulty {
    Easy,
    Medium,
    Hard,
    Hardest,
}

impl Difficulty {
    pub const ALL: [Difficulty; 4] = [
        Difficulty::Easy,
        Difficulty::Medium,
        Difficulty::Hard,
        Difficulty::Hardest,
    ];

    pub fn name(self) -> &'static str {
        match self {
            Difficulty::Easy => "easy",
            Difficulty::Medium => "medium",
            Difficulty::Hard => "hard",
            Difficulty::Hardest => "hardest",
        }
    }

    /// The fewest-press counts of this difficulty. With L = `largest.lower` (the largest count
    /// when known), 1..L-1 is cut in thirds for easy, medium and hard, and hardest is L and
    /// above: on 5 x 5, 1-5, 6-10, 11-14 and 15. A board already at the goal is none of them.
    pub fn presses(self, largest: &Largest) -> RangeInclusive<u64> {
        let below = largest.lower.saturating_sub(1);
        let (easy, medium) = (below.div_ceil(3), (2 * below).div_ceil(3));
        match self {
            Difficulty::Easy => 1..=easy,
            Difficulty::Medium => easy + 1..=medium,
            Difficulty::Hard => medium + 1..=below,
            Difficulty::Hardest => largest.lower.max(1)..=largest.upper,
        }
    }
}

impl fmt::Display for Difficulty {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for Difficulty {
    type Err = EngineError;

    fn from_str(text: &str) -> Result<Self, Self::Err> {
        Self::ALL
            .into_iter()
            .find(|d| d.name() == text)
            .ok_or_else(|| {
                EngineError::new(format!(
                    "unknown difficulty {text:?}; allowed: easy, medium, hard, hardest"
                ))
            })
    }
}

impl Reduced {
    /// The board that `presses` take to the goal: goal - A·presses.
    pub fn board_solved_by(&self, presses: &Presses, goal: &Goal) -> Board {
        let states = self.states();
        let change = self.change(presses);
        let goal = goal.target(self.cells(), states);
        Board(
            goal.0
                .iter()
                .zip(&change.0)
                .map(|(&g, &c)| (g + states - c) % states)
                .collect(),
        )
    }

    /// A board of the given difficulty (see [`Difficulty::presses`]), with its fewest-press
    /// solution: the hardest built from `largest`'s witness (see the module notes), the others
    /// drawn uniformly from their band. Refused when the band is empty, when [`MAX_TRIES`]
    /// tries find no board in it, or when `budget` stops the tries or the search.
    pub fn random_with_difficulty_with_rng<R: Rng + ?Sized>(
        &self,
        goal: &Goal,
        difficulty: Difficulty,
        largest: &Largest,
        rng: &mut R,
        budget: &mut Budget,
    ) -> Result<(Board, Fewest), EngineError> {
        let band = difficulty.presses(largest);
        if band.is_empty() {
            return Err(EngineError::new(format!(
                "there are no {difficulty} boards on this setup: its hardest board needs {} press{}",
                largest.lower,
                if largest.lower == 1 { "" } else { "es" }
            )));
        }
        if difficulty == Difficulty::Hardest {
            return self.hardest_with_rng(goal, largest, rng, budget);
        }
        // Small kernels are walked whole for each try; that is also what the band proposal
        // needs, to count a coset's vectors in the band.
        let walkable = self
            .kernel_size()
            .to_u64()
            .filter(|&size| size <= MAX_KERNEL_FOR_BAND);
        // A try draws and solves a board, a chase of the whole board, before any search reports.
        let try_cost = (self.cells() + self.entries()) as u64;
        for attempt in 0..MAX_TRIES {
            let progress = |steps| Progress {
                done: attempt as f64 / MAX_TRIES as f64,
                steps,
                best: Some(attempt),
                bound: None,
            };
            if !budget.tick_costing(try_cost, progress) {
                break;
            }
            let band_proposal = walkable.is_some() && self.states() == 2 && attempt % 2 == 1;
            let (board, coset) = if band_proposal {
                let presses = weight_in_band(self.cells(), &band, rng);
                (
                    self.board_solved_by(&presses, goal),
                    Coset::new(self, &presses),
                )
            } else {
                let board = self.random_solvable_with_rng(goal, rng);
                let Outcome::Solvable(presses) = self.solve(&board, goal)? else {
                    unreachable!("a random solvable board can reach the goal")
                };
                (board, Coset::new(self, &presses))
            };
            let fewest = match walkable {
                Some(size) => {
                    if !budget.charge(size, progress) {
                        break;
                    }
                    let (fewest, in_band) = weigh(&coset, &band);
                    // The band proposal drew this board once for each of its vectors in the
                    // band; accepting with 1 / that many makes every board equally likely.
                    let accept = !band_proposal || rng.random_range(0..in_band.max(1)) == 0;
                    accept.then_some(fewest)
                }
                None => {
                    let mut search = FewestSearch::new(&coset);
                    while !search.is_finished() {
                        let taken = search.advance(budget.slice_costing(search.step_cost()));
                        if !budget.charge(taken, progress) {
                            break;
                        }
                    }
                    if !search.is_finished() {
                        break;
                    }
                    Some(search.best())
                }
            };
            if let Some(fewest) = fewest.filter(|f| band.contains(&f.press_count)) {
                return Ok((board, fewest));
            }
        }
        Err(if budget.stopped().is_some() {
            EngineError::stopped(format!(
                "the search for a {difficulty} board was stopped after {} steps",
                budget.spent()
            ))
        } else {
            EngineError::new(format!(
                "no {difficulty} board (fewest presses {}..={}) found in {MAX_TRIES} tries; on this setup such boards are too rare",
                band.start(),
                band.end()
            ))
        })
    }
    /// The hardest board, built from `largest.hardest` with each group's presses shuffled
    /// among its cells, and its fewest-press solution (proven minimal unless `budget` stopped
    /// the search first).
    fn hardest_with_rng<R: Rng + ?Sized>(
        &self,
        goal: &Goal,
        largest: &Largest,
        rng: &mut R,
        budget: &mut Budget,
    ) -> Result<(Board, Fewest), EngineError> {
        let mut presses = largest.hardest.clone();
        let kernel = Coset::new(self, &presses);
        for (_, cells) in kernel.groups() {
            let mut values: Vec<u8> = cells.iter().map(|&cell| presses.0[cell]).collect();
            values.shuffle(rng);
            for (&cell, value) in cells.iter().zip(values) {
                presses.0[cell] = value;
            }
        }
        let board = self.board_solved_by(&presses, goal);
        // The search's set-up keeps the deadline too; stopped there, the shuffled witness is
        // the answer, which needs the lower end as the witness does.
        let coset = Coset::new(self, &presses);
        let mut fewest = match FewestSearch::with_symmetries(&coset, &[], budget) {
            Some(mut search) => search.run(budget),
            None => Fewest::unsearched(presses),
        };
        // The witness's board needs at least the lower end, whatever the search proved.
        fewest.lower_bound = fewest.lower_bound.max(largest.lower);
        fewest.minimal = fewest.press_count == fewest.lower_bound;
        Ok((board, fewest))
    }
}

/// A uniform press vector with a press count in `band` (N = 2): the count w is drawn with
/// weight C(n, w), then w distinct cells.
fn weight_in_band<R: Rng + ?Sized>(
    cells: usize,
    band: &RangeInclusive<u64>,
    rng: &mut R,
) -> Presses {
    let top = (*band.end()).min(cells as u64) as usize;
    let bottom = (*band.start() as usize).min(top);
    // ln C(n, w) for w in the band, by the ratio of neighbours.
    let mut log_binomial = 0.0f64;
    let mut logs = Vec::with_capacity(top - bottom + 1);
    for w in 0..=top {
        if w >= bottom {
            logs.push(log_binomial);
        }
        log_binomial += ((cells - w) as f64).ln() - ((w + 1) as f64).ln();
    }
    let largest = logs.iter().copied().fold(f64::NEG_INFINITY, f64::max);
    let weights: Vec<f64> = logs.iter().map(|l| (l - largest).exp()).collect();
    let mut pick = rng.random::<f64>() * weights.iter().sum::<f64>();
    let mut weight = top;
    for (i, w) in weights.iter().enumerate() {
        if pick < *w {
            weight = bottom + i;
            break;
        }
        pick -= w;
    }
    let mut presses = vec![0u8; cells];
    for cell in sample(rng, cells, weight) {
        presses[cell] = 1;
    }
    Presses(presses)
}

/// Every solution in the coset weighed: the lightest, and how many have a press count in the
/// band.
fn weigh(coset: &Coset, band: &RangeInclusive<u64>) -> (Fewest, u64) {
    let mut odometer = coset.at(0);
    let mut in_band = 0u64;
    let mut lightest = (odometer.press_count(), odometer.presses().to_vec());
    loop {
        in_band += band.contains(&odometer.press_count()) as u64;
        if odometer.press_count() < lightest.0 {
            lightest = (odometer.press_count(), odometer.presses().to_vec());
        }
        if !coset.advance(&mut odometer) {
            break;
        }
    }
    let fewest = Fewest {
        presses: Presses(lightest.1),
        press_count: lightest.0,
        minimal: true,
        lower_bound: lightest.0,
        steps: coset.size().unwrap_or(u64::MAX),
    };
    (fewest, in_band)
}
