//! The move matrix, stored sparsely: for every press, the distinct cells it reaches.

/// Column j lists the cells a press on cell j changes (each by +1 mod N), sorted and distinct.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MoveMatrix {
    starts: Vec<usize>,
    reached: Vec<u32>,
}

impl MoveMatrix {
    /// Builds the matrix for `presses` presses: `reach(press, out)` pushes the cells a press
    /// reaches onto `out`, in any order and with repeats (a press adds 1 once to each distinct
    /// cell, so repeats are dropped here).
    pub fn build(presses: usize, mut reach: impl FnMut(usize, &mut Vec<u32>)) -> Self {
        let mut starts = Vec::with_capacity(presses + 1);
        starts.push(0);
        let mut reached = Vec::new();
        for press in 0..presses {
            let start = reached.len();
            reach(press, &mut reached);
            let cells = &mut reached[start..];
            cells.sort_unstable();
            let distinct = dedup_sorted(cells);
            reached.truncate(start + distinct);
            starts.push(reached.len());
        }
        Self { starts, reached }
    }

    /// The number of cells (and of presses).
    pub fn cells(&self) -> usize {
        self.starts.len() - 1
    }

    /// The cells a press on `press` reaches.
    pub fn reach(&self, press: usize) -> &[u32] {
        &self.reached[self.starts[press]..self.starts[press + 1]]
    }

    /// The number of (press, cell) entries.
    pub fn entries(&self) -> usize {
        self.reached.len()
    }

    /// For every cell, the presses that reach it (the rows of the matrix).
    pub fn reached_by(&self) -> MoveMatrix {
        let mut counts = vec![0usize; self.cells() + 1];
        for &cell in &self.reached {
            counts[cell as usize + 1] += 1;
        }
        for i in 1..counts.len() {
            counts[i] += counts[i - 1];
        }
        let mut fill = counts.clone();
        let mut presses = vec![0u32; self.reached.len()];
        for press in 0..self.cells() {
            for &cell in self.reach(press) {
                presses[fill[cell as usize]] = press as u32;
                fill[cell as usize] += 1;
            }
        }
        MoveMatrix {
            starts: counts,
            reached: presses,
        }
    }

    /// Adds the effect of `presses` (press counts) to `board`, modulo `states`.
    pub fn apply(&self, presses: &[u8], board: &mut [u8], states: u8) {
        for (press, &count) in presses.iter().enumerate() {
            if count != 0 {
                for &cell in self.reach(press) {
                    let value = &mut board[cell as usize];
                    *value = ((*value as u16 + count as u16) % states as u16) as u8;
                }
            }
        }
    }

    /// Presses one cell once, modulo `states`.
    pub fn press(&self, press: usize, board: &mut [u8], states: u8) {
        for &cell in self.reach(press) {
            let value = &mut board[cell as usize];
            *value = (*value + 1) % states;
        }
    }
}

/// Moves the distinct values of a sorted slice to its front; returns how many there are.
fn dedup_sorted(values: &mut [u32]) -> usize {
    let mut kept = 0;
    for i in 0..values.len() {
        if i == 0 || values[i] != values[kept - 1] {
            values[kept] = values[i];
            kept += 1;
        }
    }
    kept
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn repeated_reach_counts_once_and_transpose_reverses_arcs() {
        let reach = [vec![0, 1, 1], vec![1], vec![2, 0]];
        let matrix = MoveMatrix::build(3, |press, out| out.extend_from_slice(&reach[press]));
        assert_eq!(matrix.reach(0), &[0, 1]);
        let rows = matrix.reached_by();
        assert_eq!(rows.reach(0), &[0, 2]);
        assert_eq!(rows.reach(1), &[0, 1]);
        let mut board = vec![0; 3];
        matrix.apply(&[1, 0, 2], &mut board, 3);
        assert_eq!(board, vec![0, 1, 2]);
    }
}
