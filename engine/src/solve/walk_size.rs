//! How large a walk through every solution of a board is, known before it starts: the one
//! sizing rule that the command line (`random --difficulty`, `solve --minimal`) and the web
//! app's worker (the fewest-press search, the largest count, deals by difficulty) both apply.
//!
//! Before any of those searches can read its clock, the walk lays out each quiet pattern by
//! the cells it presses and groups the cells by their columns, a pass over every entry that no
//! [`Budget`](crate::Budget) can interrupt. Measured natively (release): 512 x 512 Lights Out
//! (252 quiet patterns, at most 66 million entries) takes about a second and 250 MB; 1024 x
//! 1024 took 16-18 s and 1.8 GB. So a caller weighs the walk against the time it has first.

use crate::solve::reduced::Reduced;

/// The size of the walks through a puzzle's solutions: how many quiet patterns, over how many
/// cells, pressing how many cells in all.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct WalkSize {
    /// The quiet patterns (generators) the walk combines.
    pub patterns: u64,
    /// The board's cells.
    pub cells: u64,
    /// The cells the quiet patterns press, counted with repeats (see
    /// [`Reduced::quiet_pattern_entries`]): what the walk lays out before it starts.
    pub entries: u64,
}

impl WalkSize {
    /// Entries laid out in a second of time allowed (natively about a second for 2^25).
    pub const ENTRIES_A_SECOND: u64 = 1 << 25;
    /// Entries laid out at most, whatever the time allowed: about 500 MB of memory.
    pub const MAX_ENTRIES: u64 = 1 << 27;

    /// The entries a walk may lay out when its caller allows `seconds` for it.
    ///
    /// ```
    /// use lights_lab_engine::WalkSize;
    /// assert_eq!(WalkSize::allowed(1.0), 1 << 25);
    /// assert_eq!(WalkSize::allowed(0.5), 1 << 24);
    /// assert_eq!(WalkSize::allowed(3600.0), WalkSize::MAX_ENTRIES);
    /// ```
    pub fn allowed(seconds: f64) -> u64 {
        let entries = seconds.max(0.0) * Self::ENTRIES_A_SECOND as f64;
        (entries as u64).min(Self::MAX_ENTRIES)
    }

    /// Whether the walk fits `seconds` of time allowed (and memory).
    pub fn fits(&self, seconds: f64) -> bool {
        self.entries <= Self::allowed(seconds)
    }

    /// The whole seconds the walk needs, or `None` when no time is enough (past
    /// [`WalkSize::MAX_ENTRIES`]).
    pub fn seconds_needed(&self) -> Option<u64> {
        (self.entries <= Self::MAX_ENTRIES)
            .then(|| self.entries.div_ceil(Self::ENTRIES_A_SECOND).max(1))
    }
}

impl Reduced {
    /// The size of a walk through the solutions of any board of this puzzle, known without
    /// laying anything out.
    ///
    /// ```
    /// use lights_lab_engine::{Puzzle, Reduced};
    /// // 5 x 5 Lights Out: two quiet patterns, each pressing 12 of the 25 cells at most.
    /// let size = Reduced::new(&Puzzle::lights_out(5, 5)?)?.walk_size();
    /// assert_eq!((size.patterns, size.cells), (2, 25));
    /// assert!(size.fits(0.001));
    /// # Ok::<(), lights_lab_engine::EngineError>(())
    /// ```
    pub fn walk_size(&self) -> WalkSize {
        WalkSize {
            patterns: self.quiet_pattern_count() as u64,
            cells: self.cells() as u64,
            entries: self.quiet_pattern_entries(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::puzzle::Puzzle;

    #[test]
    fn a_walk_fits_the_time_its_entries_take() {
        let size = |entries| WalkSize {
            patterns: 1,
            cells: entries,
            entries,
        };
        let second = WalkSize::ENTRIES_A_SECOND;
        assert!(size(second).fits(1.0));
        assert!(!size(second + 1).fits(1.0));
        assert_eq!(size(second + 1).seconds_needed(), Some(2));
        assert_eq!(size(0).seconds_needed(), Some(1));
        // Past the memory bound no time is enough.
        assert!(!size(WalkSize::MAX_ENTRIES + 1).fits(1e9));
        assert_eq!(size(WalkSize::MAX_ENTRIES + 1).seconds_needed(), None);
    }

    #[test]
    fn a_plane_board_is_sized_by_its_nullity_times_its_cells() {
        // 16 x 16 Lights Out has nullity 8 (OEIS A159257); the plane route bounds each quiet
        // pattern by the whole board.
        let reduced = Reduced::new(&Puzzle::lights_out(16, 16).unwrap()).unwrap();
        let size = reduced.walk_size();
        assert_eq!((size.patterns, size.cells, size.entries), (8, 256, 8 * 256));
    }
}
