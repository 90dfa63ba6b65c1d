//! The lit-only rule: only a cell whose state is not 0 may be pressed. This is seed 002's
//! lit-only game and the lit-only SIGMA and SIGMA+ games it cites; the original Flip forbade
//! pressing a lit square and asked for every square lit, which is the same game with lit and
//! dark swapped.
//!
//! Under the rule presses no longer commute and cannot always be taken back, so linear algebra
//! gives only a necessary condition (a board the free game cannot solve stays unsolvable).
//! Reachability itself is decided by a breadth-first search over boards, backward from the
//! goal: the first time the search meets the board, the press that led there is a lit cell on
//! a shortest way to the goal. Boards are numbers in base N, so the search keeps three bitsets
//! of N^n bits and is offered only while N^n <= 2^25 (25 cells for N = 2, 4 MiB a bitset).

use std::fmt;

use super::board::{Board, Goal};
use super::error::EngineError;
use super::move_matrix::MoveMatrix;
use super::reduced::{Outcome, Reduced};
use super::search::{Budget, Progress};

/// The most boards (N^n) the exact search visits.
pub const MAX_BOARDS: u64 = 1 << 25;

/// What the lit-only rule allows from one board.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum LitOnly {
    /// The board is the goal.
    AtGoal,
    /// The goal can be reached; `presses` is the fewest lit presses that do it, and `hint` is
    /// a lit cell whose press begins such a shortest way.
    Reachable { hint: usize, presses: usize },
    /// No sequence of lit presses reaches the goal.
    Unreachable(Unreachable),
    /// Not decided.
    Unknown(Unknown),
}

/// How unreachability was shown.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Unreachable {
    /// No cell is lit, so nothing may be pressed.
    NothingLit,
    /// Even pressing any cell at all cannot reach the goal.
    UnsolvableWithoutTheRule,
    /// The exact search met every board that can reach the goal, and this is not one.
    Searched,
}

/// Why reachability was left open.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Unknown {
    /// N^n is above [`MAX_BOARDS`], so the exact search is not offered.
    TooManyBoards { cells: usize, states: u8 },
    /// The budget ran out, or its callback stopped the search.
    Stopped,
}

impl fmt::Display for LitOnly {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            LitOnly::AtGoal => write!(f, "the board is at the goal"),
            LitOnly::Reachable { hint, presses } => write!(
                f,
                "the goal can be reached in {presses} lit presses; press cell {hint} first"
            ),
            LitOnly::Unreachable(Unreachable::NothingLit) => {
                write!(f, "no cell is lit, so no press is allowed")
            }
            LitOnly::Unreachable(Unreachable::UnsolvableWithoutTheRule) => write!(
                f,
                "the goal cannot be reached even without the lit-only rule"
            ),
            LitOnly::Unreachable(Unreachable::Searched) => write!(
                f,
                "no sequence of lit presses reaches the goal (searched every board that can)"
            ),
            LitOnly::Unknown(Unknown::TooManyBoards { cells, states }) => write!(
                f,
                "not known: the exact search covers boards with N^n <= 2^25 (25 cells for N = 2); this one has {states}^{cells}"
            ),
            LitOnly::Unknown(Unknown::Stopped) => {
                write!(f, "not known: the search was stopped before it finished")
            }
        }
    }
}

