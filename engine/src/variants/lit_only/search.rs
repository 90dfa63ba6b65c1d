//! The exact lit-only search as a value that can stop at any board and go on later.
//!
//! The backward breadth-first search from the goal does not depend on the start board, so
//! one search per puzzle and goal answers every board: each board it meets gets its distance
//! to the goal in a table, and a board in the table is decided at once. A caller that must
//! stay responsive (the page) runs it a slice at a time and keeps it between Hints.
//!
//! Measured natively (release, on a shared two-core machine): the whole table of 5 x 5 Lights
//! Out, N = 2, takes about 0.5 s (0.48 to 0.64 s) for the goal all off. It meets every one of
//! the 2^23 solvable boards, the deepest 4 of them 20 lit presses away (the free game needs
//! at most 15), and the middle layers hold over a million boards each. For the goal all on it
//! ends at once (5 ms, depth 0): a Lights Out press flips its own cell, so the cell pressed
//! last is dark and no lit press leads to every light on.

use super::answer::{
    answer_without_search, board_count, LitOnly, Unknown, Unreachable, MAX_BOARDS,
};
use super::distances::Distances;
use super::lit_presses::LitPresses;
use crate::algebra::bits::Bits;
use crate::budget::{Budget, Progress};
use crate::error::EngineError;
use crate::model::board::{Board, Goal};
use crate::solve::reduced::Reduced;

/// A breadth-first search backward from the goal over every board, under the lit-only rule.
///
/// Boards are numbers in base N (cell i the digit of weight N^i). Memory is the distance
/// table (a byte a board, widened only if a layer lies deeper than a byte counts) and three
/// bitsets (met, this layer, the next): about 44 MiB at the largest, 2^25 boards.
/// [`LitOnlySearch::new`] refuses more boards before allocating anything.
#[derive(Debug)]
pub struct LitOnlySearch {
    presses: LitPresses,
    states: u8,
    goal: u32,
    boards: u32,
    /// Boards the free game cannot solve. The search never meets them, and they are known
    /// to be unreachable from the start, so they count as settled.
    unsolvable: u64,
    distances: Distances,
    /// Every board met, the next layer's included.
    seen: Bits,
    /// The boards `distance` presses from the goal whose predecessors are still to be found.
    layer: Bits,
    /// The boards `distance + 1` presses from the goal found so far.
    next: Bits,
    distance: u32,
    /// The word of `layer` where the search goes on: every word before it is done (zero).
    cursor: usize,
    /// Boards met, the goal included.
    met: u64,
    finished: bool,
}

impl LitOnlySearch {
    /// A search toward `goal`, with only the goal met. Refuses a goal that does not fit the
    /// puzzle, and a puzzle of more than [`super::answer::MAX_BOARDS`] boards.
    pub fn new(reduced: &Reduced, goal: &Goal) -> Result<Self, EngineError> {
        let (cells, states) = (reduced.cells(), reduced.states());
        let target = goal.target(cells, states);
        target
            .check(cells, states)
            .map_err(|e| EngineError::new(format!("goal: {e}")))?;
        let boards = board_count(cells, states).ok_or_else(|| {
            EngineError::too_large(
                "boards",
                MAX_BOARDS,
                format!(
                    "the lit-only search covers at most 2^25 boards (N^n), this puzzle has \
                     {states}^{cells}"
                ),
            )
        })?;
        let solvable = reduced
            .solvable_boards()
            .to_u64()
            .expect("at most N^n boards are solvable, and N^n fits");
        let goal = encode(&target.0, states);
        let mut search = Self {
            presses: LitPresses::new(reduced.move_matrix()?, states),
            states,
            goal,
            boards,
            unsolvable: boards as u64 - solvable,
            distances: Distances::new(boards),
            seen: Bits::new(boards),
            layer: Bits::new(boards),
            next: Bits::new(boards),
            distance: 0,
            cursor: 0,
            met: 1,
            finished: false,
        };
        search.distances.set(goal, 0);
        search.seen.insert(goal);
        search.layer.insert(goal);
        Ok(search)
    }

    /// Searches on until every board that can reach the goal is met, or `budget` stops it;
    /// true once the search is finished. A step is one board whose predecessors are found.
    pub fn run(&mut self, budget: &mut Budget) -> bool {
        self.expand(budget, None);
        self.finished
    }

    /// Searches on until `board` is decided (or `budget` stops the search), then answers for
    /// it as [`LitOnlySearch::answer`] does.
    pub fn run_until_decided(
        &mut self,
        board: &Board,
        budget: &mut Budget,
    ) -> Result<LitOnly, EngineError> {
        let code = self.code(board)?;
        if self.distance_of(code).is_none() {
            self.expand(budget, Some(code));
        }
        Ok(self.answer_for(code))
    }

    /// What the rule allows from `board`, as far as the search has got: at the goal,
    /// reachable (with the lowest lit cell whose press leads one press nearer), unreachable
    /// once the search is finished without meeting it, else not known yet
    /// ([`Unknown::Stopped`]). Cheaper answers that need no search are
    /// [`answer_without_search`]'s.
    pub fn answer(&self, board: &Board) -> Result<LitOnly, EngineError> {
        Ok(self.answer_for(self.code(board)?))
    }

    /// Whether every board that can reach the goal has been met.
    pub fn is_finished(&self) -> bool {
        self.finished
    }

    /// The share of all boards whose answer is settled, 0.0..=1.0: those met, and those the
    /// free game already cannot solve. The rest are settled (unreachable) when the search
    /// finishes, so the share then jumps to 1.
    pub fn done(&self) -> f64 {
        if self.finished {
            1.0
        } else {
            share(self.met, self.unsolvable, self.boards)
        }
    }

