//! The lookup table of light chasing: which presses in the free cells clear which residual
//! lights.
//!
//! After one chase only the residual cells can be lit (the last row on a plain rectangle).
//! Pressing a free cell (a cell of the first row) and chasing again adds a fixed pattern to
//! the residual cells: the columns of the residual system (seed 002, section 2.4, lists them
//! for 5 x 5 as the equations a_1 + x_2 + x_3 + x_5 = 0, ...). Read the other way round they
//! make the table players learn by heart: "bottom row lit like this, press these in the top
//! row, chase again".

use crate::budget::Budget;
use crate::error::EngineError;
use crate::solve::reduced::Reduced;

/// Most rows a lookup table lists: beyond this (N^free presses to try) the table is given by
/// its columns only.
pub const MAX_LOOKUP_ROWS: usize = 4096;

/// Most free presses for which the columns are listed (a residual system larger than this is
/// no table for a person).
pub const MAX_LOOKUP_FREE: usize = 64;

/// The free cells, the residual cells and what each free press does to the residual cells.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Lookup {
    states: u8,
    free_cells: Vec<usize>,
    residual_cells: Vec<usize>,
    /// `effects[j][i]`: what one press of free cell j, chased, adds to residual cell i.
    effects: Vec<Vec<u8>>,
}

/// One line of the lookup table: residual lights and the fewest free presses that clear them.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LookupRow {
    /// The residual cells' lights (board minus goal, mod N), in residual-cell order.
    pub lights: Vec<u8>,
    /// Press counts for the free cells, in free-cell order.
    pub presses: Vec<u8>,
}

impl Lookup {
    /// The lookup of `reduced`'s chase. Refused when the chase leaves more than
    /// [`MAX_LOOKUP_FREE`] free presses.
    ///
    /// ```
    /// use lights_lab_engine::{Lookup, Puzzle, Reduced};
    /// // 5 x 5: pressing the first cell of the top row and chasing lights the bottom row's
    /// // cells 2, 3 and 5 (seed 002: a_2 + x_1 + ..., a_3 + x_1 + ..., a_5 + x_1 + ...).
    /// let lookup = Lookup::new(&Reduced::new(&Puzzle::lights_out(5, 5)?)?)?;
    /// assert_eq!(lookup.free_cells(), &[0, 1, 2, 3, 4]);
    /// assert_eq!(lookup.effect(0), &[0, 1, 1, 0, 1]);
    /// # Ok::<(), lights_lab_engine::EngineError>(())
    /// ```
    pub fn new(reduced: &Reduced) -> Result<Self, EngineError> {
        let chase = reduced.chase()?;
        let f = chase.free_count();
        if f > MAX_LOOKUP_FREE {
            return Err(EngineError::too_large(
                "free presses",
                MAX_LOOKUP_FREE as u64,
                format!(
                    "the chase leaves {f} free presses; a lookup table is drawn for at most {MAX_LOOKUP_FREE}"
                ),
            ));
        }
        let states = reduced.states();
        let matrix = chase
            .residual_matrix_mod(reduced.reached_by()?, states, &mut Budget::unlimited())
            .expect("an unlimited budget never stops");
        let effects = (0..f)
            .map(|j| (0..f).map(|i| matrix[i * f + j]).collect())
            .collect();
        Ok(Self {
            states,
            free_cells: chase.free_presses().iter().map(|&p| p as usize).collect(),
            residual_cells: chase
                .visits()
                .filter(|(_, press)| press.is_none())
                .map(|(cell, _)| cell)
                .collect(),
            effects,
        })
    }

    /// The cells whose presses the chase leaves free (the first row on a plain rectangle).
    pub fn free_cells(&self) -> &[usize] {
        &self.free_cells
    }

    /// The cells left lit after a chase (the last row on a plain rectangle).
    pub fn residual_cells(&self) -> &[usize] {
        &self.residual_cells
    }

    /// What one press of free cell number `j` adds to each residual cell once chased.
    pub fn effect(&self, j: usize) -> &[u8] {
        &self.effects[j]
    }

    /// What the free presses `presses` add to the residual cells once chased.
    pub fn lights_of(&self, presses: &[u8]) -> Vec<u8> {
        let n = self.states as u32;
        (0..self.residual_cells.len())
            .map(|i| {
                let sum: u32 = presses
                    .iter()
                    .zip(&self.effects)
                    .map(|(&count, effect)| count as u32 * effect[i] as u32)
                    .sum();
                (sum % n) as u8
            })
            .collect()
    }

    /// The table a person reads: every residual pattern that some free presses clear (the
    /// dark one left out), with the fewest pressed cells that do it (ties: the first in
    /// counting order), sorted by pattern. `None` when there are more than
    /// [`MAX_LOOKUP_ROWS`] press choices to try.
    pub fn rows(&self) -> Option<Vec<LookupRow>> {
        let f = self.free_cells.len();
        let n = self.states as usize;
        let choices = (0..f).try_fold(1usize, |total, _| {
            total.checked_mul(n).filter(|&t| t <= MAX_LOOKUP_ROWS)
        })?;
        // Each pattern's place in counting order, its first light the most significant digit:
        // there are as many residual cells as free ones, so as many patterns as choices, and a
        // list indexed by place holds the rows in order with no map and no sort.
        let patterns = (n.checked_pow(self.residual_cells.len() as u32))
            .filter(|&patterns| patterns <= MAX_LOOKUP_ROWS)?;
        let place = |lights: &[u8]| lights.iter().fold(0, |place, &l| place * n + l as usize);
        let mut best: Vec<Option<LookupRow>> = vec![None; patterns];
        let mut presses = vec![0u8; f];
        for _ in 0..choices {
            // A press clears the lights it would add negated: lights + added = 0.
            let lights: Vec<u8> = self
                .lights_of(&presses)
                .iter()
                .map(|&added| ((n - added as usize) % n) as u8)
                .collect();
            let weight = |p: &[u8]| p.iter().filter(|&&c| c != 0).count();
            let at = place(&lights);
            match &best[at] {
                // The dark pattern, at place 0, is left out.
                _ if at == 0 => {}
                Some(row) if weight(&presses) >= weight(&row.presses) => {}
                _ => {
                    best[at] = Some(LookupRow {
                        lights,
                        presses: presses.clone(),
                    })
                }
            }
            // The next press vector, counting in base N with the first free cell fastest.
            for count in presses.iter_mut() {
                *count = (*count + 1) % self.states;
                if *count != 0 {
                    break;
                }
            }
        }
        Some(best.into_iter().flatten().collect())
    }
}
