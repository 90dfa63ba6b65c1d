//! ELLO, the elimination game of seed 001, as the page's second game: discs on a graph, green
//! or red; playing a green vertex flips its remaining neighbours and removes it.
//!
//! Fenced off from the Lights Out page: its own state and reducer ([`state`], pure and tested
//! natively) and its own components, sharing only the graph menus
//! ([`super::graph_choice`]), the drawing ([`super::graph_drawing`]) and the message line.

pub mod state;