/// Decides whether the goal can be reached from `board` pressing only lit cells, and which lit
/// cell to press next. A step is one board taken from the search's frontier; when `budget`
/// stops the search the answer is unknown.
pub fn analyze(
    reduced: &Reduced,
    board: &Board,
    goal: &Goal,
    budget: &mut Budget,
) -> Result<LitOnly, EngineError> {
    reduced.check_board(board)?;
    let (cells, states) = (reduced.cells(), reduced.states());
    let target = goal.target(cells, states);
    reduced
        .check_board(&target)
        .map_err(|e| EngineError::new(format!("goal: {e}")))?;
    if board == &target {
        return Ok(LitOnly::AtGoal);
    }
    if board.0.iter().all(|&state| state == 0) {
        return Ok(LitOnly::Unreachable(Unreachable::NothingLit));
    }
    if let Outcome::Unsolvable(_) = reduced.solve(board, goal)? {
        return Ok(LitOnly::Unreachable(Unreachable::UnsolvableWithoutTheRule));
    }
    let boards = (states as u64)
        .checked_pow(cells as u32)
        .filter(|&boards| boards <= MAX_BOARDS);
    let Some(boards) = boards else {
        return Ok(LitOnly::Unknown(Unknown::TooManyBoards { cells, states }));
    };
    let encode = |values: &[u8]| {
        values
            .iter()
            .rev()
            .fold(0u32, |code, &v| code * states as u32 + v as u32)
    };
    let (start, goal) = (encode(&board.0), encode(&target.0));
    let found = if states == 2 {
        search(
            &Masks::new(reduced.move_matrix()),
            boards,
            start,
            goal,
            budget,
        )
    } else {
        let digits = Digits::new(reduced.move_matrix(), states);
        search(&digits, boards, start, goal, budget)
    };
    Ok(match found {
        Found::Start { press, distance } => LitOnly::Reachable {
            hint: press,
            presses: distance,
        },
        Found::Nothing => LitOnly::Unreachable(Unreachable::Searched),
        Found::Stopped => LitOnly::Unknown(Unknown::Stopped),
    })
}

/// The boards one lit press leads from, read backward: the search walks from the goal.
trait Backward {
    /// The number of cells (and presses).
    fn cells(&self) -> usize;
    /// The board from which pressing `press` gives `board`, if `press` is lit on it.
    fn before(&self, board: u32, press: usize) -> Option<u32>;
}

/// N = 2: a board is a bit per cell and a press flips a mask.
struct Masks(Vec<u32>);

impl Masks {
    fn new(matrix: &MoveMatrix) -> Self {
        Self(
            (0..matrix.cells())
                .map(|press| matrix.reach(press).iter().fold(0, |m, &c| m | 1 << c))
                .collect(),
        )
    }
}

impl Backward for Masks {
    fn cells(&self) -> usize {
        self.0.len()
    }

    fn before(&self, board: u32, press: usize) -> Option<u32> {
        let before = board ^ self.0[press];
        (before >> press & 1 == 1).then_some(before)
    }
}

/// N > 2: a board is a number in base N, cell i its digit of weight N^i.
struct Digits {
    reach: Vec<Vec<u32>>,
    powers: Vec<u32>,
    states: u32,
}

impl Digits {
    fn new(matrix: &MoveMatrix, states: u8) -> Self {
        let powers = (0..matrix.cells())
            .scan(1u32, |power, _| {
                let this = *power;
                *power = power.saturating_mul(states as u32);
                Some(this)
            })
            .collect();
        Self {
            reach: (0..matrix.cells())
                .map(|press| matrix.reach(press).to_vec())
                .collect(),
            powers,
            states: states as u32,
        }
    }

    fn digit(&self, board: u32, cell: usize) -> u32 {
        board / self.powers[cell] % self.states
    }
}

impl Backward for Digits {
    fn cells(&self) -> usize {
        self.reach.len()
    }

    fn before(&self, board: u32, press: usize) -> Option<u32> {
        let before = self.reach[press].iter().fold(board, |b, &cell| {
            let power = self.powers[cell as usize];
            if self.digit(b, cell as usize) == 0 {
                b + (self.states - 1) * power
            } else {
                b - power
            }
        });
        (self.digit(before, press) != 0).then_some(before)
    }
}

/// A bitset over the `boards` board numbers.
struct Bits(Vec<u64>);

impl Bits {
    fn new(boards: u64) -> Self {
        Self(vec![0; boards.div_ceil(64) as usize])
    }

