//! The graph room: Lights Out on any graph. The graph menu ([`choice`]), a graph board's
//! setup ([`setup`]) and drawing ([`drawing`]), what the graph controls ask ([`action`]) and
//! do to the page ([`edit`]), and their components: the menu ([`picker`]), the panel
//! ([`panel`]), the editor ([`editor`]) and the lines between vertices ([`lines`]).

pub mod action;
pub mod choice;
pub mod drawing;
pub mod edit;
pub mod editor;
pub mod lines;
pub mod panel;
pub mod picker;
pub mod setup;
