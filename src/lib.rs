//! Lights Lab: Lights Out and its whole family, solved exactly.
//!
//! [`engine`] is pure Rust (no web crate) and holds the mathematics; [`cli`] is the native
//! command line's parsing and output; [`ui`] is the Yew front end built by Trunk.

pub mod cli;
pub mod engine;
pub mod ui;