    /// Sets the bit; returns whether it was clear.
    fn insert(&mut self, board: u32) -> bool {
        let (word, bit) = (board as usize / 64, board % 64);
        let clear = self.0[word] >> bit & 1 == 0;
        self.0[word] |= 1 << bit;
        clear
    }

    fn ones(&self) -> impl Iterator<Item = u32> + '_ {
        self.0.iter().enumerate().flat_map(|(index, &word)| {
            let mut rest = word;
            std::iter::from_fn(move || {
                (rest != 0).then(|| {
                    let bit = rest.trailing_zeros();
                    rest &= rest - 1;
                    index as u32 * 64 + bit
                })
            })
        })
    }

    fn clear(&mut self) {
        self.0.fill(0);
    }
}

/// How the backward search ended.
enum Found {
    /// It met the start `distance` presses from the goal, coming back through `press`.
    Start { press: usize, distance: usize },
    /// Every board that can reach the goal was seen, and the start is not one.
    Nothing,
    /// The budget stopped it.
    Stopped,
}

/// Breadth-first search backward from `goal`, a layer at a time, until `start` is met. Each
/// layer is a bitset, so memory stays at three bitsets however wide a layer is.
fn search(moves: &impl Backward, boards: u64, start: u32, goal: u32, budget: &mut Budget) -> Found {
    let mut seen = Bits::new(boards);
    let mut layer = Bits::new(boards);
    let mut next = Bits::new(boards);
    seen.insert(goal);
    layer.insert(goal);
    let mut seen_count = 1u64;
    for distance in 1.. {
        let mut grew = false;
        for board in layer.ones() {
            // The share of all boards seen: those that can reach the goal are fewer.
            let done = seen_count as f64 / boards as f64;
            let progress = |steps| Progress {
                done,
                steps,
                best: None,
            };
            if !budget.tick(progress) {
                return Found::Stopped;
            }
            for press in 0..moves.cells() {
                if let Some(before) = moves.before(board, press) {
                    if seen.insert(before) {
                        if before == start {
                            return Found::Start { press, distance };
                        }
                        seen_count += 1;
                        next.insert(before);
                        grew = true;
                    }
                }
            }
        }
        if !grew {
            break;
        }
        std::mem::swap(&mut layer, &mut next);
        next.clear();
    }
    Found::Nothing
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Puzzle;

    #[test]
    fn one_lit_corner_of_a_single_cell_is_one_press_away() {
        let reduced = Reduced::new(&Puzzle::lights_out(1, 1).unwrap()).unwrap();
        let answer = analyze(
            &reduced,
            &Board(vec![1]),
            &Goal::Off,
            &mut Budget::unlimited(),
        )
        .unwrap();
        assert_eq!(
            answer,
            LitOnly::Reachable {
                hint: 0,
                presses: 1
            }
        );
    }

    #[test]
    fn a_dark_board_cannot_move_toward_all_lights() {
        let reduced = Reduced::new(&Puzzle::lights_out(2, 2).unwrap()).unwrap();
        let answer = analyze(
            &reduced,
            &Board(vec![0; 4]),
            &Goal::On,
            &mut Budget::unlimited(),
        )
        .unwrap();
        assert_eq!(answer, LitOnly::Unreachable(Unreachable::NothingLit));
    }

    #[test]
    fn three_states_walk_digits_backward() {
        let matrix = MoveMatrix::build(2, |press, out| out.extend([0, press as u32]));
        let digits = Digits::new(&matrix, 3);
        // Board (cell 0, cell 1) = (0, 2) is 0 + 2 * 3 = 6. Press 1 reaches cells 0 and 1, so
        // before it the board was (2, 1) = 5, on which cell 1 is lit.
        assert_eq!(digits.before(6, 1), Some(5));
        // Press 0 reaches only cell 0: before it the board was (2, 2), and cell 0 is lit.
        assert_eq!(digits.before(6, 0), Some(8));
        // From (1, 0), press 0 leaves (0, 0): cell 0 dark, so that press was not allowed.
        assert_eq!(digits.before(1, 0), None);
    }
}
