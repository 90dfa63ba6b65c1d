//! What the lit-only rule adds to the Lights Out page: the switch that turns the rule on and
//! the progress of its exact search (the rule itself is `play::lit_only`).

pub mod progress;
pub mod switch;
