//! Every board's distance to the goal under the rule, as far as the search has found it.
//!
//! One byte a board while the deepest layer fits in it (N = 2 Lights Out boards of 25 cells
//! stay far below 255 presses), widened a byte at a time if a layer ever does not, so that
//! the table stays exact however deep the search goes: 2^25 boards take 32 MiB at one byte.

/// Distances plus one, `width` little-endian bytes a board; 0 means not met yet.
#[derive(Debug)]
pub(super) struct Distances {
    bytes: Vec<u8>,
    width: usize,
}

impl Distances {
    /// A table of `boards` boards, none met.
    pub(super) fn new(boards: u32) -> Self {
        Self {
            bytes: vec![0; boards as usize],
            width: 1,
        }
    }

    /// The distance of `board`, if it has been met.
    pub(super) fn get(&self, board: u32) -> Option<u32> {
        let at = board as usize * self.width;
        let stored = self.bytes[at..at + self.width]
            .iter()
            .rev()
            .fold(0u32, |value, &byte| value << 8 | byte as u32);
        stored.checked_sub(1)
    }

    /// Records that `board` is `distance` presses from the goal.
    pub(super) fn set(&mut self, board: u32, distance: u32) {
        let stored = distance + 1;
        while self.width < 4 && stored >> (8 * self.width) != 0 {
            self.widen();
        }
        let at = board as usize * self.width;
        let bytes = stored.to_le_bytes();
        self.bytes[at..at + self.width].copy_from_slice(&bytes[..self.width]);
    }

    /// One more byte a board.
    fn widen(&mut self) {
        let width = self.width;
        let mut wider = vec![0; self.bytes.len() / width * (width + 1)];
        for (from, to) in self
            .bytes
            .chunks_exact(width)
            .zip(wider.chunks_exact_mut(width + 1))
        {
            to[..width].copy_from_slice(from);
        }
        self.bytes = wider;
        self.width = width + 1;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_deep_layer_widens_the_table_and_keeps_what_it_held() {
        let mut table = Distances::new(3);
        table.set(0, 0);
        table.set(2, 254);
        assert_eq!(table.width, 1);
        table.set(1, 255);
        assert_eq!(table.width, 2);
        table.set(0, 70_000);
        assert_eq!(table.width, 3);
        assert_eq!(
            [table.get(0), table.get(1), table.get(2)],
            [Some(70_000), Some(255), Some(254)]
        );
        let mut fresh = Distances::new(1);
        assert_eq!(fresh.get(0), None);
        fresh.set(0, 7);
        assert_eq!(fresh.get(0), Some(7));
    }
}
