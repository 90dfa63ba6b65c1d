//! The fewest-press panel of the Lights Out page: the start board's fewest-press search (Hint
//! and Solve use its best solution), the largest count and New puzzle by difficulty, the list
//! of every solution, the repair of a board that cannot be solved, and the fewest presses from
//! the board on screen ([`from_here`]). [`model`] is what the page knows; [`actions`],
//! [`search`], [`listing`], [`difficulty`] and [`repair`] are what the actions and the
//! engine's answers do to it; the rest are the components that draw it.

pub mod actions;
pub mod difficulty;
pub mod difficulty_picker;
pub mod fewest_facts;
pub mod from_here;
pub mod listing;
pub mod model;
pub mod repair;
pub mod repair_note;
pub mod search;
pub mod search_progress;
pub mod solutions_panel;
