//! Presentational components: each gets plain data and `on_*` callbacks, and owns no state
//! that undo would need, so the reducer in [`super::state`] stays the one source of truth.

mod readout;
mod size_picker;

pub use readout::Readout;
pub use size_picker::SizePicker;