    /// How many boards can reach the goal under the rule (the goal included), once the
    /// search is finished.
    pub fn reachable(&self) -> Option<u64> {
        self.finished.then_some(self.met)
    }

    /// The most lit presses any board needs to reach the goal, once the search is finished.
    pub fn depth(&self) -> Option<usize> {
        self.finished.then_some(self.distance as usize)
    }

    fn code(&self, board: &Board) -> Result<u32, EngineError> {
        board.check(self.presses.cells(), self.states)?;
        Ok(encode(&board.0, self.states))
    }

    fn distance_of(&self, board: u32) -> Option<u32> {
        self.distances
            .get(board)
            .or_else(|| self.next.contains(board).then_some(self.distance + 1))
    }

    fn answer_for(&self, board: u32) -> LitOnly {
        if board == self.goal {
            return LitOnly::AtGoal;
        }
        match self.distance_of(board) {
            // Every board nearer than `board` is in the table already: layers are finished
            // in order, and `board` is at most one layer beyond the last finished one.
            Some(presses) => {
                let hint = (0..self.presses.cells())
                    .find(|&press| {
                        self.presses
                            .after(board, press)
                            .is_some_and(|after| self.distance_of(after) == Some(presses - 1))
                    })
                    .expect("a board the search met has a lit press one press nearer");
                LitOnly::Reachable {
                    hint,
                    presses: presses as usize,
                }
            }
            None if self.finished => LitOnly::Unreachable(Unreachable::Searched),
            None => LitOnly::Unknown(Unknown::Stopped),
        }
    }

    /// Layer after layer until the search is finished, `until` is met or `budget` stops it.
    fn expand(&mut self, budget: &mut Budget, until: Option<u32>) {
        while !self.finished {
            if !self.expand_layer(budget, until) {
                return;
            }
            self.finish_layer();
        }
    }

    /// Finds the predecessors of the rest of the current layer, board by board; false when
    /// it stopped first (`budget` ran out, or `until` was met), with the cursor on the first
    /// board not done.
    fn expand_layer(&mut self, budget: &mut Budget, until: Option<u32>) -> bool {
        let (boards, unsolvable) = (self.boards, self.unsolvable);
        let Self {
            presses,
            seen,
            layer,
            next,
            cursor,
            met,
            ..
        } = self;
        while let Some(&word) = layer.0.get(*cursor) {
            let mut rest = word;
            while rest != 0 {
                let met_now = *met;
                let progress = |steps| Progress {
                    done: share(met_now, unsolvable, boards),
                    steps,
                    best: None,
                    bound: None,
                };
                // Each press of the board is tried backward.
                if !budget.tick_costing(presses.cells() as u64, progress) {
                    layer.0[*cursor] = rest;
                    return false;
                }
                let board = *cursor as u32 * 64 + rest.trailing_zeros();
                rest &= rest - 1;
                let mut found = false;
                presses.each_before(board, |before| {
                    if seen.insert(before) {
                        next.insert(before);
                        *met += 1;
                        found |= until == Some(before);
                    }
                });
                if found {
                    layer.0[*cursor] = rest;
                    return false;
                }
            }
            layer.0[*cursor] = 0;
            *cursor += 1;
        }
        true
    }

    /// The layer is done: the next one gets its distances and becomes current, or, empty,
    /// finishes the search.
    fn finish_layer(&mut self) {
        if self.next.is_empty() {
            self.finished = true;
            return;
        }
        self.distance += 1;
        for board in self.next.ones() {
            self.distances.set(board, self.distance);
        }
        // The finished layer is all zero: it becomes the empty next one.
        std::mem::swap(&mut self.layer, &mut self.next);
        self.cursor = 0;
    }
}

/// The share of `boards` settled when `met` are met and `unsolvable` ruled out.
fn share(met: u64, unsolvable: u64, boards: u32) -> f64 {
    (met + unsolvable) as f64 / boards as f64
}

/// The board's number: its values as digits in base N, cell 0 the lowest.
fn encode(values: &[u8], states: u8) -> u32 {
    values
        .iter()
        .rev()
        .fold(0u32, |code, &v| code * states as u32 + v as u32)
}
/// Decides whether the goal can be reached from `board` pressing only lit cells, and which lit
/// cell to press next: [`answer_without_search`], else a [`LitOnlySearch`] run until the board
/// is decided. A step is one board whose predecessors are found; when `budget` stops the
/// search the answer is unknown. To answer many boards of one puzzle, keep the search.
///
/// ```
/// use lights_lab_engine::lit_only::{analyze, LitOnly};
/// use lights_lab_engine::{Board, Budget, Goal, Puzzle, Reduced};
/// // On 1 x 1 the one lit cell may be pressed, and that press wins.
/// let reduced = Reduced::new(&Puzzle::lights_out(1, 1)?)?;
/// let answer = analyze(&reduced, &Board(vec![1]), &Goal::Off, &mut Budget::unlimited())?;
/// assert_eq!(answer, LitOnly::Reachable { hint: 0, presses: 1 });
/// # Ok::<(), lights_lab_engine::EngineError>(())
/// ```
pub fn analyze(
    reduced: &Reduced,
    board: &Board,
    goal: &Goal,
    budget: &mut Budget,
) -> Result<LitOnly, EngineError> {
    if let Some(answer) = answer_without_search(reduced, board, goal)? {
        return Ok(answer);
    }
    LitOnlySearch::new(reduced, goal)?.run_until_decided(board, budget)
}
