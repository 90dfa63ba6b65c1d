//! Presentational components: each gets plain data and callbacks (`on_action` emits one
//! [`crate::state::Action`]), and owns no state that undo would need, so the reducer in
//! [`super::state`] stays the one source of truth.

mod board;
mod board_row;
mod difficulty_picker;
mod fewest_facts;
mod game_switch;
mod graph_editor;
mod graph_lines;
mod graph_panel;
mod graph_picker;
mod how_it_works;
mod lit_only_progress;
mod lit_only_switch;
mod mark_layer;
mod message_bar;
mod mode_picker;
mod pattern_editor;
mod readout;
mod repair_note;
mod search_progress;
mod setup_panel;
mod solutions_panel;
mod status;
mod toolbar;

pub use board::{Board, DETAIL_CELLS};
pub use board_row::{state_name, BoardRow};
pub use fewest_facts::FewestFacts;
pub use game_switch::{GameSwitch, Page};
pub use graph_editor::GraphEditor;
pub use graph_panel::GraphPanel;
pub use graph_picker::GraphPicker;
pub use how_it_works::HowItWorks;
pub use lit_only_progress::LitOnlyProgress;
pub use lit_only_switch::LitOnlySwitch;
pub use message_bar::MessageBar;
pub use mode_picker::ModePicker;
pub use pattern_editor::PatternEditor;
pub use readout::Readout;
pub use repair_note::RepairNote;
pub use search_progress::SearchProgress;
pub use setup_panel::SetupPanel;
pub use solutions_panel::SolutionsPanel;
pub use status::Status;
pub use toolbar::Toolbar;
