//! Lit presses on boards numbered in base N (cell i is the digit of weight N^i), both ways:
//! the search walks backward from the goal, a hint steps forward.

use crate::model::move_matrix::MoveMatrix;

/// The lit presses of one puzzle.
#[derive(Debug)]
pub(super) enum LitPresses {
    /// N = 2: a board is a bit per cell and a press flips a mask.
    Masks {
        masks: Vec<u32>,
        /// The cells whose own press flips them: before such a press the cell is lit exactly
        /// when it is dark after it, so the presses that can lead to a board are the set bits
        /// of `board ^ pressed_self`, found without trying every press.
        pressed_self: u32,
    },
    /// N > 2: a board is a number in base N.
    Digits(Digits),
}

impl LitPresses {
    pub(super) fn new(matrix: &MoveMatrix, states: u8) -> Self {
        if states > 2 {
            return LitPresses::Digits(Digits::new(matrix, states));
        }
        let masks: Vec<u32> = (0..matrix.cells())
            .map(|press| matrix.reach(press).iter().fold(0, |m, &c| m | 1 << c))
            .collect();
        let pressed_self = (0..masks.len()).fold(0, |m, p| m | (masks[p] & 1 << p));
        LitPresses::Masks {
            masks,
            pressed_self,
        }
    }

    /// The number of cells (and presses).
    pub(super) fn cells(&self) -> usize {
        match self {
            LitPresses::Masks { masks, .. } => masks.len(),
            LitPresses::Digits(digits) => digits.reach.len(),
        }
    }

    /// Calls `visit` with every board from which one lit press gives `board`, once for each
    /// such press.
    pub(super) fn each_before(&self, board: u32, mut visit: impl FnMut(u32)) {
        match self {
            LitPresses::Masks {
                masks,
                pressed_self,
            } => {
                let mut presses = board ^ pressed_self;
                // Bits above the last cell are 0 on every board and in `pressed_self`.
                while presses != 0 {
                    let press = presses.trailing_zeros() as usize;
                    presses &= presses - 1;
                    visit(board ^ masks[press]);
                }
            }
            LitPresses::Digits(digits) => {
                for press in 0..digits.reach.len() {
                    if let Some(before) = digits.before(board, press) {
                        visit(before);
                    }
                }
            }
        }
    }

    /// The board pressing `press` gives, if `press` is lit on `board`.
    pub(super) fn after(&self, board: u32, press: usize) -> Option<u32> {
        match self {
            LitPresses::Masks { masks, .. } => {
                (board >> press & 1 == 1).then(|| board ^ masks[press])
            }
            LitPresses::Digits(digits) => digits.after(board, press),
        }
    }
}

/// N > 2: each cell a press reaches goes up by 1 mod N.
#[derive(Debug)]
pub(super) struct Digits {
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

    /// `board` with each cell `press` reaches moved by `step` (1 or N - 1) mod N.
    fn moved(&self, board: u32, press: usize, step: u32) -> u32 {
        self.reach[press].iter().fold(board, |b, &cell| {
            let power = self.powers[cell as usize];
            let digit = self.digit(b, cell as usize);
            b - digit * power + (digit + step) % self.states * power
        })
    }

    /// The board from which pressing `press` gives `board`, if `press` is lit on it.
    pub(super) fn before(&self, board: u32, press: usize) -> Option<u32> {
        let before = self.moved(board, press, self.states - 1);
        (self.digit(before, press) != 0).then_some(before)
    }

    fn after(&self, board: u32, press: usize) -> Option<u32> {
        (self.digit(board, press) != 0).then(|| self.moved(board, press, 1))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn three_states_walk_digits_both_ways() {
        let matrix = MoveMatrix::build(2, |press, out| out.extend([0, press as u32]));
        let LitPresses::Digits(digits) = LitPresses::new(&matrix, 3) else {
            panic!("N = 3 counts in digits")
        };
        // Board (cell 0, cell 1) = (0, 2) is 0 + 2 * 3 = 6. Press 1 reaches cells 0 and 1, so
        // before it the board was (2, 1) = 5, on which cell 1 is lit.
        assert_eq!(digits.before(6, 1), Some(5));
        assert_eq!(digits.after(5, 1), Some(6));
        // Press 0 reaches only cell 0: before it the board was (2, 2), and cell 0 is lit.
        assert_eq!(digits.before(6, 0), Some(8));
        // From (1, 0), press 0 leaves (0, 0): cell 0 dark, so that press was not allowed.
        assert_eq!(digits.before(1, 0), None);
        // And on (0, 2) cell 0 is dark: it cannot be pressed.
        assert_eq!(digits.after(6, 0), None);
    }

    #[test]
    fn two_states_find_the_boards_before_from_the_masks() {
        // 1 x 3 Lights Out: press 0 flips cells 0 and 1, press 1 all three, press 2 cells 1, 2.
        let matrix = MoveMatrix::build(3, |press, out| {
            out.extend((press.saturating_sub(1)..=(press + 1).min(2)).map(|c| c as u32))
        });
        let presses = LitPresses::new(&matrix, 2);
        // Board 010 (cell 1 lit, = 2) comes from 100 (= 1) by press 0 and from 001 (= 4) by
        // press 2; press 1 would come from 101, where cell 1 is dark.
        let mut before = Vec::new();
        presses.each_before(2, |board| before.push(board));
        assert_eq!(before, [1, 4]);
        assert_eq!(presses.after(1, 0), Some(2));
        assert_eq!(presses.after(2, 0), None);
    }
}
