//! The views the journey opens under the game's buttons: the levels and the statistics, one at
//! a time, each opened and closed by its button as a toggle.

/// A view of the journey.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum View {
    Levels,
    Statistics,
}

impl View {
    /// Its button's word, and its heading.
    pub fn label(self) -> &'static str {
        match self {
            View::Levels => "Levels",
            View::Statistics => "Statistics",
        }
    }

    /// The id of the region it opens, which its button controls.
    pub fn id(self) -> &'static str {
        match self {
            View::Levels => "levels",
            View::Statistics => "statistics",
        }
    }
}
