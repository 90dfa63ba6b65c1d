//! Lights Out on any graph, as the Lights Out page plays it: what the graph controls ask
//! ([`action`]) and do to the page's state ([`edit`]), and their components: the panel
//! ([`panel`]), the editor ([`editor`]) and the lines between vertices ([`lines`]). What a
//! graph is, how it is chosen from the menu and drawn, is the puzzle room's
//! ([`crate::puzzle::graph`]), shared with the ELLO page.

pub mod action;
pub mod edit;
pub mod editor;
pub mod lines;
pub mod panel;
