//! The Lights Out page's components: each gets plain data and callbacks, and owns no state
//! that undo would need, so the reducer stays the one source of truth.

pub mod board_view;
pub mod board_view_props;
pub mod canvas_board;
pub mod goal_line;
pub mod how_it_works;
pub mod lit_only;
pub mod mode_picker;
pub mod offer_bar;
pub mod pattern_editor;
pub mod readout;
pub mod setup_panel;
pub mod size_field;
pub mod status;
pub mod surface_edges;
pub mod svg_board;
pub mod toolbar;
